import { createHookContext } from '@sluice/conformance';
import { MessageList, ProcessorOptionsError, TripWire, type ChunkType, type LLMRequestCallOptions, type ModelPrompt } from '@sluice/core';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { InvalidTokenLimitOptionsError } from './invalid-options-error.js';
import type { TokenLimiterOptions } from './options.js';
import { assistant, call, result, system, user } from './test/prompts.js';
import { approximateCounter } from './token-counter.js';
import { TOKEN_LIMIT_REACHED_CHUNK, TokenLimiter, type TokenLimiterState } from './token-limiter.js';

const noOverhead = { perMessage: 0, perRequest: 0 };
const chars = (options: Partial<TokenLimiterOptions>) =>
  new TokenLimiter({ counter: approximateCounter(1), overhead: noOverhead, ...options });
const noTools: LLMRequestCallOptions = { tools: [], toolChoice: undefined, settings: {}, responseFormat: undefined, providerOptions: undefined };

function request(limiter: TokenLimiter, prompt: ModelPrompt, callOptions = noTools) {
  const hc = createHookContext<TokenLimiterState>({ processorId: limiter.id, hook: 'processLLMRequest' });
  const run = limiter.processLLMRequest({
    ...hc.context,
    prompt,
    model: new MockLanguageModelV3(),
    stepNumber: 0,
    steps: [],
    messageList: new MessageList(),
    callOptions,
  });
  return { run, hc };
}

describe('TokenLimiter.processLLMRequest()', () => {
  const prompt = [system('SYS'), user('aaaaaaaaaa'), assistant('bbbbbbbbbb'), user('question'), call('x', 'ab'), result('x')];

  it('leaves a prompt within the limit alone', async () => {
    expect(await request(chars({ limit: 100 }), prompt).run).toBeUndefined();
  });

  it('trims this call only and reports a filter violation', async () => {
    const snapshot = structuredClone(prompt);
    const { run, hc } = request(chars({ limit: 20 }), prompt);
    const out = await run;
    // SYS 3 + question 8 + call (t + ab) 3 + result (t + ok) 3 = 17
    expect(out?.prompt?.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(prompt).toEqual(snapshot);
    expect(hc.violations).toEqual([
      expect.objectContaining({ action: 'filter', detail: expect.objectContaining({ droppedMessages: 2, keptTokens: 17 }) as object }),
    ]);
  });

  it('counts tool definitions against the limit unless countTools is off', async () => {
    const tools = { ...noTools, tools: [{ name: 'weather', description: 'Gets the weather', inputSchema: { type: 'object' } }] };
    // tools: weather 7 + description 16 + schema 17 = 40; messages 37
    expect((await request(chars({ limit: 60 }), prompt, tools).run)?.prompt).toHaveLength(4);
    expect(await request(chars({ limit: 60, countTools: false }), prompt, tools).run).toBeUndefined();
  });

  it('trips with a clear reason when nothing fits, and with strategy abort', async () => {
    await expect(request(chars({ limit: 5 }), prompt).run).rejects.toSatisfy(
      (error) => TripWire.isInstance(error) && error.reason.includes('nothing fits in 5 tokens'),
    );
    await expect(request(chars({ limit: 20, strategy: 'abort' }), prompt).run).rejects.toSatisfy(
      (error) => TripWire.isInstance(error) && /over the limit of 20/.test(error.reason),
    );
  });

  it('uses the real tokenizer by default, with chat overhead', async () => {
    const limiter = new TokenLimiter({ limit: 30 });
    const hello = [user('hello world'), assistant('hello world'), user('hello world')];
    // (3 + 2) * 3 + 3 = 18 <= 30
    expect(await request(limiter, hello).run).toBeUndefined();
    const tight = new TokenLimiter({ limit: 13 });
    expect((await request(tight, hello).run)?.prompt).toEqual([user('hello world')]);
  });
});

describe('TokenLimiter.processInputStep() in persistent mode', () => {
  function step(limiter: TokenLimiter, list: MessageList) {
    const hc = createHookContext<TokenLimiterState>({ processorId: limiter.id, hook: 'processInputStep' });
    const run = limiter.processInputStep({
      ...hc.context,
      messages: list.get.all.db(),
      messageList: list,
      stepNumber: 0,
      steps: [],
      systemMessages: list.getAllSystemMessages(),
      model: new MockLanguageModelV3(),
      toolChoice: undefined,
      activeTools: undefined,
      tools: {},
      providerOptions: undefined,
      modelSettings: {},
      structuredOutput: undefined,
    });
    return { run, hc };
  }

  it('removes the oldest messages from the conversation', async () => {
    const list = new MessageList().addSystem('SYS');
    list.add(['first question', 'x'], 'memory');
    list.add({ role: 'assistant', content: 'first answer' }, 'memory');
    list.add('second', 'input');
    const { run, hc } = step(chars({ limit: 12, mode: 'persistent' }), list);
    expect(await run).toBe(list);
    expect(list.get.all.db().map((m) => m.role)).toEqual(['user']);
    expect(hc.violations[0]?.action).toBe('filter');
  });

  it('does nothing in request mode', async () => {
    const list = new MessageList().add(['a very long message indeed', 'b'], 'input');
    expect(await step(chars({ limit: 3 }), list).run).toBeUndefined();
    expect(list.get.all.db()).toHaveLength(2);
  });
});

describe('TokenLimiter.processOutputStream()', () => {
  const delta = (text: string): ChunkType => ({ type: 'text-delta', runId: 'r', from: 'AGENT', payload: { id: 't', text } });
  const finish: ChunkType = {
    type: 'finish',
    runId: 'r',
    from: 'AGENT',
    payload: { stepResult: { reason: 'stop' }, output: { usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } } },
  };

  async function stream(limiter: TokenLimiter, chunks: ChunkType[]) {
    const hc = createHookContext<TokenLimiterState>({ processorId: limiter.id, hook: 'processOutputStream' });
    const out: (ChunkType | null | undefined | void | ChunkType[])[] = [];
    for (const part of chunks) {
      out.push(await limiter.processOutputStream({ ...hc.context, part, streamParts: [], messageList: new MessageList() }));
    }
    return { out, hc };
  }

  const textOf = (out: readonly unknown[]): string =>
    out
      .flat()
      .map((c) => (c !== null && typeof c === 'object' && (c as ChunkType).type === 'text-delta' ? (c as { payload: { text: string } }).payload.text : ''))
      .join('');

  it('releases whole words until maxOutputTokens, cuts the crossing word, emits one transient chunk, drops the rest', async () => {
    const { out, hc } = await stream(chars({ maxOutputTokens: 8 }), [delta('hel'), delta('lo'), delta(' world'), delta('!!'), finish]);
    // "hello" is held until the next word starts: it could still grow.
    expect(out[0]).toEqual([]);
    expect(out[1]).toEqual([]);
    expect(textOf(out.slice(0, 3))).toBe('hello');
    expect(textOf(out)).toBe('hello wo');
    expect((out.at(-1) as ChunkType[]).at(-1)).toEqual(finish);
    expect(hc.dataChunks).toEqual([
      { type: TOKEN_LIMIT_REACHED_CHUNK, data: { maxOutputTokens: 8, outputTokens: 8 }, transient: true },
    ]);
    expect(hc.context.state.outputTokens).toBe(8);
  });

  it('cuts at the same place however the text is split into chunks (counted per word, not per chunk)', async () => {
    const text = 'The quick brown fox jumps over the lazy dog, twice over.';
    const limiter = new TokenLimiter({ maxOutputTokens: 7 });
    const whole = textOf((await stream(limiter, [delta(text), finish])).out);
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.length).toBeLessThan(text.length);
    for (const size of [1, 2, 3, 5, 8]) {
      const pieces = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => delta(text.slice(i * size, (i + 1) * size)));
      expect(textOf((await stream(limiter, [...pieces, finish])).out), `chunks of ${size}`).toBe(whole);
    }
  });

  it('trips with strategy abort', async () => {
    await expect(stream(chars({ maxOutputTokens: 3, outputStrategy: 'abort' }), [delta('hello'), finish])).rejects.toSatisfy((error) => TripWire.isInstance(error));
  });

  it('passes every chunk when no maxOutputTokens is set', async () => {
    const { out } = await stream(chars({ limit: 1 }), [delta('a'.repeat(100))]);
    expect(out[0]).toEqual(delta('a'.repeat(100)));
  });
});

