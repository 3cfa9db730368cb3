import { countrySpecs } from 'ibantools'
import type { Detector, Match } from '../types.ts'
import { anchorsOf, type Anchors } from '../anchors.ts'
import { mod97 } from '../checksums.ts'

/** Each country's BBAN format from ibantools' data, compiled on first use. */
const BBAN_FORMAT = new Map<string, RegExp>()

function bbanFormat (country: string, source: string): RegExp {
  let format = BBAN_FORMAT.get(country)
  if (format === undefined) {
    format = new RegExp(`^(?:${source})$`)
    BBAN_FORMAT.set(country, format)
  }
  return format
}

/**
 * Confidence of a candidate of the country's IBAN length, or 0 when it is no IBAN. Required: the
 * country's BBAN format (ibantools' data) and the ISO 7064 mod-97 check digits (checksums.ts;
 * ibantools' own check is string-heavy). The national check digits that ibantools knows for some
 * countries (FR, ES, PL, CZ, HR …) only lower the confidence: people write sample and test IBANs
 * whose mod-97 digits are right and whose bank-internal digits are not, and those must not leak.
 */
function ibanConfidence (compact: string, spec: typeof countrySpecs[string]): number {
  const bban = compact.slice(4)
  if (spec.bban_regexp === undefined || !bbanFormat(compact.slice(0, 2), spec.bban_regexp).test(bban)) return 0
  if (mod97(bban + compact.slice(0, 4)) !== 1) return 0
  // What ibantools' isValidBBAN adds once length and format hold (it recompiles the format regex on
  // every call): the country's national check, read at call time (setCountryBBANValidation can change it).
  const national = spec.bban_validation_func
  return national === undefined || national(bban) ? 1 : 0.9
}

// Country code and check digits, then up to 32 alphanumerics in groups separated by single spaces
// or dashes (one kind per IBAN: "DE89-3704-0044-…"), or a space after the check digits only.
const CANDIDATE = /(?<![A-Za-z0-9])([A-Z]{2})(\d{2})((?: ?[A-Z0-9]){10,32}|(?:-?[A-Z0-9]){10,32})/y

/** Where CANDIDATE (sticky) can start: two capitals right before a digit run (the check digits). */
function ibanStarts (text: string, a: Anchors): number[] {
  const { runStart } = a
  const starts: number[] = []
  for (let r = 0; r < runStart.length; r++) {
    const s = runStart[r]
    if (s < 2) continue
    const c1 = text.charCodeAt(s - 2)
    const c2 = text.charCodeAt(s - 1)
    if (c1 >= 65 && c1 <= 90 && c2 >= 65 && c2 <= 90) starts.push(s - 2)
  }
  return starts
}

function isAlnum (code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/**
 * A candidate may run on into the next word ("… 0130 00 AB"): it is walked character by character
 * until it holds exactly the country's IBAN length, and that prefix is validated.
 */
function findIbans (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  // As a global regex would: the next candidate starts after the previous match, or right after
  // the IBAN found in it (a match may run on into the next word).
  let from = 0
  const starts = ibanStarts(text, anchorsOf(text, anchors))
  for (let k = 0; k < starts.length; k++) {
    const s = starts[k]
    if (s < from) continue
    CANDIDATE.lastIndex = s
    const m = CANDIDATE.exec(text)
    if (m === null) continue
    from = s + m[0].length
    const spec = countrySpecs[m[1]]
    if (!spec?.chars) continue
    let compact = m[1] + m[2]
    let end = m.index + 4
    const rest = m[3]
    for (let i = 0; i < rest.length && compact.length < spec.chars; i++) {
      if (rest[i] !== ' ' && rest[i] !== '-') compact += rest[i]
      end = m.index + 4 + i + 1
    }
    if (compact.length !== spec.chars) continue
    // Glued to more characters: not this IBAN.
    const after = text.charCodeAt(end)
    if (isAlnum(after) || (after === 45 && isAlnum(text.charCodeAt(end + 1)))) continue
    const confidence = ibanConfidence(compact, spec)
    if (confidence === 0) continue
    from = end
    found.push({ start: m.index, end, confidence })
  }
  return found
}

const iban: Detector = {
  name: 'IBAN',
  priority: 5,
  // The country code is two capitals: a text without any (hostile digit groups) holds no IBAN.
  anchors: ['digit', 'upper'],
  minDigits: 2,
  maxSpan: 42,
  contextRadius: 0,
  description: 'International bank account numbers of every IBAN country, compact or in groups of four (spaces or dashes).',
  validation: 'Per-country length and BBAN format (ibantools country data) and the ISO 7064 mod-97 check digits; national check digits inside the BBAN (FR, ES, PL, CZ …) only set the confidence (1.0 when they hold, else 0.9).',
  example: 'DE89 3704 0044 0532 0130 00',
  find: findIbans
}

export default iban
