/**
 * The `synthetic` section of quality.json: the detector measured on the seeded synthetic corpus
 * under the default options and under `locales: 'all'`. `scripts/quality.ts` writes it and
 * `synthetic.test.ts` checks that the committed section equals a fresh measurement.
 */
import { BUILT_IN_TYPES } from '../../detect/entity.js';
import { NATIONAL_TYPES } from '../../detect/national-types.js';
import { PIIDetector } from '../../pii-detector.js';
import { generateSyntheticCorpus } from './corpus.js';
import { measureSynthetic, type SyntheticMeasurement } from './measure.js';
import { TEMPLATES } from './templates.js';
import { SYNTHETIC_LOCALES, NEGATIVE_KINDS } from './values.js';

/** Seed and size of the committed measurement (19: the issue that asked for it). */
export const SYNTHETIC_SEED = 19;

/** Number of sentences of the committed measurement. */
export const SYNTHETIC_SENTENCES = 6000;

/** faker version the corpus was generated with (a test keeps it equal to the devDependency). */
export const FAKER_VERSION = '10.6.0';

/** The quality.json `synthetic` section, measured now. */
export function syntheticSection(seed = SYNTHETIC_SEED, sentences = SYNTHETIC_SENTENCES): Record<string, unknown> {
  const corpus = generateSyntheticCorpus(seed, sentences);
  const run = (detector: PIIDetector, enabled: readonly string[]): SyntheticMeasurement =>
    measureSynthetic(corpus, (text) => detector.detect(text), new Set(enabled));
  return {
    source: `synthetic: @faker-js/faker ${FAKER_VERSION} values (locales ${SYNTHETIC_LOCALES.map((l) => (l.key === 'en' ? `en (${l.country})` : l.key)).join(', ')}) in ${TEMPLATES.length} sentence templates written for this corpus; values faker lacks (SSN, ITIN, provider keys, PEM keys, most national ids) from generators written here from the published formats. Never used to tune the recognizers.`,
    generator: 'src/quality/synthetic',
    seed,
    sentences,
    templates: TEMPLATES.length,
    entities: corpus.reduce((n, s) => n + s.entities.length, 0),
    negativeValues: corpus.reduce((n, s) => n + s.negatives.length, 0),
    negativeKinds: NEGATIVE_KINDS.length,
    matching: 'a detection matches a labelled entity of the same type when their overlap covers at least half of the longer span; types a configuration does not run are not scored, a detection of another type over them is a false positive',
    default: run(new PIIDetector(), BUILT_IN_TYPES),
    localesAll: run(new PIIDetector({ locales: 'all' }), [...BUILT_IN_TYPES, ...NATIONAL_TYPES]),
  };
}
