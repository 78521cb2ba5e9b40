export {
  LanguageDetector,
  type LanguageDetectorState,
  type LanguageMetadata,
  type LanguageVerdict,
} from './language-detector.js';
export {
  languageDetectorOptionsSchema,
  languageCheckSchema,
  languageStreamSchema,
  type LanguageDetectorOptions,
  type ResolvedLanguageDetectorOptions,
} from './options.js';
export { detectLanguage, MAX_DETECT_CHARS, type LanguageDetection } from './detect-language.js';
export { SUPPORTED_LANGUAGES, toLanguageCode } from './language-codes.js';
export { LanguageOptionsError } from './errors/language-options-error.js';
export { LanguageTranslationError } from './errors/language-translation-error.js';
