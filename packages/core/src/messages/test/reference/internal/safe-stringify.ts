// Frozen test-only copy of src/messages/internal/safe-stringify.ts as it was before the linear-long-turns change (issue #23):
// the reference the differential property test compares MessageList against. The one allowed duplicate; never edit or import it from library code.
/** `JSON.stringify(value)`, or undefined when the value has no JSON text (undefined, a function, a cycle...). */
export function safeStringify(value: unknown): string | undefined {
  try {
    const text: string | undefined = JSON.stringify(value);
    return text;
  } catch {
    return undefined;
  }
}
