import type { TextHoldBackDecision, TextHoldBackInput } from '@sluice/core';
import { detectionDetail, toReports } from '../detect/detection-summary.js';
import type { FoundEntity } from '../detect/find-entities.js';
import { resolveOverlaps } from '../detect/resolve-overlaps.js';
import type { PIIState } from '../pii-state.js';
import { redactText, type RedactionSettings } from '../redact/redact-text.js';
import { releaseBatch } from './hold-back-limits.js';
import { mayRelease, safeCut } from './safe-cut.js';

/** What the stream redactor needs from its detector. */
export interface StreamRedactorSettings {
  strategy: 'block' | 'warn' | 'filter' | 'redact';
  /** Deterministic entities, as spans of `text`. */
  detect: (text: string) => FoundEntity[];
  redaction: (state: PIIState) => RedactionSettings;
  /** Characters held back (the policy's `holdChars`). */
  holdChars: number;
  /** The optional `entityDetector`, bounded by its deadline; spans of `text`. */
  detectExtra: ((text: string, abortSignal: AbortSignal) => Promise<FoundEntity[]>) | undefined;
}

const SENTENCE_END = /[.!?\n]/g;

function lastSentenceEnd(text: string, limit: number): number {
  let end = 0;
  SENTENCE_END.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SENTENCE_END.exec(text)) !== null && m.index < limit) end = m.index + 1;
  return end;
}

/**
 * The entities of `all` (spans of `before + pending`) inside the released `[offset, offset + cut)`,
 * as spans of the released segment. Object literals with one key order, not spreads: a spread
 * costs about a microsecond per entity on dense text, and every streamed entity passes here.
 */
function releasedEntities(all: readonly FoundEntity[], offset: number, cut: number): FoundEntity[] {
  const out: FoundEntity[] = [];
  for (const { type, start, end, score, value } of all) {
    if (start >= offset && end <= offset + cut) out.push({ type, start: start - offset, end: end - offset, score, value });
  }
  return out;
}

/**
 * The `minPending` of the PII stream hold-back: below `holdChars` plus the release batch the
 * redactor's `decide` releases nothing (`mayRelease` is false), so it need not be asked.
 */
export function streamMinPending(holdChars: number): (released: number) => number {
  return (released) => holdChars + releaseBatch(released);
}

/**
 * The `decide` callback of the PII stream hold-back: scans lookbehind + pending text, releases
 * the safe prefix with its entities handled by the strategy, and holds back the rest. It scans
 * once `releaseBatch` characters beyond the hold are pending, a batch that grows with what the
 * text has already released.
 */
export function streamRedactor(settings: StreamRedactorSettings) {
  return (input: TextHoldBackInput, state: PIIState): TextHoldBackDecision | Promise<TextHoldBackDecision> => {
    const { pending, before, final } = input;
    if (!final && !mayRelease(pending, settings.holdChars, releaseBatch(input.released))) return 0;
    const offset = before.length;
    const all = settings.detect(before + pending);
    let cut = final ? pending.length : safeCut(pending, offset, all, settings.holdChars);
    if (settings.detectExtra !== undefined && !final) {
      // release whole sentences only, so the model detector runs once per sentence batch
      const sentenceEnd = lastSentenceEnd(pending, cut + 1);
      if (sentenceEnd > 0 || pending.length < 4096) cut = sentenceEnd;
    }
    if (cut === 0) return 0;
    const entities = releasedEntities(all, offset, cut);
    const segment = pending.slice(0, cut);
    if (settings.detectExtra !== undefined) {
      return settings.detectExtra(segment, state.hook?.abortSignal ?? new AbortController().signal).then((found) =>
        apply(settings, state, segment, resolveOverlaps([...entities, ...found])),
      );
    }
    if (entities.length === 0) return cut;
    return apply(settings, state, segment, entities);
  };
}

async function apply(
  settings: StreamRedactorSettings,
  state: PIIState,
  segment: string,
  entities: FoundEntity[],
): Promise<TextHoldBackDecision> {
  const cut = segment.length;
  if (entities.length === 0) return cut;
  const detail = detectionDetail(toReports(entities, 'stream'));
  const hook = state.hook;
  if (settings.strategy === 'block') {
    if (hook === undefined) throw new Error('PIIDetector stream hook context missing');
    hook.abort(`PII detected in the response: ${detail.types.join(', ')}`, { metadata: detail });
  }
  if (settings.strategy === 'warn') {
    await hook?.reportViolation({ message: `PII in the response: ${detail.types.join(', ')}`, detail, action: 'warn' });
    return cut;
  }
  const redaction = settings.redaction(state);
  // once per release: no object spread unless the method changes (a spread costs about a microsecond on Node 20)
  const method = settings.strategy === 'filter' ? 'remove' : redaction.method;
  const redacted = redactText(segment, entities, method === redaction.method ? redaction : { ...redaction, method });
  // only `hash` is asynchronous: a string is used as it is, without a turn of the microtask queue
  const text = typeof redacted === 'string' ? redacted : await redacted;
  await hook?.reportViolation({
    message: `PII ${settings.strategy === 'filter' ? 'removed from' : 'redacted in'} the response: ${detail.types.join(', ')}`,
    detail,
    action: settings.strategy === 'filter' ? 'filter' : 'redact',
  });
  return { consume: cut, text };
}
