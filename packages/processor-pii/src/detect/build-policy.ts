import type { ResolvedPIIDetectorOptions } from '../options.js';
import { customRecognizer } from '../recognizers/custom.js';
import type { DetectorPolicy } from './detector-policy.js';
import { BUILT_IN_TYPES } from './entity.js';
import { LOCALES, localeTypes } from './national-types.js';
import { nationalRecognizer } from '../recognizers/national/national-recognizer.js';
import { NATIONAL_SPECS } from '../recognizers/national/national-specs.js';
import { extraRecognizer } from '../recognizers/extra-recognizer.js';
import { HOLD_CHARS } from '../stream/hold-back-limits.js';

/** Turns validated options into the detection policy. */
export function buildPolicy(options: ResolvedPIIDetectorOptions): DetectorPolicy {
  const enabled = new Set<string>(options.types ?? BUILT_IN_TYPES);
  for (const locale of options.locales === 'all' ? LOCALES : options.locales) for (const type of localeTypes(locale)) enabled.add(type);
  for (const custom of options.customRecognizers) enabled.add(custom.type);
  for (const recognizer of options.recognizers) for (const type of recognizer.types) enabled.add(type);
  const thresholds = new Map(Object.entries(options.thresholds));
  const minScores = new Map([...enabled].map((type) => [type, Math.max(options.minScore, thresholds.get(type) ?? options.threshold)]));
  const national = NATIONAL_SPECS.filter((spec) => enabled.has(spec.type));
  return {
    enabled,
    thresholds,
    defaultThreshold: options.threshold,
    minScores,
    minScore: options.minScore,
    phoneRegion: options.phoneRegion,
    national: national.length === 0 ? [] : [nationalRecognizer(national)],
    holdChars: Math.max(HOLD_CHARS, ...options.recognizers.map((r) => r.maxLength + 1)),
    custom: [...options.customRecognizers.map((c) =>
      customRecognizer({
        type: c.type,
        pattern: typeof c.pattern === 'string' ? new RegExp(c.pattern, 'g') : c.pattern,
        validate: c.validate,
        contextWords: c.contextWords,
        score: c.score,
        contextScore: c.contextScore,
      }),
    ), ...options.recognizers.map(extraRecognizer)],
  };
}
