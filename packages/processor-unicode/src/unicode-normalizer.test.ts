import { makeChunk, runOutputStream } from '@sluice/conformance';
import { ProcessorOptionsError, TripWire, type ChunkType } from '@sluice/core';
import { describe, expect, it } from 'vitest';
import { hook, joinText, reasoningChunks, streamText, toolResultArgs, userMessage } from './test/helpers.js';
import { CONFUSABLES } from './confusables.js';
import { hiddenPattern } from './hidden-characters.js';
import { UnicodeNormalizer } from './unicode-normalizer.js';
import { UnicodeOptionsError } from './unicode-options-error.js';

const RLO = '\u202E';
const PDI = '\u2069';
const LRI = '\u2066';
const ZWSP = '\u200B';

describe('UnicodeNormalizer.normalize()', () => {
  const n = new UnicodeNormalizer();

  it('applies NFKC: fullwidth, ligatures, compatibility digits and math letters', () => {
    expect(n.normalize('ＡＢＣ ﬁle ① 𝐁𝐨𝐥𝐝')).toBe('ABC file 1 Bold');
  });

  it('removes Trojan Source bidi controls (CVE-2021-42574)', () => {
    const text = `access = "user${RLO} ${LRI}// check if admin${PDI} ${LRI}"`;
    expect(n.normalize(text)).toBe('access = "user // check if admin "');
  });

  it('removes zero-width characters, BOM, soft hyphen and tag characters (ASCII smuggling)', () => {
    const tags = Array.from('ignore').map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    expect(n.normalize(`\uFEFFpa${ZWSP}ss\u00ADword\u2060${tags}!`)).toBe('password!');
  });

  it('keeps emoji ZWJ sequences and emoji presentation selectors with preserveEmojis (default)', () => {
    expect(n.normalize('dev 👩‍💻 love ❤️ flag 🏳️‍🌈')).toBe('dev 👩‍💻 love ❤️ flag 🏳️‍🌈');
    expect(new UnicodeNormalizer({ preserveEmojis: false }).normalize('👩‍💻❤️')).toBe('👩💻❤');
  });

  it('removes a ZWJ that follows a letter even with preserveEmojis', () => {
    expect(n.normalize('a\u200Db')).toBe('ab');
  });

  it('collapses whitespace runs and trims', () => {
    expect(n.normalize('  one   two\t\tthree \n\n\n four\u00A0\u00A0five  ')).toBe('one two three\n\nfour five');
    expect(new UnicodeNormalizer({ collapseWhitespace: false, trim: false }).normalize('  a   b  ')).toBe('  a   b  ');
  });

  it('collapses a run to one break or two, counting CRLF once and CR, NEL, LS, PS as breaks', () => {
    const n = new UnicodeNormalizer();
    expect(n.normalize('a \t b')).toBe('a b');
    expect(n.normalize('a \r\n b')).toBe('a\nb');
    expect(n.normalize('a\r\n\r\nb')).toBe('a\n\nb');
    expect(n.normalize('a\r\rb')).toBe('a\n\nb');
    expect(n.normalize('a\n\r\n\n\nb')).toBe('a\n\nb');
    expect(n.normalize('a \u2028 b c\u2029\u0085d')).toBe('a\nb c\n\nd');
  });

  it('strips control characters only when stripControlChars is set', () => {
    expect(n.normalize('a\u0007b')).toBe('a\u0007b');
    expect(new UnicodeNormalizer({ stripControlChars: true }).normalize('a\u0007b\u0085c\td')).toBe('abc d');
  });

  it('folds confusables only in mixed-script words by default of that mode', () => {
    const fold = new UnicodeNormalizer({ foldConfusables: 'mixed-script' });
    expect(fold.normalize('log in to pаypаl.com')).toBe('log in to paypal.com');
    expect(fold.normalize('привет мир')).toBe('привет мир');
    expect(new UnicodeNormalizer({ foldConfusables: 'all' }).normalize('рор')).toBe('pop');
    expect(n.normalize('pаypal')).toBe('pаypal');
  });

  it('keeps NFC when asked, or skips normalization', () => {
    expect(new UnicodeNormalizer({ normalization: 'NFC' }).normalize('ﬁ e\u0301')).toBe('ﬁ é');
    expect(new UnicodeNormalizer({ normalization: false }).normalize('ﬁ')).toBe('ﬁ');
  });
});

