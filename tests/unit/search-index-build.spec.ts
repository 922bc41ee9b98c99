/**
 * What the build adds to the search index and to config pages: code blocks as their words
 * (site/searchIndex.ts), other tools' names as keywords and as a line on the page (site/otherTools.ts,
 * site/remarkOtherTools.ts).
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadOtherTools, otherToolNames } from '../../site/otherTools';
import { otherToolsText, remarkOtherTools } from '../../site/remarkOtherTools';
import * as index from '../../site/searchIndex';

const docsRoot = path.resolve(__dirname, '../../docs');

test.describe('code blocks in the index', () => {
  // A page's blocks as Rspress's index parse hands them over (`_codeBlocks`, tests/unit/page-index-cache.spec.ts):
  // its import lines and container fences already gone, the blank lines around them still there.
  const blocks = [
    { lang: 'ts', value: "\nexport default defineConfig({\n  server: { port: 8080, strictPort: true },\n});" },
    { lang: 'text', value: '  ➜ Local:    http://localhost:8080/' },
    { lang: '', value: '\n' },
  ];

  test("a block reads as Rspress's index writes it: trimmed, empty ones gone", () => {
    expect(index.indexedCodeBlocks(blocks)).toEqual([
      { code: 'export default defineConfig({\n  server: { port: 8080, strictPort: true },\n});', lang: 'ts' },
      { code: '➜ Local:    http://localhost:8080/', lang: 'text' },
    ]);
  });

  test('its words once each, without keywords of the language or words the prose already has', () => {
    expect(index.codeWords("export default defineConfig({ server: { port: 8080 }, server2: 'port' })", new Set(['port']))).toEqual(['defineConfig', 'server', '8080', 'server2']);
    // Content hashes leave the names they are in; sizes, durations and words of two letters go.
    expect(index.codeWords('dist/static/js/index.7e19bf2e.js  182.1 kB  0.15 s  gzip', new Set())).toEqual(['dist/static/js/index.js', 'gzip']);
  });

  test('blocks become their words and the headings keep pointing at their text', () => {
    const content = 'Set the port:\n\nexport default defineConfig({\n  server: { port: 8080, strictPort: true },\n});\n\nOutput\n\nThe port is printed:\n\n➜ Local:    http://localhost:8080/';
    const toc = [{ id: 'output', text: 'Output', depth: 2, charIndex: content.indexOf('Output') }];
    const slim = index.withCodeAsWords(content, toc, index.indexedCodeBlocks(blocks));
    expect(slim.content.slice(slim.toc[0].charIndex).startsWith('Output\n')).toBe(true);
    expect(slim.content).toContain('defineConfig server 8080 strictPort');
    // Printed output keeps only its error and warning lines: this one has none.
    expect(slim.content).not.toContain('localhost');
    expect(slim.content).not.toContain('export default');
    expect(slim.content.length).toBeLessThan(content.length);
  });

  test('a block the content does not hold as written is left alone', () => {
    const content = 'Nothing here.';
    expect(index.withCodeAsWords(content, [], [{ code: 'const a = 1;', lang: 'js' }])).toEqual({ content, toc: [] });
  });
});

test.describe('index entries', () => {
  test("the page top gets its other tools' line, and the headings keep pointing at their text", () => {
    const content = 'Type: string\n\nOutput\n\nText.';
    const toc = [{ id: 'output', text: 'Output', depth: 2, charIndex: 14 }];
    const line = otherToolsText('en', [{ tool: 'webpack', names: ['output.publicPath'] }, { tool: 'Vite', names: ['base'] }]);
    expect(line).toBe('In other tools: webpack output.publicPath · Vite base');
    const added = index.withTopLine(content, toc, line);
    expect(added.content).toBe('Type: string\n\nIn other tools: webpack output.publicPath · Vite base\n\nOutput\n\nText.');
    expect(added.content.slice(added.toc[0].charIndex).startsWith('Output')).toBe(true);
  });

  test('a heading keeps its text only where the content does not hold it at its place', () => {
    const content = 'Top.\n\nOutput\n\nText.';
    expect(index.withoutHeadingText(content, [{ id: 'output', text: 'Output', depth: 2, charIndex: 6 }])).toEqual([{ id: 'output', depth: 2, charIndex: 6 }]);
    expect(index.withoutHeadingText(content, [{ id: 'x', text: 'Other', depth: 2, charIndex: 6 }])[0].text).toBe('Other');
  });
});

test.describe("other tools' names", () => {
  test('a page reads its names in both languages, grouped by tool', () => {
    const data = loadOtherTools(docsRoot);
    const names = otherToolNames(data, '/zh/config/output/asset-prefix');
    expect(names).toEqual(otherToolNames(data, '/config/output/asset-prefix'));
    expect(names[0]).toEqual({ tool: 'webpack', names: ['output.publicPath'] });
    expect(otherToolNames(data, '/guide/start/quick-start')).toEqual([]);
  });

  test('a config page gets its line after the Type and Default list, in its language', () => {
    const tree = () => ({
      type: 'root',
      children: [
        { type: 'heading', depth: 1, children: [{ type: 'text', value: 'output.assetPrefix' }] },
        { type: 'list', children: [] },
        { type: 'paragraph', children: [{ type: 'text', value: 'Body.' }] },
      ],
    });
    const transform = remarkOtherTools({ docsRoot });
    for (const [lang, label, separator] of [
      ['en', 'In other tools: ', ', '],
      ['zh', '其他工具中的名称：', '、'],
    ]) {
      const root = tree();
      transform(root, { path: path.join(docsRoot, lang, 'config/output/asset-prefix.mdx') });
      const line = root.children[2] as unknown as { type: string; children: { type: string; value: string }[] };
      expect(line.type).toBe('paragraph');
      const text = line.children.map((child) => (child.type === 'inlineCode' ? `\`${child.value}\`` : child.value)).join('');
      expect(text.startsWith(`${label}webpack \`output.publicPath\` · Vite \`base\``)).toBe(true);
      expect(text).toContain(`\`PUBLIC_URL\`${separator}\`homepage\``);
      // The search index holds the same line as text (site/searchIndex.ts).
      const tools = otherToolNames(loadOtherTools(docsRoot), '/config/output/asset-prefix');
      expect(line.children.map((child) => child.value).join('')).toBe(otherToolsText(lang, tools));
    }
    // A long type breaks the list with a code block: the line goes after all of it.
    const split = tree();
    split.children.splice(2, 0, { type: 'code', children: [] }, { type: 'list', children: [] });
    transform(split, { path: path.join(docsRoot, 'en/config/output/asset-prefix.mdx') });
    expect(split.children.map((node) => node.type)).toEqual(['heading', 'list', 'code', 'list', 'paragraph', 'paragraph']);
    expect((split.children[4] as unknown as { children: { value: string }[] }).children[0].value).toBe('In other tools: ');
    const guide = tree();
    transform(guide, { path: path.join(docsRoot, 'en/guide/basic/server.mdx') });
    expect(guide.children).toHaveLength(3);
  });
});
