/**
 * Identity and tax numbers of countries without a detector of their own (Brazilian CPF, Mexican CURP
 * and RFC, Nigerian NIN and BVN, Pakistani CNIC, Emirates ID, Turkish T.C. Kimlik No, Irish PPSN,
 * Argentine CUIT, Portuguese NIF, Kenyan KRA PIN, US EIN …), found by the label right in front of
 * them or by their table column's header. Without a label such numbers are indistinguishable from
 * order or account numbers, so the label is required, and it must be the last words before the value
 * (`CPF: 590.830.166-33`, `"curp": "GOVA…"`, `Emirates ID: 784-…`, `RFC beneficiario: RUCM…`).
 *
 * Cheap by construction: candidates are digit chains of five digits or more (the anchor pass's list);
 * for each, the words before it are read backwards on char codes and looked up in sets.
 */
import { anchorsOf, digitRunStarts, isAsciiAlnumCode, type Anchors, type IntList } from '../anchors.ts'
import { columnHasContext, contextWords } from '../context.ts'
import type { Match } from '../types.ts'
import { isDigitCode } from './shared.ts'

export type LabelledKind = 'personal' | 'tax'

/**
 * Labels that name an identity number on their own, as the word next to the value or one word
 * before it (`RFC beneficiario:`). Lower case; key spellings (`idNumber`, `mynumber`) as one word.
 */
const PERSONAL_STRONG = [
  'cpf', 'rg', 'nin', 'bvn', 'curp', 'rut', 'cnic', 'pps', 'ppsn', 'amka', 'uci', 'cin', 'nik', 'ktp', 'tckn',
  'kimlik', 'zehut', 'mynumber', 'idnumber', 'nationalid', 'medicare', 'dui', 'egn', 'oib', 'cnp', 'jmbg',
  'emšo', 'emso', 'cédula', 'cedula', 'dni', 'identità', 'identité', 'identidad', 'identidade', 'osobistego',
  'rodné', 'rodne', '身份证', '身份证号', '身份证号码', '证件号码', '公民身份号码', 'マイナンバー', '주민등록번호',
  // Chile's RUN, Colombia's NUIP, Vietnam's CCCD/CMND, Portugal's Cartão de Cidadão, Russia's SNILS, Japan's 個人番号
  'run', 'nuip', 'cccd', 'cmnd', 'cidadão', 'cidadao', 'снилс', '個人番号',
  // Serbian and Bulgarian numbers in Cyrillic, Hungary's TAJ (social security), the Arabic identity and residence (iqama) numbers
  'јмбг', 'егн', 'taj', 'الهوية', 'الإقامة', 'الاقامة',
  // Greece's social security number in Greek letters
  'αμκα',
  // Estonia's isikukood, Hong Kong's HKID, Malaysia's MyKad and MyKid, Tanzania's NIDA, Israel's
  // teudat zehut (תעודת זהות, ת.ז.), the cédula de identidad of Uruguay and its neighbours (C.I.)
  'isikukood', 'hkid', 'mykad', 'mykid', 'nida', 'זהות', 'ת.ז', 'c.i'
]
/** Words that name an identity number only right next to the value (`National number: …`). */
const PERSONAL_NEXT = ['identity', 'national', 'citizen', 'citizenship', 'القومي', 'الوطني', 'الوطنية',
  // Mexico's voter key (clave de elector); "personal" code of Latvia, Lithuania and Georgia (personas
  // kods, asmens kodas, პირადი ნომერი: the word for code or number is a filler)
  'elector', 'personas', 'asmens', 'პირადი']
/** `… ID` names an identity number after these words (`Parent ID number`, `Zehut (ID) no.`). */
const ID_QUALIFIERS = ['national', 'emirates', 'citizen', 'citizenship', 'learner', 'parent', 'personal',
  'voter', 'resident', 'residence', 'zehut', 'civil', 'identity', 'government']
/** `… card` / `… code` names an identity number after these words. */
const CARD_QUALIFIERS = ['id', 'identity', 'national', 'citizen', 'citizenship', 'medicare', 'ghana']

const TAX_STRONG = ['rfc', 'cuit', 'cuil', 'nif', 'nipc', 'nip', 'tin', 'utr', 'ein', 'vkn', 'npwp', 'kra',
  'steuernummer', 'steuernr', 'taxpayer', 'taxid', 'инн',
  // Peru's and Ecuador's RUC, Colombia's NIT, Greece's ΑΦΜ, New Zealand's IRD number
  'ruc', 'nit', 'αφμ', 'ird']
