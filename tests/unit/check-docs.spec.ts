/**
 * The docs checks (scripts/check-docs) on small fixtures: a clean tree that passes every check,
 * and a broken tree with one planted fault per check, each expected to fail with a message that
 * names the file, the line and the fix.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '../..');
const fixtures = path.join(repoRoot, 'tests/check-docs/fixtures');
const clean = path.join(fixtures, 'clean');
const broken = path.join(fixtures, 'broken');

const load = async () => ({
  markdown: await import('../../scripts/check-docs/markdown.mjs'),
  pages: await import('../../scripts/check-docs/pages.mjs'),
  coverage: await import('../../scripts/check-docs/coverage.mjs'),
  defaults: await import('../../scripts/check-docs/defaults.mjs'),
  examples: await import('../../scripts/check-docs/examples.mjs'),
  parity: await import('../../scripts/check-docs/parity.mjs'),
  shape: await import('../../scripts/check-docs/shape.mjs'),
  links: await import('../../scripts/check-docs/links.mjs'),
  spelling: await import('../../scripts/check-docs/spelling.mjs'),
});

type Failure = { file: string; line: number; message: string };
const where = (failures: Failure[], root: string) =>
  failures.map((f) => `${path.relative(root, f.file)}:${f.line}: ${f.message}`);

/** Pages of a fixture tree, collected as index.mjs collects them. */
async function pagesOf(root: string) {
  const { markdown, pages } = await load();
  return pages.collectPages(path.join(root, 'docs'), markdown.readPage);
}

let realDefaults: { production: object; development: object };
test.beforeAll(async () => {
  const { defaults } = await load();
  realDefaults = await defaults.loadRealDefaults(repoRoot);
});

test.describe('clean fixture passes every check', () => {
  test('coverage', async () => {
    const { coverage } = await load();
    const tree = { topLevel: ['provider'], groups: { server: ['port'], _privateMeta: ['configFilePath'], source: ['alias', 'aliasStrategy'], tools: ['webpack', 'webpackChain'] } };
    const result = coverage.checkCoverage({ docsRoot: path.join(clean, 'docs'), langs: ['en', 'zh'], tree });
    expect(where(result.failures, clean)).toEqual([]);
  });

  test('defaults, examples, parity, shape', async () => {
    const { defaults, examples, parity, shape, markdown } = await load();
    const pages = await pagesOf(clean);
    const configPages = pages.filter((page) => page.option);
    const checkedDefaults = defaults.checkDefaults(configPages, realDefaults);
    expect(where(checkedDefaults.failures, clean)).toEqual([]);
    expect(checkedDefaults.checked).toBe(2);
    const checkedExamples = examples.checkExamples(pages, { repoRoot });
    expect(where(checkedExamples.failures, clean)).toEqual([]);
    expect(checkedExamples.checked).toBe(2);
    const compared = parity.checkParity({ docsRoot: path.join(clean, 'docs'), read: markdown.readPage });
    expect(where(compared.failures, clean)).toEqual([]);
    expect(compared.pairs).toBe(2);
    expect(where(shape.checkShape(pages).failures, clean)).toEqual([]);
  });

  test('links', async () => {
    const { links } = await load();
    const result = links.checkBuiltLinks({ outDir: path.join(clean, 'built'), siteUrl: 'https://rsbuild.rs' });
    expect(where(result.failures, clean)).toEqual([]);
    expect(result.links).toBeGreaterThanOrEqual(6);
  });

  test('spelling', async () => {
    const { spelling } = await load();
    const result = spelling.checkSpelling({ repoRoot, cwd: clean, globs: ['docs/en/**/*.mdx'], config: path.join(clean, 'cspell.json') });
    expect(where(result.failures, clean)).toEqual([]);
  });
});

