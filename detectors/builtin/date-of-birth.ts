import type { Detector, Match } from '../types.ts'

/**
 * Dates of birth: a date in one of the usual German or English notations, reported ONLY when a
 * birth word is near it. A plain date is never a finding.
 */
/** Month names and abbreviations (German, Austrian, English) by month number. */
const MONTH_WORDS = [
  'januar jänner jaenner january jan', 'februar feber february feb', 'märz maerz march mär mar', 'april apr',
  'mai may', 'juni june jun', 'juli july jul', 'august aug', 'september sept sep', 'oktober october okt oct',
  'november nov', 'dezember december dez dec'
]
const MONTHS: Record<string, number> = {}
MONTH_WORDS.forEach((words, i) => { for (const w of words.split(' ')) MONTHS[w] = i + 1 })
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')

const B = '(?<![\\p{L}\\p{N}_.])'
const E = '(?![\\p{L}\\p{N}_]|[./-]\\d)'
const DATE = new RegExp(
  B + '(?:' +
  // 12.03.1985, 12/03/1985, 03/12/1985, 12-03-1985
  '(?<d1>\\d{1,2})(?<s1>[./-]) ?(?<m1>\\d{1,2})\\k<s1> ?(?<y1>\\d{4})' +
  // 1985-03-12
  '|(?<y2>\\d{4})-(?<m2>\\d{2})-(?<d2>\\d{2})' +
  // 12. März 1985, 12 March 1985, 12th of March, 1985
  '|(?<d3>\\d{1,2})(?:\\.|st|nd|rd|th)? {1,2}(?:of )?(?<m3>' + MONTH_NAMES + ')\\.?,? {1,2}(?<y3>\\d{4})' +
  // March 12, 1985
  '|(?<m4>' + MONTH_NAMES + ')\\.? {1,2}(?<d4>\\d{1,2})(?:st|nd|rd|th)?,? {1,2}(?<y4>\\d{4})' +
  ')' + E,
  'giu'
)

const CONTEXT = /(?<![\p{L}])(?:geboren|geb\.|geburtsdatum|geburtstag|geb\.-datum|geburtsdat\.|born|date of birth|birth date|birthdate|dob|d\.o\.b\.|birthday|nato il|nata il)/iu
const BEFORE = 40
const AFTER = 25

function realDate (y: number, m: number, d: number): boolean {
  if (y < 1900 || y > new Date().getFullYear() || m < 1 || m > 12 || d < 1) return false
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return d <= days
}

function * findDatesOfBirth (text: string): Generator<Match> {
  DATE.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = DATE.exec(text)) !== null) {
    const g = m.groups ?? {}
    let valid: boolean
    if (g.y1 !== undefined) {
      const a = Number(g.d1)
      const b = Number(g.m1)
      const y = Number(g.y1)
      // Slashes are ambiguous (03/12/1985): day-month or month-day, either real date counts.
      valid = realDate(y, b, a) || (g.s1 === '/' && realDate(y, a, b))
    } else if (g.y2 !== undefined) {
      valid = realDate(Number(g.y2), Number(g.m2), Number(g.d2))
    } else if (g.y3 !== undefined) {
      valid = realDate(Number(g.y3), MONTHS[g.m3.toLowerCase()], Number(g.d3))
    } else {
      valid = realDate(Number(g.y4), MONTHS[g.m4.toLowerCase()], Number(g.d4))
    }
    if (!valid) continue
    const end = m.index + m[0].length
    const around = text.slice(Math.max(0, m.index - BEFORE), m.index) + ' ' + text.slice(end, end + AFTER)
    if (!CONTEXT.test(around)) continue
    yield { start: m.index, end, confidence: 0.9 }
  }
}

const dateOfBirth: Detector = {
  name: 'DATE_OF_BIRTH',
  priority: 3,
  description: 'Dates of birth (12.03.1985, 1985-03-12, 03/12/1985, 12. März 1985, March 12, 1985, 12 March 1985) next to a birth word (geboren, geb., Geburtsdatum, born, date of birth, DOB, birthday, …).',
  validation: 'Real calendar date with a year from 1900 to the current year, and a birth word within 40 characters before or 25 after; dates without such a word are never reported.',
  example: 'geboren am 12.03.1985',
  find: findDatesOfBirth
}

export default dateOfBirth
