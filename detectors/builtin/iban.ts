import { countrySpecs } from 'ibantools'
import type { Detector, Match } from '../types.ts'
import { anchorsOf, isAsciiAlnumCode, type Anchors } from '../anchors.ts'
import { mod97Over } from '../checksums.ts'
import { isDigitCode } from '../intl/shared.ts'

type CountrySpec = typeof countrySpecs[string]

/**
 * What findIbans reads of a country's ibantools entry: read once per country (the entries are
 * objects of many shapes), the BBAN format compiled then.
 */
class Country {
  constructor (readonly chars: number, readonly format: RegExp | undefined, readonly spec: CountrySpec) {}
}

/** Countries by (first letter - 65) * 26 + (second letter - 65), filled on first use; null: no IBAN country. */
const COUNTRIES = new Array<Country | null | undefined>(26 * 26).fill(undefined)

/** The IBAN country of the two capitals at `at`, or null. */
function countryAt (text: string, at: number): Country | null {
  const index = (text.charCodeAt(at) - 65) * 26 + text.charCodeAt(at + 1) - 65
  let country = COUNTRIES[index]
  if (country === undefined) {
    const spec = countrySpecs[text.slice(at, at + 2)]
    country = spec?.chars ? new Country(spec.chars, spec.bban_regexp === undefined ? undefined : new RegExp(`^(?:${spec.bban_regexp})$`), spec) : null
    COUNTRIES[index] = country
  }
  return country
}

/**
 * Confidence of the candidate text[start, end) (country code, check digits, BBAN; spaces or dashes
 * between groups) of the country's IBAN length, or 0 when it is no IBAN. Required: the country's BBAN
 * format (ibantools' data) and the ISO 7064 mod-97 check digits, read on char codes (the IBAN is not
 * copied out character by character); ibantools' own check is string-heavy. The national check
 * digits that ibantools knows for some countries (FR, ES, PL, CZ, HR …) only lower the confidence:
 * people write sample and test IBANs whose mod-97 digits are right and whose bank-internal digits are
 * not, and those must not leak.
 */
function ibanConfidence (text: string, start: number, end: number, grouped: boolean, country: Country): number {
  if (country.format === undefined) return 0
  const bban = grouped ? withoutSeparators(text, start + 4, end) : text.slice(start + 4, end)
  if (!country.format.test(bban)) return 0
  // The BBAN, then country code and check digits (ISO 13616's rotation), as one number mod 97.
  if (mod97Over(text, start, start + 4, mod97Over(text, start + 4, end, 0)) !== 1) return 0
  // What ibantools' isValidBBAN adds once length and format hold (it recompiles the format regex on
  // every call): the country's national check, read at call time (setCountryBBANValidation can change it).
  const national = country.spec.bban_validation_func
  return national === undefined || national(bban) ? 1 : 0.9
}

/** text[from, to) without its spaces and dashes, joined from the groups between them. */
function withoutSeparators (text: string, from: number, to: number): string {
  let out = ''
  let group = from
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c !== 32 && c !== 45) continue
    out += text.slice(group, i)
    group = i + 1
  }
  return out + text.slice(group, to)
}

// Country code and check digits, then up to 32 alphanumerics in groups separated by single spaces
// or dashes (one kind per IBAN: "DE89-3704-0044-…"), or a space after the check digits only.
const CANDIDATE = /(?<![A-Za-z0-9])([A-Z]{2})(\d{2})((?: ?[A-Z0-9]){10,32}|(?:-?[A-Z0-9]){10,32})/y

/**
 * Where CANDIDATE (sticky) can match: two capitals right before a run of at least two digits (the
 * check digits), with no letter or digit before them (its look-behind). Most such pairs of hostile
 * 'K3BX72QP9 …' tokens sit inside a token; they are dropped here, not by a failing exec.
 */
