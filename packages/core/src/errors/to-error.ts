/** `value` itself when it is an `Error`, else an `Error` whose message is its string form. @internal */
export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** The error to throw for an aborted signal (its reason, or a standard AbortError). */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
