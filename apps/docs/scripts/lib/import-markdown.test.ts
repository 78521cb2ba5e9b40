import { describe, expect, it } from 'vitest';
import { importMarkdown } from './import-markdown.js';

describe('importMarkdown()', () => {
  const resolveLink = (target: string): string | undefined => (target === '../core/docs/hooks.md' ? '/reference/hooks.md' : undefined);

  it('drops the title, demotes headings and maps known links', () => {
    const unresolved: string[] = [];
    const out = importMarkdown('# Title\n\n## Use\n\nSee [hooks](../core/docs/hooks.md#processinput) and [license](./LICENSE).', {
      resolveLink,
      onUnresolved: (t) => unresolved.push(t),
      dropTitle: true,
      demote: 1,
    });
    expect(out).toBe('### Use\n\nSee [hooks](/reference/hooks.md#processinput) and license.\n');
    expect(unresolved).toEqual(['./LICENSE']);
  });

  it('escapes stray tags and interpolation in prose but keeps code intact', () => {
    const out = importMarkdown('Returns Array<string> or {{ x }}, `Map<K, V>` and <details>ok</details>\n```ts\nconst a: Array<string> = [];\n```', { resolveLink });
    expect(out).toContain('Returns Array&lt;string> or {&#8203;{ x }}, `Map<K, V>` and <details>ok</details>');
    expect(out).toContain('const a: Array<string> = [];');
  });

  it('keeps external links and removes HTML comments', () => {
    expect(importMarkdown('<!-- hidden -->[npm](https://npmjs.com)', { resolveLink })).toBe('[npm](https://npmjs.com)\n');
  });
});
