/**
 * All credential rules in evaluation order (specific formats first, generic assignments last)
 * and the scanner that runs them behind the keyword prefilter.
 */
import type { Match } from '../types.ts'
import { execAll } from '../context.ts'
import { ALL_POSITIONS, execAt, isDense, sortShort, type IntList } from '../anchors.ts'
import { DENSE, DENSE_GAP, KeywordIndex } from './keywords.ts'
import { firstChars, ruleAnchors } from './anchoring.ts'
import { longestRun, shannonEntropy, type SecretRule } from './rule.ts'
import { llmRules } from './llm.ts'
import { vcsRules } from './vcs.ts'
import { paymentRules } from './payment.ts'
import { chatRules } from './chat.ts'
import { monitoringRules } from './monitoring.ts'
import { saasRules } from './saas.ts'
import { cloudRules } from './cloud.ts'
import { databaseRules } from './database.ts'
import { genericRules } from './generic.ts'

export type { SecretRule } from './rule.ts'

/**
 * Order matters only as a tie-break: when two rules report exactly the same span, the earlier one
 * names it (a Gemini key before the Google API key, a JWT before a bearer token, a database URL
 * before generic URL credentials, anything before generic-secret).
 */
export const secretRules: readonly SecretRule[] = [
  ...llmRules,
  ...vcsRules,
  ...paymentRules,
  ...chatRules,
  ...monitoringRules,
  ...saasRules,
  ...cloudRules,
  ...databaseRules,
  ...genericRules
]

for (const rule of secretRules) {
  if (!rule.regex.global) throw new Error(`secret rule ${rule.id} needs a global regex`)
  if (rule.keywords.length === 0) throw new Error(`secret rule ${rule.id} has no keywords`)
}

const keywordList = [...new Set(secretRules.flatMap((r) => r.keywords))]
/**
 * Where each rule's matches can start (anchoring.ts): null when the rule runs over the whole text.
 * Its literals join the keyword pass, which records their positions.
 */
const ruleAnchorList = secretRules.map((rule) => ruleAnchors(rule.regex))
const contextList = secretRules.flatMap((rule) => rule.context ?? [])
const patternList = [...new Set([...keywordList, ...ruleAnchorList.flatMap((anchors) => anchors?.flatMap((a) => a.literals) ?? []), ...contextList])]
const keywordIds = new Map(patternList.map((k, i) => [k, i]))
/** Per rule: the keyword ids of its context literals (one must occur too), or null. */
const contextIds = secretRules.map((rule) => rule.context?.map((k) => keywordIds.get(k) as number) ?? null)
/** Rule indices by keyword id, ascending: a keyword seen marks its rules (anchor literals mark none). */
const keywordRules: number[][] = patternList.map(() => [])
secretRules.forEach((rule, i) => {
  for (const k of rule.keywords) keywordRules[keywordIds.get(k) as number].push(i)
})
const prefilter = new KeywordIndex(patternList)
/** The rules whose keywords occur in the text (one pass over the text), in rule order. */
export function candidateRules (text: string): SecretRule[] {
  return rulesSeen(prefilter.scan(text))
}

/** The rules whose keywords are flagged in `seen`, in rule order. */
function rulesSeen (seen: Uint8Array): SecretRule[] {
  const ids: number[] = []
  for (let k = 0; k < seen.length; k++) if (seen[k] === 1) ids.push(k)
  return ruleIndicesOf(ids).map((i) => secretRules[i])
}

/** Scratch flags (all zero between calls) over keywords (the keyword pass counts in it) and over rules. */
const seenScratch = new Int32Array(patternList.length)
const ruleScratch = new Uint8Array(secretRules.length)

