import type { Row, Value } from '@libsql/client';
import { fromTextColumn, MemoryError } from '@sluice/core';

/** A column as text. @throws MemoryError `STORED_ROW_INVALID` when the database returned something else. */
export function text(row: Row, column: string): string {
  const value: Value | undefined = row[column];
  if (typeof value !== 'string') throw invalidColumn(column, 'text', value);
  return value;
}

/** A nullable text column. */
export function textOrNull(row: Row, column: string): string | null {
  const value: Value | undefined = row[column];
  return value === null || value === undefined ? null : text(row, column);
}

/** An integer column (epoch milliseconds, versions). @throws MemoryError `STORED_ROW_INVALID` otherwise. */
export function integer(row: Row, column: string): number {
  const value: Value | undefined = row[column];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw invalidColumn(column, 'an integer', value);
}

function invalidColumn(column: string, expected: string, value: Value | undefined): MemoryError {
  return new MemoryError('STORED_ROW_INVALID', `column ${column}: expected ${expected}, got ${typeof value}`);
}

/** A key column (id, resource id, title) written with core's `toTextColumn`. */
export function key(row: Row, column: string): string {
  return fromTextColumn(text(row, column));
}

/** A nullable key column. */
export function keyOrNull(row: Row, column: string): string | null {
  const value = textOrNull(row, column);
  return value === null ? null : fromTextColumn(value);
}
