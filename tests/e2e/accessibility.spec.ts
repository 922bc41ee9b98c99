import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures';

/** One page of each type, in both languages. */
const PAGES = [
  '/',
  '/guide/start/quick-start',
  '/config/',
  '/config/output/dist-path',
  '/plugins/list/plugin-react',
  '/api/javascript-api/core',
  '/community/releases/v1-0',
  // A checklist: task-list checkboxes named by their text (site/rehypeTaskListLabels.ts).
  '/guide/migration/vite',
  '/does-not-exist',
].flatMap((path) => [path, path === '/' ? '/zh/' : `/zh${path}`]);

/**
 * The rules whose result can depend on the color theme: contrast, links told apart from text by color, and the
 * text alternatives of images (a theme may show another logo). The dark theme is scanned with these; every other
 * rule (names, roles, landmarks, structure) reads the DOM, which the dark test proves is the same in both themes
 * (`structureOf`), and so is run once, in the light scan. On the longest page the full scan took about 5 s and
 * this one 2 s.
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];

/**
 * Fails with the impact, rule and elements of every serious or critical axe finding on the open page.
 * @param rules  only these axe rules (default: all that axe runs by default)
 */
async function expectNoSeriousFinding(page: Page, rules?: string[]) {
  // Violations only: axe skips the details of what passed (a fifth of a scan on the longest page).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/**
 * The page's DOM as the structural rules read it: every element with its attributes and text, without what a
 * theme changes (`class`, `style`, an image's `src`). Equal in both themes means the light scan's structural
 * results hold for the dark theme.
 */
const structureOf = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.trim();
        if (text) out.push(text);
        return;
      }
      if (!(node instanceof Element)) return;
      const attributes = [...node.attributes].filter((attribute) => !['class', 'style', 'src', 'srcset'].includes(attribute.name)).map((attribute) => `${attribute.name}=${attribute.value}`);
      out.push(`<${node.tagName} ${attributes.sort().join(' ')}>`);
      for (const child of node.childNodes) walk(child);
    };
    walk(document.body);
    return out.join('\n');
  });

// Each scan is independent; both workers share them.
test.describe.configure({ mode: 'parallel' });

/**
 * axe-core over every page type, in both languages and both themes, at the tests' desktop size: every rule in
 * the light theme, the rules that colors can change (`THEME_RULES`) in the dark one.
 * Any serious or critical finding fails the test and is listed with the elements it names.
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme})`, () => {
    test.use({ colorScheme: theme });
    for (const path of PAGES) {
      test(`${path} has no serious or critical axe finding`, async ({ page }) => {
        await open(page, path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expectNoSeriousFinding(page, theme === 'dark' ? THEME_RULES : undefined);
        if (theme === 'dark') {
          // The light scan's structural rules hold here too: the themes differ in colors, not in the DOM. (After
          // the scan: colors fade between themes, and a scan during the fade reads contrast half-way.)
          const dark = await structureOf(page);
          await page.emulateMedia({ colorScheme: 'light' });
          await expect(page.locator('html')).toHaveClass(/^(?!.*\bdark\b)/);
          expect(await structureOf(page), 'the DOM in the light theme, against the dark one').toBe(dark);
        }
      });
    }
  });
}

/**
 * The same on a phone (375 px), where wide code and tables scroll sideways and the layout changes; light
 * theme (colors are covered above), pages where the phone layout differs most.
 */
test.describe('accessibility (phone, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of ['/', '/guide/start/quick-start', '/config/', '/does-not-exist'].flatMap((path) => [path, path === '/' ? '/zh/' : `/zh${path}`])) {
    test(`${path} has no serious or critical axe finding`, async ({ page }) => {
      await open(page, path);
      await expectNoSeriousFinding(page);
    });
  }
});