/** The indices of the rules of the given keyword ids, ascending; no per-call array over all rules. */
function ruleIndicesOf (keywordIdsSeen: readonly number[]): number[] {
  for (const k of keywordIdsSeen) seenScratch[k] = 1
  const indices: number[] = []
  for (const k of keywordIdsSeen) {
    for (const i of keywordRules[k]) {
      if (ruleScratch[i] === 1 || !contextSeen(i)) continue
      ruleScratch[i] = 1
      indices.push(i)
    }
  }
  for (const k of keywordIdsSeen) seenScratch[k] = 0
  for (const i of indices) ruleScratch[i] = 0
  sortShort(indices, ascending)
  return indices
}

/** Whether one of rule i's context literals is flagged in seenScratch (true for a rule without). */
function contextSeen (i: number): boolean {
  const ids = contextIds[i]
  if (ids === null) return true
  for (const id of ids) if (seenScratch[id] === 1) return true
  return false
}

function ascending (a: number, b: number): number {
  return a - b
}

/** The checks on the value alone: allow-list, entropy, runs of one character, the rule's own. */
function plausible (rule: SecretRule, value: string): boolean {
  if (rule.allow?.includes(value.toLowerCase())) return false
  const minEntropy = rule.entropy ?? (value.length >= 16 ? 3 : 0)
  if (minEntropy > 0 && shannonEntropy(value) < minEntropy) return false
  if (rule.allowRuns !== true && rule.entropy !== 0 && longestRun(value) >= 8) return false
  return rule.rejects === undefined || !rule.rejects(value)
}

/** Per rule: its anchors as keyword ids and offsets, or null. */
const anchorIds: Array<Array<{ ids: number[], lo: number, hi: number }> | null> = ruleAnchorList.map((anchors) => {
  if (anchors === null) return null
  // Anchors at the same distance are one (`"…token…"` and `'…token…'`).
  const byRange = new Map<string, { ids: number[], lo: number, hi: number }>()
  for (const a of anchors) {
    const key = `${a.lo}-${a.hi}`
    const known = byRange.get(key)
    const ids = a.literals.map((l) => keywordIds.get(l) as number)
    if (known === undefined) byRange.set(key, { ids, lo: a.lo, hi: a.hi })
    else known.ids = [...new Set([...known.ids, ...ids])]
  }
  return [...byRange.values()]
})
/**
 * Global runs (rules without anchors, and anchored ones on hostile input, where starts are dense) go
 * without the `d` flag: match indices cost on every exec of a regex that matches often ("key: key: …",
 * 100k matches per MB: 45 -> 17 ms), and only the rare match that passes the checks on its value needs
 * them, from a second run (withIndices). Sticky runs at a few candidate starts keep the flag: there a
 * second run would cost more than the indices.
 */
const scanRegex = secretRules.map((rule) => withFlags(rule.regex, rule.regex.flags.replace('d', '')))
const withIndices = scanRegex.map((regex) => withFlags(regex, regex.flags.replace('g', '') + 'dy'))
const stickyRegex = withIndices

function withFlags (regex: RegExp, flags: string): RegExp {
  return regex.flags === flags ? regex : new RegExp(regex.source, flags)
}
const ruleIndex = new Map(secretRules.map((rule, i) => [rule, i]))
const wantedPositions = new Uint8Array(patternList.length)
for (const anchors of anchorIds) for (const a of anchors ?? []) for (const id of a.ids) wantedPositions[id] = 1

const NO_STARTS: readonly number[] = []

/**
 * Per rule with anchors a literal lies a varying distance into (`"…pass…"`, `<…token…>`): the characters
 * its matches can start with (both cases of a letter); null when any character can start one.
 */
const startChars: Array<string[] | null> = secretRules.map((rule, i) => {
  if (anchorIds[i] === null || anchorIds[i]?.every((a) => a.lo === a.hi)) return null
  const chars = firstChars(rule.regex)
  return chars === null ? null : [...new Set(chars.flatMap((c) => [c, c.toUpperCase()]))]
})

/** Two ascending lists as one (duplicates kept). */
function merged (x: ArrayLike<number>, y: ArrayLike<number>): number[] {
  const out: number[] = new Array(x.length + y.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < x.length && j < y.length) out[k++] = x[i] <= y[j] ? x[i++] : y[j++]
  while (i < x.length) out[k++] = x[i++]
  while (j < y.length) out[k++] = y[j++]
  return out
}

