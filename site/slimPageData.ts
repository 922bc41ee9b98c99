import type { RspressPlugin } from '@rspress/core';

/**
 * Page fields the browser never reads from the all-pages data. Rspress ships that data (every page of both
 * languages) to the browser (site/compactRoutes.ts then moves each entry into its route's row), but a page's own
 * outline and frontmatter come from its own module; of an entry the theme reads only routes, languages, feeds
 * and dates. The config overview's descriptions come from site/configDescriptions.ts instead, and the edit
 * link's source path from the current route (`page.pagePath`, theme/chrome/EditLink.tsx): the list's
 * `_relativePath` always equals it.
 */
const SERVER_ONLY_FIELDS = ['toc', 'frontmatter', 'description', '_relativePath'] as const;

/**
 * Leaves `toc`, `frontmatter`, `description` and `_relativePath` out of the client's page data (and `feeds`
 * where a page has none, `version` where it is empty).
 *
 * The fields are made non-enumerable rather than deleted: Rspress copies each page into the client data
 * with an object spread, which skips them, while build-time plugins that kept the page object still read
 * them (@rspress/plugin-rss reads `frontmatter` in `afterBuild`). List it after the plugins that fill
 * these fields in `extendPageData`.
 */
export function pluginSlimPageData(): RspressPlugin {
  return {
    name: 'slim-page-data',
    extendPageData(page) {
      const record = page as unknown as Record<string, unknown>;
      const hidden: string[] = [...SERVER_ONLY_FIELDS];
      if (Array.isArray(record.feeds) && record.feeds.length === 0) hidden.push('feeds');
      // Every page's version is "" on a site without versions, and Rspress reads a missing one as "" too
      // (useVersion). 366 of them were 0.8 KB gzip of every page's first load.
      if (record.version === '') hidden.push('version');
      for (const key of hidden) {
        if (key in record) Object.defineProperty(record, key, { value: record[key], enumerable: false, writable: true, configurable: true });
      }
    },
  };
}
