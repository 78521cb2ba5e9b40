import type { IntentHit } from './threat-rules.js';

/** What a derogation of a protected group weighs in `hate`. */
export const DEROGATION_WEIGHT = 0.8;

/** A derogation of a protected group. */
export const HATE: readonly IntentHit[] = [{ category: 'hate', weight: DEROGATION_WEIGHT }];

/** A call to destroy a protected group: hate and a threat. */
export const ELIMINATION: readonly IntentHit[] = [...HATE, { category: 'hate/threatening', weight: DEROGATION_WEIGHT }];

/** Harm the speaker means or calls for against a protected group: hate, a threat, and violence. */
export const GROUP_THREAT: readonly IntentHit[] = [...ELIMINATION, { category: 'violence', weight: DEROGATION_WEIGHT }];

/** What a check around a group reference found: hits, a negated evaluation, or nothing. */
export type Finding = readonly IntentHit[] | 'negated' | undefined;
