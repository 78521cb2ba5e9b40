import type { PIIEntity } from './entity.js';

/**
 * Keeps non-overlapping entities: earliest start first, then the longest, then the highest score.
 * O(n log n) in the number of candidates.
 */
export function resolveOverlaps<T extends PIIEntity>(candidates: T[]): T[] {
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || b.score - a.score);
  const kept: T[] = [];
  let lastEnd = -1;
  for (const entity of candidates) {
    if (entity.start < lastEnd) continue;
    kept.push(entity);
    lastEnd = entity.end;
  }
  return kept;
}
