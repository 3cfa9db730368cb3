/**
 * Failed console logins per client address: after `limit` failures within a minute of the first
 * one, every attempt from that address is refused until that minute is over. Memory is bounded:
 * entries older than the window are dropped, and past `maxAddresses` the oldest address goes.
 */

interface Failures { first: number, count: number }

export class LoginThrottle {
  #failures = new Map<string, Failures>()

  constructor (readonly limit = 5, readonly windowMs = 60_000, readonly maxAddresses = 10_000) {}

  /** Milliseconds until `address` may try again; 0 when it may try now. */
  retryAfter (address: string, now: number): number {
    const entry = this.#failures.get(address)
    if (entry === undefined) return 0
    const ends = entry.first + this.windowMs
    if (ends <= now) {
      this.#failures.delete(address)
      return 0
    }
    return entry.count >= this.limit ? ends - now : 0
  }

  fail (address: string, now: number): void {
    const entry = this.#failures.get(address)
    if (entry !== undefined && entry.first + this.windowMs > now) {
      entry.count++
      return
    }
    this.#failures.delete(address)
    this.#prune(now)
    this.#failures.set(address, { first: now, count: 1 })
  }

  succeed (address: string): void {
    this.#failures.delete(address)
  }

  #prune (now: number): void {
    // Insertion order is the order of first failures: expired entries are at the front.
    for (const [address, entry] of this.#failures) {
      if (entry.first + this.windowMs > now && this.#failures.size < this.maxAddresses) break
      this.#failures.delete(address)
    }
  }

  get size (): number { return this.#failures.size }
}