/**
 * Where rule i can match, ascending: every literal occurrence shifted back by lo..hi (only where a
 * match can start, for a rule with startChars); ALL_POSITIONS when a literal occurs too often to try
 * its places one by one.
 */
function startsOf (i: number, text: string, positions: Array<number[] | undefined>): IntList {
  // More starts than this: the global run is cheaper (SPARSE), so stop collecting.
  const most = Math.max(64, text.length / SPARSE)
  const anchors = anchorIds[i] as Array<{ ids: number[], lo: number, hi: number }>
  // The common case, one literal at the match start: its list is already ascending.
  if (anchors.length === 1 && anchors[0].ids.length === 1 && anchors[0].hi === 0) {
    const list = positions[anchors[0].ids[0]]
    return list === DENSE ? ALL_POSITIONS : list ?? NO_STARTS
  }
  const chars = startChars[i]
  // Arrays are made only for starts found (a chat message with a keyword mostly has none).
  let starts = NO_STARTS as number[]
  for (const { ids, lo, hi } of anchors) {
    // The occurrences of all the anchor's literals, ascending.
    let occurrences: ArrayLike<number> = NO_STARTS
    for (const id of ids) {
      const list = positions[id]
      if (list === DENSE) return ALL_POSITIONS
      if (list !== undefined) occurrences = occurrences.length === 0 ? list : merged(occurrences, list)
    }
    if (occurrences.length === 0) continue
    if (chars === null && occurrences.length > most + lo) return ALL_POSITIONS
    let found = NO_STARTS as number[]
    if (lo === hi) {
      // A fixed distance: the occurrences shifted, still ascending.
      if (lo === 0 && anchors.length === 1) return occurrences as IntList
      found = []
      for (let k = 0; k < occurrences.length; k++) if (occurrences[k] >= lo) found.push(occurrences[k] - lo)
    } else if (chars === null) {
      // Windows [p - hi, p - lo], swept left to right so that overlapping ones are read once.
      found = []
      let next = 0
      for (let k = 0; k < occurrences.length; k++) {
        const p = occurrences[k]
        let s = Math.max(next, p - hi)
        for (; s <= p - lo; s++) found.push(s)
        if (s > next) next = s
      }
    } else {
      // Only where a start character stands in a window: its next occurrence is looked up natively
      // and kept while the windows move right (each character's scan goes over the text once).
      for (const ch of chars) {
        let own = NO_STARTS as number[]
        let at = -1
        let next = 0
        for (let k = 0; k < occurrences.length; k++) {
          const p = occurrences[k]
          const from = Math.max(next, p - hi)
          const to = p - lo
          if (from > to) continue
          if (at !== -2 && at < from) at = text.indexOf(ch, from)
          if (at === -1) at = -2
          while (at >= 0 && at <= to) {
            if (own.length > most) return ALL_POSITIONS
            if (own === NO_STARTS) own = []
            own.push(at)
            at = text.indexOf(ch, at + 1)
            if (at === -1) at = -2
          }
          next = to + 1
        }
        if (own.length > 0) found = found.length === 0 ? own : merged(found, own)
      }
    }
    starts = starts.length === 0 ? found : merged(starts, found)
    if (starts.length > most * 2) return ALL_POSITIONS
  }
  if (starts.length < 2) return starts
  let k = 1
  for (let j = 1; j < starts.length; j++) if (starts[j] !== starts[k - 1]) starts[k++] = starts[j]
  starts.length = k
  return starts
}

/** Runs one rule over the whole text (or, given `starts`, at those positions only); the finding is the first participating capture group, if any. */
export function runRule (rule: SecretRule, text: string, starts?: IntList): Match[] {
  const index = ruleIndex.get(rule)
  if (index === undefined) throw new Error(`not one of secretRules: ${rule.id}`)
  const found: Match[] = []
  addFindings(index, text, starts, found)
  return found
}

