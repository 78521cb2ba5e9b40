import { SluiceError } from '../errors/sluice-error.js';

const MARKER = Symbol.for('sluice.error.TripWire');

/** Options a processor passes to `abort(reason, options)`. */
export interface TripWireOptions {
  /** Ask the agent to retry the step with `reason` as feedback (only where retries are allowed). */
  retry?: boolean;
  /** Structured data attached to the `tripwire` chunk and `result.tripwire`. */
  metadata?: unknown;
}

/**
 * Thrown by a processor's `abort()` to stop the run (or, with `retry: true`, to retry the step).
 * The runner turns it into a `tripwire` chunk and `result.tripwire`; it is not a failure of the
 * processor. Use `ProcessorError` for unexpected failures instead.
 */
export class TripWire extends SluiceError {
  private readonly [MARKER] = true;
  /** Human-readable reason, shown as `tripwire.payload.reason`. */
  readonly reason: string;
  /** Whether the processor asked for a retry of the step. */
  readonly retry: boolean;
  /** Optional structured data from the processor. */
  readonly metadata: unknown;
  /** Id of the processor that aborted (set by the runner). */
  readonly processorId: string | undefined;

  constructor(reason: string, options: TripWireOptions = {}, processorId?: string) {
    super('TRIPWIRE', reason);
    this.name = 'TripWire';
    this.reason = reason;
    this.retry = options.retry === true;
    this.metadata = options.metadata;
    this.processorId = processorId;
  }

  /** True when `error` is a `TripWire`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is TripWire {
    return SluiceError.hasMarker(error, MARKER);
  }
}
