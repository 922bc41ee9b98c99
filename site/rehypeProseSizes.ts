/**
 * A rehype plugin that writes, on each top-level paragraph and list of a page, how much text it holds, so that
 * theme/styles/index.css can skip laying out prose the reader has not scrolled to (`content-visibility: auto`)
 * and reserve a height for it (issue 25). After code (site/codeLines.ts), prose was most of what a long
 * reference page laid out on its first load: on the hooks reference, style and layout at 4x CPU slowdown took
 * about 950 ms with prose laid out and about 570 ms without.
 *
 * Unlike code, wrapped text has no height known before layout: the CSS estimates it from the text's width in
 * characters and the column's characters per line, so the page's height and the scrollbar may move a little
 * as blocks render (`auto` keeps each block's real height from then on). Blocks that hold anything of another
 * height (images, code, tables, components, raw HTML) get no estimate and are laid out as before.
 *
 * Blocks that may show on the first screen are not skipped (`BELOW_FIRST_SCREEN_ATTRIBUTE`).
 *
 * Writes `--prose-text` (characters, a CJK or full-width character counted as two, runs of white space as one),
 * `--prose-wide` (how many of them are CJK or full-width, when any are) and, on lists, `--prose-items` (list items
 * at any depth) into the element's `style`. The CSS measures Latin characters in the reader's font (`ch`) and CJK
 * ones in `em`, so that the estimate holds whichever font the reader's system falls back to.
 */
import { appendStyle, type HastNode, isElement } from './hast';
import { codeLineCount } from './codeLines';

/** Blocks that may be estimated, when everything inside them is text, inline markup or list structure. */
const ESTIMATED_BLOCKS = new Set(['p', 'ul', 'ol']);
/** What an estimated block may hold: inline elements whose height is the line's, and the parts of a list. */
const ALLOWED_INSIDE = new Set(['a', 'abbr', 'b', 'br', 'code', 'del', 'em', 'i', 'kbd', 's', 'span', 'strong', 'sub', 'sup', 'li', 'p', 'ul', 'ol', 'input']);
/** CJK ideographs and symbols, kana, Hangul, full-width forms: about twice the width of a Latin letter. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** `text` with each run of white space (the ideographic space included) as one space, as the browser lays it out. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ');

/** How many characters of `text` are wide (CJK or full-width), white space collapsed. */
export function wideCount(text: string): number {
  let count = 0;
  for (const char of collapsed(text)) if (WIDE.test(char)) count += 1;
  return count;
}

/** The width of `text` in Latin characters: a wide character counts two, a run of white space one. */
export function textWidth(text: string): number {
  return [...collapsed(text)].length + wideCount(text);
}

/**
 * The text and list items of `block`, or undefined when something inside it has a height of its own.
 * `text` is `textWidth` of its text, `wide` how many of its characters are wide.
 */
export function proseSize(block: HastNode): { text: number; wide: number; items: number } | undefined {
  let text = '';
  let items = 0;
  const visit = (node: HastNode): boolean => {
    if (node.type === 'text') {
      text += node.value ?? '';
      return true;
    }
    if (node.type !== 'element' || !ALLOWED_INSIDE.has(node.tagName ?? '')) return false;
    if (node.tagName === 'li') items += 1;
    return (node.children ?? []).every(visit);
  };
  if (!(block.children ?? []).every(visit)) return undefined;
  return { text: textWidth(text.trim()), wide: wideCount(text.trim()), items };
}

/**
 * How far down the page estimates start, in CSS pixels of a conservative height (`lowHeight`): the first screen
 * of a tall desktop window. A skipped block on screen is laid out a frame after the first paint, so an estimate
 * there would move what follows it.
 */
export const FIRST_SCREEN_PX = 1200;

/**
 * A height `block` has at least, in CSS pixels, on the widest doc column: headings, code at about 22px a line
 * plus its padding, table rows at 40px, and prose at 95 characters a line of 28px plus its 20px margin (list
 * items 8px apart). What the first screen may hold is counted low, so no block that shows on it is estimated;
 * blocks of unknown height (components, images) count 0.
 */
export function lowHeight(block: HastNode): number {
  if (block.type !== 'element') return 0;
  if (/^h[1-6]$/.test(block.tagName ?? '')) return 32;
  if (isElement(block, 'pre')) return 22 * codeLineCount(block) + 32;
  if (isElement(block, 'table')) return 40 * countElements(block, 'tr');
  if (!ESTIMATED_BLOCKS.has(block.tagName ?? '')) return 0;
  return proseLowHeight(proseSize(block));
}

/** `lowHeight` of a paragraph or list from its `proseSize`: 0 when it has none. */
function proseLowHeight(size: ReturnType<typeof proseSize>): number {
  return size ? Math.ceil(size.text / 95) * 28 + 20 + 8 * Math.max(0, size.items - 1) : 0;
}

/** The number of `tagName` elements in `node`'s subtree. */
function countElements(node: HastNode, tagName: string): number {
  return (node.children ?? []).reduce((count, child) => count + (isElement(child, tagName) ? 1 : 0) + countElements(child, tagName), 0);
}

/** The attribute on the first estimated block below the first screen: it and the blocks after it skip layout. */
export const BELOW_FIRST_SCREEN_ATTRIBUTE = 'data-below-first-screen';

/**
 * Writes the sizes on every top-level paragraph and list made of text, and marks the first of them that starts
 * below the first screen (`FIRST_SCREEN_PX`, counted with `lowHeight`). The CSS skips the layout of a sized block
 * only from the mark on, among the mark's later siblings: a Markdown fragment shared between pages (a component
 * whose blocks become the page's own children) is compiled on its own, not knowing where pages place it, so its
 * blocks count as below the first screen only after the page's mark or after the fragment's own.
 */
export function rehypeProseSizes() {
  return (tree: HastNode) => {
    let above = 0;
    let marked = false;
    for (const block of tree.children ?? []) {
      const onFirstScreen = above < FIRST_SCREEN_PX;
      const isProse = block.type === 'element' && ESTIMATED_BLOCKS.has(block.tagName ?? '');
      // A paragraph's or list's size serves both its low height and its estimate: walked once.
      const size = isProse ? proseSize(block) : undefined;
      above += isProse ? proseLowHeight(size) : lowHeight(block);
      if (!size || size.text === 0) continue;
      appendStyle(block, [
        `--prose-text:${size.text}`,
        ...(size.wide ? [`--prose-wide:${size.wide}`] : []),
        ...(isElement(block, 'p') ? [] : [`--prose-items:${size.items}`]),
      ]);
      if (!onFirstScreen && !marked) {
        block.properties = { ...block.properties, [BELOW_FIRST_SCREEN_ATTRIBUTE]: '' };
        marked = true;
      }
    }
  };
}
