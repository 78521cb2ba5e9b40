import type { ProcessorViolation } from '@sluice/core';
import { z } from 'zod';
import type { InjectionDetector } from './detector.js';
import { parseOptions } from './parse-options.js';

const detectorSchema = z.custom<InjectionDetector>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { detect?: unknown }).detect === 'function',
  { error: 'expected a detector: an object with `id` and `detect(text, options)`' },
);

const violationCallbackSchema = z.custom<(violation: ProcessorViolation) => void | Promise<void>>(
  (value) => typeof value === 'function',
  { error: 'expected a function' },
);

/** Which places are checked. */
export const checkSchema = z
  .object({
    /** User messages of the call, before the loop (`processInput`). @default true */
    input: z.boolean().default(true),
    /** User messages added later (memory, other processors), before each step (`processInputStep`). @default true */
    inputSteps: z.boolean().default(true),
    /** Every tool result, before the model reads it (`processToolResult`). @default true */
    toolResults: z.boolean().default(true),
    /** Leaks of the system prompt or the canary in the streamed output (`processOutputStream`). @default true */
    outputStream: z.boolean().default(true),
  })
  .strict();

/** Limits of the walk over structured tool results. */
export const walkSchema = z
  .object({
    /** Deepest nesting walked (the walk is iterative: no stack overflow); deeper values are not judged. @default 256 */
    maxDepth: z.number().int().min(1).max(100_000).default(256),
    /** Most strings (keys and values) collected from one result. @default 100000 */
    maxStrings: z.number().int().min(1).default(100_000),
    /** Most characters judged per tool result; the rest is cut. @default 2000000 */
    maxChars: z.number().int().min(1).default(2_000_000),
  })
  .strict();

/** Leak detection in the output stream. */
export const leakSchema = z
  .object({
    /** Compare the output with the run's system messages. @default true */
    systemPrompt: z.boolean().default(true),
    /** Words per n-gram. @default 5 */
    ngram: z.number().int().min(2).max(16).default(5),
    /** Shared n-grams, among the last `window` n-grams of the output, that make a leak. @default 4 */
    minMatches: z.number().int().min(1).max(64).default(4),
    /** How many recent n-grams of the output are compared at once (edits between copied words are tolerated inside it). @default 16 */
    window: z.number().int().min(1).max(256).default(16),
    /**
     * A secret marker to catch verbatim in the output: a string you put in your own system
     * prompt, or `true` to have `processInputStep` add a random one to the system messages.
     * @default false
     */
    canary: z.union([z.literal(false), z.literal(true), z.string().min(8)]).default(false),
    /** What a leak does: end the run, replace the held text with a notice, or report and pass. @default 'block' */
    strategy: z.enum(['block', 'redact', 'warn']).default('block'),
  })
  .strict();

/** The options of `PromptInjectionDetector`, as a zod schema (its JSON Schema feeds the catalog). */
export const promptInjectionOptionsSchema = z
  .object({
    /** Processor id (keys its state). @default 'prompt-injection' */
    id: z.string().min(1).default('prompt-injection'),
    /** Judges texts. @default offlineDetector() */
    detector: detectorSchema.optional(),
    /** Score at or above which a text is an injection. @default 0.5 */
    threshold: z.number().min(0).max(1).default(0.5),
    /**
     * What a detected injection in user input does: end the run before any model call, report
     * and pass, strip the offending spans, or drop the message. @default 'block'
     */
    strategy: z.enum(['block', 'warn', 'rewrite', 'filter']).default('block'),
    /**
     * What a detected injection in a tool result does: end the run, replace the result with a
     * notice the model can act on, or report and pass. @default 'quarantine'
     */
    toolResultStrategy: z.enum(['block', 'quarantine', 'warn']).default('quarantine'),
    /** Places to check. */
    check: checkSchema.prefault({}),
    /** Structured tool results. */
    walk: walkSchema.prefault({}),
    /** Output-stream leak detection. */
    leak: leakSchema.prefault({}),
    /** When the detector fails or times out: throw (nothing unjudged passes) or pass with a warning. @default 'fail-closed' */
    errorStrategy: z.enum(['fail-closed', 'fail-open']).default('fail-closed'),
    /** Time limit of one detection in milliseconds. @default 10000 */
    timeoutMs: z.number().int().positive().default(10_000),
    /** Called for every violation, whatever the strategy; errors are swallowed by the runner. */
    onViolation: violationCallbackSchema.optional(),
  })
  .strict()
  .superRefine((options, ctx) => {
    if (options.leak.minMatches > options.leak.window) {
      ctx.addIssue({ code: 'custom', path: ['leak', 'minMatches'], message: 'must not exceed leak.window' });
    }
  });

/** Options accepted by `new PromptInjectionDetector(options)`. */
export type PromptInjectionOptions = z.input<typeof promptInjectionOptionsSchema>;

/** Options after validation and defaults. */
export type ResolvedPromptInjectionOptions = z.output<typeof promptInjectionOptionsSchema>;

/** Validates `options`, applying defaults; throws `PromptInjectionOptionsError` listing every problem. */
export function resolvePromptInjectionOptions(options: unknown): ResolvedPromptInjectionOptions {
  return parseOptions(promptInjectionOptionsSchema, options ?? {}, 'PromptInjectionDetector');
}
