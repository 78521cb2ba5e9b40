import { describe, expect, it } from 'vitest';
import { Agent } from '../agent/agent.js';
import type { ViolationReport } from '../processors/hooks/hook-context.js';
import type { Processor } from '../processors/processor.js';
import { ProcessorError } from '../processors/processor-error.js';
import { memoryTracer } from '../processors/runner/test-tracer.js';
import { scriptedModel, textStep } from '../test-utils/scripted-model.js';

// Issue #17, "Contract edges": the processor contract holds against processors that are frozen,
// shared, throw odd values or report late. Chunk validation has its own file (chunk-contract.test.ts).

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('runner bookkeeping stays off the caller’s processor objects', () => {
  it('runs a frozen processor', async () => {
    const seen: string[] = [];
    const frozen: Processor = Object.freeze({
      id: 'frozen',
      processInput({ messages }: { messages: unknown[] }) {
        seen.push(`input:${messages.length}`);
      },
      processOutputStream({ part }: { part: { type: string } }) {
        return part;
      },
    } as Processor);
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('ok')]), inputProcessors: [frozen], outputProcessors: [frozen] });
    const result = await agent.generate('hi');
    expect(result.text).toBe('ok');
    expect(seen).toEqual(['input:1']);
  });

  it('traces each run’s own position of an instance shared by runs with different processor arrays', async () => {
    const gate = deferred();
    const first: Processor = { id: 'first', processInput: () => gate.promise };
    const shared: Processor = { id: 'shared', processInput: () => undefined };
    const traceA = memoryTracer();
    const traceB = memoryTracer();
    const agentA = new Agent({ id: 'a', model: scriptedModel([textStep('a')]), inputProcessors: [first, shared], tracer: traceA.tracer });
    const agentB = new Agent({ id: 'b', model: scriptedModel([textStep('b')]), inputProcessors: [shared], tracer: traceB.tracer });
    const runA = agentA.generate('one');
    // B registers the same instance at position 0 while A waits in `first`.
    await agentB.generate('two');
    gate.resolve();
    await runA;
    const indexOfShared = (spans: typeof traceA.spans): unknown =>
      spans.find((s) => s.attributes['sluice.processor.id'] === 'shared')?.attributes['sluice.processor.index'];
    expect(indexOfShared(traceA.spans)).toBe(1);
    expect(indexOfShared(traceB.spans)).toBe(0);
    expect(Object.keys(shared)).toEqual(['id', 'processInput']);
  });
});

describe('ProcessorError messages carry no user data', () => {
  it('summarizes a thrown plain object without its contents and keeps it as cause', async () => {
    const thrown = { apiKey: 'sk-live-secret', account: 'bob@corp.example.org' };
    const leaky: Processor = {
      id: 'leaky',
      processInput(): never {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the contract edge under test
        throw thrown;
      },
    };
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('never')]), inputProcessors: [leaky] });
    const error: unknown = await agent.generate('hi').catch((e: unknown) => e);
    expect(ProcessorError.isInstance(error)).toBe(true);
    const message = (error as ProcessorError).message;
    expect(message).toBe('[processor leaky] processInput: threw a plain object with keys apiKey, account');
    expect(message).not.toContain('sk-live-secret');
    expect((error as ProcessorError).cause).toBe(thrown);
  });

  it('fails with a ProcessorError (not the cause’s own error) when the thrown value cannot be serialized', async () => {
    const hostile = Object.assign(Object.create(null) as object, {
      toJSON(): never {
        throw new Error('toJSON exploded');
      },
    });
    const thrower: Processor = {
      id: 'thrower',
      processInput(): never {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the contract edge under test
        throw hostile;
      },
    };
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('never')]), inputProcessors: [thrower] });
    const error: unknown = await agent.generate('hi').catch((e: unknown) => e);
    expect(ProcessorError.isInstance(error)).toBe(true);
    expect((error as ProcessorError).processorId).toBe('thrower');
    expect((error as ProcessorError).cause).toBe(hostile);
  });

  it('records a fail-open throw’s warning without the thrown string', async () => {
    const leaky: Processor = {
      id: 'leaky',
      failOpen: true,
      processInput(): never {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- the contract edge under test
        throw 'password=hunter2';
      },
    };
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('ok')]), inputProcessors: [leaky] });
    const result = await agent.generate('hi');
    expect(result.warnings.map((w) => w.message)).toEqual(['[processor leaky] processInput: threw a string of 16 characters']);
    expect(JSON.stringify(result.violations)).not.toContain('hunter2');
  });
});

describe('a settled result never changes', () => {
  it('ignores violations reported after the run settled', async () => {
    let report: ((r: ViolationReport) => Promise<void>) | undefined;
    const late: string[] = [];
    const reporter: Processor = {
      id: 'late-reporter',
      onViolation: (v) => {
        late.push(v.message);
      },
      processOutputResult({ reportViolation }) {
        report = reportViolation;
        void reportViolation({ message: 'in time', action: 'warn' });
      },
    };
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('ok')]), outputProcessors: [reporter] });
    const result = await agent.generate('hi');
    expect(result.violations.map((v) => v.message)).toEqual(['in time']);
    await report?.({ message: 'too late', action: 'block' });
    expect(result.violations.map((v) => v.message)).toEqual(['in time']);
    expect(late).toEqual(['in time']);
  });

  it('ignores a late report from a stepOutcome callback', async () => {
    const reported = deferred();
    const cacheLike: Processor = {
      id: 'cache-like',
      processLLMResponse({ stepOutcome, reportViolation }) {
        void stepOutcome.then(async () => {
          await reportViolation({ message: 'store failed', action: 'warn' });
          reported.resolve();
        });
      },
    };
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('ok')]), inputProcessors: [cacheLike] });
    const result = await agent.generate('hi');
    await reported.promise;
    expect(result.violations).toEqual([]);
  });
});
