import type { Detector, Match } from '../types.ts'
import { icaoCheckDigit } from './personal-id.ts'
import { isWordChar } from '../context.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, FIRST_DIGIT, isDense, HAS_DIGIT, HAS_LOWER, HAS_UNDERSCORE, HAS_UPPER, NON_ASCII_AFTER, sticky, WordGate, type Anchors, type IntList } from '../anchors.ts'
import { isDigitCode } from '../intl/shared.ts'

/**
 * Where a label can start, ascending: ASCII word starts, letters after `_` inside a word (key names:
 * customer_passport_no), non-ASCII characters that start a word or follow a digit or `_`, whose next
 * characters fit one of `prefixes` (lower case; after the first character a non-ASCII character in
 * a prefix stands for any non-ASCII character, and a non-ASCII character in the text fits any prefix
 * character, as case folding may map it; a non-ASCII character at the start must be, or fold to, a
 * prefix's first character). For a case-insensitive label regex whose labels start with those prefixes and
 * that rejects a letter before them; the regex decides. A label glued to a digit inside a word
 * ("4711passport") is not looked for: scanning every token for it cost more than the whole search.
 */
export class LabelPrefixes {
  private readonly byFirst: Array<string[] | undefined> = new Array(128).fill(undefined)
  private readonly nonAsciiFirst: string[] = []
  /** Lower-case ASCII first and second characters of a prefix: 1 at first * 128 + second. */
  private readonly pairs = new Uint8Array(128 * 128)
  /** Some prefix starts with a digit. */
  private readonly digitFirst: boolean

  /** ASCII-first prefixes by first * 128 + second character (both ASCII), each list with the one-character prefixes of that first. */
  private readonly byPair: Array<string[] | undefined> = new Array(128 * 128).fill(undefined)
  /** The one-character prefixes by their character. */
  private readonly shortByFirst: Array<string[] | undefined> = new Array(128).fill(undefined)
  /**
   * pairFits's verdict on the raw char codes, case folded in advance: 1 at first * 128 + second when
   * both are ASCII; at first alone (firstStarts) when the second is not.
   */
  private readonly rawPairs = new Uint8Array(128 * 128)
  private readonly firstStarts = new Uint8Array(128)

  constructor (prefixes: readonly string[]) {
    for (const prefix of prefixes) {
      const first = prefix.charCodeAt(0)
      if (first >= 128) {
        this.nonAsciiFirst.push(prefix)
        continue
      }
      (this.byFirst[first] ??= []).push(prefix)
      const second = prefix.charCodeAt(1)
      if (second < 128) this.pairs[first * 128 + second] = 1
      if (prefix.length === 1) (this.shortByFirst[first] ??= []).push(prefix)
    }
    for (const prefix of prefixes) {
      const first = prefix.charCodeAt(0)
      const second = prefix.charCodeAt(1)
      if (!(first < 128 && second < 128)) continue
      const list = this.byPair[first * 128 + second] ??= [...(this.shortByFirst[first] ?? [])]
      list.push(prefix)
    }
    this.digitFirst = prefixes.some((prefix) => isDigitCode(prefix.charCodeAt(0)))
    for (let c = 0; c < 128; c++) {
      const first = foldAscii(c)
      if (this.byFirst[first] === undefined) continue
      this.firstStarts[c] = 1
      for (let d = 0; d < 128; d++) this.rawPairs[c * 128 + d] = this.pairs[first * 128 + foldAscii(d)]
    }
    // The words addWordStarts looks at: those whose start may fit (pairFits: a non-ASCII second
    // character, 128, may), those with `_` (labels inside) and those a non-ASCII character follows.
    this.startWords = new WordGate({
      withoutFlags: this.digitFirst ? 0 : FIRST_DIGIT,
      firstPair: (first, second) => second < 128 ? this.rawPairs[first * 128 + second] === 1 : this.firstStarts[first] === 1
    })
    this.innerWords = new WordGate({ anyFlags: HAS_UNDERSCORE | NON_ASCII_AFTER })
  }

  private readonly startWords: WordGate
  private readonly innerWords: WordGate

  /**
   * The cheap test of the first two characters at `p` (ASCII first character `c`): some prefix
   * starts with the first, and with the second too unless it is non-ASCII. One table read per word.
   */
  private pairFits (text: string, p: number, c: number): boolean {
    const d = text.charCodeAt(p + 1)
    if (d < 128) return this.rawPairs[c * 128 + d] === 1
    // Non-ASCII (any prefix may fit, fits decides), or the text's end (NaN: none does).
    return d >= 128 && this.firstStarts[c] === 1
  }

  /** True when text at `p` fits a prefix. */
  fits (text: string, p: number): boolean {
    const c = text.charCodeAt(p)
    if (c >= 128) {
      if (!this.firstFits(c)) return false
      const starting = this.prefixesStartingWith(c)
      for (let k = 0; k < starting.length; k++) if (fitsAt(text, p, starting[k])) return true
      return false
    }
    const first = c >= 65 && c <= 90 ? c | 32 : c
    const d = text.charCodeAt(p + 1)
    // After two ASCII characters only the prefixes with that second character (or none) can fit.
    const list = d < 128 ? this.byPair[first * 128 + (d >= 65 && d <= 90 ? d | 32 : d)] ?? this.shortByFirst[first] : this.byFirst[first]
    if (list === undefined) return false
    for (let k = 0; k < list.length; k++) if (fitsAt(text, p, list[k])) return true
    return false
  }

  /**
   * Per UTF-16 unit from 128 on: 0 not yet known, 1 starts no prefix, 2 may start one: it is a
   * prefix's first character or folds to one under the label regexes' case-insensitive Unicode
   * matching ('П' for 'п', 'ſ' for 's'). Most non-ASCII text ('€', 'é', 'Ä', CJK) starts none.
   */
  private readonly firstVerdicts = new Uint8Array(65536)
  private firstClass: RegExp | undefined

