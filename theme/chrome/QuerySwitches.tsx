import { PageContext, useLocation } from '@rspress/core/runtime';
import { type ReactNode, useContext, useEffect, useMemo } from 'react';
import { parseQuerySwitches, syncQuerySwitchAttributes } from '../lib/querySwitches';
import { useHydrated } from '../lib/useHydrated';

/**
 * Applies `?navbar=0`, `?sidebar=0`, `?outline=0` and `?footer=0` by overriding the page's
 * frontmatter for everything inside, so the default layout drops those parts the same way it does
 * for `navbar: false` in frontmatter. The static HTML cannot know the query, so the override starts
 * after hydration (an inline head script and CSS hide the parts until then; see rspress.config.ts)
 * and follows every later change of the URL.
 */
export function QuerySwitches({ children }: { children: ReactNode }) {
  const context = useContext(PageContext);
  const { search } = useLocation();
  const hydrated = useHydrated();

  useEffect(() => syncQuerySwitchAttributes(search, document.documentElement), [search]);

  const value = useMemo(() => {
    const hidden = hydrated ? parseQuerySwitches(search) : {};
    if (!context.data || Object.keys(hidden).length === 0) return context;
    return { ...context, data: { ...context.data, frontmatter: { ...context.data.frontmatter, ...hidden } } };
  }, [context, hydrated, search]);

  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}
