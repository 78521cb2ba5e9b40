/**
 * Byte-pair merge ranks: the bytes of a token, joined with `,` (the key format js-tiktoken uses),
 * to its rank. Lower ranks merge first.
 */
export type MergeRanks = ReadonlyMap<string, number>;

/** Pieces up to this many bytes use the direct merge loop (quadratic, but fastest when short). */
const SHORT_PIECE = 48;

/**
 * How many tokens byte-pair encoding turns `piece` (the UTF-8 bytes of one pre-token) into,
 * exactly as tiktoken does: repeatedly merge the adjacent pair of parts with the lowest rank (the
 * leftmost on ties) until no pair has a rank. Long pieces (a run of letters with no space, a
 * base64 blob) use a heap of candidate pairs, so the time is O(n log n) in the piece's length, not
 * quadratic: one 64 KB word costs milliseconds instead of blocking the process for minutes.
 */
export function countBytePairTokens(piece: Uint8Array, ranks: MergeRanks): number {
  if (piece.length <= 1) return piece.length;
  return piece.length <= SHORT_PIECE ? countShort(piece, ranks) : countLong(piece, ranks);
}

function key(piece: Uint8Array, start: number, end: number): string {
  let out = String(piece[start]);
  for (let i = start + 1; i < end; i++) out += `,${piece[i] as number}`;
  return out;
}

/** The direct loop (tiktoken's own), for short pieces. */
function countShort(piece: Uint8Array, ranks: MergeRanks): number {
  // starts[k] is where part k begins; part k ends where part k + 1 begins.
  const starts: number[] = [];
  for (let i = 0; i <= piece.length; i++) starts.push(i);
  while (starts.length > 2) {
    let best = -1;
    let bestRank = Infinity;
    for (let k = 0; k + 2 < starts.length; k++) {
      const rank = ranks.get(key(piece, starts[k] as number, starts[k + 2] as number));
      if (rank !== undefined && rank < bestRank) {
        bestRank = rank;
        best = k;
      }
    }
    if (best < 0) break;
    starts.splice(best + 1, 1);
  }
  return starts.length - 1;
}

/**
 * The same merges through a binary heap of (rank, start) candidates over a doubly linked list of
 * parts. A candidate is stale when either of its parts changed since it was pushed.
 */
/** Merge rank of two tokens by their ranks (`left * RANK_LIMIT + right`), -1 when they do not merge. Per rank table. */
const pairCaches = new WeakMap<MergeRanks, Map<number, number>>();
/** Ranks are below this (o200k_base has about 200,000). */
const RANK_LIMIT = 2 ** 21;
/** Pairs remembered per rank table before the cache starts over. */
const PAIR_CACHE_LIMIT = 1 << 20;

function pairCache(ranks: MergeRanks): Map<number, number> {
  let cache = pairCaches.get(ranks);
  if (cache === undefined) {
    cache = new Map();
    pairCaches.set(ranks, cache);
  }
  if (cache.size > PAIR_CACHE_LIMIT) cache.clear();
  return cache;
}

