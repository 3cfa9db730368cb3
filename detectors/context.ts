/**
 * Helpers detectors share: context words near a match, word characters, and a regex runner
 * that reports matches of a global regex as Match objects.
 *
 * Context words have one meaning everywhere: a whole word (or a phrase of whole words) of the
 * context, never a piece of another word ("tel" is not in "Hotel"). A word written with a trailing
 * `*` is a prefix: "steuer*" matches Steuer, Steuer-ID and Steuernummer, but not Kfz-Steuer. Key-name
 * spellings count as words: `tax_id`, `taxId`, `TAX-ID` and `tax id` all match "tax id".
 */
import type { Match } from './types.ts'
import { isAsciiAlnumCode } from './anchors.ts'

/** Default number of UTF-16 units looked at on each side of a match for context words. */
export const CONTEXT_WINDOW = 60

/**
 * The lower-cased text of [from, to) as context words see it: key-name spellings turned into words
 * (a lower-case letter followed by an upper-case one gets a space between them; `_` and `-` become
 * spaces) and white space runs shortened to one space.
 */
export function contextText (text: string, from: number, to: number): string {
  return normalise(text.slice(Math.max(0, from), Math.max(0, to)))
}

// Key names are ASCII: snake_case, kebab-case or camelCase. A plain regex is much cheaper than a Unicode one.
const KEY_SPELLING = /[_\-\s]|[a-z][A-Z]/
const SEPARATORS = /[_\-\s]+/g
/** What SEPARATORS would change: `_`, `-`, white space other than a space, two spaces in a row. */
const SEPARATOR_TO_JOIN = /[_-]|[^\S ]| {2}/
const NON_ASCII = /[\u0080-\uffff]/
const CAMEL_ASCII = /[a-z][A-Z]/
const CAMEL = /\p{Ll}\p{Lu}/u

/** A lower-case letter followed by an upper-case one; the Unicode test only for non-ASCII text. */
function hasCamel (s: string, ascii: boolean): boolean {
  return ascii ? CAMEL_ASCII.test(s) : CAMEL.test(s)
}

/**
 * `lower` is s.toLowerCase() when the caller has it, `ascii` whether s is ASCII when it knows.
 * Lower-casing first and then joining separators is the same as the other way round (no character
 * lower-cases to or from `_`, `-` or white space); the Unicode camelCase split runs only when there
 * is a camelCase boundary.
 */
function normalise (s: string, lower?: string, ascii = !NON_ASCII.test(s)): string {
  if (!KEY_SPELLING.test(s)) return lower ?? s.toLowerCase()
  if (hasCamel(s, ascii)) return s.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').toLowerCase().replace(SEPARATORS, ' ')
  const lowered = lower ?? s.toLowerCase()
  // Words apart by single spaces only (most prose windows): joining the separators would copy the same string.
  return SEPARATOR_TO_JOIN.test(s) ? lowered.replace(SEPARATORS, ' ') : lowered
}

/** A compiled list of context words; build it once per module with contextWords(). */
export interface ContextWords {
  /** The words as given (lower case, `*` marks a prefix). */
  readonly words: readonly string[]
  /** Finds the first word in a normalised string (contextText); not global. */
  readonly regex: RegExp
  /**
   * The same for a normalised ASCII string, without the u flag: there a letter or digit next to a
   * word can only be A-Z, a-z or 0-9, and the Unicode classes cost about three times as much.
   */
  readonly asciiRegex: RegExp
  /** One letter/digit run of each word: a window holding none of them needs no normalising. */
  readonly hints: readonly string[]
  /** The hints as one regex (unflagged, for the lower-cased window): one native search instead of one per hint. */
  readonly hintRegex: RegExp
  /** The same, case-insensitive, for an ASCII window as it is (no lower-cased copy of every window). */
  readonly asciiHintRegex: RegExp
}

