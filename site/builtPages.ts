import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { canonicalLinks, type RouteInfo, routeHtmlFile, withCanonicalLinks } from './canonicalLinks';
import { withoutRootImagePreloads } from './rootImagePreloads';
import { contentSecurityPolicy, headersFile, type PolicyOptions, securityHeaders, sitePolicy, withMetaPolicy } from './securityHeaders';

/**
 * Completes the built pages after `rspress build`, in one pass over the output (issue 25): each HTML file is
 * read once, rewritten in memory, and written once. Until then four plugins each read and wrote all 389 files
 * (41 MB): 3.9 s of the build's time after rendering, against 2.2 s for this pass (CPU profiles of a warm build
 * here). Each step reads only the part of a page it needs where it can, the head mostly: each full scan of 41 MB
 * of text costs a few hundred ms.
 *
 * In this order, each step from its own module, where its reasons are:
 * 1. the image preloads React puts first in the app root are dropped (./rootImagePreloads.ts);
 * 2. a route's page gets its canonical and x-default links (./canonicalLinks.ts); redirect pages, which are
 *    not routes, keep the canonical link they were written with;
 * 3. the scripts a route chunk's group needs are preloaded, or the route's preload dropped where the first
 *    load keeps the served content (`rewriteRouteChunks`, from ./routeChunkPreloads.ts);
 * 4. last, once every page is final, the inline scripts are hashed into the Content-Security-Policy, which goes
 *    to `_headers` and into every page (./securityHeaders.ts).
 *
 * A step that fails stops the build and names the file; no page is written until every page is done, so the
 * output is left as Rspress wrote it.
 *
 * List the plugin after every plugin that writes HTML in `afterBuild` (site/hostRedirects.ts): Rspress runs
 * the hooks together, and synchronous ones like these in list order.
 */

/** Every .html file below `dir`, absolute paths. */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

export interface BuiltPagesOptions {
  /** The public origin, no trailing slash (canonical and x-default URLs). */
  siteUrl: string;
  /** Step 3: `routeChunkPreloads().rewrite`; it throws when the browser build recorded no route chunk. */
  rewriteRouteChunks: (html: string) => string;
  /** Step 4: the origins the policy allows besides the site's own. */
  security: Omit<PolicyOptions, 'scriptHashes'>;
}

/**
 * The Rspress plugin (production builds only).
 * @throws when a route's page is missing from the output, and as each step does, naming the file
 */
export function pluginBuiltPages({ siteUrl, rewriteRouteChunks, security }: BuiltPagesOptions): RspressPlugin {
  let routes: RouteInfo[] = [];
  return {
    name: 'site-built-pages',
    routeGenerated(generated) {
      routes = generated.map(({ routePath, lang }) => ({ routePath, lang }));
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const files = htmlFiles(outDir);
      const listed = new Set(files);
      const routeByFile = new Map(routes.map((route) => [routeHtmlFile(outDir, route.routePath), route]));
      for (const [file, route] of routeByFile) {
        if (!listed.has(file)) throw new Error(`The page of route ${route.routePath} is not in the output (${file}): was it rendered?`);
      }
      const pages = files.map((file) =>
        namingFile(file, () => {
          let html = withoutRootImagePreloads(fs.readFileSync(file, 'utf8'));
          const route = routeByFile.get(file);
          const links = route ? canonicalLinks(route, siteUrl, config.lang) : '';
          if (links) html = withCanonicalLinks(html, links, file);
          return { file, html: rewriteRouteChunks(html) };
        }),
      );
      // Step 4 needs every page final: the policy allows the inline scripts of all of them.
      const policy = sitePolicy(pages.map(({ html }) => html), security);
      const metaPolicy = contentSecurityPolicy(policy, true);
      const secured = pages.map(({ file, html }) => ({ file, html: namingFile(file, () => withMetaPolicy(html, metaPolicy)) }));
      // Only now, with every page done, is anything written.
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(securityHeaders(contentSecurityPolicy(policy))));
      for (const { file, html } of secured) fs.writeFileSync(file, html);
    },
  };
}

/** `step()`, with an error it throws prefixed by `file` (relative to the working folder). */
function namingFile<T>(file: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
}
