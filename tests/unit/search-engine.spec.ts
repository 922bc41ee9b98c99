// cspell:ignore strictport strictpo htmlrspackplugin classe consloe stritcport alais sourcmap removeconsloe remov cach transpiles modul resolv (search terms as the tokenizer writes them, typos search forgives)
// cspell:ignore huan jian zhong zong geng (pinyin readings)
import { expect, test } from '@playwright/test';
import { searchSettingsFromEnv } from '../../site/env';
import { findMatches, SNIPPET_LENGTH, snippetAround } from '../../theme/search/engine/highlight';
import { boundedDistance, typosAllowed } from '../../theme/search/engine/fuzzy';
import { coverage, LocalSearch } from '../../theme/search/engine/LocalSearch';
import { fuzzyReading, homophonePattern, toPinyinTable } from '../../theme/search/engine/pinyin';
import { remoteSearchUrl, toPageResults } from '../../theme/search/engine/remote';
import { Synonyms } from '../../theme/search/engine/synonyms';
import { cjkChars, cjkRuns, latinTerms, parseQuery, withoutPastedNoise } from '../../theme/search/engine/tokenize';
import type { SearchDocument } from '../../theme/search/engine/types';
import { searchSettingsScript, validateSearchSettings } from '../../site/searchSettings';

/** A page of the index: sections are [heading, text]; the first has no heading (the page top). */
function page(title: string, routePath: string, top: string, sections: [string, string][] = [], description?: string): SearchDocument {
  let content = top;
  const toc = sections.map(([heading, text]) => {
    content += '\n\n';
    const charIndex = content.length;
    content += `${heading}\n\n${text}`;
    return { id: heading.toLowerCase().replace(/\W+/g, '-'), text: heading, depth: 2, charIndex };
  });
  return { title, routePath, content, toc, description };
}

const pages: SearchDocument[] = [
  page('server.port', '/config/server/port', 'Type: number. The dev server and the preview server listen on this port.', [
    ['Example', 'Listen on port 8080 instead.'],
    ['Preview', 'Give the preview server its own port so it can run next to the dev server.'],
  ]),
  page('server.strictPort', '/config/server/strict-port', 'Fail instead of moving to the next port when the port is taken.'),
  page('dev.client', '/config/dev/client', 'Where the browser code connects to.', [['Port', 'The port the client uses to reach the dev server.']]),
  page('resolve.alias', '/config/resolve/alias', 'Map an import path to another path.'),
  {
    ...page('output.assetPrefix', '/config/output/asset-prefix', 'The URL prefix of emitted files. In other tools: webpack output.publicPath · Vite base'),
    keywords: ['output.publicPath', 'base'],
  },
  page('Errors FAQ', '/guide/faq/exceptions', 'Errors readers meet.', [["Module not found: Can't resolve '…'", 'The import names a file that does not exist.']]),
  page('resolve.aliasStrategy', '/config/resolve/alias-strategy', 'Decide whether an alias or a tsconfig path wins.'),
  page('performance.removeConsole', '/config/performance/remove-console', 'Strip console.log and other console calls from production code.'),
  page('performance.buildCache', '/zh/config/performance/build-cache', '把 Rspack 的构建结果保存到磁盘。', [], '开启持久化构建缓存，让重复构建更快。'),
  page('HTML 模板', '/zh/guide/basic/html-template', '使用 html.template 指定模板文件。', [['常见错误', '找不到模板文件时构建会失败。']]),
  page('服务器', '/zh/guide/basic/server', '本页介绍开发服务器的端口。'),
];
/** The engine's core, without the site's synonym table (tests/unit/search-synonyms.spec.ts covers it). */
const NO_SYNONYMS = new Synonyms({ $comment: 'none', groups: [] });
const search = new LocalSearch(pages, { synonyms: NO_SYNONYMS });
/** The pages holding every word of the query (the pages holding some of them may follow, marked partial). */
const routes = (query: string, limit?: number) =>
  search
    .search(query, limit)
    .filter((result) => !result.partial)
    .map((result) => result.routePath);

