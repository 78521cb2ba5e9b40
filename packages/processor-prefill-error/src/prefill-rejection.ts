import { getAPIErrorDetails, matchesErrorPattern, type ErrorPattern } from '@sluice/core';

/**
 * Known wordings of a provider rejecting a conversation that ends with an assistant message:
 * Anthropic's 400 `invalid_request_error`, llama.cpp-style OpenAI-compatible servers with thinking
 * enabled, and servers that refuse requests ending with a model turn.
 */
export const PREFILL_REJECTION_PATTERNS: readonly ErrorPattern[] = [
  'does not support assistant message prefill',
  'conversation must end with a user message',
  'assistant response prefill is incompatible with enable_thinking',
  'requests ending with a model turn are not supported',
];

/** What `isPrefillRejection` checks besides the built-in wordings. */
export interface PrefillRejectionOptions {
  /** Extra wordings. */
  patterns: readonly ErrorPattern[];
  /** Statuses a prefill rejection may carry; a known status outside this list never matches. */
  statusCodes: readonly number[];
}

/** True when `error` is a provider's rejection of assistant-message prefill. */
export function isPrefillRejection(error: unknown, options: PrefillRejectionOptions): boolean {
  const details = getAPIErrorDetails(error);
  if (details === undefined) return false;
  if (details.statusCode !== undefined && !options.statusCodes.includes(details.statusCode)) return false;
  return matchesErrorPattern(details, [...PREFILL_REJECTION_PATTERNS, ...options.patterns]);
}
