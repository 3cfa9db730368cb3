import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { NUM_END, NUM_START, numberStarts } from '../intl/shared.ts'
import { contextWords, hasContext, headerlessPersonRow } from '../context.ts'
import { allSameDigit } from '../checksums.ts'

// Nine digits, compact or 4-2-3 / 3-3-3 with dots or spaces (the forms on Dutch documents).
const CANDIDATE = new RegExp(`${NUM_START}(?:\\d{9}|\\d{4}([. ])\\d{2}\\1\\d{3}|\\d{3}([. ])\\d{3}\\2\\d{3})${NUM_END}`, 'y')
const CONTEXT = contextWords(['bsn', 'burgerservicenummer', 'burger service nummer', 'sofinummer', 'sofi-nummer', 'sofi nummer', 'sofi', 'citizen service number'])

/** 11-proef: Σ digit × (9 … 2) − last digit ≡ 0 (mod 11). */
export function bsnValid (digits: string): boolean {
  if (digits.length !== 9 || allSameDigit(digits)) return false
  let sum = 0
  for (let i = 0; i < 8; i++) sum += (digits.charCodeAt(i) - 48) * (9 - i)
  sum -= digits.charCodeAt(8) - 48
  return sum % 11 === 0 && sum > 0
}

/** A Dutch IBAN (NL91ABNA0417164300) or postcode cell (3511 AZ). */
const DUTCH_ROW_MARK = /NL\d{2} ?[A-Z]{4}(?: ?\d){10}|(?:^|[\t;])\d{4} ?[A-Z]{2}(?=[\t;\r]|$)/

function dutchPersonRow (text: string, start: number, end: number): boolean {
  const row = headerlessPersonRow(text, start, end)
  return row !== null && DUTCH_ROW_MARK.test(text.slice(row.start, row.end))
}

function findBsns (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, numberStarts(text, digitRunStartsOfLength(anchorsOf(text, anchors), 9, [3, 4, 9])))) {
    const digits = m[0].replace(/[. ]/g, '')
    if (!bsnValid(digits)) continue
    const start = m.index
    const end = start + m[0].length
    // 1 in 11 of all nine-digit numbers passes the 11-proef: never without a label, or a Dutch person's
    // row of a table without a header line (a Dutch IBAN or postcode in it).
    if (hasContext(text, start, end, CONTEXT)) found.push({ start, end, confidence: 0.95, ruleId: 'nl-bsn' })
    else if (dutchPersonRow(text, start, end)) found.push({ start, end, confidence: 0.85, ruleId: 'nl-bsn' })
  }
  return found
}

const nlBsn: Detector = {
  name: 'NL_BSN',
  priority: 5,
  anchors: ['digit'],
  minDigits: 9,
  maxSpan: 11,
  contextRadius: 60,
  description: 'Dutch citizen service numbers (burgerservicenummer, formerly sofinummer), nine digits, next to "BSN"/"burgerservicenummer"/"sofinummer" or in a Dutch person\'s row of a table without a header line.',
  validation: '11-proef (weights 9…2 and −1, sum divisible by 11), repeated digits rejected; context words required, or a cell of its own in a tab- or semicolon-separated row without a header that holds a cell of name words and a Dutch IBAN or postcode.',
  example: 'BSN 111222333',
  find: findBsns
}

export default nlBsn
