import { z } from 'zod';

/** One failed kit check. */
export const checkFailureSchema = z.object({ check: z.string(), message: z.string() });

/** The kit's verdict on one declared processor. */
export const processorReportSchema = z.object({
  id: z.string(),
  export: z.string().optional(),
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  failures: z.array(checkFailureSchema),
  /** Added `processOutputStream` latency per chunk (p50, µs), when measured. */
  usPerChunk: z.number().nonnegative().optional(),
  exampleOptions: z.record(z.string(), z.unknown()).optional(),
  name: z.string().optional(),
  category: z.string().optional(),
  hooks: z.array(z.string()).optional(),
  /** Why the kit could not run on it at all (a missing export, options it refuses). */
  error: z.string().optional(),
});

/** The verdict on one package version. */
export const packageReportSchema = z.object({
  name: z.string(),
  version: z.string(),
  integrity: z.string(),
  status: z.enum(['verified', 'failed', 'error']),
  /** Why it is not verified, in words a person understands. */
  reason: z.string().optional(),
  /** A `RegistryError` code for `error`s. */
  code: z.string().optional(),
  /** True when a later crawl may do better with the same bytes (the registry was down). */
  transient: z.boolean().optional(),
  coreRange: z.string().optional(),
  description: z.string().optional(),
  repository: z.string().optional(),
  readme: z.string().optional(),
  processors: z.array(processorReportSchema),
  verifiedAt: z.string(),
  durationMs: z.number().nonnegative().optional(),
});

/** `catalog.json`, what `sluice-registry crawl` writes and the docs site reads. */
export const catalogSchema = z.object({
  generatedAt: z.string(),
  registry: z.string().optional(),
  kit: z.object({ version: z.string() }),
  core: z.object({ version: z.string() }),
  packages: z.array(packageReportSchema),
});

/** A failed kit check. */
export type CheckFailure = z.infer<typeof checkFailureSchema>;
/** The kit's verdict on one processor. */
export type ProcessorReport = z.infer<typeof processorReportSchema>;
/** The verdict on one package version. */
export type PackageReport = z.infer<typeof packageReportSchema>;
/** A crawl's output. */
export type Catalog = z.infer<typeof catalogSchema>;
