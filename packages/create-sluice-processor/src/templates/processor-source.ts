import type { TemplateContext } from './template-context.js';

/** The generated processor class. */
export function processorSource(t: TemplateContext): string {
  return `import type { ChunkType, Processor, ProcessOutputStreamArgs } from '@sluice/core';
import { z } from 'zod';
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

  /** @throws TypeError when the options are invalid (the message lists every problem). */
  constructor(options: ${t.optionsName} = {}) {
    const parsed = ${t.optionsName}Schema.safeParse(options);
    if (!parsed.success) {
      throw new TypeError(\`[processor ${t.id}] invalid options:\\n\${z.prettifyError(parsed.error)}\`);
    }
    this.#pattern = new RegExp(parsed.data.pattern, parsed.data.flags);
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
