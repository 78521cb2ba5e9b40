import { nearestName } from './nearest-name.js';
import type { OptionIssue } from '../contract/option-issue.js';
import { isRecord } from '../contract/is-record.js';

/**
 * The parts of a zod 4 schema's definition (`schema._zod.def`) that the walk reads. Read
 * structurally, so core needs no zod import and a schema from any copy of zod 4 works; a schema
 * without this shape is not walked (its own parse still runs).
 */
interface SchemaDefinition {
  type?: unknown;
  shape?: unknown;
  catchall?: unknown;
  innerType?: unknown;
  in?: unknown;
  getter?: unknown;
  options?: unknown;
  element?: unknown;
  valueType?: unknown;
  items?: unknown;
  rest?: unknown;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success']);
const MAX_DEPTH = 32;

function definitionOf(schema: unknown): SchemaDefinition | undefined {
  if ((typeof schema !== 'object' && typeof schema !== 'function') || schema === null) return undefined;
  const internals = (schema as { _zod?: unknown })._zod;
  if (typeof internals !== 'object' || internals === null) return undefined;
  const def = (internals as { def?: unknown }).def;
  return typeof def === 'object' && def !== null ? def : undefined;
}


function parses(schema: unknown, value: unknown): boolean {
  const safeParse = (schema as { safeParse?: unknown }).safeParse;
  if (typeof safeParse !== 'function') return true;
  const result: unknown = safeParse.call(schema, value);
  return isRecord(result) && result.success === true;
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${String(key)}`;
}

function objectIssues(def: SchemaDefinition, value: unknown, path: string, depth: number): OptionIssue[] {
  if (!isRecord(value) || !isRecord(def.shape)) return [];
  const shape = def.shape;
  const known = Object.keys(shape);
  // An explicit catchall other than `never` (`z.looseObject`, `.passthrough()`, `.catchall(x)`)
  // declares extra keys valid; the walk then checks their values against it.
  const catchall = def.catchall === undefined || definitionOf(def.catchall)?.type === 'never' ? undefined : def.catchall;
  const issues: OptionIssue[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (Object.hasOwn(shape, key)) {
      issues.push(...walk(shape[key], child, join(path, key), depth + 1));
    } else if (catchall !== undefined) {
      issues.push(...walk(catchall, child, join(path, key), depth + 1));
    } else {
      const suggestion = nearestName(key, known);
      issues.push({
        path: join(path, key),
        message: 'unknown option',
        key,
        ...(suggestion === undefined ? {} : { suggestion }),
        allowed: known,
      });
    }
  }
  return issues;
}

function unionIssues(def: SchemaDefinition, value: unknown, path: string, depth: number): OptionIssue[] {
  if (!Array.isArray(def.options)) return [];
  const options: unknown[] = def.options;
  const matching = options.filter((option) => parses(option, value));
  let best: OptionIssue[] | undefined;
  for (const option of matching.length > 0 ? matching : options) {
    const issues = walk(option, value, path, depth + 1);
    if (issues.length === 0) return [];
    if (best === undefined || issues.length < best.length) best = issues;
  }
  return best ?? [];
}

function walk(schema: unknown, value: unknown, path: string, depth: number): OptionIssue[] {
  const def = definitionOf(schema);
  if (def === undefined || depth > MAX_DEPTH || value === undefined) return [];
  const type = typeof def.type === 'string' ? def.type : '';
  if (WRAPPERS.has(type)) return walk(def.innerType, value, path, depth + 1);
  switch (type) {
    case 'object':
      return objectIssues(def, value, path, depth);
    case 'pipe':
      return walk(def.in, value, path, depth + 1);
    case 'lazy':
      return typeof def.getter === 'function' ? walk((def.getter as () => unknown)(), value, path, depth + 1) : [];
    case 'union':
      return unionIssues(def, value, path, depth);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item: unknown, index) => walk(def.element, item, join(path, index), depth + 1)) : [];
    case 'tuple': {
      if (!Array.isArray(value)) return [];
      const items: unknown[] = Array.isArray(def.items) ? def.items : [];
      return value.flatMap((item: unknown, index) => walk(items[index] ?? def.rest, item, join(path, index), depth + 1));
    }
    case 'record':
      return isRecord(value) ? Object.entries(value).flatMap(([key, item]) => walk(def.valueType, item, join(path, key), depth + 1)) : [];
    default:
      return [];
  }
}

/**
 * Every key of `value` that `schema` does not define, at any depth the schema describes (nested
 * objects, array items, record values, union members), whether or not the schema is `.strict()`.
 * Each issue names the key, its path, the nearest valid key and the valid keys. Objects declared
 * open (`z.looseObject`, `.passthrough()`, `.catchall()`) accept extra keys. Schemas that are not
 * zod 4 are not walked.
 */
export function findUnknownOptionKeys(schema: unknown, value: unknown): OptionIssue[] {
  return walk(schema, value, '', 0);
}
