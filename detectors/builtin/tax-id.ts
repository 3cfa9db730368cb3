import type { Detector, Match } from '../types.ts'
import { ALL_POSITIONS, anchorsOf, digitRunStartsOfLength, execAt, mergeAscending, runCountOfLengths, type Anchors, type IntList } from '../anchors.ts'
import { denseSoFar, digitsAfter, digitsBefore } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'
import { iso7064Mod1110CheckDigit as iso7064CheckDigit } from '../checksums.ts'
import { findLabelledIds } from '../intl/labelled-ids.ts'

/**
 * German Steuerliche Identifikationsnummer (Steuer-ID, IdNr): 11 digits, written compact or as
 * 2-3-3-3 groups separated by single spaces or slashes, first digit not 0.
 */
const STEUER_ID = /(?<![\p{L}\p{N}_.,/-])([1-9]\d)([ /]?)(\d{3})\2(\d{3})\2(\d{3})(?![\p{L}\p{N}_]|[.,/-]\d)/uy

/**
 * Steuernummer (tax number of the local office): 10 to 13 digits in the regional layouts such as
 * 21/815/08150, 181/815/08155, 93815/08152 or the 13-digit ELSTER form. Only reported after a label.
 */
const STEUERNUMMER = /(?<![\p{L}\p{N}_/.-])(?:\d{2,3}\/\d{3,4}\/\d{4,5}|\d{5}\/\d{5}|\d{13}|\d{10,11})(?![\p{L}\p{N}_]|[/.-]\d)/uy

const CONTEXT = contextWords(['steuer*', 'idnr', 'id nr', 'identifikationsnummer', 'tax*', 'bzst'])
const STNR_CONTEXT = contextWords(['steuernummer', 'steuer nr', 'st. nr', 'st nr', 'stnr', 'st.nr', 'tax number', 'tax no'])
/** Without a tax word, an 11-digit number next to these words is an order or customer number. */
const NEGATIVE = contextWords(['bestell*', 'order*', 'rechnung*', 'invoice*', 'auftrag*', 'kunden*', 'customer*', 'tracking*', 'sendung*', 'artikel*', 'konto*', 'account*', 'telefon*', 'phone*', 'fax*'])

/** In the first ten digits exactly one digit occurs twice or three times; all others at most once. */
export function steuerIdDigitsValid (digits: string): boolean {
  if (digits.length !== 11 || digits[0] === '0') return false
  const counts = new Array<number>(10).fill(0)
  for (let i = 0; i < 10; i++) counts[digits.charCodeAt(i) - 48]++
  let repeated = 0
  for (const c of counts) {
    if (c > 3) return false
    if (c >= 2) repeated++
  }
  if (repeated !== 1) return false
  // Since 2016 a digit may occur three times, but never three times in a row.
  if (/(\d)\1\1/.test(digits.slice(0, 10))) return false
  return iso7064CheckDigit(digits.slice(0, 10)) === digits.charCodeAt(10) - 48
}

/** Up to this many first groups, the pairs are read from them without building the other list. */
const FEW = 64
const NO_RUNS: number[] = []
/** The run lengths of the first and of the second group of a slashed Steuernummer. */
const SLASHED_FIRSTS = [2, 3, 5]
const SLASHED_SECONDS = [3, 4, 5]

/**
 * Where STEUER_ID can match, from the anchors' per-length run lists: a run of eleven digits, or a run
 * of two followed by the space or slash of the 2-3-3-3 groups and a run of three. The pairs are read
 * from the shorter of the two lists (digit groups such as "12.03.12.03." have a million runs of two
 * and no run of three); dense candidates ("12 345 12 345 …") give ALL_POSITIONS.
 */
function steuerIdStarts (text: string, a: Anchors): IntList {
  const long = digitRunStartsOfLength(a, 11, [11])
  // No run of two or none of three digits: no grouped form, and no list of the other to build
  // ('12.03.12.03.…' and '12 12 12 …' have 333k runs of two).
  if (runCountOfLengths(a, [2]) === 0 || runCountOfLengths(a, [3]) === 0) return long
  const twos = digitRunStartsOfLength(a, 11, [2])
  const threes = twos.length > FEW ? digitRunStartsOfLength(a, 3, [3]) : NO_RUNS
  const grouped: number[] = []
  const forward = twos.length <= FEW || twos.length <= threes.length
  const runs = forward ? twos : threes
  for (let k = 0; k < runs.length; k++) {
    const s = runs[k]
    const area = forward ? s : s - 3
    const sep = text.charCodeAt(area + 2)
    if (!(sep === 32 || sep === 47)) continue
    if (forward ? digitsAfter(text, s + 3, 3) !== 3 : digitsBefore(text, s - 1, 2) !== 2) continue
    grouped.push(area)
    if (denseSoFar(grouped.length, s)) return ALL_POSITIONS
  }
  return mergeAscending([long, grouped])
}

