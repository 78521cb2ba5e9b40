/** A check's outcome as the catalog shows it. */
export type CheckStatus = 'passed' | 'failed' | 'skipped';

/** One check of a conformance report. */
export interface ConformanceCheck {
  name: string;
  status: CheckStatus;
  processorId?: string;
  /** The kit's concern (`contract shape`, `hold-back`, ...). */
  concern?: string;
  /** The title of the `processorSuite` call that ran it. */
  suite?: string;
  message?: string;
}

/** A conformance report, normalized for the catalog. */
export interface ConformanceSummary {
  status: 'pass' | 'fail' | 'missing' | 'unreadable';
  passed: number;
  failed: number;
  skipped: number;
  checks: ConformanceCheck[];
  /** Added latency per chunk in microseconds. */
  p50Us?: number;
  p95Us?: number;
  kitVersion?: string;
  version?: string;
  generatedAt?: string;
  /** Why the report is missing or unreadable. */
  note?: string;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function toStatus(value: unknown): CheckStatus | undefined {
  if (value === true) return 'passed';
  if (value === false) return 'failed';
  if (typeof value !== 'string') return undefined;
  const v = value.toLowerCase();
  if (['pass', 'passed', 'ok', 'success'].includes(v)) return 'passed';
  if (['fail', 'failed', 'error'].includes(v)) return 'failed';
  if (['skip', 'skipped', 'todo', 'pending'].includes(v)) return 'skipped';
  return undefined;
}

function readCheck(value: unknown): ConformanceCheck | undefined {
  if (!isRecord(value)) return undefined;
  const status = toStatus(value.status ?? value.result ?? value.outcome ?? value.state ?? value.passed);
  const name = str(value.name) ?? str(value.title) ?? str(value.fullName) ?? str(value.id);
  if (!status || !name) return undefined;
  const check: ConformanceCheck = { name, status };
  const processorId = str(value.processorId) ?? str(value.processor);
  if (processorId) check.processorId = processorId;
  const concern = str(value.concern);
  if (concern) check.concern = concern;
  const suite = str(value.suite);
  if (suite) check.suite = suite;
  const message = str(value.message) ?? str(value.error) ?? str(value.reason);
  if (message) check.message = message;
  return check;
}

/** The processor a suite title names (the longest id it contains), if any. */
function attribute(suite: string | undefined, ids: readonly string[]): string | undefined {
  if (!suite) return undefined;
  return ids.filter((id) => suite.includes(id)).sort((a, b) => b.length - a.length)[0];
}

/**
 * Reads latency given as a list of per-suite figures (the kit's format): the figures of the suites
 * that belong to `processorId` or to no particular processor, worst case when there are several.
 */
function readLatencyList(list: unknown[], processorId: string | undefined, ids: readonly string[]): { p50Us?: number; p95Us?: number } {
  const result: { p50Us?: number; p95Us?: number } = {};
  for (const item of list) {
    if (!isRecord(item)) continue;
    const owner = attribute(str(item.suite), ids);
    if (processorId && owner && owner !== processorId) continue;
    const figures = readLatency(item, processorId, ids);
    if (figures.p50Us !== undefined) result.p50Us = Math.max(result.p50Us ?? 0, figures.p50Us);
    if (figures.p95Us !== undefined) result.p95Us = Math.max(result.p95Us ?? 0, figures.p95Us);
  }
  return result;
}

/** Finds a `{ p50, p95 }` latency pair (µs) under the usual key names, converting ms and ns. */
function readLatency(report: Json, processorId: string | undefined, ids: readonly string[]): { p50Us?: number; p95Us?: number } {
  for (const key of ['latency', 'addedLatency', 'latencyPerChunk']) {
    const list = report[key];
    if (Array.isArray(list)) return readLatencyList(list, processorId, ids);
  }
  const candidates: unknown[] = [
    report.latency,
    report.addedLatency,
    report.latencyPerChunk,
    report.addedLatencyPerChunk,
    isRecord(report.summary) ? report.summary.latency : undefined,
    report,
  ];
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue;
    for (const [suffix, factor] of [['Us', 1], ['Micros', 1], ['Ms', 1000], ['Ns', 0.001], ['', 1]] as const) {
      const p50 = num(candidate[`p50${suffix}`]);
      const p95 = num(candidate[`p95${suffix}`]);
      if (p50 === undefined && p95 === undefined) continue;
      const unit = str(candidate.unit);
      const scale = suffix === '' && unit ? ({ ms: 1000, ns: 0.001 } as Record<string, number>)[unit] ?? 1 : factor;
      const result: { p50Us?: number; p95Us?: number } = {};
      if (p50 !== undefined) result.p50Us = p50 * scale;
      if (p95 !== undefined) result.p95Us = p95 * scale;
      return result;
    }
  }
  return {};
}

