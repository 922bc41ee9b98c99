import { useLang, useSite } from '@rspress/core/runtime';
import { RSBUILD_REPO_URL, ASSET_HOST, BENCHMARK_SOURCE_URL } from '../../site/links';
import benchmark from '../data/benchmark.json';
import { useUiText } from '../i18n';
import { homeMarkdown } from '../lib/homeMarkdown';
import { langPrefix } from '../lib/langPrefix';
import { tools } from '../lib/toolStack';
import { BenchmarkPanel } from './BenchmarkPanel';
import { Explore, type ExploreLink } from './Explore';
import { type FeatureCard, Features } from './Features';
import { Hero } from './Hero';
import { ToolStackSection } from './ToolStackSection';

const FEATURES: FeatureCard[] = [
  { icon: 'bolt', key: 'rspackBased' },
  { icon: 'battery', key: 'batteriesIncluded' },
  { icon: 'layers', key: 'frameworkAgnostic' },
  { icon: 'gauge', key: 'deepOptimization' },
  { icon: 'plug', key: 'highlyPluggable' },
  { icon: 'sliders', key: 'easyToConfigure' },
];

// Only sections whose pages exist: the link check fails the build on a dead target.
const EXPLORE: ExploreLink[] = [
  { key: 'introduction', path: '/guide/start/' },
  { key: 'quickStart', path: '/guide/start/quick-start' },
  { key: 'features', path: '/guide/start/features' },
  { key: 'configuration', path: '/config/' },
  { key: 'ecosystem', path: '/plugins/list/' },
  { key: 'pluginApi', path: '/api/start/' },
  { key: 'community', path: '/community/' },
];

/** The page the hero's first button opens (the quick start), without the language prefix. */
const GET_STARTED_PATH = '/guide/start/quick-start';

/** The landing page (`pageType: home`): hero, feature cards, benchmark, section links, tool stack. */
export function HomeLayout() {
  const lang = useLang();
  const { site } = useSite();
  const prefix = langPrefix(lang, site.lang);
  // The page's `.md` copy (llms.txt); a build constant, so the browser bundle keeps neither the hook nor the text.
  if (import.meta.env.SSG_MD) return <HomeMarkdown title={site.title} prefix={prefix} siteOrigin={site.siteOrigin ?? ''} lang={lang === 'zh' ? 'zh' : 'en'} />;
  return (
    <main className="home-layout">
      <Hero
        getStartedHref={`${prefix}${GET_STARTED_PATH}`}
        repositoryUrl={RSBUILD_REPO_URL}
        logoSrc={`${ASSET_HOST}/rsbuild/rsbuild-logo.svg`}
      />
      <Features cards={FEATURES} columns={3} />
      <BenchmarkPanel groups={benchmark.groups} />
      <Explore links={EXPLORE} prefix={prefix} />
      <ToolStackSection tools={tools} lang={lang === 'zh' ? 'zh' : 'en'} />
    </main>
  );
}

/** The home page as Markdown (theme/lib/homeMarkdown.ts), from the data the sections above show. */
function HomeMarkdown({ title, prefix, siteOrigin, lang }: { title: string; prefix: string; siteOrigin: string; lang: 'en' | 'zh' }) {
  const t = useUiText();
  const markdown = homeMarkdown({
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
  return <>{markdown}</>;
}
