import { describe, expect, it } from 'vitest';
import { find } from '../../test/find.js';
import { abaRoutingValid, mbiValid, npiValid } from './us.js';

const us = (text: string) => find(text, { locales: ['us'] }).filter(([type]) => type !== 'PHONE');

describe('US national identifiers (locales: us)', () => {
  it('checks ABA routing numbers with the 3-7-1 checksum and the Federal Reserve prefix', () => {
    expect(abaRoutingValid('011000015')).toBe(true); // Federal Reserve Bank of Boston
    expect(abaRoutingValid('021000021')).toBe(true);
    expect(abaRoutingValid('021000022')).toBe(false); // checksum
    expect(abaRoutingValid('500000005')).toBe(false); // prefix 50 is not assigned
  });

  it('reports a routing number only after a context word', () => {
    expect(us('routing number 021000021.')).toEqual([['US_ABA_ROUTING', '021000021']]);
    expect(us('ABA: 0210-0002-1')).toEqual([['US_ABA_ROUTING', '0210-0002-1']]);
    expect(us('order 021000021 shipped')).toEqual([]);
    expect(us('routing number 021000022')).toEqual([]);
  });

  it('checks NPIs with Luhn over 80840 + the number', () => {
    expect(npiValid('1234567893')).toBe(true); // the CMS example
    expect(npiValid('1234567890')).toBe(false);
    expect(npiValid('3234567893')).toBe(false); // must start with 1 or 2
    expect(us('provider NPI 1234567893')).toEqual([['US_NPI', '1234567893']]);
    expect(us('ticket 1234567893')).toEqual([]);
  });

  it('finds Medicare Beneficiary Identifiers by their CMS layout', () => {
    expect(mbiValid('1EG4TE5MK73')).toBe(true);
    expect(us('MBI 1EG4-TE5-MK73 on file')).toEqual([['US_MBI', '1EG4-TE5-MK73']]);
    expect(us('card 1EG4TE5MK73')).toEqual([['US_MBI', '1EG4TE5MK73']]);
    expect(us('card 1SG4TE5MK73')).toEqual([]); // S never appears
    expect(us('card 0EG4TE5MK73')).toEqual([]);
  });

  it('reports passports, driver licences and bank accounts only with a context word', () => {
    expect(us('passport number: 912803456')).toEqual([['US_PASSPORT', '912803456']]);
    expect(us("driver's license D1234567")).toEqual([['US_DRIVER_LICENSE', 'D1234567']]);
    expect(us('bank account 12345678901')).toEqual([['US_BANK_NUMBER', '12345678901']]);
    expect(us('build 912803456, item D1234567, invoice 12345678901')).toEqual([]);
  });

  it('keeps SSN and ITIN (the default types) and adds nothing without the locale', () => {
    expect(find('routing number 021000021, SSN 536-22-8726', { locales: ['us'], types: ['EMAIL'] })).toEqual([
      ['US_ABA_ROUTING', '021000021'],
      ['US_SSN', '536-22-8726'],
    ]);
    expect(find('routing number 021000021, MBI 1EG4-TE5-MK73')).toEqual([]);
  });
});
