import type { ResolvedPIIDetectorOptions } from '../options.js';
import { customRecognizer } from '../recognizers/custom.js';
import type { DetectorPolicy } from './detector-policy.js';
import { BUILT_IN_TYPES } from './entity.js';

/** Turns validated options into the detection policy. */
export function buildPolicy(options: ResolvedPIIDetectorOptions): DetectorPolicy {
  const enabled = new Set<string>(options.types ?? BUILT_IN_TYPES);
  for (const custom of options.customRecognizers) enabled.add(custom.type);
  const thresholds = new Map(Object.entries(options.thresholds));
  const minScores = new Map([...enabled].map((type) => [type, thresholds.get(type) ?? options.threshold]));
  return {
    enabled,
    thresholds,
    defaultThreshold: options.threshold,
    minScores,
    phoneRegion: options.phoneRegion,
    custom: options.customRecognizers.map((c) =>
      customRecognizer({
        type: c.type,
        pattern: typeof c.pattern === 'string' ? new RegExp(c.pattern, 'g') : c.pattern,
        validate: c.validate,
        contextWords: c.contextWords,
        score: c.score,
        contextScore: c.contextScore,
      }),
    ),
  };
}
