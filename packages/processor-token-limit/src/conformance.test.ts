import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { ContextOverflowRecovery } from './context-overflow-recovery.js';
import { TokenLimiter } from './token-limiter.js';

processorSuite({
  describe,
  it,
  title: 'TokenLimiter conformance',
  // A budget far above the generated inputs: the generic battery checks shapes, isolation and
  // pass-through; trimming itself is covered by the property tests. o200k_base, as shipped.
  create: () => new TokenLimiter({ limit: 10_000_000, maxOutputTokens: 10_000_000 }),
  createWithOptions: (options) => new TokenLimiter({ limit: 10_000_000, maxOutputTokens: 10_000_000, ...options }),
  // It holds back the word still arriving (counted per word, so the cut does not depend on the
  // chunking) and truncates past maxOutputTokens: as its catalog entry declares.
  supports: { holdsBackText: true, transformsText: true, mutatesMessages: false },
  packageJson,
});

processorSuite({
  describe,
  it,
  title: 'TokenLimiter conformance, truncating (maxOutputTokens: 12)',
  // The catalog's example options: the kit's texts pass 12 tokens, so the limit cuts them.
  create: () => new TokenLimiter({ maxOutputTokens: 12 }),
  createWithOptions: (options) => new TokenLimiter({ maxOutputTokens: 12, ...options }),
  supports: { holdsBackText: true, transformsText: true, mutatesMessages: false },
  packageJson,
});

processorSuite({
  describe,
  it,
  title: 'ContextOverflowRecovery conformance',
  create: () => new ContextOverflowRecovery(),
  createWithOptions: (options) => new ContextOverflowRecovery(options),
  supports: { holdsBackText: false, transformsText: false, mutatesMessages: false },
  packageJson,
});
