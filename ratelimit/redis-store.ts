/**
 * Rate-limit counters in Redis, shared by every replica: one fixed-window key per client and minute,
 * incremented and given its expiry in one round trip (a Lua script). As in the memory store, past
 * `maxClients` distinct clients in one minute further new clients share one overflow counter, so a
 * flood of random keys cannot fill Redis.
 *
 * The client never queues a command while disconnected (enableOfflineQueue false) and gives up on an
 * answer after `commandTimeout`: while Redis is down every increment rejects at once, the limiter
 * fails open, and ioredis keeps reconnecting in the background.
 */
import { Redis } from 'ioredis'
import type { RateLimitStore } from './store.ts'

/** KEYS: client counter, distinct-clients counter, overflow counter; ARGV: expiry s, maxClients. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  local clients = redis.call('INCR', KEYS[2])
  if clients == 1 then redis.call('EXPIRE', KEYS[2], ARGV[1]) end
  if clients > tonumber(ARGV[2]) then
    redis.call('DEL', KEYS[1])
    count = redis.call('INCR', KEYS[3])
    if count == 1 then redis.call('EXPIRE', KEYS[3], ARGV[1]) end
  end
end
return count
`

interface WithIncrement {
  privacyGuardIncrement (client: string, clients: string, overflow: string, ttl: number, maxClients: number): Promise<number>
}

export interface RedisStoreOptions {
  /** Ceiling of one command's round trip (ms); past it the limiter fails open for that request. */
  commandTimeout?: number
  /** Key prefix, so that several deployments can share one Redis. */
  prefix?: string
  maxClients?: number
}

export class RedisRateLimitStore implements RateLimitStore {
  readonly redis: Redis & WithIncrement
  readonly #prefix: string
  readonly #maxClients: number

  /** Throws at once on a URL that is not redis:// or rediss:// (without quoting it: it may hold a password). */
  constructor (url: string, options: RedisStoreOptions = {}) {
    let protocol = ''
    try {
      protocol = new URL(url).protocol
    } catch {}
    if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error('REDIS_URL must be a redis:// or rediss:// URL')
    this.#prefix = options.prefix ?? 'privacy-guard:rate-limit:'
    this.#maxClients = options.maxClients ?? 100_000
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: options.commandTimeout ?? 500,
      connectTimeout: 2_000,
      // Reconnect forever, at most every 2 s: Redis is used again as soon as it is back.
      retryStrategy: (times) => Math.min(times * 100, 2_000)
    }) as Redis & WithIncrement
    // Connection errors are reported through the failing commands (counted and logged by the plugin).
    this.redis.on('error', () => {})
    this.redis.defineCommand('privacyGuardIncrement', { numberOfKeys: 3, lua: INCREMENT })
  }

  /** Connects once; a Redis that is down now is retried in the background (the limiter fails open). */
  async connect (): Promise<void> {
    await this.redis.connect()
  }

  async increment (client: string, window: number): Promise<number> {
    // The window in braces is a hash tag: on a Redis Cluster one minute's keys share a slot.
    const base = `${this.#prefix}{${window}}:`
    // Expiry: the minute plus one for clock differences between replicas.
    return await this.redis.privacyGuardIncrement(base + client, base + '#clients', base + '#overflow', 120, this.#maxClients)
  }

  async close (): Promise<void> {
    if (this.redis.status === 'ready') {
      await this.redis.quit().catch(() => this.redis.disconnect())
    } else {
      this.redis.disconnect()
    }
  }
}
