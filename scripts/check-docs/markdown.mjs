/**
 * Line-based reading of the docs' Markdown/MDX, shared by every check in this folder.
 * Line numbers are 1-based and refer to the source file, so every failure can name `file:line`.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ lang: string, meta: string, title: string | undefined, code: string, line: number, codeLine: number }} CodeBlock
 *   `line` is the opening fence, `codeLine` the first line of code.
 * @typedef {{ depth: number, text: string, id: string | undefined, line: number }} Heading
 * @typedef {{ text: string, href: string, line: number }} MdLink
 */

/** Reads a page and returns its frontmatter block (raw lines), code blocks, headings and links. */
export function readPage(file) {
  return parsePage(fs.readFileSync(file, 'utf8'));
}

/** @param {string} source */
export function parsePage(source) {
  const lines = source.split('\n');
  /** @type {Record<string, {value: string, line: number}>} */
  const frontmatter = {};
  let start = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      let lastKey;
      for (let i = 1; i < end; i++) {
        const match = /^([\w-]+):\s*(.*)$/.exec(lines[i]);
        if (match) {
          lastKey = match[1];
          frontmatter[lastKey] = { value: unquote(match[2].trim()), line: i + 1 };
        } else if (lastKey && /^\s+-\s+/.test(lines[i])) {
          frontmatter[lastKey].value += `${frontmatter[lastKey].value ? '\n' : ''}${lines[i].replace(/^\s+-\s+/, '')}`;
        }
      }
      start = end + 1;
    }
  }
  /** @type {CodeBlock[]} */
  const codeBlocks = [];
  /** @type {Heading[]} */
  const headings = [];
  /** @type {MdLink[]} */
  const links = [];
  /** Lines that are prose (not inside a fence), with their numbers. */
  const proseLines = [];
  for (let i = start; i < lines.length; i++) {
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (fence) {
      const marker = fence[2];
      const body = [];
      let j = i + 1;
      while (j < lines.length && !new RegExp(`^\\s*${marker[0]}{${marker.length},}\\s*$`).test(lines[j])) {
        body.push(lines[j].slice(Math.min(fence[1].length, /^\s*/.exec(lines[j])[0].length)));
        j++;
      }
      const meta = fence[4];
      codeBlocks.push({
        lang: fence[3],
        meta,
        title: /title="([^"]*)"/.exec(meta)?.[1],
        code: body.join('\n'),
        line: i + 1,
        codeLine: i + 2,
      });
      i = j;
      continue;
    }
    proseLines.push({ text: lines[i], line: i + 1 });
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(lines[i]);
    if (heading) headings.push({ depth: heading[1].length, text: heading[2], id: heading[3], line: i + 1 });
    for (const match of lines[i].replace(/`[^`]*`/g, '').matchAll(/\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ text: match[1], href: match[2], line: i + 1 });
    }
  }
  return { frontmatter, codeBlocks, headings, links, proseLines, lines };
}

function unquote(value) {
  return /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
}

/** Every .md/.mdx file under `dir`, sorted, skipping `_`-prefixed files. */
export function listPages(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listPages(full));
    else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) out.push(full);
  }
  return out.sort();
}

/**
 * The value of `name="…"` in a code block's meta or a component's attributes (`run="build"`, `unchecked="…"`), or
 * undefined when it has none.
 */
export const attributeOf = (text, name) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(text)?.[1];

/** A failure found by a check: where, what was expected, what was found, and how to fix it. */
export function failure(file, line, message) {
  return { file, line, message };
}

export function formatFailure({ file, line, message }, cwd = process.cwd()) {
  return `${path.relative(cwd, file)}:${line}: ${message}`;
}

/**
 * The same failure as a GitHub Actions workflow command, so it shows as an annotation on that line of the
 * pull request's diff. Values are escaped as the runner expects (%, CR, LF; and `,` `:` in properties).
 */
export function githubAnnotation({ file, line, message }, cwd = process.cwd()) {
  const escapeData = (text) => String(text).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error file=${escapeProperty(path.relative(cwd, file))},line=${line},title=${escapeProperty('check:docs')}::${escapeData(message)}`;
}
