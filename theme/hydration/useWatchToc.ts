import { useWatchToc as useRspressWatchToc } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';

/**
 * The outline's heading watch (replaces Rspress's `useWatchToc`), started at idle. Rspress scans the page's
 * headings as soon as the layout mounts, reading computed styles up the tree of each one: that forced a
 * style recalculation of the whole page inside the hydration task. Until idle the outline shows the
 * build's heading list, which is the same list unless a page hides headings at run time.
 * Returns `rspressDocRef`, the callback ref for the `.rspress-doc` element, as Rspress's hook does.
 */
export function useWatchToc(): { rspressDocRef: (element: HTMLDivElement | null) => void } {
  const { rspressDocRef } = useRspressWatchToc();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const cancel = whenIdle(() => rspressDocRef(element));
    return () => {
      cancel();
      rspressDocRef(null);
    };
  }, [element, rspressDocRef]);
  return { rspressDocRef: setElement };
}
