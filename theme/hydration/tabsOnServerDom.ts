import { TABS_GROUP_ATTRIBUTE } from '../../site/serverContentMarkup';
import { SYNC_STORAGE_EVENT, tabAfterKey } from '../lib/tabKeys';

/** The markup of theme/mdx/Tabs.tsx (Rspress's classes, ARIA roles). */
const GROUP = '.rp-tabs';
const TAB = '[role="tab"]';
const TAB_SELECTED = 'rp-tabs__label__item--selected';
const TAB_NOT_SELECTED = 'rp-tabs__label__item--not-selected';
const PANEL_ACTIVE = 'rp-tabs__content__item--active';
const PANEL_HIDDEN = 'rp-tabs__content__item--hidden';

/** A group's own tabs and panels, not those of a group nested in one of its panels. */
function partsOf(group: Element): { tabs: HTMLElement[]; panels: HTMLElement[] } {
  return {
    tabs: [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')],
    panels: [...group.querySelectorAll<HTMLElement>(':scope > .rp-tabs__content > [role="tabpanel"]')],
  };
}

/** Shows tab `index` of `group` as theme/mdx/Tabs.tsx renders a selected tab. Out-of-range indexes are ignored. */
function show(group: Element, index: number): void {
  const { tabs, panels } = partsOf(group);
  if (!Number.isInteger(index) || index < 0 || index >= tabs.length) return;
  tabs.forEach((tab, at) => {
    const selected = at === index;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle(TAB_SELECTED, selected);
    tab.classList.toggle(TAB_NOT_SELECTED, !selected);
  });
  panels.forEach((panel, at) => {
    panel.classList.toggle(PANEL_ACTIVE, at === index);
    panel.classList.toggle(PANEL_HIDDEN, at !== index);
  });
}

/** Shows the stored choice in every group of `container` whose storage key is `key`. */
function showStored(container: Element, key: string, value: string | null): void {
  if (value === null) return;
  for (const group of container.querySelectorAll(`${GROUP}[${TABS_GROUP_ATTRIBUTE}]`)) {
    if (group.getAttribute(TABS_GROUP_ATTRIBUTE) === key) show(group, Number(value));
  }
}

/**
 * The tabs of content kept from the server (theme/hydration/serverContent.ts), which have no handlers of their
 * own: listeners on `container` do what theme/mdx/Tabs.tsx does.
 *
 * - A click on a tab, or an arrow key, Home or End on a focused tab (the focus follows), shows that tab.
 * - A group with a `groupId` (the package-manager tabs) stores the choice under Rspress's key and tells the page
 *   through Rspress's sync event; every group with that key follows, on this page and on pages React renders
 *   later. A choice stored on an earlier visit, or in another browser tab, is shown too.
 * The server rendered every panel (hidden but one), so showing a tab only changes classes and ARIA states.
 * @returns a function that removes the listeners
 */
export function handleTabs(container: HTMLElement): () => void {
  const select = (group: Element, index: number) => {
    const key = group.getAttribute(TABS_GROUP_ATTRIBUTE);
    if (!key) return show(group, index);
    localStorage.setItem(key, String(index));
    dispatchEvent(new CustomEvent(SYNC_STORAGE_EVENT, { detail: { key, newValue: String(index) } }));
  };
  /** The tab an event happened on, its group and its index there; undefined outside this container's tabs. */
  const tabOf = (event: Event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
    const group = tab?.closest(GROUP);
    if (!tab || !group || !container.contains(group)) return undefined;
    const { tabs } = partsOf(group);
    return { group, tabs, index: tabs.indexOf(tab) };
  };

  const onClick = (event: MouseEvent) => {
    const hit = tabOf(event);
    if (hit && hit.index >= 0 && hit.tabs[hit.index].getAttribute('aria-disabled') !== 'true') select(hit.group, hit.index);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const hit = tabOf(event);
    if (!hit || hit.index < 0) return;
    const next = tabAfterKey(
      event.key,
      hit.index,
      hit.tabs.map((tab) => tab.getAttribute('aria-disabled') === 'true'),
    );
    if (next === undefined) return;
    event.preventDefault();
    select(hit.group, next);
    hit.tabs[next].focus();
  };
  const onSync = (event: Event) => {
    const { key, newValue } = (event as CustomEvent<{ key: string; newValue: string | null }>).detail;
    showStored(container, key, newValue);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key) showStored(container, event.key, event.newValue);
  };

  // A choice stored before this page loaded: the server rendered each group's default.
  const keys = new Set([...container.querySelectorAll(`${GROUP}[${TABS_GROUP_ATTRIBUTE}]`)].map((group) => group.getAttribute(TABS_GROUP_ATTRIBUTE) ?? ''));
  for (const key of keys) showStored(container, key, localStorage.getItem(key));

  container.addEventListener('click', onClick);
  container.addEventListener('keydown', onKeyDown);
  addEventListener(SYNC_STORAGE_EVENT, onSync);
  addEventListener('storage', onStorage);
  return () => {
    container.removeEventListener('click', onClick);
    container.removeEventListener('keydown', onKeyDown);
    removeEventListener(SYNC_STORAGE_EVENT, onSync);
    removeEventListener('storage', onStorage);
  };
}
