import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProcessorOptionsError } from '../errors/processor-options-error.js';
import { SluiceError } from '../errors/sluice-error.js';
import type { OptionIssue } from '../contract/option-issue.js';
import { formatOptionIssue } from '../errors/format-option-issue.js';
import { parseProcessorOptions } from './parse-processor-options.js';

class TestOptionsError extends ProcessorOptionsError {
  constructor(issues: readonly OptionIssue[]) {
    super('TestProcessor', issues, { code: 'TEST_OPTIONS_INVALID' });
  }
}

const strict = z
  .object({ limit: z.number().int().positive(), nested: z.object({ flag: z.boolean() }).default({ flag: false }) })
  .strict();
// Not `.strict()` anywhere: parseProcessorOptions must reject unknown keys by itself.
const loose = z.object({
  strategy: z.enum(['block', 'warn', 'redact']).default('redact'),
  applyTo: z.object({ input: z.boolean().default(true), output: z.boolean().default(true) }).prefault({}),
  rules: z.array(z.object({ name: z.string() })).default([]),
  scope: z.union([z.literal('resource'), z.literal('global'), z.custom<() => string>((v) => typeof v === 'function', 'a function')]).default('resource'),
  secret: z.string().min(8).optional(),
  extra: z.looseObject({}).optional(),
});
const toError = (issues: OptionIssue[]) => new TestOptionsError(issues);

function issuesOf(attempt: () => unknown): readonly OptionIssue[] {
  try {
    attempt();
  } catch (error) {
    if (ProcessorOptionsError.isInstance(error)) return error.issues;
    throw error;
  }
  throw new Error('expected a ProcessorOptionsError');
}

