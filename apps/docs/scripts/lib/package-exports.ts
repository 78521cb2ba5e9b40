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
  /** Declared exports that are not classes, and example options that do not construct: each names the processor. */
  manifestProblems: string[];
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

function isClass(value: unknown): value is new (options?: unknown) => unknown {
  return typeof value === 'function' && /^class\s/.test(Function.prototype.toString.call(value));
}

/** Builds `new Cls(options)` and returns the instance, or the error message. */
function construct(Cls: new (options?: unknown) => unknown, options: unknown): { instance: unknown } | { error: string } {
  try {
    return { instance: Reflect.construct(Cls, [options]) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function hasId(instance: unknown, id: string): boolean {
  return typeof instance === 'object' && instance !== null && 'id' in instance && instance.id === id;
}

/**
 * The class of each processor: the declared `export` when there is one (checked: a class whose
 * instance, built with the entry's `exampleOptions`, reports the entry's id), else guessed (a class
 * whose instance reports the id, then name matching).
 */
function findClasses(mod: Record<string, unknown>, entries: readonly ProcessorEntry[]): { classNames: Map<string, string>; problems: string[] } {
  const out = new Map<string, string>();
  const problems: string[] = [];
  const classes = Object.entries(mod).filter(([name, value]) => /^[A-Z]/.test(name) && !/Error$/.test(name) && isClass(value));
  for (const entry of entries) {
    const options = entry.exampleOptions ?? {};
    if (entry.export !== undefined) {
      const declared = mod[entry.export];
      if (!isClass(declared)) {
        problems.push(`${entry.id}: the declared export ${entry.export} is not a class the package exports`);
        continue;
      }
      const built = construct(declared, options);
      if ('error' in built) problems.push(`${entry.id}: new ${entry.export}(${JSON.stringify(options)}) throws: ${built.error}`);
      else if (!hasId(built.instance, entry.id)) problems.push(`${entry.id}: new ${entry.export}(...) reports another id`);
      else out.set(entry.id, entry.export);
      continue;
    }
    for (const [name, value] of classes) {
      const built = construct(value as new (options?: unknown) => unknown, options);
      if ('instance' in built && hasId(built.instance, entry.id)) {
        out.set(entry.id, name);
        break;
      }
    }
  }
  const rest = entries.filter((e) => !out.has(e.id) && e.export === undefined);
  for (const [id, name] of assign(rest, classes.map(([name]) => [name, name] as [string, string]))) out.set(id, name);
  return { classNames: out, problems };
}

/**
 * Imports a package's built entry and finds, for each declared processor, its options JSON Schema
 * (an `optionsJsonSchema` export, else the zod options schema turned into JSON Schema) and the
 * class that constructs it (the declared `export`, checked with the entry's `exampleOptions`).
 */
export async function readPackageExports(entryFile: string, entries: readonly ProcessorEntry[]): Promise<PackageExports> {
  const mod = (await import(pathToFileURL(entryFile).href)) as Record<string, unknown>;
  const optionsSchemas = findOptionsSchemas(mod, entries);
  const { classNames, problems } = findClasses(mod, entries);
  return {
    optionsSchemas,
    classNames,
    unmatchedSchemas: entries.filter((e) => !optionsSchemas.has(e.id)).map((e) => e.id),
    manifestProblems: problems,
  };
}
