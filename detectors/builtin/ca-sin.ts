import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { NUM_END, NUM_START, looksLikePhone, numberStarts } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'
import { allSameDigit, luhnValid } from '../checksums.ts'

// Nine digits 3-3-3 with dashes or spaces (consistent) or none; first digit 1–7 or 9 (0 is never issued, 8 is for business numbers).
const CANDIDATE = new RegExp(`${NUM_START}([1-79]\\d{2})([- ]?)(\\d{3})\\2(\\d{3})${NUM_END}`, 'y')
const CONTEXT = contextWords(['sin', 'sin#', 'social insurance', 'social insurance number', 'nas', "numéro d'assurance sociale", 'assurance sociale'])
const OTHER_COUNTRY = contextWords(['tfn', 'tax file', 'ssn', 'bsn', 'itin', 'aadhaar'])

function findSins (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, numberStarts(text, digitRunStartsOfLength(anchorsOf(text, anchors), 9, [3, 9])))) {
    const digits = m[1] + m[3] + m[4]
    if (allSameDigit(digits) || !luhnValid(digits)) continue
    const start = m.index
    const end = start + m[0].length
    if (hasContext(text, start, end, CONTEXT)) {
      found.push({ start, end, confidence: m[2] === '' ? 0.95 : 1, ruleId: 'ca-sin' })
    } else if (m[2] === '-' && !looksLikePhone(text, start) && !hasContext(text, start, end, OTHER_COUNTRY)) {
      // "123-456-782": the usual SIN spelling. 1 in 10 random numbers pass Luhn, so the spaced form
      // (shared with TFNs and phone numbers) and nine bare digits need a label.
      found.push({ start, end, confidence: 0.8, ruleId: 'ca-sin-grouped' })
    }
  }
  return found
}

const caSin: Detector = {
  name: 'CA_SIN',
  priority: 5,
  anchors: ['digit'],
  minDigits: 9,
  maxSpan: 11,
  contextRadius: 60,
  description: 'Canadian social insurance numbers, 123-456-782; spaced or compact forms only next to "SIN"/"social insurance"/"NAS".',
  validation: 'Luhn check digit, first digit not 0 or 8, repeated digits rejected.',
  example: '130-692-544',
  find: findSins
}

export default caSin
