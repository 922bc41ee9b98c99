import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { htmlFiles } from '../../site/builtPages';
import { expect, test } from '../support/fixtures';

const outDir = path.join(__dirname, '../../doc_build');

/** One built page of each type, in both languages (the same set the accessibility test browses). */
const FILES = [
  'index.html',
  'guide/start/quick-start.html',
  'config/index.html',
  'config/output/dist-path.html',
  'plugins/list/plugin-react.html',
  'api/javascript-api/core.html',
  'community/releases/v1-0.html',
].flatMap((file) => [file, `zh/${file}`]).concat('404.html');

/**
 * The rules of the HTML standard itself (html-validate's "standard" preset: content models, duplicate ids,
 * attributes and their values, nesting), not style rules. The built HTML is what crawlers, validators and
 * screen readers meet before any script runs.
 */
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

for (const file of FILES) {
  test(`doc_build/${file} is valid HTML`, async () => {
    const absolute = path.join(outDir, file);
    expect(fs.existsSync(absolute), `${absolute} is missing: run npm run build`).toBe(true);
    const report = await validator.validateFile(absolute);
    const errors = report.results.flatMap((result) =>
      result.messages.map((message) => `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
    );
    expect(errors).toEqual([]);
  });
}

test('every link that opens a new tab says rel="noopener" (all built pages)', () => {
  const offenders: string[] = [];
  for (const absolute of htmlFiles(outDir)) {
    const file = path.relative(outDir, absolute);
    const html = fs.readFileSync(absolute, 'utf8');
    for (const [tag] of html.matchAll(/<a\b[^>]*\btarget="_blank"[^>]*>/g)) {
      if (!/\brel="[^"]*\bnoopener\b/.test(tag)) offenders.push(`${file}: ${tag}`);
    }
  }
  // theme/chrome/Link.tsx keeps Rspress's rel on external nav menu links.
  expect(offenders).toEqual([]);
});