/**
 * Where STEUERNUMMER can match, from the anchors' per-length run lists: a run of 10, 11 or 13 digits,
 * or the first group of a slashed form: 2 or 3 digits, a slash and a run of 3 or 4 (21/815/08150,
 * 181/815/08155), or 5 digits, a slash and a run of 5 (93815/08152). The pairs are read from the
 * shorter list of first and second groups (none without a slash in the text); dense candidates give
 * ALL_POSITIONS.
 */
function steuernummerStarts (text: string, a: Anchors): IntList {
  const long = digitRunStartsOfLength(a, 10, [10, 11, 13])
  if (!text.includes('/') || runCountOfLengths(a, SLASHED_FIRSTS) === 0 || runCountOfLengths(a, SLASHED_SECONDS) === 0) return long
  const firsts = digitRunStartsOfLength(a, 9, SLASHED_FIRSTS)
  const seconds = firsts.length > FEW ? digitRunStartsOfLength(a, 3, SLASHED_SECONDS) : NO_RUNS
  const slashed: number[] = []
  const forward = firsts.length <= FEW || firsts.length <= seconds.length
  const runs = forward ? firsts : seconds
  for (let k = 0; k < runs.length; k++) {
    const s = runs[k]
    const first = forward ? digitsAfter(text, s, 5) : digitsBefore(text, s - 1, 5)
    const slash = forward ? s + first : s - 1
    if (text.charCodeAt(slash) !== 47) continue
    const second = forward ? digitsAfter(text, slash + 1, 5) : digitsAfter(text, s, 5)
    if (!(first === 5 ? second === 5 : (first === 2 || first === 3) && (second === 3 || second === 4))) continue
    slashed.push(slash - first)
    if (denseSoFar(slashed.length, s)) return ALL_POSITIONS
  }
  return mergeAscending([long, slashed])
}

function findTaxIds (text: string, anchors?: Anchors): Match[] {
  const a = anchorsOf(text, anchors)
  const found: Match[] = []
  // A hit starts a digit run (the look-behinds rule out a digit before it) of 2 digits (grouped) or 11.
  for (const m of execAt(text, STEUER_ID, steuerIdStarts(text, a))) {
    const digits = m[1] + m[3] + m[4] + m[5]
    if (!steuerIdDigitsValid(digits)) continue
    const end = m.index + m[0].length
    const context = hasContext(text, m.index, end, CONTEXT)
    if (!context && hasContext(text, m.index, end, NEGATIVE, 30)) continue
    found.push({ start: m.index, end, confidence: context ? 1 : 0.9, ruleId: 'de-steuer-id' })
  }
  // Its first digit run has 2, 3 or 5 digits before a slash, or 10, 11 or 13 digits. It needs a tax
  // word (STNR_CONTEXT): a text without letters (hostile digit groups) has none, so no search there.
  if (a.hasLetter) {
    for (const m of execAt(text, STEUERNUMMER, steuernummerStarts(text, a))) {
      const end = m.index + m[0].length
      if (!hasContext(text, m.index, end, STNR_CONTEXT, 40)) continue
      found.push({ start: m.index, end, confidence: 0.8, ruleId: 'de-steuernummer' })
    }
  }
  return findLabelledIds(text, 'tax', a, found)
}

const taxId: Detector = {
  name: 'TAX_ID',
  priority: 4,
  anchors: ['digit'],
  minDigits: 5,
  maxSpan: 24,
  contextRadius: 100,
  description: 'German tax identification number (Steuer-ID, 11 digits, compact or grouped 2-3-3-3) and, next to a label, the Steuernummer; tax numbers of other countries after their label or in a column named for them (RFC, CUIT/CUIL, NIF, NIP, TIN, UTR, EIN, KRA PIN, RUC, NIT, ΑΦΜ, "Tax ID" …); a VAT number after such a label belongs to VAT_ID.',
  validation: 'Steuer-ID: first digit not 0, exactly one digit repeated (2 or 3 times, not 3 in a row) in the first ten, ISO 7064 MOD 11,10 check digit; order/customer-number context without a tax word rejects. Steuernummer: regional layout plus a "Steuernummer"/"St.-Nr." label. Other countries: five digits or more, at most 24 characters, right after the label or in a table column whose header names it.',
  example: '86 095 742 719',
  find: findTaxIds
}

export default taxId
