import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts object keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":1,"z":0}]},"b":1}',
    );
  });

  it('is independent of key insertion order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(record));
      }),
    );
  });

  it('agrees with JSON.parse for plain JSON values (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('leaves undefined fields out of objects like JSON.stringify', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  it('tags bytes, URLs, dates and bigints so they never collide with strings', () => {
    const bytes = canonicalJson({ data: new Uint8Array([1, 2, 3]) });
    expect(bytes).toBe('{"data":{"$bytes":"AQID"}}');
    expect(canonicalJson(new Uint8Array([1, 2, 3]))).not.toBe(canonicalJson('AQID'));
    expect(canonicalJson(new URL('https://example.test/a'))).toBe('{"$url":"https://example.test/a"}');
    expect(canonicalJson(new Date(0))).toBe('{"$date":"1970-01-01T00:00:00.000Z"}');
    expect(canonicalJson(10n)).toBe('{"$bigint":"10"}');
  });

  it('throws a TypeError on a cycle', () => {
    const value: Record<string, unknown> = {};
    value.self = value;
    expect(() => canonicalJson(value)).toThrow(TypeError);
  });

  it('accepts shared (non-cyclic) references', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });
});
