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
