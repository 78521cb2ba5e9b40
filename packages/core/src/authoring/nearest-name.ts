/**
 * Edit distance between `a` and `b` (optimal string alignment: insertions, deletions,
 * substitutions and swaps of two neighbours each cost 1), ignoring case.
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = [];
  for (let i = 0; i <= s.length; i++) rows.push([i, ...Array.from({ length: t.length }, (_, j) => (i === 0 ? j + 1 : 0))]);
  for (let i = 1; i <= s.length; i++) {
    const row = rows[i] as number[];
    const previous = rows[i - 1] as number[];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, (rows[i - 2] as number[])[j - 2] as number + 1);
      }
      row[j] = best;
    }
  }
  return (rows[s.length] as number[])[t.length] as number;
}

/**
 * The candidate closest to `name` by `editDistance`, when it is close enough to be a likely typo
 * (at most one edit per three characters, at least one); the first of equally close ones.
 */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  return bestDistance <= Math.max(1, Math.floor(Math.max(name.length, best.length) / 3)) ? best : undefined;
}
