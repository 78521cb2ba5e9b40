import { describe, expect, it } from 'vitest';
import { normalizeText } from '../normalize-text.js';
import { isSelfReference } from './self-reference.js';

const reads = (text: string) => isSelfReference(normalizeText(text));

describe('isSelfReference()', () => {
  it.each([
    'As a queer woman myself, I use that word all the time',
    "I'm a proud dyke and I always will be",
    'We queers have to stick together',
    'my fellow immigrants, welcome',
    'We are reclaiming the word',
    'us dykes always find each other',
    'me and my friends went out',
    'I call myself a dyke and I love it',
    "yo what's good my brother",
    'Being a queer kid in a small town was hard',
    'love you, my fellow dykes',
    'you know us queers, always late',
    'honestly I love being a dyke',
    'I came out as a dyke when I was sixteen',
    'call me a fag all you want, I am still fabulous',
    'me and the other dykes are going dancing tonight',
    'fags like me grew up hiding, not anymore',
  ])('reads "%s" as in-group self-reference', (text) => {
    expect(reads(text)).toBe(true);
  });

  it.each([
    "I'm a proud dyke and you are a disgrace",
    'As a result, the build failed',
    'We hate those people',
    'they are proud of nothing',
    'let us go home',
    "I'm sick of it",
    "I'm a proud dyke, you are a loser",
    'us dykes rule, you fag',
    'people like me are sick of the fags',
    'christians like me are tired of those dykes',
    'the neighbours love being a nuisance to that dyke',
  ])('does not read "%s" as self-reference', (text) => {
    expect(reads(text)).toBe(false);
  });
});