test.describe('search terms', () => {
  test('option names read as words: dots, hyphens and camelCase split, the whole word kept', () => {
    expect(latinTerms('server.strictPort')).toEqual(['server', 'strictport', 'strict', 'port']);
    expect(latinTerms('remove-console')).toEqual(['remov', 'consol']);
    expect(latinTerms('HTMLRspackPlugin')).toEqual(['htmlrspackplugin', 'html', 'rspack', 'plugin']);
  });

  test('stop words go, plurals are folded, accents are stripped', () => {
    expect(latinTerms('How to proxy API requests')).toEqual(['proxy', 'api', 'request']);
    expect(latinTerms('entries classes Café')).toEqual(['entry', 'class', 'cafe']);
    expect(latinTerms('refreshes prefixes caches matches')).toEqual(['refresh', 'prefix', 'cach', 'match']);
  });

  test('verb endings are folded, where a vowel stays before them', () => {
    const same = (...words: string[]) => expect(new Set(words.map((word) => latinTerms(word)[0])).size).toBe(1);
    same('transpile', 'transpiled', 'transpiling', 'transpiles');
    same('map', 'mapped', 'mapping');
    same('install', 'installed', 'installing');
    same('cache', 'cached', 'caches');
    expect(latinTerms('string spring need speed')).toEqual(['string', 'spring', 'need', 'speed']);
  });

  test('CJK text is indexed by character and queried by phrase', () => {
    expect(cjkChars('Rsbuild 构建缓存')).toEqual(['构', '建', '缓', '存']);
    expect(cjkRuns('开发服务器 端口，配置')).toEqual(['开发服务器', '端口', '配置']);
  });

  test('the word being typed is a prefix; a finished word is not', () => {
    expect(parseQuery('html temp').terms).toEqual([
      { term: 'html', prefix: false },
      { term: 'temp', prefix: true },
    ]);
    expect(parseQuery('html temp ').terms.at(-1)).toEqual({ term: 'temp', prefix: false });
    expect(parseQuery('strictPo').terms).toEqual([
      { term: 'strictpo', prefix: true },
      { term: 'strict', prefix: false },
      { term: 'po', prefix: true },
    ]);
    // A Latin word followed by Chinese is finished.
    expect(parseQuery('tools.rspack 配置')).toMatchObject({ terms: [{ term: 'tool' }, { term: 'rspack', prefix: false }], phrases: ['配置'] });
  });

  test('a query of stop words or punctuation asks for nothing', () => {
    expect(parseQuery('  ').empty).toBe(true);
    expect(parseQuery('how to ...').empty).toBe(true);
    expect(routes('the to')).toEqual([]);
  });
});

