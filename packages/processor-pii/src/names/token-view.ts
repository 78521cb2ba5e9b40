import { LONG, NUM, PUNCT, WORD, type Tokens } from './tokenize.js';

/** Read access to the tokens of one text, with the checks both rules share. */
export class TokenView {
  readonly text: string;
  readonly t: Tokens;
  readonly #lower: (string | undefined)[] = [];
  /** `isCapitalized` per token: 0 not computed, 1 yes, 2 no. */
  readonly #capitalized: Uint8Array;

  constructor(text: string, tokens: Tokens) {
    this.text = text;
    this.t = tokens;
    this.#capitalized = new Uint8Array(tokens.count);
  }

  get count(): number {
    return this.t.count;
  }

  /** The token's text. */
  str(i: number): string {
    return this.text.slice(this.t.start[i], this.t.end[i]);
  }

  /** The token's text in lower case (cached). */
  lower(i: number): string {
    let s = this.#lower[i];
    if (s === undefined) {
      s = this.str(i).toLowerCase();
      this.#lower[i] = s;
    }
    return s;
  }

  isWord(i: number): boolean {
    return i >= 0 && i < this.t.count && this.t.kind[i] === WORD;
  }

  isNum(i: number): boolean {
    return i >= 0 && i < this.t.count && this.t.kind[i] === NUM;
  }

  isLong(i: number): boolean {
    return i >= 0 && i < this.t.count && this.t.kind[i] === LONG;
  }

  /** True when token `i` is the punctuation character `ch`. */
  isPunct(i: number, ch: string): boolean {
    return i >= 0 && i < this.t.count && this.t.kind[i] === PUNCT && this.text.charAt(this.t.start[i] ?? 0) === ch;
  }

  /** A word of letters only, first letter upper-case, not all capitals unless one or two letters. */
  isCapitalized(i: number): boolean {
    if (!this.isWord(i)) return false;
    const known = this.#capitalized[i];
    if (known !== 0) return known === 1;
    const s = this.str(i);
    const first = s.charAt(0);
    const yes = first !== first.toLowerCase() && !/\d/.test(s) && (s.length <= 2 || s !== s.toUpperCase());
    this.#capitalized[i] = yes ? 1 : 2;
    return yes;
  }

  /** True when token `i` directly follows token `i - 1` on the same line, at most `maxGap` spaces apart. */
  joined(i: number, maxGap = 2): boolean {
    return i > 0 && i < this.t.count && !(this.t.newline[i] ?? true) && (this.t.gap[i] ?? 0) <= maxGap;
  }

  start(i: number): number {
    return this.t.start[i] ?? this.text.length;
  }

  end(i: number): number {
    return this.t.end[i] ?? this.text.length;
  }
}
