import { parsePhoneNumberFromString as parseWithErrors, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max'
import { Metadata } from 'libphonenumber-js/core'
import maxMetadata from 'libphonenumber-js/max/metadata'
import { Hit, type Detector, type Match } from '../types.ts'
import { columnHasContext, contextWords, hasContext, hasContextBefore, hasContextIn, type ContextWords } from '../context.ts'
import { ALL_POSITIONS, anchorsOf, digitRunStarts, execAt, firstAboveNear, HAS_LOWER, HAS_UNDERSCORE, HAS_UPPER, isDense, type Anchors, type IntList } from '../anchors.ts'

/**
 * Candidates: an optional +/00 international prefix or a leading 0 or '(' , then digits with the
 * separators people type (space, dash, dot, slash, parentheses), 6 to 20 digits in all. Bounded, so
 * linear. libphonenumber's full metadata then decides whether the number exists.
 */
// Not the head of a UUID or hex id ("0206a1b2-f320-…"): no letter, digit or "-hex" right after, except an
// extension ("x4587"). Up to three separators between digits ("030 / 123 456"), but never two blanks
// in a row: they part the columns of a table aligned with blanks ("+30 2310 240 118   00:01:05").
const CANDIDATE = /(?<![\w+\-/.])(?:\+|00)?\(?\d(?:(?! {2}|[-./()] {2})[ \-./()]{0,3}\d){5,19}(?!(?!x\d)\w|-[0-9A-Fa-f]{4})/y
/** An extension after a valid number: "x4587", " ext. 12", " Durchwahl 31", " (ext 12)". Sticky. */
const EXTENSION = /,?[ \t]{0,2}\(?(?:x|ext\.?|extension|Durchwahl|DW|Apparat)[ \t.:]{0,2}(\d{1,6})\)?(?![\w])/iy
/** North American layout: (415) 555-0132, (415)555-0132, 415-555-0132, 415.555.0132. */
const NANP_LAYOUT = /^(?:\(\d{3}\) ?|\d{3}([-.]))\d{3}[-.]\d{4}$/
/** Without a trunk or country prefix, after a phone word: these countries are tried (US first). */
const CONTEXT_COUNTRIES: CountryCode[] = ['US', 'CN', 'IN', 'IT', 'BR', 'JP', 'RU', 'AU']
/** Ten-digit numbers without a trunk prefix, reported only right after a phone word (Greece: Τηλ. 210 1234567). */
const CUED_COUNTRIES: CountryCode[] = ['GR']
/** The text before the candidate ends like the start of an IBAN ("NL61 ABNA "): its groups are not a phone. */
const IBAN_HEAD = /[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){0,7} ?$/

/** National numbers (leading 0) are tried in these countries, in order. */
const NATIONAL_COUNTRIES: CountryCode[] = ['DE', 'AT', 'CH', 'GB', 'FR', 'NL', 'IT', 'ES', 'BE', 'PL']
const CONTEXT = contextWords(['tel', 'phone*', 'telephone*', 'telefon*', 'fon', 'mobil*', 'mob', 'cell*', 'handy*', 'call*', 'anruf*', 'ruf*', 'fax*', 'whatsapp', 'sms', 'hotline*', 'msisdn',
  'nummer', 'number', 'erreichbar*', 'reach*', 'kontakt*', 'contact*',
  // French, Spanish, Italian, Portuguese
  'téléphone', 'portable', 'numéro', 'numero', 'número', 'teléfono', 'telefone', 'telefono', 'móvil', 'movil', 'celular', 'cellulare', 'contatto', 'recapito', 'llam*', 'lláme*', 'lláma*', 'márca*', 'marcame', 'márque*', 'chiam*', 'appeler', 'appelez',
  // Dutch, Nordic, Finnish abbreviations and words
  'tél', 'telf', 'tlf', 'tfn', 'puh', 'puhelin*', 'telefoon*', 'mobiel*', 'gsm', 'cel', 'telemóvel', 'telemovel',
  // Greek, Russian/Ukrainian/Bulgarian
  'τηλ*', 'κιν*', 'тел*', 'моб*'])
/**
 * Words that name a phone (not "number" or "contact"): short national numbers without a trunk prefix
 * (Spain, Portugal, Denmark, Norway dial 8 or 9 digits with no leading 0) are reported only after one.
 */
const PHONE_CUE_WORDS = ['tel', 'phone*', 'telephone*', 'telefon*', 'fon', 'mobil*', 'mob', 'cell*', 'handy*', 'call*', 'fax*', 'whatsapp', 'sms', 'hotline*', 'msisdn',
  'téléphone', 'portable', 'teléfono', 'telefone', 'telefono', 'móvil', 'movil', 'celular', 'cellulare', 'appeler',
  // "call" as the verb in its forms: llamar, llámeme, márcame (dial me), chiamami, mi chiami, chiamateci
  'llam*', 'lláme*', 'lláma*', 'márca*', 'marcame', 'márque*', 'chiam*', 'ligue', 'ligar', 'liga-me', 'recapito', 'appelez', 'appelle-moi', 'anrufen', 'ruf',
  'tél', 'telf', 'tlf', 'tfn', 'puh', 'puhelin*', 'telefoon*', 'mobiel*', 'gsm', 'cel', 'telemóvel', 'telemovel', 'ring', 'ringe', 'soita',
  'τηλ*', 'κιν*', 'тел*', 'моб*',
  // Customer-service and fault lines name the number to call: "Atención al cliente 900 812 345".
  'atención al cliente', 'atencion al cliente', 'customer service', 'service client', 'servizio clienti', 'kundenservice', 'kundendienst',
  'averías', 'averias', 'störungsstelle', 'klantenservice']
const PHONE_CUE = contextWords(PHONE_CUE_WORDS)
/** The phone words that rank a number above other identifiers (CUED_PRIORITY): not Swedish 'tfn', which is also Australia's tax file number. */
const RANK_CUE = contextWords(PHONE_CUE_WORDS.filter((w) => w !== 'tfn'))
const SHORT_COUNTRIES: CountryCode[] = ['ES', 'PT', 'DK', 'NO']
/** Poland's nine-digit numbers (no trunk prefix) only as written in groups (501 287 336): a compact run is any number. */
const SHORT_GROUPED: CountryCode[] = ['PL']
/**
 * Countries whose service numbers are short (Australia's 13 xx xx, the Gulf's 800 xxxx toll-free,
 * Singapore's and Hong Kong's eight digits …): a number written in groups right after a phone word
 * ("call us on 13 2221", "For enquiries call 800 5111") counts when it is valid in one of them.
 */
const SERVICE_COUNTRIES: CountryCode[] = ['AU', 'AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'SG', 'HK', 'MY', 'NZ', 'IN', 'ZA', 'IE']

/**
 * A context lookup's cheap first test. hasContextIn (context.ts) finds a word only where the
 * lower-cased window holds one of the word list's hints (one letter run of each word) at a word
 * start of the normalised window: its first character, a character after one that is not a letter
 * or digit, or an upper-case letter after a lower-case one (camelCase). A window without such a hint
 * needs no lookup, and most candidates have none.
 */
interface Hints {
  /** For an ASCII code (lower case): 1 + index into `lists`, or 0. */
  ascii: Uint8Array
  lists: string[][]
  /** Lists of hints that start with a non-ASCII character, by that character's code. */
  other: Map<number, string[]>
}

function hintsOf (words: ContextWords): Hints {
  const ascii = new Uint8Array(128)
  const lists: string[][] = []
  const other = new Map<number, string[]>()
  // A hint that starts with another one adds nothing: where it stands, the shorter one does too
  // ('telephone', 'telefon', 'teléfono' after 'tel'; 55 phone-word hints become 39).
  const needed = words.hints.filter((hint) => !words.hints.some((shorter) => shorter !== hint && hint.startsWith(shorter)))
  for (const hint of needed) {
    const first = hint.charCodeAt(0)
    if (first >= 128) {
      other.set(first, [...(other.get(first) ?? []), hint])
    } else if (ascii[first] === 0) {
      lists.push([hint])
      ascii[first] = lists.length
    } else {
      lists[ascii[first] - 1].push(hint)
    }
  }
  return { ascii, lists, other }
}

/** Lower case of non-ASCII UTF-16 units, filled on first sight: code + 1, or -1 when it is not one unit (İ). 0: not yet. */
const LOWER = new Int32Array(65536)

/**
 * Lower case of the character code at `i` as toLowerCase gives it, or -1 when that is not one UTF-16
 * unit. Surrogates stay as they are: no hint holds one, and astral letters keep their length.
 */
function lowerAt (text: string, i: number): number {
  const c = text.charCodeAt(i)
  if (c < 128) return c >= 65 && c <= 90 ? c | 32 : c
  let known = LOWER[c]
  if (known === 0) {
    const lower = c >= 0xD800 && c <= 0xDFFF ? String.fromCharCode(c) : String.fromCharCode(c).toLowerCase()
    known = LOWER[c] = lower.length === 1 ? lower.charCodeAt(0) + 1 : -1
  }
  return known === -1 ? -1 : known - 1
}

/** True when one of the hints starts at `i` and ends by `to` (or when case folding makes that unclear). */
function hintAt (text: string, i: number, to: number, hints: Hints): boolean {
  const c = lowerAt(text, i)
  if (c === -1) return true
  const k0 = c < 128 ? hints.ascii[c] : 0
  const list = k0 !== 0 ? hints.lists[k0 - 1] : c >= 128 ? hints.other.get(c) : undefined
  if (list === undefined) return false
  for (const hint of list) {
    if (i + hint.length > to) continue
    let k = 1
    while (k < hint.length) {
      const d = lowerAt(text, i + k)
      if (d === -1) return true
      if (d !== hint.charCodeAt(k)) break
      k++
    }
    if (k === hint.length) return true
  }
  return false
}

/** Where mayHold's last searches ended in the word list and in the non-ASCII word starts (any guess is exact). */
let wordCursor = 0
let otherCursor = 0

/**
 * False only when text[from, to) holds none of the hints at a word start (so no context word there).
 * The word starts come from the anchor pass: every ASCII word, the window's first character, and
 * inside a word the characters after `_` and camelCase humps; non-ASCII characters that start a word.
 */
function mayHold (text: string, a: Anchors, from: number, to: number, hints: Hints): boolean {
  const start = Math.max(0, from)
  const end = Math.min(text.length, to)
  if (start >= end) return false
  const { wordStart, wordEnd, wordFlags } = a
  const first = wordCursor = firstAboveNear(wordEnd, start, wordCursor)
  for (let w = first; w < wordStart.length && wordStart[w] < end; w++) {
    const ws = wordStart[w] > start ? wordStart[w] : start
    const we = wordEnd[w] < end ? wordEnd[w] : end
    if (hintAt(text, ws, end, hints)) return true
    const flags = wordFlags[w]
    if ((flags & HAS_UNDERSCORE) !== 0 || ((flags & HAS_UPPER) !== 0 && (flags & HAS_LOWER) !== 0)) {
      for (let i = ws + 1; i < we; i++) {
        const p = text.charCodeAt(i - 1)
        const c = text.charCodeAt(i)
        if ((p === 95 || (p >= 97 && p <= 122 && c >= 65 && c <= 90)) && hintAt(text, i, end, hints)) return true
      }
    }
    // A non-ASCII letter right after a lower-case one may start a camelCase word.
    const last = text.charCodeAt(we - 1)
    if (we === wordEnd[w] && we < end && last >= 97 && last <= 122 && text.charCodeAt(we) >= 128 && hintAt(text, we, end, hints)) return true
  }
  if (a.nonAscii) {
    const others = a.otherStarts
    const l = otherCursor = firstAboveNear(others, start - 1, otherCursor)
    for (let k = l; k < others.length && others[k] < end; k++) if (hintAt(text, others[k], end, hints)) return true
  }
  return false
}

const CONTEXT_HINTS = hintsOf(CONTEXT)
const PHONE_CUE_HINTS = hintsOf(PHONE_CUE)
/** How far hasContext looks on each side for phone words. */
const NEAR = 40

/** hasContext with CONTEXT, skipping the window lookups when neither side holds a hint. */
function phoneWordNear (text: string, a: Anchors, start: number, end: number): boolean {
  if (mayHold(text, a, start - NEAR, start, CONTEXT_HINTS) || mayHold(text, a, end, end + NEAR, CONTEXT_HINTS)) return hasContext(text, start, end, CONTEXT, NEAR)
  return columnHasContext(text, start, end, CONTEXT)
}
/** Countries with a trunk 0 that are tried only when a phone word is near (IE, SE, FI, AU …). */
const MORE_NATIONAL: CountryCode[] = ['IE', 'SE', 'FI', 'AU', 'NZ', 'ZA', 'IN', 'JP', 'TR']

/**
 * libphonenumber's parse without stack traces: it throws and catches a ParseError for every text it
 * rejects, and building an Error captures a stack trace, which nothing reads here. On 1 MB of random
 * digit groups (about 30,000 new numbers) that was a fifth of PHONE's time. Synchronous, so the
 * process-wide limit is back before anything else runs.
 */
function parsePhoneNumberFromString (text: string, country?: CountryCode): PhoneNumber | undefined {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return parseWithErrors(text, country)
  } finally {
    Error.stackTraceLimit = limit
  }
}

/**
 * libphonenumber's verdict for a candidate, memoised: validation costs 10–25 µs per country tried,
 * and real traffic repeats numbers constantly (signatures, and proxies re-send the whole
 * conversation on every turn). Bounded: the memo is dropped when full. Keys are digit strings with
 * their prefix kind and never leave this module.
 */
const MEMO_LIMIT = 10_000
const memo = new Map<string, boolean>()

function remembered (key: string, verdict: boolean): boolean {
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(key, verdict)
  return verdict
}

/** True when libphonenumber accepts `digits` as a number of one of `countries` (no closures: tsx names each one it creates). */
function validInSome (digits: string, countries: readonly CountryCode[]): boolean {
  for (let i = 0; i < countries.length; i++) {
    if (!lengthPossible(countries[i], digits) || !patternPossible(countries[i], digits)) continue
    const known = validUnparsed(countries[i], digits)
    if (known === undefined ? validParsed(parsePhoneNumberFromString(digits, countries[i])) : known) return true
  }
  return false
}

/**
 * Whether `digits` can be a valid number of `country`, by length, from libphonenumber's own metadata:
 * a valid number's national part has one of the country's possible lengths, and parsing takes off at
 * most the country's calling code and a national prefix (one of the plain digit strings of "national
 * prefix for parsing"), unless the digits start with the country's international call prefix (then
 * they are read as another country's number). Countries whose prefix rule is a pattern or rewrites
 * the number are always tried. Exact: only countries that cannot accept the number are skipped, each
 * parse costing 10-25 µs (random digit groups: about 30,000 new numbers per MB, ten countries each).
 */
export function lengthPossible (country: CountryCode, digits: string): boolean {
  const rule = numberRuleOf(country)
  if (rule.lengths === 0 || rule.internationalPrefix?.test(digits) === true) return true
  const length = digits.length
  if (length < 32 && (rule.lengths & (1 << length)) !== 0) return true
  for (let i = 0; i < rule.prefixLengths.length; i++) {
    const rest = length - rule.prefixLengths[i]
    if (rest >= 0 && rest < 32 && (rule.lengths & (1 << rest)) !== 0) return true
  }
  return false
}

/**
 * Whether `digits` can be a valid number of `country` by libphonenumber's own patterns. The national
 * number parsing leaves is the digits themselves, or they without a plain national prefix, the
 * calling code, or both (the cases lengthPossible counts); it is validated in the plan of one of the
 * countries sharing the calling code (a GB number may be read as JE, GG or IM), and isValid() needs
 * that plan's national-number pattern and one of its type patterns (getNumberType). Digits after
 * the international call prefix, and countries lengthPossible always tries or that are not their
 * calling code's main country (parsing a stripped calling code uses the main country's prefix rule),
 * are always tried. Exact as a filter; a parse costs 15-60 µs, these patterns about 1 µs (compiled
 * once, where the library's matchesEntirely builds a RegExp per test), and on random digit groups
 * most numbers of the right length still fail them (DE one in five, GB nine in ten).
 */
export function patternPossible (country: CountryCode, digits: string): boolean {
  const rule = numberRuleOf(country)
  if (rule.plans === undefined || rule.internationalPrefix?.test(digits) === true) return true
  if (fitsNational(rule, digits)) return true
  const code = rule.callingCode
  return digits.startsWith(code) && fitsNational(rule, digits.slice(code.length))
}

/**
 * `digits`, or `digits` without one of the rule's national prefixes, fits one of its plans: its
 * patterns, or with `lengthsOnly` only its possible lengths.
 */
function fitsNational (rule: NumberRule, digits: string, lengthsOnly = false): boolean {
  if (fitsPlan(rule, digits, lengthsOnly)) return true
  for (const prefix of rule.nationalPrefixes) if (digits.startsWith(prefix) && fitsPlan(rule, digits.slice(prefix.length), lengthsOnly)) return true
  return false
}

function fitsPlan (rule: NumberRule, national: string, lengthsOnly: boolean): boolean {
  for (const plan of rule.plans ?? []) {
    const fits = lengthsOnly
      ? plan.lengths === 0 || (national.length < 32 && (plan.lengths & (1 << national.length)) !== 0)
      : plan.national.test(national) && (plan.types === undefined || plan.types.test(national))
    if (fits) return true
  }
  return false
}

/**
 * Whether '+' and `digits` can be a valid number (`lengthsOnly`: a possible one) by libphonenumber's
 * metadata. Parsing takes the shortest calling code the digits start with (none after a 0); the
 * national number is the rest, or the rest without a plain national prefix of the code's main
 * country; it is validated in the plan of one of the countries sharing the code (patternPossible's
 * patterns), and isPossible() needs a length that plan allows. Codes without countries (+800, +882)
 * and main countries patternPossible always tries are always tried. Exact as a filter: numbers
 * after '+' or '00' cost a parse for validInternational and another for possibleInternational, and
 * random digit groups give about 500 such new numbers per MB.
 */
export function internationalPossible (digits: string, lengthsOnly: boolean): boolean {
  if (digits.charCodeAt(0) === 48) return false
  const metadata = planReader()
  for (let i = 1; i <= 3 && i <= digits.length; i++) {
    const code = digits.slice(0, i)
    if (!metadata.hasCallingCode(code)) continue
    const main = metadata.getCountryCodesForCallingCode(code)?.[0]
    if (main === undefined || !metadata.hasCountry(main)) return true
    const rule = numberRuleOf(main as CountryCode)
    if (rule.plans === undefined) return true
    const rest = digits.slice(i)
    return fitsNational(rule, rest, lengthsOnly)
  }
  return false
}

/**
 * What isValid() requires in one numbering plan: its national-number pattern, and one of its type
 * patterns when it lists types; and what isPossible() requires: a national number of one of the
 * plan's possible lengths (as bits; 0: any length).
 */
interface PlanPatterns { national: RegExp, types?: RegExp, lengths: number }
/** The number types getNumberType tries. */
const NUMBER_TYPES = ['FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL']

/**
 * A country's possible national-number lengths as bits (0: try every length), the lengths of its
 * plain national prefixes, and for patternPossible the prefixes, calling code and the patterns of the
 * plans sharing it (undefined: try every number).
 */
interface NumberRule { lengths: number, prefixLengths: number[], internationalPrefix?: RegExp, nationalPrefixes: string[], callingCode: string, plans?: PlanPatterns[], sharing?: SharingPlan[] }

/**
 * A plan sharing a calling code, as parsing reads it to pick the number's country
 * (getCountryByNationalNumber) and to check a national number's length (checkNumberLength):
 * its leading digits, if the metadata gives them, and its possible lengths (the metadata's array).
 */
interface SharingPlan { country: string, leadingDigits?: RegExp, possibleLengths?: number[] }
const numberRules = new Map<CountryCode, NumberRule>()
const PLAIN_PREFIXES = /^\d+(?:\|\d+)*$/

function numberRuleOf (country: CountryCode): NumberRule {
  let rule = numberRules.get(country)
  if (rule === undefined) numberRules.set(country, rule = lengthRuleOf(country))
  return rule
}

/** The part of libphonenumber's Metadata class read here (present in its JavaScript, not in its type declarations). */
interface PlanMetadata {
  hasCountry (country: string): boolean
  selectNumberingPlan (country: string): void
  getCountryCodesForCallingCode (callingCode: string): string[] | undefined
  hasCallingCode (callingCode: string): boolean
  hasTypes (): boolean
  leadingDigits (): unknown
  type (name: string): { pattern (): string, possibleLengths (): number[] | undefined } | undefined
  numberingPlan?: { possibleLengths (): number[] | undefined, nationalPrefixForParsing (): unknown, nationalPrefixTransformRule (): unknown, IDDPrefix (): unknown, callingCode (): unknown, nationalNumberPattern (): string }
}

/** A rule string of the metadata, or '' when there is none (absent rules read as undefined or 0). */
function ruleText (value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** One reader for every country (numberRules keeps its answers); selectNumberingPlan switches it. */
let planMetadata: PlanMetadata | undefined

function planReader (): PlanMetadata {
  planMetadata ??= new Metadata(maxMetadata) as unknown as PlanMetadata
  return planMetadata
}

function lengthRuleOf (country: CountryCode): NumberRule {
  const ANY: NumberRule = { lengths: 0, prefixLengths: [], nationalPrefixes: [], callingCode: '' }
  const metadata = planReader()
  if (!metadata.hasCountry(country)) return ANY
  metadata.selectNumberingPlan(country)
  const plan = metadata.numberingPlan
  if (plan === undefined || ruleText(plan.nationalPrefixTransformRule()) !== '') return ANY
  const prefixRule = ruleText(plan.nationalPrefixForParsing())
  const lengths = plan.possibleLengths() ?? []
  if ((prefixRule !== '' && !PLAIN_PREFIXES.test(prefixRule)) || lengths.length === 0 || lengths.some((l) => l >= 32)) return ANY
  let bits = 0
  for (const l of lengths) bits |= 1 << l
  const idd = ruleText(plan.IDDPrefix())
  const callingCode = ruleText(plan.callingCode())
  if (callingCode === '') return ANY
  // What parsing may take off the front: a national prefix, the country's own calling code (written
  // without '+', as in 18005550100 for the US), or both.
  const nationalPrefixes = prefixRule === '' ? [] : prefixRule.split('|')
  const national = nationalPrefixes.map((prefix) => prefix.length)
  const sharing = metadata.getCountryCodesForCallingCode(callingCode) ?? []
  return {
    lengths: bits,
    prefixLengths: [...national, callingCode.length, ...national.map((length) => callingCode.length + length)],
    internationalPrefix: idd === '' ? undefined : new RegExp(`^(?:${idd})`),
    nationalPrefixes,
    callingCode,
    plans: sharing[0] === country ? sharing.map((code) => planPatterns(metadata, code)) : undefined,
    sharing: sharing[0] === country ? sharing.map((code) => sharingPlan(metadata, code)) : undefined
  }
}

/** A plan's SharingPlan; absent rules read as the library reads them (the metadata writes 0 for none: falsy). */
function sharingPlan (metadata: PlanMetadata, country: string): SharingPlan {
  metadata.selectNumberingPlan(country)
  const leadingDigits = ruleText(metadata.leadingDigits())
  const possibleLengths = (metadata.numberingPlan as NonNullable<PlanMetadata['numberingPlan']>).possibleLengths()
  return {
    country,
    leadingDigits: leadingDigits === '' ? undefined : new RegExp(`^(?:${leadingDigits})`),
    possibleLengths: Array.isArray(possibleLengths) ? possibleLengths : undefined
  }
}

/**
 * parsePhoneNumberFromString(digits, country)'s validity without the parse (15-60 µs each; random
 * digit groups: about 1,400 valid national numbers per MB), or undefined where the library is
 * asked: digits after the country's international call prefix or starting with its calling code
 * (parsing reads those as international), and countries whose prefix rule lengthRuleOf does not
 * read (no `sharing`). Otherwise parsing, for ASCII digits, is this: the national number is the
 * digits without the first of the plain national prefixes they start with (the prefix regex's
 * alternation order), unless the digits fit the plan's national pattern and the rest does not, or
 * the rest has a length the plan of its country (getCountryByNationalNumber) calls too short or
 * invalid (checkNumberLength); its country is the one getCountryByNationalNumber picks (the
 * default country when none); and it is valid when its length is 2 to 17 and validNumberIn holds.
 * A test compares this with the library on random numbers of every country PHONE tries.
 */
export function validUnparsed (country: CountryCode, digits: string): boolean | undefined {
  const rule = numberRuleOf(country)
  const sharing = rule.sharing
  if (sharing === undefined || digits.length < 3 || rule.internationalPrefix?.test(digits) === true || digits.startsWith(rule.callingCode)) return undefined
  let national = digits
  const prefix = firstPrefixOf(rule.nationalPrefixes, digits)
  if (prefix !== '') {
    const rest = digits.slice(prefix.length)
    const pattern = validityFor(country).national
    if (!(pattern.test(digits) && !pattern.test(rest)) && possibleRest(sharing, rest)) national = rest
  }
  if (national.length < 2 || national.length > 17) return false
  return validNumberIn(countryOfNational(sharing, national)?.country ?? country, national)
}

/** The first of `prefixes` that `digits` start with ('' when none), as the prefix regex's alternation finds it. */
function firstPrefixOf (prefixes: string[], digits: string): string {
  for (const prefix of prefixes) if (digits.startsWith(prefix)) return prefix
  return ''
}

/**
 * extractNationalNumber's length test on the national number `rest` left after a prefix: when the
 * default country's plan has possible lengths, those of the plan getCountryByNationalNumber picks
 * for `rest` (the default country's when none; none given: any length).
 */
function possibleRest (sharing: SharingPlan[], rest: string): boolean {
  if (sharing[0].possibleLengths === undefined) return true
  const lengths = (countryOfNational(sharing, rest) ?? sharing[0]).possibleLengths
  return lengths === undefined || possibleLength(lengths, rest.length)
}

/** getCountryByNationalNumber over the plans sharing a calling code (one plan: that one). */
function countryOfNational (sharing: SharingPlan[], national: string): SharingPlan | undefined {
  if (sharing.length === 1) return sharing[0]
  for (const plan of sharing) {
    if (plan.leadingDigits !== undefined ? national !== '' && plan.leadingDigits.test(national) : validityFor(plan.country).types !== undefined && validNumberIn(plan.country, national)) return plan
  }
  return undefined
}

/** checkNumberLength's answer is neither TOO_SHORT nor INVALID_LENGTH (TOO_LONG passes), read as it reads `lengths`. */
function possibleLength (lengths: number[], length: number): boolean {
  if (lengths[0] === length) return true
  if (lengths[0] > length) return false
  if (lengths[lengths.length - 1] < length) return true
  return lengths.indexOf(length, 1) >= 0
}

/**
 * A parsed number's isValid(), with the plan's patterns compiled once: isValidNumber selects the plan
 * of the number's country (or calling code) and, when it lists types, asks getNumberType, which needs
 * the national-number pattern and one type (fixed line, mobile, toll-free …) whose pattern matches
 * and whose possible lengths, when given, hold the number's length; without types the national-number
 * pattern alone. The library builds a RegExp of each whole pattern per test (matchesEntirely; Germany's
 * fixed-line pattern is thousands of characters), most of a valid number's cost.
 */
export function validParsed (number: PhoneNumber | undefined): boolean {
  if (number === undefined) return false
  return validNumberIn(number.country ?? number.countryCallingCode, number.nationalNumber)
}

/** isValid() of the national number `national` in the plan `plan` (a country, or a calling code without one). */
function validNumberIn (plan: string, national: string): boolean {
  const validity = validityFor(plan)
  if (!validity.national.test(national)) return false
  if (validity.types === undefined) return true
  for (const type of validity.types) {
    if ((type.lengths === undefined || type.lengths.includes(national.length)) && type.pattern.test(national)) return true
  }
  return false
}

/**
 * What isValid() tests in one plan, each pattern compiled once: the national-number pattern, and the
 * types (undefined: the plan lists none) with their possible lengths; `anyType`, for patternPossible,
 * holds when one of the types' patterns does (never when the plan lists types but none has a pattern).
 */
interface Validity { national: RegExp, types?: Array<{ pattern: RegExp, lengths?: number[] }>, anyType?: RegExp }
const validities = new Map<string, Validity>()

/** The Validity of a plan (a country, or a calling code without one), worked out on first use. */
function validityFor (plan: string): Validity {
  let validity = validities.get(plan)
  if (validity === undefined) validities.set(plan, validity = validityOf(plan))
  return validity
}

/** A metadata pattern as matchesEntirely anchors it. */
function wholePattern (pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`)
}

function validityOf (plan: string): Validity {
  const metadata = planReader()
  metadata.selectNumberingPlan(plan)
  const national = wholePattern((metadata.numberingPlan as NonNullable<PlanMetadata['numberingPlan']>).nationalNumberPattern())
  if (!metadata.hasTypes()) return { national }
  const types: Array<{ pattern: RegExp, lengths?: number[] }> = []
  const sources: string[] = []
  for (const name of NUMBER_TYPES) {
    const type = metadata.type(name)
    // A type without a pattern never matches (isNumberTypeEqualTo).
    if (type === undefined || type.pattern() === '') continue
    types.push({ pattern: wholePattern(type.pattern()), lengths: type.possibleLengths() })
    sources.push(type.pattern())
  }
  return { national, types, anyType: sources.length === 0 ? /(?!)/ : wholePattern(sources.join('|')) }
}

/** The patterns isValid() tests in `country`'s plan (its Validity's) and the lengths isPossible() allows there. */
function planPatterns (metadata: PlanMetadata, country: string): PlanPatterns {
  const validity = validityFor(country)
  metadata.selectNumberingPlan(country)
  const possible = (metadata.numberingPlan as NonNullable<PlanMetadata['numberingPlan']>).possibleLengths() ?? []
  let lengths = 0
  for (const length of possible) lengths |= length < 32 ? 1 << length : 0
  if (possible.some((length) => length >= 32)) lengths = 0
  return { national: validity.national, types: validity.anyType, lengths }
}

/**
 * Numbers the regulators reserve for drama and examples, which libphonenumber rejects although they
 * are real-looking phone numbers as written: NANP 555 numbers (any NANP-shaped +1 number), Ofcom's
 * 07700 900xxx, 01632 960xxx, 0808 157 0xxx, 0909 879 0xxx, 03069 990xxx, ACMA's 0491 570–572 xxx and
 * 0x 5550 xxxx. Country code and national number, digits only.
 */
const FICTION = /^(?:1(?![2-9]11)[2-9][0-8]\d(?!\d11)[2-9]\d{6}|44(?:7700900|1632960|3069990)\d{3}|44(?:8081570|9098790)\d{3}|61(?:49157[0-2]\d{3}|[2378]5550\d{4}))$/

/** '+' and the digits after the '+' or '00' prefix: "+49 (0)30 123" -> "+49030123". One replace, no prefix regex. */
function internationalNumber (raw: string): string {
  const digits = raw.replace(/\D/g, '')
  return '+' + (raw.charCodeAt(0) !== 43 && raw.charCodeAt(0) === 48 && raw.charCodeAt(1) === 48 ? digits.slice(2) : digits)
}

/**
 * An international number libphonenumber calls possible (a known country code and a length its
 * numbers have) but not valid: an unassigned range, as in made-up numbers in templates, tests and
 * documentation ("+971 4 123 4567"). Reported when written in groups or after a phone word.
 * `normalized`: the candidate's internationalNumber.
 */
function possibleInternational (normalized: string): boolean {
  const key = 'p' + normalized
  const known = memo.get(key)
  if (known !== undefined) return known
  // North America: the numbering rules hold for made-up numbers too (no N11 area code or exchange).
  const nanp = normalized.startsWith('+1') && !NANP_NUMBER.test(normalized.slice(2)) && !FICTIONAL_AREA.test(normalized.slice(2))
  return remembered(key, !nanp && internationalPossible(normalized.slice(1), true) && parsePhoneNumberFromString(normalized)?.isPossible() === true)
}

/** `normalized`: internationalNumber(raw), when the caller has it (classify makes it once for its three tests). */
function validInternational (raw: string, normalized = internationalNumber(raw)): boolean {
  const known = memo.get(normalized)
  if (known !== undefined) return known
  return remembered(normalized, (internationalPossible(normalized.slice(1), false) && validParsed(parsePhoneNumberFromString(normalized))) ||
    FICTION.test(raw.replace(/^(?:\+|00)/, '').replace('(0)', '').replace(/\D/g, '')))
}

/**
 * International numbers written in a plan their country has since changed, as letterheads, old
 * signatures and address books still print them: Mexico's mobile '1' after +52 (dropped in 2019:
 * +52 1 33 1234 5678 is +52 33 1234 5678), Nigeria's eight-digit landlines (+234 1 234 5678 in
 * Lagos, +234 9 …; the plan now has ten digits). `normalized`: the candidate's internationalNumber.
 */
function legacyInternational (normalized: string): boolean {
  if (normalized.length === 14 && normalized.startsWith('+521')) {
    const current = '+52' + normalized.slice(4)
    return validInternational(current, current)
  }
  return normalized.length === 12 && normalized.startsWith('+234') && normalized.charCodeAt(4) !== 48
}

function validNational (digits: string): boolean {
  const key = 'n' + digits
  const known = memo.get(key)
  if (known !== undefined) return known
  return remembered(key, validInSome(digits, NATIONAL_COUNTRIES) || FICTION.test('44' + digits.slice(1)))
}

function validIn (kind: string, digits: string, countries: CountryCode[]): boolean {
  const key = kind + digits
  const known = memo.get(key)
  if (known !== undefined) return known
  return remembered(key, validInSome(digits, countries))
}

/** Mobile numbers of these countries have at least ten digits; shorter runs are order numbers. */
function validInContext (digits: string): boolean {
  if (digits.length < 10) return false
  return validIn('c', digits, CONTEXT_COUNTRIES)
}

/**
 * NANP numbering rules (all member countries, not only the area codes in use): area code and exchange
 * start with 2–9, no area code has 9 in the middle, neither is an N11 service code (411, 911).
 */
const NANP_NUMBER = /^(?![2-9]11)[2-9][0-8]\d(?!\d11)[2-9]\d{6}$/

/** The North American layout with consistent separators, and a number the NANP rules allow. */
function nanpLayout (raw: string, count: number): boolean {
  // With the country code written without '+': "1-415-555-0132", "1 (800) 555-0199".
  if (count === 11 && /^1[-. ]/.test(raw)) return nanpLayout(raw.slice(2), 10)
  // NANP_LAYOUT holds ten digits (most candidates have another count: no exec, no match array).
  if (count !== 10) return false
  const m = NANP_LAYOUT.exec(raw)
  if (m === null) return false
  if (m[1] !== undefined && raw[7] !== m[1]) return false
  const digits = digitsOf(raw, count)
  return NANP_NUMBER.test(digits) || FICTIONAL_AREA.test(digits)
}

const ES_LAYOUT = /^[6-9]\d{2} \d{2} \d{2} \d{2}$/
const ES: CountryCode[] = ['ES']
const CN_MOBILE_LAYOUT = /^1[3-9]\d([- ])\d{4}\1\d{4}$/
const CN: CountryCode[] = ['CN']

/** A North American number without its area code: exchange (not N11) and line. */
const LOCAL_NANP = /^(?![2-9]11)[2-9]\d{2}-\d{4}$/

/** Area code 555 is fiction's: "(555) 123-4567" is written as a phone number whatever the exchange. */
const FICTIONAL_AREA = /^555[2-9]\d{6}$|^555[01]\d{6}$/

/**
 * The candidate classify judges, and whether a phone word is near it (`near`) or right before it
 * (`cued`): looked up once per candidate, on demand (-1: not yet). Module state instead of closures:
 * the detector is synchronous, and a closure per candidate costs more than the checks.
 */
let candText = ''
let candAnchors: Anchors | null = null
let candStart = 0
let candEnd = 0
let candNear = -1
let candCued = -1
let candServiceCued = -1

function near (): boolean {
  // Phone words and signature letters are letters: a text without any has none (digit groups).
  if (candNear === -1) candNear = (candAnchors as Anchors).hasLetter && (signatureLabel(candText, candStart) || phoneWordNear(candText, candAnchors as Anchors, candStart, candEnd)) ? 1 : 0
  return candNear === 1
}

function cued (): boolean {
  // A phone word right before the number, or the header of its table column (Telefon, Mobil, telefono).
  if (candCued === -1) candCued = (candAnchors as Anchors).hasLetter && (cuedAt(candText, candAnchors as Anchors, candStart) || columnHasContext(candText, candStart, candEnd, PHONE_CUE)) ? 1 : 0
  return candCued === 1
}

/** A phone word at most SERVICE_CUE characters before the candidate (or a signature letter). */
function serviceCued (): boolean {
  if (candServiceCued === -1) candServiceCued = cuedAt(candText, candAnchors as Anchors, candStart, SERVICE_CUE) ? 1 : 0
  return candServiceCued === 1
}

/**
 * The one-letter labels of e-mail signatures and letterheads right before the number, at a line or
 * field start: "M: 0412 345 678", "T. 020 7946 0321", "F: …" (mobile, telephone, phone, fax, cell,
 * office, work, home, direct).
 */
function signatureLabel (text: string, at: number): boolean {
  let i = at - 1
  while (i >= 0 && i > at - 4 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i--
  const colon = text.charCodeAt(i)
  if (colon !== 58 && colon !== 46) return false
  i--
  const letter = text.charCodeAt(i)
  if (!(letter === 77 || letter === 84 || letter === 80 || letter === 70 || letter === 67 || letter === 79 || letter === 87 || letter === 72 || letter === 68)) return false
  // The letter stands alone: a line start, white space, or a separator before it.
  const before = i > 0 ? text.charCodeAt(i - 1) : 10
  return before === 10 || before === 13 || before === 32 || before === 9 || before === 124 || before === 44 || before === 59 || before === 183 || before === 8226
}

/**
 * A short service number (SERVICE_COUNTRIES): two or three groups of two to four digits joined by
 * spaces or dashes (not "20250314.1", a build number), a phone word at most SERVICE_CUE characters before it.
 */
const SERVICE_CUE = 15
const SERVICE_LAYOUT = /^\d{2,4}(?:[ -]\d{2,4}){1,2}$/

function serviceNumber (raw: string, digits: string): boolean {
  return SERVICE_LAYOUT.test(raw) && serviceCued() && validIn('t', digits, SERVICE_COUNTRIES)
}

/** `raw` without its non-digits; `count` its digit count (known by the caller). */
function digitsOf (raw: string, count: number): string {
  return count === raw.length ? raw : raw.replace(/\D/g, '')
}

/** `useCue`: short national numbers count after a phone word (not for a trimmed head of a longer run). */
function classify (raw: string, useCue: boolean): number {
  let count = 0
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i)
    if (c >= 48 && c <= 57) count++
  }
  const first = raw.charCodeAt(0)
  // Six digits only as a short service number in groups right after a phone word ("13 2221").
  if (count < 7) return count === 6 && useCue && first !== 43 && count < raw.length && serviceNumber(raw, raw.replace(/\D/g, '')) ? 0.7 : 0
  if (first === 43 || (first === 48 && raw.charCodeAt(1) === 48)) {
    const normalized = internationalNumber(raw)
    if (validInternational(raw, normalized)) return 0.95
    if (legacyInternational(normalized)) return 0.8
    return (count < raw.length - (first === 43 ? 1 : 0) || cued()) && possibleInternational(normalized) ? 0.7 : 0
  }
  // A compact run of under 9 digits ("0123456", a numeric commit hash) needs a phone word; without a
  // trunk 0 it is reported only right after a phone word (below), so that cheaper test goes first.
  if (count < 9 && count === raw.length && ((first !== 48 && !(useCue && cued())) || !near())) return 0
  if (first === 48 || (first === 40 && raw.charCodeAt(1) === 48)) {
    const digits = digitsOf(raw, count)
    if (validNational(digits)) return near() ? 0.9 : 0.75
    return useCue && cued() && (validIn('m', digits, MORE_NATIONAL) || FICTION.test('61' + digits.slice(1))) ? 0.8 : 0
  }
  // Without a trunk or country prefix a digit run is a phone number in the North American layout,
  // or when the text says so. (The digits are taken out only where a layout fits: random digit
  // groups give tens of thousands of candidates that fit none.)
  if (nanpLayout(raw, count)) return near() ? 0.8 : 0.65
  // Chinese mobile numbers in their printed 3-4-4 grouping (138-1064-1824, 139 1234 5678).
  if (count === 11 && CN_MOBILE_LAYOUT.test(raw) && validIn('cn', digitsOf(raw, count), CN)) return near() ? 0.8 : 0.7
  // "Móvil: 612 34 56 78", "Tlf. 22 12 34 56": short national numbers right after a phone word; and
  // the seven-digit local numbers of North America ("call me on 555-0147").
  // Spain's own grouping of its nine digits, 3-2-2-2 ("932 15 44 70"), is a phone number without a phone word too.
  if (count === 9 && ES_LAYOUT.test(raw) && validIn('es', digitsOf(raw, count), ES)) return cued() ? 0.8 : 0.65
  if (count <= 9) {
    if (!(useCue && cued())) return 0
    const digits = digitsOf(raw, count)
    return validIn('s', digits, SHORT_COUNTRIES) || (count < raw.length && (validIn('sg', digits, SHORT_GROUPED) || serviceNumber(raw, digits))) || LOCAL_NANP.test(raw) ? 0.7 : 0
  }
  // Every path below needs near(), which is false in a text without letters (random digit groups):
  // the memo lookups would only delay that answer.
  if (!(candAnchors as Anchors).hasLetter) return 0
  const digits = digitsOf(raw, count)
  // Verdicts the memo already holds go before the context lookup: no phone word helps a number
  // libphonenumber rejected (cards, ISBNs, social security numbers), and a rejected number repeated
  // next to phone words ('phone 8765432109876 ' over and over) costs no context search each time.
  const e164 = count >= 11 && count === raw.length
  // (The Greek path needs at most 12 digits, libphonenumber's longest possible length there.)
  if (memo.get('c' + digits) === false && (!e164 || memo.get('+' + digits) === false) && (!useCue || count > 12 || !cued())) return 0
  if (!near()) return 0
  if (validInContext(digits) || (useCue && count <= 12 && cued() && validIn('g', digits, CUED_COUNTRIES))) return 0.7
  // A country code without '+' ("4917612345678", "447700900123"), as CSV exports and messengers write
  // E.164: right after a word that names a phone, or in a column headed by one (not "number").
  return e164 && (cued() || columnHasContext(candText, candStart, candEnd, PHONE_CUE)) && validInternational('+' + digits) ? 0.7 : 0
}

/** Overlap rank of a number right after a phone word: above the checksummed identifiers (5), below SECRET (6). */
const CUED_PRIORITY = 5.5

/**
 * A phone word (RANK_CUE) or a signature letter right before `at`, in the same field: on its line, at
 * most 25 characters back, with no cell delimiter between (a CSV header's "Mobil" above another
 * column's identifier is no cue for it).
 */
function rankCued (text: string, a: Anchors, at: number): boolean {
  // Phone words and signature letters are letters (digit groups have none).
  if (!a.hasLetter) return false
  if (signatureLabel(text, at)) return true
  let from = at
  while (from > at - 25 && from > 0) {
    const c = text.charCodeAt(from - 1)
    if (c === 10 || c === 13 || c === 44 || c === 59 || c === 9 || c === 124) break
    from--
  }
  return from < at && hasContextIn(text, from, at, RANK_CUE)
}

/** A date (2023-09-07), a version (0.1.3, 10.0.18752.52) or a decimal fraction (0.0152) inside the candidate. */
const NOT_A_NUMBER = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)|^\d{1,3}\.\d{1,3}\.\d{1,3}(?!\d)|^[1-9]\d?\.\d{1,3}\.\d|(?:^|\s)0\.\d/

/** Ten digits in dotted pairs after a trunk 0 ("06.12.34.56.78"): the French way, not a version number. */
const FRENCH_DOTS = /^0\d(?:\.\d\d){4}$/

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
  // Dense digit runs (hostile "1 1 1 …", "12.03.12.03.…"), so maybe a dense list: execAt's global
  // regex over the text (always the same hits), without building the list to find out.
  if (a.maxChainDigits >= 6 && isDense(text, a.runCount)) return ALL_POSITIONS
  const runs = digitRunStarts(a, 6)
  if (runs.length === 0) return runs
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

/** True when text[from, to) holds only A–Z and 0–9 (false when it starts before the text). */
function capitalsOrDigits (text: string, from: number, to: number): boolean {
  if (from < 0) return false
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) return false
  }
  return true
}

/** ASCII digit at `i` (false out of range). */
function digitAt (text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  return c >= 48 && c <= 57
}

const DATE_PAIRS = /^(?:0[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\.?(?:[ \t]{1,3}(?:0[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\.?)+$/
const CEP = /^\d{5}-\d{3}$/

/**
 * Words that name a number of another kind, ending at most OTHER_REACH characters before the
 * candidate on its line: bank accounts and routing codes, parcel and tracking numbers, tax and
 * customer numbers and references, orders, invoices, tickets, article and product codes (GTIN, EAN, PZN),
 * student numbers, PINs and codes, social security numbers ("my social is 512 44 8831" in a call
 * transcript) (English, German, French, Spanish, Italian, Dutch, Finnish, Polish, Vietnamese "MST").
 */
const OTHER_NUMBER = /(?<![\p{L}])(account|acct|a\/c|routing|aba|bsb|sort[ -]code|tracking|parcel|shipment|consignment|waybill|awb|sendung\p{L}*|paketschein|paketnummer|kontonummer|konto|kto|tax|vat|mst|ust|steuer\p{L}*|order|bestellung|bestellnummer|invoice|rechnung\p{L}*|receipt|beleg\p{L}*|ticket|serial|seriennummer|imei|iccid|card|karte|kartennummer|policy|police|contrat|contract|vertrag\p{L}*|compte|cuenta|conto|rekening\p{L}*|suivi|seguimiento|tracciamento|kundennummer|kundennr|kunden-nr|customer[ -](?:no|number|id|ref)|client[ -](?:no|number|id)|mitgliedsnummer|member(?:ship)?[ -](?:no|number|id)|reference|ref|referenz|aktenzeichen|gtin|ean|upc|isbn|pzn|sku|artikelnummer|art\.?-nr|opiskelijanumero|matrikelnummer|studentnummer|student[ -](?:no|number|id)|pin|kod|social[ -](?:security|insurance)|(?:my|your|his|her|their) social|ssn|vorgang\p{L}*|geschäftszeichen|polis\p{L}*|relatienummer|dossier\p{L}*|(?:case|claim|consumer|meter)[ -](?:no|number|id|ref))(?![\p{L}])[^\n]{0,30}$/iu
const OTHER_REACH = 40

/** True when such a word stands before `at` with no phone word between it and `at`. */
function otherNumberBefore (text: string, a: Anchors, at: number): boolean {
  // Every such word is letters (digit groups have none).
  if (!a.hasLetter) return false
  if (afterOn(text, at)) return false
  const from = Math.max(0, at - OTHER_REACH)
  const m = OTHER_NUMBER.exec(text.slice(from, at))
  if (m === null) return false
  // The stretch after the word (OTHER_NUMBER's tail) holds no phone word: "Order 4711, call 030 …" is a phone.
  const tail = m[0].length - m[1].length
  return tail === 0 || !cuedAt(text, a, at, Math.min(25, tail))
}

/** "Pay by card on 0115 …": a number right after the word "on" is the one to call, not the card or account named before. */
function afterOn (text: string, at: number): boolean {
  let i = at
  while (i > 0 && text.charCodeAt(i - 1) === 32) i--
  return i < at && i >= 3 && (text.charCodeAt(i - 1) | 32) === 110 && (text.charCodeAt(i - 2) | 32) === 111 && text.charCodeAt(i - 3) === 32
}

/** A phone word right before `at` (within `radius` characters, at most 25), or a signature letter. */
function cuedAt (text: string, a: Anchors, at: number, radius = 25): boolean {
  return signatureLabel(text, at) || (mayHold(text, a, at - radius, at, PHONE_CUE_HINTS) && hasContextBefore(text, at, PHONE_CUE, radius))
}

/** Runs of single digits ("0 2 5 4 2 2 3 4 1", after an optional "+49 "): data, not a number anybody dials. */
const SINGLE_DIGITS = /\d[ ]\d[ ]\d[ ]\d(?:[ ]|$)/

/** Four or more numbers of one or two digits joined by " - ". */
const DRAWN_NUMBERS = /^\d{1,2}(?: - \d{1,2}){3,}$/

/** Two day-or-month pairs and a year of this or the last century, set apart by blanks. */
const SPACED_DATE = /^(?:0[1-9]|[12]\d|3[01]) (?:0[1-9]|[12]\d|3[01]) (?:19|20)\d\d(?!\d)/

/** SINGLE_DIGITS matching at the start of `raw` (a sufficient test, on char codes). */
function singleDigitsAtStart (raw: string): boolean {
  for (let i = 0; i < 7; i += 2) if (!digitAt(raw, i) || (i < 6 && raw.charCodeAt(i + 1) !== 32)) return false
  return raw.length === 7 || raw.charCodeAt(7) === 32
}

/**
 * Layouts that are no phone number, read off the candidate `raw` at `at` (a phone word before a CEP
 * counts too), and six digits other than a short service number (the candidate's state is set).
 */
function notAPhoneLayout (text: string, a: Anchors, raw: string, at: number): boolean {
  let separators = 0
  let spaced = false
  let digits = 0
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i)
    if (c >= 48 && c <= 57) digits++
    else if (c === 45 || c === 46 || c === 47) separators++
    else if (c === 32) spaced = true
  }
  // Six digits (year and month of a timestamp: '2024-05' of '2024-05-27T12:00') are a phone number
  // only as a short service number in groups right after a phone word (classify), and the heads
  // without trailing groups hold fewer: that test first, before the regexes below.
  if (digits === 6 && !(raw.charCodeAt(0) !== 43 && digits < raw.length && SERVICE_LAYOUT.test(raw) && serviceCued())) return true
  // Dates, versions and decimals look numeric too: 2024-01-15, 1.2.3, 12.03.2024, 0.300000000000;
  // so do changelog heads ("0.1.3 (2023-09-07)"), clock times ("Jun 09 2007 17:46") and number
  // columns ("61,040.71 0.0152"). All of them hold a '.', '/' or '-'.
  if (separators > 0 && !FRENCH_DOTS.test(raw) && (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(raw) || /^\d{1,3}\.\d+$/.test(raw) || NOT_A_NUMBER.test(raw))) return true
  if (spaced && SINGLE_DIGITS.test(raw.charCodeAt(0) === 43 ? raw.replace(/^\+\d{1,3} /, '') : raw)) return true
  // A date in boxes of a form, day and month in either order ("03 04 2025", "09 14 1983").
  if (spaced && SPACED_DATE.test(raw)) return true
  // Drawn numbers of a lottery or bingo ("07 - 18 - 29 - 33 - 44"): no number is dialled so.
  if (spaced && separators > 2 && DRAWN_NUMBERS.test(raw)) return true
  // Day and month pairs of bank statements ("03.11. 03.11." booking and value date) and the Brazilian
  // CEP (01310-200) are no phone layouts.
  return separators > 0 && (DATE_PAIRS.test(raw) || (CEP.test(raw) && !cuedAt(text, a, at)))
}

/** classify's verdict on a candidate: its confidence (0: none) and the length of the number kept (trailing groups cut). */
interface Verdict { confidence: number, length: number }
const REJECTED: Verdict = { confidence: 0, length: 0 }

/**
 * The finding for the candidate `whole` (CANDIDATE's hit) at `at`, or null. `whole` is the text's own
 * characters, or the same characters with typographic separators as ASCII (typographicHits).
 * `known`, in a text without letters: the verdicts on the candidates judged in it so far.
 */
function judge (text: string, a: Anchors, whole: string, at: number, known?: Map<string, Verdict>): Match | null {
  // 〒 (the Japanese postal mark) makes the number a postcode: 〒060-0001.
  if (text.charCodeAt(at - 1) === 0x3012 || (text.charCodeAt(at - 1) === 32 && text.charCodeAt(at - 2) === 0x3012)) return null
  // "(1-877-555-0190)": a bracket around the whole number is none of its layout.
  if (whole.charCodeAt(0) === 40 && whole.charCodeAt(1) !== 48 && !whole.includes(')') && text.charCodeAt(at + whole.length) === 41) {
    whole = whole.slice(1)
    at++
  }
  // IBAN_HEAD starts with two capitals and ends in four capitals or digits, maybe then a space
  // (cheap tests first: digit groups such as "1 1 1 …" fail them at once).
  const head = text.charCodeAt(at - 1) === 32 ? at - 1 : at
  if (a.hasLetter && capitalsOrDigits(text, head - 4, head) && IBAN_HEAD.test(text.slice(Math.max(0, at - 40), at))) return null
  const raw = digitAt(whole, whole.length - 1) ? whole : trimTrailing(whole)
  // "61,040.71": a thousands group (not a dashed number in the next cell of a CSV row: "x204,650-555-0177").
  if (text.charCodeAt(at - 1) === 44 && digitAt(text, at - 2) && digitAt(raw, 0) && digitAt(raw, 1) && digitAt(raw, 2) && !digitAt(raw, 3) && raw.charCodeAt(3) !== 45) return null
  if (text.charCodeAt(at + raw.length) === 58 && digitAt(text, at + raw.length + 1)) return null
  // After a clock's "21:44:" (an Android log line's "05-16 21:44:03.118 18832 18832"): its seconds and the process ids.
  if (text.charCodeAt(at - 1) === 58 && digitAt(text, at - 2)) return null
  // Single digits from the start ("1 1 1 1 …", hostile digit groups): SINGLE_DIGITS rejects them
  // (notAPhoneLayout); here without the walk over raw.
  if (singleDigitsAtStart(raw)) return null
  // The tests above read the text around the candidate; those of verdictOf, in a text without
  // letters, only the candidate itself.
  let verdict = known?.get(raw)
  if (verdict === undefined) {
    verdict = verdictOf(text, a, raw, at)
    known?.set(raw, verdict)
  }
  if (verdict === REJECTED) return null
  const confidence = verdict.confidence
  const trimmed = verdict.length === raw.length ? raw : raw.slice(0, verdict.length)
  // After a word naming another number (account, routing, tracking, Paketschein, tax …) with no phone
  // word between: that number ('+' numbers are phones wherever they stand). Tested last: few candidates get here.
  if (whole.charCodeAt(0) !== 43 && otherNumberBefore(text, a, at)) return null
  let end = at + trimmed.length
  EXTENSION.lastIndex = end
  if (trimmed === raw && EXTENSION.test(text)) end = EXTENSION.lastIndex
  // "(+49) 30 1234567": the bracket opened before the number belongs to it; "(0176 12345678)": the
  // bracket around the whole number does not.
  let start = text.charCodeAt(at - 1) === 40 && trimmed.includes(')') && !trimmed.includes('(') ? at - 1 : at
  if (trimmed.charCodeAt(0) === 40 && !trimmed.includes(')')) start++
  // Right after a phone word the number is the phone's even when it also passes another identifier's
  // check ("ligue para 226 003 418" is a valid AU TFN, "recapito: 339 447 2201" a valid NHS number).
  if (candCued !== 0 && rankCued(text, a, at)) return { start, end, confidence, priority: CUED_PRIORITY }
  return new Hit(start, end, confidence)
}

/**
 * True when classify rejects `raw` and each of its heads in a text without letters, read off its
 * digit counts. There near() and cued() are false (no phone word, signature letter or column
 * header), so a number starting with 1-9 can only be North American (10 digits, 11 after '1-'),
 * a Chinese mobile (11, starting with 1) or Spain's 3-2-2-2 grouping (9, starting with 6-9). The
 * heads verdictOf tries end before a space, so a candidate none of whose spaces has 9 to 11 digits
 * before it, and which has another count itself, fails every test (random digit groups: two in
 * three candidates). Starting with 2-5 it can only be North American, whose layout has no space:
 * its one head without a space (before the first space, or the whole) must hold ten digits.
 */
function wordlessReject (raw: string): boolean {
  const first = raw.charCodeAt(0)
  if (first < 49 || first > 57) return false
  let count = 0
  let beforeFirstSpace = -1
  let headFits = false
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      count++
    } else if (c === 32) {
      if (beforeFirstSpace === -1) beforeFirstSpace = count
      if (count >= 9 && count <= 11) headFits = true
    }
  }
  if (first >= 50 && first <= 53) return (beforeFirstSpace === -1 ? count : beforeFirstSpace) !== 10
  return !headFits && (count < 9 || count > 11)
}

/** The layout tests and classify on `raw` at `at`, and on its heads without trailing groups. */
function verdictOf (text: string, a: Anchors, raw: string, at: number): Verdict {
  if (!a.hasLetter && wordlessReject(raw)) return REJECTED
  // (notAPhoneLayout reads the candidate's state too: serviceCued.)
  candText = text
  candAnchors = a
  candStart = at
  candEnd = at + raw.length
  candNear = -1
  candCued = -1
  candServiceCued = -1
  let confidence = 0
  let trimmed = raw
  // The layout tests reject what no phone number looks like, cheaper than classify where phone words
  // are looked up; without letters classify is the cheaper one and rejects most, so it goes first
  // (both only read the candidate, so the verdict is the same).
  const layoutFirst = a.hasLetter
  if (!layoutFirst || !notAPhoneLayout(text, a, raw, at)) {
    confidence = classify(raw, true)
    // "0171 1234567 2024": trailing groups that are not part of the number; retry without them.
    for (let tries = raw.includes(' ') ? 0 : 2; confidence === 0 && tries < 2; tries++) {
      const cut = trimmed.lastIndexOf(' ')
      if (cut <= 0) break
      trimmed = trimTrailing(trimmed.slice(0, cut))
      // Short numbers only as written: a trimmed head of a longer number (a card, a reference) is none.
      confidence = classify(trimmed, false)
      // A head in a layout no number has: "01/01/2024" of "01/01/2024 - 31/12/2024".
      if (confidence !== 0 && notAPhoneLayout(text, a, trimmed, at)) confidence = 0
    }
    if (confidence !== 0 && !layoutFirst && notAPhoneLayout(text, a, raw, at)) confidence = 0
  }
  candText = ''
  candAnchors = null
  return confidence === 0 ? REJECTED : { confidence, length: trimmed.length }
}

/**
 * Typographic separators inside numbers: no-break and thin spaces, hyphens and en dashes
 * ("+49 30 1234567" with U+00A0, "212–555–0187"). Where one stands between digits, a stretch
 * around it is read with them as ASCII (one UTF-16 unit for one, so indices stay) and CANDIDATE's
 * hits that hold one are judged like any other, against the text itself.
 */
const TYPOGRAPHIC = /[\u00A0\u2009\u202F\u2010-\u2013]/
const TYPOGRAPHIC_SPACES = /[\u00A0\u2009\u202F]/g
const TYPOGRAPHIC_DASHES = /[\u2010-\u2013]/g
const CANDIDATE_ALL = new RegExp(CANDIDATE.source, 'g')

function isTypographic (c: number): boolean {
  return c === 0xA0 || c === 0x2009 || c === 0x202F || (c >= 0x2010 && c <= 0x2013)
}

/** Characters of a number as CANDIDATE reads it, typographic separators included. */
function isNumberChar (c: number): boolean {
  return (c >= 48 && c <= 57) || c === 32 || c === 45 || c === 46 || c === 47 || c === 40 || c === 41 || c === 43 ||
    c === 0xA0 || c === 0x2009 || c === 0x202F || (c >= 0x2010 && c <= 0x2013)
}

function asciiSeparators (s: string): string {
  return s.replace(TYPOGRAPHIC_SPACES, ' ').replace(TYPOGRAPHIC_DASHES, '-')
}

/** CANDIDATE's hits in `plain` (text[from, to) with ASCII separators) that hold a typographic separator, judged. */
function * typographicIn (text: string, a: Anchors, plain: string, from: number, to: number): Generator<Match> {
  CANDIDATE_ALL.lastIndex = 0
  let c: RegExpExecArray | null
  while ((c = CANDIDATE_ALL.exec(plain)) !== null) {
    const at = from + c.index
    // The stretch's edges hide characters CANDIDATE looks at: its first hit must not follow a word
    // character or separator, and no hit may run into its end.
    if (c.index === 0 && from > 0 && /[\w+\-/.]/.test(text[from - 1])) continue
    if (c.index + c[0].length === plain.length && to < text.length) continue
    if (!TYPOGRAPHIC.test(text.slice(at, at + c[0].length))) continue
    const hit = judge(text, a, c[0], at)
    if (hit !== null && !dashedRange(text.slice(hit.start, hit.end))) yield hit
  }
}

/** True when some digit run ends at a typographic separator (typographicHits' first test, without a generator). */
function typographicAfterRun (text: string, a: Anchors): boolean {
  const { runEnd } = a
  for (let r = 0; r < runEnd.length; r++) if (isTypographic(text.charCodeAt(runEnd[r]))) return true
  return false
}

function * typographicHits (text: string, a: Anchors): Generator<Match> {
  const stretches: number[] = []
  const { runEnd } = a
  let done = 0
  let covered = 0
  // A typographic separator between digits ends a digit run (the anchor pass's runs are ASCII digits).
  for (let r = 0; r < runEnd.length; r++) {
    const p = runEnd[r]
    if (p < done || !isTypographic(text.charCodeAt(p))) continue
    const next = text.charCodeAt(p + 1)
    if (!(digitAt(text, p + 1) || ((next === 32 || next === 0xA0 || next === 0x2009 || next === 0x202F) && digitAt(text, p + 2)))) continue
    const at = p - 1
    // The stretch: back over the number's characters, on past the last typographic separator near it.
    let from = at
    while (from > 0 && at - from < 30 && isNumberChar(text.charCodeAt(from - 1))) from--
    let to = p + 1
    while (to < text.length && isNumberChar(text.charCodeAt(to)) && to - at < 60) to++
    to = Math.min(text.length, to + 10)
    stretches.push(from, to)
    covered += to - Math.max(from, done)
    done = to
    // Much of the text (hostile "1 1 1 …" with no-break spaces): one pass over the whole text instead.
    if (covered > 4096 && covered * 8 > text.length) {
      yield * typographicIn(text, a, asciiSeparators(text), 0, text.length)
      return
    }
  }
  for (let k = 0; k < stretches.length; k += 2) {
    const from = stretches[k]
    const to = stretches[k + 1]
    yield * typographicIn(text, a, asciiSeparators(text.slice(from, to)), from, to)
  }
}

/** After this many candidates findPhones keeps its memo of verdicts only if most of them were repeats. */
const MEMO_PROBE = 4096

/** The findings, as an array: a generator cost more to resume than most texts' search (messages). */
function findPhones (text: string, anchors?: Anchors): Match[] {
  const a = anchorsOf(text, anchors)
  const found: Match[] = []
  // Without letters there is no phone word, signature letter or column header: classify's verdict
  // then depends on the candidate's characters alone, and digit groups ('12 12 12 …') repeat one
  // candidate thousands of times. The verdicts are remembered for this scan only.
  let known = a.hasLetter ? undefined : new Map<string, Verdict>()
  let judged = 0
  for (const m of execAt(text, CANDIDATE, phoneStarts(text, a))) {
    const hit = judge(text, a, m[0], m.index, known)
    if (hit !== null) found.push(hit)
    // Candidates that hardly repeat (random digit groups) make the memo cost more than it saves:
    // hashing and storing each new one. It is dropped then; it never changes a verdict.
    if (++judged === MEMO_PROBE && known !== undefined && known.size * 2 > judged) known = undefined
  }
  // Typographic separators are non-ASCII.
  if (a.nonAscii && typographicAfterRun(text, a)) for (const hit of typographicHits(text, a)) found.push(hit)
  return found
}

/**
 * An en dash or hyphen between numbers is mostly a range ("9–17", "01–31/41–71"): a number with
 * typographic dashes counts when it has two of them and no slash, or starts with '+'.
 */
function dashedRange (span: string): boolean {
  let dashes = 0
  for (let i = 0; i < span.length; i++) {
    const c = span.charCodeAt(i)
    if (c >= 0x2010 && c <= 0x2013) dashes++
  }
  if (dashes === 0 || span.charCodeAt(0) === 43) return false
  return dashes < 2 || span.includes('/')
}

const phone: Detector = {
  name: 'PHONE',
  priority: 3,
  anchors: ['digit'],
  // Digit groups joined by typographic dashes are chains of their own in the anchor pass ("212–555–0187").
  minDigits: 3,
  maxSpan: 60,
  contextRadius: 40,
  description: 'Telephone numbers of every country in international form (+49 …, 0049 …, (+49) …), national numbers of DE, AT, CH, GB, FR, NL, IT, ES, BE, PL (after a phone word also IE, SE, FI, AU, NZ, ZA, IN, JP, TR, and ES, PT, DK, NO numbers without a trunk prefix: Móvil: 612 34 56 78, Tlf. 22 12 34 56), North American numbers in their usual layout ((415) 555-0132, 415-555-0132, 1-415-555-0132), other digit runs of ten or more digits next to a phone word (in German, English, French, Spanish, Italian, Portuguese, Dutch, the Nordic languages, Finnish, Greek or Russian: Tél., Móvil, Tlf., Puh., Τηλ., Тел. …, or a signature letter M:, T., F:), E.164 numbers without \'+\' after a phone word or under a phone column (4917612345678), seven-digit North American local numbers after a phone word (555-0147); French dotted numbers (06.12.34.56.78); no-break spaces, thin spaces and typographic dashes as separators; extensions (x4587, ext. 12, Durchwahl) included.',
  validation: "libphonenumber's full metadata: the number must be valid (existing prefix and length) for its country; the ranges reserved for drama and examples (NANP 555, Ofcom 07700 900xxx/01632 960xxx, ACMA 0491 570xxx) count as valid; an international number in groups or after a phone word also counts when libphonenumber calls it possible (known country code, possible length) though unassigned, NANP numbering rules still applying to +1 (area code 555 is fiction’s, any exchange).",
  example: '+49 171 1234567, 030 12345678, +1 415 555 2671',
  find: findPhones
}

export default phone