describe('new TokenLimiter()', () => {
  it('rejects bad options with a typed error', () => {
    expect(() => new TokenLimiter({})).toThrow(InvalidTokenLimitOptionsError);
    expect(() => new TokenLimiter({ limit: -1 })).toThrow(expect.objectContaining({ code: 'TOKEN_LIMIT_INVALID_OPTIONS' }) as Error);
    expect(() => new TokenLimiter({ limit: 10, counter: {} } as unknown as TokenLimiterOptions)).toThrow(/TokenCounter/);
  });

  it('rejects unknown keys, nested ones too, with the nearest valid key', () => {
    let caught: unknown;
    try {
      new TokenLimiter({ limit: 100, stratgy: 'abort', overhead: { perMessage: 3, perRequest: 3, perTool: 1 } } as unknown as TokenLimiterOptions);
    } catch (error) {
      caught = error;
    }
    expect(InvalidTokenLimitOptionsError.isInstance(caught)).toBe(true);
    expect(ProcessorOptionsError.isInstance(caught)).toBe(true);
    const error = caught as InvalidTokenLimitOptionsError;
    expect(error.processorName).toBe('TokenLimiter');
    expect(error.issues.map((issue) => [issue.path, issue.suggestion])).toEqual([
      ['stratgy', 'strategy'],
      ['overhead.perTool', undefined],
    ]);
    expect(error.issues[1]?.allowed).toEqual(['perMessage', 'perRequest']);
  });

  it('lists the allowed encodings of an invalid one', () => {
    try {
      new TokenLimiter({ limit: 100, encoding: 'o200k_bse' as never });
      expect.unreachable();
    } catch (error) {
      expect((error as InvalidTokenLimitOptionsError).issues).toEqual([
        { path: 'encoding', message: 'invalid value', suggestion: 'o200k_base', allowed: ['o200k_base', 'cl100k_base'] },
      ]);
    }
  });
});
