import { expect, test } from '@playwright/test';
import i18n from '../../i18n.json';
import { redirects, toClientRules } from '../../site/redirects';

test.describe('redirect table', () => {
  test('covers every row of spec 2.3', () => {
    const table = Object.fromEntries(redirects.map(({ from, to }) => [from, to]));
    expect(table['/config/source/alias']).toBe('/config/resolve/alias');
    expect(table['/config/source/alias-strategy']).toBe('/config/resolve/alias-strategy');
    for (const name of ['css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss']) {
      expect(table[`/guide/basic/${name}`]).toBe(`/guide/styling/${name}`);
    }
    expect(table['/guide/basic/configure-rspack']).toBe('/guide/configuration/rspack');
    expect(table['/guide/basic/configure-rsbuild']).toBe('/guide/configuration/rsbuild');
    expect(table['/guide/basic/configure-swc']).toBe('/guide/configuration/swc');
    expect(table['/plugins/list/plugin-assets-retry']).toMatch(/^https:\/\/github\.com\//);
  });

  test('client rules match both languages and keep the language', () => {
    const rules = toClientRules();
    const apply = (pathname: string) => {
      for (const rule of rules) {
        const pattern = new RegExp(rule.from);
        if (pattern.test(pathname)) return rule.to.startsWith('http') ? rule.to : pathname.replace(pattern, rule.to);
      }
      return pathname;
    };
    expect(apply('/config/source/alias')).toBe('/config/resolve/alias');
    expect(apply('/zh/config/source/alias')).toBe('/zh/config/resolve/alias');
    expect(apply('/config/source/alias-strategy/')).toBe('/config/resolve/alias-strategy');
    expect(apply('/zh/guide/basic/configure-swc.html')).toBe('/zh/guide/configuration/swc');
    // Prefixes of other paths are left alone.
    expect(apply('/config/source/alias-other')).toBe('/config/source/alias-other');
    expect(apply('/guide/basic/cli')).toBe('/guide/basic/cli');
  });
});

test('every UI string has English and Chinese text', () => {
  for (const [key, value] of Object.entries(i18n)) {
    expect(Object.keys(value).sort(), key).toEqual(['en', 'zh']);
    expect(value.en.trim(), key).not.toBe('');
    expect(value.zh.trim(), key).not.toBe('');
  }
});
