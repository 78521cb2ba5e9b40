import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';
import { BatchPartsOptionsError } from './batch-parts-options-error.js';

/** The options of `BatchParts`, as a zod schema (its JSON Schema feeds the catalog). Names follow Mastra's. */
export const batchPartsOptionsSchema = z
  .object({
    /** Processor id (keys its state). @default 'batch-parts' */
    id: z.string().min(1).default('batch-parts'),
    /** Text deltas merged into one chunk; the batch is sent when it holds this many. @default 5 */
    batchSize: z.number().int().min(1).max(100_000).default(5),
    /**
     * Longest time in milliseconds the first delta of a batch waits before the batch is sent, even
     * while the model is silent (released at most `maxWaitTime * 1.5` after it arrived). Unset: batches
     * wait for `batchSize` or the next non-text chunk. @default undefined
     */
    maxWaitTime: z.number().int().min(1).max(3_600_000).optional(),
    /**
     * Mastra's flag: a non-text chunk sends the pending batch first. Only `true` is accepted: with
     * `false` Mastra lets the chunk overtake the text, which reorders the stream. @default true
     */
    emitOnNonText: z.literal(true, { error: 'only true: a non-text chunk always sends the pending batch first, so chunk order is kept' }).default(true),
  })
  .strict();

/** Options accepted by `new BatchParts(options)`. */
export type BatchPartsOptions = z.input<typeof batchPartsOptionsSchema>;

/** Options after validation and defaults. */
export type ResolvedBatchPartsOptions = z.output<typeof batchPartsOptionsSchema>;

/** Validates `options`, applying defaults; throws `BatchPartsOptionsError` listing every problem. */
export function resolveBatchPartsOptions(options: unknown): ResolvedBatchPartsOptions {
  return parseProcessorOptions<ResolvedBatchPartsOptions>(
    batchPartsOptionsSchema,
    options ?? {},
    (issues) => new BatchPartsOptionsError('BatchParts', issues),
  );
}
