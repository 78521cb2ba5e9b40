/**
 * `@sluice/processor-pii/names`: the optional offline recognizer of person names and street
 * addresses. Needs the `compromise` peer dependency; the main entry never loads it.
 */
export { createNameAddressRecognizer, NAME_ADDRESS_TYPES, type NameAddressRecognizerOptions } from './names/create-name-address-recognizer.js';
