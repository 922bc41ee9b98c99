/**
 * Packages that examples import but this repository does not install. Only their entry points are
 * declared, loosely. The official plugins documented for 1.3 are not here: the examples check resolves them to
 * their real types in scripts/check-docs/packages-1.3, so a misspelled plugin option fails.
 * Add a package here when a page imports one; keep the list sorted.
 */
declare module '@module-federation/rsbuild-plugin' { export const pluginModuleFederation: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-basic-ssl' { export const pluginBasicSsl: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-check-syntax' { export const pluginCheckSyntax: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-eslint' { export const pluginEslint: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-toml' { export const pluginToml: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-type-check' { export const pluginTypeCheck: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-typed-css-modules' { export const pluginTypedCSSModules: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
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
