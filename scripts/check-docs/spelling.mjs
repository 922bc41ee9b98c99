/**
 * Check 7, spelling: cspell over the English pages and the code, with the project word list
 * `cspell-words.txt` (sorted, one word a line, lower case unless the case matters).
 * Chinese pages are skipped; code blocks inside Markdown are skipped (see cspell.json).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { failure } from './markdown.mjs';

export const SPELLING_GLOBS = [
  'docs/en/**/*.{md,mdx}',
  'theme/**/*.{ts,tsx,css}',
  'site/**/*.ts',
  'scripts/**/*.mjs',
  'tests/**/*.ts',
  '*.ts',
  'README.md',
];

/**
 * @param {{ repoRoot: string, cwd?: string, globs?: string[], config?: string }} options
 */
export function checkSpelling({ repoRoot, cwd = repoRoot, globs = SPELLING_GLOBS, config = path.join(repoRoot, 'cspell.json') }) {
  const failures = [];
  const wordsFile = path.join(path.dirname(config), 'cspell-words.txt');
  if (fs.existsSync(wordsFile)) {
    const words = fs.readFileSync(wordsFile, 'utf8').split('\n').filter(Boolean);
    words.forEach((word, index) => {
      if (index > 0 && words[index - 1].localeCompare(word, 'en') >= 0) {
        failures.push(failure(wordsFile, index + 1, `"${word}" is out of order or repeated: keep the word list sorted (sort -u)`));
      }
    });
  }
  const bin = path.join(repoRoot, 'node_modules/cspell/bin.mjs');
  const result = spawnSync(process.execPath, [bin, '--no-progress', '--no-summary', '--no-color', '--config', config, ...globs], {
    cwd,
    encoding: 'utf8',
  });
  if (result.error || result.status === null || result.status > 1) {
    failures.push(failure(config, 1, `cspell did not run: ${result.error?.message ?? result.stderr.trim()}`));
  }
  for (const line of result.stdout.split('\n')) {
    const match = /^(.+?):(\d+):\d+ - Unknown word \((.+?)\)/.exec(line.trim());
    if (match) {
      failures.push(
        failure(path.resolve(cwd, match[1]), Number(match[2]), `unknown word "${match[3]}": fix the spelling, or add it to cspell-words.txt if it is a real term`),
      );
    }
  }
  return { failures };
}
