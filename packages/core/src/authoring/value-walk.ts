/** Where a text leaf sits in a structured value. */
export type TextSite = 'value' | 'key' | 'number';

/** Caps of a walk over a structured value. */
export interface WalkValueOptions {
  /** Containers nested deeper than this are replaced by {@link VALUE_PAST_LIMIT}. Default 64. */
  maxDepth?: number;
  /** Nodes (containers, entries, leaves) visited at most; a container past it is replaced whole. Default 100,000. */
  maxNodes?: number;
}

/** What stands in place of a part of a value the walk did not read (past a cap): never passed on unread. */
export const VALUE_PAST_LIMIT = '[sluice: value past the walk limit]';
/** What stands in place of a reference back to an enclosing object, when the value is rebuilt. */
export const VALUE_CIRCULAR = '[sluice: circular reference]';

/** One node of a walked value; children always have higher indexes than their parent. */
export type WalkNode =
  | { kind: 'leaf'; source: unknown; text: string; site: TextSite }
  | { kind: 'keep'; source: unknown }
  | { kind: 'limit' | 'circular'; source: unknown }
  /** A class instance read through `toJSON()` or an Error read as name and message: one child, its view. */
  | { kind: 'view'; source: unknown; child: number }
  | { kind: 'array' | 'set'; source: unknown; children: number[] }
  /** Objects and Maps: key nodes (a leaf for string keys, a keep otherwise) beside value nodes. */
  | { kind: 'object' | 'map'; source: unknown; keys: number[]; children: number[]; nullPrototype: boolean };

/** Tag of values that hold bytes, not text: kept as they are. */
const BINARY = (value: object): boolean => ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

/**
 * Walks a value into a flat list of nodes (root at 0), without recursion: plain and null-prototype
 * objects, arrays, Maps and Sets are entered; a class instance is read as JSON would send it
 * (`toJSON()` when it has one, else its own enumerable properties); an Error as its name, message
 * and own enumerable properties. Strings, numbers and bigints are text leaves; keys of objects and
 * string keys of Maps are leaves with site `key`. Binary data, functions, symbols, booleans and
 * nullish values are kept. A reference back to an enclosing object is `circular`; a part past a
 * cap is `limit`.
 */
export function walkValue(value: unknown, options: WalkValueOptions = {}): WalkNode[] {
  const maxDepth = options.maxDepth ?? 64;
  const maxNodes = options.maxNodes ?? 100_000;
  const nodes: WalkNode[] = [];
  const parents: number[] = [];
  const depths: number[] = [];
  const pending: number[] = [];
  const add = (source: unknown, parent: number, depth: number, asKey = false): number => {
    const index = nodes.length;
    nodes.push(asKey ? classifyKey(source) : classify(source));
    parents.push(parent);
    depths.push(depth);
    const node = (nodes[index] as WalkNode);
    if (node.kind === 'leaf' || node.kind === 'keep' || node.kind === 'limit') return index;
    if (depth > maxDepth || isOnPath(source as object, parent)) {
      nodes[index] = { kind: depth > maxDepth ? 'limit' : 'circular', source };
      return index;
    }
    pending.push(index);
    return index;
  };
  const isOnPath = (object: object, parent: number): boolean => {
    for (let at = parent; at !== -1; at = (parents[at] as number)) if ((nodes[at] as WalkNode).source === object) return true;
    return false;
  };
  add(value, -1, 0);
  for (let index = pending.pop(); index !== undefined; index = pending.pop()) {
    const node = (nodes[index] as WalkNode);
    const entries = entriesOf(node);
    if (nodes.length + 2 * entries.length > maxNodes) {
      nodes[index] = { kind: 'limit', source: node.source };
      continue;
    }
    const depth = (depths[index] as number) + 1;
    if (node.kind === 'view') node.child = add((entries[0] as [unknown, unknown])[1], index, depth);
    else if (node.kind === 'array' || node.kind === 'set') for (const [, child] of entries) node.children.push(add(child, index, depth));
    else if (node.kind === 'object' || node.kind === 'map') {
      for (const [key, child] of entries) {
        node.keys.push(add(key, index, depth, true));
        node.children.push(add(child, index, depth));
      }
    }
  }
  return nodes;
}

