/**
 * site/codeHtml.ts: a highlighted block's tokens reach the page as one HTML string, and React's server render of
 * the compiled page writes the same bytes as it did for the tokens as JSX. The MDX compile here is the real one
 * (@mdx-js/mdx, as Rspress runs it, with the page's `code` component), on a block holding the text React
 * escapes, adjacent texts and each shape of class. Then site/shikiCodeBlocks.ts, on a block Shiki highlights.
 */
import { expect, test } from '@playwright/test';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import type { HastNode } from '../../site/hast';
import { codeAsHtml, codeTokensToHtml } from '../../site/codeHtml';
import { transformerFinishCodeBlock } from '../../site/shikiCodeBlocks';

const text = (value: string): HastNode => ({ type: 'text', value });
const span = (properties: Record<string, unknown>, ...children: HastNode[]): HastNode => ({ type: 'element', tagName: 'span', properties, children });

/** Tokens with everything the serializer must match React on. */
const tokens = (): HastNode[] => [
  span({ class: 'line' }, span({ className: ['shk-keyword'] }, text('import')), span({}, text(' { a } from ')), span({ className: ['shk-string'] }, text("'./a&b'"))),
  text('\n'),
  span({ class: 'line highlighted' }, span({ className: ['shk-punctuation', 'x'] }, text('<div class="a">')), text('first'), text(''), text('second'), span({})),
  text('\n'),
  span({ className: [] }, text('中文 > 注释')),
];

const block = (codeProperties: Record<string, unknown> = {}, children = tokens()) => ({
  type: 'element',
  tagName: 'pre',
  properties: { className: ['shiki'], tabIndex: 0 },
  children: [{ type: 'element', tagName: 'code', properties: codeProperties, children }],
});

/** A rehype plugin that makes the page the given block, where Shiki's output would be. */
const pageOf = (pre: object) => () => (tree: { children: object[] }) => {
  tree.children = [pre];
};

/** A rehype plugin that gives the page's block `codeAsHtml`, as site/shikiCodeBlocks.ts does inside Shiki. */
const blockAsHtml = () => (tree: { children: HastNode[] }) => codeAsHtml(tree.children[0]);

/** The page compiled by MDX with or without the plugin, rendered by React's server render; `seen` gets the `code` props. */
async function render(pre: object, withHtml: boolean, seen: Record<string, unknown>[] = []): Promise<string> {
  const { evaluate } = await import('@mdx-js/mdx');
  const { default: Content } = await evaluate('placeholder', {
    ...(runtime as unknown as Parameters<typeof evaluate>[1]),
    rehypePlugins: [pageOf(pre), ...(withHtml ? [blockAsHtml] : [])] as never,
  });
  const code = (props: Record<string, unknown>) => {
    seen.push(props);
    return createElement('code', props);
  };
  return renderToString(createElement(Content, { components: { code } }));
}

test("a block's tokens become one HTML string, and the server render writes the same bytes as the JSX did", async () => {
  const asJsx = await render(block(), false);
  const seen: Record<string, unknown>[] = [];
  const asHtml = await render(block(), true, seen);
  expect(asHtml).toBe(asJsx);
  // The escaping and the comment between two texts are React's own: they are in what both render.
  expect(asJsx).toContain('&#x27;./a&amp;b&#x27;');
  expect(asJsx).toContain('&lt;div class=&quot;a&quot;&gt;');
  expect(asJsx).toContain('first<!-- -->second');
  // The page's `code` component got the string, not children.
  expect(seen).toHaveLength(1);
  expect(seen[0].children).toBeUndefined();
  expect(seen[0].dangerouslySetInnerHTML).toEqual({ __html: codeTokensToHtml(tokens()) });
});

test('a block with anything but classed spans and text, or a <code> with attributes, stays JSX', async () => {
  const styled = block({}, [span({ style: 'color:red' }, text('x'))]);
  const link = block({}, [{ type: 'element', tagName: 'a', properties: { href: '#x' }, children: [text('x')] }]);
  const attributed = block({ className: ['language-ts'] });
  for (const pre of [styled, link, attributed]) {
    const seen: Record<string, unknown>[] = [];
    expect(await render(structuredClone(pre), true, seen)).toBe(await render(structuredClone(pre), false));
    expect(seen[0].dangerouslySetInnerHTML).toBeUndefined();
  }
  expect(codeTokensToHtml([span({ class: 'a', id: 'b' }, text('x'))])).toBeUndefined();
});

test('the Shiki transformer finishes a block as Shiki makes it: line count, token classes, then one HTML string', async () => {
  const { createHighlighterCore, createCssVariablesTheme } = await import('@shikijs/core');
  const { createJavaScriptRegexEngine } = await import('@shikijs/engine-javascript');
  // The theme Rspress highlights with (@rspress/core, rehypePlugins/shiki.js).
  const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });
  const highlighter = await createHighlighterCore({ themes: [theme], langs: [import('@shikijs/langs/ts')], engine: createJavaScriptRegexEngine() });
  const code = "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({});";
  const plain = highlighter.codeToHast(code, { lang: 'ts', theme: 'css-variables' });
  const finished = highlighter.codeToHast(code, { lang: 'ts', theme: 'css-variables', transformers: [transformerFinishCodeBlock()] });
  const pre = finished.children[0] as unknown as HastNode & { properties: { style: string } };
  expect(pre.properties.style).toMatch(/;--code-lines:2$/);
  const replaced = pre.children?.[0] as unknown as { type: string; name: string; attributes: Array<{ value: { data: { estree: { body: Array<{ expression: { properties: Array<{ value: { value: string } }> } }> } } } }> };
  expect(replaced.type).toBe('mdxJsxFlowElement');
  expect(replaced.name).toBe('code');
  const html = replaced.attributes[0].value.data.estree.body[0].expression.properties[0].value.value;
  expect(html).toContain('<span class="line"><span class="shk-keyword">import</span>');
  expect(html).toContain('&#x27;@rsbuild/core&#x27;');
  expect(html).not.toContain('style=');
  // Without the transformer, Shiki's tokens carry inline colors and stay elements.
  const plainCode = (plain.children[0] as unknown as HastNode).children?.[0];
  expect(plainCode?.type).toBe('element');
  expect(JSON.stringify(plainCode)).toContain('color:var(--shiki-token-keyword)');
  highlighter.dispose();
});
