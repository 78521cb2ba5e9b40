/** Why a pattern was refused. */
export interface BacktrackingRisk {
  /**
   * `nested-quantifier`: `(a+)+`; `quantified-alternation`: `(a|ab)*`; `backreference`: `(a)\1`;
   * `too-many-unbounded`: three or more unbounded quantifiers (`.*a.*b.*c`, cubic or worse).
   */
  kind: 'nested-quantifier' | 'quantified-alternation' | 'backreference' | 'too-many-unbounded';
  /** Offset in the pattern source where the risky construct ends. */
  index: number;
}

/** Most unbounded quantifiers (`*`, `+`, `{n,}`) a pattern may hold: two keep a window's worst case quadratic. */
export const MAX_UNBOUNDED = 2;

interface Group {
  alternation: boolean;
  repeats: boolean;
}

/** Reads a quantifier at `i`: its length and its maximum (Infinity when unbounded), or undefined. */
function quantifierAt(source: string, i: number): { length: number; max: number } | undefined {
  const c = source[i];
  let length: number;
  let max: number;
  if (c === '*' || c === '+') {
    length = 1;
    max = Infinity;
  } else if (c === '?') {
    length = 1;
    max = 1;
  } else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i, i + 24));
    if (m === null) return undefined;
    length = m[0].length;
    const low = Number(m[1]);
    max = m[2] === undefined ? low : m[3] === '' || m[3] === undefined ? Infinity : Number(m[3]);
  } else {
    return undefined;
  }
  if (source[i + length] === '?') length += 1; // lazy
  return { length, max };
}

/** Index just after the escape starting at `i` (a backslash). */
function skipEscape(source: string, i: number): number {
  const next = source[i + 1];
  if ((next === 'u' || next === 'p' || next === 'P') && source[i + 2] === '{') {
    const close = source.indexOf('}', i + 3);
    return close === -1 ? source.length : close + 1;
  }
  if (next === 'k' && source[i + 2] === '<') {
    const close = source.indexOf('>', i + 3);
    return close === -1 ? source.length : close + 1;
  }
  return i + 2;
}

/** Index just after the character class starting at `i` (a `[`). */
function skipClass(source: string, i: number): number {
  let j = i + 1;
  if (source[j] === '^') j++;
  if (source[j] === ']') j++;
  while (j < source.length && source[j] !== ']') j = source[j] === '\\' ? j + 2 : j + 1;
  return j + 1;
}

/**
 * Static check of a regular expression for catastrophic (exponential) backtracking, at
 * construction time. It refuses, conservatively: a quantifier that may repeat more than once
 * applied to a group that itself holds such a quantifier (`(a+)+`, `(\w+\s?)*`, `(a{1,9}){2,}`),
 * or that holds an alternation (`(a|ab)+`, `(?:x|y)*`), and backreferences (`\1`, `\k<name>`).
 * It also refuses more than two unbounded quantifiers (`.*a.*b.*c` is cubic). Optional groups
 * (`(...)?`) and bounded, non-nested repetition pass. Quadratic patterns such as `.*a.*b` or
 * `\w+@` pass; the scanner bounds them by matching in windows (see `findPatternMatches`).
 * Returns undefined when the pattern is accepted.
 */
export function findBacktrackingRisk(source: string): BacktrackingRisk | undefined {
  const stack: Group[] = [{ alternation: false, repeats: false }];
  let unbounded = 0;
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const top = stack[stack.length - 1] ?? { alternation: false, repeats: false };
    let atomEnd: number;
    let closed: Group | undefined;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && source[i + 2] === '<')) return { kind: 'backreference', index: i };
      atomEnd = skipEscape(source, i);
    } else if (c === '[') {
      atomEnd = skipClass(source, i);
    } else if (c === '(') {
      stack.push({ alternation: false, repeats: false });
      i += source[i + 1] === '?' ? groupPrefixLength(source, i) : 1;
      continue;
    } else if (c === '|') {
      top.alternation = true;
      i++;
      continue;
    } else if (c === ')') {
      closed = stack.length > 1 ? stack.pop() : undefined;
      atomEnd = i + 1;
    } else {
      atomEnd = i + 1;
    }
    const q = quantifierAt(source, atomEnd);
    if (q?.max === Infinity && ++unbounded > MAX_UNBOUNDED) return { kind: 'too-many-unbounded', index: atomEnd };
    const parent = stack[stack.length - 1] ?? top;
    if (closed !== undefined) {
      if (q !== undefined && q.max > 1) {
        if (closed.repeats) return { kind: 'nested-quantifier', index: atomEnd };
        if (closed.alternation) return { kind: 'quantified-alternation', index: atomEnd };
      }
      parent.repeats ||= closed.repeats || (q !== undefined && q.max > 1);
    } else if (q !== undefined && q.max > 1) {
      parent.repeats = true;
    }
    i = atomEnd + (q?.length ?? 0);
  }
  return undefined;
}

function groupPrefixLength(source: string, i: number): number {
  // (?:  (?=  (?!  (?<=  (?<!  (?<name>
  const rest = source.slice(i, i + 4);
  if (rest.startsWith('(?<=') || rest.startsWith('(?<!')) return 4;
  if (rest.startsWith('(?<')) {
    const close = source.indexOf('>', i + 3);
    return close === -1 ? source.length - i : close + 1 - i;
  }
  return 3;
}
