import { useLang, useSite } from '@rspress/core/runtime';
import { RSBUILD_REPO_URL, ASSET_HOST } from '../../site/links';
import benchmark from '../data/benchmark.json';
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

/** The landing page (`pageType: home`): hero, feature cards, benchmark, section links, tool stack. */
export function HomeLayout() {
  const lang = useLang();
  const { site } = useSite();
  const prefix = langPrefix(lang, site.lang);
  return (
    <main className="home-layout">
      <Hero
        getStartedHref={`${prefix}/guide/start/quick-start`}
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
