import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract } from 'tar';
import { RegistryError } from '../registry-error.js';
import type { PackageJsonLike } from '../manifest/read-manifest.js';

/** Largest unpacked size accepted (bytes). */
const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/**
 * Unpacks an npm tarball (`package/...` entries) into `into`, which it creates. Absolute paths,
 * `..`, links and device entries are refused by the extractor; more than 256 MB unpacked is refused.
 * Returns the parsed package.json.
 * @throws RegistryError `TARBALL_INVALID`
 */
export async function unpackTarball(bytes: Uint8Array, into: string, what: string): Promise<PackageJsonLike> {
  mkdirSync(into, { recursive: true });
  let unpacked = 0;
  let refused: string | undefined;
  try {
    await pipeline(
      Readable.from([Buffer.from(bytes)]),
      extract({
        cwd: into,
        strip: 1,
        strict: true,
        preservePaths: false,
        filter: (entryPath, entry) => {
          const type = 'type' in entry ? entry.type : undefined;
          if (type !== undefined && type !== 'File' && type !== 'Directory' && type !== 'OldFile' && type !== 'ContiguousFile') {
            refused ??= `entry ${entryPath} is a ${type}`;
            return false;
          }
          unpacked += 'size' in entry && typeof entry.size === 'number' ? entry.size : 0;
          if (unpacked > MAX_UNPACKED_BYTES) refused ??= `more than ${MAX_UNPACKED_BYTES} bytes unpacked`;
          return unpacked <= MAX_UNPACKED_BYTES;
        },
      }),
    );
  } catch (cause) {
    throw new RegistryError('TARBALL_INVALID', `${what}: the tarball cannot be unpacked (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
  }
  if (refused !== undefined) throw new RegistryError('TARBALL_INVALID', `${what}: refused to unpack: ${refused}`);
  try {
    return JSON.parse(readFileSync(path.join(into, 'package.json'), 'utf8')) as PackageJsonLike;
  } catch (cause) {
    throw new RegistryError('TARBALL_INVALID', `${what}: the tarball has no readable package/package.json`, { cause });
  }
}
