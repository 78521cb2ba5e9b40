import { createHookContext } from '@sluice/conformance';
import { TripWire, type StepResult } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { ModerationClassifierError } from './errors/moderation-classifier-error.js';
import { ModerationProcessor } from './moderation-processor.js';
import type { ModerationOptions } from './options.js';
import { markerClassifier, recordingMessageList, textMessage } from './test/fixtures.js';

function setup(options: ModerationOptions = {}, classifier = markerClassifier()) {
  const processor = new ModerationProcessor({ classifier, ...options });
  const hc = createHookContext({ processorId: processor.id, hook: 'processInput' });
  const { list, updates } = recordingMessageList();
  return { processor, hc, classifier, list, updates };
}

const input = [textMessage('m1', 'user', 'hello there'), textMessage('m2', 'user', 'FLAG this one')];

describe('ModerationProcessor processInput()', () => {
  it('passes clean input unchanged, in one classifier call', async () => {
    const { processor, hc, classifier, list } = setup();
    const out = await processor.processInput({ ...hc.context, messages: [input[0]!], systemMessages: [], messageList: list });
    expect(out).toBeUndefined();
    expect(classifier.calls).toEqual([['hello there']]);
  });

  it('block: aborts with the categories and scores, never the text', async () => {
    const { processor, hc, list } = setup({ strategy: 'block' });
    const run = processor.processInput({ ...hc.context, messages: input, systemMessages: [], messageList: list });
    await expect(run).rejects.toSatisfy((e) => TripWire.isInstance(e));
    const wire = hc.aborts[0]!;
    expect(wire.reason).toBe('Moderation flagged input: violence (0.90)');
    expect(wire.metadata).toMatchObject({ phase: 'input', classifier: 'marker', messageId: 'm2', flags: [{ category: 'violence', score: 0.9, threshold: 0.5 }] });
    expect(JSON.stringify(wire.metadata)).not.toContain('FLAG');
  });

  it('warn: reports and passes the input unchanged', async () => {
    const { processor, hc, list } = setup({ strategy: 'warn' });
    const out = await processor.processInput({ ...hc.context, messages: input, systemMessages: [], messageList: list });
    expect(out).toBeUndefined();
    expect(hc.violations).toHaveLength(1);
    expect(hc.violations[0]).toMatchObject({ action: 'warn', detail: { phase: 'input', messageId: 'm2' } });
  });

  it('filter: drops the flagged messages and reports them', async () => {
    const { processor, hc, list } = setup({ strategy: 'filter' });
    const out = await processor.processInput({ ...hc.context, messages: input, systemMessages: [], messageList: list });
    expect(out?.map((m) => m.id)).toEqual(['m1']);
    expect(hc.violations[0]).toMatchObject({ action: 'filter' });
  });

  it('respects per-category thresholds', async () => {
    const { processor, hc, list } = setup({ thresholds: { violence: 0.95 } });
    const out = await processor.processInput({ ...hc.context, messages: input, systemMessages: [], messageList: list });
    expect(out).toBeUndefined();
  });

  it('skips the phase when check.input is false', async () => {
    const { processor, hc, classifier, list } = setup({ check: { input: false } });
    await processor.processInput({ ...hc.context, messages: input, systemMessages: [], messageList: list });
    expect(classifier.calls).toEqual([]);
  });

  it('fail-closed: a failing classifier rejects with ModerationClassifierError', async () => {
    const { processor, hc, list } = setup({}, markerClassifier('FLAG', new Error('down')));
    const run = processor.processInput({ ...hc.context, messages: input, systemMessages: [], messageList: list });
    await expect(run).rejects.toMatchObject({ code: 'MODERATION_CLASSIFIER_ERROR', reason: 'failed' });
    await expect(run).rejects.toSatisfy((e) => ModerationClassifierError.isInstance(e));
  });

  it('fail-open: a failing classifier passes the input and reports a warning', async () => {
    const { processor, hc, list } = setup({ errorStrategy: 'fail-open' }, markerClassifier('FLAG', new Error('down')));
    const out = await processor.processInput({ ...hc.context, messages: input, systemMessages: [], messageList: list });
    expect(out).toBeUndefined();
    expect(hc.violations[0]).toMatchObject({ action: 'warn', detail: { phase: 'input', error: { code: 'MODERATION_CLASSIFIER_ERROR', reason: 'failed' } } });
  });

  it('caches per run: the same text is classified once across hooks', async () => {
    const { processor, hc, classifier, list } = setup({ strategy: 'warn' });
    const args = { ...hc.context, messages: input, systemMessages: [], messageList: list };
    await processor.processInput(args);
    await processor.processInput(args);
    expect(classifier.calls).toHaveLength(1);
    await processor.processInput({ ...args, state: {} });
    expect(classifier.calls).toHaveLength(2);
  });
});

