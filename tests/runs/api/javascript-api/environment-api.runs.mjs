/**
 * Runs of docs/{en,zh}/api/javascript-api/environment-api.mdx: the page's SSR project (web and node
 * environments) with its custom server, the error script and the context script.
 */
const manifestScript = `import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core';

const { content } = await loadConfig({ cwd: import.meta.dirname });
const rsbuildConfig = mergeRsbuildConfig(content, { environments: { web: { output: { manifest: true } } } });
const rsbuild = await createRsbuild({ cwd: import.meta.dirname, rsbuildConfig });
rsbuild.onBeforeBuild(({ environments }) => console.log('before:', environments.web.manifest));
rsbuild.onAfterBuild(({ environments }) => console.log(JSON.stringify(environments.web.manifest, null, 2)));
const { close } = await rsbuild.build();
await close();
`;

export default {
  ssr: {
    async run(ctx) {
      const server = await ctx.start('node', ['server.mjs'], { ready: /web assets:/ });
      const started = server.output();
      const first = (await ctx.request('http://localhost:3386/')).body;
      ctx.write('src/app.js', ctx.read('src/app.js').replace('Clicked', 'Pressed'));
      await server.waitFor(/building src\/app\.js[\s\S]*ready[\s\S]*ready/);
      const second = (await ctx.request('http://localhost:3386/')).body;
      return { start: started, html: first, 'after-edit': ctx.grep(second, /counter/).trim() };
    },
  },
  errors: {
    extends: 'ssr',
    run: async (ctx) => ({ output: (await ctx.exec('node', ['errors.mjs'])).output }),
  },
  context: {
    extends: 'ssr',
    run: async (ctx) => ({ output: (await ctx.exec('node', ['context.mjs'])).output }),
  },
  manifest: {
    extends: 'ssr',
    files: { 'manifest.mjs': manifestScript },
    async run(ctx) {
      const { output } = await ctx.exec('node', ['manifest.mjs']);
      return { before: ctx.grep(output, /^before:/), manifest: ctx.between(output, /^\{/, /^\}/) };
    },
  },
};
