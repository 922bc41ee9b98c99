#!/usr/bin/env node
/**
 * `npm run build`: `rspress build` with the environment of scripts/buildEnv.mjs. Arguments are passed on; the exit
 * code is the build's (1 when it was stopped by a signal).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildEnv } from './buildEnv.mjs';

const rspress = path.join(path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')), 'bin/rspress.js');
const { status } = spawnSync(process.execPath, [rspress, 'build', ...process.argv.slice(2)], { stdio: 'inherit', env: buildEnv() });
process.exit(status ?? 1);
