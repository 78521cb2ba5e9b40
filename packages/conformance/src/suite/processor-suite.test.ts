import type { SluiceLanguageModel } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { HookTimeoutError } from './hook-timeout-error.js';
import { processorSuite } from './processor-suite.js';
import { runProcessorSuite, type CheckResult } from './run-processor-suite.js';
import * as broken from './test-processors/broken.js';
import { ForbiddenWordGuard, passThrough, SecretShouter } from './test-processors/correct.js';
import { ScriptedModel } from '../model/scripted-model.js';
import { SuiteOptionsError } from '../errors/suite-options-error.js';

const shouterTexts = ['my secret is safe', 'no secrets here, secretly', 'plain text'];

// The kit's own suite, registered with vitest exactly as a processor package does.
processorSuite({
  describe,
  it,
  create: () => new SecretShouter(),
  createWithOptions: (options) => new SecretShouter(options),
  supports: { holdsBackText: true, transformsText: true },
  fixtures: { texts: shouterTexts },
  title: 'processorSuite on a minimal correct processor',
});

function failures(results: CheckResult[]): CheckResult[] {
  return results.filter((r) => r.status === 'fail');
}

function failed(results: CheckResult[], title: string): CheckResult {
  const result = results.find((r) => r.title === title);
  expect(result, `no check titled ${title}`).toBeDefined();
  expect(result?.status, `${title}: ${result?.message ?? ''}`).toBe('fail');
  return result as CheckResult;
}

