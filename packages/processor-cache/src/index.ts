export { ResponseCache, type ResponseCacheState } from './response-cache.js';
export {
  responseCacheOptionsSchema,
  type ResponseCacheOptions,
  type ResolvedResponseCacheOptions,
} from './options.js';
export { ResponseCacheOptionsError } from './response-cache-options-error.js';
export type { CacheStore, CacheSetOptions } from './cache-store.js';
export type { CacheStoreOperation } from './cache-store-operation.js';
export type {
  SharedFlightStore,
  SharedFlights,
  SharedLeadResult,
  SharedLease,
  SharedWaitResult,
} from './shared-flight.js';
export { CacheStoreError } from './cache-store-error.js';
export { UnkeyableValueError, type UnkeyableReason } from './unkeyable-value-error.js';
export { MemoryCacheStore, type MemoryCacheStoreOptions } from './memory-cache-store.js';
export { CACHE_CONTROL_KEY, type CacheControl } from './cache-control.js';
export {
  RESOURCE_ID_KEYS,
  type CacheScopeOption,
  type CacheScopeFunction,
} from './cache-scope.js';
export {
  computeCacheKey,
  computeToolsFingerprint,
  CACHE_KEY_VERSION,
  type CacheKeyInput,
  type CacheScope,
} from './cache-key.js';
export { CACHE_ENTRY_VERSION, type CacheEntry, type CacheEntryIssue, type CacheEntryOrigin } from './cache-entry.js';
export type {
  CacheEvent,
  CacheEventCallback,
  CacheMissReason,
  CacheSkipReason,
} from './cache-event.js';
