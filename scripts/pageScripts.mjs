/**
 * The scripts a page's HTML loads or preloads, as site paths. The build preloads every chunk the page's route
 * needs (site/routeChunkPreloads.ts), so this is what the browser fetches before it hydrates: what
 * `npm run measure` counts as a page's first load, and what tests/e2e/hydration.spec.ts holds the browser to.
 * A module of its own, without `import.meta`, so that the Playwright tests can import it.
 * @param {string} html a built page
 * @returns {string[]}
 */
export function scriptsOfPage(html) {
  return [
    ...new Set(
      [...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+\.js)"|<link[^>]*rel="(?:preload|modulepreload)"[^>]*href="(\/[^"]+\.js)"/g)].map(
        (match) => match[1] ?? match[2],
      ),
    ),
  ];
}
