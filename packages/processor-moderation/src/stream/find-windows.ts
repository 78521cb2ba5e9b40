/** How text is cut into windows (the resolved `window` option). */
export interface WindowConfig {
  mode: 'sentence' | 'chars';
  maxChars: number;
  minChars: number;
}

/** A sentence end followed by white space, a CJK sentence end, or a line break. */
const SENTENCE_END = /[.!?\u2026]+["')\]\u201d\u2019]*\s+|[\u3002\uff01\uff1f]+|\n+/g;

/**
 * Cuts the start of `text` into complete windows: sentences (at least `minChars` long, a sentence
 * end must be followed by white space to count) or `maxChars` pieces (cut at a space near the
 * end when there is one). The incomplete tail is left out unless `final`, when it is the last
 * window. Joining the windows gives a prefix of `text` (all of it when `final`).
 */
export function findWindows(text: string, final: boolean, config: WindowConfig, scannedUpTo = 0): string[] {
  const windows: string[] = [];
  let start = 0;
  while (start < text.length) {
    // Text already scanned without finding a sentence end is not scanned again (a margin covers a
    // sentence end that a later delta completes with its white space).
    const from = start === 0 ? Math.max(0, scannedUpTo - RESCAN_MARGIN) : start;
    const cut = nextCut(text, start, from, config);
    if (cut === undefined) {
      if (final) windows.push(text.slice(start));
      break;
    }
    windows.push(text.slice(start, cut));
    start = cut;
  }
  return windows;
}

const RESCAN_MARGIN = 16;

function nextCut(text: string, start: number, from: number, config: WindowConfig): number | undefined {
  const limit = start + config.maxChars;
  if (config.mode === 'sentence') {
    SENTENCE_END.lastIndex = from;
    for (let match = SENTENCE_END.exec(text); match !== null; match = SENTENCE_END.exec(text)) {
      const end = match.index + match[0].length;
      if (end > limit) break;
      if (end - start >= Math.max(1, config.minChars)) return end;
    }
  }
  if (text.length - start < config.maxChars) return undefined;
  return cutNear(text, start, limit);
}

/** A cut at or before `limit`: after the last white space in the second half, else at `limit`. */
function cutNear(text: string, start: number, limit: number): number {
  const half = start + Math.floor((limit - start) / 2);
  for (let i = limit - 1; i >= half; i--) {
    if (/\s/.test(text.charAt(i))) return i + 1;
  }
  const code = text.charCodeAt(limit - 1);
  // Never split a surrogate pair.
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}