describe('ModerationProcessor processToolResult()', () => {
  const toolArgs = { stepNumber: 0, toolName: 'search', toolCallId: 'call-1', args: { q: 'x' }, providerExecuted: undefined, systemMessages: [], steps: [] as StepResult[], messages: [] };

  it('block: aborts on a flagged result (objects are judged as JSON)', async () => {
    const { processor, hc, list } = setup();
    const run = processor.processToolResult({ ...hc.context, ...toolArgs, messageList: list, result: { body: 'FLAG' } });
    await expect(run).rejects.toSatisfy((e) => TripWire.isInstance(e));
    expect(hc.aborts[0]!.metadata).toMatchObject({ phase: 'tool-result', toolName: 'search', toolCallId: 'call-1' });
  });

  it('filter: replaces the result through updateToolInvocation', async () => {
    const { processor, hc, list, updates } = setup({ strategy: 'filter' });
    const out = await processor.processToolResult({ ...hc.context, ...toolArgs, messageList: list, result: 'FLAG' });
    expect(out).toBe(list);
    expect(updates[0]?.toolInvocation).toMatchObject({ state: 'result', toolCallId: 'call-1', result: '[tool result removed by moderation: violence]' });
  });

  it('warn: reports and leaves the result', async () => {
    const { processor, hc, list, updates } = setup({ strategy: 'warn' });
    const out = await processor.processToolResult({ ...hc.context, ...toolArgs, messageList: list, result: 'FLAG' });
    expect(out).toBeUndefined();
    expect(updates).toEqual([]);
    expect(hc.violations[0]).toMatchObject({ action: 'warn', detail: { phase: 'tool-result' } });
  });

  it('passes clean results without changes', async () => {
    const { processor, hc, list, updates } = setup({ strategy: 'filter' });
    expect(await processor.processToolResult({ ...hc.context, ...toolArgs, messageList: list, result: 'fine' })).toBeUndefined();
    expect(updates).toEqual([]);
  });
});

describe('ModerationProcessor processOutputResult()', () => {
  const result = { text: '', usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 }, finishReason: 'stop' as const, steps: [] };

  it('is off by default', async () => {
    const { processor, hc, classifier, list } = setup();
    await processor.processOutputResult({ ...hc.context, messages: [textMessage('a1', 'assistant', 'FLAG')], messageList: list, result });
    expect(classifier.calls).toEqual([]);
  });

  it('block: aborts on a flagged final answer', async () => {
    const { processor, hc, list } = setup({ check: { outputResult: true } });
    const run = processor.processOutputResult({ ...hc.context, messages: [textMessage('a1', 'assistant', 'FLAG')], messageList: list, result });
    await expect(run).rejects.toSatisfy((e) => TripWire.isInstance(e));
    expect(hc.aborts[0]!.metadata).toMatchObject({ phase: 'output-result', messageId: 'a1' });
  });

  it('filter: removes the text parts of flagged messages only', async () => {
    const { processor, hc, list } = setup({ check: { outputResult: true }, strategy: 'filter' });
    const messages = [textMessage('a1', 'assistant', 'FLAG'), textMessage('a2', 'assistant', 'fine')];
    const out = await processor.processOutputResult({ ...hc.context, messages, messageList: list, result });
    expect(out).toBe(list);
    expect(messages[0]!.content.parts).toEqual([]);
    expect(messages[1]!.content.parts).toEqual([{ type: 'text', text: 'fine' }]);
  });
});
