import type { FeedChannel } from '@rspress/plugin-rss';
import { SITE_URL } from './env';
import { feedEntryContent } from './feedContent';
import { RSBUILD_REPO_URL } from './links';

/**
 * RSS and Atom feeds of the release notes, one pair per language.
 *
 * A page joins a feed when its route is `/community/releases/<name>` (or the `/zh` twin) and its
 * frontmatter has `published_at`. Feed files are written to `<outDir>/releases/`, e.g.
 * `releases/feed.en.rss.xml`. The home page links a feed by its id (`releases-en-rss`) in the
 * `link-rss` list of its frontmatter; release-note pages link the feeds they belong to.
 */
const LANGUAGES = [
  { lang: 'en', language: 'en', prefix: '', title: 'Rsbuild releases' },
  { lang: 'zh', language: 'zh-CN', prefix: '/zh', title: 'Rsbuild 版本发布' },
] as const;

const FORMATS = ['rss', 'atom'] as const;

/**
 * The plugin gives the Atom feed the channel id as its `<id>`; Atom wants an absolute IRI, so the feed's URL
 * replaces it. The language goes on the root element as `xml:lang` (RSS has its own `<language>`).
 * @throws when the plugin's output no longer has what is replaced (a changed plugin version)
 */
function fixAtomFeed(xml: string, { channelId, feedUrl, language }: { channelId: string; feedUrl: string; language: string }): string {
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  const id = `<id>${channelId}</id>`;
  if (!xml.includes(root) || !xml.includes(id)) {
    throw new Error(`site/feeds.ts: the Atom feed ${channelId} no longer starts with ${root} and ${id}; update fixAtomFeed.`);
  }
  return xml.replace(id, `<id>${feedUrl}</id>`).replace(root, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`);
}

/** Who writes the release notes: Atom requires an author for the feed. */
const AUTHOR = { name: 'Rsbuild team', link: RSBUILD_REPO_URL };

export const releaseFeeds: FeedChannel[] = LANGUAGES.flatMap(({ lang, language, prefix, title }) =>
  FORMATS.map((type): FeedChannel => {
    const filename = `feed.${lang}.${type === 'rss' ? 'rss' : 'atom'}.xml`;
    const feedUrl = `${SITE_URL}/releases/${filename}`;
    return {
      id: `releases-${lang}-${type}`,
      test: (page) =>
        page.lang === lang &&
        page.routePath.startsWith(`${prefix}/community/releases/`) &&
        Boolean(page.frontmatter.published_at),
      title,
      language,
      link: `${SITE_URL}${prefix}/community/`,
      author: AUTHOR,
      // The feed's own URL: `<link rel="self">` in Atom, `<atom:link rel="self">` in RSS.
      feedLinks: { [type]: feedUrl },
      // An entry's id is its page's absolute URL (an IRI, as Atom requires; a permalink guid in RSS), and its
      // content the article without page chrome, with absolute links (site/feedContent.ts).
      item: (item) => ({ ...item, id: item.link, content: item.content ? feedEntryContent(item.content, item.link) : item.content }),
      output: {
        type,
        dir: 'releases',
        filename,
        transform: (xml) => (type === 'atom' ? fixAtomFeed(xml, { channelId: `releases-${lang}-${type}`, feedUrl, language }) : xml),
      },
    };
  }),
);
