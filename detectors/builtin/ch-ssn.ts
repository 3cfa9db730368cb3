import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, isDense, type Anchors, type IntList } from '../anchors.ts'
import { TOKEN_END, TOKEN_START, columnContext } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

// 756.XXXX.XXXX.XX with dots (the official form), spaces or nothing, used consistently. The regex
// only keeps the dotted form from being a piece of a longer dotted or dashed number; the dotted form
// may sit right next to other numbers ("…,756.7328.6305.15,0179-6315642" in a CSV row).
const CANDIDATE = new RegExp(`${TOKEN_START}(?<!\\d[-.])756([. ]?)(\\d{4})\\1(\\d{4})\\1(\\d{2})${TOKEN_END}(?![-.]\\d)`, 'y')
// The space-grouped and compact forms must not touch "digit + separator" on either side.
const GLUED_BEFORE = /\d[-.,/ ]$/
const GLUED_AFTER = /^[-.,/ ]\d/
const CONTEXT = contextWords(['ahv', 'avs', 'ahv-nr', 'ahv-nummer', 'avs no', 'avs n°', 'sozialversicherung', 'sozialversicherungsnummer', 'social security', 'versichertennummer', 'assicurazione', 'nss'])

/** EAN-13 check digit: weights 1,3,1,3,… from the left over the first 12 digits. */
export function ean13Valid (digits: string): boolean {
  if (digits.length !== 13) return false
  let sum = 0
  for (let i = 0; i < 12; i++) sum += (digits.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(12) - 48
}

/**
 * The digit-run starts of `runs` at which 756, CANDIDATE's literal country prefix, begins: on random
 * digit groups a third of all runs have three digits, and almost none of them is 756, and each try of
 * the sticky regex costs more than this test. A dense list ('123 123 …') is returned as it is: execAt
 * runs the global regex over the text then, whose search for the literal is cheaper still.
 */
function prefixStarts (text: string, runs: IntList): IntList {
  if (runs.length <= 64 || isDense(text, runs.length)) return runs
  const starts: number[] = []
  for (let k = 0; k < runs.length; k++) if (startsWith756(text, runs[k])) starts.push(runs[k])
  return starts
}

function startsWith756 (text: string, s: number): boolean {
  return text.charCodeAt(s) === 55 && text.charCodeAt(s + 1) === 53 && text.charCodeAt(s + 2) === 54
}

function findChSsns (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  const inLabelledColumn = columnContext(text)
  for (const m of execAt(text, CANDIDATE, prefixStarts(text, digitRunStartsOfLength(anchorsOf(text, anchors), 13, [3, 13])))) {
    if (!ean13Valid('756' + m[2] + m[3] + m[4])) continue
    const start = m.index
    const end = start + m[0].length
    if (m[1] === '.') {
      // Unambiguous: the 756 prefix, the dotted 3.4.4.2 grouping and the EAN-13 check.
      found.push({ start, end, confidence: 1, ruleId: 'ch-ahv' })
      continue
    }
    // A whole cell under an "AHV" column header may be followed by the next numeric cell.
    const labelledCell = inLabelledColumn(start, end, CONTEXT)
    if (!labelledCell && (GLUED_BEFORE.test(text.slice(Math.max(0, start - 2), start)) || GLUED_AFTER.test(text.slice(end, end + 2)))) continue
    const context = labelledCell || hasContext(text, start, end, CONTEXT)
    if (m[1] === ' ') {
      found.push({ start, end, confidence: context ? 1 : 0.9, ruleId: 'ch-ahv' })
    } else if (context) {
      // 13 bare digits with an EAN-13 check could be a barcode: only with a label.
      found.push({ start, end, confidence: 0.95, ruleId: 'ch-ahv-compact' })
    }
  }
  return found
}

const chSsn: Detector = {
  name: 'CH_SSN',
  priority: 5,
  anchors: ['digit'],
  minDigits: 13,
  maxSpan: 16,
  contextRadius: 60,
  description: 'Swiss social security numbers (AHV/AVS number) 756.XXXX.XXXX.XX; the undotted 13-digit form only next to "AHV"/"AVS" (or under such a table column header).',
  validation: 'Country prefix 756 and the EAN-13 check digit.',
  example: '756.9217.0769.85',
  find: findChSsns
}

export default chSsn
