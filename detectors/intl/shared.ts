/**
 * Small helpers shared by the international identifier detectors: token guards for regex sources,
 * whole-word context tests, and the "this looks like a phone number" veto.
 */
import { contextText } from '../context.ts'

/** Regex source: the match does not start glued to a letter/digit, nor to "digit + separator". */
export const NUM_START = '(?<![A-Za-z0-9_])(?<!\\d[-.,/ ])'
/** Regex source: the match does not end glued to a letter/digit, nor to "separator + digit". */
export const NUM_END = '(?![A-Za-z0-9_])(?![-.,/ ]\\d)'
/** Regex source guards for alphanumeric tokens. */
export const TOKEN_START = '(?<![A-Za-z0-9_])'
export const TOKEN_END = '(?![A-Za-z0-9_])'

function escapeRegex (word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A case-insensitive, non-global regex that finds any of `words` as a whole word (not inside a
 * longer word: "pan" does not match "company"). Words may contain spaces and punctuation.
 */
export function wordsRegex (words: readonly string[]): RegExp {
  const alternatives = words.map(escapeRegex).join('|')
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu')
}

/** True when a word of `re` (from wordsRegex) occurs within `window` characters before or after. */
export function nearWords (text: string, start: number, end: number, re: RegExp, window = 60): boolean {
  return re.test(contextText(text, start - window, start)) || re.test(contextText(text, end, end + window))
}

/** True when a word of `re` occurs within `window` characters before the match. */
export function wordsBefore (text: string, start: number, re: RegExp, window = 60): boolean {
  return re.test(contextText(text, start - window, start))
}

const PHONE_WORDS = wordsRegex(['tel', 'tel.', 'phone', 'telephone', 'mobile', 'mobil', 'cell', 'call', 'fax', 'telefon', 'handy', 'whatsapp', 'sms'])

/**
 * Veto for grouped digit runs that are written like phone numbers: a '+' or '(' right before them,
 * or a phone word shortly before.
 */
export function looksLikePhone (text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 3), start)
  if (/[+(]\s?$/.test(before) || /\)\s?$/.test(before)) return true
  return wordsBefore(text, start, PHONE_WORDS, 25)
}

/** Digit value of the character at i (0–9), or -1. */
export function digitAt (s: string, i: number): number {
  const d = s.charCodeAt(i) - 48
  return d >= 0 && d <= 9 ? d : -1
}

/** True when the two-digit day/month/year form a real calendar date (full year given). */
export function validDate (year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= days
}
