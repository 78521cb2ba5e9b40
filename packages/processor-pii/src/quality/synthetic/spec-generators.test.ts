import { Faker, base, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import {
  dniLetter,
  hetuCheckCharacter,
  iso7064Mod11_10,
  luhnCheckDigit,
  nhsCheckDigit,
  peselCheckDigit,
  tcKimlikComplete,
  tfnValid,
  ukPostcode,
  ukVehicleRegistration,
} from './spec-generators.js';

// Published examples of each identifier (issuers' documentation and specimen numbers), so the
// corpus generators are checked against the specs, not against this package's validators.
describe('spec generators', () => {
  it('compute the published check digits', () => {
    expect(nhsCheckDigit('943476591')).toBe(9); // NHS 943 476 5919
    expect(tfnValid('123456782')).toBe(true); // ATO's example TFN
    expect(tfnValid('123456789')).toBe(false);
    expect(peselCheckDigit('4405140135')).toBe(9); // PESEL 44051401359
    expect(tcKimlikComplete('100000001')).toBe('10000000146');
    expect(luhnCheckDigit('04645428')).toBe(6); // SIN 046 454 286
    expect(luhnCheckDigit('80840123456789')).toBe(3); // NPI 1234567893 (CMS example)
    expect(luhnCheckDigit('800101500908')).toBe(7); // SA ID 8001015009087
    expect(luhnCheckDigit('811218987')).toBe(6); // personnummer 811218-9876 (Skatteverket)
    expect(hetuCheckCharacter('131052308')).toBe('T'); // henkilötunnus 131052-308T (DVV)
    expect(dniLetter(12_345_678)).toBe('Z');
    expect(dniLetter(1_234_567)).toBe('L'); // NIE X1234567L
    expect(iso7064Mod11_10('8609574271')).toBe(9); // Steuer-ID 86095742719 (BZSt test number)
  });

  it('write UK postcodes and plates in the Royal Mail and DVLA formats', () => {
    const f = new Faker({ locale: [en, base] });
    f.seed(1);
    for (let i = 0; i < 200; i++) {
      expect(ukPostcode(f)).toMatch(/^[A-Z]{1,2}\d [0-9][ABD-HJLNP-UW-Z]{2}$/);
      expect(ukVehicleRegistration(f)).toMatch(/^[A-HK-PRSVWY][A-HJ-PR-Y](0[2-9]|1\d|2[0-5]|5[2-9]|6\d|7[0-5]) [A-HJ-PR-Z]{3}$/);
    }
  });
});
