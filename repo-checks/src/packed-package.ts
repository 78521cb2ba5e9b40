import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseManifest, type Manifest } from './manifest.js';
import { REPO_ROOT, type WorkspacePackage } from './repo.js';
import { RepoChecksError } from './repo-checks-error.js';

const run = promisify(execFile);

/** A package as it would be published: the tarball `pnpm pack` wrote, and the files inside it. */
export interface PackedPackage {
  readonly name: string;
  /** The package's folder relative to the repository root, e.g. `packages/core`. */
  readonly folder: string;
  /** The packed package.json (after pnpm rewrote `workspace:` ranges). */
  readonly manifest: Manifest;
  /** Every file in the tarball by its path inside the package (`dist/index.js`, `package.json`). */
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** The tarball's bytes. */
  readonly tarball: Uint8Array;
}

/**
 * Packs `pkg` with `pnpm pack` into `workDir` and reads the tarball back, extracted with `tar`.
 * Offline: pnpm packs from the folder and rewrites `workspace:` ranges from the workspace itself.
 */
export async function packPackage(
  pkg: WorkspacePackage,
  workDir: string,
  root: string = REPO_ROOT,
): Promise<PackedPackage> {
  const outDir = await mkdtemp(join(workDir, 'pack-'));
  let tarballPath: string;
  try {
    const { stdout } = await run('pnpm', ['pack', '--pack-destination', outDir, '--json'], {
      cwd: join(root, pkg.folder),
      maxBuffer: 16 * 1024 * 1024,
    });
    tarballPath = readPackFilename(stdout);
  } catch (cause) {
    throw new RepoChecksError('REPO_CHECKS_PACK_FAILED', `pnpm pack failed in ${pkg.folder}`, {
      cause,
    });
  }
  const extractDir = join(outDir, 'extracted');
  await mkdir(extractDir);
  await run('tar', ['-xzf', tarballPath, '-C', extractDir]);
  const packageDir = join(extractDir, 'package');
  const files = await readTree(packageDir);
  const manifestBytes = files.get('package.json');
  if (manifestBytes === undefined) {
    throw new RepoChecksError('REPO_CHECKS_PACK_FAILED', `${pkg.folder}: tarball has no package.json`);
  }
  return {
    name: pkg.name,
    folder: pkg.folder,
    manifest: parseManifest(Buffer.from(manifestBytes).toString('utf8'), `${pkg.name} (packed)`),
    files,
    tarball: new Uint8Array(await readFile(tarballPath)),
  };
}

function readPackFilename(stdout: string): string {
  const parsed: unknown = JSON.parse(stdout);
  if (typeof parsed === 'object' && parsed !== null && 'filename' in parsed) {
    const { filename } = parsed;
    if (typeof filename === 'string') return filename;
  }
  throw new Error(`unexpected pnpm pack --json output: ${stdout.slice(0, 200)}`);
}

async function readTree(dir: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = join(entry.parentPath, entry.name);
    const relative = absolute.slice(dir.length + 1).split('\\').join('/');
    files.set(relative, new Uint8Array(await readFile(absolute)));
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}
