import type { NationalIdSpec } from './national-id-spec.js';
import { GB_SPECS } from './gb.js';
import { US_SPECS } from './us.js';

/** Every national identifier spec, one country file each. */
export const NATIONAL_SPECS: readonly NationalIdSpec[] = [...US_SPECS, ...GB_SPECS];
