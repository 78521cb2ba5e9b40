import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('public entry point', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toEqual(['BatchParts', 'BatchPartsOptionsError', 'batchPartsOptionsSchema']);
  });
});
