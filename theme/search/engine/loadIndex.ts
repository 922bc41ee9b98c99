/**
 * Building a language's search engine once per page load, and searching it. The engine runs in a worker
 * (./searchWorker.ts), which also fetches the index file: neither the 1.2 MB of JSON nor the build blocks the
 * page.
 *
 * The file is the one Rspress writes at build time: `static/search_index.<lang>.<hash>.json`, where the
 * hash (from `virtual-page-data`) changes whenever a page of that language changes, so hosts can cache it
 * for good. Nothing here runs until the reader shows intent or the browser is idle (see ../Search.tsx).
 */
import { searchIndexHash } from 'virtual-page-data';
import type { SearchAnswer, SearchAsk, SearchRequest } from './searchWorker';
import type { PageResult } from './types';

/** Logged when the index cannot be fetched or read (spec 8); search then answers from an empty index. */
export const INDEX_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again.';

/** URL of a language's index file, or undefined when the language has no indexed page. */
export function searchIndexUrl(lang: string): string | undefined {
  // Rspress keys the hashes by `<version>###<lang>`; this site has no versions.
  const hash = searchIndexHash[`###${lang}`];
  if (!hash) return undefined;
  return `${__webpack_public_path__.replace(/\/$/, '')}/static/search_index.${lang}.${hash}.json`;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

/** Sends a request to the search worker (started on first use) and resolves with its answer. */
function ask(request: SearchAsk): Promise<unknown> {
  if (!worker) {
    worker = new Worker(new URL('./searchWorker.ts', import.meta.url), { name: 'search' });
    worker.onmessage = ({ data }: MessageEvent<SearchAnswer>) => {
      const waiter = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.error === undefined) waiter?.resolve(data.value);
      else waiter?.reject(new Error(data.error));
    };
    // A worker that cannot start (its script failed to load) fails every open request.
    worker.onerror = (event) => {
      for (const waiter of waiting.values()) waiter.reject(new Error(`The search worker failed: ${event.message || 'its script did not load'}`));
      waiting.clear();
    };
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker?.postMessage({ ...request, id } satisfies SearchRequest);
  });
}

const engines = new Map<string, Promise<boolean>>();

/**
 * Builds a language's engine in the worker (once); resolves true when it holds the language's pages. When the
 * index cannot be fetched or read, logs the spec's error and resolves false: search then finds nothing.
 */
export function localSearchFor(lang: string): Promise<boolean> {
  let pending = engines.get(lang);
  if (!pending) {
    pending = ask({ kind: 'build', lang, url: searchIndexUrl(lang) ?? null }).then(
      () => true,
      (error: unknown) => {
        console.error(INDEX_FETCH_ERROR);
        console.error(error);
        return false;
      },
    );
    engines.set(lang, pending);
  }
  return pending;
}

/**
 * A language's pages for `query`, best first (see LocalSearch.search). A Chinese phrase that no page holds
 * first loads the pinyin table in the worker, so that 代里 finds 代理.
 */
export async function searchLocal(lang: string, query: string, limit: number): Promise<PageResult[]> {
  if (!(await localSearchFor(lang))) return [];
  return (await ask({ kind: 'search', lang, query, limit })) as PageResult[];
}
