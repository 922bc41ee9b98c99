/**
 * Check 5, frontmatter and shape: every page has a `title` and a `description`; every h2-h4
 * heading has an explicit `{#id}`; release notes have the `published_at` of releases.json;
 * config pages are titled with their option path and state `Type` and `Default` right after the h1;
 * Chinese prose puts a space between Chinese and Latin text or digits and uses full-width punctuation.
 */
import path from 'node:path';
import releases from './releases.json' with { type: 'json' };
import { failure } from './markdown.mjs';

const LABELS = {
  en: { type: /^\s*-\s+\*\*Type:\*\*/, default: /^\s*-\s+\*\*Default:\*\*/, typeName: '- **Type:**', defaultName: '- **Default:**' },
  zh: { type: /^\s*-\s+\*\*类型：\*\*/, default: /^\s*-\s+\*\*默认值：\*\*/, typeName: '- **类型：**', defaultName: '- **默认值：**' },
};

const CJK = '\\u3400-\\u9fff';
const MISSING_SPACE = new RegExp(`[${CJK}][A-Za-z0-9]|[A-Za-z0-9][${CJK}]`);
const HALF_WIDTH = new RegExp(`[${CJK}][,;:?!(]|[,;:?!)][${CJK}]`);

/**
 * Typography of one line of Chinese prose; code spans, link targets, comments, heading ids and
 * tags are left out. Returns a message, or undefined when the line is fine.
 */
export function chineseTypography(text) {
  const prose = text
    .replace(/`[^`]*`/g, '`code`')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{\/\*.*?\*\/\}/g, '')
    .replace(/\{#[\w-]+\}/g, '')
    .replace(/<[^>]+>/g, '');
  const space = MISSING_SPACE.exec(prose);
  if (space) return `put a space between Chinese and Latin text or digits ("${space[0]}" → "${space[0][0]} ${space[0][1]}")`;
  const punctuation = HALF_WIDTH.exec(prose);
  if (punctuation) return `use full-width punctuation in Chinese sentences (，；：？！（）), found "${punctuation[0]}"`;
  return undefined;
}

/**
 * @param {{ file: string, lang: 'en'|'zh', route: string, option?: string, fragment?: boolean, page: ReturnType<import('./markdown.mjs').parsePage> }[]} pages
 */
export function checkShape(pages) {
  const failures = [];
  for (const { file, lang, route, option, fragment, page } of pages) {
    const fm = page.frontmatter;
    const isHome = fm.pageType?.value === 'home';
    // Fragments are imported into pages, which carry the frontmatter.
    if (!fragment && !isHome && !fm.title?.value) failures.push(failure(file, 1, 'frontmatter has no title: add `title: …`'));
    if (!fragment && !fm.description?.value) failures.push(failure(file, 1, 'frontmatter has no description: add `description: …` (one sentence)'));
    for (const heading of page.headings) {
      if (heading.depth >= 2 && heading.depth <= 4 && !heading.id) {
        failures.push(failure(file, heading.line, `heading "${heading.text}" has no explicit id: write it as "${'#'.repeat(heading.depth)} ${heading.text} {#some-id}", the same id in both languages`));
      }
    }
    if (lang === 'zh') {
      const lines = [
        ...(fm.description ? [{ text: fm.description.value, line: fm.description.line }] : []),
        ...page.proseLines.filter(({ text }) => !/^\s*(import |export |<)/.test(text)),
      ];
      for (const { text, line } of lines) {
        const problem = chineseTypography(text);
        if (problem) failures.push(failure(file, line, problem));
      }
    }
    const release = /\/community\/releases\/([\w-]+)$/.exec(route);
    if (release) {
      const expected = releases[release[1]];
      const found = fm.published_at?.value;
      if (!found) failures.push(failure(file, 1, `release note has no published_at: add \`published_at: ${expected ?? 'YYYY-MM-DD'}T08:00:00Z\``));
      else if (expected && !found.startsWith(expected)) {
        failures.push(failure(file, fm.published_at.line, `published_at is ${found}, but ${release[1]} was released on ${expected}`));
      }
    }
    if (option) {
      if (fm.title?.value !== option) failures.push(failure(file, fm.title?.line ?? 1, `title should be the option path "${option}", found "${fm.title?.value ?? ''}"`));
      const h1 = page.headings.find((heading) => heading.depth === 1);
      if (!h1 || h1.text !== option) failures.push(failure(file, h1?.line ?? 1, `the page should start with "# ${option}"`));
      const labels = LABELS[lang];
      // Type and Default belong right under the h1, before any prose heading.
      const start = h1 ? h1.line : 0;
      const nextHeading = page.headings.find((heading) => heading.line > start && heading.depth >= 2)?.line ?? page.lines.length;
      const head = page.lines.slice(start, nextHeading);
      if (!head.some((line) => labels.type.test(line))) failures.push(failure(file, start + 1, `config page has no "${labels.typeName}" line under the title`));
      if (!head.some((line) => labels.default.test(line))) failures.push(failure(file, start + 1, `config page has no "${labels.defaultName}" line under the title`));
    }
  }
  return { failures };
}

export const routeOf = (docsRoot, file) => {
  const rel = path.relative(docsRoot, file).replace(/\.mdx?$/, '').split(path.sep);
  const lang = rel.shift();
  if (rel.at(-1) === 'index') rel[rel.length - 1] = '';
  return { lang, route: `${lang === 'en' ? '' : `/${lang}`}/${rel.join('/')}` };
};
