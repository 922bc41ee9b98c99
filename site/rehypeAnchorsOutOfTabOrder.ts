/**
 * A rehype plugin for the `#` link Rspress adds to every heading (`<a class="rp-header-anchor"
 * aria-hidden="true">`): it takes the link out of the tab order (`tabindex="-1"`).
 *
 * The link is hidden from screen readers but was still focusable, so keyboard users landed on an element
 * that announced nothing (axe: aria-hidden-focus, on every heading). Pointer users still click it; keyboard
 * and screen-reader users reach each section from the outline. Runs after Rspress's own rehype plugins.
 */
import { type HastNode, hasClass, isElement } from './hast';

function isHeaderAnchor(node: HastNode): boolean {
  return isElement(node, 'a') && hasClass(node, 'rp-header-anchor');
}

function walk(node: HastNode): void {
  if (isHeaderAnchor(node)) node.properties = { ...node.properties, tabIndex: -1 };
  // A highlighted code block holds only its tokens' spans: most of a page's nodes, and never a heading.
  if (isElement(node, 'pre')) return;
  for (const child of node.children ?? []) walk(child);
}

export function rehypeAnchorsOutOfTabOrder() {
  return (tree: HastNode) => walk(tree);
}
