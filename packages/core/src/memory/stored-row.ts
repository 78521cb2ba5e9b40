import { MemoryError } from './memory-error.js';

/** The `STORED_ROW_INVALID` error for a row column that is not what a store writes. */
export function invalidStoredRow(what: string, cause?: unknown): MemoryError {
  return new MemoryError('STORED_ROW_INVALID', `${what} is not valid`, cause === undefined ? {} : { cause });
}

/** A JSON column read back. @throws MemoryError `STORED_ROW_INVALID` when it does not parse. */
export function parseStoredJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidStoredRow(`${what} (not JSON)`, error);
  }
}
