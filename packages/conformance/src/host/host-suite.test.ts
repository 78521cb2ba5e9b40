import { Agent } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { agentHost } from './agent-host.js';
import type { HostAdapter } from './host-adapter.js';
import { hostSuite } from './host-suite.js';
import { SuiteOptionsError } from '../errors/suite-options-error.js';

// The lifecycle battery against our Agent, in both modes.
hostSuite({ describe, it, host: agentHost('generate') });
hostSuite({ describe, it, host: agentHost('stream') });

describe('hostSuite', () => {
  it('rejects bad arguments with a SuiteOptionsError naming the option', () => {
    expect(() => { hostSuite(undefined as never); }).toThrow(SuiteOptionsError);
    expect(() => { hostSuite({ describe, it, host: {} } as never); }).toThrow(/HostAdapter/);
    expect(() => { hostSuite({ describe, it, host: {} } as never); }).toThrow(
      expect.objectContaining({ name: 'SuiteOptionsError', code: 'SUITE_OPTIONS_INVALID', option: 'host' }),
    );
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

  it('fails a host that does not run processToolResult for a throwing tool', async () => {
    const skipsErrors: HostAdapter = {
      name: 'error-blind host',
      supports: { toolLoop: true },
      async run(options) {
        return agentHost('generate').run({ ...options, outputProcessors: [] });
      },
    };
    const tests: { title: string; body: () => unknown }[] = [];
    const collect = Object.assign((title: string, body: () => unknown) => { tests.push({ title, body }); }, { skip: () => undefined });
    hostSuite({ describe: (_name, body) => { body(); }, it: collect, host: skipsErrors });
    const check = tests.find((t) => t.title === 'runs processToolResult for a throwing tool, with isError and the error text');
    await expect(Promise.resolve(check?.body())).rejects.toThrow(/processToolResult saw \[\]/);
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

  it('fails a tool-loop host that runs the calls of a step one by one', async () => {
    const sequential: HostAdapter = {
      name: 'sequential host',
      supports: { toolLoop: true },
      async run(options) {
        const agent = new Agent({ id: 'seq', model: options.model, tools: options.tools ?? {}, toolConcurrency: 1 });
        const result = await agent.generate(options.input);
        return { text: result.text, finishReason: result.finishReason, tripwire: result.tripwire, chunks: undefined };
      },
    };
    const tests: { title: string; body: () => unknown }[] = [];
    const collect = Object.assign((title: string, body: () => unknown) => { tests.push({ title, body }); }, { skip: () => undefined });
    hostSuite({ describe: (_name, body) => { body(); }, it: collect, host: sequential });
    const parallel = tests.find((t) => t.title === 'runs the tool calls of a step at once and adds their results in call order');
    await expect(Promise.resolve(parallel?.body())).rejects.toThrow(/sequential host: the calls of one step did not run at once/);
  }, 20_000);
});
