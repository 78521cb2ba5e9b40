// Frozen test-only copy of src/messages/internal/restore-object.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
/** Puts `target` back to the own properties of `saved` (a shallow copy taken earlier). */
export function restoreObject(target: object, saved: object): void {
  const record = target as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!(key in saved)) Reflect.deleteProperty(record, key);
  Object.assign(record, saved);
}

/** An undo log: `run()` undoes every recorded change, newest first. */
export class UndoLog {
  private steps: (() => void)[] | undefined;

  push(step: () => void): void {
    (this.steps ??= []).push(step);
  }

  run(): void {
    const steps = this.steps ?? [];
    for (let i = steps.length - 1; i >= 0; i--) steps[i]?.();
  }
}
