// The programs the tests start for themselves (the harness runs them on free loopback ports):
// found, installed with apt when this is Debian and we are root, or named with the exact command.
import { accessSync, constants, existsSync } from 'node:fs';
import { findExecutable } from './find-executable.mjs';
import { fail, run, say } from './setup.mjs';

/** Debian's Chromium, unless CHROMIUM_PATH names another (the docs tests read the same variable). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the tests need: the program, how to find it, its Debian package, and who needs it.
 * @type {readonly { name: string; found: () => boolean; apt: string; usedBy: string }[]}
 */
export const testTools = [
  { name: 'redis-server', found: () => findExecutable('redis-server') !== undefined, apt: 'redis-server', usedBy: "the cache's Redis store tests and the bench" },
  { name: chromiumPath, found: () => isExecutable(chromiumPath), apt: 'chromium', usedBy: "the docs site's browser tests" },
];

/**
 * Makes sure every test tool is installed, or stops with the command that installs them. As root on
 * Debian it installs them with apt-get and says so (SLUICE_NO_APT=1 turns that off).
 */
export function ensureTestTools() {
  const missing = testTools.filter((tool) => !tool.found());
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.apt);
  for (const tool of missing) say(`${tool.name} is missing (needed by ${tool.usedBy})`);
  const canApt =
    process.env.SLUICE_NO_APT !== '1' &&
    process.getuid?.() === 0 &&
    existsSync('/etc/debian_version') &&
    findExecutable('apt-get') !== undefined;
  if (!canApt) fail(`the tests need ${packages.join(' and ')}`, `sudo apt-get install -y ${packages.join(' ')}`);
  say(`installing ${packages.join(' ')} with apt-get (root on Debian)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    run('apt-get', ['update', '-qq'], { env }) === 0 &&
    run('apt-get', ['install', '-y', '-qq', ...packages], { env, stdio: ['ignore', 'ignore', 'inherit'] }) === 0;
  const still = missing.filter((tool) => !tool.found());
  if (!installed || still.length > 0) {
    fail(`apt-get could not install ${packages.join(' ')} (is a Debian mirror reachable?)`, `apt-get update && apt-get install -y ${packages.join(' ')}`);
  }
}
