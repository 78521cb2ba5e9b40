import { describe, expect, it } from 'vitest';
import { find } from '../../test/find.js';
import { mod11_10CheckDigit } from '../checks/iso7064-mod11-10.js';
import { verhoeffValid } from '../checks/verhoeff.js';
import { aadhaarValid } from './in.js';
import { nricValid, uenValid } from './sg.js';

/**
 * Per type: a text where it is found (with its context word when the type needs one), the value
 * found, the same text with the check character or digit changed (never found), and a look-alike
 * without context (order numbers, timestamps, versions: never found).
 */
const CASES: { type: string; found: string; value: string; badCheck: string; lookAlike: string }[] = [
  { type: 'CA_SIN', found: 'SIN 130 692 544', value: '130 692 544', badCheck: 'SIN 130 692 545', lookAlike: 'order 130692544' },
  { type: 'AU_ABN', found: 'ABN 51 824 753 556', value: '51 824 753 556', badCheck: 'ABN 51 824 753 557', lookAlike: 'ts 51824753556' },
  { type: 'AU_ACN', found: 'ACN 004 085 616', value: '004 085 616', badCheck: 'ACN 004 085 617', lookAlike: 'ref 004 085 616' },
  { type: 'AU_TFN', found: 'tax file number 123 456 782', value: '123 456 782', badCheck: 'tax file number 123 456 783', lookAlike: 'invoice 123456782' },
  { type: 'AU_MEDICARE', found: 'Medicare card 2123 45670 1', value: '2123 45670 1', badCheck: 'Medicare card 2123 45671 1', lookAlike: 'build 2123456701' },
  { type: 'DE_TAX_ID', found: 'Steuer-ID: 86095742719', value: '86095742719', badCheck: 'Steuer-ID: 86095742718', lookAlike: 'Bestellung 86095742719' },
  { type: 'DE_VAT_ID', found: 'USt DE136695976', value: 'DE136695976', badCheck: 'USt DE136695975', lookAlike: 'build DE136695970' },
  { type: 'DE_PASSPORT', found: 'Reisepass C01X00T47', value: 'C01X00T47', badCheck: 'Reisepass A01X00T47', lookAlike: 'Artikel C01X00T47' },
  { type: 'DE_PENSION_NUMBER', found: 'RV 65 170839 J 003', value: '65 170839 J 003', badCheck: 'RV 65 170839 J 004', lookAlike: 'SKU 65170839J004' },
  { type: 'DE_HEALTH_INSURANCE_NUMBER', found: 'Krankenkasse A123456780', value: 'A123456780', badCheck: 'Krankenkasse A123456781', lookAlike: 'Teil A123456780' },
  { type: 'DE_LANR', found: 'LANR 123456601', value: '123456601', badCheck: 'LANR 123457601', lookAlike: 'Los 123456601' },
  { type: 'ES_NIF', found: 'DNI 12345678Z', value: '12345678Z', badCheck: 'DNI 12345678A', lookAlike: 'pedido 12345678-B' },
  { type: 'ES_NIE', found: 'NIE X-1234567-L', value: 'X-1234567-L', badCheck: 'NIE X-1234567-M', lookAlike: 'modelo Y1234567A' },
  { type: 'ES_PASSPORT', found: 'pasaporte AAA123456', value: 'AAA123456', badCheck: 'pasaporte AA1234567', lookAlike: 'lote AAA123456' },
  { type: 'IT_FISCAL_CODE', found: 'CF RSSMRA85T10A562S', value: 'RSSMRA85T10A562S', badCheck: 'CF RSSMRA85T10A562T', lookAlike: 'CODE RSSMRA85Z10A562S' },
  { type: 'IT_VAT_CODE', found: 'partita IVA 07643520567', value: '07643520567', badCheck: 'partita IVA 07643520568', lookAlike: 'ordine 07643520567' },
  { type: 'IT_PASSPORT', found: 'passaporto YA1234567', value: 'YA1234567', badCheck: 'passaporto YA123456', lookAlike: 'codice YA1234567' },
  { type: 'IT_IDENTITY_CARD', found: "carta d'identità CA00000AA", value: 'CA00000AA', badCheck: "carta d'identità CA0000AA", lookAlike: 'lotto CA00000AA' },
  { type: 'IT_DRIVER_LICENSE', found: 'patente MI1234567A', value: 'MI1234567A', badCheck: 'patente MI123456A', lookAlike: 'articolo MI1234567A' },
  { type: 'FI_PERSONAL_IDENTITY_CODE', found: 'hetu 131052-308T', value: '131052-308T', badCheck: 'hetu 131052-308U', lookAlike: 'v 131052-308' },
  { type: 'SE_PERSONNUMMER', found: 'personnummer 811228-9874', value: '811228-9874', badCheck: 'personnummer 811228-9875', lookAlike: 'order 8112289874' },
  { type: 'SE_ORGANISATIONSNUMMER', found: 'org.nr 556016-0680', value: '556016-0680', badCheck: 'org.nr 556016-0681', lookAlike: 'ärende 5560160680' },
  { type: 'PL_PESEL', found: 'PESEL 44051401359', value: '44051401359', badCheck: 'PESEL 44051401358', lookAlike: 'faktura 44051401359' },
  { type: 'KR_RRN', found: '주민등록번호 900101-1234568', value: '900101-1234568', badCheck: '주민등록번호 901301-1234568', lookAlike: 'ts 9001011234568' },
  { type: 'SG_NRIC_FIN', found: 'NRIC S1234567D', value: 'S1234567D', badCheck: 'NRIC S1234567A', lookAlike: 'part S1234567B' },
  { type: 'SG_UEN', found: 'UEN 00192200M', value: '00192200M', badCheck: 'UEN 00192200N', lookAlike: 'code 00192200M' },
  { type: 'IN_AADHAAR', found: 'Aadhaar 2345 6789 0124', value: '2345 6789 0124', badCheck: 'Aadhaar 2345 6789 0125', lookAlike: 'ts 234567890124' },
  { type: 'IN_PAN', found: 'PAN ABCPD1234E', value: 'ABCPD1234E', badCheck: 'PAN ABCQD1234E', lookAlike: 'SKU ABCQD1234E' },
  { type: 'IN_GSTIN', found: 'GSTIN 27AAPFU0939F1ZV', value: '27AAPFU0939F1ZV', badCheck: 'GSTIN 27AAPFU0939F1ZW', lookAlike: 'id 27AAPFU0939F1ZW' },
  { type: 'IN_VOTER', found: 'voter id ABC1234567', value: 'ABC1234567', badCheck: 'voter id AB12345678', lookAlike: 'ticket ABC1234567' },
  { type: 'IN_PASSPORT', found: 'passport J8369854', value: 'J8369854', badCheck: 'passport J836985', lookAlike: 'item J8369854' },
  { type: 'IN_VEHICLE_REGISTRATION', found: 'vehicle MH 12 AB 1234', value: 'MH 12 AB 1234', badCheck: 'vehicle XX 12 AB 1234', lookAlike: 'see MH 12 AB 1234' },
  { type: 'TH_TNIN', found: 'บัตรประชาชน 1-1017-00230-70-8', value: '1-1017-00230-70-8', badCheck: 'บัตรประชาชน 1-1017-00230-70-5', lookAlike: 'ts 1101700230708' },
  { type: 'PH_TIN', found: 'TIN 123-456-789-000', value: '123-456-789-000', badCheck: 'TIN 123-456-78-9000', lookAlike: 'ref 123-456-789-000' },
  { type: 'TR_TC_KIMLIK', found: 'TC Kimlik No: 10000000146', value: '10000000146', badCheck: 'TC Kimlik No: 10000000147', lookAlike: 'sipariş 10000000146' },
  { type: 'ZA_ID', found: 'ID number 8001015009087', value: '8001015009087', badCheck: 'ID number 8001015009088', lookAlike: 'ts 8001015009080' },
  { type: 'NG_VEHICLE_REGISTRATION', found: 'plate number LSD-234AA', value: 'LSD-234AA', badCheck: 'plate number LSD-23AA', lookAlike: 'model LSD-234AA' },
];

