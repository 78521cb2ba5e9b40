// What the README's two commands share: say what is happening, make sure pnpm and the
// dependencies are there, and run a command with its output passed through. Plain Node with no
// dependencies, because it runs before `pnpm install` on a bare machine.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findExecutable } from './find-executable.mjs';

/** The repository root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One progress line on stderr, so it never mixes with a command's own stdout.
 * @param {string} message
 */
export function say(message) {
  process.stderr.write(`[sluice] ${message}\n`);
}

/**
 * Stops the run with a message (and the exact command to run, when there is one).
 * @param {string} message
 * @param {string} [command]
 * @returns {never}
 */
export function fail(message, command) {
  say(`error: ${message}`);
  if (command !== undefined) say(`run: ${command}`);
  process.exit(1);
}

/**
 * Runs a command with inherited stdio; returns its exit status.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {number}
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) return 127;
  return result.status ?? 1;
}

/**
 * Runs a command, passing its output through while handing each line to `onLine`.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {(line: string) => void} onLine
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>}
 */
export function runTee(command, args, onLine, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {(stream: import('node:stream').Readable, target: NodeJS.WriteStream) => void} */
    const relay = (stream, target) => {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (/** @type {string} */ text) => {
        target.write(text);
        pending += text;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      });
      stream.on('end', () => {
        if (pending !== '') onLine(pending);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * The pnpm version the repository pins in package.json's `packageManager`.
 * @returns {string}
 */
export function pinnedPnpm() {
  /** @type {{ packageManager?: string }} */
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return String(manifest.packageManager).replace(/^pnpm@/, '');
}

/** Makes sure the pinned pnpm is on PATH, installing it with npm when it is not. */
export function ensurePnpm() {
  const version = pinnedPnpm();
  const installed = findExecutable('pnpm')
    ? spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout?.trim()
    : undefined;
  if (installed === version) return;
  const command = `npm install -g pnpm@${version}`;
  say(installed ? `pnpm ${installed} found, the repository pins ${version}: ${command}` : `pnpm not found: ${command}`);
  if (run('npm', ['install', '-g', `pnpm@${version}`]) !== 0) {
    fail(`could not install pnpm ${version} (no registry, or no permission for a global install)`, command);
  }
}

/**
 * Installs the workspace's dependencies from the lockfile: offline first (from pnpm's store, so a
 * machine with no registry can still test a fresh clone), then from the registry.
 */
export function ensureDependencies() {
  const installed = existsSync(path.join(root, 'node_modules/.modules.yaml'));
  say(installed ? 'checking dependencies against pnpm-lock.yaml' : 'installing dependencies (pnpm install --frozen-lockfile)');
  const offline = spawnSync('pnpm', ['install', '--frozen-lockfile', '--offline'], { cwd: root, stdio: 'ignore' });
  if (offline.status === 0) return;
  say('not everything is in the local pnpm store: installing from the registry');
  if (run('pnpm', ['install', '--frozen-lockfile']) !== 0) {
    fail('pnpm install failed (see above)', 'pnpm install --frozen-lockfile');
  }
}

/**
 * The environment for turbo: no telemetry, no update check.
 * @returns {NodeJS.ProcessEnv}
 */
export function turboEnv() {
  return { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1' };
}