/** "Taxpayer Reference", "Taxpayer Identification (Number)": the noun after a tax word names the number. */
const TAX_NOUNS = ['reference', 'identification', 'id', 'registration', 'code']
/** Only right next to the value: "fiscal year 2025-2026" is no tax number. */
const TAX_NEXT = ['tax', 'fiscal', 'fiscale']

/** Words between a label and its value that say nothing (`No.`, `Nr.`, `number`, `n°`). */
const FILLER = ['no', 'nr', 'nro', 'num', 'number', 'nummer', 'numero', 'número', 'numéro', 'n', 'nº', 'číslo',
  'cislo', 'id#', 'is', 'es', 'é', 'est', 'kods', 'kodas', 'ნომერი']
/** Fillers that say "number": after them a bare "ID" is an identity number ("ID No.: 28814503"). */
const NUMBER_WORDS = ['no', 'nr', 'nro', 'num', 'number', 'nummer', 'numero', 'número', 'numéro', 'nº']

/** What a word can be in a label (bits of ROLES), so one lookup per word answers every question below. */
const R_PERSONAL_STRONG = 1
const R_PERSONAL_NEXT = 2
const R_ID_QUALIFIER = 4
const R_CARD_QUALIFIER = 8
const R_TAX_STRONG = 16
const R_TAX_NOUN = 32
const R_TAX_NEXT = 64
const R_FILLER = 128
const R_NUMBER_WORD = 256
/** The words labelled() compares by name: 'id', 'card', 'code', 'pin', 'kra', 'taxpayer'. */
const R_NAMED = 512
/** Words that join a holder to the number ("… of ID No. 23018844", "… holder of ID No."): not a thing's ID. */
const R_OF = 1024
const OF_WORDS = ['of', 'with', 'bearing', 'holding']

/** The roles of every word that has one, lower case. */
const ROLES = new Map<string, number>()
for (const [words, role] of [
  [PERSONAL_STRONG, R_PERSONAL_STRONG], [PERSONAL_NEXT, R_PERSONAL_NEXT], [ID_QUALIFIERS, R_ID_QUALIFIER],
  [CARD_QUALIFIERS, R_CARD_QUALIFIER], [TAX_STRONG, R_TAX_STRONG], [TAX_NOUNS, R_TAX_NOUN], [TAX_NEXT, R_TAX_NEXT],
  [FILLER, R_FILLER], [NUMBER_WORDS, R_NUMBER_WORD], [['id', 'card', 'code', 'pin', 'kra', 'taxpayer'], R_NAMED], [OF_WORDS, R_OF]
] as Array<[string[], number]>) {
  for (const word of words) ROLES.set(word, (ROLES.get(word) ?? 0) | role)
}

/**
 * By the first two characters (first * 128 + second) of the words with a role whose first two are
 * ASCII, their lengths as bits (1 << length): a word whose first two are ASCII letters is a word of
 * ROLES only if its pair and length are listed here (lower-casing keeps a word's length unless it
 * holds 'İ', which no word of ROLES does), else it is not copied out, lower-cased and looked up (most
 * words before a number: 'with', 'from', 'account', 'const', 'timeout').
 */
const ROLE_PAIRS = new Uint32Array(128 * 128)
for (const word of ROLES.keys()) {
  const first = word.charCodeAt(0)
  const second = word.charCodeAt(1)
  if (word.length > 31) throw new Error(`label word too long for ROLE_PAIRS: ${word}`)
  if (first < 128 && second < 128) ROLE_PAIRS[first * 128 + second] |= 1 << word.length
}

/**
 * False when the word text[from, to) has no role for sure: its first two characters are ASCII
 * letters (they lower-case to themselves | 32, whatever follows) that start no word of ROLES as long.
 */
function mayHaveRole (text: string, from: number, to: number): boolean {
  const length = to - from
  if (length < 2) return true
  const first = text.charCodeAt(from)
  const second = text.charCodeAt(from + 1)
  return first >= 128 || second >= 128 || (length < 32 && ((ROLE_PAIRS[(first | 32) * 128 + (second | 32)] >>> length) & 1) === 1)
}

