import path from 'node:path';
import { listPages, readPage } from '../scripts/check-docs/markdown.mjs';
import { routeOf } from '../scripts/check-docs/shape.mjs';

/**
 * The frontmatter `description` of every config page, keyed by route (`/config/server/port`,
 * `/zh/config/server/port`), read at build time for the config overview (theme/mdx/ConfigOverview.tsx).
 *
 * The overview is the only page that lists descriptions. rspress.config.ts passes them through
 * `source.define`, so they land in that page's chunk instead of the all-pages data every page loads
 * (site/slimPageData.ts leaves descriptions out of it). In `rspress dev`, restart to see an edited one.
 */
export function configDescriptions(docsRoot: string): Record<string, string> {
  const descriptions: Record<string, string> = {};
  for (const lang of ['en', 'zh']) {
    for (const file of listPages(path.join(docsRoot, lang, 'config'))) {
      const description = readPage(file).frontmatter.description?.value;
      if (!description) continue;
      descriptions[routeOf(docsRoot, file).route] = description;
    }
  }
  return descriptions;
}
