import { indexOfLiteral } from './literal-search.js';
import type { ScanContext } from '../detect/scan-context.js';
import { base58CheckValid, isBase58 } from './base58check.js';
import { segwitAddressValid } from './bech32.js';
import { isBech32 } from './bech32.js';
import { codeAt, isHex, isWordChar } from './char-class.js';
import { eip55Valid } from './eip55.js';
import { literalCursor } from './literal-cursor.js';
import { standaloneWordEnd } from './standalone-word-end.js';

function standalone(text: string, start: number, end: number): boolean {
  return !isWordChar(codeAt(text, start - 1)) && !isWordChar(codeAt(text, end));
}

/**
 * Crypto wallet addresses: Bitcoin legacy/P2SH (Base58Check, version 0x00 or 0x05), Bitcoin
 * SegWit (Bech32 / Bech32m checksum) and Ethereum (`0x` + 40 hex digits; a mixed-case address
 * must carry a valid EIP-55 checksum, a single-case one has none to check). Candidates start
 * where `indexOf` finds `1`, `3`, `bc1` or `0x` and read at most one bounded word each: linear.
 */
export function recognizeCryptoWallet(ctx: ScanContext): void {
  const { text } = ctx;
  if (ctx.accepts('BTC_ADDRESS', 1)) {
    // legacy / P2SH: a standalone word of 26-35 Base58 characters starting with 1 or 3
    // (one pass per first character: the two sets of words are disjoint, and overlaps are sorted out later)
    for (const first of ['1', '3']) {
      for (let p = text.indexOf(first); p !== -1; p = text.indexOf(first, p + 1)) {
        if (isWordChar(codeAt(text, p - 1))) continue;
        const end = standaloneWordEnd(text, p, 35, isBase58);
        if (end - p < 26) continue;
        if (base58CheckValid(text.slice(p, end), 25) && ctx.accepts('BTC_ADDRESS', 0.95)) ctx.emit('BTC_ADDRESS', p, end, 0.95);
      }
    }
    // SegWit: a standalone word of 9-90 Bech32 characters starting with bc1 (any case)
    const segwit = literalCursor(text, ['bc1', 'BC1', 'bC1', 'Bc1']);
    for (let p = segwit(0); p !== -1; p = segwit(p + 1)) {
      if (isWordChar(codeAt(text, p - 1))) continue;
      const end = standaloneWordEnd(text, p + 3, 87, isBech32);
      if (end - p < 9) continue;
      if (segwitAddressValid(text.slice(p, end), 'bc') && ctx.accepts('BTC_ADDRESS', 0.95)) ctx.emit('BTC_ADDRESS', p, end, 0.95);
    }
  }
  if (ctx.accepts('ETH_ADDRESS', 1)) {
    for (let p = indexOfLiteral(text, '0x', 1); p !== -1; p = indexOfLiteral(text, '0x', 1, p + 2)) {
      let e = p + 2;
      while (e - p < 43 && isHex(codeAt(text, e))) e++;
      if (e - p !== 42 || !standalone(text, p, e) || !eip55Valid(text.slice(p + 2, e))) continue;
      if (ctx.accepts('ETH_ADDRESS', 0.9)) ctx.emit('ETH_ADDRESS', p, e, 0.9);
    }
  }
}
