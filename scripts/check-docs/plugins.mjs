/**
 * Check 8, plugins: each official plugin page documents exactly the options of the plugin release that
 * goes with Rsbuild 1.3, and its literal defaults are the plugin's own.
 *
 * The releases are the dependencies of `scripts/check-docs/packages-1.3/package.json` (an npm workspace, so
 * they install next to their own @rsbuild/core 1.3.22 without clashing with the 2.x that Rspress runs on).
 *
 * A page `docs/<lang>/plugins/list/plugin-<name>.mdx` must have a `## Options {#options}` section holding one
 * `### <optionName> {#id}` heading per top-level key of the options parameter of the plugin function
 * (read from the package's type declarations), and only those. Under each option heading, the first
 * `Default` line is read as on config pages (see defaults.mjs) and compared with the plugin's source:
 * the object literal in the plugin function that spreads the user's options (`{ fastRefresh: !0, ...options }`)
 * holds the defaults the plugin applies, and so does a destructuring of the options with default values
 * (`let { rewriteUrls = !0 } = options`). An option it does not list has no default there (`undefined`);
 * a default computed elsewhere must be marked `{/* default-not-checked: <reason> *\/}`.
 * Needs TypeScript 5.x/6.x (the compiler API).
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { readStatedDefault, deepEqual, show } from './defaults.mjs';
import { failure } from './markdown.mjs';
import { kebab } from './options.mjs';
import { loadTypeScript } from './typescript.mjs';

/** Where the documented plugin releases are installed, relative to the repository root. */
export const PACKAGES_DIR = 'scripts/check-docs/packages-1.3';

/**
 * The plugins the site documents: the `@rsbuild/plugin-*` dependencies of the packages-1.3 workspace that
 * the product spec gives a page (`/plugins/list/plugin-<name>` in spec-routes.json). The workspace also
 * holds plugins that only the runs of guide pages use (type-check, check-syntax): they have no page.
 * @returns {{ name: string, short: string, version: string, dir: string, manifest: Record<string, any> }[]}
 */
export function listPlugins(repoRoot, packagesDir = path.join(repoRoot, PACKAGES_DIR)) {
  const manifest = JSON.parse(fs.readFileSync(path.join(packagesDir, 'package.json'), 'utf8'));
  const { routes } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'scripts/check-docs/spec-routes.json'), 'utf8'));
  return Object.keys(manifest.dependencies)
    .filter((name) => name.startsWith('@rsbuild/plugin-') && routes.includes(`/plugins/list/${name.slice('@rsbuild/'.length)}`))
    .map((name) => {
      const dir = path.join(packagesDir, 'node_modules', name);
      if (!fs.existsSync(dir)) throw new Error(`${name} is not installed in ${packagesDir}: run npm ci`);
      const pluginManifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return { name, short: name.slice('@rsbuild/plugin-'.length), version: pluginManifest.version, dir, manifest: pluginManifest };
    });
}

/**
 * For each plugin, the plugin function (`pluginReact`, …) and the top-level keys of its options
 * parameter, read from the package's own `.d.ts` entry. One TypeScript program serves all plugins.
 * @returns {Map<string, { exportName: string, typeName: string, options: string[] }>} keyed by package name
 */
export function readPluginOptions(repoRoot, plugins) {
  const ts = loadTypeScript(repoRoot);
  const entryOf = ({ dir, manifest }) => path.join(dir, manifest.types ?? manifest.typings ?? 'dist/index.d.ts');
  const entries = new Map(plugins.map((plugin) => [plugin.name, entryOf(plugin)]));
  const program = ts.createProgram([...entries.values()], { skipLibCheck: true, noEmit: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext });
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const plugin of plugins) {
    const entry = entries.get(plugin.name);
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      if (!/^plugin[A-Z]/.test(symbol.name)) continue;
      const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const [signature] = checker.getTypeOfSymbol(resolved).getCallSignatures();
      const [parameter] = signature?.getParameters() ?? [];
      if (!parameter) continue;
      const declared = parameter.valueDeclaration?.type;
      const type = checker.getNonNullableType(checker.getTypeOfSymbol(parameter));
      result.set(plugin.name, {
        exportName: symbol.name,
        typeName: declared ? declared.getText() : checker.typeToString(type),
        options: type.getProperties().map((property) => property.name),
      });
      break;
    }
    if (!result.has(plugin.name)) throw new Error(`${plugin.name}: no exported plugin* function with an options parameter in ${entry}`);
  }
  return result;
}

/**
 * The defaults a plugin applies, read from its built source: the properties written before the spread
 * of the options parameter in the plugin function's body, and destructured options with default values.
 * (A plugin that takes no options parameter applies none.) `readable` holds evaluated literals;
 * `computed` names the defaults whose value is an expression that cannot be evaluated on its own.
 * @returns {{ readable: Map<string, unknown>, computed: Set<string>, source: string }}
 */
