import { registerDataChunks } from './checks/data-chunks.js';
import { registerHookOrder } from './checks/hook-order.js';
import { registerToolLoop } from './checks/tool-loop.js';
import { registerPersistence } from './checks/persistence.js';
import { registerRetry } from './checks/retry.js';
import { registerState } from './checks/state.js';
import { registerTimeout } from './checks/timeout.js';
import { registerTripwire } from './checks/tripwire.js';
import { SuiteOptionsError } from '../errors/suite-options-error.js';
import { createHostContext, type HostSuiteOptions } from './host-suite-context.js';

/**
 * Registers the lifecycle battery against a host (anything that runs processors around model
 * calls): hook order, tripwires, retries (processOutputStep feedback and processAPIError), state
 * per request, persistence, data chunks, processor time limits (`withTimeout()` fail-closed and
 * fail-open), and the tool loop (parallel tool calls, `stopWhen`, a retry from the final
 * `finish`). Run it for our `Agent` with `agentHost('generate')`
 * and `agentHost('stream')`, or for your own adapter.
 *
 * @throws SuiteOptionsError for missing or malformed options.
 * @example
 * hostSuite({ describe, it, host: agentHost('stream') });
 */
export function hostSuite(options: HostSuiteOptions): void {
  const o = options as Partial<HostSuiteOptions> | undefined;
  if (typeof o?.describe !== 'function' || typeof o.it !== 'function') {
    throw new SuiteOptionsError(typeof o?.describe !== 'function' ? 'describe' : 'it', 'hostSuite() expects { describe, it, host } with the test runner\'s describe and it');
  }
  if (typeof o.host !== 'object' || typeof (o.host as { run?: unknown }).run !== 'function') {
    throw new SuiteOptionsError('host', 'hostSuite(): `host` must be a HostAdapter with a run() method');
  }
  const ctx = createHostContext(options);
  options.describe(`sluice host conformance: ${options.host.name}`, () => {
    options.describe('hook order', () => { registerHookOrder(ctx); });
    options.describe('tripwire', () => { registerTripwire(ctx); });
    options.describe('retry', () => { registerRetry(ctx); });
    options.describe('state', () => { registerState(ctx); });
    options.describe('persistence', () => { registerPersistence(ctx); });
    options.describe('data chunks', () => { registerDataChunks(ctx); });
    options.describe('timeouts', () => { registerTimeout(ctx); });
    options.describe('tool loop', () => { registerToolLoop(ctx); });
  });
}
