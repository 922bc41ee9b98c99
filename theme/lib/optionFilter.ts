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
