/**
 * Small helpers shared by the international identifier detectors: token guards for regex sources,
 * table-column context, and the "this looks like a phone number" veto.
 */
import { columnHasContext, contextWords, hasContextBefore, type ContextWords } from '../context.ts'

/**
 * Regex source: the match does not start glued to a letter/digit, nor to "digit + separator". A comma
 * glues only as a thousands separator ("1,234": one to three digits before it, exactly three after);
 * after a longer number, or before a longer one, it separates CSV cells ("1991-03-22,177111350317837").
 */
export const NUM_START = '(?<![A-Za-z0-9_])(?<!\\d[-./ ])(?<!(?<![\\d,])\\d{1,3},(?=\\d{3}(?!\\d)))'
/**
 * Regex source: the match does not end glued to a letter/digit, nor to "separator + digit"; a comma
 * glues only as a thousands separator (the match ends in one to three digits, exactly three follow).
 */
export const NUM_END = '(?![A-Za-z0-9_])(?![-./ ]\\d|(?<!\\d{4}),\\d{3}(?!\\d))'
/** Regex source guards for alphanumeric tokens. */
export const TOKEN_START = '(?<![A-Za-z0-9_])'
export const TOKEN_END = '(?![A-Za-z0-9_])'

const PHONE_WORDS = contextWords(['tel', 'phone*', 'telephone*', 'mobil*', 'cell*', 'call*', 'fax*', 'telefon*', 'handy*', 'whatsapp', 'sms',
  'téléphone', 'portable', 'numéro', 'numero', 'número', 'teléfono', 'telefone', 'telefono', 'móvil', 'movil', 'celular', 'cellulare',
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
