import fp from 'fastify-plugin'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { presentedKeyHash } from '../http/api-key.ts'
import { sendPlain } from '../http/reply.ts'
import { MemoryRateLimitStore, type RateLimitStore } from '../ratelimit/store.ts'
import { RedisRateLimitStore } from '../ratelimit/redis-store.ts'
import { envMilliseconds } from '../config/env.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 120 requests per wall-clock minute per client, before the key check. */
    rateLimit: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void
  }
}

export interface RateLimitOptions {
  /** A store to use as it is (tests, benchmarks); else Redis when a URL is given, else memory. */
  rateLimitStore?: RateLimitStore
  /** Redis URL of the shared store; env REDIS_URL when absent. */
  redisUrl?: string
  /** Clock of the rate limiter, for tests. */
  now?: () => number
}

export const REQUESTS_PER_MINUTE = 120

/** A store's failures are logged at most this often; each one is counted. */
const LOG_EVERY_MS = 60_000

/** `k:` + SHA-256 of the presented key (valid or not), else `ip:` + the remote host. */
export function clientIdentity (request: FastifyRequest): string {
  const hash = presentedKeyHash(request)
  return hash !== null ? `k:${hash}` : `ip:${request.ip}`
}

/** What a store error may tell a log line: its kind and the client library's message, no keys. */
function describe (err: unknown): Record<string, unknown> {
  const error = err as NodeJS.ErrnoException
  return { name: error?.name, code: error?.code, reason: String(error?.message ?? err).slice(0, 200) }
}

export default fp<RateLimitOptions>(async function rateLimitPlugin (app, opts) {
  const redisUrl = opts.redisUrl ?? process.env.REDIS_URL
  let store: RateLimitStore
  if (opts.rateLimitStore !== undefined) {
    store = opts.rateLimitStore
  } else if (redisUrl) {
    // 0 would mean "wait for ever", which fail-open must not do: at least 1 ms.
    const commandTimeout = Math.max(1, envMilliseconds(process.env, 'REDIS_COMMAND_TIMEOUT', 500))
    const redis = new RedisRateLimitStore(redisUrl, { commandTimeout })
    store = redis
    // A Redis that is down at start is not fatal: the limiter fails open until it is reachable.
    await redis.connect().then(
      () => app.log.info('rate-limit counters in Redis'),
      (err) => app.log.error(describe(err), 'rate-limit store (Redis) unreachable at start: not limiting until it is back')
    )
  } else {
    store = new MemoryRateLimitStore()
  }
  // A store passed in belongs to the caller; the one made here is closed with the app.
  if (opts.rateLimitStore === undefined && store.close !== undefined) {
    const owned = store
    app.addHook('onClose', async () => { await owned.close?.() })
  }

  const storeErrors = new app.metrics.client.Counter({
    name: 'privacy_guard_rate_limit_store_errors_total',
    help: 'Rate-limit store operations that failed; each such request was let through (fail open)'
  })
  const now = opts.now ?? Date.now
  let lastLogged = -Infinity
  let failing = false

  // Fail open: an unreachable store must not take the API down with it.
  function storeFailed (err: unknown): void {
    storeErrors.inc()
    failing = true
    const at = Date.now()
    if (at - lastLogged < LOG_EVERY_MS) return
    lastLogged = at
    app.log.error(describe(err), 'rate-limit store failed: requests are let through until it is back (logged at most once a minute)')
  }

  function decide (count: number, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    if (failing) {
      failing = false
      app.log.info('rate-limit store reachable again')
    }
    if (count > REQUESTS_PER_MINUTE) sendPlain(reply, 429, '{"error":"rate limit exceeded"}') // answered: no done()
    else done()
  }

  // Callback style: the memory store counts synchronously, so a request pays no promise for it.
  app.decorate('rateLimit', function rateLimit (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const window = Math.floor(now() / 60_000)
    let counted: number | Promise<number>
    try {
      counted = store.increment(clientIdentity(request), window)
    } catch (err) {
      storeFailed(err)
      done()
      return
    }
    if (typeof counted === 'number') decide(counted, reply, done)
    else counted.then((count) => decide(count, reply, done), (err: unknown) => { storeFailed(err); done() })
  })
}, { name: 'rate-limit', dependencies: ['metrics'] })
