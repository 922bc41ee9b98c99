/** Scroll helpers for the navbar auto-hide and the scroll-to-top button. Pure and testable. */

/** Scroll handlers run at most once per this many ms (spec 9). */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

/** The scroll-to-top button appears once the page is scrolled further than this (px). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 400;

/**
 * Calls `fn` at most once per `waitMs`, always with the latest arguments; a call that arrives
 * during the wait runs when it ends, so the final scroll position is never missed.
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const run = () => {
    last = Date.now();
    timer = undefined;
    const args = pending as Args;
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: Args) => {
    pending = args;
    if (timer) return;
    const wait = last + waitMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/**
 * Whether the navbar should be hidden after a scroll from `previousY` to `y` (px):
 * hidden while scrolling down past `navHeight`, shown again on any scroll up or near the top.
 */
export function shouldHideNavbar(previousY: number, y: number, navHeight: number): boolean {
  if (y <= navHeight) return false;
  return y > previousY;
}
