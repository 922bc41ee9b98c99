/**
 * Runs of docs/{en,zh}/guide/optimization/optimize-bundle.mdx. The price app (src/index.ts and the page's
 * `ui-kit` files) is built once per step, each step adding the page's next change to the one before:
 * removeMomentLocale, lodash imports (the page shows the changed import line; `importFrom()` makes that
 * edit), `sideEffects: false` in `ui-kit`, removeConsole, and minify off. `ui-kit`'s `price.js` and
 * `chart.js` are not on the page: `chart.js` is a module of about 20 kB whose top level calls
 * `createPalette()`. The legal comments example at the end builds a module of its own next to lodash.
 * `duplicates` and `dedupe` build another small app (its files are not on the page): it imports `money` 1.6.0
 * from the root of `node_modules` and `checkout-ui`, which pins `money` 1.4.0 and so has its own nested copy.
 * Each copy of `money` holds a table of 300 currencies, about 8 kB minified.
 */

/** 830 named web-safe colors, the data that makes `chart.js` about 20 kB. */
const steps = ['00', '33', '66', '99', 'cc', 'ff'];
const swatches = Array.from({ length: 830 }, (_, i) =>
  `  ['swatch-${i}', '#${steps[i % 6]}${steps[Math.floor(i / 6) % 6]}${steps[Math.floor(i / 36) % 6]}'],`).join('\n');

const uiKit = {
  'node_modules/ui-kit/package.json': '{\n  "name": "ui-kit",\n  "version": "1.0.0",\n  "type": "module",\n  "main": "index.js"\n}\n',
  'node_modules/ui-kit/price.js': "export function formatPrice(value) {\n  return `¥${value.toFixed(2)}`;\n}\n",
  'node_modules/ui-kit/chart.js': `const SWATCHES = [
${swatches}
];

function createPalette() {
  const palette = new Map();
  for (const [name, color] of SWATCHES) palette.set(name, color);
  return palette;
}

const palette = createPalette();

export class Chart {
  constructor(root, values) {
    this.root = root;
    this.values = values;
  }

  render() {
    this.root.replaceChildren(...this.values.map((value, i) => {
      const bar = document.createElement('div');
      bar.style.width = \`\${value}px\`;
      bar.style.background = palette.get(\`swatch-\${i}\`);
      return bar;
    }));
  }
}
`,
};

/** src/index.ts with its lodash import changed to the named imports the page shows, from `lodash` or `lodash-es`. */
const importFrom = (ctx, from) =>
  ctx.write('src/index.ts', ctx.read('src/index.ts').replace("import _ from 'lodash';", `import { debounce, sortBy, uniq } from '${from}';`)
    .replace('_.uniq(_.sortBy(prices))', 'uniq(sortBy(prices))')
    .replace('_.debounce(', 'debounce('));

