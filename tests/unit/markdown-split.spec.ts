/**
 * The `.md` copy of a page (llms.txt) is written from Rspress's split of the page's MDX (patches/@rspress+core:
 * `remarkSplitMdx`): Markdown becomes text fragments, and JSX elements stay for React to render. The text inside an
 * inline element is phrasing, so it keeps no line end: `<kbd>Ctrl</kbd> + <kbd>C</kbd>` gave "Ctrl\n + C\n" in the
 * `.md` copies of six pages.
 */
import { expect, test } from '@playwright/test';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

type Node = { type: string; name?: string | null; value?: string; children?: Node[]; data?: { estree?: { body: { expression: { value: unknown } }[] } } };

/** The text of each fragment the split leaves in `node`, in order, and the names of the elements it keeps. */
function fragments(node: Node): string[] {
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return [String(node.data?.estree?.body[0]?.expression.value)];
  const own = node.type.startsWith('mdxJsx') && node.name ? [`<${node.name}>`] : [];
  return [...own, ...(node.children ?? []).flatMap(fragments)];
}

async function split(markdown: string): Promise<string[]> {
  const { remarkSplitMdx } = await import('@rspress/core/dist/node/ssg-md/remarkSplitMdx.js');
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkSplitMdx);
  const tree = (await processor.run(processor.parse(markdown))) as Node;
  return fragments(tree);
}

test('the text inside an inline element keeps no line end', async () => {
  const parts = await split('Stop the server with <kbd>Ctrl</kbd> + <kbd>C</kbd>.\n');
  expect(parts).toEqual(['Stop the server with ', '<kbd>', 'Ctrl', ' + ', '<kbd>', 'C', '.']);
});

test('a paragraph without elements is one fragment, with the line end a block has', async () => {
  expect(await split('Plain **text**.\n')).toEqual(['Plain **text**.\n']);
});

/**
 * `llms.markdownFromCompile` (patches/@rspress+core, dist/node/ssg-md/markdownFromCompile.js): the split tree written
 * as the page's Markdown, top-level parts a line each, a component as a placeholder its Markdown form fills.
 */
async function markdownOf(markdown: string): Promise<string> {
  const { remarkSplitMdx } = await import('@rspress/core/dist/node/ssg-md/remarkSplitMdx.js');
  const { renderSplitTree } = await import('@rspress/core/dist/node/ssg-md/markdownFromCompile.js');
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkSplitMdx);
  const tree = await processor.run(processor.parse(markdown));
  return renderSplitTree(tree, { filepath: '/docs/page.mdx', importMap: new Map(), renderFragment: async () => '' });
}

test('a page is written as its fragments, with HTML elements as their text', async () => {
  expect(await markdownOf('# Title\n\nStop it with <kbd>Ctrl</kbd> + <kbd>C</kbd>.\n')).toBe('# Title\n\nStop it with Ctrl + C.');
});

test('a component is a placeholder that its Markdown form fills, props as literals', async () => {
  const { fillMarkdownComponents } = await import('@rspress/core/dist/node/ssg-md/markdownFromCompile.js');
  const written = await markdownOf('Install:\n\n<Tabs command="add x" dev items={[1, 2]} />\n');
  const filled = fillMarkdownComponents(written, { Tabs: (props: Record<string, unknown>) => JSON.stringify(props) }, {}, '/docs/page.mdx');
  expect(filled).toBe('Install:\n\n{"command":"add x","dev":true,"items":[1,2]}');
});

test('a component without a Markdown form stops the build with the page, the line and the name', async () => {
  const { fillMarkdownComponents } = await import('@rspress/core/dist/node/ssg-md/markdownFromCompile.js');
  const written = await markdownOf('Text\n\n<Chart />\n');
  expect(() => fillMarkdownComponents(written, {}, {}, '/docs/page.mdx')).toThrow('/docs/page.mdx:3: <Chart> has no Markdown form');
});

test('an expression in the page stops the build with the file and the line', async () => {
  await expect(markdownOf('One\n\nTwo is {1 + 1}.\n')).rejects.toThrow('/docs/page.mdx:3: the expression {1 + 1} is JavaScript');
});
