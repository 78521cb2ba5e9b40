import { describe, expect, it } from 'vitest';
import type { CategoryScores, ClassifyOptions, ModerationClassifier } from '../../classifier.js';
import { ModerationClassifierError } from '../../errors/moderation-classifier-error.js';
import { ModerationOptionsError } from '../../errors/moderation-options-error.js';
import { cascade } from './cascade.js';

const categories = [{ name: 'violence', description: 'violent content' }];
const call = (abortSignal = new AbortController().signal): ClassifyOptions => ({ abortSignal, categories });

/** A classifier scoring `violence` from a table (0 for other texts), recording every call. */
function scripted(id: string, table: Record<string, number>) {
  const calls: string[][] = [];
  const classifier: ModerationClassifier & { calls: string[][] } = {
    id,
    calls,
    classify: (texts) => {
      calls.push([...texts]);
      return Promise.resolve(texts.map((text): CategoryScores => ({ violence: table[text] ?? 0 })));
    },
  };
  return classifier;
}

/** A classifier that fails every call with `error`. */
function failing(id: string, error: Error): ModerationClassifier {
  return { id, classify: () => Promise.reject(error) };
}

/** A classifier that answers only when its signal aborts (then rejects with the signal's reason). */
function hanging(id: string): ModerationClassifier & { started: number } {
  const classifier = {
    id,
    started: 0,
    classify: (_texts: readonly string[], { abortSignal }: ClassifyOptions) => {
      classifier.started++;
      return new Promise<CategoryScores[]>((_, reject) => {
        abortSignal.addEventListener('abort', () => {
          reject(abortSignal.reason as Error);
        });
      });
    },
  };
  return classifier;
}

describe('cascade()', () => {
  it('sends only uncertain texts to the next stage, in one call, and keeps the order of answers', async () => {
    const cheap = scripted('cheap', { sure: 0.95, maybe: 0.5, borderline: 0.2 });
    const expensive = scripted('expensive', { maybe: 0.05, borderline: 0.7 });
    const classifier = cascade([cheap, expensive]);
    const scores = await classifier.classify(['clean', 'sure', 'maybe', 'borderline'], call());
    expect(scores).toEqual([{ violence: 0 }, { violence: 0.95 }, { violence: 0.05 }, { violence: 0.7 }]);
    expect(expensive.calls).toEqual([['maybe', 'borderline']]);
    expect(classifier.stats()).toEqual({
      texts: 4,
      escalated: 2,
      saved: 2,
      stages: [
        { id: 'cheap', texts: 4, calls: 1 },
        { id: 'expensive', texts: 2, calls: 1 },
      ],
    });
    expect(classifier.id).toBe('cascade(cheap > expensive)');
  });

  it('makes no call to the expensive stage when every text is confident', async () => {
    const expensive = scripted('expensive', {});
    const classifier = cascade([scripted('cheap', { sure: 0.9, alsoSure: 1 }), expensive]);
    await classifier.classify(['clean', 'sure', 'alsoSure', 'another clean one'], call());
    await classifier.classify(['clean again'], call());
    expect(expensive.calls).toEqual([]);
    expect(classifier.stats()).toMatchObject({ texts: 5, escalated: 0, saved: 5 });
  });

  it('takes its band from `uncertain`: min 0 escalates every text not confidently flagged', async () => {
    const expensive = scripted('expensive', {});
    const classifier = cascade([scripted('cheap', { sure: 0.8 }), expensive], { uncertain: { min: 0, max: 0.8 } });
    await classifier.classify(['clean', 'sure'], call());
    expect(expensive.calls).toEqual([['clean']]);
  });

  it('judges uncertainty on the checked categories only', async () => {
    const cheap: ModerationClassifier = { id: 'cheap', classify: (texts) => Promise.resolve(texts.map(() => ({ violence: 0, other: 0.5 }))) };
    const expensive = scripted('expensive', {});
    await cascade([cheap, expensive]).classify(['x'], call());
    expect(expensive.calls).toEqual([]);
  });

  it('escalates through three stages, counting what the last one was spared', async () => {
    const last = scripted('last', {});
    const classifier = cascade([scripted('first', { a: 0.5, b: 0.5 }), scripted('second', { a: 0.5 }), last]);
    await classifier.classify(['a', 'b', 'c'], call());
    expect(last.calls).toEqual([['a']]);
    expect(classifier.stats()).toMatchObject({ texts: 3, escalated: 2, saved: 2 });
  });

  it('names the stage that failed: its own classifier error as it is, any other error as `failed`', async () => {
    const cheap = scripted('cheap', { maybe: 0.5 });
    const http = new ModerationClassifierError('HTTP 500', { classifierId: 'expensive', reason: 'http', status: 500 });
    await expect(cascade([cheap, failing('expensive', http)]).classify(['maybe'], call())).rejects.toBe(http);
    const error = await cascade([cheap, failing('judge', new Error('model overloaded'))])
      .classify(['maybe'], call())
      .catch((e: unknown) => e);
    expect(ModerationClassifierError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ classifierId: 'judge', reason: 'failed', message: '[classifier judge] model overloaded' });
  });

  it('rejects a stage answer with the wrong number of results as invalid-response of that stage', async () => {
    const short: ModerationClassifier = { id: 'short', classify: () => Promise.resolve([]) };
    await expect(cascade([short, scripted('expensive', {})]).classify(['x'], call())).rejects.toMatchObject({
      classifierId: 'short',
      reason: 'invalid-response',
    });
  });

  it('rethrows the abort reason of a cancelled call and calls no later stage', async () => {
    const controller = new AbortController();
    const judge = hanging('judge');
    const promise = cascade([scripted('cheap', { maybe: 0.5 }), judge]).classify(['maybe'], call(controller.signal));
    setTimeout(() => {
      controller.abort(new Error('run cancelled'));
    }, 10);
    await expect(promise).rejects.toThrow('run cancelled');
    expect(judge.started).toBe(1);

    const aborted = new AbortController();
    const later = scripted('later', {});
    const first: ModerationClassifier = {
      id: 'first',
      classify: (texts) => {
        aborted.abort(new Error('cancelled during the first stage'));
        return Promise.resolve(texts.map(() => ({ violence: 0.5 })));
      },
    };
    await expect(cascade([first, later]).classify(['x'], call(aborted.signal))).rejects.toThrow('cancelled during the first stage');
    expect(later.calls).toEqual([]);
  });

  it('validates its stages and band', () => {
    expect(() => cascade([scripted('only', {})])).toThrow(ModerationOptionsError);
    expect(() => cascade([scripted('a', {}), {} as never])).toThrow(ModerationOptionsError);
    expect(() => cascade([scripted('a', {}), scripted('b', {})], { uncertain: { min: 0.9, max: 0.1 } })).toThrow(ModerationOptionsError);
    expect(() => cascade([scripted('a', {}), scripted('b', {})], { uncertian: {} } as never)).toThrow(ModerationOptionsError);
  });
});
