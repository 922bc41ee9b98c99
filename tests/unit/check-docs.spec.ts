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
  plugins: await import('../../scripts/check-docs/plugins.mjs'),
  api: await import('../../scripts/check-docs/api.mjs'),
});

/** The fixtures document one API surface: the members of EnvironmentAPI in the real 1.3.22 types. */
async function environmentApiOnly() {
  const { api } = await load();
  return api.SURFACES.filter((surface: { page: string }) => surface.page === 'api/javascript-api/environment-api.mdx');
}

/** The fixtures document one plugin: the real @rsbuild/plugin-react installed for the checks. */
async function reactPluginOnly() {
  const { plugins } = await load();
  return plugins.listPlugins(repoRoot).filter((plugin: { short: string }) => plugin.short === 'react');
}

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
    expect(checkedExamples.checked).toBe(4);
    const compared = parity.checkParity({ docsRoot: path.join(clean, 'docs'), read: markdown.readPage });
    expect(where(compared.failures, clean)).toEqual([]);
    expect(compared.pairs).toBe(4);
    expect(where(shape.checkShape(pages).failures, clean)).toEqual([]);
  });

  test('plugins', async () => {
    const { plugins } = await load();
    const result = plugins.checkPlugins(await pagesOf(clean), { repoRoot, docsRoot: path.join(clean, 'docs'), plugins: await reactPluginOnly() });
    expect(where(result.failures, clean)).toEqual([]);
    expect(result.options).toBe(5);
    // fastRefresh, enableProfiler and the two `undefined` defaults in each language; splitChunks is marked.
    expect(result.checked).toBe(8);
    expect(result.marked).toHaveLength(2);
  });

  test('api', async () => {
    const { api } = await load();
    const core = await api.readCoreApi(repoRoot);
    const result = api.checkApi(await pagesOf(clean), { docsRoot: path.join(clean, 'docs'), core, surfaces: await environmentApiOnly() });
    expect(where(result.failures, clean)).toEqual([]);
    expect(result.members).toBe(3);
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
      "docs/en/config/server/port.mdx:19: example does not type-check against @rsbuild/core 1.3.22 and its plugins: Object literal may only specify known properties, and 'prot' does not exist in type 'ServerConfig'.",
    );
  });

  test('examples: a misspelled option of a real plugin', async () => {
    const { examples } = await load();
    const messages = where(examples.checkExamples(await pagesOf(broken), { repoRoot }).failures, broken);
    expect(messages).toContain(
      "docs/en/plugins/list/plugin-react.mdx:43: example does not type-check against @rsbuild/core 1.3.22 and its plugins: Object literal may only specify known properties, but 'fastRefesh' does not exist in type 'PluginReactOptions'. Did you mean to write 'fastRefresh'?", // cspell:disable-line
    );
  });

  test('examples: a script on an API page with a method that does not exist', async () => {
    const { examples } = await load();
    const messages = where(examples.checkExamples(await pagesOf(broken), { repoRoot }).failures, broken);
    expect(messages).toContain(
      "docs/en/api/javascript-api/environment-api.mdx:26: example does not type-check against @rsbuild/core 1.3.22 and its plugins: Property 'biuld' does not exist on type 'RsbuildInstance'. Did you mean 'build'?", // cspell:disable-line
    );
  });

  test('plugins: a wrong default, an unset default stated, a missing and an unknown option, a missing twin', async () => {
    const { plugins } = await load();
    const result = plugins.checkPlugins(await pagesOf(broken), { repoRoot, docsRoot: path.join(broken, 'docs'), plugins: await reactPluginOnly() });
    const source = 'scripts/check-docs/packages-1.3/node_modules/@rsbuild/plugin-react/dist/index.js';
    expect(where(result.failures, broken).sort()).toEqual([
      'docs/en/plugins/list/plugin-react.mdx:11: option reactRefreshOptions of PluginReactOptions (@rsbuild/plugin-react 1.3.2) has no section: add "### reactRefreshOptions {#react-refresh-options}" with Type and Default lines',
      `docs/en/plugins/list/plugin-react.mdx:16: @rsbuild/plugin-react 1.3.2 sets no default for swcReactOptions in pluginReact (${source}), so it is undefined there; found {}. If a helper applies this default later, say where and mark the line with {/* default-not-checked: <reason> */}`,
      'docs/en/plugins/list/plugin-react.mdx:28: "refreshOptions" is not an option of PluginReactOptions in @rsbuild/plugin-react 1.3.2 (options: swcReactOptions, splitChunks, enableProfiler, reactRefreshOptions, fastRefresh): rename or remove the section',
      `docs/en/plugins/list/plugin-react.mdx:36: wrong default for fastRefresh: expected true (from @rsbuild/plugin-react 1.3.2, ${source}), found false`,
      'docs/zh/plugins/list/plugin-react.mdx:1: @rsbuild/plugin-react 1.3.2 has no page: create zh/plugins/list/plugin-react.mdx with a "## Options {#options}" section',
    ]);
  });

  test('plugins: defaults are read from the plugin source, including destructured ones', async () => {
    const { plugins } = await load();
    const installed = plugins.listPlugins(repoRoot);
    const options = plugins.readPluginOptions(repoRoot, installed);
    const defaultsOf = (short: string) => {
      const plugin = installed.find((candidate: { short: string }) => candidate.short === short);
      if (!plugin) throw new Error(`@rsbuild/plugin-${short} is not installed for the checks`);
      return plugins.readPluginDefaults(repoRoot, plugin, options.get(plugin.name)!.exportName).readable;
    };
    expect(Object.fromEntries(defaultsOf('react'))).toEqual({ fastRefresh: true, enableProfiler: false });
    expect(defaultsOf('sass').get('rewriteUrls')).toBe(true);
    expect(defaultsOf('svgr').get('mixedImport')).toBe(false);
  });

  test('api: a missing member, a member that does not exist, a missing twin', async () => {
    const { api } = await load();
    const core = await api.readCoreApi(repoRoot);
    const result = api.checkApi(await pagesOf(broken), { docsRoot: path.join(broken, 'docs'), core, surfaces: await environmentApiOnly() });
    expect(where(result.failures, broken).sort()).toEqual([
      'docs/en/api/javascript-api/environment-api.mdx:12: "environment.getContext" names no member of EnvironmentAPI (server.environments.<name>) in @rsbuild/core 1.3.22: rename or remove the section',
      'docs/en/api/javascript-api/environment-api.mdx:6: environment.getTransformedHtml (EnvironmentAPI (server.environments.<name>)) has no section: add "### environment.getTransformedHtml {#environment-get-transformed-html}"',
      'docs/zh/api/javascript-api/environment-api.mdx:1: no page for EnvironmentAPI (server.environments.<name>): create zh/api/javascript-api/environment-api.mdx with one "### environment.<name> {#id}" section per member',
    ]);
  });

  test('api: the members come from the real 1.3.22 types and exports', async () => {
    const { api } = await load();
    const core = await api.readCoreApi(repoRoot);
    expect(core.EnvironmentAPI).toEqual(['getStats', 'loadBundle', 'getTransformedHtml']);
    expect(core.runtimeExports).toContain('createRsbuild');
    expect(core.RsbuildInstance).toContain('startDevServer');
    expect(core.RsbuildPluginAPI.filter(api.isHook)).toContain('modifyRsbuildConfig');
    expect(core.exportedTypes).toContain('RsbuildPlugin');
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

test('on GitHub Actions a failure is also an annotation on its file and line, escaped as the runner reads it', async () => {
  const { githubAnnotation } = (await load()).markdown;
  const line = githubAnnotation({ file: '/repo/docs/en/config/a,b.mdx', line: 12, message: 'default is 100%: write `3000`\n2 more' }, '/repo');
  // cspell:disable-next-line
  expect(line).toBe('::error file=docs/en/config/a%2Cb.mdx,line=12,title=check%3Adocs::default is 100%25: write `3000`%0A2 more');
});

test.describe('one page at a time (npm run check -- <page>)', () => {
  test('reports the faults of the page pair it is given, and none of the other pages', async () => {
    const { runChecks } = await import('../../scripts/check-docs/index.mjs');
    const docsRoot = path.join(broken, 'docs');
    const pair = ['en', 'zh'].map((lang) => path.join(docsRoot, lang, 'config/server/port.mdx'));
    const lines: string[] = [];
    const { failures, results } = await runChecks({ repoRoot, docsRoot, outDir: path.join(broken, 'built'), only: ['shape', 'parity', 'coverage', 'plugins'], pageFiles: pair, log: (line: string) => lines.push(line) });
    const found = where(failures, docsRoot);
    // The heading without an id, the Chinese typography, the heading level and the missing link of port.mdx ...
    expect(found).toContainEqual(expect.stringMatching(/^zh\/config\/server\/port\.mdx:13: heading "示例" has no explicit id/));
    expect(found).toContainEqual(expect.stringMatching(/^zh\/config\/server\/port\.mdx:1: missing internal link to \/zh\/config\//));
    // ... and nothing of the release notes or the pages without a twin, which the whole-tree run reports.
    expect(found.every((line) => line.startsWith('zh/config/server/port.mdx') || line.startsWith('en/config/server/port.mdx'))).toBe(true);
    // Coverage concerns config pages: it runs for one; plugins concern plugin pages: it does not.
    expect(Object.keys(results)).toEqual(['coverage', 'parity', 'shape']);
    expect(lines.some((line) => line.startsWith('✓ shape     2 pages'))).toBe(false);
    expect(lines).toContainEqual(expect.stringMatching(/^✗ shape {5}2 pages' frontmatter and headings read/));
  });

  test('a path that is no page is refused with what to give instead', async () => {
    const { pagePair } = await import('../../scripts/check-docs/one-page.mjs');
    expect(pagePair('docs/en/guide/basic/server').map((file: string) => path.relative(repoRoot, file))).toEqual(['docs/en/guide/basic/server.mdx', 'docs/zh/guide/basic/server.mdx']);
    expect(() => pagePair('README.md')).toThrow(/README\.md is not a page: give the path of a \.md or \.mdx file under docs\/en or docs\/zh/);
  });
});
