import { buildPolicy } from '../detect/build-policy.js';
import { detectEntities } from '../detect/detect-entities.js';
import { piiDetectorOptionsSchema, type PIIDetectorOptions } from '../options.js';

/** `[type, value]` of every entity found in `text` with default (or given) options. */
export function find(text: string, options: PIIDetectorOptions = {}): [string, string][] {
  const policy = buildPolicy(piiDetectorOptionsSchema.parse(options));
  return detectEntities(text, policy).map((e) => [e.type, text.slice(e.start, e.end)]);
}
