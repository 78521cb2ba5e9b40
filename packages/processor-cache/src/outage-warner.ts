/**
 * Warns once per outage: the first failure of a streak is reported, later ones are silent until an
 * operation succeeds again (then a recovery line is reported).
 */
export class OutageWarner {
  readonly #warn: (message: string) => void;
  readonly #subject: string;
  #down = false;

  constructor(subject: string, warn: (message: string) => void) {
    this.#subject = subject;
    this.#warn = warn;
  }

  /** Whether the last operation failed. */
  get down(): boolean {
    return this.#down;
  }

  /** Records a failure of `operation`; warns on the first of a streak. */
  failed(operation: string, error: unknown): void {
    if (this.#down) return;
    this.#down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.#safeWarn(`${this.#subject}: ${operation} failed (${reason}); serving cache misses until it recovers`);
  }

  /** Records a success; reports recovery after a failure streak. */
  succeeded(): void {
    if (!this.#down) return;
    this.#down = false;
    this.#safeWarn(`${this.#subject}: recovered`);
  }

  #safeWarn(message: string): void {
    try {
      this.#warn(message);
    } catch {
      // A failing logger must not fail the run.
    }
  }
}
