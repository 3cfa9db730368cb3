/**
 * The detection engine: runs detectors over a text, drops whitelisted findings, resolves overlaps,
 * numbers placeholders and converts offsets to code points. Pure and synchronous; no Fastify.
 * detectors/anchors.ts is the first stage: one pass over the text that every detector shares.
 */
import type { Detector, Finding, ScanResult } from './types.ts'
import { isWordChar } from './context.ts'
import { Anchors } from './anchors.ts'

/** A detector's raw hit before overlap resolution; `order` is the detector's position in the call. */
interface Candidate {
  detector: Detector
  /** The match's own priority, else the detector's. */
  priority: number
  order: number
  start: number
  end: number
  confidence: number
  ruleId?: string
}

/**
 * Builds the effective whitelist (spec rule 3): defaults first, then the request's entries; each
 * trimmed, empty ones dropped, deduplicated case-insensitively keeping the first spelling.
 */
export function effectiveWhitelist (...lists: ReadonlyArray<readonly string[] | null | undefined>): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const list of lists) {
    if (list == null) continue
    for (const raw of list) {
      const entry = raw.trim()
      if (entry === '') continue
      const key = entry.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      result.push(entry)
    }
  }
  return result
}

/**
 * True when a whitelist entry occurs in the finding text at token boundaries: each end of the
 * entry touches the end of the finding or a character that is not a letter or digit.
 * `entries` are already lower case.
 */
export function isWhitelisted (findingText: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return false
  const haystack = findingText.toLowerCase()
  for (const entry of entries) {
    let from = 0
    let at: number
    while ((at = haystack.indexOf(entry, from)) !== -1) {
      if (!isWordChar(haystack, at - 1) && !isWordChar(haystack, at + entry.length)) return true
      from = at + 1
    }
  }
  return false
}

function roundConfidence (value: number): number {
  const clamped = Math.min(1, Math.max(0, value))
  return Math.round(clamped * 100) / 100
}

/** Overlap resolution order: priority, then length, then detector order, then start. */
function better (a: Candidate, b: Candidate): number {
  return (b.priority - a.priority) ||
    ((b.end - b.start) - (a.end - a.start)) ||
    (a.order - b.order) ||
    (a.start - b.start)
}

function byPosition (a: Candidate, b: Candidate): number {
  return (a.start - b.start) || (a.end - b.end)
}

function byStart (a: Candidate, b: Candidate): number {
  return a.start - b.start
}

/**
 * Keeps the best candidate of every overlapping group, greedily in `better` order: a candidate is
 * kept unless it overlaps one kept before it. Candidates only interact within a cluster of
 * transitively overlapping ones, so the candidates are sorted by start, cut into clusters, and only
 * clusters of two or more run the greedy step, on an occupancy array of the cluster's extent (linear
 * in the summed lengths; no sorted-array insertion). Returns the kept ones sorted by start.
 */
function resolveOverlaps (candidates: Candidate[], textLength: number): Candidate[] {
  if (candidates.length < 2) return candidates
  candidates.sort(byPosition)
  const kept: Candidate[] = []
  let occupied: Uint8Array | null = null
  let i = 0
  while (i < candidates.length) {
    let j = i + 1
    let extent = candidates[i].end
    while (j < candidates.length && candidates[j].start < extent) {
      if (candidates[j].end > extent) extent = candidates[j].end
      j++
    }
    if (j === i + 1) {
      kept.push(candidates[i])
    } else {
      const base = candidates[i].start
      const width = extent - base
      if (occupied === null || occupied.length < width) occupied = new Uint8Array(Math.min(textLength, Math.max(width, 1024)))
      else occupied.fill(0, 0, width)
      const cluster = candidates.slice(i, j).sort(better)
      const accepted: Candidate[] = []
      for (const c of cluster) {
        let free = true
        for (let k = c.start - base; k < c.end - base; k++) if (occupied[k] === 1) { free = false; break }
        if (!free) continue
        occupied.fill(1, c.start - base, c.end - base)
        accepted.push(c)
      }
      accepted.sort(byStart)
      for (const c of accepted) kept.push(c)
    }
    i = j
  }
  return kept
}

/**
 * A finding before numbering: UTF-16 offsets into the scanned text, no value, no placeholder. This is
 * what a cache may keep (offsets and types only) and what a request-wide numbering turns into findings.
 */
export interface Span {
  type: string
  start: number
  end: number
  confidence: number
  ruleId?: string
}

