import fs from 'node:fs';
import path from 'node:path';

const docsRoot = path.join(__dirname, '../../docs');

/**
 * The `# Title` a page's source declares, as the browser shows it (inline code marks removed).
 * `route` is a site path without language prefix, e.g. `/guide/styling/css-usage`.
 * Throws when the page has no source file or no h1, so a test never compares against nothing.
 */
export function pageHeading(lang: 'en' | 'zh', route: string): string {
  const base = path.join(docsRoot, lang, route.replace(/\/$/, '/index'));
  const file = ['.mdx', '.md'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`No page source for ${lang} ${route}: expected ${base}.md or .mdx`);
  const heading = /^# (.+)$/m.exec(fs.readFileSync(file, 'utf8'));
  if (!heading) throw new Error(`${file} has no "# Title" line`);
  return heading[1].replace(/`/g, '').replace(/\s*\{#[\w-]+\}$/, '').trim();
}
