import { describe, expect, it } from 'vitest';
import { buildOptions, optionFields, parseStringList } from './options-form';

describe('optionFields()', () => {
  it('offers controls for booleans, enums, strings, numbers, lists of enum values and lists of strings only', () => {
    const fields = optionFields({
      type: 'object',
      properties: {
        reversible: { type: 'boolean', default: false },
        method: { type: 'string', enum: ['mask', 'hash'], default: 'mask' },
        salt: { type: 'string' },
        threshold: { type: 'number', default: 0.5 },
        types: { type: 'array', items: { type: 'string', enum: ['EMAIL', 'PHONE'] } },
        models: { type: 'array', items: { anyOf: [{ type: 'string' }, {}] } },
        custom: { type: 'array', items: { type: 'object' } },
      },
    });
    expect(fields.map((f) => [f.key, f.kind])).toEqual([
      ['reversible', 'boolean'],
      ['method', 'enum'],
      ['salt', 'string'],
      ['threshold', 'number'],
      ['types', 'enum-list'],
      ['models', 'string-list'],
    ]);
    expect(fields[4]?.choices).toEqual(['EMAIL', 'PHONE']);
  });

  it('starts from the example options, then the schema default, and marks required fields', () => {
    const fields = optionFields(
      {
        type: 'object',
        required: ['models'],
        properties: { models: { type: 'array', items: { type: 'string' } }, maxRetries: { type: 'integer', default: 1 } },
      },
      { models: ['playground'] },
    );
    expect(fields.map((f) => [f.key, f.initial, f.required])).toEqual([
      ['models', ['playground'], true],
      ['maxRetries', 1, false],
    ]);
  });
});

describe('buildOptions()', () => {
  it('starts from the example options, then the changed fields, then the JSON box, and rejects non-objects', () => {
    expect(buildOptions({ models: ['playground'] }, { method: 'hash' }, '{ "threshold": 0.9 }')).toEqual({
      models: ['playground'],
      method: 'hash',
      threshold: 0.9,
    });
    expect(buildOptions({ maxOutputTokens: 12 }, { maxOutputTokens: 30 }, '')).toEqual({ maxOutputTokens: 30 });
    expect(buildOptions({}, {}, '  ')).toEqual({});
    expect(() => buildOptions({}, {}, '[1]')).toThrow(TypeError);
    expect(() => buildOptions({}, {}, '{ nope')).toThrow(SyntaxError);
  });
});

describe('parseStringList()', () => {
  it('splits on commas and drops blanks', () => {
    expect(parseStringList(' playground, claude ,, ')).toEqual(['playground', 'claude']);
    expect(parseStringList('')).toEqual([]);
  });
});
