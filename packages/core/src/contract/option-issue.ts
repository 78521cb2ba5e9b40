/** A value an option may take, as listed in `OptionIssue.allowed` (enum and literal members). */
export type AllowedOptionValue = string | number | boolean | null;

/** One problem found in a processor's options: where (`a.b.0`, or `''` for the options object) and what. */
export interface OptionIssue {
  /** Dotted path of the offending option; `''` when the options object itself is wrong. */
  path: string;
  /** What is wrong. Describes types and constraints, never the value given, so secrets stay out. */
  message: string;
  /** For an unknown key: the key itself (the last segment of `path`). */
  key?: string;
  /** The nearest valid key (for an unknown key) or value (for an invalid enum value), when one is close. */
  suggestion?: string;
  /** The valid keys of the object (for an unknown key), or the values the option accepts (for an invalid value). */
  allowed?: readonly AllowedOptionValue[];
}