/** True when the detector can find something in a text with these anchors. */
function applicable (detector: Detector, anchors: Anchors): boolean {
  if (detector.minDigits !== undefined && anchors.maxChainDigits < detector.minDigits) return false
  const kinds = detector.anchors
  if (kinds === undefined) return true
  for (const kind of kinds) if (anchors.has(kind)) return true
  return false
}

/**
 * Runs the detectors, drops whitelisted candidates, resolves overlaps. The result is sorted by start
 * and never overlaps; offsets are UTF-16 indices into `text`. One anchor pass serves every detector;
 * a detector whose anchors the text lacks is not called.
 */
export function findSpans (text: string, detectors: readonly Detector[], whitelist: readonly string[] = []): Span[] {
  const entries = whitelist.length === 0 ? whitelist : whitelist.map((entry) => entry.toLowerCase())
  const anchors = new Anchors(text)
  const candidates: Candidate[] = []
  const length = text.length
  for (let order = 0; order < detectors.length; order++) {
    const detector = detectors[order]
    if (!applicable(detector, anchors)) continue
    for (const match of detector.find(text, anchors)) {
      if (!(match.start >= 0 && match.end > match.start && match.end <= length)) continue
      if (entries.length > 0 && isWhitelisted(text.slice(match.start, match.end), entries)) continue
      candidates.push({ detector, priority: match.priority ?? detector.priority, order, start: match.start, end: match.end, confidence: match.confidence, ruleId: match.ruleId })
    }
  }
  const kept = resolveOverlaps(candidates, length)
  const spans: Span[] = new Array(kept.length)
  for (let k = 0; k < kept.length; k++) {
    const c = kept[k]
    const span: Span = { type: c.detector.name, start: c.start, end: c.end, confidence: roundConfidence(c.confidence) }
    if (c.ruleId) span.ruleId = c.ruleId
    spans[k] = span
  }
  return spans
}

const SURROGATE = /[\uD800-\uDFFF]/
const MAX_TYPE_LENGTH = 41
const MAX_NUMBER_DIGITS = 9

function isAsciiWordCode (code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95
}

/**
 * Placeholder strings by type and number, kept from call to call: a string object used as a property
 * key before is already internalized, so the mapping record takes it without hashing it anew (this
 * halves the cost of numbering thousands of findings). Bounded: numbers up to CACHED_NUMBERS of up to
 * CACHED_TYPES types (the detector names).
 */
const placeholderStrings = new Map<string, string[]>()
const CACHED_NUMBERS = 1024
const CACHED_TYPES = 64

/** The cached placeholder strings of `type`, or undefined once CACHED_TYPES types are cached. */
function placeholderStringsOf (type: string): string[] | undefined {
  let list = placeholderStrings.get(type)
  if (list === undefined && placeholderStrings.size < CACHED_TYPES) placeholderStrings.set(type, list = new Array<string>(CACHED_NUMBERS + 1))
  return list
}

/** One type's numbering: its values so far, the last number handed out, its cached placeholder strings. */
interface TypeNumbering {
  values: Map<string, string>
  last: number
  strings: string[] | undefined
}

/**
 * Placeholder numbering over one call, or over every string of one proxied request: one counter per
 * type in order of first appearance, the same value always gets the same placeholder, and a number
 * the input already shows (`[EMAIL_1]`, `[email_1]` or a bare `EMAIL_1`) is never handed out, so
 * restoring stays unambiguous.
 */
export class PlaceholderNumbering {
  readonly #reserved = new Map<string, Set<number>>()
  /** type → its values and counter (one lookup per finding): no concatenated keys. */
  readonly #types = new Map<string, TypeNumbering>()
  /** placeholder → value, in order of assignment. */
  readonly mapping: Record<string, string> = {}

  /**
   * Reserves every `TYPE_n` token of `text` (any case, with or without brackets). One native
   * indexOf pass over the underscores; each look-around is bounded, so the cost stays linear.
   */
  reserveFrom (text: string): void {
    let at = text.indexOf('_')
    while (at !== -1) {
      let digitsEnd = at + 1
      while (digitsEnd < text.length && digitsEnd - at - 1 < MAX_NUMBER_DIGITS + 1) {
        const code = text.charCodeAt(digitsEnd)
        if (code < 48 || code > 57) break
        digitsEnd++
      }
      const digits = digitsEnd - at - 1
      if (digits >= 1 && digits <= MAX_NUMBER_DIGITS && !isAsciiWordCode(text.charCodeAt(digitsEnd))) {
        let typeStart = at
        while (typeStart > 0 && at - typeStart < MAX_TYPE_LENGTH + 1 && isAsciiWordCode(text.charCodeAt(typeStart - 1))) typeStart--
        const typeLength = at - typeStart
        const first = text.charCodeAt(typeStart)
        const startsWithLetter = (first >= 65 && first <= 90) || (first >= 97 && first <= 122)
        if (typeLength >= 1 && typeLength <= MAX_TYPE_LENGTH && startsWithLetter && !isAsciiWordCode(text.charCodeAt(typeStart - 1))) {
          const type = text.slice(typeStart, at).toUpperCase()
          let numbers = this.#reserved.get(type)
          if (numbers === undefined) this.#reserved.set(type, numbers = new Set())
          numbers.add(Number(text.slice(at + 1, digitsEnd)))
        }
      }
      at = text.indexOf('_', at + 1)
    }
  }

