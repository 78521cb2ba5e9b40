import { describe, expect, it } from 'vitest';
import { groupPrompt } from './group-prompt.js';
import { assistant, call, result, system, user } from './test/prompts.js';

describe('groupPrompt()', () => {
  it('keeps each tool call with its results and skips system messages', () => {
    const prompt = [system('s'), user('q'), call('a'), result('a'), assistant('x'), user('q2')];
    expect(groupPrompt(prompt)).toEqual([[1], [2, 3], [4], [5]]);
  });

  it('merges everything between a call and a late result', () => {
    const prompt = [user('q'), call('a'), result('b'), call('b'), user('z'), result('a')];
    expect(groupPrompt(prompt)).toEqual([[0], [1, 2, 3, 4, 5]]);
  });

  it('attaches an orphan tool message to the unit before it', () => {
    expect(groupPrompt([user('q'), result('zz'), assistant('x')])).toEqual([[0, 1], [2]]);
  });
});
