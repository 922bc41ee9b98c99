import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';

/** Classes of page chrome inside the article: the `#` heading anchors and the code blocks' copy/wrap buttons. */
const CHROME_CLASSES = new Set(['rp-header-anchor', 'rp-code-button-group']);

/** Attributes that mean nothing outside the site's stylesheet and scripts. */
const SITE_ONLY_ATTRIBUTES = ['className', 'style', 'tabIndex', 'dataLang', 'dataTitle'];

/**
 * A feed entry's content from the release page's article HTML (what @rspress/plugin-rss extracts): the
 * article as a feed reader shows it (issue 13). Removed: page chrome (heading anchors, code buttons, any
 * `<button>`), comments, classes, inline styles and tab stops. Links and images become absolute, against
 * `pageUrl` (`#section` links point into the page on the site).
 */
export function feedEntryContent(html: string, pageUrl: string): string {
  const tree: Root = fromHtml(html, { fragment: true });
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    const isChrome =
      node.type === 'comment' ||
      (node.type === 'element' &&
        (node.tagName === 'button' || ((node.properties.className as string[] | undefined) ?? []).some((name) => CHROME_CLASSES.has(String(name)))));
    if (isChrome) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type !== 'element') return;
    const element = node as Element;
    for (const name of SITE_ONLY_ATTRIBUTES) delete element.properties[name];
    for (const name of ['href', 'src']) {
      const value = element.properties[name];
      if (typeof value === 'string') element.properties[name] = new URL(value, pageUrl).href;
    }
  });
  return toHtml(tree).trim();
}