/** Column headers that make a cell an identity or a tax number (CSV, TSV and similar tables). */
const PERSONAL_COLUMNS = contextWords(['cpf', 'curp', 'nin', 'bvn', 'cnic', 'ppsn', 'pps', 'amka', 'nik', 'ktp', 'tckn',
  'kimlik*', 'national id', 'id number', 'identity number', 'national number', 'mynumber', 'my number', 'emirates id',
  'dni', 'cédula', 'cedula', 'rut', 'jmbg', 'egn', 'cnp', 'oib', 'αμκα'])
const TAX_COLUMNS = contextWords(['rfc', 'cuit', 'cuil', 'nif', 'tin', 'utr', 'ein', 'tax id', 'tax number', 'steuernummer', 'ruc', 'nit', 'αφμ'])

const MIN_DIGITS = 5
const MAX_VALUE = 24
/** Characters between the label and the value: `: `, `": "`, ` (`, ` #`, `n° `. */
const MAX_GAP = 8
/** Spaces and tabs that align a form's values in a column ("RFC:                HEGL900915QK0"). */
const MAX_ALIGNMENT = 40

function isLetter (c: number): boolean {
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
  // Non-ASCII: letters of other scripts (identità, 身份证, º), never spaces or punctuation.
  return c !== 0xA0 && c !== 0xB0 && c !== 0x2013 && c !== 0x2014 && c !== 0x2019 && c !== 0x201C && c !== 0x201D && c !== 0xFF1A && c !== 0x3000 &&
    !(c >= 0x2000 && c <= 0x206F) && !(c >= 0x3000 && c <= 0x303F) && !(c >= 0xFF00 && c <= 0xFF0F) && !(c >= 0xFF1A && c <= 0xFF20)
}

/** Separators between a label and its value, and between label words. */
function isGap (c: number): boolean {
  return c === 32 || c === 9 || c === 58 || c === 35 || c === 61 || c === 34 || c === 39 || c === 40 || c === 41 ||
    c === 44 || c === 46 || c === 45 || c === 47 || c === 0xA0 || c === 0xB0 || c === 0xFF1A || c === 0x3000 || c === 0x2013
}

/**
 * The end (exclusive) of the value starting at `start`: alphanumeric groups joined by single
 * `-`, `.`, `/` or spaces, each later group holding a digit; -1 when it has too few digits, is too
 * long, or runs into an e-mail address or a path.
 */
function valueEnd (text: string, start: number): number {
  let digits = 0
  let end = start
  let i = start
  for (;;) {
    let groupDigits = 0
    let j = i
    // Bounded: a value longer than MAX_VALUE is rejected below, so reading further is never needed.
    while (j < text.length && j - start <= MAX_VALUE + 1 && isAsciiAlnumCode(text.charCodeAt(j))) {
      const c = text.charCodeAt(j)
      if (c >= 48 && c <= 57) groupDigits++
      j++
    }
    if (j === i || (i > start && groupDigits === 0)) break
    digits += groupDigits
    end = j
    if (end - start > MAX_VALUE) return -1
    const sep = text.charCodeAt(j)
    if (!(sep === 45 || sep === 46 || sep === 47 || sep === 32) || !isAsciiAlnumCode(text.charCodeAt(j + 1))) break
    i = j + 1
  }
  if (digits < MIN_DIGITS || end - start > MAX_VALUE) return -1
  // A check character in brackets belongs to the number (HKID K667737(1)).
  if (text.charCodeAt(end) === 40 && isAsciiAlnumCode(text.charCodeAt(end + 1)) && text.charCodeAt(end + 2) === 41) end += 3
  const next = text.charCodeAt(end)
  if (next === 64 || isAsciiAlnumCode(next) || (next === 47 && isAsciiAlnumCode(text.charCodeAt(end + 1)))) return -1
  // A date (13.11.2026, 2026-11-13) or a span of years (2025-2026, 2025/26) is not an identifier,
  // nor is an amount ("Tax: 228.00", "Steuer: 12.345,67").
  const value = text.slice(start, end)
  if (AMOUNT.test(value) || DATE.test(value)) return -1
  // "12.345,67": thousands groups, then a decimal comma (not the next cell of a CSV row: "56281948272,12.04.1988").
  if (next === 44 && THOUSANDS.test(value) && isDigitCode(text.charCodeAt(end + 1)) && isDigitCode(text.charCodeAt(end + 2)) && !isDigitCode(text.charCodeAt(end + 3))) return -1
  return end
}
const AMOUNT = /^\d{1,12}\.\d{2}$/
const THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/
const DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|(?:19|20)\d\d[-/](?:19|20)?\d\d)$/

