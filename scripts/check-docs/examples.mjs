/**
 * Check 3, examples: every ts/js code block titled `rsbuild.config.ts` (or .mjs/.js/.mts) must
 * type-check against @rsbuild/core@1.3.22. All blocks go into ONE TypeScript program (fast), and
 * each diagnostic is mapped back to the page's file and line.
 *
 * Opt out a block only with a visible reason in its fence: ```ts title="rsbuild.config.ts" nocheck="why"
 * Needs TypeScript 5.x/6.x (the compiler API); TypeScript 7 has none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failure } from './markdown.mjs';
import { listPlugins } from './plugins.mjs';
import { loadTypeScript } from './typescript.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
/** A config file, at the project root or in a folder of a monorepo (`apps/web/rsbuild.config.ts`); not a build output (`dist/.rsbuild/...`). */
const CONFIG_TITLE = /^(?!dist\/)(?:[\w-][\w.-]*\/)*rsbuild\.config\.(ts|mts|js|mjs)$/;
/** On the API and plugin-development pages, scripts and plugin files titled `*.ts` are checked too. */
const API_PAGE = /[\\/](api[\\/]javascript-api|plugins[\\/]dev|shared[\\/]hooks)[\\/]/;
const SCRIPT_TITLE = /^[\w./-]+\.(ts|mts)$/;
const isChecked = (file, title) => Boolean(title) && (CONFIG_TITLE.test(title) || (API_PAGE.test(file) && SCRIPT_TITLE.test(title)));

/**
 * TypeScript skips excess-property checks on object literals returned from a function, so
 * `defineConfig(() => ({ bogus: 1 }))` would pass. Append `satisfies RsbuildConfig` to each object
 * literal such a function returns. Text is only added at the end of a literal, so line numbers stay.
 */
function withReturnChecks(ts, code) {
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.Latest, true);
  const ends = [];
  const unwrap = (node) => (ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node);
  const collectReturns = (node) => {
    if (ts.isReturnStatement(node) && node.expression && ts.isObjectLiteralExpression(unwrap(node.expression))) {
      ends.push(unwrap(node.expression).end);
    }
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, collectReturns);
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'defineConfig') {
      const [fn] = node.arguments;
      if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) {
        const body = unwrap(fn.body);
        if (ts.isObjectLiteralExpression(body)) ends.push(body.end);
        else ts.forEachChild(fn.body, collectReturns);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const end of ends.sort((a, b) => b - a)) {
    out = `${out.slice(0, end)} satisfies import('@rsbuild/core').RsbuildConfig${out.slice(end)}`;
  }
  return out;
}

/**
 * @param {{ file: string, page: ReturnType<import('./markdown.mjs').parsePage> }[]} pages
 * @param {{ repoRoot: string }} options
 * @returns {{ failures: ReturnType<typeof failure>[], checked: number, skipped: { file: string, line: number, reason: string }[] }}
 */
export function checkExamples(pages, { repoRoot }) {
  const ts = loadTypeScript(repoRoot);
  const failures = [];
  const skipped = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-examples-'));
  /** @type {Map<string, { file: string, codeLine: number }>} */
  const origins = new Map();
  let index = 0;
  for (const { file, page } of pages) {
    for (const block of page.codeBlocks) {
      if (!isChecked(file, block.title)) continue;
      const nocheck = /nocheck="([^"]*)"/.exec(block.meta);
      if (nocheck) {
        if (nocheck[1].trim()) skipped.push({ file, line: block.line, reason: nocheck[1].trim() });
        else failures.push(failure(file, block.line, 'nocheck="" needs a reason, e.g. nocheck="uses a plugin that is not installed"'));
        continue;
      }
      const ext = block.title.endsWith('ts') ? 'ts' : 'mjs';
      const name = path.join(dir, `example-${index++}.${ext === 'ts' ? 'ts' : 'mts'}`);
      // `export {}` keeps each file a module even if the example has no import.
      fs.writeFileSync(name, `${withReturnChecks(ts, block.code)}\nexport {};\n`);
      origins.set(name, { file, codeLine: block.codeLine });
    }
  }
  const program = ts.createProgram([...origins.keys(), path.join(here, 'example-modules.d.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    esModuleInterop: true,
    types: ['node'],
    typeRoots: [path.join(repoRoot, 'node_modules/@types')],
    baseUrl: repoRoot,
    // `@rsbuild/core` is the 1.3.22 API; each official plugin is the release documented for 1.3, with its real types.
    paths: {
      '@rsbuild/core': [path.join(here, 'rsbuild-1.3.d.ts')],
      ...Object.fromEntries(listPlugins(repoRoot).map((plugin) => [plugin.name, [plugin.dir]])),
    },
  });
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const origin = diagnostic.file && origins.get(path.resolve(diagnostic.file.fileName));
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
    if (!origin) {
      failures.push(failure(diagnostic.file?.fileName ?? here, 1, `TypeScript: ${text}`));
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    failures.push(
      failure(origin.file, origin.codeLine + line, `example does not type-check against @rsbuild/core 1.3.22 and its plugins: ${text}`),
    );
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return { failures, checked: origins.size, skipped };
}
