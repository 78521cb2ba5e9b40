import { describe, expect, it } from 'vitest';
import { find } from '../../test/find.js';
import { drivingLicenceValid, nhsValid, ninoValid } from './gb.js';

const gb = (text: string) => find(text, { locales: ['gb'], phoneRegion: 'GB' });

describe('UK national identifiers (locales: gb)', () => {
  it('checks NHS numbers mod 11', () => {
    for (const valid of ['9434765919', '4010232137', '2213951837', '0032698674']) expect(nhsValid(valid)).toBe(true);
    expect(nhsValid('9434765918')).toBe(false);
    expect(nhsValid('9434765910')).toBe(false);
  });

  it('reports an NHS number after a context word; grouped ones score 0.4 without (below the default threshold), bare ones 0.3', () => {
    expect(gb('NHS number 943 476 5919 seen')).toEqual([['UK_NHS', '943 476 5919']]);
    expect(gb('NHS no. 9434765919')).toEqual([['UK_NHS', '9434765919']]);
    expect(gb('patient 943 476 5919 seen')).toEqual([]);
    const lowered = { locales: ['gb'] as const, phoneRegion: 'GB', thresholds: { UK_NHS: 0.4 } };
    expect(find('id 401-023-2137', { ...lowered, locales: ['gb'] })).toEqual([['UK_NHS', '401-023-2137']]);
    expect(find('id 4010232137', { ...lowered, locales: ['gb'] })).toEqual([]);
    expect(gb('epoch 9434765919')).toEqual([]);
    expect(gb('patient 943 476 5918')).toEqual([]);
    expect(gb('range 12 943 476 5919')).toEqual([]); // part of a longer number
  });

  it('checks National Insurance numbers by the HMRC prefix and suffix rules', () => {
    expect(ninoValid('AB123456C')).toBe(true);
    expect(ninoValid('QQ123456C')).toBe(false); // Q never first
    expect(ninoValid('GB123456A')).toBe(false);
    expect(ninoValid('AB123456E')).toBe(false);
    expect(gb('NI AB 12 34 56 C.')).toEqual([['UK_NINO', 'AB 12 34 56 C']]);
    expect(gb('code AB123456C')).toEqual([['UK_NINO', 'AB123456C']]);
    expect(gb('code GB123456A and AB123456E')).toEqual([]);
  });

  it('reports postcodes and registrations only with a context word', () => {
    expect(gb('postcode SW1A 1AA')).toEqual([['UK_POSTCODE', 'SW1A 1AA']]);
    expect(gb('address: 10 Downing St, London EC1A 1BB')).toEqual([['UK_POSTCODE', 'EC1A 1BB']]);
    expect(gb('see SW1A 1AA')).toEqual([]);
    expect(gb('postcode SW1A 1AI')).toEqual([]); // I never in the inward code
    expect(gb('registration AB51 ABC')).toEqual([['UK_VEHICLE_REGISTRATION', 'AB51 ABC']]);
    expect(gb('model AB51 ABC')).toEqual([]);
    expect(gb('registration AB40 ABC')).toEqual([]); // no age identifier 40
  });

  it('checks DVLA driving licence numbers by their date fields', () => {
    expect(drivingLicenceValid('MORGA753116SM9IJ')).toBe(true);
    expect(drivingLicenceValid('MORGA713116SM9IJ')).toBe(false); // month 13
    expect(gb('licence MORGA753116SM9IJ')).toEqual([['UK_DRIVING_LICENCE', 'MORGA753116SM9IJ']]);
    expect(gb('passport 123456789')).toEqual([['UK_PASSPORT', '123456789']]);
    expect(gb('serial 123456789')).toEqual([]);
  });
});

describe('UK identifiers and phone numbers', () => {
  it('a grouped number that is also a valid phone of phoneRegion is reported as the phone (higher score), unless NHS context is near', () => {
    expect(find('call 943 476 5919', { locales: ['gb'] })).toEqual([['PHONE', '943 476 5919']]);
    expect(find('NHS number 943 476 5919', { locales: ['gb'] })).toEqual([['UK_NHS', '943 476 5919']]);
  });
});
