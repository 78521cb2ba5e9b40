import type { JsonSchema } from '../../../scripts/lib/json-schema';

/** One editable field of a processor's options form. */
export interface OptionField {
  key: string;
  kind: 'boolean' | 'enum' | 'string' | 'number' | 'enum-list';
  choices: string[];
  description: string;
  /** The schema default, when it has one. */
  initial: unknown;
}

function enumOf(schema: JsonSchema | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.enum?.every((v): v is string => typeof v === 'string')) return schema.enum;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.every((s) => typeof s.const === 'string')) return union.map((s) => s.const as string);
  return undefined;
}

/**
 * The top-level options the playground can edit with a control (booleans, enums, strings, numbers,
 * lists of enum values). Other options are set through the JSON box.
 */
export function optionFields(schema: JsonSchema | undefined): OptionField[] {
  const fields: OptionField[] = [];
  for (const [key, prop] of Object.entries(schema?.properties ?? {})) {
    const description = prop.description ?? '';
    const choices = enumOf(prop);
    const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
    if (choices) fields.push({ key, kind: 'enum', choices, description, initial: prop.default });
    else if (type === 'boolean') fields.push({ key, kind: 'boolean', choices: [], description, initial: prop.default });
    else if (type === 'string') fields.push({ key, kind: 'string', choices: [], description, initial: prop.default });
    else if (type === 'number' || type === 'integer') fields.push({ key, kind: 'number', choices: [], description, initial: prop.default });
    else if (type === 'array' && enumOf(prop.items)) {
      fields.push({ key, kind: 'enum-list', choices: enumOf(prop.items) ?? [], description, initial: prop.default });
    }
  }
  return fields;
}

/**
 * The options object passed to the processor's constructor: only the fields the visitor changed
 * (so the processor's own defaults apply), overlaid with the JSON box. Throws on invalid JSON.
 */
export function buildOptions(changed: Record<string, unknown>, json: string): Record<string, unknown> {
  const extra: unknown = json.trim() ? JSON.parse(json) : {};
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) throw new TypeError('The JSON options must be an object.');
  return { ...changed, ...(extra as Record<string, unknown>) };
}
