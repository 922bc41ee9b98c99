import { type ReactElement, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useKeepsServerDom } from './serverDom';

/** Events that come before any click, tap or key on an element: the reader is reaching for it. */
const REACH_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** A promise the first reach resolves, and whether it has. */
interface Reach {
  promise: Promise<void>;
  reached: boolean;
  resolve: () => void;
}

function createReach(): Reach {
  let resolvePromise!: () => void;
  const promise = new Promise<void>((resolve) => {
    resolvePromise = resolve;
  });
  const reach: Reach = {
    promise,
    reached: false,
    resolve: () => {
      reach.reached = true;
      resolvePromise();
    },
  };
  return reach;
}

/**
 * Suspends until the reader reaches for the element. Suspending while hydrating, a component keeps its
 * server DOM in Preact (its first element), and Preact hydrates that DOM once the thrown promise resolves.
 */
function UntilReached({ reach, children }: { reach: Reach; children: ReactElement }) {
  if (!reach.reached) throw reach.promise;
  return children;
}

export interface HydrateOnReachProps {
  /** What to render: one element at its root (Preact keeps one node of a suspended component). */
  children: ReactElement;
  /**
   * True when the server's DOM no longer shows what `children` render (the sidebar after a page change). If
   * the reader has not reached for it yet, it is rendered anew then: hydrating would keep the server's
   * classes and attributes, which Preact does not compare while it hydrates.
   */
  stale?: boolean;
  /**
   * Also hydrate at the reader's first scroll of the page: for parts that follow the scroll position (the
   * outline's active heading), which must be live once the reader moves through the page. Default false.
   */
  onPageScroll?: boolean;
}

/**
 * Hydrates `children` when the reader first points at, taps or moves focus into them, not with the page
 * (issue 12). Those events come before any click, tap or key, so a reader never meets a control that has
 * not hydrated; keyboard focus survives, as the DOM is kept. Until then the server's DOM stays on screen.
 * Only the Preact production build waits, and only for what mounts in the first hydration
 * (theme/hydration/serverDom.ts); anywhere else `children` render at once. The wrapper is a
 * `display: contents` element (`.site-hydrate-on-reach`), in the server's HTML too: it carries the listeners.
 */
export function HydrateOnReach({ children, stale = false, onPageScroll = false }: HydrateOnReachProps) {
  const waits = useKeepsServerDom();
  const [reach] = useState(() => (waits ? createReach() : undefined));
  const rendersAnew = useRef(false);
  if (reach && !reach.reached && stale) rendersAnew.current = true;
  const wrapper = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!reach || !element) return;
    const stopListening = () => {
      for (const type of REACH_EVENTS) element.removeEventListener(type, onReach);
      window.removeEventListener('scroll', onReach);
    };
    const onReach = () => {
      stopListening();
      reach.resolve();
    };
    for (const type of REACH_EVENTS) element.addEventListener(type, onReach, { passive: true });
    if (onPageScroll) window.addEventListener('scroll', onReach, { passive: true });
    return stopListening;
  }, [reach, onPageScroll]);

  return (
    <div className="site-hydrate-on-reach" ref={wrapper}>
      {reach && !rendersAnew.current ? (
        <Suspense fallback={null}>
          <UntilReached reach={reach}>{children}</UntilReached>
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
