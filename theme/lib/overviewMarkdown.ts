import { markdownPath } from './markdownPath';

/** One option of the config overview: its dotted name, its page, its sidebar group and its frontmatter description. */
export interface OptionEntry {
  name: string;
  routePath: string;
  group: string;
  description: string;
}

/** One group of the overview: its heading and its options. */
export interface OverviewGroup {
  name: string;
  id: string;
  options: OptionEntry[];
}

/**
 * The overview as Markdown, for the page's `.md` copy (llms.txt): a heading a group, a list item an option, linked
 * the way llms.txt links pages (the site's origin, then `markdownPath`), then its description. React's Markdown
 * render of the interactive overview gave the filter's label and its empty-result line as text, and a link run into
 * its description ("[`root`](/config/root)Set the project root").
 * @param groups  the groups as the page shows them
 * @param siteOrigin  the site's origin (`siteOrigin` in rspress.config.ts), no trailing slash
 */
export function overviewMarkdown(groups: readonly OverviewGroup[], siteOrigin: string): string {
  return groups
    .map(({ name, options }) => `## ${name}\n\n${options.map((option) => `- [\`${option.name}\`](${siteOrigin}${markdownPath(option.routePath)}): ${option.description}`).join('\n')}\n`)
    .join('\n');
}
