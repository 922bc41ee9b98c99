// cspell:ignore strictport strictpo htmlrspackplugin classe (search terms as the tokenizer writes them)
import { expect, test } from '@playwright/test';
import { searchSettingsFromEnv } from '../../site/env';
import { findMatches, SNIPPET_LENGTH, snippetAround } from '../../theme/search/engine/highlight';
import { coverage, LocalSearch } from '../../theme/search/engine/LocalSearch';
import { remoteSearchUrl, toPageResults } from '../../theme/search/engine/remote';
import { cjkChars, cjkRuns, latinTerms, parseQuery } from '../../theme/search/engine/tokenize';
import type { SearchDocument } from '../../theme/search/engine/types';
import { searchSettingsScript, validateSearchSettings } from '../../theme/search/settings';

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
  page('resolve.aliasStrategy', '/config/resolve/alias-strategy', 'Decide whether an alias or a tsconfig path wins.'),
  page('performance.removeConsole', '/config/performance/remove-console', 'Strip console.log and other console calls from production code.'),
  page('performance.buildCache', '/zh/config/performance/build-cache', '把 Rspack 的构建结果保存到磁盘。', [], '开启持久化构建缓存，让重复构建更快。'),
  page('HTML 模板', '/zh/guide/basic/html-template', '使用 html.template 指定模板文件。', [['常见错误', '找不到模板文件时构建会失败。']]),
  page('服务器', '/zh/guide/basic/server', '本页介绍开发服务器的端口。'),
];
const search = new LocalSearch(pages);
const routes = (query: string, limit?: number) => search.search(query, limit).map((result) => result.routePath);

test.describe('search terms', () => {
  test('option names read as words: dots, hyphens and camelCase split, the whole word kept', () => {
    expect(latinTerms('server.strictPort')).toEqual(['server', 'strictport', 'strict', 'port']);
    expect(latinTerms('remove-console')).toEqual(['remove', 'console']);
    expect(latinTerms('HTMLRspackPlugin')).toEqual(['htmlrspackplugin', 'html', 'rspack', 'plugin']);
  });

  test('stop words go, plurals are folded, accents are stripped', () => {
    expect(latinTerms('How to proxy API requests')).toEqual(['proxy', 'api', 'request']);
    expect(latinTerms('entries classes Café')).toEqual(['entry', 'classe', 'cafe']);
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
  test('every word must match, in any order', () => {
    expect(routes('port server')[0]).toBe('/config/server/port');
    expect(routes('port banana')).toEqual([]);
  });

  test('the last word matches as a prefix while it is typed', () => {
    expect(routes('strict po')).toEqual(['/config/server/strict-port']);
    expect(routes('strict po ')).toEqual([]);
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
