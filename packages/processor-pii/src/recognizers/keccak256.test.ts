import { describe, expect, it } from 'vitest';
import { keccak256 } from './keccak256.js';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16));
const utf8 = (s: string) => new TextEncoder().encode(s);

// Published Keccak-256 vectors (Ethereum's keccak256, original Keccak padding)
const VECTORS: [string, Uint8Array, string][] = [
  ['empty', utf8(''), 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
  ['abc', utf8('abc'), '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
  ['hello world', utf8('hello world'), '47173285a8d7341e5e972fc677286384f802f8ef42a5ec5f03bbfa254cb01fad'],
  ['Transfer event', utf8('Transfer(address,address,uint256)'), 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'],
  ['KAT 0xcc', fromHex('cc'), 'eead6dbfc7340a56caedc044696a168870549a6a7f6f56961e84a54bd9970b8a'],
  [
    'KAT long (several blocks)',
    fromHex(
      '6172f1971a6e1e4e6170afbad95d5fec99bf69b24b674bc17dd78011615e502de6f56b86b1a71d3f4348087218ac7b7d09302993be272e4a591968aef18a1262d665610d1070ee91cc8da36e1f841a69a7a682c580e836941d21d909a3afc1f0b963e1ca5ab193e124a1a53df1c587470e5881fb54dae1b0d840f0c8f9d1b04c645ba1041c7d8dbf22030a623aa15638b3d99a2c400ff76f3252079af88d2b37f35ee66c1ad7801a28d3d388ac450b97d5f0f79e4541755356b3b1a5696b023f39ab7ab5f28df4202936bc97393b93bc915cb159ea1bd7a0a414cb4b7a1ac3af68f50d79f0c9c7314e750f7d02faa58bfa',
    ),
    '4ea524e705020284b18284e34683725590e1ee565a6ff598ed4d42b1c987471e',
  ],
];

describe('keccak256()', () => {
  it.each(VECTORS)('matches the published digest: %s', (_, input, digest) => {
    expect(hex(keccak256(input))).toBe(digest);
  });

  it('is the same on repeated calls (no state carried over)', () => {
    expect(hex(keccak256(utf8('abc')))).toBe(hex(keccak256(utf8('abc'))));
  });
});
