export { UnicodeNormalizer, type UnicodeNormalizerState } from './unicode-normalizer.js';
export { UnicodeOptionsError } from './unicode-options-error.js';
export {
  unicodeNormalizerOptionsSchema,
  unicodeApplyToSchema,
  type UnicodeNormalizerOptions,
  type ResolvedUnicodeNormalizerOptions,
} from './options.js';
export { CONFUSABLES } from './confusables.js';
export type { UnicodeViolationDetail, NormalizeTally } from './normalize-text.js';
export type { HiddenKind } from './hidden-characters.js';
export type { StreamNormalizerState } from './stream-normalizer.js';
