import type { RsbuildPlugin } from '@rsbuild/core';

/** The module Rspress generates with the site data (config, nav and every sidebar), loaded by every page. */
const SITE_DATA_MODULE = /[\\/]virtual-site-data\.js$/;

/** Sidebar fields the browser never reads: `_fileKey` names the source file of each auto-generated entry. */
const SERVER_ONLY_SIDEBAR_FIELDS = new Set(['_fileKey']);

/** A copy of `value` without the server-only sidebar fields, at any depth. */
function withoutServerOnlyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutServerOnlyFields);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SERVER_ONLY_SIDEBAR_FIELDS.has(key))
      .map(([key, field]) => [key, withoutServerOnlyFields(field)]),
  );
}

/**
 * A sidebar map (`{ '/guide': [...], '/zh/guide': [...] }`) without the server-only fields, its keys sorted.
 * Rspress builds it from the docs folders in parallel, so its keys came in the order the folders finished
 * reading, and two builds of the same pages could differ in every page's main script (and its hash). The theme
 * matches a page to its sidebar by the longest key (`useSidebar`), whatever their order.
 */
function slimSidebar(sidebar: unknown): unknown {
  const slim = withoutServerOnlyFields(sidebar);
  if (slim === null || typeof slim !== 'object' || Array.isArray(slim)) return slim;
  return Object.fromEntries(Object.entries(slim).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The site-data module's code without `_fileKey` in the sidebars, each sidebar's keys sorted (`slimSidebar`).
 * Rspress's auto-generated sidebar gives each of its 414 entries (both languages) the key of its source file; only
 * Rspress's overview pages read it, and this site has none. That was 1.8 KB gzip of every page's first load (issue 12).
 * @param code the module as Rspress writes it: `export default <JSON>`
 * @param file the module's path, for the error
 * @throws when the module is not in that form (Rspress changed how it writes it): update this function
 */
export function slimSiteDataModule(code: string, file: string): string {
  const json = /^\s*export default ([\s\S]*?);?\s*$/.exec(code)?.[1];
  let data: { themeConfig?: Record<string, unknown> } | undefined;
  try {
    data = json === undefined ? undefined : JSON.parse(json);
  } catch {
    data = undefined;
  }
  if (!data?.themeConfig) {
    throw new Error(
      `site/slimSiteData.ts: ${file} is no longer "export default <JSON>" with a themeConfig: Rspress changed ` +
        'how it writes the site data. Update slimSiteDataModule to the new form, or remove pluginSlimSiteData from rspress.config.ts.',
    );
  }
  const themeConfig = { ...data.themeConfig };
  if (themeConfig.sidebar) themeConfig.sidebar = slimSidebar(themeConfig.sidebar);
  if (Array.isArray(themeConfig.locales)) {
    themeConfig.locales = themeConfig.locales.map((locale) => (locale?.sidebar ? { ...locale, sidebar: slimSidebar(locale.sidebar) } : locale));
  }
  return `export default ${JSON.stringify({ ...data, themeConfig })};\n`;
}

/** An Rsbuild plugin that applies `slimSiteDataModule` to the site-data module (browser and server builds). */
export function pluginSlimSiteData(): RsbuildPlugin {
  return {
    name: 'slim-site-data',
    setup(api) {
      // `post`: after Rspress's own transform, which writes the module's code.
      api.transform({ test: SITE_DATA_MODULE, enforce: 'post' }, ({ code, resourcePath }) => slimSiteDataModule(code, resourcePath));
    },
  };
}
