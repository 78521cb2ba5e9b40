import { trace } from '@opentelemetry/api';
import { describe, expect, it, vi } from 'vitest';
import { MessageList } from '../../messages/message-list.js';
import type { ChunkType } from '../../contract/chunk-type.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { ProcessorError } from '../processor-error.js';
import { TripWire } from '../trip-wire.js';
import { ProcessorRunner } from './processor-runner.js';
import { SKIPPED } from './skipped.js';
import { memoryTracer } from './test-tracer.js';

function listWith(...texts: string[]): MessageList {
  return new MessageList().add(texts, 'input');
}

function textChunk(text: string): ChunkType {
  return { type: 'text-delta', runId: 'r', from: 'AGENT', payload: { id: 't', text } };
}

describe('ProcessorRunner state', () => {
  it('gives one state object per processor id, shared by instances of one class in several arrays', async () => {
    class Pii implements Processor {
      readonly id = 'pii';
      processInput({ state }: { state: Record<string, unknown> }) {
        state.seen = 'input';
      }
      processOutputResult({ state }: { state: Record<string, unknown> }) {
        state.read = state.seen;
      }
    }
    const runner = new ProcessorRunner();
    const a = new Pii();
    const b = new Pii();
    runner.register([a, b]);
    const messageList = listWith('hi');
    await runner.processInput([a], { messageList });
    await runner.processOutputResult([b], {
      messageList,
      result: { text: '', usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, finishReason: 'stop', steps: [] },
    });
    expect(runner.stateOf('pii')).toEqual({ seen: 'input', read: 'input' });
  });

  it('rejects two classes sharing one id, naming both', () => {
    class First implements Processor {
      readonly id = 'dup';
    }
    class Second implements Processor {
      readonly id = 'dup';
    }
    const runner = new ProcessorRunner();
    let error: unknown;
    try {
      runner.register([new First(), new Second()]);
    } catch (e) {
      error = e;
    }
    expect(ProcessorContractError.isInstance(error)).toBe(true);
    expect((error as ProcessorContractError).code).toBe('PROCESSOR_CONTRACT_ERROR');
    expect((error as Error).message).toContain('First and Second');
  });

  it('keeps the position in the combined list in its own bookkeeping, never on the processor', async () => {
    // The position is private to the runner: it is read here where it shows, on the hook's span.
    class Positioned implements Processor {
      constructor(readonly id: string) {}
      processInput(): void {
        // records a span
      }
    }
    const { tracer, spans } = memoryTracer();
    const indexOf = async (r: ProcessorRunner, p: Processor) => {
      await r.runHook(p, 'processInput', {});
      return spans.at(-1)?.attributes['sluice.processor.index'];
    };
    const a: Processor = Object.freeze(new Positioned('a'));
    const b: Processor = new Positioned('b');
    const runner = new ProcessorRunner({ tracer });
    runner.register([a, b]);
    expect([await indexOf(runner, a), await indexOf(runner, b)]).toEqual([0, 1]);
    expect(Object.keys(b)).toEqual(['id']);
    // the same instance at another position in a second request
    const other = new ProcessorRunner({ tracer });
    other.register([b, a]);
    expect([await indexOf(other, a), await indexOf(runner, a)]).toEqual([1, 0]);
  });

  it('keeps state apart between runners (requests)', async () => {
    const p: Processor = {
      id: 'count',
      processInput({ state }) {
        state.n = ((state.n as number | undefined) ?? 0) + 1;
      },
    };
    const one = new ProcessorRunner();
    const two = new ProcessorRunner();
    await one.processInput([p], { messageList: listWith('x') });
    await one.processInput([p], { messageList: listWith('x') });
    await two.processInput([p], { messageList: listWith('x') });
    expect(one.stateOf('count')).toEqual({ n: 2 });
    expect(two.stateOf('count')).toEqual({ n: 1 });
  });
});

