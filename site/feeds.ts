import type { FeedChannel } from '@rspress/plugin-rss';
import { SITE_URL } from './env';

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

export const releaseFeeds: FeedChannel[] = LANGUAGES.flatMap(({ lang, language, prefix, title }) =>
  FORMATS.map(
    (type): FeedChannel => ({
      id: `releases-${lang}-${type}`,
      test: (page) =>
        page.lang === lang &&
        page.routePath.startsWith(`${prefix}/community/releases/`) &&
        Boolean(page.frontmatter.published_at),
      title,
      language,
      link: `${SITE_URL}${prefix}/community/`,
      output: { type, dir: 'releases', filename: `feed.${lang}.${type === 'rss' ? 'rss' : 'atom'}.xml` },
    }),
  ),
);
