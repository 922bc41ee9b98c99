/**
 * Scaffolds the framework pages' runs share (guide/framework/*, plugins/list/plugin-react and plugin-preact):
 * the app's production build and first dev build, and what a reader sees when an edit makes the page reload.
 */

/**
 * Wait for the first build, not only for the URLs: Rsbuild prints them before it listens, so another run
 * started right after could pick the same free port.
 */
export const firstBuild = /ready\s+built in/;

/**
 * The counter app of the React and Preact plugin pages: `App.tsx` with its `useState` from `hooks`
 * (`'react'`, `'preact/hooks'`).
 */
export const counterApp = (hooks) => `import { useState } from '${hooks}';

export function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Counter</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}
`;

/** A tsconfig.json for a browser app without JSX settings (Vue's single-file components, CSS Modules' types). */
export const browserTsconfig = `{
  "compilerOptions": {
    "target": "ES2020",
    "lib": ["DOM", "ES2020"],
    "module": "ESNext",
    "moduleResolution": "bundler",
    "strict": true,
    "skipLibCheck": true,
    "noEmit": true
  },
  "include": ["src"]
}
`;

/**
 * Builds the app, starts its dev server and, with `render`, opens it in Chromium.
 * @param {ReturnType<import('../../../scripts/check-docs/runs/context.mjs').createContext>} ctx
 * @param {{ render?: (page: import('@playwright/test').Page) => Promise<string> }} [options]  `render` reads
 *   the markup the page shows, once the app has rendered
 * @returns {Promise<{ dev: string, build: string, html?: string }>}  `dev`: the first dev build's `start` and
 *   `ready` lines (a line about a busy port 3000 may come before them); `build`: what `rsbuild build` printed;
 *   `html`: what `render` read
 */
export async function buildAndServe(ctx, { render } = {}) {
  const build = await ctx.rsbuild('build');
  const dev = await ctx.devServer([], { ready: firstBuild });
  let html;
  if (render) await ctx.browser(dev.url, async (page) => { html = await render(page); });
  return { dev: ctx.grep(dev.output(), /^(start|ready) /), build: build.output, ...(render ? { html } : {}) };
}

/**
 * The counter app with its refresh plugin turned off: three clicks, then the edit the page describes (a new
 * heading in App.tsx). The page reloads, so the count is back to 0 (the pages' tables say so).
 * @returns {Promise<{ browser: string }>}  the browser console's `Forced reload` and `Update propagation` lines
 * @throws when the page did not reload
 */
export async function reloadAfterEdit(ctx) {
  const server = await ctx.devServer();
  const { log } = await ctx.browser(server.url, async (page) => {
    const button = page.getByRole('button');
    for (let i = 0; i < 3; i++) await button.click();
    await page.getByText('Clicked 3 times').waitFor();
    ctx.write('src/App.tsx', ctx.read('src/App.tsx').replace('<h1>Counter</h1>', '<h1>My counter</h1>'));
    await page.getByText('My counter').waitFor();
    const text = await page.locator('main').innerText();
    if (!text.includes('Clicked 0 times')) throw new Error(`expected a reload, the page shows: ${text}`);
  });
  return { browser: ctx.grep(log.join('\n'), /Forced reload|^Update propagation/) };
}