/**
 * Up to `count` words before `from` (nearest first, lower case), fillers skipped, stopping at a
 * digit, at a second line break, or after MAX_GAP separator characters between two words.
 */
interface LabelWord {
  /** The word in lower case; '' for a word without a role (see mayHaveRole), which none of the checks names. */
  lower: string
  /** The length of the word in lower case. */
  length: number
  /** Its roles (R_* bits of ROLES). */
  roles: number
  /** Written in capitals ("EIN"), or a key right before `"`, `:` or `=` ("rfc": …). */
  marked: boolean
  /** Followed by a word for "number" (No., Nr., number) before the value. */
  numbered: boolean
}

/** Line breaks skipGap has crossed since the caller reset it (one is allowed before the first word). */
let gapLines = 0

/**
 * Back from `i` over the separators between a label and its value (or between label words): at most
 * MAX_GAP of them, and besides those a run of up to MAX_ALIGNMENT spaces or tabs. Returns the new
 * index, or -2 when a second line break (or a first one after a word, `wordSeen`) stops it.
 */
function skipGap (text: string, i: number, wordSeen: boolean): number {
  let gap = 0
  let aligned = 0
  while (i >= 0 && gap < MAX_GAP) {
    const c = text.charCodeAt(i)
    if (c === 10) {
      if (++gapLines > 1 || wordSeen) return -2
      gap++
    } else if ((c === 32 || c === 9) && aligned < MAX_ALIGNMENT && (text.charCodeAt(i - 1) === 32 || text.charCodeAt(i - 1) === 9 || aligned > 0)) {
      aligned++
    } else if (isGap(c)) {
      gap++
    } else {
      break
    }
    i--
  }
  return i
}

function wordsBefore (text: string, from: number, count: number): LabelWord[] {
  const words: LabelWord[] = []
  let i = from - 1
  let numbered = false
  gapLines = 0
  while (words.length < count) {
    i = skipGap(text, i, words.length > 0)
    if (i < -1) return words
    const end = i + 1
    while (i >= 0 && end - i <= 24 && isLetter(text.charCodeAt(i))) i--
    if (i >= 0 && (end - i > 24 || (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57))) return words
    if (i + 1 === end) return words
    // Two initials with dots are one label word ("C.I.", "ת.ז."), read as 'c.i'.
    if (end - i === 2 && text.charCodeAt(i) === 46 && i > 0 && isLetter(text.charCodeAt(i - 1)) && (i < 2 || !isLetter(text.charCodeAt(i - 2)))) i -= 2
    // A country code in brackets after the label: "National code (IR) 911-…".
    if (end - i - 1 === 2 && text.charCodeAt(end) === 41 && text.charCodeAt(i) === 40) continue
    // A word of ASCII letters lower-cases to one as long; one without a role is not looked up.
    const lower = mayHaveRole(text, i + 1, end) ? text.slice(i + 1, end).toLowerCase() : ''
    const roles = lower === '' ? 0 : ROLES.get(lower) ?? 0
    if ((roles & R_FILLER) !== 0) {
      if (words.length === 0 && (roles & R_NUMBER_WORD) !== 0) numbered = true
      continue
    }
    const after = text.charCodeAt(end)
    words.push({ lower, length: lower === '' ? end - i - 1 : lower.length, roles, marked: isUpperCase(text, i + 1, end) || after === 34 || after === 39 || after === 58 || after === 61, numbered: numbered && words.length === 0 })
  }
  return words
}

/**
 * text[from, to) === text[from, to).toUpperCase(), without the upper-cased copy for ASCII words (most
 * words before a number are not labels; only a-z change there).
 */
function isUpperCase (text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k)
    if (c >= 128) {
      const word = text.slice(from, to)
      return word === word.toUpperCase()
    }
    if (c >= 97 && c <= 122) return false
  }
  return true
}

/**
 * Where the word before a value ends, when a letter stands there after at most MAX_GAP separator
 * characters (and one line break); -1 otherwise. Cheap: no slices.
 */
function labelStart (text: string, from: number): number {
  gapLines = 0
  const i = skipGap(text, from - 1, false)
  return i >= 0 && isLetter(text.charCodeAt(i)) ? i : -1
}

/** Labels whose numbers always hold letters: "RFC 7234" is a standard, not a Mexican tax number. */
const LETTERS_REQUIRED = new Set(['rfc', 'curp'])