function escapeRegex (word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Compiles context words (case-insensitive). Spaces, `_` and `-` inside a word match any of them
 * in the text; a trailing `*` allows more letters after the word.
 */
export function contextWords (words: readonly string[]): ContextWords {
  const whole: string[] = []
  const prefixes: string[] = []
  const hints = new Set<string>()
  for (const word of words) {
    const prefix = word.endsWith('*')
    const body = normalise(prefix ? word.slice(0, -1) : word).trim()
    if (body === '') throw new Error(`empty context word: "${word}"`)
    ;(prefix ? prefixes : whole).push(escapeRegex(body))
    const runs = body.match(/[\p{L}\p{N}]+/gu) ?? [body]
    hints.add(runs.reduce((a, b) => (b.length > a.length ? b : a)))
  }
  const wordsBetween = (letterOrDigit: string): string => {
    const alternatives: string[] = []
    if (whole.length > 0) alternatives.push(`(?:${whole.join('|')})(?!${letterOrDigit})`)
    if (prefixes.length > 0) alternatives.push(`(?:${prefixes.join('|')})`)
    return `(?<!${letterOrDigit})(?:${alternatives.join('|')})`
  }
  const regex = new RegExp(wordsBetween('[\\p{L}\\p{N}]'), 'u')
  const asciiRegex = new RegExp(wordsBetween('[A-Za-z0-9]'))
  const hintList = [...hints]
  const hintSource = hintList.map(escapeRegex).join('|')
  return { words, regex, asciiRegex, hints: hintList, hintRegex: new RegExp(hintSource), asciiHintRegex: new RegExp(hintSource, 'i') }
}

/** Words given as a plain list are compiled once per list. */
const compiled = new WeakMap<readonly string[], ContextWords>()

function compile (words: ContextWords | readonly string[]): ContextWords {
  if (!Array.isArray(words)) return words as ContextWords
  const list = words as readonly string[]
  let c = compiled.get(list)
  if (c === undefined) compiled.set(list, c = contextWords(list))
  return c
}

/** True when one of `words` occurs in text[from, to). Linear in the window size. */
export function hasContextIn (text: string, from: number, to: number, wordList: ContextWords | readonly string[]): boolean {
  const words = compile(wordList)
  const slice = text.slice(Math.max(0, from), Math.max(0, to))
  if (!NON_ASCII.test(slice)) return asciiWindowHasContext(slice, words)
  const lower = slice.toLowerCase()
  if (!words.hintRegex.test(lower)) return false
  return words.regex.test(normalise(slice, lower, false))
}

/**
 * hasContextIn for an ASCII window. Most windows hold no hint: lower-casing an ASCII window changes
 * only A-Z, so a case-insensitive search of the window itself answers as the search of its lower
 * case would (the hints are lower case; without the u flag a non-ASCII hint character never matches
 * an ASCII one). The normalised window is ASCII too, so the ASCII twin of the word regex decides.
 */
function asciiWindowHasContext (slice: string, words: ContextWords): boolean {
  if (!words.asciiHintRegex.test(slice)) return false
  return words.asciiRegex.test(normalise(slice, slice.toLowerCase(), true))
}

/**
 * Texts from this length on have enough candidates to be worth one hasContextNowhere-style search of
 * the whole text before their candidates are judged (asked at the first candidate, not before).
 */
export const SEARCH_ONCE_LENGTH = 4096

/**
 * True when `words` can match nowhere in `text`, told by one native search: an ASCII text (`asciiText`,
 * as Anchors.nonAscii tells) that holds no hint of them. hasContextIn gives up on an ASCII window
 * without a hint, and every window is a piece of the text; a table's header cell is one too, unless
 * double quotes (which cells drop) join two pieces, so a text with a double quote is never answered
 * here. False when unsure. For a detector about to ask at many candidates of one long text.
 */
export function hasContextNowhere (text: string, asciiText: boolean, wordList: ContextWords | readonly string[]): boolean {
  const words = compile(wordList)
  return asciiText && text.indexOf('"') === -1 && !words.asciiHintRegex.test(text)
}

/** A word cut by a window's outer edge is completed up to this many characters beyond it, else left out. */
const WORD_REACH = 24

/**
 * The start of a window that would begin at `at` (at most `to`): where `at` falls inside a word
 * ("ver" of "server" 12 characters before an address), the window takes the whole word when it begins
 * within WORD_REACH characters, and leaves the cut part out otherwise, so that a window's edge never
 * makes a piece of a word into a whole word.
 */
function outerStart (text: string, at: number, to: number): number {
  if (at <= 0) return 0
  if (at >= to || !isWordChar(text, at - 1) || !isWordChar(text, at)) return at
  let p = at - 1
  while (p > 0 && at - p < WORD_REACH && isWordChar(text, p - 1)) p--
  if (!isWordChar(text, p - 1)) return p
  let q = at
  while (q < to && isWordChar(text, q)) q++
  return q
}

/** The end of a window that would end at `at` (at least `from`), as outerStart does for its start. */
function outerEnd (text: string, from: number, at: number): number {
  if (at >= text.length) return text.length
  if (at <= from || !isWordChar(text, at - 1) || !isWordChar(text, at)) return at
  let q = at + 1
  while (q < text.length && q - at < WORD_REACH && isWordChar(text, q)) q++
  if (!isWordChar(text, q)) return q
  let p = at
  while (p > from && isWordChar(text, p - 1)) p--
  return p
}

/**
 * True when one of `words` occurs in the `window` characters before `start` or after `end` (each
 * side on its own: a word is never pieced together across the match), or, for a value that fills a
 * cell of a table (CSV, semicolon, tab or pipe separated), in the header cell of its column. A word
 * the window's outer edge cuts counts whole or not at all (outerStart).
 */
export function hasContext (text: string, start: number, end: number, words: ContextWords | readonly string[], window = CONTEXT_WINDOW): boolean {
  const field = labelledField(text, start, end, window)
  if (field !== null) {
    return hasContextIn(text, field.from, start, words) || hasContextIn(text, end, field.to, words) ||
      columnHasContext(text, start, end, words)
  }
  return hasContextIn(text, outerStart(text, start - window, start), start, words) || hasContextIn(text, end, outerEnd(text, end, end + window), words) ||
    columnHasContext(text, start, end, words)
}

/**
 * A key right before the value: `key: `, `key=`, `"key": "`, `Key - Nr.: `; as a regex,
 * /[\p{L}\p{N}_.)\]#°-]["']?[ \t]{0,3}[:=][ \t]{0,3}["'`]?$/u over text[lo, end). Read backwards
 * from `end` with char codes: each step has one way to match (quotes, blanks and `:`/`=` are not
 * label characters), so this is that regex without the slice and the tries at every position.
 */
function labelEndsAt (text: string, lo: number, end: number): boolean {
  let p = end
  let code = p > lo ? text.charCodeAt(p - 1) : -1
  if (code === 34 || code === 39 || code === 96) code = --p > lo ? text.charCodeAt(p - 1) : -1
  let blanks = 0
  while (code === 32 || code === 9) {
    if (++blanks > 3) return false
    code = --p > lo ? text.charCodeAt(p - 1) : -1
  }
  if (code !== 58 && code !== 61) return false
  code = --p > lo ? text.charCodeAt(p - 1) : -1
  blanks = 0
  while (code === 32 || code === 9) {
    if (++blanks > 3) return false
    code = --p > lo ? text.charCodeAt(p - 1) : -1
  }
  if (code === 34 || code === 39) code = --p > lo ? text.charCodeAt(p - 1) : -1
  if (code === -1) return false
  if (code < 128) {
    return isAsciiAlnumCode(code) || code === 95 || code === 46 || code === 41 || code === 93 || code === 35 || code === 45
  }
  if (code === 0xB0) return true
  // A letter or digit of another script; an astral one is a surrogate pair wholly inside the window.
  if (code >= 0xDC00 && code <= 0xDFFF) {
    if (p - 2 < lo) return false
    const high = text.charCodeAt(p - 2)
    return high >= 0xD800 && high <= 0xDBFF && LETTER_OR_DIGIT.test(text.slice(p - 2, p))
  }
  return LETTER_OR_DIGIT.test(text[p - 1])
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u

/** Where a field ends: the delimiters of key/value lists, JSON, CSV and lines (, ; { } | newline). */
function isFieldDelimiter (code: number): boolean {
  return code === 44 || code === 59 || code === 123 || code === 125 || code === 124 || code === 10
}

/**
 * The field of a labelled value ("passport": "533401372" in a JSON object, `SSN=…` in a line of
 * key=value pairs): context words count only from the field's start to its end, so a neighbour
 * field's label ("ssn" before "passport") never speaks for this value. Null when no key stands
 * right before the value.
 */
function labelledField (text: string, start: number, end: number, window: number): { from: number, to: number } | null {
  const lo = Math.max(0, start - window)
  if (!labelEndsAt(text, lo, start)) return null
  let from = -1
  for (let i = start - 1; i >= lo; i--) {
    if (isFieldDelimiter(text.charCodeAt(i))) { from = i + 1; break }
  }
  const stop = Math.min(text.length, end + window)
  let to = -1
  for (let i = end; i < stop; i++) {
    if (isFieldDelimiter(text.charCodeAt(i))) { to = i; break }
  }
  return { from: from === -1 ? outerStart(text, lo, start) : from, to: to === -1 ? outerEnd(text, end, Math.max(end, stop)) : to }
}

// ---------------------------------------------------------------------------------------------
// Table columns: "date_of_birth" in a header row is the context of every date in that column.

/** Longer lines are never table rows (bounds the work per value). */
const MAX_ROW = 2000

interface TableIndex {
  text: string
  /** Start of every line. */
  lineStarts: number[]
  /** For every line: the start of its header line, or -1. */
  headerOf: number[]
  /** For every line of a table aligned with blanks (pandas, psql without bars, fixed-width reports): the start of its header line, or -1. */
  alignedHeaderOf: number[]
  /** The start of every such header line, ascending. */
  alignedHeaders: number[]
}

let table: TableIndex | null = null

/** A table's delimiter, by its code: , ; tab or | (the class tableIndex looks for in a line). */
function isDelimiterCode (code: number): boolean {
  return code === 44 || code === 59 || code === 9 || code === 124
}

/**
 * One walk over the text: line starts, and for every line the header of its block (lines without a
 * blank line between them): the latest earlier line that has a delimiter and no digit, else the
 * block's first line when it has a delimiter. Built on the first cell lookup of a text; the last
 * text's index is kept (detectors look up many cells of one text).
 */
function tableIndex (text: string): TableIndex {
  if (table !== null && table.text === text) {
    table.text = text
    return table
  }
  const lineStarts: number[] = []
  const headerOf: number[] = []
  const alignedHeaderOf: number[] = []
  const alignedHeaders: number[] = []
  let blockFirst = -1
  let header = -1
  let alignedHeader = -1
  let inAlignedRun = false
  for (let start = 0; start <= text.length;) {
    let nl = text.indexOf('\n', start)
    if (nl === -1) nl = text.length
    const line = text.slice(start, Math.min(nl, start + MAX_ROW + 1))
    lineStarts.push(start)
    // Aligned tables: a run of lines with two gaps of two blanks or more between words; its first
    // line is the header when it holds no digit.
    const aligned = nl - start <= MAX_ROW && isAlignedRow(line)
    if (!aligned) alignedHeader = -1
    else if (!inAlignedRun) {
      alignedHeader = /\d/.test(line) ? -1 : start
      if (alignedHeader !== -1) alignedHeaders.push(start)
    }
    inAlignedRun = aligned
    alignedHeaderOf.push(aligned && alignedHeader !== start ? alignedHeader : -1)
    if (line.trim() === '') {
      blockFirst = -1
      header = -1
      headerOf.push(-1)
    } else {
      const delimited = nl - start <= MAX_ROW && /[,;\t|]/.test(line)
      if (blockFirst === -1) {
        blockFirst = start
        if (delimited) header = start
      } else if (delimited && !/\d/.test(line) && !isRuleLine(line)) {
        header = start
      }
      headerOf.push(header === start ? -1 : header)
    }
    start = nl + 1
  }
  table = { text, lineStarts, headerOf, alignedHeaderOf, alignedHeaders }
  return table
}

/** A table's rule line ("|------|:----:|", "+----+----+", psql's "------+------"): no header, and the rows below keep the one above it. */
const RULE_LINE = /^[ \t|:+=-]*\r?$/

/** Whether a line (without its '\n') is a table's rule line: dashes, maybe with '+', '|', ':', '=' and blanks. */
export function isRuleLine (line: string): boolean {
  return RULE_LINE.test(line) && line.includes('-')
}

/** A row of a table aligned with blanks: two gaps of two blanks or more between non-blanks. */
function isAlignedRow (line: string): boolean {
  let gaps = 0
  let blanks = 0
  let seenText = false
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i)
    if (code === 32) {
      blanks++
      continue
    }
    if (blanks >= 2 && seenText && ++gaps === 2) return true
    blanks = 0
    seenText = code !== 13 && code !== 9
  }
  return false
}

