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
