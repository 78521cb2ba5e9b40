import { batch } from './batch.js';
import { cache } from './cache.js';
import { costGuard } from './cost-guard.js';
import { language } from './language.js';
import { memoryRestart } from './memory-restart.js';
import { moderation } from './moderation.js';
import { pii } from './pii.js';
import { prefill } from './prefill.js';
import { promptInjection } from './prompt-injection.js';
import type { Scenario } from './scenario.js';
import { tokenLimit } from './token-limit.js';
import { tour } from './tour.js';
import { regex } from './regex.js';
import { toolFilter } from './tool-filter.js';
import { unicode } from './unicode.js';

/** Every demo scenario, in the order `pnpm demo` runs them. */
export const scenarios: Scenario<unknown>[] = [
  tour,
  pii,
  moderation,
  promptInjection,
  cache,
  costGuard,
  prefill,
  tokenLimit,
  batch,
  language,
  unicode,
  regex,
  toolFilter,
  memoryRestart,
];
