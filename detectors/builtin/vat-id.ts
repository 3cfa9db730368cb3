import type { Detector, Match } from '../types.ts'
import { contextWords, hasContext } from '../context.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, firstAtLeast, isAsciiAlnumCode, type Anchors } from '../anchors.ts'
import { iso7064Mod1110CheckDigit as iso7064CheckDigit, luhnValid, mod97, weightedSum } from '../checksums.ts'

/**
 * VAT identification numbers of the 27 EU member states, Switzerland (UID with MWST/TVA/IVA) and the
 * United Kingdom (GB, XI). A candidate is a country prefix followed by up to 16 letters/digits with
 * single spaces, dots or dashes between them (a digit within its first three characters); the body is
 * then fitted against the country's formats. Lower-case forms ("de136695976") need a valid check digit.
 */
const CANDIDATE = /(?<![\p{L}\p{N}_])(AT|BE|BG|CY|CZ|DE|DK|EE|EL|GR|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|GB|XI|CHE)[ .-]?(?=[A-Za-z]{0,2}\d)([A-Z0-9+*](?:[ .-]?[A-Z0-9+*]){1,15})/iuy

const CONTEXT = contextWords(['ust*', 'vat*', 'uid', 'mwst*', 'umsatzsteuer*', 'tva', 'iva', 'btw*', 'moms*', 'alv', 'nip', 'dic', 'dič', 'pvm*', 'pvn', 'afm', 'cif', 'nif', 'tax*'])

/** true/false: the country's check digit; null: the format has no check digit we know. */
type Check = (body: string) => boolean | null

interface Format { re: RegExp, check: Check }

const digit = (s: string, i: number): number => s.charCodeAt(i) - 48
const digitSum = (n: number): number => Math.floor(n / 10) + (n % 10)

function checkAT (b: string): boolean {
  const d = b.slice(1)
  let s = 0
  for (let i = 0; i < 7; i++) s += i % 2 === 0 ? digit(d, i) : digitSum(digit(d, i) * 2)
  return (10 - ((s + 4) % 10)) % 10 === digit(d, 7)
}

function checkBE (b: string): boolean {
  const n = b.length === 9 ? '0' + b : b
  return 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8))
}

function checkBG (b: string): boolean | null {
  if (b.length === 9) {
    let r = weightedSum(b, [1, 2, 3, 4, 5, 6, 7, 8]) % 11
    if (r === 10) r = weightedSum(b, [3, 4, 5, 6, 7, 8, 9, 10]) % 11 % 10
    return r === digit(b, 8)
  }
  // Ten digits: a personal number (EGN) or a foreigner's number; accept the EGN check, else unknown.
  const egn = weightedSum(b, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11 % 10
  return egn === digit(b, 9) ? true : null
}

function checkCY (b: string): boolean {
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21]
  let s = 0
  for (let i = 0; i < 8; i++) s += i % 2 === 0 ? odd[digit(b, i)] : digit(b, i)
  return String.fromCharCode(65 + (s % 26)) === b[8]
}

function checkCZ (b: string): boolean | null {
  if (b.length === 8) {
    const r = weightedSum(b, [8, 7, 6, 5, 4, 3, 2]) % 11
    return (11 - r) % 10 === digit(b, 7)
  }
  if (b.length === 10) return Number(b) % 11 === 0
  return null
}

