export { PromptInjectionDetector } from './prompt-injection-detector.js';
export {
  promptInjectionOptionsSchema,
  checkSchema,
  walkSchema,
  leakSchema,
  type PromptInjectionOptions,
  type ResolvedPromptInjectionOptions,
} from './options.js';
export type {
  InjectionDetector,
  InjectionDetection,
  InjectionKind,
  InjectionSource,
  InjectionSpan,
  DetectOptions,
} from './detector.js';
export type { InjectionPhase, PromptInjectionViolationDetail } from './violation-detail.js';
export { offlineDetector, offlineDetectorOptionsSchema, type OfflineDetectorOptions } from './offline/offline-detector.js';
export { FEATURES, type Feature } from './offline/features.js';
export { normalizeText, type NormalizedText } from './offline/normalize-text.js';
export { llmJudge, llmJudgeOptionsSchema, type LlmJudgeOptions } from './judges/llm-judge.js';
export { classifier, type ClassifierFunction, type ClassifierResult } from './judges/classifier.js';
export { REWRITE_MARKER } from './rewrite-message.js';
export { PromptInjectionOptionsError } from './errors/prompt-injection-options-error.js';
export {
  PromptInjectionDetectorError,
  type DetectorFailureReason,
  type PromptInjectionDetectorErrorOptions,
} from './errors/prompt-injection-detector-error.js';
