/**
 * A page's content adopted from the server's HTML on the first load, without its route chunk (issue 25).
 *
 * A page's route chunk is its whole Markdown content compiled to JavaScript: 25-34 KB gzip on the longest
 * reference pages, downloaded and run before the page could hydrate, although prose, tables and highlighted
 * code never change. On the first load of a page whose content has nothing that needs its own component to
 * work, the browser now skips that chunk:
 *
 * - The server writes the page's data (what the route chunk would have given `initPageData`: title, outline,
 *   frontmatter, last-updated date) as JSON in the page (`PAGE_DATA_ID`, theme/hydration/DocContent.tsx).
 * - The route table (site/compactRoutes.ts) asks `adoptedPageModule` first: on the first load it answers with a
 *   module made of that JSON, and the chunk is not fetched. Once the reader leaves the page, it no longer
 *   answers: client navigation renders every page from its chunk, this one too when the reader comes back.
 * - The content container keeps the server's DOM (`isContentAdopted`, theme/hydration/DocContent.tsx); its
 *   links navigate through theme/hydration/DocLinkNavigation.tsx, its code buttons through
 *   theme/hydration/codeButtons.ts, and its images zoom through theme/global/ImageZoom.tsx, all of which work
 *   on the DOM.
 * - Tabs and the config overview's filter work on the served DOM too (tabsOnServerDom.ts,
 *   configFilterOnServerDom.ts). A component that works only once hydrated (tabs with an `onChange`) marks its
 *   server markup with `NEEDS_HYDRATION` (site/serverContentMarkup.ts); a page with one loads its
 *   chunk and hydrates as before. The build reads those marks and marks the pages to adopt (`ADOPT_ATTRIBUTE`).
 */

import { yieldToBrowser } from '../lib/idle';
import { ADOPT_ATTRIBUTE, PAGE_DATA_ID } from '../../site/serverContentMarkup';

/** The route whose server content the first load adopted, and the module made of its data, until released. */
let adopted: { routePath: string; module: Promise<{ default: unknown }> } | undefined;
/** The first load is decided once: after that, only the adopted route answers, and only until it is released. */
let decided = false;

/**
 * The page's server data as a route module, when the first load adopts the server's content for `routePath`;
 * otherwise undefined (load the route chunk). Rspress may ask more than once for the first page, so the adopted
 * route keeps answering until `releaseAdoptedContent`.
 * The module arrives in a later task: Rspress hydrates once it has it, and the task that ran the app's modules
 * (about a third of the work) then ends before hydration starts, two shorter tasks instead of one long one.
 * @param routePath the route's path (`/plugins/dev/hooks`)
 * @param filePath the route's file relative to the docs root: `initPageData` reads the meta under its encoded name
 */
export function adoptedPageModule(routePath: string, filePath: string): Promise<{ default: unknown }> | undefined {
  if (adopted || decided || typeof document === 'undefined') return adopted?.routePath === routePath ? adopted.module : undefined;
  decided = true;
  // The build marked the pages whose content needs no component to work (site/routeChunkPreloads.ts).
  if (!document.getElementById(PAGE_DATA_ID)?.hasAttribute(ADOPT_ATTRIBUTE)) return undefined;
  const data = readPageData(document);
  if (!data || data.routePath !== routePath) return undefined;
  // The shape of a compiled page module that `initPageData` reads: `default.__RSPRESS_PAGE_META[<file>]`.
  const NotRendered = () => null;
  const module = { default: Object.assign(NotRendered, { __RSPRESS_PAGE_META: { [encodeURIComponent(filePath)]: data } }) };
  adopted = { routePath, module: yieldToBrowser().then(() => module) };
  return adopted.module;
}

/** Whether the first load adopted the server's content (read by the content container as it first mounts). */
export function isContentAdopted(): boolean {
  return adopted !== undefined;
}

/**
 * Called once the reader has left the adopted page: its server DOM is gone, so coming back to it loads its chunk.
 */
export function releaseAdoptedContent(): void {
  adopted = undefined;
}

/** The page data the server wrote into `doc`, or undefined when there is none or it does not parse. */
export function readPageData(doc: Document): ({ routePath: string } & Record<string, unknown>) | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as { routePath?: unknown };
    return typeof data.routePath === 'string' ? (data as { routePath: string } & Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `page` as the JSON of `PAGE_DATA_ID`: its fields but those the browser works out itself (`pagePath`) and those
 * only the build reads (leading `_`, `content`), with `<` escaped so the text cannot end the script element.
 */
export function pageDataJson(page: Record<string, unknown>): string {
  const data = Object.fromEntries(Object.entries(page).filter(([key]) => key !== 'pagePath' && key !== 'content' && !key.startsWith('_')));
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
