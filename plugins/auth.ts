import fp from 'fastify-plugin'
import { timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { sendPlain } from '../http/reply.ts'
import { presentedKeyHash } from '../http/api-key.ts'
import type { RuntimeConfig } from '../config/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook (callback style: no promise per request): API-key check of POST /anonymize and /scan. */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void
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
  // presentedKeyHash's per-request memo (http/api-key.ts), shared with the rate limiter.
  app.decorateRequest('apiKeyHash', null)
  app.decorate('authenticate', function authenticate (this: typeof app, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const stored = hashesOf(this.configStore.config)
    const presented = stored.length === 0 ? null : presentedKeyHash(request)
    if (stored.length === 0 || (presented !== null && knownHash(presented, stored))) done()
    else sendPlain(reply, 401, '{"error":"unauthorized"}') // answered: the request goes no further
  })
}, { name: 'auth', dependencies: ['config-store'] })