test.describe('broken fixture fails each check with file, line and fix', () => {
  test('coverage: a missing page and a page for an option that does not exist', async () => {
    const { coverage } = await load();
    const tree = { topLevel: ['mode', 'provider'], groups: { server: ['port', 'host'], _privateMeta: ['configFilePath'], source: ['alias', 'aliasStrategy'], tools: ['webpack', 'webpackChain'] } };
    const result = coverage.checkCoverage({ docsRoot: path.join(broken, 'docs'), langs: ['en', 'zh'], tree });
    const messages = where(result.failures, broken);
    expect(messages).toContain('docs/en/config/server/host.mdx:1: option "server.host" has no page: expected en/config/server/host.mdx');
    expect(messages).toContain(
      'docs/en/config/server/bogus-option.mdx:1: page documents "server.bogusOption", which is not an option of @rsbuild/core 1.3.22: rename or remove the page',
    );
  });

  test('coverage: a stale allowlist entry', async () => {
    const { coverage } = await load();
    const tree = { topLevel: [], groups: { server: ['port'] } };
    const messages = where(coverage.checkCoverage({ docsRoot: path.join(clean, 'docs'), langs: ['en'], tree }).failures, repoRoot);
    expect(messages.some((m) => /allowlist names "tools\.webpack", which is not an option/.test(m))).toBe(true);
  });

  test('defaults: a wrong literal, a mode-dependent value, a non-literal', async () => {
    const { defaults } = await load();
    const pages = (await pagesOf(broken)).filter((page) => page.option);
    const messages = where(defaults.checkDefaults(pages, realDefaults).failures, broken);
    expect(messages).toContain(
      'docs/en/config/server/port.mdx:9: wrong default for server.port: expected 3000 (from @rsbuild/core 1.3.22), found 8080',
    );
    expect(messages).toContain(
      'docs/zh/config/server/port.mdx:9: wrong default for server.port: expected 3000 (from @rsbuild/core 1.3.22), found 8080',
    );
    expect(messages).toContain(
      'docs/en/config/mode.mdx:9: mode depends on the mode (production: "production", development: "development"): say so and mark the line with {/* default-not-checked: depends on mode */}',
    );
    expect(messages.some((m) => m.startsWith("docs/en/config/server/bogus-option.mdx:9: Default: must be one inline literal such as `3000` (found \"'false'\")"))).toBe(true);
  });

  test('examples: an unknown option inside a known group', async () => {
    const { examples } = await load();
    const result = examples.checkExamples(await pagesOf(broken), { repoRoot });
    const messages = where(result.failures, broken);
    expect(messages).toContain(
      "docs/en/config/server/port.mdx:19: example does not type-check against @rsbuild/core 1.3.22: Object literal may only specify known properties, and 'prot' does not exist in type 'ServerConfig'.",
    );
  });

  test('parity: a Chinese heading without the English id, a missing link', async () => {
    const { parity, markdown } = await load();
    const messages = where(parity.checkParity({ docsRoot: path.join(broken, 'docs'), read: markdown.readPage }).failures, broken);
    expect(messages).toContain('docs/zh/config/server/port.mdx:13: heading 1 should be h2 {#example} as in English line 13, found h2 {#no id}');
    expect(messages).toContain('docs/zh/config/server/port.mdx:1: missing internal link to /zh/config/ (English line 25)');
    expect(messages).toContain('docs/en/config/server/bogus-option.mdx:1: no Chinese twin: create docs/zh/config/server/bogus-option.mdx');
  });

  test('shape: Chinese typography', async () => {
    const { shape } = await load();
    const messages = where(shape.checkShape(await pagesOf(broken)).failures, broken);
    expect(messages).toContain('docs/zh/config/server/port.mdx:25: put a space between Chinese and Latin text or digits ("为3" → "为 3")');
  });

  test('shape: no description, a wrong release date, no explicit heading id', async () => {
    const { shape } = await load();
    const messages = where(shape.checkShape(await pagesOf(broken)).failures, broken);
    expect(messages).toContain('docs/en/community/releases/v0-6.md:1: frontmatter has no description: add `description: …` (one sentence)');
    expect(messages).toContain('docs/en/community/releases/v0-6.md:3: published_at is 2024-04-11T08:00:00Z, but v0-6 was released on 2024-04-10');
    expect(messages).toContain(
      'docs/zh/config/server/port.mdx:13: heading "示例" has no explicit id: write it as "## 示例 {#some-id}", the same id in both languages',
    );
  });

  test('links: dead page, dead anchor, dead image, dead sitemap entry', async () => {
    const { links } = await load();
    const result = links.checkBuiltLinks({ outDir: path.join(broken, 'built'), siteUrl: 'https://rsbuild.rs' });
    expect(where(result.failures, broken).sort()).toEqual([
      'built/index.html:3: dead link: /guide/missing (no file in the build serves /guide/missing)',
      'built/index.html:4: dead anchor: /guide/#nowhere (guide/index.html has no id "nowhere")',
      'built/index.html:5: dead link: /static/logo.png (no file in the build serves /static/logo.png)',
      'built/sitemap.xml:1: dead link: https://rsbuild.rs/guide/gone (no file in the build serves /guide/gone)',
    ]);
  });

  test('links: no build at all', async () => {
    const { links } = await load();
    const result = links.checkBuiltLinks({ outDir: path.join(broken, 'nope'), siteUrl: 'https://rsbuild.rs' });
    expect(result.failures[0].message).toBe('no built site here: run `npm run build` first');
  });

  test('spelling: a misspelled word and an unsorted word list', async () => {
    const { spelling } = await load();
    const result = spelling.checkSpelling({ repoRoot, cwd: broken, globs: ['docs/en/**/*.mdx'], config: path.join(broken, 'cspell.json') });
    const messages = where(result.failures, broken);
    expect(messages).toContain('cspell-words.txt:2: "rsbuild" is out of order or repeated: keep the word list sorted (sort -u)');
    expect(messages).toContain(
      'docs/en/config/server/port.mdx:11: unknown word "recieve": fix the spelling, or add it to cspell-words.txt if it is a real term', // cspell:disable-line
    );
  });
});
