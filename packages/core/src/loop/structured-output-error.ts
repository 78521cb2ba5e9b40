import { SluiceError } from '../errors/sluice-error.js';

const MARKER = Symbol.for('sluice.error.StructuredOutputError');

/** The model's final text was not valid JSON for the `structuredOutput` schema. */
export class StructuredOutputError extends SluiceError {
  private readonly [MARKER] = true;
  /** The text that failed to parse or validate. */
  readonly text: string;

  constructor(text: string, cause: unknown) {
    super(
      'STRUCTURED_OUTPUT_INVALID',
      `The response does not match the structured output schema: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'StructuredOutputError';
    this.text = text;
  }

  /** True when `error` is a `StructuredOutputError`, even one from another copy of this package. */
  static override isInstance(error: unknown): error is StructuredOutputError {
    return SluiceError.hasMarker(error, MARKER);
  }
}
