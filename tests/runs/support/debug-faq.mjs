/**
 * Helpers of the runs of the debug guide pages (guide/debug/) and the FAQ pages (guide/faq/).
 */
import { freePort, uncaughtErrors } from '../../../scripts/check-docs/runs/context.mjs';

export { freePort, uncaughtErrors };

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

/** `rsbuild dev` on a free port (see `freePort`). */
export const devServer = async (ctx, args = [], options = {}) => ctx.devServer(['--port', String(await freePort()), ...args], options);

/** `rsbuild preview` on a free port (see `freePort`). */
export const previewServer = async (ctx, args = [], options = {}) => ctx.previewServer(['--port', String(await freePort()), ...args], options);
