/**
 * site/rehypeTaskListLabels.ts: each task-list checkbox is named by its item's text (axe: label).
 */
import { expect, test } from '@playwright/test';
import { rehypeTaskListLabels } from '../../site/rehypeTaskListLabels';

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };
const text = (value: string): Node => ({ type: 'text', value });
const checkbox = (): Node => ({ type: 'element', tagName: 'input', properties: { type: 'checkbox', disabled: true }, children: [] });
const code = (value: string): Node => ({ type: 'element', tagName: 'code', properties: {}, children: [text(value)] });
const item = (...children: Node[]): Node => ({ type: 'element', tagName: 'li', properties: { className: ['task-list-item'] }, children });
const tag = (node: Node) => node.children?.map((child) => child.tagName ?? child.type);

test('the checkbox and the text after it go into one label; a nested list stays outside', () => {
  const nested: Node = { type: 'element', tagName: 'ul', properties: {}, children: [] };
  const li = item(checkbox(), text(' '), code('index.html'), text(' has no script tag left.'), nested);
  rehypeTaskListLabels()({ type: 'root', children: [li] });
  expect(tag(li)).toEqual(['label', 'ul']);
  expect(tag((li.children ?? [])[0])).toEqual(['input', 'text', 'code', 'text']);
});

test('in a loose list, the label goes inside the paragraph', () => {
  const paragraph: Node = { type: 'element', tagName: 'p', properties: {}, children: [checkbox(), text(' Build once.')] };
  const li = item(text('\n'), paragraph);
  rehypeTaskListLabels()({ type: 'root', children: [li] });
  expect(tag(li)).toEqual(['text', 'p']);
  expect(tag(paragraph)).toEqual(['label']);
});

test('other list items and other inputs are left alone', () => {
  const plain: Node = { type: 'element', tagName: 'li', properties: {}, children: [checkbox(), text(' not a task item')] };
  const task = item(text('No checkbox here.'));
  rehypeTaskListLabels()({ type: 'root', children: [plain, task] });
  expect(tag(plain)).toEqual(['input', 'text']);
  expect(tag(task)).toEqual(['text']);
});
