/**
 * All credential rules in evaluation order (specific formats first, generic assignments last)
 * and the scanner that runs them behind the keyword prefilter.
 */
import type { Match } from '../types.ts'
import { matchAll } from '../context.ts'
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
  const seen = prefilter.scan(text)
  const marked = new Uint8Array(secretRules.length)
  let any = false
  for (let k = 0; k < seen.length; k++) {
    if (seen[k] === 0) continue
    any = true
    for (const i of keywordRules[k]) marked[i] = 1
  }
  const rules: SecretRule[] = []
  if (!any) return rules
  for (let i = 0; i < marked.length; i++) if (marked[i] === 1) rules.push(secretRules[i])
  return rules
}

function accepts (rule: SecretRule, value: string, text: string, start: number, end: number, m: RegExpExecArray): boolean {
  if (rule.allow?.includes(value.toLowerCase())) return false
  const minEntropy = rule.entropy ?? (value.length >= 16 ? 3 : 0)
  if (minEntropy > 0 && shannonEntropy(value) < minEntropy) return false
  if (!rule.allowRuns && rule.entropy !== 0 && longestRun(value) >= 8) return false
  return rule.validate === undefined || rule.validate(value, text, start, end, m)
}

/** Runs one rule over the whole text; the finding is the first participating capture group, if any. */
export function * runRule (rule: SecretRule, text: string): Generator<Match> {
  yield * matchAll(text, rule.regex, (m) => {
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
    if (end <= start) return false
    if (!accepts(rule, text.slice(start, end), text, start, end, m)) return false
    return { confidence: rule.confidence ?? 0.9, start, end, ruleId: rule.id }
  }, rule.id)
}

/** Every credential in the text; two rules reporting the same span yield one finding (the earlier rule). */
export function findSecrets (text: string): Match[] {
  const matches: Match[] = []
  const spans = new Set<string>()
  for (const rule of candidateRules(text)) {
    for (const match of runRule(rule, text)) {
      const key = `${match.start}:${match.end}`
      if (spans.has(key)) continue
      spans.add(key)
      matches.push(match)
    }
  }
  return matches
}
