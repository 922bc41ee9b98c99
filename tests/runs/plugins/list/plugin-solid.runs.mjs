/**
 * Runs of docs/{en,zh}/plugins/list/plugin-solid.mdx with @rsbuild/plugin-solid 1.0.5, plugin-babel 1.0.5
 * and solid-js 1.9: a counter app (not printed on the page), its build, the Babel options that
 * `rsbuild inspect` shows, and the button handler in the minified bundle with and without delegation.
 */
import { configPart, fileTable } from '../../support/plugins.mjs';

const app = {
  'src/App.tsx': `import { createSignal } from 'solid-js';

export function App() {
  const [count, setCount] = createSignal(0);
  return (
    <button type="button" onClick={() => setCount(count() + 1)}>
      Clicked {count()} times
    </button>
  );
}
`,
  'src/index.tsx': `import { render } from 'solid-js/web';
import { App } from './App';

render(() => <App />, document.getElementById('root')!);
`,
};
/** All the built scripts, one after the other. */
const scripts = (ctx) => ctx.files('dist/static/js').split('\n').map((file) => ctx.read(file)).join('\n');
const match = (text, re) => {
  const found = re.exec(text);
  if (!found) throw new Error(`no match for ${re} in the bundle`);
  return found[0];
};

export default {
  sample: {
    files: app,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const js = scripts(ctx);
      await ctx.rsbuild('inspect --mode production');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      return {
        build: fileTable(ctx, build.output),
        babel: `${configPart(config, /^\s*presets: \[/)},\n${configPart(config, /^\s*parserOpts: \{/)}`,
        handler: `${match(js, /\w+\.\$\$click=\(\)=>[^,;}]+/)} /* … */ ${match(js, /\([^()]*\)\(\["click"\]\)/)}`,
      };
    },
  },
  'no-delegation': {
    files: app,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: fileTable(ctx, build.output), handler: match(scripts(ctx), /\w+\.addEventListener\("click",\(\)=>\w+\(\w+\(\)\+1\)\)/) };
    },
  },
};
