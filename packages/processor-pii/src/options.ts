import { z } from 'zod';
import { BUILT_IN_TYPES, OPT_IN_TYPES, type PIIEntity } from './detect/entity.js';
import { LOCALES, NATIONAL_TYPES } from './detect/national-types.js';
import type { PlaceholderVault } from './vault/placeholder-vault.js';

const typeName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'upper-case type name such as EMAIL or EMPLOYEE_ID');

/** Schema of one user-defined recognizer. */
export const customRecognizerSchema = z.object({
  /** Entity type reported and used in placeholders, e.g. `EMPLOYEE_ID`. */
  type: typeName,
  /** What to find. Use anchored, non-nested patterns: the linear-time guarantee covers built-ins only. */
  pattern: z.union([z.instanceof(RegExp), z.string().min(1)]),
  /** Extra check on a match (e.g. a checksum); false rejects it. */
  validate: z.custom<(value: string) => boolean>((v) => typeof v === 'function', 'a function').optional(),
  /** Words that, within 48 characters before a match, raise its score to `contextScore`. */
  contextWords: z.array(z.string().min(1)).default([]),
  /** Score of a match without context. @default 0.6 */
  score: z.number().min(0).max(1).default(0.6),
  /** Score of a match preceded by a context word. @default 0.9 */
  contextScore: z.number().min(0).max(1).default(0.9),
});

/**
 * Longest `maxLength` a recognizer may declare: the stream holds back that many characters, so a
 * larger value would delay every streamed response more than any name or address needs.
 */
export const MAX_RECOGNIZER_LENGTH = 1024;

/**
 * An extra synchronous recognizer for the `recognizers` option, such as
 * `createNameAddressRecognizer()` from `@sluice/processor-pii/names`. Use `customRecognizers`
 * instead for a single regular expression, and `entityDetector` for an async (model) detector.
 */
export interface PIIRecognizer {
  /** Name shown in error messages, e.g. `names`. */
  name: string;
  /** Entity types it reports (upper-case); spans of any other type are dropped. */
  types: readonly string[];
  /**
   * Upper bound on the characters from the start of a reported span to the last character the
   * recognizer reads to decide it (the span plus its lookahead). The stream holds back at least
   * this many characters, so a split anywhere gives the same result as the whole text. The
   * recognizer must also read at most 64 characters before a span to decide it.
   */
  maxLength: number;
  /**
   * Entities of `text` as half-open spans with a score in [0, 1]. Must run in linear time and
   * without recursion or a backtracking regular expression: it sees every text the detector scans.
   */
  detect(text: string): readonly PIIEntity[];
}

/** Schema of one `recognizers` entry: validates the shape of a `PIIRecognizer`. */
export const piiRecognizerSchema = z.object({
  name: z.string().min(1, 'a non-empty name'),
  types: z.array(typeName).min(1, 'at least one entity type').readonly(),
  maxLength: z
    .number()
    .int('an integer number of characters')
    .min(1, 'at least 1 character')
    .max(MAX_RECOGNIZER_LENGTH, `at most ${String(MAX_RECOGNIZER_LENGTH)} characters (the stream hold-back)`),
  detect: z.custom<PIIRecognizer['detect']>((v) => typeof v === 'function', 'a function (text) => entities'),
});

/** A pluggable detector for entities no deterministic recognizer finds (names, addresses). */
export interface EntityDetector {
  /** Returns entities of `text` as spans; called once per sentence batch, never per chunk. */
  detect(text: string, options: { abortSignal: AbortSignal }): Promise<{ type: string; start: number; end: number; score: number }[]>;
}

/**
 * Schema of `PIIDetector` options (also published as JSON Schema for the catalog). Unknown keys
 * are rejected at every depth by core's `parseProcessorOptions`.
 */
