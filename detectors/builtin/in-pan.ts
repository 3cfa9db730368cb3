import type { Detector, Match } from '../types.ts'
import { anchorsOf, execAt, FIRST_UPPER, HAS_DIGIT, HAS_LOWER, HAS_UNDERSCORE, WordGate, wordStarts, type Anchors } from '../anchors.ts'
import { TOKEN_END, TOKEN_START } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

/** The words a candidate starts: 10 characters, a capital first, a digit, no lower-case letter or `_`. */
const CANDIDATE_WORDS = new WordGate({ lengths: [10], withFlags: FIRST_UPPER | HAS_DIGIT, withoutFlags: HAS_LOWER | HAS_UNDERSCORE })

// Three letters, holder type, name initial, four digits, a letter.
// Holder types: P person, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority,
// J artificial juridical person, G government.
const CANDIDATE = new RegExp(`${TOKEN_START}[A-Z]{3}[ABCFGHJLPT][A-Z]\\d{4}[A-Z]${TOKEN_END}`, 'y')
const CONTEXT = contextWords(['pan', 'pan no', 'pan card', 'permanent account number', 'permanent account', 'income tax', 'itr', 'tds'])

function findPans (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, wordStarts(anchorsOf(text, anchors), CANDIDATE_WORDS))) {
    if (m[0].slice(5, 9) === '0000') continue // serial 0000 is never issued
    const start = m.index
    const end = start + m[0].length
    found.push({ start, end, confidence: hasContext(text, start, end, CONTEXT) ? 0.95 : 0.75, ruleId: 'in-pan' })
  }
  return found
}

const inPan: Detector = {
  name: 'IN_PAN',
  priority: 4,
  anchors: ['digit', 'upper'],
  minDigits: 4,
  maxSpan: 10,
  contextRadius: 60,
  description: 'Indian Permanent Account Numbers (income-tax PAN), e.g. ABCPE1234F.',
  validation: 'Format AAA + holder-type letter (P, C, H, F, A, T, B, L, J, G) + initial + 4 digits (not 0000) + letter; no public checksum, so context words raise the confidence.',
  example: 'AFZPK7190K',
  find: findPans
}

export default inPan