/** The line of `at`: binary search over the line starts. */
function lineOf (index: TableIndex, at: number): number {
  let lo = 0
  let hi = index.lineStarts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (index.lineStarts[mid] <= at) lo = mid
    else hi = mid - 1
  }
  return lo
}

const isBlankOrEdge = (code: number): boolean => code === 32 || Number.isNaN(code) || code === 10 || code === 13

/**
 * Column context in a table aligned with blanks ("   first_name  last_name         dob"): a value
 * standing alone between two blanks or more (or a line's edge) on each side, on a row of an aligned run whose first line is a header, takes as
 * context the header's words above it (every word of the header line that shares a column with the
 * value, so right- and left-aligned columns both work, and "Date of birth" stays whole).
 */
function alignedColumnHasContext (text: string, start: number, end: number, wordList: ContextWords | readonly string[]): boolean {
  const header = alignedHeaderAbove(text, start, end)
  return header !== null && hasContextIn(text, header.from, header.to, wordList)
}

/** The start of every header line of a table aligned with blanks in `text`, ascending. */
export function alignedTableHeaders (text: string): readonly number[] {
  return tableIndex(text).alignedHeaders
}

/**
 * Where the header words above a value lie in a table aligned with blanks (see alignedColumnHasContext),
 * or null when [start, end) is no cell of such a table.
 */
