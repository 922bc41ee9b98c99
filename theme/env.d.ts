/// <reference types="@rsbuild/core/types" />

/** Rspack's runtime public path (the site base, or an asset prefix). */
declare const __webpack_public_path__: string;

/** Rspress's generated page data; search reads the per-language index hashes. */
declare module 'virtual-page-data' {
  /** Content hash of each index file, keyed `<version>###<lang>` (version is empty on this site). */
  export const searchIndexHash: Record<string, string>;
}

/** Config page descriptions by route, for the config overview (site/configDescriptions.ts). */
declare const __CONFIG_DESCRIPTIONS__: Record<string, string>;

/** Characters by pinyin reading, for homophone search (site/pinyinTable.ts); only the pinyin chunk reads it. */
declare const __PINYIN_TABLE__: Record<string, string>;

/** SVG markup of the built-in social icons the site config uses, by icon name (Rspress generates it). */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

/** True in the production browser build, which hydrates with Preact (theme/hydration/serverDom.ts). */
declare const __KEEP_SERVER_DOM__: boolean;

/** The real `scroll-into-view-if-needed`, which the build aliases (theme/hydration/scrollIntoViewAtIdle.ts). */
declare module 'scroll-into-view-if-needed/original' {
  export { default } from 'scroll-into-view-if-needed';
}
