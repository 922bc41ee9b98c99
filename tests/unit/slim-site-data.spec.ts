import { expect, test } from '@playwright/test';
import { slimSiteDataModule } from '../../site/slimSiteData';

const entry = (text: string, link: string) => ({ text, link, _fileKey: `en${link}` });

test('drops _fileKey from every sidebar entry, nested or not, and keeps everything else', () => {
  const data = {
    base: '/',
    themeConfig: {
      darkMode: true,
      locales: [
        {
          lang: 'en',
          nav: [{ text: 'Guide', link: '/guide/', _fileKey: 'nav-is-not-a-sidebar' }],
          sidebar: { '/guide': [entry('Start', '/guide/start'), { text: 'Basic', collapsible: true, items: [entry('CLI', '/guide/cli')] }] },
        },
        { lang: 'zh', sidebar: { '/zh/guide': [entry('开始', '/zh/guide/start')] } },
      ],
    },
  };
  const slim = slimSiteDataModule(`export default ${JSON.stringify(data, null, 2)}`, 'virtual-site-data.js');
  const parsed = JSON.parse(/^export default (.*);\n$/s.exec(slim)![1]);
  expect(JSON.stringify(parsed)).not.toContain('"_fileKey":"en/');
  expect(parsed.themeConfig.locales[0].sidebar['/guide'][1]).toEqual({ text: 'Basic', collapsible: true, items: [{ text: 'CLI', link: '/guide/cli' }] });
  expect(parsed.themeConfig.locales[1].sidebar['/zh/guide']).toEqual([{ text: '开始', link: '/zh/guide/start' }]);
  // Only sidebars lose the field; the rest of the data is as Rspress wrote it.
  expect(parsed.themeConfig.locales[0].nav).toEqual(data.themeConfig.locales[0].nav);
  expect(parsed.base).toBe('/');
  expect(parsed.themeConfig.darkMode).toBe(true);
});

test('stops the build, naming the file, when Rspress writes the module another way', () => {
  expect(() => slimSiteDataModule('const siteData = {}; export default siteData;', '/x/virtual-site-data.js')).toThrow(
    /\/x\/virtual-site-data\.js is no longer "export default <JSON>"/,
  );
  expect(() => slimSiteDataModule('export default {"base":"/"}', 'virtual-site-data.js')).toThrow(/with a themeConfig/);
});

test('a sidebar map comes out with its keys sorted, whatever order the folders were read in', () => {
  const sidebar = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, [entry(key, `${key}/index`)]]));
  const moduleOf = (keys: string[]) =>
    slimSiteDataModule(`export default ${JSON.stringify({ themeConfig: { sidebar: sidebar(keys), locales: [{ lang: 'zh', sidebar: sidebar(keys.map((key) => `/zh${key}`)) }] } })}`, 'virtual-site-data.js');
  const one = moduleOf(['/guide', '/config', '/api']);
  expect(moduleOf(['/api', '/guide', '/config'])).toBe(one);
  const parsed = JSON.parse(/^export default (.*);\n$/s.exec(one)![1]);
  expect(Object.keys(parsed.themeConfig.sidebar)).toEqual(['/api', '/config', '/guide']);
  expect(Object.keys(parsed.themeConfig.locales[0].sidebar)).toEqual(['/zh/api', '/zh/config', '/zh/guide']);
});
