/**
 * Rspress's package-manager tabs, registered as a global MDX component (markdown.globalComponents
 * in rspress.config.ts) so writers use `<PackageManagerTabs command="add -D @rsbuild/core" />`
 * in any .mdx page without an import. The file name is the component name.
 */
export { PackageManagerTabs as default } from '@rspress/core/theme-original';
