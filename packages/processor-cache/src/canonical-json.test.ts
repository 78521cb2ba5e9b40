import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { UnkeyableValueError } from './unkeyable-value-error.js';

/** Undoes the `$` escape of plain-object keys (for comparing with JSON.stringify). */
function unescapeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unescapeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.startsWith('$') ? k.slice(1) : k, unescapeKeys(v)]));
}

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
        expect(unescapeKeys(JSON.parse(canonicalJson(value)))).toEqual(JSON.parse(JSON.stringify(value)));
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

  it('throws an UnkeyableValueError (CACHE_KEY_UNKEYABLE, reason cyclic) on a cycle', () => {
    const value: Record<string, unknown> = {};
    value.self = value;
    expect(() => canonicalJson(value)).toThrow(UnkeyableValueError);
    try {
      canonicalJson(value);
    } catch (error) {
      expect(error).toMatchObject({ code: 'CACHE_KEY_UNKEYABLE', reason: 'cyclic', path: '$.self' });
    }
  });

  describe('tags never collide with plain objects (#17)', () => {
    it.each([
      ['Uint8Array', new Uint8Array([1, 2, 3]), { $bytes: 'AQID' }],
      ['Map', new Map([['a', 1]]), { $map: [['"a"', '1']] }],
      ['Map (literal entry list)', new Map([['a', 1]]), { $map: [['a', 1]] }],
      ['Set', new Set(['a']), { $set: ['"a"'] }],
      ['Date', new Date(0), { $date: '1970-01-01T00:00:00.000Z' }],
      ['URL', new URL('https://example.test/a'), { $url: 'https://example.test/a' }],
      ['bigint', 10n, { $bigint: '10' }],
      ['NaN', Number.NaN, { $number: 'NaN' }],
      ['ArrayBuffer', new Uint8Array([1, 2, 3]).buffer, { $buffer: ['ArrayBuffer', 'AQID'] }],
    ])('%s vs a plain object that looks like its tag', (_name, tagged, plain) => {
      expect(canonicalJson(tagged)).not.toBe(canonicalJson(plain));
      expect(canonicalJson({ v: tagged })).not.toBe(canonicalJson({ v: plain }));
    });

    it('escaped keys do not collide with keys that already start with $$', () => {
      expect(canonicalJson({ $a: 1 })).not.toBe(canonicalJson({ $$a: 1 }));
      expect(canonicalJson({ $$a: 1 })).toBe('{"$$$a":1}');
    });

    it('typed arrays of other element types and DataView do not collide with Uint8Array of the same bytes', () => {
      const bytes = new Uint8Array([1, 0, 2, 0]);
      const outputs = [bytes, new Uint16Array(bytes.buffer), new DataView(bytes.buffer), bytes.buffer].map((v) => canonicalJson(v));
      expect(new Set(outputs).size).toBe(4);
    });

    it('undefined in an array does not collide with null', () => {
      expect(canonicalJson([undefined])).not.toBe(canonicalJson([null]));
    });
  });

  describe('values that cannot be keyed throw UnkeyableValueError (#17)', () => {
    class Secret {
      readonly #value: string;
      constructor(value: string) {
        this.#value = value;
      }
      get value(): string {
        return this.#value;
      }
    }

    it('class instances with private fields used to serialize alike as {}: now refused', () => {
      expect(() => canonicalJson({ a: new Secret('x') })).toThrow(UnkeyableValueError);
      try {
        canonicalJson({ a: [new Secret('y')] });
      } catch (error) {
        expect(UnkeyableValueError.isInstance(error)).toBe(true);
        expect(error).toMatchObject({ code: 'CACHE_KEY_UNKEYABLE', reason: 'class-instance', path: '$.a[0]' });
      }
    });

    it.each([
      ['function', { f: () => 1 }, 'function'],
      ['symbol', { s: Symbol('x') }, 'symbol'],
      ['symbol key', { [Symbol('k')]: 1 }, 'symbol'],
      ['RegExp', { r: /x/ }, 'class-instance'],
      ['Error', { e: new Error('x') }, 'class-instance'],
    ])('%s', (_name, value, reason) => {
      expect(() => canonicalJson(value)).toThrow(expect.objectContaining({ reason }));
    });

    it('null-prototype objects are plain', () => {
      const value = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
      expect(canonicalJson(value)).toBe('{"a":1}');
    });
  });

  it('accepts shared (non-cyclic) references', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
  });
});