/** Appends rule i's findings (over the whole text, or at `starts` only) to `out`; a plain loop, no generator to resume per match. */
function addFindings (i: number, text: string, starts: IntList | undefined, out: Match[]): void {
  const sparse = starts !== undefined && starts !== ALL_POSITIONS && anchorIds[i] !== null && !isDense(text, starts.length)
  const hits = sparse ? execAt(text, stickyRegex[i], starts) : execAll(text, scanRegex[i])
  for (const m of hits) {
    const verdict = judge(i, text, m)
    if (verdict !== null) out.push(verdict)
  }
}

/** Rule i's finding in match m (with or without indices), or null when its checks reject it. */
function judge (i: number, text: string, m: RegExpExecArray): Match | null {
  const rule = secretRules[i]
  // The value: the first capture group that took part, else the whole match.
  let group = 1
  while (group < m.length && m[group] === undefined) group++
  const value = group < m.length ? m[group] : m[0]
  if (value.length === 0 || !plausible(rule, value)) return null
  let match = m
  let start = m.index
  if (group < m.length) {
    if (m.indices === undefined) {
      // The same match again, at the same place, now with the offsets of its groups.
      const again = withIndices[i]
      again.lastIndex = m.index
      match = again.exec(text) as RegExpExecArray
    }
    start = ((match.indices as RegExpIndicesArray)[group] as [number, number])[0]
  }
  const end = start + value.length
  if (rule.validate !== undefined && !rule.validate(value, text, start, end, match)) return null
  return { ruleId: rule.id, confidence: rule.confidence ?? 0.9, start, end }
}

/** Starts closer than one per SPARSE characters: one global run (the keyword pass stops listing them there too). */
const SPARSE = DENSE_GAP

/** Positions by keyword id, all slots empty between calls (findSecrets empties those it filled). */
const positionsScratch: Array<number[] | undefined> = new Array(patternList.length)

/** Exact as long as start < 2^27 and a finding is shorter than 2^26 characters. */
const SPAN_FACTOR = 2 ** 26

/** Every credential in the text; two rules reporting the same span yield one finding (the earlier rule). */
export function findSecrets (text: string): Match[] {
  const matches: Match[] = []
  // One pass finds the keywords, and where the keywords of anchored rules occur.
  const { ids, positions } = prefilter.scanWithPositions(text, wantedPositions, seenScratch, positionsScratch)
  // No keyword (most chat messages): no rule can match.
  if (ids.length === 0) return matches
  try {
    collect(text, ids, positions, matches)
  } finally {
    for (const id of ids) positions[id] = undefined
  }
  return matches
}

/** Runs the rules of the keywords seen (anchored ones at their starts) and collects their matches. */
function collect (text: string, ids: readonly number[], positions: Array<number[] | undefined>, matches: Match[]): void {
  // Spans as numbers (start, then length), not concatenated strings: one key per match. Made for
  // the first finding (most texts with a keyword have none).
  let spans: Set<number> | undefined
  const found = foundScratch
  found.length = 0
  for (const i of ruleIndicesOf(ids)) {
    let starts = anchorIds[i] === null ? undefined : startsOf(i, text, positions)
    // Starts closer than one per SPARSE characters (hostile input such as "password=password=…"):
    // one native global run costs less than a sticky run at each.
    if (starts !== undefined && starts.length > 64 && starts.length * SPARSE > text.length) starts = ALL_POSITIONS
    // No literal of an anchored rule in the text: it cannot match.
    if (starts !== undefined && starts !== ALL_POSITIONS && starts.length === 0) continue
    addFindings(i, text, starts, found)
    if (found.length === 0) continue
    spans ??= new Set<number>()
    for (const match of found) {
      const key = match.start * SPAN_FACTOR + (match.end - match.start)
      if (spans.has(key)) continue
      spans.add(key)
      matches.push(match)
    }
    found.length = 0
  }
}

/** One rule's findings before collect takes them over (empty between rules; find is synchronous). */
const foundScratch: Match[] = []
