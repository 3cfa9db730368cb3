import { createHash } from 'node:crypto'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((ch, i) => [ch, i]))

/** Decodes a base58 string (Bitcoin alphabet) into bytes, or null on a foreign character. Quadratic, so callers bound the length. */
export function base58Decode (value: string): Uint8Array | null {
  const bytes: number[] = []
  for (const ch of value) {
    let carry = INDEX.get(ch)
    if (carry === undefined) return null
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i] * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  for (let i = 0; i < value.length && value[i] === '1'; i++) bytes.push(0)
  return Uint8Array.from(bytes.reverse())
}

function sha256 (data: Uint8Array): Buffer {
  return createHash('sha256').update(data).digest()
}

/** Decodes base58check: returns the payload (version byte included) when the 4-byte double-SHA256 checksum matches. */
export function base58CheckDecode (value: string): Uint8Array | null {
  const bytes = base58Decode(value)
  if (bytes === null || bytes.length < 5) return null
  const payload = bytes.subarray(0, bytes.length - 4)
  const checksum = sha256(sha256(payload))
  for (let i = 0; i < 4; i++) {
    if (checksum[i] !== bytes[payload.length + i]) return null
  }
  return payload
}
