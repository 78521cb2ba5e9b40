import { AU_SPECS } from './au.js';
import { CA_SPECS } from './ca.js';
import { DE_SPECS } from './de.js';
import { ES_SPECS } from './es.js';
import { FI_SPECS } from './fi.js';
import { GB_SPECS } from './gb.js';
import { IN_SPECS } from './in.js';
import { IT_SPECS } from './it.js';
import { KR_SPECS } from './kr.js';
import type { NationalIdSpec } from './national-id-spec.js';
import { NG_SPECS } from './ng.js';
import { PH_SPECS } from './ph.js';
import { PL_SPECS } from './pl.js';
import { SE_SPECS } from './se.js';
import { SG_SPECS } from './sg.js';
import { TH_SPECS } from './th.js';
import { TR_SPECS } from './tr.js';
import { US_SPECS } from './us.js';
import { ZA_SPECS } from './za.js';

/** Every national identifier spec, one country file each. */
export const NATIONAL_SPECS: readonly NationalIdSpec[] = [
  ...US_SPECS,
  ...GB_SPECS,
  ...CA_SPECS,
  ...AU_SPECS,
  ...DE_SPECS,
  ...ES_SPECS,
  ...IT_SPECS,
  ...FI_SPECS,
  ...SE_SPECS,
  ...PL_SPECS,
  ...KR_SPECS,
  ...SG_SPECS,
  ...IN_SPECS,
  ...TH_SPECS,
  ...PH_SPECS,
  ...TR_SPECS,
  ...ZA_SPECS,
  ...NG_SPECS,
];
