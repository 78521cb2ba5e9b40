import { isLanguageModel, parseProcessorOptions, type ProcessorViolation, type SluiceLanguageModel } from '@sluice/core';
import { z } from 'zod';
import { LanguageOptionsError } from './errors/language-options-error.js';
import { toLanguageCode } from './language-codes.js';

const modelSchema = z.custom<SluiceLanguageModel>(isLanguageModel, { error: 'expected an AI SDK language model (specification v4, v3 or v2)' });

const violationCallbackSchema = z.custom<(violation: ProcessorViolation) => void | Promise<void>>(
  (value) => typeof value === 'function',
  { error: 'expected a function' },
);

const languageSchema = z.string().refine((value) => toLanguageCode(value) !== undefined, {
  error: 'an ISO 639-1 code or English name of a language the detector knows (e.g. "en", "German")',
});

/** Which phases are checked. */
export const languageCheckSchema = z
  .object({
    /** User messages of the call's input (`processInput`). @default true */
    input: z.boolean().default(true),
    /** The streamed output, window by window (`processOutputStream`). @default true */
    outputStream: z.boolean().default(true),
  })
  .strict();

/** How streamed output is judged. */
export const languageStreamSchema = z
  .object({
    /** Characters of a text part judged at once (the first window, then each next one). @default 120 */
    windowChars: z.number().int().min(16).max(100_000).default(120),
  })
  .strict();

/** The options of `LanguageDetector`, as a zod schema. Names follow Mastra's. */
export const languageDetectorOptionsSchema = z
  .object({
    /** Processor id (keys its state). @default 'language-detector' */
    id: z.string().min(1).default('language-detector'),
    /** Languages allowed (ISO 639-1 codes or English names; Mastra's default). @default ['en'] */
    targetLanguages: z.array(languageSchema).min(1).default(['en']),
    /** What happens to text in another language: record it, report it, end the run, or translate it. @default 'detect' */
    strategy: z.enum(['detect', 'warn', 'block', 'translate']).default('detect'),
    /** Least confidence (0-1, see README) for a detection to count; less is "undetermined" and passes. @default 0.7 */
    threshold: z.number().min(0).max(1).default(0.7),
    /** Texts (or stream windows at a part's end) with fewer letters than this are not judged. @default 10 */
    minTextLength: z.number().int().min(1).max(100_000).default(10),
    /** The model that translates (`strategy: 'translate'` only; called through `doGenerate`). */
    model: modelSchema.optional(),
    /** Translate into this language. @default the first target language */
    translateTo: languageSchema.optional(),
    /** Keep the original text in the message's `content.metadata.language.originalText` when translating. @default true */
    preserveOriginal: z.boolean().default(true),
    /** Put the detection (language, confidence) in user messages' `content.metadata.language`. @default true */
    includeDetectionDetails: z.boolean().default(true),
    /** Phases to check. */
    check: languageCheckSchema.prefault({}),
    /** Stream judging. */
    stream: languageStreamSchema.prefault({}),
    /** Output token limit of one translation call. @default 2048 */
    maxOutputTokens: z.number().int().positive().default(2048),
    /**
     * Deadline of one translation call, in ms: past it the call is aborted and the run fails closed
     * with `LanguageTranslationError`, even when the model ignores the abort signal. @default 30000
     */
    timeoutMs: z.number().int().positive().max(600_000).default(30_000),
    /** Called for every violation, whatever the strategy; errors are swallowed by the runner. */
    onViolation: violationCallbackSchema.optional(),
  })
  .strict()
  .superRefine((options, ctx) => {
    if (options.strategy === 'translate' && options.model === undefined) {
      ctx.addIssue({ code: 'custom', path: ['model'], message: "required with strategy 'translate'" });
    }
  });

/** Options accepted by `new LanguageDetector(options)`. */
export type LanguageDetectorOptions = z.input<typeof languageDetectorOptionsSchema>;

/** Options after validation and defaults. */
export type ResolvedLanguageDetectorOptions = z.output<typeof languageDetectorOptionsSchema>;

/** Validates `options`, applying defaults; throws `LanguageOptionsError` listing every problem. */
export function resolveLanguageDetectorOptions(options: unknown): ResolvedLanguageDetectorOptions {
  return parseProcessorOptions<ResolvedLanguageDetectorOptions>(
    languageDetectorOptionsSchema,
    options ?? {},
    (issues) => new LanguageOptionsError('LanguageDetector', issues),
  );
}
