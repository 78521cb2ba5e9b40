/**
 * Slot values of the synthetic corpus. Entity values come from faker's own generators where
 * faker has one (`internet.email`, `phone.number`, `finance.iban`, ...) and otherwise from
 * `spec-generators.ts` (written here from published formats). Nothing here calls this package's
 * recognizers or validators. Negative values are look-alikes that are no entity of any type the
 * package reports, by construction (a card number with its Luhn digit changed, an IBAN with
 * wrong check digits, a NANP number with an area code starting 0 or 1...).
 */
import type { Faker } from '@faker-js/faker';
import * as spec from './spec-generators.js';

/** The corpus locales: faker locale key, language of the local templates, country. */
export const CORPUS_LOCALES = [
  { key: 'en_US', lang: 'en', country: 'US' },
  { key: 'en_GB', lang: 'en', country: 'GB' },
  { key: 'en_CA', lang: 'en', country: 'CA' },
  { key: 'en_AU', lang: 'en', country: 'AU' },
  { key: 'en_IN', lang: 'en', country: 'IN' },
  { key: 'en_ZA', lang: 'en', country: 'ZA' },
  { key: 'de', lang: 'de', country: 'DE' },
  { key: 'fr', lang: 'fr', country: 'FR' },
  { key: 'es', lang: 'es', country: 'ES' },
  { key: 'it', lang: 'it', country: 'IT' },
  { key: 'pl', lang: 'pl', country: 'PL' },
  { key: 'sv', lang: 'sv', country: 'SE' },
  { key: 'fi', lang: 'fi', country: 'FI' },
  { key: 'tr', lang: 'tr', country: 'TR' },
  { key: 'ko', lang: 'ko', country: 'KR' },
] as const;

/**
 * Locales of the synthetic corpus only (the names corpus keeps `CORPUS_LOCALES`), added so every
 * national identifier type has its country. faker has no Singaporean or Philippine locale: those
 * use its English data.
 */
export const NATIONAL_ONLY_LOCALES = [
  { key: 'th', lang: 'th', country: 'TH' },
  { key: 'en_NG', lang: 'en', country: 'NG' },
  { key: 'en', lang: 'en', country: 'SG' },
  { key: 'en', lang: 'en', country: 'PH' },
] as const;

/** The locales of the synthetic corpus, in the order its sentences take them. */
export const SYNTHETIC_LOCALES = [...CORPUS_LOCALES, ...NATIONAL_ONLY_LOCALES] as const;

/** One corpus locale. */
export type CorpusLocale = (typeof SYNTHETIC_LOCALES)[number];

/** A generated entity value. */
export interface SlotValue {
  value: string;
}

type ValueGenerator = (f: Faker, locale: CorpusLocale) => SlotValue;

const IBAN_COUNTRIES = new Set(['DE', 'GB', 'FR', 'ES', 'IT', 'PL', 'SE', 'FI', 'TR']);

function iban(f: Faker, locale: CorpusLocale): string {
  const countryCode = IBAN_COUNTRIES.has(locale.country) && f.datatype.boolean() ? locale.country : undefined;
  return f.finance.iban({ formatted: f.datatype.boolean(), ...(countryCode === undefined ? {} : { countryCode }) });
}

// Month names and long date layouts written here (not Intl, whose output follows the ICU data of
// the Node version: the corpus must be the same everywhere).
const MONTHS: Record<string, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  fi: ['tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta'],
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
};

function longDate(locale: CorpusLocale, year: number, monthIndex: number, day: number): string {
  if (locale.lang === 'ko') return `${year}년 ${monthIndex + 1}월 ${day}일`;
  const month = (MONTHS[locale.lang] ?? MONTHS.en ?? [])[monthIndex] ?? '';
  if (locale.country === 'US') return `${month} ${day}, ${year}`;
  if (locale.lang === 'de' || locale.lang === 'fi') return `${day}. ${month} ${year}`;
  if (locale.lang === 'es') return `${day} de ${month} de ${year}`;
  return `${day} ${month} ${year}`;
}

