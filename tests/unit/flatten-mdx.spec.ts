/**
 * patches/@rspress+core+2.0.22.patch, `flattenMdxContent`: Rspress inlines the Markdown fragments a page imports
 * before it indexes the page. It used to send every page whose text matched its import regex through the MDX
 * parser, and nearly every page of this site has `import … from '…'` in a code block. The patch tests the regex
 * on the page without its fenced code blocks first. These tests drive Rspress's own function on files in a
 * temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { flattenMdxContent, withoutFencedCode } from '@rspress/core/dist/node/utils/flattenMdxContent.js';

test('fenced code blocks go, fences of either kind and any length, and the rest stays', () => {
  const page = [
    '# Title',
    '',
    '```ts title="rsbuild.config.ts"',
    "import { defineConfig } from '@rsbuild/core';",
    '```',
    '',
    '````md',
    '```js',
    "import a from 'a';",
    '```',
    '````',
    '',
    '- In a list:',
    '',
    '  ~~~bash',
    '  npm run build',
    '  ~~~',
    '',
    'Inline ```code``` is text.',
    'The end.',
  ].join('\n');
  expect(withoutFencedCode(page)).toBe(['# Title', '', '', '', '- In a list:', '', '', 'Inline ```code``` is text.', 'The end.'].join('\n'));
});

test('a page whose only imports are examples in code blocks comes back as it is; a real import is still inlined', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'flatten-mdx-'));
  try {
    fs.writeFileSync(path.join(folder, 'fragment.mdx'), 'Shared text.\n');
    const example = ['# Page', '', '```js', "import Fragment from './fragment.mdx';", '```', '', '<Fragment />', ''].join('\n');
    expect(await flattenMdxContent(example, path.join(folder, 'page.mdx'), {})).toEqual({ flattenContent: example, deps: [] });
    const real = ["import Fragment from './fragment.mdx';", '', '# Page', '', '<Fragment />', ''].join('\n');
    const flattened = await flattenMdxContent(real, path.join(folder, 'page.mdx'), {});
    expect(flattened.flattenContent).toContain('Shared text.');
    expect(flattened.flattenContent).not.toContain('<Fragment />');
    expect(flattened.deps).toEqual([path.join(folder, 'fragment.mdx')]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
