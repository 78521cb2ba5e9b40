export { PIIDetector } from './pii-detector.js';
export { PIIOptionsError } from './pii-options-error.js';
export { PIICalloutTimeoutError, type PIICallout } from './pii-callout-timeout-error.js';
export {
  piiDetectorOptionsSchema,
  customRecognizerSchema,
  piiRecognizerSchema,
  type PIIRecognizer,
  type PIIDetectorOptions,
  type ResolvedPIIDetectorOptions,
  type EntityDetector,
} from './options.js';
export { BUILT_IN_TYPES, OPT_IN_TYPES, type BuiltInType, type OptInType, type PIIEntity } from './detect/entity.js';
export { LOCALES, NATIONAL_TYPES, localeTypes, type Locale, type NationalType } from './detect/national-types.js';
export type { PIIState, PIIThreadState } from './pii-state.js';
export type { PlaceholderEntry, PlaceholderScope, PlaceholderVault } from './vault/placeholder-vault.js';
export { InMemoryPlaceholderVault, type InMemoryPlaceholderVaultOptions } from './vault/in-memory-placeholder-vault.js';
export type { DetectionReport } from './detect/detection-summary.js';
export {
  createModelEntityDetector,
  type ModelEntityDetectorOptions,
} from './model-detector/create-model-entity-detector.js';
