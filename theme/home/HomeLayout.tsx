import { useLang, useSite } from '@rspress/core/runtime';
import { RSBUILD_REPO_URL, ASSET_HOST } from '../../site/links';
import benchmark from '../data/benchmark.json';
import { EXPLORE, FEATURES, GET_STARTED_PATH } from './homeContent';
import { langPrefix } from '../lib/langPrefix';
import { tools } from '../lib/toolStack';
import { BenchmarkPanel } from './BenchmarkPanel';
import { Explore } from './Explore';
import { Features } from './Features';
import { Hero } from './Hero';
import { ToolStackSection } from './ToolStackSection';

/** The landing page (`pageType: home`): hero, feature cards, benchmark, section links, tool stack. */
export function HomeLayout() {
  const lang = useLang();
  const { site } = useSite();
  const prefix = langPrefix(lang, site.lang);
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
