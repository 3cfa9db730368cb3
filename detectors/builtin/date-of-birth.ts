import type { Detector, Match } from '../types.ts'
import { columnHasContext, contextText, contextWords, headerlessPersonRow } from '../context.ts'
import { anchorsOf, execAt, firstAboveNear, HAS_LOWER, HAS_UNDERSCORE, HAS_UPPER, isWordCode, type Anchors } from '../anchors.ts'
import { isDigitCode } from '../intl/shared.ts'

/**
 * Dates of birth: a date in one of the usual German or English notations, reported ONLY when a
 * birth word is near it and relates to THIS date: the context looked at stops at the neighbouring
 * dates and at a sentence end, so "geboren am 20.12.1969. Der Termin ist am 17.08.2021" reports only
 * the first date. Key names count as birth words (DATE_OF_BIRTH=, date_of_birth:, dateOfBirth).
 */
/** Month names and abbreviations (German, Austrian, English) by month number. */
const MONTH_WORDS = [
  'januar jänner jaenner january jän jan', 'februar feber february feb', 'märz maerz march mär mrz mar', 'april apr',
  'mai may', 'juni june jun', 'juli july jul', 'august aug', 'september sept sep', 'oktober october okt oct',
  'november nov', 'dezember december dez dec'
]
/**
 * French, Spanish, Italian, Portuguese, Dutch, Nordic, Hungarian, Indonesian and Malay, and Polish, Czech
 * and Russian (genitive) month names, by month number.
 */
const MONTH_WORDS_INTL = [
  'janvier enero gennaio janeiro januari januar tammikuuta stycznia január ledna января',
  'février fevrier febrero febbraio fevereiro februari februar helmikuuta lutego február února февраля',
  'mars marzo março maart marts maret maaliskuuta marca március března марта', 'avril abril aprile huhtikuuta kwietnia április dubna апреля',
  'mayo maggio maio mei maj toukokuuta maja május května мая', 'juin junio giugno junho kesäkuuta czerwca június června июня',
  'juillet julio luglio julho julai heinäkuuta lipca július července июля', 'août aout agosto augustus augusti agustus ogos elokuuta sierpnia srpna августа',
  'septembre septiembre setiembre settembre setembro syyskuuta września szeptember září сентября',
  'octobre octubre ottobre outubro lokakuuta października október října октября',
  'novembre noviembre novembro marraskuuta listopada listopadu ноября', 'décembre decembre diciembre dicembre dezembro desember disember joulukuuta grudnia prosince декабря'
]
const MONTHS: Record<string, number> = {}
for (const list of [MONTH_WORDS, MONTH_WORDS_INTL]) list.forEach((words, i) => { for (const w of words.split(' ')) MONTHS[w] = i + 1 })
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')

const B = '(?<![\\p{L}\\p{N}_.])'
const E = '(?![\\p{L}\\p{N}_]|[./-]\\d)'
const DATE = new RegExp(
  B + '(?:' +
  // 12.03.1985, 12/03/1985, 03/12/1985, 12-03-1985, 12.03.85
  '(?<d1>\\d{1,2})(?<s1>[./-]) ?(?<m1>\\d{1,2})\\k<s1> ?(?<y1>\\d{4}|\\d{2})' +
  // 1985-03-12, 1985/03/12, 1985-3-12
  '|(?<y2>\\d{4})(?<s2>[-/.])(?<m2>\\d{1,2})\\k<s2>(?<d2>\\d{1,2})' +
  // 12. März 1985, 12 March 1985, 12th of March, 1985, 03-May-1979
  // 3 de mayo de 1979, 3 maggio 1979, 5. toukokuuta 1985
  '|(?<d3>\\d{1,2})(?:\\.|st|nd|rd|th|º)?(?: {1,2}|-)(?:of |de )?(?<m3>' + MONTH_NAMES + ')\\.?,?(?: {1,2}|-| de | del )(?<y3>\\d{4})' +
  // March 12, 1985
  '|(?<m4>' + MONTH_NAMES + ')\\.? {1,2}(?<d4>\\d{1,2})(?:st|nd|rd|th)?,? {1,2}(?<y4>\\d{4})' +
  // 1990. március 4. (Hungarian: year, month name, day; the day's dot belongs to the date)
  '|(?<y6>\\d{4})\\. {1,2}(?<m6>' + MONTH_NAMES + ') {1,2}(?<d6>\\d{1,2})\\.?' +
  ')' + E,
  'iuy'
)