export function alignedHeaderAbove (text: string, start: number, end: number): { from: number, to: number } | null {
  const before = text.charCodeAt(start - 1)
  const after = text.charCodeAt(end)
  if (!isBlankOrEdge(before) || !isBlankOrEdge(after)) return null
  // A cell of its own: two blanks or a line's edge on both sides.
  if (before === 32 && text.charCodeAt(start - 2) !== 32) return null
  if (after === 32 && text.charCodeAt(end + 1) !== 32) return null
  const index = tableIndex(text)
  const line = lineOf(index, start)
  const header = index.alignedHeaderOf[line]
  const lineStart = index.lineStarts[line]
  if (header === -1 || end - lineStart > MAX_ROW) return null
  const headerEnd = lineEndAt(text, header)
  let from = header + (start - lineStart)
  let to = Math.min(header + (end - lineStart), headerEnd)
  if (from >= to) return null
  // Widen to whole words of the header.
  while (from > header && text.charCodeAt(from - 1) !== 32) from--
  while (to < headerEnd && text.charCodeAt(to) !== 32) to++
  return { from, to }
}

/** The end of the line starting at `lineStart` (before its line break). */
function lineEndAt (text: string, lineStart: number): number {
  const nl = text.indexOf('\n', lineStart)
  const end = nl === -1 ? text.length : nl
  return text.charCodeAt(end - 1) === 13 ? end - 1 : end
}

