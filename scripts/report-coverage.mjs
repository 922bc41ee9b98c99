#!/usr/bin/env node
/**
 * `npm run report:coverage`: which routes of spec section 2.2 (scripts/check-docs/spec-routes.json)
 * have a page, in each language, by section. With `--summary`, prints only the closing line.
 * Reports; never fails: what must exist is enforced by check:docs (config options, parity).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listPages } from './check-docs/markdown.mjs';
import { routeOf } from './check-docs/shape.mjs';
import spec from './check-docs/spec-routes.json' with { type: 'json' };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsRoot = path.join(repoRoot, 'docs');
const summaryOnly = process.argv.includes('--summary');

/** `/config/dev/hmr` → `config/dev`; `/guide/start/` → `guide/start`; `/` → `home`. */
const sectionOf = (route) => {
  const parts = route.split('/').filter(Boolean);
  if (parts.length === 0) return 'home';
  return parts.length > 2 || (parts.length === 2 && route.endsWith('/')) ? `${parts[0]}/${parts[1]}` : parts[0];
};

const rows = new Map();
const totals = {};
for (const lang of ['en', 'zh']) {
  const prefix = lang === 'en' ? '' : '/zh';
  const existing = new Set(listPages(path.join(docsRoot, lang)).map((file) => routeOf(docsRoot, file).route));
  totals[lang] = { present: 0, missing: [] };
  for (const route of spec.routes) {
    const section = sectionOf(route);
    if (!rows.has(section)) rows.set(section, { total: 0, en: 0, zh: 0, missing: { en: [], zh: [] } });
    const row = rows.get(section);
    if (lang === 'en') row.total++;
    if (existing.has(`${prefix}${route}`)) {
      row[lang]++;
      totals[lang].present++;
    } else {
      row.missing[lang].push(route);
      totals[lang].missing.push(route);
    }
  }
}

if (!summaryOnly) {
  console.log('Spec 2.2 routes with a page, by section (en | zh of total):\n');
  for (const [section, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    const done = row.en === row.total && row.zh === row.total;
    console.log(`${done ? '✓' : '·'} ${section.padEnd(24)} ${String(row.en).padStart(3)} | ${String(row.zh).padStart(3)} of ${row.total}`);
    if (!done) {
      const missing = [...new Set([...row.missing.en, ...row.missing.zh])];
      console.log(`    missing: ${missing.join(', ')}`);
    }
  }
  console.log('');
}
const total = spec.routes.length;
console.log(
  `coverage: en ${totals.en.present}/${total} routes, zh ${totals.zh.present}/${total} routes of spec 2.2 (${total - totals.en.present} missing in en, ${total - totals.zh.present} in zh)`,
);
