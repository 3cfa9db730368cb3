/**
 * Helpers detectors share: context words near a match, word characters, and a regex runner
 * that reports matches of a global regex as Match objects.
 */
import type { Match } from './types.ts'

/** Default number of UTF-16 units looked at on each side of a match for context words. */
export const CONTEXT_WINDOW = 60

/**
 * The lower-cased text of [from, to), with key-name spellings turned into words, so that context
 * words also match `DATE_OF_BIRTH=`, `id-card_number` and `idCardNumber`: underscores become spaces,
 * and a lower-case letter followed by an upper-case one gets a space between them.
 */
export function contextText (text: string, from: number, to: number): string {
  return text.slice(Math.max(0, from), Math.max(0, to)).replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/_/g, ' ').toLowerCase()
}

/**
 * True when one of `words` (lower case) occurs in the `window` characters before `start`
 * or after `end`. Plain substring search: linear in the window size.
 */
export function hasContext (text: string, start: number, end: number, words: readonly string[], window = CONTEXT_WINDOW): boolean {
  return hasContextBefore(text, start, words, window) || windowHasWord(text, end, end + window, words)
}

/** Like hasContext, but only looks before the match (labels such as "SSN:" precede the value). */
export function hasContextBefore (text: string, start: number, words: readonly string[], window = CONTEXT_WINDOW): boolean {
  return windowHasWord(text, start - window, start, words)
}

// Key names are ASCII: snake_case or camelCase. A plain regex is much cheaper than a Unicode one.
const KEY_SPELLING = /_|[a-z][A-Z]/

/** Plain lower-casing first; the key-name normalisation only when the window has `_` or camelCase. */
function windowHasWord (text: string, from: number, to: number, words: readonly string[]): boolean {
  const slice = text.slice(Math.max(0, from), Math.max(0, to))
  const lower = slice.toLowerCase()
  for (const word of words) if (lower.includes(word)) return true
  if (!KEY_SPELLING.test(slice)) return false
  const normalised = contextText(text, from, to)
  for (const word of words) if (normalised.includes(word)) return true
  return false
}

const WORD_CHAR = /[\p{L}\p{N}]/u

/** True when the character at `index` is a letter or digit in any script. Out of range is false. */
export function isWordChar (text: string, index: number): boolean {
  if (index < 0 || index >= text.length) return false
  return WORD_CHAR.test(text[index])
}

/**
 * Runs a global regex over the text and yields one Match per hit that `accept` approves.
 * `accept` returns a confidence (0 < c ≤ 1) to keep the hit, or 0/false to drop it; it may also
 * narrow the hit to a capture group by returning { confidence, start, end }.
 */
export function * matchAll (
  text: string,
  regex: RegExp,
  accept: (m: RegExpExecArray) => number | false | { confidence: number, start: number, end: number, ruleId?: string },
  ruleId?: string
): Generator<Match> {
  if (!regex.global) throw new Error('matchAll needs a global regex')
  regex.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = regex.exec(text)) !== null) {
    if (m[0].length === 0) { regex.lastIndex++; continue }
    const verdict = accept(m)
    if (verdict === false || verdict === 0) continue
    if (typeof verdict === 'number') {
      yield { start: m.index, end: m.index + m[0].length, confidence: verdict, ruleId }
    } else {
      yield { ruleId, ...verdict }
    }
  }
}
