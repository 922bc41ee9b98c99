/**
 * Remote mode (spec 7): the query goes to a search API, which answers with one group of pages per index.
 * The pages it returns are matched again here, with the local rules, to find the sections to show and the
 * words to highlight; a page the server found by other means (a fuzzy match, a synonym) still shows, as
 * a title row.
 */
import { LocalSearch } from './LocalSearch';
import type { PageResult, ResultGroup, SearchDocument } from './types';
import type { SearchSettings } from '../settings';

type RemoteSettings = Extract<SearchSettings, { mode: 'remote' }>;

/** A page as the API returns it: title and route required, the rest as in the local index. */
export type RemotePage = Pick<SearchDocument, 'title' | 'routePath'> & Partial<SearchDocument>;

/** One group of the API's answer. */
export interface RemoteGroup {
  index: string;
  hits: RemotePage[];
}

/** The request URL for a query (spec 7). */
export function remoteSearchUrl(settings: RemoteSettings, keyword: string, lang: string, limit: number, origin: string): string {
  const url = new URL(settings.apiUrl, origin);
  url.searchParams.set('keyword', keyword);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('searchIndexes', settings.searchIndexes.map((tab) => tab.value).join(','));
  url.searchParams.set('lang', lang);
  return url.toString();
}

function isRemoteGroups(value: unknown): value is RemoteGroup[] {
  return (
    Array.isArray(value) &&
    value.every(
      (group) =>
        typeof group?.index === 'string' &&
        Array.isArray(group.hits) &&
        group.hits.every((hit: RemotePage) => typeof hit?.title === 'string' && typeof hit.routePath === 'string'),
    )
  );
}

/** Turns the API's pages into result rows, in the server's order. */
export function toPageResults(query: string, pages: RemotePage[], limit: number): PageResult[] {
  const documents: SearchDocument[] = pages.map((page) => ({ ...page, content: page.content ?? '', toc: page.toc ?? [] }));
  const matched = new Map(new LocalSearch(documents).search(query, documents.length).map((result) => [result.routePath, result]));
  return pages.slice(0, limit).map(
    (page) =>
      matched.get(page.routePath) ?? {
        title: page.title,
        routePath: page.routePath,
        hits: [{ type: 'title', title: page.title, header: page.title, link: page.routePath, query, highlightInfoList: [] }],
      },
  );
}

/**
 * Asks the API. One group per configured index, in the configured order, labelled for its tab.
 * Throws when the request fails or the answer is not a list of groups; the caller logs it and shows no
 * results (spec 8).
 */
export async function searchRemote(
  settings: RemoteSettings,
  query: string,
  lang: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ResultGroup[]> {
  const url = remoteSearchUrl(settings, query, lang, limit, location.origin);
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Search API answered ${response.status} ${response.statusText} for ${url}`);
  const groups: unknown = await response.json();
  if (!isRemoteGroups(groups)) {
    throw new Error(`Search API answered ${url} with something other than a list of { index, hits: [{ title, routePath }] }`);
  }
  return settings.searchIndexes.map((tab) => ({
    index: tab.value,
    label: tab.label,
    pages: toPageResults(query, groups.find((group) => group.index === tab.value)?.hits ?? [], limit),
  }));
}