describe('ProcessorRunner failures', () => {
  it('fails closed with a ProcessorError naming processor and hook', async () => {
    const p: Processor = {
      id: 'boom',
      processInput() {
        throw new Error('regex exploded');
      },
    };
    const error = await new ProcessorRunner().processInput([p], { messageList: listWith('x') }).catch((e: unknown) => e);
    expect(ProcessorError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'PROCESSOR_ERROR', processorId: 'boom', hook: 'processInput' });
  });

  it('fails open when the processor opts in: result skipped, warning and violation recorded', async () => {
    const onViolation = vi.fn();
    const p: Processor = {
      id: 'flaky',
      failOpen: true,
      onViolation,
      processOutputStream() {
        throw new Error('down');
      },
    };
    const runner = new ProcessorRunner();
    const out: ChunkType[] = [];
    const chain = runner.createOutputStream([p], { messageList: listWith('x'), sink: (c) => out.push(c) });
    await chain.push(textChunk('kept'));
    expect(out).toHaveLength(1);
    expect(runner.warnings[0]).toMatchObject({ processorId: 'flaky', hook: 'processOutputStream' });
    expect(onViolation).toHaveBeenCalledWith(expect.objectContaining({ processorId: 'flaky', action: 'warn' }));
    expect(await runner.runHook(p, 'processOutputStream', { part: textChunk('x') })).toBe(SKIPPED);
  });

  it('calls onViolation on abort and swallows its errors', async () => {
    const p: Processor = {
      id: 'guard',
      onViolation() {
        throw new Error('alerting is down');
      },
      processInput({ abort }) {
        abort('nope', { metadata: { k: 1 } });
      },
    };
    const runner = new ProcessorRunner();
    const error = await runner.processInput([p], { messageList: listWith('x') }).catch((e: unknown) => e);
    expect(TripWire.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ reason: 'nope', processorId: 'guard', retry: false });
    expect(runner.violations).toEqual([
      { processorId: 'guard', hook: 'processInput', message: 'nope', detail: { k: 1 }, action: 'block' },
    ]);
  });

  it('reportViolation records non-blocking violations through the same callback', async () => {
    const seen: unknown[] = [];
    const p: Processor = {
      id: 'pii',
      onViolation: (v) => void seen.push(v),
      async processInput({ reportViolation }) {
        await reportViolation({ message: 'email redacted', detail: { type: 'email' }, action: 'redact' });
      },
    };
    await new ProcessorRunner().processInput([p], { messageList: listWith('x') });
    expect(seen).toEqual([
      { processorId: 'pii', hook: 'processInput', message: 'email redacted', detail: { type: 'email' }, action: 'redact' },
    ]);
  });

  it.each([
    ['processOutputStream returns a number', 'processOutputStream', 42],
    ['processInput returns a string', 'processInput', 'nope'],
    ['processInput returns another MessageList', 'processInput', new MessageList()],
    ['processInputStep returns an unknown key', 'processInputStep', { temperature: 1 }],
    ['processInputStep returns messages and messageList', 'processInputStep', { messages: [], messageList: 'x' }],
    ['processLLMRequest returns a string prompt', 'processLLMRequest', { prompt: 'hi' }],
    ['processLLMResponse returns a value', 'processLLMResponse', { cached: true }],
    ['processAPIError returns retry as a string', 'processAPIError', { retry: 'yes' }],
    ['processOutputStep returns an object', 'processOutputStep', { text: 'x' }],
    ['processInput returns an array of strings', 'processInput', ['x']],
  ])('a contract error when %s', async (_title, hook, value) => {
    const p = { id: 'bad', [hook]: () => value } as unknown as Processor;
    const runner = new ProcessorRunner();
    const messageList = listWith('x');
    const usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
    const model = {} as never;
    const calls: Record<string, () => Promise<unknown>> = {
      processInput: () => runner.processInput([p], { messageList }),
      processInputStep: () =>
        runner.processInputStep([p], {
          messageList,
          stepNumber: 0,
          steps: [],
          settings: { model, toolChoice: undefined, activeTools: undefined, tools: {}, providerOptions: undefined, modelSettings: {}, structuredOutput: undefined },
        }),
      processLLMRequest: () =>
        runner.processLLMRequest([p], {
          prompt: [],
          model,
          stepNumber: 0,
          steps: [],
          messageList,
          callOptions: { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined },
        }),
      processLLMResponse: () =>
        runner.processLLMResponse([p], {
          chunks: [],
          model,
          stepNumber: 0,
          steps: [],
          fromCache: false,
          warnings: [],
          request: undefined,
          rawResponse: undefined,
          messageList,
          stepOutcome: Promise.resolve('accepted'),
        }),
      processAPIError: () => runner.processAPIError([p], { error: new Error('x'), messageList, stepNumber: 0, steps: [], model }),
      processOutputStep: () =>
        runner.processOutputStep([p], {
          messageList,
          stepNumber: 0,
          finishReason: 'stop',
          providerMetadata: undefined,
          toolCalls: [],
          text: '',
          usage,
          steps: [],
        }),
      processOutputStream: async () => {
        await runner.createOutputStream([p], { messageList, sink: () => undefined }).push(textChunk('x'));
      },
    };
    const error = await calls[hook]!().catch((e: unknown) => e);
    expect(ProcessorContractError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'PROCESSOR_CONTRACT_ERROR', processorId: 'bad', hook });
  });
});

describe('ProcessorRunner retries', () => {
  it('takeRetry counts retries up to maxRetries, then refuses with a warning naming processor and hook', () => {
    const warnings: unknown[] = [];
    const runner = new ProcessorRunner({ onWarning: (warning) => void warnings.push(warning) });
    const request = { processorId: 'fixer', hook: 'processAPIError' as const, maxRetries: 2 };
    expect([runner.takeRetry(request), runner.takeRetry(request)]).toEqual([true, true]);
    expect(runner.retryCount).toBe(2);
    expect(warnings).toEqual([]);
    expect(runner.takeRetry(request)).toBe(false);
    expect(runner.retryCount).toBe(2);
    expect(warnings).toEqual([{ processorId: 'fixer', hook: 'processAPIError', message: 'retry requested but maxProcessorRetries (2) is reached' }]);
    expect(runner.warnings).toHaveLength(1);
  });

  it('takeRetry refuses every retry when maxRetries is 0', () => {
    const runner = new ProcessorRunner();
    expect(runner.takeRetry({ processorId: 'p', hook: 'processOutputStep', maxRetries: 0 })).toBe(false);
    expect(runner.retryCount).toBe(0);
    expect(runner.warnings.map((w) => w.hook)).toEqual(['processOutputStep']);
  });
});

