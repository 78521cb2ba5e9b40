import * as core from '@sluice/core';
import { RegexFilter } from '@sluice/processor-regex';
import regexPackage from '@sluice/processor-regex/package.json' with { type: 'json' };
import { ToolCallFilter } from '@sluice/processor-tool-filter';
import toolFilterPackage from '@sluice/processor-tool-filter/package.json' with { type: 'json' };
import { UnicodeNormalizer } from '@sluice/processor-unicode';
import unicodePackage from '@sluice/processor-unicode/package.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { runPlayground, type PlaygroundListener } from './run-playground';

function listener(): PlaygroundListener {
  return { onChunk: () => undefined, onTrace: () => undefined, onModelCall: () => undefined };
}

type Entry = { hooks: string[]; exampleOptions?: Record<string, unknown> };

function entry(pkg: { sluice: { processors: readonly unknown[] } }): Entry {
  const found = pkg.sluice.processors[0];
  if (found === undefined) throw new Error('no catalog entry');
  return found as Entry;
}

describe('runPlayground() with the unicode, regex and tool-filter processors', () => {
  it('each runs with the example options its catalog entry declares', async () => {
    const run = (instance: object, hooks: string[], message: string) =>
      runPlayground({ core, processors: [{ instance, hooks }], message, delayMs: 0, listener: listener() });
    const unicode = entry(unicodePackage);
    const normalized = await run(new UnicodeNormalizer(unicode.exampleOptions), unicode.hooks, 'hel\u200Blo');
    expect(normalized.error).toBeUndefined();
    expect(normalized.text).toContain('"hello"');
    const regex = entry(regexPackage);
    const filtered = await run(new RegexFilter(regex.exampleOptions as never), regex.hooks, 'see https://example.com/x now');
    expect(filtered.error).toBeUndefined();
    expect(filtered.text).not.toContain('https://example.com/x');
    const tools = entry(toolFilterPackage);
    const plain = await run(new ToolCallFilter(tools.exampleOptions), tools.hooks, 'hello');
    expect(plain.error).toBeUndefined();
    expect(plain.text.length).toBeGreaterThan(0);
  });
});