/**
 * 1994年5月12日 (Chinese and Japanese; 日 may be followed by more CJK text) and 1992년 3월 8일 (Korean).
 * Tried only after a four-digit run and 年 or 년.
 */
const DATE_CJK = new RegExp(B + '(?<y5>\\d{4}) ?[年년] ?(?<m5>\\d{1,2}) ?[月월] ?(?<d5>\\d{1,2}) ?[日일]', 'uy')

/** Whether 年 or 년 follows the digit run ending at `e` (maybe after a space): where DATE_CJK can start, at a four-digit run. */
function cjkYearAfter (text: string, e: number): boolean {
  const c = text.charCodeAt(e) === 32 ? text.charCodeAt(e + 1) : text.charCodeAt(e)
  return c === 0x5E74 || c === 0xB144
}

/** Birth words, matched in the normalised context (lower case, key-name spellings turned into words). */
const BIRTH_WORDS = contextWords(['geboren', 'geb.', 'geb', 'geburtsdatum', 'geburtstag*', 'geb. datum', 'geburtsdat.', 'born', 'date of birth', 'birth date', 'birthdate', 'dob', 'd.o.b.', 'birthday*', 'nato il', 'nata il',
  // French, Spanish, Italian, Portuguese, Dutch
  'né', 'née', 'né le', 'née le', 'date de naissance', 'naissance', 'fecha de nacimiento', 'nacimiento', 'nacido', 'nacida',
  'data di nascita', 'nascita', 'nato', 'nata', 'data de nascimento', 'nascimento', 'geboortedatum', 'geboren op',
  // Nordic, Finnish, Polish, Icelandic; and short forms
  'født', 'fødd', 'fødselsdato', 'fødselsdag', 'född', 'födelsedatum', 'födelsedag', 'fodelsedatum', 'fodselsdato',
  'syntymäaika', 'syntymäpäivä', 'syntynyt', 'data urodzenia', 'urodzony', 'urodzona', 'ur.', 'fæðingardagur', 'fæddur', 'fædd',
  'birth', 'bday', 'b day', 'date naiss.', 'fec. nac.', 'f. nac.',
  // Portuguese abbreviation, Indonesian/Malay, Turkish, Vietnamese
  'nasc.', 'nasc', 'tanggal lahir', 'tgl lahir', 'tgl. lahir', 'tarikh lahir', 'lahir', 'doğum tarihi', 'dogum tarihi', 'doğum', 'd. tarihi', 'ngày sinh',
  // Spanish abbreviations; Eastern and South-Eastern Europe, the Baltics
  'fecha de nac.', 'fecha nac.', 'f. de nacimiento', 'fec. de nac.', 'nació', 'nacio', 'született', 'szül.', 'születési dátum', 'születési idő', 'születési hely, idő', 'születési hely és idő',
  'datum narození', 'narozen', 'narozena', 'nar.', 'dátum narodenia', 'narodený', 'narodená', 'datum rođenja', 'rođen', 'rođena',
  'datum rojstva', 'data nașterii', 'data nasterii', 'născut', 'născută', 'gimimo data', 'gimęs', 'gimusi', 'dzimšanas datums',
  'sünniaeg', 'sünnikuupäev',
  // Cyrillic and Greek
  'дата рождения', 'родился', 'родилась', 'дата народження', 'народився', 'народилася', 'дата на раждане', 'роден', 'родена',
  'датум рођења', 'ημερομηνία γέννησης', 'γέννησης', 'γεννήθηκε', 'γεν.',
  // Hebrew, Arabic, Persian; Korean, Chinese, Japanese
  'תאריך לידה', 'تاريخ الميلاد', 'تاريخ الولادة', 'تاریخ تولد', '생년월일', '출생일', '出生日期', '出生年月日', '生年月日'])
const CONTEXT = BIRTH_WORDS.regex
const CONTEXT_G = new RegExp(CONTEXT.source, 'gu')
/** A sentence end: full stop, ! or ? then white space and a capital letter. */
// A dot after a lone letter is an initial or abbreviation ("D.O.B.: …", "J. Smith"), not a sentence end.
const SENTENCE_END = /(?<!(?<![\p{L}])\p{L})[.!?][ \t]{0,8}(?:\r?\n[ \t]{0,8}){0,2}(?=\p{Lu})|\r?\n[ \t]{0,8}\r?\n/gu
const BEFORE = 40
const AFTER = 25

