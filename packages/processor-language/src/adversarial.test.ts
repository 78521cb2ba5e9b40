import { createHookContext } from '@sluice/conformance';
import { MessageList, type ChunkType } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { detectLanguage, MAX_DETECT_CHARS } from './detect-language.js';
import { LanguageDetector, type LanguageDetectorState } from './language-detector.js';
import { chunk, message, textOf } from './test/helpers.js';

const GERMAN = 'Der Zug an die Küste hatte heute Morgen wieder Verspätung, und niemand wusste warum. ';

describe('LanguageDetector on hostile input', () => {
  it('a 10 MB message is judged on a bounded sample: no throw, same verdict as its start', async () => {
    const huge = GERMAN.repeat(Math.ceil((10 * 1024 * 1024) / GERMAN.length));
    expect(detectLanguage(huge)?.language).toBe('de');
    const created = createHookContext<LanguageDetectorState>({ hook: 'processInput' });
    const m = message(huge);
    await new LanguageDetector({ strategy: 'warn' }).processInput({ ...created.context, messages: [m], systemMessages: [], messageList: new MessageList() });
    expect(created.violations).toHaveLength(1);
    expect(MAX_DETECT_CHARS).toBeLessThanOrEqual(2_000);
  });

  it('1 MB of letters with no spaces, 1 MB of digits and 1 MB of emoji: no throw; non-letters are never judged', () => {
    const detector = new LanguageDetector({ strategy: 'block' });
    expect(() => detector.judge('a'.repeat(1024 * 1024))).not.toThrow();
    expect(detector.judge('1234567890'.repeat(100_000))).toBeUndefined();
    expect(detector.judge('🙂'.repeat(500_000))).toBeUndefined();
    expect(detector.judge('')).toBeUndefined();
  });

  it('other encodings: decomposed (NFD) German is still German; German hidden in base64 is not judged as German', () => {
    const detector = new LanguageDetector();
    expect(detector.judge(GERMAN.normalize('NFD'))?.language).toBe('de');
    const base64 = Buffer.from(GERMAN).toString('base64');
    expect(detector.judge(base64)?.language).not.toBe('de');
  });

  it('a message with 100,000 text parts is read linearly and judged once', async () => {
    const created = createHookContext<LanguageDetectorState>({ hook: 'processInput' });
    const m = message('');
    m.content.parts = Array.from({ length: 100_000 }, () => ({ type: 'text' as const, text: 'Verspätung ' }));
    await new LanguageDetector().processInput({ ...created.context, messages: [m], systemMessages: [], messageList: new MessageList() });
    expect(created.context.state.verdicts).toHaveLength(1);
  });

  it('50,000 one-character deltas under block: every character arrives once, in order, and request state stays bounded', async () => {
    const english = 'The quick brown fox jumps over the lazy dog while the cat sleeps. ';
    const text = english.repeat(Math.ceil(50_000 / english.length)).slice(0, 50_000);
    const created = createHookContext<LanguageDetectorState>();
    const detector = new LanguageDetector({ strategy: 'block' });
    const out: ChunkType[] = [];
    const parts = [chunk('text-start', { id: 't' }), ...Array.from(text, (c) => chunk('text-delta', { id: 't', text: c })), chunk('text-end', { id: 't' })];
    // core's model-response-end marker, as hosts send it when the response ends
    parts.push(chunk('model-response-end', { stepNumber: 0 }));
    for (const part of parts) {
      const result = await detector.processOutputStream({ ...created.context, part, streamParts: [], messageList: new MessageList() });
      for (const c of Array.isArray(result) ? result : [result]) out.push(c);
    }
    expect(textOf(out)).toBe(text);
    expect(created.context.state.verdicts?.length).toBeLessThanOrEqual(64);
  });

  it('an empty stream part and an empty message pass', async () => {
    const created = createHookContext<LanguageDetectorState>();
    const detector = new LanguageDetector({ strategy: 'block' });
    const start = chunk('text-start', { id: 't' });
    const end = chunk('text-end', { id: 't' });
    for (const part of [start, chunk('text-delta', { id: 't', text: '' }), end]) {
      await expect(Promise.resolve(detector.processOutputStream({ ...created.context, part, streamParts: [], messageList: new MessageList() }))).resolves.toBeDefined();
    }
    const input = createHookContext<LanguageDetectorState>({ hook: 'processInput' });
    await expect(detector.processInput({ ...input.context, messages: [message('')], systemMessages: [], messageList: new MessageList() })).resolves.toBeUndefined();
  });
});
