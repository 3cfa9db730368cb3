import type { Detector, Match } from '../types.ts'
import { anchorsOf, execAt, FIRST_UPPER, HAS_DIGIT, HAS_LOWER, HAS_UNDERSCORE, WordGate, wordStarts, type Anchors } from '../anchors.ts'
import { contextWords, hasContext } from '../context.ts'

/** The words a candidate starts: 10 characters, a capital first, a digit, no lower-case letter or `_`. */
const CANDIDATE_WORDS = new WordGate({ lengths: [10], withFlags: FIRST_UPPER | HAS_DIGIT, withoutFlags: HAS_LOWER | HAS_UNDERSCORE })

/** German health insurance number (Krankenversichertennummer, eGK): capital letter + 9 digits. */
const KVNR = /(?<![\p{L}\p{N}_])([A-Z])(\d{9})(?![\p{L}\p{N}_])/uy

const CONTEXT = contextWords(['krankenversicherung*', 'krankenversicherten*', 'krankenkasse*', 'versicherten*', 'kvnr', 'kv nr', 'egk', 'gesundheitskarte*', 'health insurance', 'aok', 'tk', 'barmer'])

/** Letter → 01–26, then the 10 digits weighted 1,2,1,2…, digit sums of the products, mod 10. */
export function kvnrValid (value: string): boolean {
  const digits = String(value.charCodeAt(0) - 64).padStart(2, '0') + value.slice(1, 9)
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const p = (digits.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(p / 10) + (p % 10)
  }
  return sum % 10 === value.charCodeAt(9) - 48
}

function findKvnr (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, KVNR, wordStarts(anchorsOf(text, anchors), CANDIDATE_WORDS))) {
    if (!kvnrValid(m[0])) continue
    const end = m.index + m[0].length
    found.push({ start: m.index, end, confidence: hasContext(text, m.index, end, CONTEXT) ? 1 : 0.9 })
  }
  return found
}

const kvnr: Detector = {
  name: 'KVNR',
  priority: 5,
  anchors: ['digit', 'upper'],
  minDigits: 9,
  maxSpan: 10,
  contextRadius: 60,
  description: 'German health insurance number (Krankenversichertennummer on the eGK): one capital letter and nine digits.',
  validation: 'Check digit: letter as 01–26 followed by the first eight digits, weights 1,2,1,2…, digit sums of the products, mod 10; upper case only.',
  example: 'T123456780',
  find: findKvnr
}

export default kvnr
