/** One string of a structured tool result and where it sits in the judged text. */
export interface TextSegment {
  /** JSON path of the value (`$.items[0].body`) or of the key (`$.items[0]{body}`). */
  path: string;
  start: number;
  end: number;
}

/** The text to judge for one tool result. */
export interface ToolResultText {
  text: string;
  segments: TextSegment[];
  /** True when a limit cut the walk (depth, strings or characters). */
  truncated: boolean;
}

/** Limits of the walk. */
export interface WalkLimits {
  maxDepth: number;
  maxStrings: number;
  maxChars: number;
}

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/**
 * Collects every string of a tool result, keys included, joined by newlines: strings as they
 * are; arrays, objects, Maps and Sets walked iteratively (no recursion, so deep nesting cannot
 * overflow the stack), cycles visited once. Numbers and booleans carry no instructions and are
 * skipped. Values deeper than `maxDepth` are skipped. Stops at `maxStrings`
 * strings or `maxChars` characters and says so with `truncated`.
 */
export function toolResultText(result: unknown, limits: WalkLimits): ToolResultText {
  const pieces: string[] = [];
  const segments: TextSegment[] = [];
  let length = 0;
  let truncated = false;
  const seen = new WeakSet<object>();
  const push = (text: string, path: string): boolean => {
    if (text === '') return true;
    if (segments.length >= limits.maxStrings || length >= limits.maxChars) {
      truncated = true;
      return false;
    }
    const kept = text.length > limits.maxChars - length ? text.slice(0, limits.maxChars - length) : text;
    if (kept.length < text.length) truncated = true;
    if (pieces.length > 0) {
      pieces.push('\n');
      length++;
    }
    segments.push({ path, start: length, end: length + kept.length });
    pieces.push(kept);
    length += kept.length;
    return true;
  };
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: result, path: '$', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (!push(value, path)) break;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (seen.has(value)) continue;
    seen.add(value);
    if (depth >= limits.maxDepth) {
      truncated = true;
      continue;
    }
    const children: { value: unknown; path: string; depth: number }[] = [];
    if (Array.isArray(value)) {
      value.forEach((item, index) => children.push({ value: item, path: childPath(path, index), depth: depth + 1 }));
    } else if (value instanceof Map) {
      for (const [key, item] of value) {
        if (typeof key === 'string') children.push({ value: key, path: `${path}{${key}}`, depth: depth + 1 });
        children.push({ value: item, path: childPath(path, String(key)), depth: depth + 1 });
      }
    } else if (value instanceof Set) {
      let index = 0;
      for (const item of value) children.push({ value: item, path: childPath(path, index++), depth: depth + 1 });
    } else {
      for (const key of Object.keys(value)) {
        children.push({ value: key, path: `${path}{${key}}`, depth: depth + 1 });
        children.push({ value: (value as Record<string, unknown>)[key], path: childPath(path, key), depth: depth + 1 });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as (typeof children)[number]);
  }
  return { text: pieces.join(''), segments, truncated };
}

/** The path of the segment holding `offset`, by binary search. */
export function pathAt(segments: readonly TextSegment[], offset: number): string | undefined {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const segment = segments[mid] as TextSegment;
    if (offset < segment.start) hi = mid - 1;
    else if (offset >= segment.end) lo = mid + 1;
    else return segment.path;
  }
  return undefined;
}
