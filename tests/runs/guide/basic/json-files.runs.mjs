/**
 * Runs of docs/{en,zh}/guide/basic/json-files.mdx: the page's `src/settings.json` imported each way the page
 * shows, built, and the bundle read or run with Node (it only logs, so Node prints what the browser console
 * would); `tsc` for the TypeScript errors. The `src/index.ts` files of the error sections are small
 * stand-ins. The YAML and TOML plugins are not installed here: their build is not run, but the errors
 * without them are.
 */
const tsconfig = `${JSON.stringify({ compilerOptions: { target: 'ES2020', module: 'ESNext', moduleResolution: 'bundler', resolveJsonModule: true, strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ['src'] }, null, 2)}\n`;

/** The built `index.<hash>.js`, relative to the project. */
const bundle = (ctx) => ctx.files('dist/static/js').split('\n').find((file) => /index\.\w+\.js$/.test(file));
/** The `JSON.parse('…')` call that holds the settings in the bundle. */
const inlinedJson = (ctx) => /JSON\.parse\('[^']*'\)/.exec(ctx.read(bundle(ctx)))[0];

export default {
  'default-import': {
    async run(ctx) {
      await ctx.rsbuild('build');
      return { json: inlinedJson(ctx) };
    },
  },
  named: {
    async run(ctx) {
      await ctx.rsbuild('build');
      const js = ctx.read(bundle(ctx)).trimEnd();
      // The page says development builds keep the whole file.
      await ctx.rsbuild('build --mode development');
      if (!ctx.read('dist/static/js/index.js').includes('legalNotice')) throw new Error('the development build left out legalNotice');
      return { js };
    },
  },
  'whole-object': {
    files: { 'src/index.ts': "import settings from './settings.json';\n\nconsole.log(Object.keys(settings));\n" },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { js: /console\.log\(Object\.keys\(JSON\.parse\('[^']*'\)\)\)/.exec(ctx.read(bundle(ctx)))[0] };
    },
  },
  runtime: {
    async run(ctx) {
      return { build: ctx.grep((await ctx.rsbuild('build')).output, /settings\./) };
    },
  },
  'raw-default': {
    async run(ctx) {
      await ctx.rsbuild('build');
      return { log: (await ctx.exec('node', [bundle(ctx)])).output.trim() };
    },
  },
  raw: {
    extends: 'raw-default',
    async run(ctx) {
      await ctx.rsbuild('build');
      const log = (await ctx.exec('node', [bundle(ctx)])).output.trim();
      // The page says the string keeps the file's formatting. The minifier folds `typeof text` and drops
      // the string, so look at the module in a development build.
      await ctx.rsbuild('build --mode development');
      if (!ctx.read('dist/static/js/index.js').includes(`module.exports = ${JSON.stringify(ctx.read('src/settings.json'))};`)) throw new Error('the module does not hold the file as written');
      return { log };
    },
  },
  'yaml-types': {
    files: { 'tsconfig.json': tsconfig },
    async run(ctx) {
      return { tsc: (await ctx.exec('tsc')).output };
    },
  },
  'json-comment': {
    files: {
      'src/config.json': '// Settings of the checkout\n{ "currency": "EUR" }\n',
      'src/index.ts': "import config from './config.json';\n\nconsole.log(config.currency);\n",
    },
    async run(ctx) {
      return { error: ctx.between((await ctx.rsbuild('build')).output, /^File: /, /Json parsing error/) };
    },
  },
  'yaml-without-plugin': {
    files: { 'src/index.ts': "import routes from './routes.yaml';\n\nconsole.log(routes.home.label);\n" },
    async run(ctx) {
      return { error: ctx.between((await ctx.rsbuild('build')).output, /^File: /, /To enable support for YAML/) };
    },
  },
  'named-missing': {
    files: {
      'src/index.ts': "import { darkMode } from './settings.json';\n\nconsole.log(darkMode);\n",
      'tsconfig.json': tsconfig,
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      // The page quotes TypeScript's message for the same import.
      const tsc = await ctx.exec('tsc');
      if (!/error TS2305: Module '"\S*\/src\/settings"' has no exported member 'darkMode'/.test(tsc.output)) throw new Error(`tsc printed:\n${tsc.output}`);
      return { error: ctx.grep(build.output, /ESModulesLinkingError/) };
    },
  },
};
