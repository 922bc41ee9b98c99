/**
 * The markup contract between a page's server HTML, the build pass that decides whether its first load adopts
 * that HTML (site/routeChunkPreloads.ts), and the browser code that adopts it (theme/hydration/serverContent.ts).
 * A module of its own, so the build's config depends on these names only, not on the browser code.
 */

/** Id of the `<script type="application/json">` with the page's data, first in the content container. */
export const PAGE_DATA_ID = 'rp-page-data';

/**
 * Attribute the build adds to the page-data script of a page whose first load keeps its content as served. The
 * build decides, once, from the whole HTML; the browser only reads the mark.
 */
export const ADOPT_ATTRIBUTE = 'data-adopt';

/** Attribute on the server markup of a component that must hydrate to work (`data-needs-hydration`). */
export const NEEDS_HYDRATION_ATTRIBUTE = 'data-needs-hydration';

/** Spread on the root element of a component that must hydrate to work: `<div {...NEEDS_HYDRATION}>`. */
export const NEEDS_HYDRATION = { [NEEDS_HYDRATION_ATTRIBUTE]: '' } as const;

/** Attribute on a tab group's root with the localStorage key of its shared choice (theme/lib/tabKeys.ts). */
export const TABS_GROUP_ATTRIBUTE = 'data-tabs-group';

/** Class of the element that holds a doc page's content, inside Rspress's `.rp-doc`. */
export const CONTENT_CLASS = 'rp-doc-content';
