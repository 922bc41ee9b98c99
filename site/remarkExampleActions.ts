import path from 'node:path';
import { attributeOf } from '../scripts/check-docs/markdown.mjs';

/**
 * "Download example" next to the first block of each scenario a page's runs build (issue 41): a link to the
 * scenario's project as a zip, which site/examples.ts writes at `/examples/<page>/<scenario>.zip`
 * (scripts/check-docs/downloads.mjs says what it holds). A scenario is one a block names in `output="<name>:…"`,
 * as for the runs check; the link goes before the first block marked `run="<name>"` or `output="<name>:…"`.
 * The link text is the first such block's `example="…"` attribute, or the scenario's name.
 * Plain HTML (a paragraph and a link with `download`), no script: it costs a page nothing until clicked.
 * Not in the `.md` pages of llms.txt: Rspress leaves the config's remark plugins out of that compile.
 * @param options.docsRoot  the `docs` folder; pages outside `docs/<lang>/` are left alone
 */
export function remarkExampleActions({ docsRoot }: { docsRoot: string }) {
  return (tree: MdastParent, file: { path?: string; history?: string[] }) => {
    const source = file.path ?? file.history?.[0];
    if (!source) return;
    const match = /^(en|zh)\/(.+)\.mdx?$/.exec(path.relative(docsRoot, source).split(path.sep).join('/'));
    if (!match) return;
    const [, lang, page] = match;
    const blocks = codeBlocks(tree);
    const built = new Set(blocks.flatMap(({ node }) => outputScenario(node.meta)));
    if (built.size === 0) return;
    const placed = new Set<string>();
    for (const { node, parent } of blocks) {
      const names = [...new Set([...runScenarios(node.meta), ...outputScenario(node.meta)])].filter((name) => built.has(name) && !placed.has(name));
      if (names.length === 0) continue;
      for (const name of names) placed.add(name);
      const label = attributeOf(node.meta ?? '', 'example');
      parent.children.splice(parent.children.indexOf(node), 0, actions(lang as 'en' | 'zh', page, names, names.length === 1 ? label : undefined));
    }
  };
}

/** The link text, by page language. */
const TEXT = { en: 'Download example', zh: '下载示例' } as const;

/** Scenarios a block writes a file of: `run="a,b"`. */
function runScenarios(meta: string | null | undefined): string[] {
  return (attributeOf(meta ?? '', 'run') ?? '').split(',').map((name) => name.trim()).filter(Boolean);
}

/** The scenario a block shows the output of: `output="a:build"` -> [a]. */
function outputScenario(meta: string | null | undefined): string[] {
  const output = attributeOf(meta ?? '', 'output');
  return output?.includes(':') ? [output.split(':')[0]] : [];
}

/** `<p class="site-example-actions"><a href="/examples/…/name.zip" download>Download example: name (.zip)</a></p>`. */
function actions(lang: 'en' | 'zh', page: string, names: string[], label: string | undefined): MdastNode {
  const links = names.map((name) => ({
    type: 'mdxJsxTextElement',
    name: 'a',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'href', value: `/examples/${page}/${name}.zip` },
      { type: 'mdxJsxAttribute', name: 'download', value: `${name}.zip` },
    ],
    children: [{ type: 'text', value: `${TEXT[lang]}${lang === 'zh' ? '：' : ': '}${label ?? name} (.zip)` }],
  }));
  return {
    type: 'mdxJsxFlowElement',
    name: 'p',
    attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: 'site-example-actions' }],
    children: links,
  };
}

interface MdastNode {
  type: string;
  meta?: string | null;
  [key: string]: unknown;
}
interface MdastParent extends MdastNode {
  children: MdastNode[];
}

/** Every code block of the tree, in document order, with its parent. */
function codeBlocks(tree: MdastParent): { node: MdastNode; parent: MdastParent }[] {
  const found: { node: MdastNode; parent: MdastParent }[] = [];
  const walk = (parent: MdastParent) => {
    for (const child of parent.children) {
      if (child.type === 'code') found.push({ node: child, parent });
      else if (Array.isArray((child as MdastParent).children)) walk(child as MdastParent);
    }
  };
  walk(tree);
  return found;
}
