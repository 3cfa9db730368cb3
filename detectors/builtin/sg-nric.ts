import type { Detector, Match } from '../types.ts'
import { anchorsOf, execAt, FIRST_UPPER, HAS_DIGIT, HAS_LOWER, HAS_UNDERSCORE, WordGate, wordStarts, type Anchors } from '../anchors.ts'
import { TOKEN_END, TOKEN_START } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

/** The words a candidate starts: 9 characters, a capital first, a digit, no lower-case letter or `_`. */
const CANDIDATE_WORDS = new WordGate({ lengths: [9], withFlags: FIRST_UPPER | HAS_DIGIT, withoutFlags: HAS_LOWER | HAS_UNDERSCORE })

const CANDIDATE = new RegExp(`${TOKEN_START}([STFGM])(\\d{7})([A-Z])${TOKEN_END}`, 'y')
const CONTEXT = contextWords(['nric', 'fin', 'ic', 'ic no', 'identity card', 'singapore', 'foreign identification'])
const WEIGHTS = [2, 7, 6, 5, 4, 3, 2]
const ST = 'JZIHGFEDCBA'
const FG = 'XWUTRQPNMLK'
const M = 'XWUTRQPNJLK'

/** The NRIC/FIN check letter: Σ digit × 2,7,6,5,4,3,2 (+4 for T/G, +3 for M) mod 11 into the series table. */
export function nricCheckLetter (prefix: string, digits: string): string {
  let sum = 0
  for (let i = 0; i < 7; i++) sum += (digits.charCodeAt(i) - 48) * WEIGHTS[i]
  if (prefix === 'T' || prefix === 'G') sum += 4
  if (prefix === 'M') sum += 3
  const r = sum % 11
  if (prefix === 'S' || prefix === 'T') return ST[r]
  if (prefix === 'M') return M[r]
  return FG[r]
}

function findNrics (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, wordStarts(anchorsOf(text, anchors), CANDIDATE_WORDS))) {
    if (nricCheckLetter(m[1], m[2]) !== m[3]) continue
    const start = m.index
    const end = start + m[0].length
    found.push({ start, end, confidence: hasContext(text, start, end, CONTEXT) ? 1 : 0.95, ruleId: 'sg-nric' })
  }
  return found
}

const sgNric: Detector = {
  name: 'SG_NRIC',
  priority: 5,
  anchors: ['digit', 'upper'],
  minDigits: 7,
  maxSpan: 9,
  contextRadius: 60,
  description: 'Singapore NRIC and FIN numbers: S/T/F/G/M + 7 digits + check letter.',
  validation: 'Weighted sum (2,7,6,5,4,3,2, series offset for T/G/M) mod 11 mapped to the series\' check-letter table.',
  example: 'S1234567D',
  find: findNrics
}

export default sgNric
