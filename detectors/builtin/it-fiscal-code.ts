import type { Detector, Match } from '../types.ts'
import { anchorsOf, execAt, HAS_UNDERSCORE, WordGate, wordStarts, type Anchors } from '../anchors.ts'
import { TOKEN_END, TOKEN_START } from '../intl/shared.ts'

/** The words a candidate starts: 16 characters without `_`. */
const CANDIDATE_WORDS = new WordGate({ lengths: [16], withoutFlags: HAS_UNDERSCORE })

// Omocodia: a digit may be replaced by one of these letters (L=0 … V=9).
const OMO = 'LMNPQRSTUV'
const D = `[0-9${OMO}]`
// Surname (3), name (3), year (2), month letter, day (2), place (letter + 3), check letter.
const CANDIDATE = new RegExp(`${TOKEN_START}[A-Z]{6}${D}{2}[ABCDEHLMPRST]${D}{2}[A-Z]${D}{3}[A-Z]${TOKEN_END}`, 'iy')

// Values of characters at odd positions (1st, 3rd, …): digits as the letters A–J.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]

function value (ch: string, odd: boolean): number {
  const code = ch.charCodeAt(0)
  const index = code <= 57 ? code - 48 : code - 65
  return odd ? ODD[index] : index
}

/** The check letter over the first 15 characters (upper case). */
export function fiscalCheckLetter (first15: string): string {
  let sum = 0
  for (let i = 0; i < 15; i++) sum += value(first15[i], i % 2 === 0)
  return String.fromCharCode(65 + (sum % 26))
}

/** Replaces omocodia letters in the digit positions by their digits. */
function decode (code: string, positions: readonly number[]): string {
  return positions.map((p) => {
    const ch = code[p]
    const omo = OMO.indexOf(ch)
    return omo >= 0 ? String(omo) : ch
  }).join('')
}

function findFiscalCodes (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, wordStarts(anchorsOf(text, anchors), CANDIDATE_WORDS))) {
    const raw = m[0]
    // Written either all upper or all lower case; "Abcdef…" mixtures are not codes.
    if (raw !== raw.toUpperCase() && raw !== raw.toLowerCase()) continue
    const code = raw.toUpperCase()
    const day = Number(decode(code, [9, 10]))
    if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) continue
    if (fiscalCheckLetter(code) !== code[15]) continue
    // 16 characters in this exact letter/digit pattern plus a 1-in-26 check: unambiguous, no label needed.
    found.push({ start: m.index, end: m.index + raw.length, confidence: 1, ruleId: 'it-fiscal-code' })
  }
  return found
}

const itFiscalCode: Detector = {
  name: 'IT_FISCAL_CODE',
  priority: 5,
  anchors: ['letter'],
  maxSpan: 16,
  contextRadius: 0,
  description: 'Italian codice fiscale of persons: 16 characters (surname, name, birth date and sex, place, check letter), omocodia variants included.',
  validation: 'Structure with month letter and day 01–31/41–71, and the official odd/even check-character table (sum mod 26).',
  example: 'RSSMRA85T10A562S',
  find: findFiscalCodes
}

export default itFiscalCode
