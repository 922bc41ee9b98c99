/**
 * Runs of docs/{en,zh}/plugins/list/plugin-svgr.mdx with @rsbuild/plugin-svgr 1.2.0: the SVG files that
 * builds emit with `exclude` and with `exportType: 'default'`, and the Create React App style named
 * import, which fails without `mixedImport`. `hero.svg` is a stand-in illustration over the 4 KiB limit.
 * Also: `exportType: 'named'` without `mixedImport`, and the cost of `mixedImport` for 50 icons that the
 * code imports only for their URLs.
 */
const hero = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">\n${Array.from({ length: 120 }, (_, i) => `  <circle cx="${(i * 37) % 400}" cy="${(i * 53) % 200}" r="${5 + (i % 9)}" fill="#0f766e"/>`).join('\n')}\n</svg>\n`;
const svgFiles = async (ctx) => {
  const build = await ctx.rsbuild('build');
  if (build.code !== 0) throw new Error(build.output);
  return { svg: ctx.files('dist/static/svg') };
};

/** 50 small icons (variants of the page's bell), each imported only for its URL. */
const icons = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [
  `src/icons/icon-${i + 1}.svg`,
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="${(i % 10) + 1}"/><path d="M${i % 24} 0v24"/></svg>\n`,
]));
const iconUrls = `${Object.keys(icons).map((file, i) => `import icon${i + 1} from './${file.slice(4)}';`).join('\n')}

const urls: string[] = [${Object.keys(icons).map((_, i) => `icon${i + 1}`).join(', ')}];
for (const url of urls) {
  const img = document.createElement('img');
  img.src = url;
  img.alt = '';
  document.body.append(img);
}
`;

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
  named: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      const svg = ctx.files('dist/static/svg');
      // A default import of the plain path has nothing to import.
      ctx.write('src/index.tsx', "import bellUrl from './icons/bell.svg';\n\nconsole.log(bellUrl);\n");
      const error = ctx.grep((await ctx.rsbuild('build')).output, /ESModulesLinkingError/);
      return { svg, error };
    },
  },
  'mixed-cost': {
    files: { ...icons, 'src/index.tsx': iconUrls },
    async run(ctx) {
      const mixedConfig = ctx.read('rsbuild.config.ts');
      ctx.write('rsbuild.config.ts', mixedConfig.replace('pluginSvgr({ mixedImport: true })', 'pluginSvgr()'));
      const plain = await ctx.rsbuild('build');
      ctx.write('rsbuild.config.ts', mixedConfig);
      const mixed = await ctx.rsbuild('build');
      if (plain.code !== 0 || mixed.code !== 0) throw new Error(`${plain.output}\n${mixed.output}`);
      // The durations are the page's illustration, not checked (they vary with the machine's load); the
      // sizes and names are.
      const table = (output) => ctx.between(output, /^ready/, /Total:/);
      return { plain: table(plain.output), mixed: table(mixed.output) };
    },
  },
};
