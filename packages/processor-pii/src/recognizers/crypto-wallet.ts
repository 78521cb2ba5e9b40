import type { ScanContext } from '../detect/scan-context.js';
import { base58CheckValid } from './base58check.js';
import { segwitAddressValid } from './bech32.js';
import { codeAt, isHex, isWordChar, runEnd } from './char-class.js';

function standalone(text: string, start: number, end: number): boolean {
  return !isWordChar(codeAt(text, start - 1)) && !isWordChar(codeAt(text, end));
}

/**
 * Crypto wallet addresses: Bitcoin legacy/P2SH (Base58Check, version 0x00 or 0x05), Bitcoin
 * SegWit (Bech32 / Bech32m checksum) and Ethereum (`0x` + 40 hex digits; format only, the
 * EIP-55 mixed-case checksum is not verified). Each candidate run is read once: linear.
 */
export function recognizeCryptoWallet(ctx: ScanContext): void {
  const { text } = ctx;
  if (ctx.accepts('BTC_ADDRESS', 1)) {
    const base58 = /[13][1-9A-HJ-NP-Za-km-z]{25,34}/g;
    let m: RegExpExecArray | null;
    while ((m = base58.exec(text)) !== null) {
      const end = m.index + m[0].length;
      if (isWordChar(codeAt(text, end))) {
        base58.lastIndex = runEnd(text, end, isWordChar); // longer than an address: skip the run
        continue;
      }
      if (!standalone(text, m.index, end)) continue;
      if (base58CheckValid(m[0], 25) && ctx.accepts('BTC_ADDRESS', 0.95)) ctx.emit('BTC_ADDRESS', m.index, end, 0.95);
    }
    const bech = /bc1[02-9ac-hj-np-z]{6,87}/gi;
    while ((m = bech.exec(text)) !== null) {
      const end = m.index + m[0].length;
      if (isWordChar(codeAt(text, end))) {
        bech.lastIndex = runEnd(text, end, isWordChar);
        continue;
      }
      if (!standalone(text, m.index, end)) continue;
      if (segwitAddressValid(m[0], 'bc') && ctx.accepts('BTC_ADDRESS', 0.95)) ctx.emit('BTC_ADDRESS', m.index, end, 0.95);
    }
  }
  if (ctx.accepts('ETH_ADDRESS', 1)) {
    for (let p = text.indexOf('0x'); p !== -1; p = text.indexOf('0x', p + 2)) {
      let e = p + 2;
      while (e - p < 43 && isHex(codeAt(text, e))) e++;
      if (e - p !== 42 || !standalone(text, p, e)) continue;
      if (ctx.accepts('ETH_ADDRESS', 0.9)) ctx.emit('ETH_ADDRESS', p, e, 0.9);
    }
  }
}
