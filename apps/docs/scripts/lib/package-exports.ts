import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { ProcessorEntry } from './catalog-schema.js';
import { isJsonSchema, type JsonSchema } from './json-schema.js';

/** What the catalog learned from a package's built entry. */
export interface PackageExports {
  /** Options JSON Schema per processor id. */
  optionsSchemas: Map<string, JsonSchema>;
  /** Export name of the class that constructs each processor id. */
  classNames: Map<string, string>;
  /** Processor ids for which no options schema was found. */
  unmatchedSchemas: string[];
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value && 'def' in value;
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function stem(exportName: string): string {
  return normalize(exportName).replace(/(options)?(json)?schema$/, '').replace(/options$/, '');
}

function matches(entry: ProcessorEntry, candidate: string): boolean {
  const keys = [normalize(entry.id), normalize(entry.name)].filter((k) => k.length > 0);
  return candidate.length > 0 && keys.some((key) => key === candidate || key.includes(candidate) || candidate.includes(key));
}

/** Picks, for each processor, the candidate whose name matches; a single candidate fits all. */
function assign<T>(entries: readonly ProcessorEntry[], candidates: readonly [string, T][]): Map<string, T> {
  const out = new Map<string, T>();
  if (candidates.length === 0) return out;
  for (const entry of entries) {
    const exact = candidates.filter(([name]) => [normalize(entry.id), normalize(entry.name)].includes(stem(name)));
    const named = exact.length > 0 ? exact : candidates.filter(([name]) => matches(entry, stem(name)));
    const pick = named.length === 1 ? named[0] : candidates.length === 1 ? candidates[0] : undefined;
    if (pick) out.set(entry.id, pick[1]);
  }
  return out;
}

function toJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

function findOptionsSchemas(mod: Record<string, unknown>, entries: readonly ProcessorEntry[]): Map<string, JsonSchema> {
  const declared = mod.optionsJsonSchema;
  if (isJsonSchema(declared)) return new Map(entries.map((e) => [e.id, declared]));
  if (typeof declared === 'object' && declared !== null) {
    const record = declared as Record<string, unknown>;
    const out = new Map<string, JsonSchema>();
    for (const entry of entries) {
      const schema = record[entry.id];
      if (isJsonSchema(schema)) out.set(entry.id, schema);
    }
    if (out.size > 0) return out;
  }
  const candidates: [string, JsonSchema][] = [];
  for (const [name, value] of Object.entries(mod)) {
    if (!/options/i.test(name)) continue;
    if (isZodSchema(value)) {
      const schema = toJsonSchema(value);
      if (schema?.properties) candidates.push([name, schema]);
    } else if (/jsonschema/i.test(name) && isJsonSchema(value)) {
      candidates.push([name, value]);
    }
  }
  return assign(entries, candidates);
}

function findClasses(mod: Record<string, unknown>, entries: readonly ProcessorEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  const classes = Object.entries(mod).filter(
    ([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name) && !/Error$/.test(name) && /^class\s/.test(Function.prototype.toString.call(value)),
  );
  for (const entry of entries) {
    // Prefer a class whose instance (built with defaults) reports this id.
    for (const [name, value] of classes) {
      try {
        const instance: unknown = Reflect.construct(value as new (options?: unknown) => unknown, [{}]);
        if (typeof instance === 'object' && instance !== null && 'id' in instance && instance.id === entry.id) {
          out.set(entry.id, name);
          break;
        }
      } catch {
        // Needs options we cannot guess: fall back to name matching below.
      }
    }
  }
  const rest = entries.filter((e) => !out.has(e.id));
  for (const [id, name] of assign(rest, classes.map(([name]) => [name, name] as [string, string]))) out.set(id, name);
  return out;
}

/**
 * Imports a package's built entry and finds, for each declared processor, its options JSON Schema
 * (an `optionsJsonSchema` export, else the zod options schema turned into JSON Schema) and the
 * class that constructs it.
 */
export async function readPackageExports(entryFile: string, entries: readonly ProcessorEntry[]): Promise<PackageExports> {
  const mod = (await import(pathToFileURL(entryFile).href)) as Record<string, unknown>;
  const optionsSchemas = findOptionsSchemas(mod, entries);
  return {
    optionsSchemas,
    classNames: findClasses(mod, entries),
    unmatchedSchemas: entries.filter((e) => !optionsSchemas.has(e.id)).map((e) => e.id),
  };
}
