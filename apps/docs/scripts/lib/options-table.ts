import type { JsonSchema } from './json-schema.js';

/** One row of an options table. */
export interface OptionRow {
  name: string;
  type: string;
  required: boolean;
  default?: string;
  description: string;
}

function literal(value: unknown): string {
  // JSON.stringify returns undefined for functions and undefined, whatever its declared type says.
  const json = JSON.stringify(value) as string | undefined;
  return json === undefined ? String(value) : json;
}

/** A short TypeScript-like type for a JSON Schema node. */
export function describeType(schema: JsonSchema, depth = 0): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => describeType(s, depth + 1)))].join(' | ');
  if (schema.allOf?.length === 1 && schema.allOf[0]) return describeType(schema.allOf[0], depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'unknown';
  return types
    .map((type) => {
      if (type === 'array') {
        const item = schema.items ? describeType(schema.items, depth + 1) : 'unknown';
        return item.includes(' ') ? `(${item})[]` : `${item}[]`;
      }
      if (type === 'object') {
        if (schema.properties && depth < 1) {
          const keys = Object.keys(schema.properties);
          return keys.length <= 4 ? `{ ${keys.join(', ')} }` : 'object';
        }
        return typeof schema.additionalProperties === 'object' ? `Record<string, ${describeType(schema.additionalProperties, depth + 1)}>` : 'object';
      }
      if (type === 'integer') return 'integer';
      return type;
    })
    .join(' | ');
}

const maxTypeLength = 60;

function shorten(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The literal values of an enum (or an array of one), when the node is one. */
function literalValues(schema: JsonSchema): string[] | undefined {
  const node = schema.type === 'array' && schema.items ? schema.items : schema;
  if (node.enum) return node.enum.map((v) => String(v));
  const union = node.anyOf ?? node.oneOf;
  if (union?.every((s) => s.const !== undefined)) return union.map((s) => String(s.const));
  return undefined;
}

/** Bounds zod adds for `.int()` (±2^53-1) say nothing to a reader. */
function meaningful(bound: number | undefined): bound is number {
  return bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER;
}

function constraints(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (meaningful(schema.minimum)) out.push(`≥ ${schema.minimum}`);
  if (meaningful(schema.exclusiveMinimum)) out.push(`> ${schema.exclusiveMinimum}`);
  if (meaningful(schema.maximum)) out.push(`≤ ${schema.maximum}`);
  if (meaningful(schema.exclusiveMaximum)) out.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minLength !== undefined) out.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) out.push(`at least ${schema.minItems} item(s)`);
  if (schema.maxItems !== undefined) out.push(`at most ${schema.maxItems} item(s)`);
  if (schema.format) out.push(`format ${schema.format}`);
  return out;
}

/**
 * Flattens an object schema's properties into rows (nested objects one level deep, as `a.b`).
 * Returns an empty list for a schema without properties.
 */
export function optionRows(schema: JsonSchema, prefix = '', depth = 0): OptionRow[] {
  const rows: OptionRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    const notes = constraints(prop);
    let type = describeType(prop);
    let oneOf = '';
    const values = literalValues(prop);
    if (type.length > maxTypeLength && values) {
      // A long union of literals: name the values in the description instead.
      type = prop.type === 'array' ? 'enum[]' : 'enum';
      oneOf = `Values: ${values.join(', ')}.`;
    }
    const row: OptionRow = {
      name,
      type,
      required: required.has(key) && prop.default === undefined,
      description: [prop.description ?? prop.title ?? '', oneOf, notes.length ? `(${notes.join(', ')})` : '']
        .filter(Boolean)
        .join(' '),
    };
    const nested = prop.properties !== undefined && depth < 1;
    // A nested object's default is shown on its own rows.
    if (prop.default !== undefined && !nested) row.default = shorten(literal(prop.default));
    rows.push(row);
    if (nested) rows.push(...optionRows(prop, name, depth + 1));
  }
  return rows;
}

/** Text for a code-span cell: markdown escapes `<` inside code itself. */
function codeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ').replace(/`/g, "'");
}

/** Text for a prose cell: no raw HTML and no Vue interpolation. */
function proseCell(text: string): string {
  return codeCell(text).replace(/</g, '&lt;').replace(/\{\{/g, '{&#8203;{');
}

/** Renders option rows as a markdown table (name, type, default, description). */
export function renderOptionsTable(rows: readonly OptionRow[]): string {
  const lines = ['| option | type | default | description |', '|---|---|---|---|'];
  for (const row of rows) {
    const def = row.default !== undefined ? `\`${codeCell(row.default)}\`` : row.required ? '*required*' : '';
    lines.push(`| \`${codeCell(row.name)}\` | \`${codeCell(row.type)}\` | ${def} | ${proseCell(row.description)} |`);
  }
  return lines.join('\n');
}
