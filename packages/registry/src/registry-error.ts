import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.RegistryError');

/** Why a registry operation failed; every code is stable and documented in the README. */
export type RegistryErrorCode =
  | 'REGISTRY_UNREACHABLE'
  | 'REGISTRY_BAD_RESPONSE'
  | 'PACKAGE_NOT_FOUND'
  | 'TARBALL_NOT_FOUND'
  | 'TARBALL_TOO_LARGE'
  | 'INTEGRITY_MISMATCH'
  | 'TARBALL_INVALID'
  | 'MANIFEST_MISSING'
  | 'MANIFEST_INVALID'
  | 'INSTALL_FAILED'
  | 'VERIFIER_TIMEOUT'
  | 'VERIFIER_CRASHED'
  | 'VERIFIER_OUT_OF_MEMORY'
  | 'EXPORT_MISSING'
  | 'OPTIONS_REJECTED'
  | 'CATALOG_INVALID'
  | 'USAGE';

/**
 * A typed failure of the crawler or verifier. `transient` marks failures worth retrying on the next
 * crawl (network, registry) as opposed to verdicts on the package's bytes.
 */
export class RegistryError extends SluiceError {
  /** Stable machine-readable reason. */
  override readonly code: RegistryErrorCode;
  /** True when a later crawl may succeed with the same bytes (network or registry trouble). */
  readonly transient: boolean;

  constructor(code: RegistryErrorCode, message: string, options: { transient?: boolean; cause?: unknown } = {}) {
    super(code, message, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'RegistryError';
    this.code = code;
    this.transient = options.transient ?? false;
    Object.defineProperty(this, MARKER, { value: true });
  }

  /** True when `error` is a `RegistryError`, even from another copy of this package. */
  static override isInstance(error: unknown): error is RegistryError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
