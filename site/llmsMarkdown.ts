import type { MarkdownFromCompileOptions } from '@rspress/shared';
import uiStrings from '../i18n.json';
import { homePageMarkdown } from '../theme/home/homeContent';
import type { UiTextKey } from '../theme/i18n';
import { langPrefix } from '../theme/lib/langPrefix';
import { overviewGroups, overviewMarkdown, type SidebarNode } from '../theme/lib/overviewMarkdown';
import { packageManagerMarkdown } from '../theme/lib/packageManagers';

/** The text of `key` in i18n.json for `lang`; a key or language the file lacks stops the build. */
function uiText(lang: string): (key: UiTextKey) => string {
  return (key) => {
    const text = (uiStrings[key] as Record<string, string> | undefined)?.[lang];
    if (typeof text !== 'string') throw new Error(`i18n.json has no "${lang}" text for "${key}": add it there.`);
    return text;
  };
}

/**
 * How the site's components and its home page are written in each page's `.md` copy (llms.txt), for
 * `llms.markdownFromCompile` (patches/@rspress+core: the copies are written from each page's compile, not from a
 * React render of a third bundle). Each function is the one the component itself uses, so the page and its copy
 * say the same:
 *   - `PackageManagerTabs`: a fenced block per package manager (theme/lib/packageManagers.ts);
 *   - `ConfigOverview`: the config sidebar's options with their descriptions (theme/lib/overviewMarkdown.ts);
 *   - a page with `pageType: home`: hero, features, benchmark, links and tool stack (theme/home/homeContent.ts).
 * A component used on a page and missing here stops the build with the page's file and line.
 * @param title  the site's title, as the home page's hero shows it
 * @param descriptions  each config option page's description, by route path (site/configDescriptions.ts)
 * @param defaultLang  the language whose routes have no prefix
 */
export function llmsMarkdown({ title, descriptions, defaultLang }: { title: string; descriptions: Record<string, string>; defaultLang: string }): MarkdownFromCompileOptions {
  return {
    components: {
      PackageManagerTabs: (props) => packageManagerMarkdown(props as Parameters<typeof packageManagerMarkdown>[0]),
      ConfigOverview: (_props, page) =>
        overviewMarkdown(
          overviewGroups(page.sidebar as SidebarNode[], (routePath) => descriptions[routePath] ?? '', uiText(page.lang)('configOverviewTopLevel')),
          page.siteOrigin,
        ),
    },
    page: (markdown, page) =>
      page.frontmatter.pageType === 'home'
        ? homePageMarkdown({
            t: uiText(page.lang),
            title,
            siteOrigin: page.siteOrigin,
            prefix: langPrefix(page.lang, defaultLang),
            lang: page.lang === 'zh' ? 'zh' : 'en',
          })
        : markdown,
  };
}
