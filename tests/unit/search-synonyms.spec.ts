// cspell:ignore distpath (a search term as the tokenizer writes it)
/**
 * The search synonym table (theme/search/engine/synonyms.ts, theme/data/search-synonyms.json): its rules, the build's
 * check of it against the pages (site/searchIndex.ts `checkSynonyms`), and what it changes in the engine's answers.
 */
import { expect, test } from '@playwright/test';
import { checkSynonyms } from '../../site/searchIndex';
import { LocalSearch } from '../../theme/search/engine/LocalSearch';
import { SITE_SYNONYMS, synonymProblems, Synonyms, type SynonymTable, unusedSynonymGroups } from '../../theme/search/engine/synonyms';
import { toPinyinTable } from '../../theme/search/engine/pinyin';
import type { SearchDocument } from '../../theme/search/engine/types';

const table = (groups: SynonymTable['groups']): SynonymTable => ({ $comment: 'test', groups });

/** A page of one section (its top), titled `title`. */
const page = (title: string, routePath: string, content: string): SearchDocument => ({ title, routePath, content, toc: [] });

test.describe('the synonym table', () => {
  test("the site's table follows the rules", () => {
    expect(synonymProblems(SITE_SYNONYMS)).toEqual([]);
  });

  test('each faulty group is named, with what to do', () => {
    const problems = synonymProblems(
      table([
        { words: ['输出目录'], source: 'a page' },
        { words: ['产物目录', 'distPath'], source: 'a page' },
        { words: ['热更新', 'hmr'], source: '' },
        { words: ['热替换', '热更新'], source: 'a page' },
        { words: ['跨域 请求', 'cors'], source: 'a page' },
      ]),
    );
    expect(problems).toEqual([
      'groups[0] (输出目录): needs two words or more',
      'groups[1] (产物目录): "distPath" is not a word the index holds; write Chinese as two or more characters with nothing else, and Latin as one lower-case word (the tokenizer reads "distpath dist path")',
      'groups[2] (热更新): no source; say where readers use these words',
      'groups[3] (热替换): "热更新" is also in groups[2]; a word belongs to one group',
      'groups[4] (跨域 请求): "跨域 请求" is not a word the index holds; write Chinese as two or more characters with nothing else, and Latin as one lower-case word',
    ]);
  });

  test('a group none of whose words is on a page is reported, a Latin word counting as its search term', () => {
    const data = table([
      { words: ['跨域', 'cors'], source: 'a page' },
      { words: ['白屏', '空白页'], source: 'a page' },
    ]);
    // "CORS" on a page is the term `cor`, which the table's `cors` stands for.
    expect(unusedSynonymGroups(data, ['Set CORS headers.']).map(({ words }) => words[0])).toEqual(['白屏']);
    expect(unusedSynonymGroups(data, ['Set CORS headers.', '页面白屏'])).toEqual([]);
  });

  test('the build stops on a table fault, naming the file', () => {
    expect(() => checkSynonyms([{ title: 'x', content: 'nothing the table holds' }])).toThrow(/theme\/data\/search-synonyms\.json has \d+ problem\(s\):\n {2}- the group of "/);
  });

  test('a phrase is cut around the words of the table, longest first', () => {
    const synonyms = new Synonyms(
      table([
        { words: ['输出目录', '产物目录', 'distpath'], source: 'a page' },
        { words: ['目录', '文件夹'], source: 'a page' },
        { words: ['跨域', 'cors'], source: 'a page' },
      ]),
    );
    expect(synonyms.split('修改打包输出目录')).toEqual([
      { text: '修改打包', synonyms: [] },
      { text: '输出目录', synonyms: ['产物目录', 'distpath'] },
    ]);
    expect(synonyms.split('跨域代理')).toEqual([
      { text: '跨域', synonyms: ['cor'] },
      { text: '代理', synonyms: [] },
    ]);
    expect(synonyms.split('代理')).toEqual([{ text: '代理', synonyms: [] }]);
    expect(synonyms.of('cor')).toEqual(['跨域']);
  });
});

test.describe('search with synonyms', () => {
  const synonyms = new Synonyms(
    table([
      { words: ['输出目录', '产物目录', 'distpath'], source: 'a page' },
      { words: ['去掉', '关闭', 'disable'], source: 'a page' },
    ]),
  );
  const pages = [
    page('output.distPath', '/config/output/dist-path', '设置构建产物目录。'),
    page('output.sourceMap', '/config/output/source-map', '在生产环境关闭 source map。'),
    page('Output files', '/guide/basic/output-files', '构建的输出目录里有什么文件。'),
    page('Deploy', '/guide/basic/deploy', '部署前先构建。'),
  ];

  test("a query finds the page that uses another word of the group, and the option's name", async () => {
    const search = await LocalSearch.create(pages, { synonyms });
    const found = search.search('修改产物目录').map(({ routePath }) => routePath);
    expect(found).toContain('/config/output/dist-path');
    expect(found).toContain('/guide/basic/output-files');
    // The page with the word as typed (输出目录) comes before the one holding a synonym only... unless the
    // option's name is the title: output.distPath answers 输出目录 through `distpath`.
    expect(search.search('输出目录').map(({ routePath }) => routePath)).toEqual(['/config/output/dist-path', '/guide/basic/output-files']);
    expect(search.search('生产环境去掉 sourceMap ')[0]).toEqual(expect.objectContaining({ routePath: '/config/output/source-map' }));
    expect(search.search('生产环境去掉 sourceMap ')[0].partial).toBeUndefined();
  });

  test('without the table, the same queries find less', async () => {
    const search = await LocalSearch.create(pages, { synonyms: new Synonyms(table([])) });
    // Only the page with the words as typed holds the whole query; the option page holds a part of it (目录).
    expect(search.search('输出目录').filter(({ partial }) => !partial).map(({ routePath }) => routePath)).toEqual(['/guide/basic/output-files']);
    // The source map page says 关闭, not 去掉: it holds the query in part only.
    expect(search.search('生产环境去掉 sourceMap ')[0]).toMatchObject({ routePath: '/config/output/source-map', partial: true });
  });

  test('with the pinyin table, a slip inside a word of the table is put right (分西 -> 分析)', async () => {
    const analysis = new Synonyms(table([{ words: ['分析', 'analyze'], source: 'a page' }]));
    const search = await LocalSearch.create([page('performance.bundleAnalyze', '/config/performance/bundle-analyze', '生成打包产物的分析报告。')], {
      synonyms: analysis,
    });
    // As typed, the page holds only 打包 of the query.
    expect(search.search('打包分西')[0].partial).toBe(true);
    search.usePinyin(toPinyinTable({ fen: '分', xi: '析西' }));
    expect(search.search('打包分西')).toMatchObject([{ routePath: '/config/performance/bundle-analyze' }]);
    expect(search.search('打包分西')[0].partial).toBeUndefined();
  });

  test('a light character alone between other words does not narrow the search; one that asks does', async () => {
    const search = await LocalSearch.create(
      [page('output.externals', '/config/output/externals', '从 CDN 加载 React，不打包进产物。'), page('HMR', '/guide/advanced/hmr', '热更新很慢时检查监听的文件。')],
      { synonyms: new Synonyms(table([])) },
    );
    // 走 is not on the page: it only joins "react" and "CDN".
    expect(search.search('react 走 cdn')[0]).toMatchObject({ routePath: '/config/output/externals' });
    expect(search.search('react 走 cdn')[0].partial).toBeUndefined();
    // 慢 is the question.
    expect(search.search('热更新 慢')[0]).toMatchObject({ routePath: '/guide/advanced/hmr' });
    expect(search.search('热更新 快')[0]?.partial).toBe(true);
  });

  test('a Chinese query whose words are on a page never comes back empty', async () => {
    const search = await LocalSearch.create(pages, { synonyms });
    // No section holds 部署 and 上线 and 失败; the page holding 部署 still comes back, marked partial.
    const results = search.search('部署上线失败');
    expect(results.map(({ routePath }) => routePath)).toContain('/guide/basic/deploy');
    expect(results.every(({ partial }) => partial)).toBe(true);
  });
});
