import { describe, expect, it } from 'vitest';
import { batch } from './scenarios/batch.js';
import { costGuard } from './scenarios/cost-guard.js';
import { cache } from './scenarios/cache.js';
import { language } from './scenarios/language.js';
import { memoryRestart } from './scenarios/memory-restart.js';
import { moderation } from './scenarios/moderation.js';
import { pii } from './scenarios/pii.js';
import { prefill } from './scenarios/prefill.js';
import { promptInjection } from './scenarios/prompt-injection.js';
import { tokenLimit } from './scenarios/token-limit.js';
import { tour } from './scenarios/tour.js';

const quiet = () => undefined;

describe('pnpm demo scenarios', () => {
  it('tour: the guardrail retries once and the streamed rewrite reaches the final text', async () => {
    const result = await tour.run(quiet);
    expect(result.modelCalls).toBe(3);
    expect(result.text).toBe('Your order A-1001 was SHIPPED yesterday and arrives Friday.');
    expect(result.trace.some((line) => line.includes('<email>'))).toBe(true);
    expect(result.trace.join('\n')).not.toContain('customer called twice');
  });

  it('pii: the model sees placeholders, the tool and the client see real values', async () => {
    const result = await pii.run(quiet);
    expect(result.modelSaw).toBe('Which plan is <EMAIL_1> on?');
    expect(result.toolGot).toBe('jane.doe@example.com');
    expect(result.text).toContain('jane.doe@example.com');
    expect(result.text).toContain('+1 415 555 0132');
  });

  it('moderation: no flagged text reaches the client and the hard negative passes', async () => {
    const result = await moderation.run(quiet);
    expect(result.tripwire).toMatch(/violence/);
    expect(result.blockedText).not.toMatch(/kill/);
    expect(result.benignText).toContain('kill -9');
  });

  it('prompt injection: the model never reads the poisoned email and the leaking reply is cut', async () => {
    const result = await promptInjection.run(quiet);
    expect(result.modelSawPoison).toBe(false);
    expect(result.quarantined).toBe(true);
    expect(result.leakTripwire).toMatch(/leak/);
    expect(result.streamed).not.toContain('refund policy');
  });

  it('cache: two runs of one resource cost one model call; another resource costs its own', async () => {
    const result = await cache.run(quiet);
    expect(result.modelCalls).toBe(2);
    expect(new Set(result.texts).size).toBe(1);
  });

  it('prefill: the retried request ends with a user message', async () => {
    const result = await prefill.run(quiet);
    expect(result.roles).toEqual(['assistant', 'user']);
    expect(result.text).toContain('river');
  });

  it('token limit: the prompt is trimmed and the output capped with a data chunk', async () => {
    const result = await tokenLimit.run(quiet);
    expect(result.sent).toBeLessThan(result.kept);
    expect(result.limitChunk).toBe(true);
    expect(result.text.length).toBeLessThan('The longest river on Earth is the Nile, or the Amazon, depending on how you measure it.'.length);
  });

  it('cost guard: a user is blocked once the budget is spent, with the reset time; cached answers and other users are not', async () => {
    const result = await costGuard.run(quiet);
    // 1,200 tokens: two 500-token answers fit, the third call's estimate still fits, the fourth does not.
    expect(result.answered).toBe(3);
    expect(result.blockedReason).toMatch(/^Token budget exceeded: 1,500 of 1,200 tokens used in the last 24 h.*has room again at /);
    expect(result.cachedAfterBlock).toBe(true);
    expect(result.otherUserAnswered).toBe(true);
  });

  it('batch: fewer text chunks reach the client, with the same text', async () => {
    const result = await batch.run(quiet);
    expect(result.with).toBeLessThan(result.without);
    expect(result.text).toBe('Rivers carve valleys slowly, one grain of sand at a time, for thousands of years.');
  });

  it('language: Spanish input is blocked before the model; English input is answered', async () => {
    const result = await language.run(quiet);
    expect(result.blocked).toBe('Input language es is not one of en');
    expect(result.modelCalls).toBe(1);
    expect(result.text).toBe('Your order ships tomorrow.');
  });

  it('memory restart: a second process recalls what the first saved in the libSQL file', async () => {
    const result = await memoryRestart.run(quiet);
    expect(result.recalled).toEqual([
      'user: My order number is A-1001. Please keep it in mind.',
      'assistant: Noted: order A-1001. Ask me about it any time.',
    ]);
    expect(result.promptRecalled).toBe(true);
    expect(result.text).toBe('We were talking about your order A-1001.');
  });
});
