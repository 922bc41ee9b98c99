import path from 'node:path';

/**
 * `<link rel="canonical">` and the `hreflang="x-default"` alternate of a page (issue 13), written into every
 * built page after the build (site/builtPages.ts: a `head` function cannot reach the worker threads that render
 * pages in parallel, `ssg.experimentalWorker`). Rspress writes the `hreflang` alternates of each language itself,
 * with absolute URLs from `siteOrigin`.
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

const FIRST_ALTERNATE = '<link rel="alternate" hreflang=';

/**
 * `html` with `links` put just before Rspress's first `hreflang` alternate, or at the end of the head when the
 * page has none. `file` names the page in errors.
 * @throws when the page has no head, or already names a canonical URL (from frontmatter `head`, or a second pass)
 */
export function withCanonicalLinks(html: string, links: string, file: string): string {
  const headEnd = html.indexOf('</head>');
  // A canonical link counts in the head only; searching the head alone saves scanning each page in full.
  if (html.lastIndexOf('<link rel="canonical"', headEnd < 0 ? Infinity : headEnd) >= 0) {
    throw new Error(
      `${file} already has a canonical link. If its page sets one in frontmatter \`head\`, remove it: the build writes every page's. ` +
        'Otherwise this output was processed twice: build into an empty folder.',
    );
  }
  const alternate = html.indexOf(FIRST_ALTERNATE);
  const at = alternate >= 0 && (headEnd < 0 || alternate < headEnd) ? alternate : headEnd;
  if (at < 0) throw new Error(`${file} has no </head>: the canonical link has nowhere to go. Check the HTML template.`);
  return `${html.slice(0, at)}${links}\n${html.slice(at)}`;
}

/** Rspress's file for a route (its routePath2HtmlFileName): `/guide/start/` -> guide/start/index.html. */
export function routeHtmlFile(outDir: string, routePath: string): string {
  return path.join(outDir, routePath.endsWith('/') ? `${routePath}index.html` : `${routePath}.html`);
}
