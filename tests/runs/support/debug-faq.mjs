/**
 * Helpers of the runs of the debug guide pages (guide/debug/) and the FAQ pages (guide/faq/).
 */
import net from 'node:net';

/**
 * The sample app of the debug guide pages (build profiling, Rsdoctor): a React app with `count` generated
 * components, `src/components/Item<n>.tsx`, all rendered by `src/App.tsx`, and a config with the React plugin.
 * @param {number} count
 */
export function reactApp(count) {
  const files = {};
  let imports = '';
  let items = '';
  for (let i = 0; i < count; i++) {
    files[`src/components/Item${i}.tsx`] = `export function Item${i}({ label }: { label: string }) {\n  return <li className="item">{label} ${i}</li>;\n}\n`;
    imports += `import { Item${i} } from './components/Item${i}';\n`;
    items += `      <Item${i} label="Item" />\n`;
  }
  files['src/App.tsx'] = `${imports}\nexport function App() {\n  return (\n    <ul>\n${items}    </ul>\n  );\n}\n`;
  files['src/index.tsx'] = "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\n\ncreateRoot(document.getElementById('root')!).render(<App />);\n";
  files['rsbuild.config.ts'] = "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n});\n";
  return files;
}

/**
 * Opens `url` in Chromium and returns the errors the page threw, one a line, as the browser console shows
 * an uncaught error: `Uncaught ReferenceError: process is not defined`.
 * @param {ReturnType<import('../../../scripts/check-docs/runs/context.mjs').createContext>} ctx
 * @param {string} url
 */
export async function uncaughtErrors(ctx, url) {
  const lines = [];
  await ctx.browser(url, async (page) => {
    page.on('pageerror', (error) => lines.push(`Uncaught ${error.name}: ${error.message}`));
    await page.reload({ waitUntil: 'load' });
  });
  return lines.join('\n');
}

/**
 * A free port, picked at random above 20000, with the port after it free too (a dev server moves there when
 * the first is taken). The runs pass it with `--port`: Rsbuild 1.3 prints its URL before it listens, so two
 * servers started one after the other on the default port can both take 3000.
 */
export async function freePort() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const free = await Promise.all([port, port + 1].map((p) => new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false)).listen(p, () => probe.close(() => resolve(true)));
    })));
    if (free.every(Boolean)) return port;
  }
}

/** `rsbuild dev` on a free port (see `freePort`). */
export const devServer = async (ctx, args = [], options = {}) => ctx.devServer(['--port', String(await freePort()), ...args], options);

/** `rsbuild preview` on a free port (see `freePort`). */
export const previewServer = async (ctx, args = [], options = {}) => ctx.previewServer(['--port', String(await freePort()), ...args], options);
