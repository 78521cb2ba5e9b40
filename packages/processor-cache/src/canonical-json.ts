import { UnkeyableValueError } from './unkeyable-value-error.js';

/**
 * Serializes `value` as canonical JSON for cache keys: object keys sorted, `undefined` fields left
 * out of objects (as `JSON.stringify` does), and every value JSON cannot hold given a tagged form.
 *
 * Tags are objects with one key that starts with a single `$` (`{"$bytes":"<base64>"}` for a
 * `Uint8Array`, `{"$buffer":["Int16Array","<base64>"]}` for other typed arrays, `DataView` and
 * `ArrayBuffer`, `{"$url":…}`, `{"$date":…}`, `{"$bigint":…}`, `{"$number":"NaN"}`,
 * `{"$undefined":true}` in arrays, `{"$map":[…]}` and `{"$set":[…]}` as sorted entry lists). A key
 * of a plain object that starts with `$` is escaped with one more `$` (`$bytes` → `$$bytes`), so no
 * plain object ever serializes like a tagged value, and two different inputs never serialize alike.
 *
 * Plain objects (prototype `Object.prototype` or `null`) and arrays are walked; any other class
 * instance, a function, a symbol or a cycle cannot be keyed faithfully and throws an
 * `UnkeyableValueError` (code `CACHE_KEY_UNKEYABLE`) naming where it sits.
 */
export function canonicalJson(value: unknown): string {
  return write(value, new Set(), '$');
}

function write(value: unknown, seen: Set<object>, path: string): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : `{"$number":${JSON.stringify(String(value))}}`;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return `{"$bigint":${JSON.stringify(value.toString())}}`;
    case 'undefined':
      return '{"$undefined":true}';
    case 'function':
      throw new UnkeyableValueError('function', path);
    case 'symbol':
      throw new UnkeyableValueError('symbol', path);
    case 'object':
      return value === null ? 'null' : writeObject(value, seen, path);
  }
}

function writeObject(value: object, seen: Set<object>, path: string): string {
  if (seen.has(value)) throw new UnkeyableValueError('cyclic', path);
  seen.add(value);
  try {
    return writeKnownObject(value, seen, path);
  } finally {
    seen.delete(value);
  }
}

function writeKnownObject(value: object, seen: Set<object>, path: string): string {
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown, i) => write(item, seen, `${path}[${i}]`)).join(',')}]`;
  }
  // Buffer is a Uint8Array subclass: the same bytes key alike.
  if (value instanceof Uint8Array) {
    return `{"$bytes":${JSON.stringify(toBase64(value))}}`;
  }
  if (value instanceof ArrayBuffer) {
    return `{"$buffer":["ArrayBuffer",${JSON.stringify(toBase64(new Uint8Array(value)))}]}`;
  }
  if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return `{"$buffer":[${JSON.stringify(value.constructor.name)},${JSON.stringify(toBase64(bytes))}]}`;
  }
  if (value instanceof URL) return `{"$url":${JSON.stringify(value.href)}}`;
  if (value instanceof Date) return `{"$date":${JSON.stringify(Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString())}}`;
  if (value instanceof Map) {
    const entries = [...value.entries()]
      .map(([k, v], i) => `[${write(k, seen, `${path}<key ${i}>`)},${write(v, seen, `${path}<value ${i}>`)}]`)
      .sort();
    return `{"$map":[${entries.join(',')}]}`;
  }
  if (value instanceof Set) {
    const items = [...value.values()].map((item: unknown, i) => write(item, seen, `${path}<item ${i}>`)).sort();
    return `{"$set":[${items.join(',')}]}`;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    throw new UnkeyableValueError('class-instance', path, constructorName(value));
  }
  if (Object.getOwnPropertySymbols(value).some((symbol) => Object.prototype.propertyIsEnumerable.call(value, symbol))) {
    throw new UnkeyableValueError('symbol', path);
  }
  const record = value as Record<string, unknown>;
  const fields: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const field = record[key];
    if (field === undefined) continue;
    const name = key.startsWith('$') ? `$${key}` : key;
    fields.push(`${JSON.stringify(name)}:${write(field, seen, `${path}.${key}`)}`);
  }
  return `{${fields.join(',')}}`;
}

function constructorName(value: object): string {
  const name: unknown = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== '' ? name : 'an anonymous class';
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}
