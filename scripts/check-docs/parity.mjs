/**
 * Check 4, English/Chinese parity: the same pages in both languages; in each pair the same
 * heading ids (h2-h4) in the same order, the same number of code blocks and the same internal
 * links (Chinese links carry `/zh`, which is ignored here).
 */
import path from 'node:path';
import { failure, listPages } from './markdown.mjs';

const internalTargets = (page, prefix) =>
  page.links
    .filter((link) => link.href.startsWith('/'))
    .map((link) => ({ ...link, href: prefix && link.href.startsWith(`${prefix}/`) ? link.href.slice(prefix.length) : link.href }));

/**
 * @param {{ docsRoot: string, read: (file: string) => ReturnType<import('./markdown.mjs').parsePage> }} context
 */
export function checkParity({ docsRoot, read }) {
  const failures = [];
  const en = path.join(docsRoot, 'en');
  const zh = path.join(docsRoot, 'zh');
  const rel = (dir) => new Set(listPages(dir).map((file) => path.relative(dir, file)));
  const enPages = rel(en);
  const zhPages = rel(zh);
  for (const page of enPages) {
    if (!zhPages.has(page)) failures.push(failure(path.join(en, page), 1, `no Chinese twin: create docs/zh/${page}`));
  }
  for (const page of zhPages) {
    if (!enPages.has(page)) failures.push(failure(path.join(zh, page), 1, `no English twin: create docs/en/${page}`));
  }
  let pairs = 0;
  for (const page of [...enPages].filter((name) => zhPages.has(name))) {
    pairs++;
    const enFile = path.join(en, page);
    const zhFile = path.join(zh, page);
    const a = read(enFile);
    const b = read(zhFile);

    const headings = (parsed) => parsed.headings.filter((h) => h.depth >= 2 && h.depth <= 4);
    const ha = headings(a);
    const hb = headings(b);
    for (let i = 0; i < Math.max(ha.length, hb.length); i++) {
      const x = ha[i];
      const y = hb[i];
      if (x && y && x.depth === y.depth && x.id === y.id) continue;
      if (!y) failures.push(failure(zhFile, b.lines.length, `missing heading {#${x.id}} (h${x.depth}, English line ${x.line}) at the end`));
      else if (!x) failures.push(failure(zhFile, y.line, `heading {#${y.id}} has no English counterpart`));
      else {
        failures.push(
          failure(zhFile, y.line, `heading ${i + 1} should be h${x.depth} {#${x.id}} as in English line ${x.line}, found h${y.depth} {#${y.id ?? 'no id'}}`),
        );
      }
      break; // one mismatch shifts the rest: report the first
    }

    if (a.codeBlocks.length !== b.codeBlocks.length) {
      failures.push(failure(zhFile, 1, `${b.codeBlocks.length} code blocks, English has ${a.codeBlocks.length}: the examples must match`));
    }

    const la = internalTargets(a, '');
    const lb = internalTargets(b, '/zh');
    const count = (links) => links.reduce((map, link) => map.set(link.href, (map.get(link.href) ?? 0) + 1), new Map());
    const ca = count(la);
    const cb = count(lb);
    for (const [href, n] of ca) {
      if ((cb.get(href) ?? 0) < n) {
        const line = la.find((link) => link.href === href).line;
        failures.push(failure(zhFile, 1, `missing internal link to ${href === '/' ? '/zh/' : `/zh${href}`} (English line ${line})`));
      }
    }
    for (const [href, n] of cb) {
      if ((ca.get(href) ?? 0) < n) {
        const line = lb.find((link) => link.href === href).line;
        failures.push(failure(zhFile, line, `link to ${href} has no English counterpart`));
      }
    }
  }
  return { failures, pairs };
}
