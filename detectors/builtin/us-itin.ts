import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { NUM_END, NUM_START, numberStarts } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

// 9XX-GG-XXXX, one consistent separator (dash or space) or none.
const CANDIDATE = new RegExp(`${NUM_START}(9\\d{2})([- ]?)(\\d{2})\\2(\\d{4})${NUM_END}`, 'y')
const CONTEXT = contextWords(['itin', 'itins', 'individual taxpayer', 'taxpayer identification', 'taxpayer id', 'tax id', 'tin', 'tin#', 'irs'])

/** ITIN group ranges assigned by the IRS: 50–65 (since 2011), 70–88, 90–92, 94–99. */
export function itinGroupValid (group: string): boolean {
  const g = Number(group)
  return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99)
}

function findItins (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, numberStarts(text, digitRunStartsOfLength(anchorsOf(text, anchors), 9, [3, 9])))) {
    if (!itinGroupValid(m[3]) || m[4] === '0000') continue
    const start = m.index
    const end = start + m[0].length
    const context = hasContext(text, start, end, CONTEXT)
    if (m[2] === '') {
      if (context) found.push({ start, end, confidence: 0.9, ruleId: 'us-itin-bare' })
      continue
    }
    found.push({ start, end, confidence: context ? 0.95 : 0.8, ruleId: 'us-itin-formatted' })
  }
  return found
}

const usItin: Detector = {
  name: 'US_ITIN',
  priority: 5,
  anchors: ['digit'],
  minDigits: 9,
  maxSpan: 11,
  contextRadius: 60,
  description: 'US Individual Taxpayer Identification Numbers, 9XX-GG-XXXX; nine bare digits only next to "ITIN"/"taxpayer".',
  validation: 'Leading 9, group in the IRS ranges 50–65, 70–88, 90–92, 94–99, serial not 0000, consistent separators.',
  example: '912-70-1234',
  find: findItins
}

export default usItin
