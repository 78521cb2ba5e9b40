import { normalizeForMatching, type NormalizedText } from '@sluice/core';
import { detectEntities } from './detect-entities.js';
import type { DetectorPolicy } from './detector-policy.js';
import type { PIIEntity } from './entity.js';
import { resolveOverlaps } from './resolve-overlaps.js';

/**
 * An entity as a span of the original text, with the normalized text it was matched on (`value`:
 * `bob@corp.example` for `bob%40corp.example`), which is what masking, hashing and placeholders use.
 */
export interface FoundEntity extends PIIEntity {
  value: string;
}

/**
 * Maps entities found on `normalized.text` back to spans of the original text (an escape or a
 * removed invisible character inside a value is covered whole) and resolves any overlap this creates.
 */
export function toOriginalEntities(normalized: NormalizedText, entities: readonly PIIEntity[]): FoundEntity[] {
  const mapped = entities.map((e): FoundEntity => ({ ...e, ...normalized.toOriginal(e.start, e.end), value: normalized.text.slice(e.start, e.end) }));
  return resolveOverlaps(mapped);
}

/**
 * Finds the deterministic entities of `text` on its normalized form (core's `normalizeForMatching`:
 * NFKC, digits of every script, space-like characters, invisible characters, HTML and URL
 * escapes), as spans of the original text.
 */
export function findEntities(text: string, policy: DetectorPolicy): FoundEntity[] {
  const normalized = normalizeForMatching(text);
  return toOriginalEntities(normalized, detectEntities(normalized.text, policy));
}