function needsLetters (words: readonly LabelWord[]): boolean {
  return LETTERS_REQUIRED.has(words[0].lower) || (words.length > 1 && LETTERS_REQUIRED.has(words[1].lower))
}

function hasLetterIn (text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true
  }
  return false
}

/** The prefixes of VAT numbers (EU member states, Greece's EL, Switzerland's CHE, the UK's GB and XI). */
const VAT_PREFIXES = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'GB', 'XI', 'CHE'])

/**
 * A tax label's value that is no person's tax number: a VAT number (its country prefix before the
 * digits: "ΑΦΜ EL094019245", "cod fiscal RO610243751" are VAT_ID's), or a Peruvian RUC of a company
 * (firms' RUCs start with 20, persons' with 10).
 */
function notPersonalTaxNumber (text: string, start: number, run: number, words: readonly LabelWord[]): boolean {
  if (run > start && VAT_PREFIXES.has(text.slice(start, run))) return true
  return words[0].lower === 'ruc' && text.startsWith('20', start)
}

/** The number of capitals A-Z right before `at` that form a word of their own (0 when more than 4 or glued to a digit). */
function capitalsBefore (text: string, at: number): number {
  let i = at
  while (i > 0 && at - i < 5 && text.charCodeAt(i - 1) >= 65 && text.charCodeAt(i - 1) <= 90) i--
  return i > 0 && isAsciiAlnumCode(text.charCodeAt(i - 1)) ? 0 : at - i
}

/** A value that opens a table cell: after a delimiter (maybe in quotes) or at a line start. */
function inCell (text: string, start: number): boolean {
  let c = start > 0 ? text.charCodeAt(start - 1) : 10
  if (c === 34 && start > 1) c = text.charCodeAt(start - 2)
  return c === 44 || c === 59 || c === 9 || c === 124 || c === 10
}

/**
 * Acronyms of four letters or fewer are words too (German "ein", English "tin", Spanish "rut"): they
 * count only in capitals or as a key. A label word one word before the value ("RFC beneficiario:")
 * counts only as such an acronym in capitals.
 */
function strong (word: LabelWord | undefined, role: number, nearest: boolean): boolean {
  if (word === undefined || (word.roles & role) === 0) return false
  if (word.length > 4) return nearest
  return word.marked
}

/** A country code in capitals before "ID" ("SA ID number", "HK ID"). */
function countryCode (word: LabelWord | undefined): boolean {
  return word !== undefined && word.length === 2 && word.marked
}

/** Does the label before a value name an identity (personal) or a tax number? */
function labelled (words: readonly LabelWord[], kind: LabelledKind): boolean {
  if (words.length === 0) return false
  const [w1, w2] = words
  const second = w2?.lower ?? ''
  const roles2 = w2?.roles ?? 0
  if (kind === 'tax') {
    return strong(w1, R_TAX_STRONG, true) || (w1.roles & R_TAX_NEXT) !== 0 || strong(w2, R_TAX_STRONG, false) ||
      (w1.lower === 'id' && (roles2 & R_TAX_NEXT) !== 0) || (w1.lower === 'pin' && second === 'kra') ||
      ((w1.roles & R_TAX_NOUN) !== 0 && (second === 'taxpayer' || (roles2 & R_TAX_NEXT) !== 0))
  }
  return strong(w1, R_PERSONAL_STRONG, true) || (w1.roles & R_PERSONAL_NEXT) !== 0 || strong(w2, R_PERSONAL_STRONG, false) ||
    (w1.lower === 'id' && ((roles2 & R_ID_QUALIFIER) !== 0 || countryCode(w2))) ||
    // "ID No.: 28814503" opening a field: no word before ID says what else it could be; "… of ID No. 23018844"
    // joins a person to it.
    (w1.lower === 'id' && w1.numbered && (words.length === 1 || (roles2 & R_OF) !== 0)) ||
    ((w1.lower === 'card' || w1.lower === 'code') && (roles2 & R_CARD_QUALIFIER) !== 0)
}

/** A value's kind bits in the list labelledValues keeps: which labels or columns name it. */
const PERSONAL = 1
const TAX = 2
/** Found by its column's header rather than a label. */
const COLUMN = 4

/** The key of the values in the anchor pass's cache (see labelledValues). */
const CACHE_KEY = 'labelled-ids'
const NO_VALUES: number[] = []