/** The cells of a row, split at `delimiter` outside double quotes, quotes removed. */
function cells (row: string, delimiter: string): string[] {
  const out: string[] = []
  let cell = ''
  let quoted = false
  for (const c of row) {
    if (c === '"') quoted = !quoted
    else if (c === delimiter && !quoted) { out.push(cell); cell = '' } else cell += c
  }
  out.push(cell)
  return out
}

/**
 * The column of position `at` in the row starting at `lineStart`: delimiters outside quotes before it.
 * Counting resumes where the previous call on the same row stopped, so a detector that asks for the
 * cells of a row from left to right counts each row once.
 */
let counted = { text: '', line: -1, delimiter: -1, pos: 0, column: 0, quoted: false }

function columnAt (text: string, lineStart: number, at: number, delimiter: number): number {
  const c = counted
  if (c.text !== text || c.line !== lineStart || c.delimiter !== delimiter || c.pos > at) {
    counted = { text, line: lineStart, delimiter, pos: lineStart, column: 0, quoted: false }
  }
  const k = counted
  for (; k.pos < at; k.pos++) {
    const code = text.charCodeAt(k.pos)
    if (code === 34) k.quoted = !k.quoted
    else if (code === delimiter && !k.quoted) k.column++
  }
  return k.column
}

/** A header row's cells, and per word list its cells' verdicts (0 not yet asked, 1 no, 2 yes). */
interface HeaderCells {
  text: string
  header: number
  delimiter: string
  names: string[]
  verdicts: Map<ContextWords | readonly string[], Uint8Array>
}

let headerCache: HeaderCells = { text: '', header: -1, delimiter: '', names: [], verdicts: new Map() }

/** The header's cells, kept for the last header asked: a detector asks for the rows of a table one after another. */
function headerCells (text: string, header: number, delimiter: string): HeaderCells {
  const h = headerCache
  if (h.text === text && h.header === header && h.delimiter === delimiter) return h
  const end = text.indexOf('\n', header)
  const line = text.slice(header, end === -1 ? text.length : end).replace(/\r$/, '')
  const copy = COPY_COLUMNS.exec(line)
  // PostgreSQL's COPY names its columns with commas; the rows below it (pg_dump's data) are tab-separated.
  const names = copy !== null && delimiter === '\t' ? copy[1].split(',') : cells(line, delimiter)
  return (headerCache = { text, header, delimiter, names, verdicts: new Map() })
}

