import { PROCESSOR_HOOKS } from '@sluice/core';
import { z } from 'zod';

/** The catalog categories. */
export const categories = ['guardrail', 'redaction', 'recovery', 'caching', 'limits'] as const;

/** One processor as a package declares it under `"sluice".processors`. */
export const processorEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be kebab-case (a-z, 0-9, -)'),
  name: z.string().min(1),
  hooks: z.array(z.enum(PROCESSOR_HOOKS)).min(1, 'declare at least one hook'),
  category: z.enum(categories),
  /** The package's export that constructs it (`new Export(options)`); guessed from the exports when absent. */
  export: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'must be an export name such as PIIDetector').optional(),
  /**
   * JSON options that construct a working instance: required options filled in, and what makes it
   * show its job in the playground. Defaults to `{}`.
   */
  exampleOptions: z.record(z.string(), z.unknown()).optional(),
});

/** A processor catalog entry. */
export type ProcessorEntry = z.infer<typeof processorEntrySchema>;

/** The `"sluice"` key of a workspace package.json. */
export const sluiceEntrySchema = z.object({ processors: z.array(processorEntrySchema) });
