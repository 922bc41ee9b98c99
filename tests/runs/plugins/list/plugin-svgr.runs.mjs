/**
 * Runs of docs/{en,zh}/plugins/list/plugin-svgr.mdx with @rsbuild/plugin-svgr 1.2.0: the SVG files that
 * builds emit with `exclude` and with `exportType: 'default'`, and the Create React App style named
 * import, which fails without `mixedImport`. `hero.svg` is a stand-in illustration over the 4 KiB limit.
 */
const hero = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">\n${Array.from({ length: 120 }, (_, i) => `  <circle cx="${(i * 37) % 400}" cy="${(i * 53) % 200}" r="${5 + (i % 9)}" fill="#0f766e"/>`).join('\n')}\n</svg>\n`;
const svgFiles = async (ctx) => {
  const build = await ctx.rsbuild('build');
  if (build.code !== 0) throw new Error(build.output);
  return { svg: ctx.files('dist/static/svg') };
};

export default {
  exclude: {
    files: {
      'src/index.tsx': `import { createRoot } from 'react-dom/client';
import Bell from './icons/bell.svg';
import heroUrl from './illustrations/hero.svg';
import { bannerIcon } from './legacy/banner';

createRoot(document.getElementById('root')!).render(
  <p>
    <Bell width={32} />
    <img src={heroUrl} alt="" />
    <img src={bannerIcon} alt="" />
  </p>,
);
`,
      'src/illustrations/hero.svg': hero,
      'src/legacy/banner.ts': "import bell from '../icons/bell.svg';\n\nexport const bannerIcon: string = bell;\n",
    },
    run: svgFiles,
  },
  'no-query': { run: svgFiles },
  'named-export': {
    files: {
      'src/index.tsx': `import { createRoot } from 'react-dom/client';
import { ReactComponent as Bell } from './icons/bell.svg';

createRoot(document.getElementById('root')!).render(<Bell width={32} height={32} />);
`,
    },
    run: async (ctx) => ({ error: ctx.grep((await ctx.rsbuild('build')).output, /ESModulesLinkingError/) }),
  },
};
