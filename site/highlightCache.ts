import type { Root } from 'hast';

/** Blocks kept at most: a few pages' worth (issue 38: unbounded, 410 blocks stayed to the end of the build). */
const MAX_WAITING = 200;

/**
 * The cache Rspress's code highlighting (@shikijs/rehype, `markdown.shiki.cache`) keeps within a build: the
 * Chinese page of an English page has many of the same code blocks, and a block found here is not highlighted
 * again. In a cold build, 2,007 of the 4,500 blocks compiled came from it (issue 38).
 *
 * The key is the plugin's own (`[lang, meta, code]`); the rest of what the highlighted tree depends on is the
 * site's Shiki options, the same for every page. A block is kept until it is used again, then dropped. The compile
 * workers take each page's other-language twin right after it, ahead of the build and when the bundler asks
 * (patches/@rspress+core: "compiling ahead", and the twin taken first from the bundler's requests), so a block
 * waits one page. A block whose twin differs is never asked for: only the newest `MAX_WAITING` are kept. The
 * tree is stored as a copy, because the rehype plugins after highlighting change the tree they are handed.
 */
export class HighlightTwinCache {
  readonly #waiting = new Map<string, Root>();

  get(key: string): Root | undefined {
    const tree = this.#waiting.get(key);
    this.#waiting.delete(key);
    return tree;
  }

  set(key: string, tree: Root): this {
    this.#waiting.set(key, structuredClone(tree));
    // A block whose twin differs (a translated comment) is never asked for again: the oldest go, so the cache
    // holds a few pages' blocks at most (the longest page has 59), not every such block of the build.
    for (const oldest of this.#waiting.keys()) {
      if (this.#waiting.size <= MAX_WAITING) break;
      this.#waiting.delete(oldest);
    }
    return this;
  }
}
