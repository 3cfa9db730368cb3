/** Bech32 (BIP-173) and Bech32m (BIP-350) checksums and SegWit address decoding. */

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
export const BECH32_CONST = 1
export const BECH32M_CONST = 0x2bc830a3

function polymod (values: readonly number[]): number {
  let chk = 1
  for (const v of values) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ v
    for (let i = 0; i < 5; i++) {
      if ((top >>> i) & 1) chk ^= GENERATOR[i]
    }
  }
  return chk >>> 0
}

function hrpExpand (hrp: string): number[] {
  const out: number[] = []
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) >> 5)
  out.push(0)
  for (let i = 0; i < hrp.length; i++) out.push(hrp.charCodeAt(i) & 31)
  return out
}

/** Splits and verifies a bech32/bech32m string; returns the hrp, the 5-bit data (checksum removed) and which constant matched. */
export function bech32Decode (value: string): { hrp: string, data: number[], variant: 'bech32' | 'bech32m' } | null {
  if (value.length > 90 || (value !== value.toLowerCase() && value !== value.toUpperCase())) return null
  const lower = value.toLowerCase()
  const sep = lower.lastIndexOf('1')
  if (sep < 1 || sep + 7 > lower.length) return null
  const hrp = lower.slice(0, sep)
  const data: number[] = []
  for (let i = sep + 1; i < lower.length; i++) {
    const v = CHARSET.indexOf(lower[i])
    if (v === -1) return null
    data.push(v)
  }
  const check = polymod([...hrpExpand(hrp), ...data])
  const variant = check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : null
  if (variant === null) return null
  return { hrp, data: data.slice(0, -6), variant }
}

/** Regroups 5-bit words into bytes (no padding allowed beyond 4 zero bits). */
function fromWords (words: readonly number[]): number[] | null {
  let acc = 0
  let bits = 0
  const out: number[] = []
  for (const w of words) {
    acc = (acc << 5) | w
    bits += 5
    while (bits >= 8) {
      bits -= 8
      out.push((acc >> bits) & 0xff)
    }
    acc &= (1 << bits) - 1
  }
  if (bits >= 5 || acc !== 0) return null
  return out
}

/** True for a valid SegWit address of the given hrp ("bc" mainnet): BIP-173 for v0, BIP-350 for v1–16. */
export function segwitValid (hrp: string, address: string): boolean {
  const decoded = bech32Decode(address)
  if (decoded === null || decoded.hrp !== hrp || decoded.data.length < 1) return false
  const version = decoded.data[0]
  if (version > 16) return false
  const program = fromWords(decoded.data.slice(1))
  if (program === null || program.length < 2 || program.length > 40) return false
  if (version === 0) return decoded.variant === 'bech32' && (program.length === 20 || program.length === 32)
  return decoded.variant === 'bech32m'
}
