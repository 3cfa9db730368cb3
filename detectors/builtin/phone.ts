import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import type { Detector, Match } from '../types.ts'
import { contextWords, hasContext, hasContextBefore } from '../context.ts'
import { anchorsOf, digitRunStarts, execAt, isDense, type Anchors, type IntList } from '../anchors.ts'

/**
 * Candidates: an optional +/00 international prefix or a leading 0 or '(' , then digits with the
 * separators people type (space, dash, dot, slash, parentheses), 6 to 20 digits in all. Bounded, so
 * linear. libphonenumber's full metadata then decides whether the number exists.
 */
// Not the head of a UUID or hex id ("0206a1b2-f320-…"): no letter, digit or "-hex" right after, except an
// extension ("x4587"). Up to three separators between digits ("030 / 123 456").
const CANDIDATE = /(?<![\w+\-/.])(?:\+|00)?\(?\d(?:[ \-./()]{0,3}\d){5,19}(?!(?!x\d)\w|-[0-9A-Fa-f]{4})/y
/** An extension after a valid number: "x4587", " ext. 12", " Durchwahl 31", " (ext 12)". Sticky. */
const EXTENSION = /[ \t]{0,2}\(?(?:x|ext\.?|extension|Durchwahl|DW|Apparat)[ \t.:]{0,2}(\d{1,6})\)?(?![\w])/iy
/** North American layout: (415) 555-0132, (415)555-0132, 415-555-0132, 415.555.0132. */
const NANP_LAYOUT = /^(?:\(\d{3}\) ?|\d{3}([-.]))\d{3}[-.]\d{4}$/
/** Without a trunk or country prefix, after a phone word: these countries are tried (US first). */
const CONTEXT_COUNTRIES: CountryCode[] = ['US', 'CN', 'IN', 'IT', 'BR', 'JP', 'RU']
/** The text before the candidate ends like the start of an IBAN ("NL61 ABNA "): its groups are not a phone. */
const IBAN_HEAD = /[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){0,7} ?$/

/** National numbers (leading 0) are tried in these countries, in order. */
const NATIONAL_COUNTRIES: CountryCode[] = ['DE', 'AT', 'CH', 'GB', 'FR', 'NL', 'IT', 'ES', 'BE', 'PL']
const CONTEXT = contextWords(['tel', 'phone*', 'telephone*', 'telefon*', 'fon', 'mobil*', 'mob', 'cell*', 'handy*', 'call*', 'anruf*', 'ruf*', 'fax*', 'whatsapp', 'sms',
  'nummer', 'number', 'erreichbar*', 'reach*', 'kontakt*', 'contact*',
  // French, Spanish, Italian, Portuguese
  'téléphone', 'portable', 'numéro', 'numero', 'número', 'teléfono', 'telefone', 'telefono', 'móvil', 'movil', 'celular', 'cellulare', 'contatto', 'llamar', 'chiamare', 'appeler',
  // Dutch, Nordic, Finnish abbreviations and words
  'tél', 'telf', 'tlf', 'tfn', 'puh', 'puhelin*', 'telefoon*', 'mobiel*', 'gsm', 'cel', 'telemóvel', 'telemovel'])
/**
 * Words that name a phone (not "number" or "contact"): short national numbers without a trunk prefix
 * (Spain, Portugal, Denmark, Norway dial 8 or 9 digits with no leading 0) are reported only after one.
 */
const PHONE_CUE = contextWords(['tel', 'phone*', 'telephone*', 'telefon*', 'fon', 'mobil*', 'mob', 'cell*', 'handy*', 'call*', 'fax*', 'whatsapp', 'sms',
  'téléphone', 'portable', 'teléfono', 'telefone', 'telefono', 'móvil', 'movil', 'celular', 'cellulare', 'llamar', 'chiamare', 'appeler',
  'tél', 'telf', 'tlf', 'tfn', 'puh', 'puhelin*', 'telefoon*', 'mobiel*', 'gsm', 'cel', 'telemóvel', 'telemovel', 'ring', 'ringe', 'soita'])
const SHORT_COUNTRIES: CountryCode[] = ['ES', 'PT', 'DK', 'NO']
/** Countries with a trunk 0 that are tried only when a phone word is near (IE, SE, FI, AU …). */
const MORE_NATIONAL: CountryCode[] = ['IE', 'SE', 'FI', 'AU', 'NZ', 'ZA', 'IN', 'JP', 'TR']

/**
 * libphonenumber's verdict for a candidate, memoised: validation costs 10–25 µs per country tried,
 * and real traffic repeats numbers constantly (signatures, and proxies re-send the whole
 * conversation on every turn). Bounded: the memo is dropped when full. Keys are digit strings with
 * their prefix kind and never leave this module.
 */
const MEMO_LIMIT = 10_000
const memo = new Map<string, boolean>()

function remember (key: string, compute: () => boolean): boolean {
  const known = memo.get(key)
  if (known !== undefined) return known
  const verdict = compute()
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(key, verdict)
  return verdict
}

/**
 * Numbers the regulators reserve for drama and examples, which libphonenumber rejects although they
 * are real-looking phone numbers as written: NANP 555 numbers (any NANP-shaped +1 number), Ofcom's
 * 07700 900xxx, 01632 960xxx, 0808 157 0xxx, 0909 879 0xxx, 03069 990xxx, ACMA's 0491 570–572 xxx and
 * 0x 5550 xxxx. Country code and national number, digits only.
 */
const FICTION = /^(?:1(?![2-9]11)[2-9][0-8]\d(?!\d11)[2-9]\d{6}|44(?:7700900|1632960|3069990)\d{3}|44(?:8081570|9098790)\d{3}|61(?:49157[0-2]\d{3}|[2378]5550\d{4}))$/

function validInternational (raw: string): boolean {
  const normalized = '+' + raw.replace(/^(?:\+|00)/, '').replace(/\D/g, '')
  return remember(normalized, () => parsePhoneNumberFromString(normalized)?.isValid() === true ||
    FICTION.test(raw.replace(/^(?:\+|00)/, '').replace('(0)', '').replace(/\D/g, '')))
}

function validNational (digits: string): boolean {
  return remember('n' + digits, () => NATIONAL_COUNTRIES.some((country) => parsePhoneNumberFromString(digits, country)?.isValid() === true) ||
    FICTION.test('44' + digits.slice(1)))
}

function validIn (kind: string, digits: string, countries: CountryCode[]): boolean {
  return remember(kind + digits, () => countries.some((country) => parsePhoneNumberFromString(digits, country)?.isValid() === true))
}

/** Mobile numbers of these countries have at least ten digits; shorter runs are order numbers. */
function validInContext (digits: string): boolean {
  if (digits.length < 10) return false
  return remember('c' + digits, () => CONTEXT_COUNTRIES.some((country) => parsePhoneNumberFromString(digits, country)?.isValid() === true))
}

/**
 * NANP numbering rules (all member countries, not only the area codes in use): area code and exchange
 * start with 2–9, no area code has 9 in the middle, neither is an N11 service code (411, 911).
 */
const NANP_NUMBER = /^(?![2-9]11)[2-9][0-8]\d(?!\d11)[2-9]\d{6}$/

/** The North American layout with consistent separators, and a number the NANP rules allow. */
function nanpLayout (raw: string, digits: string): boolean {
  // With the country code written without '+': "1-415-555-0132", "1 (800) 555-0199".
  if (/^1[-. ]/.test(raw) && digits.length === 11) return nanpLayout(raw.slice(2), digits.slice(1))
  const m = NANP_LAYOUT.exec(raw)
  if (m === null) return false
  if (m[1] !== undefined && raw[7] !== m[1]) return false
  return NANP_NUMBER.test(digits)
}

/** `context`: whether a phone word is near the candidate; computed once per candidate, on demand. */
function classify (raw: string, context: () => boolean, cue: () => boolean): number {
  const digits = raw.replace(/\D/g, '')
  if (digits.length < 7) return 0
  if (raw.startsWith('+') || raw.startsWith('00')) return validInternational(raw) ? 0.95 : 0
  // A compact run of under 9 digits ("0123456", a numeric commit hash) needs a phone word.
  if (digits.length < 9 && /^\d+$/.test(raw) && !context()) return 0
  if (raw.startsWith('0') || raw.startsWith('(0')) {
    if (validNational(digits)) return context() ? 0.9 : 0.75
    return cue() && (validIn('m', digits, MORE_NATIONAL) || FICTION.test('61' + digits.slice(1))) ? 0.8 : 0
  }
  // Without a trunk or country prefix a digit run is a phone number in the North American layout,
  // or when the text says so.
  if (nanpLayout(raw, digits)) return context() ? 0.8 : 0.65
  // "Móvil: 612 34 56 78", "Tlf. 22 12 34 56": short national numbers right after a phone word.
  if (digits.length <= 9) return cue() && validIn('s', digits, SHORT_COUNTRIES) ? 0.7 : 0
  if (!context()) return 0
  return validInContext(digits) ? 0.7 : 0
}

const noCue = (): boolean => false

/** A date (2023-09-07), a version (0.1.3, 10.0.18752.52) or a decimal fraction (0.0152) inside the candidate. */
const NOT_A_NUMBER = /\d{4}-\d{2}-\d{2}|^\d{1,3}\.\d{1,3}\.\d{1,3}(?!\d)|^[1-9]\d?\.\d{1,3}\.\d|(?:^|\s)0\.\d/

/** A closing bracket or separator at the end belongs to the sentence, not the number. */
function trimTrailing (raw: string): string {
  const trimmed = raw.replace(/[ \-./(]+$/, '')
  return trimmed.endsWith(')') && !trimmed.includes('(') ? trimmed.slice(0, -1) : trimmed
}

/**
 * Where CANDIDATE (sticky) is tried: at the first digit run of every digit chain with six digits or
 * more from there (anchors.ts joins runs by up to three of ` -./()`, as CANDIDATE does), and one or
 * two characters before it when a '+', '(' or '+(' prefix stands there.
 */
function phoneStarts (text: string, a: Anchors): IntList {
  const runs = digitRunStarts(a, 6)
  // Dense (hostile "1 1 1 …"): execAt runs the global regex, the list's entries are not used.
  if (isDense(text, runs.length)) return runs
  const starts: number[] = []
  for (let k = 0; k < runs.length; k++) {
    const s = runs[k]
    const before = text.charCodeAt(s - 1)
    if (before === 40 && text.charCodeAt(s - 2) === 43) starts.push(s - 2)
    if (before === 43 || before === 40) starts.push(s - 1)
    starts.push(s)
  }
  return starts
}

function * findPhones (text: string, anchors?: Anchors): Generator<Match> {
  for (const m of execAt(text, CANDIDATE, phoneStarts(text, anchorsOf(text, anchors)))) {
    if (IBAN_HEAD.test(text.slice(Math.max(0, m.index - 40), m.index))) continue
    const raw = trimTrailing(m[0])
    // Dates, versions and decimals look numeric too: 2024-01-15, 1.2.3, 12.03.2024, 0.300000000000;
    // so do changelog heads ("0.1.3 (2023-09-07)"), clock times ("Jun 09 2007 17:46") and number
    // columns ("61,040.71 0.0152").
    if (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(raw) || /^\d{1,3}\.\d+$/.test(raw) || NOT_A_NUMBER.test(raw)) continue
    // "0 2 5 4 2 2 3 4 1": runs of single digits are data, not a number anybody dials.
    if (/\d[ ]\d[ ]\d[ ]\d(?:[ ]|$)/.test(raw.replace(/^\+\d{1,3} /, ''))) continue
    if (text[m.index - 1] === ',' && /\d/.test(text[m.index - 2] ?? '') && /^\d{3}(?!\d)/.test(raw)) continue // "61,040.71": a thousands group
    if (/^:\d/.test(text.slice(m.index + raw.length, m.index + raw.length + 2))) continue
    const at = m.index
    let known: boolean | undefined
    const context = () => (known ??= hasContext(text, at, at + raw.length, CONTEXT, 40))
    let cued: boolean | undefined
    const cue = () => (cued ??= hasContextBefore(text, at, PHONE_CUE, 25))
    let confidence = classify(raw, context, cue)
    // "0171 1234567 2024": trailing groups that are not part of the number; retry without them.
    let trimmed = raw
    for (let tries = 0; confidence === 0 && tries < 2; tries++) {
      const cut = trimmed.search(/[ ][^ ]*$/)
      if (cut <= 0) break
      trimmed = trimTrailing(trimmed.slice(0, cut))
      // Short numbers only as written: a trimmed head of a longer number (a card, a reference) is none.
      confidence = classify(trimmed, context, noCue)
    }
    if (confidence === 0) continue
    let end = m.index + trimmed.length
    EXTENSION.lastIndex = end
    if (trimmed === raw && EXTENSION.test(text)) end = EXTENSION.lastIndex
    // "(+49) 30 1234567": the bracket opened before the number belongs to it; "(0176 12345678)": the
    // bracket around the whole number does not.
    let start = text[m.index - 1] === '(' && trimmed.includes(')') && !trimmed.includes('(') ? m.index - 1 : m.index
    if (trimmed.startsWith('(') && !trimmed.includes(')')) start++
    yield { start, end, confidence }
  }
}

const phone: Detector = {
  name: 'PHONE',
  priority: 3,
  anchors: ['digit'],
  minDigits: 6,
  maxSpan: 60,
  contextRadius: 40,
  description: 'Telephone numbers of every country in international form (+49 …, 0049 …, (+49) …), national numbers of DE, AT, CH, GB, FR, NL, IT, ES, BE, PL (after a phone word also IE, SE, FI, AU, NZ, ZA, IN, JP, TR, and ES, PT, DK, NO numbers without a trunk prefix: Móvil: 612 34 56 78, Tlf. 22 12 34 56), North American numbers in their usual layout ((415) 555-0132, 415-555-0132, 1-415-555-0132), other digit runs of ten or more digits next to a phone word (in German, English, French, Spanish, Italian, Portuguese, Dutch, the Nordic languages or Finnish: Tél., Móvil, Tlf., Puh. …); extensions (x4587, ext. 12, Durchwahl) included.',
  validation: "libphonenumber's full metadata: the number must be valid (existing prefix and length) for its country; the ranges reserved for drama and examples (NANP 555, Ofcom 07700 900xxx/01632 960xxx, ACMA 0491 570xxx) count as valid.",
  example: '+49 171 1234567, 030 12345678, +1 415 555 2671',
  find: findPhones
}

export default phone
