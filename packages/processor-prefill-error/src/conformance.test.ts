import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { PrefillErrorHandler } from './prefill-error-handler.js';
import { PrefillGuard } from './prefill-guard.js';

processorSuite({
  describe,
  it,
  title: 'PrefillErrorHandler conformance',
  create: () => new PrefillErrorHandler(),
  createWithOptions: (options) => new PrefillErrorHandler(options),
  supports: { holdsBackText: false, transformsText: false, mutatesMessages: false },
  packageJson,
});

processorSuite({
  describe,
  it,
  title: 'PrefillGuard conformance',
  create: () => new PrefillGuard({ models: [/.*/] }),
  createWithOptions: (options) => new PrefillGuard({ models: [/.*/], ...options }),
  supports: { holdsBackText: false, transformsText: false, mutatesMessages: false },
  packageJson,
});
