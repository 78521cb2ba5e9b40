import { parseProcessorOptions } from '@sluice/core';
import type { z } from 'zod';
import { ModerationOptionsError } from './errors/moderation-options-error.js';

/**
 * Parses `value` with `schema` through core's `parseProcessorOptions` (unknown keys rejected at
 * every depth) or throws a `ModerationOptionsError` naming `subject` and every issue.
 */
export function parseOptions<S extends z.ZodType>(schema: S, value: unknown, subject: string): z.output<S> {
  return parseProcessorOptions<z.output<S>>(schema, value, (issues) => new ModerationOptionsError(subject, issues));
}
