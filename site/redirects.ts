/**
 * Old paths that moved in Rsbuild 1.x, and where they go now (spec 2.3).
 *
 * This table is the single source for the client redirect plugin (rspress.config.ts) and the
 * end-to-end tests. Write each rule once, as a path without the language prefix; `toClientRules`
 * turns it into a pattern that also matches the `/zh` twin and keeps the language in the target.
 */
export interface RedirectRule {
  /** Old path, without language prefix and without trailing slash, e.g. `/config/source/alias`. */
  from: string;
  /** New site path (same form as `from`) or an absolute `https://` URL. */
  to: string;
}

const STYLING_GUIDES = ['css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss'];
const CONFIGURATION_GUIDES = { 'configure-rspack': 'rspack', 'configure-rsbuild': 'rsbuild', 'configure-swc': 'swc' };

export const redirects: RedirectRule[] = [
  // source.alias and source.aliasStrategy moved to resolve.* in 1.1.7.
  { from: '/config/source/alias', to: '/config/resolve/alias' },
  { from: '/config/source/alias-strategy', to: '/config/resolve/alias-strategy' },
  // The CSS guides moved from /guide/basic/ to /guide/styling/.
  ...STYLING_GUIDES.map((name) => ({ from: `/guide/basic/${name}`, to: `/guide/styling/${name}` })),
  // The "configure X" guides moved to /guide/configuration/.
  ...Object.entries(CONFIGURATION_GUIDES).map(([oldName, newName]) => ({
    from: `/guide/basic/${oldName}`,
    to: `/guide/configuration/${newName}`,
  })),
  // The assets-retry plugin left this repository.
  { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry' },
];

/** True for an `http(s)://` URL, false for a site path. */
export const isAbsolute = (url: string) => /^https?:\/\//.test(url);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rules for `@rspress/plugin-client-redirects`, which tests each `from` as a RegExp against the
 * full pathname and replaces the match with `to`. `(/zh)?` keeps the reader in their language;
 * a trailing slash or `.html` on the old path is accepted too.
 */
export function toClientRules(rules: RedirectRule[] = redirects): { from: string; to: string }[] {
  return rules.map(({ from, to }) => ({
    from: `^(/zh)?${escapeRegExp(from)}(?:/|\\.html)?$`,
    to: isAbsolute(to) ? to : `$1${to}`,
  }));
}
