import type { Detector, Match } from '../types.ts'
import { ALL_POSITIONS, anchorsOf, digitRunStartsOfLength, execAt, mergeAscending, type Anchors, type IntList } from '../anchors.ts'
import { denseSoFar, digitsBefore, looksLikePhone, mayStartNumber, NUM_END, NUM_START, numberStarts } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'
import { allSameDigit, weightedSum } from '../checksums.ts'

// Nine digits 3-3-3 (space, dash or none, consistent) or the older eight-digit numbers.
const CANDIDATE = new RegExp(`${NUM_START}(?:(\\d{3})([- ]?)(\\d{3})\\2(\\d{3})|(\\d{8}|\\d{2} \\d{3} \\d{3}))${NUM_END}`, 'y')
const CONTEXT = contextWords(['tfn', 'tax file number', 'tax file no', 'tax file', 'ato'])
const OTHER_COUNTRY = contextWords(['sin', 'social insurance', 'nas', 'ssn', 'bsn', 'itin'])
const WEIGHTS_9 = [1, 4, 3, 7, 5, 8, 6, 9, 10]
const WEIGHTS_8 = [10, 7, 8, 4, 6, 3, 5, 1]

/** ATO check: Σ digit × weights ≡ 0 (mod 11); nine digits 1,4,3,7,5,8,6,9,10, eight digits 10,7,8,4,6,3,5,1. */
export function tfnValid (digits: string): boolean {
  if (allSameDigit(digits)) return false
  if (digits.length === 9) return weightedSum(digits, WEIGHTS_9) % 11 === 0
  if (digits.length === 8) return weightedSum(digits, WEIGHTS_8) % 11 === 0
  return false
}

/**
 * Where CANDIDATE can match, from the anchors' per-length run lists: runs of eight or nine digits, and
 * the first group of the grouped forms, found from the run of three after it: three digits and a space
 * or dash, or two digits and a space. Only where NUM_START's look-behinds allow a start: in random
 * digit groups a digit and a separator stand before nearly every group. Digit groups such as
 * "12.03.12.03." (a million runs of two digits, none of three) have none; dense groups of the grouped
 * forms ("123 123 …") give ALL_POSITIONS.
 */
function tfnStarts (text: string, a: Anchors): IntList {
  const threes = digitRunStartsOfLength(a, 3, [3])
  const grouped: number[] = []
  let shaped = 0
  for (let k = 0; k < threes.length; k++) {
    const s = threes[k]
    const sep = text.charCodeAt(s - 1)
    if (!(sep === 32 || sep === 45)) continue
    const first = digitsBefore(text, s - 1, 3)
    if (!(first === 3 || (first === 2 && sep === 32))) continue
    // Dense such groups ("123 456 782 …"): one native pass of the regex costs less than the rest of the walk.
    if (denseSoFar(++shaped, s)) return ALL_POSITIONS
    if (mayStartNumber(text, s - 1 - first)) grouped.push(s - 1 - first)
  }
  return mergeAscending([numberStarts(text, digitRunStartsOfLength(a, 8, [8, 9])), grouped])
}

function findTfns (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, tfnStarts(text, anchorsOf(text, anchors)))) {
    const digits = m[0].replace(/[- ]/g, '')
    if (!tfnValid(digits)) continue
    const start = m.index
    const end = start + m[0].length
    if (hasContext(text, start, end, CONTEXT)) {
      found.push({ start, end, confidence: 0.95, ruleId: 'au-tfn' })
    } else if (m[2] === ' ' && !looksLikePhone(text, start) && !hasContext(text, start, end, OTHER_COUNTRY)) {
      // "123 456 782" is how the ATO prints a TFN; 1 in 11 random numbers pass, so other forms need a label.
      found.push({ start, end, confidence: 0.8, ruleId: 'au-tfn-grouped' })
    }
  }
  return found
}

const auTfn: Detector = {
  name: 'AU_TFN',
  priority: 5,
  anchors: ['digit'],
  minDigits: 8,
  maxSpan: 11,
  contextRadius: 60,
  description: 'Australian tax file numbers, nine digits in the printed 3-3-3 spacing; compact, dashed and eight-digit forms only next to "TFN"/"tax file number".',
  validation: 'ATO weighted sum mod 11 (weights 1,4,3,7,5,8,6,9,10; eight digits 10,7,8,4,6,3,5,1); phone-like and repeated digits rejected.',
  example: '123 456 782',
  find: findTfns
}

export default auTfn
