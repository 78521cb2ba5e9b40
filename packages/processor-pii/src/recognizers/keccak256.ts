/**
 * A small synchronous Keccak-256 (the original Keccak padding used by Ethereum, not SHA3-256),
 * for EIP-55 address checksums. Lanes are 64-bit, held as two 32-bit halves.
 */
const ROUNDS = 24;
const RATE = 136;

// Round constants and rotation offsets, generated as in the Keccak reference (fewer typos than tables).
const RC_LO = new Uint32Array(ROUNDS);
const RC_HI = new Uint32Array(ROUNDS);
const ROTATION = new Uint8Array(25);
const PI = new Uint8Array(25);
{
  let r = 1;
  for (let round = 0; round < ROUNDS; round++) {
    for (let j = 0; j < 7; j++) {
      r = ((r << 1) ^ ((r >> 7) * 0x71)) & 0xff;
      if ((r & 2) !== 0) {
        const bit = (1 << j) - 1;
        if (bit < 32) RC_LO[round] = (RC_LO[round] ?? 0) ^ (1 << bit);
        else RC_HI[round] = (RC_HI[round] ?? 0) ^ (1 << (bit - 32));
      }
    }
  }
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    ROTATION[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    const nextY = (2 * x + 3 * y) % 5;
    x = y;
    y = nextY;
  }
  for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) PI[i + 5 * j] = j + 5 * ((2 * i + 3 * j) % 5);
}

const lo = new Uint32Array(25);
const hi = new Uint32Array(25);
const bLo = new Uint32Array(25);
const bHi = new Uint32Array(25);
const cLo = new Uint32Array(5);
const cHi = new Uint32Array(5);

function permute(): void {
  for (let round = 0; round < ROUNDS; round++) {
    for (let x = 0; x < 5; x++) {
      cLo[x] = (lo[x] ?? 0) ^ (lo[x + 5] ?? 0) ^ (lo[x + 10] ?? 0) ^ (lo[x + 15] ?? 0) ^ (lo[x + 20] ?? 0);
      cHi[x] = (hi[x] ?? 0) ^ (hi[x + 5] ?? 0) ^ (hi[x + 10] ?? 0) ^ (hi[x + 15] ?? 0) ^ (hi[x + 20] ?? 0);
    }
    for (let x = 0; x < 5; x++) {
      const nLo = cLo[(x + 1) % 5] ?? 0;
      const nHi = cHi[(x + 1) % 5] ?? 0;
      const dLo = (cLo[(x + 4) % 5] ?? 0) ^ ((nLo << 1) | (nHi >>> 31));
      const dHi = (cHi[(x + 4) % 5] ?? 0) ^ ((nHi << 1) | (nLo >>> 31));
      for (let y = 0; y < 25; y += 5) {
        lo[x + y] = (lo[x + y] ?? 0) ^ dLo;
        hi[x + y] = (hi[x + y] ?? 0) ^ dHi;
      }
    }
    // rho and pi: lane (x, y) rotated into position (y, 2x + 3y)
    for (let i = 0; i < 25; i++) {
      const n = ROTATION[i] ?? 0;
      const l = lo[i] ?? 0;
      const h = hi[i] ?? 0;
      const to = PI[i] ?? 0;
      if (n === 0) {
        bLo[to] = l;
        bHi[to] = h;
      } else if (n < 32) {
        bLo[to] = (l << n) | (h >>> (32 - n));
        bHi[to] = (h << n) | (l >>> (32 - n));
      } else if (n === 32) {
        bLo[to] = h;
        bHi[to] = l;
      } else {
        bLo[to] = (h << (n - 32)) | (l >>> (64 - n));
        bHi[to] = (l << (n - 32)) | (h >>> (64 - n));
      }
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const i1 = y + ((x + 1) % 5);
        const i2 = y + ((x + 2) % 5);
        lo[y + x] = (bLo[y + x] ?? 0) ^ (~(bLo[i1] ?? 0) & (bLo[i2] ?? 0));
        hi[y + x] = (bHi[y + x] ?? 0) ^ (~(bHi[i1] ?? 0) & (bHi[i2] ?? 0));
      }
    }
    lo[0] = (lo[0] ?? 0) ^ (RC_LO[round] ?? 0);
    hi[0] = (hi[0] ?? 0) ^ (RC_HI[round] ?? 0);
  }
}

function absorbByte(index: number, byte: number): void {
  const lane = index >> 3;
  const shift = (index & 3) * 8;
  if ((index & 7) < 4) lo[lane] = (lo[lane] ?? 0) ^ (byte << shift);
  else hi[lane] = (hi[lane] ?? 0) ^ (byte << shift);
}

/** Keccak-256 digest of `data` (32 bytes). Synchronous; shares scratch state, so not re-entrant. */
export function keccak256(data: Uint8Array): Uint8Array {
  lo.fill(0);
  hi.fill(0);
  let offset = 0;
  for (; offset + RATE <= data.length; offset += RATE) {
    for (let i = 0; i < RATE; i++) absorbByte(i, data[offset + i] ?? 0);
    permute();
  }
  const rest = data.length - offset;
  for (let i = 0; i < rest; i++) absorbByte(i, data[offset + i] ?? 0);
  absorbByte(rest, 0x01);
  absorbByte(RATE - 1, 0x80);
  permute();
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    const lane = i >> 3;
    const word = (i & 7) < 4 ? (lo[lane] ?? 0) : (hi[lane] ?? 0);
    out[i] = (word >>> ((i & 3) * 8)) & 0xff;
  }
  return out;
}
