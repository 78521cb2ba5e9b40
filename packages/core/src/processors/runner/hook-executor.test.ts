import { describe, expect, it } from 'vitest';
import type { ChunkType, DataChunk } from '../../contract/chunk-type.js';
import { MessageList } from '../../messages/message-list.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { ProcessorError } from '../processor-error.js';
import { TripWire } from '../trip-wire.js';
import type { ProcessorViolation } from '../violation.js';
import { ProcessorRunner } from './processor-runner.js';
import { SKIPPED } from './skipped.js';
import { memoryTracer } from './test-tracer.js';

// The executor's failure rules, seen through the public runner: one hook of one processor.

function outcomes(spans: { attributes: Record<string, unknown> }[]): unknown[] {
  return spans.map((span) => span.attributes['sluice.outcome']);
}

describe('hook executor: ids and missing hooks', () => {
  it('uses the runId it is given, and a fresh UUID otherwise', () => {
    expect(new ProcessorRunner({ runId: 'run-7' }).runId).toBe('run-7');
    const [a, b] = [new ProcessorRunner().runId, new ProcessorRunner().runId];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });

  it('returns undefined for a hook the processor does not implement, without a span', async () => {
    const { tracer, spans } = memoryTracer();
    const runner = new ProcessorRunner({ tracer });
    expect(await runner.runHook({ id: 'none' }, 'processInput', {})).toBeUndefined();
    expect(spans).toEqual([]);
  });
});

describe('hook executor: spans', () => {
  it('hands the hook its span, and ends a synchronous and an asynchronous hook with ok', async () => {
    const { tracer, spans } = memoryTracer();
    const runner = new ProcessorRunner({ tracer });
    const seen: unknown[] = [];
    const p: Processor = {
      id: 'p',
      processInput: ({ tracingContext }) => void seen.push(tracingContext.currentSpan),
      processOutputResult: async ({ tracingContext }) => {
        seen.push(tracingContext.currentSpan);
        await Promise.resolve();
      },
    };
    await runner.runHook(p, 'processInput', { tracingContext: {} });
    await runner.runHook(p, 'processOutputResult', { tracingContext: {} });
    expect(seen.every((span) => typeof span === 'object' && span !== null)).toBe(true);
    expect(spans.map((span) => [span.attributes['sluice.hook'], span.attributes['sluice.outcome'], span.ended])).toEqual([
      ['processInput', 'ok', true],
      ['processOutputResult', 'ok', true],
    ]);
  });

  it('ends the span of a hook that failed by abort as abort, by retry as retry, and by error as error', async () => {
    const { tracer, spans } = memoryTracer();
    const runner = new ProcessorRunner({ tracer });
    const failing = (id: string, error: unknown): Processor => ({
      id,
      processInput: () => {
        throw error;
      },
    });
    await expect(runner.runHook(failing('a', new TripWire('no')), 'processInput', {})).rejects.toThrow('no');
    await expect(runner.runHook(failing('b', new TripWire('again', { retry: true })), 'processInput', {})).rejects.toThrow('again');
    await expect(runner.runHook(failing('c', new Error('boom')), 'processInput', {})).rejects.toThrow(ProcessorError);
    expect(outcomes(spans)).toEqual(['abort', 'retry', 'error']);
    expect(spans[2]?.status).toMatchObject({ message: 'boom' });
  });

  it('ends an asynchronous hook abandoned by the abort signal as cancelled, and throws the signal reason', async () => {
    const { tracer, spans } = memoryTracer();
    const controller = new AbortController();
    const runner = new ProcessorRunner({ tracer, abortSignal: controller.signal });
    const hanging: Processor = {
      id: 'slow',
      processInput: () =>
        new Promise((_resolve, reject) => {
          setTimeout(() => {
            reject(new Error('late'));
          }, 5);
          controller.abort(new Error('caller left'));
        }),
    };
    await expect(runner.runHook(hanging, 'processInput', {})).rejects.toThrow('caller left');
    expect(outcomes(spans)).toEqual(['cancelled']);
  });
});

