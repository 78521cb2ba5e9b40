import type { ProcessorViolation } from '@sluice/core';
import { z } from 'zod';

const violationCallbackSchema = z.custom<(violation: ProcessorViolation) => void | Promise<void>>((value) => typeof value === 'function', {
  error: 'expected a function',
});

/** Which hooks act. */
export const unicodeApplyToSchema = z
  .object({
    /** User input, once before the loop (`processInput`). @default true */
    input: z.boolean().default(true),
    /** Each tool result before the model sees it (`processToolResult`). @default true */
    toolResults: z.boolean().default(true),
    /** The streamed text and reasoning, and streamed tool-call arguments (`processOutputStream`). @default false */
    outputStream: z.boolean().default(false),
  })
  .strict();

/**
 * Schema of `UnicodeNormalizer` options. Names follow Mastra's `UnicodeNormalizer`
 * (`stripControlChars`, `preserveEmojis`, `collapseWhitespace`, `trim`) so code ports by changing
 * imports. Unknown keys are rejected at every depth by core's `parseProcessorOptions`.
 */
export const unicodeNormalizerOptionsSchema = z
  .object({
    /** Processor id. @default 'unicode-normalizer' */
    id: z.string().min(1).default('unicode-normalizer'),
    /** Unicode normalization form, or `false` for none. @default 'NFKC' */
    normalization: z.union([z.enum(['NFKC', 'NFC', 'NFKD', 'NFD']), z.literal(false)]).default('NFKC'),
    /** Remove bidirectional controls (Trojan Source, CVE-2021-42574): embeddings, overrides, isolates, marks. @default true */
    stripBidiControls: z.boolean().default(true),
    /** Remove zero-width and invisible characters: ZWSP, ZWNJ, ZWJ, word joiner, BOM, tag characters, variation selectors, soft hyphen, fillers. @default true */
    stripZeroWidth: z.boolean().default(true),
    /** Remove C0/C1 control characters other than tab, line feed and carriage return. @default false */
    stripControlChars: z.boolean().default(false),
    /** Keep the zero-width joiner and the emoji variation selectors inside emoji sequences. @default true */
    preserveEmojis: z.boolean().default(true),
    /**
     * Fold look-alike letters (Cyrillic, Greek, Armenian, a few Latin) to ASCII: `'mixed-script'`
     * only inside words that also contain ASCII letters (`pаypal` with a Cyrillic `а`), `'all'`
     * everywhere (destroys genuine Cyrillic and Greek text), `false` never. @default false
     */
    foldConfusables: z.union([z.enum(['mixed-script', 'all']), z.literal(false)]).default(false),
    /** Collapse runs of whitespace: to one space, or to one or two line breaks when the run has any. @default true */
    collapseWhitespace: z.boolean().default(true),
    /** Remove leading and trailing whitespace of each text. @default true */
    trim: z.boolean().default(true),
    /**
     * What to do when hidden characters (bidi, zero-width, control) are removed or confusables
     * folded: `'warn'` cleans the text and reports a violation listing what was removed, `'block'`
     * ends the run, `'silent'` only cleans. @default 'warn'
     */
    strategy: z.enum(['warn', 'block', 'silent']).default('warn'),
    /** Which hooks act. */
    applyTo: unicodeApplyToSchema.prefault({}),
    /** Skip this processor's result (with a warning) instead of failing the run when a hook throws. @default false */
    failOpen: z.boolean().default(false),
    /** Called for every violation this processor reports; its errors are swallowed by the runner. */
    onViolation: violationCallbackSchema.optional(),
  })
  .strict();

/** Options accepted by `new UnicodeNormalizer(options)`. */
export type UnicodeNormalizerOptions = z.input<typeof unicodeNormalizerOptionsSchema>;

/** Options after validation and defaults. */
export type ResolvedUnicodeNormalizerOptions = z.output<typeof unicodeNormalizerOptionsSchema>;
