/**
 * All credential rules in evaluation order (specific formats first, generic assignments last)
 * and the scanner that runs them behind the keyword prefilter.
 */
import type { Match } from '../types.ts'
import { execAll } from '../context.ts'
import { execAt } from '../anchors.ts'
import { KeywordIndex } from './keywords.ts'
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
].map((rule) => ({
  ...rule,
  // Capture-group offsets need the `d` flag.
  regex: rule.regex.flags.includes('d') ? rule.regex : new RegExp(rule.regex.source, rule.regex.flags + 'd')
}))

for (const rule of secretRules) {
  if (!rule.regex.global) throw new Error(`secret rule ${rule.id} needs a global regex`)
  if (rule.keywords.length === 0) throw new Error(`secret rule ${rule.id} has no keywords`)
}

const keywordList = [...new Set(secretRules.flatMap((r) => r.keywords))]
const keywordIds = new Map(keywordList.map((k, i) => [k, i]))
/** Rule indices by keyword id, ascending: a keyword seen marks its rules. */
const keywordRules: number[][] = keywordList.map(() => [])
secretRules.forEach((rule, i) => {
  for (const k of rule.keywords) keywordRules[keywordIds.get(k) as number].push(i)
})
const prefilter = new KeywordIndex(keywordList)

/** The rules whose keywords occur in the text (one pass over the text), in rule order. */
export function candidateRules (text: string): SecretRule[] {
  return rulesSeen(prefilter.scan(text))
}

/** The rules whose keywords are flagged in `seen`, in rule order. */
function rulesSeen (seen: Uint8Array): SecretRule[] {
  const ids: number[] = []
  for (let k = 0; k < seen.length; k++) if (seen[k] === 1) ids.push(k)
  return rulesOf(ids)
}

/** Scratch flags (all zero between calls) over keywords and over rules. */
const seenScratch = new Uint8Array(keywordList.length)
const ruleScratch = new Uint8Array(secretRules.length)

/** The rules of the given keyword ids, in rule order; no per-call array over all rules. */
function rulesOf (keywordIdsSeen: readonly number[]): SecretRule[] {
  const indices: number[] = []
  for (const k of keywordIdsSeen) {
    for (const i of keywordRules[k]) {
      if (ruleScratch[i] === 1) continue
      ruleScratch[i] = 1
      indices.push(i)
    }
  }
  indices.sort(ascending)
  const rules: SecretRule[] = []
  for (const i of indices) {
    ruleScratch[i] = 0
    rules.push(secretRules[i])
  }
  return rules
}

function ascending (a: number, b: number): number {
  return a - b
}

function accepts (rule: SecretRule, value: string, text: string, start: number, end: number, m: RegExpExecArray): boolean {
  if (rule.allow?.includes(value.toLowerCase())) return false
  const minEntropy = rule.entropy ?? (value.length >= 16 ? 3 : 0)
  if (minEntropy > 0 && shannonEntropy(value) < minEntropy) return false
  if (!rule.allowRuns && rule.entropy !== 0 && longestRun(value) >= 8) return false
  return rule.validate === undefined || rule.validate(value, text, start, end, m)
}

/** Source of the look-behind every token() rule starts with (rule.ts). */
const TOKEN_BEFORE = '(?<![A-Za-z0-9_\\-]|\\.[A-Za-z]{2,4})'

/**
 * The literal every match of a token() rule begins with, or '' when that is not certain: the rule's
 * body must open with letters, digits, `_` or `-` that no quantifier makes optional, and have no `|`
 * outside parentheses and classes.
 */
export function literalPrefix (rule: SecretRule): string {
  const source = rule.regex.source
  if (!source.startsWith(TOKEN_BEFORE + '(?:')) return ''
  const body = source.slice(TOKEN_BEFORE.length + 3)
  let depth = 0
  let inClass = false
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (c === '\\') { i++; continue }
    if (inClass) { if (c === ']') inClass = false; continue }
    if (c === '[') inClass = true
    else if (c === '(') depth++
    else if (c === ')') { if (depth === 0) break; depth-- } else if (c === '|' && depth === 0) return ''
  }
  const literal = /^[A-Za-z0-9_-]*/.exec(body)?.[0] ?? ''
  const next = body[literal.length]
  // "ab?" or "ab{0,1}": the last character may be missing.
  return next === '?' || next === '*' || next === '{' ? literal.slice(0, -1) : literal
}

/**
 * token() rules whose literal prefix begins with one of their keywords: every match starts where
 * that keyword occurs, so the rule's regex (made sticky) is tried only there (anchors.ts execAt).
 * `anchoredBy[i]` is that keyword's id, or -1 when rule i runs over the whole text.
 */
const anchoredBy: number[] = secretRules.map((rule) => {
  const prefix = literalPrefix(rule).toLowerCase()
  if (prefix === '') return -1
  const keyword = rule.keywords.find((k) => prefix.startsWith(k))
  return keyword === undefined ? -1 : keywordIds.get(keyword) as number
})
const stickyRegex = secretRules.map((rule, i) => (anchoredBy[i] === -1 ? rule.regex : new RegExp(rule.regex.source, rule.regex.flags.replace('g', '') + 'y')))
const ruleIndex = new Map(secretRules.map((rule, i) => [rule, i]))
const wantedPositions = new Uint8Array(keywordList.length)
for (const id of anchoredBy) if (id !== -1) wantedPositions[id] = 1

/** Runs one rule over the whole text (or, given `starts`, at those positions only); the finding is the first participating capture group, if any. */
export function * runRule (rule: SecretRule, text: string, starts?: readonly number[]): Generator<Match> {
  const index = ruleIndex.get(rule) ?? -1
  const hits = starts !== undefined && index !== -1 && anchoredBy[index] !== -1
    ? execAt(text, stickyRegex[index], starts)
    : execAll(text, rule.regex)
  for (const m of hits) {
    const verdict = judge(rule, text, m)
    if (verdict !== null) yield verdict
  }
}

function judge (rule: SecretRule, text: string, m: RegExpExecArray): Match | null {
  let start = m.index
  let end = m.index + m[0].length
  const indices = m.indices
  if (indices !== undefined) {
    for (let g = 1; g < indices.length; g++) {
      const span = indices[g]
      if (span !== undefined) {
        start = span[0]
        end = span[1]
        break
      }
    }
  }
  if (end <= start) return null
  if (!accepts(rule, text.slice(start, end), text, start, end, m)) return null
  return { ruleId: rule.id, confidence: rule.confidence ?? 0.9, start, end }
}

const NO_STARTS: readonly number[] = []

/** Exact as long as start < 2^27 and a finding is shorter than 2^26 characters. */
const SPAN_FACTOR = 2 ** 26

/** Every credential in the text; two rules reporting the same span yield one finding (the earlier rule). */
export function findSecrets (text: string): Match[] {
  const matches: Match[] = []
  // Spans as numbers (start, then length), not concatenated strings: one key per match.
  const spans = new Set<number>()
  // One pass finds the keywords, and where the keywords of anchored rules occur.
  const { ids, positions } = prefilter.scanWithPositions(text, wantedPositions, seenScratch)
  for (const rule of rulesOf(ids)) {
    const id = anchoredBy[ruleIndex.get(rule) as number]
    const starts = id === -1 ? undefined : positions?.get(id) ?? NO_STARTS
    for (const match of runRule(rule, text, starts)) {
      const key = match.start * SPAN_FACTOR + (match.end - match.start)
      if (spans.has(key)) continue
      spans.add(key)
      matches.push(match)
    }
  }
  return matches
}