function birthDate(f: Faker, locale: CorpusLocale): string {
  const d = f.date.birthdate({ mode: 'age', min: 18, max: 90 });
  const y = d.getUTCFullYear();
  const m = String(d.getUTCMonth() + 1).padStart(2, '0');
  const day = String(d.getUTCDate()).padStart(2, '0');
  const style = f.number.int({ min: 0, max: 3 });
  if (style === 0) return `${y}-${m}-${day}`;
  if (style === 1) {
    if (locale.country === 'US') return `${m}/${day}/${y}`;
    if (locale.lang === 'de' || locale.lang === 'pl' || locale.lang === 'fi' || locale.lang === 'tr') return `${day}.${m}.${y}`;
    return `${day}/${m}/${y}`;
  }
  if (style === 2) return longDate(locale, y, d.getUTCMonth(), d.getUTCDate());
  return `${day}.${m}.${y}`;
}

/** Generators of the default (built-in) entity types, keyed by type. BTC_ADDRESS has none (see README). */
export const ENTITY_VALUES: Record<string, ValueGenerator> = {
  EMAIL: (f) => ({ value: f.internet.email() }),
  PHONE: (f) => ({ value: f.phone.number({ style: f.helpers.arrayElement(['human', 'national', 'international'] as const) }) }),
  CREDIT_CARD: (f) => ({ value: f.finance.creditCardNumber() }),
  IBAN: (f, l) => ({ value: iban(f, l) }),
  US_SSN: (f) => ({ value: spec.usSsn(f) }),
  US_ITIN: (f) => ({ value: spec.usItin(f) }),
  IPV4: (f) => ({ value: f.internet.ipv4() }),
  IPV6: (f) => ({ value: f.internet.ipv6() }),
  MAC_ADDRESS: (f) => ({ value: f.internet.mac({ separator: f.helpers.arrayElement([':', ':', '-', '']) }) }),
  URL: (f) => ({ value: f.datatype.boolean() ? f.internet.url() : `${f.internet.url({ appendSlash: true })}${f.internet.domainWord()}?id=${f.number.int(99_999)}` }),
  ETH_ADDRESS: (f) => ({ value: f.finance.ethereumAddress() }),
  AWS_ACCESS_KEY: (f) => ({ value: spec.awsAccessKey(f) }),
  GITHUB_TOKEN: (f) => ({ value: spec.githubToken(f) }),
  SLACK_TOKEN: (f) => ({ value: spec.slackToken(f) }),
  STRIPE_KEY: (f) => ({ value: spec.stripeKey(f) }),
  OPENAI_KEY: (f) => ({ value: spec.openaiKey(f) }),
  JWT: (f) => ({ value: f.internet.jwt() }),
  PRIVATE_KEY: (f) => ({ value: spec.privateKey(f) }),
  DATE_OF_BIRTH: (f, l) => ({ value: birthDate(f, l) }),
};

/** Types a `{SECRET}` slot draws from. */
export const SECRET_TYPES = ['AWS_ACCESS_KEY', 'GITHUB_TOKEN', 'SLACK_TOKEN', 'STRIPE_KEY', 'OPENAI_KEY', 'JWT'] as const;

/** Types an `{ANY}` slot (logs, JSON, CSV) draws from. */
export const ANY_TYPES = ['EMAIL', 'PHONE', 'CREDIT_CARD', 'IBAN', 'IPV4', 'IPV6', 'MAC_ADDRESS', 'URL', 'ETH_ADDRESS', ...SECRET_TYPES] as const;

interface NationalGenerator {
  type: string;
  /** Context phrases a person would write before the value (local language and English); '' = none. */
  labels: readonly string[];
  generate: (f: Faker) => string;
}

/**
 * Some alphanumeric identifiers written in lower case (one in five), as people type them in chat
 * and forms: measures the recognizers' case-insensitive matching.
 */
function sometimesLower(generate: (f: Faker) => string): (f: Faker) => string {
  return (f) => {
    const value = generate(f);
    return f.number.int({ min: 1, max: 5 }) === 1 ? value.toLowerCase() : value;
  };
}

