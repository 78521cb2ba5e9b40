import type { PIIEntity } from '../detect/entity.js';
import { HOLD_CHARS, openPrivateKeyStart, RELEASE_BATCH, trailingTokenStart } from './hold-back-limits.js';

/**
 * How many characters of `pending` can be released now without splitting or missing an entity:
 * everything except the last `holdChars` (`HOLD_CHARS`, or a longer recognizer's `maxLength` + 1), a trailing token that may still grow, an open PEM
 * block, and any entity crossing that point. `entities` are spans of `before + pending`.
 */
export function safeCut(pending: string, offset: number, entities: readonly PIIEntity[], holdChars = HOLD_CHARS): number {
  let cut = pending.length - holdChars;
  const token = trailingTokenStart(pending);
  if (token !== -1) cut = Math.min(cut, token);
  const pem = openPrivateKeyStart(pending);
  if (pem !== -1) cut = Math.min(cut, pem);
  for (const e of entities) {
    const s = e.start - offset;
    const end = e.end - offset;
    if (s < cut && end > cut) cut = s;
  }
  return Math.max(0, cut);
}

/**
 * Cheap check before scanning: false when nothing can be released yet (`holdChars`: the policy's
 * hold; `batch`: the characters beyond the hold to wait for, see `releaseBatch`).
 */
export function mayRelease(pending: string, holdChars = HOLD_CHARS, batch = RELEASE_BATCH): boolean {
  if (pending.length < holdChars + batch) return false;
  const cut = pending.length - holdChars;
  const token = trailingTokenStart(pending);
  if (token !== -1 && token < batch) return false;
  const pem = openPrivateKeyStart(pending);
  return cut > 0 && (pem === -1 || pem > 0);
}
