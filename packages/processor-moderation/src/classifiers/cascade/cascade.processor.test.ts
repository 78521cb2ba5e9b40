import { createHookContext, ScriptedModel } from '@sluice/conformance';
import { TripWire } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import type { CategoryScores, ModerationClassifier } from '../../classifier.js';
import { ModerationProcessor } from '../../moderation-processor.js';
import { recordingMessageList, textMessage } from '../../test/fixtures.js';
import { lexicon } from '../lexicon/lexicon.js';
import { llmJudge } from '../llm-judge/llm-judge.js';
import { cascade } from './cascade.js';

/** A stand-in for a model judge: clears "cooking", flags threats; records the texts it gets. */
function contextJudge() {
  const seen: string[] = [];
  const judge: ModerationClassifier & { seen: string[] } = {
    id: 'judge',
    seen,
    classify: (texts, { categories }) => {
      seen.push(...texts);
      return Promise.resolve(
        texts.map((text): CategoryScores => {
          const flagged = !text.includes('cooking');
          return Object.fromEntries(categories.map((c) => [c.name, flagged && c.name === 'violence' ? 0.9 : 0]));
        }),
      );
    },
  };
  return judge;
}

function check(processor: ModerationProcessor, text: string) {
  const hc = createHookContext({ processorId: processor.id, hook: 'processInput' });
  const promise = processor.processInput({
    ...hc.context,
    messages: [textMessage('m1', 'user', text)],
    systemMessages: [],
    messageList: recordingMessageList().list,
  });
  return { promise, hc };
}

describe('ModerationProcessor with cascade([lexicon(), judge])', () => {
  it('lets the judge clear a lexicon false positive and never calls it for text with no term', async () => {
    const judge = contextJudge();
    const classifier = cascade([lexicon(), judge]);
    const processor = new ModerationProcessor({ classifier });
    await expect(check(processor, 'I cut myself while cooking').promise).resolves.toBeUndefined();
    await expect(check(processor, 'Have a nice day').promise).resolves.toBeUndefined();
    expect(judge.seen).toEqual(['I cut myself while cooking']);
    expect(classifier.stats()).toMatchObject({ texts: 2, escalated: 1, saved: 1 });
  });

  it('works with llmJudge(): the judge\'s "safe" clears the window, its "unsafe" S1 blocks it', async () => {
    const model = new ScriptedModel([
      { text: '{"results":[{"index":0,"verdict":"safe","violations":[]}]}' },
      { text: '{"results":[{"index":0,"verdict":"unsafe","violations":["S1"],"confidence":{"S1":0.7}}]}' },
    ]);
    const processor = new ModerationProcessor({ classifier: cascade([lexicon(), llmJudge({ model })]) });
    await expect(check(processor, 'I cut myself while cooking').promise).resolves.toBeUndefined();
    const { promise, hc } = check(processor, 'I will find you and stab you');
    await expect(promise).rejects.toSatisfy((e) => TripWire.isInstance(e));
    expect(hc.aborts[0]!.metadata).toMatchObject({ flags: [{ category: 'violence', score: 0.7 }] });
    expect(model.calls).toHaveLength(2);
  });

  it('blocks what the judge flags, and names the cascade in the tripwire', async () => {
    const processor = new ModerationProcessor({ classifier: cascade([lexicon(), contextJudge()]) });
    const { promise, hc } = check(processor, 'I will find you and stab you');
    await expect(promise).rejects.toSatisfy((e) => TripWire.isInstance(e));
    expect(hc.aborts[0]!.metadata).toMatchObject({ classifier: 'cascade(lexicon > judge)', flags: [{ category: 'violence', score: 0.9 }] });
  });

  it('a judge that hangs ends in the processor\'s timeout error, naming the cascade and its stages', async () => {
    const hangs: ModerationClassifier = {
      id: 'slow-judge',
      classify: (_texts, { abortSignal }) =>
        new Promise((_, reject) => {
          abortSignal.addEventListener('abort', () => {
            reject(abortSignal.reason as Error);
          });
        }),
    };
    const processor = new ModerationProcessor({ classifier: cascade([lexicon(), hangs]), timeoutMs: 50 });
    const error = await check(processor, 'I cut myself while cooking').promise.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'MODERATION_CLASSIFIER_ERROR', reason: 'timeout', classifierId: 'cascade(lexicon > slow-judge)' });
  });

  it('fail-closed: a failing judge fails the hook, the error naming the judge', async () => {
    const broken: ModerationClassifier = { id: 'broken-judge', classify: () => Promise.reject(new Error('model overloaded')) };
    const processor = new ModerationProcessor({ classifier: cascade([lexicon(), broken]) });
    const error = await check(processor, 'I cut myself while cooking').promise.catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'failed', classifierId: 'broken-judge', hook: 'processInput' });
  });
});
