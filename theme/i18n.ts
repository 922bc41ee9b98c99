import { useI18n } from '@rspress/core/runtime';
import type uiStrings from '../i18n.json';

/** Every key of i18n.json. A key that is not in the file is a type error, not a blank on the page. */
export type UiTextKey = keyof typeof uiStrings;

/**
 * The theme's typed text lookup: `const t = useUiText(); t('getStarted')`.
 * Text comes from i18n.json in the current page language; Rspress throws if a key is missing there.
 */
export function useUiText(): (key: UiTextKey) => string {
  return useI18n<typeof uiStrings>();
}
