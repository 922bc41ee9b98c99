/**
 * The example downloads of the built site (issue 41): every zip the pages link exists, three of them hold exactly
 * the example project (scripts/check-docs/downloads.mjs, which tests/unit/downloads.spec.ts holds to the runner's
 * files), the link downloads, and one example, unzipped, installed from the registry and built, prints what its
 * page shows.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { expect, open, test } from '../support/fixtures';

const ROOT = path.resolve(__dirname, '../..');
const BUILD_DIR = path.join(ROOT, 'doc_build');
const options = { docsRoot: path.join(ROOT, 'docs'), runsRoot: path.join(ROOT, 'tests/runs') };
const load = () => import('../../scripts/check-docs/downloads.mjs');

/** Every example zip the built pages link, as site paths, each once. */
function linkedZips(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) for (const [, href] of fs.readFileSync(file, 'utf8').matchAll(/href="(\/examples\/[^"]+\.zip)"/g)) found.add(href);
    }
  };
  walk(BUILD_DIR);
  return [...found].sort();
}

test('every example has its link on the pages, and every linked zip exists', async () => {
  const { downloadableExamples } = await load();
  const expected = (await downloadableExamples(options)).map(({ page, name }) => `/examples/${page}/${name}.zip`).sort();
  const linked = linkedZips();
  console.log(`examples: ${expected.length} scenarios, ${linked.length} linked from the built pages`);
  expect(linked).toEqual(expected);
  for (const href of linked) expect(fs.existsSync(path.join(BUILD_DIR, href)), href).toBe(true);
});

test('three built zips hold exactly the example projects', async () => {
  const { downloadableExamples } = await load();
  const list = await downloadableExamples(options);
  for (const id of ['guide/basic/output-files#no-hash', 'guide/basic/static-assets#build', 'guide/framework/react#app']) {
    const example = list.find((item) => item.id === id)!;
    const entries = unzipSync(fs.readFileSync(path.join(BUILD_DIR, 'examples', example.page, `${example.name}.zip`)));
    const expected = Object.fromEntries([...example.files].map(([file, content]) => [`${example.name}/${file}`, Buffer.from(content)]));
    expect(Object.keys(entries).sort(), id).toEqual(Object.keys(expected).sort());
    for (const [file, content] of Object.entries(entries)) expect(Buffer.from(content), `${id}: ${file}`).toEqual(expected[file]);
  }
});

test('the link sits before the first block of its scenario and downloads the zip', async ({ page }) => {
  await open(page, '/zh/guide/basic/output-files');
  const link = page.getByRole('link', { name: '下载示例：no-hash (.zip)' });
  // Next to the first block of the scenario: the config the section shows.
  await expect(page.locator('.site-example-actions:has(a[href$="/no-hash.zip"]) + div pre')).toContainText('filenameHash: false');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('no-hash.zip');
  expect(fs.readFileSync((await download.path())!)).toEqual(fs.readFileSync(path.join(BUILD_DIR, 'examples/guide/basic/output-files/no-hash.zip')));
});

test('an example, unzipped, installed from the registry and built, prints what the page shows', async () => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'example-'));
  try {
    for (const [file, content] of Object.entries(unzipSync(fs.readFileSync(path.join(BUILD_DIR, 'examples/guide/basic/output-files/no-hash.zip'))))) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    const project = path.join(dir, 'no-hash');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project, stdio: 'pipe', timeout: 240_000 });
    const printed = execFileSync('npm', ['run', '--silent', 'build'], { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    // The page's block: the table of files the build printed (docs/en/guide/basic/output-files.mdx, output="no-hash:build").
    const page = fs.readFileSync(path.join(ROOT, 'docs/en/guide/basic/output-files.mdx'), 'utf8');
    const shown = /```text output="no-hash:build"\n([\s\S]*?)\n```/.exec(page)![1];
    const table = printed.slice(printed.indexOf('File (web)')).trimEnd().split('\n').map((line) => line.trimEnd()).join('\n');
    expect(table).toBe(shown);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
