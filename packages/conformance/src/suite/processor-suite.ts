import { registerAcceptedShapes } from './accepted-shapes.js';
import type { Concern } from './concerns.js';
import { registerBoundedMemory } from './bounded-memory.js';
import { registerContractShape } from './contract-shape.js';
import { registerEmptyMessages } from './empty-messages.js';
import { registerOptionsCheck } from './options-check.js';
import { registerHoldBack } from './hold-back.js';
import { registerInputMutation, registerMessageMutation } from './input-mutation.js';
import { registerLatency } from './latency.js';
import { registerParallelGroup } from './parallel-group.js';
import { registerPassThrough } from './pass-through.js';
import { registerRobustInputs } from './robust-inputs.js';
import { registerMessageStateIsolation, registerStateIsolation } from './state-isolation.js';
import { registerToolErrorCall } from './tool-error-call.js';
import { createEnvironment, createSuiteContext, implementedHooks, resolveSupports } from './suite-context.js';
import type { ProcessorSuiteOptions } from './suite-options.js';
import type { ProcessorHookName } from '@sluice/core';
import { SuiteOptionsError } from '../errors/suite-options-error.js';

const SUPPORT_KEYS = ['holdsBackText', 'transformsText', 'mutatesMessages', 'needsModel', 'deterministic'];

function validate(options: unknown): asserts options is ProcessorSuiteOptions {
  if (typeof options !== 'object' || options === null) {
    throw new SuiteOptionsError('', 'processorSuite() expects an options object { describe, it, create }');
  }
  const o = options as Record<string, unknown>;
  if (typeof o.describe !== 'function') throw new SuiteOptionsError('describe', 'processorSuite(): `describe` must be the test runner\'s describe function');
  if (typeof o.it !== 'function') throw new SuiteOptionsError('it', 'processorSuite(): `it` must be the test runner\'s it/test function');
  if (typeof o.create !== 'function') throw new SuiteOptionsError('create', 'processorSuite(): `create` must be a function returning a fresh processor');
  if (o.createWithOptions !== undefined && typeof o.createWithOptions !== 'function') {
    throw new SuiteOptionsError('createWithOptions', 'processorSuite(): `createWithOptions` must be a function (options) => a fresh processor built with them');
  }
  if (o.timeLimitMs !== undefined && (typeof o.timeLimitMs !== 'number' || !Number.isFinite(o.timeLimitMs) || o.timeLimitMs <= 0)) {
    throw new SuiteOptionsError('timeLimitMs', 'processorSuite(): `timeLimitMs` must be a positive number of milliseconds');
  }
  if (o.supports !== undefined) {
    if (typeof o.supports !== 'object' || o.supports === null) throw new SuiteOptionsError('supports', 'processorSuite(): `supports` must be an object');
    for (const [key, value] of Object.entries(o.supports)) {
      if (!SUPPORT_KEYS.includes(key)) throw new SuiteOptionsError(`supports.${key}`, `processorSuite(): unknown supports.${key} (known: ${SUPPORT_KEYS.join(', ')})`);
      if (typeof value !== 'boolean') throw new SuiteOptionsError(`supports.${key}`, `processorSuite(): supports.${key} must be a boolean`);
    }
  }
  if (o.fixtures !== undefined) {
    const f = o.fixtures as Record<string, unknown> | null;
    if (typeof f !== 'object' || f === null) throw new SuiteOptionsError('fixtures', 'processorSuite(): `fixtures` must be an object');
    if (f.texts !== undefined && (!Array.isArray(f.texts) || f.texts.length === 0 || !f.texts.every((t) => typeof t === 'string'))) {
      throw new SuiteOptionsError('fixtures.texts', 'processorSuite(): fixtures.texts must be a non-empty array of strings');
    }
    if (f.model !== undefined && typeof f.model !== 'function') throw new SuiteOptionsError('fixtures.model', 'processorSuite(): fixtures.model must be a function returning a model');
  }
  if (o.packageJson !== undefined && (typeof o.packageJson !== 'object' || o.packageJson === null)) {
    throw new SuiteOptionsError('packageJson', 'processorSuite(): `packageJson` must be the parsed package.json object');
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Registers the conformance battery for one processor with your test runner: contract shape and
 * catalog entry, accepted return shapes on generated inputs (fast-check), state isolation across
 * concurrent and consecutive requests, no mutation of read-only inputs, pass-through of unknown
 * and `data-*` chunks, held-back text released by finish for every split, empty / huge / unicode
 * input, empty message lists and empty texts, a failed tool call (`processToolResult` with
 * `isError`), unknown option keys rejected with a typed error
 * (with `createWithOptions`), bounded memory over 100,000 chunks, per-chunk added latency
 * (reported), and the `parallel()` rule (refused unless `readOnly`; a read-only processor gives the
 * same outcome alone and in a group). Every hook call is held to `timeLimitMs` (10 s by default): a hook that never
 * settles fails its check at once with a `HookTimeoutError` naming the hook. Hooks run
 * through core's `ProcessorRunner`, exactly as the `Agent` runs them. Checks that do not apply are
 * skipped from what the processor declares (`supports`, or its catalog entry), never by name.
 *
 * @throws SuiteOptionsError for missing or malformed options.
 * @example
 * import { describe, it } from 'vitest';
 * import { processorSuite } from '@sluice/conformance';
 * import pkg from '../package.json' with { type: 'json' };
 *
 * processorSuite({ describe, it, packageJson: pkg, create: () => new PIIDetector(),
 *   supports: { holdsBackText: true, transformsText: true },
 *   fixtures: { texts: ['mail me at ada@example.com'] } });
 */
export function processorSuite(options: ProcessorSuiteOptions): void {
  validate(options);
  let knownHooks: ProcessorHookName[] | undefined;
  try {
    const probe = options.create(createEnvironment(options, resolveSupports(options)));
    if (isPromiseLike(probe)) Promise.resolve(probe).catch(() => undefined);
    else knownHooks = implementedHooks(probe);
  } catch {
    // create() failing is reported by the contract-shape checks, which call it again.
  }
  const ctx = createSuiteContext(options, options.it, knownHooks);
  // A concern with nothing to check for this processor's hooks still registers one skipped check,
  // so its group is never empty (test runners such as vitest fail empty groups).
  const group = (name: Concern, register: () => void) => {
    options.describe(name, () => {
      const before = ctx.registeredChecks;
      register();
      if (ctx.registeredChecks === before) {
        ctx.check(name, () => Promise.resolve(), 'not applicable to the hooks this processor implements');
      }
    });
  };
  options.describe(options.title ?? 'sluice conformance', () => {
    group('contract shape', () => {
      registerContractShape(ctx);
      registerOptionsCheck(ctx);
    });
    group('accepted shapes', () => { registerAcceptedShapes(ctx); });
    group('state isolation', () => {
      registerStateIsolation(ctx);
      registerMessageStateIsolation(ctx);
    });
    group('input mutation', () => {
      registerInputMutation(ctx);
      registerMessageMutation(ctx);
    });
    group('pass-through', () => { registerPassThrough(ctx); });
    group('hold-back', () => { registerHoldBack(ctx); });
    group('robust inputs', () => {
      registerRobustInputs(ctx);
      registerEmptyMessages(ctx);
      registerToolErrorCall(ctx);
    });
    group('bounded memory', () => { registerBoundedMemory(ctx); });
    group('latency', () => { registerLatency(ctx); });
    group('parallel group', () => { registerParallelGroup(ctx); });
  });
}
