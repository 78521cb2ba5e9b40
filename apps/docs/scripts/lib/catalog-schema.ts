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

const npmName = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
const semverRange = /^[\s\d.xX*^~<>=|-]+$/;

/** One reviewed third-party package in catalog/third-party.json. Unknown keys are errors. */
export const thirdPartyEntrySchema = z.strictObject({
  package: z.string().regex(npmName, 'must be an npm package name'),
  description: z.string().min(10, 'write at least a sentence'),
  repository: z.url({ protocol: /^https$/ }),
  homepage: z.url({ protocol: /^https$/ }).optional(),
  coreRange: z.string().regex(semverRange, 'must be a semver range such as ^0.1.0'),
  processors: z.array(processorEntrySchema).min(1),
  conformance: z
    .strictObject({
      passed: z.int().nonnegative(),
      failed: z.int().nonnegative(),
      skipped: z.int().nonnegative(),
      kitVersion: z.string().min(1),
      p50Us: z.number().nonnegative().optional(),
      p95Us: z.number().nonnegative().optional(),
    })
    .optional(),
  quality: z
    .strictObject({ precision: z.number().min(0).max(1), recall: z.number().min(0).max(1) })
    .optional(),
  reviewedAt: z.iso.date(),
  reviewer: z.string().min(1),
});

/** A reviewed third-party package. */
export type ThirdPartyEntry = z.infer<typeof thirdPartyEntrySchema>;

/** The whole third-party file. */
export const thirdPartyFileSchema = z.strictObject({
  $comment: z.string().optional(),
  packages: z.array(thirdPartyEntrySchema),
});
