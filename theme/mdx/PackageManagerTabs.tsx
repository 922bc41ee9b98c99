import { PackageManagerTabs as RspressPackageManagerTabs, type PackageManagerTabProps } from '@rspress/core/theme-original';
import { packageManagerCommands } from '../lib/packageManagers';
// A file, not inline: Rspress's inline Bun logo carries ids (`id="Bun"`…) that repeat in every tab group of a
// page (invalid HTML); as an image it has none and is fetched once. The logo is Rspress's, ids removed.
import bunLogoUrl from './icons/bun.svg?url';

/** Tab icons that replace Rspress's for the same tool (its `additionalTabs` option sets a tab's icon). */
const ICONS: NonNullable<PackageManagerTabProps['additionalTabs']> = [
  { tool: 'bun', icon: <img src={bunLogoUrl} alt="" width={18} height={16} /> },
];

/**
 * Package-manager command tabs (npm, yarn, pnpm, bun), registered as a global MDX component
 * (markdown.globalComponents in rspress.config.ts), so pages use it without an import:
 *   <PackageManagerTabs command="add @rsbuild/plugin-react -D" />
 *   <PackageManagerTabs command="create rsbuild@latest" />
 *   <PackageManagerTabs command={{ npm: 'npm run dev', yarn: 'yarn dev', pnpm: 'pnpm dev', bun: 'bun run dev' }} />
 * A string command is expanded by theme/lib/packageManagers.ts; an object is shown as written.
 * The chosen tab is remembered across pages (Rspress's tab group `package.manager`).
 */
export default function PackageManagerTabs(props: PackageManagerTabProps) {
  // With an object command, `additionalTabs` only sets icons; commands come from the object.
  const additionalTabs = [...ICONS, ...(props.additionalTabs ?? [])];
  if (typeof props.command !== 'string') return <RspressPackageManagerTabs command={props.command} additionalTabs={additionalTabs} />;
  return (
    <RspressPackageManagerTabs
      command={packageManagerCommands(props.command, { dlx: props.dlx, exec: props.exec })}
      additionalTabs={additionalTabs}
    />
  );
}
