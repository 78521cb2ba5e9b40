import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { ResponseCache } from './response-cache.js';

processorSuite({
  describe,
  it,
  create: () => new ResponseCache({ scope: 'global', replayDelay: 0 }),
  supports: { holdsBackText: false, transformsText: false, mutatesMessages: false },
  packageJson,
});
