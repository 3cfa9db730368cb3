/**
 * National identity numbers of the Nordic countries, Belgium and Brazil, reported as PERSONAL_ID (by
 * personal-id.ts). Each has a birth date and (but for Denmark since 2007) a check digit:
 *
 * - Sweden, personnummer / samordningsnummer: (YY)YYMMDD-NNNC ("+" for people over 100), day + 60 for
 *   a samordningsnummer; C is the Luhn digit of the ten digits YYMMDDNNN.
 * - Norway, fødselsnummer / D-nummer: DDMMYYIIIKK, two mod-11 check digits; day + 40 (D-nummer),
 *   month + 40 (H-nummer).
 * - Denmark, CPR-nummer: DDMMYY-SSSS, no check digit since 2007: a label is required.
 * - Finland, henkilötunnus (HETU): DDMMYY, century sign (+, -, A–F, U–Y), individual number
 *   002–899, check character = "0123456789ABCDEFHJKLMNPRSTUVWXY"[DDMMYYZZZ mod 31].
 * - Iceland, kennitala: DDMMYY-RRCV, C = 11 − (Σ weights 3,2,7,6,5,4,3,2 mod 11).
 * - Belgium, rijksregisternummer / numéro de registre national: YY.MM.DD-SSS.CC, CC = 97 −
 *   (YYMMDDSSS mod 97), with 2 prepended for births from 2000; month + 20 or + 40 and day 0 for
 *   bis numbers and unknown birth dates.
 *
 * - Czechia and Slovakia, rodné číslo: YYMMDD/SSSC, month + 50 for women (+ 20 or + 70 when a day's
 *   numbers ran out, since 2004), the ten digits divisible by 11 (or the first nine leaving 10 and
 *   C = 0); before 1954 nine digits without a check, reported only next to a label.
 * - Brazil, CPF: DDD.DDD.DDD-CC, two mod-11 check digits (weights 10…2, then 11…2); the printed form
 *   with dots and dash is reported alone, bare digits only after a label (labelled-ids.ts).
 *
 * Forms written with the country's separators and a passing check are distinctive enough alone;
 * compact digit runs (which phone and order numbers also are) need a label nearby.
 */
import type { Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, type Anchors } from '../anchors.ts'
import { columnHasContext, contextWords, hasContext, isWordChar } from '../context.ts'
import { luhnValid } from '../checksums.ts'
import { isDigitCode } from './shared.ts'

export const NATIONAL_ID_CONTEXT = contextWords([
  // Prefixes also cover the inflected forms: personnummeret, fødselsnummeret, henkilötunnuksen, rijksregisternr.
  'personnummer*', 'personnr*', 'person nr', 'pers nr', 'pnr', 'p nr', 'samordningsnummer*', 'personal number', 'personal identity number',
  'personal id*', 'personal code', 'fødselsnummer*', 'fodselsnummer*', 'fødselsnr', 'fnr', 'f nr', 'd nummer*', 'identitetsnummer*',
  'cpr*', 'henkilötunnu*', 'henkilotunnu*', 'hetu', 'sotu', 'personbeteckning', 'kennital*', 'kt',
  'rijksregister*', 'registre national', 'numéro national', 'numero national', 'nationaal nummer', 'insz*', 'niss', 'rrn',
  'national id*', 'national identity*', 'national identification*', 'national number', 'national register*',
  'identity number', 'identification number', 'id number', 'id no', 'id nr', 'id code', 'ssn', 'social security*',
  'rodné číslo', 'rodne cislo', 'rodného čísla', 'rč', 'birth number'
])

// A comma after a digit glues (1,234,567); after anything else it separates CSV cells.
const BOUNDARY_BEFORE = '(?<![\\p{L}\\p{N}_.+\\-/]|\\d,)'
const BOUNDARY_AFTER = '(?![\\p{L}\\p{N}_]|[.,\\-/]\\d)'
const FI = new RegExp(`${BOUNDARY_BEFORE}(\\d{6})([-+A-FU-Y])(\\d{3})([0-9A-Y])${BOUNDARY_AFTER}`, 'uy')
const BE = new RegExp(`${BOUNDARY_BEFORE}(\\d{2})(\\.?)(\\d{2})\\2(\\d{2})([- ]?)(\\d{3})([. -]?)(\\d{2})${BOUNDARY_AFTER}`, 'uy')
const NO = new RegExp(`${BOUNDARY_BEFORE}(\\d{6})( ?)(\\d{5})${BOUNDARY_AFTER}`, 'uy')
/** Belgian eID card number: 3-7-2 digits, the last two = first ten mod 97 (97 for 0). */
const BE_CARD = new RegExp(`${BOUNDARY_BEFORE}(\\d{3})-(\\d{7})-(\\d{2})${BOUNDARY_AFTER}`, 'uy')
const BR_CPF = new RegExp(`${BOUNDARY_BEFORE}(\\d{3})\\.(\\d{3})\\.(\\d{3})-(\\d{2})${BOUNDARY_AFTER}`, 'uy')
const CZ = new RegExp(`${BOUNDARY_BEFORE}(\\d{6})/(\\d{3,4})${BOUNDARY_AFTER}`, 'uy')
const SE = new RegExp(`${BOUNDARY_BEFORE}(19|20)?(\\d{6})([-+]?)(\\d{4})${BOUNDARY_AFTER}`, 'uy')

