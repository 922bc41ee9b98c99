/**
 * Check 6, links in the built site: every internal `href` and `src` of every HTML page (navbar,
 * sidebar, content, feeds, hreflang alternates) and every URL in sitemap.xml and the feeds must
 * resolve to a file of the build, and a `#fragment` to an element id on the target page.
 * Absolute URLs on the site's own origin (`SITE_URL`) count as internal.
 * Runs on `doc_build/`, so run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { failure } from './markdown.mjs';

const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const XML_URL = /<(?:loc|link)>([^<]+)<\/(?:loc|link)>|<link[^>]*\shref="([^"]+)"/g;

/**
 * Dead links the site generator writes on its own, which no page can fix. Each entry names the
 * built file, the path it links and why it is accepted; the check fails if an entry stops matching, so the
 * list cannot outlive the bug.
 */
export const KNOWN_GENERATOR_LINKS = [
  // Empty since the llms "Copy Markdown" menu is off (rspress.config.ts): it linked /404.md, which Rspress 2.0.22
  // does not generate. Entries look like { file: '404.html', pathname: '/404.md', why: '...' }.
];

/** All files below `dir`, relative paths. */
function walk(dir) {
  return fs.readdirSync(dir, { recursive: true }).filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

/** The built file a site path serves, the way GitHub Pages and serve.json resolve it. */
export function resolveBuilt(outDir, pathname) {
  const clean = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates = clean === '' || clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * @param {{ outDir: string, siteUrl: string, routes?: string[] }} options  `routes`: follow only the links of the
 *   built pages of these site paths (`/guide/basic/server`), as `npm run check -- <page>` does
 * @returns {{ failures: ReturnType<typeof failure>[], pages: number, links: number }}
 */
export function checkBuiltLinks({ outDir, siteUrl, routes, known = KNOWN_GENERATOR_LINKS }) {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    return { failures: [failure(outDir, 1, 'no built site here: run `npm run build` first')], pages: 0, links: 0 };
  }
  const origin = new URL(siteUrl).origin;
  const failures = [];
  const idCache = new Map();
  const idsOf = (file) => {
    if (!idCache.has(file)) {
      const html = fs.readFileSync(file, 'utf8');
      idCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])));
    }
    return idCache.get(file);
  };
  let pages = 0;
  let links = 0;
  const used = new Set();
  const isKnown = (name, pathname) => {
    const entry = known.find((item) => item.file === name && item.pathname === pathname);
    if (entry) used.add(entry);
    return Boolean(entry);
  };
  const built = routes?.map((route) => ({ route, file: resolveBuilt(outDir, route) }));
  const missing = built?.filter(({ file }) => !file) ?? [];
  if (missing.length) return { failures: missing.map(({ route }) => failure(outDir, 1, `no built page serves ${route}: run \`npm run build\` after adding a page`)), pages: 0, links: 0 };
  const files = built?.map(({ file }) => path.relative(outDir, file)) ?? walk(outDir).filter((name) => /\.(html|xml)$/.test(name) && !name.startsWith('__'));
  for (const name of files) {
    const file = path.join(outDir, name);
    const text = fs.readFileSync(file, 'utf8');
    const isHtml = name.endsWith('.html');
    if (isHtml) pages++;
    const pageUrl = new URL(`/${name.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`, origin);
    const lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
    const lineOf = (offset) => lineStarts.filter((start) => start <= offset).length;
    for (const match of text.matchAll(isHtml ? ATTRIBUTE : XML_URL)) {
      const raw = (match[1] ?? match[2]).replaceAll('&amp;', '&');
      if (!raw || /^(?:mailto:|tel:|data:|javascript:|blob:)/.test(raw)) continue;
      let url;
      try {
        url = new URL(raw, pageUrl);
      } catch {
        failures.push(failure(file, lineOf(match.index), `malformed URL "${raw}"`));
        continue;
      }
      if (url.origin !== origin) continue; // external
      links++;
      const target = url.pathname === pageUrl.pathname && raw.startsWith('#') ? file : resolveBuilt(outDir, url.pathname);
      if (!target) {
        if (isKnown(name, url.pathname)) continue;
        failures.push(failure(file, lineOf(match.index), `dead link: ${raw} (no file in the build serves ${url.pathname})`));
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) {
        failures.push(failure(file, lineOf(match.index), `dead anchor: ${raw} (${path.relative(outDir, target)} has no id "${fragment}")`));
      }
    }
  }
  for (const entry of routes ? [] : known) {
    if (!used.has(entry) && fs.existsSync(path.join(outDir, entry.file))) {
      failures.push(failure(path.join(outDir, entry.file), 1, `known generator link ${entry.pathname} is gone: remove it from KNOWN_GENERATOR_LINKS in scripts/check-docs/links.mjs`));
    }
  }
  return { failures, pages, links };
}
