import { parseProcessorOptions } from '@sluice/core';
import type { z } from 'zod';
import { PromptInjectionOptionsError } from './errors/prompt-injection-options-error.js';

/**
 * Parses `value` with `schema` through core's `parseProcessorOptions` (unknown keys rejected at
 * every depth, the nearest key named) or throws a `PromptInjectionOptionsError` naming `subject`.
 */
export function parseOptions<S extends z.ZodType>(schema: S, value: unknown, subject: string): z.output<S> {
  return parseProcessorOptions<z.output<S>>(schema, value, (issues) => new PromptInjectionOptionsError(subject, issues));
}