/** Keys: a string key is a text leaf; any other Map key is kept as it is (its identity is the key). */
function classifyKey(key: unknown): WalkNode {
  return typeof key === 'string' ? { kind: 'leaf', source: key, text: key, site: 'key' } : { kind: 'keep', source: key };
}

/** Stands for the view of an instance whose `toJSON()` threw: it cannot be read, so it is not passed on. */
const UNREADABLE = Symbol('unreadable');

/**
 * The leaf nodes' indexes in document order (depth first: a key before its value, items in order),
 * which is the order a reader meets them in.
 */
export function leavesInOrder(nodes: WalkNode[]): number[] {
  const order: number[] = [];
  const stack = nodes.length > 0 ? [0] : [];
  for (let index = stack.pop(); index !== undefined; index = stack.pop()) {
    const node = (nodes[index] as WalkNode);
    switch (node.kind) {
      case 'leaf':
        order.push(index);
        break;
      case 'view':
        if (node.child !== -1) stack.push(node.child);
        break;
      case 'array':
      case 'set':
        for (let at = node.children.length - 1; at >= 0; at--) stack.push((node.children[at] as number));
        break;
      case 'object':
      case 'map':
        for (let at = node.children.length - 1; at >= 0; at--) stack.push((node.children[at] as number), (node.keys[at] as number));
        break;
      default:
        break;
    }
  }
  return order;
}

function classify(source: unknown): WalkNode {
  if (source === UNREADABLE) return { kind: 'limit', source };
  switch (typeof source) {
    case 'string':
      return { kind: 'leaf', source, text: source, site: 'value' };
    case 'number':
      return Number.isFinite(source) ? { kind: 'leaf', source, text: String(source), site: 'number' } : { kind: 'keep', source };
    case 'bigint':
      return { kind: 'leaf', source, text: String(source), site: 'number' };
    case 'object':
      break;
    default:
      return { kind: 'keep', source };
  }
  if (source === null || BINARY(source)) return { kind: 'keep', source };
  if (Array.isArray(source)) return { kind: 'array', source, children: [] };
  if (source instanceof Set) return { kind: 'set', source, children: [] };
  if (source instanceof Map) return { kind: 'map', source, keys: [], children: [], nullPrototype: false };
  const proto: unknown = Object.getPrototypeOf(source);
  const plain = proto === Object.prototype || proto === null;
  if (!plain && (source instanceof Error || typeof (source as { toJSON?: unknown }).toJSON === 'function')) {
    return { kind: 'view', source, child: -1 };
  }
  return { kind: 'object', source, keys: [], children: [], nullPrototype: proto === null };
}

/** The entries a container node is walked through (a view's single entry is its view). */
function entriesOf(node: WalkNode): [unknown, unknown][] {
  const source = node.source as object;
  switch (node.kind) {
    case 'array':
      return (source as unknown[]).map((child, index) => [index, child]);
    case 'set':
      return [...(source as Set<unknown>)].map((child) => [undefined, child]);
    case 'map':
      return [...(source as Map<unknown, unknown>)];
    case 'view':
      return [[undefined, viewOf(source)]];
    case 'object':
      return Object.entries(source);
    default:
      return [];
  }
}

function viewOf(source: object): unknown {
  if (source instanceof Error) {
    // name and message are not enumerable: read them as a person reading the error would
    return { name: source.name, message: source.message, ...Object.fromEntries(Object.entries(source)) };
  }
  try {
    return (source as { toJSON: () => unknown }).toJSON();
  } catch {
    return UNREADABLE;
  }
}
