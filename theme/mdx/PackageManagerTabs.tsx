import { PackageManagerTabs as RspressPackageManagerTabs, type PackageManagerTabProps } from '@rspress/core/theme-original';
import { packageManagerCommands } from '../lib/packageManagers';

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
  if (typeof props.command !== 'string') return <RspressPackageManagerTabs command={props.command} additionalTabs={props.additionalTabs} />;
  return (
    <RspressPackageManagerTabs
      command={packageManagerCommands(props.command, { dlx: props.dlx, exec: props.exec })}
      additionalTabs={props.additionalTabs}
    />
  );
}
