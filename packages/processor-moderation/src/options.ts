import type { ProcessorViolation } from '@sluice/core';
import { z } from 'zod';
import { MODERATION_CATEGORIES, isModerationCategory } from './categories.js';
import type { ModerationClassifier } from './classifier.js';
import { parseOptions } from './parse-options.js';

const score = z.number().min(0).max(1);

/** A `ModerationClassifier`: an object with a string `id` and a `classify` function. */
export const classifierSchema = z.custom<ModerationClassifier>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { classify?: unknown }).classify === 'function',
  { error: 'expected a classifier: an object with `id` and `classify(texts, options)`' },
);

const violationCallbackSchema = z.custom<(violation: ProcessorViolation) => void | Promise<void>>(
  (value) => typeof value === 'function',
  { error: 'expected a function' },
);

/** A custom category: a name, what it covers (LLM judges read it) and an optional threshold. */
export const customCategorySchema = z
  .object({
    name: z.string().regex(/^[a-z0-9][a-z0-9/_-]*$/, 'lowercase letters, digits, "/", "_" or "-"'),
    description: z.string().min(1),
    threshold: score.optional(),
  })
  .strict();

/** Which phases are checked. */
export const checkSchema = z
  .object({
    /** User input, once before the loop (`processInput`). @default true */
    input: z.boolean().default(true),
    /** The streamed output, window by window (`processOutputStream`). @default true */
    outputStream: z.boolean().default(true),
    /** The final response messages, whole (`processOutputResult`). @default false */
    outputResult: z.boolean().default(false),
    /** Each tool result, before the model sees it (`processToolResult`). @default true */
    toolResults: z.boolean().default(true),
  })
  .strict();

/** How streamed text is cut into windows before judging. */
export const windowSchema = z
  .object({
    /** `sentence`: cut after a sentence end (or at `maxChars`); `chars`: cut every `maxChars`. @default 'sentence' */
    mode: z.enum(['sentence', 'chars']).default('sentence'),
    /** Longest window in characters; longer text is cut (at a space when one is near). @default 400 */
    maxChars: z.number().int().min(16).max(100_000).default(400),
    /** Shortest window: shorter sentences wait for more text (fewer calls, more hold-back). @default 0 */
    minChars: z.number().int().min(0).default(0),
    /** Characters of already-judged text sent along as context with the next window. @default 48 */
    overlap: z.number().int().min(0).default(48),
  })
  .strict();

/** The options of `ModerationProcessor`, as a zod schema (its JSON Schema feeds the catalog). */
export const moderationOptionsSchema = z
  .object({
    /** Processor id (keys its state). @default 'moderation' */
    id: z.string().min(1).default('moderation'),
    /** Scores texts per category. @default lexicon() */
    classifier: classifierSchema.optional(),
    /** Built-in categories to check. @default every built-in category */
    categories: z.array(z.enum(MODERATION_CATEGORIES)).default([...MODERATION_CATEGORIES]),
    /** Extra categories with descriptions (scored by classifiers that understand them). @default [] */
    customCategories: z.array(customCategorySchema).default([]),
    /** Score at or above which a category is flagged. @default 0.5 */
    threshold: score.default(0.5),
    /** Per-category thresholds overriding `threshold`. @default {} */
    thresholds: z.record(z.string(), score).default({}),
    /** What happens on a flag: end the run, report and pass, or drop the flagged content. @default 'block' */
    strategy: z.enum(['block', 'warn', 'filter']).default('block'),
    /** Phases to check. */
    check: checkSchema.prefault({}),
    /** When the classifier fails or times out: throw (nothing unjudged passes) or pass with a warning. @default 'fail-closed' */
    errorStrategy: z.enum(['fail-closed', 'fail-open']).default('fail-closed'),
    /** Time limit of one classification in milliseconds. @default 10000 */
    timeoutMs: z.number().int().positive().default(10_000),
    /** Stream windowing. */
    window: windowSchema.prefault({}),
    /** Called for every violation, whatever the strategy; errors are swallowed by the runner. */
    onViolation: violationCallbackSchema.optional(),
  })
  .strict()
  .superRefine((options, ctx) => {
    const custom = new Set<string>();
    for (const [index, category] of options.customCategories.entries()) {
      if (isModerationCategory(category.name) || custom.has(category.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['customCategories', index, 'name'],
          message: `duplicate category "${category.name}"`,
        });
      }
      custom.add(category.name);
    }
    const checked = new Set<string>([...options.categories, ...custom]);
    if (checked.size === 0) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'no category to check' });
    }
    for (const name of Object.keys(options.thresholds)) {
      if (!checked.has(name)) {
        ctx.addIssue({ code: 'custom', path: ['thresholds', name], message: 'not a checked category' });
      }
    }
    if (options.window.overlap >= options.window.maxChars) {
      ctx.addIssue({ code: 'custom', path: ['window', 'overlap'], message: 'must be below maxChars' });
    }
    if (options.window.minChars > options.window.maxChars) {
      ctx.addIssue({ code: 'custom', path: ['window', 'minChars'], message: 'must not exceed maxChars' });
    }
  });

/** Options accepted by `new ModerationProcessor(options)`. */
export type ModerationOptions = z.input<typeof moderationOptionsSchema>;

/** Options after validation and defaults. */
export type ResolvedModerationOptions = z.output<typeof moderationOptionsSchema>;

/** Validates `options`, applying defaults; throws `ModerationOptionsError` listing every problem. */
export function resolveModerationOptions(options: unknown): ResolvedModerationOptions {
  return parseOptions(moderationOptionsSchema, options ?? {}, 'ModerationProcessor');
}
