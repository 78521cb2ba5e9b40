import { describe, expect, it } from 'vitest';
import { toolResultText } from './tool-result-text.js';

describe('toolResultText()', () => {
  it('keeps strings, serializes objects, cuts cycles and writes BigInts', () => {
    expect(toolResultText('hi')).toBe('hi');
    expect(toolResultText({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}');
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(toolResultText(cyclic)).toBe('{"name":"loop","self":"[cycle]"}');
    expect(toolResultText({ n: 10n })).toBe('{"n":"10"}');
    expect(toolResultText(undefined)).toBe('');
  });
});
