import { z } from 'zod';

/** The part of the moderation endpoint's response this classifier reads. */
export const moderationResponseSchema = z.object({
  results: z.array(
    z.object({
      flagged: z.boolean().nullable().optional(),
      categories: z.record(z.string(), z.boolean().nullable()).nullable().optional(),
      category_scores: z.record(z.string(), z.number().nullable()).nullable().optional(),
    }),
  ),
});

/** One result of the moderation endpoint, as parsed. */
export type ModerationResult = z.infer<typeof moderationResponseSchema>['results'][number];

/** The endpoint's error body: `{ error: { message, type, code } }`. */
export const moderationErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().nullable().optional(),
    code: z.union([z.string(), z.number()]).nullable().optional(),
  }),
});
