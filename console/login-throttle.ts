/**
 * Failed console logins per client address: after `limit` failures within a minute of the first
 * one, every attempt from that address is refused until that minute is over. Memory is bounded:
 * entries older than the window are dropped, and past `maxAddresses` the oldest address goes.
 *
 * The caller counts an attempt as failed before it checks the password (scrypt takes a while) and
 * clears it on success: otherwise many attempts sent at once would all pass the check before the
 * first failure is counted.
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

/**
 * The address an attempt is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * prefix (one subscriber or host usually holds a whole /64, so one address each would not limit
 * anything), an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function throttleKey (ip: string): string {
  if (!ip.includes(':')) return ip
  const address = ip.split('%')[0].toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (mapped !== null) return mapped[1]
  const [head, tail] = address.split('::', 2)
  const front = head === '' ? [] : head.split(':')
  const back = tail === undefined || tail === '' ? [] : tail.split(':')
  const groups = tail === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back]
  return groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':') + '::/64'
}
