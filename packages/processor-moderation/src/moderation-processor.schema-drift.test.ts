import { createHookContext } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import type { CategoryScores, ModerationClassifier } from './classifier.js';
import { ModerationProcessor } from './moderation-processor.js';
import { recordingMessageList, textMessage } from './test/fixtures.js';

/** A classifier whose every answer is `result`: a shape that drifted from `CategoryScores`. */
const drifted = (result: unknown): ModerationClassifier => ({
  id: 'drifted',
  classify: (texts) => Promise.resolve(texts.map(() => result as CategoryScores)),
});

function check(classifier: ModerationClassifier, errorStrategy: 'fail-closed' | 'fail-open', id = 'mod-a') {
  const processor = new ModerationProcessor({ id, classifier, errorStrategy });
  const hc = createHookContext({ processorId: processor.id, hook: 'processInput' });
  const { list } = recordingMessageList();
  const promise = processor.processInput({
    ...hc.context,
    messages: [textMessage('m1', 'user', 'I will hurt you')],
    systemMessages: [],
    messageList: list,
  });
  return { promise, hc };
}

describe('ModerationProcessor and a classifier whose answers drifted (#17)', () => {
  it.each([
    ['{}', {}],
    ['differently named keys', { Violence: 0.99, violent: 0.99 }],
  ])('fail-closed: %s is a classifier error naming processor, hook and classifier', async (_, result) => {
    const error = await check(drifted(result), 'fail-closed').promise.catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'MODERATION_CLASSIFIER_ERROR',
      reason: 'invalid-response',
      processorId: 'mod-a',
      hook: 'processInput',
      classifierId: 'drifted',
    });
    expect((error as Error).message).toMatch(/^\[processor mod-a, hook processInput, classifier drifted\]/);
  });

  it('fail-open: passes with a warning instead of counting as judged clean silently', async () => {
    const { promise, hc } = check(drifted({}), 'fail-open');
    await expect(promise).resolves.toBeUndefined();
    expect(hc.violations).toHaveLength(1);
    expect(hc.violations[0]).toMatchObject({ action: 'warn', detail: { error: { reason: 'invalid-response' } } });
  });

  it('accepts an answer that scores a checked category, even at 0', async () => {
    const { promise, hc } = check(drifted({ violence: 0 }), 'fail-closed');
    await expect(promise).resolves.toBeUndefined();
    expect(hc.violations).toEqual([]);
  });
});
