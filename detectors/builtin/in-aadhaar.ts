import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { NUM_END, NUM_START, looksLikePhone, numberStarts } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'
import { verhoeffValid, allSameDigit } from '../checksums.ts'

// Twelve digits, first 2–9, in 4-4-4 groups (space or dash, consistent) or compact.
const CANDIDATE = new RegExp(`${NUM_START}([2-9]\\d{3})([- ]?)(\\d{4})\\2(\\d{4})${NUM_END}`, 'y')
const CONTEXT = contextWords(['aadhaar', 'aadhar', 'adhaar', 'uidai', 'uid', 'आधार', 'enrolment', 'vid'])

function findAadhaars (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, numberStarts(text, digitRunStartsOfLength(anchorsOf(text, anchors), 12, [4, 12])))) {
    const digits = m[1] + m[3] + m[4]
    if (allSameDigit(digits) || !verhoeffValid(digits)) continue
    const start = m.index
    const end = start + m[0].length
    if (hasContext(text, start, end, CONTEXT)) {
      found.push({ start, end, confidence: m[2] === '' ? 0.95 : 1, ruleId: 'in-aadhaar' })
    } else if (m[2] === ' ' && !looksLikePhone(text, start)) {
      // The printed "1234 5678 9012" form; 1 in 10 random twelve-digit runs pass Verhoeff, so the
      // compact and dashed forms need a label.
      found.push({ start, end, confidence: 0.85, ruleId: 'in-aadhaar-grouped' })
    }
  }
  return found
}

const inAadhaar: Detector = {
  name: 'IN_AADHAAR',
  priority: 5,
  anchors: ['digit'],
  minDigits: 12,
  maxSpan: 14,
  contextRadius: 60,
  description: 'Indian Aadhaar numbers, twelve digits in the printed 4-4-4 grouping; compact or dashed only next to "Aadhaar"/"UIDAI".',
  validation: 'First digit 2–9, Verhoeff check digit, repeated digits rejected.',
  example: '2345 6789 0124',
  find: findAadhaars
}

export default inAadhaar
