import { expect, test } from '@playwright/test';
import benchmark from '../../theme/data/benchmark.json';
import toolStack from '../../theme/data/tool-stack.json';
import { barWidthPercent, formatTime, maxTime, progressAt } from '../../theme/lib/benchmark';
import { editLinkHref } from '../../theme/lib/editLink';
import { langPrefix } from '../../theme/lib/langPrefix';
import { MID_PAGE_LOAD_ATTRIBUTE, markMidPageLoad } from '../../theme/lib/midPageLoad';
import { kebabWords, matchesOption } from '../../theme/lib/optionFilter';
import { overviewMarkdown } from '../../theme/lib/overviewMarkdown';
import { homeMarkdown } from '../../theme/lib/homeMarkdown';
import uiStrings from '../../i18n.json';
import { packageManagerCommands } from '../../theme/lib/packageManagers';
import { parseQuerySwitches } from '../../theme/lib/querySwitches';
import { shouldHideNavbar, throttle } from '../../theme/lib/scroll';
import { createStars, driftToward, POINTER_RADIUS_PX } from '../../theme/lib/stars';
import { groupStorageKey, tabAfterKey } from '../../theme/lib/tabKeys';
import { toolLanguage } from '../../theme/lib/toolStack';

test.describe('benchmark maths', () => {
  test('largest time across all groups', () => {
    expect(maxTime(benchmark.groups)).toBe(6.52);
  });

  test('rejects empty or non-positive data with a clear error', () => {
    expect(() => maxTime([])).toThrow(/at least one metric/);
    expect(() => maxTime([{ label: 'x', metrics: [{ desc: 'benchmarkDev', time: 0 }] }])).toThrow(/time > 0/);
  });

  test('bar width is time / largest time, in percent', () => {
    expect(barWidthPercent(6.52, 6.52)).toBe(100);
    expect(barWidthPercent(0.41, 6.52)).toBeCloseTo(6.288, 3);
  });

  test('labels: ms under a second, seconds with two decimals otherwise', () => {
    expect(formatTime(0.08)).toBe('80ms');
    expect(formatTime(0.41)).toBe('410ms');
    expect(formatTime(0)).toBe('0ms');
    expect(formatTime(1)).toBe('1.00s');
    expect(formatTime(6.52)).toBe('6.52s');
  });

  test('bars grow linearly for `time` seconds and then stop', () => {
    expect(progressAt(2, 0)).toEqual({ fraction: 0, shownTime: 0 });
    expect(progressAt(2, 1000)).toEqual({ fraction: 0.5, shownTime: 1 });
    expect(progressAt(2, 5000)).toEqual({ fraction: 1, shownTime: 2 });
  });
});

test.describe('query switches', () => {
  test('only the value 0 hides a part', () => {
    expect(parseQuerySwitches('?navbar=0&sidebar=0&outline=1&footer=')).toEqual({ navbar: false, sidebar: false });
    expect(parseQuerySwitches('')).toEqual({});
    expect(parseQuerySwitches('?outline=0&footer=0')).toEqual({ outline: false, footer: false });
  });
});

test.describe('navbar auto-hide', () => {
  test('hides on the way down past the navbar, shows on the way up', () => {
    expect(shouldHideNavbar(0, 40, 64)).toBe(false);
    expect(shouldHideNavbar(100, 300, 64)).toBe(true);
    expect(shouldHideNavbar(300, 250, 64)).toBe(false);
  });

  test('throttle runs at most once per window and keeps the last call', async () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 50);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toEqual([1, 3]);
  });
});

test.describe('starry hero background', () => {
  test('35 stars, sized index / 20 + 3', () => {
    const stars = createStars();
    expect(stars).toHaveLength(35);
    expect(stars[0].size).toBe(3);
    expect(stars[34].size).toBeCloseTo(4.7);
    for (const star of stars) {
      expect(star.xPercent).toBeGreaterThanOrEqual(0);
      expect(star.xPercent).toBeLessThan(100);
    }
  });

  test('stars drift toward the pointer only within 100 px', () => {
    expect(driftToward(0, 0, POINTER_RADIUS_PX + 1, 0)).toEqual({ dx: 0, dy: 0 });
    const near = driftToward(0, 0, 50, 0);
    expect(near.dx).toBeGreaterThan(0);
    expect(near.dy).toBe(0);
    expect(driftToward(0, 0, 10, 0).dx).toBeGreaterThan(near.dx);
  });
});

