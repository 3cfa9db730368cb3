import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { NUM_END, NUM_START, looksLikePhone, validDate, numberStarts } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'
import { weightedSum } from '../checksums.ts'

const CANDIDATE = new RegExp(`${NUM_START}\\d{11}${NUM_END}`, 'y')
const CONTEXT = contextWords(['pesel', 'nr pesel', 'numer pesel', 'numer ewidencyjny'])
const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]

/** Check digit: (10 − Σ digit × 1,3,7,9,… mod 10) mod 10. */
export function peselValid (digits: string): boolean {
  return digits.length === 11 && (10 - (weightedSum(digits, WEIGHTS) % 10)) % 10 === digits.charCodeAt(10) - 48
}

/** Birth date encoded in YYMMDD with the century in the month: +80 → 1800s, +0 → 1900s, +20 → 2000s, +40 → 2100s, +60 → 2200s. */
export function peselDate (digits: string): Date | null {
  const yy = Number(digits.slice(0, 2))
  const mm = Number(digits.slice(2, 4))
  const dd = Number(digits.slice(4, 6))
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(mm / 20)]
  const month = mm % 20
  const year = century + yy
  if (!validDate(year, month, dd)) return null
  return new Date(Date.UTC(year, month - 1, dd))
}

function findPesels (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, numberStarts(text, digitRunStartsOfLength(anchorsOf(text, anchors), 11, [11])))) {
    const digits = m[0]
    if (!peselValid(digits)) continue
    const born = peselDate(digits)
    if (born === null) continue
    const start = m.index
    const end = start + digits.length
    if (hasContext(text, start, end, CONTEXT)) {
      found.push({ start, end, confidence: 1, ruleId: 'pesel' })
      continue
    }
    // Without a label: check digit (1 in 10) and a real past birth date since 1900 (about 1 in 60
    // random runs), standalone (the regex refuses digits glued by separators), and not a phone number.
    const year = born.getUTCFullYear()
    if (year < 1900 || born.getTime() > Date.now() || looksLikePhone(text, start)) continue
    found.push({ start, end, confidence: 0.85, ruleId: 'pesel-unlabelled' })
  }
  return found
}

const plPesel: Detector = {
  name: 'PL_PESEL',
  priority: 5,
  anchors: ['digit'],
  minDigits: 11,
  maxSpan: 11,
  contextRadius: 60,
  description: 'Polish PESEL numbers, 11 digits encoding the birth date; unlabelled only when standalone with a plausible past birth date.',
  validation: 'Check digit with weights 1,3,7,9,…; valid YYMMDD date with the century offset in the month (+80/+0/+20/+40/+60).',
  example: '44051401359',
  find: findPesels
}

export default plPesel
