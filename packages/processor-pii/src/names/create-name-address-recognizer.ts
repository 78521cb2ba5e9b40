import { parseProcessorOptions } from '@sluice/core';
import { z } from 'zod';
import type { PIIEntity } from '../detect/entity.js';
import type { PIIRecognizer } from '../options.js';
import { HORIZON } from './find-addresses.js';
import { findAddresses } from './find-addresses.js';
import { findPersons } from './find-persons.js';
import { nameLexicon } from './lexicon.js';
import { TokenView } from './token-view.js';
import { tokenize } from './tokenize.js';

/** Entity types of `createNameAddressRecognizer`. */
export const NAME_ADDRESS_TYPES = ['PERSON', 'ADDRESS'] as const;

/** Options of `createNameAddressRecognizer`. */
export interface NameAddressRecognizerOptions {
  /** Which of `PERSON` and `ADDRESS` to report. @default ['PERSON', 'ADDRESS'] */
  types?: readonly (typeof NAME_ADDRESS_TYPES)[number][];
}

const optionsSchema = z.object({ types: z.array(z.enum(NAME_ADDRESS_TYPES)).min(1, 'must name PERSON, ADDRESS or both').optional() });

/**
 * An offline recognizer of person names (`PERSON`) and street addresses (`ADDRESS`) for the
 * `recognizers` option of `PIIDetector`: rules over compromise 14's word lists (given names,
 * surnames, honorifics), in linear time, the same in Node and the browser. Opt-in and measured
 * (see the README: it misses names outside compromise's lists, lower-case or all-capital names,
 * and addresses without a street type). Use `createModelEntityDetector` instead when a model may
 * see the text and you need higher recall.
 *
 * Needs the optional peer dependency `compromise` (`npm install compromise`).
 *
 * @throws ProcessorOptionsError (`PROCESSOR_OPTIONS_INVALID`) for an unknown option or type, or no type.
 *
 * @example
 * import { PIIDetector } from '@sluice/processor-pii';
 * import { createNameAddressRecognizer } from '@sluice/processor-pii/names';
 *
 * const pii = new PIIDetector({ recognizers: [createNameAddressRecognizer()] });
 */
export function createNameAddressRecognizer(options: NameAddressRecognizerOptions = {}): PIIRecognizer {
  const resolved = parseProcessorOptions(optionsSchema, options, 'createNameAddressRecognizer');
  const types = [...new Set(resolved.types ?? NAME_ADDRESS_TYPES)];
  const lex = nameLexicon();
  const persons = types.includes('PERSON');
  const addresses = types.includes('ADDRESS');
  return {
    name: 'names',
    types,
    maxLength: HORIZON + 2,
    detect(text) {
      const out: PIIEntity[] = [];
      const view = new TokenView(text, tokenize(text));
      const found: PIIEntity[] = [];
      findAddresses(view, lex, (start, end, score) => found.push({ type: 'ADDRESS', start, end, score }));
      if (addresses) out.push(...found);
      if (persons) {
        // addresses are found first: a street name (`Vincenza Gardens`) is no person
        let k = 0;
        const taken = (start: number, end: number): boolean => {
          while (k < found.length && (found[k]?.end ?? 0) <= start) k++;
          const a = found[k];
          return a !== undefined && a.start < end;
        };
        findPersons(view, lex, (start, end, score) => out.push({ type: 'PERSON', start, end, score }), taken);
      }
      return out;
    },
  };
}

