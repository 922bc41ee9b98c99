/**
 * The search engine's own thread. On the page, reading a language's index file (1.2-1.3 MB of JSON: the text
 * decode as it streamed in, then the parse) took two long tasks of about 200 and 240 ms at 4x CPU, soon after
 * every page load, since the index is prepared at idle; the engine's build, done in slices, did not. With the
 * index blocked, Lighthouse's total blocking time on a config page fell from about 1,160 to 630 ms (issue 25).
 * Here none of it runs on the page's thread. The worker fetches the file too: fetched by the page, the response
 * was decoded again on the page's thread while DevTools (and so Lighthouse) watched the network. See
 * ./loadIndex.ts for the calls.
 *
 * Requests: `build` (`lang`, `url`: the index file's URL, or null for an empty index) answers with the number
 * of sections; `search` (`lang`, `query`, `limit`) answers with LocalSearch's results. Every answer carries the
 * request's `id`, and `error` (a message) instead of `value` when the work threw.
 */
import { LocalSearch } from './LocalSearch';
import { loadPinyinTable } from './pinyin';
import type { PageResult, SearchDocument } from './types';

/** What the page asks; ./loadIndex.ts adds the `id` (`SearchRequest`). */
export type SearchAsk = { kind: 'build'; lang: string; url: string | null } | { kind: 'search'; lang: string; query: string; limit: number };

export type SearchRequest = SearchAsk & { id: number };

export type SearchAnswer = { id: number; value: unknown; error?: undefined } | { id: number; error: string };

const engines = new Map<string, Promise<LocalSearch>>();

async function fetchIndex(lang: string, url: string | null): Promise<SearchDocument[]> {
  if (!url) return [];
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
  const pages: unknown = await response.json();
  if (!Array.isArray(pages)) throw new Error(`The ${lang} search index (${url}) is not a list of pages.`);
  return pages as SearchDocument[];
}

async function answer(request: SearchRequest): Promise<number | PageResult[]> {
  if (request.kind === 'build') {
    const { lang, url } = request;
    // In one go: slices (LocalSearch.create's default) only matter on the page's thread.
    const engine = fetchIndex(lang, url).then((pages) => LocalSearch.create(pages, { sliceMs: Number.POSITIVE_INFINITY }));
    engines.set(lang, engine);
    return (await engine).size;
  }
  const engine = engines.get(request.lang);
  if (!engine) throw new Error(`The ${request.lang} search index was not built before the search "${request.query}".`);
  const search = await engine;
  if (search.needsPinyin(request.query)) search.usePinyin(await loadPinyinTable());
  return search.search(request.query, request.limit);
}

const scope = self as unknown as { onmessage: ((event: MessageEvent<SearchRequest>) => void) | null; postMessage: (answer: SearchAnswer) => void };

scope.onmessage = ({ data }) => {
  answer(data).then(
    (value) => scope.postMessage({ id: data.id, value }),
    (error: unknown) => scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) }),
  );
};
