import fp from 'fastify-plugin'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendPlain } from './errors.ts'
import type { RuntimeConfig } from '../config/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: API-key check of POST /anonymize and /scan. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>
  }
}

export function sha256Hex (value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

const hashes = new WeakMap<FastifyRequest, string | null>()

/**
 * SHA-256 hex of the key the client presented: X-Api-Key, else an `Authorization: Bearer` token;
 * null when neither is there. Computed once per request (rate limit and auth both need it).
 */
export function presentedKeyHash (request: FastifyRequest): string | null {
  const cached = hashes.get(request)
  if (cached !== undefined) return cached
  let key = request.headers['x-api-key']
  if (Array.isArray(key)) key = key[0]
  if (!key) {
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')
    key = match?.[1]
  }
  const hash = key ? sha256Hex(key) : null
  hashes.set(request, hash)
  return hash
}

/** The configured key hashes as bytes, derived once per configuration (it is replaced as a whole). */
const storedHashes = new WeakMap<RuntimeConfig, Buffer[]>()

function hashesOf (config: RuntimeConfig): Buffer[] {
  let hashes = storedHashes.get(config)
  if (hashes === undefined) {
    hashes = config.api_keys.map((k) => k.hash ?? '').filter((h) => h !== '').map((h) => Buffer.from(h, 'hex'))
    storedHashes.set(config, hashes)
  }
  return hashes
}

/** Compares against every stored hash in constant time, whatever matches first. */
function knownHash (presented: string, stored: readonly Buffer[]): boolean {
  const candidate = Buffer.from(presented, 'hex')
  let found = false
  for (const known of stored) {
    if (known.length === candidate.length && timingSafeEqual(known, candidate)) found = true
  }
  return found
}

export default fp(async function authPlugin (app) {
  app.decorate('authenticate', async function authenticate (this: typeof app, request: FastifyRequest, reply: FastifyReply) {
    const stored = hashesOf(this.configStore.config)
    if (stored.length === 0) return
    const presented = presentedKeyHash(request)
    if (presented !== null && knownHash(presented, stored)) return
    return sendPlain(reply, 401, '{"error":"unauthorized"}')
  })
}, { name: 'auth', dependencies: ['config-store'] })
