/**
 * The site path of a page's Markdown twin, as Rspress's llms build writes it (`routePage2MdFilename` in
 * @rspress/core's ssg-md): `/guide/start/quick-start` -> `/guide/start/quick-start.md`, a folder route
 * `/zh/guide/` -> `/zh/guide/index.md`. `llms.txt` lists the same files.
 * @param routePath a route as Rspress gives it (`page.routePath`), without the site base
 */
export function markdownPath(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}