describe('hook executor: tripwires and errors', () => {
  it('gives a TripWire without a processor id the id of the processor that threw it, and records one violation', async () => {
    const violations: ProcessorViolation[] = [];
    const runner = new ProcessorRunner({ onViolation: (v) => void violations.push(v) });
    const wire = new TripWire('blocked', { metadata: { why: 'x' } });
    const p: Processor = {
      id: 'guard',
      processInput: () => {
        throw wire;
      },
    };
    const thrown = await runner.runHook(p, 'processInput', {}).catch((error: unknown) => error);
    expect(TripWire.isInstance(thrown)).toBe(true);
    expect((thrown as TripWire).processorId).toBe('guard');
    expect((thrown as TripWire).metadata).toEqual({ why: 'x' });
    expect(violations).toEqual([{ processorId: 'guard', hook: 'processInput', message: 'blocked', action: 'block', detail: { why: 'x' } }]);
  });

  it('rethrows a ProcessorError raised by another processor unchanged, and a contract error too', async () => {
    const runner = new ProcessorRunner();
    const inner = new ProcessorError('inner', 'processOutputStream', new Error('x'));
    const contract = new ProcessorContractError({ processorId: 'inner', hook: 'processInput', expected: 'a', received: 'b' });
    for (const error of [inner, contract]) {
      const p: Processor = {
        id: 'outer',
        processInput: () => {
          throw error;
        },
      };
      expect(await runner.runHook(p, 'processInput', {}).catch((e: unknown) => e)).toBe(error);
    }
  });

  it('fail-open: skips the result, records a warning and a violation with action warn and no detail', async () => {
    const warnings: unknown[] = [];
    const violations: ProcessorViolation[] = [];
    const runner = new ProcessorRunner({ onWarning: (w) => void warnings.push(w), onViolation: (v) => void violations.push(v) });
    const p: Processor = {
      id: 'flaky',
      failOpen: true,
      processInput: () => Promise.reject(new Error('down')),
    };
    expect(await runner.runHook(p, 'processInput', {})).toBe(SKIPPED);
    expect(warnings).toEqual([expect.objectContaining({ processorId: 'flaky', hook: 'processInput' })]);
    expect(violations).toEqual([{ processorId: 'flaky', hook: 'processInput', message: expect.stringContaining('down') as string, action: 'warn' }]);
    expect(violations[0]).not.toHaveProperty('detail');
  });

  it('records nothing once the request settled', async () => {
    const warnings: unknown[] = [];
    const runner = new ProcessorRunner({ onWarning: (w) => void warnings.push(w) });
    runner.settle();
    runner.warn({ processorId: 'p', hook: 'processInput', message: 'late' });
    await runner.violation({ id: 'p' }, 'processInput', { message: 'late', detail: undefined, action: 'warn' });
    expect(warnings).toEqual([]);
    expect(runner.warnings).toEqual([]);
    expect(runner.violations).toEqual([]);
  });
});

describe('hook executor: writer.custom()', () => {
  function emitting(chunk: unknown): Processor {
    return {
      id: 'emitter',
      processInput: async ({ writer }) => {
        await writer?.custom(chunk as DataChunk);
      },
    };
  }

  it('stamps a data chunk with the run and hands it to onData with the processor and the hook', async () => {
    const received: { chunk: ChunkType; processor: string; hook: string }[] = [];
    const runner = new ProcessorRunner({ runId: 'run-1', onData: (chunk, { processor, hook }) => void received.push({ chunk, processor: processor.id, hook }) });
    await runner.runHook(emitting({ type: 'data-progress', data: { n: 1 } }), 'processInput', {});
    expect(received).toEqual([{ chunk: { type: 'data-progress', data: { n: 1 }, runId: 'run-1', from: 'AGENT' }, processor: 'emitter', hook: 'processInput' }]);
  });

  it.each([
    ['a string', 'data-x'],
    ['null', null],
    ['a chunk without a type', { data: 1 }],
    ['a chunk whose type is not a string', { type: 7 }],
    ['a chunk that is not a data chunk', { type: 'text-delta', payload: { id: 't', text: 'x' } }],
  ])('refuses %s with a ProcessorContractError naming the processor and the hook', async (_title, chunk) => {
    const runner = new ProcessorRunner({ onData: () => undefined });
    const error = await runner.runHook(emitting(chunk), 'processInput', {}).catch((e: unknown) => e);
    expect(ProcessorContractError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ processorId: 'emitter', hook: 'processInput' });
  });

  it('keeps emitting through the chain with no onData', async () => {
    const runner = new ProcessorRunner();
    const out: ChunkType[] = [];
    const chain = runner.createOutputStream([], { messageList: new MessageList(), sink: (chunk) => out.push(chunk) });
    await expect(runner.runHook(emitting({ type: 'data-x', data: 1 }), 'processInput', {})).resolves.toBeUndefined();
    expect(chain.streamParts).toEqual([]);
  });
});
