import { readFileSync } from 'node:fs';
import { catalogSchema, type Catalog } from './catalog-schema.js';

/**
 * Reads a `catalog.json`. Returns `undefined` when the file does not exist; throws a readable
 * error naming the first invalid field when it exists but does not match the schema.
 */
export function readCatalog(file: string): Catalog | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = catalogSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TypeError(`${file} is not a Sluice catalog: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
