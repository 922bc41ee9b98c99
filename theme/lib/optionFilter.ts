/**
 * Matching for the config overview filter. An option is found by its dotted name
 * (`server.strictPort`), by the words of its kebab file name (`strict port`, `strict-port`), or by
 * its group. Case-insensitive; hyphens count as spaces, as in Rspress's own overview filter.
 */
const normalize = (text: string) => text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/** `/zh/config/server/strict-port` → `server strict port`. */
export function kebabWords(routePath: string): string {
  return routePath.replace(/^(\/zh)?\/config\//, '').replace(/\//g, ' ').replace(/-/g, ' ');
}

export function matchesOption(query: string, option: { name: string; routePath: string; group: string }): boolean {
  const wanted = normalize(query);
  if (!wanted) return true;
  return [option.name, kebabWords(option.routePath), option.group].some((candidate) => normalize(candidate).includes(wanted));
}

/**
 * The config overview's markup that its filter reads and sets, the same whether React renders it
 * (theme/mdx/ConfigOverview.tsx) or the filter works on the served DOM (theme/hydration/configFilterOnServerDom.ts):
 * the root, the input, each group's `<section>` and each option's `<li>` with the option's name, route and group,
 * and the "no match" status with the query in it. Filtering hides what does not match (`hidden`).
 */
export const OVERVIEW = {
  root: 'data-config-overview',
  input: 'data-config-filter',
  group: 'data-config-group',
  option: 'data-config-option',
  route: 'data-config-route',
  optionGroup: 'data-config-option-group',
  status: 'data-config-no-match',
  statusQuery: 'data-config-no-match-query',
} as const;
