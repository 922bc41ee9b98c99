/**
 * The TypeScript compiler API for the checks that read types (coverage, examples, plugins, api).
 * Loads the project's own `typescript`; throws with what to install when it has no compiler API
 * (TypeScript 7, the npm `latest`, has none: the project pins 5.9).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @returns {typeof import('typescript')} */
export function loadTypeScript(repoRoot) {
  const ts = require(require.resolve('typescript', { paths: [repoRoot] }));
  if (!ts.createProgram) throw new Error('check-docs needs TypeScript 5.x or 6.x (TypeScript 7 has no compiler API).');
  return ts;
}
