/**
 * Public URLs from shared/facts.md. Safe to import from the theme (browser code) and from
 * build-time code alike: no environment access here.
 */
export const RSBUILD_REPO_URL = 'https://github.com/web-infra-dev/rsbuild';
export const CHANGELOG_URL = 'https://github.com/web-infra-dev/rsbuild/releases';
/** Logos and the favicon. Unreachable from CI: every image from here needs a fallback. */
export const ASSET_HOST = 'https://assets.rspack.rs';
/** The benchmark the home page's figures come from (theme/data/benchmark.json). */
export const BENCHMARK_SOURCE_URL = 'https://github.com/rspack-contrib/build-tools-performance';
