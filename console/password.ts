/**
 * The console's admin password: salted scrypt hashes (node:crypto). A 64-hex SHA-256 hash, as the Go
 * service stored it, still verifies and is reported as needing an upgrade, so that the login that
 * proves the password can replace it with a scrypt hash.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt cost: 2^15 × 8 × 128 bytes = 32 MiB and about 0.1 s per hash here: slow to brute-force, fine for a login. */
const COST = { N: 32768, r: 8, p: 1 }
const KEY_LENGTH = 32
const SALT_LENGTH = 16
// Bounds on what a stored hash may ask for, so that a tampered file cannot make a login take minutes.
const MAX_N = 2 ** 20
const MAX_R = 16
const MAX_P = 4

export const MIN_PASSWORD_LENGTH = 12
/** Longer passwords are refused before hashing: scrypt reads all of it. */
export const MAX_PASSWORD_LENGTH = 1024

const LEGACY_SHA256 = /^[0-9a-f]{64}$/i

function derive (password: string, salt: Buffer, options: ScryptOptions & { N: number, r: number, p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 256 * options.N * options.r }, (err, key) => err ? reject(err) : resolve(key))
  })
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword (password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export interface Verdict {
  ok: boolean
  /** The stored hash is of an older kind (SHA-256) and should be replaced by hashPassword(). */
  upgrade: boolean
}

/** Checks a password against a stored hash (scrypt, or legacy SHA-256 hex), in constant time. */
export async function verifyPassword (password: string, stored: string): Promise<Verdict> {
  if (LEGACY_SHA256.test(stored)) {
    const presented = createHash('sha256').update(password).digest()
    return { ok: timingSafeEqual(presented, Buffer.from(stored, 'hex')), upgrade: true }
  }
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return { ok: false, upgrade: false }
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const salt = Buffer.from(parts[4], 'base64')
  const expected = Buffer.from(parts[5], 'base64')
  const sane = Number.isInteger(N) && N > 1 && N <= MAX_N && (N & (N - 1)) === 0 &&
    Number.isInteger(r) && r >= 1 && r <= MAX_R && Number.isInteger(p) && p >= 1 && p <= MAX_P &&
    salt.length >= 8 && expected.length === KEY_LENGTH
  if (!sane) return { ok: false, upgrade: false }
  const key = await derive(password, salt, { N, r, p })
  return { ok: timingSafeEqual(key, expected), upgrade: N < COST.N || r < COST.r }
}

/** A random initial password: 18 bytes of base64url (24 characters). */
export function randomPassword (): string {
  return randomBytes(18).toString('base64url')
}

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem (password: string, repeated: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`
  if (password !== repeated) return 'The two passwords do not match.'
  return undefined
}

/**
 * A short fingerprint of a stored hash. Sessions carry it; when the password changes, the hash and
 * so the fingerprint change, and every older session stops being valid.
 */
export function hashFingerprint (stored: string): string {
  return createHash('sha256').update('session:' + stored).digest('base64url').slice(0, 22)
}
