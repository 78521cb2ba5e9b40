import { describe, expect, it } from 'vitest';
import * as main from './index.js';
import * as redis from './redis.js';

describe('public surface', () => {
  it('main entry exports exactly these names', () => {
    expect(Object.keys(main).sort()).toEqual([
      'CACHE_CONTROL_KEY',
      'CACHE_ENTRY_VERSION',
      'CACHE_KEY_VERSION',
      'CacheStoreError',
      'MemoryCacheStore',
      'RESOURCE_ID_KEYS',
      'ResponseCache',
      'ResponseCacheOptionsError',
      'UnkeyableValueError',
      'computeCacheKey',
      'computeToolsFingerprint',
      'responseCacheOptionsSchema',
    ]);
  });

  it('redis entry exports exactly these names', () => {
    expect(Object.keys(redis).sort()).toEqual(['RedisCacheStore', 'RedisCacheStoreOptionsError']);
  });
});
