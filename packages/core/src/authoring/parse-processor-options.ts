import { ProcessorOptionsError } from '../errors/processor-options-error.js';
import { nearestName } from './nearest-name.js';
import type { AllowedOptionValue, OptionIssue } from '../contract/option-issue.js';
import { findUnknownOptionKeys } from './unknown-option-keys.js';

/**
 * What `parseProcessorOptions` needs of a schema: a zod schema (any version with `safeParse`) fits,
 * and so does any object with the same shape. Unknown keys are found by walking zod 4 schemas.
 */
export interface OptionsSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The fields of a zod issue read beyond `path` and `message`. */
interface RawIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: unknown;
  values?: unknown;
  keys?: unknown;
  errors?: unknown;
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

function valueAt(options: unknown, path: readonly PropertyKey[]): unknown {
  let value = options;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function allowedValues(values: unknown): AllowedOptionValue[] {
  if (!Array.isArray(values)) return [];
  return values.filter(
    (v: unknown): v is AllowedOptionValue => v === null || ['string', 'number', 'boolean'].includes(typeof v),
  );
}

function invalidValue(path: string, allowed: AllowedOptionValue[], given: unknown, message = 'invalid value'): OptionIssue {
  const names = allowed.filter((v): v is string => typeof v === 'string');
  const suggestion = typeof given === 'string' ? nearestName(given, names) : undefined;
  return { path, message, ...(suggestion === undefined ? {} : { suggestion }), allowed };
}

/** Allowed literals of a union (`z.union([z.literal('a'), z.literal('b'), ...])`), with its other branches' messages. */
function unionIssue(raw: RawIssue, options: unknown): OptionIssue | undefined {
  if (!Array.isArray(raw.errors)) return undefined;
  const allowed: AllowedOptionValue[] = [];
  const others: string[] = [];
  for (const branch of raw.errors as unknown[]) {
    if (!Array.isArray(branch) || branch.length !== 1) return undefined;
    const issue = branch[0] as RawIssue;
    if (issue.path.length > 0) return undefined;
    if (issue.code === 'invalid_value') allowed.push(...allowedValues(issue.values));
    else others.push(issue.message);
  }
  if (allowed.length === 0) return undefined;
  const message = others.length === 0 ? 'invalid value' : `invalid value (or ${others.join(' or ')})`;
  return invalidValue(joinPath(raw.path), allowed, valueAt(options, raw.path), message);
}

function toOptionIssues(raw: RawIssue, options: unknown): OptionIssue[] {
  const path = joinPath(raw.path);
  if (raw.code === 'unrecognized_keys' && Array.isArray(raw.keys)) {
    return (raw.keys as unknown[]).map((key) => ({
      path: joinPath([...raw.path, String(key)]),
      message: 'unknown option',
      key: String(key),
    }));
  }
  if (raw.code === 'invalid_value') return [invalidValue(path, allowedValues(raw.values), valueAt(options, raw.path))];
  if (raw.code === 'invalid_union') {
    const issue = unionIssue(raw, options);
    if (issue !== undefined) return [issue];
  }
  return [{ path, message: raw.message }];
}

/**
 * Every problem of `options` under `schema`: unknown keys at any depth first (strict whether or
 * not the schema says `.strict()`), then the schema's own issues, each unknown key reported once.
 */
function collectOptionIssues<T>(
  schema: OptionsSchema<T>,
  options: unknown,
): { issues: OptionIssue[]; data?: T } {
  const unknownKeys = findUnknownOptionKeys(schema, options);
  const result = schema.safeParse(options);
  const reported = new Set(unknownKeys.map((issue) => issue.path));
  const issues = [...unknownKeys];
  if (!result.success) {
    for (const raw of result.error.issues as readonly RawIssue[]) {
      for (const issue of toOptionIssues(raw, options)) {
        if (issue.key !== undefined && reported.has(issue.path)) continue;
        issues.push(issue);
      }
    }
    return { issues };
  }
  return issues.length === 0 ? { issues, data: result.data } : { issues };
}

/**
 * Validates a processor's constructor options against its schema (absent options validate as
 * `{}`, so defaults apply). Unknown keys are rejected at every depth, whether or not the schema
 * is `.strict()`; each issue names the path, the nearest valid key or enum value and the allowed
 * ones. With a processor name it throws a `ProcessorOptionsError`; with `toError` it throws what
 * `toError` returns (a package's own subclass of `ProcessorOptionsError`, so the message format
 * stays core's).
 *
 * @throws ProcessorOptionsError (or `toError`'s error) listing every issue.
 * @example
 * const resolved = parseProcessorOptions(myOptionsSchema, options, 'MyProcessor');
 * // new MyProcessor({ stratgy: 'block' }) throws:
 * // Invalid MyProcessor options: stratgy: unknown option, did you mean `strategy`? (allowed keys: `id`, `strategy`)
 */
export function parseProcessorOptions<T>(
  schema: OptionsSchema<T>,
  options: unknown,
  processor: string | ((issues: OptionIssue[]) => Error),
): T {
  const value = options ?? {};
  const { issues, data } = collectOptionIssues(schema, value);
  if (issues.length === 0) return data as T;
  throw typeof processor === 'string' ? new ProcessorOptionsError(processor, issues) : processor(issues);
}
