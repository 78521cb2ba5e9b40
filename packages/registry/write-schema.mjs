// Build step: writes manifest.schema.json (the "sluice" manifest's JSON Schema) from the zod schema.
import { writeFileSync } from 'node:fs';
import { manifestJsonSchema } from './dist/index.js';

writeFileSync(new URL('./manifest.schema.json', import.meta.url), `${JSON.stringify(manifestJsonSchema(), null, 2)}\n`);
