import { describe, expect, it } from 'vitest';
import { hasContextWordBefore } from './context-words.js';

const before = (text: string, words: string[]) => hasContextWordBefore(`${text} 123`, text.length + 1, words);

describe('hasContextWordBefore', () => {
  it('finds a word at a word start, in any case', () => {
    expect(before('TIN:', ['tin'])).toBe(true);
    expect(before('my Steuer-ID lautet', ['steuer-id'])).toBe(true);
    expect(before('Reisepassnummer', ['reisepass'])).toBe(true); // a long word may continue (German compounds)
  });

  it('ignores a word inside another word, and short words that continue', () => {
    expect(before('setting', ['tin'])).toBe(false);
    expect(before('final', ['fin'])).toBe(false);
    expect(before('panel', ['pan'])).toBe(false);
    expect(before('FIN-Nr.', ['fin'])).toBe(true);
  });

  it('reads only the window before the position', () => {
    expect(hasContextWordBefore(`passport ${'x '.repeat(30)}123`, 69, ['passport'])).toBe(false);
    expect(hasContextWordBefore(`passport ${'x '.repeat(10)}123`, 29, ['passport'])).toBe(true);
  });

  it('a word of a script written without spaces counts inside a longer word', () => {
    expect(before('เลขบัตรประชาชน', ['บัตรประชาชน'])).toBe(true);
    expect(before('본인의주민등록번호', ['주민등록번호'])).toBe(true);
  });
});
