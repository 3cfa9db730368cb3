/**
 * Where the rate-limit counters live. The memory store is exact for one replica; the Redis store
 * (redis-store.ts) implements the same method so that all replicas share one budget per client.
 */
export interface RateLimitStore {
  /**
   * Adds one request of `client` in minute `window` and returns that client's count in it. A shared
   * store may reject (its server unreachable); the limiter then lets the request through.
   */
  increment (client: string, window: number): number | Promise<number>
  /** Releases connections; called when the app closes. */
  close? (): Promise<void>
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