/** National identifiers per corpus country: faker's own where it has one, else spec-generators.ts. */
export const NATIONAL_VALUES: Record<string, readonly NationalGenerator[]> = {
  US: [
    { type: 'US_SSN', labels: ['SSN', 'social security number', ''], generate: spec.usSsn },
    { type: 'US_ABA_ROUTING', labels: ['routing number', 'ABA', 'routing no.'], generate: (f) => f.finance.routingNumber() },
    { type: 'US_NPI', labels: ['NPI', 'NPI number', 'provider NPI'], generate: spec.usNpi },
    { type: 'US_MBI', labels: ['Medicare number', 'MBI', 'Medicare Beneficiary Identifier', ''], generate: sometimesLower(spec.usMbi) },
    { type: 'US_PASSPORT', labels: ['passport', 'passport number', 'passport no.'], generate: sometimesLower(spec.usPassport) },
    { type: 'US_DRIVER_LICENSE', labels: ["driver's license", 'DL#', "driver's license number", 'license number'], generate: sometimesLower(spec.usDriverLicense) },
    { type: 'US_BANK_NUMBER', labels: ['account number', 'bank account', 'checking account no.', 'acct'], generate: spec.usBankNumber },
  ],
  GB: [
    { type: 'UK_NINO', labels: ['NI number', 'National Insurance number', 'NINO', ''], generate: sometimesLower(spec.ukNino) },
    { type: 'UK_NHS', labels: ['NHS number', 'NHS no.', ''], generate: spec.ukNhs },
    { type: 'UK_POSTCODE', labels: ['postcode', ''], generate: sometimesLower(spec.ukPostcode) },
    { type: 'UK_VEHICLE_REGISTRATION', labels: ['reg', 'registration', 'number plate'], generate: sometimesLower(spec.ukVehicleRegistration) },
    { type: 'UK_PASSPORT', labels: ['passport', 'passport number', 'passport no.'], generate: spec.ukPassport },
    { type: 'UK_DRIVING_LICENCE', labels: ['driving licence', 'driving licence number', 'licence no.', ''], generate: sometimesLower(spec.ukDrivingLicence) },
  ],
  CA: [{ type: 'CA_SIN', labels: ['SIN', 'social insurance number', ''], generate: spec.caSin }],
  AU: [
    { type: 'AU_TFN', labels: ['TFN', 'tax file number', ''], generate: spec.auTfn },
    { type: 'AU_ABN', labels: ['ABN', 'Australian Business Number', ''], generate: spec.auAbn },
    { type: 'AU_ACN', labels: ['ACN', 'company number', ''], generate: spec.auAcn },
    { type: 'AU_MEDICARE', labels: ['Medicare', 'Medicare card', 'Medicare no.', ''], generate: spec.auMedicare },
  ],
  IN: [
    { type: 'IN_PAN', labels: ['PAN', 'PAN card', ''], generate: sometimesLower(spec.inPan) },
    { type: 'IN_AADHAAR', labels: ['Aadhaar', 'Aadhaar number', 'UID', ''], generate: spec.inAadhaar },
    { type: 'IN_GSTIN', labels: ['GSTIN', 'GST no.', ''], generate: sometimesLower(spec.inGstin) },
    { type: 'IN_VOTER', labels: ['voter ID', 'EPIC no.', 'voter card'], generate: sometimesLower(spec.inVoter) },
    { type: 'IN_PASSPORT', labels: ['passport', 'passport no.', 'पासपोर्ट'], generate: sometimesLower(spec.inPassport) },
    { type: 'IN_VEHICLE_REGISTRATION', labels: ['vehicle no.', 'registration number', 'RC no.', ''], generate: sometimesLower(spec.inVehicleRegistration) },
  ],
  ZA: [{ type: 'ZA_ID', labels: ['ID number', 'SA ID', ''], generate: spec.zaId }],
  DE: [
    { type: 'DE_TAX_ID', labels: ['Steuer-ID', 'Steueridentifikationsnummer', 'IdNr', ''], generate: spec.deTaxId },
    { type: 'DE_VAT_ID', labels: ['USt-IdNr.', 'Umsatzsteuer-ID', 'VAT ID', ''], generate: sometimesLower(spec.deVatId) },
    { type: 'DE_PASSPORT', labels: ['Reisepass', 'Passnummer', 'passport'], generate: sometimesLower(spec.dePassport) },
    { type: 'DE_PENSION_NUMBER', labels: ['Rentenversicherungsnummer', 'Sozialversicherungsnummer', 'RV-Nummer', ''], generate: sometimesLower(spec.dePensionNumber) },
    { type: 'DE_HEALTH_INSURANCE_NUMBER', labels: ['Krankenversichertennummer', 'Versichertennummer', 'KVNR'], generate: sometimesLower(spec.deHealthInsuranceNumber) },
    { type: 'DE_LANR', labels: ['LANR', 'Arztnummer'], generate: spec.deLanr },
  ],
  ES: [
    { type: 'ES_NIF', labels: ['DNI', 'NIF', ''], generate: sometimesLower(spec.esNif) },
    { type: 'ES_NIE', labels: ['NIE', ''], generate: sometimesLower(spec.esNie) },
    { type: 'ES_PASSPORT', labels: ['pasaporte', 'n.º de pasaporte', 'passport'], generate: sometimesLower(spec.esPassport) },
  ],
  IT: [
    { type: 'IT_FISCAL_CODE', labels: ['codice fiscale', 'C.F.', 'CF', ''], generate: sometimesLower(spec.itFiscalCode) },
    { type: 'IT_VAT_CODE', labels: ['Partita IVA', 'P.IVA', 'VAT', ''], generate: spec.itVatCode },
    { type: 'IT_PASSPORT', labels: ['passaporto', 'n. passaporto', 'passport'], generate: sometimesLower(spec.itPassport) },
    { type: 'IT_IDENTITY_CARD', labels: ["carta d'identità", 'CIE', 'identity card'], generate: sometimesLower(spec.itIdentityCard) },
    { type: 'IT_DRIVER_LICENSE', labels: ['patente', 'patente di guida', 'n. patente'], generate: sometimesLower(spec.itDriverLicense) },
  ],
  FI: [{ type: 'FI_PERSONAL_IDENTITY_CODE', labels: ['henkilötunnus', 'hetu', ''], generate: sometimesLower(spec.fiHetu) }],
  SE: [
    { type: 'SE_PERSONNUMMER', labels: ['personnummer', ''], generate: spec.sePersonnummer },
    { type: 'SE_ORGANISATIONSNUMMER', labels: ['organisationsnummer', 'org.nr', ''], generate: spec.seOrganisationsnummer },
  ],
  PL: [{ type: 'PL_PESEL', labels: ['PESEL', 'nr PESEL', ''], generate: spec.plPesel }],
  TR: [{ type: 'TR_TC_KIMLIK', labels: ['TC kimlik no', 'T.C. Kimlik', ''], generate: spec.trTcKimlik }],
  KR: [{ type: 'KR_RRN', labels: ['주민등록번호', 'RRN', ''], generate: spec.krRrn }],
  TH: [{ type: 'TH_TNIN', labels: ['เลขประจำตัวประชาชน', 'Thai ID', 'ID card no.', ''], generate: spec.thTnin }],
  NG: [{ type: 'NG_VEHICLE_REGISTRATION', labels: ['plate number', 'vehicle reg', 'number plate'], generate: sometimesLower(spec.ngVehicleRegistration) }],
  SG: [
    { type: 'SG_NRIC_FIN', labels: ['NRIC', 'FIN', 'IC no.', ''], generate: sometimesLower(spec.sgNricFin) },
    { type: 'SG_UEN', labels: ['UEN', 'company registration no.', ''], generate: sometimesLower(spec.sgUen) },
  ],
  PH: [{ type: 'PH_TIN', labels: ['TIN', 'tax identification number', 'BIR TIN'], generate: spec.phTin }],
};

