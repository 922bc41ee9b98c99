import path from 'node:path';
import { loadOtherTools, otherToolNames } from './otherTools';

/**
 * A remark plugin that prints, on each config page, what other tools call the option (site/otherTools.ts):
 *
 *   In other tools: webpack `output.publicPath` · Vite `base` · Create React App `PUBLIC_URL`, `homepage`
 *
 * The line goes after the page's title and the list right under it (the **Type** and **Default** lines,
 * with the code block a long type breaks them with), or after the title when there is no such list. Readers coming from another tool find the option by the name they know, and search indexes
 * the line with the page. Pages under `docs/<lang>/config/` only; the label follows the page's language.
 *
 * @param options.docsRoot  the `docs` folder (pages are `docs/<lang>/<route>.mdx`)
 * @throws when theme/data/other-tools.json is invalid (see `loadOtherTools`)
 */
export function remarkOtherTools({ docsRoot }: { docsRoot: string }) {
  const data = loadOtherTools(docsRoot);
  return (tree: MdastParent, file: { path?: string; history?: string[] }) => {
    const source = file.path ?? file.history?.[0];
    if (!source) return;
    const relative = path.relative(docsRoot, source).split(path.sep).join('/');
    const match = /^(en|zh)\/(config\/.+)\.mdx?$/.exec(relative);
    if (!match) return;
    const [, lang, route] = match;
    const tools = otherToolNames(data, `/${route}`);
    if (tools.length === 0) return;
    const children: MdastNode[] = otherToolsParts(lang, tools).map(({ text, code }) => ({ type: code ? 'inlineCode' : 'text', value: text }));
    const line: MdastParent = { type: 'paragraph', data: { hProperties: { className: ['site-other-tools'] } }, children };
    // After the title and the **Type** / **Default** list, which may hold a code block between its items.
    const title = tree.children.findIndex((node) => node.type === 'heading' && (node as { depth?: number }).depth === 1);
    let at = title + 1;
    while (at < tree.children.length && (tree.children[at].type === 'list' || tree.children[at].type === 'code')) at++;
    tree.children.splice(at, 0, line);
  };
}

/** The line's label, by page language. */
const LABEL = { en: 'In other tools: ', zh: '其他工具中的名称：' } as const;

/**
 * The line as parts of text, `code` for the names (the page shows them as inline code): one list for the page
 * and for the search index, so the two cannot drift apart.
 */
export function otherToolsParts(lang: string, tools: { tool: string; names: string[] }[]): { text: string; code: boolean }[] {
  const parts: { text: string; code: boolean }[] = [{ text: LABEL[lang === 'zh' ? 'zh' : 'en'], code: false }];
  tools.forEach(({ tool, names }, index) => {
    parts.push({ text: `${index > 0 ? ' · ' : ''}${tool} `, code: false });
    names.forEach((name, at) => {
      if (at > 0) parts.push({ text: lang === 'zh' ? '、' : ', ', code: false });
      parts.push({ text: name, code: true });
    });
  });
  return parts;
}

/**
 * The line as plain text, as the search index holds it (site/searchIndex.ts: Rspress indexes the page's
 * source, which does not have it): `In other tools: webpack output.publicPath · Vite base`.
 */
export function otherToolsText(lang: string, tools: { tool: string; names: string[] }[]): string {
  return otherToolsParts(lang, tools)
    .map(({ text }) => text)
    .join('');
}

interface MdastNode {
  type: string;
  value?: string;
  data?: Record<string, unknown>;
}
interface MdastParent extends MdastNode {
  children: MdastNode[];
}
