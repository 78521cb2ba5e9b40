export { RedisBudgetStore, type RedisBudgetStoreOptions } from './redis-budget-store.js';
