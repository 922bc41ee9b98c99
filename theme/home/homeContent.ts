import { BENCHMARK_SOURCE_URL, RSBUILD_REPO_URL } from '../../site/links';
import benchmark from '../data/benchmark.json';
import type { UiTextKey } from '../i18n';
import { homeMarkdown } from '../lib/homeMarkdown';
import { tools } from '../lib/toolStack';
import type { ExploreLink } from './Explore';
import type { FeatureCard } from './Features';

// The home page's content, without React: HomeLayout shows it, and the page's .md copy writes it
// (site/llmsMarkdown.ts, which the build loads outside the bundler).

/** The page the hero's first button opens (the quick start), without the language prefix. */
export const GET_STARTED_PATH = '/guide/start/quick-start';

export const FEATURES: FeatureCard[] = [
  { icon: 'bolt', key: 'rspackBased' },
  { icon: 'battery', key: 'batteriesIncluded' },
  { icon: 'layers', key: 'frameworkAgnostic' },
  { icon: 'gauge', key: 'deepOptimization' },
  { icon: 'plug', key: 'highlyPluggable' },
  { icon: 'sliders', key: 'easyToConfigure' },
];

// Only sections whose pages exist: the link check fails the build on a dead target.
export const EXPLORE: ExploreLink[] = [
  { key: 'introduction', path: '/guide/start/' },
  { key: 'quickStart', path: GET_STARTED_PATH },
  { key: 'features', path: '/guide/start/features' },
  { key: 'configuration', path: '/config/' },
  { key: 'ecosystem', path: '/plugins/list/' },
  { key: 'pluginApi', path: '/api/start/' },
  { key: 'community', path: '/community/' },
];

/**
 * The home page as Markdown, for its `.md` copy (theme/lib/homeMarkdown.ts), from the data the page shows.
 * @param t  the page language's text lookup (`useUiText`, or i18n.json read for the language)
 * @param title  the site's title; `siteOrigin` its origin, no trailing slash; `prefix` the language's path prefix
 */
export function homePageMarkdown({ t, title, siteOrigin, prefix, lang }: { t: (key: UiTextKey) => string; title: string; siteOrigin: string; prefix: string; lang: 'en' | 'zh' }): string {
  return homeMarkdown({
    t,
    title,
    siteOrigin,
    prefix,
    getStartedPath: GET_STARTED_PATH,
    repositoryUrl: RSBUILD_REPO_URL,
    features: FEATURES.map(({ key }) => key),
    benchmark: benchmark.groups,
    benchmarkSourceUrl: BENCHMARK_SOURCE_URL,
    explore: EXPLORE,
    tools,
    lang,
  });
}
