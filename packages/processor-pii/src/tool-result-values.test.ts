import { describe, expect, it } from 'vitest';
import { PIIDetector } from './pii-detector.js';
import { toolResultArgs } from './test/tool-result-args.js';

const EMAIL = 'bob@corp.example.org';
const CARD = 4111111111111111;

class CustomerRow {
  constructor(
    readonly email: string,
    readonly card: number,
  ) {}
}

/** The redacted result the detector stored, as JSON (Maps and Sets spread to arrays). */
async function redactedResult(result: unknown, extra: Record<string, unknown> = {}): Promise<string> {
  const { args, updates } = toolResultArgs(result, {}, extra);
  await new PIIDetector().processToolResult(args);
  const stored = updates[0]?.toolInvocation.result;
  return JSON.stringify(stored, (_key, value: unknown) => (value instanceof Map || value instanceof Set ? [...value] : value)) ?? '';
}

describe('processToolResult() reads every text leaf of a result', () => {
  it('redacts class instances, null-prototype objects, keys, numbers, Maps, Sets and error strings', async () => {
    const nullProto = Object.assign(Object.create(null) as Record<string, unknown>, { owner: EMAIL });
    const cases: [string, unknown, Record<string, unknown>?][] = [
      ['class instance (ORM row)', new CustomerRow(EMAIL, CARD)],
      ['null-prototype object', nullProto],
      ['PII as an object key', { [EMAIL]: { tier: 'gold' } }],
      ['card as a number column', { card: CARD }],
      ['Map and Set', { byEmail: new Map([[EMAIL, 1]]), seen: new Set([EMAIL]) }],
      ['a tool error message (isError: true)', `no account for ${EMAIL}`, { isError: true }],
    ];
    for (const [name, result, extra] of cases) {
      const stored = await redactedResult(result, extra);
      expect(stored, name).not.toBe('');
      expect(stored, name).not.toContain(EMAIL);
      expect(stored, name).not.toContain(String(CARD));
    }
  });

  it('masks a card number column into its masked text and keeps unrelated numbers as numbers', async () => {
    const { args, updates } = toolResultArgs({ card: CARD, quantity: 3 });
    await new PIIDetector().processToolResult(args);
    expect(updates[0]?.toolInvocation.result).toEqual({ card: '************1111', quantity: 3 });
  });
});
