import { createHookContext } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { lexicon } from './classifiers/lexicon/lexicon.js';
import { ModerationProcessor } from './moderation-processor.js';
import { recordingMessageList, textMessage } from './test/fixtures.js';

/** 4 MB of varied words with a threat at the end: about a second of lexicon work. */
const LONG_INPUT = `${Array.from({ length: 540_000 }, (_, i) => `word${i % 977}`).join(' ')} kill yourself`;

function checkLongInput(errorStrategy: 'fail-closed' | 'fail-open') {
  const processor = new ModerationProcessor({ errorStrategy, timeoutMs: 50 });
  const hc = createHookContext({ processorId: processor.id, hook: 'processInput' });
  const { list } = recordingMessageList();
  const promise = processor.processInput({
    ...hc.context,
    messages: [textMessage('m1', 'user', LONG_INPUT)],
    systemMessages: [],
    messageList: list,
  });
  return { promise, hc };
}

describe('timeoutMs bounds the default (synchronous) lexicon classifier (#17)', () => {
  it('fail-closed: a 4 MB input with timeoutMs 50 ends in a timeout error', async () => {
    expect(LONG_INPUT.length).toBeGreaterThan(4_000_000);
    await expect(checkLongInput('fail-closed').promise).rejects.toMatchObject({
      code: 'MODERATION_CLASSIFIER_ERROR',
      reason: 'timeout',
      classifierId: 'lexicon',
      hook: 'processInput',
    });
  });

  it('fail-open: a 4 MB input with timeoutMs 50 passes with a timeout warning', async () => {
    const { promise, hc } = checkLongInput('fail-open');
    await expect(promise).resolves.toBeUndefined();
    expect(hc.violations).toHaveLength(1);
    expect(hc.violations[0]).toMatchObject({ action: 'warn', detail: { error: { reason: 'timeout' } } });
  });

  it('without a tight limit the same input is judged whole, threat at its end included', async () => {
    const [scores] = await lexicon().classify([LONG_INPUT], { abortSignal: new AbortController().signal, categories: [] });
    expect(scores?.harassment).toBeGreaterThanOrEqual(0.5);
  });

  it('the lexicon stops between slices once its signal aborts', async () => {
    const controller = new AbortController();
    const promise = lexicon().classify([LONG_INPUT], { abortSignal: controller.signal, categories: [] });
    controller.abort(new Error('stop'));
    await expect(promise).rejects.toThrow('stop');
  });
});
