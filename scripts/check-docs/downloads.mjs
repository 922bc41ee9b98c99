/**
 * The examples readers download (issue 41): each scenario of the runs check as a project a reader can install and
 * run. A project holds exactly the files the runner writes (runs/scenario.mjs: the scenario's `files`, its
 * fixtures folder, then the page's blocks marked `run="<name>"`), plus what a reader needs around them:
 *   - `package.json`: the project's own if it has one, with the packages its files import added at the versions the
 *     run used (scripts/check-docs/packages-1.3/, or the repository's lockfile for the few the runner takes from
 *     there), `@rsbuild/core` always, and the scripts `dev`, `build` and `preview` where the project has none;
 *   - `README.md` (unless the project has one): where the example comes from, with links to the page section in
 *     both languages, and the commands.
 * The site writes them as `/examples/<page>/<scenario>.zip` (site/examples.ts); the page links each one next to the
 * first block of its scenario (site/remarkExampleActions.ts).
 *
 * No StackBlitz: the runs use @rspack/binding 1.3.x, published as native builds only. StackBlitz's WebContainers
 * cannot load native addons; Rspack publishes a WebAssembly binding (@rspack/binding-wasm32-wasi) from 1.4.0 on.
 * `stackBlitzBlocker` says so while it holds, so that the day the packages move past it someone turns the action on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPage } from './markdown.mjs';
import { collectPages } from './pages.mjs';
import { planScenarios } from './runs.mjs';
import { folderFiles, packageName, specifiers } from './runs/ledger.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../..');
const PACKAGES_DIR = path.join(here, 'packages-1.3');
/** The site's public origin for links in an example's README. */
const SITE = 'https://rsbuild.rs';

/** Packages a project only needs to build: they go to devDependencies. */
const BUILD_ONLY = /^(?:@rsbuild\/|@rsdoctor\/|@types\/|@tailwindcss\/|@unocss\/|typescript$|tailwindcss$|unocss$|postcss|autoprefixer$|babel-plugin-|es-check$|@module-federation\/rsbuild-plugin$)/;

/** Files whose imports name the project's packages. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|vue|svelte|css|less|s[ac]ss|styl|html)$/;

/**
 * The version of `name` the runs used: the packages-1.3 entry (an exact version; an alias such as
 * `npm:tailwindcss@3.4.17` is kept as written), else the installed copy the runner resolves (packages-1.3, then the
 * repository's node_modules). Undefined when neither has it.
 */
export function runVersionOf(name) {
  if (!runVersions.has(name)) runVersions.set(name, findRunVersion(name));
  return runVersions.get(name);
}

/** Versions already looked up: 575 examples ask for the same few dozen packages. */
const runVersions = new Map();
let pinnedVersions;

function findRunVersion(name) {
  pinnedVersions ??= JSON.parse(fs.readFileSync(path.join(PACKAGES_DIR, 'package.json'), 'utf8')).dependencies;
  if (pinnedVersions[name]) return pinnedVersions[name];
  for (const dir of [path.join(PACKAGES_DIR, 'node_modules'), path.join(REPO_ROOT, 'node_modules')]) {
    const manifest = path.join(dir, name, 'package.json');
    if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
  }
  return undefined;
}

/**
 * Why StackBlitz cannot run the examples, or undefined once it can: true while packages-1.3's @rspack/binding has
 * no `wasm32-wasi` build among its optional dependencies.
 */