describe('processorSuite on broken processors', () => {
  it('passes a minimal correct processor and a pass-through, skipping only by declaration', async () => {
    const results = await runProcessorSuite({
      create: () => new SecretShouter(),
      createWithOptions: (options) => new SecretShouter(options),
      supports: { holdsBackText: true, transformsText: true },
      fixtures: { texts: shouterTexts },
    });
    expect(failures(results)).toEqual([]);
    expect(results.find((r) => r.title.startsWith('createWithOptions() rejects an unknown option key'))?.status).toBe('pass');
    expect(results.filter((r) => r.status === 'skip').map((r) => r.message)).toEqual([
      'no packageJson given',
      'no packageJson given',
      'no packageJson given',
      'needs both packageJson and supports',
      'supports.transformsText is true',
      'supports.holdsBackText is true',
      'does not declare readOnly',
      'does not declare readOnly',
    ]);
    expect(results.find((r) => r.title === 'parallel() accepts the processor exactly when it declares readOnly')?.status).toBe('pass');
    expect(failures(await runProcessorSuite({ create: passThrough }))).toEqual([]);
  });

  it('passes a correct read-only guard alone and inside parallel() groups', async () => {
    const results = await runProcessorSuite({ create: () => new ForbiddenWordGuard(), fixtures: { texts: ['all fine here', 'a forbidden request', 'plain text'] } });
    expect(failures(results)).toEqual([]);
    const parallelChecks = results.filter((r) => r.concern === 'parallel group');
    expect(parallelChecks.map((r) => [r.title, r.status])).toEqual([
      ['parallel() accepts the processor exactly when it declares readOnly', 'pass'],
      ['processInput() behaves the same alone and inside a parallel() group', 'pass'],
      ['processOutputStream() behaves the same alone and inside a parallel() group', 'pass'],
    ]);
  });

  it('catches a processor that declares readOnly but transforms', async () => {
    const results = await runProcessorSuite({ create: () => new broken.ClaimsReadOnlyButTransforms(), supports: { transformsText: true } });
    const input = failed(results, 'processInput() behaves the same alone and inside a parallel() group');
    expect(input.message).toContain('ParallelGroupError');
    expect(input.message).toContain('a processor declaring readOnly may only pass, abort or report');
    failed(results, 'processOutputStream() behaves the same alone and inside a parallel() group');
  });

  it('catches a processor that leaks state across requests', async () => {
    const results = await runProcessorSuite({ create: () => new broken.LeaksStateAcrossRequests(), supports: { holdsBackText: true } });
    const result = failed(results, 'processOutputStream() keeps state per request across concurrent runs');
    expect(result.message).toContain('per-request data must live in `state`, not on the instance');
  });

  it('catches a message hook that keeps per-request data on the instance', async () => {
    const results = await runProcessorSuite({ create: () => new broken.CountsAcrossRequests() });
    const result = failed(results, 'processInput() keeps state per request across concurrent and consecutive runs');
    expect(result.message).toMatch(/request \d run concurrently on one instance differs from a fresh instance \(messages\[\d\]\.parts\[1\]\.text: "#1" -> "#\d"\)/);
  });

  it('catches a processor that loses held-back text', async () => {
    const results = await runProcessorSuite({ create: () => new broken.LosesHeldBackText(), supports: { holdsBackText: true } });
    const result = failed(results, 'processOutputStream() releases held-back text by finish, with nothing lost and order kept');
    expect(result.message).toMatch(/lost "dog\." .*the client received "The quick brown fox jumps over the lazy "/);
  });

  it('catches a processor that reorders chunks', async () => {
    const results = await runProcessorSuite({ create: () => new broken.ReordersChunks(), supports: { holdsBackText: true } });
    expect(failed(results, 'processOutputStream() releases held-back text by finish, with nothing lost and order kept').message).toContain('text was reordered, lost or changed');
    expect(failed(results, 'processOutputStream() gives the same text for every split of a text into chunks').message).toMatch(/the output text was "he quickThe quick" but in one chunk it is "The quick"/);
  });

  it('catches a processor that mutates its input chunks', async () => {
    const results = await runProcessorSuite({ create: () => new broken.MutatesItsInput() });
    const result = failed(results, 'processOutputStream() does not mutate the chunks it receives or streamParts');
    expect(result.message).toContain('mutated in place (payload.text: "The" -> "THE"); return a modified copy instead');
  });

  it('catches a processor that mutates input messages', async () => {
    const results = await runProcessorSuite({ create: () => new broken.MutatesMessages() });
    const result = failed(results, 'processInput() does not mutate messages, systemMessages in place');
    expect(result.message).toContain('messages[0].content.parts[0].text');
    expect(result.message).toContain('declare supports.mutatesMessages');
  });

  it('catches processors that return a wrong shape', async () => {
    const stream = await runProcessorSuite({ create: () => new broken.ReturnsWrongShape() });
    expect(failed(stream, 'processOutputStream() returns an accepted shape for generated chunk streams').message).toContain(
      'expected a chunk, an array of chunks, null or undefined, received string',
    );
    const input = await runProcessorSuite({ create: () => new broken.ReturnsStringFromInput() });
    expect(failed(input, 'processInput() returns an accepted shape over generated inputs').message).toContain('ProcessorContractError');
  });

  it('catches processors that forge control chunks or break a chunk payload (core checks every returned chunk)', async () => {
    const forged = await runProcessorSuite({ create: () => new broken.ForgesTripwire() });
    expect(failed(forged, 'processOutputStream() returns an accepted shape for generated chunk streams').message).toContain(
      'received a new tripwire chunk',
    );
    const numeric = await runProcessorSuite({ create: () => new broken.ReturnsNumericText() });
    expect(failed(numeric, 'processOutputStream() returns an accepted shape for generated chunk streams').message).toContain(
      'received payload.text as number',
    );
  });

  it('catches a processor that throws on empty input', async () => {
    const results = await runProcessorSuite({ create: () => new broken.ThrowsOnEmptyInput() });
    const result = failed(results, 'processOutputStream() does not throw on empty input');
    expect(result.message).toContain('threw on an empty text-delta: ProcessorError: [processor throws-on-empty]');
  });

  it('catches a processInput that throws on an empty message list, which the generated inputs never give it', async () => {
    const results = await runProcessorSuite({ create: () => new broken.ThrowsOnEmptyMessageList() });
    const result = failed(results, 'processInput() does not throw on an empty message list or empty texts');
    expect(result.message).toContain('threw on an empty message list: ProcessorError');
    expect(results.find((r) => r.title === 'processInput() returns an accepted shape over generated inputs')?.status).toBe('pass');
    expect(failures(results)).toHaveLength(1);
  });

  it('catches a processToolResult that throws on a failed call, which the generated inputs never give it', async () => {
    const results = await runProcessorSuite({ create: () => new broken.ThrowsOnToolError() });
    const result = failed(results, "processToolResult() accepts a failed call (isError, the error's text as result)");
    expect(result.message).toContain('threw on the error text');
    expect(failures(results)).toHaveLength(1);
  });

  it('catches a processor that accepts unknown option keys, or rejects them without a typed error', async () => {
    const title = 'createWithOptions() rejects an unknown option key with a typed error naming it';
    const accepts = await runProcessorSuite({
      create: () => new broken.AcceptsUnknownOptions(),
      createWithOptions: (options) => new broken.AcceptsUnknownOptions(options),
    });
    expect(failed(accepts, title).message).toContain('accepted the unknown option key `sluiceConformanceUnknownKey` without an error');
    expect(failures(accepts)).toHaveLength(1);
    const untyped = await runProcessorSuite({
      create: () => new broken.RejectsOptionsUntyped(),
      createWithOptions: (options) => new broken.RejectsOptionsUntyped(options),
    });
    expect(failed(untyped, title).message).toContain('has no string `code`');
    const skipped = await runProcessorSuite({ create: () => new broken.AcceptsUnknownOptions() });
    expect(skipped.find((r) => r.title === title)).toMatchObject({ status: 'skip', message: 'no createWithOptions given' });
  });

  it('fails a hook that never settles within timeLimitMs with a HookTimeoutError naming the hook and the processor', async () => {
    const results = await runProcessorSuite({ create: () => new broken.NeverSettles(), timeLimitMs: 50 });
    const stream = failed(results, 'processOutputStream() does not throw on empty input');
    expect(stream.message).toBe("processOutputStream of 'never-settles' did not settle within 50 ms (the suite's timeLimitMs)");
    const input = failed(results, 'processInput() returns an accepted shape over generated inputs');
    expect(input.message).toBe("processInput of 'never-settles' did not settle within 50 ms (the suite's timeLimitMs)");
    for (const result of failures(results)) expect(result.message, result.title).toMatch(/^process\w+ of 'never-settles' did not settle within 50 ms/);
  });

  it('fails every check with a HookTimeoutError when create() never settles', async () => {
    const results = await runProcessorSuite({ create: () => new Promise<never>(() => undefined), timeLimitMs: 50 });
    const result = failed(results, 'processor has a non-empty string id');
    expect(result.message).toBe("create() did not settle within 50 ms (the suite's timeLimitMs)");
  });

  it('throws the HookTimeoutError itself from the registered test', async () => {
    let body: ((context?: unknown) => unknown) | undefined;
    processorSuite({
      describe: (_name, register) => { register(); },
      it: (title, test) => {
        if (title === 'processOutputStream() does not throw on empty input') body = test;
      },
      create: () => new broken.NeverSettles(),
      timeLimitMs: 50,
    });
    const error: unknown = await Promise.resolve(body?.()).then(() => undefined, (e: unknown) => e);
    expect(HookTimeoutError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'CONFORMANCE_HOOK_TIMEOUT', hook: 'processOutputStream', processorId: 'never-settles', timeLimitMs: 50 });
  });

  it('catches a processor that grows memory without bound', async () => {
    const results = await runProcessorSuite({ create: () => new broken.GrowsMemoryWithoutBound() });
    const result = failed(results, 'processOutputStream() keeps memory bounded over a 100,000-chunk stream');
    expect(result.message).toMatch(/grew from \d+ to \d+ units between chunk 50,000 and 100,000/);
    expect(failures(results)).toHaveLength(1);
  });

  it('catches memory retained in a #private field through the heap measurement', async () => {
    const results = await runProcessorSuite({ create: () => new broken.LeaksIntoPrivateField() });
    const result = failed(results, 'processOutputStream() keeps memory bounded over a 100,000-chunk stream');
    expect(result.message).toMatch(/the heap grew \d+\.\d MB more than with a pass-through processor/);
  });

  it('catches a processor that drops unknown chunk types', async () => {
    const results = await runProcessorSuite({ create: () => new broken.DropsUnknownChunks() });
    expect(failed(results, 'processOutputStream() passes unknown chunk types through untouched').message).toContain(
      'the x-conformance-unknown-1 chunk was dropped',
    );
  });

  it('catches text held back without declaring supports.holdsBackText', async () => {
    const results = await runProcessorSuite({ create: () => new SecretShouter(), fixtures: { texts: shouterTexts } });
    expect(failed(results, 'processOutputStream() emits each text delta at once (does not hold back text)').message).toContain(
      'declare supports.holdsBackText',
    );
  });
}, 120_000);

