import type { Row, Value } from '@libsql/client';
import { fromTextColumn } from '@sluice/core';

/** A column as text. @throws TypeError when the database returned something else. */
export function text(row: Row, column: string): string {
  const value: Value | undefined = row[column];
  if (typeof value !== 'string') throw new TypeError(`column ${column}: expected text, got ${typeof value}`);
  return value;
}

/** A nullable text column. */
export function textOrNull(row: Row, column: string): string | null {
  const value: Value | undefined = row[column];
  return value === null || value === undefined ? null : text(row, column);
}

/** An integer column (epoch milliseconds, versions). */
export function integer(row: Row, column: string): number {
  const value: Value | undefined = row[column];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw new TypeError(`column ${column}: expected an integer, got ${typeof value}`);
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
