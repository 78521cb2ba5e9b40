import { z } from 'zod';
import { BUILT_IN_TYPES, OPT_IN_TYPES } from './detect/entity.js';
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
