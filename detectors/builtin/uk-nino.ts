import type { Detector, Match } from '../types.ts'
import { anchorsOf, execAt, FIRST_UPPER, HAS_LOWER, HAS_UNDERSCORE, wordStarts, type Anchors } from '../anchors.ts'
import { TOKEN_END, TOKEN_START } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

// Prefix: first letter not D F I Q U V, second not D F I O Q U V. Six digits in pairs, optional
// single spaces (used consistently), then the suffix A–D (optional, see below); or the prefix, a
// space and the six digits in one block ("PR 123612C", "PR 123612 C").
const CANDIDATE = new RegExp(
  `${TOKEN_START}([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z])(?:( ?)(\\d{2})\\2(\\d{2})\\2(\\d{2})(?:\\2([A-D]))?|[ ]\\d{6}(?:[ ]?([A-D]))?)${TOKEN_END}`, 'y')
const BAD_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'])
const CONTEXT = contextWords(['nino', 'national insurance', 'ni number', 'ni no', 'ni no.', 'nin', 'insurance number'])

function * findNinos (text: string, anchors?: Anchors): Generator<Match> {
  for (const m of execAt(text, CANDIDATE, wordStarts(anchorsOf(text, anchors), [2, 8, 9], FIRST_UPPER, HAS_LOWER | HAS_UNDERSCORE))) {
    if (BAD_PREFIXES.has(m[1])) continue
    const start = m.index
    const end = start + m[0].length
    const context = hasContext(text, start, end, CONTEXT)
    if (m[6] === undefined && m[7] === undefined) {
      // Without the suffix letter "AB123456" is any reference code: only with a label.
      if (context) yield { start, end, confidence: 0.85, ruleId: 'uk-nino-no-suffix' }
      continue
    }
    yield { start, end, confidence: context ? 1 : 0.9, ruleId: 'uk-nino' }
  }
}

const ukNino: Detector = {
  name: 'UK_NINO',
  priority: 5,
  anchors: ['upper'],
  maxSpan: 13,
  contextRadius: 60,
  description: 'UK National Insurance numbers, compact, in pairs ("AB 12 34 56 C") or as "AB 123456 C"; without the suffix letter only next to "national insurance"/"NINO".',
  validation: 'HMRC prefix rules (no D, F, I, Q, U, V; second letter not O; not BG, GB, KN, NK, NT, TN, ZZ), suffix A–D, consistent spacing.',
  example: 'AB 12 34 56 C',
  find: findNinos
}

export default ukNino
