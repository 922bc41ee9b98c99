import type { RsbuildPlugin } from '@rsbuild/core';
import { ADOPT_ATTRIBUTE, NEEDS_HYDRATION_ATTRIBUTE, PAGE_DATA_ID } from './serverContentMarkup';

/**
 * Preloads every script a page's route needs, not only the route's own chunk (issue 12).
 *
 * Rspress preloads a page's route chunk (`<link rel="preload" href="…/<chunk>.js" as="script">`). When
 * several routes share a module (a Markdown fragment that two pages include, say), Rspack moves it into a shared chunk,
 * and the route then needs that chunk too. Rspress does not preload it: the browser asked for it only once the
 * entry script ran, one more round trip before the page could hydrate, and `npm run measure`, which reads the
 * page's scripts and preloads, did not count its bytes.
 *
 * The Rsbuild plugin records, for each route chunk of the browser build, the other scripts of its chunk group
 * (the chunks its `import()` loads together); `rewrite` then adds their preloads after the route's, in the pass
 * over the built pages (site/builtPages.ts).
 */

/** A route chunk's file → the other script files its chunk group loads with it (output paths, no public path). */
export type RouteChunkSiblings = Map<string, string[]>;

/** Rspress names each route's chunk `route-<hash>` (its getRouteChunkName); the file name may not say so. */
const ROUTE_CHUNK_NAME = /^route-/;
const SCRIPT_FILE = /\.[cm]?js$/;
const SCRIPT_PRELOAD = /<link rel="preload" href="([^"]+)" as="script">/g;

/**
 * Whether the browser's first load of this page keeps its content as served, without the route chunk
 * (theme/hydration/serverContent.ts): the page carries its data, and no component in it needs hydration.
 */
export function adoptsServerContent(html: string): boolean {
  return html.includes(`id="${PAGE_DATA_ID}"`) && !html.includes(` ${NEEDS_HYDRATION_ATTRIBUTE}=`);
}

/** The opening tag of the page-data script, as React renders it. */
const PAGE_DATA_TAG = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}"`);

/**
 * `html` with a preload in its head for each script that its route chunks' groups need and the page does not already load
 * or preload, right after the route's own preload. For a page whose first load adopts its server content, the
 * route's preload is removed instead, and its page-data script gets `ADOPT_ATTRIBUTE`, which is what the browser
 * reads (the build decides, the browser follows). Other preloads, and pages without one, are left as they are;
 * so is the body: a script or preload there is neither read nor changed.
 * @param html a built page
 * @param siblings what the build recorded (`routeChunkPreloads().record`)
 * @param publicPath the prefix of script URLs in the page (`/` here)
 * @throws when the build recorded no route chunk at all: the recording plugin is missing
 */
export function withRouteChunkPreloads(html: string, siblings: RouteChunkSiblings, publicPath = '/'): string {
  const adopted = adoptsServerContent(html);
  if (siblings.size === 0) {
    throw new Error(
      'site/routeChunkPreloads.ts: the browser build recorded no route chunk. Keep routeChunkPreloads().record in ' +
        'builderConfig.plugins of rspress.config.ts, and build again.',
    );
  }
  const marked = adopted ? html.replace(PAGE_DATA_TAG, (tag) => `${tag} ${ADOPT_ATTRIBUTE}=""`) : html;
  // Rspress writes every script and preload in the head: reading the head alone saves scanning each page in full.
  const headEnd = marked.indexOf('</head>');
  const head = headEnd < 0 ? marked : marked.slice(0, headEnd);
  const referenced = new Set([...head.matchAll(/(?:src|href)="([^"]+\.[cm]?js)"/g)].map((match) => match[1]));
  const preloaded = head.replace(SCRIPT_PRELOAD, (tag, href: string) => {
    const others = href.startsWith(publicPath) ? siblings.get(href.slice(publicPath.length)) : undefined;
    if (!others) return tag;
    // The first load keeps this page's content as served and never runs its route chunk.
    if (adopted) return '';
    const added = others.map((other) => `${publicPath}${other}`).filter((url) => !referenced.has(url));
    for (const url of added) referenced.add(url);
    return tag + added.map((url) => `<link rel="preload" href="${url}" as="script">`).join('');
  });
  return headEnd < 0 ? preloaded : preloaded + marked.slice(headEnd);
}

/**
 * The recording plugin and the page rewrite, sharing what the build records: `record` goes in
 * `builderConfig.plugins`; `rewrite` (`withRouteChunkPreloads` with the recorded groups and public path) is step 3
 * of site/builtPages.ts.
 */
export function routeChunkPreloads(): { record: RsbuildPlugin; rewrite: (html: string) => string } {
  const siblings: RouteChunkSiblings = new Map();
  let publicPath = '/';
  const record: RsbuildPlugin = {
    name: 'site-record-route-chunk-groups',
    setup(api) {
      // `report`: the last stage, when every chunk has its final (hashed) file name.
      api.processAssets({ stage: 'report' }, ({ compilation, environment }) => {
        if (environment.name !== 'web') return;
        siblings.clear();
        if (typeof compilation.outputOptions.publicPath === 'string') publicPath = compilation.outputOptions.publicPath;
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!ROUTE_CHUNK_NAME.test(name)) continue;
          const own = group.chunks.find((chunk) => chunk.name === name);
          const ownFiles = [...(own?.files ?? [])].filter((file) => SCRIPT_FILE.test(file));
          const others = group.getFiles().filter((file) => SCRIPT_FILE.test(file) && !ownFiles.includes(file));
          for (const file of ownFiles) siblings.set(file, others);
        }
      });
    },
  };
  return { record, rewrite: (html) => withRouteChunkPreloads(html, siblings, publicPath) };
}
