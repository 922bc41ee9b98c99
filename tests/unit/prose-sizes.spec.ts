/**
 * site/rehypeProseSizes.ts: each top-level paragraph and list that holds only text carries its text's width in
 * characters (and a list its item count), from which theme/styles/index.css estimates the height of prose it has
 * not laid out yet, from the first block below the first screen on (the one the plugin marks). Anything with a
 * height of its own inside a block leaves the block without sizes.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { BELOW_FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_PX, lowHeight, proseSize, rehypeProseSizes, textWidth, wideCount } from '../../site/rehypeProseSizes';

const text = (value: string) => ({ type: 'text', value });
const element = (tagName: string, children: object[], properties: Record<string, unknown> = {}) => ({ type: 'element', tagName, properties, children });

test('a CJK or full-width character is as wide as two Latin ones, and a run of white space as one', () => {
  expect(textWidth('dev server')).toBe(10);
  expect(textWidth('开发服务器')).toBe(10);
  expect(textWidth('构建 Rsbuild，')).toBe(4 + 1 + 7 + 2);
  expect(textWidth('a \n\t b')).toBe(3);
  expect(wideCount('构建 Rsbuild，')).toBe(3);
  expect(wideCount('dev server')).toBe(0);
});

test('counts the text under inline markup and the items of nested lists', () => {
  const paragraph = element('p', [text('Set '), element('code', [text('output.distPath')]), text(' to '), element('a', [element('strong', [text('move')])], { href: '#x' })]);
  expect(proseSize(paragraph as never)).toEqual({ text: 'Set output.distPath to move'.length, wide: 0, items: 0 });
  const list = element('ul', [
    text('\n'),
    element('li', [text('one')]),
    text('\n'),
    element('li', [element('p', [text('two')]), text('\n'), element('ol', [element('li', [text('three')])])]),
  ]);
  expect(proseSize(list as never)).toEqual({ text: textWidth('one two three'), wide: 0, items: 3 });
  expect(proseSize(element('p', [text('运行 '), element('code', [text('rsbuild dev')])]) as never)).toEqual({ text: 4 + 1 + 11, wide: 2, items: 0 });
});

test('a block holding an image, code, a table or a component gets no estimate', () => {
  for (const inner of [element('img', [], { src: 'a.png' }), element('pre', [element('code', [text('x')])]), element('table', []), { type: 'mdxJsxTextElement', name: 'Badge', children: [] }, { type: 'raw', value: '<b>x</b>' }]) {
    expect(proseSize(element('p', [text('before '), inner]) as never)).toBeUndefined();
    expect(proseSize(element('ul', [element('li', [text('item '), inner])]) as never)).toBeUndefined();
  }
});

/** A highlighted code block of `lines` Shiki lines, as Rspress's Shiki step leaves it. */
const code = (lines: number) =>
  element('pre', [element('code', Array.from({ length: lines }, () => element('span', [text('x')], { className: ['line'] })))]);

test('counts what the first screen holds low: headings, code lines, table rows, and prose at the widest column', () => {
  expect(lowHeight(element('h2', [text('Heading')]) as never)).toBe(32);
  expect(lowHeight(code(3) as never)).toBe(3 * 22 + 32);
  const row = element('tr', [element('td', [text('a')])]);
  expect(lowHeight(element('table', [element('thead', [row]), element('tbody', [row, row])]) as never)).toBe(120);
  expect(lowHeight(element('p', [text('x'.repeat(96))]) as never)).toBe(2 * 28 + 20);
  expect(lowHeight(element('ul', [element('li', [text('a')]), element('li', [text('b')])]) as never)).toBe(28 + 20 + 8);
  expect(lowHeight(element('div', [text('a component')]) as never)).toBe(0);
});

test('marks the first sized block that starts below the first screen, and no other', () => {
  const first = element('p', [text('On the first screen.')]);
  const next = element('p', [text('Still on it.')]);
  const below = element('p', [text('Below it.')]);
  const further = element('p', [text('Further down.')]);
  // The first paragraph and the code end short of the first screen: the next paragraph starts on it, and the
  // one after starts below it.
  const [endOfCode, endOfNext] = [lowHeight(first as never) + lowHeight(code(49) as never), 2 * lowHeight(first as never) + lowHeight(code(49) as never)];
  expect(endOfCode).toBeLessThan(FIRST_SCREEN_PX);
  expect(endOfNext).toBeGreaterThanOrEqual(FIRST_SCREEN_PX);
  rehypeProseSizes()({ type: 'root', children: [first, code(49), next, below, further] } as never);
  const properties = [first, next, below, further].map((block) => block.properties as Record<string, unknown>);
  expect(properties.map((property) => property.style)).toEqual(['--prose-text:20', '--prose-text:12', '--prose-text:9', '--prose-text:13']);
  expect(properties.map((property) => BELOW_FIRST_SCREEN_ATTRIBUTE in property)).toEqual([false, false, true, false]);
});

test('writes the sizes on top-level paragraphs and lists only, after any style already there', () => {
  const nested = element('p', [text('inside a callout')]);
  const tree = {
    type: 'root',
    children: [
      element('h2', [text('Heading')]),
      element('p', [text('A paragraph.')], { style: 'color:red' }),
      element('ol', [element('li', [text('a')]), text('\n'), element('li', [text('b')])]),
      element('div', [nested]),
      element('p', [element('img', [], { src: 'a.png' })]),
      element('p', [text('  ')]),
    ],
  };
  rehypeProseSizes()(tree as never);
  const styles = tree.children.map((child) => (child as { properties: Record<string, unknown> }).properties.style);
  expect(styles).toEqual([undefined, 'color:red;--prose-text:12', '--prose-text:3;--prose-items:2', undefined, undefined, undefined]);
  expect(nested.properties.style).toBeUndefined();
});

test('a paragraph with CJK text carries how many of its characters are wide', () => {
  const paragraph = element('p', [text('Rsbuild 会在构建时读取配置。')]);
  const tree = { type: 'root', children: [paragraph] };
  rehypeProseSizes()(tree as never);
  expect((paragraph.properties as Record<string, unknown>).style).toBe('--prose-text:28;--prose-wide:10');
});

/** The doc column's width at a viewport width, as Rspress lays it out (theme/styles/prose-sizes.css says so). */
const columnWidth = (viewport: number) => Math.min(840, viewport - (viewport < 768 ? 48 : viewport < 1280 ? 392 : 748));

test('the column table of prose-sizes.css: every viewport from 320px has a width within 3.5% of its rule, less 40px', () => {
  const css = fs.readFileSync(path.join(__dirname, '../../theme/styles/prose-sizes.css'), 'utf8');
  const rules = [...css.matchAll(/(?:@media \(min-width: (\d+)px\) \{\s*)?:root \{\s*--site-prose-column: (\d+);/g)].map((match) => ({ from: Number(match[1] ?? 0), value: Number(match[2]) }));
  expect(rules.length).toBeGreaterThan(20);
  for (let viewport = 320; viewport <= 2560; viewport++) {
    const rule = rules.filter((candidate) => candidate.from <= viewport).at(-1)!;
    const usable = columnWidth(viewport) - 40;
    expect(Math.abs(rule.value - usable) / (usable + 40), `at ${viewport}px: ${rule.value} for a column of ${usable + 40}px`).toBeLessThanOrEqual(0.035);
  }
});
