import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Detector, Match } from '../types.ts'
import { anchorsOf, execAt, FIRST_UPPER, HAS_LOWER, HAS_UNDERSCORE, WordGate, wordStarts, type Anchors } from '../anchors.ts'
import { TOKEN_END, TOKEN_START } from '../intl/shared.ts'
import { columnHasContext, contextText, contextWords, SEARCH_ONCE_LENGTH } from '../context.ts'
import { ISO_COUNTRIES } from '../intl/iso-countries.ts'

/** The words a candidate starts: 8 or 11 characters, a capital first, no lower-case letter or `_`. */
const CANDIDATE_WORDS = new WordGate({ lengths: [8, 11], withFlags: FIRST_UPPER, withoutFlags: HAS_LOWER | HAS_UNDERSCORE })

// Bank code (4 letters), ISO country (2 letters), location (2 alphanumerics), optional branch (3).
const CANDIDATE = new RegExp(`${TOKEN_START}[A-Z]{4}([A-Z]{2})([A-Z0-9]{2})([A-Z0-9]{3})?${TOKEN_END}`, 'y')
const STRONG = contextWords(['bic', 'swift', 'swift code', 'swift-code', 'swiftcode', 'bic code', 'bic-code', 'bic/swift', 'swift/bic', 'bicfi', 'bicorbei'])
const WEAK = contextWords(['bank*', 'banque', 'banca', 'banco', 'pankki*', 'iban', 'kreditinstitut', 'beneficiary', 'empfänger*',
  'payee', 'payer', 'counterparty', 'remittance', 'wire', 'sepa', 'transfer*', 'überweisung*', 'payment*', 'zahlung*', 'auftraggeber',
  'virement', 'transferencia', 'bonifico', 'overboeking', 'przelew', 'överföring', 'overføring', 'overførsel', 'tilisiirto'])
// Every WEAK word contains one of these (the longest letter run of each).
const WEAK_HINTS = WEAK.hints
/** An IBAN next to the code (its account): the code is that account's bank. Bounded. */
const IBAN_NEAR = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}(?![A-Za-z0-9])/
const CONTEXT_WINDOW = 40
const ADJACENT_CAPS_BEFORE = /(?<![A-Za-z])[A-Z]{2,}[ \t]+$/
const ADJACENT_CAPS_AFTER = /^[ \t]+[A-Z]{2,}(?![a-z])/
// A key, not a value: `TRACKING=…`, `ASSIGNEE="…"`, `"SHIPPING": …`, `$HOSTNAME`, `${USERNAME}`.
const KEY_AFTER = /^["']?[ \t]*[=:]/
const KEY_BEFORE = /\$\{?$/
/**
 * English and German words (upper case) that have the shape of an all-letter BIC: 8 letters, or 11
 * for English, with a real country code in positions 5–6 (TRACKING = TRAC·KI·NG). Built from the
 * Debian american-english and ngerman word lists plus a few configuration-key words.
 */
const BIC_WORDS: ReadonlySet<string> = new Set(
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'intl', 'bic-words.json'), 'utf8')) as string[]
)

/**
 * Structure beyond the regex: a real country, a location whose first character is not 0 or 1
 * (those are reserved), and a branch that is either XXX or does not start with X.
 */
export function bicStructureValid (country: string, location: string, branch: string | undefined): boolean {
  if (!ISO_COUNTRIES.has(country)) return false
  if (location[0] === '0' || location[0] === '1') return false
  if (branch !== undefined && branch[0] === 'X' && branch !== 'XXX') return false
  return true
}

/** An all-caps word right next to the candidate: the text is shouting, and the candidate is a word too. */
function shouting (text: string, start: number, end: number): boolean {
  return ADJACENT_CAPS_BEFORE.test(text.slice(Math.max(0, start - 30), start)) ||
    ADJACENT_CAPS_AFTER.test(text.slice(end, end + 30))
}

/** The normalised text on both sides of [start, end), as hasContext sees it. */
function contextWindows (text: string, start: number, end: number): string {
  return contextText(text, start - CONTEXT_WINDOW, start) + '\n' + contextText(text, end, end + CONTEXT_WINDOW)
}

