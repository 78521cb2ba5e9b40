import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createPlaygroundModel, lastUserText, splitText } from './scripted-model';

describe('createPlaygroundModel()', () => {
  it('streams the reply to the last user message in small deltas and reports the call', async () => {
    const calls: string[][] = [];
    const model = createPlaygroundModel({ chunkSize: 4, delayMs: 0, onCall: (c) => calls.push(c.deltas) });
    const prompt = [
      { role: 'system' as const, content: 'x' },
      { role: 'user' as const, content: [{ type: 'text' as const, text: 'hi there' }] },
    ];
    const { stream } = await model.doStream({ prompt });
    const parts: LanguageModelV3StreamPart[] = [];
    const reader = stream.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
    const text = parts.map((p) => (p.type === 'text-delta' ? p.delta : '')).join('');
    expect(text).toBe('Here is what I received: "hi there". Thanks, I will follow up there shortly.');
    expect(parts.at(-1)?.type).toBe('finish');
    expect(calls[0]?.every((d) => Array.from(d).length <= 4)).toBe(true);
    expect(lastUserText(prompt)).toBe('hi there');
  });

  it('never splits a surrogate pair', () => {
    expect(splitText('a😀b😀', 1)).toEqual(['a', '😀', 'b', '😀']);
  });
});
