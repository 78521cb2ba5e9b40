import { z } from 'zod';

/**
 * What `lexicon()` accepts, checked before anything compiles: unknown keys, a weight outside
 * 0..1 or a negative cache size are a `ModerationOptionsError`, never a late `RangeError`.
 */
export const lexiconOptionsSchema = z.object({
  terms: z
    .record(
      z.string().min(1),
      z.array(z.tuple([z.string().min(1), z.number().min(0).max(1)]).readonly()).readonly(),
    )
    .optional(),
  profanity: z.boolean().optional(),
  cacheChars: z.number().int().min(0).optional(),
});
