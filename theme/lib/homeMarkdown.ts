import type { UiTextKey } from '../i18n';
import { formatTime } from './benchmark';
import { markdownPath } from './markdownPath';
import type { Tool } from './toolStack';

/** What the home page shows, as `HomeLayout` passes it to its sections. */
export interface HomeContent {
  /** The page language's text lookup (`useUiText`). */
  t: (key: UiTextKey) => string;
  /** The hero's title. */
  title: string;
  /** The site's origin (`siteOrigin` in rspress.config.ts), no trailing slash, for links to `.md` pages. */
  siteOrigin: string;
  /** The language's path prefix (`''` or `/zh`). */
  prefix: string;
  /** The page the hero's first button opens, without the language prefix (`/guide/start/quick-start`). */
  getStartedPath: string;
  /** The hero's second button: the Rsbuild repository. */
  repositoryUrl: string;
  /** i18n keys of the feature cards; each description is the key + `Desc`. */
  features: readonly UiTextKey[];
  /** Benchmark groups (theme/data/benchmark.json): seconds per metric, each metric's label an i18n key. */
  benchmark: readonly { label: string; metrics: readonly { desc: string; time: number }[] }[];
  /** Where the benchmark's figures come from (site/links.ts). */
  benchmarkSourceUrl: string;
  /** Section links: i18n key and site path without the language prefix. */
  explore: readonly { key: UiTextKey; path: string }[];
  /** The tool-stack cards (theme/data/tool-stack.json). */
  tools: readonly Tool[];
  /** Which of a tool's descriptions to use, and the punctuation of the text. */
  lang: 'en' | 'zh';
}

/**
 * The home page as Markdown, for its `.md` copy (llms.txt): the hero, the feature cards, the benchmark figures,
 * the section links and the tool stack, from the same data and text the page shows. React's Markdown render of
 * the page ran each card's title into its description ("IntroductionWhat Rsbuild is…") and printed the benchmark
 * bars' animated counters ("Dev0ms410ms").
 */
export function homeMarkdown(home: HomeContent): string {
  const { t } = home;
  // Chinese text takes full-width punctuation between a label and what follows.
  const [colon, comma] = home.lang === 'zh' ? ['：', '，'] : [': ', ', '];
  const section = (title: string, ...blocks: string[]) => [`## ${title}`, ...blocks].join('\n\n');
  const hero = [
    `# ${home.title}`,
    t('subtitle'),
    t('slogan'),
    [`- [${t('getStarted')}](${home.siteOrigin}${markdownPath(`${home.prefix}${home.getStartedPath}`)})`, `- [${t('github')}](${home.repositoryUrl})`].join('\n'),
  ].join('\n\n');
  const features = section(t('featuresTitle'), home.features.map((key) => `- **${t(key)}**${colon}${t(`${key}Desc` as UiTextKey)}`).join('\n'));
  const benchmark = section(
    t('benchmarkTitle'),
    t('benchmarkDesc'),
    home.benchmark.map(({ label, metrics }) => `- **${label}**${colon}${metrics.map(({ desc, time }) => `${t(desc as UiTextKey)} ${formatTime(time)}`).join(comma)}`).join('\n'),
    `[${t('benchmarkSource')}](${home.benchmarkSourceUrl})`,
  );
  const explore = section(
    t('exploreTitle'),
    home.explore.map(({ key, path }) => `- [${t(key)}](${home.siteOrigin}${markdownPath(`${home.prefix}${path}`)})${colon}${t(`${key}Desc` as UiTextKey)}`).join('\n'),
  );
  const tools = section(t('toolStackTitle'), t('toolStackDesc'), home.tools.map((tool) => `- [${tool.name}](${tool.link})${colon}${tool.description[home.lang]}`).join('\n'));
  return `${[hero, features, benchmark, explore, tools].join('\n\n')}\n`;
}
