/**
 * Search settings of a deployment (spec 3, "Search config").
 *
 * - `local` (the default): each language's index file, written by Rspress at build time, searched in the
 *   browser.
 * - `remote`: every query is a GET to `apiUrl` (spec 7):
 *   `<apiUrl>?keyword=<query>&limit=<limit>&searchIndexes=<value,value>&lang=<en|zh>`, answered with JSON:
 *   a list of groups `{ index: string; hits: { title, routePath, toc?, content? }[] }`. Each entry of
 *   `searchIndexes` is one group; with more than one, the results show as tabs labelled `label`.
 *
 * rspress.config.ts sets them (see `searchSettingsFromEnv` in site/env.ts for the deploy-time variables)
 * and writes them into every page's head as JSON (`searchSettingsScript`); the theme reads them back with
 * `readSearchSettings` (theme/search/settings.ts), checked by the same `validateSearchSettings`. Being data in the page, not code, they change with a deploy, not with a rebuild
 * of the theme, and tests can serve a page with other settings.
 */

/** One index a remote search API answers for; shown as a tab when there are several. */
export interface SearchIndexTab {
  /** Sent in `searchIndexes`, and the `index` of the group the server answers with. */
  value: string;
  /** Tab text. */
  label: string;
}

export type SearchSettings =
  | { mode: 'local'; limit?: number }
  | { mode: 'remote'; apiUrl: string; searchIndexes: SearchIndexTab[]; limit?: number };

/** `id` of the JSON script element that carries the settings. */
export const SEARCH_SETTINGS_ID = 'site-search-settings';

/**
 * Checks settings and returns them typed. Throws an Error that names the field and says what to do, so a
 * bad value stops the build (rspress.config.ts calls this) instead of breaking search in the browser.
 */
export function validateSearchSettings(value: unknown): SearchSettings {
  const fail = (message: string): never => {
    throw new Error(`Search settings: ${message}`);
  };
  if (typeof value !== 'object' || value === null) return fail('expected an object such as { mode: "local" }.');
  const settings = value as Record<string, unknown>;
  if (settings.limit !== undefined && !(Number.isInteger(settings.limit) && (settings.limit as number) > 0)) {
    fail(`limit must be a positive whole number, got ${JSON.stringify(settings.limit)}.`);
  }
  if (settings.mode === 'local') return settings as SearchSettings;
  if (settings.mode !== 'remote') return fail(`mode must be "local" or "remote", got ${JSON.stringify(settings.mode)}.`);
  if (typeof settings.apiUrl !== 'string' || !/^(https?:\/\/|\/)/.test(settings.apiUrl)) {
    fail(`remote mode needs apiUrl, an absolute URL or a path starting with "/", got ${JSON.stringify(settings.apiUrl)}.`);
  }
  const indexes = settings.searchIndexes;
  if (!Array.isArray(indexes) || indexes.length === 0) {
    fail('remote mode needs searchIndexes, a non-empty list of { value, label } (one per tab).');
  }
  for (const [position, tab] of (indexes as unknown[]).entries()) {
    const { value: tabValue, label } = (tab ?? {}) as Record<string, unknown>;
    if (typeof tabValue !== 'string' || tabValue === '' || typeof label !== 'string' || label === '') {
      fail(`searchIndexes[${position}] must be { value: string; label: string }, got ${JSON.stringify(tab)}.`);
    }
  }
  return settings as SearchSettings;
}

/** The `<script type="application/json">` element that carries the settings into every page's head. */
export function searchSettingsScript(settings: SearchSettings): string {
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(validateSearchSettings(settings)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SEARCH_SETTINGS_ID}">${json}</script>`;
}
