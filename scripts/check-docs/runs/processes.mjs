/**
 * Leaves no process of a run behind. Every command a scenario starts carries `DOCS_RUN_OWNER=<pid of the
 * check>` in its environment, and so does everything it starts in turn: a dev server's workers, or the
 * Module Federation `dts-plugin` broker, which detaches from the build that spawned it and outlived an
 * interrupted check. `sweepRunProcesses()` finds them by that variable in `/proc/<pid>/environ` and kills them.
 *
 * The check sweeps its own processes when it ends, normally, on Ctrl+C or on SIGTERM, and on start it sweeps
 * those of an earlier check whose process is gone (one killed with SIGKILL could not sweep for itself).
 * Linux only: elsewhere there is no `/proc`, and the sweep does nothing.
 */
import fs from 'node:fs';

/** The environment variable that marks a run's processes. Its value is the owning check's pid. */
export const OWNER_VARIABLE = 'DOCS_RUN_OWNER';

/**
 * Kills (SIGKILL) every process whose environment marks it as started by a run.
 * @param {{ owner?: number, orphansOnly?: boolean }} [which]
 *   `owner`: only that check's processes (default: this process's); `orphansOnly`: instead, those of any
 *   check that is no longer running
 * @returns {number} how many processes were killed
 */
export function sweepRunProcesses({ owner = process.pid, orphansOnly = false } = {}) {
  let processIds;
  try {
    processIds = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return 0; // no /proc: not Linux
  }
  let killed = 0;
  for (const pid of processIds) {
    if (pid === process.pid) continue;
    const marked = ownerOf(pid);
    if (marked === undefined) continue;
    if (orphansOnly ? isRunning(marked) : marked !== owner) continue;
    try {
      process.kill(pid, 'SIGKILL');
      killed++;
    } catch {
      // Gone already, or not ours to kill.
    }
  }
  return killed;
}

/** The owner pid in a process's environment, or undefined when it has none (or cannot be read). */
function ownerOf(pid) {
  let environ;
  try {
    environ = fs.readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    return undefined;
  }
  const prefix = `${OWNER_VARIABLE}=`;
  const entry = environ.split('\0').find((item) => item.startsWith(prefix));
  return entry ? Number(entry.slice(prefix.length)) : undefined;
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

let guarded = false;
/**
 * Sweeps orphans of earlier checks now, and this check's processes when it exits or is interrupted.
 * Called once by the runs check before its first scenario; later calls do nothing.
 */
export function guardRunProcesses() {
  if (guarded) return;
  guarded = true;
  sweepRunProcesses({ orphansOnly: true });
  process.on('exit', () => sweepRunProcesses());
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      sweepRunProcesses();
      // The usual exit status of a process ended by that signal.
      process.exit(128 + { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal]);
    });
  }
}
