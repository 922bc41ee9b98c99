/**
 * Options of @rsbuild/core 1.3.22 that deliberately have no page. Keep each entry commented:
 * the coverage check fails on any other option without a page, and on an entry here that no
 * longer exists in the types (so the list cannot go stale).
 */
export const UNDOCUMENTED_OPTIONS = {
  provider: 'selects the webpack provider; this site documents the default Rspack bundler only',
  _privateMeta: 'internal field Rsbuild sets for itself, not a user option',
  'source.alias': 'deprecated in 1.1.7; documented on its replacement, resolve.alias',
  'source.aliasStrategy': 'deprecated in 1.1.7; documented on its replacement, resolve.aliasStrategy',
  'tools.webpack': 'webpack provider only',
  'tools.webpackChain': 'webpack provider only',
};
