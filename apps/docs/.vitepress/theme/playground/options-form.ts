import type { JsonSchema } from '../../../scripts/lib/json-schema';

/** One editable field of a processor's options form. */
export interface OptionField {
  key: string;
  kind: 'boolean' | 'enum' | 'string' | 'number' | 'enum-list' | 'string-list';
  choices: string[];
  description: string;
  /** The value the form starts from: the entry's example option, else the schema default. */
  initial: unknown;
  /** The schema requires it (the entry's example options fill it in). */
  required: boolean;
}

function enumOf(schema: JsonSchema | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.enum?.every((v): v is string => typeof v === 'string')) return schema.enum;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.every((s) => typeof s.const === 'string')) return union.map((s) => s.const as string);
  return undefined;
}

/** A list item schema that accepts plain strings (alone or in a union, e.g. string | RegExp). */
function acceptsStrings(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'string') return true;
  return (schema.anyOf ?? schema.oneOf ?? []).some((s) => s.type === 'string');
}

/**
 * The top-level options the playground can edit with a control (booleans, enums, strings, numbers,
 * lists of enum values, lists of strings). Other options are set through the JSON box. Each field
 * starts from `exampleOptions` (the package's catalog entry), else from the schema default.
 */
export function optionFields(schema: JsonSchema | undefined, exampleOptions: Record<string, unknown> = {}): OptionField[] {
  const fields: OptionField[] = [];
  const required = new Set(schema?.required ?? []);
  for (const [key, prop] of Object.entries(schema?.properties ?? {})) {
    const base = { key, description: prop.description ?? '', initial: key in exampleOptions ? exampleOptions[key] : prop.default, required: required.has(key) };
    const choices = enumOf(prop);
    const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
    if (choices) fields.push({ ...base, kind: 'enum', choices });
    else if (type === 'boolean') fields.push({ ...base, kind: 'boolean', choices: [] });
    else if (type === 'string') fields.push({ ...base, kind: 'string', choices: [] });
    else if (type === 'number' || type === 'integer') fields.push({ ...base, kind: 'number', choices: [] });
    else if (type === 'array' && enumOf(prop.items)) fields.push({ ...base, kind: 'enum-list', choices: enumOf(prop.items) ?? [] });
    else if (type === 'array' && acceptsStrings(prop.items)) fields.push({ ...base, kind: 'string-list', choices: [] });
  }
  return fields;
}

/** A string-list field's text (`a, b`) as the list it stands for; blanks dropped. */
export function parseStringList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * The options object passed to the processor's constructor: the entry's example options, then
 * the fields the visitor changed (so the processor's own defaults apply to the rest), overlaid with
 * the JSON box. Throws on invalid JSON.
 */
export function buildOptions(exampleOptions: Record<string, unknown>, changed: Record<string, unknown>, json: string): Record<string, unknown> {
  const extra: unknown = json.trim() ? JSON.parse(json) : {};
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) throw new TypeError('The JSON options must be an object.');
  return { ...exampleOptions, ...changed, ...(extra as Record<string, unknown>) };
}
