import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { ResponseCache } from './response-cache.js';

processorSuite({
  describe,
  it,
  // The suite's requests run processLLMRequest alone and never finish, so a concurrent identical
  // request waits for its leader until singleFlightTimeout; keep that wait inside the kit's 10 s
  // limit per hook call.
  create: () => new ResponseCache({ scope: 'global', replayDelay: 0, singleFlightTimeout: 1_000 }),
  createWithOptions: (options) => new ResponseCache({ scope: 'global', replayDelay: 0, singleFlightTimeout: 1_000, ...options }),
  supports: { holdsBackText: false, transformsText: false, mutatesMessages: false },
  packageJson,
});
