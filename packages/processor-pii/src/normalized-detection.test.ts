import { describe, expect, it } from 'vitest';
import { PIIDetector } from './pii-detector.js';
import { hookContext } from './test/hook-context.js';
import { runStream, splitAt, textChunks } from './test/stream.js';
import { toolResultArgs } from './test/tool-result-args.js';

const NBSP = '\u00a0';
const THIN = '\u2009';
const NNBSP = '\u202f';
const ZWSP = '\u200b';

/** `[type, original text of the span]` of every entity the detector finds. */
function found(text: string): [string, string][] {
  return new PIIDetector().detect(text).map((e) => [e.type, text.slice(e.start, e.end)]);
}

describe('detect() matches on normalized text and returns spans of the original', () => {
  it.each([
    ['NBSP between card groups', `card 4111${NBSP}1111${NBSP}1111${NBSP}1111 ok`, 'CREDIT_CARD', `4111${NBSP}1111${NBSP}1111${NBSP}1111`],
    ['thin spaces between card groups', `card 4111${THIN}1111${THIN}1111${THIN}1111 ok`, 'CREDIT_CARD', `4111${THIN}1111${THIN}1111${THIN}1111`],
    ['U+202F between card groups', `card 4111${NNBSP}1111${NNBSP}1111${NNBSP}1111 ok`, 'CREDIT_CARD', `4111${NNBSP}1111${NNBSP}1111${NNBSP}1111`],
    ['fullwidth digits', 'card ４１１１１１１１１１１１１１１１ ok', 'CREDIT_CARD', '４１１１１１１１１１１１１１１１'],
    ['Arabic-Indic digits', 'card ٤١١١١١١١١١١١١١١١ ok', 'CREDIT_CARD', '٤١١١١١١١١١١١١١١١'],
    ['%40 in an email', 'mail bob%40corp.example.org now', 'EMAIL', 'bob%40corp.example.org'],
    ['&#64; in an email', 'mail bob&#64;corp.example.org now', 'EMAIL', 'bob&#64;corp.example.org'],
    ['fullwidth at sign', 'mail bob＠corp.example.org now', 'EMAIL', 'bob＠corp.example.org'],
    ['a zero-width space inside an email', `mail bo${ZWSP}b@corp.example.org now`, 'EMAIL', `bo${ZWSP}b@corp.example.org`],
    ['a zero-width space inside a card', `card 4111 11${ZWSP}11 1111 1111 ok`, 'CREDIT_CARD', `4111 11${ZWSP}11 1111 1111`],
    ['a card in parentheses', 'card (4111 1111 1111 1111) ok', 'CREDIT_CARD', '4111 1111 1111 1111'],
    ['a card separated by dots', 'card 4111.1111.1111.1111 ok', 'CREDIT_CARD', '4111.1111.1111.1111'],
  ])('%s', (_name, text, type, span) => {
    expect(found(text)).toEqual([[type, span]]);
  });

  it('finds a card number formatted by Intl.NumberFormat("fr")', () => {
    const text = `card ${new Intl.NumberFormat('fr-FR').format(4111111111111111)} ok`;
    expect(found(text).map(([type]) => type)).toEqual(['CREDIT_CARD']);
  });
});

describe('redaction replaces the original characters', () => {
  it('processInput() leaves nothing of an escaped email or a spaced card, and nothing after a zero-width space', async () => {
    const text = `to bob%40corp.example.org, card 4111${NNBSP}1111${NNBSP}1111${NNBSP}1111, cc al${ZWSP}ice@example.com.`;
    const message = { id: 'm1', role: 'user' as const, createdAt: new Date(0), content: { format: 2 as const, parts: [{ type: 'text' as const, text }] } };
    await new PIIDetector({ method: 'placeholder' }).processInput({ ...hookContext(), messages: [message], systemMessages: [], messageList: undefined as never });
    expect(message.content.parts[0]).toEqual({ type: 'text', text: 'to <EMAIL_1>, card <CREDIT_CARD_1>, cc <EMAIL_2>.' });
  });

  it('processToolResult() masks a fullwidth-digit card and an &#64; email', async () => {
    const { args, updates } = toolResultArgs({ note: 'card ４１１１１１１１１１１１１１１１ for bob&#64;corp.example.org' });
    await new PIIDetector().processToolResult(args);
    expect(updates[0]?.toolInvocation.result).toEqual({ note: 'card ************1111 for b**@corp.example.org' });
  });

  it('processOutputStream() redacts a %40 email and an NBSP-spaced card split across chunks', async () => {
    const text = `Write to bob%40corp.example.org or pay with 4111${NBSP}1111${NBSP}1111${NBSP}1111 today, thanks.`;
    for (const cuts of [[3, 12, 17, 50], [20, 21, 22, 60, 61], [1, 2, 30, 70, 80]]) {
      const { text: out } = await runStream(new PIIDetector({ method: 'placeholder' }), textChunks(splitAt(text, cuts)));
      expect(out).toBe('Write to <EMAIL_1> or pay with <CREDIT_CARD_1> today, thanks.');
    }
  });
});
