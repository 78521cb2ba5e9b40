export { TokenLimiter, TOKEN_LIMIT_REACHED_CHUNK, type TokenLimiterState } from './token-limiter.js';
export { ContextOverflowRecovery, type ContextOverflowRecoveryState } from './context-overflow-recovery.js';
export { parseContextOverflow, type ContextOverflow } from './context-overflow.js';
export { approximateCounter, type TokenCounter } from './token-counter.js';
export { tiktokenCounter, type TiktokenEncoding } from './tiktoken-counter.js';
export { OPENAI_CHAT_OVERHEAD, type ChatOverhead } from './chat-overhead.js';
export { DEFAULT_FILE_ESTIMATE, type FileEstimate } from './file-estimate.js';
export { InvalidTokenLimitOptionsError } from './invalid-options-error.js';
export {
  tokenLimiterOptionsSchema,
  contextOverflowRecoveryOptionsSchema,
  type TokenLimiterOptions,
  type ContextOverflowRecoveryOptions,
} from './options.js';
