/**
 * `<link rel="canonical">` and the `hreflang="x-default"` alternate of a page (issue 13), added to every page's
 * head by rspress.config.ts (a `head` function receives the page's route). Rspress writes the `hreflang`
 * alternates of each language itself, with absolute URLs from `siteOrigin`.
 * - canonical: the page's own absolute URL (no `.html`, as the site links it);
 * - x-default: the page in the default language, for readers whose language the site lacks.
 * The 404 page gets neither: it is not a page to index.
 */
export interface RouteInfo {
  routePath: string;
  lang?: string;
}

export function canonicalLinks(route: RouteInfo, siteUrl: string, defaultLang = 'en'): string {
  if (/^(\/[a-z]{2})?\/404$/.test(route.routePath)) return '';
  const own = `${siteUrl}${route.routePath}`;
  const lang = route.lang || defaultLang;
  const defaultPath = lang === defaultLang ? route.routePath : route.routePath.replace(new RegExp(`^/${lang}(/|$)`), '/');
  return `<link rel="canonical" href="${own}"><link rel="alternate" hreflang="x-default" href="${siteUrl}${defaultPath}">`;
}
