import { describe, expect, it } from 'vitest';
import { markdownLinks } from './markdown-links.js';

describe('markdownLinks', () => {
  it('finds inline links over line breaks, images, reference definitions and HTML links', () => {
    const md = [
      'See [the',
      'guide](./docs/guide.md "Guide") and ![logo](img/logo.png).',
      '',
      '[ref]: ../../README.md',
      '<a href="https://example.com/x">x</a>',
    ].join('\n');
    expect(markdownLinks(md)).toEqual([
      { target: './docs/guide.md', line: 1 },
      { target: 'img/logo.png', line: 2 },
      { target: '../../README.md', line: 4 },
      { target: 'https://example.com/x', line: 5 },
    ]);
  });

  it('skips links inside fenced code blocks and inline code, keeping line numbers', () => {
    const md = [
      '```ts',
      "const s = '[not](./a-link.md)';",
      '```',
      'Inline `[nor](./this.md)` but [this](./yes.md).',
    ].join('\n');
    expect(markdownLinks(md)).toEqual([{ target: './yes.md', line: 4 }]);
  });
});
