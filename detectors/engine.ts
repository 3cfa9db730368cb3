/**
 * The detection engine: runs detectors over a text, drops whitelisted findings, resolves overlaps,
 * numbers placeholders and converts offsets to code points. Pure and synchronous; no Fastify.
 */
import type { Detector, Finding, ScanResult } from './types.ts'
import { isWordChar } from './context.ts'

interface Candidate {
  detector: Detector
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
    for (const raw of list ?? []) {
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

/** Keeps the best candidate of every overlapping group: priority, then length, then detector order. */
function resolveOverlaps (candidates: Candidate[]): Candidate[] {
  candidates.sort((a, b) =>
    (b.detector.priority - a.detector.priority) ||
    ((b.end - b.start) - (a.end - a.start)) ||
    (a.order - b.order) ||
    (a.start - b.start))
  // `kept` stays sorted by start; accepted intervals never overlap, so one neighbour check per side suffices.
  const kept: Candidate[] = []
  for (const c of candidates) {
    let lo = 0
    let hi = kept.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (kept[mid].start < c.start) lo = mid + 1
      else hi = mid
    }
    const prev = kept[lo - 1]
    const next = kept[lo]
    if (prev !== undefined && prev.end > c.start) continue
    if (next !== undefined && next.start < c.end) continue
    kept.splice(lo, 0, c)
  }
  return kept
}

/** Maps UTF-16 indices to code-point indices; the identity when the text has no astral characters. */
function codePointIndexer (text: string): (utf16Index: number) => number {
  if (!/[\uD800-\uDBFF]/.test(text)) return (i) => i
  const map = new Uint32Array(text.length + 1)
  let cp = 0
  for (let i = 0; i < text.length; i++) {
    map[i] = cp
    const code = text.charCodeAt(i)
    if (code >= 0xD800 && code <= 0xDBFF && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1)
      if (low >= 0xDC00 && low <= 0xDFFF) { map[++i] = cp }
    }
    cp++
  }
  map[text.length] = cp
  return (i) => map[i]
}

export function scan (text: string, detectors: readonly Detector[], whitelist: readonly string[] = []): ScanResult {
  const entries = whitelist.map((entry) => entry.toLowerCase())
  const candidates: Candidate[] = []
  detectors.forEach((detector, order) => {
    for (const match of detector.find(text)) {
      if (!(match.start >= 0 && match.end > match.start && match.end <= text.length)) continue
      if (entries.length > 0 && isWhitelisted(text.slice(match.start, match.end), entries)) continue
      candidates.push({ detector, order, start: match.start, end: match.end, confidence: match.confidence, ruleId: match.ruleId })
    }
  })

  const kept = resolveOverlaps(candidates)
  const toCodePoint = codePointIndexer(text)
  const counters = new Map<string, number>()
  const placeholders = new Map<string, string>()
  const findings: Finding[] = []
  const mapping: Record<string, string> = {}
  const pieces: string[] = []
  let cursor = 0

  for (const c of kept) {
    const type = c.detector.name
    const value = text.slice(c.start, c.end)
    const key = type + '\u0000' + value
    let placeholder = placeholders.get(key)
    if (placeholder === undefined) {
      const n = (counters.get(type) ?? 0) + 1
      counters.set(type, n)
      placeholder = `[${type}_${n}]`
      placeholders.set(key, placeholder)
      mapping[placeholder] = value
    }
    const finding: Finding = {
      pii_type: type,
      start: toCodePoint(c.start),
      end: toCodePoint(c.end),
      text: value,
      confidence: roundConfidence(c.confidence),
      placeholder
    }
    if (c.ruleId) finding.rule_id = c.ruleId
    findings.push(finding)
    pieces.push(text.slice(cursor, c.start), placeholder)
    cursor = c.end
  }
  pieces.push(text.slice(cursor))
  return { anonymisedText: pieces.join(''), findings, mapping }
}