function countLong(piece: Uint8Array, ranks: MergeRanks): number {
  const n = piece.length;
  const pairs = pairCache(ranks);
  // Part i spans bytes [i, next[i]) while alive (the last part ends at n); prev links back;
  // rank[i] is its token's rank.
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  const version = new Int32Array(n);
  const rank = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : -1;
    prev[i] = i - 1;
    const own = ranks.get(String(piece[i]));
    if (own === undefined || own >= RANK_LIMIT) return countShort(piece, ranks);
    rank[i] = own;
  }
  // Every part is pushed at most three times: once at the start, twice per merge it takes part in.
  const heap = new CandidateHeap(3 * n);
  const push = (left: number) => {
    const right = next[left] as number;
    if (right < 0) return;
    const pair = (rank[left] as number) * RANK_LIMIT + (rank[right] as number);
    let merged = pairs.get(pair);
    if (merged === undefined) {
      const after = next[right] as number;
      merged = ranks.get(key(piece, left, after < 0 ? n : after)) ?? -1;
      pairs.set(pair, merged);
    }
    if (merged >= 0) heap.push(merged, left, version[left] as number, version[right] as number);
  };
  for (let i = 0; i + 1 < n; i++) push(i);
  let parts = n;
  while (heap.size > 0) {
    const left = heap.popStart();
    const right = next[left] as number;
    if (right < 0 || version[left] !== heap.leftVersion || version[right] !== heap.rightVersion) continue;
    // Merge right into left.
    rank[left] = heap.rank;
    const after = next[right] as number;
    next[left] = after;
    if (after >= 0) prev[after] = left;
    version[left] = (version[left]) + 1;
    version[right] = (version[right]) + 1;
    parts--;
    const before = prev[left] as number;
    if (before >= 0) push(before);
    push(left);
  }
  return parts;
}

/**
 * A min-heap of merge candidates by rank, then by start (tiktoken merges the leftmost of equal
 * ranks), in typed arrays: `popStart()` returns the start and leaves the popped candidate's rank
 * and part versions in `rank`, `leftVersion` and `rightVersion`.
 */
class CandidateHeap {
  size = 0;
  rank = 0;
  leftVersion = 0;
  rightVersion = 0;
  readonly #ranks: Int32Array;
  readonly #starts: Int32Array;
  readonly #left: Int32Array;
  readonly #right: Int32Array;

  constructor(capacity: number) {
    this.#ranks = new Int32Array(capacity);
    this.#starts = new Int32Array(capacity);
    this.#left = new Int32Array(capacity);
    this.#right = new Int32Array(capacity);
  }

  push(rank: number, start: number, leftVersion: number, rightVersion: number): void {
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#before(rank, start, parent)) break;
      this.#move(parent, i);
      i = parent;
    }
    this.#set(i, rank, start, leftVersion, rightVersion);
  }

  popStart(): number {
    const start = this.#starts[0] as number;
    this.rank = this.#ranks[0] as number;
    this.leftVersion = this.#left[0] as number;
    this.rightVersion = this.#right[0] as number;
    const last = --this.size;
    if (last > 0) {
      const rank = this.#ranks[last] as number;
      const lastStart = this.#starts[last] as number;
      const leftVersion = this.#left[last] as number;
      const rightVersion = this.#right[last] as number;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= last) break;
        const r = l + 1;
        const child = r < last && this.#lessAt(r, l) ? r : l;
        if (!this.#lessThan(child, rank, lastStart)) break;
        this.#move(child, i);
        i = child;
      }
      this.#set(i, rank, lastStart, leftVersion, rightVersion);
    }
    return start;
  }

  /** Whether (rank, start) comes before the candidate at `index`. */
  #before(rank: number, start: number, index: number): boolean {
    const other = this.#ranks[index] as number;
    return rank < other || (rank === other && start < (this.#starts[index] as number));
  }

  /** Whether the candidate at `index` comes before (rank, start). */
  #lessThan(index: number, rank: number, start: number): boolean {
    const own = this.#ranks[index] as number;
    return own < rank || (own === rank && (this.#starts[index] as number) < start);
  }

  #lessAt(a: number, b: number): boolean {
    return this.#lessThan(a, this.#ranks[b] as number, this.#starts[b] as number);
  }

  #move(from: number, to: number): void {
    this.#ranks[to] = this.#ranks[from] as number;
    this.#starts[to] = this.#starts[from] as number;
    this.#left[to] = this.#left[from] as number;
    this.#right[to] = this.#right[from] as number;
  }

  #set(index: number, rank: number, start: number, leftVersion: number, rightVersion: number): void {
    this.#ranks[index] = rank;
    this.#starts[index] = start;
    this.#left[index] = leftVersion;
    this.#right[index] = rightVersion;
  }
}
