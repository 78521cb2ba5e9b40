import { describe, expect, it } from 'vitest';
import * as main from './index.js';
import * as pglite from './pglite.js';

describe('public surface', () => {
  it('main entry exports exactly these names', () => {
    expect(Object.keys(main).sort()).toEqual(['PostgresStorage', 'PostgresStorageError']);
  });

  it('pglite entry exports exactly these names', () => {
    expect(Object.keys(pglite).sort()).toEqual(['PGliteStorage', 'PostgresStorageError']);
  });
});
