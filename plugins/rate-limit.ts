import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { presentedKeyHash } from './auth.ts'
import { sendPlain } from './errors.ts'
import type { AppOptions } from '../app.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 120 requests per wall-clock minute per client, before the key check. */
    rateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>
  }
}

/**
 * Where the counters live. The memory store is exact for one replica; a shared store (Redis, say)
 * implements the same method so that all replicas share one budget per client.
 */
export interface RateLimitStore {
  /** Adds one request of `client` in minute `window` and returns that client's count in it. */
  increment (client: string, window: number): number | Promise<number>
}

/**
 * Counters of the current minute only: when the minute changes the whole map is dropped, so memory
 * is bounded by the clients of one minute. Past `maxClients` in one minute, further new clients share
 * a single overflow counter: a flood of random keys cannot grow the map without bound.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  #window = -1
  #counts = new Map<string, number>()

  constructor (readonly maxClients = 100_000) {}

  increment (client: string, window: number): number {
    if (window !== this.#window) {
      this.#window = window
      this.#counts = new Map()
    }
    const key = this.#counts.has(client) || this.#counts.size < this.maxClients ? client : '\u0000overflow'
    const count = (this.#counts.get(key) ?? 0) + 1
    this.#counts.set(key, count)
    return count
  }

  /** Clients tracked in the current minute. */
  get size (): number { return this.#counts.size }
}

export const REQUESTS_PER_MINUTE = 120

/** `k:` + SHA-256 of the presented key (valid or not), else `ip:` + the remote host. */
export function clientIdentity (request: FastifyRequest): string {
  const hash = presentedKeyHash(request)
  return hash !== null ? `k:${hash}` : `ip:${request.ip}`
}

export default fp<AppOptions>(async function rateLimitPlugin (app, opts) {
  const store = opts.rateLimitStore ?? new MemoryRateLimitStore()
  const now = opts.now ?? Date.now
  app.decorate('rateLimit', async function rateLimit (request: FastifyRequest, reply: FastifyReply) {
    const window = Math.floor(now() / 60_000)
    const count = await store.increment(clientIdentity(request), window)
    if (count > REQUESTS_PER_MINUTE) return sendPlain(reply, 429, '{"error":"rate limit exceeded"}')
  })
}, { name: 'rate-limit', dependencies: ['auth'] })
