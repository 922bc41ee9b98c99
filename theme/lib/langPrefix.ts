/** Route prefix of a language: `''` for the default language (en), `/zh` for Chinese. */
export function langPrefix(lang: string, defaultLang = 'en'): string {
  return lang === defaultLang ? '' : `/${lang}`;
}
