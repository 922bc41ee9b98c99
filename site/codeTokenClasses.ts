/**
 * Moves the color of each highlighted code token from an inline style to a class (issue 25). Shiki writes
 * `style="color:var(--shiki-token-keyword)"` on every token: about 4,300 on the hooks reference, 128,000 on the site. Each inline style is a declaration block of its own for the browser to parse
 * and keeps the element out of Chrome's style sharing, and it makes each token 30 bytes longer in the HTML and
 * in the page's JavaScript.
 *
 * - A token in a color of `TOKEN_COLORS` gets the class `tokenClass(name)` instead; theme/styles/index.css
 *   gives each class its color.
 * - A token in `--shiki-foreground` loses its style: that color is the block's own (`<pre>` sets it) and
 *   inherits.
 * - Any other style (a color this list does not know, or more than a color) is left as Shiki wrote it.
 *
 * A step of site/shikiCodeBlocks.ts, on the `<pre>` Shiki made: every `<span>` inside it is a token or a line.
 */
import { classNames, type HastNode, isElement } from './hast';

/**
 * The token colors of Rspress's Shiki theme (`--shiki-token-<name>` in @rspress/core's
 * theme/styles/vars/shiki-vars.css). tests/unit/code-token-classes.spec.ts fails when Rspress defines one that
 * is not here, or when theme/styles/index.css has no rule for one.
 */
export const TOKEN_COLORS = [
  'constant',
  'string',
  'comment',
  'keyword',
  'parameter',
  'function',
  'string-expression',
  'punctuation',
  'link',
  'deleted',
  'inserted',
] as const;

export type TokenColor = (typeof TOKEN_COLORS)[number];

/** The class that gives a token the color `--shiki-token-<name>`. */
export const tokenClass = (name: TokenColor) => `shk-${name}`;

/** A style that is one Shiki color: group 1 is `foreground` or `token-<name>`, group 2 the `<name>`. */
const SINGLE_COLOR = /^\s*color\s*:\s*var\(--shiki-(foreground|token-([a-z-]+))\)\s*;?\s*$/;
const KNOWN = new Set<string>(TOKEN_COLORS);

/** Replaces `span`'s one-color Shiki style by its class, or drops it for the foreground color. */
function classifyToken(span: HastNode): void {
  const style = span.properties?.style;
  const match = typeof style === 'string' ? SINGLE_COLOR.exec(style) : null;
  if (!match) return;
  const [, variable, name] = match;
  if (variable !== 'foreground' && !KNOWN.has(name)) return;
  const { style: _style, ...rest } = span.properties ?? {};
  if (variable === 'foreground') {
    span.properties = rest;
    return;
  }
  // `class` goes too: its classes join the token's in `className`.
  const { class: _class, ...others } = rest;
  span.properties = { ...others, className: [...classNames(span), tokenClass(name as TokenColor)] };
}

/** Gives each token `<span>` under `pre` its color class (`classifyToken`). */
export function classifyCodeTokens(pre: HastNode): void {
  for (const child of pre.children ?? []) {
    if (isElement(child, 'span')) classifyToken(child);
    classifyCodeTokens(child);
  }
}
