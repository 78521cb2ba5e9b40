import { describe, expect, it } from 'vitest';
import { medicareValid } from './au.js';
import { taxIdValid } from './de.js';
import { nieValid } from './es.js';
import { hetuValid } from './fi.js';
import { fiscalCodeValid } from './it.js';
import { rrnValid } from './kr.js';
import { peselValid } from './pl.js';
import { personnummerValid } from './se.js';

// Edge rules of the validators that the per-type cases do not reach.
describe('national validators: encoded dates and special forms', () => {
  it('PESEL carries the century in the month (+20 for the 2000s)', () => {
    expect(peselValid('02231512347')).toBe(true); // 15 March 2002
    expect(peselValid('02131512344')).toBe(false); // month 13 does not exist (check digit right)
  });

  it('a samordningsnummer is a personnummer whose day is raised by 60', () => {
    expect(personnummerValid('8112889871')).toBe(true); // day 88 = 28 + 60
    expect(personnummerValid('8112329878')).toBe(false); // day 32 (Luhn right)
    expect(personnummerValid('19811228-9874')).toBe(true); // twelve-digit form
  });

  it('HETU: century sign A (2000s) and the individual number range', () => {
    expect(hetuValid('010101A123N')).toBe(true);
    expect(hetuValid('010101A123P')).toBe(false);
    expect(hetuValid('010101A900R')).toBe(false); // 900-999 are never issued (check right)
    expect(hetuValid('290201A123J')).toBe(false); // 29 February 2001 (check right)
  });

  it('codice fiscale: a digit replaced by its omocodia letter still checks', () => {
    expect(fiscalCodeValid('RSSMRA85T10A56NH')).toBe(true);
    expect(fiscalCodeValid('RSSMRA85T10A56AH')).toBe(false); // A is no omocodia letter
    expect(fiscalCodeValid('RSSMRA85Z10A562S')).toBe(false); // Z is no month letter
  });

  it('Steuer-ID: a valid check digit is not enough without a repeated digit', () => {
    expect(taxIdValid('12345678903')).toBe(false); // ten distinct digits
    expect(taxIdValid('86095742719')).toBe(true);
  });

  it('NIE: Y and Z stand for 1 and 2', () => {
    expect(nieValid('Y1234567X')).toBe(true);
    expect(nieValid('Z1234567R')).toBe(true);
    expect(nieValid('Z1234567X')).toBe(false);
  });

  it('RRN: the seventh digit gives the century (foreigners included)', () => {
    expect(rrnValid('900101-1234568')).toBe(true);
    expect(rrnValid('901301-1234565')).toBe(false); // month 13 (check digit right)
  });

  it('Medicare: the individual reference number may follow the card number', () => {
    expect(medicareValid('2123456701')).toBe(true);
    expect(medicareValid('21234567011')).toBe(true);
    expect(medicareValid('21234567010')).toBe(false); // reference numbers are 1-9
    expect(medicareValid('7123456751')).toBe(false); // first digit 2-6 (check digit right)
  });
});
