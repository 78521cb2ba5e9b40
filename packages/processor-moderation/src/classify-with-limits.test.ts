import { describe, expect, it } from 'vitest';
import type { ModerationClassifier } from './classifier.js';
import { classifyWithLimits } from './classify-with-limits.js';

const limits = (abortSignal = new AbortController().signal, timeoutMs = 1000) => ({ categories: [], timeoutMs, abortSignal });
const classifier = (classify: ModerationClassifier['classify']): ModerationClassifier => ({ id: 'c', classify });

describe('classifyWithLimits()', () => {
  it('returns valid scores', async () => {
    const c = classifier((texts) => Promise.resolve(texts.map(() => ({ hate: 0.2 }))));
    expect(await classifyWithLimits(c, ['a', 'b'], limits())).toEqual([{ hate: 0.2 }, { hate: 0.2 }]);
  });

  it('times out a classifier that ignores its signal', async () => {
    const c = classifier(() => new Promise(() => undefined));
    await expect(classifyWithLimits(c, ['a'], limits(undefined, 10))).rejects.toMatchObject({
      code: 'MODERATION_CLASSIFIER_ERROR',
      reason: 'timeout',
      classifierId: 'c',
    });
  });

  it('aborts the classifier signal on timeout', async () => {
    let seen: AbortSignal | undefined;
    const c = classifier((_, { abortSignal }) => {
      seen = abortSignal;
      return new Promise(() => undefined);
    });
    await classifyWithLimits(c, ['a'], limits(undefined, 10)).catch(() => undefined);
    expect(seen?.aborted).toBe(true);
  });

  it('rethrows the run signal reason when the run is cancelled', async () => {
    const controller = new AbortController();
    const c = classifier(() => new Promise(() => undefined));
    const promise = classifyWithLimits(c, ['a'], limits(controller.signal));
    controller.abort(new Error('stop'));
    await expect(promise).rejects.toThrow('stop');
    await expect(classifyWithLimits(c, ['a'], limits(controller.signal))).rejects.toThrow('stop');
  });

  it.each([
    ['not an array', () => ({})],
    ['wrong length', () => [{}, {}]],
    ['score out of range', () => [{ hate: 2 }]],
    ['score not a number', () => [{ hate: 'high' }]],
    ['null result', () => [null]],
  ])('rejects %s as invalid-response', async (_, make) => {
    const c = classifier(() => Promise.resolve(make() as never));
    await expect(classifyWithLimits(c, ['a'], limits())).rejects.toMatchObject({ reason: 'invalid-response' });
  });

  it.each([
    ['an empty result', { hate: 0.1 }, {}],
    ['differently named keys', { hate: 0.1 }, { Violence: 0.9, hateful: 0.9 }],
  ])('rejects %s as invalid-response when categories are checked (#17 schema drift)', async (_, good, drifted) => {
    const checked = { ...limits(), categories: [{ name: 'hate', description: 'hate' }, { name: 'violence', description: 'violence' }] };
    const c = classifier(() => Promise.resolve([good, drifted] as never));
    await expect(classifyWithLimits(c, ['a', 'b'], checked)).rejects.toMatchObject({
      reason: 'invalid-response',
      classifierId: 'c',
    });
    const fine = classifier(() => Promise.resolve([good, { violence: 0 }]));
    await expect(classifyWithLimits(fine, ['a', 'b'], checked)).resolves.toEqual([good, { violence: 0 }]);
  });

  it('wraps a thrown error as failed, keeping the cause', async () => {
    const cause = new Error('boom');
    const c = classifier(() => {
      throw cause;
    });
    await expect(classifyWithLimits(c, ['a'], limits())).rejects.toMatchObject({ reason: 'failed', cause });
  });
});