describe('UnicodeNormalizer processInput()', () => {
  it('warn (default): cleans the text and reports what was removed', async () => {
    const n = new UnicodeNormalizer();
    const hc = hook(n.id);
    const messages = [userMessage('m1', `Hi${ZWSP}${ZWSP} there${RLO}`)];
    const out = await n.processInput({ ...hc.context, messages, systemMessages: [], messageList: undefined as never });
    expect(out?.[0]?.content.parts[0]).toEqual({ type: 'text', text: 'Hi there' });
    expect(hc.violations).toEqual([
      expect.objectContaining({
        action: 'warn',
        detail: { removed: { bidi: 1, zeroWidth: 2, tag: 0, variationSelector: 0, control: 0, excessMarks: 0 }, folded: 0, codePoints: ['U+200B', 'U+202E'], where: 'input' },
      }),
    ]);
  });

  it('returns nothing and reports nothing for clean text', async () => {
    const n = new UnicodeNormalizer();
    const hc = hook(n.id);
    const out = await n.processInput({ ...hc.context, messages: [userMessage('m1', 'plain')], systemMessages: [], messageList: undefined as never });
    expect(out).toBeUndefined();
    expect(hc.violations).toEqual([]);
  });

  it('a whitespace-only change rewrites the text without a violation', async () => {
    const n = new UnicodeNormalizer();
    const hc = hook(n.id);
    const out = await n.processInput({ ...hc.context, messages: [userMessage('m1', ' a  b ')], systemMessages: [], messageList: undefined as never });
    expect(out?.[0]?.content.parts[0]).toEqual({ type: 'text', text: 'a b' });
    expect(hc.violations).toEqual([]);
  });

  it('block: ends the run with the counts, never the text', async () => {
    const n = new UnicodeNormalizer({ strategy: 'block' });
    const hc = hook(n.id);
    const run = n.processInput({ ...hc.context, messages: [userMessage('m1', `secret${RLO}`)], systemMessages: [], messageList: undefined as never });
    await expect(run).rejects.toSatisfy((e) => TripWire.isInstance(e));
    expect(hc.aborts[0]?.metadata).toMatchObject({ removed: { bidi: 1 }, where: 'input' });
    expect(JSON.stringify(hc.aborts[0]?.metadata)).not.toContain('secret');
  });

  it('silent: cleans without a violation', async () => {
    const n = new UnicodeNormalizer({ strategy: 'silent' });
    const hc = hook(n.id);
    const out = await n.processInput({ ...hc.context, messages: [userMessage('m1', `a${ZWSP}b`)], systemMessages: [], messageList: undefined as never });
    expect(out?.[0]?.content.parts[0]).toEqual({ type: 'text', text: 'ab' });
    expect(hc.violations).toEqual([]);
  });

  it('applyTo.input: false leaves the input alone', async () => {
    const n = new UnicodeNormalizer({ applyTo: { input: false } });
    const hc = hook(n.id);
    expect(await n.processInput({ ...hc.context, messages: [userMessage('m1', `a${ZWSP}`)], systemMessages: [], messageList: undefined as never })).toBeUndefined();
  });
});

describe('UnicodeNormalizer processToolResult()', () => {
  it('normalizes every string of a nested result and reports it', async () => {
    const n = new UnicodeNormalizer();
    const hc = hook(n.id, 'processToolResult');
    const { args, updates } = toolResultArgs({ title: `Pay${ZWSP}ment`, items: [{ note: `ok${RLO}` }, 3, null] });
    const out = await n.processToolResult({ ...hc.context, ...args });
    expect(out).toBe(args.messageList);
    expect(updates).toEqual([{ title: 'Payment', items: [{ note: 'ok' }, 3, null] }]);
    expect(hc.violations[0]).toMatchObject({ action: 'warn', detail: { where: 'tool-result:call-1' } });
  });

  it('leaves clean results and provider-executed results alone', async () => {
    const n = new UnicodeNormalizer();
    const hc = hook(n.id, 'processToolResult');
    const { args, updates } = toolResultArgs({ ok: true, text: 'fine' });
    expect(await n.processToolResult({ ...hc.context, ...args })).toBeUndefined();
    const provider = toolResultArgs(`x${ZWSP}`);
    expect(await n.processToolResult({ ...hc.context, ...provider.args, providerExecuted: true })).toBeUndefined();
    expect([...updates, ...provider.updates]).toEqual([]);
  });
});