/**
 * Raw-text hints of the birth words: the longest piece of each word between spaces, `_` and `-`
 * (what contextText turns into spaces), so a birth word found in the normalised context always has
 * its hint in the raw text at the same place ("dateOfBirth" holds "birth"). A date with no hint
 * starting within BEFORE characters before it or BEFORE after it can never be reported: all the
 * context this detector reads lies there. Compared case-insensitively as a non-Unicode /i regex
 * does (upper case of one UTF-16 unit, non-ASCII never folded to ASCII).
 */
const HINTS = [...new Set(BIRTH_WORDS.words.map((word) => word.replace(/\*$/, '').toLowerCase().split(/[\s_-]+/)
  .reduce((a, b) => (b.length > a.length ? b : a))))]

/** Any hint anywhere (first hit ends the search): a text without one has no date of birth to report. */
const ANY_HINT = new RegExp(HINTS.map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i')

/** Case-folded non-ASCII UTF-16 units, filled on first sight (code + 1; 0: not yet). */
const FOLDED = new Int32Array(65536)

function fold (c: number): number {
  if (c < 128) return c >= 97 && c <= 122 ? c - 32 : c
  let known = FOLDED[c]
  if (known === 0) {
    const upper = String.fromCharCode(c).toUpperCase()
    const u = upper.length === 1 ? upper.charCodeAt(0) : c
    known = FOLDED[c] = (u < 128 ? c : u) + 1
  }
  return known - 1
}

/** The hints as folded codes, by their folded first character (ASCII: an array; others: a map). */
const HINTS_ASCII: Array<number[][] | undefined> = new Array(128).fill(undefined)
const HINTS_OTHER = new Map<number, number[][]>()
for (const hint of HINTS) {
  const codes = Array.from({ length: hint.length }, (_, i) => fold(hint.charCodeAt(i)))
  if (codes[0] < 128) (HINTS_ASCII[codes[0]] ??= []).push(codes)
  else HINTS_OTHER.set(codes[0], [...(HINTS_OTHER.get(codes[0]) ?? []), codes])
}

/** True when one of the hints starts at `i` (it may run on past the window). */
function hintAt (text: string, i: number): boolean {
  const raw = text.charCodeAt(i)
  const list = raw < 128 ? HINTS_ASCII[raw >= 97 && raw <= 122 ? raw - 32 : raw] : HINTS_OTHER.get(fold(raw))
  if (list === undefined) return false
  for (let h = 0; h < list.length; h++) {
    const codes = list[h]
    if (i + codes.length > text.length) continue
    let k = 1
    while (k < codes.length && fold(text.charCodeAt(i + k)) === codes[k]) k++
    if (k === codes.length) return true
  }
  return false
}

/** Where hintNear's last searches ended in the word list and in the non-ASCII word starts (any guess is exact). */
let wordCursor = 0
let otherCursor = 0

/**
 * Whether a birth word can stand in the context of the date [start, end): a hint starting in
 * [start - BEFORE, end + BEFORE) where a context word can start. Every context this detector reads
 * is a slice of that window, and a context word starts at a word start of its slice: the slice's
 * first character (the window start, the previous date's end `prevEnd`, this date's end, a sentence
 * start) or a character after one that is no letter or digit, or a camelCase hump. Those are the
 * anchor pass's word starts, `_` and camelCase positions inside its words, non-ASCII word starts and
 * the three slice starts.
 */
function hintNear (text: string, a: Anchors, start: number, end: number, prevEnd: number): boolean {
  const from = Math.max(0, start - BEFORE)
  const to = Math.min(text.length, end + BEFORE)
  if (hintAt(text, from) || (prevEnd > from && prevEnd < to && hintAt(text, prevEnd)) || (end < to && hintAt(text, end))) return true
  const { wordStart, wordEnd, wordFlags } = a
  const first = wordCursor = firstAboveNear(wordEnd, from, wordCursor)
  for (let w = first; w < wordStart.length && wordStart[w] < to; w++) {
    const ws = wordStart[w]
    if (ws >= from && hintAt(text, ws)) return true
    const flags = wordFlags[w]
    if ((flags & HAS_UNDERSCORE) === 0 && ((flags & HAS_UPPER) === 0 || (flags & HAS_LOWER) === 0)) continue
    const we = Math.min(wordEnd[w], to)
    for (let i = Math.max(ws + 1, from); i < we; i++) {
      const p = text.charCodeAt(i - 1)
      const c = text.charCodeAt(i)
      if ((p === 95 || (p >= 97 && p <= 122 && c >= 65 && c <= 90)) && hintAt(text, i)) return true
    }
  }
  if (HINTS_OTHER.size > 0 && a.nonAscii) {
    const others = a.otherStarts
    const l = otherCursor = firstAboveNear(others, from - 1, otherCursor)
    for (let k = l; k < others.length && others[k] < to; k++) if (hintAt(text, others[k])) return true
  }
  return false
}

/**
 * First letters of the month names (any case), by ASCII code: a date starts with a digit or one of these.
 * Cyrillic month names (genitive: "5 марта 1984") only follow a day, so they start no date.
 */
const MONTH_INITIAL = new Uint8Array(128)
for (const w of Object.keys(MONTHS)) {
  for (const c of [w.charCodeAt(0), w.toUpperCase().charCodeAt(0)]) {
    if (c >= 128) continue
    MONTH_INITIAL[c] = 1
  }
}

function lowerAscii (c: number): number {
  return c >= 65 && c <= 90 ? c | 32 : c
}

/** The first three letters of the month names, lower case, packed into one number (ASCII heads only). */
const MONTH_HEADS = new Set(Object.keys(MONTHS).filter((w) => /^[a-z]{3}/.test(w)).map((w) => (w.charCodeAt(0) << 16) | (w.charCodeAt(1) << 8) | w.charCodeAt(2)))

/** Whether a month name can start at `i`: its first three letters (a non-ASCII one may be any, by case folding). */
function monthHead (text: string, i: number): boolean {
  const a = text.charCodeAt(i)
  const b = text.charCodeAt(i + 1)
  const c = text.charCodeAt(i + 2)
  if (a >= 128 || b >= 128 || c >= 128) return true
  return MONTH_HEADS.has((lowerAscii(a) << 16) | (lowerAscii(b) << 8) | lowerAscii(c))
}

/** A month name at `i`, maybe after "of " or "de " (12th of March, 3 de mayo). */
function monthAhead (text: string, i: number): boolean {
  const a = lowerAscii(text.charCodeAt(i))
  const b = lowerAscii(text.charCodeAt(i + 1))
  if (((a === 111 && b === 102) || (a === 100 && b === 101)) && text.charCodeAt(i + 2) === 32 && monthHead(text, i + 3)) return true
  return monthHead(text, i)
}

/** After a day (and its suffix): one or two spaces or a dash, then a month name. */
function monthAfterGap (text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c === 45) return monthAhead(text, i + 1)
  if (c !== 32) return false
  return monthAhead(text, text.charCodeAt(i + 1) === 32 ? i + 2 : i + 1)
}