  private firstFits (c: number): boolean {
    let known = this.firstVerdicts[c]
    if (known === 0) {
      this.firstClass ??= new RegExp(`^[${this.all().map((prefix) => escapeInClass(prefix[0])).join('')}]$`, 'iu')
      known = this.firstClass.test(String.fromCharCode(c)) ? 2 : 1
      this.firstVerdicts[c] = known
    }
    return known === 2
  }

  /** The prefixes whose first character the non-ASCII character `c` is or folds to, by character (few: 'Ö' starts 'ök'). */
  private readonly startingWith = new Map<number, string[]>()

  private prefixesStartingWith (c: number): string[] {
    let list = this.startingWith.get(c)
    if (list === undefined) {
      const char = String.fromCharCode(c)
      list = this.all().filter((prefix) => new RegExp(`^[${escapeInClass(prefix[0])}]$`, 'iu').test(char))
      this.startingWith.set(c, list)
    }
    return list
  }

  /** The non-ASCII first characters of the prefixes, as a case-insensitive class (null: there are none); built on first use. */
  private nonAsciiFirstClass: RegExp | null | undefined

  /**
   * Whether some non-ASCII character of the text passes firstFits, by native searches: one of the
   * prefixes' non-ASCII first characters (or one folding to it), or 'ſ' or the Kelvin sign, the only
   * non-ASCII characters that fold onto ASCII letters (s and k), when a prefix starts with that letter.
   */
  private nonAsciiFirstIn (text: string): boolean {
    if (this.nonAsciiFirstClass === undefined) {
      const firsts = this.nonAsciiFirst.map((prefix) => `\\u{${(prefix.codePointAt(0) as number).toString(16)}}`)
      this.nonAsciiFirstClass = firsts.length === 0 ? null : new RegExp(`[${firsts.join('')}]`, 'iu')
    }
    return (this.nonAsciiFirstClass !== null && this.nonAsciiFirstClass.test(text)) ||
      (this.firstStarts[115] === 1 && text.includes('\u017F')) || (this.firstStarts[107] === 1 && text.includes('\u212A'))
  }

  private cachedAll: string[] | undefined
  private all (): string[] {
    this.cachedAll ??= [...this.nonAsciiFirst, ...this.byFirst.flatMap((l) => l ?? [])]
    return this.cachedAll
  }

  starts (text: string, a: Anchors): number[] {
    const starts: number[] = []
    // No letter, no label (hostile digit groups: half a million words to skip).
    if (!this.digitFirst && !a.hasLetter) return starts
    // Non-ASCII characters matter only when one can start a prefix: where non-ASCII starts are dense
    // ('€1 €1 …', 'é é …'), one native search for such a character may spare a test at each of them
    // and at every word (it costs more than those tests in ordinary text).
    const others = a.otherStarts
    const nonAsciiStarts = a.nonAscii && (!isDense(text, others.length) || this.nonAsciiFirstIn(text))
    this.addWordStarts(text, a, nonAsciiStarts, starts)
    return nonAsciiStarts && this.addOtherStarts(text, others, starts) ? starts.sort((x, y) => x - y) : starts
  }

  /*
   * The two walks below are methods that end with their loop: on a long text V8 compiles such a loop
   * on the stack, and code after it that had never run there deopted that compiled code at the end
   * of every later scan.
   */

  /** Appends the label starts at and inside words (after `_`, and non-ASCII ones after a digit or `_` when `nonAsciiStarts`). */
  private addWordStarts (text: string, a: Anchors, nonAsciiStarts: boolean, starts: number[]): void {
    const { wordStart, wordEnd, wordFlags } = a
    // Words that start with a digit start no label; a word's digits matter only when a non-ASCII
    // character can follow it (hostile "1 1 1 …" has half a million words, none of them worth a look).
    const skipFirst = this.digitFirst ? 0 : FIRST_DIGIT
    const inner = nonAsciiStarts ? HAS_DIGIT | HAS_UNDERSCORE : HAS_UNDERSCORE
    // The words of either gate, each once, in text order (most words are in neither).
    const startWords = this.startWords.words(a)
    const innerWords = this.innerWords.words(a)
    let j = 0
    let k = 0
    while (j < startWords.length || k < innerWords.length) {
      const nextStart = j < startWords.length ? startWords[j] : NO_WORD
      const nextInner = k < innerWords.length ? innerWords[k] : NO_WORD
      const w = nextStart < nextInner ? nextStart : nextInner
      if (nextStart === w) j++
      if (nextInner === w) k++
      const flags = wordFlags[w]
      const ws = wordStart[w]
      if ((flags & skipFirst) === 0 && this.pairFits(text, ws, text.charCodeAt(ws)) && this.fits(text, ws)) starts.push(ws)
      if ((flags & inner) === 0) continue
      const we = wordEnd[w]
      // A non-ASCII character right after the word's last digit or `_`.
      if (text.charCodeAt(we) >= 128 && !isAsciiLetter(text.charCodeAt(we - 1)) && this.fits(text, we)) starts.push(we)
      if ((flags & HAS_UNDERSCORE) === 0 || (flags & (HAS_UPPER | HAS_LOWER)) === 0) continue
      for (let i = text.indexOf('_', ws) + 1; i > 0 && i < we; i = text.indexOf('_', i) + 1) {
        const l = text.charCodeAt(i)
        if (isAsciiLetter(l) && this.pairFits(text, i, l) && this.fits(text, i)) starts.push(i)
      }
    }
  }

  /** Appends the non-ASCII starts `others` that fit a prefix; true when there were any. */
  private addOtherStarts (text: string, others: IntList, starts: number[]): boolean {
    const count = starts.length
    for (let k = 0; k < others.length; k++) if (this.fits(text, others[k])) starts.push(others[k])
    return starts.length > count
  }
}

/** Past every word index (a small integer, unlike Infinity). */
const NO_WORD = 0x7fffffff

/** A character for a regex character class, escaped where the class needs it. */
function escapeInClass (char: string): string {
  return /[\\\]^-]/.test(char) ? '\\' + char : char
}

