/**
 * The markup contract between a page's server HTML and the first load that adopts it
 * (theme/hydration/serverContent.ts), also read by the build (site/routeChunkPreloads.ts). A module of its own,
 * so the build's config depends on these names only, not on the browser code.
 */

/** Id of the `<script type="application/json">` with the page's data, first in the content container. */
export const PAGE_DATA_ID = 'rp-page-data';

/** Attribute on the server markup of a component that must hydrate to work (`data-needs-hydration`). */
export const NEEDS_HYDRATION_ATTRIBUTE = 'data-needs-hydration';
