import type { Detector, Match } from '../types.ts'
import { NUM_END, NUM_START, nearWords, wordsRegex } from '../intl/shared.ts'

// 756.XXXX.XXXX.XX with dots (the official form), spaces or nothing, used consistently.
const CANDIDATE = new RegExp(`${NUM_START}756([. ]?)(\\d{4})\\1(\\d{4})\\1(\\d{2})${NUM_END}`, 'g')
const CONTEXT = wordsRegex(['ahv', 'avs', 'ahv-nr', 'ahv-nummer', 'avs no', 'avs n°', 'sozialversicherung', 'sozialversicherungsnummer', 'social security', 'versichertennummer', 'assicurazione', 'nss'])

/** EAN-13 check digit: weights 1,3,1,3,… from the left over the first 12 digits. */
export function ean13Valid (digits: string): boolean {
  if (digits.length !== 13) return false
  let sum = 0
  for (let i = 0; i < 12; i++) sum += (digits.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(12) - 48
}

function * findChSsns (text: string): Generator<Match> {
  CANDIDATE.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = CANDIDATE.exec(text)) !== null) {
    if (!ean13Valid('756' + m[2] + m[3] + m[4])) continue
    const start = m.index
    const end = start + m[0].length
    const context = nearWords(text, start, end, CONTEXT)
    if (m[1] === '.') {
      yield { start, end, confidence: 1, ruleId: 'ch-ahv' }
    } else if (m[1] === ' ') {
      yield { start, end, confidence: context ? 1 : 0.9, ruleId: 'ch-ahv' }
    } else if (context) {
      // 13 bare digits with an EAN-13 check could be a barcode: only with a label.
      yield { start, end, confidence: 0.95, ruleId: 'ch-ahv-compact' }
    }
  }
}

const chSsn: Detector = {
  name: 'CH_SSN',
  priority: 5,
  description: 'Swiss social security numbers (AHV/AVS number) 756.XXXX.XXXX.XX; the undotted 13-digit form only next to "AHV"/"AVS".',
  validation: 'Country prefix 756 and the EAN-13 check digit.',
  example: '756.9217.0769.85',
  find: findChSsns
}

export default chSsn
