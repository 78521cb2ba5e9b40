// The verifier's child process: imports one package, constructs each declared processor from its
// manifest and runs the kit's processorSuite on it. Runs with a scrubbed environment, a heap cap and
// a wall-clock deadline set by the parent (run-verifier.ts); reports JSON lines on stdout.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runProcessorSuite, type CheckResult, type ProcessorSupports } from '@sluice/conformance';
import type { Processor } from '@sluice/core';
import type { ProcessorManifest } from './manifest/manifest-schema.js';
import { EVENT_PREFIX, type VerifierEvent, type VerifierJob } from './verify/verifier-protocol.js';

function emit(event: VerifierEvent): void {
  process.stdout.write(`${EVENT_PREFIX}${JSON.stringify(event)}\n`);
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return `a thrown ${typeof error}`;
}

/** The declared supports without absent keys (the kit's options type has no `undefined` members). */
function definedOnly(supports: Record<string, boolean | undefined>): ProcessorSupports {
  return Object.fromEntries(Object.entries(supports).filter(([, value]) => value !== undefined));
}

type Factory = (options: Record<string, unknown>) => Processor | Promise<Processor>;

function factoryFor(value: unknown): Factory | undefined {
  if (typeof value !== 'function') return undefined;
  const fn = value as (...args: unknown[]) => unknown;
  const isClass = /^class[\s{]/.test(Function.prototype.toString.call(fn));
  return isClass
    ? (options) => Reflect.construct(fn, [options]) as Processor
    : (options) => fn(options) as Processor | Promise<Processor>;
}

function summarize(entry: ProcessorManifest, results: readonly CheckResult[]): VerifierEvent {
  const failures = results.filter((r) => r.status === 'fail').map((r) => ({ check: r.title, message: (r.message ?? '').slice(0, 1000) }));
  const latency = results.map((r) => r.meta?.latency as { p50Micros?: unknown } | undefined).find((l) => typeof l?.p50Micros === 'number');
  return {
    type: 'processor',
    report: {
      id: entry.id,
      export: entry.export,
      ...(entry.name === undefined ? {} : { name: entry.name }),
      ...(entry.category === undefined ? {} : { category: entry.category }),
      ...(entry.hooks === undefined ? {} : { hooks: entry.hooks }),
      exampleOptions: entry.exampleOptions,
      passed: results.filter((r) => r.status === 'pass').length,
      failed: failures.length,
      skipped: results.filter((r) => r.status === 'skip').length,
      failures,
      ...(latency === undefined ? {} : { usPerChunk: latency.p50Micros as number }),
    },
  };
}

async function main(jobFile: string): Promise<void> {
  const job = JSON.parse(readFileSync(jobFile, 'utf8')) as VerifierJob;
  let entry: Record<string, unknown>;
  try {
    entry = (await import(pathToFileURL(job.entryFile).href)) as Record<string, unknown>;
  } catch (error) {
    for (const processor of job.processors) emit({ type: 'processor-error', id: processor.id, code: 'LOAD_FAILED', message: `the package entry cannot be imported: ${describeError(error)}` });
    emit({ type: 'done' });
    return;
  }
  for (const declared of job.processors) {
    const factory = factoryFor(entry[declared.export]);
    if (factory === undefined) {
      const exported = Object.keys(entry).filter((key) => key !== 'default').slice(0, 20).join(', ') || 'nothing';
      emit({ type: 'processor-error', id: declared.id, code: 'EXPORT_MISSING', message: `the manifest names export "${declared.export}", which the package does not export as a class or function (it exports: ${exported})` });
      continue;
    }
    const modelOption = typeof declared.modelOption === 'string' ? declared.modelOption : undefined;
    const build = (model: unknown) => factory(modelOption === undefined ? { ...declared.exampleOptions } : { ...declared.exampleOptions, [modelOption]: model });
    try {
      const probe: unknown = await build(undefined);
      if (typeof probe !== 'object' || probe === null || typeof (probe as { id?: unknown }).id !== 'string') throw new TypeError('it did not return a processor (an object with a string id)');
    } catch (error) {
      emit({ type: 'processor-error', id: declared.id, code: 'OPTIONS_REJECTED', message: `constructing "${declared.export}" with the manifest's exampleOptions failed: ${describeError(error)}` });
      continue;
    }
    const results = await runProcessorSuite({
      create: ({ model }) => build(model),
      createWithOptions: (options, { model }) => factory({ ...declared.exampleOptions, ...options, ...(modelOption === undefined ? {} : { [modelOption]: model }) }),
      ...(declared.supports === undefined ? {} : { supports: definedOnly(declared.supports) }),
      ...(declared.fixtures?.texts === undefined ? {} : { fixtures: { texts: declared.fixtures.texts } }),
      packageJson: job.packageJson,
      timeLimitMs: job.hookTimeLimitMs,
    });
    emit(summarize(declared, results));
  }
  emit({ type: 'done' });
}

const jobFile = process.argv[2];
if (jobFile === undefined) {
  process.stderr.write('usage: verifier-child <job.json>\n');
  process.exitCode = 2;
} else {
  // The package's own timers (a hook that never settles) must not keep the child alive.
  main(jobFile).then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`verifier crashed: ${describeError(error)}\n`);
      process.exit(3);
    },
  );
}
