import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { NUM_END, NUM_START, looksLikePhone, numberStarts } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'
import { allSameDigit } from '../checksums.ts'

// 3-3-4 digits with one consistent separator (space or dash) or none.
const CANDIDATE = new RegExp(`${NUM_START}(\\d{3})([- ]?)(\\d{3})\\2(\\d{4})${NUM_END}`, 'y')
const CONTEXT = contextWords(['nhs', 'nhs no', 'nhs number', 'health service', 'chi number', 'hcn', 'patient'])

/** NHS modulus 11: weights 10…2 on the first nine digits, check = 11 − sum mod 11 (11 → 0, 10 invalid). */
export function nhsValid (digits: string): boolean {
  if (digits.length !== 10 || allSameDigit(digits)) return false
  let sum = 0
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * (10 - i)
  let check = 11 - (sum % 11)
  if (check === 11) check = 0
  return check !== 10 && check === digits.charCodeAt(9) - 48
}

function findNhs (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, numberStarts(text, digitRunStartsOfLength(anchorsOf(text, anchors), 10, [3, 10])))) {
    const digits = m[1] + m[3] + m[4]
    if (!nhsValid(digits)) continue
    const start = m.index
    const end = start + m[0].length
    const context = hasContext(text, start, end, CONTEXT)
    if (context) {
      found.push({ start, end, confidence: m[2] === '' ? 0.95 : 1, ruleId: 'uk-nhs' })
      continue
    }
    // Unlabelled: only the space-grouped form the NHS prints ("943 476 5919"). The dashed 3-3-4 form
    // is how US phone numbers are written, and 1 in 11 of those passes the check; bare ten digits are
    // anything.
    if (m[2] === ' ' && !looksLikePhone(text, start)) found.push({ start, end, confidence: 0.85, ruleId: 'uk-nhs-grouped' })
  }
  return found
}

const ukNhs: Detector = {
  name: 'UK_NHS',
  priority: 5,
  anchors: ['digit'],
  minDigits: 10,
  maxSpan: 12,
  contextRadius: 60,
  description: 'NHS numbers (England, Wales, Isle of Man) in the printed 3-3-4 grouping; bare or dashed only next to "NHS"/"patient".',
  validation: 'Modulus 11 check digit (weights 10…2; remainder 10 is never issued); repeated digits and phone-style numbers rejected.',
  example: '943 476 5919',
  find: findNhs
}

export default ukNhs
