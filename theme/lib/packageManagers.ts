/**
 * Commands for the package-manager tabs. The site shows npm, yarn, pnpm and bun (spec 1): Rspress's
 * own string form adds a deno tab whose commands Rsbuild 1.3 does not document, and whose extra tab
 * index would break the remembered tab choice on pages that list four managers.
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/**
 * Turns `add @rsbuild/plugin-react -D`, `install`, `create rsbuild@latest` or a binary name into
 * each manager's command. `dlx` runs a package from the registry (`npx`, `yarn dlx`, `pnpm dlx`,
 * `bunx`); `exec` runs a locally installed binary (`npx`, `yarn`, `pnpm`, `bun`).
 */
export function packageManagerCommands(command: string, { dlx = false, exec = false } = {}): Record<PackageManager, string> {
  const prefix: Record<PackageManager, string> = dlx
    ? { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx' }
    : exec
      ? { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' }
      : { npm: 'npm', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' };
  const result = {} as Record<PackageManager, string>;
  for (const manager of PACKAGE_MANAGERS) {
    let line = `${prefix[manager]} ${command}`;
    // `yarn create` takes the package without a version tag.
    if (manager === 'yarn') line = line.replace(/^(yarn create \S+)@latest/, '$1');
    // Installing named packages is `add` everywhere but npm; a bare `install` stays.
    if (manager !== 'npm' && !dlx && !exec && /^\S+ install \S/.test(line.replace(/ -{1,2}\S+/g, ''))) {
      line = line.replace(/\binstall\b/, 'add');
    }
    result[manager] = line;
  }
  return result;
}

/**
 * The package-manager tabs in a page's `.md` copy (llms.txt): a fenced block per manager, as Rspress writes them.
 * Used by `PackageManagerTabs` and by the build's Markdown of each page (site/llmsMarkdown.ts).
 * @param command  a command without the manager, expanded by `packageManagerCommands`, or each manager's line
 */
export function packageManagerMarkdown({ command, dlx, exec }: { command: string | Partial<Record<PackageManager, string>>; dlx?: boolean; exec?: boolean }): string {
  const lines = typeof command === 'string' ? packageManagerCommands(command, { dlx, exec }) : command;
  return Object.values(lines)
    .map((line) => `\n\`\`\`sh [${line.split(' ')[0]}]\n${line}\n\`\`\`\n`)
    .join('');
}
