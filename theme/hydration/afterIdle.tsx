import { ReadPercent as RspressReadPercent, useActiveAnchor as useRspressActiveAnchor } from '@rspress/core/theme-original';
import { ProgressCircle } from '@rspress/core/dist/theme/components/ReadPercent/ProgressCircle.js';
import { type ComponentProps, useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';

/** Set once the first page has reached idle: later mounts (client navigation) need not wait again. */
let idleReached = false;

/**
 * False until the page has loaded and the browser is idle, then true. For scroll-position readouts that
 * measure the page as they mount: measured inside the hydration task, each forced a layout of the whole page
 * and a second render (issue 12). Before idle the reader has not scrolled, so the unmeasured state is right.
 */
export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(idleReached);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => {
      idleReached = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}

/**
 * Rspress's reading-progress circle (replaces `ReadPercent`): the empty circle the server rendered until idle,
 * then Rspress's own, which follows the scroll. Props: those of Rspress's `ReadPercent` (`size`, `strokeWidth`).
 */
export function ReadPercent(props: ComponentProps<typeof RspressReadPercent>) {
  return useAfterIdle() ? <RspressReadPercent {...props} /> : <ProgressCircle percent={0} {...props} />;
}

const NO_HEADERS: Parameters<typeof useRspressActiveAnchor>[0] = [];

/**
 * Rspress's active-heading tracker for the outline (replaces `useActiveAnchor`), tracking from idle on: it
 * measures every heading as it starts. Same argument (the outline's headings) and result as Rspress's hook.
 */
export function useActiveAnchor(headers: Parameters<typeof useRspressActiveAnchor>[0]): ReturnType<typeof useRspressActiveAnchor> {
  return useRspressActiveAnchor(useAfterIdle() ? headers : NO_HEADERS);
}
