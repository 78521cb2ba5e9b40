import { describe, expect, it } from 'vitest';
import type { PIIRecognizer } from './options.js';
import { PIIDetector } from './pii-detector.js';
import { PIIOptionsError } from './pii-options-error.js';
import { PlaceholderStore } from './redact/placeholder-store.js';
import { redactText } from './redact/redact-text.js';
import { runStream, textChunks } from './test/stream.js';

/** Finds every `ACME-<digits>` (a stand-in for a code recognizer), with an out-of-range and a foreign span. */
const acme: PIIRecognizer = {
  name: 'acme',
  types: ['ACME_ID'],
  maxLength: 200,
  detect(text) {
    const out = [...text.matchAll(/ACME-\d+/g)].map((m) => ({ type: 'ACME_ID', start: m.index, end: m.index + m[0].length, score: 0.9 }));
    return [...out, { type: 'ACME_ID', start: -1, end: 3, score: 1 }, { type: 'OTHER', start: 0, end: 1, score: 1 }];
  },
};

function optionsError(run: () => unknown): PIIOptionsError {
  try {
    run();
  } catch (error) {
    if (PIIOptionsError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('recognizers option', () => {
  it('runs an extra recognizer in detect(), keeping only its declared types and spans inside the text', () => {
    const detector = new PIIDetector({ recognizers: [acme] });
    const text = 'ticket ACME-123 from bob@example.com';
    expect(detector.detect(text).map((e) => [e.type, text.slice(e.start, e.end)])).toEqual([
      ['ACME_ID', 'ACME-123'],
      ['EMAIL', 'bob@example.com'],
    ]);
  });

  it('applies thresholds and minScore to its types', () => {
    expect(new PIIDetector({ recognizers: [acme], thresholds: { ACME_ID: 0.95 } }).detect('ACME-1')).toEqual([]);
    expect(new PIIDetector({ recognizers: [acme], minScore: 0.95 }).detect('ACME-1')).toEqual([]);
  });

  it('redacts its entities in the input', async () => {
    const { hookContext } = await import('./test/hook-context.js');
    const detector = new PIIDetector({ recognizers: [acme] });
    const messages = [{ id: 'm1', role: 'user' as const, createdAt: new Date(0), content: { format: 2 as const, parts: [{ type: 'text' as const, text: 'my id is ACME-42' }] } }];
    await detector.processInput({ ...hookContext(), messages, systemMessages: [], messageList: undefined as never });
    const part = messages[0]?.content.parts[0];
    expect(part?.text).not.toContain('ACME-42');
  });

  it('holds back its maxLength in a stream: a long entity split anywhere is redacted as in the whole text', async () => {
    const long: PIIRecognizer = {
      name: 'long',
      types: ['LONG'],
      maxLength: 150,
      detect: (text) => [...text.matchAll(/<<[a-z ]{1,140}>>/g)].map((m) => ({ type: 'LONG', start: m.index, end: m.index + m[0].length, score: 1 })),
    };
    const detector = new PIIDetector({ recognizers: [long] });
    const text = `${'plain words here. '.repeat(12)}<<${'secret words '.repeat(10)}>> and more plain text after it. ${'tail words. '.repeat(12)}`;
    const expected = await redactText(text, detector.detect(text), { method: 'mask', salt: 's', placeholders: new PlaceholderStore() });
    expect(expected).not.toContain('secret');
    for (let cut = 0; cut <= text.length; cut += 7) {
      const { text: streamed } = await runStream(detector, textChunks([text.slice(0, cut), text.slice(cut)]));
      expect(streamed).toBe(expected);
    }
    const { text: streamed } = await runStream(detector, textChunks(Array.from(text)));
    expect(streamed).toBe(expected);
  });

  it.each([
    ['no detect function', [{ name: 'x', types: ['X'], maxLength: 10 }], ['recognizers.0.detect']],
    ['detect not a function', [{ name: 'x', types: ['X'], maxLength: 10, detect: 'nope' }], ['recognizers.0.detect']],
    ['lower-case type', [{ ...acme, types: ['person'] }], ['recognizers.0.types.0']],
    ['no type', [{ ...acme, types: [] }], ['recognizers.0.types']],
    ['maxLength over the limit', [{ ...acme, maxLength: 5000 }], ['recognizers.0.maxLength']],
    ['maxLength not an integer', [{ ...acme, maxLength: 1.5 }], ['recognizers.0.maxLength']],
    ['empty name', [{ ...acme, name: '' }], ['recognizers.0.name']],
    ['unknown key', [{ ...acme, tpyes: ['X'] }], ['recognizers.0.tpyes']],
    ['not an array', acme, ['recognizers']],
  ])('rejects %s with PII_INVALID_OPTIONS naming the path', (_, recognizers, paths) => {
    const error = optionsError(() => new PIIDetector({ recognizers } as never));
    expect(error.code).toBe('PII_INVALID_OPTIONS');
    expect(error.paths).toEqual(paths);
  });

  it('explains the maxLength limit in the message', () => {
    expect(optionsError(() => new PIIDetector({ recognizers: [{ ...acme, maxLength: 5000 }] })).message).toContain('at most 1024 characters');
  });
});