/** Kinds of adversarial negative values. */
export const NEGATIVE_KINDS = [
  'order-number', 'timestamp', 'epoch-millis', 'iso-date', 'time', 'version', 'git-sha', 'sha256', 'uuid',
  'tracking-code', 'invoice-number', 'sku', 'isbn', 'imei', 'bic', 'phone-invalid', 'card-luhn-fail',
  'iban-bad-check', 'btc-lookalike', 'lat-long', 'amount', 'hex-color', 'host-port', 'zip-code',
] as const;

/** One kind of negative value. */
export type NegativeKind = (typeof NEGATIVE_KINDS)[number];

function bumpLastDigit(value: string): string {
  for (let i = value.length - 1; i >= 0; i--) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) return value.slice(0, i) + String(((c - 48 + 1) % 10)) + value.slice(i + 1);
  }
  return value;
}

function ibanBadCheck(f: Faker, locale: CorpusLocale): string {
  const good = iban(f, locale);
  const check = Number(good.slice(2, 4));
  return good.slice(0, 2) + String(check >= 98 ? 2 : check + 1).padStart(2, '0') + good.slice(4);
}

function invalidNanp(f: Faker): string {
  // NANP: area codes and exchange codes never start with 0 or 1
  const area = f.helpers.arrayElement(['0', '1']) + f.string.numeric(2);
  const exchange = f.string.numeric({ length: 1, exclude: ['0', '1'] }) + f.string.numeric(2);
  const line = f.string.numeric({ length: 4, allowLeadingZeros: true });
  return f.helpers.arrayElement([`(${area}) ${exchange}-${line}`, `${area}-${exchange}-${line}`, `+1 ${area} ${exchange} ${line}`]);
}

