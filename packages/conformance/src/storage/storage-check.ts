import type { MemoryStorage } from '@sluice/core';
import { findDifference } from '../compare/find-difference.js';
import { ConformanceError } from '../suite/conformance-error.js';
import type { StorageSupports } from './storage-suite-options.js';

/** One check of the storage suite. */
export interface StorageCheck {
  title: string;
  /** The capability it needs; without it the check is skipped. */
  needs?: keyof StorageSupports;
  /** Needs `saveRun` on the store. */
  needsSaveRun?: boolean;
  run: (store: MemoryStorage, fail: (message: string) => never) => Promise<void>;
}

/** A failure of `check`: a `ConformanceError` with the check's title. */
export function failure(check: string, message: string): never {
  throw new ConformanceError(check, message);
}

/** Fails unless `actual` is structurally equal to `expected`, naming the first difference. */
export function expectEqual(fail: (message: string) => never, what: string, actual: unknown, expected: unknown): void {
  const difference = findDifference(expected, actual);
  if (difference !== undefined) fail(`${what} differs from what was saved: ${difference}`);
}

/**
 * The error the call's promise rejects with. Fails when it resolves, and when the call throws
 * synchronously instead of returning a rejected promise (every store method is async by contract).
 */
export async function rejection(fail: (message: string) => never, what: string, call: () => Promise<unknown> | undefined): Promise<unknown> {
  let promise: Promise<unknown> | undefined;
  try {
    promise = call();
  } catch (error) {
    return fail(`${what} threw synchronously (${String(error)}); a store method must return a rejected promise`);
  }
  if (promise === undefined) return fail(`${what}: the store has no such method`);
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return fail(`${what} resolved; it must be refused`);
}

/** Fails unless `error` is a MemoryError with `code`. */
export function expectCode(fail: (message: string) => never, what: string, error: unknown, code: string): void {
  const actual = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (actual !== code) fail(`${what} must throw a MemoryError ${code}; it threw ${String(actual ?? error)}`);
}
