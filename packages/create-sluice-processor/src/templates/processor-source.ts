import type { TemplateContext } from './template-context.js';

/** The generated processor class. */
export function processorSource(t: TemplateContext): string {
  return `import { parseProcessorOptions, type ChunkType, type Processor, type ProcessOutputStreamArgs } from '@sluice/core';
import { ${t.optionsName}Schema, type ${t.optionsName} } from './options.js';

/**
 * ${t.description}
 *
 * Flags streamed text that matches \`pattern\` with a \`warn\` violation (through \`onViolation\`) and
 * passes every chunk through unchanged. Each text delta is checked on its own: a match split across
 * two chunks is not seen (hold text back in \`state\` and release it by \`text-end\` to handle that).
 *
 * @example
 * const agent = new Agent({ id: 'support', instructions, model,
 *   outputProcessors: [new ${t.className}({ pattern: 'password' })] });
 */
export class ${t.className} implements Processor {
  readonly id = '${t.id}';
  readonly name = '${t.displayName}';
  readonly #pattern: RegExp;

  /**
   * @throws ProcessorOptionsError (from @sluice/core) when the options are invalid: an unknown key
   *   (with the nearest valid one), a wrong type or value; the message lists every problem.
   */
  constructor(options: ${t.optionsName} = {}) {
    const resolved = parseProcessorOptions(${t.optionsName}Schema, options, '${t.className}');
    this.#pattern = new RegExp(resolved.pattern, resolved.flags);
  }

  /** Reports a violation for each text delta that matches; returns every chunk unchanged. */
  async processOutputStream({ part, state, reportViolation }: ProcessOutputStreamArgs): Promise<ChunkType> {
    if (part.type === 'text-delta' && this.#pattern.test(part.payload.text)) {
      const matches = (typeof state.matches === 'number' ? state.matches : 0) + 1;
      state.matches = matches;
      await reportViolation({ message: 'streamed text matched the pattern', detail: { matches }, action: 'warn' });
    }
    return part;
  }
}
`;
}

/** The generated `src/index.ts`. */
export function indexSource(t: TemplateContext): string {
  return `export { ${t.className} } from './${t.fileStem}.js';
export { ${t.optionsName}Schema, type ${t.optionsName}, type Resolved${t.optionsName} } from './options.js';
`;
}