/** Generators of the negative kinds. */
export const NEGATIVE_VALUES: Record<NegativeKind, (f: Faker, locale: CorpusLocale) => string> = {
  'order-number': (f) => f.helpers.arrayElement([`ORD-${f.string.numeric(6)}`, `#${f.string.numeric(7)}`, `${f.string.alpha({ length: 3, casing: 'upper' })}-${f.number.int({ min: 1000, max: 99_999 })}`]),
  timestamp: (f) => {
    const iso = f.date.recent({ days: 400 }).toISOString();
    return f.datatype.boolean() ? iso : `${iso.slice(0, 10)} ${iso.slice(11, 19)},${iso.slice(20, 23)}`;
  },
  'epoch-millis': (f) => String(f.date.recent({ days: 400 }).getTime()),
  'iso-date': (f) => f.date.anytime().toISOString().slice(0, 10),
  time: (f) => f.date.anytime().toISOString().slice(11, f.datatype.boolean() ? 16 : 19),
  version: (f) => f.helpers.arrayElement([f.system.semver(), `v${f.system.semver()}`, `${f.system.semver()}-beta.${f.number.int(20)}`]),
  'git-sha': (f) => f.git.commitSha({ length: f.helpers.arrayElement([7, 12, 40]) }),
  sha256: (f) => f.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' }),
  uuid: (f) => f.string.uuid(),
  'tracking-code': (f) => f.helpers.arrayElement([`1Z${f.string.alphanumeric({ length: 16, casing: 'upper' })}`, f.string.numeric(22), `${f.string.alpha({ length: 2, casing: 'upper' })}${f.string.numeric(9)}DE`]),
  'invoice-number': (f) => `INV-${f.number.int({ min: 2019, max: 2026 })}-${f.string.numeric({ length: 5, allowLeadingZeros: true })}`,
  sku: (f) => `${f.string.alpha({ length: 3, casing: 'upper' })}-${f.string.numeric(4)}-${f.string.alphanumeric({ length: 2, casing: 'upper' })}`,
  isbn: (f) => f.commerce.isbn(),
  imei: (f) => f.phone.imei(),
  bic: (f) => f.finance.bic(),
  'phone-invalid': (f) => invalidNanp(f),
  'card-luhn-fail': (f) => bumpLastDigit(f.finance.creditCardNumber()),
  'iban-bad-check': (f, l) => ibanBadCheck(f, l),
  // faker's bitcoin addresses are random characters: their Base58Check / bech32 checksum fails
  // (a random one passes with probability about 2^-30), so they are look-alikes, not addresses
  'btc-lookalike': (f) => f.finance.bitcoinAddress(),
  'lat-long': (f) => `${f.location.latitude()}, ${f.location.longitude()}`,
  amount: (f) => f.finance.amount({ symbol: f.helpers.arrayElement(['$', '€', '£', '']) }),
  'hex-color': (f) => f.color.rgb(),
  'host-port': (f) => `${f.internet.domainWord()}:${f.internet.port()}`,
  'zip-code': (f) => f.location.zipCode('#####'),
};
