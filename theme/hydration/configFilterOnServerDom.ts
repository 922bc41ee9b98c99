import { matchesOption, OVERVIEW } from '../lib/optionFilter';

/**
 * Filters a served config overview (theme/mdx/ConfigOverview.tsx's markup) by `query`: an option's `<li>` is
 * hidden unless it matches (theme/lib/optionFilter.ts), a group's `<section>` unless one of its options shows,
 * and the "no match" status shows, with the query in it, when nothing does.
 */
export function filterOverview(overview: Element, query: string): void {
  let shown = 0;
  for (const group of overview.querySelectorAll<HTMLElement>(`[${OVERVIEW.group}]`)) {
    let shownInGroup = 0;
    for (const item of group.querySelectorAll<HTMLElement>(`[${OVERVIEW.option}]`)) {
      const option = {
        name: item.getAttribute(OVERVIEW.option) ?? '',
        routePath: item.getAttribute(OVERVIEW.route) ?? '',
        group: item.getAttribute(OVERVIEW.optionGroup) ?? '',
      };
      item.hidden = !matchesOption(query, option);
      if (!item.hidden) shownInGroup++;
    }
    group.hidden = shownInGroup === 0;
    shown += shownInGroup;
  }
  const status = overview.querySelector<HTMLElement>(`[${OVERVIEW.status}]`);
  if (status) status.hidden = shown > 0;
  const statusQuery = overview.querySelector(`[${OVERVIEW.statusQuery}]`);
  if (statusQuery) statusQuery.textContent = query;
}

/**
 * The config overview's filter in content kept from the server (theme/hydration/serverContent.ts): one `input`
 * listener on `container` filters the overview the input belongs to as the reader types. What was typed before
 * the listener existed is applied at once.
 * @returns a function that removes the listener
 */
export function handleConfigFilter(container: HTMLElement): () => void {
  const inputs = `input[${OVERVIEW.input}]`;
  const filterFrom = (input: HTMLInputElement) => {
    const overview = input.closest(`[${OVERVIEW.root}]`);
    if (overview) filterOverview(overview, input.value);
  };
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(inputs)) filterFrom(event.target);
  };
  for (const input of container.querySelectorAll<HTMLInputElement>(inputs)) if (input.value) filterFrom(input);
  container.addEventListener('input', onInput);
  return () => container.removeEventListener('input', onInput);
}
