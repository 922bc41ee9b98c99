import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { useContext, useLayoutEffect } from 'react';

/**
 * Keeps Rspress from loading the first page's data a second time as the app mounts (issue 25).
 *
 * Rspress's browser entry loads the page's data and hydrates with it; then its `App` asks for the data of the
 * current path again in a layout effect, gets a new object with the same contents, and sets it: every component
 * that reads the page re-rendered right after hydration (on the hooks page, 100-140 ms at 4x CPU slowdown, in the
 * same long task). `App` first looks in Rspress's page-data cache (`warmPageData`, which its links fill on
 * hover). Children's layout effects run before their parent's, so this one puts the data the app hydrated with
 * into that cache first: `App` sets the same object, and nothing re-renders.
 * Render it outside any provider that replaces the page context (QuerySwitches does): it must see `App`'s own
 * object. Renders nothing.
 */
export function KeepFirstPageData() {
  const { data } = useContext(PageContext);
  const { pathname } = useLocation();
  // Once, at mount: later pages come through navigation, which fills the cache itself.
  useLayoutEffect(() => {
    if (data) warmPageData(pathname, data);
  }, []);
  return null;
}
