// Which service processes are running, read from /proc: the test command compares the set before
// and after the run, so a test that leaves a server (or a browser) behind fails the run.
import { readdirSync, readFileSync } from 'node:fs';

/** Process names (as in /proc/<pid>/comm, 15 characters at most) of what the tests start. */
const serviceNames = new Set(['redis-server', 'postgres', 'chromium', 'chrome', 'verdaccio']);

/**
 * The running service processes: pid -> name. Empty where there is no /proc.
 * @returns {Map<string, string>}
 */
export function serviceProcesses() {
  /** @type {Map<string, string>} */
  const found = new Map();
  /** @type {string[]} */
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
      if (serviceNames.has(name) && state !== 'Z') found.set(pid, name);
    } catch {
      // it ended while we looked
    }
  }
  return found;
}

/**
 * The service processes running now that were not in `before`, after a short grace period.
 * @param {ReadonlyMap<string, string>} before
 * @param {number} [graceMs]
 * @returns {Promise<[string, string][]>}
 */
export async function leftBehind(before, graceMs = 3000) {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const now = [...serviceProcesses()].filter(([pid]) => !before.has(pid));
    if (now.length === 0 || Date.now() >= deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