describe('UnicodeNormalizer processOutputStream()', () => {
  const streaming = () => new UnicodeNormalizer({ applyTo: { outputStream: true } });

  it('is off by default: chunks pass untouched', async () => {
    const { text } = await streamText(new UnicodeNormalizer(), `a${ZWSP}b`, 1);
    expect(text).toBe(`a${ZWSP}b`);
  });

  it('gives the same text as normalize() whatever the chunk size', async () => {
    const input = `  Ｈello${ZWSP}  wor${RLO}ld\u00A0 e\u0301t\u00E9 👩‍💻 ok \n\n\n end  `;
    const expected = streaming().normalize(input);
    for (const size of [1, 2, 3, 5, 8, 1000]) {
      const { text } = await streamText(streaming(), input, size);
      expect(text, `chunk size ${String(size)}`).toBe(expected);
    }
  });

  it('streams Latin-1 letters as normalize() does in every form (NFD/NFKD decompose them)', async () => {
    const input = 'Café naïve ÀÉÎÕÜ ßðþ× ÷ÿ, mixed é\u0301';
    for (const normalization of ['NFKC', 'NFC', 'NFKD', 'NFD', false] as const) {
      for (const foldConfusables of ['all', 'mixed-script', false] as const) {
        const make = () => new UnicodeNormalizer({ applyTo: { outputStream: true }, normalization, foldConfusables });
        const expected = make().normalize(input);
        for (const size of [1, 3, 4, 1000]) {
          const { text } = await streamText(make(), input, size);
          expect(text, `${String(normalization)} ${String(foldConfusables)} size ${String(size)}`).toBe(expected);
        }
      }
    }
    expect(new UnicodeNormalizer({ normalization: 'NFD' }).normalize('é')).toBe('e\u0301');
  });

  it('the Latin-1 letters the fast path skips hold nothing any pass would change', () => {
    const pattern = hiddenPattern({ bidi: true, zeroWidth: true, control: true, preserveEmojis: false });
    const hidden = pattern === undefined ? undefined : new RegExp(pattern.source, 'u');
    for (let code = 0xc0; code <= 0xff; code++) {
      const char = String.fromCharCode(code);
      const name = `U+${code.toString(16)}`;
      expect(char.normalize('NFC'), name).toBe(char);
      expect(char.normalize('NFKC'), name).toBe(char);
      expect(Object.hasOwn(CONFUSABLES, char), name).toBe(false);
      expect(/[\s\u0085]/u.test(char), name).toBe(false);
      expect(hidden?.test(char), name).toBe(false);
    }
    // nor does any pair of them compose: the whole-text fast path keeps such a text as it is
    const stable = ['\t', '\n', '\r'];
    for (let code = 0x20; code <= 0x7e; code++) stable.push(String.fromCharCode(code));
    for (let code = 0xc0; code <= 0xff; code++) stable.push(String.fromCharCode(code));
    for (const a of stable) {
      for (const b of stable) {
        if ((a + b).normalize('NFC') !== a + b || (a + b).normalize('NFKC') !== a + b) expect.fail(`${a}${b} changes`);
      }
    }
  });

  it('keeps a combining mark split from its letter together (NFC/NFKC composes them)', async () => {
    const { text } = await streamText(streaming(), 'cafe\u0301', [4]);
    expect(text).toBe('café');
  });

  it('keeps a surrogate pair split across chunks', async () => {
    const { text } = await streamText(streaming(), 'a😀b', [2]);
    expect(text).toBe('a😀b');
  });

  it('reports removed characters in the stream, and block aborts', async () => {
    const warn = await streamText(streaming(), `x${RLO}y`, 1);
    expect(warn.text).toBe('xy');
    expect(warn.violations).toEqual([expect.objectContaining({ action: 'warn', hook: 'processOutputStream' })]);
    await expect(streamText(new UnicodeNormalizer({ strategy: 'block', applyTo: { outputStream: true } }), `x${RLO}y`, 1)).rejects.toSatisfy(
      (e) => TripWire.isInstance(e),
    );
  });

  it('normalizes reasoning and tool-call arguments', async () => {
    const chunks: ChunkType[] = [
      ...reasoningChunks([`thin${ZWSP}`, 'king']),
      makeChunk('tool-call', { toolCallId: 'c1', toolName: 'search', args: { q: `pass${ZWSP}word` } }),
    ];
    const result = await runOutputStream(streaming(), chunks);
    expect(joinText(result.chunks, 'reasoning-delta')).toBe('thinking');
    const call = result.chunks.find((c) => c.type === 'tool-call');
    expect((call?.payload as { args: unknown }).args).toEqual({ q: 'password' });
  });
});

describe('UnicodeNormalizer options', () => {
  it('rejects an unknown key, naming the nearest one', () => {
    let caught: unknown;
    try {
      new UnicodeNormalizer({ trimm: true } as never);
    } catch (error) {
      caught = error;
    }
    expect(UnicodeOptionsError.isInstance(caught)).toBe(true);
    expect(ProcessorOptionsError.isInstance(caught)).toBe(true);
    const error = caught as UnicodeOptionsError;
    expect(error.code).toBe('UNICODE_INVALID_OPTIONS');
    expect(error.issues[0]).toMatchObject({ path: 'trimm' });
    expect(JSON.stringify(error.issues)).toContain('trim');
  });

  it('rejects a wrong value and an unknown nested key', () => {
    expect(() => new UnicodeNormalizer({ normalization: 'NFX' } as never)).toThrow(UnicodeOptionsError);
    expect(() => new UnicodeNormalizer({ applyTo: { ouputStream: true } } as never)).toThrow(UnicodeOptionsError);
  });
});

describe('UnicodeNormalizer processInput() with a legacy flattened copy', () => {
  it('cleans content.content too and counts each character once', async () => {
    const n = new UnicodeNormalizer();
    const hc = hook(n.id);
    const message = userMessage('m1', `a${ZWSP}b`);
    message.content.content = `a${ZWSP}b`;
    await n.processInput({ ...hc.context, messages: [message], systemMessages: [], messageList: undefined as never });
    expect(message.content.content).toBe('ab');
    expect(hc.violations[0]?.detail).toMatchObject({ removed: { zeroWidth: 1 } });
  });
});