/** The number of ASCII digits from `i` on. */
function digitsAt (text: string, i: number): number {
  let j = i
  while (isDigitCode(text.charCodeAt(j))) j++
  return j - i
}

/**
 * Whether a date may end at `i` (DATE's E): no ASCII letter, digit or `_` next, nor `.`, `/` or `-` and a digit.
 * A non-ASCII character may be a letter or not: true, the regex decides.
 */
function mayEndAt (text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (isWordCode(c)) return false
  if (c === 45 || c === 46 || c === 47) return !isDigitCode(text.charCodeAt(i + 1))
  return true
}

/**
 * Whether a numeric date's last part can start at `i`: a digit run of one of the lengths allowed
 * (greedy digits make a longer run fail) and a date end after it.
 */
function lastPartAt (text: string, i: number, short: number, long: number): boolean {
  const length = digitsAt(text, i)
  return (length === short || length === long) && mayEndAt(text, i + length)
}

/**
 * Whether DATE can match at `s`, a word start with a digit run ending at `i` (a necessary condition, so the regex runs
 * only where it can succeed): day, separator, month, the same separator and a year of four or two digits
 * (12.03.1985, 3/12/85); year, separator, month, the same separator and a day of one or two digits
 * (1985-03-12), each followed by a date end (not 2024-05-27T12:00, 10.0.20735.110, 2.17.2); a day, maybe a
 * dot or an ordinal suffix, a space or dash and a month name (12. März 1985, 3rd of May, 03-May-1979).
 */
