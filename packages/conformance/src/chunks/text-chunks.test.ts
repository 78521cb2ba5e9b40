import { describe, expect, it } from 'vitest';
import { collectText, reasoningChunks, splitText, textChunks, textStreamChunks } from './text-chunks.js';

describe('textChunks', () => {
  it('cuts text at the given offsets into text-delta chunks', () => {
    const chunks = textChunks('Call 555-0100 now', [7, 10]);
    expect(chunks.map((c) => c.payload.text)).toEqual(['Call 55', '5-0', '100 now']);
    expect(chunks[0]).toEqual({ type: 'text-delta', runId: 'run-test', from: 'AGENT', payload: { id: 'text-0', text: 'Call 55' } });
  });

  it('cuts into pieces of a given length, and ignores out-of-range or repeated cuts', () => {
    expect(splitText('abcdefg', 3)).toEqual(['abc', 'def', 'g']);
    expect(splitText('abc', [0, 2, 2, 9])).toEqual(['ab', 'c']);
    expect(splitText('', 2)).toEqual([]);
    expect(() => splitText('abc', 0)).toThrow(TypeError);
  });

  it('textStreamChunks() frames the deltas as one step ending with finish', () => {
    const chunks = textStreamChunks('hello', [2]);
    expect(chunks.map((c) => c.type)).toEqual([
      'start',
      'step-start',
      'text-start',
      'text-delta',
      'text-delta',
      'text-end',
      'step-finish',
      'finish',
    ]);
    expect(collectText(chunks)).toBe('hello');
  });
});

describe('reasoningChunks and collectText by channel', () => {
  it('builds one reasoning block and joins each channel apart', () => {
    const chunks = [...reasoningChunks(['thin', 'king']), ...textChunks('answer', 3)];
    expect(chunks.map((c) => c.type).slice(0, 4)).toEqual(['reasoning-start', 'reasoning-delta', 'reasoning-delta', 'reasoning-end']);
    expect(collectText(chunks, 'reasoning-delta')).toBe('thinking');
    expect(collectText(chunks)).toBe('answer');
  });
});
