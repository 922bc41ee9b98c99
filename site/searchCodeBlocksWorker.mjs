/**
 * Worker thread of `prefetchCodeBlocks` (site/searchIndex.ts): parses the code blocks of every page under
 * `workerData.docsRoot` while the build's main thread is busy with Rspress's own reading of the pages, and posts
 * `[text, blocks]` pairs back. `text` is what Rspress will hand the search plugin as the page's `_flattenContent`
 * when the page imports no fragment: the file without its front matter, cut by the same function Rspress uses.
 * The plugin looks results up by the exact text it gets, so a page guessed wrong (one that imports a fragment) is
 * only parsed again on the main thread, never indexed from the guess. Fragments (`shared/` folders) are skipped:
 * they are never pages of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadFrontMatter } from '@rspress/shared/node-utils';
import { listPages } from '../scripts/check-docs/markdown.mjs';
import { codeBlocksOf } from './searchCodeBlocks.mjs';

const { docsRoot } = workerData;
const pages = listPages(docsRoot).filter((file) => !path.relative(docsRoot, file).split(path.sep).includes('shared'));
/** @type {[string, ReturnType<typeof codeBlocksOf>][]} */
const results = [];
for (const file of pages) {
  const { content } = loadFrontMatter(fs.readFileSync(file, 'utf8'), file, docsRoot);
  results.push([content, codeBlocksOf(content)]);
}
parentPort?.postMessage(results);
