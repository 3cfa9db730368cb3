import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStarts, execAt, type Anchors } from '../anchors.ts'
import { NUM_END, NUM_START } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

// Sex, year, month, département (2A/2B for Corsica), commune, order, key; single optional spaces.
const CANDIDATE = new RegExp(
  `${NUM_START}([12]) ?(\\d{2}) ?(\\d{2}) ?(\\d{2}|2[AB]) ?(\\d{3}) ?(\\d{3}) ?(\\d{2})${NUM_END}`, 'y')
const CONTEXT = contextWords(['nir', 'insee', 'sécurité sociale', 'securite sociale', 'sécu', 'secu', 'numéro de sécurité', 'carte vitale', 'vitale', 'social security'])

/** Month 01–12, or the INSEE codes 20–42 and 50–99 used when the month is unknown. */
function monthValid (month: number): boolean {
  return (month >= 1 && month <= 12) || (month >= 20 && month <= 42) || month >= 50
}

/** The NIR key: 97 − (13-digit number mod 97), with Corsica 2A read as 19 and 2B as 18. */
export function nirKey (thirteen: string): number {
  const numeric = thirteen.replace('2A', '19').replace('2B', '18')
  return 97 - (Number(numeric) % 97)
}

function * findNirs (text: string, anchors?: Anchors): Generator<Match> {
  for (const m of execAt(text, CANDIDATE, digitRunStarts(anchorsOf(text, anchors), 6))) {
    const [, sex, year, month, dept, commune, order, key] = m
    if (!monthValid(Number(month)) || dept === '00' || commune === '000' || order === '000') continue
    if (nirKey(sex + year + month + dept + commune + order) !== Number(key)) continue
    const start = m.index
    const end = start + m[0].length
    yield { start, end, confidence: hasContext(text, start, end, CONTEXT) ? 1 : 0.95, ruleId: 'fr-nir' }
  }
}

const frNir: Detector = {
  name: 'FR_NIR',
  priority: 5,
  anchors: ['digit'],
  minDigits: 6,
  maxSpan: 21,
  contextRadius: 60,
  description: 'French social security numbers (NIR / numéro INSEE), 15 characters, compact or spaced "1 84 12 76 451 089 46", Corsica 2A/2B included.',
  validation: 'Sex 1/2, month 01–12 or 20–42/50–99, département/commune/order not zero, key = 97 − (number mod 97).',
  example: '1 84 12 76 451 089 46',
  find: findNirs
}

export default frNir
