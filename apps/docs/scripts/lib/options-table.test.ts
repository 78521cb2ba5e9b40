import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './json-schema.js';
import { describeType, optionRows, renderOptionsTable } from './options-table.js';

const schema = z.toJSONSchema(
  z.object({
    strategy: z.enum(['redact', 'mask']).default('redact').describe('How to hide a match.'),
    threshold: z.number().min(0).max(1).describe('Score above which to block.'),
    entities: z.array(z.enum(['email', 'phone'])).optional(),
    nested: z.object({ window: z.int().positive().default(64) }).optional(),
  }),
  { io: 'input' },
) as JsonSchema;

describe('optionRows()', () => {
  it('reads names, types, defaults, required flags and constraints from a zod JSON Schema', () => {
    const rows = optionRows(schema);
    expect(rows.map((r) => r.name)).toEqual(['strategy', 'threshold', 'entities', 'nested', 'nested.window']);
    expect(rows[0]).toMatchObject({ type: '"redact" | "mask"', default: '"redact"', required: false, description: 'How to hide a match.' });
    expect(rows[1]).toMatchObject({ type: 'number', required: true, description: 'Score above which to block. (≥ 0, ≤ 1)' });
    expect(rows[2]).toMatchObject({ type: '("email" | "phone")[]', required: false });
    expect(rows[4]).toMatchObject({ type: 'integer', default: '64', description: '(> 0)' });
  });
});

describe('describeType()', () => {
  it('describes unions, records and unknown nodes', () => {
    expect(describeType({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(describeType({ type: 'object', additionalProperties: { type: 'number' } })).toBe('Record<string, number>');
    expect(describeType({})).toBe('unknown');
  });
});

describe('renderOptionsTable()', () => {
  it('escapes pipes, raw HTML and Vue interpolation in prose cells', () => {
    const table = renderOptionsTable([{ name: 'a', type: 'string', required: true, description: 'x | <b> {{ y }}' }]);
    expect(table.split('\n')[2]).toBe('| `a` | `string` | *required* | x \\| &lt;b> {&#8203;{ y }} |');
  });
});

describe('optionRows() on long enums and object defaults', () => {
  it('names long enum values in the description and shows nested defaults on their own rows', () => {
    const many = Array.from({ length: 12 }, (_, i) => `TYPE_${i}`);
    const rows = optionRows(
      z.toJSONSchema(
        z.object({
          types: z.array(z.enum(many as [string, ...string[]])).default(many),
          applyTo: z.object({ input: z.boolean().default(true) }).default({ input: true }),
        }),
        { io: 'input' },
      ) as JsonSchema,
    );
    expect(rows[0]?.type).toBe('enum[]');
    expect(rows[0]?.description).toContain('Values: TYPE_0, TYPE_1');
    expect(rows[0]?.default?.endsWith('…')).toBe(true);
    expect(rows[1]).toMatchObject({ name: 'applyTo' });
    expect(rows[1]?.default).toBeUndefined();
    expect(rows[2]).toMatchObject({ name: 'applyTo.input', default: 'true' });
  });
});
