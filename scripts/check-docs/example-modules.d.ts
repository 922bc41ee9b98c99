/**
 * Packages that examples import but this repository does not install. Only their entry points are
 * declared, loosely: the examples check verifies Rsbuild's own options, not third-party plugin options.
 * Add a package here when a page imports one; keep the list sorted.
 */
declare module '@module-federation/rsbuild-plugin' { export const pluginModuleFederation: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
// Typed (after plugin-babel 1.0.5's dist/types.d.ts) so that a function-form babelLoaderOptions
// gets typed parameters instead of failing as an implicit any.
declare module '@rsbuild/plugin-babel' {
  type BabelConfig = { plugins?: any[] | null; presets?: any[] | null; [key: string]: any };
  type BabelConfigUtils = {
    addPlugins: (plugins: any[]) => void;
    addPresets: (presets: any[]) => void;
    removePlugins: (plugins: string | string[]) => void;
    removePresets: (presets: string | string[]) => void;
    [key: string]: any;
  };
  export const pluginBabel: (options?: {
    include?: any;
    exclude?: any;
    babelLoaderOptions?: BabelConfig | ((config: BabelConfig, utils: BabelConfigUtils) => BabelConfig | void);
  }) => import('@rsbuild/core-1.3').RsbuildPlugin;
}
declare module '@rsbuild/plugin-basic-ssl' { export const pluginBasicSsl: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-check-syntax' { export const pluginCheckSyntax: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-eslint' { export const pluginEslint: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-less' { export const pluginLess: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-preact' { export const pluginPreact: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-react' { export const pluginReact: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-sass' { export const pluginSass: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-solid' { export const pluginSolid: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-stylus' { export const pluginStylus: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-svelte' { export const pluginSvelte: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-svgr' { export const pluginSvgr: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-toml' { export const pluginToml: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-type-check' { export const pluginTypeCheck: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-typed-css-modules' { export const pluginTypedCSSModules: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-vue' { export const pluginVue: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-vue-jsx' { export const pluginVueJsx: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-vue2' { export const pluginVue2: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-yaml' { export const pluginYaml: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/webpack' { export const webpackProvider: import('@rsbuild/core-1.3').RsbuildProvider<'webpack'>; }
declare module '@rsdoctor/rspack-plugin' { export class RsdoctorRspackPlugin { constructor(options?: any); apply(compiler: any): void; } }
declare module '@unocss/webpack/rspack' { export const UnoCSSRspackPlugin: (configOrPath?: any, defaults?: any) => any; }
declare module 'autoprefixer' { const plugin: (options?: any) => any; export default plugin; }
declare module 'license-webpack-plugin' { export class LicenseWebpackPlugin { constructor(options?: any); apply(compiler: any): void; } }
declare module 'postcss-pxtorem' { const plugin: (options?: any) => any; export default plugin; }
declare module 'tailwindcss' { const plugin: (options?: any) => any; export default plugin; }
declare module 'webpack-bundle-analyzer' { export class BundleAnalyzerPlugin { constructor(options?: any); } }
