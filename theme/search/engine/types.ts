/**
 * The shapes search works with. `SearchDocument` is the part of an Rspress search-index entry (spec 3,
 * "Search index document") that search reads; the other fields of the file are ignored.
 */
import type { HighlightRange } from './highlight';

/**
 * Pages shown for a query unless the caller asks for another number (spec 9). Here, not in ./LocalSearch, so
 * that the modal reads it without loading the engine, which runs in the worker.
 */
export const DEFAULT_LIMIT = 7;

/** A heading of a page, as the index lists it (spec 3, "toc item"). */
export interface IndexedHeading {
  id: string;
  /**
   * The heading as shown. Left out of this site's index file where `content` holds it at `charIndex`, up
   * to the end of that line (site/searchIndex.ts); `headingText` reads it either way.
   */
  text?: string;
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
  /**
   * What readers call the page's subject elsewhere (`output.publicPath` for output.assetPrefix), searched
   * like the title. Added at build time by site/searchIndex.ts from theme/data/other-tools.json.
   */
  keywords?: string[];
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
  /** Set when no section held every word of the query and this page holds only some of them. */
  partial?: true;
}

/** The results of one index. Several groups (remote mode with several indexes) show as tabs. */
export interface ResultGroup {
  /** Index name sent by the server, or the site title for the local index. */
  index: string;
  /** Tab label. */
  label: string;
  pages: PageResult[];
}

/** A heading's text: its own `text`, or the line of `content` it starts at. */
export function headingText(heading: IndexedHeading, content: string): string {
  if (heading.text !== undefined) return heading.text;
  const end = content.indexOf('\n', heading.charIndex);
  return content.slice(heading.charIndex, end === -1 ? content.length : end);
}
