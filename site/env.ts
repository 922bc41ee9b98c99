/**
 * Build-time settings read from the environment. Imported by rspress.config.ts and the checks only
 * (never by theme code, which runs in the browser).
 *
 * - `SITE_URL`: public origin of the deployed site, no trailing slash. Default `https://rsbuild.rs`.
 *   Used for the sitemap, feeds and canonical URLs; set it for a preview deployment.
 * - `DOCS_REPO_URL`: repository holding this site, e.g. `https://github.com/acme/rsbuild-docs`.
 *   Unset: pages show no "Edit this page" link. CI sets it from the GitHub repository.
 * - `DOCS_REPO_BRANCH`: branch the edit link points at. Default `main`.
 * - `SEARCH_API_URL`, `SEARCH_INDEXES`, `SEARCH_LIMIT`: see `searchSettingsFromEnv`.
 */
import { type SearchSettings, validateSearchSettings } from './searchSettings';

export const SITE_URL = (process.env.SITE_URL || 'https://rsbuild.rs').replace(/\/+$/, '');

export const DOCS_REPO_URL = process.env.DOCS_REPO_URL?.replace(/\/+$/, '') || undefined;

export const DOCS_REPO_BRANCH = process.env.DOCS_REPO_BRANCH || 'main';

/**
 * Search settings for a deploy (see site/searchSettings.ts), starting from the ones rspress.config.ts gives.
 * - `SEARCH_API_URL`: switches search to that API (remote mode).
 * - `SEARCH_INDEXES`: the indexes the API answers for, `value:Label` pairs separated by commas
 *   (`rsbuild:Rsbuild,rspack:Rspack`); more than one shows tabs. Default: `rsbuild:Rsbuild`.
 * - `SEARCH_LIMIT`: pages shown per query. Default 7.
 * Bad values stop the build with the reason.
 */
export function searchSettingsFromEnv(base: SearchSettings, env: NodeJS.ProcessEnv = process.env): SearchSettings {
  const limit = env.SEARCH_LIMIT ? Number(env.SEARCH_LIMIT) : base.limit;
  if (!env.SEARCH_API_URL) return validateSearchSettings({ ...base, ...(limit === undefined ? {} : { limit }) });
  const searchIndexes = (env.SEARCH_INDEXES || 'rsbuild:Rsbuild').split(',').map((pair) => {
    const [value, ...label] = pair.trim().split(':');
    return { value, label: label.join(':') };
  });
  return validateSearchSettings({ mode: 'remote', apiUrl: env.SEARCH_API_URL, searchIndexes, limit });
}
