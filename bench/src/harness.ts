/**
 * The benchmark harness. Every figure is measured side by side with a floor (the cheapest
 * equivalent work, e.g. draining a raw model stream) in the same run, in alternating rounds, and
 * reported as a ratio to it, since this machine's absolute speed drifts.
 */

/** One measured piece of work. */
export interface BenchCase {
  /** Shown in the table. */
  name: string;
  /** Runs the work once. */
  run: () => unknown;
  /** How many units (chunks, messages, bytes...) one run handles; enables per-unit figures. */
  units?: number;
  /** Name of the unit, e.g. `chunk`. */
  unit?: string;
  /** Budget checked against the measurement. */
  budget?: Budget;
}

/** A budget from DESIGN.md section 7. */
export interface Budget {
  /** Maximum ratio of this case's median time to the floor's (or to the `relativeTo` case's). */
  maxRatio?: number;
  /** Maximum median microseconds per unit. */
  maxMicrosPerUnit?: number;
  /** Maximum median milliseconds per run. */
  maxMillis?: number;
  /** Maximum 95th-percentile milliseconds per run (for per-call latency budgets). */
  maxP95Millis?: number;
  /** Maximum added microseconds per unit over the `relativeTo` case (or the floor). */
  maxAddedMicrosPerUnit?: number;
  /** Name of the case `maxRatio` and `maxAddedMicrosPerUnit` compare with; the floor when absent. */
  relativeTo?: string;
  /** Divide the added cost by this number (e.g. processors count) before comparing. */
  addedPer?: number;
  /** Words for the table, e.g. `< 2x floor`. */
  description: string;
}

/** A group of cases measured against one floor. */
export interface BenchGroup {
  name: string;
  floor: BenchCase;
  cases: BenchCase[];
  /** Rounds of (floor, every case); the median of each is reported. @default 15 */
  rounds?: number;
  /** Untimed runs of everything first. @default 3 */
  warmup?: number;
  /** Extra figures computed after measurement (e.g. scaling), appended to the table. */
  notes?: (results: CaseResult[]) => string[];
}

/** What was measured for one case. */
export interface CaseResult {
  group: string;
  name: string;
  isFloor: boolean;
  medianMs: number;
  p95Ms: number;
  ratioToFloor: number;
  microsPerUnit: number | undefined;
  unit: string | undefined;
  budget: string | undefined;
  withinBudget: boolean | undefined;
  detail: string | undefined;
}

/** Clock used by the harness; replaceable in tests. */
export interface Clock {
  now(): number;
}

const defaultClock: Clock = { now: () => performance.now() };

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The p-th percentile (nearest rank) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function timeOnce(run: () => unknown, clock: Clock): Promise<number> {
  const start = clock.now();
  await run();
  return clock.now() - start;
}

/** Measures a group and checks its budgets. */
export async function measureGroup(group: BenchGroup, clock: Clock = defaultClock): Promise<CaseResult[]> {
  const all = [group.floor, ...group.cases];
  for (let i = 0; i < (group.warmup ?? 3); i++) for (const c of all) await c.run();
  const samples = new Map<BenchCase, number[]>(all.map((c) => [c, []]));
  for (let round = 0; round < (group.rounds ?? 15); round++) {
    for (const c of all) samples.get(c)?.push(await timeOnce(c.run, clock));
  }
  const floorMs = median(samples.get(group.floor) ?? []);
  const byName = new Map<string, number>();
  const results = all.map((c): CaseResult => {
    const times = samples.get(c) ?? [];
    const medianMs = median(times);
    byName.set(c.name, medianMs);
    return {
      group: group.name,
      name: c.name,
      isFloor: c === group.floor,
      medianMs,
      p95Ms: percentile(times, 95),
      ratioToFloor: floorMs > 0 ? medianMs / floorMs : Number.NaN,
      microsPerUnit: c.units === undefined ? undefined : (medianMs * 1000) / c.units,
      unit: c.unit,
      budget: c.budget?.description,
      withinBudget: undefined,
      detail: undefined,
    };
  });
  for (const [i, c] of all.entries()) {
    const result = results[i];
    if (result === undefined || c.budget === undefined) continue;
    const check = checkBudget(c, c.budget, result, floorMs, byName);
    result.withinBudget = check.ok;
    result.detail = check.detail;
  }
  return results;
}

function checkBudget(
  c: BenchCase,
  budget: Budget,
  result: CaseResult,
  floorMs: number,
  byName: Map<string, number>,
): { ok: boolean; detail: string | undefined } {
  let ok = true;
  let detail: string | undefined;
  if (budget.maxRatio !== undefined) {
    const baseMs = budget.relativeTo === undefined ? floorMs : (byName.get(budget.relativeTo) ?? Number.NaN);
    const ratio = result.medianMs / baseMs;
    if (budget.relativeTo !== undefined) detail = `${ratio.toFixed(2)}x ${budget.relativeTo.split(' (')[0] ?? ''}`;
    if (!(ratio <= budget.maxRatio)) ok = false;
  }
  if (budget.maxMillis !== undefined && !(result.medianMs <= budget.maxMillis)) ok = false;
  if (budget.maxP95Millis !== undefined && !(result.p95Ms <= budget.maxP95Millis)) ok = false;
  if (budget.maxMicrosPerUnit !== undefined && !((result.microsPerUnit ?? Infinity) <= budget.maxMicrosPerUnit)) {
    ok = false;
  }
  if (budget.maxAddedMicrosPerUnit !== undefined) {
    const baseMs = budget.relativeTo === undefined ? floorMs : (byName.get(budget.relativeTo) ?? Number.NaN);
    const added = ((result.medianMs - baseMs) * 1000) / (c.units ?? 1) / (budget.addedPer ?? 1);
    detail = `+${added.toFixed(3)} µs/${c.unit ?? 'run'}${budget.addedPer === undefined ? '' : ' each'}`;
    if (!(added <= budget.maxAddedMicrosPerUnit)) ok = false;
  }
  return { ok, detail };
}

/** Renders results as a fixed-width table. */
export function formatTable(results: readonly CaseResult[]): string {
  const rows = results.map((r) => [
    r.group,
    r.isFloor ? `${r.name} (floor)` : r.name,
    r.medianMs.toFixed(3),
    r.p95Ms.toFixed(3),
    r.isFloor ? '1.00x' : `${r.ratioToFloor.toFixed(2)}x`,
    r.microsPerUnit === undefined ? '' : `${r.microsPerUnit.toFixed(3)} µs/${r.unit ?? 'unit'}`,
    r.detail ?? '',
    r.budget === undefined ? '' : `${r.withinBudget === true ? 'ok' : 'OVER'} (${r.budget})`,
  ]);
  const header = ['group', 'case', 'median ms', 'p95 ms', 'ratio', 'per unit', 'added', 'budget'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
