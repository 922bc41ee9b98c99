import { type ComponentType, createElement, isValidElement, type ReactNode } from 'react';
import { KEEP_SERVER_DOM, useKeepsServerDom } from './serverDom';

/**
 * Markdown blocks that the first hydration adopts as the server sent them (issue 12). Most of a page is prose,
 * lists, tables and headings that never change once rendered, yet hydrating them walked every element: on a
 * long page that was most of a 0.5-1 s task on a phone. A block whose whole tree is plain Markdown output
 * keeps its server DOM; a block that holds anything else (tabs, code blocks with their buttons, a custom
 * component) hydrates as before, and so do the blocks of any page reached by client navigation.
 *
 * Links inside such blocks are plain `<a>` elements with no handler of their own: `DocLinkNavigation`
 * (below) gives them the client navigation and hover preloading Rspress's `Link` would.
 */

/** The Markdown tags whose blocks may keep their server DOM, each with the element its component renders outermost. */
const BLOCKS: Record<string, string> = {
  p: 'p',
  ul: 'ul',
  ol: 'ol',
  blockquote: 'blockquote',
  table: 'div', // the table's scroll box (theme/mdx/components.tsx)
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
};

/** Tags whose components render plain DOM and may appear inside a static block (`a`: see DocLinkNavigation). */
const INLINE_AND_NESTED = ['a', 'code', 'strong', 'li', 'ul', 'ol', 'p', 'td', 'th', 'tr', 'table', 'hr', 'img', 'blockquote'];

type Components = Record<string, ComponentType<any>>;

/** Whether `node` is plain Markdown output: host elements with no handlers or refs, and the components in `plain`. */
function isPlain(node: ReactNode, plain: Set<unknown>): boolean {
  if (node === null || node === undefined || typeof node !== 'object') return true;
  if (Array.isArray(node)) return node.every((child) => isPlain(child, plain));
  if (!isValidElement(node)) return false;
  const element = node as { type: unknown; ref?: unknown; props: Record<string, unknown> };
  if (element.ref) return false;
  if (typeof element.type === 'string') {
    for (const key in element.props) if (typeof element.props[key] === 'function') return false;
  } else if (!plain.has(element.type)) {
    return false;
  }
  return isPlain(element.props.children as ReactNode, plain);
}

/**
 * Wraps the block components of `components` (Rspress's MDX components, keyed by tag) so that a block mounted
 * during the first hydration with plain Markdown inside renders its outer element with the server's children
 * kept. Returns a new components object; the others are unchanged.
 */
export function withStaticBlocks<T extends Components>(components: T): T {
  const result: Components = { ...components };
  const plain = new Set<unknown>();
  for (const [tag, outer] of Object.entries(BLOCKS)) {
    const Block = components[tag];
    if (!Block) continue;
    const StaticBlock = function StaticBlock(props: { children?: ReactNode }) {
      // A page's Markdown does not change while it is shown (another page is another MDX component).
      const keep = useKeepsServerDom({ eligible: () => isPlain(props.children, plain) });
      return keep ? createElement(outer, { dangerouslySetInnerHTML: KEEP_SERVER_DOM }) : createElement(Block, props);
    };
    StaticBlock.displayName = `Static(${tag})`;
    result[tag] = StaticBlock;
  }
  for (const tag of INLINE_AND_NESTED) if (result[tag]) plain.add(result[tag]);
  return result as T;
}
