/**
 * site/codeTokenClasses.ts: code token colors become classes, and theme/styles/index.css has a rule for
 * every class the step writes and for every token color Rspress's Shiki theme defines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { classifyCodeTokens, TOKEN_COLORS, tokenClass } from '../../site/codeTokenClasses';

const repoRoot = path.resolve(__dirname, '../..');
const span = (properties: Record<string, unknown>, text = 'x') => ({ type: 'element', tagName: 'span', properties, children: [{ type: 'text', value: text }] });
const inPre = (...spans: object[]) => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      properties: { class: 'shiki css-variables', style: 'background-color:var(--shiki-background);color:var(--shiki-foreground)' },
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'element', tagName: 'span', properties: { class: 'line' }, children: spans }] }],
    },
  ],
});

test('a token color becomes its class; the foreground color, which the block already has, is dropped', () => {
  const keyword = span({ style: 'color:var(--shiki-token-keyword)' });
  const expression = span({ style: 'color:var(--shiki-token-string-expression)' });
  const plain = span({ style: 'color:var(--shiki-foreground)' });
  const tree = inPre(keyword, expression, plain);
  classifyCodeTokens(tree.children[0] as never);
  expect(keyword.properties).toEqual({ className: ['shk-keyword'] });
  expect(expression.properties).toEqual({ className: ['shk-string-expression'] });
  expect(plain.properties).toEqual({});
  // The block's own style and the line's class are left as they were.
  const pre = tree.children[0];
  expect(pre.properties.style).toBe('background-color:var(--shiki-background);color:var(--shiki-foreground)');
  expect(pre.children[0].children[0].properties).toEqual({ class: 'line' });
});

test('classes a token already has are kept', () => {
  const marked = span({ class: 'highlighted-word', style: 'color:var(--shiki-token-function);' });
  classifyCodeTokens(inPre(marked).children[0] as never);
  expect(marked.properties).toEqual({ className: ['highlighted-word', 'shk-function'] });
});

test('styles it does not know are left alone', () => {
  const unknown = span({ style: 'color:var(--shiki-token-regexp)' });
  const two = span({ style: 'color:var(--shiki-token-keyword);font-style:italic' });
  const literal = span({ style: 'color:#d73a49' });
  classifyCodeTokens(inPre(unknown, two, literal).children[0] as never);
  expect(unknown.properties).toEqual({ style: 'color:var(--shiki-token-regexp)' });
  expect(two.properties).toEqual({ style: 'color:var(--shiki-token-keyword);font-style:italic' });
  expect(literal.properties).toEqual({ style: 'color:#d73a49' });
});

test('every token color Rspress defines has its class, and every class has its rule in the theme', () => {
  const rspressVars = fs.readFileSync(path.join(repoRoot, 'node_modules/@rspress/core/dist/theme/styles/vars/shiki-vars.css'), 'utf8');
  const defined = new Set([...rspressVars.matchAll(/--shiki-token-([a-z-]+)\s*:/g)].map((match) => match[1]));
  expect(defined.size, 'the Rspress file should define token colors').toBeGreaterThan(5);
  expect([...defined].sort(), 'a token color of Rspress missing from TOKEN_COLORS').toEqual([...TOKEN_COLORS].sort());

  const theme = fs.readFileSync(path.join(repoRoot, 'theme/styles/index.css'), 'utf8');
  for (const name of TOKEN_COLORS) {
    const rule = new RegExp(`\\.${tokenClass(name)}\\s*\\{\\s*color:\\s*var\\(--shiki-token-${name}\\);?\\s*\\}`);
    expect(theme, `theme/styles/index.css should have .${tokenClass(name)} { color: var(--shiki-token-${name}); }`).toMatch(rule);
  }
});
