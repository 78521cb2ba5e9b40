import { createHash } from 'node:crypto';
import { RegistryError } from '../registry-error.js';

/** The `sha512-<base64>` Subresource Integrity string of `bytes` (what npm writes in `dist.integrity`). */
export function sha512Integrity(bytes: Uint8Array): string {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
}

/**
 * Checks `bytes` against a packument's `dist.integrity`. Only sha512 is accepted: a missing or
 * weaker (sha1) integrity is refused rather than trusted.
 * @throws RegistryError `INTEGRITY_MISMATCH`
 */
export function checkIntegrity(bytes: Uint8Array, integrity: unknown, what: string): string {
  const expected = typeof integrity === 'string' ? integrity.split(/\s+/).find((entry) => entry.startsWith('sha512-')) : undefined;
  if (expected === undefined) {
    throw new RegistryError('INTEGRITY_MISMATCH', `${what}: the registry gives no sha512 dist.integrity, so the tarball cannot be checked`);
  }
  const actual = sha512Integrity(bytes);
  if (actual !== expected) {
    throw new RegistryError('INTEGRITY_MISMATCH', `${what}: the tarball's sha512 does not match dist.integrity (the bytes were changed after publishing, or in transit)`);
  }
  return actual;
}
