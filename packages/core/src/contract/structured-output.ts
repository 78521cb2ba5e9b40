import type { FlexibleSchema } from 'ai';

/** Ask the model for an object matching `schema` (a zod schema); the result's `object`. */
export interface StructuredOutputOptions<TObject = unknown> {
  schema: FlexibleSchema<TObject>;
  /** Optional name of the output, passed to providers that support it. */
  name?: string;
  /** Optional description of the output. */
  description?: string;
}
