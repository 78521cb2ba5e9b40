import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseManifest, type Manifest } from './manifest.js';

/** The repository root (the folder holding pnpm-workspace.yaml). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder, relative to the root, that holds the publishable packages. */
export const PACKAGES_DIR = 'packages';

/** A publishable workspace package: its name and its folder relative to the repository root. */
export interface WorkspacePackage {
  readonly name: string;
  /** e.g. `packages/core` (forward slashes; also the `repository.directory` it must declare). */
  readonly folder: string;
  readonly manifest: Manifest;
}

/** Reads the root package.json, the one source of the repository, homepage, bugs and license. */
export function readRootManifest(root: string = REPO_ROOT): Manifest {
  const path = join(root, 'package.json');
  return parseManifest(readFileSync(path, 'utf8'), path);
}

/** Every package under `packages/` whose package.json is not `"private": true`, sorted by folder. */
export function listPublishablePackages(root: string = REPO_ROOT): WorkspacePackage[] {
  const found: WorkspacePackage[] = [];
  for (const entry of readdirSync(join(root, PACKAGES_DIR)).sort()) {
    const folder = `${PACKAGES_DIR}/${entry}`;
    const path = join(root, folder, 'package.json');
    if (!existsSync(path)) continue;
    const manifest = parseManifest(readFileSync(path, 'utf8'), path);
    if (manifest.private === true) continue;
    found.push({ name: manifest.name, folder, manifest });
  }
  return found;
}
