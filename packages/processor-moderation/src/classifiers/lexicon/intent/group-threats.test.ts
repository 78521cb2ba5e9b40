import { describe, expect, it } from 'vitest';
import { intentWeights as weights } from './test/intent-weights.js';

const threat = (text: string) => weights(text)['hate/threatening'] ?? 0;

describe('readIntent(): threats and calls for harm against a group', () => {
  it.each([
    ['an intent marker and a harm verb', "I'm going to hunt down every immigrant in this town."],
    ['a phrasal harm verb', 'we will gun down those refugees'],
    ['a singular group after "the next"', 'gonna stab the next black guy who looks at me'],
    ['a gerund after "start"', 'Time to start killing refugees.'],
    ['an order at the start of the sentence', 'shoot all the gays'],
    ['"can\'t wait to"', 'i can not wait to torture some refugees'],
    ['a normative participle', 'all immigrants should be hanged'],
    ['a fate after a normative modal', 'Every Jew deserves to suffer.'],
    ['a relative clause before the modal', 'Women who speak up should be beaten.'],
    ['what the group deserves', 'gay people deserve a bullet'],
    ['a punishment in the future', "They're all going to hang, every last immigrant."],
    ['an addressed group told it will die', 'you muslims will die'],
    ['death wished', 'I want to see all gay people dead.'],
    ['a misspelt harm verb', 'im going to stba every refugee'],
    ['a harm verb run into "all"', 'I will killall immigrants'],
  ])('reads %s as a threat', (_, text) => {
    expect(threat(text)).toBeGreaterThanOrEqual(0.5);
    expect(weights(text).violence ?? 0).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ['a negated intent', 'I would never hurt a gay person.'],
    ['an intent that is someone else\'s', 'Anyone who wants to hurt trans people is a coward.'],
    ['a report of someone else\'s call', 'When he said gay people should be shot, I reported him.'],
    ['a condemned threat', 'Threatening to kill Muslims is a crime.'],
    ['a forecast of harm, not a call for it', 'Immigrants are going to suffer under this policy.'],
    ['care called for', 'Someone should help those refugees at the border.'],
    ['what a group deserves that is good', 'Trans people deserve to live in peace.'],
    ['protection promised', 'We will protect every muslim in this town from harm.'],
    ['a call denied for everyone', 'No one deserves to die for who they love.'],
    ['a harm verb with a thing as its object', "I'm going to kill it at the gay pride karaoke tonight."],
  ])('does not read %s as a threat', (_, text) => {
    expect(threat(text)).toBeLessThan(0.5);
    expect(weights(text).violence ?? 0).toBeLessThan(0.5);
  });
});
