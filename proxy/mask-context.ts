/**
 * One scan context per proxied request. The walkers register every string the client sent that is to
 * be masked, in request order; `run` then reserves the placeholders those strings already show, and
 * numbers findings across the whole request by first appearance, so a value has one placeholder in
 * every message and the same conversation prefix is masked the same way on every turn.
 */
import { findSpans, PlaceholderNumbering, type Span } from '../detectors/engine.ts'
import type { Finding } from '../detectors/types.ts'
import { MIN_CACHED_LENGTH, type BlockCache, type ScanSettings } from './block-cache.ts'

interface Slot {
  text: string
  set: (masked: string) => void
}

export interface MaskResult {
  /** placeholder → value; empty when nothing was found. */
  mapping: Record<string, string>
  /** Offsets in UTF-16 code units of the string they were found in (used for counting, never returned). */
  findings: Finding[]
}

/**
 * Strings per request. Every string costs a scan call (about 30 µs for a short one with every
 * detector), so a body of millions of tiny strings would block the event loop for minutes; 250,000
 * bounds it near the cost of scanning a full 32 MiB body of prose.
 */
export const MAX_STRINGS = 250_000

export class TooManyStringsError extends Error {}

export class MaskContext {
  readonly #slots: Slot[] = []
  readonly #after: Array<() => void> = []

  constructor (readonly maxStrings = MAX_STRINGS) {}

  /** A string to scan; `set` receives the masked text when it holds a finding. */
  add (text: string, set: (masked: string) => void): void {
    if (text === '') return
    if (this.#slots.length >= this.maxStrings) throw new TooManyStringsError('too many strings in the body')
    this.#slots.push({ text, set })
  }

  /** Runs after every string is masked, in registration order (re-serialising parsed JSON, say). */
  after (fn: () => void): void {
    this.#after.push(fn)
  }

  get size (): number { return this.#slots.length }

  /**
   * Scans every string; with `apply` false (dry run) nothing is changed, findings are only counted.
   * `scanOffThread`, when given, scans the texts the cache does not know (all of them at once, on the
   * detection worker pool); numbering then runs in request order over the results.
   */
  async run (settings: ScanSettings, cache: BlockCache, apply = true, scanOffThread?: (text: string) => Promise<readonly Span[]>): Promise<MaskResult> {
    const numbering = new PlaceholderNumbering()
    for (const slot of this.#slots) numbering.reserveFrom(slot.text)
    // Short strings are not in the block cache; repeated ones (values like "user") are scanned once.
    const short = new Map<string, readonly Span[]>()
    const found: Array<readonly Span[] | Promise<readonly Span[]>> = []
    for (const slot of this.#slots) {
      const { text } = slot
      if (text.length < MIN_CACHED_LENGTH) {
        let spans = short.get(text)
        if (spans === undefined) short.set(text, spans = cache.spans(text, settings))
        found.push(spans)
        continue
      }
      const { key, spans } = cache.lookup(text, settings)
      if (spans !== undefined) {
        found.push(spans)
      } else if (scanOffThread !== undefined) {
        found.push(scanOffThread(text).then((result) => { cache.store(key, result); return result }))
      } else {
        const result = findSpans(text, settings.detectors, settings.whitelist)
        cache.store(key, result)
        found.push(result)
      }
    }
    const all = await Promise.all(found)
    const findings: Finding[] = []
    this.#slots.forEach((slot, i) => {
      if (all[i].length === 0) return
      const masked = maskSpans(slot.text, all[i], numbering, findings)
      if (apply) slot.set(masked)
    })
    if (apply && findings.length > 0) for (const fn of this.#after) fn()
    return { mapping: numbering.mapping, findings }
  }
}

/**
 * The engine's applySpans without its code-point offsets, which a proxy never returns: walking every
 * character of a 400 KB history for them cost about 1 ms per request. Findings keep UTF-16 offsets.
 */
function maskSpans (text: string, spans: readonly Span[], numbering: PlaceholderNumbering, findings: Finding[]): string {
  let out = ''
  let cursor = 0
  for (const span of spans) {
    const value = text.slice(span.start, span.end)
    const placeholder = numbering.placeholderFor(span.type, value)
    findings.push({ pii_type: span.type, start: span.start, end: span.end, text: value, confidence: span.confidence, placeholder })
    out += text.slice(cursor, span.start) + placeholder
    cursor = span.end
  }
  return out + text.slice(cursor)
}

/**
 * Spans (UTF-16 offsets) from findings of a whole-text scan (code-point offsets, sorted, never
 * overlapping): what the detection worker pool returns, turned back into what the block cache keeps.
 */
export function spansFromFindings (text: string, findings: readonly Finding[]): Span[] {
  const spans: Span[] = []
  let utf16 = 0
  let codePoint = 0
  const advance = (to: number) => {
    while (codePoint < to && utf16 < text.length) {
      const code = text.charCodeAt(utf16)
      utf16 += code >= 0xD800 && code <= 0xDBFF && utf16 + 1 < text.length && (text.charCodeAt(utf16 + 1) & 0xFC00) === 0xDC00 ? 2 : 1
      codePoint++
    }
    return utf16
  }
  for (const finding of findings) {
    const start = advance(finding.start)
    const end = advance(finding.end)
    const span: Span = { type: finding.pii_type, start, end, confidence: finding.confidence }
    if (finding.rule_id !== undefined) span.ruleId = finding.rule_id
    spans.push(span)
  }
  return spans
}
