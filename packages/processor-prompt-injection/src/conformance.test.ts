import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { PromptInjectionDetector } from './prompt-injection-detector.js';

// The default configuration: the offline detector, block / quarantine, fail-closed, leak detection on.
processorSuite({
  describe,
  it,
  create: () => new PromptInjectionDetector(),
  createWithOptions: (options) => new PromptInjectionDetector(options),
  supports: { holdsBackText: true, transformsText: true, mutatesMessages: true },
  fixtures: {
    texts: [
      'The weather is nice today. We walked to the park and fed the ducks.',
      'How do I ignore a warning in my TypeScript code? Override the method instead.',
      'Line one.\nLine two!\nAnd a third line without an end',
    ],
  },
  packageJson,
});