function checkDK (b: string): boolean { return weightedSum(b, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0 }
function checkEE (b: string): boolean { return (10 - (weightedSum(b, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10 === digit(b, 8) }
function checkEL (b: string): boolean { return weightedSum(b, [256, 128, 64, 32, 16, 8, 4, 2]) % 11 % 10 === digit(b, 8) }

function checkES (b: string): boolean | null {
  const letters = 'TRWAGMYFPDXBNJZSQVHLCKE'
  if (/^\d{8}[A-Z]$/.test(b)) return letters[Number(b.slice(0, 8)) % 23] === b[8]
  if (/^[XYZ]\d{7}[A-Z]$/.test(b)) return letters[Number('XYZ'.indexOf(b[0]) + b.slice(1, 8)) % 23] === b[8]
  if (/^[KLM]\d{7}[A-Z]$/.test(b)) return letters[Number(b.slice(1, 8)) % 23] === b[8]
  if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(b)) {
    let s = 0
    for (let i = 1; i <= 7; i++) s += i % 2 === 0 ? digit(b, i) : digitSum(digit(b, i) * 2)
    const c = (10 - (s % 10)) % 10
    return b[8] === String(c) || b[8] === 'JABCDEFGHI'[c]
  }
  return false
}

function checkFI (b: string): boolean {
  const r = weightedSum(b, [7, 9, 10, 5, 8, 4, 2]) % 11
  if (r === 1) return false
  return (r === 0 ? 0 : 11 - r) === digit(b, 7)
}

function checkFR (b: string): boolean | null {
  const siren = b.slice(2)
  if (!/^\d{2}$/.test(b.slice(0, 2))) return null // new-style alphanumeric key: no public algorithm
  return (12 + 3 * (Number(siren) % 97)) % 97 === Number(b.slice(0, 2))
}

function checkHR (b: string): boolean { return iso7064CheckDigit(b.slice(0, 10)) === digit(b, 10) }
function checkHU (b: string): boolean { return (10 - (weightedSum(b, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === digit(b, 7) }

function checkIE (b: string): boolean | null {
  if (!/^\d{7}[A-W][A-IW]?$/.test(b)) return null // old format 1X23456A: no check
  let s = weightedSum(b, [8, 7, 6, 5, 4, 3, 2])
  if (b.length === 9 && b[8] !== 'W') s += (b.charCodeAt(8) - 64) * 9
  return 'WABCDEFGHIJKLMNOPQRSTUV'[s % 23] === b[7]
}

function checkLT (b: string): boolean {
  const n = b.length - 1
  const w1: number[] = []
  const w2: number[] = []
  for (let i = 0; i < n; i++) { w1.push((i % 9) + 1); w2.push(((i + 2) % 9) + 1) }
  let r = weightedSum(b, w1) % 11
  if (r === 10) r = weightedSum(b, w2) % 11 % 10
  return r === digit(b, n)
}

function checkLU (b: string): boolean { return Number(b.slice(0, 6)) % 89 === Number(b.slice(6)) }

function checkLV (b: string): boolean | null {
  if (digit(b, 0) > 3) return weightedSum(b, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3
  // Personal code: DDMMYY… — the date must be real.
  const dd = Number(b.slice(0, 2))
  const mm = Number(b.slice(2, 4))
  if (dd < 1 || dd > 31 || mm < 1 || mm > 12) return false
  return null
}

function checkMT (b: string): boolean { return weightedSum(b, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0 }

function checkNL (b: string): boolean {
  const r = weightedSum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
  if (r !== 10 && r === digit(b, 8)) return true
  return mod97('NL' + b) === 1
}

function checkPL (b: string): boolean {
  const r = weightedSum(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
  return r !== 10 && r === digit(b, 9)
}

function checkPT (b: string): boolean {
  const c = 11 - (weightedSum(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)
  return (c >= 10 ? 0 : c) === digit(b, 8)
}

function checkRO (b: string): boolean {
  const padded = b.padStart(10, '0')
  return (weightedSum(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11 % 10 === digit(padded, 9)
}

function checkSE (b: string): boolean { return luhnValid(b.slice(0, 10)) }

function checkSI (b: string): boolean {
  const c = 11 - (weightedSum(b, [8, 7, 6, 5, 4, 3, 2]) % 11)
  if (c === 11) return false
  return (c === 10 ? 0 : c) === digit(b, 7)
}

function checkSK (b: string): boolean { return Number(b) % 11 === 0 }

function checkCH (b: string): boolean {
  const c = 11 - (weightedSum(b, [5, 4, 3, 2, 7, 6, 5, 4]) % 11)
  if (c === 10) return false
  return (c === 11 ? 0 : c) === digit(b, 8)
}

function checkGB (b: string): boolean | null {
  if (!/^\d/.test(b)) return null // GD/HA government and health authority numbers
  const s = weightedSum(b, [8, 7, 6, 5, 4, 3, 2]) + Number(b.slice(7, 9))
  return s % 97 === 0 || (s + 55) % 97 === 0
}

const FORMATS: Record<string, Format[]> = {
  AT: [{ re: /^U\d{8}$/, check: checkAT }],
  BE: [{ re: /^[01]\d{9}$/, check: checkBE }, { re: /^\d{9}$/, check: checkBE }],
  BG: [{ re: /^\d{9,10}$/, check: checkBG }],
  CY: [{ re: /^[013459]\d{7}[A-Z]$/, check: checkCY }],
  CZ: [{ re: /^\d{8,10}$/, check: checkCZ }],
  DE: [{ re: /^[1-9]\d{8}$/, check: (b) => iso7064CheckDigit(b.slice(0, 8)) === digit(b, 8) }],
  DK: [{ re: /^[1-9]\d{7}$/, check: checkDK }],
  EE: [{ re: /^10\d{7}$/, check: checkEE }],
  EL: [{ re: /^\d{9}$/, check: checkEL }],
  ES: [{ re: /^[A-Z0-9]\d{7}[A-Z0-9]$/, check: checkES }],
  FI: [{ re: /^\d{8}$/, check: checkFI }],
  FR: [{ re: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, check: checkFR }],
  HR: [{ re: /^\d{11}$/, check: checkHR }],
  HU: [{ re: /^\d{8}$/, check: checkHU }],
  IE: [{ re: /^\d{7}[A-W][A-IW]?$/, check: checkIE }, { re: /^\d[A-Z+*]\d{5}[A-W]$/, check: checkIE }],
  IT: [{ re: /^\d{11}$/, check: (b) => luhnValid(b) }],
  LT: [{ re: /^\d{9}$|^\d{12}$/, check: checkLT }],
  LU: [{ re: /^\d{8}$/, check: checkLU }],
  LV: [{ re: /^\d{11}$/, check: checkLV }],
  MT: [{ re: /^[1-9]\d{7}$/, check: checkMT }],
  NL: [{ re: /^\d{9}B\d{2}$/, check: checkNL }],
  PL: [{ re: /^\d{10}$/, check: checkPL }],
  PT: [{ re: /^\d{9}$/, check: checkPT }],
  RO: [{ re: /^[1-9]\d{3,9}$/, check: checkRO }],
  SE: [{ re: /^\d{10}01$/, check: checkSE }],
  SI: [{ re: /^[1-9]\d{7}$/, check: checkSI }],
  SK: [{ re: /^[1-9]\d[2-47-9]\d{7}$/, check: checkSK }],
  CHE: [{ re: /^\d{9}$/, check: checkCH }],
  GB: [{ re: /^\d{9}$|^\d{12}$|^(?:GD[0-4]|HA[5-9])\d{2}$/, check: checkGB }]
}
FORMATS.GR = FORMATS.EL
FORMATS.XI = FORMATS.GB

/** Swiss UIDs are usually written with their register suffix: "CHE-123.456.789 MWST". */
const CH_SUFFIX = /^ ?(?:MWST|TVA|IVA)(?![\p{L}\p{N}])/u

function isAlnum (ch: string | undefined): boolean {
  if (ch === undefined) return false
  const code = ch.charCodeAt(0)
  if (code < 128) return isAsciiAlnumCode(code)
  return /[\p{L}\p{N}]/u.test(ch)
}

/** Shortest and longest compact body of any format: cuts outside this range are not tried. */
const MIN_BODY = 4
const MAX_BODY = 12

/** The first two letters of every country prefix of CANDIDATE, lower case: flags at c1 * 128 + c2. */
const PREFIXES = new Uint8Array(128 * 128)
for (const p of ['at', 'be', 'bg', 'cy', 'cz', 'de', 'dk', 'ee', 'el', 'gr', 'es', 'fi', 'fr', 'hr', 'hu', 'ie', 'it', 'lt', 'lu', 'lv', 'mt', 'nl', 'pl', 'pt', 'ro', 'se', 'si', 'sk', 'gb', 'xi', 'ch']) {
  PREFIXES[p.charCodeAt(0) * 128 + p.charCodeAt(1)] = 1
}

/** ASCII lower case of a letter's code, with the two non-ASCII letters that /iu folds onto ASCII ones (ſ, K); 0 for anything else. */
function folded (code: number): number {
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return code | 32
  if (code === 0x17F) return 115
  if (code === 0x212A) return 107
  return 0
}

function fitsPrefix (text: string, p: number): boolean {
  const first = folded(text.charCodeAt(p))
  return first !== 0 && PREFIXES[first * 128 + folded(text.charCodeAt(p + 1))] === 1
}

/**
 * The index of the first run from `r` on that starts at or after `end`: a few steps forward (a word
 * of a token has few runs left), then a binary search (a word of a million characters).
 */
function firstRunFrom (runStart: ArrayLike<number>, r: number, end: number): number {
  for (const last = Math.min(r + 4, runStart.length); r < last; r++) if (runStart[r] >= end) return r
  return r === runStart.length ? r : firstAtLeast(runStart, end)
}

/** A separator CANDIDATE allows between the prefix and the body. */
function isSeparator (code: number): boolean {
  return code === 32 || code === 46 || code === 45
}

/**
 * Where CANDIDATE (sticky, case-insensitive) can start: its body's first digit comes 2 to 6
 * characters after the start (a prefix of two or three letters, maybe a separator, up to two letters)
 * and begins a digit run. So only the places 2 to 6 characters before a digit run whose first two
 * letters begin a country prefix are tried, not every word of the text. Its look-behind allows no
 * letter, digit or `_` before the start, so an ASCII prefix starts a word of the anchor pass: the
 * run's own word ("DE123…", "ATU123…") or the word before it, joined by a separator ("DE 123…",
 * "AT U123…"); only those are tried. 'ſ' and the Kelvin sign fold onto ASCII letters under /iu but
 * are no word characters of the pass: in a text with them every place 2 to 6 characters before a run is tried.
 */
function vatStarts (text: string, a: Anchors): number[] {
  const { runStart, wordStart, wordEnd } = a
  const wordStartsOnly = text.indexOf('\u017F') === -1 && text.indexOf('\u212A') === -1
  const starts: number[] = []
  let next = 0
  let w = 0
  for (let r = 0; r < runStart.length; r++) {
    const run = runStart[r]
    // Right before the body's first digit: a letter of the body or the prefix, or the separator.
    const before = text.charCodeAt(run - 1)
    if (folded(before) === 0) {
      // A separator: the prefix's last letter stands before it ("DE 123…").
      if (!isSeparator(before) || folded(text.charCodeAt(run - 2)) === 0) continue
    }
    // CANDIDATE's look-behind rules out a start inside a word: a run more than 6 characters into its
    // word has no start before it, nor has any later run of that word, so the walk goes on after the
    // word (hostile "A1A1A1 …" is one word of a million characters). The word pointer only moves
    // forward, so it may skip the runs rejected above.
    while (wordEnd[w] <= run) w++
    const own = wordStart[w]
    if (own < run - 6) {
      r = firstRunFrom(runStart, r + 1, wordEnd[w]) - 1
      continue
    }
    if (wordStartsOnly) {
      // Each word start is tried once: later runs of the word, and the next word's runs, find it again.
      // Not where the word before only repeats the prefix as a country label ("FR FR38818613499"):
      // CANDIDATE would match across it and the number's own start would never be tried.
      const joined = w > 0 && wordEnd[w - 1] === own - 1 && isSeparator(text.charCodeAt(own - 1)) &&
        !(own - wordStart[w - 1] === 3 && folded(text.charCodeAt(own - 3)) === folded(text.charCodeAt(own)) && folded(text.charCodeAt(own - 2)) === folded(text.charCodeAt(own + 1)))
      const previous = joined ? wordStart[w - 1] : -1
      if (previous >= next && previous >= run - 6 && fitsPrefix(text, previous)) starts.push(previous)
      if (previous >= next) next = previous + 1
      if (own >= next && own <= run - 2) {
        if (fitsPrefix(text, own)) starts.push(own)
        next = own + 1
      }
      // Once the word's start is tried, its later runs would find the same two word starts ('K3BX72QP9'
      // has three runs): the walk goes on after the word.
      if (own < next) r = firstRunFrom(runStart, r + 1, wordEnd[w]) - 1
      continue
    }
    let s = Math.max(next, run - 6)
    for (; s <= run - 2; s++) if (fitsPrefix(text, s)) starts.push(s)
    if (s > next) next = s
  }
  return starts
}

/** A letter or digit at text[i] (false past the end), as isAlnum reads it. */
function isAlnumAt (text: string, i: number): boolean {
  const code = text.charCodeAt(i)
  if (code < 128) return isAsciiAlnumCode(code)
  return i < text.length && isAlnum(text[i])
}

/**
 * The ways to cut a candidate's body at a token end (at most MAX_BODY characters, so at most that
 * many cuts): the compact body's length and the end in the text, shared by the calls (find is synchronous).
 */
const cutLength = new Int32Array(MAX_BODY)
const cutEnd = new Int32Array(MAX_BODY)

/**
 * Italy writes its partita IVA without the IT prefix at home ("P.IVA 01114601006", "Partita IVA:",
 * `<partitaIva>`): the label right before the eleven digits names them. Labels end with the text
 * before the digits (look-behind), read backwards from each eleven-digit run.
 */
const IT_LABEL_BEFORE = /(?:(?<![A-Za-z])p\.? ?iva|partita[ _]?iva|(?<![A-Za-z])piva|part\. ?iva)(?:[ \t]?(?:n\.|nr\.?|no\.?|n°))?(?:[ \t]?(?:e|\/)[ \t]?c\.? ?f\.?)?["'>]?[ \t]{0,2}[:=]?[ \t"'>]{0,3}$/i
const ELEVEN = [11]

function findItalianDomesticVatIds (text: string, anchors: Anchors, found: Match[]): void {
  for (const start of digitRunStartsOfLength(anchors, 11, ELEVEN)) {
    const end = start + 11
    if (isAlnumAt(text, end) || text.charCodeAt(start - 1) === 45 || !luhnValid(text.slice(start, end))) continue
    if (IT_LABEL_BEFORE.test(text.slice(Math.max(0, start - 32), start))) found.push({ start, end, confidence: 1, ruleId: 'vat-it' })
  }
}

function findVatIds (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  const a = anchorsOf(text, anchors)
  findItalianDomesticVatIds(text, a, found)
  for (const m of execAt(text, CANDIDATE, vatStarts(text, a))) {
    // Written in lower case ("de136695976") only a valid check digit makes it a VAT ID.
    const country = m[1].toUpperCase()
    const lower = m[1] !== country
    const formats = FORMATS[country]
    const body = m[2]
    const bodyStart = m.index + m[0].length - body.length
    // Every way to cut the body at a token end, longest first: "DE 123 456 789 B" must still fit.
    // The compact body (separators left out) is joined from the groups between separators, in capitals.
    let cuts = 0
    let length = 0
    let compact = ''
    let group = 0
    let i = 0
    for (; i < body.length; i++) {
      const c = body.charCodeAt(i)
      if (c === 32 || c === 46 || c === 45) {
        compact += body.slice(group, i)
        group = i + 1
        continue
      }
      length++
      if (length >= MIN_BODY && !isAlnumAt(text, bodyStart + i + 1)) {
        cutLength[cuts] = length
        cutEnd[cuts++] = bodyStart + i + 1
      }
      if (length >= MAX_BODY) {
        i++
        break
      }
    }
    compact = (compact + body.slice(group, i)).toUpperCase()
    let bestEnd = -1
    let bestConfidence = 0
    for (let c = cuts - 1; c >= 0 && bestEnd === -1; c--) {
      const cut = compact.slice(0, cutLength[c])
      const end = cutEnd[c]
      for (const format of formats) {
        if (!format.re.test(cut)) continue
        const verdict = format.check(cut)
        let confidence: number
        if (lower && verdict !== true) continue
        if (verdict === true) confidence = 1
        else if (verdict === null) confidence = 0.85
        else if (country === 'DE' || hasContext(text, m.index, end, CONTEXT, 40)) confidence = 0.7
        else continue
        let stop = end
        if (country === 'CHE') {
          const suffix = CH_SUFFIX.exec(text.slice(end, end + 6))
          if (suffix) stop = end + suffix[0].length
        }
        bestEnd = stop
        bestConfidence = confidence
        break
      }
    }
    if (bestEnd === -1) {
      CANDIDATE.lastIndex = m.index + m[1].length
      continue
    }
    found.push({ start: m.index, end: bestEnd, confidence: bestConfidence, ruleId: 'vat-' + country.slice(0, 2).toLowerCase() })
    CANDIDATE.lastIndex = bestEnd
  }
  return found
}

const vatId: Detector = {
  name: 'VAT_ID',
  // The country prefix is letters: a text without any (hostile digit groups) holds no VAT ID.
  anchors: ['digit', 'letter'],
  maxSpan: 40,
  contextRadius: 60,
  priority: 4,
  description: 'VAT identification numbers of all 27 EU member states, Switzerland (CHE-… MWST/TVA/IVA) and the UK (GB, XI), compact or with spaces, dots or dashes; Italy\'s partita IVA also without its IT prefix after its label (P.IVA, Partita IVA).',
  validation: 'Per-country format and check digit (DE ISO 7064 MOD 11,10, AT, BE mod 97, FR key, IT Luhn, NL mod 11 or mod 97, ES, PL, …) → 1.0; formats without a known check → 0.85; a failing check digit is reported at 0.7 only for DE (the shape privacy-guard-proxy reports) or next to a VAT word.',
  example: 'DE 123 456 789, ATU13585627, CHE-116.281.710 MWST',
  find: findVatIds
}

export default vatId
