import { SluiceError } from '@sluice/core';

const MARKER = Symbol.for('sluice.error.RepoChecksError');

/** Codes of the ways a repository check can fail to run (as opposed to finding a problem). */
export type RepoChecksErrorCode = 'REPO_CHECKS_PACK_FAILED' | 'REPO_CHECKS_MANIFEST_INVALID';

/** A repository check could not run: a package did not pack, or a package.json is malformed. */
export class RepoChecksError extends SluiceError {
  private readonly [MARKER] = true;
  declare readonly code: RepoChecksErrorCode;

  constructor(code: RepoChecksErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(code, message, options);
    this.name = 'RepoChecksError';
  }

  /** True when `error` is a `RepoChecksError`, even from another copy of this module. */
  static override isInstance(error: unknown): error is RepoChecksError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