// A processor without stream hooks: every concern group must still hold a test (vitest fails
// empty groups), so the stream-only concerns register one skipped check.
processorSuite({
  describe,
  it,
  create: () => ({ id: 'input-only', processInput: ({ messages }) => messages }),
  title: 'processorSuite on an input-only processor',
});

describe('processorSuite groups', () => {
  it('never registers an empty group', () => {
    const groups: { name: string; tests: number }[] = [];
    let current: { name: string; tests: number } | undefined;
    const fakeDescribe = (name: string, body: () => void) => {
      const parent = current;
      current = { name, tests: 0 };
      groups.push(current);
      body();
      current = parent;
    };
    const fakeIt = Object.assign(
      () => {
        if (current !== undefined) current.tests++;
      },
      {
        skip: () => {
          if (current !== undefined) current.tests++;
        },
      },
    );
    processorSuite({ describe: fakeDescribe, it: fakeIt, create: () => ({ id: 'input-only', processInput: () => undefined }) });
    const leaves = groups.filter((g) => g.name !== 'sluice conformance');
    expect(leaves.length).toBeGreaterThan(5);
    expect(leaves.filter((g) => g.tests === 0).map((g) => g.name)).toEqual([]);
  });
});

describe('processorSuite declarations', () => {
  it('skips hooks a processor lacks at run time when create() is async', async () => {
    const results = await runProcessorSuite({ create: () => Promise.resolve(new SecretShouter()), supports: { holdsBackText: true, transformsText: true }, fixtures: { texts: shouterTexts } });
    expect(failures(results)).toEqual([]);
    const skipped = results.filter((r) => r.status === 'skip' && r.message === 'does not implement processOutputStep');
    expect(skipped.map((r) => r.title)).toContain('processOutputStep() returns an accepted shape over generated inputs');
  });

  it('fails a processor that calls a model without declaring needsModel, and passes it when declared', async () => {
    const create = ({ model }: { model: SluiceLanguageModel }) => ({
      id: 'model-caller',
      async processInput() {
        await model.doGenerate({ prompt: [] });
      },
    });
    const undeclared = await runProcessorSuite({ create });
    expect(failed(undeclared, 'processInput() returns an accepted shape over generated inputs').message).toContain('does not declare supports.needsModel');
    const declared = await runProcessorSuite({ create, supports: { needsModel: true }, fixtures: { model: () => new ScriptedModel([{ text: 'ok' }], { loop: true }) } });
    expect(failures(declared)).toEqual([]);
  });

  it('checks the catalog entry against the processor and its declared supports', async () => {
    const packageJson = {
      name: '@acme/shouter',
      keywords: ['sluice', 'sluice-processor'],
      peerDependencies: { '@sluice/core': '^0.1.0' },
      sluice: { processors: [{ id: 'secret-shouter', name: 'Shouter', category: 'redaction', hooks: ['processInput', 'processOutputStream'], supports: { holdsBackText: true, transformsText: false } }] },
    };
    const results = await runProcessorSuite({ create: () => new SecretShouter(), packageJson, supports: { transformsText: true }, fixtures: { texts: shouterTexts } });
    expect(results.find((r) => r.title === 'catalog entry lists exactly the implemented hooks')?.status).toBe('pass');
    expect(failed(results, 'catalog supports agree with the declared supports').message).toBe('supports.transformsText is true in the suite but false in the catalog entry');
    expect(results.find((r) => r.title.startsWith('processOutputStream() emits each text delta'))?.status).toBe('skip');
  });
});

