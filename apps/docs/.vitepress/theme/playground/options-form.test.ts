import { describe, expect, it } from 'vitest';
import { buildOptions, optionFields } from './options-form';

describe('optionFields()', () => {
  it('offers controls for booleans, enums, strings, numbers and lists of enum values only', () => {
    const fields = optionFields({
      type: 'object',
      properties: {
        reversible: { type: 'boolean', default: false },
        method: { type: 'string', enum: ['mask', 'hash'], default: 'mask' },
        salt: { type: 'string' },
        threshold: { type: 'number', default: 0.5 },
        types: { type: 'array', items: { type: 'string', enum: ['EMAIL', 'PHONE'] } },
        custom: { type: 'array', items: { type: 'object' } },
      },
    });
    expect(fields.map((f) => [f.key, f.kind])).toEqual([
      ['reversible', 'boolean'],
      ['method', 'enum'],
      ['salt', 'string'],
      ['threshold', 'number'],
      ['types', 'enum-list'],
    ]);
    expect(fields[4]?.choices).toEqual(['EMAIL', 'PHONE']);
  });
});

describe('buildOptions()', () => {
  it('overlays the JSON box on the changed fields and rejects non-objects', () => {
    expect(buildOptions({ method: 'hash' }, '{ "threshold": 0.9 }')).toEqual({ method: 'hash', threshold: 0.9 });
    expect(buildOptions({}, '  ')).toEqual({});
    expect(() => buildOptions({}, '[1]')).toThrow(TypeError);
    expect(() => buildOptions({}, '{ nope')).toThrow(SyntaxError);
  });
});
