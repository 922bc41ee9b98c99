/**
 * What the tabs of a page share, whether React renders them (theme/mdx/Tabs.tsx) or they work on the server's
 * DOM (theme/hydration/tabsOnServerDom.ts): the keyboard moves, where a group's choice is stored, and the
 * event that tells every group of the page about a new choice.
 */

/** Rspress's storage key prefix for a `groupId`: a choice a reader made before this site's tabs keeps working. */
const GROUP_STORAGE_PREFIX = 'rspress.tabs.';

/** The localStorage key of a tab group's choice (the chosen tab's index, as a string). */
export function groupStorageKey(groupId: string): string {
  return `${GROUP_STORAGE_PREFIX}${groupId}`;
}

/**
 * The event Rspress's `useStorageValue` sends on `window` when a stored value changes
 * (`detail: { key, newValue }`): every tab group with that key follows it, React's and the served DOM's alike.
 */
export const SYNC_STORAGE_EVENT = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';

/** Keys that move between tabs, as the ARIA tabs pattern has them: the new tab is focused and shown. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The tab a key moves to from `current`, skipping disabled tabs. Home and End skip forward from the first and
 * back from the last tab, the arrows keep their direction.
 * @param key a `KeyboardEvent.key`
 * @param current the selected tab's index
 * @param disabled one entry per tab: whether it is disabled
 * @returns the index to select; `undefined` when the key is not a tab move (let the browser have it), or
 *   `current` when every other tab is disabled
 */
export function tabAfterKey(key: string, current: number, disabled: readonly boolean[]): number | undefined {
  const move = MOVES[key];
  if (!move) return undefined;
  const count = disabled.length;
  let next = move(current, count);
  // Home and End land on an end; from there, walk inwards like the arrow that points inwards.
  const step = key === 'End' || key === 'ArrowLeft' ? MOVES.ArrowLeft : MOVES.ArrowRight;
  for (let tried = 1; disabled[next] && tried < count; tried++) next = step(next, count);
  return disabled[next] ? current : next;
}
