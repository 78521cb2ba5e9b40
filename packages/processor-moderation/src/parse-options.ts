import type { z } from 'zod';
import { ModerationOptionsError } from './errors/moderation-options-error.js';

/**
 * Parses `value` with `schema` or throws a `ModerationOptionsError` listing each issue as
 * `path: message`. Zod messages describe types, never the values, so secrets stay out.
 */
export function parseOptions<S extends z.ZodType>(schema: S, value: unknown, subject: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
  throw new ModerationOptionsError(subject, issues);
}