/** "COPY public.patients (id, name, phone) FROM stdin;": the header of the data rows that follow. */
const COPY_COLUMNS = /^COPY [^\s(]{1,128} ?\(([^()]{1,2000})\) FROM stdin;/

/** Whether the header cell `column` holds one of `wordList`, asked once per header, column and list (every row asks again). */
function headerCellHasContext (header: HeaderCells, column: number, wordList: ContextWords | readonly string[]): boolean {
  let verdicts = header.verdicts.get(wordList)
  if (verdicts === undefined) header.verdicts.set(wordList, verdicts = new Uint8Array(header.names.length))
  if (verdicts[column] === 0) {
    const name = header.names[column]
    verdicts[column] = hasContextIn(name, 0, name.length, wordList) ? 2 : 1
  }
  return verdicts[column] === 2
}

/** Blanks a cell of a table drawn with bars may hold around its value (columns padded to one width). */
const MAX_CELL_PADDING = 64

/** Where the cell of a value starting at `start` opens: before a quote, or before the blanks after a '|' (tables drawn with bars pad their cells). */
function cellOpen (text: string, start: number): number {
  if (text.charCodeAt(start - 1) === 34) return start - 1
  let open = start
  while (open > 0 && start - open < MAX_CELL_PADDING && text.charCodeAt(open - 1) === 32) open--
  return open < start && text.charCodeAt(open - 1) === 124 ? open : start
}

/** Where the cell of a value ending at `end` closes: after a quote, or after the blanks before a '|'. */
function cellClose (text: string, end: number): number {
  if (text.charCodeAt(end) === 34) return end + 1
  let close = end
  while (close < text.length && close - end < MAX_CELL_PADDING && text.charCodeAt(close) === 32) close++
  return close > end && text.charCodeAt(close) === 124 ? close : end
}

/** True when [start, end) fills a cell of a table row and its column's header holds one of `words`. */
export function columnHasContext (text: string, start: number, end: number, wordList: ContextWords | readonly string[]): boolean {
  // A value of an SQL INSERT: its column is named in the statement's column list.
  if (text.charCodeAt(start - 1) === 39 && text.charCodeAt(end) === 39) {
    const column = sqlColumnOf(text, start, end)
    if (column !== undefined) return hasContextIn(column, 0, column.length, wordList)
  }
  // The value, maybe in quotes or padded with blanks ("| 12/04/1989 |"), between two delimiters or a
  // delimiter and the line's edge (char codes: most values of a text are in no table, and this is
  // asked at each of them).
  const open = cellOpen(text, start)
  const close = cellClose(text, end)
  const before = open > 0 ? text.charCodeAt(open - 1) : 10
  const after = close < text.length ? text.charCodeAt(close) : 10
  const beforeDelimiter = isDelimiterCode(before)
  const afterDelimiter = isDelimiterCode(after)
  if (!beforeDelimiter && !afterDelimiter) return alignedColumnHasContext(text, start, end, wordList)
  if (!beforeDelimiter && before !== 10) return false
  if (!afterDelimiter && after !== 10 && after !== 13) return false
  const delimiter = beforeDelimiter ? before : after
  if (beforeDelimiter && afterDelimiter && before !== after) return false
  const index = tableIndex(text)
  const lo = lineOf(index, start)
  const header = index.headerOf[lo]
  const lineStart = index.lineStarts[lo]
  if (header === -1 || start - lineStart > MAX_ROW) return false
  const column = columnAt(text, lineStart, open, delimiter)
  const cellsOfHeader = headerCells(text, header, String.fromCharCode(delimiter))
  if (cellsOfHeader.names.length < 2 || column >= cellsOfHeader.names.length) return false
  return headerCellHasContext(cellsOfHeader, column, wordList)
}

/**
 * Whether a row holds a person's record: an e-mail address, or a run of eight digits or more (an
 * identity, account or phone number). For rows of tables without a header line, where no column name
 * says what a cell is.
 */
function holdsPersonalRecord (text: string, from: number, to: number): boolean {
  let run = 0
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k)
    if (c === 64) return true
    if (c >= 48 && c <= 57) {
      if (++run >= 8) return true
    } else {
      run = 0
    }
  }
  return false
}

/** Per delimiter (tab, ';'), the last block headerlessBlockAt walked: one of its lines, and the start of its first line. */
const blockMemos = [{ text: '', line: -1, first: -1 }, { text: '', line: -1, first: -1 }]

/**
 * Whether the line starting at `lineStart` is a row of a table without a header line: it and the lines
 * right above it that hold `delimiter` (tab or ';', by char code) form a block whose first line holds a digit (a
 * first line without one is the table's header, and the header rules read its rows). Asked for rows
 * in text order, each line is walked once: the walk back stops at the line asked last.
 */
function headerlessBlockAt (text: string, lineStart: number, delimiter: 9 | 59): boolean {
  const memo = blockMemos[delimiter === 9 ? 0 : 1]
  let first = lineStart
  while (first > 0) {
    if (memo.text === text && memo.line === first) {
      first = memo.first
      break
    }
    const previous = text.lastIndexOf('\n', first - 2) + 1
    if (indexWithin(text, delimiter, previous, first - 1 - previous) === -1) break
    first = previous
  }
  memo.text = text
  memo.line = lineStart
  memo.first = first
  for (let k = first; k < text.length && text.charCodeAt(k) !== 10; k++) if (text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) return true
  return false
}

/** Lines longer than this are no rows of a headerless table. */
const MAX_HEADERLESS_ROW = 2000

/** A cell of name words: a capital, then letters, blanks, hyphens and apostrophes ("GIRAUD", "de Graaf" after its particle). */
const NAME_CELL = /(?:^|[\t;])"?(?:\p{Ll}{1,3} )?\p{Lu}[\p{L}\p{M}'’ -]{1,40}"?(?=[\t;\r]|$)/u

const UNKNOWN = -1

/** The line of the last cell asked about, and per delimiter (tab, ';') whether it is a person's row (UNKNOWN until asked). */
let rowLine = { text: '', start: -1, end: -1, personRow: [UNKNOWN, UNKNOWN] }

/**
 * The row of the cell text[start, end) when it is a person's row of a table without a header line
 * (\copy and pg_dump data, exports pasted without their header): the cell is one of its own (not the
 * first) of a tab or ';' row of four cells or more, the row holds a person's record (holdsPersonalRecord)
 * and a cell of name words, and its table has no header line (headerlessBlockAt). Else null. Each
 * line is read once when its cells are asked in text order.
 */
