/**
 * A rehype plugin that writes each highlighted code block's line count on its `<pre>` as the CSS custom
 * property `--code-lines` (issue 25). theme/styles/index.css skips the layout of code blocks the reader has not
 * scrolled to (`content-visibility: auto`) and reserves their height from it, so the page is as tall before
 * they render as after and the scrollbar and anchors do not jump. On the hooks reference, 6,500 of the page's
 * 7,900 elements are inside code blocks: laying them out was most of its first load's style and layout time.
 *
 * Runs after Rspress's Shiki step (user rehype plugins come last), on `<pre>` elements whose `<code>` holds
 * Shiki's `span.line` elements; anything else is left alone.
 */
import { appendStyle, type HastNode, hasClass, isElement } from './hast';

const isLine = (node: HastNode) => isElement(node, 'span') && hasClass(node, 'line');

/** The number of Shiki lines in `pre`'s code, or 0 when it is not a highlighted block. */
export function codeLineCount(pre: HastNode): number {
  const code = pre.children?.find((child) => isElement(child, 'code'));
  return code?.children?.filter(isLine).length ?? 0;
}

function walk(node: HastNode): void {
  if (isElement(node, 'pre')) {
    const lines = codeLineCount(node);
    if (lines > 0) appendStyle(node, [`--code-lines:${lines}`]);
    return;
  }
  for (const child of node.children ?? []) walk(child);
}

export function rehypeCodeLines() {
  return (tree: HastNode) => walk(tree);
}
