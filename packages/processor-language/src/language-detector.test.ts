import { createHookContext } from '@sluice/conformance';
import { MessageList, TripWire, type ChunkType, type ProcessInputArgs, type ProcessOutputStreamArgs } from '@sluice/core';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { LanguageOptionsError } from './errors/language-options-error.js';
import { LanguageTranslationError } from './errors/language-translation-error.js';
import { LanguageDetector, type LanguageDetectorState, type LanguageMetadata } from './language-detector.js';
import { chunk, message, textOf, translator } from './test/helpers.js';

const GERMAN = 'Der Zug an die Küste hatte heute Morgen wieder Verspätung, und niemand wusste warum.';
const ENGLISH = 'The train to the coast was late again this morning, and nobody knew why.';

function inputArgs(messages: ReturnType<typeof message>[]) {
  const created = createHookContext<LanguageDetectorState>({ hook: 'processInput', processorId: 'language-detector' });
  const args = { ...created.context, messages, systemMessages: [], messageList: new MessageList() } as unknown as ProcessInputArgs<LanguageDetectorState>;
  return { args, ...created };
}

const meta = (m: ReturnType<typeof message>) => m.content.metadata?.language as LanguageMetadata | undefined;

describe('LanguageDetector.processInput', () => {
  it('detect: records the language in the message metadata and the request state, without a violation', async () => {
    const de = message(GERMAN, 'user', 'de');
    const en = message(ENGLISH, 'user', 'en');
    const { args, violations } = inputArgs([de, en]);
    const result = await new LanguageDetector().processInput(args);
    expect(result).toBe(args.messages);
    expect(meta(de)).toMatchObject({ language: 'de', isTarget: false });
    expect(meta(en)).toMatchObject({ language: 'en', isTarget: true });
    expect(violations).toEqual([]);
    expect(args.state.verdicts?.map((v) => v.verdict.language)).toEqual(['de', 'en']);
  });

  it('warn: reports a warn violation naming the language and message, and passes the text unchanged', async () => {
    const de = message(GERMAN, 'user', 'de');
    const { args, violations } = inputArgs([de]);
    await new LanguageDetector({ strategy: 'warn' }).processInput(args);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ action: 'warn', detail: { phase: 'input', language: 'de', messageId: 'de', targetLanguages: ['en'] } });
    expect(de.content.parts).toEqual([{ type: 'text', text: GERMAN }]);
  });

  it('block: aborts with the language in the reason and metadata', async () => {
    const { args, aborts } = inputArgs([message(GERMAN)]);
    await expect(new LanguageDetector({ strategy: 'block', targetLanguages: ['en', 'fr'] }).processInput(args)).rejects.toSatisfy((e: unknown) => TripWire.isInstance(e));
    expect(aborts[0]?.message).toBe('Input language de is not one of en, fr');
    expect(aborts[0]?.metadata).toMatchObject({ language: 'de' });
  });

  it('a target language, a short text, an assistant message and an undetermined text all pass under block', async () => {
    const detector = new LanguageDetector({ strategy: 'block', targetLanguages: ['German'] });
    const { args } = inputArgs([message(GERMAN), message('Hello you', 'user', 's'), message(ENGLISH, 'assistant', 'a'), message('12345 !!! 🙂 ...', 'user', 'n')]);
    await expect(detector.processInput(args)).resolves.toBe(args.messages);
    expect(args.messages.map(meta).map((m) => m?.language)).toEqual(['de', undefined, undefined, undefined]);
  });

  it('translate: rewrites the message through the model, keeps the original in metadata, and the prompt keeps the text out of the instructions', async () => {
    const { model, calls } = translator(() => 'The train to the coast was late again.');
    const de = message(GERMAN);
    const { args, violations } = inputArgs([de]);
    await new LanguageDetector({ strategy: 'translate', model }).processInput(args);
    expect(de.content.parts).toEqual([{ type: 'text', text: 'The train to the coast was late again.' }]);
    expect(meta(de)).toMatchObject({ language: 'de', translatedTo: 'en', originalText: GERMAN });
    expect(violations[0]).toMatchObject({ action: 'warn', message: 'Input in de, translated to en' });
    const system = calls[0]?.prompt[0];
    expect(system?.role === 'system' && system.content).toContain('from German into English');
    expect(JSON.stringify(system)).not.toContain('Küste');
    expect(JSON.stringify(calls[0]?.prompt[1])).toContain('Küste');
  });

  it('translate with preserveOriginal false drops the original; translateTo picks the language', async () => {
    const { model, calls } = translator(() => 'Le train était en retard.');
    const de = message(GERMAN);
    const { args } = inputArgs([de]);
    await new LanguageDetector({ strategy: 'translate', model, targetLanguages: ['en', 'fr'], translateTo: 'fr', preserveOriginal: false }).processInput(args);
    expect(meta(de)).toEqual({ language: 'de', confidence: expect.any(Number) as number, isTarget: false, translatedTo: 'fr' });
    expect(JSON.stringify(calls[0]?.prompt[0])).toContain('into French');
  });

  it('translate fails closed: a failing or empty model answer throws LanguageTranslationError naming the hook', async () => {
    for (const reply of [new Error('provider down'), '  ']) {
      const { model } = translator(() => reply);
      const { args } = inputArgs([message(GERMAN)]);
      const error = await new LanguageDetector({ strategy: 'translate', model }).processInput(args).catch((e: unknown) => e);
      expect(LanguageTranslationError.isInstance(error)).toBe(true);
      expect((error as LanguageTranslationError).code).toBe('LANGUAGE_TRANSLATION_FAILED');
      expect((error as Error).message).toMatch(/^\[processor language-detector\] processInput: /);
    }
  });

  it('translate has a deadline: a model that never answers (and ignores aborts) fails closed after timeoutMs, and its call is aborted', async () => {
    const signals: AbortSignal[] = [];
    const model = new MockLanguageModelV3({
      doGenerate: (options) => {
        if (options.abortSignal !== undefined) signals.push(options.abortSignal);
        return new Promise<never>(() => undefined);
      },
    });
    const { args } = inputArgs([message(GERMAN)]);
    const started = Date.now();
    const error = await new LanguageDetector({ strategy: 'translate', model, timeoutMs: 50 }).processInput(args).catch((e: unknown) => e);
    expect(LanguageTranslationError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('did not settle within 50 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('check.input false and includeDetectionDetails false leave the messages alone', async () => {
    const de = message(GERMAN);
    const { args } = inputArgs([de]);
    expect(await new LanguageDetector({ check: { input: false } }).processInput(args)).toBeUndefined();
    expect(await new LanguageDetector({ includeDetectionDetails: false }).processInput(args)).toBeUndefined();
    expect(de.content.metadata).toBeUndefined();
  });
});

