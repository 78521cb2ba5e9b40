import { describe, expect, it } from 'vitest';
import { scenarios } from './scenarios/index.js';
import { regex } from './scenarios/regex.js';
import { toolFilter } from './scenarios/tool-filter.js';
import { unicode } from './scenarios/unicode.js';

const quiet = () => undefined;

describe('pnpm demo scenarios: unicode, regex, tool filter', () => {
  it('are part of the demo', () => {
    expect(scenarios).toEqual(expect.arrayContaining([unicode, regex, toolFilter]));
  });

  it('unicode: the model sees the input without the override and the tag characters', async () => {
    const result = await unicode.run(quiet);
    expect(result.modelSaw).toBe('Is user nimda an admin?');
    expect(result.removed).toBe("Removed from the input: 2 bidi controls, 16 tag characters");
    expect(result.text).toBe('No, that user is not an admin.');
  });

  it('regex: the key is redacted in the tool result and in the stream', async () => {
    const result = await regex.run(quiet);
    expect(result.modelSawKey).toBe(false);
    expect(result.text).toBe('The variable is set (it was [REDACTED:aws-access-key-id] last week).');
  });

  it('tool filter: no call sees more than 2 tool steps', async () => {
    const result = await toolFilter.run(quiet);
    expect(result.toolCallsSeen).toEqual([0, 1, 2, 2, 2, 2, 2]);
  });
});
