/**
 * The site's own finish of each highlighted code block, as a Shiki transformer (`markdown.shiki.transformers` in
 * rspress.config.ts). Its `pre` hook runs on the block Shiki just made, after Rspress's own transformers (title,
 * language, line numbers, wrap, fold), and takes three steps in this order:
 *
 * 1. `writeCodeLines` (site/codeLines.ts): the line count as `--code-lines`, for the height a block not laid out
 *    yet reserves;
 * 2. `classifyCodeTokens` (site/codeTokenClasses.ts): token colors as classes instead of inline styles;
 * 3. `codeAsHtml` (site/codeHtml.ts): the tokens as one HTML string instead of a JSX element each.
 *
 * These were rehype plugins at the end of the Markdown pipeline. There, every rehype plugin after Shiki (Rspress's
 * external-links step and the site's own) walked the site's 180,000 token elements, and the highlight cache
 * (site/highlightCache.ts) copied every block with all its tokens. Done here, the block that leaves Shiki, and the
 * one the cache keeps for the page's translation, is already finished: in three interleaved pairs of cold builds,
 * 0.4-3.4 s less (issue 38). The built pages are the same bytes as with the rehype plugins.
 */
import type { ShikiTransformer } from '@shikijs/types';
import { codeAsHtml } from './codeHtml';
import { writeCodeLines } from './codeLines';
import { classifyCodeTokens } from './codeTokenClasses';
import type { HastNode } from './hast';

export function transformerFinishCodeBlock(): ShikiTransformer {
  return {
    name: 'rsbuild-docs:finish-code-block',
    pre(pre) {
      const block = pre as unknown as HastNode;
      writeCodeLines(block);
      classifyCodeTokens(block);
      codeAsHtml(block);
      return pre;
    },
  };
}
