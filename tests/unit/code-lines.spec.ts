/**
 * site/rehypeCodeLines.ts: each highlighted code block's `<pre>` carries its line count, from which
 * theme/styles/index.css reserves the height of a block it has not laid out yet.
 */
import { expect, test } from '@playwright/test';
import { codeLineCount, rehypeCodeLines } from '../../site/rehypeCodeLines';

const line = (text: string) => ({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: [{ type: 'text', value: text }] });
const newline = { type: 'text', value: '\n' };
const pre = (children: object[], style?: string) => ({
  type: 'element',
  tagName: 'pre',
  properties: { className: ['shiki'], ...(style ? { style } : {}) },
  children: [{ type: 'element', tagName: 'code', properties: {}, children }],
});

test('counts the Shiki lines of a block, not the newlines between them', () => {
  expect(codeLineCount(pre([line('a'), newline, line('b'), newline, line('c')]) as never)).toBe(3);
  // Shiki writes `class` strings.
  const shikiLine = { type: 'element', tagName: 'span', properties: { class: 'line' }, children: [] };
  expect(codeLineCount(pre([shikiLine, newline, shikiLine]) as never)).toBe(2);
  expect(codeLineCount(pre([{ type: 'text', value: 'plain' }]) as never)).toBe(0);
});

test('adds --code-lines to the style Shiki wrote, and leaves blocks without lines alone', () => {
  const highlighted = pre([line('a'), newline, line('b')], 'background-color:var(--shiki-background);color:var(--shiki-foreground)');
  const plain = pre([{ type: 'text', value: 'plain' }]);
  const root = { type: 'root', children: [{ type: 'element', tagName: 'div', properties: {}, children: [highlighted, plain] }] };
  rehypeCodeLines()(root as never);
  expect(highlighted.properties.style).toBe('background-color:var(--shiki-background);color:var(--shiki-foreground);--code-lines:2');
  expect(plain.properties).not.toHaveProperty('style');
  const bare = pre([line('only')]);
  rehypeCodeLines()({ type: 'root', children: [bare] } as never);
  expect(bare.properties.style).toBe('--code-lines:1');
});
