import type { TemplateContext } from './template-context.js';

/** The generated `src/options.ts`: the zod schema of the options. */
export function optionsSource(t: TemplateContext): string {
  return `import { z } from 'zod';

/** Options of \`${t.className}\`; their JSON Schema feeds the catalog and the playground. */
export const ${t.optionsName}Schema = z.object({
  /** Regular expression (source) to flag in streamed text. */
  pattern: z.string().min(1).default('TODO').describe('Regular expression (source) to flag in streamed text'),
  /** Flags of the regular expression (no \`g\` or \`y\`: matching is stateless). */
  flags: z
    .string()
    .regex(/^[imsu]*$/, 'only the flags i, m, s and u are allowed')
    .default('i')
    .describe('Regular expression flags (i, m, s, u)'),
});

/** Options as callers pass them (every field optional). */
export type ${t.optionsName} = z.input<typeof ${t.optionsName}Schema>;

/** Options after validation and defaults. */
export type Resolved${t.optionsName} = z.output<typeof ${t.optionsName}Schema>;
`;
}
