import { describe, expect, it } from 'vitest';
import { lexicon, type LexiconOptions } from './lexicon.js';
import { ModerationOptionsError } from '../../errors/moderation-options-error.js';

const options = { abortSignal: new AbortController().signal, categories: [] };

async function score(text: string, classifier = lexicon()) {
  const [scores] = await classifier.classify([text], options);
  return scores!;
}

describe('lexicon()', () => {
  it('scores a threat as violence and harassment/threatening, with the parent category', async () => {
    const scores = await score('I am going to kill you tomorrow');
    expect(scores.violence).toBeGreaterThanOrEqual(0.5);
    expect(scores['harassment/threatening']).toBeGreaterThanOrEqual(0.5);
    expect(scores.harassment).toBeGreaterThanOrEqual(scores['harassment/threatening']!);
  });

  it('does not flag hard negatives', async () => {
    for (const text of [
      'How do I kill a Python process?',
      'I hate Mondays so much',
      'The suicide prevention hotline is open all night',
      'This new feature is killing it',
      'Sex education should start early',
    ]) {
      const scores = await score(text);
      expect(Math.max(0, ...Object.values(scores).map(Number)), text).toBeLessThan(0.5);
    }
  });

  it('reads intent toward a target through the normalization (#18)', async () => {
    for (const text of ['i am gonna st4b my l4ndlord', 'I\u200b will stab my landlord', 'I will s t a b my landlord', 'I wіll stab my landlord']) {
      expect((await score(text)).violence, text).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('lowers a term match in benign context, but not words merely passed on (#18)', async () => {
    expect((await score('I cut myself while cooking dinner'))['self-harm']).toBeLessThan(0.5);
    expect((await score('I cut myself again last night'))['self-harm']).toBeGreaterThanOrEqual(0.5);
    expect((await score('upstream said: kill yourself')).harassment).toBeGreaterThanOrEqual(0.5);
  });

  it('sees through leetspeak, spacing and homoglyphs', async () => {
    for (const text of ['k1ll y0urs3lf', 'k i l l yourself', 'kіll yourself']) {
      expect((await score(text)).harassment, text).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('uses the obscenity dataset for slurs', async () => {
    expect((await score('you are a k1ke')).hate).toBeGreaterThanOrEqual(0.5);
    expect((await score('you are a kike', lexicon({ profanity: false }))).hate ?? 0).toBeGreaterThan(0);
  });

  it('accepts extra terms, including for custom categories', async () => {
    const classifier = lexicon({ terms: { competitors: [['acme corp', 0.9]] } });
    expect((await score('Try ACME Corp instead', classifier)).competitors).toBeCloseTo(0.9);
  });

  it('returns one result per text, in order', async () => {
    const results = await lexicon().classify(['hello', 'kill yourself'], options);
    expect(results).toHaveLength(2);
    expect(results[0]).toEqual({});
    expect(results[1]!.harassment).toBeGreaterThan(0.5);
  });

  it('scores a text seen before exactly as the first time, with or without its cache', async () => {
    const cached = lexicon();
    const uncached = lexicon({ cacheChars: 0 });
    const texts = ['I am going to kill you tomorrow', 'hello', 'you are a k1ke'];
    const first = await cached.classify(texts, options);
    expect(await cached.classify(texts, options)).toEqual(first);
    expect(await uncached.classify(texts, options)).toEqual(first);
  });

  it('rejects invalid options with a ModerationOptionsError naming each path, never the value', () => {
    const issues = (options: unknown): string[] => {
      try {
        lexicon(options as LexiconOptions);
      } catch (error) {
        if (ModerationOptionsError.isInstance(error)) {
          expect(error.message).not.toContain('zzsecret');
          return error.issues.map((issue) => issue.path);
        }
        throw error;
      }
      return [];
    };
    expect(issues({ cacheChars: -1 })).toEqual(['cacheChars']);
    expect(issues({ cacheChars: 1.5 })).toEqual(['cacheChars']);
    expect(issues({ profanty: false })).toEqual(['profanty']);
    expect(issues({ terms: { violence: [['zzsecret', 2]] } })).toEqual(['terms.violence.0.1']);
    expect(issues({ terms: { violence: [['ok term', 0.5], ['<zzsecret> x', 0.5]] } })).toEqual(['terms.violence.1']);
    expect(issues({ terms: { violence: [['zzsecret (', 0.5]] } })).toEqual(['terms.violence.0']);
    expect(issues({ terms: { custom: [['acme corp', 0.9]] }, profanity: false, cacheChars: 0 })).toEqual([]);
  });
});

describe('lexicon() against obfuscation that used to bypass it (#17)', () => {
  it.each([
    ['a variation selector', 'kill\uFE0F yourself'],
    ['a tag character', 'ki\u{E0041}ll yourself'],
    ['U+180E', 'ki\u180Ell yourself'],
    ['a Hangul filler', 'ki\u3164ll your\uFFA0self'],
    ['tabs', 'k\ti\tl\tl yourself'],
    ['commas', 'k,i,l,l yourself'],
    ['slashes', 'k/i/l/l yourself'],
    ['ki11', 'ki11 yourself'],
    ['|<ill', '|<ill yourself'],
  ])('scores a threat hidden with %s', async (_, text) => {
    expect((await score(text)).harassment, text).toBeGreaterThanOrEqual(0.5);
  });

  it.each(['\u3164', '\uFE0F', '\u{E0020}', '\u180E', '\u200B'])(
    'finds a dataset slur split by an invisible character (%j)',
    async (char) => {
      expect((await score(`you are a n${char}igger`)).hate).toBeGreaterThanOrEqual(0.5);
    },
  );
});

describe('lexicon(): group derogation and in-group self-reference', () => {
  it('flags derogation of a protected group without a listed term, and not its negation', async () => {
    expect((await score('honestly I cannot stand refugees')).hate).toBeGreaterThanOrEqual(0.5);
    expect((await score('refugees are not parasites')).hate ?? 0).toBeLessThan(0.5);
  });

  it('lowers a slur the speaker applies to themself, not one aimed at someone', async () => {
    expect((await score("I'm a proud dyke and I always will be")).hate ?? 0).toBeLessThan(0.5);
    expect((await score('shut up you dyke')).hate).toBeGreaterThanOrEqual(0.5);
  });
});