/**
 * The values of a text as start, end and kind bits, three entries per value. Shared by PERSONAL_ID
 * and TAX_ID through the engine's anchor pass of that text (its cache; a WeakMap entry per scan cost
 * the garbage collector more than the lookup saves): both read the same words before the same
 * digit runs, so the work is done once per scan, and nothing of the text outlives the scan.
 */
function labelledValues (text: string, anchors?: Anchors): IntList {
  const a = anchorsOf(text, anchors)
  // No digit chain long enough (most chat messages): nothing to look up or remember.
  if (a.maxChainDigits < MIN_DIGITS) return NO_VALUES
  // No letter anywhere ('1 1 1 …', '12.03.12.03.…'): no label and no column header can stand in it.
  if (!a.hasLetter) return NO_VALUES
  const known = a.cache.get(CACHE_KEY)
  if (known !== undefined) return known
  const values = valuesAt(text, digitRunStarts(a, MIN_DIGITS))
  a.cache.set(CACHE_KEY, values)
  return values
}

/**
 * labelledValues' list for the digit runs of five digits or more at `starts`. A function that ends
 * with its loop: on a long text V8 compiles the loop on the stack, and code after it that had never
 * run there deopted that compiled code at the end of every later scan.
 */
function valuesAt (text: string, starts: IntList): number[] {
  const values: number[] = []
  let from = 0
  for (let k = 0; k < starts.length; k++) {
    const run = starts[k]
    if (run < from) continue
    // The value may start with up to six letters (CA48291BX, RUCM900314KL2, AYZ682917, a Mexican voter key HRLPAL85060909M260).
    let start = run
    while (start > 0 && run - start < 6 && isAsciiAlnumCode(text.charCodeAt(start - 1)) && text.charCodeAt(start - 1) > 57) start--
    // Or with a country prefix of three capitals and a dash (Ghana Card GHA-721849305-6).
    if (start === run && text.charCodeAt(run - 1) === 45 && capitalsBefore(text, run - 1) === 3) start = run - 4
    const before = start > 0 ? text.charCodeAt(start - 1) : 32
    if (isAsciiAlnumCode(before) || before === 43 || before === 47 || before === 95 || before === 64) continue
    // Inside a longer number (12.34567, 030-12345): not a value of its own. After "1 " neither a label
    // (a digit ends the gap) nor a cell border can stand before it: the cheap test for digit groups.
    if ((before === 46 || before === 45 || before === 32) && isDigitCode(text.charCodeAt(start - 2))) continue
    // Cheap rejections first: most digit runs follow a digit, an amount or a word that is no label.
    if (labelStart(text, start) !== -1) {
      const words = wordsBefore(text, start, 2)
      const personal = labelled(words, 'personal')
      const tax = !personal && labelled(words, 'tax')
      if (personal || tax) {
        const end = valueEnd(text, start)
        if (end !== -1 && (!needsLetters(words) || start < run || hasLetterIn(text, run, end)) && !(tax && notPersonalTaxNumber(text, start, run, words))) {
          values.push(start, end, personal ? PERSONAL : TAX)
          from = end
          continue
        }
      }
    }
    if (inCell(text, start)) {
      const end = valueEnd(text, start)
      if (end === -1) continue
      const personal = columnHasContext(text, start, end, PERSONAL_COLUMNS)
      const tax = !personal && columnHasContext(text, start, end, TAX_COLUMNS)
      if (personal || tax) {
        values.push(start, end, (personal ? PERSONAL : TAX) | COLUMN)
        from = end
      }
    }
  }
  return values
}

/**
 * Values after a label (confidence 0.8) or in a column whose header names them (0.7), appended to
 * `out`. `anchors` is the engine's anchor pass of `text`.
 */
export function findLabelledIds (text: string, kind: LabelledKind, anchors: Anchors | undefined, out: Match[]): Match[] {
  const values = labelledValues(text, anchors)
  const wanted = kind === 'tax' ? TAX : PERSONAL
  for (let k = 0; k < values.length; k += 3) {
    const bits = values[k + 2]
    if ((bits & wanted) === 0) continue
    const column = (bits & COLUMN) !== 0
    const ruleId = kind === 'tax' ? (column ? 'tax-id-column' : 'labelled-tax-id') : (column ? 'national-id-column' : 'labelled-national-id')
    out.push({ start: values[k], end: values[k + 1], confidence: column ? 0.7 : 0.8, ruleId })
  }
  return out
}
