import type { TextHoldBackDecision, TextHoldBackInput } from '@sluice/core';
import { cleanCharacters, collapseRun, emptyNormalizeTally, isStableText, tallyFoundSomething, type NormalizeSettings, type NormalizeTally } from './normalize-text.js';

/** Per-block whitespace state of the stream normalizer. */
interface BlockState {
  /** The block's key in `unicode.blocks`. */
  key: string;
  channel: string;
  id: string;
  /** True once a non-whitespace character of this block was released. */
  emitted: boolean;
  /** Whitespace seen but not released yet (collapsed already when collapsing). */
  whitespace: string;
}

/** The part of the processor state the stream normalizer owns. */
export interface StreamNormalizerState {
  'unicode.blocks'?: Map<string, BlockState>;
  /** The block the last segment went to (a cache of one entry of `unicode.blocks`). */
  'unicode.lastBlock'?: BlockState | undefined;
}

// Code points that attach to the one before them: combining marks, ZWJ, variation selectors,
// Hangul medial vowels and final consonants (they compose with the preceding jamo under NFC).
const ATTACHES = /^(?:\p{M}|\u200D|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]|[\u1160-\u11FF]|[\uD7B0-\uD7FF])$/u;
const WS_RUN = /[\s\u0085]+/gu;
/** Longest run of attaching characters held back after a starter (Zalgo text is released past it). */
const MAX_ATTACHED = 64;

function codePointBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  if (end >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(end - 2, end);
  }
  return text.slice(end - 1, end);
}

/**
 * Where pending text may be cut without splitting a character from what may still attach to it:
 * before the last starter (a code point that does not attach to its predecessor). A trailing lone
 * high surrogate is a starter too, so a surrogate pair is never split.
 */
export function safeCut(pending: string): number {
  let end = pending.length;
  // fast path: a last character below U+0300 (ASCII, Latin-1, most Latin) never attaches
  if (end > 0 && pending.charCodeAt(end - 1) < 0x300) return end - 1;
  for (let scanned = 0; end > 0 && scanned <= MAX_ATTACHED; scanned++) {
    const char = codePointBefore(pending, end);
    end -= char.length;
    if (!ATTACHES.test(char)) return end;
  }
  // a very long run of marks: release it all but the last code unit pair
  return Math.max(0, pending.length - 2);
}

/** What the stream normalizer needs from its processor. */
export interface StreamNormalizerSettings<TState extends StreamNormalizerState> {
  settings: NormalizeSettings;
  /** Called with what one released segment removed (when it removed anything). */
  found: (tally: NormalizeTally, state: TState) => void | Promise<void>;
}

/** The `decide` callback of the normalizer's `TextHoldBack`. */
export function streamNormalizer<TState extends StreamNormalizerState>({ settings, found }: StreamNormalizerSettings<TState>) {
  return (input: TextHoldBackInput, state: TState): TextHoldBackDecision | Promise<TextHoldBackDecision> => {
    const { pending, final } = input;
    const cut = final ? pending.length : safeCut(pending);
    const blocks = (state['unicode.blocks'] ??= new Map<string, BlockState>());
    if (cut === 0 && !final) return 0;
    let block = state['unicode.lastBlock'];
    if (block === undefined || block.id !== input.id || block.channel !== input.channel) {
      const key = `${input.channel}:${input.id}`;
      block = blocks.get(key);
      if (block === undefined) {
        block = { key, channel: input.channel, id: input.id, emitted: false, whitespace: '' };
        blocks.set(key, block);
      }
      state['unicode.lastBlock'] = block;
    }
    const segment = pending.slice(0, cut);
    const plain = isStableText(segment, settings);
    const tally = plain ? undefined : emptyNormalizeTally();
    const chars = tally === undefined ? segment : cleanCharacters(segment, settings, tally);
    let text = settings.collapseWhitespace || settings.trim ? shapeWhitespace(chars, block, settings) : chars;
    if (final) {
      if (block.whitespace !== '' && !settings.trim) text += block.whitespace;
      blocks.delete(block.key);
      state['unicode.lastBlock'] = undefined;
    }
    const decision = { consume: cut, text };
    if (tally === undefined || !tallyFoundSomething(tally)) return decision;
    const reported = found(tally, state);
    return reported instanceof Promise ? reported.then(() => decision) : decision;
  };
}

const WS_CHAR = /[\s\u0085]/u;

function isWhitespace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  // below U+1680 only NEL and NBSP are whitespace: no regex for Latin, Greek, Cyrillic...
  if (code < 0x1680) return code === 0x85 || code === 0xa0;
  return WS_CHAR.test(String.fromCharCode(code));
}

/** True when collapsing would change `chars`: a run of two whitespace characters, or one other than a space or a line feed. */
function needsCollapse(chars: string): boolean {
  let previous = false;
  for (let i = 0; i < chars.length; i++) {
    const code = chars.charCodeAt(i);
    const ws = isWhitespace(code);
    if (ws && (previous || (code !== 32 && code !== 10))) return true;
    previous = ws;
  }
  return false;
}

function merge(collapse: boolean, a: string, b: string): string {
  const run = a + b;
  return collapse && run !== '' ? collapseRun(run) : run;
}

function shapeWhitespace(chars: string, block: BlockState, settings: NormalizeSettings): string {
  const collapse = settings.collapseWhitespace;
  let lead = 0;
  while (lead < chars.length && isWhitespace(chars.charCodeAt(lead))) lead++;
  if (lead === chars.length) {
    if (lead > 0) block.whitespace = merge(collapse, block.whitespace, chars);
    return '';
  }
  let trail = chars.length;
  while (trail > lead && isWhitespace(chars.charCodeAt(trail - 1))) trail--;
  const body = chars.slice(lead, trail);
  const before = lead === 0 && block.whitespace === '' ? '' : merge(collapse, block.whitespace, chars.slice(0, lead));
  const prefix = before === '' || (!block.emitted && settings.trim) ? '' : before;
  block.emitted = true;
  block.whitespace = trail === chars.length ? '' : merge(collapse, '', chars.slice(trail));
  return prefix + (collapse && needsCollapse(body) ? body.replace(WS_RUN, collapseRun) : body);
}
