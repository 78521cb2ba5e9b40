import { formatOptionIssue, parseProcessorOptions } from '@sluice/core';
import type { z } from 'zod';
import { ModerationOptionsError } from './errors/moderation-options-error.js';

/**
 * Parses `value` with `schema` or throws a `ModerationOptionsError` listing each issue as
 * `path: message`. Zod messages describe types, never the values, so secrets stay out.
 */
export function parseOptions<S extends z.ZodType>(schema: S, value: unknown, subject: string): z.output<S> {
  return parseProcessorOptions<z.output<S>>(schema, value, (issues) =>
    new ModerationOptionsError(subject, issues.map(formatOptionIssue)),
  );
}
