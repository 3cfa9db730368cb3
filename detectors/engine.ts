/**
 * The detection engine: runs detectors over a text, drops whitelisted findings, resolves overlaps,
 * numbers placeholders and converts offsets to code points. Pure and synchronous; no Fastify.
 * detectors/anchors.ts is the first stage: one pass over the text that every detector shares.
 */
import type { Detector, Finding, Match, ScanResult } from './types.ts'
import { isWordChar } from './context.ts'
import { Anchors, isWordCode, kindMaskOf, sortShort, type IntList } from './anchors.ts'

/**
 * The candidates of one scan (detectors' raw hits before overlap resolution) as columns, reused from
 * scan to scan (the engine is synchronous): on a long text one object per hit lived through the whole
 * scan and was copied and promoted by the young-generation GC. `order` is the detector's position in
 * the call. They grow by doubling; after a very long text they are dropped again.
 */
let candStart = new Int32Array(1024)
let candEnd = new Int32Array(1024)
let candOrder = new Int32Array(1024)
let candConfidence = new Float64Array(1024)
/** Overlap rank: the match's own priority (Match.priority) or its detector's. */
let candRank = new Float64Array(1024)
let candRule: Array<string | undefined> = []
const CANDIDATES_KEEP = 1 << 18

function growCandidates (): void {
  const size = candStart.length * 2
  const start = new Int32Array(size)
  start.set(candStart)
  const end = new Int32Array(size)
  end.set(candEnd)
  const order = new Int32Array(size)
  order.set(candOrder)
  const confidence = new Float64Array(size)
  confidence.set(candConfidence)
  const rank = new Float64Array(size)
  rank.set(candRank)
  candRank = rank
  candStart = start
  candEnd = end
  candOrder = order
  candConfidence = confidence
}

/**
 * Drops the columns after a very long text, so that one huge text does not hold them for good. Below
 * that they stay as they are: entries past a scan's count are never read.
 */