describe('processorSuite options', () => {
  it('rejects bad arguments with a SuiteOptionsError naming the option', () => {
    const fn = () => undefined;
    expect(() => { processorSuite(undefined as never); }).toThrow(SuiteOptionsError);
    expect(() => { processorSuite({ describe: fn, it: fn, create: fn, supports: { needsModel: 'yes' } } as never); }).toThrow(
      expect.objectContaining({ name: 'SuiteOptionsError', code: 'SUITE_OPTIONS_INVALID', option: 'supports.needsModel' }),
    );
    expect(() => { processorSuite({ describe: fn, it: fn } as never); }).toThrow(/`create` must be a function/);
    expect(() => { processorSuite({ describe: 'x', it: fn, create: fn } as never); }).toThrow(/`describe`/);
    expect(() => { processorSuite({ describe: fn, it: fn, create: fn, supports: { holdsBack: true } } as never); }).toThrow(/unknown supports.holdsBack/);
    expect(() => { processorSuite({ describe: fn, it: fn, create: fn, supports: { needsModel: 'yes' } } as never); }).toThrow(/must be a boolean/);
    expect(() => { processorSuite({ describe: fn, it: fn, create: fn, fixtures: { texts: [] } } as never); }).toThrow(/fixtures.texts/);
    expect(() => { processorSuite({ describe: fn, it: fn, create: fn, timeLimitMs: 0 } as never); }).toThrow(/timeLimitMs/);
    expect(() => { processorSuite({ describe: fn, it: fn, create: fn, createWithOptions: {} } as never); }).toThrow(/createWithOptions/);
  });
});
