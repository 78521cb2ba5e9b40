import { Agent, type StoredMessage, type SystemMessage } from '@sluice/core';
import { ScriptedModel } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { PIIDetector } from './pii-detector.js';
import { hookContext } from './test/hook-context.js';

const EMAIL = 'bob@corp.example.org';
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
const fromBase64 = (data: string): string => Buffer.from(data, 'base64').toString('utf8');

function message(parts: StoredMessage['content']['parts'], role: StoredMessage['role'] = 'user'): StoredMessage {
  return { id: 'm1', role, createdAt: new Date(0), content: { format: 2, parts } };
}

async function processInput(detector: PIIDetector, messages: StoredMessage[], systemMessages: SystemMessage[] = []) {
  const ctx = hookContext();
  const result = await detector.processInput({ ...ctx, messages, systemMessages, messageList: undefined as never });
  return { result, violations: ctx.violations };
}

describe('processInput() scans every input channel', () => {
  it('redacts a caller-supplied system message and returns it with the messages', async () => {
    const system: SystemMessage[] = [{ role: 'system', content: `The user is ${EMAIL}.` }];
    const messages = [message([{ type: 'text', text: 'hello' }])];
    const { result } = await processInput(new PIIDetector({ method: 'placeholder' }), messages, system);
    expect(result).toEqual({ messages, systemMessages: [{ role: 'system', content: 'The user is <EMAIL_1>.' }] });
  });

  it('redacts the text of file parts: base64 text/*, data: URLs (base64 and percent-encoded), raw string data, file names', async () => {
    const parts: StoredMessage['content']['parts'] = [
      { type: 'file', mediaType: 'text/plain', data: base64(`contact: ${EMAIL}`) },
      { type: 'file', mediaType: 'text/csv', data: `data:text/csv;base64,${base64(`email\n${EMAIL}\n`)}` },
      { type: 'file', mediaType: 'text/plain', data: `data:text/plain,${encodeURIComponent(`card 4111 1111 1111 1111`)}` },
      { type: 'file', mediaType: 'application/octet-stream', data: `owner ${EMAIL}` },
      { type: 'file', mediaType: 'application/pdf', data: base64('%PDF-1.7'), filename: `${EMAIL} - invoice.pdf` },
    ];
    await processInput(new PIIDetector({ method: 'placeholder' }), [message(parts)]);
    const [plain, csv, percent, raw, pdf] = parts;
    expect(plain?.type === 'file' && fromBase64(plain.data)).toBe('contact: <EMAIL_1>');
    expect(csv?.type === 'file' && csv.data.startsWith('data:text/csv;base64,') && fromBase64(csv.data.slice(21))).toBe('email\n<EMAIL_1>\n');
    expect(percent?.type === 'file' && decodeURIComponent(percent.data.slice('data:text/plain,'.length))).toBe('card <CREDIT_CARD_1>');
    expect(raw?.type === 'file' && raw.data).toBe('owner <EMAIL_1>');
    expect(pdf?.type === 'file' && [pdf.data, pdf.filename]).toEqual([base64('%PDF-1.7'), '<EMAIL_1> - invoice.pdf']);
  });

  it('redacts reasoning parts of input messages', async () => {
    const messages = [message([{ type: 'reasoning', text: `The user's card is 4111 1111 1111 1111.` }], 'assistant')];
    await processInput(new PIIDetector(), messages);
    expect(messages[0]?.content.parts[0]).toEqual({ type: 'reasoning', text: `The user's card is **** **** **** 1111.` });
  });

  it('blocks on PII found only in a system message', async () => {
    const system: SystemMessage[] = [{ role: 'system', content: `SSN 536-22-8726` }];
    await expect(processInput(new PIIDetector({ strategy: 'block' }), [message([{ type: 'text', text: 'hi' }])], system)).rejects.toMatchObject({
      name: 'TripWire',
    });
  });

  it('in an Agent: the provider never sees PII from a system message or a text file', async () => {
    const model = new ScriptedModel([{ text: 'ok' }]);
    const agent = new Agent({ id: 'a', model, inputProcessors: [new PIIDetector()] });
    await agent.generate([
      { role: 'system', content: `Caller context: account owner ${EMAIL}.` },
      { role: 'user', content: [{ type: 'text', text: 'summarize' }, { type: 'file', mediaType: 'text/plain', data: base64(`paid with 4111 1111 1111 1111`) }] },
    ]);
    const prompt = JSON.stringify(model.prompts[0]);
    expect(prompt).not.toContain(EMAIL);
    expect(prompt).not.toContain(base64(`paid with 4111 1111 1111 1111`));
    expect(prompt).toContain(base64('paid with **** **** **** 1111'));
  });
});
