/**
 * The little of hast (the HTML syntax tree) that this site's rehype plugins read, and the two questions they ask
 * of a node (its tag, its classes), and one change they make. Shared by site/rehypeAnchorsOutOfTabOrder.ts, site/rehypeTaskListLabels.ts,
 * site/rehypeProseSizes.ts, and the code block steps of site/shikiCodeBlocks.ts (site/codeLines.ts,
 * site/codeTokenClasses.ts, site/codeHtml.ts).
 */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Whether `node` is an element with this tag name. */
export function isElement(node: HastNode | undefined, tagName: string): boolean {
  return node?.type === 'element' && node.tagName === tagName;
}

/**
 * Whether `node` has the class `name`. Shiki's and Rspress's hast write `class` strings; hast from a parser has
 * `className` arrays.
 */
export function hasClass(node: HastNode, name: string): boolean {
  return classNames(node).includes(name);
}

/** `node`'s classes, from a `className` array or a `class` string. */
export function classNames(node: HastNode): string[] {
  const className = node.properties?.className ?? node.properties?.class;
  return Array.isArray(className) ? className.map(String) : String(className ?? '').split(/\s+/).filter(Boolean);
}

/** Appends CSS declarations (`--name:value`) to `node`'s `style`, after any declarations already there. */
export function appendStyle(node: HastNode, declarations: string[]): void {
  const style = String(node.properties?.style ?? '').replace(/;?\s*$/, '');
  node.properties = { ...node.properties, style: [...(style ? [style] : []), ...declarations].join(';') };
}
