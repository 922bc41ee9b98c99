/**
 * The "name your components" scenario that the React and Preact framework pages share: the entry imports
 * `App` as a default export (an anonymous component), the page is open in Chromium, and the heading's text
 * is edited. Fast Refresh cannot keep an anonymous component, so the browser console prints why it reloaded.
 */

/**
 * @param {string} heading  the heading text of the page's `src/App.tsx`, which the edit replaces
 * @returns {{ extends: string, run: (ctx: any) => Promise<{ console: string }> }} a scenario built on `app`
 */
export function anonymousComponentScenario(heading) {
  return {
    extends: 'app',
    async run(ctx) {
      ctx.write('src/index.tsx', ctx.read('src/index.tsx').replace("import { App } from './App';", "import App from './App';"));
      const dev = await ctx.devServer([], { ready: /ready\s+built in/ });
      const { log } = await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('button');
        // The edit the page describes: change the heading's text.
        ctx.write('src/App.tsx', ctx.read('src/App.tsx').replace(heading, 'Hello again'));
        await page.waitForEvent('load');
        await page.waitForSelector('button');
      });
      return { console: ctx.between(log.join('\n'), /Forced reload/, /^Update propagation/).replace(/^console\.\w+: /, '') };
    },
  };
}
