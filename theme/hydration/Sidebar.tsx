import { useLocation } from '@rspress/core/runtime';
import { Sidebar as RspressSidebar } from '@rspress/core/theme-original';
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import scrollIntoView from 'scroll-into-view-if-needed/original';
import { whenIdle } from '../lib/idle';
import { useKeepsServerDom } from './serverDom';

/** The sidebar landmark Rspress's doc layout renders; the drawer on phones. */
const SIDEBAR = '.rp-doc-layout__sidebar';

/** Events that show the reader is about to use the sidebar: they come before any click, tap or key on it. */
const REACH_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

let reached = false;
let reach: Promise<void> | undefined;

/** Resolves on the first pointer or focus inside the sidebar (once per page load). */
function readerReachesSidebar(): Promise<void> {
  reach ??= new Promise((resolve) => {
    const onEvent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(SIDEBAR)) return;
      reached = true;
      for (const type of REACH_EVENTS) document.removeEventListener(type, onEvent, true);
      resolve();
    };
    for (const type of REACH_EVENTS) document.addEventListener(type, onEvent, { capture: true, passive: true });
  });
  return reach;
}

/**
 * Suspends its first render until the reader reaches for the sidebar. Preact keeps the server DOM of a
 * component that suspends while hydrating and hydrates it when the promise resolves; `onHydrated` runs then.
 */
function UntilReaderReaches({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useLayoutEffect(onHydrated, []);
  if (!reached) throw readerReachesSidebar();
  return children;
}

/**
 * Rspress's sidebar (replaces `Sidebar`), hydrated when the reader first points at it, taps it or moves focus
 * into it, not with the page (issue 12). On a config page it is 110 entries, each with its own link, active
 * matcher and transition: the largest part of the first hydration left, on phones for a drawer that is closed.
 *
 * Until then the server's entries stay as they are. They are plain links: theme/hydration/DocLinkNavigation.tsx
 * gives them client navigation, and the active entry is scrolled into view at idle as Rspress's item does.
 * If the page changes first (a content link, search, back), the waiting sidebar would hydrate with the new
 * active entry over the old markup, so it is replaced by a live one instead.
 * Only the Preact production build waits (`useKeepsServerDom`); on the server and in `rspress dev` this is
 * Rspress's sidebar in the same wrapper element. No props.
 */
export function Sidebar() {
  const waits = useKeepsServerDom();
  const { pathname } = useLocation();
  const state = useRef({ firstPathname: pathname, hydrated: false, live: !waits }).current;
  if (!state.live && !state.hydrated && pathname !== state.firstPathname) state.live = true;

  useEffect(() => {
    if (state.live || state.hydrated) return;
    return whenIdle(() => {
      const active = document.querySelector(`${SIDEBAR} .rp-sidebar-item--active .rp-sidebar-item__left`);
      if (!state.hydrated && active) {
        scrollIntoView(active, { scrollMode: 'if-needed', block: 'center', inline: 'center', boundary: document.querySelector(SIDEBAR) });
      }
    });
  }, [state]);

  const entries = (
    <div className="site-sidebar-entries">
      <RspressSidebar />
    </div>
  );
  if (state.live) return entries;
  return (
    <Suspense fallback={null}>
      <UntilReaderReaches onHydrated={() => void (state.hydrated = true)}>{entries}</UntilReaderReaches>
    </Suspense>
  );
}
