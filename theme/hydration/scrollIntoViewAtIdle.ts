/**
 * `scroll-into-view-if-needed`, run at idle (rspress.config.ts aliases the package to this file; the real one
 * is `scroll-into-view-if-needed/original`). Rspress's sidebar and outline call it for the active entry as
 * they mount; it measures every scrolling ancestor, which forced a layout of the whole page inside the
 * hydration task, even on phones where the sidebar is a closed drawer. At idle the layout is already done.
 *
 * The scroll is dropped when, by then, the reader has scrolled a box that holds the target (the sidebar, to reach
 * another entry), or points at such a box or has keyboard focus in it (reaching for the sidebar also mounts
 * Rspress's entries, which ask again): on a busy device idle can come seconds late, and moving the list under the
 * reader's pointer then turned their click into a click on another entry.
 *
 * Arguments: the element and the package's standard options (the ones Rspress passes; no custom `behavior`
 * callback). Returns nothing: the scroll happens later, or not at all.
 */
import type { StandardBehaviorOptions } from 'scroll-into-view-if-needed';
import scrollIntoView from 'scroll-into-view-if-needed/original';
import { whenIdle } from '../lib/idle';

/** Whether a box that scrolls and holds `target` is under the reader's pointer or holds keyboard focus. */
function readerIsAt(target: Element): boolean {
  for (let box = target.parentElement; box; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY) && box.matches(':hover, :focus-within')) return true;
  }
  return false;
}

export default function scrollIntoViewAtIdle(target: Element, options?: StandardBehaviorOptions | boolean): void {
  let readerScrolled = false;
  // Scroll events do not bubble, but a capturing listener on the window sees every element's.
  const onScroll = (event: Event) => {
    if (event.target instanceof Element && event.target.contains(target)) readerScrolled = true;
  };
  window.addEventListener('scroll', onScroll, { capture: true, passive: true });
  whenIdle(() => {
    window.removeEventListener('scroll', onScroll, { capture: true });
    if (!readerScrolled && target.isConnected && !readerIsAt(target)) scrollIntoView(target, options);
  });
}