function mayStartWithDigits (text: string, s: number, i: number): boolean {
  const length = i - s
  const c = text.charCodeAt(i)
  if (length === 4) {
    if (!(c === 45 || c === 46 || c === 47)) return false
    // "1990. március 4.": a dot, a space and a month name.
    if (c === 46 && text.charCodeAt(i + 1) === 32) return monthHead(text, text.charCodeAt(i + 2) === 32 ? i + 3 : i + 2)
    let j = i + 1
    if (!isDigitCode(text.charCodeAt(j))) return false
    j++
    if (isDigitCode(text.charCodeAt(j))) j++
    return text.charCodeAt(j) === c && lastPartAt(text, j + 1, 1, 2)
  }
  if (length > 2) return false
  if (c >= 128) return true
  if (c === 45 || c === 46 || c === 47) {
    let j = i + 1
    if (text.charCodeAt(j) === 32) j++
    if (isDigitCode(text.charCodeAt(j))) {
      j++
      if (isDigitCode(text.charCodeAt(j))) j++
      if (text.charCodeAt(j) === c && lastPartAt(text, text.charCodeAt(j + 1) === 32 ? j + 2 : j + 1, 2, 4)) return true
    }
    if (c === 45) return monthAhead(text, i + 1)
    return c === 46 && monthAfterGap(text, i + 1)
  }
  // "3rd", "12th", "1st", "2nd": ordinal suffixes (any case).
  const l = lowerAscii(c)
  const m = lowerAscii(text.charCodeAt(i + 1))
  if ((l === 115 && m === 116) || (l === 110 && m === 100) || (l === 114 && m === 100) || (l === 116 && m === 104)) return monthAfterGap(text, i + 2)
  return monthAfterGap(text, i)
}

/**
 * Where a date can start, ascending: the word starts (anchors.ts words) that the checks above let
 * through. B (no letter, digit, `_` or `.` before) makes every date start a word start. Every date
 * holds a digit run: one that starts a word, or one right after a month name, its dot and one or
 * two spaces; so the digit runs are walked, not all words. A month name is an ASCII word of at most
 * 12 characters starting with a month initial, maybe continued by non-ASCII letters (März, août):
 * the word starts in the letters before the spaces are its candidates. `cjkStarts`, when given,
 * collects in the same walk where DATE_CJK can start: four-digit runs before 年 or 년.
 */
function dateStarts (text: string, a: Anchors, cjkStarts: number[] | null): number[] {
  const { runStart, runEnd } = a
  const starts: number[] = []
  for (let r = 0; r < runStart.length; r++) {
    const s = runStart[r]
    if (cjkStarts !== null && runEnd[r] - s === 4 && cjkYearAfter(text, runEnd[r])) cjkStarts.push(s)
    const before = text.charCodeAt(s - 1)
    if (before === 32) {
      let i = s - 1
      if (text.charCodeAt(i - 1) === 32) i--
      if (text.charCodeAt(i - 1) === 46) i--
      const end = i
      while (i > 0 && i > end - 24) {
        const c = text.charCodeAt(i - 1)
        if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128)) break
        i--
      }
      // [i, end): the letters before the spaces; word starts in it are ASCII letters after a non-word character.
      for (let p = i; p < end; p++) {
        const c = text.charCodeAt(p)
        if (c >= 128 || MONTH_INITIAL[c] !== 1 || (p > 0 && isWordCode(text.charCodeAt(p - 1))) || !monthHead(text, p)) continue
        let q = p + 1
        while (q < text.length && q - p <= 12 && isWordCode(text.charCodeAt(q))) q++
        if (q - p <= 12) starts.push(p)
      }
    }
    if (!isWordCode(before) && mayStartWithDigits(text, s, runEnd[r])) starts.push(s)
  }
  return starts
}

/** The current year, read once per scan (new Date() per date costs more than the date check). */
let thisYear = new Date().getFullYear()

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function realDate (y: number, m: number, d: number): boolean {
  if (!(y >= 1900 && y <= thisYear && m >= 1 && m <= 12 && d >= 1)) return false
  const leap = m === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
  return d <= DAYS_IN_MONTH[m - 1] + (leap ? 1 : 0)
}

function fullYear (yy: number): number {
  return 2000 + yy <= thisYear ? 2000 + yy : 1900 + yy
}

