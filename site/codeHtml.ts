/**
 * Hands a highlighted code block's tokens to the page as one HTML string instead of a JSX element per token
 * (issue 38). The site's 3,400 code blocks hold about 180,000 token `<span>`s: as JSX they were half of the
 * pages' JavaScript, and every build generated, parsed, minified and server-rendered each one.
 *
 * A block's `<code>` becomes `<code dangerouslySetInnerHTML={{ __html }} />`, still through the page's `code`
 * component. The string is what React's server render writes for those tokens (its escaping of text and
 * attribute values, `<!-- -->` between two adjacent texts), so the built HTML is the same bytes. The browser
 * keeps the server's `<code>` on the first load (theme/mdx/components.tsx); after a client navigation it sets
 * the string as the element's `innerHTML`.
 *
 * Only a `<code>` with no attributes, whose tree is `<span>`s with classes and text (what Shiki and
 * site/codeTokenClasses.ts leave), is changed; any other block stays JSX. The last step of site/shikiCodeBlocks.ts:
 * site/codeLines.ts counts the `span.line` elements this replaces.
 */
import { type HastNode, isElement } from './hast';

/** The characters React's server render escapes in text and attribute values, with its entities. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The `class` attribute React writes for a span's `className` (an array joined by spaces) or `class` property. */
function classAttribute(properties: Record<string, unknown>): string | null | undefined {
  const keys = Object.keys(properties);
  if (keys.length === 0) return null;
  if (keys.length > 1 || (keys[0] !== 'className' && keys[0] !== 'class')) return undefined;
  const value = properties[keys[0]];
  if (Array.isArray(value) && value.every((name) => typeof name === 'string')) return value.join(' ');
  return typeof value === 'string' ? value : undefined;
}

/**
 * The HTML React's server render writes for `nodes`: text and `<span>`s whose only attribute is a class.
 * @returns the HTML, or undefined when a node is anything else (the caller keeps the JSX)
 */
export function codeTokensToHtml(nodes: HastNode[]): string | undefined {
  let html = '';
  let afterText = false;
  for (const node of nodes) {
    if (node.type === 'text') {
      // React writes nothing for an empty text, and a comment between two texts so the browser keeps them apart.
      if (!node.value) continue;
      html += (afterText ? '<!-- -->' : '') + escapeHtml(node.value);
      afterText = true;
      continue;
    }
    if (!isElement(node, 'span')) return undefined;
    const className = classAttribute(node.properties ?? {});
    if (className === undefined) return undefined;
    const inner = codeTokensToHtml(node.children ?? []);
    if (inner === undefined) return undefined;
    html += `${className === null ? '<span>' : `<span class="${escapeHtml(className)}">`}${inner}</span>`;
    afterText = false;
  }
  return html;
}

/** An MDX JSX `<code>` (mapped through the page's `code` component) whose content is `html`. */
function codeWithHtml(html: string): HastNode & Record<string, unknown> {
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'code',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '',
          data: { estree: { type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression: object }] } },
        },
      },
    ],
    children: [],
  };
}

/** Replaces the `<code>` of `pre` by `codeWithHtml` of its tokens, when `codeTokensToHtml` can write them. */
export function codeAsHtml(pre: HastNode): void {
  const children = pre.children ?? [];
  const index = children.findIndex((child) => isElement(child, 'code'));
  const code = children[index];
  if (!code || Object.keys(code.properties ?? {}).length > 0) return;
  const html = codeTokensToHtml(code.children ?? []);
  if (html !== undefined) children[index] = codeWithHtml(html);
}
