import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { NUM_END, NUM_START, looksLikePhone, numberStarts } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'
import { weightedSum } from '../checksums.ts'

// Serial (3) + check digit, then the birth date DDMMYY; a single space or none in between.
const CANDIDATE = new RegExp(`${NUM_START}([1-9]\\d{3})( ?)(\\d{6})${NUM_END}`, 'y')
// Labels that name the Austrian number itself (key names are normalised: "sv_nummer" → "sv nummer").
const CONTEXT = contextWords(['svnr', 'sv-nr', 'sv nr', 'sv-nummer', 'sv nummer', 'svnummer', 'vsnr', 'versicherungsnummer',
  'sozialversicherungsnummer', 'sozialversicherung', 'e-card', 'ecard', 'ögk',
  'austrian social insurance', 'austrian social security', 'austrian insurance number'])
// Generic English labels: enough for ten digits that pass the check and the date test; a country
// word nearby raises the confidence to 1.
const GENERIC = contextWords(['social security', 'social insurance', 'insurance number', 'insurance no'])
const COUNTRY = contextWords(['austria', 'austrian', 'österreich', 'österreichisch', 'österreichische', 'österreichischen', 'österreichischer'])
const WEIGHTS = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]

/** Σ digit × 3,7,9,0,5,8,4,2,1,6 mod 11 equals the 4th digit (remainder 10 is never issued). */
export function atSsnValid (digits: string): boolean {
  if (digits.length !== 10) return false
  const check = weightedSum(digits, WEIGHTS) % 11
  return check !== 10 && check === digits.charCodeAt(3) - 48
}

/** DDMMYY: day 01–31, month 01–12. */
function birthDateValid (ddmmyy: string): boolean {
  const day = Number(ddmmyy.slice(0, 2))
  const month = Number(ddmmyy.slice(2, 4))
  return day >= 1 && day <= 31 && month >= 1 && month <= 12
}

function findAtSsns (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, numberStarts(text, digitRunStartsOfLength(anchorsOf(text, anchors), 10, [4, 10])))) {
    if (!birthDateValid(m[3]) || !atSsnValid(m[1] + m[3])) continue
    const start = m.index
    const end = start + m[0].length
    if (hasContext(text, start, end, CONTEXT)) {
      found.push({ start, end, confidence: 1, ruleId: 'at-ssn' })
    } else if (hasContext(text, start, end, GENERIC)) {
      found.push({ start, end, confidence: hasContext(text, start, end, COUNTRY, 100) ? 1 : 0.9, ruleId: 'at-ssn' })
    } else if (m[2] === ' ' && !looksLikePhone(text, start)) {
      // The printed "1237 010180" form with a valid check and date; ten bare digits need a label.
      found.push({ start, end, confidence: 0.85, ruleId: 'at-ssn-grouped' })
    }
  }
  return found
}

const atSsn: Detector = {
  name: 'AT_SSN',
  priority: 5,
  anchors: ['digit'],
  minDigits: 10,
  maxSpan: 11,
  contextRadius: 60,
  description: 'Austrian social security numbers (Sozialversicherungsnummer), 4 digits + birth date DDMMYY; compact form only next to "SVNR"/"Sozialversicherung"/"social insurance number".',
  validation: 'Check digit (4th) = Σ digit × 3,7,9,0,5,8,4,2,1,6 mod 11; valid day and month; first digit not 0.',
  example: '1237 010180',
  find: findAtSsns
}

export default atSsn
