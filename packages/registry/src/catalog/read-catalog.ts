import { readFileSync } from 'node:fs';
import { RegistryError } from '../registry-error.js';
import { catalogSchema, type Catalog } from './catalog-schema.js';

/**
 * Reads a `catalog.json`. Returns `undefined` when the file does not exist. A file that is not
 * JSON, or does not match the schema, throws a `RegistryError` `CATALOG_INVALID` naming the file
 * and the first invalid field.
 */
export function readCatalog(file: string): Catalog | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RegistryError('CATALOG_INVALID', `${file} is not a Sluice catalog: not JSON (${(error as Error).message})`, { cause: error });
  }
  const parsed = catalogSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RegistryError('CATALOG_INVALID', `${file} is not a Sluice catalog: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}
