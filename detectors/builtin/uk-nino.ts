import type { Detector, Match } from '../types.ts'
import { anchorsOf, execAt, FIRST_LOWER, FIRST_UPPER, HAS_LOWER, HAS_UNDERSCORE, HAS_UPPER, wordStarts, type Anchors, type IntList } from '../anchors.ts'
import { TOKEN_END, TOKEN_START } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

// Prefix: first letter not D F I Q U V, second not D F I O Q U V; six digits; the suffix A–D
// (optional, see below). The candidate allows one separator (space - . /) anywhere between the parts;
// without a label only the layouts people print count (STRICT): pairs with single spaces or dashes
// used consistently, or the prefix, a space and the six digits in one block ("PR 123612C",
// "PR 123612 C"). Lower case ("ab123456c") only next to a label.
const CANDIDATE = new RegExp(
  `${TOKEN_START}([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z])[ \\-./]?\\d(?:[ \\-./]?\\d){5}(?:[ \\-./]?([A-D]))?${TOKEN_END}`, 'iy')
const STRICT = /^[A-Z]{2}(?:([ -]?)\d{2}\1\d{2}\1\d{2}(?:\1[A-D])?|[ ]\d{6}(?:[ ]?[A-D])?)$/i
const BAD_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'])
const CONTEXT = contextWords(['nino', 'national insurance', 'ni number', 'ni no', 'ni no.', 'nin', 'ni', 'insurance number'])

/** Two ascending start lists as one. */
function merge (x: IntList, y: IntList): IntList {
  if (y.length === 0) return x
  if (x.length === 0) return y
  const out: number[] = []
  let i = 0
  let j = 0
  while (i < x.length || j < y.length) out.push(j >= y.length || (i < x.length && x[i] < y[j]) ? x[i++] : y[j++])
  return out
}

function * findNinos (text: string, anchors?: Anchors): Generator<Match> {
  const a = anchorsOf(text, anchors)
  const lengths = { min: 2, max: 9 }
  const starts = merge(wordStarts(a, lengths, FIRST_UPPER, HAS_LOWER | HAS_UNDERSCORE), wordStarts(a, lengths, FIRST_LOWER, HAS_UPPER | HAS_UNDERSCORE))
  for (const m of execAt(text, CANDIDATE, starts)) {
    const upper = m[0].toUpperCase()
    // Mixed case ("Ab123456c") is a word, not a number; QQ and the other unused prefixes are excluded.
    if ((upper !== m[0] && m[0].toLowerCase() !== m[0]) || BAD_PREFIXES.has(m[1].toUpperCase())) continue
    const start = m.index
    const end = start + m[0].length
    const context = hasContext(text, start, end, CONTEXT)
    // "AB 123 456 C", "AB/12/34/56/C": only next to a label.
    if ((upper !== m[0] || !STRICT.test(m[0])) && !context) continue
    if (m[2] === undefined) {
      // Without the suffix letter "AB123456" is any reference code: only with a label.
      if (context) yield { start, end, confidence: 0.85, ruleId: 'uk-nino-no-suffix' }
      continue
    }
    yield { start, end, confidence: context ? (STRICT.test(m[0]) ? 1 : 0.85) : 0.9, ruleId: 'uk-nino' }
  }
}

const ukNino: Detector = {
  name: 'UK_NINO',
  priority: 5,
  anchors: ['digit'],
  minDigits: 6,
  maxSpan: 13,
  contextRadius: 60,
  description: 'UK National Insurance numbers, compact, in pairs ("AB 12 34 56 C", "AB-12-34-56-C") or as "AB 123456 C"; lower case ("ab123456c"), other groupings ("AB 123 456 C", "AB/12/34/56/C") and without the suffix letter only next to "national insurance"/"NINO".',
  validation: 'HMRC prefix rules (no D, F, I, Q, U, V; second letter not O; not BG, GB, KN, NK, NT, TN, ZZ), suffix A–D, consistent spacing.',
  example: 'AB 12 34 56 C',
  find: findNinos
}

export default ukNino
