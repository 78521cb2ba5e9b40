import { SluiceError } from '../../errors/sluice-error.js';
import type { ProcessorHookName } from '../hook-name.js';
import { ProcessorContractError } from '../processor-contract-error.js';

const MARKER = Symbol.for('sluice.error.ParallelGroupError');

/** Why a `parallel()` group was refused. */
export type ParallelGroupErrorCode =
  /** A member does not declare `readOnly: true` (at build time, or when the agent is built). */
  | 'PARALLEL_MEMBER_NOT_READ_ONLY'
  /** A member returned a changed result at run time although it declares `readOnly: true`. */
  | 'PARALLEL_MEMBER_TRANSFORMED'
  /** The group was built without members, with a non-processor, or with two members of one id. */
  | 'PARALLEL_GROUP_INVALID';

/** Options of the `ParallelGroupError` constructor. */
export interface ParallelGroupErrorOptions {
  code: ParallelGroupErrorCode;
  /** Id of the group, e.g. `parallel(a,b)`. */
  groupId: string;
  /** Id of the offending member. */
  processorId: string;
  /** The hook concerned, for run-time errors. */
  hook?: ProcessorHookName;
  /** What the group accepts, in words. */
  expected: string;
  /** What it got instead, in words (never the value itself). */
  received: string;
}

/**
 * A `parallel()` group broke its rule: every member must be read-only (only pass, abort or
 * report). Raised when the group is built, when an `Agent` is built with it, and at run time when
 * a member returns a changed result anyway. A kind of `ProcessorContractError` (so the runner
 * reports it unchanged); the message names the member, the hook and the group.
 */
export class ParallelGroupError extends ProcessorContractError {
  private readonly [MARKER] = true;
  declare readonly code: ParallelGroupErrorCode;
  /** Id of the group. */
  readonly groupId: string;

  constructor(options: ParallelGroupErrorOptions) {
    super({
      processorId: options.processorId,
      ...(options.hook === undefined ? {} : { hook: options.hook }),
      expected: `${options.expected} (in ${options.groupId})`,
      received: options.received,
    });
    (this as { code: string }).code = options.code;
    this.name = 'ParallelGroupError';
    this.groupId = options.groupId;
  }

  /** True when `error` is a `ParallelGroupError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is ParallelGroupError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