export function stackBlitzBlocker() {
  const manifest = path.join(PACKAGES_DIR, 'node_modules/@rspack/binding/package.json');
  const { version, optionalDependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  if (Object.keys(optionalDependencies).some((name) => name.includes('wasm32-wasi'))) return undefined;
  return `@rspack/binding ${version} is published as native builds only; StackBlitz's WebContainers cannot load native addons (Rspack has a WebAssembly build from 1.4.0)`;
}

/**
 * The files the runner writes for a scenario, in its order (runs/scenario.mjs): `files`, the fixtures folder, the
 * page's blocks (each with a final newline). A later file replaces an earlier one at the same path.
 * @param {{ scenario: { files?: Record<string, string | Buffer> }, inputs: Array<{ path: string, code: string }>, fixturesDirs: string[] }} job
 * @returns {Map<string, string | Buffer>} by path inside the project
 */
export function projectFilesOf(job) {
  const files = new Map();
  for (const [file, content] of Object.entries(job.scenario.files ?? {})) files.set(file, content);
  for (const dir of job.fixturesDirs) for (const [file, content] of folderFiles(dir)) files.set(file, content);
  for (const input of job.inputs) files.set(input.path, `${input.code}\n`);
  return files;
}

/**
 * The packages a project's files import, by name (`react`, `@rsbuild/plugin-react`), without the names the project
 * provides itself: a folder of its own `node_modules`, an alias or a tsconfig path it declares (`'@/*'`, `ui-kit:`).
 */
function importedPackages(files) {
  const texts = [...files.values()].filter((content) => typeof content === 'string');
  const provided = (name) =>
    name.startsWith('@/') ||
    [...files.keys()].some((file) => file.startsWith(`node_modules/${name}/`) || file.startsWith(`packages/${name.split('/').pop()}/`)) ||
    texts.some((text) => new RegExp(`['"\`]?${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/\\*)?['"\`]?\\s*:`).test(text));
  const names = new Set();
  for (const [file, content] of files) {
    if (typeof content !== 'string' || !CODE_FILE.test(file)) continue;
    for (const spec of specifiers(content)) {
      const name = packageName(spec);
      if (name && !provided(name)) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * The `package.json` of a downloaded example: the project's own fields first, then what it lacks.
 * @returns {{ text: string, unpinned: string[] }} the file, and imported packages no version was found for
 */
function packageJsonOf(files) {
  const own = files.has('package.json') ? JSON.parse(String(files.get('package.json'))) : {};
  // No `name` unless the project has one: Rspack names the chunk loading global after it, and a name the run did not
  // have would change what the build prints.
  const manifest = { private: true, ...own };
  manifest.scripts = { dev: 'rsbuild dev', build: 'rsbuild build', preview: 'rsbuild preview', ...own.scripts };
  const dependencies = { ...own.dependencies };
  const devDependencies = { ...own.devDependencies };
  const unpinned = [];
  for (const pkg of new Set(['@rsbuild/core', ...importedPackages(files)])) {
    if (dependencies[pkg] || devDependencies[pkg] || pkg === own.name) continue;
    const version = runVersionOf(pkg);
    if (!version) {
      unpinned.push(pkg);
      continue;
    }
    (BUILD_ONLY.test(pkg) ? devDependencies : dependencies)[pkg] = version;
  }
  const sorted = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
  if (Object.keys(dependencies).length) manifest.dependencies = sorted(dependencies);
  manifest.devDependencies = sorted(devDependencies);
  return { text: `${JSON.stringify(manifest, null, 2)}\n`, unpinned };
}

/** The README of a downloaded example. */
function readmeOf({ id, name, title, links, unpinned }) {
  return [
    `# ${title}: ${name}`,
    '',
    `This project is the example "${name}" of the Rsbuild 1.3 docs: the files the page shows, and the ones the site's`,
    'check adds to build it. The check built it with the package versions in package.json.',
    '',
    ...links.map((link) => `- ${link}`),
    '',
    '```bash',
    'npm install',
    'npm run build   # or: npm run dev, npm run preview',
    '```',
    '',
    ...(unpinned.length ? [`Not in package.json (no version found): ${unpinned.join(', ')}.`, ''] : []),
    `Scenario \`${id}\` of tests/runs/ in the docs repository.`,
    '',
  ].join('\n');
}

/** The heading id a block at `line` sits under, if any. */
function sectionOf(page, line) {
  return page.page.headings.filter((heading) => heading.line < line && heading.id && heading.depth >= 2).at(-1)?.id;
}

/**
 * Every example the pages offer: one per scenario that reproduces an output block.
 * @param {{ docsRoot: string, runsRoot: string }} options  the `docs` folder and `tests/runs`
 * @returns {Promise<Array<{ id: string, page: string, name: string, files: Map<string, string | Buffer>, unpinned: string[] }>>}
 *   `page` is the page's path without language (`guide/basic/output-files`), `files` the whole project by path
 * @throws when the pages or runs files are broken (what the runs check reports, file and line first)
 */
export async function downloadableExamples({ docsRoot, runsRoot }) {
  const pages = collectPages(docsRoot, readPage);
  const { jobs, failures } = await planScenarios(pages, { docsRoot, runsRoot });
  if (failures.length) {
    throw new Error(`the runs do not plan cleanly, so no example can be made:\n${failures.map((f) => `${path.relative(process.cwd(), f.file)}:${f.line}: ${f.message}`).join('\n')}\nRun \`npm run check:docs -- --only runs\`.`);
  }
  return jobs.map((job) => {
    const files = projectFilesOf(job);
    const links = ['en', 'zh'].flatMap((lang) => {
      const page = job.entry[lang];
      if (!page) return [];
      const blocks = [...job.entry.outputs, ...job.entry.inputs].filter((block) => block.lang === lang && (block.scenario === job.name || block.scenarios?.includes(job.name)));
      const section = sectionOf(page, Math.min(...blocks.map((block) => block.block.line)));
      return [`${lang === 'en' ? 'English' : '中文'}: ${SITE}${page.route}${section ? `#${section}` : ''}`];
    });
    const title = job.entry.en?.page.frontmatter.title?.value ?? job.entry.key;
    const { text, unpinned } = packageJsonOf(files);
    const all = new Map(files);
    all.set('package.json', text);
    if (!all.has('README.md')) all.set('README.md', readmeOf({ id: job.id, name: job.name, title, links, unpinned }));
    return { id: job.id, page: job.entry.key, name: job.name, files: all, unpinned };
  });
}
