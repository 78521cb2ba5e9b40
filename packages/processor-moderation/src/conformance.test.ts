import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { ModerationProcessor } from './moderation-processor.js';

// The default configuration: the offline lexicon, block, fail-closed, sentence windows.
processorSuite({
  describe,
  it,
  create: () => new ModerationProcessor(),
  createWithOptions: (options) => new ModerationProcessor(options),
  supports: { holdsBackText: true, transformsText: true, mutatesMessages: true },
  fixtures: {
    texts: [
      'The weather is nice today. We walked to the park and fed the ducks.',
      'How do I kill a Python process? Use kill -9 with the PID.',
      'Line one.\nLine two!\nAnd a third line without an end',
    ],
  },
  packageJson,
});
