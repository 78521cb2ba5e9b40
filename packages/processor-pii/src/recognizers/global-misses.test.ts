// Issue #19 item 3: the global misses and the two false positives. Each block lists valid forms,
// look-alikes that must not match, and (where a form is new) a split-anywhere streaming check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIIDetector } from '../pii-detector.js';
import { PlaceholderStore } from '../redact/placeholder-store.js';
import { redactText } from '../redact/redact-text.js';
import { runStream, splitAt, textChunks } from '../test/stream.js';

const detector = new PIIDetector();

/** `[type, value]` of every entity `detector.detect` finds (on normalized text, original spans). */
function found(text: string, d: PIIDetector = detector): [string, string][] {
  return d.detect(text).map((e) => [e.type, text.slice(e.start, e.end)]);
}

/** Every split of `text` (up to 6 cuts, 60 runs) streams to the whole text's redaction. */
async function expectSplitInvariant(text: string, d: PIIDetector = detector): Promise<void> {
  const expected = await redactText(text, d.detect(text), { method: 'mask', salt: 's', placeholders: new PlaceholderStore() });
  await fc.assert(
    fc.asyncProperty(fc.array(fc.nat(), { maxLength: 6 }), async (cuts) => {
      const { text: streamed } = await runStream(d, textChunks(splitAt(text, cuts)));
      expect(streamed).toBe(expected);
    }),
    { numRuns: 60 },
  );
}

describe('MAC addresses (#19 items 3 and 9)', () => {
  it.each([
    ['cisco 0123.4567.89ab here', '0123.4567.89ab'],
    ['switch port (0023.AC1F.00B4).', '0023.AC1F.00B4'],
    ['mac=a0b1.c2d3.e4f5', 'a0b1.c2d3.e4f5'],
  ])('finds the Cisco dotted MAC in %j', (text, value) => {
    expect(found(text)).toContainEqual(['MAC_ADDRESS', value]);
  });

  it.each([
    'version 2024.0101.1234 (all digits: a build number, not a MAC)',
    'ip 1234.5678.9abc.def0 has four groups',
    'x0123.4567.89ab is glued to a word',
    'hex 0123.4567.89abc is too long',
    'broadcast ffff.ffff.ffff',
  ])('does not flag the dotted look-alike in %j', (text) => {
    expect(found(text).filter(([t]) => t === 'MAC_ADDRESS')).toEqual([]);
  });

  it.each(['ff:ff:ff:ff:ff:ff', 'FF:FF:FF:FF:FF:FF', '00:00:00:00:00:00', 'ff-ff-ff-ff-ff-ff', '00-00-00-00-00-00', '0000.0000.0000'])(
    'does not flag the broadcast or all-zero address %s',
    (mac) => {
      expect(found(`dst ${mac} src`)).toEqual([]);
    },
  );

  it('still flags ordinary colon and dashed MACs', () => {
    expect(found('nic 00:1A:2B:3C:4D:5E and 00-1a-2b-3c-4d-5f')).toEqual([
      ['MAC_ADDRESS', '00:1A:2B:3C:4D:5E'],
      ['MAC_ADDRESS', '00-1a-2b-3c-4d-5f'],
    ]);
  });

  it('a dotted MAC split anywhere in a stream is redacted as in the whole text', async () => {
    await expectSplitInvariant('switch learned 0123.4567.89ab on port 7, ff:ff:ff:ff:ff:ff is broadcast.');
  });
});

describe('IPv4 in parentheses and before punctuation (#19 item 2)', () => {
  it.each([
    ['host (192.168.1.1) is up', '192.168.1.1'],
    ['host (192.168.1.1).', '192.168.1.1'],
    ['hosts (192.168.1.1), (10.0.0.2); done', '192.168.1.1'],
    ['(10.0.0.1 and 10.0.0.2)', '10.0.0.1'],
    ['ping 192.168.1.1!', '192.168.1.1'],
    ['ping 192.168.1.1?', '192.168.1.1'],
    ['ping 192.168.1.1:', '192.168.1.1'],
    ['at 192.168.1.1).', '192.168.1.1'],
  ])('finds the address in %j', (text, value) => {
    expect(found(text)).toContainEqual(['IPV4', value]);
  });

  it('finds both addresses of a parenthesised list with exact spans', () => {
    expect(found('hosts (192.168.1.1), (10.0.0.2); done')).toEqual([
      ['IPV4', '192.168.1.1'],
      ['IPV4', '10.0.0.2'],
    ]);
  });

  it.each(['(256.1.1.1)', '(1.2.3)', '(01.2.3.4)', '+10.0.0.1', '(1.2.3.4.5)', '(192.168.1)'])(
    'does not flag the look-alike in %j',
    (text) => {
      expect(found(text).filter(([t]) => t === 'IPV4')).toEqual([]);
    },
  );

  it('a parenthesised address split anywhere in a stream is redacted as in the whole text', async () => {
    await expectSplitInvariant('gateway (192.168.1.1), backup (10.0.0.2).');
  });
});