const all = (text: string) => find(text, { locales: 'all', types: [] });

describe('national identifiers (locales: all): valid, invalid check, look-alike', () => {
  it.each(CASES)('$type', ({ type, found, value, badCheck, lookAlike }) => {
    expect(all(found)).toEqual([[type, value]]);
    expect(all(badCheck).filter(([t]) => t === type)).toEqual([]);
    expect(all(lookAlike).filter(([t]) => t === type)).toEqual([]);
  });
});

describe('check helpers shared by several countries', () => {
  it('Verhoeff accepts the textbook 2363 and rejects a changed digit or a swap', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    expect(verhoeffValid('3263')).toBe(false);
  });

  it('ISO 7064 MOD 11,10 gives the Steuer-ID check digits', () => {
    for (const id of ['86095742719', '47036892816', '65929970489', '57549285017', '25768131411']) expect(mod11_10CheckDigit(id.slice(0, 10))).toBe(Number(id[10]));
  });

  it('an Aadhaar palindrome is never valid, and NRIC/FIN prefixes each use their table', () => {
    expect(aadhaarValid('234567890124')).toBe(true);
    for (const id of ['S1234567D', 'T1234567J', 'F1234567N', 'G1234567X', 'M1234567K']) expect(nricValid(id)).toBe(true);
    for (const id of ['S1234567A', 'T1234567D', 'F1234567X', 'G1234567N', 'M1234567X']) expect(nricValid(id)).toBe(false);
  });
});

describe('Singapore UEN check letters', () => {
  it('accepts python-stdnum\'s examples and two real companies, rejects a changed letter or a future year', () => {
    for (const uen of ['00192200M', '197401143C', 'S16FC0121D', 'T01FC6132D', '196800306E', '199201624D']) expect(uenValid(uen)).toBe(true);
    for (const uen of ['00192200N', '197401143D', 'S16FC0121E', 'T01XX6132D']) expect(uenValid(uen)).toBe(false);
    expect(uenValid('202612345K', new Date(Date.UTC(2027, 0, 1)))).toBe(true);
    expect(uenValid('202612345K', new Date(Date.UTC(2025, 0, 1)))).toBe(false); // year of issue in the future
  });

  it('reports a company or other-entity UEN without context, a business UEN only with one', () => {
    expect(find('billed to 199201624D', { locales: ['sg'], types: [] })).toEqual([['SG_UEN', '199201624D']]);
    expect(find('billed to S16FC0121D', { locales: ['sg'], types: [] })).toEqual([['SG_UEN', 'S16FC0121D']]);
    expect(find('billed to 00192200M', { locales: ['sg'], types: [] })).toEqual([]);
  });
});

describe('layouts with an optional part', () => {
  it('an AU Medicare number with its reference number is found whole', () => {
    expect(all('Medicare card 2123 45670 1 1')).toEqual([['AU_MEDICARE', '2123 45670 1 1']]);
    expect(all('Medicare card 2123 45670 1')).toEqual([['AU_MEDICARE', '2123 45670 1']]);
  });
});
