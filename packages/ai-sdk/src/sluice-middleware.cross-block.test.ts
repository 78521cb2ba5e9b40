import { ScriptedModel } from '@sluice/conformance';
import { PIIDetector } from '@sluice/processor-pii';
import { streamText, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { sluiceMiddleware } from './sluice-middleware.js';

describe('sluiceMiddleware() across text blocks (#17)', () => {
  it('redacts an email split across two consecutive text blocks, as the Agent loop does', async () => {
    const inner = new ScriptedModel([{ textBlocks: ['Write to ada.love', 'lace@example.com today'] }]);
    const model = wrapLanguageModel({ model: inner, middleware: sluiceMiddleware({ processors: [new PIIDetector()] }) });
    const result = streamText({ model, prompt: 'contact?' });
    const text = await result.text;
    expect(text).not.toContain('ada.love');
    expect(text).not.toContain('lace@example.com');
    expect(text).toContain('Write to ');
    expect(text).toContain(' today');
  });
});
