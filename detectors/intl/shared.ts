/**
 * Small helpers shared by the international identifier detectors: token guards for regex sources,
 * table-column context, and the "this looks like a phone number" veto.
 */
import { contextWords, hasContextBefore, hasContextIn, type ContextWords } from '../context.ts'

/** Regex source: the match does not start glued to a letter/digit, nor to "digit + separator". */
export const NUM_START = '(?<![A-Za-z0-9_])(?<!\\d[-.,/ ])'
/** Regex source: the match does not end glued to a letter/digit, nor to "separator + digit". */
export const NUM_END = '(?![A-Za-z0-9_])(?![-.,/ ]\\d)'
/** Regex source guards for alphanumeric tokens. */
export const TOKEN_START = '(?<![A-Za-z0-9_])'
export const TOKEN_END = '(?![A-Za-z0-9_])'

const PHONE_WORDS = contextWords(['tel', 'phone*', 'telephone*', 'mobil*', 'cell*', 'call*', 'fax*', 'telefon*', 'handy*', 'whatsapp', 'sms'])

/**
 * Veto for grouped digit runs that are written like phone numbers: a '+' or '(' right before them,
 * or a phone word shortly before.
 */
export function looksLikePhone (text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 3), start)
  if (/[+(]\s?$/.test(before) || /\)\s?$/.test(before)) return true
  return hasContextBefore(text, start, PHONE_WORDS, 25)
}

/** Digit value of the character at i (0–9), or -1. */
export function digitAt (s: string, i: number): number {
  const d = s.charCodeAt(i) - 48
  return d >= 0 && d <= 9 ? d : -1
}

/** True when the two-digit day/month/year form a real calendar date (full year given). */
export function validDate (year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= days
}

const MAX_TABLE_LINE = 2000

/**
 * Context from a table's header row: for a value that fills a whole cell of a delimited row (CSV,
 * semicolon or tab separated), the header is the nearest earlier line, within the same block (no
 * blank line in between), that has the same delimiter and no digits; the context is that line's
 * cell in the value's column ("ahv_nr" above "7568852337932" three rows down).
 *
 * Returns a lookup for one text. Calls must come with non-decreasing `start` (as regex hits do): the
 * lookup walks the text once, so all calls together stay linear in the text length. Lines longer
 * than 2,000 characters are never headers and give no column context.
 */
export function columnContext (text: string): (start: number, end: number, words: ContextWords) => boolean {
  let lineStart = 0 // start of the line the walk is on
  let header = -1 // start of the latest header candidate line, or -1
  let headerEnd = -1
  let lastStart = -1
  // Delimiters counted so far on the current line: [countLine, countPos) holds `column` of them.
  let countLine = -1
  let countDelimiter = ''
  let countPos = 0
  let column = 0
  // The header line split into cells, cached for the latest (header, delimiter).
  let cellsOf = -1
  let cellsDelimiter = ''
  let cells: string[] = []

  let nl = text.indexOf('\n') // end of the current line (-1: it is the last one)

  function advanceTo (pos: number): void {
    for (;;) {
      if (nl === -1 || nl >= pos) return
      const line = text.slice(lineStart, Math.min(nl, lineStart + MAX_TABLE_LINE + 1))
      if (line.trim() === '') {
        header = -1
      } else if (nl - lineStart <= MAX_TABLE_LINE && /[,;\t]/.test(line) && !/\d/.test(line)) {
        header = lineStart
        headerEnd = nl
      }
      lineStart = nl + 1
      nl = text.indexOf('\n', lineStart)
    }
  }

  return function (start, end, words) {
    if (start < lastStart) return false
    lastStart = start
    advanceTo(start)
    if (header === -1 || start - lineStart > MAX_TABLE_LINE) return false
    const before = start > lineStart ? text[start - 1] : ''
    const after = end < text.length ? text[end] : ''
    const delimiter = before !== '' ? before : after
    if (delimiter !== ',' && delimiter !== ';' && delimiter !== '\t') return false
    if (after !== '' && after !== delimiter && after !== '\r' && after !== '\n') return false
    if (countLine !== lineStart || countDelimiter !== delimiter) {
      countLine = lineStart
      countDelimiter = delimiter
      countPos = lineStart
      column = 0
    }
    for (; countPos < start; countPos++) if (text[countPos] === delimiter) column++
    if (cellsOf !== header || cellsDelimiter !== delimiter) {
      cellsOf = header
      cellsDelimiter = delimiter
      cells = text.slice(header, headerEnd).split(delimiter)
    }
    if (cells.length < 2 || column >= cells.length) return false
    return hasContextIn(cells[column], 0, cells[column].length, words)
  }
}
