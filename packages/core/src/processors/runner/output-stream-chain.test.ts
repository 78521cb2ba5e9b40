import { describe, expect, it } from 'vitest';
import { Agent } from '../../agent/agent.js';
import { MessageList } from '../../messages/message-list.js';
import { collect, scriptedModel, textStep } from '../../test-utils/scripted-model.js';
import type { ChunkType } from '../../contract/chunk-type.js';
import type { ProcessOutputStreamArgs } from '../hooks/process-output-stream.js';
import type { Processor } from '../processor.js';
import { ProcessorContractError } from '../processor-contract-error.js';
import { TripWire } from '../trip-wire.js';
import { REPROCESS_PART_KEY } from './output-stream-chain.js';
import { ProcessorRunner } from './processor-runner.js';

const base = { runId: 'r', from: 'AGENT' } as const;
const textStart: ChunkType = { ...base, type: 'text-start', payload: { id: 't1' } };
const delta = (text: string): ChunkType => ({ ...base, type: 'text-delta', payload: { id: 't1', text } });
const textEnd: ChunkType = { ...base, type: 'text-end', payload: { id: 't1' } };
const finish = { ...base, type: 'finish', payload: { finishReason: 'stop' } } as unknown as ChunkType;

/** What the client sees of a chunk: its type, and the text of a delta. */
function shown(chunk: ChunkType): string {
  return chunk.type === 'text-delta' ? `text-delta:${chunk.payload.text}` : chunk.type;
}

/**
 * A batching processor written the Mastra way: it parks text deltas in its state and, on any other
 * part, returns the batched text and parks that part under `REPROCESS_PART_KEY` for the runner.
 */
function batcher(options: { async?: boolean } = {}): Processor {
  const handle = ({ part, state }: ProcessOutputStreamArgs): ChunkType | null => {
    const batch = ((state.batch as ChunkType[] | undefined) ??= []);
    if (part.type === 'text-delta') {
      batch.push(part);
      return null;
    }
    if (batch.length === 0) return part;
    const text = batch.map((chunk) => (chunk.type === 'text-delta' ? chunk.payload.text : '')).join('');
    state.batch = [];
    state[REPROCESS_PART_KEY] = part;
    return delta(text);
  };
  return {
    id: options.async === true ? 'batch-async' : 'batch',
    processOutputStream: options.async === true ? async (args) => Promise.resolve(handle(args)) : handle,
  };
}

/** A processor after the batcher that records what reaches it. */
function recorder(seen: string[]): Processor {
  return {
    id: 'recorder',
    processOutputStream: ({ part }) => {
      seen.push(shown(part));
      return part;
    },
  };
}

async function stream(processors: Processor[], chunks: ChunkType[]): Promise<string[]> {
  const client: string[] = [];
  const runner = new ProcessorRunner();
  runner.register(processors);
  const chain = runner.createOutputStream(processors, { messageList: new MessageList(), sink: (chunk) => client.push(shown(chunk)) });
  for (const chunk of chunks) await chain.push(chunk);
  return client;
}

const CHUNKS = [textStart, delta('Hel'), delta('lo'), delta('!'), textEnd, finish];
const EXPECTED = ['text-start', 'text-delta:Hello!', 'text-end', 'finish'];

describe('OutputStreamChain: two parts for one chunk', () => {
  for (const async of [false, true]) {
    it(`processOutputStream() that parks a part (${async ? 'async' : 'sync'} hook) loses nothing: text-end reaches the client after the flushed text`, async () => {
      const seen: string[] = [];
      expect(await stream([batcher({ async }), recorder(seen)], CHUNKS)).toEqual(EXPECTED);
      // The parked part went through the whole chain, the processors after the batcher included.
      expect(seen).toEqual(EXPECTED);
    });
  }

  it('processOutputStream() parks of two processors are re-sent in processor order', async () => {
    expect(await stream([batcher(), batcher({ async: true })], CHUNKS)).toEqual(EXPECTED);
  });

  it('processOutputStream() parks are dropped when the chunk ends in an abort', async () => {
    const client: string[] = [];
    let blocking = true;
    const guard: Processor = {
      id: 'guard',
      processOutputStream: ({ part, abort }) => {
        if (blocking && part.type === 'text-delta') abort('no');
        return part;
      },
    };
    const processors = [batcher(), guard];
    const runner = new ProcessorRunner();
    runner.register(processors);
    const chain = runner.createOutputStream(processors, { messageList: new MessageList(), sink: (chunk) => client.push(shown(chunk)) });
    await chain.push(delta('secret'));
    await expect(chain.push(textEnd)).rejects.toSatisfy((error) => TripWire.isInstance(error));
    blocking = false;
    await chain.push(finish);
    expect(client).toEqual(['finish']);
  });

  it('processOutputStream() returning an array emits both parts in order (the Sluice way)', async () => {
    const splitter: Processor = {
      id: 'split',
      processOutputStream: ({ part }) => (part.type === 'text-end' ? [delta(' (end)'), part] : part),
    };
    expect(await stream([splitter], [textStart, delta('hi'), textEnd])).toEqual(['text-start', 'text-delta:hi', 'text-delta: (end)', 'text-end']);
  });

  it('processOutputStream() that parks a non-chunk is a contract error', async () => {
    const bad: Processor = {
      id: 'bad',
      processOutputStream: ({ part, state }) => {
        state[REPROCESS_PART_KEY] = 'not a chunk';
        return part;
      },
    };
    await expect(stream([bad], [textStart])).rejects.toSatisfy((error) => ProcessorContractError.isInstance(error));
  });

  it('processOutputStream() that parks a part on every call is stopped by a contract error', async () => {
    const looping: Processor = {
      id: 'loop',
      processOutputStream: ({ part, state }) => {
        state[REPROCESS_PART_KEY] = part;
        return null;
      },
    };
    await expect(stream([looping], [textStart])).rejects.toSatisfy((error) => ProcessorContractError.isInstance(error));
  });

  it('an agent run with a batching output processor streams every part, text-end included, in order', async () => {
    const agent = new Agent({ id: 'a', model: scriptedModel([textStep('a b c')]), outputProcessors: [batcher()] });
    const stream = await agent.stream('hi');
    const chunks = await collect(stream.fullStream);
    expect(chunks.map(shown)).toEqual(['start', 'step-start', 'text-start', 'text-delta:a b c', 'text-end', 'step-finish', 'finish']);
    expect(await stream.text).toBe('a b c');
  });
});
