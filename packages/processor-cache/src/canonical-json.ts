/**
 * Serializes `value` as canonical JSON: object keys sorted, `undefined` and functions left out of
 * objects (as `JSON.stringify` does), and values JSON cannot hold given a tagged form so that
 * different inputs never serialize alike: bytes as `{"$bytes":"<base64>"}`, URLs as `{"$url":…}`,
 * dates as `{"$date":…}`, bigints as `{"$bigint":…}`, maps and sets as sorted entry lists.
 * Throws a `TypeError` on a cycle.
 */
export function canonicalJson(value: unknown): string {
  return write(value, new Set());
}

function write(value: unknown, seen: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : JSON.stringify({ $number: String(value) });
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return `{"$bigint":${JSON.stringify(value.toString())}}`;
    case 'undefined':
    case 'function':
    case 'symbol':
      return 'null';
    case 'object':
      return value === null ? 'null' : writeObject(value, seen);
  }
}

function writeObject(value: object, seen: Set<object>): string {
  if (seen.has(value)) throw new TypeError('canonicalJson: cyclic value');
  seen.add(value);
  try {
    return writeKnownObject(value, seen);
  } finally {
    seen.delete(value);
  }
}

function writeKnownObject(value: object, seen: Set<object>): string {
  if (Array.isArray(value)) return `[${value.map((item: unknown) => write(item, seen)).join(',')}]`;
  if (value instanceof Uint8Array) return `{"$bytes":${JSON.stringify(toBase64(value))}}`;
  if (value instanceof ArrayBuffer) return `{"$bytes":${JSON.stringify(toBase64(new Uint8Array(value)))}}`;
  if (ArrayBuffer.isView(value)) {
    const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return `{"$bytes":${JSON.stringify(toBase64(bytes))}}`;
  }
  if (value instanceof URL) return `{"$url":${JSON.stringify(value.href)}}`;
  if (value instanceof Date) return `{"$date":${JSON.stringify(Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString())}}`;
  if (value instanceof Map) {
    const entries = [...value.entries()].map(([k, v]) => `[${write(k, seen)},${write(v, seen)}]`).sort();
    return `{"$map":[${entries.join(',')}]}`;
  }
  if (value instanceof Set) {
    const items = [...value.values()].map((item: unknown) => write(item, seen)).sort();
    return `{"$set":[${items.join(',')}]}`;
  }
  const record = value as Record<string, unknown>;
  const fields: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const field = record[key];
    if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
    fields.push(`${JSON.stringify(key)}:${write(field, seen)}`);
  }
  return `{${fields.join(',')}}`;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}