describe('LanguageDetector options', () => {
  it('rejects a misspelt key with a LanguageOptionsError naming the nearest key', () => {
    const error = (() => {
      try {
        new LanguageDetector({ targetLanguage: ['en'] } as never);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(LanguageOptionsError.isInstance(error)).toBe(true);
    expect((error as LanguageOptionsError).code).toBe('LANGUAGE_INVALID_OPTIONS');
    expect((error as Error).message).toContain('targetLanguages');
  });

  it('rejects unknown languages, translate without a model, an empty target list and a bad threshold', () => {
    for (const bad of [{ targetLanguages: ['elvish'] }, { strategy: 'translate' }, { targetLanguages: [] }, { threshold: 2 }, { stream: { windowChars: 4 } }]) {
      expect(() => new LanguageDetector(bad as never)).toThrow(LanguageOptionsError);
    }
    expect(() => new LanguageDetector({ targetLanguages: ['EN', 'German', 'fr'] })).not.toThrow();
  });
});

/**
 * Streams `text` in `size`-character deltas of part `t` through the detector's hook, then core's
 * `model-response-end` marker as hosts send it (dropped from `out`, as hosts drop it).
 */
async function stream(detector: LanguageDetector, text: string, size = 3) {
  const created = createHookContext<LanguageDetectorState>({ processorId: 'language-detector' });
  const out: ChunkType[] = [];
  const parts: ChunkType[] = [chunk('text-start', { id: 't' })];
  for (let i = 0; i < text.length; i += size) parts.push(chunk('text-delta', { id: 't', text: text.slice(i, i + size) }));
  parts.push(chunk('text-end', { id: 't' }), chunk('model-response-end', { stepNumber: 0 }));
  let error: unknown;
  for (const part of parts) {
    try {
      const args = { ...created.context, part, streamParts: [], messageList: new MessageList() } as ProcessOutputStreamArgs<LanguageDetectorState>;
      const result = await detector.processOutputStream(args);
      for (const c of Array.isArray(result) ? result : [result]) if (c.type !== 'model-response-end') out.push(c);
    } catch (e) {
      error = e;
      break;
    }
  }
  return { out, error, ...created };
}

describe('LanguageDetector.processOutputStream', () => {
  it('block: holds each window until judged; a German answer never reaches the client', async () => {
    const { out, error, aborts } = await stream(new LanguageDetector({ strategy: 'block' }), `${GERMAN} ${GERMAN}`);
    expect(TripWire.isInstance(error)).toBe(true);
    expect(aborts[0]?.message).toBe('Output language de is not one of en');
    expect(textOf(out)).toBe('');
  });

  it('block: an English answer reaches the client whole and unchanged, text-end last', async () => {
    const text = `${ENGLISH} ${ENGLISH} ${ENGLISH}`;
    const { out, error } = await stream(new LanguageDetector({ strategy: 'block' }), text);
    expect(error).toBeUndefined();
    expect(textOf(out)).toBe(text);
    expect(out.at(-1)?.type).toBe('text-end');
  });

  it('warn: releases every delta at once, judges every window, and reports each other language once per part', async () => {
    const text = `${GERMAN} ${GERMAN}`; // 171 characters: one full window of 120, then the rest at text-end
    const { out, violations, context } = await stream(new LanguageDetector({ strategy: 'warn' }), text);
    expect(textOf(out)).toBe(text);
    expect(out.filter((c) => c.type === 'text-delta').length).toBe(Math.ceil(text.length / 3));
    expect(violations.map((v) => v.detail)).toEqual([expect.objectContaining({ phase: 'output', language: 'de' })]);
    expect(context.state.verdicts?.map((v) => v.verdict.language)).toEqual(['de', 'de']);
  });

  it('warn: a part that changes language is reported again for the new language', async () => {
    const text = `${GERMAN} ${ENGLISH} ${ENGLISH} ${GERMAN} ${GERMAN}`;
    const { violations } = await stream(new LanguageDetector({ strategy: 'warn', stream: { windowChars: 60 } }), text, 60);
    const reported = violations.map((v) => (v.detail as { language: string }).language);
    expect(reported.length).toBeGreaterThanOrEqual(2);
    expect(reported.every((language) => language === 'de')).toBe(true);
  });

  it('translate: a German part is held to its end and sent as one translated delta; an English part passes', async () => {
    const { model } = translator(() => 'The train was late.');
    const detector = new LanguageDetector({ strategy: 'translate', model });
    const german = await stream(detector, GERMAN);
    expect(german.out.map((c) => c.type)).toEqual(['text-start', 'text-delta', 'text-end']);
    expect(textOf(german.out)).toBe('The train was late.');
    const english = await stream(detector, `${ENGLISH} ${ENGLISH}`);
    expect(textOf(english.out)).toBe(`${ENGLISH} ${ENGLISH}`);
  });

  it('detect: records output verdicts in the request state, passes everything', async () => {
    const { out, context, violations } = await stream(new LanguageDetector(), GERMAN);
    expect(textOf(out)).toBe(GERMAN);
    expect(violations).toEqual([]);
    expect(context.state.verdicts?.map((v) => [v.phase, v.verdict.language])).toEqual([['output', 'de']]);
  });

  it('reasoning and tool input are not judged: they pass unchanged under block', async () => {
    const created = createHookContext<LanguageDetectorState>();
    const detector = new LanguageDetector({ strategy: 'block' });
    for (const part of [chunk('reasoning-delta', { id: 'r', text: GERMAN }), chunk('tool-call-delta', { toolCallId: 'c', argsTextDelta: GERMAN })]) {
      const result = await detector.processOutputStream({ ...created.context, part, streamParts: [], messageList: new MessageList() });
      expect(Array.isArray(result) ? result : [result]).toEqual([part]);
    }
  });

  it('check.outputStream false passes the chunk itself', () => {
    const part = chunk('text-delta', { id: 't', text: GERMAN });
    const created = createHookContext<LanguageDetectorState>();
    expect(new LanguageDetector({ check: { outputStream: false } }).processOutputStream({ ...created.context, part, streamParts: [], messageList: new MessageList() })).toBe(part);
  });
});
