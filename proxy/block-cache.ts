/**
 * Scan results per content string, so that a conversation's history, resent on every turn, is not
 * scanned again. Keyed by SHA-256 of the guard settings' fingerprint and the text; holds spans
 * (offsets, types, confidence), never the values. Bounded by entry count and by total spans, least
 * recently used first out.
 */
import { createHash } from 'node:crypto'
import { findSpans, type Span } from '../detectors/engine.ts'
import type { Detector } from '../detectors/types.ts'

export interface ScanSettings {
  detectors: readonly Detector[]
  whitelist: readonly string[]
  fingerprint: string
}

/** Texts shorter than this are scanned every time: hashing them costs about as much as scanning. */
export const MIN_CACHED_LENGTH = 32

export class BlockCache {
  readonly #entries = new Map<string, readonly Span[]>()
  #spans = 0
  hits = 0
  misses = 0

  /** `onLookup` sees every lookup of a cacheable text (metrics: hit or miss). */
  constructor (readonly maxEntries = 10_000, readonly maxSpans = 200_000, readonly onLookup: (hit: boolean) => void = () => {}) {}

  get size (): number { return this.#entries.size }

  /** The spans of `text` under these settings, from the cache or by scanning (then cached). */
  spans (text: string, settings: ScanSettings): readonly Span[] {
    if (text.length < MIN_CACHED_LENGTH) return findSpans(text, settings.detectors, settings.whitelist)
    const { key, spans } = this.lookup(text, settings)
    if (spans !== undefined) return spans
    const found = findSpans(text, settings.detectors, settings.whitelist)
    this.store(key, found)
    return found
  }

  /** The cache key of `text` and its spans when they are cached (counted as a hit or a miss). */
  lookup (text: string, settings: ScanSettings): { key: string, spans?: readonly Span[] } {
    const key = createHash('sha256').update(settings.fingerprint).update('\0').update(text).digest('base64')
    const cached = this.#entries.get(key)
    if (cached === undefined) {
      this.misses++
      this.onLookup(false)
      return { key }
    }
    // Move to the most recently used end.
    this.#entries.delete(key)
    this.#entries.set(key, cached)
    this.hits++
    this.onLookup(true)
    return { key, spans: cached }
  }

  /** Keeps the spans found for a key that missed. */
  store (key: string, spans: readonly Span[]): void {
    if (spans.length > this.maxSpans || this.#entries.has(key)) return
    this.#entries.set(key, spans)
    this.#spans += spans.length
    this.#evict()
  }

  #evict (): void {
    while (this.#entries.size > this.maxEntries || this.#spans > this.maxSpans) {
      const oldest = this.#entries.keys().next()
      if (oldest.done === true) return
      this.#spans -= this.#entries.get(oldest.value)?.length ?? 0
      this.#entries.delete(oldest.value)
    }
  }

  clear (): void {
    this.#entries.clear()
    this.#spans = 0
  }
}
