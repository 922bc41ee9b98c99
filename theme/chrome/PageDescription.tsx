import { useFrontmatter, useHead, useSite } from '@rspress/core/runtime';

/**
 * The page's `<meta name="description">` and `og:description`, from its own frontmatter.
 *
 * Rspress's layout takes them from the all-pages data, which leaves descriptions out to keep every page's
 * first load small (site/slimPageData.ts); without this, each page would get the site description. Rendered
 * after the layout, so these tags replace the layout's (unhead keeps the last tag of a name).
 */
export function PageDescription() {
  const { frontmatter } = useFrontmatter();
  const { site } = useSite();
  const description = typeof frontmatter.description === 'string' ? frontmatter.description : site.description;
  useHead({
    meta: [
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    ],
  });
  return null;
}
