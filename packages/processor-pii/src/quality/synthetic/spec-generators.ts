/**
 * Values faker has no generator for, WRITTEN HERE from the published formats (not from this
 * package's recognizers or validators, which were not read or called to write them): US SSN and
 * ITIN (SSA and IRS issuing rules), provider key formats (AWS, GitHub, Slack, Stripe, OpenAI),
 * PEM private key blocks, and national identifiers with their published check algorithms. Every
 * random choice goes through the given faker instance, so output is fixed by its seed.
 *
 * Corpus tooling only: not exported from the package entry.
 */
import type { Faker } from '@faker-js/faker';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64 = `${ALNUM}+/`;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const digitsOf = (s: string): number[] => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i) - 48);

/** Luhn check digit for `payload` (the digit that makes payload + digit Luhn-valid). */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  const ds = digitsOf(payload);
  for (let i = 0; i < ds.length; i++) {
    // doubling starts at the rightmost payload digit
    let d = ds[ds.length - 1 - i] ?? 0;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A date of birth as `YYMMDD` parts, years `from`..`to`. */
function birth(f: Faker, from: number, to: number): { year: number; month: number; day: number } {
  return { year: f.number.int({ min: from, max: to }), month: f.number.int({ min: 1, max: 12 }), day: f.number.int({ min: 1, max: 28 }) };
}

/** US SSN (SSA rules: area 001-899 but not 666, group 01-99, serial 0001-9999), dashed or spaced. */
export function usSsn(f: Faker): string {
  let area = f.number.int({ min: 1, max: 899 });
  if (area === 666) area = 667;
  const sep = f.helpers.arrayElement(['-', '-', '-', ' ']);
  return [pad(area, 3), pad(f.number.int({ min: 1, max: 99 }), 2), pad(f.number.int({ min: 1, max: 9999 }), 4)].join(sep);
}

/** US ITIN (IRS: 9XX, group 50-65, 70-88, 90-92 or 94-99). */
export function usItin(f: Faker): string {
  const group = f.helpers.arrayElement([
    ...Array.from({ length: 16 }, (_, i) => 50 + i),
    ...Array.from({ length: 19 }, (_, i) => 70 + i),
    90, 91, 92, 94, 95, 96, 97, 98, 99,
  ]);
  return `9${f.string.numeric(2)}-${group}-${f.string.numeric({ length: 4, allowLeadingZeros: true })}`;
}

/** AWS access key id: `AKIA` (long-term) or `ASIA` (temporary) + 16 base32 characters. */
export function awsAccessKey(f: Faker): string {
  return f.helpers.arrayElement(['AKIA', 'ASIA']) + f.string.fromCharacters(`${UPPER}234567`, 16);
}

/** GitHub token: `ghp_`, `gho_`, `ghu_`, `ghs_` or `ghr_` + 36 alphanumerics. */
export function githubToken(f: Faker): string {
  return f.helpers.arrayElement(['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_']) + f.string.fromCharacters(ALNUM, 36);
}

/** Slack token: `xoxb-` / `xoxp-` + two numeric ids + a 24-32 character secret. */
export function slackToken(f: Faker): string {
  const kind = f.helpers.arrayElement(['xoxb', 'xoxp']);
  return `${kind}-${f.string.numeric(f.number.int({ min: 10, max: 13 }))}-${f.string.numeric(f.number.int({ min: 10, max: 13 }))}-${f.string.fromCharacters(ALNUM, f.number.int({ min: 24, max: 32 }))}`;
}

/** Stripe secret or restricted key: `sk_live_`, `sk_test_` or `rk_live_` + 24-99 alphanumerics. */
export function stripeKey(f: Faker): string {
  return f.helpers.arrayElement(['sk_live_', 'sk_test_', 'rk_live_']) + f.string.fromCharacters(ALNUM, f.number.int({ min: 24, max: 99 }));
}

/** OpenAI key: legacy `sk-` + 48 alphanumerics, or project key `sk-proj-` + 100-160 of `[A-Za-z0-9_-]`. */
export function openaiKey(f: Faker): string {
  return f.datatype.boolean()
    ? `sk-${f.string.fromCharacters(ALNUM, 48)}`
    : `sk-proj-${f.string.fromCharacters(`${ALNUM}_-`, f.number.int({ min: 100, max: 160 }))}`;
}

/** A PEM private key block (RFC 7468 layout: 64-character base64 lines), body random. */
export function privateKey(f: Faker): string {
  const label = f.helpers.arrayElement(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY']);
  const lines = Array.from({ length: f.number.int({ min: 3, max: 8 }) }, () => f.string.fromCharacters(BASE64, 64));
  lines.push(`${f.string.fromCharacters(BASE64, f.number.int({ min: 4, max: 60 }))}==`);
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----`;
}

/** UK National Insurance number (HMRC prefix rules, suffix A-D), spaced or not. */
export function ukNino(f: Faker): string {
  const first = 'ABCEGHJKLMNOPRSTWXYZ';
  const second = 'ABCEGHJKLMNPRSTWXYZ';
  let prefix = 'GB';
  while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(prefix)) prefix = f.string.fromCharacters(first, 1) + f.string.fromCharacters(second, 1);
  const d = f.string.numeric({ length: 6, allowLeadingZeros: true });
  const suffix = f.string.fromCharacters('ABCD', 1);
  return f.datatype.boolean() ? `${prefix} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${suffix}` : `${prefix}${d}${suffix}`;
}

/** NHS check digit of 9 digits (weights 10..2, 11 - sum mod 11, 11 read as 0; 10 means no valid number). */
export function nhsCheckDigit(body: string): number {
  const sum = digitsOf(body).reduce((s, d, i) => s + d * (10 - i), 0);
  return (11 - (sum % 11)) % 11;
}

/** NHS number: 9 digits and a mod-11 check digit (weights 10..2; 10 is never issued), 3-3-4. */
export function ukNhs(f: Faker): string {
  for (;;) {
    const body = f.string.numeric({ length: 9, allowLeadingZeros: true });
    const check = nhsCheckDigit(body);
    if (check === 10) continue;
    const all = body + String(check);
    return `${all.slice(0, 3)} ${all.slice(3, 6)} ${all.slice(6)}`;
  }
}

/** Canadian SIN: first digit 1-7 or 9, Luhn-valid, 3-3-3 with spaces or dashes. */
export function caSin(f: Faker): string {
  const payload = f.helpers.arrayElement(['1', '2', '3', '4', '5', '6', '7', '9']) + f.string.numeric({ length: 7, allowLeadingZeros: true });
  const all = payload + String(luhnCheckDigit(payload));
  const sep = f.helpers.arrayElement([' ', '-']);
  return [all.slice(0, 3), all.slice(3, 6), all.slice(6)].join(sep);
}

/** Whether 9 digits pass the TFN check (weights 1 4 3 7 5 8 6 9 10, sum divisible by 11). */
export function tfnValid(digits: string): boolean {
  const weights = [1, 4, 3, 7, 5, 8, 6, 9, 10];
  return digitsOf(digits).reduce((s, d, i) => s + d * (weights[i] ?? 0), 0) % 11 === 0;
}

/** Australian TFN: 9 digits, weights 1 4 3 7 5 8 6 9 10, sum divisible by 11; 3-3-3. */
export function auTfn(f: Faker): string {
  for (;;) {
    const body = f.string.numeric({ length: 8, allowLeadingZeros: true });
    for (let last = 0; last <= 9; last++) {
      const all = body + String(last);
      if (tfnValid(all)) {
        return `${all.slice(0, 3)} ${all.slice(3, 6)} ${all.slice(6)}`;
      }
    }
  }
}

/** The DNI control letter of a number (mod 23). */
export function dniLetter(n: number): string {
  return 'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(n % 23);
}

/** Spanish DNI/NIF: 8 digits and the mod-23 letter. */
export function esNif(f: Faker): string {
  const n = f.number.int({ min: 1, max: 99_999_999 });
  return pad(n, 8) + dniLetter(n);
}

/** Spanish NIE: X, Y or Z (read as 0, 1, 2), 7 digits and the mod-23 letter. */
export function esNie(f: Faker): string {
  const lead = f.number.int({ min: 0, max: 2 });
  const n = f.number.int({ min: 0, max: 9_999_999 });
  return 'XYZ'.charAt(lead) + pad(n, 7) + dniLetter(Number(`${lead}${pad(n, 7)}`));
}

/** Check character of a henkilötunnus from its nine digits (DDMMYY + individual number), mod 31. */
export function hetuCheckCharacter(nineDigits: string): string {
  return '0123456789ABCDEFHJKLMNPRSTUVWXY'.charAt(Number(nineDigits) % 31);
}

/** Finnish henkilötunnus: DDMMYY, century sign (- 1900s, A 2000s), individual 002-899, mod-31 check character. */
export function fiHetu(f: Faker): string {
  const { year, month, day } = birth(f, 1940, 2015);
  const ddmmyy = pad(day, 2) + pad(month, 2) + pad(year % 100, 2);
  const individual = pad(f.number.int({ min: 2, max: 899 }), 3);
  const check = hetuCheckCharacter(ddmmyy + individual);
  return `${ddmmyy}${year >= 2000 ? 'A' : '-'}${individual}${check}`;
}

/** Swedish personnummer: YYMMDD-NNNC, C the Luhn digit of the nine digits before it. */
export function sePersonnummer(f: Faker): string {
  const { year, month, day } = birth(f, 1940, 2015);
  const payload = pad(year % 100, 2) + pad(month, 2) + pad(day, 2) + f.string.numeric({ length: 3, allowLeadingZeros: true });
  return `${payload.slice(0, 6)}-${payload.slice(6)}${luhnCheckDigit(payload)}`;
}

/** PESEL check digit of the first ten digits (weights 1 3 7 9 1 3 7 9 1 3). */
export function peselCheckDigit(ten: string): number {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  return (10 - (digitsOf(ten).reduce((s, d, i) => s + d * (weights[i] ?? 0), 0) % 10)) % 10;
}

/** Polish PESEL: YYMMDD (month + 20 for the 2000s), 4 digits, check (weights 1 3 7 9). */
export function plPesel(f: Faker): string {
  const { year, month, day } = birth(f, 1940, 2015);
  const body = pad(year % 100, 2) + pad(month + (year >= 2000 ? 20 : 0), 2) + pad(day, 2) + f.string.numeric({ length: 4, allowLeadingZeros: true });
  return body + String(peselCheckDigit(body));
}

/** Turkish T.C. Kimlik No: 11 digits, first not 0, digits 10 and 11 the published checks. */
export function trTcKimlik(f: Faker): string {
  return tcKimlikComplete(String(f.number.int({ min: 1, max: 9 })) + f.string.numeric({ length: 8, allowLeadingZeros: true }));
}

/** The 11-digit T.C. Kimlik No of its first nine digits (digit 10 and 11 by the published rules). */
export function tcKimlikComplete(nine: string): string {
  const d = digitsOf(nine);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (d.reduce((s, x) => s + x, 0) + d10) % 10;
  return d.join('') + String(d10) + String(d11);
}

/** US NPI: 10 digits starting 1 or 2, Luhn check over `80840` + the first nine. */
export function usNpi(f: Faker): string {
  const body = f.helpers.arrayElement(['1', '2']) + f.string.numeric({ length: 8, allowLeadingZeros: true });
  return body + String(luhnCheckDigit(`80840${body}`));
}

/** Indian PAN: 3 letters, holder type (P for a person, C company...), surname initial, 4 digits, a letter. */
export function inPan(f: Faker): string {
  return f.string.fromCharacters(UPPER, 3) + f.helpers.arrayElement(['P', 'P', 'P', 'C', 'H', 'F']) + f.string.fromCharacters(UPPER, 1) + f.string.numeric({ length: 4, allowLeadingZeros: true }) + f.string.fromCharacters(UPPER, 1);
}

/** South African ID: YYMMDD, 4-digit sequence (gender), citizenship 0/1, 8, Luhn check digit. */
export function zaId(f: Faker): string {
  const { year, month, day } = birth(f, 1940, 2005);
  const payload = pad(year % 100, 2) + pad(month, 2) + pad(day, 2) + f.string.numeric({ length: 4, allowLeadingZeros: true }) + f.helpers.arrayElement(['0', '1']) + '8';
  return payload + String(luhnCheckDigit(payload));
}

/** RRN check digit of the first twelve digits (weights 2..9, 2..5; (11 - sum mod 11) mod 10). */
export function rrnCheckDigit(twelve: string): number {
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  return (11 - (digitsOf(twelve).reduce((s, d, i) => s + d * (weights[i] ?? 0), 0) % 11)) % 10;
}

/** Korean RRN (issued before October 2020): YYMMDD-G + 5 digits + check, weights 2..9,2..5. */
export function krRrn(f: Faker): string {
  const { year, month, day } = birth(f, 1940, 2019);
  const gender = year >= 2000 ? f.helpers.arrayElement(['3', '4']) : f.helpers.arrayElement(['1', '2']);
  const body = pad(year % 100, 2) + pad(month, 2) + pad(day, 2) + gender + f.string.numeric({ length: 5, allowLeadingZeros: true });
  return `${body.slice(0, 6)}-${body.slice(6)}${rrnCheckDigit(body)}`;
}

/** ISO 7064 MOD 11,10 check digit of a digit string. */
export function iso7064Mod11_10(digits: string): number {
  let product = 10;
  for (const d of digitsOf(digits)) {
    let sum = (d + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10;
}

/**
 * German Steuerliche Identifikationsnummer: 11 digits, first not 0; in the first ten exactly one
 * digit appears twice (the others at most once); check digit ISO 7064 MOD 11,10.
 */
export function deTaxId(f: Faker): string {
  for (;;) {
    const digits = f.helpers.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9);
    const twice = f.helpers.arrayElement(digits);
    const ten = f.helpers.shuffle([...digits, twice]);
    if (ten[0] === 0) continue;
    const all = ten.join('') + String(iso7064Mod11_10(ten.join('')));
    return f.datatype.boolean() ? all : `${all.slice(0, 2)} ${all.slice(2, 5)} ${all.slice(5, 8)} ${all.slice(8)}`;
  }
}

/**
 * UK postcode (Royal Mail format): outward code = a postcode area in use and a district, inward
 * code = a digit and two letters not in C I K M O V. Replaces faker's en_GB `zipCode`, whose
 * inward codes often break these rules (`33A`, `7MG`).
 */
export function ukPostcode(f: Faker): string {
  const area = f.helpers.arrayElement(['B', 'BS', 'CF', 'CM', 'DH', 'E', 'EH', 'G', 'L', 'LS', 'M', 'N', 'NE', 'NN', 'NR', 'OL', 'OX', 'S', 'SE', 'SW', 'W', 'YO']);
  const district = f.number.int({ min: 1, max: 9 });
  return `${area}${district} ${f.number.int({ min: 0, max: 9 })}${f.string.fromCharacters('ABDEFGHJLNPQRSTUWXYZ', 2)}`;
}

/**
 * UK registration plate, current format (DVLA, since 2001): a memory tag (region letter, not I Q Z
 * or the unused J T U X, then a letter not I Q Z), an age identifier (the year 02-25, or 51-75
 * for September), a space (as displayed) and three letters not I or Q. Replaces faker's
 * `vehicle.vrm`, which draws letters and digits outside these rules (`ZO18JPQ`, `PX40OTK`).
 */
export function ukVehicleRegistration(f: Faker): string {
  const tag = f.string.fromCharacters('ABCDEFGHKLMNOPRSVWY', 1) + f.string.fromCharacters('ABCDEFGHJKLMNOPRSTUVWXY', 1);
  const year = f.number.int({ min: 2, max: 25 }) + (f.datatype.boolean() ? 50 : 0);
  return `${tag}${pad(year, 2)} ${f.string.fromCharacters('ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}`;
}

const DIGITS = '0123456789';
const weighted = (digits: string, weights: readonly number[]): number => digitsOf(digits).reduce((s, d, i) => s + d * (weights[i] ?? 0), 0);
const crossSum = (n: number): number => Math.floor(n / 10) + (n % 10);

/** CMS Medicare Beneficiary Identifier: C A AN N A AN N A A N N (letters never S L O I B Z), often 4-3-4 with dashes. */
export function usMbi(f: Faker): string {
  const letters = 'ACDEFGHJKMNPQRTUVWXY';
  const a = () => f.string.fromCharacters(letters, 1);
  const n = () => f.string.numeric({ length: 1, allowLeadingZeros: true });
  const an = () => f.string.fromCharacters(`${letters}${DIGITS}`, 1);
  const v = `${f.string.fromCharacters('123456789', 1)}${a()}${an()}${n()}${a()}${an()}${n()}${a()}${a()}${n()}${n()}`;
  return f.datatype.boolean() ? v : `${v.slice(0, 4)}-${v.slice(4, 7)}-${v.slice(7)}`;
}

/** US passport book number: nine digits, or a letter and eight digits (Next Generation Passport). */
export function usPassport(f: Faker): string {
  return f.datatype.boolean() ? f.string.numeric(9) : f.string.fromCharacters(UPPER, 1) + f.string.numeric({ length: 8, allowLeadingZeros: true });
}

/** US driver's licence numbers in a few states' published layouts (CA, NY, TX, FL, IL). */
export function usDriverLicense(f: Faker): string {
  const letter = f.string.fromCharacters(UPPER, 1);
  const digits = (n: number) => f.string.numeric({ length: n, allowLeadingZeros: true });
  return f.helpers.arrayElement([
    () => letter + digits(7), // CA
    () => digits(9), // NY
    () => f.string.fromCharacters('123456789', 1) + digits(7), // TX
    () => letter + digits(12), // FL, written without its dashes
    () => `${letter}${digits(3)}-${digits(4)}-${digits(4)}`, // IL
  ])();
}

/** US bank account number: 8 to 17 digits (no national check). */
export function usBankNumber(f: Faker): string {
  return f.string.numeric({ length: f.number.int({ min: 8, max: 17 }), allowLeadingZeros: true });
}

/** UK passport number: nine digits. */
export function ukPassport(f: Faker): string {
  return f.string.numeric(9);
}

/**
 * DVLA driving licence number: first five letters of the surname (padded with 9), decade digit,
 * month (+50 for women), day, year digit, two initials (padded with 9), a digit (usually 9) and
 * two computer check letters.
 */
export function ukDrivingLicence(f: Faker): string {
  const surname = f.person.lastName().toUpperCase().replace(/[^A-Z]/g, '').slice(0, 5).padEnd(5, '9');
  const { year, month, day } = birth(f, 1945, 2005);
  const yy = pad(year % 100, 2);
  const mm = pad(month + (f.datatype.boolean() ? 50 : 0), 2);
  const initials = f.string.fromCharacters(UPPER, 1) + (f.datatype.boolean() ? f.string.fromCharacters(UPPER, 1) : '9');
  return `${surname.length === 5 && /^[A-Z]/.test(surname) ? surname : 'SMITH'}${yy.charAt(0)}${mm}${pad(day, 2)}${yy.charAt(1)}${initials}9${f.string.fromCharacters(UPPER, 2)}`;
}

/** Whether 11 digits pass the ABN check (first digit minus 1, weights 10 1 3 5 ... 19, sum mod 89 = 0). */
export function abnValid(digits: string): boolean {
  const d = digitsOf(digits);
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  return d.reduce((s, x, i) => s + (i === 0 ? x - 1 : x) * (weights[i] ?? 0), 0) % 89 === 0;
}

/** Australian Business Number (ATO): 11 digits passing the mod-89 check, written 2-3-3-3 or bare. */
export function auAbn(f: Faker): string {
  for (;;) {
    const all = f.string.fromCharacters('123456789', 1) + f.string.numeric({ length: 10, allowLeadingZeros: true });
    if (!abnValid(all)) continue;
    return f.datatype.boolean() ? `${all.slice(0, 2)} ${all.slice(2, 5)} ${all.slice(5, 8)} ${all.slice(8)}` : all;
  }
}

/** ACN check digit of eight digits (ASIC: weights 8..1, (10 - sum mod 10) mod 10). */
export function acnCheckDigit(eight: string): number {
  return (10 - (weighted(eight, [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10;
}

/** Australian Company Number: eight digits and the ASIC check digit, 3-3-3. */
export function auAcn(f: Faker): string {
  const body = f.string.numeric({ length: 8, allowLeadingZeros: true });
  const all = body + String(acnCheckDigit(body));
  return `${all.slice(0, 3)} ${all.slice(3, 6)} ${all.slice(6)}`;
}

/** Medicare card check digit of eight digits (weights 1 3 7 9 1 3 7 9, sum mod 10). */
export function medicareCheckDigit(eight: string): number {
  return weighted(eight, [1, 3, 7, 9, 1, 3, 7, 9]) % 10;
}

/** Medicare card number: first digit 2-6, seven digits, check digit, issue number; written 4-5-1. */
export function auMedicare(f: Faker): string {
  const body = f.string.fromCharacters('23456', 1) + f.string.numeric({ length: 7, allowLeadingZeros: true });
  const all = `${body}${medicareCheckDigit(body)}${f.number.int({ min: 1, max: 9 })}`;
  return `${all.slice(0, 4)} ${all.slice(4, 9)} ${all.slice(9)}`;
}

/** German VAT id (USt-IdNr.): `DE`, eight digits and an ISO 7064 MOD 11,10 check digit. */
export function deVatId(f: Faker): string {
  const body = f.string.fromCharacters('123456789', 1) + f.string.numeric({ length: 7, allowLeadingZeros: true });
  const all = body + String(iso7064Mod11_10(body));
  return f.datatype.boolean() ? `DE${all}` : `DE ${all.slice(0, 3)} ${all.slice(3, 6)} ${all.slice(6)}`;
}

/** German passport serial (BMI): first C F G H J K, then eight of the digits and consonants C F G H J K L M N P R T V W X Y Z. */
export function dePassport(f: Faker): string {
  return f.string.fromCharacters('CFGHJK', 1) + f.string.fromCharacters('CFGHJKLMNPRTVWXYZ0123456789', 8);
}

/**
 * Rentenversicherungsnummer check digit (DRV): the birth-name letter read as its two-digit
 * alphabet position, weights 2 1 2 5 7 1 2 1 2 1 2 1, sum of the products' digit sums mod 10.
 */
export function pensionCheckDigit(elevenCharacters: string): number {
  const twelve = elevenCharacters.slice(0, 8) + pad(elevenCharacters.charCodeAt(8) - 64, 2) + elevenCharacters.slice(9, 11);
  const weights = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  return digitsOf(twelve).reduce((s, d, i) => s + crossSum(d * (weights[i] ?? 0)), 0) % 10;
}

/** Rentenversicherungsnummer: area, birth date DDMMYY, birth-name initial, serial, check digit; bare or spaced. */
export function dePensionNumber(f: Faker): string {
  const { year, month, day } = birth(f, 1950, 2005);
  const area = f.helpers.arrayElement(['02', '03', '04', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '23', '24', '25', '26', '28', '29', '38', '39', '40', '42', '43', '44', '45', '46', '47', '48', '49', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '62', '63', '64', '65', '66', '67', '68', '69', '70', '71', '72', '73', '74', '75', '76', '77', '78', '79', '80', '81', '82', '89']);
  const eleven = area + pad(day, 2) + pad(month, 2) + pad(year % 100, 2) + f.string.fromCharacters(UPPER, 1) + pad(f.number.int({ min: 0, max: 99 }), 2);
  const all = eleven + String(pensionCheckDigit(eleven));
  return f.datatype.boolean() ? all : `${all.slice(0, 2)} ${all.slice(2, 8)} ${all.charAt(8)} ${all.slice(9)}`;
}

/** Krankenversichertennummer check digit: letter as 01-26, eight digits, weights 1 2 alternating, digit sums, mod 10. */
export function kvnrCheckDigit(letterAndEight: string): number {
  const ten = pad(letterAndEight.charCodeAt(0) - 64, 2) + letterAndEight.slice(1, 9);
  return digitsOf(ten).reduce((s, d, i) => s + crossSum(d * (i % 2 === 0 ? 1 : 2)), 0) % 10;
}

/** Krankenversichertennummer (GKV): a letter, eight digits and the check digit. */
export function deHealthInsuranceNumber(f: Faker): string {
  const body = f.string.fromCharacters(UPPER, 1) + f.string.numeric({ length: 8, allowLeadingZeros: true });
  return body + String(kvnrCheckDigit(body));
}

/** LANR (KBV): six-digit serial, check digit (weights 4 9 alternating, 10 - sum mod 10, 10 read as 0), two-digit speciality. */
export function deLanr(f: Faker): string {
  const serial = f.string.numeric({ length: 6, allowLeadingZeros: true });
  const check = (10 - (weighted(serial, [4, 9, 4, 9, 4, 9]) % 10)) % 10;
  return `${serial}${check}${f.helpers.arrayElement(['01', '02', '03', '23', '34', '38', '42', '50', '60', '79'])}`;
}

/** Spanish passport number: three letters and six digits. */
export function esPassport(f: Faker): string {
  return f.string.fromCharacters(UPPER, 3) + f.string.numeric({ length: 6, allowLeadingZeros: true });
}

// Codice fiscale check character (DM 23/12/1976): values of characters in odd positions, A-Z
// (digits 0-9 take the values of A-J); even positions count 0-25 (digits 0-9).
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Check character of the first fifteen characters of a codice fiscale. */
export function fiscalCodeCheck(fifteen: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = fifteen.charCodeAt(i);
    const v = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? (CF_ODD[v] ?? 0) : v;
  }
  return UPPER.charAt(sum % 26);
}

function cfPart(name: string, first: boolean): string {
  const letters = name.toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '');
  const consonants = letters.replace(/[AEIOU]/g, '');
  const vowels = letters.replace(/[^AEIOU]/g, '');
  const picked = first && consonants.length >= 4 ? consonants.charAt(0) + consonants.slice(2, 4) : consonants + vowels;
  return `${picked}XXX`.slice(0, 3);
}

/** Codice fiscale: surname and name codes, birth year, month letter, day (+40 for women), place code, check character. */
export function itFiscalCode(f: Faker): string {
  const { year, month, day } = birth(f, 1940, 2005);
  const body =
    cfPart(f.person.lastName(), false) +
    cfPart(f.person.firstName(), true) +
    pad(year % 100, 2) +
    'ABCDEHLMPRST'.charAt(month - 1) +
    pad(day + (f.datatype.boolean() ? 40 : 0), 2) +
    f.helpers.arrayElement(['A562', 'H501', 'F205', 'L219', 'A944', 'G273', 'D612', 'C351', 'L736', 'F839']);
  return body + fiscalCodeCheck(body);
}

/** Partita IVA: seven-digit company number, three-digit office code, Luhn check digit; bare or with `IT`. */
export function itVatCode(f: Faker): string {
  const body = f.string.numeric({ length: 7, allowLeadingZeros: true }) + pad(f.number.int({ min: 1, max: 100 }), 3);
  const all = body + String(luhnCheckDigit(body));
  return f.datatype.boolean() ? all : `IT${all}`;
}

/** Italian passport number: two letters and seven digits. */
export function itPassport(f: Faker): string {
  return f.string.fromCharacters(UPPER, 2) + f.string.numeric({ length: 7, allowLeadingZeros: true });
}

/** Italian identity card: electronic (CIE, `CA00000AA`) or paper (`AA 1234567`). */
export function itIdentityCard(f: Faker): string {
  return f.datatype.boolean()
    ? `C${f.string.fromCharacters(UPPER, 1)}${f.string.numeric({ length: 5, allowLeadingZeros: true })}${f.string.fromCharacters(UPPER, 2)}`
    : `${f.string.fromCharacters(UPPER, 2)} ${f.string.numeric({ length: 7, allowLeadingZeros: true })}`;
}

/** Italian driving licence: province letters, seven digits and a letter (`MI1234567A`), or the older `U1` form. */
export function itDriverLicense(f: Faker): string {
  return f.number.int({ min: 1, max: 4 }) === 1
    ? `U1${f.string.fromCharacters(`${UPPER}${DIGITS}`, 7)}${f.string.fromCharacters(UPPER, 1)}`
    : `${f.helpers.arrayElement(['MI', 'RM', 'TO', 'NA', 'FI', 'BO', 'PA', 'GE', 'VE', 'BA'])}${f.string.numeric({ length: 7, allowLeadingZeros: true })}${f.string.fromCharacters(UPPER, 1)}`;
}

/** Swedish organisationsnummer: group digit (2, 5, 7, 8, 9), third digit at least 2, Luhn check; NNNNNN-NNNN. */
export function seOrganisationsnummer(f: Faker): string {
  const payload = f.helpers.arrayElement(['2', '5', '7', '8', '9']) + f.string.numeric({ length: 1, allowLeadingZeros: true }) + f.string.fromCharacters('23456789', 1) + f.string.numeric({ length: 6, allowLeadingZeros: true });
  return `${payload.slice(0, 6)}-${payload.slice(6)}${luhnCheckDigit(payload)}`;
}

/** Check letter of an NRIC/FIN (ICA): weights 2 7 6 5 4 3 2, +4 for T and G, +3 for M, mod 11, then the prefix's table. */
export function nricCheckLetter(prefix: string, seven: string): string {
  const offset = prefix === 'T' || prefix === 'G' ? 4 : prefix === 'M' ? 3 : 0;
  const r = (weighted(seven, [2, 7, 6, 5, 4, 3, 2]) + offset) % 11;
  if (prefix === 'S' || prefix === 'T') return 'JZIHGFEDCBA'.charAt(r);
  if (prefix === 'F' || prefix === 'G') return 'XWUTRQPNMLK'.charAt(r);
  return 'KLJNPQRTUWX'.charAt(10 - r);
}

/** Singapore NRIC / FIN: prefix S T F G M, seven digits, check letter. */
export function sgNricFin(f: Faker): string {
  const prefix = f.helpers.arrayElement(['S', 'S', 'T', 'T', 'F', 'G', 'M']);
  const seven = f.string.numeric({ length: 7, allowLeadingZeros: true });
  return prefix + seven + nricCheckLetter(prefix, seven);
}

/** Singapore UEN (ACRA): a business (eight digits + check letter) or a local company (year of issue, five digits, check letter). */
export function sgUen(f: Faker): string {
  if (f.datatype.boolean()) {
    const eight = f.string.numeric({ length: 8, allowLeadingZeros: true });
    return eight + 'XMKECAWLJDB'.charAt(weighted(eight, [10, 4, 9, 3, 8, 2, 7, 1]) % 11);
  }
  const nine = String(f.number.int({ min: 1970, max: 2025 })) + f.string.numeric({ length: 5, allowLeadingZeros: true });
  return nine + 'ZKCMDNERGWH'.charAt(weighted(nine, [10, 8, 6, 4, 9, 7, 5, 3, 1]) % 11);
}

// Verhoeff's dihedral-group tables (multiplication, permutation, inverse).
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Verhoeff check digit of a digit string. */
export function verhoeffCheckDigit(payload: string): number {
  let c = 0;
  const ds = digitsOf(payload).reverse();
  for (let i = 0; i < ds.length; i++) c = VERHOEFF_D[c]?.[VERHOEFF_P[(i + 1) % 8]?.[ds[i] ?? 0] ?? 0] ?? 0;
  return VERHOEFF_INV[c] ?? 0;
}

/** Aadhaar (UIDAI): first digit 2-9, ten digits, Verhoeff check digit; 4-4-4 with spaces, or bare. */
export function inAadhaar(f: Faker): string {
  const body = f.string.fromCharacters('23456789', 1) + f.string.numeric({ length: 10, allowLeadingZeros: true });
  const all = body + String(verhoeffCheckDigit(body));
  return f.number.int({ min: 1, max: 3 }) === 1 ? all : `${all.slice(0, 4)} ${all.slice(4, 8)} ${all.slice(8)}`;
}

const BASE36 = `${DIGITS}${UPPER}`;

/** GSTIN check character of fourteen characters (GSTN: base-36 values weighted 1 2, products' base-36 digits summed). */
export function gstinCheck(fourteen: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(fourteen.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** GSTIN: state code 01-37, the holder's PAN, entity number, `Z`, check character. */
export function inGstin(f: Faker): string {
  const fourteen = pad(f.number.int({ min: 1, max: 37 }), 2) + inPan(f) + f.string.fromCharacters('123456789', 1) + 'Z';
  return fourteen + gstinCheck(fourteen);
}

/** Voter id (EPIC, Election Commission of India): three letters and seven digits. */
export function inVoter(f: Faker): string {
  return f.string.fromCharacters(UPPER, 3) + f.string.numeric({ length: 7, allowLeadingZeros: true });
}

/** Indian passport number: a letter and seven digits. */
export function inPassport(f: Faker): string {
  return f.string.fromCharacters('ABCDEFGHJKLMNPRSTUVWY', 1) + f.string.fromCharacters('123456789', 1) + f.string.numeric({ length: 6, allowLeadingZeros: true });
}

/** Indian registration plate: state code, two-digit district, one or two series letters, four digits. */
export function inVehicleRegistration(f: Faker): string {
  const state = f.helpers.arrayElement(['MH', 'DL', 'KA', 'TN', 'UP', 'GJ', 'RJ', 'WB', 'KL', 'AP', 'TS', 'HR', 'PB', 'MP', 'BR']);
  const parts = [state, pad(f.number.int({ min: 1, max: 99 }), 2), f.string.fromCharacters(UPPER, f.number.int({ min: 1, max: 2 })), pad(f.number.int({ min: 1, max: 9999 }), 4)];
  return parts.join(f.helpers.arrayElement([' ', ' ', '-', '']));
}

/** Thai national id check digit of twelve digits (weights 13..2, (11 - sum mod 11) mod 10). */
export function thaiIdCheckDigit(twelve: string): number {
  return (11 - (weighted(twelve, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10;
}

/** Thai national id: first digit 1-8, eleven digits, check digit; 1-4-5-2-1 with dashes, or bare. */
export function thTnin(f: Faker): string {
  const body = f.string.fromCharacters('12345678', 1) + f.string.numeric({ length: 11, allowLeadingZeros: true });
  const all = body + String(thaiIdCheckDigit(body));
  return f.datatype.boolean() ? all : `${all.charAt(0)}-${all.slice(1, 5)}-${all.slice(5, 10)}-${all.slice(10, 12)}-${all.charAt(12)}`;
}

/** Philippine TIN (BIR): nine digits and a three-digit branch code, 3-3-3-3, or the nine digits alone. */
export function phTin(f: Faker): string {
  const nine = f.string.numeric({ length: 9, allowLeadingZeros: true });
  const groups = [nine.slice(0, 3), nine.slice(3, 6), nine.slice(6)];
  return (f.datatype.boolean() ? [...groups, f.helpers.arrayElement(['000', '000', '001', '002'])] : groups).join('-');
}

/** Nigerian plate (2011 format): a three-letter local government code, three digits, two letters. */
export function ngVehicleRegistration(f: Faker): string {
  const lga = f.helpers.arrayElement(['LSD', 'KJA', 'ABJ', 'EKY', 'FKJ', 'GGE', 'KTU', 'MUS', 'AAA', 'BDG', 'JJJ', 'APP']);
  return `${lga}${f.helpers.arrayElement(['-', ' '])}${f.string.numeric({ length: 3, allowLeadingZeros: true })}${f.string.fromCharacters(UPPER, 2)}`;
}
