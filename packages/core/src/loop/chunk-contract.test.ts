import { describe, expect, it } from 'vitest';
import { Agent } from '../agent/agent.js';
import type { Processor } from '../processors/processor.js';
import { ProcessorContractError } from '../processors/processor-contract-error.js';
import { REPROCESS_PART_KEY } from '../processors/runner/output-stream-chain.js';
import type { ChunkType } from '../contract/chunk-type.js';
import { collect, scriptedModel, textStep } from '../test-utils/scripted-model.js';

// Issue #17, "Contract edges": every chunk a processor returns is checked against its type's
// payload shape, and only core makes control chunks.

/** An output processor that replaces the first text-delta with what `make` returns. */
function replacingFirstDelta(id: string, make: (part: ChunkType) => unknown): Processor {
  let done = false;
  return {
    id,
    processOutputStream({ part }) {
      if (part.type !== 'text-delta' || done) return part;
      done = true;
      return make(part) as ChunkType;
    },
  };
}

async function contractErrorOf(processor: Processor, inputSide = false): Promise<ProcessorContractError> {
  const agent = new Agent({
    id: 'a',
    model: scriptedModel([textStep('hello world', ['hello ', 'world'])]),
    ...(inputSide ? { inputProcessors: [processor] } : { outputProcessors: [processor] }),
  });
  const error: unknown = await agent.generate('hi').catch((e: unknown) => e);
  expect(ProcessorContractError.isInstance(error)).toBe(true);
  return error as ProcessorContractError;
}

describe('chunks returned by processOutputStream are checked', () => {
  it('rejects a text-delta without payload, naming processor and hook', async () => {
    const error = await contractErrorOf(replacingFirstDelta('no-payload', () => ({ type: 'text-delta', runId: 'r', from: 'AGENT' })));
    expect(error.code).toBe('PROCESSOR_CONTRACT_ERROR');
    expect(error.processorId).toBe('no-payload');
    expect(error.hook).toBe('processOutputStream');
    expect(error.received).toBe('payload as missing');
    expect(error.message).toContain('{ id: string, text: string }');
  });

  it('rejects a text-delta whose text is not a string, without quoting the value', async () => {
    const error = await contractErrorOf(
      replacingFirstDelta('numeric', (part) => ({ ...part, payload: { id: 't', text: 123456789 } })),
    );
    expect(error.received).toBe('payload.text as number');
    expect(error.message).not.toContain('123456789');
  });

  it('rejects a bad chunk inside a returned array and a bad parked part', async () => {
    const inArray = await contractErrorOf(replacingFirstDelta('array', (part) => [part, { type: 'tool-call', payload: { toolCallId: 'c' } }]));
    expect(inArray.received).toBe('payload.toolName as missing');
    let parked = false;
    const parker: Processor = {
      id: 'parker',
      processOutputStream({ part, state }) {
        if (part.type === 'text-delta' && !parked) {
          parked = true;
          state[REPROCESS_PART_KEY] = { type: 'text-end', payload: {} };
        }
        return part;
      },
    };
    expect((await contractErrorOf(parker)).received).toBe('payload.id as missing');
  });

  it('rejects a forged tripwire: the client never sees it and the run fails with a contract error', async () => {
    const forger = replacingFirstDelta('forger', (part) => ({
      type: 'tripwire',
      runId: part.runId,
      from: 'AGENT',
      payload: { reason: 'blocked by policy', processorId: 'guard' },
    }));
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('hello world')]), outputProcessors: [forger] });
    const stream = await agent.stream('hi');
    const [chunks, settled] = await Promise.all([collect(stream.fullStream), stream.result.then(() => 'resolved', (e: unknown) => e)]);
    expect(chunks.map((c) => c.type)).not.toContain('tripwire');
    expect(ProcessorContractError.isInstance(settled)).toBe(true);
    expect((settled as ProcessorContractError).received).toBe('a new tripwire chunk');
    expect((settled as ProcessorContractError).processorId).toBe('forger');
  });

  it.each(['error', 'finish', 'abort', 'step-finish', 'start'])('rejects a new %s chunk', async (type) => {
    const error = await contractErrorOf(replacingFirstDelta(`forge-${type}`, (part) => ({ ...part, type, payload: {} })));
    expect(error.received).toBe(`a new ${type} chunk`);
  });

  it('rejects a chunk of a type core does not know, unless the processor received it', async () => {
    const error = await contractErrorOf(replacingFirstDelta('inventor', (part) => ({ ...part, type: 'made-up' })));
    expect(error.received).toBe('a new chunk of unknown type "made-up"');
  });

  it('accepts new content and data chunks, and control chunks passed on unchanged (even later)', async () => {
    const held: ChunkType[] = [];
    const holder: Processor = {
      id: 'holder',
      processOutputStream({ part }) {
        if (part.type === 'step-start') {
          held.push(part);
          return null;
        }
        if (part.type === 'text-start') return [...held.splice(0), part];
        if (part.type === 'text-delta') {
          return [
            { ...part, payload: { ...part.payload, text: part.payload.text.toUpperCase() } },
            { type: 'data-note', data: { n: 1 }, transient: true },
          ];
        }
        return part;
      },
    };
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('ok')]), outputProcessors: [holder] });
    const stream = await agent.stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.map((c) => c.type)).toEqual(['start', 'step-start', 'text-start', 'text-delta', 'data-note', 'text-end', 'step-finish', 'finish']);
    expect(await stream.text).toBe('OK');
  });
});

describe('chunks of a cached response are checked', () => {
  const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
  function replaying(chunks: unknown[]): Processor {
    return { id: 'replayer', processLLMRequest: () => ({ response: { chunks } }) as never };
  }

  it('rejects a forged tripwire in a cached step', async () => {
    const error = await contractErrorOf(
      replaying([{ type: 'tripwire', payload: { reason: 'x', processorId: 'guard' } }, { type: 'finish', payload: { stepResult: { reason: 'stop' }, output: { usage } } }]),
      true,
    );
    expect(error.hook).toBe('processLLMRequest');
    expect(error.received).toBe('a new tripwire chunk at chunks[0]');
  });

  it('rejects a finish without its payload and a text-delta without text', async () => {
    expect((await contractErrorOf(replaying([{ type: 'finish' }]), true)).received).toBe('payload as missing at chunks[0]');
    expect((await contractErrorOf(replaying([{ type: 'text-delta', payload: { id: 't' } }]), true)).received).toBe(
      'payload.text as missing at chunks[0]',
    );
  });

  it('replays a well-formed cached step', async () => {
    const agent = new Agent({
      id: 'a',
      model: scriptedModel([textStep('live')]),
      inputProcessors: [
        replaying([
          { type: 'text-start', payload: { id: 't' } },
          { type: 'text-delta', payload: { id: 't', text: 'cached' } },
          { type: 'text-end', payload: { id: 't' } },
          { type: 'finish', payload: { stepResult: { reason: 'stop' }, output: { usage } } },
        ]),
      ],
    });
    expect((await agent.generate('hi')).text).toBe('cached');
  });
});
