/**
 * A token that is known words run together (`blackpeople`, `ihatemuslims`, `peopleshould`), split
 * back into them, or undefined. Only tokens of `MIN` to `MAX` letters are tried, into at most
 * `MAX_PARTS` parts (a bounded cost per token: linear in the text). Every part must be a known word
 * of two letters or more (or `i`, first). A split is taken when some part satisfies `anchor` (a group
 * word or a word of evaluation or harm), so ordinary words are not taken apart; or, without an
 * anchor, when every part satisfies `structural` (function words such as `should`, `make`, `me`,
 * which cannot make a finding on their own). Two joined words that shared a letter lost one to
 * squeezing (`hindusshould` -> `hindushould`), so a part may start on the last letter of the part
 * before it (both of three letters or more). Among splits of as many parts, the one with the
 * longer first parts wins (`immigrants+should`, not `immigrant+should`). `prefix` (whether some known word starts with a
 * string) stops the search early. Among the splits that qualify, the one with the fewest parts wins.
 */
export function splitJoined(
  token: string,
  known: (word: string) => boolean,
  anchor: (word: string) => boolean,
  structural: (word: string) => boolean = () => false,
  prefix: (start: string) => boolean = () => true,
): string[] | undefined {
  if (token.length < MIN || token.length > MAX || !prefix(token.slice(0, 1))) return undefined;
  const n = token.length;
  // Cell kind * (n + 1) + end: the fewest parts covering token[0, end) with only structural parts
  // (STRUCTURAL), some anchor (ANCHORED) or neither (OTHER); where its last part starts, where the
  // part before it ended and that part's kind. Module-level arrays, reused: no allocation per token.
  const size = 3 * (n + 1);
  PARTS.fill(NONE, 0, size);
  PARTS[STRUCTURAL * (n + 1)] = 0;
  START[STRUCTURAL * (n + 1)] = -1;
  for (let end = 0; end < n; end++) {
    let live = 0;
    let overlap = false;
    for (let kind = 0; kind < 3; kind++) {
      const cell = kind * (n + 1) + end;
      if ((PARTS[cell] ?? NONE) >= MAX_PARTS) continue;
      live |= 1 << kind;
      if (end > 0 && end - (START[cell] ?? 0) >= 3) overlap = true; // a part may start on the last letter of one of three letters or more
    }
    if (live === 0) continue;
    for (let start = end; start >= (overlap ? end - 1 : end); start--) {
      for (let stop = start + 1; stop <= n && stop - start <= MAX_PART; stop++) {
        const word = token.slice(start, stop);
        if (!prefix(word)) break;
        if ((word.length < 2 && !(word === 'i' && start === 0)) || (start < end && word.length < 3) || !known(word)) continue;
        const isAnchor = anchor(word);
        const isStructural = !isAnchor && structural(word);
        for (let kind = 0; kind < 3; kind++) {
          if ((live & (1 << kind)) === 0) continue;
          const cell = kind * (n + 1) + end;
          if (start < end && end - (START[cell] ?? 0) < 3) continue;
          const next = kind === ANCHORED || isAnchor ? ANCHORED : kind === STRUCTURAL && isStructural ? STRUCTURAL : OTHER;
          const target = next * (n + 1) + stop;
          const parts = (PARTS[cell] ?? NONE) + 1;
          if (parts <= (PARTS[target] ?? NONE)) {
            PARTS[target] = parts;
            START[target] = start;
            FROM[target] = end;
            KIND[target] = kind;
          }
        }
      }
    }
  }
  for (const kind of [ANCHORED, STRUCTURAL]) {
    let cell = kind * (n + 1) + n;
    const count = PARTS[cell] ?? NONE;
    if (count < 2 || count === NONE) continue;
    const parts: string[] = [];
    let stop = n;
    for (let i = 0; i < count; i++) {
      const start = START[cell] ?? 0;
      parts.unshift(token.slice(start, stop));
      stop = FROM[cell] ?? 0;
      cell = (KIND[cell] ?? 0) * (n + 1) + stop;
    }
    return parts;
  }
  return undefined;
}

const STRUCTURAL = 0;
const ANCHORED = 1;
const OTHER = 2;

const MIN = 4;
const MAX = 30;
const MAX_PARTS = 3;
const MAX_PART = 16;
const NONE = 127;
const PARTS = new Int8Array(3 * (MAX + 1));
const START = new Int8Array(3 * (MAX + 1));
const FROM = new Int8Array(3 * (MAX + 1));
const KIND = new Int8Array(3 * (MAX + 1));
