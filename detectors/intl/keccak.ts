/**
 * Keccak-256 (the original Keccak padding 0x01 that Ethereum uses, not NIST SHA3-256's 0x06),
 * over 64-bit lanes held as pairs of 32-bit halves. Only used to verify EIP-55 address checksums,
 * so it is written for clarity over speed; one 40-byte block takes a few microseconds.
 */

// Round constants as [high, low] halves.
const RC: ReadonlyArray<readonly [number, number]> = [
  [0x00000000, 0x00000001], [0x00000000, 0x00008082], [0x80000000, 0x0000808A], [0x80000000, 0x80008000],
  [0x00000000, 0x0000808B], [0x00000000, 0x80000001], [0x80000000, 0x80008081], [0x80000000, 0x00008009],
  [0x00000000, 0x0000008A], [0x00000000, 0x00000088], [0x00000000, 0x80008009], [0x00000000, 0x8000000A],
  [0x00000000, 0x8000808B], [0x80000000, 0x0000008B], [0x80000000, 0x00008089], [0x80000000, 0x00008003],
  [0x80000000, 0x00008002], [0x80000000, 0x00000080], [0x00000000, 0x0000800A], [0x80000000, 0x8000000A],
  [0x80000000, 0x80008081], [0x80000000, 0x00008080], [0x00000000, 0x80000001], [0x80000000, 0x80008008]
]
const ROTC = [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44]
const PILN = [10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1]
const RATE = 136 // bytes, for a 256-bit output

// Result registers of rotl, to avoid allocating a pair per rotation.
let outHi = 0
let outLo = 0

/** Rotates the 64-bit lane (hi, lo) left by n (1 ≤ n ≤ 63, n ≠ 32) into outHi/outLo. */
function rotl (hi: number, lo: number, n: number): void {
  if (n < 32) {
    outHi = (hi << n) | (lo >>> (32 - n))
    outLo = (lo << n) | (hi >>> (32 - n))
  } else {
    const k = n - 32
    outHi = (lo << k) | (hi >>> (32 - k))
    outLo = (hi << k) | (lo >>> (32 - k))
  }
}

/** Keccak-f[1600] on 25 lanes: hi[i], lo[i]. */
const bcHi = new Uint32Array(5)
const bcLo = new Uint32Array(5)

function permute (hi: Uint32Array, lo: Uint32Array): void {
  for (let round = 0; round < 24; round++) {
    // θ
    for (let x = 0; x < 5; x++) {
      bcHi[x] = hi[x] ^ hi[x + 5] ^ hi[x + 10] ^ hi[x + 15] ^ hi[x + 20]
      bcLo[x] = lo[x] ^ lo[x + 5] ^ lo[x + 10] ^ lo[x + 15] ^ lo[x + 20]
    }
    for (let x = 0; x < 5; x++) {
      rotl(bcHi[(x + 1) % 5], bcLo[(x + 1) % 5], 1)
      const tHi = bcHi[(x + 4) % 5] ^ outHi
      const tLo = bcLo[(x + 4) % 5] ^ outLo
      for (let y = 0; y < 25; y += 5) {
        hi[y + x] ^= tHi
        lo[y + x] ^= tLo
      }
    }
    // ρ and π
    let tHi = hi[1]
    let tLo = lo[1]
    for (let i = 0; i < 24; i++) {
      const j = PILN[i]
      const saveHi = hi[j]
      const saveLo = lo[j]
      rotl(tHi, tLo, ROTC[i])
      hi[j] = outHi
      lo[j] = outLo
      tHi = saveHi
      tLo = saveLo
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        bcHi[x] = hi[y + x]
        bcLo[x] = lo[y + x]
      }
      for (let x = 0; x < 5; x++) {
        hi[y + x] = bcHi[x] ^ (~bcHi[(x + 1) % 5] & bcHi[(x + 2) % 5])
        lo[y + x] = bcLo[x] ^ (~bcLo[(x + 1) % 5] & bcLo[(x + 2) % 5])
      }
    }
    // ι
    hi[0] ^= RC[round][0]
    lo[0] ^= RC[round][1]
  }
}

function xorByte (hi: Uint32Array, lo: Uint32Array, index: number, byte: number): void {
  const lane = index >> 3
  const offset = index & 7
  if (offset < 4) lo[lane] ^= byte << (8 * offset)
  else hi[lane] ^= byte << (8 * (offset - 4))
}

function readByte (hi: Uint32Array, lo: Uint32Array, index: number): number {
  const lane = index >> 3
  const offset = index & 7
  return offset < 4 ? (lo[lane] >>> (8 * offset)) & 0xff : (hi[lane] >>> (8 * (offset - 4))) & 0xff
}

/** Keccak-256 digest of the bytes. */
export function keccak256 (data: Uint8Array): Uint8Array {
  const hi = new Uint32Array(25)
  const lo = new Uint32Array(25)
  let offset = 0
  while (data.length - offset >= RATE) {
    for (let i = 0; i < RATE; i++) xorByte(hi, lo, i, data[offset + i])
    permute(hi, lo)
    offset += RATE
  }
  const rest = data.length - offset
  for (let i = 0; i < rest; i++) xorByte(hi, lo, i, data[offset + i])
  xorByte(hi, lo, rest, 0x01)
  xorByte(hi, lo, RATE - 1, 0x80)
  permute(hi, lo)
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = readByte(hi, lo, i)
  return out
}

/** EIP-55: each hex letter is upper case exactly when the matching nibble of keccak256(lower-case hex) is ≥ 8. */
export function eip55Valid (address40: string): boolean {
  const lower = address40.toLowerCase()
  const hash = keccak256(Buffer.from(lower, 'ascii'))
  for (let i = 0; i < 40; i++) {
    const ch = address40[i]
    if (ch >= '0' && ch <= '9') continue
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    const upper = ch >= 'A' && ch <= 'F'
    if (upper !== (nibble >= 8)) return false
  }
  return true
}
