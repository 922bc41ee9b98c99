/**
 * Runs of docs/{en,zh}/guide/styling/tailwindcss.mdx (Tailwind CSS 4.1.10 with @tailwindcss/postcss): the
 * example page's build and its utility rules, a class added while the dev server runs, a monorepo app that
 * imports a sibling package, the theme, `@apply` with and without `@reference`, the v3 directives and the v3
 * PostCSS plugin name; Tailwind imported from a Less file (with @rsbuild/plugin-less) and `@variant` in a Sass
 * file (with @rsbuild/plugin-sass), next to the same rule in a `.css` file. The two preprocessor configs and
 * the edited import in `src/index.ts` are not on the page.
 */
/**
 * Wait for the first build, not only for the URLs: Rsbuild prints them before it listens, so another run
 * started right after could pick the same free port.
 */
const firstBuild = /ready\s+built in/;
/** The selectors of the rules in Tailwind's utilities layer, sorted. */
function utilities(css) {
  const layer = css.slice(css.indexOf('@layer utilities{'));
  return [...layer.matchAll(/(?<=[{}])(\.[\w-]+)(?=\{)/g)].map((match) => match[1]).sort().join('  ');
}
const builtCss = (ctx, dist = 'dist') => ctx.read(ctx.files(`${dist}/static/css`));
/** Imports src/Card.module.css from the entry, so that the build compiles it. */
const importCard = (ctx) => ctx.write('src/index.ts', `${ctx.read('src/index.ts')}\nimport card from './Card.module.css';\n\nconsole.log(card.title);\n`);

export default {
  app: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: build.output, utilities: utilities(builtCss(ctx)) };
    },
  },
  dev: {
    extends: 'app',
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      const before = dev.output().length;
      ctx.write('src/index.ts', ctx.read('src/index.ts').replace('max-w-md p-6', 'max-w-md bg-amber-200 p-6'));
      await dev.waitFor(/building src\/index\.ts[\s\S]*ready/);
      // The page says the served CSS has the new rule: fail if it does not.
      const css = (await ctx.request(`${dev.url}static/css/index.css`)).body;
      if (!css.includes('.bg-amber-200')) throw new Error(`no .bg-amber-200 rule in the served CSS:\n${css}`);
      return { rebuild: ctx.between(dev.output().slice(before), /^start\s+building/, /^ready /) };
    },
  },
  monorepo: {
    // The app in apps/web (its PostCSS config and entry) and the badge of packages/ui from the page.
    files: {
      'apps/web/postcss.config.mjs': "export default {\n  plugins: {\n    '@tailwindcss/postcss': {},\n  },\n};\n",
      'apps/web/src/index.ts': `import './index.css';
import { badge } from '../../../packages/ui/src/badge';

document.querySelector('#root')!.innerHTML = \`<main class="p-4">\${badge('New')}</main>\`;
`,
    },
    async run(ctx) {
      await ctx.rsbuild('build', { cwd: 'apps/web' });
      return { utilities: utilities(builtCss(ctx, 'apps/web/dist')) };
    },
  },
  theme: {
    extends: 'app',
    async run(ctx) {
      ctx.write('src/index.ts', ctx.read('src/index.ts').replace('text-sky-700', 'text-brand'));
      await ctx.rsbuild('build');
      return { rule: /\.text-brand\{[^}]*\}/.exec(builtCss(ctx))[0] };
    },
  },
  apply: {
    extends: 'app',
    async run(ctx) {
      importCard(ctx);
      await ctx.rsbuild('build');
      return { rule: /\.title-[\w-]+\{[^}]*\}/.exec(builtCss(ctx))[0] };
    },
  },
  'no-reference': {
    extends: 'app',
    files: { 'src/Card.module.css': '.title {\n  @apply text-2xl font-bold text-sky-700;\n}\n' },
    async run(ctx) {
      importCard(ctx);
      const { output } = await ctx.rsbuild('build');
      // The message and the end of the build; a stack trace into Tailwind sits between them.
      return { error: ctx.grep(output, /^(Error: Cannot apply|ready)/) };
    },
  },
  'v3-directives': {
    extends: 'app',
    async run(ctx) {
      return { build: (await ctx.rsbuild('build')).output };
    },
  },
  'v3-plugin-name': {
    extends: 'app',
    async run(ctx) {
      // A v3 PostCSS config, written over the page's.
      ctx.write('postcss.config.mjs', "export default {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n");
      const { output } = await ctx.rsbuild('build');
      const second = output.slice(output.indexOf('TypeError'));
      return { error: ctx.between(second, /Module build failed/, /It looks like/) };
    },
  },
  'less-import': {
    extends: 'app',
    files: {
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginLess } from '@rsbuild/plugin-less';\n\nexport default defineConfig({\n  plugins: [pluginLess()],\n});\n",
    },
    async run(ctx) {
      ctx.write('src/index.ts', ctx.read('src/index.ts').replace("import './index.css';", "import './index.less';"));
      const { code, output } = await ctx.rsbuild('build');
      if (code !== 1) throw new Error(`the Less build did not fail:\n${output}`);
      // The message ends a line that holds Tailwind's minified code: the page shows the two lines after it.
      return { error: ctx.grep(output, /Unrecognised input|Error in .*tailwindcss/) };
    },
  },
  'sass-variant': {
    extends: 'app',
    files: {
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginSass } from '@rsbuild/plugin-sass';\n\nexport default defineConfig({\n  plugins: [pluginSass()],\n});\n",
    },
    async run(ctx) {
      const lastRule = () => /@media \(hover:hover\)\{[^{}]*\{[^{}]*\}\}/.exec(builtCss(ctx))[0];
      ctx.write('src/index.ts', ctx.read('src/index.ts').replace("import './index.css';", "import './index.scss';"));
      await ctx.rsbuild('build');
      const scss = lastRule();
      // The same file as plain CSS.
      ctx.write('src/index.css', ctx.read('src/index.scss'));
      ctx.write('src/index.ts', ctx.read('src/index.ts').replace("import './index.scss';", "import './index.css';"));
      await ctx.rsbuild('build');
      return { scss, css: lastRule() };
    },
  },
};
