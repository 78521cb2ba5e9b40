/** One problem found in a processor's options: where (`a.b.0`, or `''` for the options object) and what. */
export interface OptionIssue {
  /** Dotted path of the offending option; `''` when the options object itself is wrong. */
  path: string;
  /** The validator's message. Zod describes types and constraints, never the value, so secrets stay out. */
  message: string;
}

/**
 * What `parseProcessorOptions` needs of a schema: a zod schema (any version with `safeParse`) fits,
 * and so does any object with the same shape.
 */
export interface OptionsSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** `path: message`, or the bare message for a problem with the options object itself. */
export function formatOptionIssue(issue: OptionIssue): string {
  return issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
}

/**
 * Validates a processor's constructor options against its schema (absent options validate as
 * `{}`, so defaults apply). Every issue is collected, and `toError` turns them into the package's
 * own typed error, which the constructor throws.
 *
 * @example
 * const resolved = parseProcessorOptions(myOptionsSchema, options, (issues) =>
 *   new MyOptionsError(issues.map(formatOptionIssue)),
 * );
 */
export function parseProcessorOptions<T>(
  schema: OptionsSchema<T>,
  options: unknown,
  toError: (issues: OptionIssue[]) => Error,
): T {
  const result = schema.safeParse(options ?? {});
  if (result.success) return result.data;
  throw toError(
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}