const table = (ctx, output) => ctx.between(output, /^File \(/);
const total = (ctx, output) => ctx.grep(output, /^\s+Total:/);

/** Legal comments in a built file, one a line: `/*!`, `@license` blocks (first line) and `//!` lines. */
const legalComments = (code) => [...code.matchAll(/\/\*![\s\S]*?\*\/|\/\*\*?[\s*]*@license[\s\S]*?\*\/|\/\/!.*$/gm)]
  .map(([comment]) => (comment.includes('\n') ? `${comment.split('\n')[0]} …` : comment));

export default {
  start: {
    files: uiKit,
    async run(ctx) {
      return { build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  moment: {
    extends: 'start',
    async run(ctx) {
      const moment = table(ctx, (await ctx.rsbuild('build')).output);
      importFrom(ctx, 'lodash');
      const named = total(ctx, (await ctx.rsbuild('build')).output);
      return { build: moment, named };
    },
  },
  'transform-import': {
    extends: 'start',
    async run(ctx) {
      importFrom(ctx, 'lodash');
      return { total: total(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'lodash-es': {
    extends: 'moment',
    async run(ctx) {
      importFrom(ctx, 'lodash-es');
      return { build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'side-effects': {
    extends: 'moment',
    async run(ctx) {
      importFrom(ctx, 'lodash-es');
      return { build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'remove-console': {
    extends: 'side-effects',
    async run(ctx) {
      importFrom(ctx, 'lodash-es');
      const build = table(ctx, (await ctx.rsbuild('build')).output);
      const vendor = /static\/js\/(\d+)\./.exec(build)[1];
      return { build, license: ctx.grep(ctx.files('dist/static/js'), new RegExp(`/${vendor}\\.`)) };
    },
  },
  'minify-off': {
    extends: 'remove-console',
    async run(ctx) {
      importFrom(ctx, 'lodash-es');
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace('  performance: {', '  output: {\n    minify: false,\n  },\n  performance: {'));
      return { total: total(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'legal-inline': {
    async run(ctx) {
      await ctx.rsbuild('build');
      const lines = [];
      for (const file of ctx.files('dist/static/js').split('\n')) {
        const found = legalComments(ctx.read(file));
        lines.push(...(found.length ? found.map((comment) => `${file}: ${comment}`) : [`${file}: (none)`]));
      }
      return { comments: lines.join('\n') };
    },
  },
  duplicates: {
    files: duplicateApp(),
    async run(ctx) {
      const ls = await ctx.exec('npm', ['ls', 'money']);
      return { ls: `$ npm ls money\n${ls.stdout}`, build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  dedupe: {
    extends: 'duplicates',
    async run(ctx) {
      const build = table(ctx, (await ctx.rsbuild('build')).output);
      // The page says one copy is left: the root one, 1.6.0.
      const js = ctx.read(ctx.files('dist/static/js'));
      if (!js.includes('1.6.0') || js.includes('1.4.0')) throw new Error('the build does not hold only money 1.6.0');
      return { build };
    },
  },
};

/** The app of the duplicate-package section: `money` at the root and a pinned older copy inside `checkout-ui`. */
function duplicateApp() {
  const money = (version) => {
    const letters = (i) => String.fromCharCode(65 + Math.floor(i / 26)) + String.fromCharCode(65 + (i % 26));
    const rows = Array.from({ length: 300 }, (_, i) => `  ${letters(i)}X: { symbol: '${letters(i)}', digits: ${i % 4} },`).join('\n');
    return `const CURRENCIES = {\n${rows}\n};\n\nexport function format(amount, code) {\n  const { symbol, digits } = CURRENCIES[code];\n  return \`\${symbol} \${amount.toFixed(digits)}\`;\n}\n\nexport const version = '${version}';\n`;
  };
  return {
    'package.json': '{\n  "name": "my-app",\n  "private": true,\n  "dependencies": {\n    "checkout-ui": "^1.0.0",\n    "money": "^1.6.0"\n  }\n}\n',
    'node_modules/money/package.json': '{ "name": "money", "version": "1.6.0", "type": "module", "main": "index.js", "sideEffects": false }\n',
    'node_modules/money/index.js': money('1.6.0'),
    'node_modules/checkout-ui/package.json': '{ "name": "checkout-ui", "version": "1.0.0", "type": "module", "main": "index.js", "dependencies": { "money": "1.4.0" } }\n',
    'node_modules/checkout-ui/index.js': "import { format, version } from 'money';\n\nexport function renderTotal(amount, currency) {\n  return `Total: ${format(amount, currency)} (money ${version})`;\n}\n",
    'node_modules/checkout-ui/node_modules/money/package.json': '{ "name": "money", "version": "1.4.0", "type": "module", "main": "index.js", "sideEffects": false }\n',
    'node_modules/checkout-ui/node_modules/money/index.js': money('1.4.0'),
    'src/index.js': "import { renderTotal } from 'checkout-ui';\nimport { format } from 'money';\n\nconst currency = new URLSearchParams(location.search).get('currency') ?? 'AAX';\n\ndocument.body.textContent = `${format(5, currency)} / ${renderTotal(42, currency)}`;\n",
  };
}
