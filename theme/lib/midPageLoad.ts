/**
 * Whether the browser will show a page away from its top as it loads: at a `#heading`, or at the scroll position
 * it restores on a reload or a history step. Prose the reader has not scrolled to skips layout with an estimated
 * height (theme/styles/index.css, site/rehypeProseSizes.ts), and a skipped block on screen is laid out one frame
 * after the first paint: where the estimate is off, what follows it moves. At the top of a page the first screen
 * is never estimated, so nothing moves; a load in the middle lays out all prose, as before estimates existed.
 */

/** The attribute on `<html>` that turns the estimates off for this page view. */
export const MID_PAGE_LOAD_ATTRIBUTE = 'data-mid-page-load';

/**
 * Sets `data-mid-page-load` on `root` when the page opens at a fragment or restores a scroll position. Runs as an
 * inline head script (rspress.config.ts), before the first paint, so it must not refer to anything outside
 * itself: the attribute's name is written out. `navigationType` is the navigation timing entry's `type`.
 */
export function markMidPageLoad(hash: string, navigationType: string | undefined, root: Element): void {
  if (hash.length > 1 || navigationType === 'reload' || navigationType === 'back_forward') root.setAttribute('data-mid-page-load', '');
}
