import type { Root } from 'hast';

/**
 * The cache Rspress's code highlighting (@shikijs/rehype, `markdown.shiki.cache`) keeps within a build: the
 * Chinese page of an English page has many of the same code blocks, and a block found here is not highlighted
 * again. In a cold build, 2,007 of the 4,500 blocks compiled came from it (issue 38).
 *
 * The key is the plugin's own (`[lang, meta, code]`); the rest of what the highlighted tree depends on is the
 * site's Shiki options, the same for every page. A block is kept until it is used again, then dropped. The compile
 * workers take each page's other-language twin right after it (patches/@rspress+core, "compiling ahead"), so few
 * blocks wait long: at most about 1,100 at a time. The tree is stored as a copy, because the rehype plugins after
 * highlighting change the tree they are handed.
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
    return this;
  }
}
