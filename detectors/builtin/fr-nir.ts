import type { Detector, Match } from '../types.ts'
import { ALL_POSITIONS, anchorsOf, digitRunStartsOfLength, execAt, isDense, runCountOfLengths, type Anchors, type IntList } from '../anchors.ts'
import { mayStartNumber, NUM_END, NUM_START, isDigitCode } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

// Sex, year, month, département (2A/2B for Corsica), commune, order, key; single optional spaces.
const CANDIDATE = new RegExp(
  `${NUM_START}([12]) ?(\\d{2}) ?(\\d{2}) ?(\\d{2}|2[AB]) ?(\\d{3}) ?(\\d{3}) ?(\\d{2})${NUM_END}`, 'y')
const CONTEXT = contextWords(['nir', 'insee', 'sécurité sociale', 'securite sociale', 'sécu', 'secu', 'numéro de sécurité', 'carte vitale', 'vitale', 'social security'])

/** Month 01–12, or the INSEE codes 20–42 and 50–99 used when the month is unknown. */
function monthValid (month: number): boolean {
  return (month >= 1 && month <= 12) || (month >= 20 && month <= 42) || month >= 50
}

/** The NIR key: 97 − (13-digit number mod 97), with Corsica 2A read as 19 and 2B as 18. */
export function nirKey (thirteen: string): number {
  const numeric = thirteen.replace('2A', '19').replace('2B', '18')
  return 97 - (Number(numeric) % 97)
}

/** The lengths nirStarts accepts for the first digit run. */
const FIRST_RUN_LENGTHS = [1, 3, 5, 6, 7, 10, 13, 15]

/**
 * Where CANDIDATE can start: the sex digit 1 or 2 at the start of a digit run (of a chain of six
 * digits or more). The groups have 1, 2, 2, 2, 3, 3 and 2 digits with single optional spaces, so
 * that first run ends after 1, 3, 5, 7, 10, 13 or 15 digits (6 before the A or B of Corsica's 2A/2B),
 * and unless it is all 15 a space, or that A or B, follows it.
 */
function nirStarts (text: string, a: Anchors): IntList {
  // Hostile input ("1 1 1 …"): one native pass of the regex costs less than sorting the runs out,
  // and the count tells so without building the list.
  if (a.maxChainDigits >= 6 && isDense(text, runCountOfLengths(a, FIRST_RUN_LENGTHS))) return ALL_POSITIONS
  // From the anchors' per-length run lists: hostile "12.03.12.03.…" has a million runs, none of these lengths.
  const runs = digitRunStartsOfLength(a, 6, FIRST_RUN_LENGTHS)
  const starts: number[] = []
  for (let k = 0; k < runs.length; k++) {
    const s = runs[k]
    const sex = text.charCodeAt(s)
    // NUM_START's look-behinds: in random digit groups a digit and a separator stand before nearly every run.
    if ((sex !== 49 && sex !== 50) || !mayStartNumber(text, s)) continue
    let length = 1
    while (length <= 15 && isDigitCode(text.charCodeAt(s + length))) length++
    const after = text.charCodeAt(s + length)
    if (length === 15 || ((length === 1 || length === 3 || length === 5 || length === 7 || length === 10 || length === 13) && after === 32) ||
      (length === 6 && text.charCodeAt(s + 5) === 50 && (after === 65 || after === 66))) starts.push(s)
  }
  return starts
}

function findNirs (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, nirStarts(text, anchorsOf(text, anchors)))) {
    const [, sex, year, month, dept, commune, order, key] = m
    if (!monthValid(Number(month)) || dept === '00' || commune === '000' || order === '000') continue
    if (nirKey(sex + year + month + dept + commune + order) !== Number(key)) continue
    const start = m.index
    const end = start + m[0].length
    found.push({ start, end, confidence: hasContext(text, start, end, CONTEXT) ? 1 : 0.95, ruleId: 'fr-nir' })
  }
  return found
}

const frNir: Detector = {
  name: 'FR_NIR',
  priority: 5,
  anchors: ['digit'],
  minDigits: 6,
  maxSpan: 21,
  contextRadius: 60,
  description: 'French social security numbers (NIR / numéro INSEE), 15 characters, compact or spaced "1 84 12 76 451 089 46", Corsica 2A/2B included.',
  validation: 'Sex 1/2, month 01–12 or 20–42/50–99, département/commune/order not zero, key = 97 − (number mod 97).',
  example: '1 84 12 76 451 089 46',
  find: findNirs
}

export default frNir