test.describe('tool stack data', () => {
  test('six tools, each with both descriptions, an https link and a logo', () => {
    expect(toolStack.tools.map((tool) => tool.name)).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor', 'Rstest']);
    for (const tool of toolStack.tools) {
      expect(tool.description.en).not.toBe('');
      expect(tool.description.zh).not.toBe('');
      expect(tool.link).toMatch(/^https:\/\//);
      expect(tool.logo).toMatch(/\.(svg|png)$/);
    }
  });

  test('Chinese text when the path has a zh segment', () => {
    expect(toolLanguage('/zh/guide/start/')).toBe('zh');
    expect(toolLanguage('/zh/')).toBe('zh');
    expect(toolLanguage('/guide/start/')).toBe('en');
    expect(toolLanguage('/')).toBe('en');
  });

  test('language prefixes', () => {
    expect(langPrefix('en')).toBe('');
    expect(langPrefix('zh')).toBe('/zh');
  });
});

test('the config overview as Markdown: a heading a group, each option linked to its .md page with its description', () => {
  const option = (name: string, routePath: string, description: string) => ({ name, routePath, group: '', description });
  const markdown = overviewMarkdown(
    [
      { name: 'Top-level options', id: 'top-level', options: [option('root', '/config/root', 'Set the project root.')] },
      { name: 'dev', id: 'dev', options: [option('dev.hmr', '/config/dev/hmr', 'Turn HMR on or off.'), option('dev.client', '/config/dev/client', 'Configure the client.')] },
    ],
    'https://rsbuild.rs',
  );
  expect(markdown).toBe(
    [
      '## Top-level options',
      '',
      '- [`root`](https://rsbuild.rs/config/root.md): Set the project root.',
      '',
      '## dev',
      '',
      '- [`dev.hmr`](https://rsbuild.rs/config/dev/hmr.md): Turn HMR on or off.',
      '- [`dev.client`](https://rsbuild.rs/config/dev/client.md): Configure the client.',
      '',
    ].join('\n'),
  );
});

test('the home page as Markdown: each section from the same data, no card title run into its text, final figures', () => {
  const text = (lang: 'en' | 'zh') => (key: string) => (uiStrings as Record<string, Record<string, string>>)[key][lang];
  const home = (lang: 'en' | 'zh') =>
    homeMarkdown({
      t: text(lang),
      title: 'Rsbuild',
      siteOrigin: 'https://rsbuild.rs',
      prefix: lang === 'zh' ? '/zh' : '',
      getStartedPath: '/guide/start/quick-start',
      repositoryUrl: 'https://github.com/web-infra-dev/rsbuild',
      features: ['rspackBased'],
      benchmark: [{ label: 'Rsbuild', metrics: [{ desc: 'benchmarkDev', time: 0.41 }, { desc: 'benchmarkBuild', time: 1.39 }] }],
      benchmarkSourceUrl: 'https://github.com/rspack-contrib/build-tools-performance',
      explore: [{ key: 'introduction', path: '/guide/start/' }],
      tools: [{ name: 'Rspack', link: 'https://rspack.rs', logo: 'rspack/rspack-logo.svg', description: { en: 'Bundler', zh: '打包工具' } }],
      lang,
    });
  const en = home('en');
  expect(en.startsWith(`# Rsbuild\n\n${text('en')('subtitle')}\n\n`)).toBe(true);
  expect(en).toContain(`- [${text('en')('getStarted')}](https://rsbuild.rs/guide/start/quick-start.md)`);
  expect(en).toContain(`- **${text('en')('rspackBased')}**: ${text('en')('rspackBasedDesc')}`);
  expect(en).toContain(`- **Rsbuild**: ${text('en')('benchmarkDev')} 410ms, ${text('en')('benchmarkBuild')} 1.39s`);
  expect(en).toContain(`- [${text('en')('introduction')}](https://rsbuild.rs/guide/start/index.md): ${text('en')('introductionDesc')}`);
  expect(en).toContain('- [Rspack](https://rspack.rs): Bundler');
  const zh = home('zh');
  expect(zh).toContain(`- [${text('zh')('getStarted')}](https://rsbuild.rs/zh/guide/start/quick-start.md)`);
  expect(zh).toContain(`- **${text('zh')('rspackBased')}**：${text('zh')('rspackBasedDesc')}`);
  expect(zh).toContain('- [Rspack](https://rspack.rs)：打包工具');
});

test.describe('config overview filter', () => {
  const strictPort = { name: 'server.strictPort', routePath: '/config/server/strict-port', group: 'server' };
  test('matches the dotted name, the kebab words and the group, case-insensitively', () => {
    expect(kebabWords('/zh/config/server/strict-port')).toBe('server strict port');
    // cspell:disable-next-line
    for (const query of ['server.strictPort', 'strictport', 'strict port', 'strict-port', 'SERVER STRICT', 'server', '']) {
      expect(matchesOption(query, strictPort), query).toBe(true);
    }
    expect(matchesOption('port strict', strictPort)).toBe(false);
    expect(matchesOption('html', strictPort)).toBe(false);
  });
});

test.describe('package-manager commands', () => {
  test('installing packages is add everywhere; yarn create drops @latest; no deno tab', () => {
    expect(packageManagerCommands('add @rsbuild/plugin-react -D')).toEqual({
      npm: 'npm add @rsbuild/plugin-react -D',
      yarn: 'yarn add @rsbuild/plugin-react -D',
      pnpm: 'pnpm add @rsbuild/plugin-react -D',
      bun: 'bun add @rsbuild/plugin-react -D',
    });
    expect(packageManagerCommands('install')).toEqual({ npm: 'npm install', yarn: 'yarn install', pnpm: 'pnpm install', bun: 'bun install' });
    expect(packageManagerCommands('install -D typescript').yarn).toBe('yarn add -D typescript');
    expect(packageManagerCommands('create rsbuild@latest')).toEqual({
      npm: 'npm create rsbuild@latest',
      yarn: 'yarn create rsbuild',
      pnpm: 'pnpm create rsbuild@latest',
      bun: 'bun create rsbuild@latest',
    });
    expect(packageManagerCommands('rsbuild inspect', { exec: true })).toEqual({
      npm: 'npx rsbuild inspect',
      yarn: 'yarn rsbuild inspect',
      pnpm: 'pnpm rsbuild inspect',
      bun: 'bun rsbuild inspect',
    });
    expect(packageManagerCommands('create-rsbuild --dir app', { dlx: true }).bun).toBe('bunx create-rsbuild --dir app');
  });
});

test.describe('editLinkHref (theme/chrome/EditLink.tsx)', () => {
  test('joins the repository folder and the page source path with one slash', () => {
    const path = 'zh/guide/start/quick-start.mdx';
    expect(editLinkHref('https://github.com/acme/docs/tree/main/docs', path)).toBe(`https://github.com/acme/docs/tree/main/docs/${path}`);
    expect(editLinkHref('https://github.com/acme/docs/tree/main/docs/', path)).toBe(`https://github.com/acme/docs/tree/main/docs/${path}`);
  });

  test('turns Windows separators into slashes', () => {
    expect(editLinkHref('https://x.test/docs', 'en\\config\\index.md')).toBe('https://x.test/docs/en/config/index.md');
  });

  test('gives no link without a repository or without a source path (the 404 page)', () => {
    expect(editLinkHref(undefined, 'en/index.md')).toBeUndefined();
    expect(editLinkHref('https://x.test/docs', '')).toBeUndefined();
  });
});

test.describe('tab keys (theme/lib/tabKeys.ts)', () => {
  const none = [false, false, false, false];
  test('the arrows wrap around, Home and End go to the ends, other keys are not moves', () => {
    expect(tabAfterKey('ArrowRight', 3, none)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, none)).toBe(3);
    expect(tabAfterKey('Home', 2, none)).toBe(0);
    expect(tabAfterKey('End', 1, none)).toBe(3);
    expect(tabAfterKey('Enter', 1, none)).toBeUndefined();
  });
  test('disabled tabs are skipped the way the key points, and a group with no other tab stays', () => {
    expect(tabAfterKey('ArrowRight', 0, [false, true, false, false])).toBe(2);
    expect(tabAfterKey('ArrowLeft', 0, [false, false, false, true])).toBe(2);
    expect(tabAfterKey('Home', 3, [true, false, false, false])).toBe(1);
    expect(tabAfterKey('End', 0, [false, false, true, true])).toBe(1);
    expect(tabAfterKey('ArrowRight', 1, [true, false, true, true])).toBe(1);
  });
  test('a group stores its choice under Rspress\'s key', () => {
    expect(groupStorageKey('package.manager')).toBe('rspress.tabs.package.manager');
  });
});

test('a load at a #heading, a reload or a history step is marked as mid-page; a plain visit is not', () => {
  const marks = (hash: string, navigationType: string | undefined) => {
    const attributes = new Set<string>();
    markMidPageLoad(hash, navigationType, { setAttribute: (name: string) => attributes.add(name) } as unknown as Element);
    return attributes.has(MID_PAGE_LOAD_ATTRIBUTE);
  };
  expect(marks('#hook-order', 'navigate')).toBe(true);
  expect(marks('', 'reload')).toBe(true);
  expect(marks('', 'back_forward')).toBe(true);
  expect(marks('', 'navigate')).toBe(false);
  expect(marks('#', 'navigate')).toBe(false);
  expect(marks('', undefined)).toBe(false);
});
