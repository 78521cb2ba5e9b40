import type { Row } from '@libsql/client';
import { MemoryError } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { integer, text, textOrNull } from './row-values.js';

const row = (values: Record<string, unknown>): Row => values as unknown as Row;

describe('row values', () => {
  it('reads text and integer columns, bigints as numbers', () => {
    expect(text(row({ a: 'x' }), 'a')).toBe('x');
    expect(textOrNull(row({ a: null }), 'a')).toBeNull();
    expect(integer(row({ n: 5n }), 'n')).toBe(5);
  });

  it('refuses a column of the wrong kind with STORED_ROW_INVALID, naming the column and not the value', () => {
    for (const read of [() => text(row({ content: 42 }), 'content'), () => integer(row({ created_at: 'secret' }), 'created_at')]) {
      let caught: unknown;
      try {
        read();
      } catch (error) {
        caught = error;
      }
      expect(MemoryError.isInstance(caught)).toBe(true);
      const error = caught as MemoryError;
      expect(error.code).toBe('STORED_ROW_INVALID');
      expect(error.message).toMatch(/column (content|created_at)/);
      expect(error.message).not.toMatch(/secret/);
    }
  });
});
