/**
 * Small helpers shared by the international identifier detectors: token guards for regex sources,
 * table-column context, and the "this looks like a phone number" veto.
 */
import { columnHasContext, contextWords, hasContextBefore, type ContextWords } from '../context.ts'
import type { IntList } from '../anchors.ts'

/**
 * Regex source: the match does not start glued to a letter/digit, nor to "digit + separator". A comma
 * glues only as a thousands separator ("1,234": one to three digits before it, exactly three after);
 * after a longer number, or before a longer one, it separates CSV cells ("1991-03-22,177111350317837"),
 * and so it does after the last part of a date or a code ("1988-02-14,747 758 755": '-', '.' or '/'
 * before those digits).
 */
export const NUM_START = '(?<![A-Za-z0-9_])(?<!\\d[-./ ])(?<!(?<![\\d,./-])\\d{1,3},(?=\\d{3}(?!\\d)))'
/**
 * Regex source: the match does not end glued to a letter/digit, nor to "separator + digit"; a comma
 * glues only as a thousands separator (the match ends in one to three digits, exactly three follow).
 */
export const NUM_END = '(?![A-Za-z0-9_])(?![-./ ]\\d|(?<!\\d{4}),\\d{3}(?!\\d))'
/** `-./ `: NUM_START rules a number out right after a digit and one of these. */
const NUM_JOINERS = new Uint8Array(128)
for (const c of '-./ ') NUM_JOINERS[c.charCodeAt(0)] = 1

/** Lists up to this long are returned as they are (short texts: filtering would cost more than the regex). */
const SHORT_LIST = 64
/** numberStarts' lists by the list they were filtered from (the anchors' cached lists, one set per text). */
const numberStartsOf = new WeakMap<IntList, IntList>()

/**
 * The digit-run starts of `starts` (ascending) at which NUM_START's first two look-behinds allow a
 * match: no letter or `_` right before (a run never follows a digit), nor a digit and one of `-./ `.
 * A sticky regex that begins with NUM_START fails at every other start, so execAt finds the same hits
 * without them. On digit groups ('12 345-67.890 …': every run but the first follows a digit and a
 * separator) and on tokens such as 'K3BX72QP9' (runs glued to letters) that is nearly all of them,
 * and neither the regex nor, for a dense list, its global twin over the whole text has to run. A long
 * list is filtered once per text (several detectors ask for the same one); an unchanged one is returned as it is.
 */
export function numberStarts (text: string, starts: IntList): IntList {
  if (starts.length <= SHORT_LIST) return starts
  const known = numberStartsOf.get(starts)
  if (known !== undefined) return known
  let count = 0
  for (let k = 0; k < starts.length; k++) if (mayStartNumber(text, starts[k])) count++
  let kept: IntList = starts
  if (count < starts.length) {
    const list = new Int32Array(count)
    for (let k = 0, n = 0; n < count; k++) if (mayStartNumber(text, starts[k])) list[n++] = starts[k]
    kept = list
  }
  numberStartsOf.set(starts, kept)
  return kept
}

/** NUM_START's first two look-behinds at the digit-run start `s`, on char codes. */
export function mayStartNumber (text: string, s: number): boolean {
  const before = text.charCodeAt(s - 1)
  if (before < 128 && NUM_JOINERS[before] === 1) return !isDigitCode(text.charCodeAt(s - 2))
  return !((before >= 65 && before <= 90) || (before >= 97 && before <= 122) || before === 95)
}

/** An ASCII digit's code. */
export function isDigitCode (code: number): boolean {
  return code >= 48 && code <= 57
}

/** Regex source guards for alphanumeric tokens. */
export const TOKEN_START = '(?<![A-Za-z0-9_])'
export const TOKEN_END = '(?![A-Za-z0-9_])'

const PHONE_WORDS = contextWords(['tel', 'phone*', 'telephone*', 'mobil*', 'cell*', 'call*', 'fax*', 'telefon*', 'handy*', 'whatsapp', 'sms',
  'téléphone', 'portable', 'numéro', 'numero', 'número', 'teléfono', 'telefone', 'telefono', 'móvil', 'movil', 'celular', 'cellulare',
  // Contact numbers by other names ("recapito della figlia: 339 …"), Nordic and Dutch abbreviations
  'recapito', 'contatto', 'tlf', 'puh', 'gsm', 'mob',
  // "call" in other languages ("ligue para 229 …", "llámeme al …", "appelez le …", "rufen Sie … an")
  'ligue', 'ligar', 'llame', 'llámame', 'llámeme', 'llamar', 'appelez', 'appeler', 'anrufen', 'rufen', 'bel', 'bellen', 'chiama', 'chiamare', 'zadzwoń', 'ring*'])

/**
 * Veto for grouped digit runs that are written like phone numbers: a '+' or '(' right before them,
 * or a phone word shortly before.
 */
export function looksLikePhone (text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 3), start)
  if (/[+(]\s?$/.test(before) || /\)\s?$/.test(before)) return true
  return hasContextBefore(text, start, PHONE_WORDS, 25)
}

/** Starts from which a start list being built counts as dense (see denseSoFar). */
const DENSE_FROM = 4096

/**
 * True when a start list being built holds `count` starts by text position `at`, one per eight
 * characters or closer, and at least DENSE_FROM of them: on such input (hostile "123/123/…") one
 * native pass of the detector's regex over the text (ALL_POSITIONS for execAt) costs less than
 * building the rest of the list.
 */
export function denseSoFar (count: number, at: number): boolean {
  return count >= DENSE_FROM && count * 8 > at
}

/** Digit value of the character at i (0–9), or -1. */
export function digitAt (s: string, i: number): number {
  const d = s.charCodeAt(i) - 48
  return d >= 0 && d <= 9 ? d : -1
}

/** The number of digits right before `end` (exclusive), counted up to `max` + 1. */
export function digitsBefore (text: string, end: number, max: number): number {
  let i = end
  while (i > 0 && end - i <= max && digitAt(text, i - 1) !== -1) i--
  return end - i
}

/** The number of digits from `at` on, counted up to `max` + 1. */
export function digitsAfter (text: string, at: number, max: number): number {
  let i = at
  while (i - at <= max && digitAt(text, i) !== -1) i++
  return i - at
}

/** True when the two-digit day/month/year form a real calendar date (full year given). */
export function validDate (year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= days
}

/**
 * Context from a table's header row (see columnHasContext in context.ts): a lookup for one text,
 * kept for detectors that ask for the column alone.
 */
export function columnContext (text: string): (start: number, end: number, words: ContextWords) => boolean {
  return (start, end, words) => columnHasContext(text, start, end, words)
}
