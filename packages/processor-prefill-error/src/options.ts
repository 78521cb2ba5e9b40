import { parseProcessorOptions, type ErrorPattern } from '@sluice/core';
import { z } from 'zod';
import { InvalidPrefillOptionsError } from './invalid-options-error.js';

/** The user turn appended when the conversation must end with a user message. */
export const DEFAULT_CONTINUE_MESSAGE = 'Continue from where you left off.';

const patternSchema = z.union([z.string().min(1), z.instanceof(RegExp)]);

/** Options of `PrefillErrorHandler`. */
export const prefillErrorHandlerOptionsSchema = z
  .object({
    /** Extra wordings (strings: case-insensitive substrings; or RegExps) recognised as a prefill rejection. */
    patterns: z.array(patternSchema).default([]),
    /** Text of the user turn appended before the retry. */
    continueMessage: z.string().min(1).default(DEFAULT_CONTINUE_MESSAGE),
    /** How many times one request may be recovered. */
    maxRetries: z.number().int().min(0).max(10).default(1),
    /** HTTP statuses a prefill rejection may carry; an error with another known status is left alone. */
    statusCodes: z.array(z.number().int().min(100).max(599)).min(1).default([400, 422]),
    /** Where the continue turn is added: `input` (persisted with the call) or `context` (not persisted). */
    messageSource: z.enum(['input', 'context']).default('input'),
  })
  .strict();

/** Options of `PrefillGuard`. */
export const prefillGuardOptionsSchema = z
  .object({
    /**
     * Models that do not support prefill, matched against `modelId`, `provider` and
     * `provider/modelId` (strings: case-insensitive substrings; or RegExps).
     */
    models: z.array(patternSchema).min(1),
    /** Text of the user turn appended for the call. */
    continueMessage: z.string().min(1).default(DEFAULT_CONTINUE_MESSAGE),
  })
  .strict();

/** What `new PrefillErrorHandler(options)` accepts. */
export interface PrefillErrorHandlerOptions {
  /** Extra wordings recognised as a prefill rejection, added to the built-in ones. @default [] */
  patterns?: ErrorPattern[];
  /** Text of the user turn appended before the retry. @default 'Continue from where you left off.' */
  continueMessage?: string;
  /** How many times one request may be recovered. @default 1 */
  maxRetries?: number;
  /** HTTP statuses a prefill rejection may carry. @default [400, 422] */
  statusCodes?: number[];
  /** Source of the appended user turn: `input` (persisted) or `context` (not persisted). @default 'input' */
  messageSource?: 'input' | 'context';
}

/** What `new PrefillGuard(options)` accepts. */
export interface PrefillGuardOptions {
  /** Models that reject prefill, matched against `modelId`, `provider` and `provider/modelId`. */
  models: ErrorPattern[];
  /** Text of the user turn appended for the call. @default 'Continue from where you left off.' */
  continueMessage?: string;
}

/** Validates `options` against `schema` (unknown keys rejected), throwing `InvalidPrefillOptionsError` with every issue. */
export function parseOptions<T>(processorName: string, schema: z.ZodType<T>, options: unknown): T {
  return parseProcessorOptions(schema, options, (issues) => new InvalidPrefillOptionsError(processorName, issues));
}