test.describe('local search', () => {
  test('the index built in slices (in the browser, a page at a time) answers as the one built at once', async () => {
    // sliceMs 0: a yield after every section, the most a slow device could split the work.
    const sliced = await LocalSearch.create(pages, { sliceMs: 0, synonyms: NO_SYNONYMS });
    expect(sliced.size).toBe(search.size);
    for (const query of ['port', 'strict port', 'alias', '端口', 'Can\'t resolve', 'publicPath', 'remove console']) {
      expect(sliced.search(query), query).toEqual(search.search(query));
    }
  });

  test('a name with its version run together matches the two words: ie11 finds "IE 11"', () => {
    const engine = new LocalSearch(
      [
        { title: 'source.include', routePath: '/config/source/include', content: 'Compile a dependency that breaks IE 11.', toc: [] },
        { title: 'Vue', routePath: '/guide/framework/vue', content: 'Vue 3 single-file components.', toc: [] },
      ],
      { synonyms: NO_SYNONYMS },
    );
    expect(engine.search('ie11 ').map(({ routePath }) => routePath)).toEqual(['/config/source/include']);
    expect(engine.search('vue3 ').map(({ routePath }) => routePath)).toEqual(['/guide/framework/vue']);
  });

  test('every word must match, in any order; else the pages with the most words, marked partial', () => {
    expect(routes('port server')[0]).toBe('/config/server/port');
    expect(search.search('port server').every((result) => !result.partial)).toBe(true);
    const partial = search.search('port banana');
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every((result) => result.partial)).toBe(true);
    expect(partial[0].routePath).toBe('/config/server/port');
  });

  test('the last word matches as a prefix while it is typed', () => {
    expect(routes('strict po')).toEqual(['/config/server/strict-port']);
    // Finished, "po" is no word of the index: strictPort's page holds the rest, in part.
    expect(search.search('strict po ').map((result) => [result.routePath, result.partial])).toEqual([['/config/server/strict-port', true]]);
  });

  test('in a partial list the rarer word counts more', () => {
    // "listen" is on one page, "preview" on one, "port" on several: the page with the rare words wins.
    expect(search.search('listen preview banana')[0].routePath).toBe('/config/server/port');
  });

  test('a typo: one in a word of 4 to 7 letters, two in 8 or more, none below 4, after exact matches', () => {
    expect(routes('prot')).toEqual(routes('port'));
    expect(routes('consloe')[0]).toBe('/config/performance/remove-console');
    expect(routes('stritcport')[0]).toBe('/config/server/strict-port');
    expect(routes('alais')[0]).toBe('/config/resolve/alias');
    expect(routes('xyz')).toEqual([]);
    expect(typosAllowed(3)).toBe(0);
    expect(typosAllowed(4)).toBe(1);
    expect(typosAllowed(8)).toBe(2);
    expect(boundedDistance('alais', 'alias', 1)).toBe(1);
    expect(boundedDistance('sourcmap', 'sourcemap', 2)).toBe(1);
    expect(boundedDistance('banana', 'port', 1)).toBe(2);
  });

  test('two words run together are split: "removeconsloe" is remove + console', () => {
    expect(routes('removeconsloe')[0]).toBe('/config/performance/remove-console');
  });

  test("keywords (other tools' names) count like the title, and a hit shows them", () => {
    const [result] = search.search('publicPath');
    expect(result.routePath).toBe('/config/output/asset-prefix');
    expect(result.hits[0]).toMatchObject({ type: 'content' });
    expect(result.hits[0].type === 'content' && result.hits[0].statement).toContain('webpack output.publicPath');
    expect(routes('vite base')[0]).toBe('/config/output/asset-prefix');
    // A keyword the page's text does not hold is still the page's: the hit then shows the keywords.
    const alias = pages.find((entry) => entry.routePath === '/config/resolve/alias')!;
    const [bare] = new LocalSearch([{ ...alias, keywords: ['resolve.alias', 'ModuleNameMapper'] }]).search('moduleNameMapper');
    expect(bare.hits[0]).toMatchObject({ type: 'content', statement: 'resolve.alias · ModuleNameMapper' });
  });

  test('a pasted error: its paths, positions, numbers and hashes do not count', () => {
    expect(parseQuery("Module not found: Error: Can't resolve './Foo' in '/home/me/app/src'").terms.map((term) => term.term)).toEqual([
      'modul',
      'not',
      'found',
      'error',
      't',
      'resolv',
    ]);
    expect(withoutPastedNoise("SyntaxError: Unexpected token '<' in chunk 12 at main.3f2a9c1d.js:1:233")).not.toMatch(/12|3f2a9c1d|233/);
    expect(withoutPastedNoise('ERROR in ./src/App.tsx 12:5-20')).not.toMatch(/src|App|12|20/);
    expect(routes("Error: Can't resolve './Foo' in '/home/me/app/src'")[0]).toBe('/guide/faq/exceptions');
  });

  test('a pasted token glued by punctuation leads to the section that shows it whole: BROWSER=none', () => {
    const glued = new LocalSearch(
      [
        page('server.open', '/config/server/open', 'Set BROWSER to none to keep the browser closed. The browser opens once; none of the tabs stay.'),
        page('Migrate from CRA', '/guide/migration/cra', 'Move the settings over.', [['Environment settings', 'BROWSER=none: delete it from .env.']]),
      ],
      { synonyms: NO_SYNONYMS },
    );
    expect(glued.search('BROWSER=none')[0].routePath).toBe('/guide/migration/cra');
    // The same words typed apart are no glued token: the page that uses them more comes first.
    expect(glued.search('browser none')[0].routePath).toBe('/config/server/open');
  });

  test('Chinese question words and how-to verbs do not count against a match', () => {
    expect(parseQuery('怎么配置代理').phrases).toEqual(['代理']);
    expect(parseQuery('怎么修改端口号').phrases).toEqual(['端口号']);
    expect(parseQuery('打包体积太大怎么办').phrases).toEqual(['打包体积太大']);
    // A verb that starts a noun stays, and so does a query of question words alone.
    expect(parseQuery('配置项').phrases).toEqual(['配置项']);
    expect(parseQuery('修改配置文件').phrases).toEqual(['配置文件']);
    expect(parseQuery('为什么').phrases).toEqual(['为什么']);
    expect(parseQuery('多页面入口怎么配置').phrases).toEqual(['多页面入口']);
    expect(routes('怎么开启构建缓存')[0]).toBe('/zh/config/performance/build-cache');
  });

  test('a Chinese phrase no page holds matches its homophones once the pinyin table is loaded', () => {
    const homophones = new LocalSearch(pages, { synonyms: NO_SYNONYMS });
    expect(homophones.needsPinyin('构建缓存')).toBe(false);
    expect(homophones.needsPinyin('构建换存')).toBe(true);
    homophones.usePinyin(toPinyinTable({ huan: '换缓环', cun: '存寸', gou: '构够', jian: '建见' }));
    expect(homophones.needsPinyin('构建换存')).toBe(false);
    expect(homophones.search('构建换存')[0].routePath).toBe('/zh/config/performance/build-cache');
  });

  test('pinyin: tones and the sounds input methods blur are ignored', () => {
    expect(fuzzyReading('zhong')).toBe('zong');
    expect(fuzzyReading('shang')).toBe('san');
    expect(fuzzyReading('geng')).toBe(fuzzyReading('gen'));
    const table = toPinyinTable({ geng: '更', gen: '跟', xin: '新心', li: '里理', dai: '代' });
    expect(homophonePattern('热跟新', table)).toBeUndefined(); // 热 has no reading in this table
    expect('热更新'.slice(1).match(homophonePattern('跟新', table)!)).toEqual(['更新']);
    expect(homophonePattern('代里', table)!.test('代理')).toBe(true);
  });

  test('a title match outranks a heading match: "dev server port" is server.port', () => {
    expect(routes('dev server port')[0]).toBe('/config/server/port');
    expect(routes('dev server port')).toContain('/config/dev/client');
  });

  test('the title the query covers more ranks first: "path alias" is resolve.alias', () => {
    expect(routes('path alias').slice(0, 2)).toEqual(['/config/resolve/alias', '/config/resolve/alias-strategy']);
    expect(coverage('resolve.alias', parseQuery('path alias'))).toBe(1 / 2);
    expect(coverage('resolve.aliasStrategy', parseQuery('path alias'))).toBe(1 / 3);
  });

  test('tasks find the option: "remove console.log"', () => {
    expect(routes('remove console.log')).toEqual(['/config/performance/remove-console']);
  });

  test('Chinese: the page that says 构建缓存 (here in its description) is found', () => {
    const [result] = search.search('构建缓存');
    expect(result.routePath).toBe('/zh/config/performance/build-cache');
    const hit = result.hits[0];
    expect(hit.type).toBe('content');
    const highlighted = hit.highlightInfoList.map(({ start, length }) => (hit.type === 'content' ? hit.statement : hit.header).slice(start, start + length));
    expect(highlighted).toEqual(['构建缓存']);
  });

  test('Chinese: a phrase split by other words still matches, after the exact phrase', () => {
    expect(routes('开发服务器端口')).toEqual(['/zh/guide/basic/server']);
    expect(routes('构建 失败')).toEqual(['/zh/guide/basic/html-template']);
  });

  test('Latin terms inside Chinese pages stay searchable', () => {
    expect(routes('html.template 模板')).toEqual(['/zh/guide/basic/html-template']);
  });

  test('hit types: title, header (heading path joined with " > "), content (snippet)', () => {
    const [port] = search.search('server port');
    expect(port.hits[0]).toMatchObject({ type: 'title', header: 'server.port', link: '/config/server/port' });

    const [example] = search.search('example');
    expect(example.hits[0]).toMatchObject({ type: 'header', header: 'server.port > Example', link: '/config/server/port#example' });

    const [zhErrors] = search.search('常见错误');
    expect(zhErrors.hits[0]).toMatchObject({ type: 'header', header: 'HTML 模板 > 常见错误' });

    const [strict] = search.search('taken');
    const hit = strict.hits[0];
    expect(hit.type).toBe('content');
    if (hit.type !== 'content') return;
    const [{ start, length }] = hit.highlightInfoList;
    expect(hit.statement.slice(start, length + start)).toBe('taken');
  });

  test('one row per section, even when a paragraph matches twice', () => {
    for (const result of search.search('port')) {
      const links = result.hits.map((hit) => `${hit.type} ${hit.link}`);
      expect(new Set(links).size).toBe(links.length);
    }
  });

  test('the limit counts pages; repeated queries come from the cache', () => {
    expect(search.search('port').length).toBeGreaterThan(1);
    expect(search.search('port', 1)).toHaveLength(1);
    expect(search.search('server')).toBe(search.search('server'));
  });

  test('an empty index answers every query with nothing', () => {
    expect(new LocalSearch([]).search('port')).toEqual([]);
  });
});

