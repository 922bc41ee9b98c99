import { useLocation } from '@rspress/core/runtime';
import { Sidebar as RspressSidebar } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { HydrateOnReach } from './HydrateOnReach';
import scrollIntoViewAtIdle from './scrollIntoViewAtIdle';
import { useKeepsServerDom } from './serverDom';

/** The sidebar landmark of Rspress's doc layout (the drawer on phones). */
const SIDEBAR = '.rp-doc-layout__sidebar';

/**
 * Rspress's sidebar (replaces `Sidebar`), hydrated when the reader reaches for it (`HydrateOnReach`), not with
 * the page (issue 12). On a config page it is 110 entries, each with its own link, active matcher and
 * transition: the largest part of the first hydration left, on phones for a drawer that is closed.
 *
 * Until then the entries are the server's plain links: theme/hydration/DocLinkNavigation.tsx gives them client
 * navigation, and the active entry is scrolled into view at idle, as Rspress's entry does when it mounts. A page
 * change before then shows another active entry, so the sidebar is rendered anew (`stale`). No props.
 */
export function Sidebar() {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  // The decision HydrateOnReach makes for the entries: when they hydrate at once, Rspress's own entry scrolls.
  const waits = useKeepsServerDom();

  useEffect(() => {
    if (!waits) return;
    const sidebar = document.querySelector(SIDEBAR);
    const active = sidebar?.querySelector('.rp-sidebar-item--active .rp-sidebar-item__left');
    if (active) scrollIntoViewAtIdle(active, { scrollMode: 'if-needed', block: 'center', inline: 'center', boundary: sidebar });
  }, [waits]);

  return (
    <HydrateOnReach stale={pathname !== firstPathname}>
      <div className="site-sidebar-entries">
        <RspressSidebar />
      </div>
    </HydrateOnReach>
  );
}
