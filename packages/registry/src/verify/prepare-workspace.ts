import { mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RegistryError } from '../registry-error.js';
import type { PackageJsonLike } from '../manifest/read-manifest.js';
import { runCommand } from './run-command.js';
import { scrubbedEnv } from './scrubbed-env.js';

/** A package laid out for verification. */
export interface PreparedWorkspace {
  /** The workspace root (`<tmp>/ws`), the child's working directory. */
  root: string;
  /** `<root>/node_modules/<name>`. */
  packageDir: string;
  /** A module that re-exports the package's entry. */
  entryFile: string;
}

/** What `prepareWorkspace` needs. */
export interface PrepareOptions {
  /** The unpacked package. */
  unpackedDir: string;
  packageJson: PackageJsonLike;
  /** Where to build the workspace (a fresh temp dir). */
  tempDir: string;
  /** The registry dependencies are installed from. */
  registryUrl: string | undefined;
  /** The `@sluice/core` the kit runs on, linked in as the package's peer. */
  coreDir: string;
  timeoutMs: number;
  what: string;
}

function hasEntries(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/**
 * Moves the unpacked package to `<ws>/node_modules/<name>`, installs its `dependencies` with
 * **install scripts disabled** (its dev and peer dependencies are never resolved), and links the
 * kit's `@sluice/core` as its peer so the kit and the processor share one core.
 * @throws RegistryError `INSTALL_FAILED`
 */
export async function prepareWorkspace(options: PrepareOptions): Promise<PreparedWorkspace> {
  const name = String(options.packageJson.name);
  const root = path.join(options.tempDir, 'ws');
  const packageDir = path.join(root, 'node_modules', ...name.split('/'));
  mkdirSync(path.dirname(packageDir), { recursive: true });
  renameSync(options.unpackedDir, packageDir);
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'sluice-verifier-workspace', private: true, type: 'module' }));

  const raw = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  if (hasEntries(raw.dependencies) || hasEntries(raw.optionalDependencies)) {
    if (options.registryUrl === undefined) {
      throw new RegistryError('INSTALL_FAILED', `${options.what}: it has dependencies, and no --registry was given to install them from`);
    }
    const home = path.join(options.tempDir, 'home');
    mkdirSync(home, { recursive: true });
    // Install from a package.json that names only what runs: dev and peer ranges are never resolved.
    const installOnly = { name: raw.name, version: raw.version, private: true, dependencies: raw.dependencies ?? {}, optionalDependencies: raw.optionalDependencies ?? {} };
    writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify(installOnly));
    const outcome = await runCommand(
      'npm',
      ['install', '--ignore-scripts', '--omit=dev', '--omit=peer', '--no-package-lock', '--no-audit', '--no-fund', '--registry', options.registryUrl],
      { cwd: packageDir, env: scrubbedEnv(home), timeoutMs: options.timeoutMs },
    );
    writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify(raw, null, 2));
    if (outcome.timedOut || outcome.code !== 0) {
      const detail = outcome.timedOut ? `did not finish within ${Math.round(options.timeoutMs / 1000)} s` : (/npm error (?:code )?\S.*$/m.exec(outcome.stderr)?.[0] ?? `exited with ${outcome.code}`);
      throw new RegistryError('INSTALL_FAILED', `${options.what}: installing its dependencies failed (${detail})`, { transient: outcome.timedOut });
    }
  }
  if (name !== '@sluice/core') {
    mkdirSync(path.join(root, 'node_modules', '@sluice'), { recursive: true });
    symlinkSync(options.coreDir, path.join(root, 'node_modules', '@sluice', 'core'), 'dir');
  }
  const entryFile = path.join(root, 'entry.mjs');
  writeFileSync(entryFile, `export * from ${JSON.stringify(name)};\n`);
  return { root, packageDir, entryFile };
}
