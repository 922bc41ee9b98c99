/** Runs of docs/{en,zh}/shared/hooks/onAfterStartDevServer.mdx: two entries under `rsbuild dev`. */
export default {
  onAfterStartDevServer: {
    files: {
      'src/index.ts': "document.querySelector('#root')!.textContent = 'Home';\n",
      'src/admin.ts': "document.querySelector('#root')!.textContent = 'Admin';\n",
    },
    async run(ctx) {
      // With two entries the server lists a URL per page under \`Local:\`: wait for the build instead.
      const server = await ctx.start('rsbuild', ['dev'], { ready: /ready\s+built in/ });
      return { log: ctx.between(server.output(), /^start\s+build started/, /^ready/) };
    },
  },
};
