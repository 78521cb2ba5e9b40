import { langName, supportedLanguages, toISO2 } from 'tinyld';

/** ISO 639-1 codes the detector can return, with their English names (from tinyld's data). */
export const SUPPORTED_LANGUAGES: ReadonlyMap<string, string> = new Map(
  supportedLanguages.map((iso3) => [toISO2(iso3), langName(iso3)] as const).filter(([code]) => code !== ''),
);

const BY_NAME = new Map([...SUPPORTED_LANGUAGES].map(([code, name]) => [name.toLowerCase(), code]));

/**
 * The ISO 639-1 code for `value`: a supported code (`'de'`, any case) or an English language name
 * (`'German'`, Mastra's style). Undefined when the detector does not know the language.
 */
export function toLanguageCode(value: string): string | undefined {
  const lower = value.trim().toLowerCase();
  if (SUPPORTED_LANGUAGES.has(lower)) return lower;
  return BY_NAME.get(lower);
}