function ibanStarts (text: string, a: Anchors): number[] {
  const { runStart } = a
  const starts: number[] = []
  for (let r = 0; r < runStart.length; r++) {
    const s = runStart[r]
    if (s < 2) continue
    const c1 = text.charCodeAt(s - 2)
    const c2 = text.charCodeAt(s - 1)
    if (c1 < 65 || c1 > 90 || c2 < 65 || c2 > 90 || isAsciiAlnumCode(text.charCodeAt(s - 3))) continue
    const second = text.charCodeAt(s + 1)
    if (second >= 48 && second <= 57) starts.push(s - 2)
  }
  return starts
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
  const a = anchorsOf(text, anchors)
  const starts = ibanStarts(text, a)
  for (let k = 0; k < starts.length; k++) {
    const s = starts[k]
    if (s < from) continue
    CANDIDATE.lastIndex = s
    const m = CANDIDATE.exec(text)
    if (m === null) continue
    from = s + m[0].length
    const country = countryAt(text, s)
    if (country === null) continue
    // The IBAN's end: where the match holds the country's length in characters other than separators.
    const stop = m.index + m[0].length
    let count = 4
    let end = m.index + 4
    let grouped = false
    for (let i = end; i < stop && count < country.chars; i++) {
      const c = text.charCodeAt(i)
      if (c === 32 || c === 45) grouped = true
      else count++
      end = i + 1
    }
    if (count !== country.chars) continue
    // Glued to more characters: not this IBAN.
    const after = text.charCodeAt(end)
    if (isAsciiAlnumCode(after) || (after === 45 && isAsciiAlnumCode(text.charCodeAt(end + 1)))) continue
    const confidence = ibanConfidence(text, m.index, end, grouped, country)
    if (confidence === 0) continue
    from = end
    found.push({ start: m.index, end, confidence })
  }
  lowerCaseIbans(text, a, found)
  return found
}

const isLowerCode = (c: number): boolean => c >= 97 && c <= 122

/**
 * Compact IBANs in small letters ("iban": "de89370400440532013000", as some APIs and logs normalise
 * them): two small letters before a run of two digits or more, then letters and digits to the
 * country's exact length, validated as the capitals would be.
 */
function lowerCaseIbans (text: string, a: Anchors, found: Match[]): void {
  const { runStart } = a
  for (let r = 0; r < runStart.length; r++) {
    const s = runStart[r] - 2
    if (s < 0 || !isLowerCode(text.charCodeAt(s)) || !isLowerCode(text.charCodeAt(s + 1)) || isAsciiAlnumCode(text.charCodeAt(s - 1))) continue
    if (!isDigitCode(text.charCodeAt(s + 3))) continue
    let end = s + 4
    while (end < text.length && end - s < 35 && (isLowerCode(text.charCodeAt(end)) || isDigitCode(text.charCodeAt(end)))) end++
    if (end - s < 15 || end - s > 34 || isAsciiAlnumCode(text.charCodeAt(end))) continue
    const upper = text.slice(s, end).toUpperCase()
    const country = countryAt(upper, 0)
    if (country === null || country.chars !== upper.length) continue
    const confidence = ibanConfidence(upper, 0, upper.length, false, country)
    if (confidence !== 0) found.push({ start: s, end, confidence: confidence * 0.9 })
  }
}

const iban: Detector = {
  name: 'IBAN',
  priority: 5,
  // A digit run after the country code (in capitals, or in small letters when compact).
  anchors: ['digit'],
  minDigits: 2,
  maxSpan: 42,
  contextRadius: 0,
  description: 'International bank account numbers of every IBAN country, compact or in groups of four (spaces or dashes), and compact in small letters (de89370400440532013000).',
  validation: 'Per-country length and BBAN format (ibantools country data) and the ISO 7064 mod-97 check digits; national check digits inside the BBAN (FR, ES, PL, CZ …) only set the confidence (1.0 when they hold, else 0.9).',
  example: 'DE89 3704 0044 0532 0130 00',
  find: findIbans
}

export default iban
