import { describe, expect, it } from 'vitest';
import { agentHost } from './agent-host.js';
import type { HostAdapter } from './host-adapter.js';
import { hostSuite } from './host-suite.js';

// The lifecycle battery against our Agent, in both modes.
hostSuite({ describe, it, host: agentHost('generate') });
hostSuite({ describe, it, host: agentHost('stream') });

describe('hostSuite', () => {
  it('rejects bad arguments with a TypeError', () => {
    expect(() => { hostSuite(undefined as never); }).toThrow(TypeError);
    expect(() => { hostSuite({ describe, it, host: {} } as never); }).toThrow(/HostAdapter/);
  });

  it('fails a host that skips processInput, naming the missing hook', async () => {
    const broken: HostAdapter = {
      name: 'broken host',
      async run(options) {
        const inner = agentHost('generate');
        return inner.run({ ...options, inputProcessors: [] });
      },
    };
    const tests: { title: string; body: () => unknown }[] = [];
    const collect = Object.assign((title: string, body: () => unknown) => { tests.push({ title, body }); }, { skip: () => undefined });
    hostSuite({ describe: (_name, body) => { body(); }, it: collect, host: broken });
    const order = tests.find((t) => t.title === 'runs the hooks of a step in the documented order');
    await expect(Promise.resolve(order?.body())).rejects.toThrow(/broken host: never ran processInput/);
  });

  it('fails a host that swallows a processor time-out, naming the expected error', async () => {
    const swallowing: HostAdapter = {
      name: 'swallowing host',
      async run(options) {
        try {
          return await agentHost('generate').run(options);
        } catch {
          return { text: '', finishReason: 'error', tripwire: undefined, chunks: undefined };
        }
      },
    };
    const tests: { title: string; body: () => unknown }[] = [];
    const collect = Object.assign((title: string, body: () => unknown) => { tests.push({ title, body }); }, { skip: () => undefined });
    hostSuite({ describe: (_name, body) => { body(); }, it: collect, host: swallowing });
    const closed = tests.find((t) => t.title.startsWith('a hung processor in withTimeout(fail-closed)'));
    await expect(Promise.resolve(closed?.body())).rejects.toThrow(/swallowing host: the run completed; expected a ProcessorTimeoutError/);
  });
});
