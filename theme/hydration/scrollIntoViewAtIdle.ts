/**
 * `scroll-into-view-if-needed`, run at idle (rspress.config.ts aliases the package to this file; the real one
 * is `scroll-into-view-if-needed/original`). Rspress's sidebar and outline call it for the active entry as
 * they mount; it measures every scrolling ancestor, which forced a layout of the whole page inside the
 * hydration task, even on phones where the sidebar is a closed drawer. At idle the layout is already done.
 * Arguments: the element and the package's standard options (the ones Rspress passes; no custom `behavior`
 * callback). Returns nothing: the scroll happens later.
 */
import type { StandardBehaviorOptions } from 'scroll-into-view-if-needed';
import scrollIntoView from 'scroll-into-view-if-needed/original';
import { whenIdle } from '../lib/idle';

export default function scrollIntoViewAtIdle(target: Element, options?: StandardBehaviorOptions | boolean): void {
  whenIdle(() => {
    if (target.isConnected) scrollIntoView(target, options);
  });
}
