import type { ProcessorViolation } from '@sluice/core';
import { z } from 'zod';
import { findBacktrackingRisk } from './backtracking-check.js';

const RISK_MESSAGES = {
  'nested-quantifier': 'risks catastrophic backtracking: a repeated group holds a repeated element (like (a+)+); rewrite it without nesting',
  'quantified-alternation': 'risks catastrophic backtracking: a repeated group holds an alternation (like (a|ab)*); repeat a character class instead',
  backreference: 'backreferences are refused: they can take exponential time',
  'too-many-unbounded': 'risks polynomial backtracking: more than two unbounded quantifiers (*, +, {n,}); bound some of them ({1,64})',
} as const;

/** One user pattern: a name (reported and used in the replacement), a regular expression and its flags. */
export const regexPatternSchema = z
  .object({
    /** Reported in violations and in the default replacement, e.g. `employee-id`. */
    name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'letters, digits, ".", "_" or "-"'),
    /** The expression, as source text or a `RegExp` (its own flags are used unless `flags` is given). */
    pattern: z.union([z.string().min(1), z.instanceof(RegExp)]),
    /** Flags among `i`, `m`, `s`, `u` (`g` is added; `y`, `d` and `v` are refused). @default '' or the RegExp's flags */
    flags: z.string().regex(/^[imsu]*$/, 'only the flags i, m, s and u').optional(),
  })
  .strict();

/** Which hooks act. */
export const regexApplyToSchema = z
  .object({
    /** User input, once before the loop (`processInput`). @default true */
    input: z.boolean().default(true),
    /** Streamed text, reasoning and tool-call arguments (`processOutputStream`). @default true */
    outputStream: z.boolean().default(true),
    /** Each tool result before the model sees it (`processToolResult`). @default true */
    toolResults: z.boolean().default(true),
    /** The final response messages before they are stored (`processOutputResult`). @default true */
    outputResult: z.boolean().default(true),
  })
  .strict();

const violationCallbackSchema = z.custom<(violation: ProcessorViolation) => void | Promise<void>>((value) => typeof value === 'function', {
  error: 'expected a function',
});

/**
 * Schema of `RegexFilter` options. Unknown keys are rejected at every depth by core's
 * `parseProcessorOptions`; every pattern is compiled and checked for catastrophic backtracking.
 */
export const regexFilterOptionsSchema = z
  .object({
    /** Processor id. @default 'regex-filter' */
    id: z.string().min(1).default('regex-filter'),
    /** Your patterns. @default [] */
    patterns: z.array(regexPatternSchema).default([]),
    /** Built-in pattern sets: `secrets` (API keys, tokens, private keys), `urls`, `profanity`. @default [] */
    presets: z.array(z.enum(['secrets', 'urls', 'profanity'])).default([]),
    /** On a match: end the run (`block`), replace the match (`redact`), or report and pass (`warn`). @default 'redact' */
    strategy: z.enum(['block', 'redact', 'warn']).default('redact'),
    /** Replacement of a redacted match; `{name}` becomes the pattern's name. @default '[REDACTED:{name}]' */
    replacement: z.string().default('[REDACTED:{name}]'),
    /**
     * Longest match, in characters: the stream holds back this much text (and up to half as much
     * again between scans), and whole texts are scanned in windows of four times this. @default 256
     */
    maxMatchLength: z.number().int().min(8).max(65_536).default(256),
    /** Which hooks act. */
    applyTo: regexApplyToSchema.prefault({}),
    /** Skip this processor's result (with a warning) instead of failing the run when a hook throws. @default false */
    failOpen: z.boolean().default(false),
    /** Called for every violation this processor reports; its errors are swallowed by the runner. */
    onViolation: violationCallbackSchema.optional(),
  })
  .strict()
  .superRefine((options, ctx) => {
    if (options.patterns.length === 0 && options.presets.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['patterns'], message: 'give at least one pattern or preset' });
    }
    const names = new Set<string>();
    for (const [index, entry] of options.patterns.entries()) {
      if (names.has(entry.name)) ctx.addIssue({ code: 'custom', path: ['patterns', index, 'name'], message: `duplicate pattern name "${entry.name}"` });
      names.add(entry.name);
      const source = typeof entry.pattern === 'string' ? entry.pattern : entry.pattern.source;
      const flags = entry.flags ?? (typeof entry.pattern === 'string' ? '' : entry.pattern.flags.replace(/[gyd]/g, ''));
      if (/[^imsu]/.test(flags)) {
        ctx.addIssue({ code: 'custom', path: ['patterns', index, 'flags'], message: 'only the flags i, m, s and u' });
        continue;
      }
      try {
        new RegExp(source, `${flags}g`);
      } catch {
        ctx.addIssue({ code: 'custom', path: ['patterns', index, 'pattern'], message: 'not a valid regular expression' });
        continue;
      }
      const risk = findBacktrackingRisk(source);
      if (risk !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['patterns', index, 'pattern'], message: `${RISK_MESSAGES[risk.kind]} (at offset ${String(risk.index)})` });
      }
    }
  });

/** Options accepted by `new RegexFilter(options)`. */
export type RegexFilterOptions = z.input<typeof regexFilterOptionsSchema>;

/** Options after validation and defaults. */
export type ResolvedRegexFilterOptions = z.output<typeof regexFilterOptionsSchema>;
