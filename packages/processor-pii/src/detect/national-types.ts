/**
 * Country codes (ISO 3166-1 alpha-2, lower-case) accepted by the `locales` option. Each enables
 * the national identifiers of that country (`localeTypes(locale)`).
 */
export const LOCALES = ['us', 'gb', 'ca', 'au', 'de', 'es', 'it', 'fi', 'se', 'pl', 'kr', 'sg', 'in', 'th', 'ph', 'tr', 'za', 'ng'] as const;

/** A country code accepted by the `locales` option. */
export type Locale = (typeof LOCALES)[number];

/**
 * National identifier types: run only when their country is in `locales` (or when listed in
 * `types`). Names follow Presidio's: the country prefix, then the identifier.
 */
export const NATIONAL_TYPES = [
  'US_ABA_ROUTING',
  'US_NPI',
  'US_MBI',
  'US_PASSPORT',
  'US_DRIVER_LICENSE',
  'US_BANK_NUMBER',
  'UK_NHS',
  'UK_NINO',
  'UK_POSTCODE',
  'UK_PASSPORT',
  'UK_DRIVING_LICENCE',
  'UK_VEHICLE_REGISTRATION',
  'CA_SIN',
  'AU_ABN',
  'AU_ACN',
  'AU_TFN',
  'AU_MEDICARE',
  'DE_TAX_ID',
  'DE_VAT_ID',
  'DE_PASSPORT',
  'DE_PENSION_NUMBER',
  'DE_HEALTH_INSURANCE_NUMBER',
  'DE_LANR',
  'ES_NIF',
  'ES_NIE',
  'ES_PASSPORT',
  'IT_FISCAL_CODE',
  'IT_VAT_CODE',
  'IT_PASSPORT',
  'IT_IDENTITY_CARD',
  'IT_DRIVER_LICENSE',
  'FI_PERSONAL_IDENTITY_CODE',
  'SE_PERSONNUMMER',
  'SE_ORGANISATIONSNUMMER',
  'PL_PESEL',
  'KR_RRN',
  'SG_NRIC_FIN',
  'SG_UEN',
  'IN_AADHAAR',
  'IN_PAN',
  'IN_GSTIN',
  'IN_VOTER',
  'IN_PASSPORT',
  'IN_VEHICLE_REGISTRATION',
  'TH_TNIN',
  'PH_TIN',
  'TR_TC_KIMLIK',
  'ZA_ID',
  'NG_VEHICLE_REGISTRATION',
] as const;

/** A national identifier type name. */
export type NationalType = (typeof NATIONAL_TYPES)[number];

/** The type names each locale enables (`us` also covers the default `US_SSN` and `US_ITIN`). */
export function localeTypes(locale: Locale): string[] {
  const prefix = locale === 'gb' ? 'UK_' : `${locale.toUpperCase()}_`;
  const own: string[] = NATIONAL_TYPES.filter((type) => type.startsWith(prefix));
  return locale === 'us' ? ['US_SSN', 'US_ITIN', ...own] : own;
}
