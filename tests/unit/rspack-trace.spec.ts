/**
 * scripts/rspackTrace.mjs: Rspack's own work by step, from the trace `RSPACK_PROFILE=OVERVIEW` writes, as
 * `npm run measure -- --profile-build` prints it. The trace here is a few lines in the form Rspack 1.x/2.x writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { busyMilliseconds, summarizeRspackTrace } from '../../scripts/rspackTrace.mjs';

const event = (target: string, name: string, busy: string, message = 'close') =>
  JSON.stringify({ timestamp: '2026-12-06T13:15:17.259842Z', level: 'DEBUG', fields: { message, 'time.busy': busy, 'time.idle': '1ms' }, target, span: { name } });

function traceFile(lines: string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rspack-trace-')), 'rspack.log');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

test('busy times in every unit tracing prints', () => {
  expect(busyMilliseconds('12.5ms')).toBe(12.5);
  expect(busyMilliseconds('830µs')).toBeCloseTo(0.83);
  expect(busyMilliseconds('1.5s')).toBe(1500);
  expect(busyMilliseconds('900ns')).toBeCloseTo(0.0009);
  expect(busyMilliseconds('soon')).toBe(0);
});

test("sums each span's busy time over its runs, largest first, without the JavaScript loaders' spans", async () => {
  const file = traceFile([
    JSON.stringify({ timestamp: 'x', level: 'INFO', fields: { version: '2.2.9' }, target: 'rspack_binding_api' }),
    event('rspack_loader_swc', 'loader:builtin-swc', '1.5s'),
    event('rspack_loader_swc', 'loader:builtin-swc', '500ms'),
    event('rspack_plugin_swc_js_minimizer', 'SwcJsMinimizerRspackPlugin:process_assets', '3s'),
    event('rspack_loader_swc', 'loader:builtin-swc', '9s', 'new'),
    event('javascript', '@rspress/core/dist/node/mdx/loader', '20s'),
    'not json',
  ]);
  expect(await summarizeRspackTrace(file)).toEqual([
    { span: 'rspack_plugin_swc_js_minimizer :: SwcJsMinimizerRspackPlugin:process_assets', seconds: 3, count: 1 },
    { span: 'rspack_loader_swc :: loader:builtin-swc', seconds: 2, count: 2 },
  ]);
  expect(await summarizeRspackTrace(file, { top: 1 })).toHaveLength(1);
});

test('a file that is not such a trace is an error that says so', async () => {
  await expect(summarizeRspackTrace(traceFile(['{}']))).rejects.toThrow(/holds no span events: it is not a trace Rspack wrote with RSPACK_PROFILE=OVERVIEW/);
});