function collectChecks(report: Json): ConformanceCheck[] {
  const lists: unknown[] = [report.checks, report.results, report.tests];
  if (Array.isArray(report.processors)) {
    for (const p of report.processors) {
      if (!isRecord(p)) continue;
      const id = str(p.id) ?? str(p.processorId);
      const inner = [p.checks, p.results, p.tests].find(Array.isArray);
      if (!Array.isArray(inner)) continue;
      lists.push(inner.map((c: unknown) => (isRecord(c) && id && !c.processorId ? { ...c, processorId: id } : c)));
    }
  }
  const checks: ConformanceCheck[] = [];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const check = readCheck(item);
      if (check) checks.push(check);
    }
  }
  return checks;
}

/**
 * Normalizes a `conformance.json` written by the `sluice-conformance` CLI (checks as an array of
 * `{ suite, concern, name, status }`, latency as per-suite `{ p50Micros, p95Micros }`), leniently, so
 * the catalog keeps working while the format evolves; an unrecognized report is shown as unreadable,
 * never guessed. With `processorId`, keeps the checks and latency of suites that name that processor
 * (or name none of the package's processors).
 */
export function summarizeConformance(report: unknown, processorId?: string, packageIds: readonly string[] = []): ConformanceSummary {
  if (!isRecord(report)) {
    return { status: 'unreadable', passed: 0, failed: 0, skipped: 0, checks: [], note: 'the report is not a JSON object' };
  }
  const ids = [...packageIds, ...(Array.isArray(report.processors) ? report.processors.filter((p): p is string => typeof p === 'string') : [])];
  const checks = collectChecks(report)
    .map((check) => {
      const owner = check.processorId ?? attribute(check.suite, ids);
      return owner && !check.processorId ? { ...check, processorId: owner } : check;
    })
    .filter((check) => !processorId || !check.processorId || check.processorId === processorId);
  let passed = checks.filter((c) => c.status === 'passed').length;
  let failed = checks.filter((c) => c.status === 'failed').length;
  let skipped = checks.filter((c) => c.status === 'skipped').length;
  const counts = [report.summary, report.totals, report.checks, report].find(
    (c): c is Json => isRecord(c) && [c.passed, c.failed, c.pass, c.fail].some((v) => num(v) !== undefined),
  );
  if (checks.length === 0 && counts) {
    passed = num(counts.passed) ?? num(counts.pass) ?? 0;
    failed = num(counts.failed) ?? num(counts.fail) ?? 0;
    skipped = num(counts.skipped) ?? num(counts.skip) ?? 0;
  }
  const summary: ConformanceSummary = {
    status: failed > 0 ? 'fail' : 'pass',
    passed,
    failed,
    skipped,
    checks,
    ...readLatency(report, processorId, ids),
  };
  if (passed + failed + skipped === 0) {
    summary.status = 'unreadable';
    summary.note = 'the report lists no checks the catalog can read';
  }
  const kit = isRecord(report.kit) ? str(report.kit.version) : str(report.kitVersion);
  if (kit) summary.kitVersion = kit;
  const version = str(report.version) ?? (isRecord(report.package) ? str(report.package.version) : undefined);
  if (version) summary.version = version;
  const generatedAt = str(report.generatedAt) ?? str(report.date) ?? str(report.createdAt);
  if (generatedAt) summary.generatedAt = generatedAt;
  return summary;
}
