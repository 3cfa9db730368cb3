import type { Detector, Match } from '../types.ts'
import { luhnValid } from '../checksums.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors, type IntList } from '../anchors.ts'

// 12–19 digits, optionally grouped by single spaces or dashes; never glued to letters, digits, '+' or
// dashes (hex strings, IBAN tails, UUIDs, phone numbers), nor inside a longer run of four-digit groups
// ("FR03 3000 3937 5185 4749 3309 412", an IBAN that failed its check).
// Sticky: tried only where a chain of at least 12 digits starts (anchors.ts).
const CANDIDATE = /(?<![\p{L}\d_+-])(?<!\d[ -])\d(?:[ -]?\d){11,18}(?![\p{L}\d_]| \d{3,4}(?!\d))/uy
/** Maestro ranges that issue 12-digit cards; other 12-digit runs (Aadhaar's 4-4-4 grouping) are not cards. */
const MAESTRO_12 = /^(?:5018|5020|5038|5893|6304|6759|676[1-3])/

/** Issuer prefixes (IIN ranges) of the card networks people actually paste. */
function knownIssuer (digits: string): boolean {
  const n2 = Number(digits.slice(0, 2))
  const n3 = Number(digits.slice(0, 3))
  const n4 = Number(digits.slice(0, 4))
  const n6 = Number(digits.slice(0, 6))
  const len = digits.length
  if (digits[0] === '4') return len === 13 || len === 16 || len === 19 // Visa
  if ((n2 >= 51 && n2 <= 55) || (n4 >= 2221 && n4 <= 2720)) return len === 16 // Mastercard
  if (n2 === 34 || n2 === 37) return len === 15 // American Express
  if (n4 === 6011 || n2 === 65 || (n3 >= 644 && n3 <= 649) || (n6 >= 622126 && n6 <= 622925)) return len >= 16 && len <= 19 // Discover
  if (n4 >= 3528 && n4 <= 3589) return len >= 16 && len <= 19 // JCB
  if ((n3 >= 300 && n3 <= 305) || n2 === 36 || n2 === 38 || n2 === 39 || n3 === 309) return len >= 14 && len <= 19 // Diners
  if (n2 === 62 || n2 === 81) return len >= 16 && len <= 19 // UnionPay
  if (['50', '56', '57', '58', '63', '67', '68', '69'].includes(digits.slice(0, 2)) || n2 === 60) return (len >= 13 && len <= 19) || (len === 12 && MAESTRO_12.test(digits)) // Maestro
  return false
}

/**
 * One pass over the candidate (digits with single spaces or dashes between them, as CANDIDATE
 * matches): mixed separators ("4111 1111-1111") are typed by nobody; cards are grouped in fours
 * (4-6-5, 4-6-4 for Amex and Diners; a short group only at the end of a 13-digit card, 4-4-4-1), so a
 * first group under four digits or a later group of one or two before the last is data.
 */
function isCard (value: string): boolean {
  let separator = 0
  let group = 0
  let groups = 0
  let sameDigit = true
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c === 32 || c === 45) {
      if (separator === 0) separator = c
      else if (c !== separator) return false
      if (group < (groups === 0 ? FIRST_GROUP : 3)) return false
      groups++
      group = 0
    } else {
      if (c !== value.charCodeAt(0)) sameDigit = false
      group++
    }
  }
  const digits = separator === 0 ? value : value.replace(/[ -]/g, '')
  return digits.length >= 12 && luhnValid(digits) && knownIssuer(digits) && !sameDigit
}

/** Digits CANDIDATE needs, each right after the one before or after one space or dash. */
const MIN_DIGITS = 12
/** The shortest first group isCard accepts (a card in one run has at least MIN_DIGITS). */
const FIRST_GROUP = 4
/** The lengths of a card written without separators. */
const CARD_RUN_LENGTHS = [12, 13, 14, 15, 16, 17, 18, 19]

/**
 * Where CANDIDATE can start: digit runs not glued to '+', '-', '_' or to a digit and a space ('1 1 1 …':
 * one start instead of half a million), from which MIN_DIGITS digits follow in runs joined by one space
 * or dash ('1.1.1.…', '12.03.…': none). Read off the anchors' runs, one character per run where it can
 * be; and not at runs of under four digits, which isCard rejects as a first group. These tests only
 * reject what the regex or isCard rejects; letters before a run are left to its \p{L} look-behind.
 */
function cardStarts (text: string, a: Anchors): IntList {
  const starts: number[] = []
  if (a.maxChainDigits < MIN_DIGITS) return starts
  // No space or dash in the text ('1/1/1/…', '12.03.…'): a card is one run of 12 to 19 digits (no digit
  // may follow it), read off the anchors' per-length lists instead of walking every run.
  if (text.indexOf(' ') === -1 && text.indexOf('-') === -1) return digitRunStartsOfLength(a, MIN_DIGITS, CARD_RUN_LENGTHS)
  const { runStart, runEnd, runChainDigits } = a
  const runs = runStart.length
  for (let r = 0; r < runs; r++) {
    // A card's first group has four digits or more (isCard), so a shorter run starts none.
    if (runChainDigits[r] < MIN_DIGITS || runEnd[r] - runStart[r] < FIRST_GROUP) continue
    const s = runStart[r]
    const before = s > 0 ? text.charCodeAt(s - 1) : -1
    // A space right after the run before: "digit, space" (the look-behind \d[ -]).
    if (before === 43 || before === 45 || before === 95 || (before === 32 && r > 0 && runEnd[r - 1] === s - 1)) continue
    let digits = runEnd[r] - s
    for (let q = r; digits < MIN_DIGITS && q + 1 < runs && runStart[q + 1] === runEnd[q] + 1; q++) {
      const gap = text.charCodeAt(runEnd[q])
      if (gap !== 32 && gap !== 45) break
      digits += runEnd[q + 1] - runStart[q + 1]
    }
    if (digits >= MIN_DIGITS) starts.push(s)
  }
  return starts
}

function findCards (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, cardStarts(text, anchorsOf(text, anchors)))) {
    // "4111 1111 1111 1111 12/27": the run may take in the expiry month; then the groups before it are tried.
    let value = m[0]
    for (let tries = 0; tries < 3; tries++) {
      if (isCard(value)) {
        found.push({ start: m.index, end: m.index + value.length, confidence: 1 })
        break
      }
      const cut = value.search(/[ -]\d+$/)
      if (cut <= 0) break
      value = value.slice(0, cut)
    }
  }
  return found
}

const creditCard: Detector = {
  name: 'CREDIT_CARD',
  priority: 5,
  anchors: ['digit'],
  minDigits: 12,
  maxSpan: 37,
  contextRadius: 0,
  description: 'Payment card numbers of 12 to 19 digits (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Maestro), plain or grouped.',
  validation: 'Luhn check digit and a known issuer prefix with a length that issuer uses.',
  example: '4111 1111 1111 1111',
  find: findCards
}

export default creditCard