describe('ProcessorRunner message reconciliation', () => {
  it('processInput arrays replace the input: absent messages are removed', async () => {
    const messageList = listWith('keep', 'drop');
    const p: Processor = { id: 'p', processInput: ({ messages }) => messages.filter((m) => JSON.stringify(m).includes('keep')) };
    await new ProcessorRunner().processInput([p], { messageList });
    expect(messageList.get.input.db()).toHaveLength(1);
  });

  it('output-phase arrays upsert: returning [] removes nothing, new messages are added', async () => {
    const messageList = listWith('a');
    messageList.add({ role: 'assistant', content: 'answer' }, 'response');
    const extra = { id: 'extra', role: 'assistant' as const, createdAt: new Date(), content: { format: 2 as const, parts: [{ type: 'text' as const, text: 'note' }] } };
    const empty: Processor = { id: 'empty', processOutputStep: () => [] };
    const adds: Processor = { id: 'adds', processOutputStep: () => [extra] };
    const options = {
      messageList,
      stepNumber: 0,
      finishReason: 'stop' as const,
      providerMetadata: undefined,
      toolCalls: [],
      text: 'answer',
      usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
      steps: [],
    };
    await new ProcessorRunner().processOutputStep([empty, adds], options);
    expect(messageList.get.all.db().map((m) => m.role)).toEqual(['user', 'assistant', 'assistant']);
    expect(messageList.get.response.db().some((m) => m.id === 'extra')).toBe(true);
  });
});

describe('ProcessorRunner output stream', () => {
  it('emits array returns through the rest of the chain, drops null, passes unknown types', async () => {
    const holdBack: Processor = {
      id: 'hold',
      processOutputStream({ part, state }) {
        if (part.type === 'text-delta' && part.payload.text === 'a') {
          state.held = part;
          return null;
        }
        if (part.type === 'text-delta' && state.held !== undefined) return [state.held as ChunkType, part];
        return part;
      },
    };
    const upper: Processor = {
      id: 'upper',
      processOutputStream: ({ part }) =>
        part.type === 'text-delta' ? { ...part, payload: { ...part.payload, text: part.payload.text.toUpperCase() } } : part,
    };
    const out: ChunkType[] = [];
    const chain = new ProcessorRunner().createOutputStream([holdBack, upper], { messageList: listWith('x'), sink: (c) => out.push(c) });
    await chain.push(textChunk('a'));
    expect(out).toHaveLength(0);
    await chain.push(textChunk('b'));
    await chain.push({ type: 'vendor-thing', runId: 'r', from: 'AGENT', payload: { x: 1 } } as unknown as ChunkType);
    expect(out.map((c) => (c.type === 'text-delta' ? c.payload.text : c.type))).toEqual(['A', 'B', 'vendor-thing']);
    expect(chain.streamParts).toHaveLength(3);
  });
});

describe('ProcessorRunner tracing and abort', () => {
  it('records one span per hook invocation with processor, hook, step and outcome', async () => {
    const { tracer, spans } = memoryTracer();
    trace.setGlobalTracerProvider({ getTracer: () => tracer });
    try {
      const runner = new ProcessorRunner();
      runner.stepNumber = 2;
      const ok: Processor = { id: 'ok', processInput: () => undefined };
      const bad: Processor = { id: 'bad', processInput: () => { throw new Error('x'); } };
      await runner.processInput([ok], { messageList: listWith('x') });
      await runner.processInput([bad], { messageList: listWith('x') }).catch(() => undefined);
      expect(spans.map((s) => [s.name, s.attributes['sluice.processor.id'], s.attributes['sluice.step'], s.attributes['sluice.outcome'], s.ended])).toEqual([
        ['sluice.processor.processInput', 'ok', 2, 'ok', true],
        ['sluice.processor.processInput', 'bad', 2, 'error', true],
      ]);
      expect(spans[1]!.status?.code).toBe(2);
    } finally {
      trace.disable();
    }
  });

  it('starts no hook once the signal aborted and abandons a hanging one', async () => {
    const controller = new AbortController();
    const runner = new ProcessorRunner({ abortSignal: controller.signal });
    const started: string[] = [];
    const hang: Processor = {
      id: 'hang',
      processInput: () => {
        started.push('hang');
        return new Promise<undefined>(() => undefined);
      },
    };
    const pending = runner.processInput([hang], { messageList: listWith('x') }).catch((e: unknown) => e);
    controller.abort(new Error('stop'));
    expect(await pending).toMatchObject({ message: 'stop' });
    const after: Processor = { id: 'after', processInput: () => void started.push('after') };
    await runner.processInput([after], { messageList: listWith('x') }).catch(() => undefined);
    expect(started).toEqual(['hang']);
  });
});
