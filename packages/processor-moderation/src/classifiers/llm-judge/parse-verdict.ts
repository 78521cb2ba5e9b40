import { z } from 'zod';

const code = z.string().trim().toUpperCase();

/** The JSON verdict the judge is asked for (validated; anything else is an invalid response). */
export const verdictSchema = z.object({
  results: z.array(
    z.object({
      index: z.number().int().min(0),
      verdict: z.enum(['safe', 'unsafe']),
      violations: z.array(code).default([]),
      confidence: z.record(code, z.number().min(0).max(1)).optional(),
    }),
  ),
});

/** One text's verdict: the violated codes, each with its confidence (1 when the model gave none). */
export type Violations = ReadonlyMap<string, number>;

/** The parsed verdicts, one per text, or why the answer is not one. */
export type ParsedVerdict = { ok: true; verdicts: Violations[] } | { ok: false; problem: string };

/** Llama Guard's own answer: `safe`, or `unsafe` and a line of comma-separated codes. */
const NATIVE = /^\s*(?:safe|unsafe\s*\n\s*(S\d+(?:\s*,\s*S\d+)*))\s*$/i;

/**
 * Reads the judge's answer for `count` texts: the JSON verdict (a code fence or text around it
 * tolerated), or, for a single text, Llama Guard's native `safe` / `unsafe\nS1,S10`. Every code
 * must be one of `known`; an `unsafe` verdict must name one, a `safe` one none.
 */
export function parseVerdict(raw: string, count: number, known: ReadonlySet<string>): ParsedVerdict {
  const native = NATIVE.exec(raw);
  if (native !== null) {
    if (count !== 1) return { ok: false, problem: `a plain-text verdict cannot answer for ${count} texts (set maxTextsPerCall: 1)` };
    const codes = native[1] === undefined ? [] : native[1].split(',').map((c) => c.trim().toUpperCase());
    return checked([codes.map((c) => [c, 1] as const)], known);
  }
  const json = extractJson(raw);
  if (json === undefined) return { ok: false, problem: 'the answer is neither a JSON verdict nor "safe" / "unsafe" with codes' };
  const parsed = verdictSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'the JSON verdict does not have the expected shape' };
  const slots: (readonly (readonly [string, number])[] | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const result of parsed.data.results) {
    if (result.index >= count || slots[result.index] !== undefined) return { ok: false, problem: `unexpected or repeated index ${result.index}` };
    if ((result.verdict === 'unsafe') !== result.violations.length > 0) {
      return { ok: false, problem: `text ${result.index} is "${result.verdict}" with ${result.violations.length} violated codes` };
    }
    const unknown = Object.keys(result.confidence ?? {}).find((c) => !known.has(c));
    if (unknown !== undefined) return { ok: false, problem: `unknown hazard code ${unknown.slice(0, 20)}` };
    slots[result.index] = result.violations.map((c) => [c, result.confidence?.[c] ?? 1] as const);
  }
  const missing = slots.findIndex((slot) => slot === undefined);
  if (missing >= 0) return { ok: false, problem: `no verdict for text ${missing}` };
  return checked(slots as (readonly (readonly [string, number])[])[], known);
}

/** The verdicts, after checking every code is known. */
function checked(lists: readonly (readonly (readonly [string, number])[])[], known: ReadonlySet<string>): ParsedVerdict {
  for (const list of lists) {
    const unknown = list.find(([c]) => !known.has(c));
    if (unknown !== undefined) return { ok: false, problem: `unknown hazard code ${unknown[0].slice(0, 20)}` };
  }
  return { ok: true, verdicts: lists.map((list) => new Map(list)) };
}

/** The outermost `{...}` of `raw`, parsed; undefined when there is none or it is not JSON. */
function extractJson(raw: string): unknown {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(raw.slice(start, end + 1)) as unknown;
  } catch {
    return undefined;
  }
}