function validDate (g: Record<string, string | undefined>): boolean {
  if (g.y1 !== undefined) {
    const a = Number(g.d1)
    const b = Number(g.m1)
    // Two-digit years ("12.03.85"): the latest year that is not in the future.
    const y = g.y1.length === 2 ? fullYear(Number(g.y1)) : Number(g.y1)
    // Slashes are ambiguous (03/12/1985): day-month or month-day, either real date counts.
    return realDate(y, b, a) || (g.s1 === '/' && realDate(y, a, b))
  }
  if (g.y2 !== undefined) return realDate(Number(g.y2), Number(g.m2), Number(g.d2))
  if (g.y3 !== undefined) return realDate(Number(g.y3), MONTHS[(g.m3 ?? '').toLowerCase()], Number(g.d3))
  if (g.y5 !== undefined) return realDate(Number(g.y5), Number(g.m5), Number(g.d5))
  if (g.y6 !== undefined) return realDate(Number(g.y6), MONTHS[(g.m6 ?? '').toLowerCase()], Number(g.d6))
  return realDate(Number(g.y4), MONTHS[(g.m4 ?? '').toLowerCase()], Number(g.d4))
}

/** Index just after the last sentence end in text[from, to), or `from` when there is none. */
function afterLastSentenceEnd (text: string, from: number, to: number): number {
  const part = text.slice(from, to)
  SENTENCE_END.lastIndex = 0
  let cut = from
  let s: RegExpExecArray | null
  while ((s = SENTENCE_END.exec(part)) !== null) cut = from + s.index + s[0].length
  return cut
}

/** Index of the first sentence end in text[from, to), or `to` when there is none. */
function firstSentenceEnd (text: string, from: number, to: number): number {
  SENTENCE_END.lastIndex = 0
  const s = SENTENCE_END.exec(text.slice(from, to))
  return s === null ? to : from + s.index
}

const LETTER = /\p{L}/u

interface DateHit { start: number, end: number, valid: boolean }

/** Words that may stand between a birth word and its date ("geboren am", "born on the"). */
const FILLER = /(?<![\p{L}])(?:am|an|on|the|den|dem|der|is|ist|was|war|in|at|of|vom|le|il)(?![\p{L}])/gu

/**
 * Who owns the first birth word in the text between two dates of one sentence: the earlier date when
 * the word follows it directly and more words come before the later date ("12.03.1985 geboren,
 * Termin am 17.08.2021"), otherwise the later date ("Eintritt 01.04.2010, geb. 12.03.1985").
 * Returns null when the gap has no birth word; `second` tells whether another birth word follows.
 */
function gapOwner (gap: string): { owner: 'earlier' | 'later', second: boolean } | null {
  CONTEXT_G.lastIndex = 0
  const w = CONTEXT_G.exec(gap)
  if (w === null) return null
  const leading = gap.slice(0, w.index)
  const trailing = gap.slice(w.index + w[0].length)
  const second = CONTEXT.test(trailing)
  const direct = !/[\p{L}\p{N}]/u.test(leading)
  const wordsAfter = /\p{L}{2}/u.test(trailing.replace(FILLER, ''))
  return { owner: direct && wordsAfter ? 'earlier' : 'later', second }
}

/**
 * What may stand before an answer on its line: a time stamp and a speaker ("[14:03] Customer: ",
 * "Agent (Sam): "), and the other value the question asked for, before a comma ("Customer: QX7731, ").
 */