/** A capital A-Z as its lower-case letter; any other code as it is. */
function foldAscii (c: number): number {
  return c >= 65 && c <= 90 ? c | 32 : c
}

function isAsciiLetter (c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
}

function fitsAt (text: string, p: number, prefix: string): boolean {
  if (p + prefix.length > text.length) return false
  for (let k = 0; k < prefix.length; k++) {
    const c = text.charCodeAt(p + k)
    if (c >= 128) continue
    const want = prefix.charCodeAt(k)
    if (want >= 128 || (c >= 65 && c <= 90 ? c | 32 : c) !== want) return false
  }
  return true
}

/**
 * Passport numbers are short alphanumeric tokens that look like anything else, so only a passport
 * label makes them one: "Reisepass", "Passnummer", "Pass-Nr.", "passport no.", PASSPORT_NO=,
 * passportNumber, and a bare "Pass:" (German for passport) that starts its field: after a word
 * ("WiFi Pass:", "Boarding pass:", "User: jdoe Pass:") it is a password or a ticket. The number is
 * the token directly after the label (see labelledValues).
 */
const LABEL = /(?:(?<![\p{L}])(?:διαβατήριο|hộ chiếu|(?:загран)?паспорт(?:[ \t]{1,2}(?:рф|гражданина рф))?(?:[ \t]{0,2}:?[ \t]{0,2}(?:серия и номер|серия|номер))?|reisepass(?:[ _-]?nummer|[ _-]?nr\.?)?|pass(?:[_-]?nummer|[ _-]?nr\.?|[ _-]?no\.?)|(?<![\p{L}][ \t]{1,3})pass(?=[ \t]{0,3}[:#])|pas(?=[ \t]{0,3}(?:nr|no)\.)|pp(?=[ \t]{0,2}(?:no|nr|number|#)(?![\p{L}]))|(?:passport|travel[ _-]?document|passeport|pasaporte|passaporto|passaporte|paspoort|paszport[u]?|pasaport|passin|passi(?=numero)|cestovn(?:í|i|ý|y) pas|potn(?:i|ega) list(?:a)?|putovnic[ae]|paso[šs]|пасош|útlevél(?:szám)?|pa[șs]aport|pass(?:port)?-?nr)(?:[ _-]?(?:number|nummer|numero|no\.?|nr\.?|#))?)(?![\p{L}])|(?:护照|護照)(?:号码?|號碼?)?|旅券番号|パスポート(?:番号)?|여권(?: ?번호)?)/giu
const LABEL_STICKY = sticky(LABEL)
/** The labels' first characters (travel document, cestovní pas, passeport, pasaporte … all start with "pas"; Slovenian potni list, Croatian putovnica, Hungarian útlevél; Russian паспорт, загранпаспорт, Greek διαβατήριο, Vietnamese hộ chiếu, Chinese 护照/護照, Japanese 旅券/パスポート, Korean 여권). */
const LABEL_PREFIXES = new LabelPrefixes(['rei', 'pas', 'paș', 'tra', 'ces', 'pot', 'put', 'út', 'pp', 'па', 'за', 'δι', 'hộ', '护', '護', '旅', 'パ', '여'])
// Six to ten capitals and digits; or with a space: series and number (Russia "72 1234567", "AB 1234567",
// the internal passport "45 08 123456"),
// three groups of three digits ("123 456 789").
const TOKEN = /(?:\d{2} ?\d{2} \d{6}|\d{2} \d{7}|[A-Z]{1,2} \d{7}|\d{3} \d{3} \d{3}|[A-Z0-9]{6,10})(?![\p{L}\p{N}_])/uy
const WINDOW = 40

/**
 * What may stand between a label and its value: quotes, `:`, `=`, a question mark ("¿te vale el
 * pasaporte? YB6065289"), "no.", "Nr.", "number" (also after a comma: "passport, No. …"), "is",
 * "lautet", a line break; before them a bracket or a slash word ("(CA)", "(Klasse B)", "/ID") or a word
 * naming the field ("details:", "info:", "Angaben:"); a licence class before the number ("Klasse B, Nr. …"); after them
 * the opening of a JSON object whose first key is the number (`"passport": {"number": "…"`). Sticky and
 * bounded.
 */
const PREFIX = /(?:[ \t]{0,2}(?:\([^()\r\n]{1,20}\)|\/[ \t]?[A-Za-z.]{1,12}))?(?:[ \t]{1,2}(?:details|detail|info|information|data|angaben|daten)(?=[ \t]{0,2}[:=]))?(?:,(?=[ \t]{1,2}(?:(?:no|nr)\.|(?:number|nummer|numero|número)(?![A-Za-z]))))?[ \t"'`]{0,4}(?:[:=#?][ \t"'`]{0,4})?(?:\r?\n[ \t"'`]{0,8})?(?:(?:klasse|class|cat\.|categor[ií]a|cat[ée]gorie|kategorie|kategoria)[ \t]{1,2}[A-Z]{1,2}\d?(?:[ \t]?[+/][ \t]?[A-Z]{1,2}\d?){0,4}[,;][ \t]{1,3})?(?:(?:no|nr|number|nummer|numero|número|núm|num|id|n[°º]|n\.[°º]|n(?=\.)|č(?=\.)|№)(?:\.|(?![A-Za-z0-9]))[ \t"'`]{0,4}(?:[:=#][ \t"'`]{0,4})?)?(?:(?:is|ist|lautet)[ \t]{1,3}["'`]?)?(?:\{[ \t]{0,4}["']?(?:number|no|nr|id|value)["']?[ \t]{0,4}[:=][ \t]{0,4}["']?)?/iy
/**
 * After a label, an object or element whose member holds the number, up to that value: JSON
 * `"passport": {"country": "ZAF", "number": "` and XML `<passport><country>IRL</country><number>`.
 * Sticky and bounded.
 */
const NESTED = /["']?[ \t]{0,4}[:=]?[ \t]{0,4}(?:\{[^{}]{0,160}?["'](?:number|no|nr|num|id|value)["'][ \t]{0,4}:[ \t]{0,4}["']?|>[ \t\r\n]{0,8}(?:<([A-Za-z][\w-]{0,30})>[^<>]{0,40}<\/\1>[ \t\r\n]{0,8}){0,4}<(?:number|no|nr|num|id|value)>)/iy

/** NESTED's cheap first test: after a quote, spaces and `:` or `=`, a `{` or `>` opens the object or element. */
function opensObject (text: string, at: number): boolean {
  for (let i = at; i < at + 12 && i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 123 || c === 62) return true
    if (!(c === 34 || c === 39 || c === 32 || c === 9 || c === 58 || c === 61)) return false
  }
  return false
}

/**
 * The end of the field a label belongs to: the next key (`=`, `:`), a quote, a line or list break, or
 * a sentence end ("My passport expired. Order 123456789 …" holds no passport number).
 */
const FIELD_END = /[=:;|,\n\r"'`]|[.!?](?=\s)/

/**
 * Words that name a reference of another kind (booking, order, ticket, flight, invoice, visa,
 * account …, in English, German, French, Spanish, Italian): a token after one of them in a label's
 * field belongs to it, not to the label.
 */
const OTHER_REFERENCE = /(?<![\p{L}])(?:booking|reservation|pnr|order|ticket|flight|invoice|ref|reference|confirmation|case|visa|application|customer|member|membership|frequent|loyalty|record|file|claim|policy|account|receipt|tracking|seat|room|gate|buchung\p{L}*|bestell\p{L}*|auftrag\p{L}*|vorgang\p{L}*|rechnung\p{L}*|aktenzeichen|antrag\p{L}*|visum|kunden\p{L}*|reservierung\p{L}*|flug|réservation|commande|dossier|vol|reserva|pedido|billete|vuelo|prenotazione|ordine|biglietto|volo)(?![\p{L}])/iu

export type Verdict = { confidence: number, ruleId: string } | null

/**
 * Values after labels (`labels`: the label regex's hits, in order, as execAt gives them). For every label, the value is the token right after it (after an optional
 * `:`, `=`, quotes, "no.", "Nr."); `accept(token, true)` judges it. Only when that token does not fit,
 * the rest of the label's field (at most `window` characters, up to the next `=`, `:`, quote, `,`,
 * `;` or line break) is searched for the first token that `accept(token, false)` approves, so a
 * token past another key=value is never taken. `token` must be a sticky regex. Linear: each label
 * looks at a bounded stretch, and labels do not overlap. `directPriority`, when given, is the
 * overlap rank of a value right after its label (or in the object the label keys).
 */
export function * labelledValues (text: string, labels: Iterable<RegExpExecArray>, token: RegExp, accept: (value: string, direct: boolean) => Verdict, window = WINDOW, directPriority?: number): Generator<Match> {
  let covered = 0
  // End of the stretch the previous fallback search has already looked at without a hit.
  let searched = 0
  for (const m of labels) {
    PREFIX.lastIndex = m.index + m[0].length
    const pos = PREFIX.exec(text) === null ? m.index + m[0].length : PREFIX.lastIndex
    if (pos < covered) continue
    let hit: { start: number, end: number, verdict: NonNullable<Verdict> } | null = null
    token.lastIndex = pos
    const direct = isWordChar(text, pos - 1) ? null : token.exec(text)
    if (direct !== null) {
      const verdict = accept(direct[0], true)
      if (verdict !== null) hit = { start: pos, end: pos + direct[0].length, verdict }
    }
    if (hit === null) {
      // A label keyed to an object or element that holds the number: {"country": …, "number": "…"}, <number>…</number>.
      const after = m.index + m[0].length
      NESTED.lastIndex = after
      if (opensObject(text, after) && NESTED.exec(text) !== null) {
        const at = NESTED.lastIndex
        token.lastIndex = at
        const inner = token.exec(text)
        const verdict = inner === null ? null : accept(inner[0], true)
        if (inner !== null && verdict !== null) hit = { start: at, end: at + inner[0].length, verdict }
      }
    }
    const isDirect = hit !== null
    if (hit === null) {
      const stretch = text.slice(pos, pos + window)
      const cut = stretch.search(FIELD_END)
      const field = cut === -1 ? stretch : stretch.slice(0, cut)
      // Labels in a row: what the previous search saw needs no second look, except a token that
      // may have been cut off at its end (tokens are at most 20 characters).
      for (let i = Math.max(0, searched - 20 - pos); i < field.length && hit === null; i++) {
        const c = field.charCodeAt(i)
        // Tokens start with A–Z or 0–9 at a token start.
        if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) || isWordChar(text, pos + i - 1)) continue
        // Not inside a group joined by '-' or '/' ("03-12" of "2027-03-12").
        const joiner = text.charCodeAt(pos + i - 1)
        if ((joiner === 45 || joiner === 47) && isWordChar(text, pos + i - 2)) continue
        token.lastIndex = i
        const t = token.exec(field)
        if (t === null) continue
        const end = pos + i + t[0].length
        // Cut off by the window: the real token is longer.
        if (i + t[0].length === field.length && isWordChar(text, end)) continue
        // A token the field names as another reference ("passport at check-in, booking ABC123") is not
        // the label's number; after such a word every later token of the field is its too.
        if (OTHER_REFERENCE.test(field.slice(0, i))) break
        const verdict = accept(t[0], false)
        if (verdict !== null) hit = { start: pos + i, end, verdict }
      }
      searched = pos + field.length
    }
    if (hit === null) continue
    covered = hit.end
    if (isDirect && directPriority !== undefined) yield { start: hit.start, end: hit.end, ...hit.verdict, priority: directPriority }
    else yield { start: hit.start, end: hit.end, ...hit.verdict }
  }
}

/** Cell delimiters of tables: comma, semicolon, tab, pipe. */
function isCellDelimiter (c: number): boolean {
  return c === 44 || c === 59 || c === 9 || c === 124
}

/** Lines of one table below its header are read up to this many; header lines are at most MAX_HEADER long. */
const MAX_ROWS = 2000
const MAX_HEADER = 2000
/** Header cells longer than this hold more than a label. */
const MAX_CELL = 40
/** Labelled columns read per header line. */
const MAX_COLUMNS = 4

/**
 * Values in a table column whose header cell holds a label (`labels`: start and end of every label
 * hit, ascending, as `recorded` collects them; CSV, semicolon, tab or pipe separated:
 * `name,passport_no` then `Lea Keller,X1234567`). The header is a line of at most MAX_HEADER
 * characters with the label in a cell of at most MAX_CELL characters, and it starts a block (first
 * line of the text, or after a line without its delimiter); every following line of the block is a
 * row, and the cell of the label's column is a value when the token regex matches all of it and
 * `accept(value, true)` approves. Linear: the labels come in ascending order and the cell and line
 * bounds around them are found by pointers that only move forward; a block has one header, and a
 * header line has at most MAX_COLUMNS labelled columns.
 */
export function * labelledColumns (text: string, labels: readonly number[], token: RegExp, accept: (value: string, direct: boolean) => Verdict): Generator<Match> {
  // Backward bounds: the last delimiter or line break, and the last line break, before `scanned` (-1:
  // none since the text's start, -2: none in the MAX_HEADER characters before a label).
  let scanned = 0
  let lastBoundary = -1
  let lastNewline = -1
  // Forward bounds: the next delimiter or line break, and the next line break, at or after some label end.
  let nextBoundary = -1
  let nextNewline = -1
  let rowsFrom = 0
  let rowsTo = 0
  let header = -1
  let headerOk = false
  let columns = 0
  for (let k = 0; k < labels.length; k += 2) {
    const labelStart = labels[k]
    const labelEnd = labels[k + 1]
    if (labelStart >= rowsFrom && labelStart < rowsTo) continue
    // Far from the previous label: only the last MAX_HEADER characters matter (-2: none in them).
    if (labelStart - scanned > MAX_HEADER) {
      scanned = labelStart - MAX_HEADER
      lastBoundary = lastNewline = -2
    }
    // The last line break and boundary in [scanned, labelStart), read backwards: only the label's own
    // line up to it is read, not all the text since the previous label.
    let boundary = -1
    for (let i = labelStart - 1; i >= scanned; i--) {
      const c = text.charCodeAt(i)
      if (c === 10) {
        lastNewline = i
        if (boundary === -1) boundary = i
        break
      }
      if (boundary === -1 && isCellDelimiter(c)) boundary = i
    }
    if (boundary !== -1) lastBoundary = boundary
    if (scanned < labelStart) scanned = labelStart
    if (lastNewline === -2) continue
    if (nextBoundary < labelEnd) {
      nextBoundary = labelEnd
      while (nextBoundary < text.length && text.charCodeAt(nextBoundary) !== 10 && !isCellDelimiter(text.charCodeAt(nextBoundary))) nextBoundary++
    }
    const cellStart = lastBoundary + 1
    const cellEnd = nextBoundary
    if (cellEnd - cellStart > MAX_CELL) continue
    const after = text.charCodeAt(cellEnd)
    const before = lastBoundary >= 0 ? text.charCodeAt(lastBoundary) : -1
    const delimiter = isCellDelimiter(after) ? after : isCellDelimiter(before) ? before : -1
    if (delimiter === -1) continue
    const lineStart = lastNewline + 1
    if (nextNewline < labelEnd) {
      nextNewline = labelEnd
      while (nextNewline < text.length && text.charCodeAt(nextNewline) !== 10) nextNewline++
    }
    const lineEnd = nextNewline
    if (lineEnd - lineStart > MAX_HEADER) continue
    if (lineStart !== header) {
      header = lineStart
      columns = 0
      // A header starts its block: the line above (if any) has no such delimiter.
      headerOk = true
      if (lineStart > 0) {
        for (let i = lineStart - 2; i >= 0 && text.charCodeAt(i) !== 10; i--) {
          if (lineStart - i > MAX_HEADER || text.charCodeAt(i) === delimiter) {
            headerOk = false
            break
          }
        }
      }
    }
    if (!headerOk || ++columns > MAX_COLUMNS) continue
    let column = 0
    let quoted = false
    for (let i = lineStart; i < cellStart; i++) {
      const c = text.charCodeAt(i)
      if (c === 34) quoted = !quoted
      else if (c === delimiter && !quoted) column++
    }
    let row = lineEnd + 1
    for (let rows = 0; row < text.length && rows < MAX_ROWS; rows++) {
      let end = text.indexOf('\n', row)
      if (end === -1) end = text.length
      const cell = cellOf(text, row, end, delimiter, column)
      if (cell === null) break
      if (cell !== undefined) {
        token.lastIndex = cell.start
        const t = token.exec(text)
        if (t !== null && cell.start + t[0].length === cell.end) {
          const verdict = accept(t[0], true)
          if (verdict !== null) yield { start: cell.start, end: cell.end, ...verdict }
        }
      }
      row = end + 1
    }
    // Labels inside the rows read are no headers; later labelled cells of this header line still are.
    rowsFrom = lineEnd + 1
    rowsTo = row
  }
}

/** Passes the label hits through, writing the start and end of each into `out`. */
export function * recorded (labels: Iterable<RegExpExecArray>, out: number[]): Generator<RegExpExecArray> {
  for (const m of labels) {
    out.push(m.index, m.index + m[0].length)
    yield m
  }
}

/** True when [start, end) overlaps a match of `sorted` (ascending, not overlapping each other). */
export function overlapsAny (sorted: readonly Match[], start: number, end: number): boolean {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid].end <= start) lo = mid + 1
    else hi = mid
  }
  return lo < sorted.length && sorted[lo].start < end
}

/**
 * The trimmed cell `column` of the row text[from, to) (spaces and quotes around it removed); undefined
 * when the row has fewer cells or the cell is empty; null when the line is not a row (no delimiter)
 * and so ends the table. A separator line of dashes ("---|---") is a row without cells.
 */
function cellOf (text: string, from: number, to: number, delimiter: number, column: number): { start: number, end: number } | null | undefined {
  let index = 0
  let start = from
  let quoted = false
  let delimited = false
  for (let i = from; i <= to; i++) {
    const c = i < to ? text.charCodeAt(i) : delimiter
    if (c === 34) quoted = !quoted
    if (!(c === delimiter && (!quoted || i === to))) continue
    if (i < to) delimited = true
    if (index === column) {
      let a = start
      let b = i
      while (a < b && isTrimmed(text.charCodeAt(a))) a++
      while (b > a && isTrimmed(text.charCodeAt(b - 1))) b--
      if (!delimited && i === to && index === 0) return null
      return a < b ? { start: a, end: b } : undefined
    }
    index++
    start = i + 1
  }
  return delimited ? undefined : null
}

function isTrimmed (c: number): boolean {
  return c === 32 || c === 9 || c === 34 || c === 39 || c === 13
}

/** Machine-readable zone of a passport (ICAO 9303 TD3): line 1 with the name, line 2 with the number. */
const MRZ1 = /(?<![A-Z0-9<])P[A-Z<][A-Z<]{3}[A-Z<]{39}(?![A-Z0-9<])/y
const MRZ2 = /(?<![A-Z0-9<])([A-Z0-9<]{9})(\d)([A-Z<]{3})(\d{6})(\d)([MFX<])(\d{6})(\d)([A-Z0-9<]{14})([0-9<])(\d)(?![A-Z0-9<])/y

/** The end of an MRZ line 1 right before a line 2 (both at most one line break apart). */
const MRZ1_ABOVE = /P[A-Z<][A-Z<]{3}[A-Z<]{39}\r?\n$/

/** German passport alphabet: digits and consonants without B, D, Q, S. */
const DE_PASSPORT = /^[CFGHJKLMNPRTVWXYZ0-9]{9}$/

/** A compact date (20210312, 12032021): an issue or expiry date, not the number. */
const COMPACT_DATE = /^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$|^(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])(?:19|20)\d{2}$/

function classify (token: string, direct: boolean): Verdict {
  if (COMPACT_DATE.test(token)) return null
  const digits = token.replace(/\D/g, '').length
  // Nine letters from the German passport alphabet ("GYVXVTXTJ"), only right after the label:
  // no word has nine letters without a vowel.
  if (digits === 0) return direct && DE_PASSPORT.test(token) ? { confidence: 0.85, ruleId: 'passport-de' } : null
  if (token.length === 10 && /^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(token) && icaoCheckDigit(token.slice(0, 9)) === Number(token[9])) {
    return { confidence: 1, ruleId: 'passport-icao-check' }
  }
  if (/^\d{9}$/.test(token)) return { confidence: 0.9, ruleId: 'passport-us-uk' }
  if (DE_PASSPORT.test(token)) return { confidence: 0.9, ruleId: 'passport-de' }
  if (/^[A-Z]\d{8}$/.test(token)) return { confidence: 0.9, ruleId: 'passport-us' }
  if (digits >= 3) return { confidence: 0.8, ruleId: 'passport-icao' }
  return null
}

/**
 * Where the MRZ regexes (sticky) are tried. Line 2 holds the birth date and its check digit as a run
 * of exactly seven digits followed by the sex (M, F, X or <), 13 characters after the line's start.
 * Line 1 is a whole run of 44 characters from [A-Z0-9<] and is only reported with "<<" in it.
 */
function mrz2Starts (text: string, a: Anchors): number[] {
  // The runs of seven digits come from the anchors' per-length lists (shared with other detectors).
  const sevens = digitRunStartsOfLength(a, 7, SEVEN)
  if (sevens.length === 0) return NO_STARTS
  const starts: number[] = []
  for (let k = 0; k < sevens.length; k++) {
    const s = sevens[k]
    if (s < 13) continue
    const sex = text.charCodeAt(s + 7)
    if (sex === 77 || sex === 70 || sex === 88 || sex === 60) starts.push(s - 13)
  }
  return starts
}

const SEVEN = [7]
const NO_STARTS: number[] = []

function isMrzChar (code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 60
}

function mrz1Starts (text: string): number[] {
  let i = text.indexOf('<<')
  if (i === -1) return NO_STARTS
  const starts: number[] = []
  while (i !== -1) {
    let start = i
    while (start > 0 && i - start < 44 && isMrzChar(text.charCodeAt(start - 1))) start--
    // To the run's real end, so that a long run of MRZ characters is walked once.
    let end = i
    while (end < text.length && isMrzChar(text.charCodeAt(end))) end++
    if (end - start === 44 && (start === 0 || !isMrzChar(text.charCodeAt(start - 1)))) starts.push(start)
    i = text.indexOf('<<', end)
  }
  return starts
}

/**
 * A key naming a document's kind right before a value (`"docType": "`, `Document type: `, `<idType>`,
 * `Ausweisdokument: `, `Tipo de documento: `): the value says what the record's number is. Tested on
 * at most 40 characters that end where the value starts.
 */
const KIND_KEY = /(?:type|kind|typ|tipo|art|document|dokument|doc|documento|ausweis\p{L}{0,8}|identification|identity|pièce|pieza)["']?[ \t]{0,4}[:=>][ \t"']{0,4}$/iu
/** The same for the ICAO document code "P" (passport) of travel records: docType, documentCode, doc_type. */
const CODE_KEY = /(?:doc(?:ument)?[ _-]?(?:type|code|kind))["']?[ \t]{0,4}[:=>][ \t]{0,4}["']?$/i
/**
 * The key of a record's number: number, no, nr, id, docNumber, document_no, Nummer, número … followed
 * by `:`, `=` or an element's `>`. The key must start its field (checked by keyStarts).
 */
const NUMBER_KEY = /(?:(?:doc(?:ument)?|id)[ _-]?)?(?:number|no|nr|num|nummer|numero|número|n[°º]|id)\.?["']?[ \t]{0,4}[:=>][ \t"']{0,4}/giu
/** How far a record reaches from its kind: characters, and line breaks. */
const RECORD_REACH = 200
const RECORD_LINES = 4

/** True when a key at `at` starts a field: after a line break, `{`, `,`, `;`, a quote, `<`, a tab or two spaces. */
function keyStarts (text: string, at: number): boolean {
  let i = at - 1
  let spaces = 0
  while (i >= 0 && (text.charCodeAt(i) === 32)) { i--; spaces++ }
  if (i < 0) return true
  const c = text.charCodeAt(i)
  return spaces >= 2 || c === 10 || c === 13 || c === 123 || c === 44 || c === 59 || c === 34 || c === 39 || c === 60 || c === 9 || c === 124
}

/**
 * The number of the record whose kind is a passport: after `kindEnd`, the first number key of the
 * record (up to a `}`, a blank line, RECORD_LINES line breaks or RECORD_REACH characters), else one
 * before `kindStart` inside the same JSON object (back to its `{`). Its value must be a passport token.
 */
function recordNumber (text: string, kindStart: number, kindEnd: number, token: RegExp = TOKEN, judge: (value: string, direct: boolean) => Verdict = classify): Match | null {
  let to = kindEnd
  for (let lines = 0; to < text.length && to - kindEnd < RECORD_REACH; to++) {
    const c = text.charCodeAt(to)
    if (c === 125 || c === 93) break
    if (c === 10 && (++lines > RECORD_LINES || text.charCodeAt(to + 1) === 10 || (text.charCodeAt(to + 1) === 13 && text.charCodeAt(to + 2) === 10))) break
  }
  let from = kindStart
  while (from > 0 && kindStart - from < RECORD_REACH && text.charCodeAt(from - 1) !== 123 && text.charCodeAt(from - 1) !== 125) from--
  if (text.charCodeAt(from - 1) !== 123) from = kindStart
  for (const [a, b] of [[kindEnd, to], [from, kindStart]]) {
    NUMBER_KEY.lastIndex = 0
    const stretch = text.slice(a, b)
    let m: RegExpExecArray | null
    while ((m = NUMBER_KEY.exec(stretch)) !== null) {
      const at = a + m.index
      if (isWordChar(text, at - 1) && !isLowerToUpper(text, at)) continue
      if (!isWordChar(text, at - 1) && !keyStarts(text, at)) continue
      const valueAt = at + m[0].length
      token.lastIndex = valueAt
      const t = token.exec(text)
      const verdict = t === null ? null : judge(t[0], true)
      if (t !== null && verdict !== null) return { start: valueAt, end: valueAt + t[0].length, ...verdict }
      break
    }
  }
  return null
}

/** A camelCase hump at `at` ("docNumber"'s N after "doc"): the key's word goes on. */
function isLowerToUpper (text: string, at: number): boolean {
  const p = text.charCodeAt(at - 1)
  const c = text.charCodeAt(at)
  return p >= 97 && p <= 122 && c >= 65 && c <= 90
}

/**
 * Numbers of records whose kind is a passport (`labels`: start and end of every label hit): a label
 * standing as the value of a kind key (`"type": "passport"`, `Document type: Passport`,
 * `Ausweisdokument: Reisepass, Nr. …`), and the ICAO code `"P"` / `>P<` after a docType key; the
 * number is the record's number key (see recordNumber).
 */
/**
 * Numbers of records whose kind is the document a label names (`labels`: start and end of every label
 * hit): a label standing as the value of a kind key (`"type": "passport"`, `Document type: Driving
 * licence`); the number is the record's number key (see recordNumber), judged by `judge`.
 */
export function labelledRecords (text: string, labels: readonly number[], token: RegExp, judge: (value: string, direct: boolean) => Verdict): Match[] {
  const out: Match[] = []
  for (let k = 0; k < labels.length; k += 2) {
    const start = labels[k]
    if (!KIND_KEY.test(text.slice(Math.max(0, start - 40), start))) continue
    const hit = recordNumber(text, start, labels[k + 1], token, judge)
    if (hit !== null) out.push(hit)
  }
  return out
}

/**
 * Positions of the document code P written "P", 'P' or >P<, ascending: one native search for the
 * capital P, its neighbours read at each (most texts have no capital P, or few).
 */
function quotedCodes (text: string): number[] {
  let i = text.indexOf('P')
  if (i === -1) return NO_STARTS
  const found: number[] = []
  for (; i !== -1; i = text.indexOf('P', i + 1)) {
    const before = text.charCodeAt(i - 1)
    const after = text.charCodeAt(i + 1)
    if ((before === 34 && after === 34) || (before === 39 && after === 39) || (before === 62 && after === 60)) found.push(i)
  }
  return found
}

/** Records' numbers: `labels` (start and end of every label hit) and `codes` (quotedCodes) as kinds. */
function recordNumbers (text: string, labels: readonly number[], codes: readonly number[]): Match[] {
  const out: Match[] = labels.length === 0 ? [] : labelledRecords(text, labels, TOKEN, classify).map((m) => ({ ...m, ruleId: 'passport-record' }))
  for (let k = 0; k < codes.length; k++) {
    const i = codes[k] - 1
    if (!CODE_KEY.test(text.slice(Math.max(0, i - 40), i + 1))) continue
    const hit = recordNumber(text, i, i + 3)
    if (hit !== null) out.push({ ...hit, ruleId: 'passport-record' })
  }
  return out.length > 1 ? out.sort(byStart) : out
}

function byStart (x: Match, y: Match): number {
  return x.start - y.start
}

/**
 * A chat or interview answer: a label in a question that ends its line ("Passport number and
 * expiry?"), and the next line's first token after an optional time stamp and speaker ("Customer:
 * PA1486706, exp 2031-07").
 */
const ANSWER = /[ \t]{0,4}\r?\n[ \t]{0,4}(?:\[[^\]\n]{1,25}\][ \t]{0,2})?(?:[\p{L}][\p{L}\p{N} .'_-]{0,30}:[ \t]{1,4})?/uy
const QUESTION_REACH = 60

export function answers (text: string, labels: readonly number[], classifyToken: (value: string, direct: boolean) => Verdict, token: RegExp): Match[] {
  const out: Match[] = []
  for (let k = 0; k < labels.length; k += 2) {
    const end = labels[k + 1]
    const limit = Math.min(text.length, end + QUESTION_REACH)
    let q = end
    while (q < limit && text.charCodeAt(q) !== 63 && text.charCodeAt(q) !== 10 && !isDigitCode(text.charCodeAt(q))) q++
    if (text.charCodeAt(q) !== 63) continue
    ANSWER.lastIndex = q + 1
    if (ANSWER.exec(text) === null) continue
    const at = ANSWER.lastIndex
    token.lastIndex = at
    const t = token.exec(text)
    const verdict = t === null ? null : classifyToken(t[0], true)
    if (t !== null && verdict !== null) out.push({ start: at, end: at + t[0].length, ...verdict })
  }
  return out
}

/**
 * A bare "Pass:" after a user name or login field ("User: jdoe / Pass: K9X2M4P7", "Login … Pass …",
 * "WLAN … Pass") is that account's password, not a passport: credentials come in pairs.
 */
const ACCOUNT_KEY = /(?<![\p{L}])(?:user(?:name)?|login|benutzer(?:name)?|nutzer|account|konto|e-?mail|mail|wifi|wi-fi|wlan|ssid|network|netzwerk|id)[ \t]{0,3}[:=]/iu
const ACCOUNT_REACH = 80

function * notPasswords (text: string, labels: Iterable<RegExpExecArray>): Generator<RegExpExecArray> {
  for (const m of labels) {
    if (m[0].length === 4 && ACCOUNT_KEY.test(text.slice(Math.max(0, m.index - ACCOUNT_REACH), m.index))) continue
    yield m
  }
}

function findPassports (text: string, anchors?: Anchors): Match[] {
  const a = anchorsOf(text, anchors)
  const labels: number[] = []
  const starts = LABEL_PREFIXES.starts(text, a)
  // Most texts (a chat message) have no word a label can start with, so no labels and nothing of theirs to look for.
  const found: Match[] = starts.length === 0 ? [] : [...labelledValues(text, recorded(notPasswords(text, execAt(text, LABEL_STICKY, starts)), labels), TOKEN, classify)]
  const out = found.slice()
  if (labels.length > 0) {
    for (const c of labelledColumns(text, labels, TOKEN, classify)) if (!overlapsAny(found, c.start, c.end)) out.push(c)
  }
  // The one-letter words "P" between quotes or in an element: native searches for the three ways to
  // write one, not a walk over every one-letter word (hostile "1 1 1 …" has half a million).
  const codes = quotedCodes(text)
  // Records need a label or a code as their kind (a chat message has neither).
  if (labels.length > 0 || codes.length > 0) {
    for (const c of recordNumbers(text, labels, codes)) if (!overlapsAny(found, c.start, c.end)) out.push(c)
  }
  if (labels.length > 0) {
    for (const c of answers(text, labels, classify, TOKEN)) if (!overlapsAny(found, c.start, c.end)) out.push(c)
  }
  for (const m of execAt(text, MRZ2, mrz2Starts(text, a))) {
    const numberOk = icaoCheckDigit(m[1]) === Number(m[2])
    const ok = numberOk && icaoCheckDigit(m[4]) === Number(m[5]) && icaoCheckDigit(m[7]) === Number(m[8])
    // A line 2 whose check digits do not all hold is still one right below a line 1 ("P<GBR…<<…"),
    // or when the number's own check digit holds.
    if (ok || numberOk || MRZ1_ABOVE.test(text.slice(Math.max(0, m.index - 46), m.index))) {
      out.push({ start: m.index, end: m.index + m[0].length, confidence: ok ? 1 : 0.9, ruleId: 'passport-mrz' })
    }
  }
  for (const m of execAt(text, MRZ1, mrz1Starts(text))) {
    if (m[0].includes('<<')) out.push({ start: m.index, end: m.index + m[0].length, confidence: 0.9, ruleId: 'passport-mrz' })
  }
  return out
}

const passport: Detector = {
  name: 'PASSPORT',
  priority: 4,
  description: 'Passport numbers after a passport label (Reisepass, Passnummer, Pass-Nr., passport no., …): German 9-character numbers (with ICAO check digit when 10), US (9 digits or letter + 8 digits), UK (9 digits), other ICAO numbers of 6–10 characters (also 72 1234567, AB 1234567, 123 456 789); labels of many languages (Passport No./ID/details, PP No., passeport, pasaporte, passaporto, paspoort, paszport, passinumero, potni list, putovnica, útlevél, pașaport, travel_document_number …), as key names, as JSON objects or XML elements holding the number, and as the header of a table column (CSV, semicolon, tab, pipe); and ICAO 9303 passport MRZ lines (44 characters).',
  validation: 'Label required, the number is the token directly after it (after :, =, quotes, no., Nr.) or else the first fitting token in the rest of the label\'s field (never past another key=value); nine letters without a digit only directly after the label and only from the German passport alphabet; ICAO 9303 check digit (weights 7,3,1) gives 1.0; MRZ line 2 needs valid check digits for number, birth date and expiry (0.9 with only the number\'s, or right below an MRZ line 1); the label\'s field ends at a sentence end, so a passport word in the previous sentence is no label; compact dates (20210312) are no passport numbers.',
  example: 'Reisepass: C01X00T47',
  find: findPassports
}

export default passport
