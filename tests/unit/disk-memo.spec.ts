/**
 * site/diskMemo.ts: a build step's results kept between builds. A result is reused only for the same input and
 * version, the file keeps only what the last build used, and a broken file is an empty memo.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { diskMemo, memoIsCurrent, versionOf } from '../../site/diskMemo';

test.describe('disk memo', () => {
  let dir: string;
  test.beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-memo-'));
  });
  test.afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const length = (input: string) => ({ length: input.length });

  test('the next build reuses a result for the same input and version, and computes a new input', () => {
    const first = diskMemo('step', 'v1', length, dir);
    expect(first.get('abc')).toEqual({ length: 3 });
    expect(first.get('abc')).toEqual({ length: 3 });
    expect([first.hits, first.misses]).toEqual([0, 1]);
    first.save();

    let calls = 0;
    const second = diskMemo('step', 'v1', (input) => (calls++, length(input)), dir);
    expect(second.get('abc')).toEqual({ length: 3 });
    expect(second.get('abcd')).toEqual({ length: 4 });
    expect([second.hits, second.misses, calls]).toEqual([1, 1, 1]);
  });

  test('a new version computes everything again', () => {
    const first = diskMemo('step', 'v1', () => 'old', dir);
    first.get('abc');
    first.save();
    const second = diskMemo('step', 'v2', () => 'new', dir);
    expect(second.get('abc')).toBe('new');
  });

  test('the file keeps only the entries the last build used', () => {
    const first = diskMemo('step', 'v1', length, dir);
    first.get('old page');
    first.get('kept page');
    first.save();
    const second = diskMemo('step', 'v1', length, dir);
    second.get('kept page');
    second.save();
    const stored = JSON.parse(fs.readFileSync(path.join(dir, 'step.json'), 'utf8'));
    expect(Object.keys(stored.entries)).toHaveLength(1);
  });

  test('a missing or broken file is an empty memo', () => {
    fs.writeFileSync(path.join(dir, 'step.json'), '{ broken');
    const memo = diskMemo('step', 'v1', length, dir);
    expect(memo.get('abc')).toEqual({ length: 3 });
    expect(memo.misses).toBe(1);
    expect(diskMemo('other', 'v1', length, path.join(dir, 'absent')).get('x')).toEqual({ length: 1 });
  });

  test('versionOf changes with the code and the data it is given', () => {
    const step = (input: string) => input.trim();
    expect(versionOf(step, /a/, 'lock 1')).toBe(versionOf(step, /a/, 'lock 1'));
    expect(versionOf(step, /a/, 'lock 2')).not.toBe(versionOf(step, /a/, 'lock 1'));
    expect(versionOf((input: string) => input, /a/, 'lock 1')).not.toBe(versionOf(step, /a/, 'lock 1'));
  });
  test('a seeded result is what get returns, without computing; only what a build used is saved', () => {
    let calls = 0;
    const memo = diskMemo('step', 'v1', (input) => (calls++, length(input)), dir);
    memo.seed('abc', { length: 99 });
    memo.seed('unused', { length: 6 });
    expect(memo.get('abc')).toEqual({ length: 99 });
    expect(calls).toBe(0);
    memo.save();
    const saved = JSON.parse(fs.readFileSync(path.join(dir, 'step.json'), 'utf8'));
    expect(Object.keys(saved.entries)).toHaveLength(1);
  });

  test('memoIsCurrent: true once a build of this version saved results, false for none or another version', () => {
    expect(memoIsCurrent('step', 'v1', dir)).toBe(false);
    const memo = diskMemo('step', 'v1', length, dir);
    memo.get('abc');
    memo.save();
    expect(memoIsCurrent('step', 'v1', dir)).toBe(true);
    expect(memoIsCurrent('step', 'v2', dir)).toBe(false);
  });
});
