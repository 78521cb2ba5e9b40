import { leavesInOrder, VALUE_CIRCULAR, VALUE_PAST_LIMIT, walkValue, type TextSite, type WalkNode, type WalkValueOptions } from './value-walk.js';

/**
 * Maps every text leaf of a structured value (a tool's arguments, result or error, provider
 * metadata): string values, object and Map keys, and numbers and bigints as their decimal text. A
 * number whose text the map changes becomes the mapped string; keys that collide once mapped get a
 * ` (2)` suffix, so no entry is lost. Plain and null-prototype objects, arrays, Maps and Sets are
 * entered; class instances are read as JSON sends them (`toJSON()`, else own enumerable
 * properties) and Errors as name and message. Parts the map leaves as they were keep their
 * identity (an untouched class instance stays itself); a changed part is rebuilt as plain data.
 * Iterative and capped ({@link WalkValueOptions}): a part past a cap is replaced by
 * {@link VALUE_PAST_LIMIT}, never passed on unread.
 *
 * @example
 * const redacted = mapValueText({ 'bob@corp.example': { phone: 5550100 } }, (text) =>
 *   text.replace(/\S+@\S+|555\d{4}/g, '[redacted]'),
 * );
 * // { '[redacted]': { phone: '[redacted]' } }
 */
export function mapValueText(
  value: unknown,
  map: (text: string, site: TextSite) => string,
  options?: WalkValueOptions,
): unknown {
  const nodes = walkValue(value, options);
  const texts: (string | undefined)[] = new Array<string | undefined>(nodes.length);
  for (const index of leavesInOrder(nodes)) {
    const leaf = nodes[index] as Extract<WalkNode, { kind: 'leaf' }>;
    texts[index] = map(leaf.text, leaf.site);
  }
  return rebuild(nodes, texts);
}

/**
 * {@link mapValueText} with an asynchronous map, called once per leaf, one at a time, in document
 * order (a key before its value, items in order), so placeholders are numbered as a reader meets them.
 */
export async function mapValueTextAsync(
  value: unknown,
  map: (text: string, site: TextSite) => string | Promise<string>,
  options?: WalkValueOptions,
): Promise<unknown> {
  const nodes = walkValue(value, options);
  const texts: (string | undefined)[] = new Array<string | undefined>(nodes.length);
  for (const index of leavesInOrder(nodes)) {
    const leaf = nodes[index] as Extract<WalkNode, { kind: 'leaf' }>;
    texts[index] = await map(leaf.text, leaf.site);
  }
  return rebuild(nodes, texts);
}

/**
 * Every text leaf of a structured value, for judges that only read (moderation, injection), in document
 * order. `complete` is false when a part was past a cap (a judge
 * should then treat the value as unread).
 */
export function collectValueText(value: unknown, options?: WalkValueOptions): { texts: string[]; complete: boolean } {
  const nodes = walkValue(value, options);
  const texts = leavesInOrder(nodes).map((index) => (nodes[index] as Extract<WalkNode, { kind: 'leaf' }>).text);
  return { texts, complete: !nodes.some((node) => node.kind === 'limit') };
}

/** Builds the mapped value from the leaves up; children have higher indexes than their parents. */
function rebuild(nodes: WalkNode[], texts: (string | undefined)[]): unknown {
  const out: unknown[] = new Array<unknown>(nodes.length);
  const changed: boolean[] = new Array<boolean>(nodes.length).fill(false);
  for (let index = nodes.length - 1; index >= 0; index--) {
    const node = (nodes[index] as WalkNode);
    let rebuilt: unknown = node.source;
    switch (node.kind) {
      case 'leaf':
        if (texts[index] !== node.text) rebuilt = texts[index];
        break;
      case 'limit':
        rebuilt = VALUE_PAST_LIMIT;
        break;
      case 'circular':
        // Kept by reference when nothing around it changes; a rebuilt value cannot point back.
        out[index] = VALUE_CIRCULAR;
        continue;
      case 'view':
        if (changed[node.child]) rebuilt = out[node.child];
        break;
      case 'array':
      case 'set':
        if (node.children.some((child) => changed[child])) {
          const items = node.children.map((child) => out[child]);
          rebuilt = node.kind === 'array' ? items : new Set(items);
        }
        break;
      case 'object':
      case 'map':
        if (node.children.some((child) => changed[child]) || node.keys.some((key) => changed[key])) {
          rebuilt = node.kind === 'map' ? rebuildMap(node.keys, node.children, out) : rebuildObject(node, out);
        }
        break;
      case 'keep':
        break;
    }
    out[index] = rebuilt;
    changed[index] = rebuilt !== node.source;
  }
  return out[0];
}

function rebuildObject(node: { keys: number[]; children: number[]; nullPrototype: boolean }, out: unknown[]): object {
  const target = (node.nullPrototype ? Object.create(null) : {}) as Record<string, unknown>;
  const suffixes = new Map<string, number>();
  node.keys.forEach((keyIndex, entry) => {
    const key = freeKey(out[keyIndex] as string, (candidate) => Object.hasOwn(target, candidate), suffixes);
    // defineProperty: a key named __proto__ is data, never the prototype
    Object.defineProperty(target, key, { value: out[node.children[entry] as number], enumerable: true, writable: true, configurable: true });
  });
  return target;
}

function rebuildMap(keys: number[], children: number[], out: unknown[]): Map<unknown, unknown> {
  const target = new Map<unknown, unknown>();
  const suffixes = new Map<string, number>();
  keys.forEach((keyIndex, entry) => {
    const raw = out[keyIndex];
    const key = typeof raw === 'string' ? freeKey(raw, (candidate) => target.has(candidate), suffixes) : raw;
    target.set(key, out[children[entry] as number]);
  });
  return target;
}

/**
 * The key itself, or with ` (2)`, ` (3)`... when another entry already took it. `suffixes` remembers
 * the next number per key, so many keys masked alike cost linear time.
 */
function freeKey(key: string, taken: (candidate: string) => boolean, suffixes: Map<string, number>): string {
  if (!taken(key)) return key;
  let n = suffixes.get(key) ?? 2;
  while (taken(`${key} (${n})`)) n++;
  suffixes.set(key, n + 1);
  return `${key} (${n})`;
}
