import { useEffect } from 'react';

/** How long after a click on a link a failed chunk load is taken as that navigation's (ms). */
const NAVIGATION_WINDOW_MS = 15_000;

/** Whether `reason` is Rspack's error for a chunk that could not be fetched. */
function isChunkLoadError(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'ChunkLoadError';
}

/**
 * Opens a page with a full load when its chunk cannot be fetched, instead of leaving the click without effect.
 *
 * The browser build names its async chunks by their content (rspress.config.ts): a deploy replaces the files of
 * the chunks that changed. A reader whose tab was opened before a deploy still runs the old entry, which asks
 * for those old files, now gone; Rspress's link navigation then rejects before it changes the page, so a click
 * did nothing. Here the failure of a navigation the reader started, a click on a same-site link
 * in the last 15 s, loads that link's page from the server, which brings the new build with it. A failure
 * that no click started (a preload on hover) is left alone: the click that may follow recovers. Renders nothing.
 */
export function StaleBuildRecovery() {
  useEffect(() => {
    let lastClick: { href: string; at: number } | undefined;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
      lastClick = { href: link.href, at: performance.now() };
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isChunkLoadError(event.reason) || !lastClick || performance.now() - lastClick.at > NAVIGATION_WINDOW_MS) return;
      const { href } = lastClick;
      lastClick = undefined;
      location.assign(href);
    };
    // Capture: Rspress's links stop nothing, but a handler that did would still leave the target known.
    document.addEventListener('click', onClick, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