export function headerlessPersonRow (text: string, start: number, end: number): { start: number, end: number } | null {
  const delimiter = text.charCodeAt(start - 1)
  if (delimiter !== 9 && delimiter !== 59) return null
  const after = end < text.length ? text.charCodeAt(end) : 10
  if (after !== delimiter && after !== 10 && after !== 13) return null
  let line = rowLine
  if (line.text !== text || start < line.start || start > line.end) {
    const lineStart = text.lastIndexOf('\n', start) + 1
    let lineEnd = text.indexOf('\n', start)
    if (lineEnd === -1) lineEnd = text.length
    line = rowLine = { text, start: lineStart, end: lineEnd, personRow: [UNKNOWN, UNKNOWN] }
  }
  const slot = delimiter === 9 ? 0 : 1
  if (line.personRow[slot] === UNKNOWN) line.personRow[slot] = isPersonRow(text, line.start, line.end, delimiter) ? 1 : 0
  return line.personRow[slot] === 1 ? line : null
}

/** Whether the line text[start, end) is a person's row of a table without a header line, its cells parted by `delimiter` (tab or ';'): see headerlessPersonRow. */
export function isPersonRow (text: string, start: number, end: number, delimiter: 9 | 59): boolean {
  if (end - start > MAX_HEADERLESS_ROW) return false
  let cells = 1
  for (let k = start; k < end; k++) if (text.charCodeAt(k) === delimiter) cells++
  // The cheap tests first: most delimited lines of a text are rows of a table with a header line.
  if (cells < 4 || !headerlessBlockAt(text, start, delimiter) || !holdsPersonalRecord(text, start, end)) return false
  const line = text.slice(start, end)
  return NAME_CELL.test(delimiter === 9 ? line.replace(/;/g, ' ') : line.replace(/\t/g, ' '))
}

/**
 * The quoted values of a text's SQL INSERT statements that name their columns
 * ("INSERT INTO clients (id, nom, prenom) VALUES (1201, 'Garnier', 'Aurélie'), (…);"): where each
 * value lies and the name of its column, lower case, without quotes or brackets. Ascending by start.
 */
export interface SqlCells { text: string, starts: number[], ends: number[], columns: string[] }

let sqlCache: SqlCells = { text: '', starts: [], ends: [], columns: [] }
const INSERT_INTO = /\binsert[ \t\r\n]+into[ \t\r\n]+/gi
/** A quoted value longer than this, or an identifier list, ends the statement's reading. */
const SQL_MAX_VALUE = 1000
const SQL_MAX_COLUMNS = 2000

const isSqlBlank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13

/** The SQL cells of `text` (see SqlCells), read once per text; one pass, each character read once. */
export function sqlCells (text: string): SqlCells {
  if (sqlCache.text === text) return sqlCache
  const cells: SqlCells = { text, starts: [], ends: [], columns: [] }
  // Every statement read has a VALUES list: looking for that word first costs a tenth of looking for
  // "insert" (its 'i' is so frequent that the native search of a long text slows down: 0.29 ms on 512 KB).
  if (text.indexOf('VALUES') !== -1 || text.indexOf('values') !== -1 || text.indexOf('Values') !== -1) {
    INSERT_INTO.lastIndex = 0
    for (let m = INSERT_INTO.exec(text); m !== null; m = INSERT_INTO.exec(text)) {
      INSERT_INTO.lastIndex = Math.max(INSERT_INTO.lastIndex, readInsert(text, INSERT_INTO.lastIndex, cells))
    }
  }
  sqlCache = cells
  return cells
}