test.describe('highlights and snippets', () => {
  test('a term highlights the whole word, or the camelCase part it matches', () => {
    expect(findMatches('server.strictPort', parseQuery('port '))).toEqual([{ start: 13, length: 4 }]);
    // A prefix being typed highlights the whole word it starts.
    expect(findMatches('server.strictPort', parseQuery('strict'))).toEqual([{ start: 7, length: 10 }]);
    expect(findMatches('Requests to the proxy', parseQuery('request'))).toEqual([{ start: 0, length: 8 }]);
  });

  test(`a snippet is about ${SNIPPET_LENGTH} characters around the first match, whitespace collapsed`, () => {
    const text = `${'lorem ipsum '.repeat(20)}the   dev\nserver ${'dolor sit '.repeat(20)}`;
    const snippet = snippetAround(text, findMatches(text, parseQuery('dev server')));
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(snippet.highlights.map(({ start, length }) => snippet.text.slice(start, start + length))).toEqual(['dev', 'server']);
  });
});

test.describe('search settings', () => {
  test('bad settings stop the build with the field and what to do', () => {
    expect(() => validateSearchSettings({ mode: 'cloud' })).toThrow(/mode must be "local" or "remote", got "cloud"/);
    expect(() => validateSearchSettings({ mode: 'remote', searchIndexes: [{ value: 'a', label: 'A' }] })).toThrow(/remote mode needs apiUrl/);
    expect(() => validateSearchSettings({ mode: 'remote', apiUrl: '/api/search', searchIndexes: [] })).toThrow(/non-empty list of \{ value, label \}/);
    expect(() => validateSearchSettings({ mode: 'remote', apiUrl: '/api', searchIndexes: [{ value: 'a' }] })).toThrow(/searchIndexes\[0\]/);
    expect(() => validateSearchSettings({ mode: 'local', limit: 0 })).toThrow(/limit must be a positive whole number/);
  });

  test('the page carries them as JSON that cannot close its script element', () => {
    const script = searchSettingsScript({ mode: 'remote', apiUrl: '/api/search', searchIndexes: [{ value: 'x', label: '</script>' }] });
    expect(script).toMatch(/^<script type="application\/json" id="site-search-settings">/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });

  test('a deploy switches to a search API with environment variables', () => {
    expect(searchSettingsFromEnv({ mode: 'local' }, {})).toEqual({ mode: 'local' });
    expect(
      searchSettingsFromEnv({ mode: 'local' }, { SEARCH_API_URL: 'https://search.example.com/api', SEARCH_INDEXES: 'rsbuild:Rsbuild,rspack:Rspack', SEARCH_LIMIT: '10' }),
    ).toEqual({
      mode: 'remote',
      apiUrl: 'https://search.example.com/api',
      searchIndexes: [
        { value: 'rsbuild', label: 'Rsbuild' },
        { value: 'rspack', label: 'Rspack' },
      ],
      limit: 10,
    });
    expect(() => searchSettingsFromEnv({ mode: 'local' }, { SEARCH_LIMIT: 'many' })).toThrow(/limit must be a positive whole number/);
  });
});

test.describe('remote search', () => {
  const settings = { mode: 'remote' as const, apiUrl: '/api/search', searchIndexes: [{ value: 'rsbuild', label: 'Rsbuild' }, { value: 'rspack', label: 'Rspack' }] };

  test('the request carries keyword, limit, searchIndexes and lang', () => {
    const url = new URL(remoteSearchUrl(settings, 'dev server', 'zh', 7, 'https://docs.example.com'));
    expect(url.pathname).toBe('/api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: 'dev server', limit: '7', searchIndexes: 'rsbuild,rspack', lang: 'zh' });
  });

  test("the server's pages keep its order; one the local rules do not match still shows as a title row", () => {
    const results = toPageResults('port', [pages[2], { title: 'Fuzzy', routePath: '/fuzzy' }, pages[0]], 7);
    expect(results.map((result) => result.routePath)).toEqual(['/config/dev/client', '/fuzzy', '/config/server/port']);
    expect(results[1].hits).toEqual([{ type: 'title', title: 'Fuzzy', header: 'Fuzzy', link: '/fuzzy', query: 'port', highlightInfoList: [] }]);
  });
});
