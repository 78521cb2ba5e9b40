import { describe, expect, it } from 'vitest';
import * as main from './index.js';

describe('public surface', () => {
  it('main entry exports exactly these names', () => {
    expect(Object.keys(main).sort()).toEqual(['LibSQLStorage', 'LibSQLStorageError']);
  });
});
