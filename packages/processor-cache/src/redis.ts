export { RedisCacheStore, type RedisCacheStoreOptions, type RedisCacheStoreSettings } from './redis-cache-store.js';
export { RedisCacheStoreOptionsError } from './redis-cache-store-options-error.js';
