import type { Detector, Match } from '../types.ts'
import { ALL_POSITIONS, anchorsOf, digitRunStarts, execAt, isDense, type Anchors, type IntList } from '../anchors.ts'
import { TOKEN_END, TOKEN_START } from '../intl/shared.ts'
import { contextWords, hasContext, hasContextNowhere, SEARCH_ONCE_LENGTH } from '../context.ts'

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

function isAsciiLetter (code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/**
 * Where CANDIDATE can start: two letters, maybe a separator, then the first of six digits, which
 * begins a digit run whose chain holds six digits or more. So every match starts two or three
 * characters before such a run: far fewer places than the words of two to nine characters.
 */
function ninoStarts (text: string, a: Anchors): IntList {
  const runs = digitRunStarts(a, 6)
  // Hostile input ("1 1 1 …"): one native pass of the regex costs less than sorting the runs out.
  if (isDense(text, runs.length)) return ALL_POSITIONS
  const starts: number[] = []
  for (let k = 0; k < runs.length; k++) {
    const r = runs[k]
    if (r < 2) continue
    const before = text.charCodeAt(r - 1)
    if (isAsciiLetter(before)) {
      if (isAsciiLetter(text.charCodeAt(r - 2))) starts.push(r - 2)
    } else if ((before === 32 || before === 45 || before === 46 || before === 47) && r >= 3 &&
      isAsciiLetter(text.charCodeAt(r - 2)) && isAsciiLetter(text.charCodeAt(r - 3))) {
      starts.push(r - 3)
    }
  }
  return starts
}

function findNinos (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  const a = anchorsOf(text, anchors)
  // 0: not asked yet; 1: no label anywhere in the text (hostile 'AB123456C …': 100k candidates, each
  // asking hasContext for nothing); 2: maybe one. Asked at the first candidate of a long text.
  let labels = text.length < SEARCH_ONCE_LENGTH ? 2 : 0
  for (const m of execAt(text, CANDIDATE, ninoStarts(text, a))) {
    const upper = m[0].toUpperCase()
    // Mixed case ("Ab123456c") is a word, not a number; QQ and the other unused prefixes are excluded.
    if ((upper !== m[0] && m[0].toLowerCase() !== m[0]) || BAD_PREFIXES.has(m[1].toUpperCase())) continue
    const start = m.index
    const end = start + m[0].length
    if (labels === 0) labels = hasContextNowhere(text, !a.nonAscii, CONTEXT) ? 1 : 2
    const context = labels === 2 && hasContext(text, start, end, CONTEXT)
    // "AB 123 456 C", "AB/12/34/56/C": only next to a label.
    if ((upper !== m[0] || !STRICT.test(m[0])) && !context) continue
    if (m[2] === undefined) {
      // Without the suffix letter "AB123456" is any reference code: only with a label.
      if (context) found.push({ start, end, confidence: 0.85, ruleId: 'uk-nino-no-suffix' })
      continue
    }
    found.push({ start, end, confidence: context ? (STRICT.test(m[0]) ? 1 : 0.85) : 0.9, ruleId: 'uk-nino' })
  }
  return found
}

const ukNino: Detector = {
  name: 'UK_NINO',
  priority: 5,
  // Two letters before the digits: a text without letters (hostile digit groups) holds none.
  anchors: ['digit', 'letter'],
  minDigits: 6,
  maxSpan: 13,
  contextRadius: 60,
  description: 'UK National Insurance numbers, compact, in pairs ("AB 12 34 56 C", "AB-12-34-56-C") or as "AB 123456 C"; lower case ("ab123456c"), other groupings ("AB 123 456 C", "AB/12/34/56/C") and without the suffix letter only next to "national insurance"/"NINO".',
  validation: 'HMRC prefix rules (no D, F, I, Q, U, V; second letter not O; not BG, GB, KN, NK, NT, TN, ZZ), suffix A–D, consistent spacing.',
  example: 'AB 12 34 56 C',
  find: findNinos
}

export default ukNino