describe('parseProcessorOptions()', () => {
  it('returns the parsed options with defaults applied', () => {
    expect(parseProcessorOptions(strict, { limit: 3 }, toError)).toEqual({ limit: 3, nested: { flag: false } });
    expect(parseProcessorOptions(loose, undefined, 'Loose')).toMatchObject({ strategy: 'redact', applyTo: { input: true, output: true } });
  });

  it('validates absent options as {} so required options are reported', () => {
    expect(issuesOf(() => parseProcessorOptions(strict, undefined, toError)).map((issue) => issue.path)).toEqual(['limit']);
  });

  it('throws a ProcessorOptionsError with the processor name, or the error toError makes', () => {
    try {
      parseProcessorOptions(loose, { stratgy: 'block' }, 'LooseProcessor');
      expect.unreachable();
    } catch (error) {
      expect(ProcessorOptionsError.isInstance(error)).toBe(true);
      expect(SluiceError.isInstance(error)).toBe(true);
      expect((error as ProcessorOptionsError).code).toBe('PROCESSOR_OPTIONS_INVALID');
      expect((error as ProcessorOptionsError).processorName).toBe('LooseProcessor');
    }
    try {
      parseProcessorOptions(strict, { limit: 0 }, toError);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TestOptionsError);
      expect(ProcessorOptionsError.isInstance(error)).toBe(true);
      expect((error as TestOptionsError).code).toBe('TEST_OPTIONS_INVALID');
    }
  });

  it('rejects an unknown key of a schema that is not strict, naming the nearest key and the allowed ones', () => {
    expect(issuesOf(() => parseProcessorOptions(loose, { stratgy: 'block' }, 'Loose'))).toEqual([
      {
        path: 'stratgy',
        key: 'stratgy',
        message: 'unknown option',
        suggestion: 'strategy',
        allowed: ['strategy', 'applyTo', 'rules', 'scope', 'secret', 'extra'],
      },
    ]);
  });

  it('rejects unknown keys in nested objects and array items, and suggests nothing when no key is close', () => {
    const issues = issuesOf(() =>
      parseProcessorOptions(loose, { applyTo: { inptu: false }, rules: [{ name: 'a' }, { name: 'b', zzzzzz: 1 }] }, 'Loose'),
    );
    expect(issues.map((issue) => [issue.path, issue.key, issue.suggestion])).toEqual([
      ['applyTo.inptu', 'inptu', 'input'],
      ['rules.1.zzzzzz', 'zzzzzz', undefined],
    ]);
    expect(issues[0]?.allowed).toEqual(['input', 'output']);
  });

  it('reports an unknown key of a .strict() schema once, with the allowed keys', () => {
    const issues = issuesOf(() => parseProcessorOptions(strict, { limit: 1, limt: 2, nested: { flag: true, falg: 1 } }, toError));
    expect(issues.map((issue) => [issue.path, issue.suggestion])).toEqual([
      ['limt', 'limit'],
      ['nested.falg', 'flag'],
    ]);
    expect(issues[0]?.allowed).toEqual(['limit', 'nested']);
  });

  it('lets declared open objects keep extra keys', () => {
    expect(parseProcessorOptions(loose, { extra: { anything: 1 } }, 'Loose').extra).toEqual({ anything: 1 });
  });

  it('lists the allowed values of an enum or a literal union, and the nearest one', () => {
    const issues = issuesOf(() => parseProcessorOptions(loose, { strategy: 'blok', scope: 'globl' }, 'Loose'));
    expect(issues).toEqual([
      { path: 'strategy', message: 'invalid value', suggestion: 'block', allowed: ['block', 'warn', 'redact'] },
      { path: 'scope', message: 'invalid value (or a function)', suggestion: 'global', allowed: ['resource', 'global'] },
    ]);
  });

  it('puts unknown keys first, then every other issue with a dotted path', () => {
    const issues = issuesOf(() => parseProcessorOptions(strict, { limit: -1, nested: { flag: 'yes' }, extra: 1 }, toError));
    expect(issues.map((issue) => issue.path)).toEqual(['extra', 'limit', 'nested.flag']);
    expect(issues.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it('never puts a given value in the message', () => {
    const secret = 'hunter2-top-secret-value';
    try {
      parseProcessorOptions(loose, { secret: 7, strategy: secret, [secret.slice(0, 6)]: secret }, 'Loose');
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
    try {
      parseProcessorOptions(loose, { secret: 'short' }, 'Loose');
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain('short');
    }
  });

  it('accepts structural schemas that are not zod, without the unknown-key walk', () => {
    const schema = { safeParse: (value: unknown) => ({ success: true as const, data: value }) };
    expect(parseProcessorOptions(schema, { any: 1 }, 'Structural')).toEqual({ any: 1 });
  });
});

describe('formatOptionIssue()', () => {
  it('prefixes the path, and leaves a root issue bare', () => {
    expect(formatOptionIssue({ path: 'a.0', message: 'too small' })).toBe('a.0: too small');
    expect(formatOptionIssue({ path: '', message: 'set limit or maxOutputTokens' })).toBe('set limit or maxOutputTokens');
  });

  it('adds the suggestion and the allowed keys or values', () => {
    expect(formatOptionIssue({ path: 'stratgy', key: 'stratgy', message: 'unknown option', suggestion: 'strategy', allowed: ['id', 'strategy'] })).toBe(
      'stratgy: unknown option, did you mean `strategy`? (allowed keys: `id`, `strategy`)',
    );
    expect(formatOptionIssue({ path: 'mode', message: 'invalid value', allowed: ['a', 1, true, null] })).toBe(
      'mode: invalid value (allowed values: `a`, 1, true, null)',
    );
  });
});

describe('ProcessorOptionsError', () => {
  it('formats every issue as one message after the processor name', () => {
    const error = new ProcessorOptionsError('PIIDetector', [
      { path: 'stratgy', key: 'stratgy', message: 'unknown option', suggestion: 'strategy', allowed: ['strategy'] },
      { path: 'threshold', message: 'Too big' },
    ]);
    expect(error.message).toBe(
      'Invalid PIIDetector options: stratgy: unknown option, did you mean `strategy`? (allowed keys: `strategy`); threshold: Too big',
    );
    expect(error.code).toBe('PROCESSOR_OPTIONS_INVALID');
    expect(ProcessorOptionsError.isInstance(new SluiceError('X', 'x'))).toBe(false);
  });
});
