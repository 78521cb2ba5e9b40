export { RedisCacheStore, type RedisCacheStoreOptions } from './redis-cache-store.js';
