import { preloadLink } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';

/**
 * Links that may have no handler of their own: content links that keep their server DOM
 * (theme/hydration/staticBlocks.tsx) and the sidebar's entries until it hydrates (theme/hydration/Sidebar.tsx).
 */
const CONTENT_LINK = '.rspress-doc a[href], .rp-doc-layout__sidebar a[href]';

/** The same-site page URL an anchor points to, or undefined when the browser should follow it itself. */
function internalUrl(anchor: HTMLAnchorElement): URL | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  // A jump within the page: the browser scrolls to it, as Rspress's Link lets it.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return undefined;
  return url;
}

/** The content anchor an event came from, if any. */
function contentAnchor(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(CONTENT_LINK) : null;
}

/**
 * Client navigation for content links that did not hydrate: one click listener and one pointer listener on
 * the document do what Rspress's `Link` does per link (preload the target page's chunk on hover or touch,
 * navigate without a reload on a plain left click). Links that did hydrate handle the click themselves and
 * mark it handled, so this leaves them alone. Renders nothing; mounted once by the layout.
 */
export function DocLinkNavigation() {
  const navigate = useLinkNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = contentAnchor(event);
      const url = anchor && internalUrl(anchor);
      if (!url) return;
      event.preventDefault();
      navigateRef.current(url.pathname + url.search + url.hash);
    };
    const onIntent = (event: Event) => {
      const anchor = contentAnchor(event);
      const url = anchor && internalUrl(anchor);
      if (url) preloadLink(url.pathname);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, []);
  return null;
}
