import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * `<link rel="canonical">` and the `hreflang="x-default"` alternate of a page (issue 13), written into every
 * built page by `pluginCanonicalLinks` below. Rspress writes the `hreflang` alternates of each language itself,
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
  if (html.includes('<link rel="canonical"')) {
    throw new Error(
      `${file} already has a canonical link. If its page sets one in frontmatter \`head\`, remove it: the build writes every page's. ` +
        'Otherwise this output was processed twice: build into an empty folder.',
    );
  }
  const at = html.includes(FIRST_ALTERNATE) ? html.indexOf(FIRST_ALTERNATE) : html.indexOf('</head>');
  if (at < 0) throw new Error(`${file} has no </head>: the canonical link has nowhere to go. Check the HTML template.`);
  return `${html.slice(0, at)}${links}\n${html.slice(at)}`;
}

/**
 * The Rspress plugin: after `rspress build`, writes each route's links (`canonicalLinks`) into its page.
 * A `head` function in the config did this during the render until issue 25; Rspress cannot pass a function to
 * the worker threads that render pages in parallel (`ssg.experimentalWorker`), so the links are added here.
 * `siteUrl`: the public origin, no trailing slash. The routes come from Rspress (`routeGenerated`), so redirect
 * pages and other files in the output are left alone.
 * @throws when a route's page is missing from the output, or as `withCanonicalLinks` does
 */
export function pluginCanonicalLinks({ siteUrl }: { siteUrl: string }): RspressPlugin {
  let routes: RouteInfo[] = [];
  return {
    name: 'site-canonical-links',
    routeGenerated(generated) {
      routes = generated.map(({ routePath, lang }) => ({ routePath, lang }));
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const route of routes) {
        const links = canonicalLinks(route, siteUrl, config.lang);
        if (!links) continue;
        // Rspress's own file name for a route (routePath2HtmlFileName): `/guide/start/` -> guide/start/index.html.
        const file = path.join(outDir, route.routePath.endsWith('/') ? `${route.routePath}index.html` : `${route.routePath}.html`);
        if (!fs.existsSync(file)) throw new Error(`The page of route ${route.routePath} is not in the output (${file}): was it rendered?`);
        fs.writeFileSync(file, withCanonicalLinks(fs.readFileSync(file, 'utf8'), links, file));
      }
    },
  };
}
