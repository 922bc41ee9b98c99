/**
 * What `import … from '@rsbuild/core'` means inside a checked example: the real 1.3.22 types,
 * with a single non-generic `defineConfig`. The package's own overloads end in a catch-all union
 * that weakens excess-property checks, so an unknown option could slip through next to a known one.
 * (Objects returned from a config function lose excess-property checks in TypeScript; examples.mjs
 * adds `satisfies RsbuildConfig` to them before checking.)
 */
import type { ConfigParams, RsbuildConfig } from '@rsbuild/core-1.3';

export * from '@rsbuild/core-1.3';
export declare function defineConfig(
  config: RsbuildConfig | ((params: ConfigParams) => RsbuildConfig | Promise<RsbuildConfig>),
): unknown;
