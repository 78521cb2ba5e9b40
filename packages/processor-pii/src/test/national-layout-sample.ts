import type { SeededRandom } from '@sluice/conformance';
import type { NationalIdSpec } from '../recognizers/national/national-id-spec.js';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A letter of either case when `mixedCase`, else an upper-case one. */
function letter(random: SeededRandom, mixedCase: boolean): string {
  const c = random.chars(UPPER, 1);
  return mixedCase && random.next() < 0.5 ? c.toLowerCase() : c;
}

/**
 * A random text in the layout `shape` of `spec` (see `Shape`): digits for `9`, letters for `A`,
 * either for `X`, one of the spec's signs for `?`; with `spaced`, one separator of the spec (the
 * same throughout) at every `_`, else none. Letters are of either case when `mixedCase`. Checks
 * are not applied: the text has the layout, not necessarily a valid value.
 */
export function layoutSample(random: SeededRandom, spec: NationalIdSpec, shape: string, spaced: boolean, mixedCase: boolean): string {
  const separators = spec.separators ?? ' -';
  const separator = spaced && separators !== '' ? random.chars(separators, 1) : '';
  let out = '';
  for (const want of shape) {
    if (want === '9') out += random.digits(1);
    else if (want === 'A') out += letter(random, mixedCase);
    else if (want === 'X') out += random.next() < 0.5 ? random.digits(1) : letter(random, mixedCase);
    else if (want === '?') out += random.chars(spec.signs ?? '-', 1);
    else if (want === '_') out += separator;
    else out += want;
  }
  return out;
}
