/**
 * The "edit this page" URL of a page: the repository's docs folder URL (`themeConfig.editLink.docRepoBaseUrl`)
 * followed by the page's source path relative to it (`zh/guide/start/quick-start.mdx`). Windows separators in
 * the path become `/`. Returns undefined when either is empty (no edit link configured; the 404 page has no source).
 */
export function editLinkHref(docRepoBaseUrl: string | undefined, pagePath: string | undefined): string | undefined {
  if (!docRepoBaseUrl || !pagePath) return undefined;
  return `${docRepoBaseUrl.endsWith('/') ? docRepoBaseUrl : `${docRepoBaseUrl}/`}${pagePath.replace(/\\/g, '/')}`;
}
