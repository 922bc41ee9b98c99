import { Head, usePageData } from '@rspress/core/runtime';

/**
 * `<link rel="alternate">` tags for the feeds of the current page (`page.feeds`, filled by
 * @rspress/plugin-rss from `link-rss` frontmatter and the feed channels in site/feeds.ts).
 *
 * Replaces the plugin's own FeedsAnnotations: that one puts `hreflang` on every feed link, and
 * unhead keeps only one `rel="alternate"` link per hreflang, so the RSS link, the Atom link and the
 * page's own language alternate overwrote each other. Without hreflang each feed link is unique by
 * type and URL; the feed's language stays in the feed file itself. `data-global-ui` lets `?globalUIComponents=0`
 * remove the links of the static HTML (theme/lib/querySwitches.ts).
 */
export default function FeedLinks() {
  const { page } = usePageData();
  const feeds = (page.feeds as { url: string; mime: string; language: string }[] | undefined) ?? [];
  return (
    <Head>
      {feeds.map(({ url, mime }) => (
        <link key={url} rel="alternate" type={mime} href={url} data-global-ui="" />
      ))}
    </Head>
  );
}
