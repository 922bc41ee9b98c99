import fs from 'node:fs';
import path from 'node:path';

/**
 * What readers call each config option in other tools (theme/data/other-tools.json), read at build time:
 * site/searchIndex.ts adds the names to each page's search keywords, and site/remarkOtherTools.ts prints
 * them on the page ("In other tools: webpack `output.publicPath` · Vite `base`"). One file serves both
 * languages; its keys are the English routes.
 */

/** One name in another tool: `{ tool: 'vite', name: 'base' }`. */
export interface OtherToolName {
  /** A key of `OtherTools.tools`. */
  tool: string;
  /** As that tool spells it: an option (`build.outDir`), a plugin (`DefinePlugin`) or a variable (`PUBLIC_URL`). */
  name: string;
}

export interface OtherTools {
  $comment: string;
  /** Tool key -> the name readers know it by, in the order entries must follow. */
  tools: Record<string, string>;
  /** English config route (`/config/output/asset-prefix`) -> its names elsewhere. */
  options: Record<string, OtherToolName[]>;
}

export const OTHER_TOOLS_FILE = path.join(__dirname, '../theme/data/other-tools.json');
/** The tools, in the order a page's entries follow. */
export const TOOL_ORDER = ['webpack', 'webpack-dev-server', 'vite', 'vue-cli', 'cra', 'modern-js', 'rsbuild-0'];

/** `docs/<lang>/<route>.mdx` or `.md`, if one exists. */
function pageFile(docsRoot: string, lang: string, route: string): string | undefined {
  const base = path.join(docsRoot, lang, route);
  return ['.mdx', '.md'].map((ext) => base + ext).find((file) => fs.existsSync(file));
}

/** Every fault of the data, one message each (empty when it is sound). */
export function otherToolsProblems(data: OtherTools, docsRoot: string): string[] {
  const problems: string[] = [];
  if (typeof data.$comment !== 'string' || data.$comment.trim() === '') problems.push('$comment: missing');

  const toolKeys = Object.keys(data.tools ?? {});
  if (JSON.stringify(toolKeys) !== JSON.stringify(TOOL_ORDER)) {
    problems.push(`tools: keys must be ${TOOL_ORDER.join(', ')} in that order, got ${toolKeys.join(', ')}`);
  }
  for (const [key, label] of Object.entries(data.tools ?? {})) {
    if (typeof label !== 'string' || label.trim() === '' || label !== label.trim()) problems.push(`tools.${key}: bad label "${label}"`);
  }

  const routes = Object.keys(data.options ?? {});
  if (routes.length === 0) problems.push('options: empty');
  if (JSON.stringify(routes) !== JSON.stringify([...routes].sort())) problems.push('options: routes are not sorted');

  for (const route of routes) {
    if (!/^\/config\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(route)) {
      problems.push(`${route}: not a config route (no /zh prefix, no extension, no trailing slash)`);
      continue;
    }
    for (const lang of ['en', 'zh']) {
      if (!pageFile(docsRoot, lang, route)) problems.push(`${route}: no page docs/${lang}${route}.mdx or .md`);
    }
    const entries = data.options[route];
    if (!Array.isArray(entries) || entries.length === 0) {
      problems.push(`${route}: no entries`);
      continue;
    }
    const seen = new Set<string>();
    let lastRank = -1;
    for (const entry of entries) {
      const keys = Object.keys(entry).sort().join(',');
      if (keys !== 'name,tool') problems.push(`${route}: entry has keys ${keys}, expected name,tool`);
      const { tool, name } = entry;
      if (!toolKeys.includes(tool)) problems.push(`${route}: unknown tool "${tool}"`);
      if (typeof name !== 'string' || name.trim() === '') {
        problems.push(`${route}: empty name for ${tool}`);
        continue;
      }
      if (name !== name.trim()) problems.push(`${route}: name "${name}" has surrounding spaces`);
      if (/[`\n\r\t]/.test(name)) problems.push(`${route}: name "${name}" has a backtick or a control character`);
      const id = `${tool} ${name}`;
      if (seen.has(id)) problems.push(`${route}: ${tool} "${name}" is listed twice`);
      seen.add(id);
      const rank = TOOL_ORDER.indexOf(tool);
      if (rank !== -1) {
        if (rank < lastRank) problems.push(`${route}: ${tool} "${name}" is out of order (${TOOL_ORDER.join(', ')})`);
        lastRank = Math.max(lastRank, rank);
      }
    }
  }
  return problems;
}

let loaded: OtherTools | undefined;

/**
 * The data, checked. Throws an Error that lists every fault, so a bad entry stops the build.
 * @param docsRoot  the `docs` folder, to check that each route has a page in both languages
 */
export function loadOtherTools(docsRoot: string): OtherTools {
  if (loaded) return loaded;
  const data = JSON.parse(fs.readFileSync(OTHER_TOOLS_FILE, 'utf8')) as OtherTools;
  const problems = otherToolsProblems(data, docsRoot);
  if (problems.length > 0) {
    throw new Error(
      `${path.relative(process.cwd(), OTHER_TOOLS_FILE)} has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nFix the entries named above (the file's $comment says what each field holds).`,
    );
  }
  loaded = data;
  return data;
}

/** A page's names in other tools, for any language's route (`/zh/config/...` reads the English entry). */
export function otherToolNames(data: OtherTools, route: string): { tool: string; names: string[] }[] {
  const entries = data.options[route.replace(/^\/zh(?=\/)/, '')] ?? [];
  const byTool = new Map<string, string[]>();
  for (const { tool, name } of entries) byTool.set(data.tools[tool], [...(byTool.get(data.tools[tool]) ?? []), name]);
  return [...byTool].map(([tool, names]) => ({ tool, names }));
}
