import type { FeedChannel } from '@rspress/plugin-rss';
import { SITE_URL } from './env';

/**
 * RSS and Atom feeds of the release notes, one pair per language.
 *
 * A page joins a feed when its route is `/community/releases/<name>` (or the `/zh` twin) and its
 * frontmatter has `published_at`. Feed files are written to `<outDir>/releases/`, e.g.
 * `releases/feed.en.rss.xml`; the home page links them from `link-rss` in its frontmatter.
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

/** Public paths of the feed files, as the home page frontmatter links them. */
export const feedPath = (lang: 'en' | 'zh', type: 'rss' | 'atom') => `/releases/feed.${lang}.${type}.xml`;
