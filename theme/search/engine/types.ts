/**
 * The shapes search works with. `SearchDocument` is the part of an Rspress search-index entry (spec 3,
 * "Search index document") that search reads; the other fields of the file are ignored.
 */
import type { HighlightRange } from './highlight';

/** A heading of a page, as the index lists it (spec 3, "toc item"). */
export interface IndexedHeading {
  id: string;
  text: string;
  /** 2 to 4. */
  depth: number;
  /** Where the heading's text starts in `content`; -1 when unknown. */
  charIndex: number;
}

/** One page of the per-language index file Rspress writes at build time (`static/search_index.<lang>.<hash>.json`). */
export interface SearchDocument {
  title: string;
  routePath: string;
  /** The page's text, headings and code blocks included, as plain text. */
  content: string;
  toc: IndexedHeading[];
  /** The page's summary (frontmatter `description`), when it has one. */
  description?: string;
}

/** One row of the results (spec 3, "Search hit"). */
export type SearchHit =
  | { type: 'title'; title: string; header: string; link: string; query: string; highlightInfoList: HighlightRange[] }
  | { type: 'header'; title: string; header: string; link: string; query: string; highlightInfoList: HighlightRange[] }
  | {
      type: 'content';
      title: string;
      header: string;
      link: string;
      query: string;
      /** The snippet shown; `highlightInfoList` points into it. */
      statement: string;
      highlightInfoList: HighlightRange[];
    };

/** The hits of one page, best first. Results are grouped by page and shown under its title. */
export interface PageResult {
  title: string;
  routePath: string;
  hits: SearchHit[];
}

/** The results of one index. Several groups (remote mode with several indexes) show as tabs. */
export interface ResultGroup {
  /** Index name sent by the server, or the site title for the local index. */
  index: string;
  /** Tab label. */
  label: string;
  pages: PageResult[];
}
