export { BatchParts, type BatchPartsState } from './batch-parts.js';
export {
  batchPartsOptionsSchema,
  type BatchPartsOptions,
  type ResolvedBatchPartsOptions,
} from './options.js';
export { BatchPartsOptionsError } from './batch-parts-options-error.js';