/** Reads one INSERT from after "INTO " at `k` into `cells`; returns where reading stopped. */
function readInsert (text: string, k: number, cells: SqlCells): number {
  const n = text.length
  // The table's name, then the column list in parentheses.
  const tableFrom = k
  while (k < n && k - tableFrom < 128 && !isSqlBlank(text.charCodeAt(k)) && text.charCodeAt(k) !== 40) k++
  while (k < n && isSqlBlank(text.charCodeAt(k))) k++
  if (k === tableFrom || text.charCodeAt(k) !== 40) return k
  // The list ends at ')'; another '(' or a ';' first means no column list (reading goes on from there).
  let close = k + 1
  while (close < n && close - k <= SQL_MAX_COLUMNS) {
    const c = text.charCodeAt(close)
    if (c === 41 || c === 40 || c === 59) break
    close++
  }
  if (text.charCodeAt(close) !== 41) return close
  const columns = text.slice(k + 1, close).split(',').map((c) => c.replace(/[`"'[\]\s]/g, '').toLowerCase())
  k = close + 1
  while (k < n && isSqlBlank(text.charCodeAt(k))) k++
  if (text.slice(k, k + 6).toLowerCase() !== 'values') return k
  k += 6
  // Tuples: quoted strings, numbers, NULL, calls; a quote inside a value is written twice.
  for (;;) {
    while (k < n && isSqlBlank(text.charCodeAt(k))) k++
    if (text.charCodeAt(k) !== 40) return k
    k++
    for (let column = 0; ; column++) {
      while (k < n && isSqlBlank(text.charCodeAt(k))) k++
      if (text.charCodeAt(k) === 39) {
        let end = k + 1
        for (;;) {
          end = indexWithin(text, 39, end, SQL_MAX_VALUE - (end - k))
          if (end === -1) return k + 1
          if (text.charCodeAt(end + 1) !== 39) break
          end += 2
        }
        if (column < columns.length && end > k + 1) {
          cells.starts.push(k + 1)
          cells.ends.push(end)
          cells.columns.push(columns[column])
        }
        k = end + 1
      } else {
        let depth = 0
        const from = k
        while (k < n && k - from < 200) {
          const c = text.charCodeAt(k)
          if (c === 40) {
            depth++
          } else if (c === 41) {
            if (depth === 0) break
            depth--
          } else if (c === 39 && depth > 0) {
            // A string argument of a call: f('x', 2).
            const q = indexWithin(text, 39, k + 1, 200)
            if (q === -1) break
            k = q
          } else if ((c === 44 && depth === 0) || c === 39 || c === 10) {
            break
          }
          k++
        }
      }
      while (k < n && isSqlBlank(text.charCodeAt(k))) k++
      const c = text.charCodeAt(k)
      if (c === 44) { k++; continue }
      if (c !== 41) return k
      k++
      break
    }
    while (k < n && isSqlBlank(text.charCodeAt(k))) k++
    if (text.charCodeAt(k) !== 44) return k
    k++
  }
}

/** The first `code` in text[from, from + max), or -1: a search that never reads further than the statement can reach. */
function indexWithin (text: string, code: number, from: number, max: number): number {
  const to = Math.min(text.length, from + max)
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === code) return k
  return -1
}

/** The column of the SQL value text[start, end) (between single quotes), or undefined. */
function sqlColumnOf (text: string, start: number, end: number): string | undefined {
  const { starts, ends, columns } = sqlCells(text)
  let lo = 0
  let hi = starts.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (starts[mid] < start) lo = mid + 1
    else if (starts[mid] > start) hi = mid - 1
    else return ends[mid] === end ? columns[mid] : undefined
  }
  return undefined
}

/** Like hasContext, but only looks before the match (labels such as "SSN:" precede the value). */
export function hasContextBefore (text: string, start: number, words: ContextWords | readonly string[], window = CONTEXT_WINDOW): boolean {
  return hasContextIn(text, outerStart(text, start - window, start), start, words)
}

/** Like hasContext, but only looks after the match. */
export function hasContextAfter (text: string, end: number, words: ContextWords | readonly string[], window = CONTEXT_WINDOW): boolean {
  return hasContextIn(text, end, outerEnd(text, end, end + window), words)
}

const WORD_CHAR = /[\p{L}\p{N}]/u

/** True when the character at `index` is a letter or digit in any script. Out of range is false. */
export function isWordChar (text: string, index: number): boolean {
  if (index < 0 || index >= text.length) return false
  // ASCII letters and digits are read off the code; the Unicode classes only for the rest.
  const code = text.charCodeAt(index)
  if (code < 128) return isAsciiAlnumCode(code)
  return WORD_CHAR.test(text[index])
}

/**
 * Every match of a global regex, in order, as RegExpExecArrays; empty matches are stepped over.
 * The one loop over `regex.exec` that detectors use instead of hand-rolling it.
 */
export function * execAll (text: string, regex: RegExp): Generator<RegExpExecArray> {
  if (!regex.global && !regex.sticky) throw new Error('execAll needs a global regex')
  regex.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = regex.exec(text)) !== null) {
    if (m[0].length === 0) { regex.lastIndex++; continue }
    yield m
  }
}

/**
 * Runs a global regex over the text and yields one Match per hit that `accept` approves.
 * `accept` returns a confidence (0 < c ≤ 1) to keep the hit, or 0/false to drop it; it may also
 * narrow the hit to a capture group by returning { confidence, start, end }.
 */
export function * matchAll (
  text: string,
  regex: RegExp,
  accept: (m: RegExpExecArray) => number | false | { confidence: number, start: number, end: number, ruleId?: string },
  ruleId?: string
): Generator<Match> {
  if (!regex.global) throw new Error('matchAll needs a global regex')
  for (const m of execAll(text, regex)) {
    const verdict = accept(m)
    if (verdict === false || verdict === 0) continue
    if (typeof verdict === 'number') {
      yield { start: m.index, end: m.index + m[0].length, confidence: verdict, ruleId }
    } else {
      yield { ruleId, ...verdict }
    }
  }
}
