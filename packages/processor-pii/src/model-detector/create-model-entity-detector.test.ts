import { ScriptedModel } from '@sluice/conformance';
import type { StoredMessage } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { PIIDetector } from '../pii-detector.js';
import { hookContext } from '../test/hook-context.js';
import { runStream, textChunks } from '../test/stream.js';
import { createModelEntityDetector } from './create-model-entity-detector.js';

const answer = (entities: { type: string; text: string }[]) => ({ text: JSON.stringify({ entities }) });

describe('createModelEntityDetector()', () => {
  it('maps the model answer to spans of every occurrence, ignoring unknown types', async () => {
    const model = new ScriptedModel([answer([{ type: 'PERSON', text: 'Jane Doe' }, { type: 'PET', text: 'Rex' }])]);
    const detector = createModelEntityDetector({ model });
    const spans = await detector.detect('Jane Doe and Rex met Jane Doe.', { abortSignal: new AbortController().signal });
    expect(spans).toEqual([
      { type: 'PERSON', start: 0, end: 8, score: 0.8 },
      { type: 'PERSON', start: 21, end: 29, score: 0.8 },
    ]);
    expect(JSON.stringify(model.calls[0]?.options.prompt)).toContain('Jane Doe and Rex');
  });

  it('returns nothing on a malformed answer', async () => {
    const detector = createModelEntityDetector({ model: new ScriptedModel([{ text: 'no idea' }]) });
    expect(await detector.detect('x', { abortSignal: new AbortController().signal })).toEqual([]);
  });

  it('PIIDetector redacts what it finds in input, next to deterministic entities', async () => {
    const model = new ScriptedModel([answer([{ type: 'PERSON', text: 'Jane Doe' }])]);
    const pii = new PIIDetector({ method: 'placeholder', entityDetector: createModelEntityDetector({ model }) });
    const message: StoredMessage = { id: 'm', role: 'user', createdAt: new Date(0), content: { format: 2, parts: [{ type: 'text', text: 'I am Jane Doe, jane@example.com' }] } };
    await pii.processInput({ ...hookContext(), messages: [message], systemMessages: [], messageList: undefined as never });
    expect(message.content.parts[0]).toEqual({ type: 'text', text: 'I am <PERSON_1>, <EMAIL_1>' });
  });

  it('in a stream, calls the model per batch of sentences, never per chunk', async () => {
    const sentence = 'My name is Jane Doe and I would like to talk about my order from last week, thanks. ';
    const model = new ScriptedModel([answer([{ type: 'PERSON', text: 'Jane Doe' }])], { loop: true });
    const pii = new PIIDetector({ entityDetector: createModelEntityDetector({ model }) });
    const text = sentence.repeat(4);
    const pieces = Array.from({ length: Math.ceil(text.length / 3) }, (_, i) => text.slice(i * 3, i * 3 + 3));
    const { text: out } = await runStream(pii, textChunks(pieces));
    expect(out).toBe(text.replaceAll('Jane Doe', '**** ***'));
    expect(pieces.length).toBeGreaterThan(100);
    expect(model.calls.length).toBeLessThanOrEqual(4);
  });
});
