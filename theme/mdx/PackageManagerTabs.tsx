import { Tab } from '@rspress/core/theme-original';
import { type PackageManager, packageManagerCommands } from '../lib/packageManagers';
import { tokenClass } from '../../site/codeTokenClasses';
import { getCustomMDXComponent } from './components';
import { Tabs } from './Tabs';
// Files, not inline SVG: fetched once and cached, not part of the JavaScript or of the elements a page hydrates.
// Each is the tool's logo as Rspress draws it, without ids (Rspress's inline Bun logo repeated `id="Bun"` in
// every tab group of a page, which is invalid HTML).
import bunLogoUrl from './icons/bun.svg?url';
import npmLogoUrl from './icons/npm.svg?url';
import pnpmLogoUrl from './icons/pnpm.svg?url';
import yarnLogoUrl from './icons/yarn.svg?url';

/** Each manager's logo and its size in CSS pixels (the labels' text is 15 px). */
const LOGOS: Record<PackageManager, { src: string; width: number; height: number }> = {
  npm: { src: npmLogoUrl, width: 15, height: 15 },
  yarn: { src: yarnLogoUrl, width: 15, height: 15 },
  pnpm: { src: pnpmLogoUrl, width: 15, height: 15 },
  bun: { src: bunLogoUrl, width: 18, height: 16 },
};

/** Rspress's tab group for package managers: a reader's choice is kept across pages and tab groups. */
const GROUP_ID = 'package.manager';

export interface PackageManagerTabsProps {
  /** A command without the manager (`add @rsbuild/plugin-react -D`), or each manager's line as written. */
  command: string | Partial<Record<PackageManager, string>>;
  /** Run a package from the registry: `npx`, `yarn dlx`, `pnpm dlx`, `bunx`. */
  dlx?: boolean;
  /** Run a locally installed binary: `npx`, `yarn`, `pnpm`, `bun`. */
  exec?: boolean;
  /**
   * Why `npm run check:docs` (its `installs` check) does not resolve this install command in an Rsbuild 1.3
   * project: for writers, in the page's source; not rendered.
   */
  unchecked?: string;
}

/**
 * Package-manager command tabs (npm, yarn, pnpm, bun), registered as a global MDX component
 * (markdown.globalComponents in rspress.config.ts), so pages use it without an import:
 *   <PackageManagerTabs command="add @rsbuild/plugin-react -D" />
 *   <PackageManagerTabs command="create rsbuild@latest" />
 *   <PackageManagerTabs command={{ npm: 'npm run dev', yarn: 'yarn dev', pnpm: 'pnpm dev', bun: 'bun run dev' }} />
 * A string command is expanded by theme/lib/packageManagers.ts; an object is shown as written.
 * The chosen tab is remembered across pages (Rspress's tab group `package.manager`).
 *
 * The markup is Rspress's (its classes and the code block of its `PackageManagerTabs`); the component is ours so
 * that the pages which use it do not load Rspress's, whose five inline logos (deno's among them, a tab this site
 * does not show) were 4.6 KB gzip of their first-load JavaScript (issue 12).
 */
export default function PackageManagerTabs({ command, dlx, exec }: PackageManagerTabsProps) {
  const lines = typeof command === 'string' ? packageManagerCommands(command, { dlx, exec }) : command;
  const entries = Object.entries(lines) as Array<[PackageManager, string]>;
  const Pre = getCustomMDXComponent().pre;
  return (
    <Tabs groupId={GROUP_ID}>
      {entries.map(([manager, line]) => {
        const logo = LOGOS[manager];
        const space = line.indexOf(' ');
        return (
          <Tab
            key={manager}
            label={
              <div style={{ display: 'flex', alignItems: 'center', fontSize: 15 }}>
                {logo ? <img src={logo.src} alt="" width={logo.width} height={logo.height} /> : null}
                <span style={{ marginLeft: 6, marginBottom: 2 }}>{manager}</span>
              </div>
            }
          >
            <Pre lang="bash" className="shiki css-variables" style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}>
              <code style={{ whiteSpace: 'pre' }}>
                <span className="line">
                  <span className={tokenClass('function')}>{space < 0 ? line : line.slice(0, space)}</span>
                  <span className={tokenClass('string')}>{space < 0 ? '' : line.slice(space)}</span>
                </span>
              </code>
            </Pre>
          </Tab>
        );
      })}
    </Tabs>
  );
}
