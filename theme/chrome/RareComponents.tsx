/**
 * Rspress components that this site's pages never render, loaded only by a page that does (issue 12).
 *
 * - `Overview` and its `OverviewGroup`: the layout of a page with `overview: true` in its frontmatter (this
 *   site has none), 1.8 KB gzip of every page's first load.
 * - `FallbackHeading`: the h1 Rspress adds to a page whose Markdown has none (only the two home pages, which
 *   use the home layout). It brings GitHub's slug function with its Unicode tables, 2.8 KB gzip.
 *
 * All three keep Rspress's props and markup: a page that renders one loads its chunk first. Rspress's server
 * render waits for every lazy component before it writes a page, so such a page's HTML is complete as before.
 */
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component that loads on its first render. Its own `Suspense` boundary (no fallback) lets Preact keep the
 * server's DOM while the chunk loads during hydration; without one, hydration stopped at the first of them.
 * @param load resolves to the component (a named export of Rspress's theme)
 */
function loadedOnUse<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return (props: Props) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

export const Overview = loadedOnUse(() => import('@rspress/core/dist/theme/components/Overview/index.js').then((module) => module.Overview));

export const OverviewGroup = loadedOnUse(() =>
  import('@rspress/core/dist/theme/components/OverviewGroup/index.js').then((module) => module.OverviewGroup),
);

export const FallbackHeading = loadedOnUse(() =>
  import('@rspress/core/dist/theme/components/FallbackHeading/index.js').then((module) => module.FallbackHeading),
);
