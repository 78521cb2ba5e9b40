import { makeChunk, runOutputStream } from '@sluice/conformance';
import { ProcessorOptionsError, TripWire, type ChunkType } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { RegexFilter } from './regex-filter.js';
import { RegexOptionsError } from './regex-options-error.js';
import { hook, joinText, reasoningChunks, streamText, toolResultArgs, userMessage } from './test/helpers.js';

const AWS = 'AKIAIOSFODNN7EXAMPLE';
const GH = `ghp_${'a1B2c3D4e5'.repeat(3)}abcdef`;

function optionsError(fn: () => unknown): RegexOptionsError {
  try {
    fn();
  } catch (error) {
    if (RegexOptionsError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a RegexOptionsError');
}

describe('RegexFilter.find() / redact()', () => {
  it('finds user patterns and presets, never overlapping', () => {
    const filter = new RegexFilter({ presets: ['secrets', 'urls'], patterns: [{ name: 'ticket', pattern: 'INC-\\d{6}' }] });
    const text = `See INC-123456 at https://status.example.com/inc. Key ${AWS} and ${GH}.`;
    expect(filter.find(text).map((m) => m.name)).toEqual(['ticket', 'url', 'aws-access-key-id', 'github-token']);
    expect(filter.redact(text)).toBe(
      'See [REDACTED:ticket] at [REDACTED:url]. Key [REDACTED:aws-access-key-id] and [REDACTED:github-token].',
    );
  });

  it('honours flags, RegExp objects and the replacement template', () => {
    const filter = new RegexFilter({ patterns: [{ name: 'code', pattern: /secret-\d+/i }, { name: 'word', pattern: 'zeta', flags: 'i' }], replacement: '<{name}>' });
    expect(filter.redact('SECRET-42 and Zeta')).toBe('<code> and <word>');
  });

  it('profanity preset matches whole words only', () => {
    const filter = new RegexFilter({ presets: ['profanity'] });
    expect(filter.redact('What the fuck, this is shitty. Scunthorpe assessment.')).toBe(
      'What the [REDACTED:profanity], this is [REDACTED:profanity]. Scunthorpe assessment.',
    );
  });
});

describe('RegexFilter hooks', () => {
  it('processInput redact: rewrites the text and reports names and spans, never the value', async () => {
    const filter = new RegexFilter({ presets: ['secrets'] });
    const hc = hook(filter.id);
    const out = await filter.processInput({ ...hc.context, messages: [userMessage('m1', `my key is ${AWS}`)], systemMessages: [], messageList: undefined as never });
    expect(out?.[0]?.content.parts[0]).toEqual({ type: 'text', text: 'my key is [REDACTED:aws-access-key-id]' });
    expect(hc.violations).toEqual([
      expect.objectContaining({ action: 'redact', detail: { where: ['input:m1'], counts: { 'aws-access-key-id': 1 }, matches: [{ name: 'aws-access-key-id', start: 10, end: 30 }] } }),
    ]);
    expect(JSON.stringify(hc.violations)).not.toContain(AWS);
  });

  it('processInput block: ends the run; warn: reports and passes unchanged', async () => {
    const block = new RegexFilter({ presets: ['secrets'], strategy: 'block' });
    const hc = hook(block.id);
    await expect(
      block.processInput({ ...hc.context, messages: [userMessage('m1', AWS)], systemMessages: [], messageList: undefined as never }),
    ).rejects.toSatisfy((e) => TripWire.isInstance(e));
    expect(hc.aborts[0]?.metadata).toMatchObject({ counts: { 'aws-access-key-id': 1 } });
    const warn = new RegexFilter({ presets: ['secrets'], strategy: 'warn' });
    const hw = hook(warn.id);
    const messages = [userMessage('m1', AWS)];
    expect(await warn.processInput({ ...hw.context, messages, systemMessages: [], messageList: undefined as never })).toBeUndefined();
    expect(messages[0]?.content.parts[0]).toEqual({ type: 'text', text: AWS });
    expect(hw.violations[0]?.action).toBe('warn');
  });

  it('processToolResult redacts strings deep in the result', async () => {
    const filter = new RegexFilter({ presets: ['secrets'] });
    const hc = hook(filter.id, 'processToolResult');
    const { args, updates } = toolResultArgs({ env: [{ name: 'AWS', value: AWS }], ok: true });
    expect(await filter.processToolResult({ ...hc.context, ...args })).toBe(args.messageList);
    expect(updates).toEqual([{ env: [{ name: 'AWS', value: '[REDACTED:aws-access-key-id]' }], ok: true }]);
    expect(hc.violations[0]?.detail).toMatchObject({ where: ['tool-result:call-1'] });
  });

  it('processOutputResult redacts the final text parts', async () => {
    const filter = new RegexFilter({ presets: ['urls'] });
    const hc = hook(filter.id);
    const messages = [{ ...userMessage('a1', 'go to www.example.org/x now'), role: 'assistant' as const }];
    const result = { text: '', usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 }, finishReason: 'stop' as const, steps: [] };
    const out = await filter.processOutputResult({ ...hc.context, messages, messageList: undefined as never, result });
    expect(out?.[0]?.content.parts[0]).toEqual({ type: 'text', text: 'go to [REDACTED:www-host] now' });
  });

  it('applyTo switches hooks off', async () => {
    const filter = new RegexFilter({ presets: ['secrets'], applyTo: { input: false, outputStream: false } });
    const hc = hook(filter.id);
    expect(await filter.processInput({ ...hc.context, messages: [userMessage('m1', AWS)], systemMessages: [], messageList: undefined as never })).toBeUndefined();
    expect((await streamText(filter, `k ${AWS}`, 1)).text).toBe(`k ${AWS}`);
  });
});

describe('RegexFilter processOutputStream()', () => {
  const text = `Config: key ${AWS}, token ${GH}, docs https://example.com/a/b?c=d. Bye.`;
  const expected = 'Config: key [REDACTED:aws-access-key-id], token [REDACTED:github-token], docs [REDACTED:url]. Bye.';

  it('redacts matches split across chunks, the same for every chunk size', async () => {
    for (const size of [1, 2, 3, 7, 16, 1000]) {
      const filter = new RegexFilter({ presets: ['secrets', 'urls'], maxMatchLength: 64 });
      const out = await streamText(filter, text, size);
      expect(out.text, `chunk size ${String(size)}`).toBe(expected);
    }
  });

  it('releases text long before the end (holds back at most 1.5 x maxMatchLength)', async () => {
    const filter = new RegexFilter({ presets: ['secrets'], maxMatchLength: 32 });
    const long = 'word '.repeat(200);
    const result = await runOutputStream(filter, [
      makeChunk('text-start', { id: 't' }),
      ...Array.from(long, (c) => makeChunk('text-delta', { id: 't', text: c })),
    ]);
    // no text-end yet: everything but the held tail has left
    expect(joinText(result.chunks, 'text-delta').length).toBeGreaterThanOrEqual(long.length - 48);
  });

  it('block aborts before the match is released', async () => {
    const filter = new RegexFilter({ presets: ['secrets'], strategy: 'block', maxMatchLength: 32 });
    const seen: string[] = [];
    await expect(
      runOutputStream([filter, { id: 'tap', processOutputStream: ({ part }: { part: ChunkType }) => (seen.push(joinText([part], 'text-delta')), part) }], [
        makeChunk('text-start', { id: 't' }),
        ...Array.from(`ok ${AWS} more text here`, (c) => makeChunk('text-delta', { id: 't', text: c })),
        makeChunk('text-end', { id: 't' }),
      ]),
    ).rejects.toSatisfy((e) => TripWire.isInstance(e));
    expect(seen.join('')).not.toContain('AKIA');
  });

  it('filters reasoning and tool-call arguments', async () => {
    const filter = new RegexFilter({ presets: ['secrets'] });
    const chunks: ChunkType[] = [
      ...reasoningChunks(['the key ', AWS.slice(0, 8), AWS.slice(8)]),
      makeChunk('tool-call', { toolCallId: 'c1', toolName: 'deploy', args: { env: { KEY: AWS } } }),
    ];
    const result = await runOutputStream(filter, chunks);
    expect(joinText(result.chunks, 'reasoning-delta')).toBe('the key [REDACTED:aws-access-key-id]');
    expect((result.chunks.find((c) => c.type === 'tool-call')?.payload as { args: unknown }).args).toEqual({ env: { KEY: '[REDACTED:aws-access-key-id]' } });
  });
});

describe('RegexFilter options', () => {
  it('rejects an unknown key, naming the nearest one', () => {
    const error = optionsError(() => new RegexFilter({ presets: ['secrets'], stratgy: 'block' } as never));
    expect(ProcessorOptionsError.isInstance(error)).toBe(true);
    expect(error.code).toBe('REGEX_INVALID_OPTIONS');
    expect(JSON.stringify(error.issues)).toContain('strategy');
  });

  it('refuses risky, invalid and flag-abusing patterns with the pattern path', () => {
    expect(optionsError(() => new RegexFilter({ patterns: [{ name: 'a', pattern: '(a+)+$' }] })).issues[0]).toMatchObject({ path: 'patterns.0.pattern' });
    expect(optionsError(() => new RegexFilter({ patterns: [{ name: 'a', pattern: '([a-z' }] })).issues[0]).toMatchObject({ path: 'patterns.0.pattern' });
    expect(optionsError(() => new RegexFilter({ patterns: [{ name: 'a', pattern: 'x', flags: 'gy' }] })).issues[0]).toMatchObject({ path: 'patterns.0.flags' });
    expect(optionsError(() => new RegexFilter({ patterns: [{ name: 'a', pattern: /(x|xy)+/ }] })).issues[0]?.message).toContain('backtracking');
  });

  it('needs a pattern or a preset, unique names, a known preset', () => {
    expect(() => new RegexFilter({})).toThrow(RegexOptionsError);
    expect(() => new RegexFilter({ patterns: [{ name: 'a', pattern: 'x' }, { name: 'a', pattern: 'y' }] })).toThrow(RegexOptionsError);
    expect(() => new RegexFilter({ presets: ['pii'] } as never)).toThrow(RegexOptionsError);
  });
});

describe('RegexFilter processInput() with a legacy flattened copy', () => {
  it('redacts content.content too and reports each match once', async () => {
    const filter = new RegexFilter({ presets: ['secrets'] });
    const hc = hook(filter.id);
    const message = userMessage('m1', `key ${AWS}`);
    message.content.content = `key ${AWS}`;
    await filter.processInput({ ...hc.context, messages: [message], systemMessages: [], messageList: undefined as never });
    expect(message.content.content).toBe('key [REDACTED:aws-access-key-id]');
    expect(hc.violations[0]?.detail).toMatchObject({ counts: { 'aws-access-key-id': 1 } });
  });
});
