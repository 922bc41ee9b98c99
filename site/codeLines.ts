/**
 * Writes a highlighted code block's line count on its `<pre>` as the CSS custom property `--code-lines`
 * (issue 25). theme/styles/index.css skips the layout of code blocks the reader has not scrolled to
 * (`content-visibility: auto`) and reserves their height from it, so the page is as tall before
 * they render as after and the scrollbar and anchors do not jump. On the hooks reference, 6,500 of the page's
 * 7,900 elements are inside code blocks: laying them out was most of its first load's style and layout time.
 *
 * A step of site/shikiCodeBlocks.ts, on the `<pre>` Shiki made, before its tokens become HTML (site/codeHtml.ts).
 */
import { appendStyle, type HastNode, hasClass, isElement } from './hast';

const isLine = (node: HastNode) => isElement(node, 'span') && hasClass(node, 'line');

/**
 * The number of Shiki lines in `pre`'s code, or 0 when it is not a highlighted block. Once the tokens are an HTML
 * string, the count is the `--code-lines` that `writeCodeLines` wrote (site/rehypeProseSizes.ts reads it then).
 */
export function codeLineCount(pre: HastNode): number {
  const code = pre.children?.find((child) => isElement(child, 'code'));
  if (code) return code.children?.filter(isLine).length ?? 0;
  const written = /(?:^|;)--code-lines:(\d+)/.exec(String(pre.properties?.style ?? ''));
  return written ? Number(written[1]) : 0;
}

/** Appends `--code-lines:<count>` to `pre`'s style; a block with no Shiki lines is left alone. */
export function writeCodeLines(pre: HastNode): void {
  const lines = codeLineCount(pre);
  if (lines > 0) appendStyle(pre, [`--code-lines:${lines}`]);
}
