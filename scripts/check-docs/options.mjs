/**
 * The option tree of @rsbuild/core 1.3.22, read from its type declarations with the TypeScript
 * compiler API: `{ topLevel: ['mode', 'root', …], groups: { dev: ['hmr', …], … } }`.
 * A group is a top-level key whose type is a plain object (not a function, not an array).
 * Needs TypeScript 5.x/6.x; TypeScript 7 has no compiler API.
 */
import path from 'node:path';
import { loadTypeScript } from './typescript.mjs';

/** Top-level keys documented as pages of their own rather than as groups. */
const TOP_LEVEL_PAGES = new Set(['root', 'mode', 'plugins', 'environments']);

export function readOptionTree(repoRoot) {
  const ts = loadTypeScript(repoRoot);
  const entry = path.join(repoRoot, 'node_modules/@rsbuild/core-1.3/dist-types/index.d.ts');
  const program = ts.createProgram([entry], { skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  if (!moduleSymbol) throw new Error(`Cannot read ${entry}: is @rsbuild/core-1.3 installed (npm ci)?`);
  const exported = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'RsbuildConfig');
  const configType = checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(exported));
  const topLevel = [];
  const groups = {};
  for (const property of configType.getProperties()) {
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    const isGroup =
      !TOP_LEVEL_PAGES.has(property.name) &&
      Boolean(type.flags & ts.TypeFlags.Object) &&
      type.getCallSignatures().length === 0 &&
      !checker.isArrayType(type);
    if (isGroup) groups[property.name] = type.getProperties().map((symbol) => symbol.name);
    else topLevel.push(property.name);
  }
  return { topLevel, groups };
}

export const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
export const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
