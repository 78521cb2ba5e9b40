export { PrefillErrorHandler } from './prefill-error-handler.js';
export { PrefillGuard } from './prefill-guard.js';
export { InvalidPrefillOptionsError } from './invalid-options-error.js';
export { PREFILL_REJECTION_PATTERNS, isPrefillRejection, type PrefillRejectionOptions } from './prefill-rejection.js';
export { CONTINUE_MESSAGE_MARKER } from './continue-message.js';
export {
  DEFAULT_CONTINUE_MESSAGE,
  prefillErrorHandlerOptionsSchema,
  prefillGuardOptionsSchema,
  type PrefillErrorHandlerOptions,
  type PrefillGuardOptions,
} from './options.js';