export function readPluginDefaults(repoRoot, plugin, exportName) {
  const ts = loadTypeScript(repoRoot);
  const { manifest } = plugin;
  const exportsEntry = manifest.exports?.['.'];
  const relative = (typeof exportsEntry === 'object' ? exportsEntry.import ?? exportsEntry.default : exportsEntry) ?? manifest.module ?? manifest.main;
  const source = path.join(plugin.dir, typeof relative === 'object' ? relative.default : relative);
  const file = ts.createSourceFile(source, fs.readFileSync(source, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const readable = new Map();
  const computed = new Set();

  let pluginFunction;
  const findFunction = (node) => {
    if (pluginFunction) return;
    if (ts.isFunctionDeclaration(node) && node.name?.text === exportName) pluginFunction = node;
    else if (ts.isVariableDeclaration(node) && node.name.getText(file) === exportName && node.initializer && ts.isFunctionLike(node.initializer)) pluginFunction = node.initializer;
    else ts.forEachChild(node, findFunction);
  };
  findFunction(file);
  // Without the function, "sets no default" would be a guess: stop with the reason instead.
  if (!pluginFunction) throw new Error(`${plugin.name}: cannot find the function ${exportName} in ${source}, so its defaults cannot be read`);
  const parameter = pluginFunction.parameters[0]?.name;
  if (!parameter || !ts.isIdentifier(parameter)) return { readable, computed, source };

  const record = (key, expression) => {
    try {
      readable.set(key, vm.runInNewContext(`(${expression.getText(file)})`, {}, { timeout: 1000 }));
    } catch {
      computed.add(key);
    }
  };
  const visit = (node) => {
    // `let { rewriteUrls = !0, include = /…/ } = options`
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && ts.isIdentifier(node.initializer) && node.initializer.text === parameter.text) {
      for (const element of node.name.elements) {
        if (element.initializer && !element.dotDotDotToken) record((element.propertyName ?? element.name).getText(file), element.initializer);
      }
    }
    // `{ fastRefresh: !0, enableProfiler: !1, ...options }`
    if (ts.isObjectLiteralExpression(node)) {
      const spreadAt = node.properties.findIndex((p) => ts.isSpreadAssignment(p) && ts.isIdentifier(p.expression) && p.expression.text === parameter.text);
      if (spreadAt > 0) {
        for (const property of node.properties.slice(0, spreadAt)) {
          if (!ts.isPropertyAssignment(property)) continue;
          record(property.name.getText(file).replace(/^['"]|['"]$/g, ''), property.initializer);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(pluginFunction);
  return { readable, computed, source };
}

/**
 * @param {{ file: string, lang: string, route: string, page: ReturnType<import('./markdown.mjs').parsePage> }[]} pages
 * @param {{ repoRoot: string, docsRoot: string, langs?: string[], plugins?: ReturnType<typeof listPlugins> }} options
 */
export function checkPlugins(pages, { repoRoot, docsRoot, langs = ['en', 'zh'], plugins = listPlugins(repoRoot) }) {
  const failures = [];
  const marked = [];
  let options = 0;
  let checked = 0;
  const optionsByPlugin = readPluginOptions(repoRoot, plugins);
  for (const plugin of plugins) {
    const { exportName, typeName, options: names } = optionsByPlugin.get(plugin.name);
    const defaults = readPluginDefaults(repoRoot, plugin, exportName);
    options += names.length;
    for (const lang of langs) {
      const file = path.join(docsRoot, lang, 'plugins/list', `plugin-${plugin.short}.mdx`);
      const entry = pages.find((candidate) => candidate.file === file);
      if (!entry) {
        failures.push(failure(file, 1, `${plugin.name} ${plugin.version} has no page: create ${path.relative(docsRoot, file)} with a "## Options {#options}" section`));
        continue;
      }
      const { headings, lines } = entry.page;
      const optionsHeading = headings.find((heading) => heading.depth === 2 && heading.id === 'options');
      if (!optionsHeading) {
        failures.push(failure(file, 1, `no "## Options {#options}" section: add it, with one "### <name> {#id}" heading per option of ${typeName}`));
        continue;
      }
      const end = headings.find((heading) => heading.depth <= 2 && heading.line > optionsHeading.line)?.line ?? lines.length + 1;
      const sections = headings.filter((heading) => heading.depth === 3 && heading.line > optionsHeading.line && heading.line < end);
      for (const section of sections) {
        if (!names.includes(section.text)) {
          failures.push(failure(file, section.line, `"${section.text}" is not an option of ${typeName} in ${plugin.name} ${plugin.version} (options: ${names.join(', ')}): rename or remove the section`));
        }
      }
      for (const name of names) {
        const section = sections.find((candidate) => candidate.text === name);
        if (!section) {
          failures.push(failure(file, optionsHeading.line, `option ${name} of ${typeName} (${plugin.name} ${plugin.version}) has no section: add "### ${name} {#${kebab(name)}}" with Type and Default lines`));
          continue;
        }
        const next = headings.find((heading) => heading.line > section.line)?.line ?? lines.length + 1;
        const stated = readStatedDefault(entry.page, section.line, next, `${plugin.short}.${name}`, file);
        if (!stated) {
          failures.push(failure(file, section.line, `option ${name} has no Default line: add "- **${lang === 'zh' ? '默认值：' : 'Default:'}**" right after the Type line`));
          continue;
        }
        if (stated.failure) failures.push(stated.failure);
        else if (stated.marked) marked.push({ file, option: name, reason: stated.marked });
        else {
          checked++;
          const where = path.relative(repoRoot, defaults.source);
          if (defaults.computed.has(name)) {
            failures.push(failure(file, stated.line, `the default of ${name} is computed in ${where} and cannot be compared: describe it and mark the line with {/* default-not-checked: <reason> */}`));
          } else if (defaults.readable.has(name)) {
            if (!deepEqual(stated.value, defaults.readable.get(name))) {
              failures.push(failure(file, stated.line, `wrong default for ${name}: expected ${show(defaults.readable.get(name))} (from ${plugin.name} ${plugin.version}, ${where}), found ${show(stated.value)}`));
            }
          } else if (stated.value !== undefined) {
            failures.push(failure(file, stated.line, `${plugin.name} ${plugin.version} sets no default for ${name} in ${exportName} (${where}), so it is undefined there; found ${show(stated.value)}. If a helper applies this default later, say where and mark the line with {/* default-not-checked: <reason> */}`));
          }
        }
      }
    }
  }
  return { failures, plugins: plugins.length, options, checked, marked };
}
