import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { BatchParts } from './batch-parts.js';

// Size and time batching together (the timer is on, so idle ticks are on too).
processorSuite({
  describe,
  it,
  create: () => new BatchParts({ batchSize: 3, maxWaitTime: 20 }),
  createWithOptions: (options) => new BatchParts({ batchSize: 3, maxWaitTime: 20, ...options }),
  supports: { holdsBackText: true, transformsText: false, mutatesMessages: false },
  fixtures: {
    texts: [
      'The weather is nice today. We walked to the park and fed the ducks.',
      'Line one.\nLine two!\nAnd a third line without an end',
      'Ünïcödé 🙂 text, mixed scripts: 日本語 and العربية.',
    ],
  },
  packageJson,
});
