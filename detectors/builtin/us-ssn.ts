import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { NUM_END, NUM_START, numberStarts } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

// AAA-GG-SSSS with one consistent separator (dash or space), or nine bare digits.
const CANDIDATE = new RegExp(`${NUM_START}(\\d{3})([- ]?)(\\d{2})\\2(\\d{4})${NUM_END}`, 'y')
const CONTEXT = contextWords(['ssn', 'ssns', 'social security', 'soc. sec.', 'soc sec', 'soc. sec', 'ss#', 'ssn#'])
/** Published or advertised numbers that are not anybody's real SSN. */
const FAKE = new Set(['078051120', '219099999', '123456789', '111111111', '333333333'])

/** SSA structure rules (post-2011 randomisation): area 001–665, 667–899; group ≠ 00; serial ≠ 0000. */
export function ssnStructureValid (area: string, group: string, serial: string): boolean {
  const a = Number(area)
  if (a === 0 || a === 666 || a >= 900) return false
  if (group === '00' || serial === '0000') return false
  return !FAKE.has(area + group + serial)
}

function findSsns (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, numberStarts(text, digitRunStartsOfLength(anchorsOf(text, anchors), 9, [3, 9])))) {
    if (!ssnStructureValid(m[1], m[3], m[4])) continue
    const start = m.index
    const end = start + m[0].length
    const context = hasContext(text, start, end, CONTEXT)
    if (m[2] === '') {
      // Nine bare digits are anything (order numbers, IDs): only with a label.
      if (context) found.push({ start, end, confidence: 0.9, ruleId: 'us-ssn-bare' })
      continue
    }
    found.push({ start, end, confidence: context ? 0.95 : 0.85, ruleId: 'us-ssn-formatted' })
  }
  return found
}

const usSsn: Detector = {
  name: 'US_SSN',
  priority: 5,
  anchors: ['digit'],
  minDigits: 9,
  maxSpan: 11,
  contextRadius: 60,
  description: 'US Social Security numbers, AAA-GG-SSSS with dashes or spaces; nine bare digits only next to "SSN"/"social security".',
  validation: 'SSA structure (area not 000, 666 or 900–999, group not 00, serial not 0000), known sample numbers rejected, consistent separators.',
  example: '536-22-1457',
  find: findSsns
}

export default usSsn
