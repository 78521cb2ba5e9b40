import { processorSuite } from '@sluice/conformance';
import { countingIt, nonEmptyDescribe } from './test/suite-runner.js';
import packageJson from '../package.json' with { type: 'json' };
import { PrefillErrorHandler } from './prefill-error-handler.js';
import { PrefillGuard } from './prefill-guard.js';

processorSuite({
  describe: nonEmptyDescribe,
  it: countingIt,
  title: 'PrefillErrorHandler conformance',
  create: () => new PrefillErrorHandler(),
  supports: { holdsBackText: false, transformsText: false, mutatesMessages: false },
  packageJson,
});

processorSuite({
  describe: nonEmptyDescribe,
  it: countingIt,
  title: 'PrefillGuard conformance',
  create: () => new PrefillGuard({ models: [/.*/] }),
  supports: { holdsBackText: false, transformsText: false, mutatesMessages: false },
  packageJson,
});
