import { useState } from 'react';

/**
 * Static server DOM that the first hydration adopts without walking it (issue 12: on a phone, hydrating a
 * long page was one 0.5-1 s task, much of it code tokens and icon paths that never change).
 *
 * Preact does not diff props or children of an element rendered with `dangerouslySetInnerHTML` while it
 * hydrates: it keeps the element and everything under it as the server sent it. React (the dev server)
 * would compare and warn, so `__KEEP_SERVER_DOM__` is true only in the production browser build, the one
 * that runs on Preact (rspress.config.ts); on the server and in `rspress dev` every hook here answers false.
 */

/** True from the start of the browser bundle until the first hydration commits (see `endInitialHydration`). */
let initialHydration = typeof window !== 'undefined' && __KEEP_SERVER_DOM__;

/** Called once from a layout effect of the root layout: components mounted after this render for real. */
export function endInitialHydration(): void {
  initialHydration = false;
}

/**
 * Pass as `dangerouslySetInnerHTML` to keep the server's children of an element during hydration. One shared
 * object, so a later re-render sees the same `__html` and leaves the DOM alone.
 */
export const KEEP_SERVER_DOM = { __html: '' } as const;

/**
 * Whether this component instance may keep its server DOM: true when it mounted during the first hydration,
 * `eligible()` held then (it runs once, at mount: a check that walks children is not repeated on re-renders),
 * and `content` (an icon, say) is still what it mounted with; omit `content` for DOM that never changes. A
 * changed `content`, or any instance mounted later (client navigation), renders normally.
 */
export function useKeepsServerDom({ content, eligible }: { content?: unknown; eligible?: () => boolean } = {}): boolean {
  const [mountedWith] = useState(() => (initialHydration && (eligible?.() ?? true) ? { content } : undefined));
  return mountedWith !== undefined && mountedWith.content === content;
}