/** BIC or SWIFT, any case: what the raw window must hold before STRONG is looked for. */
const STRONG_HINT = /bic|swift/i

/**
 * True when no window of an ASCII text can hold BIC, SWIFT or a WEAK hint: the whole text holds none.
 * (The raw windows are lower-cased slices of the text, and ASCII lower-casing changes only A-Z.)
 */
function bankWordsNowhere (text: string, a: Anchors): boolean {
  return !a.nonAscii && !STRONG_HINT.test(text) && !WEAK.asciiHintRegex.test(text)
}

function findBics (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  const a = anchorsOf(text, anchors)
  // 0: not asked yet; 1: no bank word anywhere (hostile 'DEUTDEFF …': 111k candidates, each slicing
  // and lower-casing its windows for nothing); 2: maybe some. Asked at the first candidate of a long text.
  let bankWords = text.length < SEARCH_ONCE_LENGTH ? 2 : 0
  for (const m of execAt(text, CANDIDATE, wordStarts(a, CANDIDATE_WORDS))) {
    if (!bicStructureValid(m[1], m[2], m[3])) continue
    const start = m.index
    const end = start + m[0].length
    const allLetters = !/\d/.test(m[0])
    if (allLetters && (KEY_AFTER.test(text.slice(end, end + 4)) || KEY_BEFORE.test(text.slice(Math.max(0, start - 2), start)))) continue
    // Both context windows once, normalised like hasContext does (key spellings become words). Every
    // context word contains a hint substring, and normalising only adds spaces, so a raw window
    // without any hint needs no normalising and no regex.
    if (bankWords === 0) bankWords = bankWordsNowhere(text, a) ? 1 : 2
    const raw = bankWords === 2 ? text.slice(Math.max(0, start - CONTEXT_WINDOW), end + CONTEXT_WINDOW).toLowerCase() : ''
    let window = ''
    if (raw.includes('bic') || raw.includes('swift')) {
      window = contextWindows(text, start, end)
      if (STRONG.regex.test(window)) {
        found.push({ start, end, confidence: 0.95, ruleId: 'bic' })
        continue
      }
    }
    // A digit in the location or the branch code: no word has one.
    const digitInLocation = /\d/.test(m[2]) || (m[3] !== undefined && /\d/.test(m[3]))
    // Eight or eleven capital letters are often just a word ("BERLINDE", "DEUTSCHE", "TRACKING"):
    // without a digit in the location code a BIC needs a bank word nearby, must not be a dictionary
    // word, and not sit in all-caps text.
    if (!digitInLocation && BIC_WORDS.has(m[0])) continue
    const weak = (WEAK_HINTS.some((h) => raw.includes(h)) && WEAK.regex.test(window !== '' ? window : contextWindows(text, start, end))) ||
      // Its check digits: no run of two digits in the text, no IBAN.
      (a.maxChainDigits >= 2 && IBAN_NEAR.test(text.slice(Math.max(0, start - CONTEXT_WINDOW), end + CONTEXT_WINDOW))) ||
      columnHasContext(text, start, end, STRONG)
    if (digitInLocation) {
      found.push({ start, end, confidence: weak ? 0.95 : 0.85, ruleId: 'bic' })
    } else if (weak && !shouting(text, start, end)) {
      found.push({ start, end, confidence: 0.85, ruleId: 'bic' })
    }
  }
  return found
}

const bic: Detector = {
  name: 'BIC',
  priority: 3,
  anchors: ['upper'],
  maxSpan: 11,
  contextRadius: 40,
  description: 'SWIFT/BIC bank identifier codes, 8 or 11 characters; all-letter codes only next to "BIC"/"SWIFT", a bank or payment word, an IBAN, or in a BIC column.',
  validation: 'Bank code letters, ISO 3166 country code, location not starting with 0/1, branch XXX or not X-led; a digit in the location code or context words required; all-letter codes that are dictionary words (unless labelled BIC/SWIFT) or configuration keys (KEY=, KEY:, $KEY) are not reported.',
  example: 'BIC: COBADEFFXXX, BYLADEM1001',
  find: findBics
}

export default bic
