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

/** A sidebar item as the config sidebar holds it. */
export interface SidebarNode {
  text?: string;
  link?: string;
  items?: SidebarNode[];
}

/** Sidebar links carry `.html` (`/config/root.html`, `/config/index.html`); page routes do not. */
const toRoutePath = (link: string) => link.replace(/\.html$/, '').replace(/\/index$/, '/');

/**
 * The overview's groups from the config sidebar (docs/<lang>/config/_meta.json is the one source of the order):
 * first the top-level options under `topLevelName`, then one group a sidebar group, each option with its
 * frontmatter description. Used by the page (theme/mdx/ConfigOverview.tsx) and its `.md` copy (site/llmsMarkdown.ts).
 * @param sidebar  the config section's sidebar (`useSidebar()` on the page)
 * @param describe  an option page's description, by route path (site/configDescriptions.ts)
 * @param topLevelName  the first group's heading, in the page's language
 */
export function overviewGroups(sidebar: readonly SidebarNode[], describe: (routePath: string) => string, topLevelName: string): OverviewGroup[] {
  const entry = (node: SidebarNode, group: string): OptionEntry => {
    const routePath = toRoutePath(node.link ?? '');
    return { name: node.text ?? '', routePath, group, description: describe(routePath) };
  };
  const topLevel = sidebar.filter((node) => !node.items && node.link && !toRoutePath(node.link).endsWith('/config/'));
  return [
    { name: topLevelName, id: 'top-level', options: topLevel.map((node) => entry(node, '')) },
    ...sidebar
      .filter((node) => node.items)
      .map((node) => ({
        name: node.text ?? '',
        id: node.text ?? '',
        options: (node.items ?? []).filter((item) => item.link).map((item) => entry(item, node.text ?? '')),
      })),
  ];
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
