/**
 * Fetching a language's index file and building its search engine, each once per page load.
 *
 * The file is the one Rspress writes at build time: `static/search_index.<lang>.<hash>.json`, where the
 * hash (from `virtual-page-data`) changes whenever a page of that language changes, so hosts can cache it
 * for good. Nothing here runs until the reader shows intent or the browser is idle (see ../Search.tsx).
 */
import { searchIndexHash } from 'virtual-page-data';
import { LocalSearch } from './LocalSearch';
import { loadPinyinTable } from './pinyin';
import type { PageResult, SearchDocument } from './types';

/** Logged when the index cannot be fetched (spec 8); search then answers from an empty index. */
export const INDEX_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';

/** URL of a language's index file, or undefined when the language has no indexed page. */
export function searchIndexUrl(lang: string): string | undefined {
  // Rspress keys the hashes by `<version>###<lang>`; this site has no versions.
  const hash = searchIndexHash[`###${lang}`];
  if (!hash) return undefined;
  return `${__webpack_public_path__.replace(/\/$/, '')}/static/search_index.${lang}.${hash}.json`;
}

const documents = new Map<string, Promise<SearchDocument[]>>();
const engines = new Map<string, Promise<LocalSearch>>();

/** The pages of a language's index; an empty list (and the spec's console error) when the fetch fails. */
export function fetchSearchIndex(lang: string): Promise<SearchDocument[]> {
  let pending = documents.get(lang);
  if (!pending) {
    const url = searchIndexUrl(lang);
    pending = url
      ? fetch(url)
          .then((response) => {
            if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
            return response.json() as Promise<SearchDocument[]>;
          })
          .catch((error: unknown) => {
            console.error(INDEX_FETCH_ERROR);
            console.error(error);
            return [];
          })
      : Promise.resolve([]);
    documents.set(lang, pending);
  }
  return pending;
}

/** The search engine of a language, built (once) from its index. */
export function localSearchFor(lang: string): Promise<LocalSearch> {
  let pending = engines.get(lang);
  if (!pending) {
    pending = fetchSearchIndex(lang).then((pages) => LocalSearch.create(pages));
    engines.set(lang, pending);
  }
  return pending;
}

/**
 * A language's pages for `query`, best first (see LocalSearch.search). A Chinese phrase that no page holds
 * first loads the pinyin table, so that 代里 finds 代理.
 */
export async function searchLocal(lang: string, query: string, limit: number): Promise<PageResult[]> {
  const engine = await localSearchFor(lang);
  if (engine.needsPinyin(query)) engine.usePinyin(await loadPinyinTable());
  return engine.search(query, limit);
}
