import type { ScanContext } from '../detect/scan-context.js';
import { codeAt, isAlnum, runEnd } from './char-class.js';
import { anchorCursor } from './anchor-cursor.js';
import { awsKeyCursor } from './aws-key-cursor.js';
import type { LiteralCursor } from './literal-cursor.js';

interface SecretRule {
  type: string;
  /** Sticky pattern: a literal prefix then a bounded or greedy character class (no nesting). */
  pattern: RegExp;
  /** The positions where a match can start (a prefix or a fixed `_` / `-`): the only ones tried. */
  candidates: (text: string) => LiteralCursor;
  /**
   * Literals one of which every match starts with (`sk` of `sk-`): a candidate without one is
   * passed over before the pattern runs, as `_` and `-` are common in prose and code and a regex
   * call per candidate is most of this scan's cost.
   */
  lead?: readonly string[];
  maxLength: number;
  score: number;
  /** Extra check on the matched text. */
  check?: (value: string) => boolean;
}

function hasDigitAndLetter(value: string): boolean {
  return /\d/.test(value) && /[A-Za-z]/.test(value);
}

const RULES: readonly SecretRule[] = [
  { type: 'AWS_ACCESS_KEY', pattern: /(?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{16}/y,
    candidates: awsKeyCursor,
    maxLength: 20, score: 0.9 },
  { type: 'GITHUB_TOKEN', pattern: /gh[pousr]_[A-Za-z0-9]{36}/y, candidates: (text) => anchorCursor(text, '_', 3), lead: ['gh'], maxLength: 40, score: 0.95 },
  { type: 'GITHUB_TOKEN', pattern: /github_pat_[A-Za-z0-9_]{22,244}/y, candidates: (text) => anchorCursor(text, '_', 6), lead: ['github_pat'], maxLength: 255, score: 0.95, check: (v) => v.length >= 40 },
  {
    type: 'SLACK_TOKEN',
    pattern: /xox[abposr]-[A-Za-z0-9-]{10,250}/y,
    candidates: (text) => anchorCursor(text, '-', 4),
    lead: ['xox'],
    maxLength: 255,
    score: 0.9,
    check: (v) => v.split('-').length >= 3 && /\d/.test(v),
  },
  { type: 'STRIPE_KEY', pattern: /(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,247}/y, candidates: (text) => anchorCursor(text, '_', 2), lead: ['sk', 'rk'], maxLength: 255, score: 0.95 },
  {
    type: 'OPENAI_KEY',
    pattern: /sk-(?:proj-|svcacct-|admin-|ant-(?:api\d\d-)?)?[A-Za-z0-9_-]{32,230}/y,
    candidates: (text) => anchorCursor(text, '-', 2),
    lead: ['sk'],
    maxLength: 255,
    score: 0.9,
    check: hasDigitAndLetter,
  },
];

/** True when one of `lead` starts at `start`. */
function leads(text: string, start: number, lead: readonly string[]): boolean {
  for (const literal of lead) if (text.startsWith(literal, start)) return true;
  return false;
}

function isTokenChar(c: number): boolean {
  return isAlnum(c) || c === 95 || c === 45;
}

/**
 * API keys and tokens with a recognisable prefix: AWS access key ids, GitHub tokens, Slack
 * tokens, Stripe secret keys and OpenAI-style `sk-` keys. Patterns are a literal prefix plus a
 * bounded character class, tried only where a match can start (found with `indexOf`, leftmost
 * first, as a global regex would); a match followed by more token characters is over-long and its
 * whole run is skipped, so scanning is linear.
 */
export function recognizeSecrets(ctx: ScanContext): void {
  const { text } = ctx;
  for (const rule of RULES) {
    if (!ctx.accepts(rule.type, 1)) continue;
    const next = rule.candidates(text);
    let from = 0;
    for (let start = next(from); start !== -1; start = next(from)) {
      if (rule.lead !== undefined && !leads(text, start, rule.lead)) {
        from = start + 1;
        continue;
      }
      rule.pattern.lastIndex = start;
      const m = rule.pattern.exec(text);
      if (m === null) {
        from = start + 1;
        continue;
      }
      const end = start + m[0].length;
      from = end;
      if (isTokenChar(codeAt(text, end))) {
        from = runEnd(text, end, isTokenChar); // longer than any key: skip the run
        continue;
      }
      if (m[0].length > rule.maxLength || isTokenChar(codeAt(text, start - 1))) continue;
      if (rule.check !== undefined && !rule.check(m[0])) continue;
      if (ctx.accepts(rule.type, rule.score)) ctx.emit(rule.type, start, end, rule.score);
    }
  }
}
