/**
 * site/codeLines.ts: each highlighted code block's `<pre>` carries its line count, from which
 * theme/styles/index.css reserves the height of a block it has not laid out yet.
 */
import { expect, test } from '@playwright/test';
import { codeLineCount, writeCodeLines } from '../../site/codeLines';

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
  writeCodeLines(highlighted as never);
  writeCodeLines(plain as never);
  expect(highlighted.properties.style).toBe('background-color:var(--shiki-background);color:var(--shiki-foreground);--code-lines:2');
  expect(plain.properties).not.toHaveProperty('style');
  const bare = pre([line('only')]);
  writeCodeLines(bare as never);
  expect(bare.properties.style).toBe('--code-lines:1');
});

test('once the tokens are an HTML string, the count is the one written on the <pre>', () => {
  const finished = { type: 'element', tagName: 'pre', properties: { style: 'color:red;--code-lines:12' }, children: [{ type: 'mdxJsxFlowElement', name: 'code', children: [] }] };
  expect(codeLineCount(finished as never)).toBe(12);
  expect(codeLineCount({ ...finished, properties: { style: '--more-code-lines:3' } } as never)).toBe(0);
});
