import fp from 'fastify-plugin'
import { timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendPlain } from '../http/reply.ts'
import { presentedKeyHash } from '../http/api-key.ts'
import type { RuntimeConfig } from '../config/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: API-key check of POST /anonymize and /scan. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>
  }
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
