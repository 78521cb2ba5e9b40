import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { LanguageDetector } from './language-detector.js';

// The strictest offline configuration: English only, block (streamed text held per window).
processorSuite({
  describe,
  it,
  create: () => new LanguageDetector({ targetLanguages: ['en'], strategy: 'block' }),
  createWithOptions: (options) => new LanguageDetector({ targetLanguages: ['en'], strategy: 'block', ...options }),
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

// The catalog's example options: warn, where streamed text is released at once and judged behind.
processorSuite({
  describe,
  it,
  title: 'LanguageDetector conformance, warn',
  create: () => new LanguageDetector({ targetLanguages: ['en'], strategy: 'warn' }),
  createWithOptions: (options) => new LanguageDetector({ targetLanguages: ['en'], strategy: 'warn', ...options }),
  supports: { holdsBackText: true, transformsText: true, mutatesMessages: true },
  packageJson,
});
