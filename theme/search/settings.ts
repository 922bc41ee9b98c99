/**
 * The search settings of the page on show, read back from the JSON the build writes into every page's head
 * (the shapes, the check and the writing are build-time code: site/searchSettings.ts).
 */
import { SEARCH_SETTINGS_ID, type SearchSettings, validateSearchSettings } from '../../site/searchSettings';

export type { SearchIndexTab, SearchSettings } from '../../site/searchSettings';

const LOCAL: SearchSettings = { mode: 'local' };

/** The settings of the current page; local search when the page carries none or they are invalid. */
export function readSearchSettings(doc: Document = document): SearchSettings {
  const element = doc.getElementById(SEARCH_SETTINGS_ID);
  if (!element?.textContent) return LOCAL;
  try {
    return validateSearchSettings(JSON.parse(element.textContent));
  } catch (error) {
    console.error(error);
    return LOCAL;
  }
}
