import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the verifier's kit and core live, and their versions (a catalog entry names both). */
export interface KitLocation {
  /** `@sluice/conformance`'s version. */
  kitVersion: string;
  /** The directory of `@sluice/conformance`. */
  kitDir: string;
  /** `@sluice/core`'s version (the one the kit runs against). */
  coreVersion: string;
  /** The directory of that `@sluice/core`, linked into each verified package's workspace. */
  coreDir: string;
  /** The built child script that runs the kit on one package. */
  childScript: string;
}

function packageRoot(start: string): string {
  let dir = start;
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (pkg.name === '@sluice/registry') return dir;
    } catch {
      // not here: keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find @sluice/registry package root');
    dir = parent;
  }
}

let cached: KitLocation | undefined;

/** Finds the kit, its core and the verifier child script, once per process. */
export function kitLocation(): KitLocation {
  if (cached !== undefined) return cached;
  const root = packageRoot(path.dirname(fileURLToPath(import.meta.url)));
  const fromRegistry = createRequire(path.join(root, 'package.json'));
  const kitJsonPath = fromRegistry.resolve('@sluice/conformance/package.json');
  const fromKit = createRequire(kitJsonPath);
  const coreJsonPath = fromKit.resolve('@sluice/core/package.json');
  const version = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  cached = {
    kitVersion: version(kitJsonPath),
    kitDir: path.dirname(kitJsonPath),
    coreVersion: version(coreJsonPath),
    coreDir: path.dirname(coreJsonPath),
    childScript: path.join(root, 'dist', 'verifier-child.js'),
  };
  return cached;
}
