import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { langPrefix } from '../lib/langPrefix';
import { useHydrated } from '../lib/useHydrated';

/**
 * The 404 page: "PAGE NOT FOUND" and a "Take me home" link to the root of the page's language.
 * Same styles as Rspress's NotFoundLayout, with two fixes: its home link carries aria-label="go to home",
 * which hides the visible text from screen readers and voice control; and the page has a `<main>` landmark.
 * A path that wrongly starts with the default language (`/en/guide/…`) goes to the path without it.
 *
 * `404.html` is one file, rendered in the default language, and Preact keeps the attributes of the static
 * HTML while it hydrates. So the first client render links where that file does, and the home link of the
 * page's own language (`/zh/` under /zh/…) replaces it right after.
 */
export function NotFound() {
  const { siteData, page } = usePageData();
  const t = useI18n();
  const defaultLang = siteData.lang;
  const homeLang = useHydrated() ? page.lang : defaultLang;

  useEffect(() => {
    const wrongPrefix = new RegExp(`^/${defaultLang}(/|$)`);
    if (defaultLang && wrongPrefix.test(location.pathname)) {
      location.replace(location.pathname.replace(wrongPrefix, '/') + location.search + location.hash);
    }
  }, [defaultLang]);

  return (
    <main className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={`${langPrefix(homeLang, defaultLang)}/`}>
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}