  /** The placeholder of `value` as a finding of `type`, assigning the next free number on first sight. */
  placeholderFor (type: string, value: string): string {
    let numbering = this.#types.get(type)
    if (numbering === undefined) this.#types.set(type, numbering = { values: new Map(), last: 0, strings: placeholderStringsOf(type) })
    let placeholder = numbering.values.get(value)
    if (placeholder === undefined) {
      let n = numbering.last + 1
      if (this.#reserved.size > 0) {
        const reserved = this.#reserved.get(type)
        while (reserved?.has(n)) n++
      }
      numbering.last = n
      const strings = numbering.strings
      placeholder = strings === undefined || n > CACHED_NUMBERS ? `[${type}_${n}]` : (strings[n] ?? (strings[n] = `[${type}_${n}]`))
      numbering.values.set(value, placeholder)
      this.mapping[placeholder] = value
    }
    return placeholder
  }
}

/** A high surrogate followed by a low one: one astral code point, two UTF-16 units. */
const SURROGATE_PAIR = /[\uD800-\uDBFF](?=[\uDC00-\uDFFF])/g

/**
 * Turns spans into findings and the anonymised text, numbering through `numbering`. Code-point
 * offsets are UTF-16 offsets minus the surrogate pairs before them; the pairs are found by a native
 * regex scan, walked forward from span to span (spans are sorted), without an index of the text.
 */
export function applySpans (text: string, spans: readonly Span[], numbering: PlaceholderNumbering): { anonymisedText: string, findings: Finding[] } {
  const findings: Finding[] = new Array(spans.length)
  let anonymisedText = ''
  let cursor = 0
  // Without surrogates code points are UTF-16 indices (one native scan instead of a loop per character).
  const astral = SURROGATE.test(text)
  // Pairs whose low half lies before the index asked for; `nextLow` is the low half of the next pair.
  let pairs = 0
  let nextLow = -1
  if (astral) {
    SURROGATE_PAIR.lastIndex = 0
    nextLow = SURROGATE_PAIR.exec(text)?.index ?? -2
    nextLow++
  }
  // No closure for the walk (tsx would name it on every call): the same loop, inline, for start and end.
  for (let k = 0; k < spans.length; k++) {
    const span = spans[k]
    const value = text.slice(span.start, span.end)
    const placeholder = numbering.placeholderFor(span.type, value)
    let start = span.start
    let end = span.end
    if (astral) {
      while (nextLow > 0 && nextLow < start) {
        pairs++
        nextLow = (SURROGATE_PAIR.exec(text)?.index ?? -2) + 1
      }
      start -= pairs
      while (nextLow > 0 && nextLow < end) {
        pairs++
        nextLow = (SURROGATE_PAIR.exec(text)?.index ?? -2) + 1
      }
      end -= pairs
    }
    const finding: Finding = {
      pii_type: span.type,
      start,
      end,
      text: value,
      confidence: span.confidence,
      placeholder
    }
    if (span.ruleId) finding.rule_id = span.ruleId
    findings[k] = finding
    anonymisedText += text.slice(cursor, span.start) + placeholder
    cursor = span.end
  }
  anonymisedText += text.slice(cursor)
  return { anonymisedText, findings }
}

/** One call of /scan or /anonymize: spans, numbering that avoids the text's own `[TYPE_n]`, findings. */
export function scan (text: string, detectors: readonly Detector[], whitelist: readonly string[] = []): ScanResult {
  const numbering = new PlaceholderNumbering()
  numbering.reserveFrom(text)
  const { anonymisedText, findings } = applySpans(text, findSpans(text, detectors, whitelist), numbering)
  return { anonymisedText, findings, mapping: numbering.mapping }
}
