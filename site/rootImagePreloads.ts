/**
 * Drops the `<link rel="preload" as="image">` tags React's server renderer puts at the start of the app root
 * (issue 12). React hoists a preload for each image it renders; `renderToString` has no head to put them in,
 * so they land first inside `#__rspress_root`. Two costs followed:
 * - Preact, which hydrates the page, does not render them, so every element after them looked misplaced and
 *   was moved: the announcement bar, the navbar and the whole doc layout were taken out and put back. That
 *   laid out and painted the page a second time inside the hydration task, and made the browser report the
 *   largest contentful paint again at hydration time (the paint moved from about 0.3 s to 0.9 s here).
 * - They fetch images a reader may never see: the dark logo in the light theme, tab icons in hidden tabs.
 *   A visible image is in the first bytes of the body and is found as early without them.
 */

const ROOT_OPEN = '<div id="__rspress_root">';
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/** `html` without the image preloads that open its app root; pages without a root (redirect stubs) are returned as they are. */
export function withoutRootImagePreloads(html: string): string {
  const start = html.indexOf(ROOT_OPEN);
  if (start < 0) return html;
  const contentStart = start + ROOT_OPEN.length;
  const match = LEADING_IMAGE_PRELOADS.exec(html.slice(contentStart));
  return match ? html.slice(0, contentStart) + html.slice(contentStart + match[0].length) : html;
}
