/**
 * Query switches that hide parts of a doc page, for embedding a page in an iframe or a screenshot:
 * `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0`. (`globalUIComponents=0` is handled by
 * Rspress itself, except for head tags of the static HTML: see syncQuerySwitchAttributes.) Only the
 * value `0` hides a part; anything else is ignored.
 */
export const QUERY_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'] as const;

export type QuerySwitch = (typeof QUERY_SWITCHES)[number];

/** Frontmatter overrides for the parts the query hides, e.g. `{ sidebar: false }`. */
export function parseQuerySwitches(search: string): Partial<Record<QuerySwitch, false>> {
  const query = new URLSearchParams(search);
  const hidden: Partial<Record<QuerySwitch, false>> = {};
  for (const name of QUERY_SWITCHES) {
    if (query.get(name) === '0') hidden[name] = false;
  }
  return hidden;
}

/**
 * Mirrors the switches onto `<html data-hide-navbar …>` so CSS can hide the parts before the app
 * hydrates. Self-contained on purpose: rspress.config.ts inlines `toString()` of this function
 * into a `<head>` script, where nothing else of this module exists.
 */
export function syncQuerySwitchAttributes(search: string, root: HTMLElement): void {
  const names = ['navbar', 'sidebar', 'outline', 'footer'];
  const query = new URLSearchParams(search);
  for (const name of names) {
    root.toggleAttribute(`data-hide-${name}`, query.get(name) === '0');
  }
  // `?globalUIComponents=0`: Rspress does not render the global components, but the static HTML already
  // has their head tags (theme/global/FeedLinks.tsx marks its feed links).
  if (query.get('globalUIComponents') === '0') {
    for (const tag of root.querySelectorAll('[data-global-ui]')) tag.remove();
  }
}
