/**
 * `scroll-into-view-if-needed`, run at idle (rspress.config.ts aliases the package to this file; the real one
 * is `scroll-into-view-if-needed/original`). Rspress's sidebar and outline call it for the active entry as
 * they mount; it measures every scrolling ancestor, which forced a layout of the whole page inside the
 * hydration task, even on phones where the sidebar is a closed drawer. At idle the layout is already done.
 * Same arguments as the package's default export; returns nothing (the deferred call's result is dropped).
 */
import scrollIntoView from 'scroll-into-view-if-needed/original';
import { whenIdle } from '../lib/idle';

export default function scrollIntoViewAtIdle(...args: Parameters<typeof scrollIntoView>): void {
  whenIdle(() => {
    if (args[0].isConnected) scrollIntoView(...args);
  });
}
