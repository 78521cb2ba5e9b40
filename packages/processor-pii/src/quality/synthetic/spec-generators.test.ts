import { Faker, base, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import {
  abnValid,
  acnCheckDigit,
  dniLetter,
  fiscalCodeCheck,
  gstinCheck,
  itFiscalCode,
  kvnrCheckDigit,
  nricCheckLetter,
  pensionCheckDigit,
  thaiIdCheckDigit,
  ukDrivingLicence,
  usMbi,
  verhoeffCheckDigit,
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

  it('compute the published check characters of the national ids added for every type', () => {
    expect(abnValid('51824753556')).toBe(true); // ATO's example ABN 51 824 753 556
    expect(abnValid('51824753557')).toBe(false);
    expect(acnCheckDigit('00408561')).toBe(6); // ASIC's example ACN 004 085 616
    expect(iso7064Mod11_10('13669597')).toBe(6); // USt-IdNr. DE136695976
    expect(pensionCheckDigit('65170839J00')).toBe(3); // DRV's example 65 170839 J 003
    expect(kvnrCheckDigit('A12345678')).toBe(0); // GKV's example A123456780
    expect(fiscalCodeCheck('RSSMRA85T10A562')).toBe('S'); // Agenzia delle Entrate's RSSMRA85T10A562S
    expect(nricCheckLetter('S', '1234567')).toBe('D'); // S1234567D
    expect(verhoeffCheckDigit('236')).toBe(3); // Verhoeff's 2363
    expect(gstinCheck('27AAPFU0939F1Z')).toBe('V'); // GSTN's example 27AAPFU0939F1ZV
    expect(thaiIdCheckDigit('110170023070')).toBe(8); // 1-1017-00230-70-8
  });

  it('write DVLA licences, codici fiscali and MBIs in their published layouts', () => {
    const f = new Faker({ locale: [en, base] });
    f.seed(2);
    for (let i = 0; i < 200; i++) {
      expect(ukDrivingLicence(f)).toMatch(/^[A-Z][A-Z9]{4}\d[0156]\d[0-3]\d\d[A-Z][A-Z9]9[A-Z]{2}$/);
      expect(itFiscalCode(f)).toMatch(/^[A-Z]{6}\d{2}[ABCDEHLMPRST][0-7]\d[A-Z]\d{3}[A-Z]$/);
      expect(usMbi(f)).toMatch(/^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y]{2}\d\d$/);
    }
  });
});
