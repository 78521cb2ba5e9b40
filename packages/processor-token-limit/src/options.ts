import { parseProcessorOptions, type ErrorPattern } from '@sluice/core';
import { z } from 'zod';
import { OPENAI_CHAT_OVERHEAD } from './chat-overhead.js';
import { DEFAULT_FILE_ESTIMATE } from './file-estimate.js';
import { InvalidTokenLimitOptionsError } from './invalid-options-error.js';
import type { TokenCounter } from './token-counter.js';

const isCounter = (value: unknown): value is TokenCounter =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<TokenCounter>).count === 'function' &&
  typeof (value as Partial<TokenCounter>).load === 'function';

const tokenCount = z.number().int().min(0);

/** How messages are counted; shared by both processors. */
const countingShape = {
  /** The js-tiktoken encoding used when no `counter` is given. */
  encoding: z.enum(['o200k_base', 'cl100k_base']).default('o200k_base'),
  /** A counter of your own (overrides `encoding`). */
  counter: z.custom<TokenCounter>(isCounter, 'expected a TokenCounter ({ name, load(), count(text) })').optional(),
  /** Tokens added per message and per request by the chat format. */
  overhead: z.object({ perMessage: tokenCount, perRequest: tokenCount }).default(OPENAI_CHAT_OVERHEAD),
  /** Estimates for images and other files. */
  files: z.object({ imageTokens: tokenCount, fileTokens: tokenCount }).default(DEFAULT_FILE_ESTIMATE),
  /** Drop leading history until it starts with a user message (some providers require it). */
  startWithUser: z.boolean().default(true),
};

/** Options of `TokenLimiter` (zod schema; its JSON Schema feeds the catalog). */
export const tokenLimiterOptionsSchema = z
  .object({
    /** Tokens the prompt may use (context window minus what you keep for the reply). */
    limit: z.number().int().positive().optional(),
    /** `truncate` drops the oldest messages; `abort` stops the run with a tripwire instead. */
    strategy: z.enum(['truncate', 'abort']).default('truncate'),
    /** `request`: trim each call's prompt only; `persistent`: also remove the dropped messages from the conversation. */
    mode: z.enum(['request', 'persistent']).default('request'),
    /** Count tool definitions (name, description, schema) against `limit`. */
    countTools: z.boolean().default(true),
    /** Stop emitting text after this many output tokens (counted per streamed delta). */
    maxOutputTokens: z.number().int().positive().optional(),
    /** `truncate` emits one transient `data-token-limit-reached` chunk and drops further text; `abort` trips. */
    outputStrategy: z.enum(['truncate', 'abort']).default('truncate'),
    ...countingShape,
  })
  .strict()
  .refine((options) => options.limit !== undefined || options.maxOutputTokens !== undefined, {
    error: 'set limit, maxOutputTokens, or both',
  });

/** Options of `ContextOverflowRecovery`. */
export const contextOverflowRecoveryOptionsSchema = z
  .object({
    /** Extra wordings recognised as a context-length rejection (strings: case-insensitive substrings). */
    patterns: z.array(z.union([z.string().min(1), z.instanceof(RegExp)])).default([]),
    /** Recoveries allowed per request. */
    maxRetries: z.number().int().min(0).max(5).default(1),
    /** Fraction of the provider's stated limit to aim for, leaving room for tokenizer differences. */
    safetyMargin: z.number().gt(0).max(1).default(0.9),
    /** Fraction of the conversation to keep when the error states no numbers. */
    fallbackRatio: z.number().gt(0).lt(1).default(0.5),
    ...countingShape,
  })
  .strict();

/** What `new TokenLimiter(options)` accepts. */
export type TokenLimiterOptions = z.input<typeof tokenLimiterOptionsSchema>;

/** What `new ContextOverflowRecovery(options)` accepts. */
export type ContextOverflowRecoveryOptions = Omit<z.input<typeof contextOverflowRecoveryOptionsSchema>, 'patterns'> & {
  patterns?: ErrorPattern[];
};

/** Validates `options` against `schema` (unknown keys rejected), throwing `InvalidTokenLimitOptionsError` with every issue. */
export function parseOptions<T>(processorName: string, schema: z.ZodType<T>, options: unknown): T {
  return parseProcessorOptions(schema, options, (issues) => new InvalidTokenLimitOptionsError(processorName, issues));
}
