#!/usr/bin/env node
/**
 * `npm run analyze`: where a page's first-load JavaScript goes, by package and by theme folder.
 *
 * Builds the site once with JavaScript source maps into `node_modules/.cache/analyze-build/` (the real
 * `doc_build/` is left alone; pass --no-build to reuse that build), then, for each page, reads every script
 * the page's HTML loads or preloads and charges each byte of it to the source file the source map names.
 * Sources are grouped: `react-dom`, `@rspress/core (theme)`, `page data (all pages)`, `theme/search`, ...
 * Sizes are gzip (level 9) in KB, each chunk's gzip size split in proportion to its raw bytes.
 *
 * Options: --pages /a,/b (default: `/`, `/config/output/dist-path`, `/zh/guide/start/quick-start`),
 * --top N (groups listed per page, default 15). Errors (a failed build, a page or map not found) stop
 * the run with the reason.
 */
import { spawnSync } from 'node:child_process';
import { buildEnv } from './buildEnv.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { resolveBuilt } from './check-docs/links.mjs';
import { scriptsOfPage } from './pageScripts.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the analysis build goes; rspress.config.ts switches to it when ANALYZE_BUNDLE is set. */
export const ANALYZE_OUT_DIR = path.join(repoRoot, 'node_modules/.cache/analyze-build');

const arg = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one source-map segment (Base64 VLQ) into its numbers. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`bad source map character "${char}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes of `code` charged to each source of `map` (bytes no mapping covers go to "(unmapped)"). */
export function bytesBySource(code, map) {
  const lines = code.split('\n');
  const bytes = new Map();
  const charge = (source, count) => bytes.set(source, (bytes.get(source) ?? 0) + count);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    let previous = { column: 0, source: '(unmapped)' };
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      charge(previous.source, Buffer.byteLength(line.slice(previous.column, column)));
      let source = '(unmapped)';
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        source = map.sources[sourceIndex] ?? '(unmapped)';
      }
      previous = { column, source };
    }
    charge(previous.source, Buffer.byteLength(line.slice(previous.column)) + 1);
  });
  return bytes;
}

/**
 * The group a source belongs to: a package, a theme folder, Rspress's generated modules, or the site.
 * `source` is a path relative to the repository root, or a `webpack://` runtime module.
 */
export function groupOf(source) {
  if (source.startsWith('webpack://')) return 'Rspack runtime';
  const file = source.replace(/\?.*$/, '');
  if (/virtual-page-data/.test(file)) return 'page data (all pages)';
  if (/virtual-site-data/.test(file)) return 'site data';
  if (/virtual-|\.rspress\//.test(file)) return 'Rspress generated modules';
  const pkg = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) {
    if (pkg[1] === '@rspress/core') {
      const part = file.match(/@rspress\/core\/dist\/(theme\/components\/[^/]+|theme|runtime)/);
      return `@rspress/core ${part ? part[1].replace('theme/components/', '') : '(other)'}`;
    }
    return pkg[1];
  }
  const theme = file.match(/^theme\/([^/]+)/);
  if (theme) return `theme/${theme[1]}`;
  if (file.startsWith('docs/')) return 'docs (page modules)';
  return file === '(unmapped)' ? '(unmapped: runtime and glue)' : 'other';
}

/**
 * The scripts a built page loads or preloads on arrival (its first-load JavaScript), as site paths.
 * Throws when `route` has no built page in `outDir`. Shared with scripts/measure.mjs.
 */
export function firstLoadScripts(outDir, route) {
  const html = resolveBuilt(outDir, route);
  if (!html) throw new Error(`no built page for ${route} in ${outDir}`);
  return scriptsOfPage(fs.readFileSync(html, 'utf8'));
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    // Without the persistent cache: its version does not follow ANALYZE_BUNDLE, so a build with source maps reused
    // the modules a normal build had cached without them, and every byte but the runtime's showed as unmapped.
    const build = spawnSync('npx', ['rspress', 'build'], { cwd: repoRoot, stdio: 'ignore', env: { ...buildEnv(), ANALYZE_BUNDLE: '1', RSPRESS_PERSISTENT_CACHE: 'false' } });
    if (build.status !== 0) throw new Error('rspress build failed: run `ANALYZE_BUNDLE=1 npx rspress build` to see why');
  }
  const pages = (arg('--pages') ?? '/,/config/output/dist-path,/zh/guide/start/quick-start').split(',');
  const top = Number(arg('--top') ?? 15);
  for (const route of pages) {
    const groups = new Map();
    let total = 0;
    for (const src of firstLoadScripts(ANALYZE_OUT_DIR, route)) {
      const file = path.join(ANALYZE_OUT_DIR, src);
      const code = fs.readFileSync(file, 'utf8');
      const gzip = gzipSync(code, { level: 9 }).length;
      total += gzip;
      const mapFile = `${file}.map`;
      if (!fs.existsSync(mapFile)) {
        groups.set(`(no source map) ${path.basename(src)}`, gzip);
        continue;
      }
      const bySource = bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')));
      const raw = [...bySource.values()].reduce((sum, bytes) => sum + bytes, 0);
      for (const [source, bytes] of bySource) {
        // Map sources are relative to the map's folder; group them by their path in the repository.
        const relative = source.startsWith('webpack://') || source === '(unmapped)' ? source : path.relative(repoRoot, path.resolve(path.dirname(mapFile), source));
        const group = groupOf(relative);
        groups.set(group, (groups.get(group) ?? 0) + (gzip * bytes) / raw);
      }
    }
    console.log(`\n${route}: ${(total / 1024).toFixed(1)} KB gzip first-load JavaScript`);
    for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${group}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
