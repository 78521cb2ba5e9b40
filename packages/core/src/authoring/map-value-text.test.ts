import { describe, expect, it } from 'vitest';
import { collectValueText, mapValueText, mapValueTextAsync } from './map-value-text.js';
import { VALUE_CIRCULAR, VALUE_PAST_LIMIT } from './value-walk.js';

const EMAIL = /[\w.]+@[\w.]+/g;
const redact = (text: string): string => text.replace(EMAIL, '[email]').replace(/\b4111\d{12}\b/g, '[card]');

class Row {
  #secret = 'kept private';
  constructor(
    readonly owner: string,
    readonly card: number,
  ) {}
  get hidden(): string {
    return this.#secret;
  }
}

describe('mapValueText()', () => {
  it('maps strings, keys and numbers at any depth', () => {
    const value = { 'bob@corp.example': { card: 4111111111111111, note: ['mail alice@corp.example'] }, n: 7n };
    expect(mapValueText(value, redact)).toEqual({ '[email]': { card: '[card]', note: ['mail [email]'] }, n: 7n });
  });

  it('reads class instances and null-prototype objects as JSON sends them', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { to: 'bob@corp.example' });
    const out = mapValueText({ row: new Row('bob@corp.example', 4111111111111111), bare }, redact) as Record<string, unknown>;
    expect(out.row).toEqual({ owner: '[email]', card: '[card]' });
    expect(Object.getPrototypeOf(out.bare)).toBeNull();
    expect(out.bare).toEqual(Object.assign(Object.create(null) as object, { to: '[email]' }));
  });

  it('reads toJSON() views, Errors, Maps and Sets', () => {
    const dto = { toJSON: () => ({ to: 'bob@corp.example' }) };
    class Dto {
      toJSON() {
        return 'owner bob@corp.example';
      }
    }
    const out = mapValueText(
      [new Dto(), Object.setPrototypeOf(dto, Object.create({}) as object) as object, new Error('no account for bob@corp.example'),
        new Map([['bob@corp.example', 4111111111111111]]), new Set(['alice@corp.example'])],
      redact,
    );
    expect(out).toEqual([
      'owner [email]',
      { to: '[email]' },
      { name: 'Error', message: 'no account for [email]' },
      new Map([['[email]', '[card]']]),
      new Set(['[email]']),
    ]);
  });

  it('keeps untouched parts by identity, and the whole value when nothing changes', () => {
    const row = new Row('nobody', 1);
    const date = new Date(0);
    const bytes = new Uint8Array([98, 64]);
    const value = { row, date, bytes, list: ['bob@corp.example'] };
    const out = mapValueText(value, redact) as typeof value;
    expect(out.row).toBe(row);
    expect(out.date).toBe(date);
    expect(out.bytes).toBe(bytes);
    expect(out.list).toEqual(['[email]']);
    const clean = { row, date, n: 5 };
    expect(mapValueText(clean, redact)).toBe(clean);
  });

  it('loses no entry when mapped keys collide, and a __proto__ key stays data', () => {
    const out = mapValueText(
      JSON.parse('{"a@x.io": 1, "b@x.io": 2, "c@x.io": 3, "__proto__": "d@x.io"}') as Record<string, unknown>,
      redact,
    ) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['[email]', '[email] (2)', '[email] (3)', '__proto__']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toBe('[email]');
  });

  it('replaces what is past a cap instead of passing it on unread', () => {
    let deep: unknown = 'bob@corp.example';
    for (let i = 0; i < 100; i++) deep = [deep];
    let out = mapValueText(deep, (text) => text, { maxDepth: 10 });
    for (let i = 0; i < 11; i++) out = (out as unknown[])[0];
    expect(out).toBe(VALUE_PAST_LIMIT);
    expect(mapValueText({ wide: Array.from({ length: 50 }, () => 'x') }, (t) => t, { maxNodes: 20 })).toEqual({ wide: VALUE_PAST_LIMIT });
    const throwing = { toJSON: () => { throw new Error('no'); } };
    Object.setPrototypeOf(throwing, Object.create({}) as object);
    expect(mapValueText([throwing], (t) => t)).toEqual([VALUE_PAST_LIMIT]);
  });

  it('is iterative and cycle-safe: a million levels, a cycle', () => {
    let deep: unknown = 'bob@corp.example';
    for (let i = 0; i < 1_000_000; i++) deep = { d: deep };
    let out = mapValueText(deep, redact);
    let levels = 0;
    for (; typeof out === 'object'; levels++) out = (out as { d: unknown }).d;
    expect(out).toBe(VALUE_PAST_LIMIT);
    expect(levels).toBe(65);
    const loop: Record<string, unknown> = { to: 'bob@corp.example' };
    loop.self = loop;
    expect(mapValueText(loop, redact)).toEqual({ to: '[email]', self: VALUE_CIRCULAR });
    const quiet: Record<string, unknown> = { to: 'nobody' };
    quiet.self = quiet;
    expect(mapValueText(quiet, redact)).toBe(quiet);
  });

  it('re-reads a shared (not circular) object at each place', () => {
    const shared = { to: 'bob@corp.example' };
    expect(mapValueText({ a: shared, b: shared }, redact)).toEqual({ a: { to: '[email]' }, b: { to: '[email]' } });
  });
});

describe('mapValueTextAsync()', () => {
  it('awaits the map once per leaf, in the order the leaves are found', async () => {
    const seen: string[] = [];
    const out = await mapValueTextAsync({ k: 'one', list: ['two', 3] }, async (text, site) => {
      seen.push(`${site}:${text}`);
      await Promise.resolve();
      return text.toUpperCase();
    });
    expect(out).toEqual({ K: 'ONE', LIST: ['TWO', 3] });
    expect(seen).toEqual(['key:k', 'value:one', 'key:list', 'value:two', 'number:3']);
  });
});

describe('collectValueText()', () => {
  it('lists every text leaf and says when a part went unread', () => {
    expect(collectValueText({ 'bob@x.io': [new Error('boom'), 12] })).toEqual({ texts: ['bob@x.io', 'name', 'Error', 'message', 'boom', '12'], complete: true });
    expect(collectValueText([[['deep']]], { maxDepth: 1 }).complete).toBe(false);
  });
});
