/**
 * The code blocks of a page as Rspress's search index holds them, for site/searchIndex.ts. Plain JavaScript, so
 * the worker that parses the pages while Rspress reads them (searchCodeBlocksWorker.mjs) runs this same code.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** Rspress takes `import … from '…'` lines out of the whole page before it indexes it, code blocks included. */
export const IMPORT_STATEMENT = /import\s+(.*?)\s+from\s+(['"])(.*?)(?:"|');?/gm;
/** Lines Rspress drops from code in the index: container fences (`:::tip`, `:::`) and GitHub alert markers. */
export const DROPPED_LINE = /^\s*(?::::\s*\w*.*|\[!\w+\]\s*)$/;

/** The Markdown parser Rspress indexes pages with (remark with GitHub Flavored Markdown). */
const markdown = unified().use(remarkParse).use(remarkGfm);

/**
 * The code blocks of a page's flattened source (Rspress's `_flattenContent`), as their text appears in Rspress's
 * index content, each with its language ('' when the fence names none).
 * @param {string} flattenContent
 * @returns {{ code: string, lang: string }[]}
 */
export function codeBlocksOf(flattenContent) {
  /** @type {{ code: string, lang: string }[]} */
  const blocks = [];
  visit(markdown.parse(flattenContent.replace(IMPORT_STATEMENT, '')), 'code', (/** @type {{ value: string, lang?: string | null }} */ node) => {
    const code = node.value
      .split('\n')
      .filter((line) => !DROPPED_LINE.test(line))
      .join('\n')
      .trim();
    if (code) blocks.push({ code, lang: node.lang ?? '' });
  });
  return blocks;
}
