/**
 * A rehype plugin for GitHub-style task lists (`- [ ] step`): the checkbox and the item's text go into one
 * `<label>`, so the checkbox is named by its text.
 *
 * remark-gfm writes `<li class="task-list-item"><input type="checkbox" disabled> text</li>`: a form control
 * without a name, which a screen reader announces as "checkbox, not checked" and nothing else (axe: label,
 * critical; the migration checklists had up to 6 a page). The label holds the text up to the first block
 * (a nested list, say), and in a loose list the same happens inside the item's paragraph.
 */
import { type HastNode, hasClass, isElement } from './hast';

/** Elements that end the label: what follows them is not the checkbox's text. */
const BLOCK = new Set(['ul', 'ol', 'p', 'div', 'pre', 'table', 'blockquote', 'figure']);

const isCheckbox = (node: HastNode) => isElement(node, 'input') && node.properties?.type === 'checkbox';
const isBlank = (node: HastNode) => node.type === 'text' && !node.value?.trim();

/** Wraps `parent`'s leading checkbox and the inline content after it in a label; true when it did. */
function labelLeadingCheckbox(parent: HastNode): boolean {
  const children = parent.children ?? [];
  const first = children.findIndex((child) => !isBlank(child));
  if (first < 0 || !isCheckbox(children[first])) return false;
  let end = first + 1;
  while (end < children.length && !(children[end].type === 'element' && BLOCK.has(children[end].tagName ?? ''))) end++;
  const label: HastNode = { type: 'element', tagName: 'label', properties: {}, children: children.slice(first, end) };
  parent.children = [...children.slice(0, first), label, ...children.slice(end)];
  return true;
}

function walk(node: HastNode): void {
  if (isElement(node, 'li') && hasClass(node, 'task-list-item')) {
    const paragraph = node.children?.find((child) => !isBlank(child));
    if (!labelLeadingCheckbox(node) && paragraph?.tagName === 'p') labelLeadingCheckbox(paragraph);
  }
  // A highlighted code block holds only its tokens' spans: most of a page's nodes, and never a task list.
  if (isElement(node, 'pre')) return;
  for (const child of node.children ?? []) walk(child);
}

export function rehypeTaskListLabels() {
  return (tree: HastNode) => walk(tree);
}