function shrinkCandidates (): void {
  if (candStart.length <= CANDIDATES_KEEP) return
  candRule = []
  candStart = new Int32Array(1024)
  candEnd = new Int32Array(1024)
  candOrder = new Int32Array(1024)
  candConfidence = new Float64Array(1024)
  candRank = new Float64Array(1024)
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

/** Overlap resolution order of two candidate indices: priority, then length, then detector order, then start. */
function better (a: number, b: number): number {
  return (candRank[b] - candRank[a]) ||
    ((candEnd[b] - candStart[b]) - (candEnd[a] - candStart[a])) ||
    (candOrder[a] - candOrder[b]) ||
    (candStart[a] - candStart[b])
}

function byPosition (a: number, b: number): number {
  return (candStart[a] - candStart[b]) || (candEnd[a] - candEnd[b])
}

/** True when candidates 0 to count - 1 are already in byPosition's order (the sort would keep them as they are: it is stable). */
function inPositionOrder (count: number): boolean {
  for (let k = 1; k < count; k++) {
    const start = candStart[k]
    const previous = candStart[k - 1]
    if (start < previous || (start === previous && candEnd[k] < candEnd[k - 1])) return false
  }
  return true
}

function byStart (a: number, b: number): number {
  return candStart[a] - candStart[b]
}

/**
 * Keeps the best candidate of every overlapping group, greedily in `better` order: a candidate is
 * kept unless it overlaps one kept before it. Candidates only interact within a cluster of
 * transitively overlapping ones, so the candidates are sorted by start, cut into clusters, and only
 * clusters of two or more run the greedy step, on an occupancy array of the cluster's extent (linear
 * in the summed lengths; no sorted-array insertion). Returns the indices of the kept ones sorted by
 * start (stable sorts of indices in the order found: the same result as sorting the hits themselves).
 * The kept ones are written over the sorted list as it is walked (never more than were read), so no
 * second list grows by the candidate (250,000 of them for '::1 ' over 1 MB).
 */
function resolveOverlaps (count: number, textLength: number): number[] {
  const sorted = new Array<number>(count)
  for (let k = 0; k < count; k++) sorted[k] = k
  if (count < 2) return sorted
  // One detector's hits come in text order: 250,000 of them ('::1 ') cost a 5 ms sort to leave as they are.
  if (!inPositionOrder(count)) sortShort(sorted, byPosition)
  const kept = sorted
  let keptCount = 0
  let occupied: Uint8Array | null = null
  let i = 0
  while (i < count) {
    let j = i + 1
    let extent = candEnd[sorted[i]]
    while (j < count && candStart[sorted[j]] < extent) {
      if (candEnd[sorted[j]] > extent) extent = candEnd[sorted[j]]
      j++
    }
    if (j === i + 1) {
      kept[keptCount++] = sorted[i]
    } else {
      const base = candStart[sorted[i]]
      const width = extent - base
      if (occupied === null || occupied.length < width) occupied = new Uint8Array(Math.min(textLength, Math.max(width, 1024)))
      else occupied.fill(0, 0, width)
      const cluster = sortShort(sorted.slice(i, j), better)
      const accepted: number[] = []
      for (const c of cluster) {
        const from = candStart[c] - base
        const to = candEnd[c] - base
        let free = true
        for (let k = from; k < to; k++) if (occupied[k] === 1) { free = false; break }
        if (!free) continue
        occupied.fill(1, from, to)
        accepted.push(c)
      }
      sortShort(accepted, byStart)
      for (const c of accepted) kept[keptCount++] = c
    }
    i = j
  }
  kept.length = keptCount
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

/**
 * What the engine reads of each detector of one list, in columns read once per list: testing each
 * detector's anchor kinds one by one (Anchors.has, a switch on the kind's name) and reading its
 * declarations on every call was about 1 µs of a 100-character message with every detector.
 */
interface Plan {
  /** The detectors as planned (a copy: the caller's list may change later). */
  detectors: readonly Detector[]
  /** Anchor kinds the detector needs, as a kindMask (0: none). */
  need: Int32Array
  /** Digits a chain must hold at least (0: no such bound). */
  minDigits: Int32Array
  priority: Float64Array
  names: string[]
  /**
   * Two or more detectors read the anchor lists: the pass will run anyway, so it runs first and the
   * kinds come from it (Anchors.kindMask), not from four native searches of the text before it.
   */
  passFirst: boolean
}

const plans = new WeakMap<readonly Detector[], Plan>()

function planOf (detectors: readonly Detector[]): Plan {
  const plan = plans.get(detectors)
  // A frozen list (the registry's, resolveDetectors') cannot change; any other list is checked member
  // by member, since its caller may have changed it since (cheaper than planning it anew: about 5 µs
  // of a chat message with every detector).
  if (plan !== undefined && (Object.isFrozen(detectors) || sameMembers(plan.detectors, detectors))) return plan
  const fresh = makePlan(detectors)
  plans.set(detectors, fresh)
  return fresh
}

function sameMembers (a: readonly Detector[], b: readonly Detector[]): boolean {
  if (a.length !== b.length) return false
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false
  return true
}

function makePlan (detectors: readonly Detector[]): Plan {
  const n = detectors.length
  const plan: Plan = { detectors: detectors.slice(), need: new Int32Array(n), minDigits: new Int32Array(n), priority: new Float64Array(n), names: new Array<string>(n), passFirst: false }
  let readers = 0
  for (let k = 0; k < n; k++) {
    const detector = detectors[k]
    plan.need[k] = detector.anchors === undefined ? 0 : kindMaskOf(detector.anchors)
    plan.minDigits[k] = detector.minDigits ?? 0
    plan.priority[k] = detector.priority
    plan.names[k] = detector.name
    if (plan.need[k] !== 0 || plan.minDigits[k] > 0) readers++
  }
  plan.passFirst = readers >= 2
  return plan
}

/**
 * Runs the detectors into the candidate columns, dropping whitelisted hits; returns how many there
 * are. One anchor pass serves every detector; a detector whose anchors the text lacks is not called.
 */
function collect (text: string, anchors: Anchors, detectors: readonly Detector[], plan: Plan, whitelist: readonly string[]): number {
  const entries = whitelist.length === 0 ? whitelist : whitelist.map((entry) => entry.toLowerCase())
  if (plan.passFirst) anchors.runPass()
  let count = 0
  for (let order = 0; order < detectors.length; order++) {
    const minDigits = plan.minDigits[order]
    if (minDigits > 0 && anchors.maxChainDigits < minDigits) continue
    const need = plan.need[order]
    if (need !== 0 && (anchors.kindMask & need) !== need) continue
    count = collectHits(text, detectors[order].find(text, anchors), order, plan.priority[order], entries, count)
  }
  return count
}

/**
 * One detector's hits into the candidate columns from `count` on; returns the new count. Its own
 * function: a loop this long in the once-per-scan caller was compiled on the stack (OSR) anew on long texts.
 */
function collectHits (text: string, hits: Iterable<Match>, order: number, priority: number, entries: readonly string[], count: number): number {
  // Most detectors return an array: read it by index. The iterator protocol over a mix of arrays and
  // generators is megamorphic and cost more than the work itself on a chat message.
  if (Array.isArray(hits)) {
    const list = hits as readonly Match[]
    for (let k = 0; k < list.length; k++) count = collectHit(text, list[k], order, priority, entries, count)
    return count
  }
  for (const match of hits) count = collectHit(text, match, order, priority, entries, count)
  return count
}

/** One hit into the candidate columns at `count` unless it is out of range or whitelisted; returns the new count. */
function collectHit (text: string, match: Match, order: number, priority: number, entries: readonly string[], count: number): number {
  const start = match.start
  const end = match.end
  if (!(start >= 0 && end > start && end <= text.length)) return count
  if (entries.length > 0 && isWhitelisted(text.slice(start, end), entries)) return count
  if (count === candStart.length) growCandidates()
  candStart[count] = start
  candEnd[count] = end
  candOrder[count] = order
  candConfidence[count] = match.confidence
  candRank[count] = match.priority ?? priority
  candRule[count] = match.ruleId
  return count + 1
}

/**
 * Runs the detectors, drops whitelisted candidates, resolves overlaps. The result is sorted by start
 * and never overlaps; offsets are UTF-16 indices into `text`. One anchor pass serves every detector;
 * a detector whose anchors the text lacks is not called.
 */
export function findSpans (text: string, detectors: readonly Detector[], whitelist: readonly string[] = []): Span[] {
  const plan = planOf(detectors)
  const kept = resolveOverlaps(collect(text, new Anchors(text), detectors, plan, whitelist), text.length)
  const spans: Span[] = new Array(kept.length)
  for (let k = 0; k < kept.length; k++) {
    const c = kept[k]
    const span: Span = { type: plan.names[candOrder[c]], start: candStart[c], end: candEnd[c], confidence: roundConfidence(candConfidence[c]) }
    const ruleId = candRule[c]
    if (ruleId) span.ruleId = ruleId
    spans[k] = span
  }
  shrinkCandidates()
  return spans
}

const SURROGATE = /[\uD800-\uDFFF]/
const MAX_TYPE_LENGTH = 41
const MAX_NUMBER_DIGITS = 9

/**
 * Placeholder strings by type and number, kept from call to call: a string object used as a property
 * key before is already internalized, so the mapping record takes it without hashing it anew (this
 * halves the cost of numbering thousands of findings). Bounded: numbers up to CACHED_NUMBERS of up to
 * CACHED_TYPES types (the detector names), filled as they are first used: a 10 MB text numbers
 * thousands of names, about 40 bytes of string each.
 */
const placeholderStrings = new Map<string, string[]>()
const CACHED_NUMBERS = 1 << 14
const CACHED_TYPES = 64

/** The cached placeholder strings of `type`, or undefined once CACHED_TYPES types are cached. */
function placeholderStringsOf (type: string): string[] | undefined {
  let list = placeholderStrings.get(type)
  if (list === undefined && placeholderStrings.size < CACHED_TYPES) placeholderStrings.set(type, list = [])
  return list
}

/** One type's numbering: its values so far, the last number handed out, its cached placeholder strings. */
interface TypeNumbering {
  values: Map<string, string>
  last: number
  strings: string[] | undefined
  /** The value of the type's latest finding numbered by placeholderAt, and its placeholder. */
  latestValue: string
  latestPlaceholder: string
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
      if (digits >= 1 && digits <= MAX_NUMBER_DIGITS && !isWordCode(text.charCodeAt(digitsEnd))) {
        let typeStart = at
        while (typeStart > 0 && at - typeStart < MAX_TYPE_LENGTH + 1 && isWordCode(text.charCodeAt(typeStart - 1))) typeStart--
        const typeLength = at - typeStart
        const first = text.charCodeAt(typeStart)
        const startsWithLetter = (first >= 65 && first <= 90) || (first >= 97 && first <= 122)
        if (typeLength >= 1 && typeLength <= MAX_TYPE_LENGTH && startsWithLetter && !isWordCode(text.charCodeAt(typeStart - 1))) {
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
    return this.#placeholderOf(this.#numberingOf(type), type, value)
  }

  /**
   * The placeholder of the value text[start, end): placeholderFor without cutting the value out when
   * it is the type's latest value again (the same address on line after line of a log).
   */
  placeholderAt (type: string, text: string, start: number, end: number): string {
    const numbering = this.#numberingOf(type)
    const latest = numbering.latestValue
    if (latest.length === end - start && text.startsWith(latest, start)) return numbering.latestPlaceholder
    const value = text.slice(start, end)
    numbering.latestValue = value
    return (numbering.latestPlaceholder = this.#placeholderOf(numbering, type, value))
  }

  #numberingOf (type: string): TypeNumbering {
    let numbering = this.#types.get(type)
    if (numbering === undefined) this.#types.set(type, numbering = { values: new Map(), last: 0, strings: placeholderStringsOf(type), latestValue: '', latestPlaceholder: '' })
    return numbering
  }

  #placeholderOf (numbering: TypeNumbering, type: string, value: string): string {
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
 * UTF-16 offsets to code-point offsets, asked in ascending order: the offset minus the surrogate pairs
 * before it, walked forward from offset to offset, without an index of the text. The pairs come from
 * the anchor pass when it has run (it notes them as it reads the text); otherwise a native regex
 * finds them, after one native test for any surrogate at all.
 */
class CodePoints {
  /** Where the pairs start (their high halves), ascending. */
  readonly #pairs: IntList
  /** Pairs whose low half lies before the offset asked last. */
  #before = 0

  constructor (text: string, pairs?: IntList) {
    this.#pairs = pairs ?? surrogatePairsOf(text)
  }

  of (index: number): number {
    const pairs = this.#pairs
    let before = this.#before
    while (before < pairs.length && pairs[before] + 1 < index) before++
    this.#before = before
    return index - before
  }
}

/** The starts of the surrogate pairs of `text`, ascending. */
function surrogatePairsOf (text: string): number[] {
  const pairs: number[] = []
  if (!SURROGATE.test(text)) return pairs
  SURROGATE_PAIR.lastIndex = 0
  for (let m = SURROGATE_PAIR.exec(text); m !== null; m = SURROGATE_PAIR.exec(text)) pairs.push(m.index)
  return pairs
}

/** One finding: numbered through `numbering`, offsets converted by `points`. */
function findingOf (text: string, type: string, start: number, end: number, confidence: number, ruleId: string | undefined, numbering: PlaceholderNumbering, points: CodePoints): Finding {
  const placeholder = numbering.placeholderAt(type, text, start, end)
  // The value's first string: a value seen before (the same address all over a log) keeps one string,
  // and its slice dies young instead of living through the scan (250,000 findings of '::1': ~30 ms).
  const value = numbering.mapping[placeholder]
  const finding: Finding = {
    pii_type: type,
    start: points.of(start),
    end: points.of(end),
    text: value,
    confidence,
    placeholder
  }
  if (ruleId) finding.rule_id = ruleId
  return finding
}

/**
 * Turns spans into findings and the anonymised text, numbering through `numbering`; offsets become
 * code-point offsets.
 */
export function applySpans (text: string, spans: readonly Span[], numbering: PlaceholderNumbering): { anonymisedText: string, findings: Finding[] } {
  const findings: Finding[] = new Array(spans.length)
  const points = new CodePoints(text)
  let anonymisedText = ''
  let cursor = 0
  for (let k = 0; k < spans.length; k++) {
    const span = spans[k]
    const finding = findingOf(text, span.type, span.start, span.end, span.confidence, span.ruleId, numbering, points)
    findings[k] = finding
    anonymisedText += text.slice(cursor, span.start) + finding.placeholder
    cursor = span.end
  }
  anonymisedText += text.slice(cursor)
  return { anonymisedText, findings }
}

/** More findings than this: the anonymised text is joined from its pieces (see scan). */
const MANY_PARTS = 32

/**
 * The anonymised text of a scan with many findings, from its pieces in order: joined a chunk of
 * CHUNK_PARTS pieces at a time, then the chunks. One join of 500,000 pieces ('::1 ' findings of
 * 1 MB) took about twice as long as these; and the pieces never pile up in one array as long as the text.
 */
class TextJoiner {
  readonly #chunks: string[] = []
  /** One chunk's pieces, overwritten chunk after chunk (emptying it let it grow anew from four slots each time). */
  readonly #parts: string[] = new Array<string>(CHUNK_PARTS).fill('')
  #count = 0

  add (part: string): void {
    this.#parts[this.#count++] = part
    if (this.#count === CHUNK_PARTS) {
      this.#chunks.push(this.#parts.join(''))
      this.#count = 0
    }
  }

  text (): string {
    const parts = this.#parts
    parts.length = this.#count
    this.#chunks.push(parts.join(''))
    return this.#chunks.length === 1 ? this.#chunks[0] : this.#chunks.join('')
  }
}

const CHUNK_PARTS = 2048

/** One call of /scan or /anonymize: spans, numbering that avoids the text's own `[TYPE_n]`, findings. */
export function scan (text: string, detectors: readonly Detector[], whitelist: readonly string[] = []): ScanResult {
  const numbering = new PlaceholderNumbering()
  numbering.reserveFrom(text)
  // findSpans and applySpans in one, straight from the candidate columns (no span objects in between).
  const plan = planOf(detectors)
  const anchors = new Anchors(text)
  const kept = resolveOverlaps(collect(text, anchors, detectors, plan, whitelist), text.length)
  if (kept.length === 0) return { anonymisedText: text, findings: [], mapping: numbering.mapping }
  const findings: Finding[] = new Array(kept.length)
  const points = new CodePoints(text, anchors.surrogatePairsIfKnown)
  // The anonymised text: appended to for a few findings; with many, its pieces are joined (TextJoiner).
  // A tree of two cons strings per finding lived through a long scan, and its flattening (when the
  // reply is serialised) cost more than joining: 512 KB of dense text, scan plus flattening ~115 ->
  // ~106 ms per MB.
  const parts = kept.length > MANY_PARTS ? new TextJoiner() : undefined
  let anonymisedText = ''
  let cursor = 0
  for (let k = 0; k < kept.length; k++) {
    const c = kept[k]
    const start = candStart[c]
    const finding = findingOf(text, plan.names[candOrder[c]], start, candEnd[c], roundConfidence(candConfidence[c]), candRule[c], numbering, points)
    findings[k] = finding
    if (parts === undefined) {
      anonymisedText += text.slice(cursor, start) + finding.placeholder
    } else {
      parts.add(text.slice(cursor, start))
      parts.add(finding.placeholder)
    }
    cursor = candEnd[c]
  }
  if (parts === undefined) {
    anonymisedText += text.slice(cursor)
  } else {
    parts.add(text.slice(cursor))
    anonymisedText = parts.text()
  }
  shrinkCandidates()
  return { anonymisedText, findings, mapping: numbering.mapping }
}
