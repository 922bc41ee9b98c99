/**
 * Runs `callback` once the page has loaded and the browser is idle; returns a cancel function.
 * `timeoutMs`: run by then even if the browser never idles (requestIdleCallback's `timeout`; none by default).
 * Safari has no requestIdleCallback: a timer 2 s after load stands in for it.
 */
export function whenIdle(callback: () => void, { timeoutMs }: { timeoutMs?: number } = {}): () => void {
  let cancel: (() => void) | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback, 2000);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel?.();
  };
}

/**
 * Resolves in a later task, so the work after it does not add to the current task: `scheduler.yield()` where the
 * browser has it (the continuation runs before other queued tasks), else a zero timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