const SPEAKER = /^[ \t]{0,4}(?:\[[^\]\n]{1,25}\][ \t]{0,2})?(?:[\p{L}][\p{L}\p{N} .'_()-]{0,30}:[ \t]{1,4})?(?:[\p{L}\p{N}][^\n,:;]{0,40},[ \t]{1,2})?$/u
/** A birth word closing a question or request at a line's end ("… with your date of birth.", "DOB?"). */
const QUESTION_END = /[?.:][ \t]{0,4}\r?$/
const QUESTION_TAIL = 50

/**
 * True when the date at `start` opens its line's answer (after a time stamp and speaker) and the line
 * above ends with a birth word and `?`, `.` or `:` ("Agent: … your date of birth.\nUser: 14/09/1988").
 */
function answersQuestion (text: string, start: number): boolean {
  // The cheap test first: a speaker's colon, a time stamp's bracket or the line start right before the date.
  let p = start - 1
  while (p >= 0 && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) p--
  const before = text.charCodeAt(p)
  if (!(before === 58 || before === 10 || before === 93 || before === 44)) return false
  let ls = start
  while (ls > 0 && start - ls <= 90 && text.charCodeAt(ls - 1) !== 10) ls--
  if (ls === 0 || text.charCodeAt(ls - 1) !== 10 || !SPEAKER.test(text.slice(ls, start))) return false
  const prevEnd = ls - 1
  const tail = text.slice(Math.max(0, prevEnd - QUESTION_TAIL), prevEnd)
  const nl = tail.lastIndexOf('\n')
  const line = nl === -1 ? tail : tail.slice(nl + 1)
  if (!QUESTION_END.test(line)) return false
  return CONTEXT.test(contextText(line, 0, line.length))
}

type GapOwner = ReturnType<typeof gapOwner>

/**
 * One scan's dates and what is known about the stretches between them. The rules below are module
 * functions over this state, not closures made per scan: V8 optimises a closure made anew on every
 * call again on every call (seen on long texts, where judgeDate runs thousands of times per scan).
 */
interface DateScan {
  text: string
  anchors: Anchors
  /** Every date, valid or not: a neighbouring date ends the context of this one. */
  dates: DateHit[]
  /** gapAt(i), computed once. */
  gaps: Map<number, GapOwner>
}

/** The owner of a birth word between dates i and i+1 when both are in one sentence and close. */
function gapAt (scan: DateScan, i: number): GapOwner {
  const { text, dates } = scan
  if (i < 0 || i + 1 >= dates.length) return null
  let owner = scan.gaps.get(i)
  if (owner === undefined) {
    const from = dates[i].end
    const to = dates[i + 1].start
    const close = to - from <= BEFORE && LETTER.test(text.slice(from, to)) && firstSentenceEnd(text, from, to) === to
    owner = close ? gapOwner(contextText(text, from, to)) : null
    scan.gaps.set(i, owner)
  }
  return owner
}

/** The confidence of date i as a date of birth, or 0. */
function judgeDate (scan: DateScan, i: number): number {
  const { text, dates } = scan
  const { start, end } = dates[i]
  // A date in a table column headed by a birth word ("Geburtsdatum", "date_of_birth", "DOB").
  if (columnHasContext(text, start, end, BIRTH_WORDS)) {
    return 0.9
  }
  if (headerlessRowBirthDate(scan, i)) return ROW_CONFIDENCE
  // No birth-word hint within BEFORE characters on either side: nothing below can report it.
  const prevEnd = i > 0 ? dates[i - 1].end : 0
  if (!hintNear(text, scan.anchors, start, end, prevEnd)) return answered(text, start)
  const nextStart = i + 1 < dates.length ? dates[i + 1].start : text.length
  // No letter near the date, so no birth word (the cheap test for long lists of dates).
  if (!LETTER.test(text.slice(Math.max(0, start - BEFORE, prevEnd), start)) && !LETTER.test(text.slice(end, Math.min(text.length, end + AFTER, nextStart)))) return answered(text, start)
  // Before: back to the previous date or the last sentence end, at most BEFORE characters.
  const prevGap = gapAt(scan, i - 1)
  if (prevGap !== null) {
    if (prevGap.owner === 'later' || prevGap.second) {
      return 0.9
    }
  } else {
    const beforeFrom = afterLastSentenceEnd(text, Math.max(0, start - BEFORE, prevEnd), start)
    if (CONTEXT.test(contextText(text, beforeFrom, start))) {
      return 0.9
    }
  }
  // After ("… 12.03.1985 geboren"): up to the next date or sentence end, at most AFTER characters.
  const nextGap = gapAt(scan, i)
  if (nextGap !== null) {
    return nextGap.owner === 'earlier' ? 0.9 : answered(text, start)
  }
  const afterTo = firstSentenceEnd(text, end, Math.min(text.length, end + AFTER, nextStart))
  return CONTEXT.test(contextText(text, end, afterTo)) ? 0.9 : answered(text, start)
}

/** headerlessRowBirthDate's confidence: a row's other dates (joined, created) are no birth dates after it. */
const ROW_CONFIDENCE = 0.8

/** A person is at least this old in a record that holds their birth date (school pupils have records too). */
const MIN_AGE_IN_RECORD = 3

/**
 * A date of birth in a row of a table without a header line (\copy and pg_dump data, exports pasted
 * without their header): the row's first date, a cell of its own (not the first) of a tab or ';' row
 * of four cells or more, with a four-digit year at least MIN_AGE_IN_RECORD years back, in a row that
 * also holds a person's record (an e-mail address or a number of eight digits or more) and a cell of
 * name words.
 */
function headerlessRowBirthDate (scan: DateScan, i: number): boolean {
  const { text, dates } = scan
  const { start, end } = dates[i]
  const year = /\d{4}/.exec(text.slice(start, end))
  if (year === null || Number(year[0]) > thisYear - MIN_AGE_IN_RECORD) return false
  const row = headerlessPersonRow(text, start, end)
  return row !== null && !(i > 0 && dates[i - 1].end > row.start)
}

/** After a chat export's date: a clock time, then the dash or bracket that ends the stamp ("12.11.25, 18:47 - Lukas:"). */
const STAMP_TIME = /^,? \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?(?: [-–]|\])/

/** The date opens its line (maybe after "[") and a clock time follows: a message's stamp, whatever birth word the message before it holds. */
function chatStampAt (text: string, start: number, end: number): boolean {
  const k = text.charCodeAt(start - 1) === 91 ? start - 1 : start
  if (k > 0 && text.charCodeAt(k - 1) !== 10) return false
  return STAMP_TIME.test(text.slice(end, end + 16))
}

/** The answer to a question about the birth date on the line above (chat and interview transcripts). */
function answered (text: string, start: number): number {
  return answersQuestion(text, start) ? 0.85 : 0
}

function findDatesOfBirth (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  // Without a birth word only the rows of a table without a header can hold a birth date.
  const hinted = ANY_HINT.test(text)
  if (!hinted && text.indexOf('\t') === -1 && text.indexOf(';') === -1) return found
  // Only texts with a hint or a row read the year: most chat messages have neither, and new
  // Date().getFullYear() was a third of this detector's time on them.
  thisYear = new Date().getFullYear()
  const dates: DateHit[] = []
  const a = anchorsOf(text, anchors)
  // 年 is not ASCII: only texts with non-ASCII characters can hold a CJK date.
  const cjkStarts: number[] | null = a.nonAscii ? [] : null
  for (const m of execAt(text, DATE, dateStarts(text, a, cjkStarts))) {
    dates.push({ start: m.index, end: m.index + m[0].length, valid: validDate(m.groups ?? {}) })
  }
  if (cjkStarts !== null && cjkStarts.length > 0) {
    const before = dates.length
    for (const m of execAt(text, DATE_CJK, cjkStarts)) {
      dates.push({ start: m.index, end: m.index + m[0].length, valid: validDate(m.groups ?? {}) })
    }
    if (dates.length > before) dates.sort((x, y) => x.start - y.start)
  }
  const scan: DateScan = { text, anchors: a, dates, gaps: new Map() }
  // End of the last date reported, for the next column of a form row ("geb. am   02.06.1993   29.12.1994").
  let reportedEnd = -1
  for (let i = 0; i < dates.length; i++) {
    const { start, end, valid } = dates[i]
    if (!valid || chatStampAt(text, start, end)) continue
    if (reportedEnd !== -1 && start - reportedEnd >= 2 && /^[ \t]+$/.test(text.slice(reportedEnd, start))) {
      found.push({ start, end, confidence: 0.85 })
      reportedEnd = end
      continue
    }
    const confidence = judgeDate(scan, i)
    if (confidence > 0) {
      found.push({ start, end, confidence })
      reportedEnd = confidence === ROW_CONFIDENCE ? -1 : end
    }
  }
  return found
}

const dateOfBirth: Detector = {
  name: 'DATE_OF_BIRTH',
  priority: 3,
  anchors: ['digit'],
  maxSpan: 30,
  contextRadius: 40,
  description: 'Dates of birth (12.03.1985, 12.03.85, 1985-03-12, 1985/3/12, 03/12/1985, 12. März 1985, March 12, 1985, 12 March 1985, 03-May-1985, 3 de mayo de 1979, 3 maggio 1979, 5 марта 1984, 1990. március 4., 1989年7月15日, 1992년 3월 8일; month names of DE, EN, FR, ES, IT, PT, NL, the Nordic countries, PL, CZ, HU, RU, ID and MY) next to a birth word (geboren, geb., Geburtsdatum, born, date of birth, DOB, birthday, née, fecha de nacimiento, data di nascita, geboortedatum, født, födelsedatum, syntymäaika, data urodzenia, datum narození, szül., дата рождения, ημερομηνία γέννησης, 생년월일, 出生日期 …), under such a table column header, as the answer to a question about the birth date on the line above, or as the first date of a person\'s row in a table without a header line.',
  validation: 'Real calendar date with a year from 1900 to the current year, and a birth word (or key name such as date_of_birth, dateOfBirth) within 40 characters before or 25 after, not separated from the date by another date or a sentence end. Without such a word only the first date of a tab- or semicolon-separated row of four cells or more is reported, when the row holds an e-mail address or a number of eight digits or more and a cell of name words, its table has no header line, and the year is at least three years back.',
  example: 'geboren am 12.03.1985',
  find: findDatesOfBirth
}

export default dateOfBirth
