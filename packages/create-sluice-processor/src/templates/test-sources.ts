import type { TemplateContext } from './template-context.js';

/** The generated behaviour test of the processor. */
export function processorTestSource(t: TemplateContext): string {
  return `import { ProcessorOptionsError } from '@sluice/core';
import { collectText, runOutputStream, textStreamChunks } from '@sluice/conformance';
import { describe, expect, it } from 'vitest';
import { ${t.className} } from './${t.fileStem}.js';

describe('${t.className}', () => {
  it('reports a warning for a matching delta and passes the text through unchanged', async () => {
    const processor = new ${t.className}({ pattern: 'secret' });
    const result = await runOutputStream(processor, textStreamChunks('the Secret plan', [4, 10]));
    expect(collectText(result.chunks)).toBe('the Secret plan');
    expect(result.violations).toEqual([
      { processorId: '${t.id}', hook: 'processOutputStream', message: 'streamed text matched the pattern', detail: { matches: 1 }, action: 'warn' },
    ]);
  });

  it('reports nothing when no delta matches', async () => {
    const result = await runOutputStream(new ${t.className}({ pattern: 'secret' }), textStreamChunks('all clear', 3));
    expect(result.violations).toEqual([]);
  });

  it('rejects invalid options and unknown keys with a ProcessorOptionsError naming the problem', () => {
    expect(() => new ${t.className}({ pattern: '' })).toThrow(ProcessorOptionsError);
    expect(() => new ${t.className}({ flags: 'g' })).toThrow(/only the flags i, m, s and u are allowed/);
    // A misspelt key is refused, not ignored: the processor would otherwise run with its defaults.
    expect(() => new ${t.className}({ patern: 'secret' } as never)).toThrow(/did you mean \\\`pattern\\\`/);
  });
});
`;
}

/** The generated conformance test: the kit's suite, with the package's catalog entry. */
export function conformanceTestSource(t: TemplateContext): string {
  return `import { processorSuite } from '@sluice/conformance';
import { describe, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { ${t.className} } from './${t.fileStem}.js';

// What the processor supports is declared in package.json ("sluice".processors[0].supports).
processorSuite({
  describe,
  it,
  create: () => new ${t.className}({ pattern: 'secret' }),
  // Lets the kit check that an unknown option key is refused with a typed error naming it.
  createWithOptions: (options) => new ${t.className}({ pattern: 'secret', ...options }),
  packageJson,
  fixtures: { texts: ['nothing to see here', 'the secret is out', 'Secret split across chunks'] },
});
`;
}
