/**
 * Runs of docs/{en,zh}/guide/migration/modern-builder.mdx: a React app with a Builder-style setup (an SVG
 * imported as `ReactComponent`, a CSS Module, the `APP_VERSION` global, a tsconfig.json for the type
 * checker), built with the page's package.json and rsbuild.config.ts. `polyfill: 'entry'` takes core-js
 * from the workspace. Modern.js Builder itself is not installed and is never run.
 */
import { previewServer } from '../../support/optimization.mjs';

const builderApp = {
  'src/index.tsx': `import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
`,
  'src/App.tsx': `import { ReactComponent as Logo } from './logo.svg';
import styles from './App.module.css';

export function App() {
  return (
    <div className={styles.card}>
      <Logo width={24} height={24} />
      <p>Version {APP_VERSION}</p>
    </div>
  );
}
`,
  'src/App.module.css': '.card {\n  padding: 12px;\n}\n',
  'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#2e6bd9"/></svg>\n',
  'src/env.d.ts': `/// <reference types="@rsbuild/core/types" />

declare const APP_VERSION: string;

declare module '*.svg' {
  import type { FC, SVGProps } from 'react';

  export const ReactComponent: FC<SVGProps<SVGSVGElement>>;
}
`,
  'tsconfig.json': `{
  "compilerOptions": {
    "target": "ES2020",
    "lib": ["ES2020", "DOM"],
    "module": "ESNext",
    "moduleResolution": "bundler",
    "jsx": "react-jsx",
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true
  },
  "include": ["src"]
}
`,
};

export default {
  app: {
    files: builderApp,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const preview = await previewServer(ctx);
      const url = `http://localhost:${preview.port}`;
      if (!preview.url.endsWith('/html/index')) throw new Error(`rsbuild preview printed ${preview.url}`);
      const root = await ctx.request(`${url}/`);
      if (root.status !== 404) throw new Error(`/ answered ${root.status}, not 404`);
      const { log, text } = await ctx.browser(preview.url, async (page, lines) => {
        await page.waitForSelector('svg');
        lines.push(`class: ${await page.evaluate(() => document.querySelector('#root > div').className)}`);
      });
      if (!text.includes('Version 2.1.0')) throw new Error(`the page does not show Version 2.1.0: ${text}`);
      if (!log.includes('class: card_OrzLZ')) throw new Error(`the CSS Module class is not card_OrzLZ:\n${log.join('\n')}`);
      return { build: build.output };
    },
  },
  'type-error': {
    extends: 'app',
    async run(ctx) {
      ctx.write('src/App.tsx', ctx.read('src/App.tsx').replace('{APP_VERSION}', '{APP_VERSION.toFixed(1)}'));
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.between(output, /^error\s+Build error/, /^$/) };
    },
  },
  'global-vars': {
    extends: 'app',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace("define: { APP_VERSION: JSON.stringify('2.1.0') },", "define: { APP_VERSION: '2.1.0' },"));
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.between(output, /^error\s+Build error/, /╰────/) };
    },
  },
};