export const piiDetectorOptionsSchema = z.object({
  /** Processor id; the input and output instances of one reversible setup must share it. */
  id: z.string().min(1).default('pii-detector'),
  /** What to do on detection. */
  strategy: z.enum(['block', 'warn', 'filter', 'redact']).default('redact'),
  /** How `redact` rewrites an entity. */
  method: z.enum(['mask', 'hash', 'placeholder', 'remove']).default('mask'),
  /** Placeholders in, real values out: requires `method: 'placeholder'` and `strategy: 'redact'`. */
  reversible: z.boolean().default(false),
  /**
   * Built-in types to run; every one of `BUILT_IN_TYPES` by default (`OPT_IN_TYPES` and
   * `NATIONAL_TYPES` only when listed, or through `locales`).
   */
  types: z.array(z.enum([...BUILT_IN_TYPES, ...OPT_IN_TYPES, ...NATIONAL_TYPES])).optional(),
  /**
   * Countries whose national identifiers to find as well (`['gb', 'de']`), or `'all'`. None by
   * default: general text keeps the precision of the global types.
   */
  locales: z.union([z.literal('all'), z.array(z.enum(LOCALES))]).default([]),
  /** Default minimum score of a type (below it an entity is not reported). */
  threshold: z.number().min(0).max(1).default(0.5),
  /** Minimum score per type, overriding `threshold`. */
  thresholds: z.record(z.string(), z.number().min(0).max(1)).default({}),
  /**
   * Floor under every minimum score: an entity scoring below it is never reported, whatever
   * `threshold` or `thresholds` say (e.g. `0.8` keeps only checksum- or context-confirmed
   * detections of every type, custom ones included). @default 0
   */
  minScore: z.number().min(0).max(1).default(0),
  /** Default region for phone numbers written without a country code. */
  phoneRegion: z.string().regex(/^[A-Z]{2}$/).default('US'),
  /** Salt of the `hash` method (secret). Random per detector when absent. */
  hashSalt: z.string().min(8).optional(),
  /** User-defined recognizers. */
  customRecognizers: z.array(customRecognizerSchema).default([]),
  /**
   * Extra synchronous recognizers run with the built-in ones everywhere the detector scans (input,
   * stream, tool results, `detect()`), e.g. `createNameAddressRecognizer()` from
   * `@sluice/processor-pii/names`. Their types are enabled and use `threshold` / `thresholds`.
   * @default []
   */
  recognizers: z.array(piiRecognizerSchema).default([]),
  /** Which hooks act. */
  applyTo: z
    .object({
      input: z.boolean().default(true),
      output: z.boolean().default(true),
      toolResults: z.boolean().default(true),
      /**
       * Scan system messages in `processInput`, the agent's instructions included (a hook cannot
       * tell them from caller-supplied ones). Turn off only when callers cannot send system messages.
       */
      system: z.boolean().default(true),
    })
    .default({ input: true, output: true, toolResults: true, system: true }),
  /** Skip this processor's result (with a warning and a violation) instead of failing the run when a hook throws. */
  failOpen: z.boolean().default(false),
  /**
   * Deadline, in milliseconds, of each async call out (the `entityDetector`, the placeholder vault).
   * A call out that has not settled by then fails the hook with `PIICalloutTimeoutError`
   * (fail-closed unless `failOpen`), so a hung detector cannot hang the run. @default 10000
   */
  timeoutMs: z.number().int().positive().max(600_000).default(10_000),
  /**
   * Reversible mode: where each thread's placeholder map is kept between runs, so `<EMAIL_1>`
   * recalled from memory still means the same person in the next run. A new
   * `InMemoryPlaceholderVault` per detector by default (bounded, this process only); `false` keeps
   * the map for one run (recalled placeholders then stay unresolved, never re-bound). With two
   * detector instances (input and output), the input one's vault is used.
   */
  placeholderVault: z
    .union([
      z.literal(false),
      z.custom<PlaceholderVault>(
        (v) => typeof v === 'object' && v !== null && typeof (v as Partial<PlaceholderVault>).load === 'function' && typeof (v as Partial<PlaceholderVault>).save === 'function',
        'a PlaceholderVault',
      ),
    ])
    .optional(),
  /** Optional detector for names and addresses (e.g. `createModelEntityDetector`). */
  entityDetector: z.custom<EntityDetector>((v) => typeof v === 'object' && v !== null && 'detect' in v, 'an EntityDetector').optional(),
}).superRefine((options, ctx) => {
  if (options.reversible && (options.method !== 'placeholder' || options.strategy !== 'redact')) {
    ctx.addIssue({ code: 'custom', path: ['reversible'], message: "reversible: true needs strategy 'redact' and method 'placeholder'" });
  }
});

/** Options of `PIIDetector`, as written by users. */
export type PIIDetectorOptions = z.input<typeof piiDetectorOptionsSchema>;
/** Options after defaults. */
export type ResolvedPIIDetectorOptions = z.output<typeof piiDetectorOptionsSchema>;
