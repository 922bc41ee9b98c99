/**
 * Packages that examples import but this repository does not install. Only their entry points are
 * declared, loosely: the examples check verifies Rsbuild's own options, not third-party plugin options.
 * Add a package here when a page imports one; keep the list sorted.
 */
declare module '@rsbuild/plugin-babel' { export const pluginBabel: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-less' { export const pluginLess: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-preact' { export const pluginPreact: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-react' { export const pluginReact: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-sass' { export const pluginSass: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-solid' { export const pluginSolid: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-stylus' { export const pluginStylus: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-svelte' { export const pluginSvelte: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-svgr' { export const pluginSvgr: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@rsbuild/plugin-vue' { export const pluginVue: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module '@module-federation/rsbuild-plugin' { export const pluginModuleFederation: (options?: any) => import('@rsbuild/core-1.3').RsbuildPlugin; }
declare module 'autoprefixer' { const plugin: (options?: any) => any; export default plugin; }
declare module 'tailwindcss' { const plugin: (options?: any) => any; export default plugin; }
declare module 'webpack-bundle-analyzer' { export class BundleAnalyzerPlugin { constructor(options?: any); } }
