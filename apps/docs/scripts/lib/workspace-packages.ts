import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A workspace package as read from its package.json. */
export interface WorkspacePackage {
  /** Absolute directory. */
  dir: string;
  /** Directory relative to the repo root, e.g. `packages/processor-pii`. */
  relativeDir: string;
  manifest: Record<string, unknown>;
  name: string;
  version: string;
}

const workspaceGlobs = ['packages', 'apps', 'examples'];

/** Every workspace package under packages/*, apps/*, examples/* and bench (pnpm-workspace.yaml). */
export function listWorkspacePackages(repoRoot: string): WorkspacePackage[] {
  const dirs: string[] = [path.join(repoRoot, 'bench')];
  for (const parent of workspaceGlobs) {
    const full = path.join(repoRoot, parent);
    if (!existsSync(full)) continue;
    for (const child of readdirSync(full, { withFileTypes: true })) {
      if (child.isDirectory()) dirs.push(path.join(full, child.name));
    }
  }
  const packages: WorkspacePackage[] = [];
  for (const dir of dirs.sort()) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    packages.push({
      dir,
      relativeDir: path.relative(repoRoot, dir),
      manifest,
      name: typeof manifest.name === 'string' ? manifest.name : path.basename(dir),
      version: typeof manifest.version === 'string' ? manifest.version : '0.0.0',
    });
  }
  return packages;
}

/** The package's declared `@sluice/core` peer range, with pnpm's `workspace:` protocol resolved. */
export function coreRange(pkg: WorkspacePackage, coreVersion: string): string | undefined {
  const peers = pkg.manifest.peerDependencies;
  if (typeof peers !== 'object' || peers === null) return undefined;
  const range = (peers as Record<string, unknown>)['@sluice/core'];
  if (typeof range !== 'string') return undefined;
  // pnpm publishes workspace:^ as ^<version>, workspace:~ as ~<version>, workspace:* as <version>.
  const match = /^workspace:(.*)$/.exec(range);
  if (!match) return range;
  const spec = match[1] ?? '';
  if (spec === '^' || spec === '~') return `${spec}${coreVersion}`;
  if (spec === '*' || spec === '') return coreVersion;
  return spec;
}