const HETU_CHECK = '0123456789ABCDEFHJKLMNPRSTUVWXY'

function validDay (day: number, month: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
}

/** DDMMYY with the D-/H-number offsets given (Norway: day + 40, month + 40; Iceland: day + 40 for companies is not a person). */
function ddmm (s: string, dayOffset: number, monthOffset: number): boolean {
  let day = Number(s.slice(0, 2))
  let month = Number(s.slice(2, 4))
  if (dayOffset > 0 && day > dayOffset) day -= dayOffset
  if (monthOffset > 0 && month > monthOffset) month -= monthOffset
  return validDay(day, month)
}

function finnish (m: RegExpExecArray): boolean {
  const [, date, , serial, check] = m
  if (!ddmm(date, 0, 0)) return false
  const n = Number(serial)
  if (n < 2 || n > 899) return false
  return HETU_CHECK[Number(date + serial) % 31] === check
}

function belgian (digits: string): boolean {
  const month = Number(digits.slice(2, 4)) % 20
  const day = Number(digits.slice(4, 6))
  if (month > 12 || day > 31) return false
  const body = digits.slice(0, 9)
  const check = Number(digits.slice(9))
  return 97 - (Number(body) % 97) === check || 97 - (Number('2' + body) % 97) === check
}

function norwegian (digits: string): boolean {
  if (!ddmm(digits, 40, 40)) return false
  const d = Array.from(digits, Number)
  const k = (weights: number[]): number => {
    const r = 11 - (weights.reduce((sum, w, i) => sum + w * d[i], 0) % 11)
    return r === 11 ? 0 : r
  }
  const k1 = k([3, 7, 6, 1, 8, 9, 4, 5, 2])
  const k2 = k([5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
  return k1 === d[9] && k2 === d[10]
}

function swedish (ten: string): boolean {
  const month = Number(ten.slice(2, 4))
  let day = Number(ten.slice(4, 6))
  if (day > 60) day -= 60
  return validDay(day, month) && luhnValid(ten)
}

function icelandic (ten: string): boolean {
  if (!ddmm(ten, 0, 0) || (ten[9] !== '9' && ten[9] !== '0' && ten[9] !== '8')) return false
  const sum = [3, 2, 7, 6, 5, 4, 3, 2].reduce((s, w, i) => s + w * Number(ten[i]), 0)
  const c = 11 - (sum % 11)
  return (c === 11 ? 0 : c) === Number(ten[8])
}

/** CPF check digits: d10 from the first nine (weights 10…2), d11 from the first ten (11…2); not all one digit. */
function brazilian (eleven: string): boolean {
  if (/^(\d)\1{10}$/.test(eleven)) return false
  const check = (length: number): number => {
    let sum = 0
    for (let i = 0; i < length; i++) sum += Number(eleven[i]) * (length + 1 - i)
    const r = (sum * 10) % 11
    return r === 10 ? 0 : r
  }
  return check(9) === Number(eleven[9]) && check(10) === Number(eleven[10])
}

/** YYMMDD of a rodné číslo (month + 20, 50 or 70) and, with ten digits, the mod-11 check. */
function czech (digits: string): boolean {
  let month = Number(digits.slice(2, 4))
  if (month > 70) month -= 70
  else if (month > 50) month -= 50
  else if (month > 20) month -= 20
  if (!validDay(Number(digits.slice(4, 6)), month)) return false
  if (digits.length === 9) return true
  const number = BigInt(digits)
  return number % 11n === 0n || (BigInt(digits.slice(0, 9)) % 11n === 10n && digits[9] === '0')
}

function danish (ten: string): boolean {
  return ddmm(ten, 0, 0)
}

function tryAt (regex: RegExp, text: string, at: number): RegExpExecArray | null {
  regex.lastIndex = at
  return regex.exec(text)
}

/** A label near the number, or the header of its table column ("personnummer/hetu" over a CSV column). */
function labelled (text: string, start: number, end: number): boolean {
  return hasContext(text, start, end, NATIONAL_ID_CONTEXT) || columnHasContext(text, start, end, NATIONAL_ID_CONTEXT)
}

/**
 * One finding at most per candidate start; the first country whose form and check fit wins. `length`
 * is the length of the digit run at `at`: each form's first run has one of a few lengths (BE_CARD and
 * BR_CPF 3, then '-' or '.'; FI 6; BE 2 (dotted), 6, 9 or 11; NO 6 or 11; SE 6, 8, 10 or 12), and a
 * regex is tried only where it can match.
 */
function judge (text: string, at: number, length: number): Match | null {
  const next = text.charCodeAt(at + length)
  let m = length === 3 && next === 45 ? tryAt(BE_CARD, text, at) : null
  if (m !== null && (Number(m[1] + m[2]) % 97 || 97) === Number(m[3])) return { start: at, end: at + m[0].length, confidence: 0.9, ruleId: 'be-eid-card' }
  m = length === 3 && next === 46 ? tryAt(BR_CPF, text, at) : null
  if (m !== null && brazilian(m[1] + m[2] + m[3] + m[4])) return { start: at, end: at + m[0].length, confidence: 0.9, ruleId: 'br-cpf' }
  m = length === 6 ? tryAt(FI, text, at) : null
  if (m !== null && finnish(m)) return { start: at, end: at + m[0].length, confidence: 1, ruleId: 'fi-hetu' }
  m = length === 2 || length === 6 || length === 9 || length === 11 ? tryAt(BE, text, at) : null
  if (m !== null) {
    const digits = m[1] + m[3] + m[4] + m[6] + m[8]
    const end = at + m[0].length
    // Dotted (85.07.30-033.61) or grouped (850730-033-61, 850730 033 61): the printed forms.
    const printed = m[2] === '.' || (m[5] !== '' && m[7] !== '')
    if (belgian(digits) && (printed || labelled(text, at, end))) return { start: at, end, confidence: printed ? 1 : 0.95, ruleId: 'be-rrn' }
  }
  m = length === 6 && next === 47 ? tryAt(CZ, text, at) : null
  if (m !== null && czech(m[1] + m[2])) {
    const end = at + m[0].length
    // Ten digits with the check are distinctive in this form; nine (before 1954) need a label.
    if (m[2].length === 4 || labelled(text, at, end)) return { start: at, end, confidence: m[2].length === 4 ? 0.9 : 0.8, ruleId: 'cz-rodne-cislo' }
  }
  m = length === 6 || length === 11 ? tryAt(NO, text, at) : null
  if (m !== null && norwegian(m[1] + m[3])) {
    const end = at + m[0].length
    if (m[2] === ' ' || labelled(text, at, end)) return { start: at, end, confidence: 0.95, ruleId: 'no-fnr' }
  }
  m = length === 6 || length === 8 || length === 10 || length === 12 ? tryAt(SE, text, at) : null
  if (m !== null) {
    const ten = m[2] + m[4]
    const end = at + m[0].length
    const separated = m[3] !== ''
    if (swedish(ten) && ((separated && m[1] === undefined) || m[1] !== undefined || labelled(text, at, end))) {
      // YYMMDD-NNNC with a passing Luhn digit (1 in 10) and a real date, or twelve digits with the century.
      if (separated || labelled(text, at, end)) return { start: at, end, confidence: separated ? 0.9 : 0.85, ruleId: 'se-personnummer' }
    }
    if (m[1] === undefined && (icelandic(ten) || danish(ten)) && labelled(text, at, end)) {
      return { start: at, end, confidence: 0.85, ruleId: icelandic(ten) ? 'is-kennitala' : 'dk-cpr' }
    }
  }
  return null
}

const FIRST_RUN_LENGTHS = [2, 3, 6, 8, 10, 11, 12]

/**
 * Nordic, Belgian and Brazilian national identity numbers in the text, appended to `out`. Linear:
 * bounded regexes at digit-run starts.
 */
export function findNationalIds (text: string, anchors: Anchors | undefined, out: Match[]): Match[] {
  // Every form starts with a run of 2, 3, 6, 8 or 10–12 digits (the anchors' per-length lists: hostile
  // digit groups such as "1 1 1 …" have none of them).
  const starts = digitRunStartsOfLength(anchorsOf(text, anchors), 6, FIRST_RUN_LENGTHS)
  let from = 0
  for (let k = 0; k < starts.length; k++) {
    const at = starts[k]
    if (at < from) continue
    // Not glued to a letter, dot, dash, sign or a comma after a digit; cheap checks before any regex.
    const before = at > 0 ? text.charCodeAt(at - 1) : 32
    if (before === 46 || before === 45 || before === 43 || before === 47 || (before === 44 && isDigitCode(text.charCodeAt(at - 2)))) continue
    // A run of two digits starts only the dotted Belgian form (85.07.30-…), one of three only the
    // Belgian eID card (591-…) or the CPF (123.…): digit groups ('12 12 …', '123 123 …') try no regex.
    const third = text.charCodeAt(at + 2)
    if (third < 48 || third > 57) {
      if (third !== 46) continue
    } else {
      const fourth = text.charCodeAt(at + 3)
      if ((fourth < 48 || fourth > 57) && fourth !== 45 && fourth !== 46) continue
    }
    // The Unicode word test last: it is the dearest of these checks.
    if (isWordChar(text, at - 1)) continue
    let length = 2
    while (isDigitCode(text.charCodeAt(at + length))) length++
    const hit = judge(text, at, length)
    if (hit === null) continue
    from = hit.end
    out.push(hit)
  }
  return out
}
