/**
 * The example projects readers download (scripts/check-docs/downloads.mjs, issue 41): each holds exactly the files
 * the runs check's runner writes for its scenario, a package.json pinned to the versions the run used, and a README
 * that links back to the page. The built zips are checked in tests/e2e/examples.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The check's modules: ES modules, loaded with import() as the other check tests do. */
const load = async () => ({
  ...(await import('../../scripts/check-docs/downloads.mjs')),
  ...(await import('../../scripts/check-docs/markdown.mjs')),
  ...(await import('../../scripts/check-docs/pages.mjs')),
  ...(await import('../../scripts/check-docs/runs.mjs')),
  ...(await import('../../scripts/check-docs/runs/scenario.mjs')),
});

const ROOT = path.resolve(__dirname, '../..');
const options = { docsRoot: path.join(ROOT, 'docs'), runsRoot: path.join(ROOT, 'tests/runs') };
/** Three scenarios of different shapes: page blocks only, blocks and binary files, a React app with a plugin. */
const SAMPLE = ['guide/basic/output-files#no-hash', 'guide/basic/static-assets#build', 'guide/framework/react#app'];

/** Every file under `dir`, by relative path. */
function folder(dir: string, rel = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of fs.readdirSync(path.join(dir, rel))) {
    const child = path.posix.join(rel, name);
    if (fs.statSync(path.join(dir, child)).isDirectory()) for (const [file, content] of folder(dir, child)) files.set(file, content);
    else files.set(child, fs.readFileSync(path.join(dir, child)));
  }
  return files;
}

test.describe('downloadable examples', () => {
  test('one per scenario that a page builds', async () => {
    const { downloadableExamples, planScenarios, collectPages, readPage } = await load();
    const [list, { jobs }] = await Promise.all([downloadableExamples(options), planScenarios(collectPages(options.docsRoot, readPage), options)]);
    expect(list.map(({ id }) => id)).toEqual(jobs.map(({ id }) => id));
    expect(list.length).toBeGreaterThan(500);
  });

  test('three examples hold exactly what the runner writes, plus a package.json and a README', async () => {
    const { downloadableExamples, planScenarios, collectPages, readPage, runScenario } = await load();
    const list = await downloadableExamples(options);
    const { jobs } = await planScenarios(collectPages(options.docsRoot, readPage), options);
    for (const id of SAMPLE) {
      const example = list.find((item) => item.id === id);
      const job = jobs.find((item) => item.id === id)!;
      expect(example, id).toBeDefined();
      expect(job, id).toBeDefined();
      // The runner's own project, written as the runs check writes it, with a run that does nothing.
      const { dir } = await runScenario({ ...job, scenario: { ...job.scenario, run: async () => ({}) } });
      const written = folder(dir);
      const offered = new Map([...example!.files].filter(([file]) => !(file === 'README.md' && !written.has(file)) && file !== 'package.json'));
      written.delete('package.json');
      expect([...offered.keys()].sort(), id).toEqual([...written.keys()].sort());
      for (const [file, content] of written) expect(Buffer.from(offered.get(file)!), `${id}: ${file}`).toEqual(content);
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  test('package.json pins what the run used and has the three scripts', async () => {
    const { downloadableExamples, runVersionOf } = await load();
    const react = (await downloadableExamples(options)).find(({ id }) => id === 'guide/framework/react#app')!;
    const manifest = JSON.parse(String(react.files.get('package.json')));
    expect(manifest.scripts).toMatchObject({ dev: 'rsbuild dev', build: 'rsbuild build', preview: 'rsbuild preview' });
    expect(manifest.devDependencies['@rsbuild/core']).toBe('1.3.22');
    expect(manifest.devDependencies['@rsbuild/plugin-react']).toBe(runVersionOf('@rsbuild/plugin-react'));
    expect(manifest.dependencies.react).toBe(runVersionOf('react'));
    expect(runVersionOf('react')).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('the README links back to the section in both languages', async () => {
    const { downloadableExamples } = await load();
    const example = (await downloadableExamples(options)).find(({ id }) => id === 'guide/basic/output-files#no-hash')!;
    const readme = String(example.files.get('README.md'));
    expect(readme).toContain('https://rsbuild.rs/guide/basic/output-files#');
    expect(readme).toContain('https://rsbuild.rs/zh/guide/basic/output-files#');
    expect(readme).toContain('npm run build');
  });

  test('StackBlitz stays off while the runs use an Rspack binding it cannot load', async () => {
    const { stackBlitzBlocker } = await load();
    // When packages-1.3 moves to an @rspack/binding with a WebAssembly build, this fails: add the StackBlitz action.
    expect(stackBlitzBlocker()).toMatch(/^@rspack\/binding 1\.3\.\d+ is published as native builds only/);
  });
});
