import { getAPIErrorDetails, matchesErrorPattern, type ErrorPattern } from '@sluice/core';

/** What a context-length rejection said. */
export interface ContextOverflow {
  /** Input tokens the provider allows (after subtracting the requested output, when it says so). */
  limit?: number;
  /** Input tokens the provider counted for the rejected request. */
  actual?: number;
}

type Reader = (match: RegExpExecArray) => ContextOverflow;

const n = (text: string | undefined): number => Number((text ?? '').replace(/,/g, ''));
const NUM = '(\\d[\\d,]*)';

/** Known wordings, most specific first, each with how to read its numbers. */
const WORDINGS: readonly [RegExp, Reader][] = [
  // OpenAI: "...maximum context length is 4097 tokens. However, you requested 4120 tokens (3120 in the messages, 1000 in the completion)."
  [
    new RegExp(`maximum context length is ${NUM} tokens.*?requested ${NUM} tokens \\(${NUM} in the messages, ${NUM} in the completion\\)`, 'is'),
    (m) => ({ limit: n(m[1]) - n(m[4]), actual: n(m[3]) }),
  ],
  // OpenAI: "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens."
  [new RegExp(`maximum context length is ${NUM} tokens.*?resulted in ${NUM} tokens`, 'is'), (m) => ({ limit: n(m[1]), actual: n(m[2]) })],
  [new RegExp(`maximum context length is ${NUM} tokens`, 'i'), (m) => ({ limit: n(m[1]) })],
  // OpenAI (GPT-5): "Input tokens exceed the configured limit of 272000 tokens. Your messages resulted in 289650 tokens."
  [
    new RegExp(`input tokens exceed the configured limit of ${NUM} tokens.*?resulted in ${NUM} tokens`, 'is'),
    (m) => ({ limit: n(m[1]), actual: n(m[2]) }),
  ],
  [/input tokens exceed the configured limit/i, () => ({})],
  // OpenAI (Responses): "Your input exceeds the context window of this model."
  [/exceeds the context window/i, () => ({})],
  // Anthropic: "prompt is too long: 208310 tokens > 200000 maximum"
  [new RegExp(`prompt is too long: ${NUM} tokens > ${NUM} maximum`, 'i'), (m) => ({ actual: n(m[1]), limit: n(m[2]) })],
  [/prompt is too long/i, () => ({})],
  // Anthropic: "input length and `max_tokens` exceed context limit: 188240 + 21333 > 200000, decrease input length or `max_tokens` and try again"
  [
    new RegExp(`input length and \`?max_tokens\`? exceed context limit: ${NUM} \\+ ${NUM} > ${NUM}`, 'i'),
    (m) => ({ actual: n(m[1]), limit: n(m[3]) - n(m[2]) }),
  ],
  [/input length and `?max_tokens`? exceed context limit/i, () => ({})],
  // Google: "The input token count (1200293) exceeds the maximum number of tokens allowed (1048576)."
  [
    new RegExp(`input token count \\(${NUM}\\) exceeds the maximum number of tokens allowed \\(${NUM}\\)`, 'i'),
    (m) => ({ actual: n(m[1]), limit: n(m[2]) }),
  ],
];

/** Error codes providers use for this rejection. */
const CODES = ['context_length_exceeded'];

/** Statuses a context-length rejection carries (400; some gateways use 413 or 422). */
const STATUSES = [400, 413, 422];

/**
 * Recognises a provider's "context too long" rejection and reads the numbers it states. Returns
 * `undefined` for any other error. `patterns` adds wordings of your own (recognised, no numbers).
 */
export function parseContextOverflow(error: unknown, patterns: readonly ErrorPattern[] = []): ContextOverflow | undefined {
  const details = getAPIErrorDetails(error);
  if (details === undefined) return undefined;
  if (details.statusCode !== undefined && !STATUSES.includes(details.statusCode)) return undefined;
  for (const [pattern, read] of WORDINGS) {
    for (const text of details.texts) {
      const match = pattern.exec(text);
      if (match !== null) {
        const overflow = read(match);
        if (overflow.limit !== undefined && !(overflow.limit > 0)) {
          return overflow.actual === undefined ? {} : { actual: overflow.actual };
        }
        return overflow;
      }
    }
  }
  if (details.providerErrorCode !== undefined && CODES.includes(details.providerErrorCode)) return {};
  return matchesErrorPattern(details, patterns) ? {} : undefined;
}
