import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { CostGuard } from './cost-guard.js';

// A budget the kit's generated inputs never exhaust; one global budget (the kit's runs carry no
// resource id). Each instance has its own MemoryBudgetStore.
processorSuite({
  describe,
  it,
  create: () => new CostGuard({ maxTokens: 1_000_000_000, scope: 'global' }),
  createWithOptions: (options) => new CostGuard({ maxTokens: 1_000_000_000, scope: 'global', ...options }),
  supports: { holdsBackText: false, transformsText: false, mutatesMessages: false },
  packageJson,
});
