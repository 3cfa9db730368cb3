import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { contextWords, hasContext } from '../context.ts'
import { isDigitCode } from '../intl/shared.ts'

/**
 * German Rentenversicherungsnummer (Sozialversicherungsnummer): area (2 digits), birth date DDMMYY,
 * initial letter of the birth name, serial (2 digits), check digit. Spaces between the parts optional.
 */
const RVNR = /(?<![\p{L}\p{N}_])(\d{2}) ?(\d{2})(\d{2})(\d{2}) ?([A-Z]) ?(\d{2}) ?(\d)(?![\p{L}\p{N}_])/uy

/** The grouping printed on the social insurance card. */
const CANONICAL_GROUPING = /^\d{2} \d{6} [A-Z] \d{3}$/

const CONTEXT = contextWords(['sozialversicherung*', 'rentenversicherung*', 'versicherungsnummer*', 'svnr', 'sv nr', 'svn', 'rvnr', 'rv nr', 'social security', 'ssn'])
const WEIGHTS = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]

/** The check digit over area, date, letter position (01–26) and serial. */
export function rvnrCheckDigit (area: string, date: string, letter: string, serial: string): number {
  const pos = letter.charCodeAt(0) - 64
  const digits = area + date + String(pos).padStart(2, '0') + serial
  let sum = 0
  for (let i = 0; i < 12; i++) {
    const p = (digits.charCodeAt(i) - 48) * WEIGHTS[i]
    sum += Math.floor(p / 10) + (p % 10)
  }
  return sum % 10
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** DDMMYY: a real day of the month; 29 February is accepted for every YY (1900 or 2000 decides). */
function dateValid (dd: number, mm: number, yy: number): boolean {
  if (mm < 1 || mm > 12 || dd < 1) return false
  if (mm === 2 && dd === 29) return yy % 4 === 0
  return dd <= MONTH_DAYS[mm - 1]
}

/**
 * Where RVNR can match, ascending: a digit run of eight digits (area and date), or a run of exactly six
 * (the date) after one space and a run of two (the area). Both from the anchors' per-length run lists,
 * so digit groups such as "12.03.12.03." (a million runs of two digits) cost nothing here.
 */
function rvnrStarts (text: string, a: Anchors): number[] {
  const eights = digitRunStartsOfLength(a, 8, [8])
  const sixes = digitRunStartsOfLength(a, 6, [6])
  const starts: number[] = []
  let k = 0
  for (let j = 0; j < sixes.length; j++) {
    const area = sixes[j] - 3
    if (!(text.charCodeAt(area + 2) === 32 && isDigitCode(text.charCodeAt(area)) && isDigitCode(text.charCodeAt(area + 1)) && !isDigitCode(text.charCodeAt(area - 1)))) continue
    while (k < eights.length && eights[k] < area) starts.push(eights[k++])
    starts.push(area)
  }
  while (k < eights.length) starts.push(eights[k++])
  return starts
}

function findRvnr (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  const starts = rvnrStarts(text, anchorsOf(text, anchors))
  if (starts.length === 0) return found
  for (const m of execAt(text, RVNR, starts)) {
    if (m[1] === '00') continue
    if (!dateValid(Number(m[2]), Number(m[3]), Number(m[4]))) continue
    const end = m.index + m[0].length
    const valid = rvnrCheckDigit(m[1], m[2] + m[3] + m[4], m[5], m[6]) === Number(m[7])
    if (valid) {
      found.push({ start: m.index, end, confidence: 1, ruleId: 'de-rvnr' })
    } else if (hasContext(text, m.index, end, CONTEXT, 40)) {
      // A labelled number of the right shape whose check digit fails: reported, but not as certain.
      found.push({ start: m.index, end, confidence: 0.6, ruleId: 'de-rvnr-unverified' })
    } else if (CANONICAL_GROUPING.test(m[0])) {
      // Written as on the SV card ("65 180675 B 003"), the shape alone is distinctive; privacy-guard-proxy
      // reports it and so do we, with a low confidence, although the check digit fails.
      found.push({ start: m.index, end, confidence: 0.5, ruleId: 'de-rvnr-unverified' })
    }
  }
  return found
}

const socialSecurity: Detector = {
  name: 'SOCIAL_SECURITY',
  priority: 5,
  // The letter of the birth name is a capital: a text without capitals (hostile digit groups) holds none.
  anchors: ['digit', 'upper'],
  minDigits: 8,
  maxSpan: 16,
  contextRadius: 40,
  description: 'German pension/social insurance number (Rentenversicherungsnummer): area, birth date DDMMYY, letter, serial, check digit.',
  validation: 'Real DDMMYY date and the check digit (letter as 01–26, weights 2,1,2,5,7,1,2,1,2,1,2,1, digit sums, mod 10) → 1.0; a failing check digit is reported next to a label such as "SVNR"/"Sozialversicherungsnummer" (0.6) or in the card grouping "AA DDMMYY L SSC" (0.5).',
  example: '65 170839 J 003',
  find: findRvnr
}

export default socialSecurity
