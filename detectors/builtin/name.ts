import { Hit } from '../types.ts'
/**
 * NAME: person names, found without a model. The capitalised words come from the anchor pass (plain
 * ASCII words decided on char codes, the bounded TOKEN regex only next to other characters); each is
 * looked up once in the name and word lists (detectors/names/), and a candidate is kept only on
 * evidence: a known first name followed by a surname or an unknown word, a title or greeting before
 * it, a label ("Name:", "first_name") and its whole field value, a lead phrase ("my name is",
 * "Überweisung an"), a closing line above a signature, a chat speaker's place, an address in angle
 * brackets after it, a name or role column of a CSV table, or the same word found as a name
 * elsewhere in the text. Firms (before a legal form) and streets (next to a street type) are dropped.
 * Speed: no per-token objects (parallel typed arrays), no slices before a char-code check says a
 * word can matter; every regex is bounded.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Detector, Match } from '../types.ts'
import { alignedHeaderAbove, alignedTableHeaders, isPersonRow, isRuleLine, sqlCells } from '../context.ts'
import { anchorsOf, firstAtLeast, isAsciiAlnumCode, WordGate, FIRST_LOWER, FIRST_UPPER, HAS_DIGIT, HAS_LOWER, HAS_UNDERSCORE, HAS_UPPER, NON_ASCII_AFTER, type Anchors, type IntList } from '../anchors.ts'
import {
  TITLES, CHAINABLE_TITLES, SALUTATIONS, CLOSINGS, LEAD_PHRASES, LABELS, STRONG_LABELS, PARTICLES, STOPWORDS,
  NATIONALITIES, GROUP_NOUNS, ROLE_NOUNS, INTERNATIONAL_FIRST_NAMES, INTERNATIONAL_SURNAMES, PAIR_LEADS, NAME_KEY_PREFIXES,
  LEGAL_FORMS, STREET_AFTER, STREET_BEFORE, THING_NAME_PREFIXES, FOREIGN_CLOSING_WORDS, FAMILY_WORDS, SPEAKER_PRONOUNS
} from '../names/curated.ts'
import { WORLD_FIRST_NAMES, WORLD_SURNAMES } from '../names/world-names.ts'
import { latinForms } from '../names/transliterate.ts'

const DATA_DIR = join(import.meta.dirname, '..', 'names')
const loadJson = (file: string): unknown => JSON.parse(readFileSync(join(DATA_DIR, file), 'utf8'))
const firstData = loadJson('first-names.json') as { names: string[], ambiguous: string[], core: string[] }
const FIRST = new Set(firstData.names)
const FIRST_AMBIGUOUS = new Set(firstData.ambiguous)
const FIRST_CORE = new Set(firstData.core)
const SURNAMES = new Set(loadJson('surnames.json') as string[])
const COMMON_WORDS = new Set(loadJson('common-words.json') as string[])
const PROPER_NOUNS = new Set(loadJson('proper-nouns.json') as string[])
const NAME_WORDS = new Set(loadJson('name-words.json') as string[])
// Names from outside the German and English lists, unless they are also words.
for (const name of INTERNATIONAL_FIRST_NAMES) if (!COMMON_WORDS.has(name) && !STOPWORDS.has(name)) FIRST.add(name)
for (const name of INTERNATIONAL_SURNAMES) if (!COMMON_WORDS.has(name) && !STOPWORDS.has(name)) SURNAMES.add(name)
// Names of more countries (names/world-names.ts): not where they are also words, places or too short
// to tell ("Ho", "Na"); a surname that is a listed first name stays a first name only (Martin, Simon).
const worldName = (name: string): boolean => name.length > 2 && !COMMON_WORDS.has(name) && !STOPWORDS.has(name) && !PROPER_NOUNS.has(name) && !NATIONALITIES.has(name)
for (const name of WORLD_SURNAMES) if (worldName(name) && !FIRST.has(name)) SURNAMES.add(name)
for (const name of WORLD_FIRST_NAMES) if (worldName(name)) FIRST.add(name)

/** Same endings as scripts/build-name-lists.ts: inflected forms are found through their stem. */
const ENDINGS = ['s', 'es', 'n', 'en', 'e', 'er', 'ern', 'ns', 'ed', 'd', 'ing', 'ly', 'est']
/** Endings of German and English abstract nouns: long words ending so are words, not names. */
const NOUN_ENDING = /(?:ung|ungen|heit|keit|schaft|tion|tionen|ität|ismus|nis|nisse|ment|ments|tum|chen|lein|ness|ship|ings?|ations?)$/
const MAX_LISTED_WORD = 11

// Token flags.
const F_FIRST = 1
const F_AMBIGUOUS = 2
const F_SURNAME = 4
const F_STOP = 8
const F_WORD = 16
const F_TITLE = 32
const F_SALUTATION = 64
const F_CORE = 128
const F_INITIAL = 256
const F_AMBIGUOUS_SURNAME = 512
/** A proper noun from the dictionaries (Fitzgerald, Nairobi): name-like, but no evidence of a name. */
const F_PROPER = 1024
/** A name that is also a dictionary word (Young, Major, General, Koch). */
const F_DICT = 2048
const NAME_FLAGS = F_FIRST | F_AMBIGUOUS | F_SURNAME

/**
 * A capitalised word at a token start: optional Mc/Mac/O'/D'/N' prefix (N'Guessan, N'Diaye), up to two hyphenated parts
 * (Hans-Peter, Müller-Lüdenscheidt), an optional possessive, or a single-letter initial with a dot.
 * Every quantifier is bounded, and a word glued to letters on either side (camelCase,
 * NullPointerException, GmbH) fails the guards.
 */
export const TOKEN = /(?<![\p{L}\p{N}_])(?:(?:(?:Mc|Mac|[ODN]['’])(?=\p{Lu}))?\p{Lu}[\p{Ll}\p{M}]{1,30}(?:['’]\p{Ll}{1,2})?(?:-\p{Lu}?[\p{Ll}\p{M}]{1,30}){0,2}|\p{Lu}\.)(?![\p{L}\p{N}_])/uy

/**
 * The capitalised words of the text being scanned, as parallel arrays indexed by token number:
 * start, end of the name part (a possessive 's left out), end of the matched text, flags and the
 * lower-case word. Scratch reused from scan to scan (a scan is synchronous): "Aa Aa Aa …" has a
 * token every three characters, and one object per token cost more than everything else.
 */
let tokStart: Int32Array = new Int32Array(1024)
let tokEnd: Int32Array = new Int32Array(1024)
let tokRawEnd: Int32Array = new Int32Array(1024)
let tokFlags: Int32Array = new Int32Array(1024)
/** wordHash of the lower-case word (0 for initials and contractions, which are never carried over). */
let tokHash: Int32Array = new Int32Array(1024)
let tokLower: string[] = []
let tokCount = 0
/** The text of the tokens, for tokenLower. */
let tokText = ''
/** Scratch above this many tokens is dropped after the scan. */
const TOKENS_KEEP = 1 << 16

function addToken (start: number, end: number, rawEnd: number, lower: string, flags: number, hash: number): void {
  if (tokCount === tokStart.length) growTokens()
  tokStart[tokCount] = start
  tokEnd[tokCount] = end
  tokRawEnd[tokCount] = rawEnd
  tokFlags[tokCount] = flags
  tokHash[tokCount] = hash
  tokLower[tokCount] = lower
  tokCount++
}

/** Twice the room for tokens, the tokens kept (apart, so that addToken stays small enough to inline). */
function growTokens (): void {
  tokStart = doubled(tokStart)
  tokEnd = doubled(tokEnd)
  tokRawEnd = doubled(tokRawEnd)
  tokFlags = doubled(tokFlags)
  tokHash = doubled(tokHash)
}

function doubled (a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2)
  b.set(a)
  return b
}

/**
 * Room for `count` tokens, made before tokenize's pass (no token yet, nothing to copy): addToken's
 * doubling from 1,024 allocated and copied the five arrays nine times per scan of 1 MB of 'Aa Aa …'.
 */
function reserveTokens (count: number): void {
  if (count <= tokStart.length) return
  let size = tokStart.length
  while (size < count) size *= 2
  tokStart = new Int32Array(size)
  tokEnd = new Int32Array(size)
  tokRawEnd = new Int32Array(size)
  tokFlags = new Int32Array(size)
  tokHash = new Int32Array(size)
  // The lower-case words too: appended one by one, the array grew (copied into a new large object)
  // some thirty times per scan of 1 MB of 'Aa Bb Cc ', a tenth of NAME's time there.
  if (tokLower.length < size) tokLower = new Array<string>(size)
}

/** FIRST_UPPER's bit number. */
const FIRST_UPPER_BIT = 31 - Math.clz32(FIRST_UPPER)

/** How many of the anchor pass's words start with a capital (a bound for their tokens). */
function capitalisedWords (wordFlags: ArrayLike<number>, words: number): number {
  let count = 0
  // The flag's bit is added, not branched on: in mixed text it is unpredictable, and the mispredicted
  // branches were most of this loop's time.
  for (let w = 0; w < words; w++) count += (wordFlags[w] >>> FIRST_UPPER_BIT) & 1
  return count
}

/**
 * How many of the other starts hold a capital (tokenAt's first test): on '€1 €1 …' every third
 * character is an other start and none starts a token, and room for all of them was 14 MB per scan.
 */
function capitalStarts (text: string, otherStarts: IntList): number {
  let count = 0
  for (let k = 0; k < otherStarts.length; k++) {
    const s = otherStarts[k]
    const c = text.charCodeAt(s)
    if (c < 128 ? c >= 65 && c <= 90 : !noCapitalAt(text, s, c)) count++
  }
  return count
}

/**
 * The lower-case word of token i. tokenize leaves it out ('') for a plain ASCII word in no list (most
 * new words): made here the first time a rule asks for it.
 */
function tokenLower (i: number): string {
  const lower = tokLower[i]
  if (lower !== '') return lower
  return (tokLower[i] = tokText.slice(tokStart[i], tokEnd[i]).toLowerCase())
}

/** A hash of a lower-case word; tokenize computes the same for plain ASCII words from the text. */
function wordHash (lower: string): number {
  let hash = lower.charCodeAt(0) * 31
  for (let k = 1; k < lower.length; k++) hash = (Math.imul(hash, 31) + lower.charCodeAt(k)) | 0
  return hash
}

function releaseTokens (): void {
  tokText = ''
  if (tokStart.length > TOKENS_KEEP) {
    tokStart = new Int32Array(1024)
    tokEnd = new Int32Array(1024)
    tokRawEnd = new Int32Array(1024)
    tokFlags = new Int32Array(1024)
    tokHash = new Int32Array(1024)
  }
  if (tokLower.length > TOKENS_KEEP) tokLower = []
  tokCount = 0
}

/** ENDINGS by their last letter (a-z as 0-25): a word is tried only with the endings its last letter allows. */
const ENDINGS_BY_LAST: string[][] = Array.from({ length: 26 }, () => [])
for (const e of ENDINGS) ENDINGS_BY_LAST[e.charCodeAt(e.length - 1) - 97].push(e)

function isCommonWord (lower: string): boolean {
  if (maybeListed(lower, lower.length) && COMMON_WORDS.has(lower)) return true
  if (lower.length > MAX_LISTED_WORD && NOUN_ENDING.test(lower)) return true
  const last = lower.charCodeAt(lower.length - 1) - 97
  if (!(last >= 0 && last < 26)) return false // not a-z (or an empty word): no ending
  for (const e of ENDINGS_BY_LAST[last]) {
    const stem = lower.length - e.length
    if (stem > 2 && lower.endsWith(e) && maybeListed(lower, stem) && COMMON_WORDS.has(lower.slice(0, stem))) return true
  }
  return false
}

const isPlain = (word: string): boolean => { for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) >= 128) return false; return true }
const UNDECOMPOSED: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ı: 'i', ß: 'ss', æ: 'ae', œ: 'oe' }
/** The word without accents and marks: "nguyễn" → "nguyen", "paweł" → "pawel". */
const plainLetters = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łđøıßæœ]/g, (c) => UNDECOMPOSED[c])

/** Nationality words that are also common surnames: accepted right after a first name only. */
const NATIONALITY_SURNAMES = new Set(['english', 'french', 'welsh', 'german', 'deutsch'])

function classify (lower: string): number {
  // German, English, Austrian: never a name on their own; a surname only right after a first name ("Bryan English").
  if (NATIONALITIES.has(lower)) return F_STOP | F_WORD | (NATIONALITY_SURNAMES.has(lower) ? F_SURNAME : 0)
  let flags = 0
  if (TITLES.has(lower)) flags |= F_TITLE
  if (SALUTATIONS.has(lower)) flags |= F_SALUTATION
  if (FIRST.has(lower)) flags |= F_FIRST
  if (FIRST_CORE.has(lower)) flags |= F_CORE
  if (SURNAMES.has(lower)) {
    // A word that is a surname and only doubtfully a first name (Brown, Green, King) starts no name alone.
    flags |= FIRST_AMBIGUOUS.has(lower) ? F_SURNAME | F_AMBIGUOUS_SURNAME : F_SURNAME
  } else if (FIRST_AMBIGUOUS.has(lower)) flags |= F_AMBIGUOUS
  if (STOPWORDS.has(lower)) {
    flags |= F_STOP
    // Will, Mark, May: start a name only before a known surname ("Will Smith").
    if (FIRST_AMBIGUOUS.has(lower)) flags |= F_AMBIGUOUS
  }
  if ((flags & (F_FIRST | F_SURNAME | F_STOP | F_TITLE | F_SALUTATION)) === 0 && isCommonWord(lower)) flags |= F_WORD
  // "Nguyễn", "Paweł", "Çelik": a name written with the letters the lists spell plainly.
  if (flags === 0 && !isPlain(lower)) {
    const plain = plainLetters(lower)
    // Short plain forms are left out: "Adı" (Turkish "name") is no "Adi", "Nära" no "Nara".
    if (plain !== lower && plain.length >= 5 && !STOPWORDS.has(plain) && !isCommonWord(plain)) {
      if (FIRST.has(plain)) flags |= F_FIRST
      if (SURNAMES.has(plain)) flags |= F_SURNAME
    }
    // "Марија", "Дмитрий", "Γεώργιος": a word in Cyrillic or Greek letters is read as its Latin
    // spellings are ("Сад" of "Нови Сад" as "sad", a word; "Београд" as a place).
    if (flags === 0) {
      for (const latin of latinForms(lower)) {
        const f = classify(latin)
        flags |= f & (F_WORD | F_STOP | F_PROPER)
        if (latin.length >= 4 && (f & (F_WORD | F_STOP)) === 0) flags |= f & (F_FIRST | F_SURNAME | F_CORE | F_AMBIGUOUS | F_AMBIGUOUS_SURNAME)
      }
    }
  }
  // A hyphenated word made of names is a name (Hans-Peter, Müller-Lüdenscheidt).
  const parts = lower.split('-')
  if (parts.length > 1) {
    // "Support-Team", "Kunden-Service": a compound naming a group is a word.
    if (GROUP_NOUNS.has(parts[parts.length - 1])) return F_WORD
    if (flags === 0 || flags === F_WORD) {
      if (parts.every((p) => FIRST.has(p))) flags = F_FIRST
      else if (parts.every((p) => FIRST.has(p) || SURNAMES.has(p) || !isCommonWord(p))) flags = F_SURNAME
      // "Follow-up", "Online-Shop": a compound of words (but "Bates-White" ends in a surname).
      else if (!SURNAMES.has(parts[parts.length - 1]) && parts.every((p) => STOPWORDS.has(p) || isCommonWord(p))) flags = F_WORD
    }
  }
  if (flags === 0 && PROPER_NOUNS.has(lower)) flags = F_PROPER
  // "Segreteria", "Terveisin": an office or a closing word is no name, also where no dictionary knows it;
  // nor is a kinship word or a pronoun that speaks in a chat ("Mamá:", "Вы:").
  if (flags === 0 && (GROUP_NOUNS.has(lower) || FOREIGN_CLOSING_WORDS.has(lower) || FAMILY_WORDS.has(lower) || SPEAKER_PRONOUNS.has(lower))) flags = F_WORD
  if (NAME_WORDS.has(lower)) flags |= F_DICT
  return flags
}

/** Flags of recently seen words: the lists do not change, so a word is classified once. */
const classified = new Map<string, number>()

/** Every word that one of classify's lists holds as it is (the lists are complete here). */
const LISTED = new Set([...NATIONALITIES, ...TITLES, ...SALUTATIONS, ...FIRST, ...FIRST_CORE, ...SURNAMES, ...FIRST_AMBIGUOUS,
  ...STOPWORDS, ...COMMON_WORDS, ...PROPER_NOUNS, ...GROUP_NOUNS, ...FOREIGN_CLOSING_WORDS, ...FAMILY_WORDS, ...NAME_WORDS])

/** A letter a-z as 1-26, anything else (and past the end) as 0. */
function letterIndex (word: string, k: number): number {
  const c = word.charCodeAt(k)
  return c >= 97 && c <= 122 ? c - 96 : 0
}
/** The shape of word's first `length` characters: the length (15 for longer) and up to three first letters. */
function listedShape (word: string, length: number): number {
  return ((Math.min(length, 15) * 27 + letterIndex(word, 0)) * 27 + (length > 1 ? letterIndex(word, 1) : 0)) * 27 + (length > 2 ? letterIndex(word, 2) : 0)
}
/** Set at the shape of every LISTED word: most new words (and their stems) are ruled out without a hash lookup. */
const LISTED_SHAPE = new Uint8Array(16 * 27 * 27 * 27)
for (const word of LISTED) LISTED_SHAPE[listedShape(word, word.length)] = 1
/** Whether word's first `length` characters may be a LISTED word (false: they are none). */
function maybeListed (word: string, length: number): boolean {
  return LISTED_SHAPE[listedShape(word, length)] === 1
}

/**
 * A second filter after LISTED_SHAPE, one bit per LISTED word at a mix of its wordHash: on random
 * capitalised words one new word in eight has a listed word's shape (length and first three letters),
 * and each of those was sliced, lower-cased and looked up in the lists (flagsOf). The bit rules out
 * most of them; exact as a filter (a word equal to a listed word has its hash).
 */
const LISTED_HASH_BITS = 20
const LISTED_HASH = new Int32Array(1 << (LISTED_HASH_BITS - 5))
const listedHashBit = (hash: number): number => Math.imul(hash, 0x9e3779b1) >>> (32 - LISTED_HASH_BITS)
for (const word of LISTED) {
  const bit = listedHashBit(wordHash(word))
  LISTED_HASH[bit >>> 5] |= 1 << (bit & 31)
}
/** Whether a word of this wordHash may be LISTED (false: it is none). */
function maybeListedHash (hash: number): boolean {
  const bit = listedHashBit(hash)
  return (LISTED_HASH[bit >>> 5] & (1 << (bit & 31))) !== 0
}
/** wordHash of text[s, e) lower-cased, a capital or small letter a-z and then small letters. */
function textWordHash (text: string, s: number, e: number): number {
  let hash = (text.charCodeAt(s) | 32) * 31
  for (let k = s + 1; k < e; k++) hash = (Math.imul(hash, 31) + text.charCodeAt(k)) | 0
  return hash
}

/** Whether text[e - ending.length, e) is `ending` (small letters, compared as they are). */
function textEndsWith (text: string, e: number, ending: string): boolean {
  for (let k = 1; k <= ending.length; k++) if (text.charCodeAt(e - k) !== ending.charCodeAt(ending.length - k)) return false
  return true
}

/**
 * flagsOf of the word text[s, e), a capital and small letters a-z, where no string is needed to tell
 * it: a word without a listed word's shape and hash bit (hash: its wordHash), none of whose stems
 * (ENDINGS) has both either, is in no list and no inflected common word, so it has no flags (0), as
 * most new words of a text. -1 when the lists must decide (and for words longer than
 * MAX_LISTED_WORD, which NOUN_ENDING reads).
 */
function unlistedWordFlags (text: string, s: number, e: number, hash: number): number {
  const length = e - s
  if (length > MAX_LISTED_WORD) return -1
  // listedShape's first three letters: a stem (more than two letters) shares them with the word.
  const letters = ((((text.charCodeAt(s) | 32) - 96) * 27 + (length > 1 ? text.charCodeAt(s + 1) - 96 : 0)) * 27) +
    (length > 2 ? text.charCodeAt(s + 2) - 96 : 0)
  if (LISTED_SHAPE[length * 27 * 27 * 27 + letters] === 1 && maybeListedHash(hash)) return -1
  for (const ending of ENDINGS_BY_LAST[text.charCodeAt(e - 1) - 97]) {
    const stem = length - ending.length
    if (stem > 2 && textEndsWith(text, e, ending) && LISTED_SHAPE[stem * 27 * 27 * 27 + letters] === 1 &&
      maybeListedHash(textWordHash(text, s, s + stem))) return -1
  }
  return 0
}

/** Whether the word is made of the letters a-z only (no hyphen, apostrophe, mark or other script). */
function asciiLetters (word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k)
    if (c < 97 || c > 122) return false
  }
  return true
}

function flagsOf (lower: string): number {
  let flags = classified.get(lower)
  if (flags === undefined) {
    // A word of a-z in no list (most new words of a text, every one of random capitalised words):
    // classify finds only its endings (isCommonWord), so it is answered here, and not remembered.
    if (asciiLetters(lower) && !(maybeListed(lower, lower.length) && LISTED.has(lower))) return isCommonWord(lower) ? F_WORD : 0
    if (classified.size > 50_000) classified.clear()
    flags = classify(lower)
    classified.set(lower, flags)
  }
  return flags
}

/**
 * A direct-mapped cache of plain ASCII words (hash of the lower-case letters → word and flags), read
 * straight from the text: a word seen before costs no slice, no toLowerCase and no Map lookup.
 */
const WORD_CACHE_BITS = 14
const wordCacheKey: string[] = new Array<string>(1 << WORD_CACHE_BITS).fill('')
const wordCacheFlags = new Int32Array(1 << WORD_CACHE_BITS)
/** The hash of the last word at the slot that tokenize left without its lower-case form (not cached). */
const wordCacheLeftOut = new Int32Array(1 << WORD_CACHE_BITS)

/**
 * Whether the non-ASCII unit c at s starts no TOKEN: blocks without capitals (Latin-1 signs and small
 * letters, Hebrew to Thai, punctuation, arrows to dingbats, CJK, Hangul, and emoji, whose trail
 * surrogate the regex steps back from).
 */
function noCapitalAt (text: string, s: number, c: number): boolean {
  if (c <= 0xff) return c <= 0xbf || c === 0xd7 || c >= 0xdf
  if (c >= 0xdc00 && c <= 0xdfff) {
    const lead = s > 0 ? text.charCodeAt(s - 1) : 0
    return lead >= 0xd83c && lead <= 0xd83f
  }
  return (c >= 0x590 && c <= 0xe7f) || (c >= 0x2000 && c <= 0x20ff) || (c >= 0x2190 && c <= 0x2bff) ||
    (c >= 0x3000 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0xd83c && c <= 0xd83f)
}

/** The same for the words TOKEN finds (non-ASCII, hyphenated): the word as matched → lower-case word and flags. */
const OTHER_CACHE_BITS = 12
const otherCacheWord: string[] = new Array<string>(1 << OTHER_CACHE_BITS).fill('')
const otherCacheLower: string[] = new Array<string>(1 << OTHER_CACHE_BITS).fill('')
const otherCacheFlags = new Int32Array(1 << OTHER_CACHE_BITS)
const otherCacheHash = new Int32Array(1 << OTHER_CACHE_BITS)

/**
 * TOKEN's character classes of the codes below LATIN_END (Latin-1, Latin Extended-A and -B, IPA,
 * Greek and Cyrillic), taken from the regex engine itself: capital (\p{Lu}), small letter (\p{Ll}),
 * word character ([\p{L}\p{N}_], what the look-arounds exclude). A combining mark (\p{M}: the
 * block before Greek, a few in Cyrillic) is T_MARK, which latinClass answers with UNDECIDED. Greek and
 * Cyrillic were added after Latin: a text in those scripts ran the regex at every capitalised word.
 */
const LATIN_END = 0x530
const T_UPPER = 1
const T_LOWER = 2
const T_WORD = 4
const T_MARK = 8
const LATIN_CLASS = new Uint8Array(LATIN_END)
for (let c = 0; c < LATIN_END; c++) {
  const ch = String.fromCharCode(c)
  LATIN_CLASS[c] = /\p{M}/u.test(ch)
    ? T_MARK
    : (/\p{Lu}/u.test(ch) ? T_UPPER : 0) | (/\p{Ll}/u.test(ch) ? T_LOWER : 0) | (/[\p{L}\p{N}_]/u.test(ch) ? T_WORD : 0)
}
/** Sentinel of the tokenEnd functions: a code outside LATIN_CLASS or a mark is in the way, the regex decides. */
const UNDECIDED = -2

/** The class bits of the code at k (0 outside the text, as the look-arounds see it), UNDECIDED for a mark or a code not in LATIN_CLASS. */
function latinClass (text: string, k: number): number {
  if (k < 0 || k >= text.length) return 0
  const c = text.charCodeAt(k)
  if (c >= LATIN_END) return c === 0x2019 ? 0 : UNDECIDED
  const t = LATIN_CLASS[c]
  return t === T_MARK ? UNDECIDED : t
}

/** The end of the whole run of small letters at k when it holds 1 to `max` of them, -1 when not, or UNDECIDED. */
function smallRunEnd (text: string, k: number, max: number): number {
  let e = k
  for (;;) {
    const t = latinClass(text, e)
    if (t === UNDECIDED) return UNDECIDED
    if ((t & T_LOWER) === 0) break
    e++
  }
  return e > k && e - k <= max ? e : -1
}

/** Whether TOKEN's look-ahead holds at k (no word character there), or UNDECIDED. */
function wordEndsAt (text: string, k: number): number {
  const t = latinClass(text, k)
  return t === UNDECIDED ? UNDECIDED : (t & T_WORD) === 0 ? 1 : 0
}

/** The end of a hyphenated part at k ('-', a capital or not, small letters), -1, or UNDECIDED. */
function partEnd (text: string, k: number): number {
  if (text.charCodeAt(k) !== 45) return -1
  const t = latinClass(text, k + 1)
  if (t === UNDECIDED) return UNDECIDED
  return smallRunEnd(text, (t & T_UPPER) !== 0 ? k + 2 : k + 1, 30)
}

/** After the first word at k: two, one or no hyphenated parts, the first count after which the look-ahead holds; its end, -1, or UNDECIDED. */
function partsEnd (text: string, k: number): number {
  const one = partEnd(text, k)
  if (one === UNDECIDED) return UNDECIDED
  if (one !== -1) {
    const two = partEnd(text, one)
    if (two === UNDECIDED) return UNDECIDED
    if (two !== -1) {
      const ok = wordEndsAt(text, two)
      if (ok !== 0) return ok === 1 ? two : UNDECIDED
    }
    const ok = wordEndsAt(text, one)
    if (ok !== 0) return ok === 1 ? one : UNDECIDED
  }
  const ok = wordEndsAt(text, k)
  return ok === 1 ? k : ok === UNDECIDED ? UNDECIDED : -1
}

/** TOKEN's word from k on (a capital, small letters, a possessive or not, hyphenated parts): its end, -1, or UNDECIDED. */
function bodyEnd (text: string, k: number): number {
  const t = latinClass(text, k)
  if (t === UNDECIDED) return UNDECIDED
  if ((t & T_UPPER) === 0) return -1
  const run = smallRunEnd(text, k + 1, 30)
  if (run < 0) return run
  // The possessive first ("Anna's", "Don't"), then without it.
  const q = text.charCodeAt(run)
  if (q === 39 || q === 0x2019) {
    const possessive = smallRunEnd(text, run + 1, 2)
    if (possessive === UNDECIDED) return UNDECIDED
    if (possessive !== -1) {
      const end = partsEnd(text, possessive)
      if (end !== -1) return end
    }
  }
  return partsEnd(text, run)
}

/**
 * Where TOKEN's match at `s` ends, read on char codes: -1 when it does not match, UNDECIDED when a
 * code outside LATIN_CLASS (a mark, another script) is in the way. Without marks a run of small
 * letters matches only whole (a shorter one leaves a letter next, which nothing after it takes), so
 * the regex's backtracking comes down to the Mc/Mac/O'/D'/N' prefix or not, the possessive or not, two,
 * one or no hyphenated parts, and then the initial ("A.").
 */
export function tokenEnd (text: string, s: number): number {
  const before = latinClass(text, s - 1)
  if (before === UNDECIDED) return UNDECIDED
  if ((before & T_WORD) !== 0) return -1
  const c0 = text.charCodeAt(s)
  const c1 = text.charCodeAt(s + 1)
  let prefix = 0
  if (c0 === 77 && c1 === 99) prefix = 2
  else if (c0 === 77 && c1 === 97 && text.charCodeAt(s + 2) === 99) prefix = 3
  else if ((c0 === 79 || c0 === 68 || c0 === 78) && (c1 === 39 || c1 === 0x2019)) prefix = 2
  if (prefix !== 0) {
    // The prefix counts before a capital only; then the word after it, else the word from s.
    const t = latinClass(text, s + prefix)
    if (t === UNDECIDED) return UNDECIDED
    if ((t & T_UPPER) !== 0) {
      const end = bodyEnd(text, s + prefix)
      if (end !== -1) return end
    }
  }
  const end = bodyEnd(text, s)
  if (end !== -1) return end
  // "A.": an initial.
  const t = latinClass(text, s)
  if (t === UNDECIDED) return UNDECIDED
  if ((t & T_UPPER) === 0 || c1 !== 46) return -1
  const after = wordEndsAt(text, s + 2)
  return after === UNDECIDED ? UNDECIDED : after === 1 ? s + 2 : -1
}

/** Token of the TOKEN regex at `s` (tried only where the fast path cannot decide); returns where the next token may start. */
function tokenAt (text: string, s: number): number {
  // TOKEN starts with a capital: most characters of the anchor pass's other starts (dashes, quotes,
  // CJK) are none, and are ruled out without the regex.
  const c = text.charCodeAt(s)
  if (c < 128 ? c < 65 || c > 90 : noCapitalAt(text, s, c)) return s
  // Latin words are read on char codes (tokenEnd); the regex only where another script or a mark is in the way.
  let rawEnd = tokenEnd(text, s)
  if (rawEnd === UNDECIDED) {
    TOKEN.lastIndex = s
    rawEnd = TOKEN.test(text) ? TOKEN.lastIndex : -1
  }
  if (rawEnd === -1) return s
  const raw = text.slice(s, rawEnd)
  if (raw.length === 2 && raw[1] === '.') {
    addToken(s, rawEnd, rawEnd, raw.toLowerCase(), F_INITIAL, 0)
    return rawEnd
  }
  let word = raw.includes('’') ? raw.replace(/’/g, "'") : raw
  let end = rawEnd
  const apostrophe = word.indexOf("'", 2)
  if (apostrophe !== -1) {
    if (word.length !== apostrophe + 2 || word[apostrophe + 1] !== 's') {
      // "Don't", "I'll": a contraction, never a name.
      addToken(s, end, rawEnd, word.toLowerCase(), F_STOP, 0)
      return rawEnd
    }
    word = word.slice(0, apostrophe)
    end = s + apostrophe
  }
  // A word seen before: its lower-case form and flags from the cache, without toLowerCase and a Map lookup.
  let hash = word.length
  for (let k = 0; k < word.length; k++) hash = (Math.imul(hash, 31) + word.charCodeAt(k)) | 0
  const slot = (hash ^ (hash >>> OTHER_CACHE_BITS)) & ((1 << OTHER_CACHE_BITS) - 1)
  if (otherCacheWord[slot] !== word) {
    const lower = word.toLowerCase()
    otherCacheWord[slot] = word
    otherCacheLower[slot] = lower
    otherCacheFlags[slot] = flagsOf(lower)
    otherCacheHash[slot] = wordHash(lower)
  }
  addToken(s, end, rawEnd, otherCacheLower[slot], otherCacheFlags[slot], otherCacheHash[slot])
  return rawEnd
}

const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95

/**
 * The capitalised words of the text, as TOKEN finds them at the capital starts of the anchor pass.
 * Plain ASCII words are decided by char codes (the common case); a word next to a non-ASCII
 * character, an apostrophe or a hyphen, or with an inner capital after Mc/Ma, goes to the regex.
 */
function tokenize (text: string, anchors: Anchors, keyStarts: number[], capitalWords: number[], chatLeads: number[]): void {
  tokCount = 0
  tokText = text
  const { wordStart, wordFlags, otherStarts } = anchors
  const words = wordStart.length
  const others = otherStarts.length
  // Every token starts at a capitalised word or at another start with a capital.
  if (words + others > tokStart.length) reserveTokens(capitalisedWords(wordFlags, words) + capitalStarts(text, otherStarts))
  const from = wordTokens(text, anchors, keyStarts, capitalWords, chatLeads)
  otherTokensFrom(text, otherStarts, from)
}

/** The next of the anchor pass's other starts that tokenize has not looked at (wordTokens leaves it here). */
let otherCursor = 0

/**
 * tokenize's pass over the anchor words (and the other starts between them); returns where the next
 * token may start. Nothing but the return follows the loop: on a long text V8 compiles the loop on
 * the stack, and code after it that had never run deopted that compiled loop at the end of every scan.
 */
function wordTokens (text: string, anchors: Anchors, keyStarts: number[], capitalWords: number[], chatLeads: number[]): number {
  const { wordStart, wordEnd, wordFlags, otherStarts } = anchors
  const words = wordStart.length
  const others = otherStarts.length
  const n = text.length
  let from = 0
  let o = 0
  // One pass over the anchor words: tokens, and on the way the words that may start a CSV header
  // field and the words in capitals (findNamesInTables, findCapitalPairs).
  for (let w = 0; w < words; w++) {
    const s = wordStart[w]
    const wf = wordFlags[w]
    const size = wordEnd[w] - s
    // Keys and leads start with a letter: digit groups ("1 1 1 …") skip the lookup.
    if (size <= COLUMN_KEY_MAX && (wf & (FIRST_UPPER | FIRST_LOWER)) !== 0) {
      // The word's shape (length, first and last character) first: most words fail it without a call.
      const shape = WORD_SHAPE[wordShape(size, text.charCodeAt(s), text.charCodeAt(s + size - 1))]
      if (shape !== 0) {
        if ((shape & SHAPE_COLUMN_KEY) !== 0 && opensField(text, s) && columnKeyAt(text, s, size)) keyStarts.push(s)
        if ((shape & SHAPE_CHAT_LEAD) !== 0) chatLeads.push(w)
      }
    }
    if ((wf & (CAPITAL_WORD | NOT_CAPITAL_WORD)) === CAPITAL_WORD) capitalWords.push(w)
    if ((wf & FIRST_UPPER) === 0 || (wf & (HAS_DIGIT | HAS_UNDERSCORE)) !== 0) continue
    // The other starts before this word, in order (no other word adds a token or moves `from`).
    while (o < others && otherStarts[o] < s) {
      const at = otherStarts[o++]
      if (at >= from) from = tokenAt(text, at)
    }
    if (s < from) continue
    if (s > 0 && text.charCodeAt(s - 1) >= 128) { from = tokenAt(text, s); continue }
    const e = wordEnd[w]
    const after = e < n ? text.charCodeAt(e) : 32
    if (after >= 128 || after === 45 || after === 39) { from = tokenAt(text, s); continue }
    const length = e - s
    if (length === 1) {
      // An initial: "A." not glued to a following word; initials written together ("S.A.", "H.J.M.")
      // are one token, so that a title or a label before them is right before the initials.
      if (after !== 46) continue
      let end = e + 1
      while (end + 1 < n && text.charCodeAt(end) >= 65 && text.charCodeAt(end) <= 90 && text.charCodeAt(end + 1) === 46 && end - s < 8) end += 2
      const next = end < n ? text.charCodeAt(end) : 32
      if (next >= 128) { from = tokenAt(text, s); continue }
      if (isWordCode(next)) continue
      addToken(s, end, end, text.slice(s, end).toLowerCase(), F_INITIAL, 0)
      from = end
      continue
    }
    // Letters only: lower-case the rest, hash (wordHash of the lower-case word), and find an inner capital (McDonald, or no token at all).
    let hash = (text.charCodeAt(s) | 32) * 31
    let inner = false
    for (let k = s + 1; k < e; k++) {
      const c = text.charCodeAt(k)
      if (c <= 90) { inner = true; break }
      hash = (Math.imul(hash, 31) + c) | 0
    }
    if (inner) {
      const c1 = text.charCodeAt(s + 1)
      if (text.charCodeAt(s) === 77 && (c1 === 99 || c1 === 97)) from = tokenAt(text, s) // Mc…, Ma(c)…
      continue
    }
    if (length > 31) continue
    const slot = (hash ^ (hash >>> WORD_CACHE_BITS)) & ((1 << WORD_CACHE_BITS) - 1)
    let lower = wordCacheKey[slot]
    let same = lower.length === length
    for (let k = 0; same && k < length; k++) same = lower.charCodeAt(k) === (text.charCodeAt(s + k) | 32)
    let flags: number
    if (same) {
      flags = wordCacheFlags[slot]
    } else {
      const unlisted = unlistedWordFlags(text, s, e, hash) === 0
      if (unlisted && wordCacheLeftOut[slot] !== hash) {
        // A new word in no list: no flags, and its lower-case form only when a rule asks (tokenLower).
        // Its hash is noted: the second time the word is made and cached, as a repeated word is.
        wordCacheLeftOut[slot] = hash
        addToken(s, e, e, '', 0, hash)
        from = e
        continue
      }
      lower = text.slice(s, e).toLowerCase()
      // A word in no list seen again still has no flags: no lookup for it.
      flags = unlisted ? 0 : flagsOf(lower)
      wordCacheKey[slot] = lower
      wordCacheFlags[slot] = flags
    }
    addToken(s, e, e, lower, flags, hash)
    from = e
  }
  otherCursor = o
  return from
}

/** The tokens at the other starts after the last anchor word (from otherCursor on). */
function otherTokensFrom (text: string, otherStarts: IntList, from: number): void {
  for (let o = otherCursor; o < otherStarts.length; o++) {
    const at = otherStarts[o]
    if (at >= from) from = tokenAt(text, at)
  }
}

const enum Gap { None, Plain, Particle, Dot }

const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 0xa0

/** How two neighbouring tokens are joined: by blanks, by particles ("van der") or by "Dr. ". */
function gapBetween (text: string, a: number, b: number): Gap {
  const aEnd = tokRawEnd[a]
  const bStart = tokStart[b]
  const len = bStart - aEnd
  if (len < 1 || len > 16) return Gap.None
  // Fast path for the common one- or two-character gaps, without a slice: same answers as the regexes.
  if (len <= 2) {
    const c0 = text.charCodeAt(aEnd)
    const c1 = len === 2 ? text.charCodeAt(aEnd + 1) : 32
    if (isBlank(c0) && isBlank(c1)) return Gap.Plain
    if (c0 === 46 && len === 2 && isBlank(c1)) return Gap.Dot
    return Gap.None
  }
  return longGap(text, aEnd, bStart)
}

/** gapBetween for gaps of three to sixteen characters (apart so that gapBetween stays small enough to inline). */
function longGap (text: string, aEnd: number, bStart: number): Gap {
  const len = bStart - aEnd
  // Longer gaps: ".  " (a dot and two blanks) or particles between blanks (" van der "), read on
  // char codes; same answers as PLAIN_GAP, DOT_GAP and PARTICLE_GAP.
  if (len === 3) {
    if (text.charCodeAt(aEnd) === 46 && isBlank(text.charCodeAt(aEnd + 1)) && isBlank(text.charCodeAt(aEnd + 2))) return Gap.Dot
  }
  if (!isBlank(text.charCodeAt(aEnd))) return Gap.None
  // The Irish particle Ó, a capital of its own that is no token: "Cathal Ó Briain".
  if (len === 3 && text.charCodeAt(aEnd + 1) === 0xd3 && isBlank(text.charCodeAt(aEnd + 2))) return Gap.Particle
  let k = aEnd + 1
  let words = 0
  while (k < bStart) {
    const w = k
    while (k < bStart && k - w < 5) { const c = text.charCodeAt(k); if (c < 97 || c > 122) break; k++ }
    // Arabic surnames join the article with a hyphen: "Fatima al-Zahra", "Omar el-Masri".
    if (k === bStart - 1 && k - w === 2 && text.charCodeAt(k) === 45 && (text.startsWith('al', w) || text.startsWith('el', w))) { words++; break }
    if (k === w || k - w > 4 || k >= bStart || !isBlank(text.charCodeAt(k))) return Gap.None
    if (!PARTICLES.has(text.slice(w, k))) return Gap.None
    words++
    k++
  }
  return words >= 1 && words <= 3 ? Gap.Particle : Gap.None
}

const VIET_MIDDLE = new Set(['van', 'văn', 'thi', 'thị'])
const VIET_FAMILY = new Set(['nguyen', 'nguyễn', 'tran', 'trần', 'le', 'lê', 'pham', 'phạm', 'hoang', 'hoàng', 'huynh', 'huỳnh', 'phan', 'vu', 'vũ', 'vo', 'võ', 'dang', 'đặng', 'bui', 'bùi', 'do', 'đỗ', 'ho', 'hồ', 'ngo', 'ngô', 'duong', 'dương', 'ly', 'lý'])

/** Could a token with these flags be part of a name at all? */
function nameLike (flags: number): boolean {
  if (flags & (F_TITLE | F_SALUTATION)) return false
  if (flags & F_STOP) return false
  if (flags & (F_FIRST | F_SURNAME)) return true
  return (flags & (F_STOP | F_WORD | F_AMBIGUOUS | F_INITIAL)) === 0
}

/**
 * Extends a name that ends at token `i` over the following tokens: surnames, further first
 * names, unknown words, initials ("John F. Kennedy") and particles ("von der Leyen"). Returns the
 * index of the last token of the name (at most four words).
 */
function extend (text: string, i: number): number {
  let last = i
  let words = 1
  for (let j = i + 1; j < tokCount && words < 4; j++) {
    const prevFlags = tokFlags[j - 1]
    const flags = tokFlags[j]
    const gap = gapBetween(text, j - 1, j)
    if (gap === Gap.None) break
    if (prevFlags & F_INITIAL) {
      if (gap !== Gap.Plain) break
    } else if (gap === Gap.Dot) break
    if (flags & F_INITIAL) {
      // An initial continues a name only when a name word follows it.
      if (gap !== Gap.Plain) break
      continue
    }
    // "Le Van Hung", "Tran Thi Mai": after a Vietnamese family name and the middle name Van/Thi the
    // next word is the given name even when it is also a word ("Hung", "Mai").
    if (j === i + 2 && gap === Gap.Plain && (flags & (F_TITLE | F_SALUTATION)) === 0 && tokEnd[j] - tokStart[j] <= 6 &&
      VIET_MIDDLE.has(tokenLower(j - 1)) && VIET_FAMILY.has(tokenLower(i))) {
      last = j
      words++
      continue
    }
    const stopSurname = j === i + 1 && (tokFlags[i] & F_FIRST) !== 0 && (flags & (F_SURNAME | F_STOP | F_TITLE | F_SALUTATION)) === (F_SURNAME | F_STOP)
    if (gap === Gap.Particle ? (flags & (F_TITLE | F_SALUTATION | F_STOP)) !== 0 : !nameLike(flags) && !stopSurname) break
    if (tokEnd[j - 1] !== tokRawEnd[j - 1]) break // after a possessive the name is over
    // "Karin Andersson  Personnummer: …": two blanks before a label separate form fields.
    if (tokStart[j] - tokRawEnd[j - 1] === 2 && text.charCodeAt(tokRawEnd[j]) === 58) break
    last = j
    words++
  }
  // Trailing initials are not part of the name.
  while (last > i && (tokFlags[last] & F_INITIAL)) last--
  return last
}

/**
 * The last line break before a position, remembered for the text being scanned: the tokens are
 * visited in order, so the search goes back only to the previous position asked about.
 */
let cursorText = ''
let cursorPos = 0
let cursorBreak = -1
/** The first line break at or after cursorPos (the text's length when there is none). */
let cursorNext = 0

/** The first line break at or after k, or the text's length. */
function breakFrom (text: string, k: number): number {
  const at = text.indexOf('\n', k)
  return at === -1 ? text.length : at
}

function resetLineCursor (text: string): void {
  cursorText = text
  cursorPos = 0
  cursorBreak = -1
  cursorNext = breakFrom(text, 0)
}

/** Start of the line holding `pos` if it begins at most `max` characters before it, else -1. */
function lineStartNear (text: string, pos: number, max = 48): number {
  const from = Math.max(0, pos - max)
  let nl: number
  if (text === cursorText && pos >= cursorPos) {
    // The breaks passed since the last position, found natively: most positions pass none (a
    // token every few characters, a break every line), and are answered without reading the text.
    // One that passes some jumps to the last of them (the search back stops at cursorNext at the
    // latest) instead of stepping over each line: dense text asks about once per six lines.
    if (cursorNext < pos) {
      cursorBreak = text.lastIndexOf('\n', pos - 1)
      cursorNext = breakFrom(text, pos)
    }
    cursorPos = pos
    nl = cursorBreak
  } else {
    nl = pos - 1
    while (nl >= from && text.charCodeAt(nl) !== 10) nl--
  }
  if (nl < from && from > 0) return -1
  return nl < from ? 0 : nl + 1
}

/** The lower-case text of the line before position `pos`, from its start, if short. */
function linePrefix (text: string, pos: number, max = 48): string | undefined {
  const start = lineStartNear(text, pos, max)
  return start === -1 ? undefined : text.slice(start, pos).toLowerCase()
}

const CLOSING_SET = new Set(CLOSINGS)
const SENTENCE_BREAK = /[.!?;)]\s+|\s[—–-]\s/
const TRAILING_PUNCT = /[\s,;:.!\-–—]+$/

/** Whether the four characters before `pos` end in a comma or dash and blanks (what /[,—–-][ \t]*$/ finds). */
function closingMarkBefore (text: string, pos: number): boolean {
  const from = Math.max(0, pos - 4)
  let k = pos - 1
  while (k >= from && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--
  if (k < from) return false
  const c = text.charCodeAt(k)
  return c === 44 || c === 0x2014 || c === 0x2013 || c === 45
}

/** Set at (length, first letter, last character) of every closing written in ASCII. */
const CLOSING_SHAPE = new Uint8Array(64 * 32 * 128)
/** The shape of an ASCII text of this length, first and last character: the first letter without case. */
const closingShape = (length: number, first: number, last: number): number => (length * 32 + ((first | 32) & 31)) * 128 + last
for (const c of CLOSINGS) if (c.length < 64 && c.charCodeAt(c.length - 1) < 128) CLOSING_SHAPE[closingShape(c.length, c.charCodeAt(0), c.charCodeAt(c.length - 1))] = 1

/** TRAILING_PUNCT's ASCII characters: blanks and line breaks, , ; : . ! - */
const isTrailingPunct = (c: number): boolean => c === 32 || (c >= 9 && c <= 13) || c === 44 || c === 59 || c === 58 || c === 46 || c === 33 || c === 45
const isAsciiSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13)

/**
 * For an ASCII line prefix [start, pos): 1 when it is blank, 2 when it could be a closing (its
 * text without trailing punctuation has a closing's length and last letter), 0 when it is neither.
 * -1 when the prefix holds a non-ASCII character (the caller then compares the text itself).
 */
function prefixShape (text: string, start: number, pos: number): number {
  let e = pos
  while (e > start && isTrailingPunct(text.charCodeAt(e - 1))) e--
  let b = start
  while (b < e && isAsciiSpace(text.charCodeAt(b))) b++
  for (let k = start; k < pos; k++) if (text.charCodeAt(k) >= 128) return -1
  if (b === e) {
    for (let k = start; k < pos; k++) if (!isAsciiSpace(text.charCodeAt(k))) return 0
    return 1
  }
  let last = text.charCodeAt(e - 1)
  if (last >= 65 && last <= 90) last |= 32
  return e - b < 64 && CLOSING_SHAPE[closingShape(e - b, text.charCodeAt(b), last)] === 1 ? 2 : 0
}

/** Last words of the closings ("regards" of "best regards"). */
const CLOSING_LAST_WORDS = new Set(CLOSINGS.map((c) => c.split(' ').pop()!))

/**
 * The lower-case word before `pos` behind blanks and TRAILING_PUNCT's marks, on the same line: ''
 * when there is none, undefined when it holds a non-ASCII letter (the caller then compares the text).
 */
function asciiWordBefore (text: string, pos: number): string | undefined {
  let e = pos
  while (e > 0 && pos - e < 8) {
    const c = text.charCodeAt(e - 1)
    if (c === 10) return ''
    if (!(isTrailingPunct(c) || c === 0x2013 || c === 0x2014)) break
    e--
  }
  let s = e
  while (s > 0 && e - s < 24) {
    const c = text.charCodeAt(s - 1)
    if (c >= 128) return undefined
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90))) break
    s--
  }
  return s === e ? '' : text.slice(s, e).toLowerCase()
}

/** True when the text before `pos` on the same line is a closing ("Viele Grüße, ") or the previous line is. */
function afterClosing (text: string, pos: number): boolean {
  // Most tokens: no comma or dash before them and no line start within 48 characters (closingBefore's
  // answer there). Kept small so that V8 inlines it; the line cursor answers the second lineStartNear.
  if (!closingMarkBefore(text, pos) && lineStartNear(text, pos) === -1) return false
  return closingBefore(text, pos)
}

/** afterClosing's whole reading of the line before `pos` and the line above. */
function closingBefore (text: string, pos: number): boolean {
  if (closingMarkBefore(text, pos)) {
    // "Smith, John", "Aa, Bb": the word before the comma or dash ends no closing, so nothing can.
    const word = asciiWordBefore(text, pos)
    if (word !== undefined && word !== '' && !CLOSING_LAST_WORDS.has(word)) return false
  } else {
    // Most words: decided on char codes, without slicing the line.
    const start = lineStartNear(text, pos)
    if (start === -1) return false
    const shape = prefixShape(text, start, pos)
    if (shape === 0) return false
    if (shape === 1) return closingLineAbove(text, pos, pos - start)
  }
  const prefix = linePrefix(text, pos)
  // "… ext 12. thanks — Dmitri", "WeChat is the same. Cheers, Mei": a closing after a sentence end.
  // The closing must be set off by a comma or dash ("Ihre Kundennummer" is no signature).
  if (closingMarkBefore(text, pos)) {
    const raw = prefix ?? text.slice(Math.max(0, pos - 48), pos).toLowerCase()
    const recent = raw.replace(TRAILING_PUNCT, '')
    const parts = recent.split(SENTENCE_BREAK)
    const sentence = parts[parts.length - 1].trim()
    if (parts.length > 1 && sentence !== '' && CLOSING_SET.has(sentence)) return true
  }
  if (prefix === undefined) return false
  const same = prefix.replace(TRAILING_PUNCT, '').trim()
  // "— Maricel Santos, Kape Kapi PH": a signature after a dash that opens the line.
  if (same === '' && /^[ \t]*[—–][ \t]*$/.test(prefix) && signatureRun(text, pos)) return true
  if (same !== '' && CLOSING_SET.has(same)) return true
  if (prefix.trim() !== '') return false
  return closingLineAbove(text, pos, prefix.length)
}

/** Two capitalised words at `pos`, then a comma or the line end: a name signed after a dash. */
function signatureRun (text: string, pos: number): boolean {
  return /^\p{Lu}[\p{Ll}'’-]{1,30} \p{Lu}[\p{Ll}'’-]{1,30}(?:,|[ \t]*(?:\r?\n|$))/u.test(text.slice(pos, pos + 70))
}

/** Whether the previous non-empty line (of the name that opens its line after a blank prefix) is a closing. */
function closingLineAbove (text: string, pos: number, prefixLength: number): boolean {
  let lineEnd = pos - prefixLength - 1
  for (let k = 0; k < 3 && lineEnd > 0; k++) {
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1
    if (lineEnd - lineStart > 48) return false
    // An ASCII line is decided on char codes: empty once its trailing marks and blanks are cut, or
    // of no closing's length and last letter.
    let e = lineEnd
    while (e > lineStart && isTrailingPunct(text.charCodeAt(e - 1))) e--
    let b = lineStart
    while (b < e && isAsciiSpace(text.charCodeAt(b))) b++
    let ascii = true
    for (let k = lineStart; k < lineEnd && ascii; k++) ascii = text.charCodeAt(k) < 128
    if (ascii) {
      if (b === e) {
        lineEnd = lineStart - 1
        continue
      }
      let last = text.charCodeAt(e - 1)
      if (last >= 65 && last <= 90) last |= 32
      if (e - b >= 64 || CLOSING_SHAPE[closingShape(e - b, text.charCodeAt(b), last)] === 0) return false
    }
    const line = text.slice(lineStart, lineEnd).toLowerCase().replace(TRAILING_PUNCT, '').trim()
    if (line !== '') return CLOSING_SET.has(line)
    lineEnd = lineStart - 1
  }
  return false
}

/** Whether the ASCII text before `end`, lower-cased and with ’ as ', ends with `phrase`. */
function asciiEndsWith (text: string, end: number, phrase: string): boolean {
  const start = end - phrase.length
  if (start < 0) return false
  for (let k = 0; k < phrase.length; k++) {
    let c = text.charCodeAt(start + k)
    if (c >= 65 && c <= 90) c |= 32
    else if (c === 0x2019) c = 39
    if (c !== phrase.charCodeAt(k)) return false
  }
  return true
}

/** Generic: a preposition that also leads to things ("for", "von"); Weak: a lead to a person; Strong: a name label. */
/** Pair: a lead after which two name-like words are a name ("Überweisung an", a "To:" header line). */
const enum Context { None, Generic, Weak, Pair, Strong }

/** Prepositions in LEAD_PHRASES that lead to products and places as often as to people. */
const GENERIC_LEADS = new Set(['for', 'für', 'and', 'und', 'to', 'by', 'from', 'von', 'an', 'bei', 'with',
  'med', 'til', 'naar', 'met', 'voor', 'avec', 'pour', 'con', 'para', 'per', 'com', 'dla', 'kanssa'])

/** A lead phrase and the context it gives: Strong (a name label's kind), else Pair, Generic or Weak. */
interface Lead { phrase: string, context: Context }
const LEAD_BY_LAST_WORD = new Map<string, Lead[]>()
for (const [phrase, strong] of LEAD_PHRASES) {
  const lastWord = phrase.split(' ').pop() ?? phrase
  const list = LEAD_BY_LAST_WORD.get(lastWord) ?? []
  list.push({ phrase, context: strong ? Context.Strong : PAIR_LEADS.has(phrase) ? Context.Pair : GENERIC_LEADS.has(phrase) ? Context.Generic : Context.Weak })
  LEAD_BY_LAST_WORD.set(lastWord, list)
}

/** Set at (length, last character) of every lead phrase's last word written in ASCII. */
const LEAD_SHAPE = new Uint8Array(16 * 32 * 128)
/** The shape of a word of this length, first and last character (ASCII): first letter without case. */
const leadShape = (length: number, first: number, last: number): number => (length * 32 + ((first | 32) & 31)) * 128 + last
/** The last words in ASCII by their shape: a word of the text with a listed shape is compared in place, without a slice. */
const LEAD_WORDS_BY_SHAPE = new Map<number, string[]>()
for (const w of LEAD_BY_LAST_WORD.keys()) {
  if (w.length >= 16 || w.charCodeAt(w.length - 1) >= 128) continue
  const shape = leadShape(w.length, w.charCodeAt(0), w.charCodeAt(w.length - 1))
  LEAD_SHAPE[shape] = 1
  if (isPlain(w)) LEAD_WORDS_BY_SHAPE.set(shape, [...LEAD_WORDS_BY_SHAPE.get(shape) ?? [], w])
}

/** "payee_name", "ownerName", "Kundenname": a label naming a person's name. */
function personNameKey (label: string): boolean {
  if (label.length >= 7 && label.endsWith('name')) return NAME_KEY_PREFIXES.has(label.slice(0, -4))
  if (label.length < 9) return false
  for (const end of PERSON_LABEL_ENDS) if (label.endsWith(end) && label.length - end.length >= 3) return true
  return false
}

/** German compound labels ending in a word for a person: "Rechnungsempfänger", "Kontaktperson", "Mitreisende". */
const PERSON_LABEL_ENDS = ['empfänger', 'empfängerin', 'inhaber', 'inhaberin', 'person', 'mieter', 'mieterin', 'nehmer', 'nehmerin', 'steller', 'stellerin', 'reisende', 'reisender']

/** Whether the word before a label names a thing ("Team name:", "Company name:", "Account name:"). */
function thingBefore (text: string, s: number): boolean {
  let e = s
  while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 95 || text.charCodeAt(e - 1) === 45)) e--
  if (e === s) return false
  let b = e
  while (b > 0 && e - b < 16 && isLetterCode(text.charCodeAt(b - 1))) b--
  return b < e && THING_NAME_PREFIXES.has(text.slice(b, e).toLowerCase())
}

const isLetterCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0x24f)

/**
 * The lower-case word (letters, dots, '/', '&') after one or two spaces at `pos`, at most 12
 * characters, when it ends the way a word does (not "sl@example.org"); else ''.
 */
function wordAfter (text: string, pos: number): string {
  const s = wordAfterStart(text, pos)
  const e = s === pos ? -1 : wordAfterEnd(text, s)
  return e === -1 ? '' : text.slice(s, e).toLowerCase()
}

/** Where wordAfter's word starts: after one or two spaces at `pos` (`pos` when there is none). */
function wordAfterStart (text: string, pos: number): number {
  let s = pos
  while (s < text.length && s < pos + 2 && text.charCodeAt(s) === 32) s++
  return s
}

/** Where wordAfter's word from `s` ends, or -1 when it is glued to '@', a digit or a letter. */
function wordAfterEnd (text: string, s: number): number {
  let e = s
  while (e < text.length && e - s < 12) {
    const c = text.charCodeAt(e)
    if (!(isLetterCode(c) || c === 46 || c === 47 || c === 38)) break
    e++
  }
  const next = e < text.length ? text.charCodeAt(e) : 32
  return next === 64 || (next >= 48 && next <= 57) || isLetterCode(next) ? -1 : e
}

/** The lower-case word (letters and dots) ending before `pos` after blanks, at most 12 characters. */
function wordBefore (text: string, pos: number): string {
  const e = wordBeforeEnd(text, pos)
  return e === pos ? '' : text.slice(wordBeforeStart(text, e), e).toLowerCase()
}

/** Where wordBefore's word ends: before up to two blanks before `pos` (`pos` when there is none). */
function wordBeforeEnd (text: string, pos: number): number {
  let e = pos
  while (e > 0 && e > pos - 3 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--
  return e
}

/** Where wordBefore's word that ends at `e` starts (letters and dots, at most 12). */
function wordBeforeStart (text: string, e: number): number {
  let s = e
  while (s > 0 && e - s < 12) {
    const c = text.charCodeAt(s - 1)
    if (!(isLetterCode(c) || c === 46)) break
    s--
  }
  return s
}

/** The shape of text[s, e): length (15 for longer), first and last code without case; -1 when a code is outside ASCII. */
function asciiShape (text: string, s: number, e: number): number {
  for (let k = s; k < e; k++) if (text.charCodeAt(k) >= 128) return -1
  return (Math.min(e - s, 15) * 32 + ((text.charCodeAt(s) | 32) & 31)) * 32 + ((text.charCodeAt(e - 1) | 32) & 31)
}

/**
 * A table set at the asciiShape of every word of the lists (lower case): a word of the text in ASCII
 * whose shape is not set is, lower-cased, in none of them (lower-casing ASCII keeps the length and
 * the codes' low five bits), and is ruled out without a slice.
 */
function shapesOf (...lists: Array<Iterable<string>>): Uint8Array {
  const table = new Uint8Array(16 * 32 * 32)
  for (const list of lists) for (const word of list) if (word !== '' && isPlain(word)) table[asciiShape(word, 0, word.length)] = 1
  return table
}

/** Whether text[s, e) may be, lower-cased, a word whose shape the table holds (always for an empty or non-ASCII word). */
function mayBeIn (shapes: Uint8Array, text: string, s: number, e: number): boolean {
  if (e <= s) return true
  const shape = asciiShape(text, s, e)
  return shape === -1 || shapes[shape] === 1
}

/**
 * A finding that names a company or a street, not a person: right before a legal form ("Duval SARL",
 * "Hudson's Bay Co."), or next to a street type ("Charles St", "rue Paul Bert", "Via Appia Nuova").
 */
const LEGAL_AHEAD_FORMS = ['GmbH', 'AG', 'KG', 'Ltd\\.?', 'LLC', 'Inc\\.?', 'Corp\\.?', 'PLC', 'SARL', 'SAS', 'S\\.A\\.', 'SA', 'SL', 'S\\.L\\.',
  'SpA', 'S\\.p\\.A\\.', 'Srl', 'S\\.r\\.l\\.', 'BV', 'B\\.V\\.', 'NV', 'N\\.V\\.', 'Oy', 'AB', 'ApS', 'Pty']
const LEGAL_AHEAD = new RegExp(`^(?: \\p{Lu}[\\p{L}&-]{1,20}){1,2} (?:${LEGAL_AHEAD_FORMS.join('|')})(?![\\p{L}\\p{N}])`, 'u')
/** Set at the first two codes (ASCII) of every form LEGAL_AHEAD ends in ("Gm", "Lt", "S."). */
const LEGAL_AHEAD_PREFIX = new Uint8Array(128 * 128)
for (const form of LEGAL_AHEAD_FORMS) {
  const plain = form.replaceAll('\\', '')
  LEGAL_AHEAD_PREFIX[plain.charCodeAt(0) * 128 + plain.charCodeAt(1)] = 1
}

/**
 * Whether LEGAL_AHEAD may match the 40 characters at `end`: a form of its list starts after the
 * second or the third space there (" Robert GmbH", " Bosch Power Tools GmbH"; its words hold no space).
 */
function legalFormAhead (text: string, end: number): boolean {
  const limit = end + 40
  let space = end
  for (let word = 0; word < 2; word++) {
    space = text.indexOf(' ', space + 1)
    if (space === -1 || space + 2 >= limit) return false
    const a = text.charCodeAt(space + 1)
    const b = text.charCodeAt(space + 2)
    if (a < 128 && b < 128 && LEGAL_AHEAD_PREFIX[a * 128 + b] === 1) return true
  }
  return false
}

/** Whether the finding's last word is a legal form ("Fromagerie Duval SARL"). */
function legalFormLast (text: string, m: Match): boolean {
  let s = m.end
  while (s > m.start && m.end - s <= 8 && text.charCodeAt(s - 1) !== 32) s--
  // An ASCII word is ruled out by its shape (length, first and last letter) without a slice.
  return s > m.start && mayBeIn(LEGAL_FORM_SHAPES, text, s, m.end) && LEGAL_FORMS.has(text.slice(s, m.end).toLowerCase())
}

/** The street types written with a full stop ("str."), without it: looked up without building "word." strings. */
const STREET_AFTER_DOTTED = new Set([...STREET_AFTER].filter((t) => t.endsWith('.')).map((t) => t.slice(0, -1)))
/** Shapes of the words companyOrStreet looks up after, at the end of and before a finding. */
const AFTER_SHAPES = shapesOf(LEGAL_FORMS, STREET_AFTER)
const LEGAL_FORM_SHAPES = shapesOf(LEGAL_FORMS)
const LAST_WORD_SHAPES = shapesOf(STREET_AFTER, STREET_AFTER_DOTTED)
const BEFORE_SHAPES = shapesOf(STREET_BEFORE)

function companyOrStreet (text: string, m: Match): boolean {
  let end = m.end
  const c = text.charCodeAt(end)
  // "Hudson's Bay Co.": a possessive and one more word before the legal form.
  if ((c === 39 || c === 0x2019) && text.charCodeAt(end + 1) === 115) end = end + 2 + 1 + wordAfter(text, end + 2).length
  if (legalFormLast(text, m)) return true
  if (text.charCodeAt(end) === 32 && (legalOrStreetAfter(text, end) || legalFormAfterWords(text, end))) return true
  // The last word of the finding: "Charles St", "Friedrich-Ebert-Str".
  let s = m.end
  while (s > m.start && m.end - s <= 10 && isLetterCode(text.charCodeAt(s - 1))) s--
  const lastLength = m.end - s
  if (lastLength >= 2 && lastLength <= 9 && s > m.start && mayBeIn(LAST_WORD_SHAPES, text, s, m.end)) {
    const last = text.slice(s, m.end).toLowerCase()
    if (STREET_AFTER.has(last) || STREET_AFTER_DOTTED.has(last)) return true
  }
  if (text.charCodeAt(m.start - 1) !== 32) return false
  // The word before: "rue Paul Bert", "Via Appia Nuova" (wordBefore, sliced only when its shape is a street type's).
  const e = wordBeforeEnd(text, m.start)
  if (e === m.start || !mayBeIn(BEFORE_SHAPES, text, wordBeforeStart(text, e), e)) return false
  const before = wordBefore(text, m.start)
  return before !== '' && STREET_BEFORE.has(before)
}

/** A legal form or street type right after the space at `end` ("Duval SARL", "Charles St"), maybe with full stops ("Ltd."). */
function legalOrStreetAfter (text: string, end: number): boolean {
  // wordAfter's word, sliced only when it or (ending in full stops) its stem has a listed word's shape.
  const s = wordAfterStart(text, end)
  const e = wordAfterEnd(text, s)
  if (e === -1 || e === s) return false
  let stem = e
  while (stem > s && text.charCodeAt(stem - 1) === 46) stem--
  if (!mayBeIn(AFTER_SHAPES, text, s, e) && !(stem < e && mayBeIn(LEGAL_FORM_SHAPES, text, s, stem))) return false
  const after = wordAfter(text, end)
  if (after !== '' && (LEGAL_FORMS.has(after) || STREET_AFTER.has(after))) return true
  const last = after.charCodeAt(after.length - 1)
  return (last === 46 || last === 44) && LEGAL_FORMS.has(after.replace(/[.,]+$/, ''))
}

/** "Robert Bosch Power Tools GmbH": one or two more capitalised words after the space at `end`, then the legal form. */
function legalFormAfterWords (text: string, end: number): boolean {
  const next = text.charCodeAt(end + 1)
  return ((next >= 65 && next <= 90) || next >= 128) && legalFormAhead(text, end) && LEGAL_AHEAD.test(text.slice(end, end + 40))
}

/** "First name(s):", "Vorname(n):", "Name (last, first, middle):": the label before the parentheses. */
function labelBeforeParenthesis (text: string, close: number): boolean {
  let o = close
  while (o > 0 && close - o < 30 && text.charCodeAt(o - 1) !== 40 && text.charCodeAt(o - 1) !== 10) o--
  if (o === 0 || text.charCodeAt(o - 1) !== 40) return false
  o--
  while (o > 0 && text.charCodeAt(o - 1) === 32) o--
  let s = o
  while (s > 0 && o - s < 24 && (isLetterCode(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 95)) s--
  const label = normaliseLabel(text.slice(s, o))
  return label !== '' && (STRONG_LABEL_KEYS.has(label) || personNameKey(label))
}

/** JSON keys that hold a name inside a name object: {"name": {"first": "Aiko", "last": "Fujita"}}. */
const JSON_NAME_KEYS = new Set(['first', 'last', 'middle', 'given', 'family'])

/** E-mail header labels: at a line start, two name-like words after them are a name. */
const HEADER_LABELS = new Set(['from', 'to', 'cc', 'bcc', 'von', 'an', 'de', 'para', 'à', 'replyto', 'sender', 'absender', 'empfänger', 'recipient'])

/**
 * Whether an e-mail address in angle brackets follows `pos` (" <anna@example.com>"): the words
 * before it are a display name. Looks at most 100 characters ahead.
 */
function addressAfter (text: string, pos: number): boolean {
  let k = pos
  if (text.charCodeAt(k) === 32) k++
  if (text.charCodeAt(k) !== 60) return false
  let at = false
  for (let j = k + 1; j < text.length && j < k + 100; j++) {
    const c = text.charCodeAt(j)
    if (c === 64) at = true
    else if (c === 62) return at
    else if (c === 32 || c === 10 || c === 60) return false
  }
  return false
}

/**
 * The first '<' at or after bracketFrom in bracketText (text.length + 2 when there is none): bracketSoon
 * asks along the tokens in order, so the text is searched once per '<', not four tokens per question.
 */
let bracketText = ''
let bracketFrom = 0
let bracketNext = 0

/** Whether one of the next four tokens from i is followed by '<' or ' <' (cheap test before addressAfter). */
function bracketSoon (text: string, i: number): boolean {
  const from = tokRawEnd[i]
  if (text !== bracketText || from < bracketFrom || bracketNext < from) {
    const at = text.indexOf('<', from)
    bracketText = text
    bracketFrom = from
    bracketNext = at === -1 ? text.length + 2 : at
  }
  // A '<' further than one character after the fourth token's end is none of theirs.
  if (bracketNext > tokRawEnd[Math.min(i + 3, tokCount - 1)] + 1) return false
  for (let j = i; j < tokCount && j < i + 4; j++) {
    const e = tokRawEnd[j]
    const c = text.charCodeAt(e)
    if (c === 60 || (c === 32 && text.charCodeAt(e + 1) === 60)) return true
  }
  return false
}

/** Labels compared without case, '_' and '-': "contact_name", "contactName" and "Contact-Name" are one label. */
const normaliseLabel = (label: string): string => {
  const lower = label.toLowerCase()
  return lower.includes('_') || lower.includes('-') ? lower.replace(/[_-]/g, '') : lower
}
const STRONG_LABEL_KEYS = new Set([...STRONG_LABELS].map(normaliseLabel))
const LABEL_KEYS = new Set([...LABELS].map(normaliseLabel))

const LEAD_WORD_CHAR = /[\p{L}'’.]/u
/** LEAD_WORD_CHAR's answer per code unit, asked once each (0: not yet, 1: no, 2: yes): a word in another script was one regex test per letter. */
const leadWordCodes = new Uint8Array(0x10000)
function isLeadWordCode (c: number): boolean {
  let known = leadWordCodes[c]
  if (known === 0) known = leadWordCodes[c] = LEAD_WORD_CHAR.test(String.fromCharCode(c)) ? 2 : 1
  return known === 2
}
const LABEL_CHAR = /[\p{L}_-]/u

/** The lead phrase ("assigned to", "loop in", "mit") whose last word ends right before `end`, if any. */
function leadPhraseBefore (text: string, end: number): Context {
  let s = end
  let ascii = true
  while (s > 0 && end - s < 12) {
    const c = text.charCodeAt(s - 1)
    if (c < 128) {
      if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 39 || c === 46)) break
    } else if (isLeadWordCode(c)) {
      ascii = false
    } else break
    s--
  }
  if (s === end) return Context.None
  if (!ascii) return leadPhraseOf(text, s, end)
  // Most words end no lead phrase: ruled out by length, first and last letter; the others are compared in place.
  let last = text.charCodeAt(end - 1)
  if (last >= 65 && last <= 90) last |= 32
  const shape = leadShape(end - s, text.charCodeAt(s), last)
  return LEAD_SHAPE[shape] === 0 ? Context.None : asciiLeadPhrase(text, end, shape)
}

/** The lead phrase whose last word, in ASCII and of this shape, ends at `end` (leadPhraseBefore's lookup, apart so that the scan stays small). */
function asciiLeadPhrase (text: string, end: number, shape: number): Context {
  // quietWord and proseStep ask in turn for the same token.
  if (end === leadMemoEnd) return leadMemoContext
  let context = Context.None
  const words = LEAD_WORDS_BY_SHAPE.get(shape)
  if (words !== undefined) {
    for (const word of words) {
      if (asciiEndsWith(text, end, word)) {
        context = leadContext(text, end, LEAD_BY_LAST_WORD.get(word)!)
        break
      }
    }
  }
  leadMemoEnd = end
  leadMemoContext = context
  return context
}

/** asciiLeadPhrase's last answer, for the text being scanned (reset by findNames). */
let leadMemoEnd = -1
let leadMemoContext = Context.None

/**
 * leadPhraseOf's recent words as written (direct-mapped by a hash of their code units) and the
 * phrases they end (undefined: none): on a text in another script nearly every token follows such a
 * word, which was sliced, lower-cased and looked up each time.
 */
const LEAD_MEMO_BITS = 10
const leadMemoWord: string[] = new Array<string>(1 << LEAD_MEMO_BITS).fill('')
const leadMemoPhrases: Array<Lead[] | undefined> = new Array<Lead[] | undefined>(1 << LEAD_MEMO_BITS).fill(undefined)

/** The lead phrase whose last word is text[s, end), a word with a letter outside ASCII. */
function leadPhraseOf (text: string, s: number, end: number): Context {
  let hash = end - s
  for (let k = s; k < end; k++) hash = (Math.imul(hash, 31) + text.charCodeAt(k)) | 0
  const slot = (hash ^ (hash >>> LEAD_MEMO_BITS)) & ((1 << LEAD_MEMO_BITS) - 1)
  const seen = leadMemoWord[slot]
  let phrases: Lead[] | undefined
  if (seen.length === end - s && text.startsWith(seen, s)) {
    phrases = leadMemoPhrases[slot]
  } else {
    const raw = text.slice(s, end)
    const word = raw.toLowerCase()
    phrases = LEAD_BY_LAST_WORD.get(word.includes('’') ? word.replace(/’/g, "'") : word)
    leadMemoWord[slot] = raw
    leadMemoPhrases[slot] = phrases
  }
  return phrases === undefined ? Context.None : leadContext(text, end, phrases)
}

/** The strongest context of the phrases (with one last word) that end at `end` after no letter. */
function leadContext (text: string, end: number, phrases: Lead[]): Context {
  const from = Math.max(0, end - 24)
  let plain = true
  for (let k = from; k < end && plain; k++) { const c = text.charCodeAt(k); plain = c < 128 || c === 0x2019 }
  // An ASCII window is compared in place; another is lower-cased as a whole (its length may change).
  const before = plain ? '' : text.slice(from, end).toLowerCase().replace(/’/g, "'")
  let best = Context.None
  for (const { phrase, context } of phrases) {
    if (plain) {
      if (!asciiEndsWith(text, end, phrase)) continue
      const at = end - phrase.length - from
      if (at > 0 && isLetterCode(text.charCodeAt(end - phrase.length - 1))) continue
    } else {
      if (!before.endsWith(phrase)) continue
      const at = before.length - phrase.length
      if (at > 0 && /[\p{L}]/u.test(before[at - 1])) continue
    }
    if (context === Context.Strong) return context
    if (context > best) best = context
  }
  return best
}

/**
 * Evidence in front of a token: a field label ("Name:", "\"last_name\": \"", "contactName = '",
 * "Assigned to:", "TODO(ask):"), an @-mention, or a lead phrase ("my name is", "loop in", "mit").
 * Strong context accepts unknown words too.
 */
/** What contextBefore steps back over before a token: blank, tab, quotes, '(' and '['. */
const isOpening = (c: number): boolean => c === 32 || c === 34 || c === 39 || c === 9 || c === 40 || c === 91

function contextBefore (text: string, pos: number): Context {
  // Most tokens follow a word and one blank, where only a lead phrase can end (labelOrLeadBefore's
  // answer there, also after any code outside ASCII: none is a label's end or an opening). Kept small
  // so that V8 inlines it into the rules that ask for every token.
  const c = text.charCodeAt(pos - 2)
  if (text.charCodeAt(pos - 1) === 32 && ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c >= 128)) return leadPhraseBefore(text, pos - 1)
  return labelOrLeadBefore(text, pos)
}

/** contextBefore's whole reading: labels, @-mentions, JSON keys, columns and lead phrases. */
function labelOrLeadBefore (text: string, pos: number): Context {
  let k = pos - 1
  while (k >= 0 && k > pos - 4 && isOpening(text.charCodeAt(k))) k--
  if (k < 0) return Context.None
  // A form that aligns its values in a column after the colons ("Name:                  Ms Thu Ha NGUYEN").
  if (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9) {
    let j = k
    while (j > 0 && k - j < 48 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j--
    if (text.charCodeAt(j) === 58) k = j
  }
  const c = text.charCodeAt(k)
  if (c === 64 && k === pos - 1) return Context.Weak
  // "First Name ........ Ahmad": a dot leader ends the label like a colon.
  const leader = c === 46 && text.charCodeAt(k - 1) === 46 && text.charCodeAt(k - 2) === 46
  // <cognome>, <d:nome>: an XML element's name before its content (elementOpeningEnds found it).
  if (c === 58 || c === 61 || leader || (c === 62 && k === pos - 1 && isLetterCode(text.charCodeAt(k - 1)))) {
    let e = k
    if (leader) {
      while (e > 0 && k - e < 40 && text[e - 1] === '.') e--
      if (text[e - 1] === ' ') e--
    }
    while (e > 0 && e > k - 3 && (text[e - 1] === ' ' || text[e - 1] === '"' || text[e - 1] === "'" || text[e - 1] === '*' || text[e - 1] === '\u00a0' || text[e - 1] === '\u202f')) e--
    // "TODO(ask):": the word in parentheses is the lead.
    const paren = text[e - 1] === ')'
    if (paren) e--
    let s = e
    while (s > 0 && e - s < 24) {
      const c = text.charCodeAt(s - 1)
      // "Ім'я": an apostrophe inside a word of another script belongs to the label.
      const apostrophe = (c === 39 || c === 0x2019 || c === 0x2bc) && s - 1 < e - 1 && text.charCodeAt(s - 2) >= 0x370
      if (!apostrophe && (c < 128 ? !((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 45) : !LABEL_CHAR.test(text[s - 1]))) break
      s--
    }
    const raw = text.slice(s, e)
    const label = normaliseLabel(raw.includes('’') || raw.includes('ʼ') ? raw.replace(/[’ʼ]/g, "'") : raw)
    if (STRONG_LABEL_KEYS.has(label) || personNameKey(label)) return label.endsWith('name') && thingBefore(text, s) ? Context.None : Context.Strong
    if (paren && labelBeforeParenthesis(text, e)) return Context.Strong
    // "first": "Aiko", "last": "Fujita" inside a JSON name object.
    if (text.charCodeAt(e) === 34 && text.charCodeAt(s - 1) === 34 && JSON_NAME_KEYS.has(label)) return Context.Strong
    // "To: Serkan Aydın", "An: …" opening a line: an e-mail header.
    if (HEADER_LABELS.has(label) && lineStartNear(text, s, 4) !== -1 && /^[ \t]*$/.test(text.slice(lineStartNear(text, s, 4), s))) return Context.Pair
    const lead = leadPhraseBefore(text, e)
    if (lead !== Context.None) return lead
    if (LABEL_KEYS.has(label)) return Context.Weak
    if (personHanLabel(label)) return Context.Weak
    return namePartPhraseBefore(text, s) ? Context.Strong : Context.None
  }
  // "given": ["Eleanor", "Grace"]: a later element of a JSON array under a name key.
  if (c === 44 && text.charCodeAt(k - 1) === 34 && text.charCodeAt(pos - 1) === 34) return jsonArrayKey(text, k)
  // "Prénom  Antoine", "Vorname\tJonas": a name label set off by a tab or two blanks in a form laid out in columns.
  if (pos >= 3 && (text.charCodeAt(pos - 1) === 9 || (text.charCodeAt(pos - 1) === 32 && text.charCodeAt(pos - 2) === 32)) && columnLabelBefore(text, pos)) return Context.Strong
  // A lead phrase ends with a word right before the token (only blanks between, or " (": "Agent (Kyle)").
  if (k !== pos - 2 && !(k === pos - 1) && !(k === pos - 3 && text.charCodeAt(pos - 1) === 40)) return Context.None
  return leadPhraseBefore(text, k + 1)
}

/**
 * A Chinese or Japanese label naming a person by the suffix 人 or 者 ("出差人" traveller, "审批人"
 * approver, "同行者" companion): two to five Han characters.
 */
function personHanLabel (label: string): boolean {
  if (label.length < 2 || label.length > 5) return false
  const last = label.charCodeAt(label.length - 1)
  // Not 業者 (a trader, a firm: "配送業者" the delivery company).
  if ((last !== 0x4eba && last !== 0x8005) || (last === 0x8005 && label.charCodeAt(label.length - 2) === 0x696d)) return false
  for (let k = 0; k < label.length - 1; k++) {
    const c = label.charCodeAt(k)
    if (c < 0x4e00 || c > 0x9fff) return false
  }
  return true
}

/** Name parts that open a label whatever words follow them ("Surname at birth:", "Apellido paterno:", "Vorname des Kindes:"). */
const NAME_PART_LABELS = new Set(['surname', 'surnames', 'forename', 'forenames', 'apellido', 'apellidos', 'nachname', 'vorname', 'vornamen',
  'familienname', 'geburtsname', 'prénom', 'prenom', 'prénoms', 'cognome', 'achternaam', 'voornaam', 'nazwisko', 'imię', 'imie',
  'sukunimi', 'etunimi', 'efternamn', 'förnamn', 'fornavn', 'etternavn', 'efternavn', 'nom'])

/** Whether a label starting at `s` starts a field: the line start, a tab, or two blanks before it. */
function labelOpensField (text: string, s: number): boolean {
  const b = s > 0 ? text.charCodeAt(s - 1) : 10
  return b === 10 || b === 13 || b === 9 || (b === 32 && s > 1 && text.charCodeAt(s - 2) === 32)
}

/** A letter of a label word: A–Z, a–z, or a letter of another script. */
function labelLetterAt (text: string, k: number): boolean {
  const c = text.charCodeAt(k)
  return isLetterCode(c) || (c >= 128 && LABEL_CHAR.test(text[k]))
}

/**
 * Whether the label word at `s` is the second or third word of a phrase that opens a field (a line
 * start, a tab or two blanks before it) with a name part (NAME_PART_LABELS): "Surname at birth: ACHIENG".
 */
function namePartPhraseBefore (text: string, s: number): boolean {
  let k = s
  // French elision: "Nom d'usage", "Nom d’épouse".
  if ((text.charCodeAt(k - 1) === 39 || text.charCodeAt(k - 1) === 0x2019) && (text.charCodeAt(k - 2) | 32) === 100 && text.charCodeAt(k - 3) === 32) k -= 2
  for (let words = 0; words < 2; words++) {
    if (text.charCodeAt(k - 1) !== 32 || !labelLetterAt(text, k - 2)) return false
    let w = k - 1
    while (w > 0 && k - 1 - w < 16 && labelLetterAt(text, w - 1)) w--
    k = w
    if (labelOpensField(text, k)) {
      const head = text.slice(k, text.indexOf(' ', k)).toLowerCase()
      // French "Nom" heads labels of things too (Nom du produit, Nom de la société): only a person's.
      if (head === 'nom') return NOM_OF_PERSON.has(labelWordAt(text, s))
      return NAME_PART_LABELS.has(head)
    }
  }
  return false
}

/** The last word of "Nom de naissance", "Nom d'usage", "Nom de famille", "Nom de jeune fille", "Nom du patient" … */
const NOM_OF_PERSON = new Set(['naissance', 'usage', 'famille', 'fille', 'épouse', 'epouse', 'marital', 'patient', 'patiente',
  'titulaire', 'client', 'cliente', 'assuré', 'assurée', 'assure', 'assuree', 'conjoint', 'conjointe', 'enfant', 'père', 'mère', 'salarié', 'salariée'])

/** The lower-case word of label letters starting at `s`. */
function labelWordAt (text: string, s: number): string {
  let e = s
  while (e < text.length && e - s < 24 && labelLetterAt(text, e)) e++
  return text.slice(s, e).toLowerCase()
}

/** The context of an array element after the comma at `comma`: Strong when the array's key is a name key. */
function jsonArrayKey (text: string, comma: number): Context {
  // Back over the earlier elements ("Eleanor", "Marie", ) to the '['; no other bracket, brace or colon between.
  let k = comma
  while (k > 0 && comma - k < 120) {
    const c = text.charCodeAt(k - 1)
    if (c === 91) break
    if (c === 93 || c === 123 || c === 125 || c === 58 || c === 10) return Context.None
    k--
  }
  if (k === 0 || text.charCodeAt(k - 1) !== 91) return Context.None
  // The '[' follows a key's colon (so the label is read once, never another array: no recursion).
  let b = k - 1
  while (b > 0 && k - 1 - b < 3 && text.charCodeAt(b - 1) === 32) b--
  if (text.charCodeAt(b - 1) !== 58) return Context.None
  return contextBefore(text, k - 1) === Context.Strong ? Context.Strong : Context.None
}

/**
 * Whether a name label (one to three words, "Prénom", "First name", "Nom de famille") ends before the
 * blanks or tab before `pos` and itself starts a field: at a line start, or after a tab or two blanks.
 */
function columnLabelBefore (text: string, pos: number): boolean {
  let e = pos
  while (e > 0 && pos - e < 12 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--
  const c = text.charCodeAt(e - 1)
  if (!(isLetterCode(c) || c >= 0x250)) return false
  let s = e
  let words = 1
  while (s > 0 && e - s < 28) {
    const d = text.charCodeAt(s - 1)
    if (d === 32 && text.charCodeAt(s - 2) !== 32 && text.charCodeAt(s - 2) !== 9 && words < 3 && s - 1 > 0) { words++; s--; continue }
    // "Name, Vorname": two name fields joined by a comma.
    if (d === 44 && text.charCodeAt(s) === 32) { s--; continue }
    if (!(isLetterCode(d) || d === 95 || d === 45 || (d >= 0x250 && LABEL_CHAR.test(text[s - 1])))) break
    s--
  }
  if (!labelOpensField(text, s)) return false
  const raw = text.slice(s, e)
  const label = normaliseLabel(raw.replace(/ /g, ''))
  if (STRONG_LABEL_KEYS.has(label) || (personNameKey(label) && !thingBefore(text, s))) return true
  // Each part of a comma label names a name ("Name, Vorname").
  return raw.includes(',') && raw.split(',').every((part) => STRONG_LABEL_KEYS.has(normaliseLabel(part.trim())))
}

/**
 * What follows a name and only a person does: "X Y said", "X Y hat das Ticket übernommen",
 * "X Y has confirmed". "has"/"hat" alone is not enough ("Hong Kong has new rules").
 */
const REPORTING_VERB = /^[ \t](?:(?:has|had|will|would)[ \t])?(?:said|says|wrote|writes|asked|asks|replied|confirmed|mentioned|noted|reported|explained|suggested|agreed|promised|approved|called|emailed|taken over|took over|sagte|sagt|schrieb|schreibt|meinte|meint|fragte|fragt|antwortete|bestätigte|erklärte|rief)(?![\p{L}])/u
const GERMAN_PERFECT = /^[ \t](?:hat|hatte|wird)[ \t][^.!?\n]{0,40}?(?<![\p{L}])(?:übernommen|gesagt|geschrieben|angerufen|bestätigt|gemeldet|zugesagt|gefragt|geantwortet|zugestimmt|erklärt|versprochen|freigegeben|genehmigt|mitgeteilt)(?![\p{L}])/u

function verbAfter (text: string, pos: number): boolean {
  // Both patterns start with a blank and a lower-case ASCII letter: most positions fail here, without a slice.
  const c = text.charCodeAt(pos + 1)
  if (!isBlank(text.charCodeAt(pos)) || !(c >= 97 && c <= 122)) return false
  const after = text.slice(pos, pos + 64)
  return REPORTING_VERB.test(after) || GERMAN_PERFECT.test(after)
}

/** Flags of words that are evidence against a name: dictionary words, stop words, titles, initials. */
const DICTIONARY_FLAGS = F_WORD | F_STOP | F_AMBIGUOUS | F_TITLE | F_SALUTATION | F_INITIAL

/**
 * Two capitalised words in a row that are not dictionary words ("Haruto Pemberton", "Seo-yeon
 * Nakamura"): returns the index of the second, or -1. The second may be a proper noun (Fitzgerald).
 */
function unknownPair (text: string, i: number): number {
  if (i + 1 >= tokCount || (tokFlags[i] & (DICTIONARY_FLAGS | F_PROPER)) !== 0 || tokEnd[i] !== tokRawEnd[i]) return -1
  if ((tokFlags[i + 1] & DICTIONARY_FLAGS) !== 0 || gapBetween(text, i, i + 1) !== Gap.Plain) return -1
  // "Hong Kong Police", "Tesla Cybertruck Team": a Title Case run naming a thing.
  if (i + 2 < tokCount && tokEnd[i + 1] === tokRawEnd[i + 1] && (tokFlags[i + 2] & F_WORD) && gapBetween(text, i + 1, i + 2) === Gap.Plain) return -1
  return i + 1
}

/**
 * "General Availability", "Major Release": a Title Case phrase whose words are all dictionary words
 * (names that are also words included), inside a heading or a longer capitalised run, without a
 * label, lead phrase or closing in front. Such a phrase is not taken for a name.
 */
function titleCasePhrase (text: string, i: number, last: number): boolean {
  for (let j = i; j <= last; j++) {
    const f = tokFlags[j]
    if ((f & (F_DICT | F_WORD | F_AMBIGUOUS)) === 0 && (f & F_INITIAL) === 0) return false
  }
  const start = tokStart[i]
  const end = tokRawEnd[last]
  if (contextBefore(text, start) !== Context.None || afterClosing(text, start)) return false
  // A capitalised dictionary word right before makes a Title Case run ("Release General Availability").
  if (i > 0 && (tokFlags[i - 1] & (F_WORD | F_STOP)) === F_WORD && gapBetween(text, i - 1, i) === Gap.Plain) return true
  // A heading: "Subject: General Availability", "## Major Changes" on a line of its own.
  const prefix = linePrefix(text, start)
  if (prefix === undefined || !/(?::|^#{1,6})[ \t]*$/.test(prefix)) return false
  return /^[ \t.!?]*(?:\r?\n|$)/.test(text.slice(end, end + 3))
}

/** The token after token i when a gap can join them, else -1. */
function tokenAfter (text: string, i: number): number {
  return i + 1 < tokCount && gapBetween(text, i, i + 1) !== Gap.None ? i + 1 : -1
}

/** Is the token at a sentence start (start of text or line, or after . ! ?)? */
function sentenceStart (text: string, pos: number): boolean {
  let k = pos - 1
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9 || text.charCodeAt(k) === 34 || text.charCodeAt(k) === 40)) k--
  if (k < 0) return true
  const c = text.charCodeAt(k)
  return c === 10 || c === 46 || c === 33 || c === 63 || c === 13
}

// The loop of findNamesInProse steps through proseStep, one rule check per token: a function called
// per token is optimised once and keeps its code, where the loop itself, run once per scan over a
// long text, was compiled on the stack (OSR) as a whole several times per 10 MB scan.
function findNamesInProse (text: string, out: Match[]): void {
  let i = 0
  while (i < tokCount) i = quietWord(text, i) ? i + 1 : proseStep(text, i, out)
}

/**
 * Whether no rule of proseStep can apply at token i: a word no name starts with (a stop word or a
 * dictionary word that is no title, initial or first name), or a word in no list (no flags) with
 * nothing around it that the rules look for. Most capitalised words of running text are such, and
 * every word of hostile runs such as 'Aa Aa Aa …'. Each test is one that proseStep makes for such a
 * word (or a wider one), in a small function V8 optimises on its own, so that proseStep runs only
 * where a rule may apply.
 */
function quietWord (text: string, i: number): boolean {
  const f = tokFlags[i]
  const next = i + 1
  // "Nguyen Van An": the Vietnamese rule looks at a three-letter next word starting with V or T whatever the flags.
  if (next < tokCount && tokEnd[next] - tokStart[next] === 3 && vietMiddleShape(text, tokStart[next])) return false
  if (f !== 0) return !nameLike(f) && (f & (F_TITLE | F_SALUTATION | F_INITIAL | F_FIRST | F_AMBIGUOUS)) === 0
  const start = tokStart[i]
  // A transcript speaker and "Surname, First" need ':' or ',' right after the word.
  const after = text.charCodeAt(tokRawEnd[i])
  if (after === 58 || after === 44) return false
  // An unknown word before a listed surname ("Ayşe Demir").
  if (next < tokCount && (tokFlags[next] & F_SURNAME) !== 0) return false
  if (chatSpeaker(text, start, 0)) return false
  // Weak, pair and strong leads, closings and display names before '<' take unknown words.
  if (contextBefore(text, start) > Context.Generic || afterClosing(text, start) || bracketSoon(text, i)) return false
  // Two unknown words before a reporting verb: the verb first, as unknownPair finds only token i + 1.
  if (next < tokCount && verbAfter(text, tokRawEnd[next]) && unknownPair(text, i) !== -1) return false
  return !genitiveBeforeData(text, i)
}

/** Whether a three-letter token at `start` may be the Vietnamese middle name (Van, Văn, Thi, Thị): its capital is V or T. */
const vietMiddleShape = (text: string, start: number): boolean => text.charCodeAt(start) === 86 || text.charCodeAt(start) === 84

/** The rules at token i; returns the next token to look at. */
function proseStep (text: string, i: number, out: Match[]): number {
  const f = tokFlags[i]
  const tStart = tokStart[i]

  // Titles and greetings: the next name-like word(s) form the name, known or not.
  if (f & (F_TITLE | F_SALUTATION)) {
    let j = i
    let gap = j + 1 < tokCount ? gapBetween(text, j, j + 1) : Gap.None
    const isTitle = (f & F_TITLE) !== 0
    let afterComma = false
    if (isTitle) {
      // "Prof. Dr. Anna Schmidt", "Herr Dr. Müller": skip chained titles.
      while (j + 1 < tokCount && gap !== Gap.None && gap !== Gap.Particle && (tokFlags[j + 1] & F_TITLE || CHAINABLE_TITLES.has(tokenLower(j + 1)))) {
        j++
        gap = j + 1 < tokCount ? gapBetween(text, j, j + 1) : Gap.None
      }
      // An address block: "Frau\nOlena Shevchenko", the title alone on its line.
      if (gap === Gap.None && j + 1 < tokCount && titleLine(text, i, j)) gap = Gap.Plain
    } else if (gap === Gap.None && j + 1 < tokCount && text.charCodeAt(tokRawEnd[j]) === 44 && text.charCodeAt(tokRawEnd[j] + 1) === 32 &&
      tokStart[j + 1] === tokRawEnd[j] + 2 && sentenceStart(text, tStart)) {
      // "Hi, Kwabena,", "Здравствуйте, Анна Сергеевна!": a greeting that opens its line, a comma, then the name.
      gap = Gap.Plain
      afterComma = true
    }
    if (j + 1 < tokCount && (gap === Gap.Plain || (gap === Gap.Dot && isTitle))) {
      const first = j + 1
      const firstFlags = tokFlags[first]
      const known = (firstFlags & (F_FIRST | F_SURNAME)) !== 0
      // After a title a capitalised noun is a surname too ("Herr Dörfler", "Frau Koch"), unless it is a role.
      const wordSurname = (firstFlags & (F_WORD | F_STOP)) === F_WORD && !ROLE_NOUNS.has(tokenLower(first))
      const ok = isTitle
        ? known || nameLike(firstFlags) || (firstFlags & F_AMBIGUOUS) !== 0 || wordSurname
        : known || nameLike(firstFlags) || (firstFlags & (F_AMBIGUOUS | F_STOP)) === F_AMBIGUOUS
      // After "Thanks, " a common word that is also a first name starts a firm ("Thanks, Best Buy").
      if (ok && (firstFlags & F_INITIAL) === 0 && !(afterComma && (firstFlags & F_STOP) !== 0)) {
        let last = extend(text, first)
        // "Herrn Wolfgang Bergmann": after a title and a first name a capitalised noun is the surname.
        if (isTitle && last === first && (firstFlags & F_FIRST) !== 0 && nounAfter(text, first)) last = first + 1
        out.push(new Hit(tokStart[first], tokEnd[last], known ? 0.9 : 0.8, isTitle ? 'name-title' : 'name-greeting'))
        return last + 1
      }
      // "Dr. A. Kumar", "Mr J. R. Smith": initials, then the surname.
      if (isTitle && (firstFlags & F_INITIAL) !== 0) {
        const last = extend(text, first)
        if (last > first) {
          out.push(new Hit(tokStart[first], tokEnd[last], 0.8, 'name-title'))
          return last + 1
        }
      }
    }
    return j + 1
  }

  // "M. Jacobs", "A. van Wyk", "J. R. Okafor": initials before a listed surname, or before particles and a name-like word.
  if (f & F_INITIAL) {
    let j = i
    while (j + 1 < tokCount && j - i < 2 && (tokFlags[j + 1] & F_INITIAL) && gapBetween(text, j, j + 1) === Gap.Plain) j++
    const n = j + 1
    if (n < tokCount) {
      const gap = gapBetween(text, j, n)
      const nf = tokFlags[n]
      // After a name label or lead ("name on card J. Whitmore", "Signed: J. Przybylska") or a closing
      // ("Viele Grüße\nM. Tiedemann") a surname no list knows follows the initials too.
      const ok = gap === Gap.Particle
        ? nameLike(nf) && (nf & F_INITIAL) === 0
        : gap === Gap.Plain && ((nf & F_SURNAME) !== 0
          ? (nf & (F_STOP | F_AMBIGUOUS_SURNAME | F_TITLE | F_SALUTATION)) === 0
          : nameLike(nf) && (nf & F_INITIAL) === 0 && (contextBefore(text, tStart) >= Context.Weak || afterClosing(text, tStart)))
      if (ok) {
        const last = extend(text, n)
        // "J.M. de Boer": initials written together; the first are no token of their own.
        let start = tStart
        while (start >= 2 && text.charCodeAt(start - 1) === 46 && text.charCodeAt(start - 2) >= 65 && text.charCodeAt(start - 2) <= 90 &&
          (start === 2 || !(isLetterCode(text.charCodeAt(start - 3)) || text.charCodeAt(start - 3) >= 128)) && tStart - start < 6) start -= 2
        out.push(new Hit(start, tokEnd[last], 0.7, 'name-initials'))
        return last + 1
      }
    }
    return j + 1
  }

  // A transcript's speaker at a line start: "Olufemi: The refund …", "Lena: 👍", "Chloe (Telstra): Hi".
  if (speakerColon(text, withSpeakerInitial(text, tokRawEnd[i])) !== -1 && (nameLike(f) || (f & F_FIRST)) && !(f & (F_INITIAL | F_TITLE | F_SALUTATION))) {
    const last = transcriptSpeaker(text, i)
    if (last !== -1) {
      out.push(new Hit(tStart, Math.max(tokEnd[last], speakerInitialEnd(text, tokRawEnd[last])), 0.7, 'name-chat'))
      return last + 1
    }
  }

  // A chat export's speaker: "[09:14] Aiko: …", "15.03.24, 09:14 - Ben: …".
  if ((nameLike(f) || (f & F_FIRST)) && !(f & (F_INITIAL | F_TITLE | F_SALUTATION)) && chatSpeaker(text, tStart, f)) {
    const last = extend(text, i)
    // "Lukas B.: …", "Karan S: …": the surname's initial belongs to the speaker.
    const initialEnd = speakerInitialEnd(text, tokRawEnd[last])
    const end = initialEnd === -1 ? tokRawEnd[last] : initialEnd
    if (CHAT_AFTER.test(text.slice(end, end + 2))) {
      out.push(new Hit(tStart, initialEnd === -1 ? tokEnd[last] : initialEnd, 0.75, 'name-chat'))
      return last + 1
    }
  }

  if (f & (F_FIRST | F_AMBIGUOUS)) {
    const next = tokenAfter(text, i)
    const strongFirst = (f & F_FIRST) !== 0
    // "Will Anna come?": the ambiguous word is not part of the name.
    // "Grace Wanjiku Mwangi": an ambiguous word that is no stop word starts a name of three words.
    if (!strongFirst && next !== -1 && (tokFlags[next] & F_FIRST) && !(tokFlags[next] & F_SURNAME) &&
      ((f & F_STOP) !== 0 || extend(text, next) === next)) return i + 1
    let last = extend(text, i)
    // After a payment lead a third word counts only when listed ("… von Fatemeh Hosseini Miete April").
    if (last > i + 1 && (tokFlags[last] & NAME_FLAGS) === 0 && contextBefore(text, tStart) === Context.Pair) {
      while (last > i + 1 && (tokFlags[last] & NAME_FLAGS) === 0 && !NAME_PARTICLES.has(tokenLower(last - 1))) last--
    }
    if (last > i) {
      const known = (tokFlags[last] & (F_SURNAME | F_FIRST)) !== 0
      const stopLike = (f & F_STOP) !== 0
      if ((strongFirst || known || !stopLike) && !titleCasePhrase(text, i, last)) {
        const confidence = strongFirst ? (known ? 0.9 : 0.8) : (known ? 0.75 : 0.65)
        // "Trần Thị Mai": the name found from the middle name Thị/Văn takes the family name before it.
        const vietFamily = i > 0 && VIET_MIDDLE.has(tokenLower(i)) && VIET_FAMILY.has(tokenLower(i - 1)) && gapBetween(text, i - 1, i) === Gap.Plain
        // "Atentamente,\nValentina Morales Q.": a signature's trailing initials (a second surname) end its field.
        const end = tokEnd[last] === tokRawEnd[last] && text.charCodeAt(tokEnd[last]) === 32 && afterClosing(text, tStart) ? initialsEnd(text, tokEnd[last]) : tokEnd[last]
        out.push(new Hit(vietFamily ? tokStart[i - 1] : tStart, end, confidence, 'name-full'))
        return last + 1
      }
    } else if (strongFirst && next !== -1 && gapBetween(text, i, next) === Gap.Plain &&
      (tokFlags[next] & (F_WORD | F_STOP)) === F_WORD && tokEnd[i] === tokRawEnd[i] && verbAfter(text, tokRawEnd[next])) {
      // "Hildegard Dörfler said": a surname that is also a noun, told apart by what follows.
      out.push(new Hit(tStart, tokEnd[next], 0.7, 'name-full'))
      return i + 2
    } else if (loneAccepted(text, i, strongFirst)) {
      const confidence = !strongFirst || sentenceStart(text, tStart) ? 0.6 : 0.7
      // After a closing or a name label a capitalised word right after a first name is its surname,
      // even when it is also a noun ("Viele Grüße\nSolène Dörfler", "Name: Anna Koch").
      // After a lead to a person ("spoke with Thomas Dörfler") the same holds for a listed first name.
      if (nounSurnameAfter(text, i) || (strongFirst && nounAfter(text, i) && contextBefore(text, tStart) === Context.Weak)) {
        out.push(new Hit(tStart, tokEnd[i + 1], confidence, 'name-context'))
        return i + 2
      }
      // "Overschrijving van Claes J.P.": after a payment lead the initials that end the field join the name.
      const initials = tokEnd[i] === tokRawEnd[i] ? initialsEnd(text, tokEnd[i]) : tokEnd[i]
      const end = initials > tokEnd[i] && (contextBefore(text, tStart) >= Context.Pair || afterClosing(text, tStart)) ? initials : tokEnd[i]
      out.push(new Hit(tStart, end, confidence, 'name-context'))
      return i + 1
    }
    return i + 1
  }

  // "Nguyen Van An", "Tran Thi Mai": a Vietnamese family name, the middle name Van/Thi and a short given name.
  // Cheap first: the next word has three letters and starts with V or T.
  if (i + 2 < tokCount && tokEnd[i + 1] - tokStart[i + 1] === 3 && vietMiddleShape(text, tokStart[i + 1]) &&
    VIET_MIDDLE.has(tokenLower(i + 1)) && VIET_FAMILY.has(tokenLower(i)) && tokEnd[i] === tokRawEnd[i] &&
    gapBetween(text, i, i + 1) === Gap.Plain && gapBetween(text, i + 1, i + 2) === Gap.Plain &&
    (tokFlags[i + 2] & (F_TITLE | F_SALUTATION | F_INITIAL)) === 0 && (nameLike(tokFlags[i + 2]) || tokEnd[i + 2] - tokStart[i + 2] <= 4)) {
    const last = Math.max(i + 2, extend(text, i))
    out.push(new Hit(tStart, tokEnd[last], 0.75, 'name-full'))
    return last + 1
  }

  // "Schäfer, Jonas", "Demir, Elif": a surname (listed or unknown), a comma and a listed first name
  // that fill a field of their own (a form in columns, a list line).
  if ((f === 0 || ((f & F_SURNAME) !== 0 && (f & (F_STOP | F_FIRST | F_TITLE | F_SALUTATION)) === 0)) && columnStartAt(text, tStart) &&
    (commaFirstNameAfter(text, i) || (commaWordAfter(text, i) && columnLabelBefore(text, tStart)))) {
    const last = extend(text, i + 1)
    if (fieldEndAt(text, tokRawEnd[last])) {
      out.push(new Hit(tStart, tokEnd[last], 0.7, 'name-full'))
      return last + 1
    }
  }

  // "Gruber Josef", "Nagy Bence": a listed surname and a listed first name, alone in a field.
  if ((f & F_SURNAME) !== 0 && (f & (F_FIRST | F_WORD | F_STOP | F_AMBIGUOUS | F_AMBIGUOUS_SURNAME)) === 0 && i + 1 < tokCount &&
    (tokFlags[i + 1] & F_FIRST) !== 0 && (tokFlags[i + 1] & (F_WORD | F_STOP | F_AMBIGUOUS)) === 0 &&
    gapBetween(text, i, i + 1) === Gap.Plain && tokEnd[i] === tokRawEnd[i] && fieldStartAt(text, tStart) && fieldEndAt(text, tokRawEnd[i + 1])) {
    out.push(new Hit(tStart, tokEnd[i + 1], 0.7, 'name-full'))
    return i + 2
  }

  // An unknown word before a known surname: a first name missing from the lists ("Ayşe Demir"),
  // or a surname-like first name ("Reed Purdy") unless the text is in Title Case ("Quick Brown Fox").
  const surnameLikeFirst = (f & F_AMBIGUOUS_SURNAME) !== 0 && (f & F_FIRST) === 0 &&
    !(i > 0 && gapBetween(text, i - 1, i) !== Gap.None)
  if (((f & NAME_FLAGS) === 0 || surnameLikeFirst) && nameLike(f)) {
    const next = tokenAfter(text, i)
    if (next !== -1 && (tokFlags[next] & F_SURNAME) && !(tokFlags[next] & (F_FIRST | F_STOP)) && gapBetween(text, i, next) === Gap.Plain && tokEnd[i] === tokRawEnd[i]) {
      const last = extend(text, i)
      out.push(new Hit(tStart, tokEnd[last], 0.65, 'name-full'))
      return last + 1
    }
  }

  // A surname or an unknown word: a name only after a label, lead phrase or closing.
  if (nameLike(f) && !(f & F_INITIAL)) {
    const ctx = contextBefore(text, tStart)
    const known = (f & F_SURNAME) !== 0
    if ((ctx === Context.Strong) || (ctx >= Context.Generic && known) || afterClosing(text, tStart)) {
      let last = extend(text, i)
      if (last === i && !known && nounSurnameAfter(text, i)) last = i + 1
      // Initials that end the field join the name after a payment lead, a label or a closing ("Karthikeyan S.").
      const withInitials = ctx >= Context.Pair || !(ctx >= Context.Generic && known)
      const end = withInitials && (tokFlags[last] & F_INITIAL) === 0 ? initialsEnd(text, tokEnd[last]) : tokEnd[last]
      out.push(new Hit(tStart, end, known ? 0.8 : 0.7, 'name-context'))
      return last + 1
    }
    // After a payment lead or an e-mail header label two name-like words are a name ("Überweisung an
    // Fatemeh Hosseini"); before an address in angle brackets the words are a display name.
    if (ctx === Context.Pair || bracketSoon(text, i)) {
      // "Dauerauftrag an Schellhaas, Tobias": after a payment lead the surname, a comma and a listed first name.
      if (ctx === Context.Pair && commaFirstNameAfter(text, i)) {
        const last = extend(text, i + 1)
        out.push(new Hit(tStart, tokEnd[last], 0.7, 'name-context'))
        return last + 1
      }
      let last = extend(text, i)
      // One word before an address is a name only when listed ("Rohan <…>", not "Airbnb <…>").
      if (addressAfter(text, tokRawEnd[last]) && (last > i || (f & (F_FIRST | F_SURNAME)) !== 0)) {
        out.push(new Hit(tStart, tokEnd[last], 0.7, 'name-context'))
        return last + 1
      }
      // After a payment lead a third word counts only when listed ("… Hosseini Miete April").
      while (last > i + 1 && (tokFlags[last] & (F_FIRST | F_SURNAME)) === 0 && !NAME_PARTICLES.has(tokenLower(last - 1))) last--
      // "Overschrijving van Claes J.P.": one word, then initials that end the field.
      const end = ctx === Context.Pair ? initialsEnd(text, tokEnd[last]) : -1
      if (ctx === Context.Pair && (last > i || end > tokEnd[last])) {
        out.push(new Hit(tStart, end, 0.7, 'name-context'))
        return last + 1
      }
    }
    // Two words that are in no dictionary ("Haruto Pemberton"), after a weak lead or before "said".
    const pair = unknownPair(text, i)
    if (pair !== -1 && (ctx === Context.Weak || verbAfter(text, tokRawEnd[pair]))) {
      const last = extend(text, i)
      out.push(new Hit(tStart, tokEnd[last], 0.65, 'name-context'))
      return last + 1
    }
    // "Tässä Annan yhteystiedot", "Hier ist Jonas' Nummer", "Karins telefonnummer": a first name in the genitive before contact data.
    if ((f & (F_FIRST | F_WORD | F_STOP | F_PROPER)) === 0 && genitiveBeforeData(text, i)) {
      out.push(new Hit(tStart, tokEnd[i], 0.6, 'name-context'))
      return i + 1
    }
  }
  return i + 1
}

/** Whether token i is followed by ", " and the next token right after it. */
function commaTokenAfter (text: string, i: number): boolean {
  return i + 1 < tokCount && tokEnd[i] === tokRawEnd[i] && text.charCodeAt(tokRawEnd[i]) === 44 && text.charCodeAt(tokRawEnd[i] + 1) === 32 &&
    tokStart[i + 1] === tokRawEnd[i] + 2
}

/** Token i, then ", " and a listed first name that is no word (the "Surname, First" order of payment lines and lists). */
function commaFirstNameAfter (text: string, i: number): boolean {
  return commaTokenAfter(text, i) && (tokFlags[i + 1] & F_FIRST) !== 0 && (tokFlags[i + 1] & (F_STOP | F_AMBIGUOUS | F_WORD | F_TITLE | F_SALUTATION)) === 0
}

/** ", Arben" after token i: a comma, one blank and a capitalised word that is no dictionary word (after a form's name label the given name may be in no list). */
function commaWordAfter (text: string, i: number): boolean {
  return commaTokenAfter(text, i) && (tokFlags[i + 1] & (F_STOP | F_WORD | F_TITLE | F_SALUTATION | F_PROPER)) === 0
}

/**
 * Nouns for a person's contact data and records, in the languages whose genitive is a suffix: "Anna's
 * number", "Annas Telefonnummer", "Annan yhteystiedot" (Finnish), "Karins adress".
 */
const DATA_NOUNS = new Set(`
  number phone mobile cell email e-mail address contact contacts details birthday passport account iban
  nummer telefonnummer handynummer handy adresse anschrift mail e-mail-adresse mailadresse kontaktdaten geburtstag
  geburtsdatum kontonummer yhteystiedot puhelinnumero numero osoite sähköposti sähköpostiosoite syntymäpäivä tilinumero
  puhelin henkilötunnus adress mejl e-post epost kontaktuppgifter kontaktinfo kontaktoplysninger födelsedag fødselsdag
  personnummer telefoonnummer adres e-mailadres gegevens contactgegevens verjaardag rekeningnummer
`.trim().split(/\s+/))
/** Set at (length, first letter) of every data noun: most next words are ruled out without a slice. */
const DATA_NOUN_SHAPE = new Uint8Array(32 * 32)
for (const noun of DATA_NOUNS) DATA_NOUN_SHAPE[noun.length * 32 + (noun.charCodeAt(0) & 31)] = 1
/** Genitive endings of first names: Anna → Annas, Annan; Mikael → Mikaelin. */
const GENITIVE_ENDINGS = ['s', 'n', 'in']

/** Whether a contact-data noun follows the token at i after one blank. */
function dataNounAfter (text: string, i: number): boolean {
  let p = tokRawEnd[i]
  // "Jonas' Nummer": an apostrophe after a name ending in s.
  if (text.charCodeAt(p) === 39 || text.charCodeAt(p) === 0x2019) p++
  if (text.charCodeAt(p) !== 32) return false
  const s = p + 1
  let e = s
  while (e < text.length && e - s < 24) {
    const c = text.charCodeAt(e)
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 45 || (c >= 0xdf && c < 0x250))) break
    e++
  }
  if (e - s < 4 || e - s >= 32 || DATA_NOUN_SHAPE[(e - s) * 32 + (text.charCodeAt(s) & 31)] === 0) return false
  return DATA_NOUNS.has(text.slice(s, e).toLowerCase())
}

/** Whether the token at i is a listed first name with a genitive ending ("Annan", "Karins") or 's, before a data noun. */
function genitiveBeforeData (text: string, i: number): boolean {
  // A word tokenize left without its lower-case form is plain ASCII: the text has that form's length and last letter.
  const stored = tokLower[i]
  const c = stored !== '' ? stored.charCodeAt(stored.length - 1) : text.charCodeAt(tokEnd[i] - 1)
  if ((c !== 115 && c !== 110) || (stored !== '' ? stored.length : tokEnd[i] - tokStart[i]) < 4) return false
  return dataNounAfter(text, i) && genitiveOfFirstName(tokenLower(i))
}

/** Whether the word is a listed first name with a genitive ending ("Annan", "Karins", "Mikaelin"). */
function genitiveOfFirstName (lower: string): boolean {
  for (const ending of GENITIVE_ENDINGS) {
    if (!lower.endsWith(ending)) continue
    const flags = flagsOf(lower.slice(0, -ending.length))
    if ((flags & F_FIRST) !== 0 && (flags & (F_WORD | F_STOP | F_PROPER | F_AMBIGUOUS)) === 0) return true
  }
  return false
}

/**
 * "Peeters J.", "Janssens-Van Damme K.L.": bank statements write the surname, then the initials. After
 * a payment lead or a label the initials after a name that ends at `end` are part of it when the field
 * ends right after them (line end, a dash, a comma, ';', two blanks). Returns the name's new end.
 */
function initialsEnd (text: string, end: number): number {
  if (text.charCodeAt(end) !== 32) return end
  let k = end + 1
  let initials = 0
  while (initials < 3) {
    const c = text.charCodeAt(k)
    if (!(c >= 65 && c <= 90) || text.charCodeAt(k + 1) !== 46) break
    k += 2
    initials++
    if (text.charCodeAt(k) === 32 && text.charCodeAt(k + 1) >= 65 && text.charCodeAt(k + 1) <= 90 && text.charCodeAt(k + 2) === 46) k++
  }
  if (initials === 0) return end
  const c = text.charCodeAt(k)
  const n = text.charCodeAt(k + 1)
  const fieldEnd = k >= text.length || c === 10 || c === 13 || c === 44 || c === 59 ||
    (c === 32 && (n === 32 || n === 0x2013 || n === 0x2014 || n === 45 || n === 10 || n === 13))
  return fieldEnd ? k : end
}

/** Capitalised particles inside names: "Siobhán Ní Bhriain", "Wouter De Backer", "Le Van Hung". */
const NAME_PARTICLES = new Set(['ní', 'nic', 'ó', 'mac', 'de', 'da', 'di', 'du', 'van', 'von', 'le', 'la', 'del', 'della', 'dos', 'das', 'do', 'bin', 'binti', 'bint', 'ibn', 'al', 'el', 'ter', 'ten'])

/** Whether the token after i is a capitalised noun right after it (no role or group noun): a surname after a first name. */
function nounAfter (text: string, i: number): boolean {
  const next = i + 1
  if (next >= tokCount || tokEnd[i] !== tokRawEnd[i] || gapBetween(text, i, next) !== Gap.Plain) return false
  return (tokFlags[next] & (F_WORD | F_STOP | F_TITLE | F_SALUTATION | F_INITIAL)) === F_WORD && !ROLE_NOUNS.has(tokenLower(next)) && !GROUP_NOUNS.has(tokenLower(next))
}

/**
 * After a closing or a name label, a capitalised word right after a first name is its surname even
 * when it is also a noun or a doubtful first name ("Viele Grüße\nSolène Dörfler", "Name: Anna Koch",
 * "Yours sincerely\nAlison Drake"). The caller has checked the context of token i.
 */
function nounSurnameAfter (text: string, i: number): boolean {
  const next = i + 1
  if (next >= tokCount || tokEnd[i] !== tokRawEnd[i] || gapBetween(text, i, next) !== Gap.Plain) return false
  const flags = tokFlags[next]
  if ((flags & (F_STOP | F_TITLE | F_SALUTATION | F_INITIAL)) !== 0 || (flags & (F_WORD | F_AMBIGUOUS)) === 0 ||
    ROLE_NOUNS.has(tokenLower(next)) || GROUP_NOUNS.has(tokenLower(next))) return false
  return afterClosing(text, tokStart[i]) || contextBefore(text, tokStart[i]) === Context.Strong
}

/** A time stamp (maybe with a date) that opens the line, as chat exports write it before the speaker. */
const CHAT_STAMP = /(?:^|\n)[ \t]{0,4}\[?(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?[ \t]{1,2})?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?\]?[ \t]{0,2}(?:[-–][ \t]{0,2})?<?$/
/** What follows a speaker's name. */
const CHAT_AFTER = /^(?::|>)/

/**
 * Whether the token follows a chat time stamp. A word in no name list needs a stamp in brackets or
 * with a date ("[09:14] Aiko:"); "10:00 Standup:" is an agenda.
 */
function chatSpeaker (text: string, start: number, flags: number): boolean {
  // Cheap test first: a stamp ends in a digit, ']', AM/PM, '-' or '<' right before the name.
  let k = start - 1
  while (k >= 0 && k > start - 4 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--
  const c = text.charCodeAt(k)
  if (!((c >= 48 && c <= 57) || c === 93 || c === 77 || c === 109 || c === 45 || c === 60 || c === 0x2013)) return false
  return chatStampBefore(text, start, flags)
}

/** chatSpeaker's regex test (apart so that the cheap test stays small enough to inline). */
function chatStampBefore (text: string, start: number, flags: number): boolean {
  const m = CHAT_STAMP.exec(text.slice(Math.max(0, start - 32), start))
  if (m === null) return false
  return (flags & (F_FIRST | F_SURNAME)) !== 0 || /[[\]]|\d[./-]\d/.test(m[0])
}

/** Whether titles i..j stand alone on their line, and the next token opens the next line. */
function titleLine (text: string, i: number, j: number): boolean {
  let k = tokRawEnd[j]
  if (text.charCodeAt(k) === 46) k++
  if (text.charCodeAt(k) === 13) k++
  if (text.charCodeAt(k) !== 10 || k + 1 !== tokStart[j + 1]) return false
  const start = lineStartNear(text, tokStart[i], 8)
  if (start === -1) return false
  for (let p = start; p < tokStart[i]; p++) if (!isBlank(text.charCodeAt(p))) return false
  return true
}

/**
 * Token i opens its line and a colon, a blank and text follow it: a speaker of a transcript when it
 * is a listed first name, or when the same word opens another line the same way (speakers take
 * turns; a glossary's terms do not repeat). Returns i, or -1.
 */
function transcriptSpeaker (text: string, i: number): number {
  const start = tokStart[i]
  const lineStart = lineStartNear(text, start, 8)
  if (lineStart === -1) return -1
  for (let k = lineStart; k < start; k++) if (!isBlank(text.charCodeAt(k))) return -1
  const nameEnd = withSpeakerInitial(text, tokRawEnd[i])
  const colon = speakerColon(text, nameEnd)
  // With the speaker's firm in parentheses, only a listed first name: "Chloe (Telstra):".
  if (colon !== nameEnd && ((tokFlags[i] & F_FIRST) === 0 || (tokFlags[i] & (F_STOP | F_AMBIGUOUS | F_WORD)) !== 0)) return -1
  const after = colon + 1
  const first = text.charCodeAt(after + 1)
  // What follows is said, not a value: "Oda: 506" is a field.
  if (text.charCodeAt(after) !== 32 || after + 1 >= text.length || first === 10 || first === 13 || (first >= 48 && first <= 57)) return -1
  if (ROLE_NOUNS.has(tokenLower(i)) || tokRawEnd[i] - start > 12) return -1
  // Speech has words: a blank and a lower-case letter soon ("Lena: 👍 hab's gespeichert"), unlike a
  // field value ("Lieferadresse: Brunnenplatz 108").
  let speech = false
  for (let k = after + 1; k < text.length && k < after + 40 && !speech; k++) {
    const c = text.charCodeAt(k)
    if (c === 10) break
    if (c === 32) { const d = text.charCodeAt(k + 1); speech = (d >= 97 && d <= 122) || (d >= 0xdf && d <= 0xff) }
  }
  if (!speech) return -1
  if ((tokFlags[i] & F_FIRST) !== 0 && (tokFlags[i] & (F_STOP | F_AMBIGUOUS)) === 0) return i
  speakers ??= lineOpeners(text)
  return (speakers.get(text.slice(start, tokRawEnd[i])) ?? 0) >= 2 ? i : -1
}

/** The end of a surname's initial after a speaker's name that ends at `end`, right before the colon (" B.:", " S:"), or -1. */
function speakerInitialEnd (text: string, end: number): number {
  if (text.charCodeAt(end) !== 32) return -1
  const c = text.charCodeAt(end + 1)
  if (!((c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7))) return -1
  const dot = text.charCodeAt(end + 2) === 46 ? 1 : 0
  return text.charCodeAt(end + 2 + dot) === 58 ? end + 2 + dot : -1
}

/** `end`, or the end of the initial after it (speakerInitialEnd). */
function withSpeakerInitial (text: string, end: number): number {
  const initialEnd = speakerInitialEnd(text, end)
  return initialEnd === -1 ? end : initialEnd
}

/**
 * The colon after a speaker's name that ends at `end`: right there ("Lena:"), or after the firm or team
 * the speaker answers for, in parentheses of one to three capitalised words ("Chloe (Telstra):"); -1.
 */
function speakerColon (text: string, end: number): number {
  const c = text.charCodeAt(end)
  if (c === 58) return end
  if (c !== 32 || text.charCodeAt(end + 1) !== 40) return -1
  const first = text.charCodeAt(end + 2)
  if (!((first >= 65 && first <= 90) || (first >= 0xc0 && first <= 0xde))) return -1
  let words = 1
  for (let k = end + 3; k < text.length && k - end <= 32; k++) {
    const d = text.charCodeAt(k)
    if (d === 41) return text.charCodeAt(k + 1) === 58 ? k + 1 : -1
    if (d === 10 || d === 13 || d === 40 || d === 58 || d === 44) return -1
    if (d === 32 && ++words > 3) return -1
  }
  return -1
}

/** How often each capitalised word opens a line followed by a colon (built once per text, when needed). */
let speakers: Map<string, number> | undefined

function lineOpeners (text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (let j = 0; j < tokCount; j++) {
    if (text.charCodeAt(tokRawEnd[j]) !== 58) continue
    let k = tokStart[j] - 1
    while (k >= 0 && tokStart[j] - k <= 8 && isBlank(text.charCodeAt(k))) k--
    if (k >= 0 && text.charCodeAt(k) !== 10) continue
    const word = text.slice(tokStart[j], tokRawEnd[j])
    counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  return counts
}

/** Whether a blank and a group noun follow `pos` ("Anna Support"): the first word of a group's name. */
function groupNounAfter (text: string, pos: number): boolean {
  const b = text.charCodeAt(pos)
  if (b !== 32 && b !== 9) return false
  let e = pos + 1
  while (e < text.length && e - pos <= 23) {
    const c = text.charCodeAt(e)
    if (c >= 128) {
      const following = /^[ \t](\p{L}+)/u.exec(text.slice(pos, pos + 24))
      return following !== null && GROUP_NOUNS.has(following[1].toLowerCase())
    }
    if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90))) break
    e++
  }
  return e > pos + 1 && GROUP_NOUNS.has(text.slice(pos + 1, e).toLowerCase())
}

/** Whether the first name at [start, rawEnd) follows a sentence end on its line and ends the line or text: a signature. */
function signedAfterSentence (text: string, start: number, rawEnd: number, flags: number): boolean {
  if (start < 2 || text.charCodeAt(start - 1) !== 32) return false
  const c = text.charCodeAt(start - 2)
  const dash = c === 45 || c === 0x2013 || c === 0x2014
  if (c !== 46 && c !== 33 && c !== 63 && !dash) return false
  if ((flags & (F_PROPER | F_STOP | F_WORD | F_DICT)) !== 0 || !lineEndAt(text, rawEnd)) return false
  // "- Dmitri", "Yes, confirmed. — Sibusiso": a dash that opens the line or follows a blank.
  if (dash) return start === 2 || text.charCodeAt(start - 3) === 32 || text.charCodeAt(start - 3) === 10
  if (start < 3) return false
  // A sentence, not "Nr. Lina" or "z.B. Anna": a lower-case letter or a closing mark before the full stop.
  const b = text.charCodeAt(start - 3)
  return (b >= 97 && b <= 122) || b === 41 || b === 33 || b >= 0xdf
}

/** Flags of a first name that is also a word, place or surname-like name: not taken alone from a message's running text. */
const UNCLEAR_FIRST = F_WORD | F_STOP | F_AMBIGUOUS | F_AMBIGUOUS_SURNAME | F_PROPER | F_DICT | F_TITLE | F_SALUTATION | F_INITIAL

/** Listed first names alone in running text, kept when the text turns out to be a message (findNames). */
let loneFirstNames: Match[] | undefined

/** Rules whose findings show that a text is a message between people: greetings, titles, chat speakers. */
const MESSAGE_RULES = new Set(['name-greeting', 'name-title', 'name-chat'])

/** Whether running text follows a word ending at `pos`: a blank and a small letter, a comma, or a sentence end. */
function runningTextAfter (text: string, pos: number): boolean {
  const c = text.charCodeAt(pos)
  const n = text.charCodeAt(pos + 1)
  if (c === 32) return (n >= 97 && n <= 122) || (n >= 0xdf && n < 0x250)
  if (c === 44) return n === 32 || n === 10
  if (c === 46 || c === 33 || c === 63) return n === 32 || n === 10 || n === 13 || Number.isNaN(n)
  // "The plumber (Declan) will come": a name in parentheses.
  return c === 41 && n === 32
}

/** A first name on its own: kept with context, or (common German/English first names) in running text. */
function loneAccepted (text: string, i: number, strongFirst: boolean): boolean {
  const start = tokStart[i]
  const rawEnd = tokRawEnd[i]
  const flags = tokFlags[i]
  // "Cheers, Sydney Office", "Grüße, Anna Support": a first word of a group's name.
  if (groupNounAfter(text, rawEnd)) return false
  const ctx = contextBefore(text, start)
  if (ctx === Context.Strong) return true
  if (afterClosing(text, start)) return true
  if (!strongFirst) return false
  if (ctx >= Context.Generic) return true
  // Addressed at the end of a sentence: "Ruf mich bitte zurück, Grzegorz." "Thanks for the help, Priya!"
  if (start >= 2 && text.charCodeAt(start - 2) === 44 && text.charCodeAt(start - 1) === 32 && /^[.!?](?:\s|$)/.test(text.slice(rawEnd, rawEnd + 2)) && (flags & (F_PROPER | F_STOP)) === 0) return true
  // "Here is Siobhan's number", "Jonas' Adresse": a first name's possessive before contact data.
  if ((flags & (F_PROPER | F_STOP | F_WORD)) === 0 && (tokEnd[i] < rawEnd || text.charCodeAt(rawEnd) === 39 || text.charCodeAt(rawEnd) === 0x2019) && dataNounAfter(text, i)) return true
  // "… see you there. Sizwe": a first name alone after the last sentence of a message signs it.
  if (signedAfterSentence(text, start, rawEnd, flags)) return true
  if ((flags & F_CORE) === 0 || (flags & F_STOP)) return noteLoneFirstName(text, i)
  // "Anna hat angerufen", "ask Tom": a common first name followed by a lower-case word or a comma.
  const after = text.slice(rawEnd, rawEnd + 3)
  return /^(?:[ \t]\p{Ll}|[,:] ?\p{Ll}|[,!?]?$|[,!?][ \t]*\n)/u.test(after) || noteLoneFirstName(text, i)
}

/**
 * "Kun je Pieter even bellen?": a listed first name (no word, place or surname-like name) alone in
 * running text, not at the end of a capitalised run ("Maple Ave") and no street type, is noted; it
 * is kept when the text turns out to be a message (findNames). Returns false (not accepted here).
 */
function noteLoneFirstName (text: string, i: number): boolean {
  if ((tokFlags[i] & (F_FIRST | UNCLEAR_FIRST)) === F_FIRST && tokEnd[i] === tokRawEnd[i] && runningTextAfter(text, tokRawEnd[i]) &&
    !(i > 0 && gapBetween(text, i - 1, i) !== Gap.None) && !STREET_AFTER.has(tokenLower(i))) {
    (loneFirstNames ??= []).push(new Hit(tokStart[i], tokEnd[i], 0.6, 'name-context'))
  }
  return false
}

const CSV_NAME_COLUMNS = new Set(['name', 'names', 'first_name', 'firstname', 'first name', 'last_name', 'lastname', 'last name',
  'surname', 'full_name', 'fullname', 'full name', 'given_name', 'family_name', 'familyname', 'family name', 'vorname', 'nachname', 'familienname',
  'middle_name', 'contact', 'kontakt', 'ansprechpartner', 'customer_name', 'kunde', 'author', 'autor', 'assignee',
  // French, Spanish, Italian, Dutch, Nordic, Finnish, Polish column names
  'nom', 'prénom', 'prenom', 'nombre', 'apellido', 'apellidos', 'nome', 'cognome', 'naam', 'voornaam', 'achternaam',
  'nombre_completo', 'nombre completo', 'nome_completo', 'nome completo', 'nom_complet', 'nom complet', 'volledige_naam', 'volledige naam',
  'namn', 'förnamn', 'fornamn', 'efternamn', 'navn', 'fornavn', 'etternavn', 'efternavn', 'nimi', 'etunimi', 'sukunimi', 'imię', 'imie', 'nazwisko',
  // People by their role: payment exports, HR and customer lists
  'payee', 'payer', 'beneficiary', 'recipient', 'remitter', 'kontoinhaber', 'account holder', 'account_holder', 'holder',
  'owner', 'manager', 'employee', 'customer', 'client', 'patient', 'sender', 'empfänger', 'auftraggeber',
  'zahlungsempfänger', 'contact person', 'contact_person', 'reviewer', 'reporter', 'tenant', 'mieter', 'student',
  // Turkish, Indonesian, Czech, Hungarian column names
  'first', 'last', 'given', 'family', 'forename', 'forenames', 'surnames', 'given names', 'given_names', 'givennames',
  'first names', 'first_names', 'firstnames', 'middle names', 'middle_names', 'other names', 'other_names',
  'guest', 'attendee', 'participant', 'teilnehmer', 'teilnehmerin', 'mitarbeiter', 'mitarbeiterin', 'passenger', 'traveller',
  'traveler', 'driver', 'signatory', 'agent', 'sales rep', 'account manager', 'candidate', 'applicant', 'teacher', 'instructor',
  'doctor', 'physician', 'member', 'person', 'kundin', 'absender', 'vermieter', 'inhaber', 'kontakt person',
  'ad', 'adı', 'soyad', 'soyadı', 'ad soyad', 'isim', 'nama', 'nama lengkap', 'jméno', 'příjmení', 'név', 'vezetéknév', 'keresztnév',
  // Bank exports (the other party of a payment), insurance, school and HR lists; Romance, Slavic and Indonesian column names
  'counterparty', 'gegenpartei', 'begünstigter', 'beguenstigter', 'zahlungspflichtiger', 'zahlungsbeteiligter', 'landlord', 'insured',
  'policyholder', 'guardian', 'parent', 'next of kin', 'cardholder', 'requester', 'approver', 'technician', 'destinatario', 'remitente',
  'titular', 'cliente', 'klant', 'destinataire', 'mittente', 'penerima', 'pengirim', 'nume', 'prenume', 'meno', 'priezvisko', 'ime', 'prezime',
  // Slovenian, Lithuanian and Estonian column names
  'priimek', 'vardas', 'pavardė', 'pavarde', 'eesnimi', 'perekonnanimi',
  // Patients and customers in other languages
  'pacjent', 'pacjentka', 'paciente', 'patiënt', 'pasient', 'potilas', 'klient', 'klientka', 'asiakas'])
const CSV_WORD = "(?:O['’]|D['’]|Mc|Mac|De|Di|La|Le)?\\p{Lu}[\\p{Ll}\\p{M}'’]{1,30}(?:-\\p{Lu}?[\\p{Ll}\\p{M}'’]{1,30}){0,2}"
/** A word in a name cell after the first: as above, in capitals ("SMITH"), or a middle initial ("John A. Smith"). */
const CSV_CELL_WORD = `(?:${CSV_WORD}|\\p{Lu}{2,30}(?:-\\p{Lu}{2,30})?|\\p{Lu}\\.)`
const CSV_PARTICLE = '(?:von|van|de|der|den|zu|di|da|du|do|le|la|al|el|bin|binti|bint|ten|ter|del|dos|das|i|y|e)'
/** A title before the name in a cell ("Dr. Anna Schmidt"): masked with it. */
const CSV_TITLE = '(?:Dr|Prof|Mr|Mrs|Ms|Mx|Herr|Frau|Hr|Fr)\\.? '
/** A letter of the scripts without case, whose names need no capital: "王小明", "松本 悠斗", "김민준", "محمد علي". */
const UNCASED_LETTER = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Arabic}\\p{Script=Thai}\\p{Script=Hebrew}\\p{Script=Devanagari}]'
const CSV_VALUE = new RegExp(`^(?:${CSV_TITLE})?(?:${CSV_PARTICLE} ){0,2}(?:${CSV_WORD}|\\p{Lu}{2,30}(?:-\\p{Lu}{2,30})?(?= \\p{Lu}\\p{Ll}))(?:,? (?:${CSV_PARTICLE} ){0,2}${CSV_CELL_WORD}){0,4}$|^\\p{Lu}{2,30}(?:,? \\p{Lu}{2,30}){0,3}$|^${UNCASED_LETTER}{2,12}(?:[ ・·]${UNCASED_LETTER}{1,12}){0,2}$`, 'u')

/** Every entry of CSV_NAME_COLUMNS contains one of these. */
const COLUMN_HINT = /name|first|last|given|family|surnames|guest|attendee|participant|teilnehmer|mitarbeiter|passenger|travel|driver|signatory|agent|rep|candidate|applicant|teacher|instructor|doctor|physician|member|person|kundin|absender|vermieter|ad|soyad|isim|nama|jméno|příjmení|név|kontakt|contact|kunde|autor|author|assignee|ansprechpartner|nom|naam|namn|navn|nimi|apellido|cognome|imi|nazwisk|payee|payer|beneficiar|recipient|remitter|inhaber|holder|owner|manager|employee|customer|client|patient|sender|empf|auftraggeber|reviewer|reporter|tenant|mieter|student|counterparty|gegenpartei|begünstigt|beguenstigt|zahlungspflicht|zahlungsbeteiligt|landlord|insured|policyholder|guardian|parent|kin|cardholder|requester|approver|technician|destinat|remitente|titular|cliente|klant|mittente|penerima|pengirim|nume|meno|priezvisko|ime|prezime|vard|pacjent|paciente|patiënt|pasient|potilas|klient|asiakas/i
for (const column of CSV_NAME_COLUMNS) if (!COLUMN_HINT.test(column)) throw new Error(`COLUMN_HINT misses ${column}`)

/**
 * The first ASCII word (letters, digits, '_', as the anchor pass cuts words) of every column name,
 * lower-case: a header field that is a column name starts with one of these as a whole word.
 */
const COLUMN_KEYS = new Set([...CSV_NAME_COLUMNS].map((c) => /^[a-z0-9_]*/.exec(c)![0]).filter((k) => k !== ''))
// "Customer Name", "payee_name", "employeeName": a person prefix before "name" (personNameKey).
for (const prefix of NAME_KEY_PREFIXES) if (/^[a-z]+$/.test(prefix)) for (const k of [prefix, `${prefix}_name`, `${prefix}name`]) COLUMN_KEYS.add(k)
for (const column of CSV_NAME_COLUMNS) if (!/^[a-z]/.test(column)) throw new Error(`column ${column} does not start with an ASCII letter`)
const COLUMN_KEY_MAX = Math.max(...[...COLUMN_KEYS].map((k) => k.length))
/**
 * Bits at (length, first and last character's code mod 32) of the column keys and of the chat leads
 * (below): tokenize rules most words out with one lookup, without a slice. Anchor words are ASCII
 * letters, digits and '_': a letter in either case maps to its small letter's bucket; a digit or '_'
 * shares one with some letter, so a hit is only a candidate (columnKeyAt, chatLeadAt and findHandles
 * compare the word itself).
 */
const WORD_SHAPE = new Uint8Array((COLUMN_KEY_MAX + 1) * 32 * 32)
const SHAPE_COLUMN_KEY = 1
const SHAPE_CHAT_LEAD = 2
const wordShape = (length: number, first: number, last: number): number => (length * 32 + (first & 31)) * 32 + (last & 31)
/** The keys of each shape, compared in place with the text (no slice per candidate word). */
const COLUMN_KEYS_BY_SHAPE = new Map<number, string[]>()
for (const k of COLUMN_KEYS) {
  const shape = wordShape(k.length, k.charCodeAt(0), k.charCodeAt(k.length - 1))
  WORD_SHAPE[shape] |= SHAPE_COLUMN_KEY
  const same = COLUMN_KEYS_BY_SHAPE.get(shape)
  if (same === undefined) COLUMN_KEYS_BY_SHAPE.set(shape, [k])
  else same.push(k)
}

/** Labels after which a user handle follows ("Author: lukas-hoffmann", "assignee: priya_sharma"). */
const HANDLE_LABELS = new Set(['author', 'assignee', 'reviewer', 'reviewers', 'reporter', 'user', 'username', 'login', 'handle', 'owner', 'committer', 'maintainer', 'name'])
/** Set at (length, last letter) of every handle label, and a bit for each label's last letter: most labels are ruled out without a slice. */
const HANDLE_LABEL_SHAPE = new Uint8Array(16 * 32)
let handleLabelLast = 0
for (const label of HANDLE_LABELS) {
  HANDLE_LABEL_SHAPE[label.length * 32 + (label.charCodeAt(label.length - 1) & 31)] = 1
  handleLabelLast |= 1 << (label.charCodeAt(label.length - 1) & 31)
}

/** Greetings and sign-offs of chat after which a listed first name may be written in small letters ("hey sam", "xx jess"). */
const CHAT_LEADS = new Set(['hey', 'hi', 'hii', 'hiya', 'hello', 'hallo', 'thanks', 'thx', 'danke', 'love', 'xx', 'xxx', 'xoxo', 'cheers', 'morning', 'night', 'congrats', 'sorry'])
const SIGN_OFFS = new Set(['thanks', 'thx', 'love', 'xx', 'xxx', 'xoxo', 'cheers'])
/** The chat leads by length, for chatLeadAt. */
const CHAT_LEADS_BY_LENGTH: string[][] = []
for (const lead of CHAT_LEADS) (CHAT_LEADS_BY_LENGTH[lead.length] ??= []).push(lead)

/**
 * The chat lead the anchor word at `s` of `length` characters spells in any case, or undefined: a
 * comparison on char codes, no lower-cased copy (anchor words are ASCII: lower-casing is `| 32` on A-Z).
 */
function chatLeadAt (text: string, s: number, length: number): string | undefined {
  const leads = CHAT_LEADS_BY_LENGTH[length]
  if (leads === undefined) return undefined
  for (const lead of leads) {
    let k = 0
    for (; k < length; k++) {
      const c = text.charCodeAt(s + k)
      if ((c >= 65 && c <= 90 ? c | 32 : c) !== lead.charCodeAt(k)) break
    }
    if (k === length) return lead
  }
  return undefined
}
// "by" before a user handle is collected with the chat leads (findHandles tells them apart).
for (const lead of [...CHAT_LEADS, 'by']) WORD_SHAPE[wordShape(lead.length, lead.charCodeAt(0), lead.charCodeAt(lead.length - 1))] |= SHAPE_CHAT_LEAD

/** Flags that keep a word in small letters from being a first name: words, stop words, ambiguous names, places. */
const LOWER_NOT_NAME = F_WORD | F_STOP | F_AMBIGUOUS | F_AMBIGUOUS_SURNAME | F_TITLE | F_SALUTATION | F_PROPER

/** Whether a word in small letters is a listed first name that is no word ("sam", "jess", "ria"). */
const lowerFirstName = (word: string): boolean => {
  const flags = flagsOf(word)
  return (flags & F_FIRST) !== 0 && (flags & LOWER_NOT_NAME) === 0
}

/**
 * First names in small letters, as chat writes them: after a greeting or sign-off ("hey sam",
 * "talk soon xx jess"), and speakers of a chat export ("ria: dm'd you", "kenta_dev: oops") when two
 * of them open two lines or more each and their nick starts with a listed first name.
 */
function findLowerCaseNames (text: string, anchors: Anchors, chatLeads: number[], colons: number[], out: Match[]): void {
  chatLeadNames(text, anchors, chatLeads, out)
  selfIntroductions(text, anchors, out)
  const nicks = chatNicks(text, colons)
  if (nicks === undefined) return
  // A chat copied without time stamps: a nick of a handle's shape (a first name and a surname or an
  // initial) that opens two lines or more is a speaker on its own ("marcus.oyelowo: …" twice).
  for (const [nick, at] of nicks) {
    if (at.length >= 2 && speakerHandleShape(text, at[0], at[0] + nick.length)) for (const s of at) out.push(new Hit(s, s + nick.length, 0.6, 'name-handle'))
  }
  const speakers = [...nicks].filter(([nick, at]) => at.length >= 2 && lowerFirstName(/^[a-z]+/.exec(nick)![0]))
  if (speakers.length < 2) return
  for (const [nick, at] of speakers) for (const s of at) out.push(new Hit(s, s + nick.length, 0.6, 'name-chat'))
}

/*
 * findLowerCaseNames' two loops over the chat leads and the colons are functions of their own that
 * end with the loop: on a long text V8 compiles such a loop on the stack, and the code after it, which
 * had never run there, deopted that compiled code at the end of every later scan.
 */

/** First names in small letters after a greeting or sign-off ("hey sam", "xx jess"). */
function chatLeadNames (text: string, anchors: Anchors, chatLeads: number[], out: Match[]): void {
  const { wordStart, wordEnd, wordFlags } = anchors
  for (const w of chatLeads) {
    const n = w + 1
    if (n >= wordStart.length) continue
    // The cheap tests on char codes first: most words of a lead's shape are no lead.
    if ((wordFlags[n] & (HAS_UPPER | HAS_DIGIT | HAS_UNDERSCORE)) !== 0 || wordEnd[n] - wordStart[n] < 3 || wordEnd[n] - wordStart[n] > 12) continue
    const after = text.charCodeAt(wordEnd[n])
    // "hi sam.k", "hey sam@…": part of a handle or address.
    if (after === 64 || after === 45 || after >= 128 || (after === 46 && isLetterCode(text.charCodeAt(wordEnd[n] + 1)))) continue
    // One blank after the lead; after a sign-off also a line break, the name then ending its line ("xx\njess").
    const blank = wordStart[n] - wordEnd[w] === 1 && text.charCodeAt(wordEnd[w]) === 32
    if (!blank && !ownLineGap(text, wordEnd[w], wordStart[n])) continue
    const lead = chatLeadAt(text, wordStart[w], wordEnd[w] - wordStart[w])
    if (lead === undefined) continue
    const signOff = SIGN_OFFS.has(lead)
    if (!blank && !(signOff && fieldEndAt(text, wordEnd[n]))) continue
    // A greeting opens its line or sentence ("hey sam", not "'hi fred'" in a code comment); a
    // sign-off's name ends the line ("talk soon xx jess").
    if (blank && !(signOff ? lineEndAt(text, wordEnd[n]) : sentenceStart(text, wordStart[w]))) continue
    if (lowerFirstName(text.slice(wordStart[n], wordEnd[n]))) out.push(new Hit(wordStart[n], wordEnd[n], 0.6, 'name-chat'))
  }
}

/** The words of small letters an introduction turns on: "is", "am", and "s" / "m" after an apostrophe. */
const INTRO_WORDS = new WordGate({
  lengths: [1, 2],
  withoutFlags: HAS_UPPER | HAS_DIGIT | HAS_UNDERSCORE,
  firstPair: (first, second) => (first === 105 && second === 115) || (first === 97 && second === 109) || ((first === 115 || first === 109) && !(second >= 97 && second <= 122))
})

/** The words before "is" that introduce a name ("my name is", "this is"), and before "'s" ("name's", "it's"). */
const INTRO_BEFORE_IS = new Set(['name', 'this'])
const INTRO_BEFORE_S = new Set(['name', 'it'])

/**
 * Names in small letters after a self-introduction, as chats and speech-to-text transcripts write
 * them: "his name is tyrone jenkins", "this is derek how can i help", "it's kimberly ann novak",
 * "i'm sam". The first word must be a listed first name that is no word; up to two more listed names
 * that are no words join it, and right after it a word that no list or dictionary knows.
 */
function selfIntroductions (text: string, anchors: Anchors, out: Match[]): void {
  const { wordStart, wordEnd, wordFlags } = anchors
  const candidates = INTRO_WORDS.words(anchors)
  for (let c = 0; c < candidates.length; c++) {
    const w = candidates[c]
    if (w === 0 || w + 1 >= wordStart.length) continue
    const s = wordStart[w]
    // The gate passes only "is" and "am", and "s" and "m" before no letter: "name is", "this is",
    // "i am" after a blank; "name's", "it's", "i'm" after an apostrophe.
    const before = text.charCodeAt(s - 1)
    const afterI = wordEnd[w - 1] - wordStart[w - 1] === 1 && (text.charCodeAt(s - 2) | 32) === 105
    const isWord = text.charCodeAt(s) === 105 || text.charCodeAt(s) === 115
    const intro = wordEnd[w] - s === 2
      ? before === 32 && wordEnd[w - 1] === s - 1 && (isWord ? INTRO_BEFORE_IS.has(wordLower(text, wordStart, wordEnd, w - 1)) : afterI)
      : (before === 39 || before === 0x2019) && (isWord ? INTRO_BEFORE_S.has(wordLower(text, wordStart, wordEnd, w - 1)) : afterI)
    if (!intro) continue
    const n = w + 1
    if (wordStart[n] !== wordEnd[w] + 1 || text.charCodeAt(wordEnd[w]) !== 32 || (wordFlags[n] & (HAS_UPPER | HAS_DIGIT | HAS_UNDERSCORE)) !== 0) continue
    if (text.charCodeAt(wordEnd[n]) >= 128 || !lowerFirstName(wordLower(text, wordStart, wordEnd, n))) continue
    let last = n
    for (let k = n + 1; k < wordStart.length && k <= n + 2; k++) {
      if (wordStart[k] !== wordEnd[k - 1] + 1 || text.charCodeAt(wordEnd[k - 1]) !== 32 || (wordFlags[k] & (HAS_UPPER | HAS_DIGIT | HAS_UNDERSCORE)) !== 0) break
      const f = flagsOf(wordLower(text, wordStart, wordEnd, k))
      // A listed name that is no word; right after the first name also a word no list knows ("tyrone jenkins").
      if ((f & LOWER_NOT_NAME) !== 0 || ((f & (F_FIRST | F_SURNAME)) === 0 && !(f === 0 && k === n + 1 && wordEnd[k] - wordStart[k] >= 3))) break
      last = k
    }
    out.push(new Hit(wordStart[n], wordEnd[last], 0.6, 'name-chat'))
  }
}

/** The nicks in small letters that open a line before ': ' ("ria: dm'd you"), with where each starts; undefined when none. */
function chatNicks (text: string, colons: number[]): Map<string, number[]> | undefined {
  let nicks: Map<string, number[]> | undefined
  for (const colon of colons) {
    const b = text.charCodeAt(colon - 1)
    if (!((b >= 97 && b <= 122) || (b >= 48 && b <= 57) || b === 95)) continue
    if (text.charCodeAt(colon + 1) !== 32 || colon + 2 >= text.length || text.charCodeAt(colon + 2) === 10) continue
    let s = colon - 1
    while (s > 0 && colon - s < 22) {
      const c = text.charCodeAt(s - 1)
      if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45)) break
      s--
    }
    const c0 = text.charCodeAt(s)
    if (colon - s < 3 || c0 < 97 || c0 > 122) continue
    let l = s
    while (l > 0 && s - l < 4 && isBlank(text.charCodeAt(l - 1))) l--
    if (l > 0 && text.charCodeAt(l - 1) !== 10) continue
    const nick = text.slice(s, colon)
    nicks ??= new Map()
    const at = nicks.get(nick)
    if (at === undefined) nicks.set(nick, [s])
    else at.push(s)
  }
  return nicks
}

/**
 * Whether a handle's first part with `flags` is a first name and no word. A chat line's speaker may
 * also have a first name that is a place or an ambiguous word ("maya.goldberg").
 */
function handleFirstName (flags: number, speaker: boolean): boolean {
  return (flags & F_FIRST) !== 0 && (flags & (F_WORD | F_STOP | F_TITLE | F_SALUTATION | (speaker ? 0 : F_AMBIGUOUS | F_PROPER))) === 0
}

/**
 * The end of a user handle made of a first name and a surname in small letters at `s`
 * ("lukas-hoffmann", "priya.sharma", "jan_de_vries" is not one), or -1: both parts listed names, no word.
 */
function handleEnd (text: string, s: number, speaker = false, path = false): number {
  let k = s
  while (k < text.length && k - s <= 15 && text.charCodeAt(k) >= 97 && text.charCodeAt(k) <= 122) k++
  const sep = text.charCodeAt(k)
  if (k - s < 3 || (sep !== 45 && sep !== 46 && sep !== 95)) return -1
  const m = k + 1
  let e = m
  while (e < text.length && e - m <= 20 && text.charCodeAt(e) >= 97 && text.charCodeAt(e) <= 122) e++
  if (e - m < 3) return -1
  let d = e
  while (d < text.length && d - e < 4 && isDigitCode(text.charCodeAt(d))) d++
  const after = text.charCodeAt(d)
  if (d < text.length && (isWordCode(after) || after === 45 || after === 64 || (after === 47 && !path) || after >= 0x250 || (after === 46 && isWordCode(text.charCodeAt(d + 1))))) return -1
  if (!handleFirstName(flagsOf(text.slice(s, k)), speaker)) return -1
  // There, the surname need not be listed either ("rachel.okafor"); it must still be no word.
  const last = flagsOf(text.slice(m, e))
  if ((!speaker && (last & (F_SURNAME | F_FIRST)) === 0) || (last & (F_WORD | F_STOP | F_TITLE | (speaker ? 0 : F_AMBIGUOUS | F_AMBIGUOUS_SURNAME | F_PROPER))) !== 0) return -1
  return d
}

/**
 * User handles of a first name and a surname ("Opened by lukas-hoffmann", "@priya.sharma", "Author:
 * tomasz_nowak") after "by", an @ that starts a word, or a user label. The lead words come from the
 * anchor pass with the chat leads.
 */
const isLower = (c: number): boolean => c >= 97 && c <= 122

function addHandle (text: string, s: number, out: Match[]): void {
  const e = handleEnd(text, s)
  if (e !== -1) out.push(new Hit(s, e, 0.6, 'name-handle'))
}

function findHandles (text: string, anchors: Anchors, leads: number[], colons: number[], out: Match[]): void {
  const { wordStart, wordEnd } = anchors
  // "by lukas-hoffmann": the chat leads hold every word of the shape of "by".
  for (const w of leads) {
    const s = wordStart[w]
    const e = wordEnd[w]
    if (e - s === 2 && (text.charCodeAt(s) | 32) === 98 && (text.charCodeAt(s + 1) | 32) === 121 && text.charCodeAt(e) === 32 && isLower(text.charCodeAt(e + 1))) addHandle(text, e + 1, out)
  }
  // "@priya.sharma": an @ that starts a word.
  for (const at of anchors.at) {
    const b = at > 0 ? text.charCodeAt(at - 1) : 32
    if (isLower(text.charCodeAt(at + 1)) && !isWordCode(b) && b !== 46 && b !== 45 && b < 128) addHandle(text, at + 1, out)
  }
  // "Author: tomasz_nowak", and a JSON key's string value ("login": "lukas-brandt", as webhooks and APIs send a user).
  for (const colon of colons) {
    const json = text.charCodeAt(colon - 1) === 34 && text.charCodeAt(colon + 2) === 34
    const keyEnd = json ? colon - 1 : colon
    const value = json ? colon + 3 : colon + 2
    const last = text.charCodeAt(keyEnd - 1)
    if (((handleLabelLast >>> (last & 31)) & 1) === 0 || !isLetterCode(last) || text.charCodeAt(colon + 1) !== 32 || !isLower(text.charCodeAt(value))) continue
    let s = keyEnd
    while (s > 0 && keyEnd - s <= 12 && isLetterCode(text.charCodeAt(s - 1))) s--
    if (keyEnd - s < 4 || keyEnd - s > 12 || HANDLE_LABEL_SHAPE[(keyEnd - s) * 32 + (last & 31)] === 0 || (json && text.charCodeAt(s - 1) !== 34)) continue
    if (HANDLE_LABELS.has(text.slice(s, keyEnd).toLowerCase())) addHandle(text, value, out)
  }
  // The speaker of a chat export's line: after its time stamp ("[2025-11-27 10:02] andrea.rossi: …",
  // "09:15 tomasz.b: …") or before it ("maya.goldberg 11:02 AM"). Without a stamp: findLowerCaseNames.
  for (const colon of colons) {
    if (isLower(text.charCodeAt(colon - 1))) {
      let s = colon
      while (s > 0 && colon - s <= 36 && isHandleCode(text.charCodeAt(s - 1))) s--
      // One or two blanks or a tab after the stamp ("09:14  rachel.okafor:").
      let stampEnd = s
      while (stampEnd > 0 && s - stampEnd < 2 && (text.charCodeAt(stampEnd - 1) === 32 || text.charCodeAt(stampEnd - 1) === 9)) stampEnd--
      if (stampEnd < s && stampOpensLine(text, stampEnd)) addSpeakerHandle(text, s, colon, out)
    } else if (isDigitCode(text.charCodeAt(colon - 1)) && isDigitCode(text.charCodeAt(colon + 1)) && isDigitCode(text.charCodeAt(colon + 2))) {
      // A clock time after a blank: the handle before it must open the line.
      let hour = colon - 1
      if (isDigitCode(text.charCodeAt(hour - 1))) hour--
      if (text.charCodeAt(hour - 1) !== 32 || !isLower(text.charCodeAt(hour - 2)) || !STAMP_ENDS_HEADER.test(text.slice(colon + 3, colon + 12))) continue
      let s = hour - 1
      while (s > 0 && hour - 1 - s <= 36 && isHandleCode(text.charCodeAt(s - 1))) s--
      const before = s > 0 ? text.charCodeAt(s - 1) : 10
      if (before === 10 || before === 13) addSpeakerHandle(text, s, hour - 1, out)
    }
  }
}

/**
 * The anchor words of home directories and login variables: "home" and "Users" between path
 * separators, USER, USERNAME and LOGNAME before '='.
 */
const HOME_DIR_WORDS = new WordGate({
  lengths: [4, 5, 7, 8],
  withoutFlags: HAS_DIGIT | HAS_UNDERSCORE,
  firstPair: (first, second) => (first === 104 && second === 111) || (first === 85 && (second === 115 || second === 83)) || (first === 76 && second === 79)
})

/** Where the user name of a home directory or login variable starts after the anchor word text[start, end) ("/home/", "\\Users\\", "USER="), or -1. */
function homeDirUserAt (text: string, start: number, end: number): number {
  const before = text.charCodeAt(start - 1)
  const after = text.charCodeAt(end)
  const word = text.slice(start, end)
  if ((word === 'home' || word === 'Users') && (before === 47 || before === 92) && after === before) return end + 1
  if ((word === 'USER' || word === 'USERNAME' || word === 'LOGNAME') && after === 61 && !(start > 0 && (isLetterCode(before) || before === 95))) return end + 1
  return -1
}

/**
 * The user names of home directories and login variables ("/home/priya.sharma/", "/Users/magdalena.sowa",
 * "C:\\Users\\tomasz_nowak", "USER=magdalena.sowa"): a first name and a surname in small letters, the
 * surname need not be listed (as a chat speaker's); or a listed first name alone that is no word
 * ("/home/dmitri/"), not an account such as ubuntu, runner or admin.
 */
function findHomeDirHandles (text: string, anchors: Anchors, out: Match[]): void {
  const words = HOME_DIR_WORDS.words(anchors)
  for (let i = 0; i < words.length; i++) {
    const s = homeDirUserAt(text, anchors.wordStart[words[i]], anchors.wordEnd[words[i]])
    if (s !== -1) addUserName(text, s, false, out)
  }
  // Shell prompts and remote logins: "callum@ops-jump-01:~$", "scp dump.sql callum@10.8.1.44:/srv/".
  const at = anchors.at
  for (let i = 0; i < at.length; i++) {
    const s = promptUserBefore(text, at[i])
    if (s !== -1) addUserName(text, s, true, out)
  }
}

/** What may follow a home directory's user name ('/', '\\', a blank, a line end, a quote). */
const HOME_DIR_USER_END = [47, 92, 32, 10, 34, 39]

/**
 * The user name at `s` (small letters), as findHomeDirHandles takes it: a first name and a surname
 * (handleEnd), or a listed first name alone that is no word; a prompt's (`atPrompt`) ends at its '@',
 * a home directory's at HOME_DIR_USER_END.
 */
function addUserName (text: string, s: number, atPrompt: boolean, out: Match[]): void {
  if (!isLower(text.charCodeAt(s))) return
  const e = handleEnd(text, s, true, true)
  if (e !== -1) {
    // A home directory's handle may go on ("/home/priya.sharma-old").
    if (!atPrompt || text.charCodeAt(e) === 64) out.push(new Hit(s, e, 0.6, 'name-handle'))
    return
  }
  let k = s
  while (k < text.length && k - s <= 15 && isLower(text.charCodeAt(k))) k++
  const after = text.charCodeAt(k)
  if (k - s < 3 || (k < text.length && !(atPrompt ? after === 64 : HOME_DIR_USER_END.includes(after)))) return
  const f = flagsOf(text.slice(s, k))
  if ((f & F_FIRST) !== 0 && (f & (F_WORD | F_STOP | F_AMBIGUOUS | F_PROPER | F_DICT | F_TITLE | F_SALUTATION)) === 0) out.push(new Hit(s, k, 0.6, 'name-handle'))
}

/** The '@' at `at`, after the user name starting at `s`, is in a prompt in square brackets ("[priya.sharma@build01 ~]$"): '[' before the name, ']' within 64 characters on its line. */
function bracketedPrompt (text: string, s: number, at: number): boolean {
  if (text.charCodeAt(s - 1) !== 91) return false
  const close = text.indexOf(']', at)
  return close !== -1 && close - at <= 64 && text.lastIndexOf('\n', close) < at
}

/**
 * The start of the user name before the '@' at `at` when a host and a path follow it (a shell prompt's
 * "user@host:~$" or "[user@host ~]$", scp's and rsync's "user@host:/path"), the name opening its line
 * or following a blank or '['; else -1.
 */
function promptUserBefore (text: string, at: number): number {
  let h = at + 1
  while (h < text.length && h - at <= 64 && (isAsciiAlnumCode(text.charCodeAt(h)) || text.charCodeAt(h) === 45 || text.charCodeAt(h) === 46)) h++
  if (h === at + 1) return -1
  let s = at
  while (s > 0 && at - s < 32 && isHandleCode(text.charCodeAt(s - 1))) s--
  // "host:~$", "host:/srv/…"; "[user@host ~]$" (an e-mail address is followed by neither).
  const next = text.charCodeAt(h + 1)
  const pathAfter = next === 126 || next === 47
  if (!(pathAfter && (text.charCodeAt(h) === 58 || (text.charCodeAt(h) === 32 && text.charCodeAt(at - 1) !== 32 && bracketedPrompt(text, s, at))))) return -1
  const before = s === 0 ? 10 : text.charCodeAt(s - 1)
  return s < at && (before === 10 || before === 32 || before === 91 || before === 9) ? s : -1
}

/** After a speaker's clock time ("maya.goldberg 11:02 AM"): the line ends, or two blanks or a tab set the message off. */
const STAMP_ENDS_HEADER = /^(?::\d\d)?(?: ?[AaPp][Mm])?(?:\r?\n|$| {2}|\t)/

const isHandleCode = (c: number): boolean => isLower(c) || c === 46 || c === 95 || c === 45

/** Whether text[s, end) is a speaker's handle: a first name and a surname, or a first name and an initial. */
function speakerHandleShape (text: string, s: number, end: number): boolean {
  const e = handleEnd(text, s, true)
  return e === end || (e === -1 && speakerInitialHandle(text, s, end))
}

/** text[s, end) as a speaker's handle (speakerHandleShape). */
function addSpeakerHandle (text: string, s: number, end: number, out: Match[]): void {
  if (speakerHandleShape(text, s, end)) out.push(new Hit(s, end, 0.6, 'name-handle'))
}

/** A chat export's time stamp: its line from the start to `end` ("[10:02]", "[2025-11-27 10:02]", "09:14", "2026-11-20 09:14"). */
const LINE_STAMP = /^[ \t]{0,4}(?:\[(?:\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2})?\]|(?:\d{4}-\d{2}-\d{2}[ T])?\d{1,2}:\d{2}(?::\d{2})?)$/

function stampOpensLine (text: string, end: number): boolean {
  const c = text.charCodeAt(end - 1)
  if (c !== 93 && !isDigitCode(c)) return false
  let start = end
  while (start > 0 && end - start <= 26 && text.charCodeAt(start - 1) !== 10 && text.charCodeAt(start - 1) !== 13) start--
  return (start === 0 || text.charCodeAt(start - 1) === 10 || text.charCodeAt(start - 1) === 13) && LINE_STAMP.test(text.slice(start, end))
}

/** A speaker's handle of a listed first name and an initial ("tomasz.b", "ana_m"): text[s, end). */
function speakerInitialHandle (text: string, s: number, end: number): boolean {
  let k = s
  while (k < end && isLower(text.charCodeAt(k))) k++
  const sep = text.charCodeAt(k)
  if (k - s < 3 || end - k < 2 || end - k > 3 || (sep !== 46 && sep !== 95)) return false
  for (let i = k + 1; i < end; i++) if (!isLower(text.charCodeAt(i))) return false
  // Only with an initial, the first name must be unambiguous.
  return handleFirstName(flagsOf(text.slice(s, k)), false)
}

/** Whether text[from, to) is '\n', ',\n', '\r\n' or ',\r\n': a sign-off's name on the next line. */
function ownLineGap (text: string, from: number, to: number): boolean {
  let k = from
  if (text.charCodeAt(k) === 44) k++
  if (text.charCodeAt(k) === 13) k++
  return k === to - 1 && text.charCodeAt(k) === 10
}

/**
 * Whether a field starts at `s`: at the line start or after a delimiter, blanks and a quote between.
 * Tested before columnKeyAt: in running text most words of a key's shape follow a blank and a letter.
 */
function opensField (text: string, s: number): boolean {
  let b = s - 1
  while (b >= 0 && s - b <= 4 && (text.charCodeAt(b) === 32 || text.charCodeAt(b) === 34 || text.charCodeAt(b) === 0xa0 || text.charCodeAt(b) === 0xfeff)) b--
  return b < 0 || text.charCodeAt(b) === 10 || text.charCodeAt(b) === 13 || isDelimiterCode(text.charCodeAt(b))
}

/** Whether the anchor word at `s` (of a key's shape, opening a field) is a column key in any case. */
function columnKeyAt (text: string, s: number, length: number): boolean {
  const c = text.charCodeAt(s) | 32
  const z = text.charCodeAt(s + length - 1) | 32
  // A digit or '_' at either end shares WORD_SHAPE's bucket with a letter, but starts or ends no key.
  if (c < 97 || c > 122 || z < 97 || z > 122) return false
  const keys = COLUMN_KEYS_BY_SHAPE.get(wordShape(length, c, z))
  if (keys === undefined) return false
  // An anchor word is ASCII letters, digits and '_': lower-casing is `| 32` on A-Z.
  for (const key of keys) {
    let k = 1
    while (k < length - 1) {
      const t = text.charCodeAt(s + k)
      if ((t >= 65 && t <= 90 ? t | 32 : t) !== key.charCodeAt(k)) break
      k++
    }
    if (k >= length - 1) return true
  }
  return false
}

/** The lower-case first word of a table cell that is no particle or title ("Dr. Anna Weber" → "anna"); none in "Dr Mr". */
function firstCellWord (value: string): string | undefined {
  let from = 0
  for (let k = 0; k <= value.length; k++) {
    const c = k < value.length ? value.charCodeAt(k) : 32
    if (c !== 32 && c !== 45) continue
    const word = value.slice(from, k)
    from = k + 1
    if (PARTICLES.has(word)) continue
    const lower = word.toLowerCase()
    if (!TITLES.has(lower.charCodeAt(lower.length - 1) === 46 ? lower.slice(0, -1) : lower)) return lower
  }
  return undefined
}

const DELIMITERS = [',', ';', '\t', '|']
const isDelimiterCode = (c: number): boolean => c === 44 || c === 59 || c === 9 || c === 124

/**
 * Whether one of the column-name words on the line [lineStart, lineEnd) (hints from index h on)
 * stands in a short field, as a header's column names do: "Payee" in "Date,Payee,Amount" but not
 * "customer" in "Please call the customer, then …".
 */
function shortHintField (text: string, hints: number[], h: number, lineStart: number, lineEnd: number): boolean {
  for (let k = h; k < hints.length && hints[k] < lineEnd; k++) {
    let a = hints[k]
    while (a > lineStart && hints[k] - a <= 32 && !isDelimiterCode(text.charCodeAt(a - 1))) a--
    let b = hints[k]
    while (b < lineEnd && b - a <= 34 && !isDelimiterCode(text.charCodeAt(b))) b++
    if (b - a <= 34) return true
  }
  return false
}

/** The field without blanks around it and without one quote at either end (as trim and /^"|"$/g). */
function headerField (field: string): string {
  const f = field.trim()
  const a = f.charCodeAt(0) === 34 ? 1 : 0
  const b = f.length > a && f.charCodeAt(f.length - 1) === 34 ? f.length - 1 : f.length
  return a === 0 && b === f.length ? f : f.slice(a, b)
}

/** Last characters of "name" and of PERSON_LABEL_ENDS: a label ending otherwise is no personNameKey. */
const PERSON_KEY_LAST = new Set(['name', ...PERSON_LABEL_ENDS].map((end) => end.charCodeAt(end.length - 1)))

/**
 * Whether a lower-case header field names a name column: a column name, or a person's name key once
 * blanks, '_' and '-' are dropped. The label's last letter is read first: most fields of a line that
 * is no header (a sentence with commas) end in no key's letter and need no copy without blanks.
 */
function nameColumn (n: string): boolean {
  if (CSV_NAME_COLUMNS.has(n)) return true
  let k = n.length - 1
  while (k >= 0 && (n.charCodeAt(k) === 32 || n.charCodeAt(k) === 95 || n.charCodeAt(k) === 45)) k--
  return k >= 0 && PERSON_KEY_LAST.has(n.charCodeAt(k)) && personNameKey(n.replace(/[ _-]/g, ''))
}

/** The indices of the name columns among a header line's fields (lower case), each with whether it is a surname column. */
function headerColumns (fields: string[]): Map<number, boolean> {
  const found = new Map<number, boolean>()
  for (let k = 0; k < fields.length; k++) {
    const n = headerField(fields[k])
    // "Beguenstigter/Zahlungspflichtiger", "Name / 姓名": a column named in two ways counts by either.
    // "Apellidos, nombre" (a semicolon-separated header): the column holds both parts.
    if (nameColumn(n) || (n.includes('/') && n.split('/').some((part) => nameColumn(part.trim()))) ||
      (n.includes(',') && n.split(',').every((part) => nameColumn(part.trim())))) found.set(k, SURNAME_COLUMNS.has(n))
  }
  return found
}

/**
 * Columns that hold surnames only: one word in capitals there is a surname even when no list knows it
 * ("BENALI" under "nom"), unless it is a dictionary word.
 */
const SURNAME_COLUMNS = new Set(['surname', 'surnames', 'last_name', 'lastname', 'last name', 'family_name', 'familyname', 'family name',
  'nachname', 'familienname', 'nom', 'apellido', 'apellidos', 'cognome', 'achternaam', 'efternamn', 'etternavn', 'efternavn',
  'sukunimi', 'nazwisko', 'soyad', 'soyadı', 'příjmení', 'vezetéknév', 'priimek', 'pavardė', 'pavarde', 'perekonnanimi',
  'prezime', 'priezvisko'])
for (const column of SURNAME_COLUMNS) if (!CSV_NAME_COLUMNS.has(column)) throw new Error(`CSV_NAME_COLUMNS misses ${column}`)

/**
 * Whether the value of a name column's cell is a name: name-shaped, its first word a listed name or no
 * word; one word in capitals only when listed, or in a surname column.
 */
function cellIsName (value: string, surnameColumn = false): boolean {
  if (!CSV_VALUE.test(value)) return false
  // A cell of titles only ("Dr Mr") names nobody (it used to throw here).
  const firstWord = firstCellWord(value)
  const flags = firstWord === undefined ? F_STOP : flagsOf(firstWord)
  // One word in capitals ("NGUYEN", not "ACME" or "N/A") only when it is a listed name and no word.
  const capitalsOnly = !value.includes(' ') && value === value.toUpperCase() && value !== value.toLowerCase()
  // "Tan Wei Ming" in a name column: a Chinese surname that is also a word, then given-name syllables.
  if (firstWord !== undefined && CHINESE_SURNAMES.has(firstWord) && chineseGivenAfter(value)) return true
  return capitalsOnly ? (surnameColumn || (flags & NAME_FLAGS) !== 0) && (flags & (F_STOP | F_WORD)) === 0 : (flags & NAME_FLAGS) !== 0 || (flags & (F_STOP | F_WORD)) === 0
}

/**
 * Names in the name columns of a table aligned with blanks (pandas and psql output, fixed-width
 * reports): a cell of one to three capitalised words alone between two blanks or more, under header
 * words that name a name column ("first_name", "Name").
 */
function findNamesInAlignedTables (text: string, anchors: WordList, capitalWords: number[], out: Match[]): void {
  // Most texts have no such table, or none with a name column: no token is looked at then.
  if (!alignedTableHeaders(text).some((header) => headerNamesPerson(text, header))) return
  for (let i = 0; i < tokCount; i++) {
    const s = tokStart[i]
    // A cell opens after two blanks or at a line start (most tokens follow one blank).
    if (!opensAlignedCell(text, s)) continue
    let j = i
    while (j + 1 < tokCount && j - i < 2 && tokStart[j + 1] === tokRawEnd[j] + 1 && text.charCodeAt(tokRawEnd[j]) === 32) j++
    while (j >= i && !alignedCellName(text, s, tokRawEnd[j], false, out)) j--
    i = Math.max(i, j)
  }
  // Names in capitals are no tokens ("DIALLO", "TE RANGI" under "nom"): one to three words in capitals.
  const { wordStart, wordEnd, wordFlags } = anchors
  for (let k = 0; k < capitalWords.length; k++) {
    const w = capitalWords[k]
    const s = wordStart[w]
    if (!opensAlignedCell(text, s)) continue
    let last = w
    while (last - w < 2 && last + 1 < wordStart.length && wordStart[last + 1] === wordEnd[last] + 1 && text.charCodeAt(wordEnd[last]) === 32 &&
      (wordFlags[last + 1] & (CAPITAL_WORD | NOT_CAPITAL_WORD)) === CAPITAL_WORD) last++
    while (last >= w && !alignedCellName(text, s, wordEnd[last], true, out)) last--
  }
}

/**
 * The cell text[s, e) of a table aligned with blanks, judged under its header word: a name when that
 * names a name column (`bySurnameColumn`: a surname column takes one word in capitals, see cellIsName).
 * Returns whether a header stands above the cell (the caller's longest cell with one is the cell).
 */
function alignedCellName (text: string, s: number, e: number, bySurnameColumn: boolean, out: Match[]): boolean {
  const header = alignedHeaderAbove(text, s, e)
  if (header === null) return false
  const column = text.slice(header.from, header.to).toLowerCase().trim()
  if (nameColumn(column) && cellIsName(text.slice(s, e), bySurnameColumn && SURNAME_COLUMNS.has(column))) out.push(new Hit(s, e, 0.85, 'name-table'))
  return true
}

/** A cell of a table aligned with blanks opens at `s`: after two blanks or at a line start. */
function opensAlignedCell (text: string, s: number): boolean {
  const before = text.charCodeAt(s - 1)
  return s === 0 || before === 10 || (before === 32 && text.charCodeAt(s - 2) === 32)
}

/** Whether a header line of an aligned table (at `header`) holds a name column: a word, or two words, that nameColumn takes. */
function headerNamesPerson (text: string, header: number): boolean {
  let end = text.indexOf('\n', header)
  if (end === -1) end = text.length
  const words = text.slice(header, end).toLowerCase().trim().split(/\s+/)
  return words.some((word, k) => nameColumn(word) || (k > 0 && nameColumn(`${words[k - 1]} ${word}`)))
}

/**
 * Names in the rows of a table without a header line (exports pasted "without the header", \copy and
 * pg_dump data, semicolon or tab separated): two neighbouring cells, one a listed first name (up to
 * three name words) and the other a surname-shaped cell (GIRAUD, de Graaf, Vega-Duarte), in a
 * person's row (context.ts isPersonRow: four cells or more, an e-mail address or a number of eight
 * digits or more, a table whose first line has a digit). Only tab and ';' rows: commas part the words of prose.
 */
function findNamesInHeaderlessRows (text: string, out: Match[]): void {
  for (const delimiter of ROW_DELIMITERS) {
    const code = delimiter === '\t' ? 9 : 59
    for (let at = text.indexOf(delimiter); at !== -1;) {
      const lineStart = text.lastIndexOf('\n', at) + 1
      let lineEnd = text.indexOf('\n', at)
      if (lineEnd === -1) lineEnd = text.length
      if (isPersonRow(text, lineStart, lineEnd, code)) namesInRow(text, lineStart, lineEnd, delimiter, out)
      at = lineEnd >= text.length ? -1 : text.indexOf(delimiter, lineEnd)
    }
  }
}

const ROW_DELIMITERS = ['\t', ';']

function namesInRow (text: string, lineStart: number, lineEnd: number, delimiter: string, out: Match[]): void {
  // The cells' bounds without blanks around them (starts and ends alternate).
  const bounds: number[] = []
  for (let from = lineStart; from <= lineEnd;) {
    let to = text.indexOf(delimiter, from)
    if (to === -1 || to > lineEnd) to = lineEnd
    let s = from
    let e = to
    while (s < e && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 34)) s++
    while (e > s && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 34 || text.charCodeAt(e - 1) === 13)) e--
    bounds.push(s, e)
    from = to + 1
  }
  if (bounds.length < 8) return
  // Each cell's verdict once: 1 a given name, 2 a surname, 3 either, 0 neither.
  const kinds: number[] = []
  for (let k = 0; k < bounds.length; k += 2) kinds.push(nameCellKind(text, bounds[k], bounds[k + 1]))
  for (let k = 0; k + 1 < kinds.length; k++) {
    const a = kinds[k]
    const b = kinds[k + 1]
    if (!(((a & 1) !== 0 && (b & 2) !== 0) || ((a & 2) !== 0 && (b & 1) !== 0))) continue
    out.push(new Hit(bounds[2 * k], bounds[2 * k + 1], 0.8, 'name-row'), new Hit(bounds[2 * k + 2], bounds[2 * k + 3], 0.8, 'name-row'))
    k++
  }
}

/** A cell's kind for namesInRow: 1 a listed first name first (up to three name words), 2 surname-shaped, 3 both, 0 neither. */
function nameCellKind (text: string, s: number, e: number): number {
  const c = text.charCodeAt(s)
  // A capital or a particle's small letter first (most cells of a data row are numbers, codes and dates).
  if (e - s < 2 || e - s > 40 || !((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 0xc0)) return 0
  const cell = text.slice(s, e)
  if (!CSV_VALUE.test(cell)) return 0
  let kind = 0
  const first = firstCellWord(cell)
  if (first !== undefined && (flagsOf(first) & (F_STOP | F_WORD | F_TITLE | F_PROPER)) === 0) kind |= 2
  if (c <= 90 || c >= 0xc0) {
    const flags = flagsOf(cell.split(/[ -]/)[0].toLowerCase())
    if ((flags & F_FIRST) !== 0 && (flags & (F_STOP | F_WORD | F_TITLE)) === 0) kind |= 1
  }
  return kind
}

/** Names in the name columns of SQL INSERT statements: "INSERT INTO clients (id, nom, prenom) VALUES (1201, 'Garnier', 'Aurélie')". */
function findNamesInSqlInserts (text: string, out: Match[]): void {
  const { starts, ends, columns } = sqlCells(text)
  for (let k = 0; k < starts.length; k++) {
    if (nameColumn(columns[k]) && cellIsName(text.slice(starts[k], ends[k]), SURNAME_COLUMNS.has(columns[k]))) out.push(new Hit(starts[k], ends[k], 0.85, 'name-table'))
  }
}

/**
 * Without the findings on a table's header line made of its column names only ("Ime\tPriimek\tDržava":
 * "Priimek Država"). `lines`: start, end and delimiter (char code) of the header lines findNamesInTables
 * read, in text order.
 */
function withoutHeaderWords (text: string, matches: Match[], lines: readonly number[]): Match[] {
  if (lines.length === 0) return matches
  return matches.filter((m) => {
    // The header line that may hold m: the last one starting at or before it (the lines are in text order).
    let lo = 0
    let hi = lines.length / 3 - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (lines[mid * 3] <= m.start) lo = mid
      else hi = mid - 1
    }
    const k = lo * 3
    if (m.start < lines[k] || m.end > lines[k + 1]) return true
    const fields = new Set(text.slice(lines[k], lines[k + 1]).toLowerCase().split(String.fromCharCode(lines[k + 2])).map((f) => f.trim()))
    return !text.slice(m.start, m.end).toLowerCase().split(/[\s,]+/).every((word) => fields.has(word))
  })
}

/**
 * Names in the name columns of a CSV/TSV table whose header row names them. `headerLines` receives the
 * start, end and delimiter of every header line of three cells or more (two cells are a form's label
 * and value, "Nachname<TAB>Brandt").
 */
function findNamesInTables (text: string, hints: number[], out: Match[], headerLines: number[]): void {
  let columns: Map<number, boolean> | undefined
  let delimiter = ','
  let lineStart = 0
  // Outside a table only a line holding a column name's first word can be a header: the loop
  // jumps from one such line to the next.
  let hint = 0
  while (lineStart <= text.length) {
    if (columns === undefined) {
      while (hint < hints.length && hints[hint] < lineStart) hint++
      if (hint === hints.length) break
      let k = hints[hint] - 1
      while (k >= lineStart && text.charCodeAt(k) !== 10) k--
      lineStart = k + 1
    }
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const length = lineEnd - lineStart
    while (hint < hints.length && hints[hint] < lineStart) hint++
    if (length === 0 || length > 2000) {
      columns = undefined
    } else if (columns === undefined && !(hint < hints.length && hints[hint] < lineEnd && shortHintField(text, hints, hint, lineStart, lineEnd))) {
      // Not in a table and no header: nothing to do on this line.
    } else {
      const line = text.slice(lineStart, lineEnd)
      if (columns !== undefined && line.includes(delimiter)) {
        let fieldStart = 0
        let index = 0
        while (fieldStart <= line.length) {
          // A quoted field may hold the delimiter ("Mustermann, Max").
          const close = line[fieldStart] === '"' ? line.indexOf('"', fieldStart + 1) : -1
          let fieldEnd = line.indexOf(delimiter, close === -1 ? fieldStart : close)
          if (fieldEnd === -1) fieldEnd = line.length
          if (columns.has(index)) {
            let s = fieldStart
            let e = fieldEnd
            while (s < e && (line[s] === ' ' || line[s] === '"')) s++
            while (e > s && (line[e - 1] === ' ' || line[e - 1] === '"' || line[e - 1] === '\r')) e--
            if (cellIsName(line.slice(s, e), columns.get(index))) out.push(new Hit(lineStart + s, lineStart + e, 0.85, 'name-table'))
          }
          fieldStart = fieldEnd + 1
          index++
        }
      } else if (columns !== undefined && isRuleLine(line)) {
        // psql's rule under the header ("----+-----") has no '|': the rows below keep the header.
      } else {
        columns = undefined
        // Only a line holding one of the column names can be a header; most lines hold none.
        // "Name (last, first, middle): Ramirez, Luis" is a field with its value, not a header.
        const delimiters = shortHintField(text, hints, hint, lineStart, lineEnd) && COLUMN_HINT.test(line) && !line.includes(': ') ? delimitersOf(line) : []
        const lower = delimiters.length > 0 ? line.toLowerCase() : ''
        for (const d of delimiters) {
          const fields = lower.split(d)
          const found = headerColumns(fields)
          if (found.size > 0) {
            columns = found
            delimiter = d
            // The header's own words name columns, not people ("Ime\tPriimek\tDržava").
            if (fields.length >= 3) headerLines.push(lineStart, lineEnd, d.charCodeAt(0))
            break
          }
        }
      }
    }
    lineStart = lineEnd + 1
  }
}

/**
 * The delimiters a header line holds, the most frequent first: "Apellidos, nombre;NIF;IBAN" is a
 * semicolon-separated header whose first column's name holds a comma. On a tie the comma goes last:
 * next to another delimiter it is a comma inside a column's name ("APELLIDOS, NOMBRE;NIF/NIE").
 */
function delimitersOf (line: string): string[] {
  const counted = DELIMITERS.map((d) => ({ d, count: line.split(d).length - 1 })).filter(({ count }) => count > 0)
  return counted.sort((a, b) => b.count - a.count || Number(a.d === ',') - Number(b.d === ',')).map(({ d }) => d)
}

/** The words after a cell's first are one or two syllables of a romanised Chinese given name ("Tan Wei Ming"). */
function chineseGivenAfter (value: string): boolean {
  const words = value.split(' ')
  return words.length >= 2 && words.length <= 3 && words.slice(1).every((w) => GIVEN_SYLLABLE.test(w))
}

/**
 * Names in capitals (shipping labels, forms): "NAME: JOHN SMITH", "SHIP TO:\nMARIA GONZALEZ". Two or
 * three words in capitals, each a listed first name or surname and none a word; only right after a
 * label ending in ':' on the same line or on the line before.
 */
const UPPER_NAME = /\p{Lu}{2,20}(?:[ \t]\p{Lu}{2,20}){1,2}(?![\p{L}\p{N}])/uy
/** A label at a line start, then the capitals right after it or at the start of the next line. */
const UPPER_LABEL = /(?:^|\n)[ \t]{0,4}[\p{L} _-]{2,30}:[ \t]{0,3}(?:\r?\n[ \t]{0,4})?(?=\p{Lu}{2})/uy
/** The longest UPPER_LABEL up to its colon: a line whose first colon is further away holds no label. */
const UPPER_LABEL_COLON = 1 + 4 + 30

/**
 * The value of a name field: words in capitals or capitalised, initials ("J", "J."), lower-case
 * particles ("de Vries", "van den Heuvel"), "Surname, First", and words of scripts without case
 * (中文, 日本語, 한국어, العربية). It ends where the field does: two blanks, a tab, a line break, a
 * parenthesis, a quote, ';', '|' or '<'.
 */
/** Lower-case particles a field value may start with ("de Vries", "van den Heuvel"). */
const VALUE_PARTICLES = ['von', 'van', 'der', 'den', 'de', 'du', 'da', 'di', 'do', 'del', 'della', 'dos', 'das', 'le', 'la', 'ten', 'ter', 'zu', 'zur', 'vom', 'al', 'el', 'bin', 'binti', 'bint', 'ibn', 'i', 'y', 'e']
/** 1 at the first letter (a = 0) of every particle: a value starting with another small letter is none. */
const PARTICLE_FIRST = new Uint8Array(26)
for (const p of VALUE_PARTICLES) PARTICLE_FIRST[p.charCodeAt(0) - 97] = 1
/** The particles by length, for fieldValueMayMatch (compared in place). */
const VALUE_PARTICLES_BY_LENGTH: string[][] = []
for (const p of VALUE_PARTICLES) (VALUE_PARTICLES_BY_LENGTH[p.length] ??= []).push(p)
const VALUE_WORD = "(?:\\p{Lu}[\\p{L}\\p{M}'’]{0,30}(?:-[\\p{L}\\p{M}'’]{1,30}){0,2}\\.?|(?:" + VALUE_PARTICLES.join('|') + ')|' + UNCASED_LETTER + '{1,12})'
/** FIELD_VALUE's most words, each after the first set off by one blank. */
const MAX_VALUE_WORDS = 5
export const FIELD_VALUE = new RegExp(`${VALUE_WORD}(?:,? ${VALUE_WORD}){0,${MAX_VALUE_WORDS - 1}}(?=[ \\t]{2}|[\\t\\r\\n;|"\\]}、]| ?[(<]|(?<=${UNCASED_LETTER}) [+\\d]|[,.]?[ \\t]*(?:\\r?\\n|$))`, 'uy')
/** The longest title: a longer first word (lower-casing never shortens one) is none. */
const TITLE_MAX = Math.max(...[...TITLES].map((t) => t.length))
const UNCASED_SCRIPT = new RegExp(UNCASED_LETTER, 'u')

/**
 * Values of name fields ("Surname: TAKAHASHI", "Given names: VAN THANH", "Achternaam: de Vries",
 * "Signature: H. Choi", "Guest name / 姓名: 王小明"): after a colon whose label is a name label, the
 * whole field value is the name when none of its words is a dictionary word, title or place.
 */
function findLabelledValues (text: string, colons: number[], out: Match[]): void {
  for (const colon of colons) {
    // A clock time: chat exports name the speaker next to it.
    if (isDigitCode(text.charCodeAt(colon - 1)) && isDigitCode(text.charCodeAt(colon + 1)) && isDigitCode(text.charCodeAt(colon + 2))) {
      chatAtTime(text, colon, out)
      continue
    }
    let v = colon + 1
    // Forms align their values in a column: up to 48 blanks after the colon.
    while (v < text.length && v - colon <= 48 && (text.charCodeAt(v) === 32 || text.charCodeAt(v) === 9 || text.charCodeAt(v) === 34)) v++
    // "TO:\nAMÉLIE CÔTÉ", "お届け先:\n松本 悠斗": a label that ends its line, the value on the next.
    let nextLine = false
    if (text.charCodeAt(v) === 13) v++
    if (text.charCodeAt(v) === 10) {
      nextLine = true
      v++
      while (v < text.length && v - colon <= 16 && (text.charCodeAt(v) === 32 || text.charCodeAt(v) === 9)) v++
    }
    const c = text.charCodeAt(v)
    // A value starts with a capital, a lower-case particle or a character of another script.
    if (!((c >= 65 && c <= 90) || c >= 128 || (c >= 97 && c <= 122 && PARTICLE_FIRST[c - 97] === 1))) continue
    // A label ends in a letter or ')' right before the colon ("Name:", "First name(s):").
    // French forms set a blank before the colon ("Nom : LEMAIRE"), a label that opens its line.
    const l = text.charCodeAt(colon - 1)
    if (!(isLetterCode(l) || l === 41 || l === 34 || l >= 0x250) && !((l === 32 || l === 0xa0 || l === 0x202f) && blankColonLabel(text, colon))) continue
    if (!fieldValueMayMatch(text, v)) continue
    // test, not exec: the match ends at lastIndex, and no match array is built for the many values that fail later.
    FIELD_VALUE.lastIndex = v
    if (!FIELD_VALUE.test(text)) continue
    // Without a trailing comma or full stop.
    let end = FIELD_VALUE.lastIndex
    const last = text.charCodeAt(end - 1)
    if (last === 44 || last === 46) end--
    let value = text.slice(v, end)
    // "Deliver to:\nMrs P Okafor-Hughes": a title opens the value; the name follows it.
    let titled = false
    const space = value.indexOf(' ')
    if (space > 0 && space <= TITLE_MAX + 1 && TITLES.has(value.slice(0, value.charCodeAt(space - 1) === 46 ? space - 1 : space).toLowerCase())) {
      titled = true
      v += space + 1
      value = value.slice(space + 1)
    }
    let shape = fieldValueIsName(value)
    // {"first": "Ren", "last": "Young"}: a quoted value of a person's name key is a name even where it is also a word.
    if (shape === 0 && text.charCodeAt(v - 1) === 34 && text.charCodeAt(v + value.length) === 34 && quotedNameKey(text, colon) && quotedNameWords(value)) shape = 1
    // <cognome>ESPOSITO</cognome>: the element's whole content, its name a person's name key.
    if (shape === 0 && v === colon + 1 && text.charCodeAt(colon) === 62 && text.charCodeAt(v + value.length) === 60 && text.charCodeAt(v + value.length + 1) === 47 &&
      elementNameKey(text, colon) && quotedNameWords(value, true)) shape = 1
    if (shape === 0) continue
    const ctx = contextBefore(text, colon + 1)
    // After a weaker label ("Sender:", "To:") the value needs a listed name or another script, and two words.
    const namePhrase = shape === 2 && ctx < Context.Weak && namePhraseBefore(text, colon)
    const weak = ctx >= Context.Weak || namePhrase
    // "Imię ojca: Stanisław", "Nome da mãe: Graça": after a label that names a name, one listed first name.
    const ok = ctx === Context.Strong || (titled && weak)
      ? shape >= 1
      : weak && shape === 2 && (value.includes(' ') || UNCASED_SCRIPT.test(value) || nextLine || (namePhrase && plainFirstName(value)))
    if (ok) out.push(new Hit(v, v + value.length, 0.75, 'name-field'))
  }
}

/** Longer than any FIELD_VALUE match (five words of at most 94 characters and their separators) and the character after it. */
const FIELD_VALUE_MAX = 512

/**
 * Whether FIELD_VALUE may match at v (false: it does not), read on char codes; two thirds of the values
 * tried fail one of these tests ("Meeting at 10:00", "string;", "ticket\","). A value in small letters
 * starts with a particle, and only a blank, a comma or the field's end may follow it: the whole run of
 * small letters is one. The match holds letters, marks, apostrophes, hyphens, full stops, commas and
 * single blanks only, at most four of these; its look-ahead needs two blanks, or at the first other
 * character a tab, a line break, ';', '|', '"', ']', '}', '(' or '<', or the text's end (read up to
 * FIELD_VALUE_MAX and the word after a fifth blank: 'Info: der Termin morgen fällt aus, wir …').
 */
export function fieldValueMayMatch (text: string, v: number): boolean {
  if (isLower(text.charCodeAt(v))) {
    let r = v + 1
    while (r - v <= 5 && isLower(text.charCodeAt(r))) r++
    const particles = VALUE_PARTICLES_BY_LENGTH[r - v]
    if (particles === undefined) return false
    let particle = false
    for (let k = 0; k < particles.length && !particle; k++) particle = text.startsWith(particles[k], v)
    if (!particle) return false
  }
  let blank = false
  let blanks = 0
  for (let k = v; k < text.length && k - v < FIELD_VALUE_MAX; k++) {
    const c = text.charCodeAt(k)
    if (c === 32) {
      if (blank) return true
      blank = true
      blanks++
      continue
    }
    // A number after the blank ends a value in a script without case: "寄件人: 刘建国 +86 138 1762 4409".
    if (blank && (c === 43 || isDigitCode(c)) && text.charCodeAt(k - 2) >= 128) return true
    blank = false
    if (isLetterCode(c) || c >= 128 || c === 39 || c === 45 || c === 46 || c === 44) {
      // Five words hold four blanks: past a fifth blank with no look-ahead after it the match cannot end.
      if (blanks === MAX_VALUE_WORDS) return false
      continue
    }
    return c === 9 || c === 10 || c === 13 || c === 59 || c === 124 || c === 34 || c === 93 || c === 125 || c === 40 || c === 60
  }
  return true
}

/** Whether the blank before the colon at `colon` follows a label of letters, blanks, apostrophes, parentheses and commas that opens its line. */
function blankColonLabel (text: string, colon: number): boolean {
  if (!isLetterCode(text.charCodeAt(colon - 2)) && text.charCodeAt(colon - 2) < 0xc0) return false
  for (let k = colon - 2; k >= 0 && colon - k <= 40; k--) {
    const c = text.charCodeAt(k)
    if (c === 10) return true
    // A comma joins two labels of one field ("Nom, prénom :").
    if (!(isLetterCode(c) || c === 32 || c === 39 || c === 0x2019 || c === 40 || c === 41 || c === 47 || c === 45 || c === 44 || (c >= 0xc0 && c < 0x250))) return false
    if (k === 0) return true
  }
  return false
}

/** Whether a one-word value is a listed first name and no word, place or surname only. */
function plainFirstName (value: string): boolean {
  const flags = flagsOf(value.toLowerCase())
  return (flags & F_FIRST) !== 0 && (flags & (F_WORD | F_STOP | F_PROPER | F_AMBIGUOUS | F_TITLE | F_SALUTATION)) === 0
}

/** Keys of a JSON object whose string value is a person's name (compared as normaliseLabel writes them). */
const PERSON_VALUE_KEYS = new Set(['firstname', 'lastname', 'middlename', 'surname', 'givenname', 'givennames', 'familyname',
  'forename', 'forenames', 'vorname', 'nachname', 'prenom', 'prénom', 'voornaam', 'achternaam', 'apellido', 'apellidos', 'cognome',
  'fornavn', 'etternavn', 'efternavn', 'förnamn', 'efternamn', 'etunimi', 'sukunimi', 'imie', 'imię', 'nazwisko'])

/**
 * Whether the colon at `colon` ends a quoted JSON key naming a person's name part: "first_name", "surname",
 * or "first"/"last"/"given"/"family" with a sibling of these in the same object ({"first": …, "last": …}).
 */
function quotedNameKey (text: string, colon: number): boolean {
  let e = colon
  while (e > 0 && colon - e < 3 && text.charCodeAt(e - 1) === 32) e--
  if (text.charCodeAt(e - 1) !== 34) return false
  const s = text.lastIndexOf('"', e - 2)
  if (s === -1 || e - 1 - s > 24) return false
  const label = normaliseLabel(text.slice(s + 1, e - 1))
  if (PERSON_VALUE_KEYS.has(label)) return true
  if (!JSON_NAME_KEYS.has(label)) return false
  // The object around the key: from its '{' to its '}', at most 160 characters each way.
  let from = s
  while (from > 0 && s - from < 160 && text.charCodeAt(from - 1) !== 123 && text.charCodeAt(from - 1) !== 125) from--
  let to = colon
  while (to < text.length && to - colon < 160 && text.charCodeAt(to) !== 125 && text.charCodeAt(to) !== 123) to++
  const object = text.slice(from, to)
  for (const key of JSON_NAME_KEYS) if (key !== label && object.includes(`"${key}"`)) return true
  return false
}

/** Whether the opening element that ends at `gt` is named by a person's name key (<surname>, <d:cognome>, <Vorname>). */
function elementNameKey (text: string, gt: number): boolean {
  const open = text.lastIndexOf('<', gt)
  if (open === -1 || gt - open > 41) return false
  const name = text.slice(open + 1, gt)
  return PERSON_VALUE_KEYS.has(normaliseLabel(name.slice(name.lastIndexOf(':') + 1)))
}

/** Values of examples and tests, not of people ({"firstName": "Foo"}). */
const PLACEHOLDERS = new Set(['foo', 'bar', 'baz', 'qux', 'quux', 'test', 'example', 'sample', 'dummy', 'placeholder', 'string', 'value',
  'name', 'first', 'last', 'null', 'undefined', 'none', 'unknown', 'anonymous', 'user', 'todo', 'tbd', 'xxx'])

/** A quoted name value: one to four capitalised words, none a title, greeting, placeholder or stop word that is no name (Monday, Yes). */
function quotedNameWords (value: string, capitals = false): boolean {
  const words = value.split(' ')
  if (words.length > 4) return false
  for (const word of words) {
    if (!/^\p{Lu}[\p{Ll}\p{M}'’]{1,30}(?:-\p{Lu}[\p{Ll}\p{M}'’]{1,30})?$/u.test(word) && !(capitals && /^\p{Lu}{2,30}(?:-\p{Lu}{2,30})?$/u.test(word))) return false
    if (PLACEHOLDERS.has(word.toLowerCase())) return false
    const flags = flagsOf(word.toLowerCase())
    if ((flags & (F_TITLE | F_SALUTATION)) !== 0) return false
    if ((flags & F_STOP) !== 0 && (flags & (F_FIRST | F_SURNAME | F_AMBIGUOUS)) === 0) return false
  }
  return true
}

const INNER_CAPITAL = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u
/** Whether a capital follows a small letter, or two capitals a small one ("MyApp", "TString"); cheap for plain words. */
function innerCapital (word: string, lower: string): boolean {
  let capitals = 0
  for (let k = 0; k < word.length; k++) if (word.charCodeAt(k) !== lower.charCodeAt(k)) capitals++
  return capitals > 1 && capitals < word.length && INNER_CAPITAL.test(word)
}
const NAME_PREFIX = /^(?:Mc|Mac|De|Di|Da|Du|La|Le|Van|Von|Fitz)\p{Lu}\p{Ll}+$/u

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57

/** "Name in Arabic:", "Full name in native alphabet:": the line's label before the colon holds the word "name". */
function namePhraseBefore (text: string, colon: number): boolean {
  let s = colon
  while (s > 0 && colon - s < 40 && text.charCodeAt(s - 1) !== 10) s--
  return /(?:^|[^\p{L}])(?:name|nom|nombre|nome|naam|namn|navn|nama|imię|imie|nazwisko|jméno|příjmení|nimi|isim|adı|nume|prenume|ime|név|meno|vorname|nachname)(?:[^\p{L}]|$)/iu.test(text.slice(s, colon))
}

/** A chat nickname: "rohit", "dana.k", "kenta_dev", "Serkan". */
const NICK = '\\p{L}[\\p{L}\\p{N}._-]{0,30}'
/** "[2026-11-20 16:01] <rohit> text": the nick after the time (matched from the minutes on). */
const IRC_AFTER_TIME = new RegExp(`\\d{2}(?::\\d{2})?\\]?[ \\t]{0,2}<(${NICK})>[ \\t]`, 'uy')
/**
 * "dana.k 10:41 AM", "Müller, Andreas (extern) 14:02", "Helpdesk – Serkan Aydemir 14:05": a line that
 * holds only the speaker and the time (Slack, Teams); matched from the line start.
 */
const TIME_LINE = new RegExp(`[ \\t]*(?:\\p{L}{2,20}[ \\t][–-][ \\t])?(${NICK}(?:,? ${NICK}){0,3})(?:[ \\t]\\([^)\\n]{1,20}\\))?[ \\t]{1,2}\\d{1,2}:\\d{2}(?:[ \\t]?[AaPp][Mm])?[ \\t]*\\r?\\n[ \\t]*\\S`, 'uy')

const HTML_TAGS = new Set(['div', 'span', 'p', 'a', 'b', 'i', 'u', 's', 'br', 'hr', 'td', 'tr', 'th', 'li', 'ul', 'ol', 'img', 'em',
  'strong', 'code', 'pre', 'table', 'tbody', 'thead', 'input', 'form', 'label', 'button', 'option', 'select', 'script', 'style',
  'html', 'head', 'body', 'title', 'meta', 'link', 'small', 'sub', 'sup', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'time', 'nav', 'main'])

/** Whether a nick or each word of a speaker's name is no dictionary word, title or place. */
function speakerWords (run: string): boolean {
  for (const word of run.split(/,? /)) {
    const flags = flagsOf(word.toLowerCase())
    if ((flags & (F_TITLE | F_SALUTATION)) !== 0 || GROUP_NOUNS.has(word.toLowerCase())) return false
    if ((flags & (F_WORD | F_STOP | F_PROPER | F_AMBIGUOUS)) !== 0 && (flags & (F_FIRST | F_SURNAME)) === 0) return false
  }
  return true
}

/** Speakers next to the clock time whose colon is at `colon`: IRC "<nick>" after it, or a line of name and time. */
function chatAtTime (text: string, colon: number, out: Match[]): void {
  IRC_AFTER_TIME.lastIndex = colon + 1
  const irc = IRC_AFTER_TIME.exec(text)
  if (irc !== null) {
    const start = irc.index + irc[0].length - irc[1].length - 2
    if (speakerWords(irc[1]) && !HTML_TAGS.has(irc[1].toLowerCase())) out.push(new Hit(start, start + irc[1].length, 0.7, 'name-chat'))
    return
  }
  // The time must end its line ("14:05", "10:41 AM").
  let e = colon + 3
  if (text.charCodeAt(e) === 32 && (text.charCodeAt(e + 2) === 77 || text.charCodeAt(e + 2) === 109)) e += 3
  // "Jaz (Koala Mobile) 09:04  Hey Mitch, …": the message on the time's line, after two blanks.
  if (text.charCodeAt(e) === 32 && text.charCodeAt(e + 1) === 32 && text.charCodeAt(e + 2) !== 32) {
    inlineSpeaker(text, colon, out)
    return
  }
  while (e < text.length && (text.charCodeAt(e) === 32 || text.charCodeAt(e) === 13)) e++
  if (e < text.length && text.charCodeAt(e) !== 10) return
  let s = colon - 1
  while (s > 0 && colon - s < 80 && text.charCodeAt(s - 1) !== 10) s--
  if (s > 0 && text.charCodeAt(s - 1) !== 10) return
  TIME_LINE.lastIndex = s
  const m = TIME_LINE.exec(text)
  if (m === null || !speakerWords(m[1])) return
  const start = text.indexOf(m[1], s)
  out.push(new Hit(start, start + m[1].length, 0.7, 'name-chat'))
}

/** A transcript line's speaker before its time and the message: "Jaz (Koala Mobile) 09:04  Hey …", "Mitch 09:05  …". Sticky, from the line start. */
const SPEAKER_BEFORE_TIME = new RegExp(`[ \\t]*(${NICK}(?: ${NICK}){0,3})(?:[ \\t]\\([^)\\n]{1,30}\\))?[ \\t]\\d{1,2}:\\d{2}  `, 'uy')

/**
 * The speaker of a transcript line whose message follows its time on the same line (the time's colon
 * at `colon`): a name only when another line of the text opens with the same speaker and a time, as
 * every line of a transcript does (one line of "Deploy 09:04  done" is no transcript).
 */
function inlineSpeaker (text: string, colon: number, out: Match[]): void {
  let s = colon - 1
  while (s > 0 && colon - s < 80 && text.charCodeAt(s - 1) !== 10) s--
  if (s > 0 && text.charCodeAt(s - 1) !== 10) return
  SPEAKER_BEFORE_TIME.lastIndex = s
  const m = SPEAKER_BEFORE_TIME.exec(text)
  if (m === null || SPEAKER_BEFORE_TIME.lastIndex !== colon + 5 || !speakerWords(m[1])) return
  const start = text.indexOf(m[1], s)
  if (!speakerElsewhere(text, m[1])) return
  out.push(new Hit(start, start + m[1].length, 0.7, 'name-chat'))
}

/** Per text, the speakers looked up by speakerElsewhere (each search may read the whole text: at most MAX_SPEAKERS of them). */
let speakerMemo = { text: '', lines: new Map<string, number>() }
const MAX_SPEAKERS = 64

/** Whether two lines or more of the text open with `speaker`, then a blank or " (" and, within 40 characters, a time. */
function speakerElsewhere (text: string, speaker: string): boolean {
  if (speakerMemo.text !== text) speakerMemo = { text, lines: new Map() }
  const known = speakerMemo.lines.get(speaker)
  if (known !== undefined) return known >= 2
  if (speakerMemo.lines.size >= MAX_SPEAKERS) return false
  let lines = 0
  for (let k = text.startsWith(speaker) ? 0 : text.indexOf('\n' + speaker); k !== -1 && lines < 2; k = text.indexOf('\n' + speaker, k + 1)) {
    const after = (k === 0 && text.charCodeAt(0) !== 10 ? 0 : k + 1) + speaker.length
    if (text.charCodeAt(after) === 32 && /^(?: \([^)\n]{1,30}\))? \d{1,2}:\d{2}/.test(text.slice(after, after + 40))) lines++
  }
  speakerMemo.lines.set(speaker, lines)
  return lines >= 2
}

/** 0: no name; 1: a name of unlisted words; 2: a name with a listed word or in a script without case. */
function fieldValueIsName (value: string): number {
  let letters = 0
  let capitalised = false
  // A dictionary word ("Dev", "Mai", "De") is allowed when another word is a listed name ("Arjun Dev").
  let listed = false
  let dictionary = false
  // The words between blanks (a comma before a blank belongs to it, as in split(/,? /)).
  for (let from = 0, k = 0; k <= value.length; k++) {
    if (k < value.length && value.charCodeAt(k) !== 32) continue
    const to = k > from && value.charCodeAt(k - 1) === 44 && k < value.length ? k - 1 : k
    const raw = value.slice(from, to)
    from = k + 1
    const word = raw.charCodeAt(raw.length - 1) === 46 ? raw.slice(0, -1) : raw
    if (word.length >= 2) letters++
    // The scripts without case are outside ASCII: a plain word skips the regex.
    let ascii = true
    for (let k = 0; k < word.length && ascii; k++) ascii = word.charCodeAt(k) < 128
    if (!ascii && UNCASED_SCRIPT.test(word)) { capitalised = true; listed = true; continue }
    if (word.length < 2) continue
    const lower = word.toLowerCase()
    if (PARTICLES.has(lower)) continue
    const code = word.charCodeAt(0)
    if (!(code >= 65 && code <= 90) && word[0] === word[0].toLowerCase()) return 0
    // "MyApp", "SignatureBundle": identifiers, unless the inner capital follows a name prefix (McBride, DeShawn).
    if (innerCapital(word, lower) && !NAME_PREFIX.test(word)) return 0
    capitalised = true
    const flags = flagsOf(lower)
    if ((flags & (F_FIRST | F_SURNAME)) !== 0 && (flags & F_STOP) === 0) listed = true
    else if ((flags & (F_WORD | F_STOP | F_PROPER)) !== 0) dictionary = true
    // "CI", "API": a short word in capitals is an acronym unless it is a listed name (KIM, LI).
    if (word.length <= 3 && word === word.toUpperCase() && (flags & (F_FIRST | F_SURNAME)) === 0 && !value.includes(' ')) return 0
    if ((flags & (F_TITLE | F_SALUTATION)) !== 0) return 0
  }
  if (!capitalised || letters === 0 || (dictionary && !listed)) return 0
  return listed ? 2 : 1
}

/** Whether a capital letter (A–Z or any non-ASCII character) is among the 12 characters after a colon. */
function capitalAfter (text: string, colon: number): boolean {
  const to = Math.min(text.length, colon + 13)
  for (let k = colon + 1; k < to; k++) {
    const c = text.charCodeAt(k)
    if ((c >= 65 && c <= 90) || c >= 128) return true
  }
  return false
}

/** The words of a text as the capital-name rules read them: the anchor pass's, or some of them with capitals outside ASCII joined (capitalWordList). */
type WordList = Pick<Anchors, 'wordStart' | 'wordEnd' | 'wordFlags'>

/** A Latin capital outside ASCII next to an ASCII one: a name in capitals with diacritics ("HERNÁNDEZ", "ÖZDEMIR", "MÜLLER"). */
const LATIN_CAPITAL = /^\p{Lu}$/u

/** Whether text[i] is a Latin capital outside ASCII (À–Þ, and the capitals of Latin Extended-A). */
function accentedCapitalAt (text: string, i: number): boolean {
  return inAccentedRange(text.charCodeAt(i)) && LATIN_CAPITAL.test(text[i])
}

/**
 * Names in capitals with Latin capitals outside ASCII ("HERNÁNDEZ LÓPEZ", "ÖZDEMIR MURAT"): the anchor
 * pass cuts its words at every character outside ASCII, so around each such capital the capital-name
 * rules (findCapitalPairs) read the nearby words again with those letters joined (capitalWordList).
 */
function findAccentedCapitalPairs (text: string, anchors: Anchors, pairs: readonly number[], out: Match[]): void {
  const { wordStart, wordEnd } = anchors
  let done = 0
  // The pairs are taken in turn as a search of the text would take them: a pair ends the search's
  // step, and the search goes on after the words just read (`resume`).
  let resume = 0
  for (const at of pairs) {
    if (at < resume) continue
    resume = at + 2
    const accent = accentedCapitalAt(text, at) ? at : at + 1
    if (!accentedCapitalAt(text, accent)) continue
    // The letters around it are capitals too ("MÜ", "ÖZ"), not a capital opening a word in small letters ("Öz").
    const before = text.charCodeAt(accent - 1)
    const after = text.charCodeAt(accent + 1)
    if (!((before >= 65 && before <= 90) || ((after >= 65 && after <= 90) && !(text.charCodeAt(accent + 2) >= 97 && text.charCodeAt(accent + 2) <= 122)))) continue
    // Four words on each side: a name of up to five words, its title and the word before it.
    const w = firstAtLeast(wordStart, accent)
    const from = Math.max(done, w - 5)
    const to = Math.min(wordStart.length, w + 5)
    if (from >= to) continue
    const capitals: number[] = []
    findCapitalPairs(text, capitalWordList(text, anchors, from, to, capitals), capitals, out)
    done = to
    if (to < wordStart.length) resume = Math.max(resume, wordEnd[to - 1])
  }
}

/** A Latin letter outside ASCII that may be a capital: À–Ö, Ø–Þ, and Latin Extended-A (both cases). */
const inAccentedRange = (c: number): boolean => (c >= 0xc0 && c <= 0xde && c !== 0xd7) || (c >= 0x100 && c <= 0x17e)
const isAsciiCapital = (c: number): boolean => c >= 65 && c <= 90

/** A letter only Vietnamese writes (ơ, ư, ă, đ in both cases and the tone-marked vowels of Latin Extended Additional) at char code c. */
const isVietnameseCode = (c: number): boolean => (c >= 0x1ea0 && c <= 0x1ef9) || c === 0x1a0 || c === 0x1a1 || c === 0x1af || c === 0x1b0 || c === 0x102 || c === 0x103 || c === 0x110 || c === 0x111

/** Whether text[from, to) holds a letter only Vietnamese writes. */
function hasVietnameseLetter (text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isVietnameseCode(text.charCodeAt(i))) return true
  return false
}

/**
 * The letters outside ASCII that the name rules look for, read off the anchor pass's characters outside
 * ASCII (those it lists, and those right after a word) instead of regex searches of the whole text
 * (0.9 ms on 512 KB of dense text for the first, where the ASCII capitals make most positions worth a try):
 * `accentPairs`, every start of a pair of an ASCII capital and an accented capital in either order
 * ("ÁN" of "HERNÁNDEZ", "ÖZ" of "ÖZDEMIR"), and `vietnamese`, the letters only Vietnamese writes; both ascending.
 */
function lettersOutsideAscii (text: string, anchors: Anchors): { accentPairs: number[], vietnamese: number[] } {
  const { wordEnd, wordFlags, otherStarts } = anchors
  const accentPairs: number[] = []
  const vietnamese: number[] = []
  // Both sources ascend: walked together, the lists come out ascending.
  let o = 0
  let w = 0
  for (;;) {
    while (w < wordFlags.length && (wordFlags[w] & NON_ASCII_AFTER) === 0) w++
    const fromWord = w < wordFlags.length ? wordEnd[w] : text.length
    const fromOther = o < otherStarts.length ? otherStarts[o] : text.length
    if (fromWord === text.length && fromOther === text.length) break
    let p: number
    if (fromOther < fromWord) {
      p = fromOther
      o++
    } else {
      p = fromWord
      w++
    }
    const c = text.charCodeAt(p)
    // One letter of a word is enough (findVietnameseNames tries the word's start): not the ones after another.
    if (isVietnameseCode(c) && !isVietnameseCode(text.charCodeAt(p - 1))) vietnamese.push(p)
    if (!inAccentedRange(c)) continue
    if (p > 0 && isAsciiCapital(text.charCodeAt(p - 1))) accentPairs.push(p - 1)
    if (isAsciiCapital(text.charCodeAt(p + 1))) accentPairs.push(p)
  }
  return { accentPairs, vietnamese }
}

/** Vietnamese surnames, the most frequent (nine in ten people carry one of them). */
const VIET_SURNAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý',
  'Đinh', 'Lưu', 'Trương', 'Đào', 'Cao', 'Tô', 'Tạ', 'Lâm', 'Vương', 'Trịnh', 'Đoàn', 'Lương']
/**
 * A Vietnamese name: a listed surname and one to three given names, all capitalised or all in
 * capitals ("Phạm Thu Hằng", "NGUYỄN THỊ MAI", "TRẦN NGỌC AN NHIÊN").
 */
const VIET_NAME = new RegExp(`(?:(?:${VIET_SURNAMES.join('|')})(?: \\p{Lu}[\\p{Ll}\\p{M}]{0,6}){1,3}|(?:${VIET_SURNAMES.map((w) => w.toUpperCase()).join('|')})(?: [\\p{Lu}\\p{M}]{1,8}){1,3})(?![\\p{L}\\p{M}])`, 'uy')

/**
 * Vietnamese names around the letters only Vietnamese writes (at `letters`): VIET_NAME tried at the
 * start of the letter's word and of up to three words before it on its line; a name must hold such a
 * letter (plain "NGUYEN VAN AN" is left to the other rules).
 */
function findVietnameseNames (text: string, letters: readonly number[], out: Match[]): void {
  let done = 0
  // Word starts up to here have been tried already (each is tried once: linear on hostile input).
  let tried = -1
  for (const p of letters) {
    if (p < done) continue
    // The starts of the letter's word and of up to three words before it, separated by single blanks
    // (words of at most VIET_WORD letters: a longer run of letters is no name, and is not walked).
    let start = wordStartBefore(text, p)
    if (start === -1 || start <= tried) continue
    let count = 0
    wordStarts[count++] = start
    for (let k = 0; k < 3 && start > 1 && text.charCodeAt(start - 1) === 32 && isNameLetterAt(text, start - 2); k++) {
      start = wordStartBefore(text, start - 1)
      if (start === -1 || start <= tried) break
      wordStarts[count++] = start
    }
    tried = wordStarts[0]
    for (let k = count - 1; k >= 0; k--) {
      const s = wordStarts[k]
      // Every listed surname starts with one of VIET_FIRST: most words are tried without the regex.
      if (s < done || !VIET_FIRST.has(text.charCodeAt(s)) || (s > 0 && isNameLetterAt(text, s - 1))) continue
      VIET_NAME.lastIndex = s
      const m = VIET_NAME.exec(text)
      if (m === null || s + m[0].length <= p) continue
      out.push(new Hit(s, s + m[0].length, 0.75, 'name-vietnamese'))
      done = s + m[0].length
      break
    }
  }
}

/** The first letters of VIET_SURNAMES. */
const VIET_FIRST = new Set(VIET_SURNAMES.map((w) => w.charCodeAt(0)))
/** findVietnameseNames' word starts of one letter's line (reused). */
const wordStarts = new Int32Array(4)

/** The longest word of a Vietnamese name (NGUYỄN, TRƯƠNG, with combining marks). */
const VIET_WORD = 10

/** The start of the word of letters that holds text[i - 1] and ends at i or later, when it starts at most VIET_WORD letters before i; else -1. */
function wordStartBefore (text: string, i: number): number {
  let start = i
  while (start > 0 && i - start <= VIET_WORD && isNameLetterAt(text, start - 1)) start--
  return i - start > VIET_WORD ? -1 : start
}

/** A letter or combining mark at text[i] (ASCII letters on char codes). */
function isNameLetterAt (text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
  // Latin letters with diacritics (Latin-1 but × and ÷, Extended-A and B, Extended Additional) and
  // combining marks without the regex.
  if ((c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x1e00 && c <= 0x1eff) || (c >= 0x300 && c <= 0x36f)) return true
  return LETTER_OR_MARK.test(text[i])
}
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u

/**
 * The anchor words from..to-1 with the Latin capitals outside ASCII that join them made part of them,
 * so that "HERNÁNDEZ LÓPEZ" is two words in capitals as "HERNANDEZ LOPEZ" is; `capitals` receives
 * the words in capitals of the list returned.
 */
function capitalWordList (text: string, anchors: Anchors, from: number, to: number, capitals: number[]): WordList {
  const { wordStart, wordEnd, wordFlags } = anchors
  const starts: number[] = []
  const ends: number[] = []
  const flags: number[] = []
  for (let w = from; w < to; w++) {
    let start = wordStart[w]
    let end = wordEnd[w]
    let f = wordFlags[w]
    const firstWord = w
    if ((f & (CAPITAL_WORD | NOT_CAPITAL_WORD)) === CAPITAL_WORD) {
      // "ÖZDEMIR": capitals outside ASCII before the word.
      while (start > 0 && wordStart[w] - start < 2 && accentedCapitalAt(text, start - 1)) start--
      // "HERNÁNDEZ", "MÜLLER", "GONÇALVES": capitals outside ASCII inside or at the end, and the capitals after them.
      for (;;) {
        let k = end
        while (k < text.length && k - end < 2 && accentedCapitalAt(text, k)) k++
        if (k === end) break
        end = k
        if (w + 1 < to && wordStart[w + 1] === k && (wordFlags[w + 1] & (CAPITAL_WORD | NOT_CAPITAL_WORD)) === CAPITAL_WORD) {
          w++
          end = wordEnd[w]
        } else break
      }
      if (start < wordStart[w] || end > wordEnd[w]) {
        // Vietnamese in capitals ("PHIẾU ĐĂNG KÝ THÀNH VIÊN") shares its syllables with names: not joined there.
        if (hasVietnameseLetter(text, Math.max(0, start - 60), Math.min(text.length, end + 60))) {
          w = firstWord
          start = wordStart[w]
          end = wordEnd[w]
          f = wordFlags[w]
        } else f = FIRST_UPPER | HAS_UPPER
      }
    }
    if ((f & (CAPITAL_WORD | NOT_CAPITAL_WORD)) === CAPITAL_WORD) capitals.push(starts.length)
    starts.push(start)
    ends.push(end)
    flags.push(f)
  }
  return { wordStart: starts, wordEnd: ends, wordFlags: flags }
}

const CAPITAL_WORD = FIRST_UPPER | HAS_UPPER
const NOT_CAPITAL_WORD = HAS_LOWER | HAS_DIGIT | HAS_UNDERSCORE
/** Flags that rule a word in capitals out of a name. */
const CAPITAL_NOT_NAME = F_WORD | F_STOP | F_TITLE | F_SALUTATION | F_PROPER

/** Whether anchor word w is a word in capitals (A–Z only) of `min` to 20 letters, not glued to a non-ASCII letter. */
function capitalWord (text: string, anchors: WordList, w: number, min = 2): boolean {
  if ((anchors.wordFlags[w] & (CAPITAL_WORD | NOT_CAPITAL_WORD)) !== CAPITAL_WORD) return false
  const length = anchors.wordEnd[w] - anchors.wordStart[w]
  if (length < min || length > 20) return false
  const after = text.charCodeAt(anchors.wordEnd[w])
  return Number.isNaN(after) || after < 128
}

/** The next word in capitals after w, joined by one blank (or ". " after an initial), else -1. */
function nextCapitalWord (text: string, anchors: WordList, w: number): number {
  const next = w + 1
  if (next >= anchors.wordStart.length) return -1
  const end = anchors.wordEnd[w]
  const gap = anchors.wordStart[next] - end
  const ok = (gap === 1 && text.charCodeAt(end) === 32) ||
    (gap === 2 && end - anchors.wordStart[w] === 1 && text.charCodeAt(end) === 46 && text.charCodeAt(end + 1) === 32)
  return ok && capitalWord(text, anchors, next, 1) ? next : -1
}

const CAPITAL_TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr'])
const capitalInitial = (anchors: WordList, w: number): boolean => anchors.wordEnd[w] - anchors.wordStart[w] === 1

/** The lower-case anchor word w (a module function: a closure made per call cost tsx's __name, about 1 µs per message). */
function wordLower (text: string, wordStart: IntList, wordEnd: IntList, w: number): string {
  return text.slice(wordStart[w], wordEnd[w]).toLowerCase()
}

/**
 * Names in capitals anywhere, as bank statements and shipping labels write them: "UEBERWEISUNG AN
 * CHINEDU OKAFOR RECHNUNG 11", "MARCUS T. OKAFOR", "PIETER VAN DER BERG", "MR DANIEL J FORSYTH",
 * "M MCGREGOR". A listed first name, then initials or particles, then a listed surname or first
 * name, or a word of four or more letters in no list; a surname, then a first name ("KOWALSKI
 * JAN"); after MR/MRS/MS/DR any words that are no dictionary words; an initial next to a listed
 * surname. A further listed name joins. No word may be a dictionary word, place or title.
 */
function findCapitalPairs (text: string, anchors: WordList, capitalWords: number[], out: Match[]): void {
  const { wordStart, wordEnd } = anchors
  const count = wordStart.length
  let done = -1
  for (const candidate of capitalWords) {
    const w = candidate
    if (w <= done || w + 1 >= count || !capitalWord(text, anchors, w, 1)) continue
    const s = wordStart[w]
    if (s > 0 && (text.charCodeAt(s - 1) >= 128 || isLetterCode(text.charCodeAt(s - 1)))) continue
    let n = nextCapitalWord(text, anchors, w)
    // "MR. OTIENO": a title in capitals with its full stop.
    if (n === -1 && text.charCodeAt(wordEnd[w]) === 46 && text.charCodeAt(wordEnd[w] + 1) === 32 && w + 1 < count && wordStart[w + 1] === wordEnd[w] + 2 &&
      capitalWord(text, anchors, w + 1) && CAPITAL_TITLES.has(wordLower(text, wordStart, wordEnd, w))) n = w + 1
    if (n === -1) {
      // "OBERMAIER, LUKAS": a word in capitals, a comma, then a listed first name in capitals.
      n = w + 1
      // The first name may have a middle initial after it ("MORALES, GABRIELA R", as US claim forms write it).
      const initial = n < count ? nextCapitalWord(text, anchors, n) : -1
      const last = initial !== -1 && capitalInitial(anchors, initial) && nextCapitalWord(text, anchors, initial) === -1 ? initial : n
      if (n < count && wordStart[n] === wordEnd[w] + 2 && text.charCodeAt(wordEnd[w]) === 44 && text.charCodeAt(wordEnd[w] + 1) === 32 &&
        wordEnd[w] - s >= 3 && capitalWord(text, anchors, n) && (initial === -1 || last !== n)) {
        const fs = flagsOf(wordLower(text, wordStart, wordEnd, w))
        const ff = flagsOf(wordLower(text, wordStart, wordEnd, n))
        if ((fs & (CAPITAL_NOT_NAME | F_FIRST)) === 0 && (ff & F_FIRST) !== 0 && (ff & CAPITAL_NOT_NAME) === 0) {
          out.push(new Hit(s, wordEnd[last], 0.7, 'name-capitals'))
          done = last
        }
      } else {
        const last = surnameFirstName(text, anchors, w)
        if (last !== -1) {
          out.push(new Hit(s, wordEnd[last], 0.7, 'name-capitals'))
          done = last
        } else if (travelName(text, anchors, w)) {
          out.push(new Hit(wordStart[travelSurnameStart(text, anchors, w)], wordEnd[w + 1], 0.7, 'name-capitals'))
          done = w + 1
        }
      }
      continue
    }
    const first = wordLower(text, wordStart, wordEnd, w)
    // "MR DANIEL J FORSYTH": a title, then words that are no dictionary words.
    if (CAPITAL_TITLES.has(first)) {
      let last = -1
      for (let k = n, words = 0; k !== -1 && words < 4; k = nextCapitalWord(text, anchors, k), words++) {
        if (capitalInitial(anchors, k)) continue
        const f = flagsOf(wordLower(text, wordStart, wordEnd, k))
        if ((f & CAPITAL_NOT_NAME) !== 0 && (f & (F_FIRST | F_SURNAME)) === 0) break
        last = k
      }
      // "MR. OTIENO, GRACE WANJIRU": the surname, a comma, then the given names.
      if (last === n && text.charCodeAt(wordEnd[last]) === 44 && text.charCodeAt(wordEnd[last] + 1) === 32 && last + 1 < count &&
        wordStart[last + 1] === wordEnd[last] + 2 && capitalWord(text, anchors, last + 1)) {
        for (let k = last + 1, words = 0; k !== -1 && words < 3; k = nextCapitalWord(text, anchors, k), words++) {
          const f = flagsOf(wordLower(text, wordStart, wordEnd, k))
          if ((f & CAPITAL_NOT_NAME) !== 0 && (f & (F_FIRST | F_SURNAME)) === 0) break
          last = k
        }
      }
      if (last !== -1) {
        last = hyphenTail(text, anchors, last)
        out.push(new Hit(wordStart[n], wordEnd[last], 0.7, 'name-capitals'))
        done = last
      }
      continue
    }
    if (capitalInitial(anchors, w)) {
      // "M MCGREGOR", "R J HARGREAVES": initials, then a listed surname.
      for (let k = 0; k < 2 && n !== -1 && capitalInitial(anchors, n); k++) n = nextCapitalWord(text, anchors, n)
      if (n === -1 || wordEnd[n] - wordStart[n] < 2) continue
      const f = flagsOf(wordLower(text, wordStart, wordEnd, n))
      if ((f & F_SURNAME) !== 0 && (f & (CAPITAL_NOT_NAME | F_AMBIGUOUS | F_AMBIGUOUS_SURNAME | F_FIRST)) === 0) {
        const last = hyphenTail(text, anchors, n)
        out.push(new Hit(s, wordEnd[last], 0.65, 'name-capitals'))
        done = last
      }
      continue
    }
    // "ZHANG LEI", "TAN WEI MING": a Chinese surname, then one to three given-name syllables, all in capitals.
    if (CHINESE_SURNAMES.has(first)) {
      let last = -1
      for (let k = n, words = 0; k !== -1 && words < 3 && wordEnd[k] - wordStart[k] <= 5 && GIVEN_SYLLABLE_LOWER.test(wordLower(text, wordStart, wordEnd, k)); k = nextCapitalWord(text, anchors, k), words++) last = k
      if (last !== -1) {
        out.push(new Hit(s, wordEnd[last], 0.7, 'name-capitals'))
        done = last
        continue
      }
    }
    const f1 = flagsOf(first)
    if ((f1 & (F_FIRST | F_SURNAME)) === 0 || (f1 & CAPITAL_NOT_NAME) !== 0) continue
    // Initials and particles between the first name and the surname.
    let particle = false
    if ((f1 & F_FIRST) !== 0) {
      for (let k = 0; k < 3 && n !== -1 && (capitalInitial(anchors, n) || PARTICLES.has(wordLower(text, wordStart, wordEnd, n))); k++) {
        if (!capitalInitial(anchors, n)) particle = true
        n = nextCapitalWord(text, anchors, n)
      }
      if (n === -1) continue
    }
    if (capitalInitial(anchors, n)) {
      // "FORSYTH C": a listed surname, then one initial that ends the run.
      if ((f1 & F_SURNAME) !== 0 && (f1 & (F_AMBIGUOUS | F_AMBIGUOUS_SURNAME)) === 0 && n === w + 1 && nextCapitalWord(text, anchors, n) === -1 &&
        !isLetterCode(text.charCodeAt(wordEnd[n])) && text.charCodeAt(wordEnd[n]) !== 36) {
        out.push(new Hit(s, wordEnd[n], 0.65, 'name-capitals'))
        done = n
      }
      continue
    }
    const second = wordLower(text, wordStart, wordEnd, n)
    const f2 = flagsOf(second)
    if ((f2 & CAPITAL_NOT_NAME) !== 0) continue
    const ok = (f1 & F_FIRST) !== 0
      ? (f2 & (F_FIRST | F_SURNAME)) !== 0 || (f2 === 0 && second.length >= 4 && !particle)
      : (f2 & F_FIRST) !== 0 && n === w + 1
    if (!ok) continue
    let last = n
    const third = nextCapitalWord(text, anchors, last)
    if (third !== -1 && !capitalInitial(anchors, third)) {
      const f3 = flagsOf(wordLower(text, wordStart, wordEnd, third))
      if ((f3 & (F_FIRST | F_SURNAME)) !== 0 && (f3 & CAPITAL_NOT_NAME) === 0) last = third
      // "FATIMA ZAHRA BENNANI": after two listed first names a surname no list knows, when it ends the field.
      else if (f3 === 0 && (f1 & F_FIRST) !== 0 && (f2 & F_FIRST) !== 0 && wordEnd[third] - wordStart[third] >= 4 &&
        nextCapitalWord(text, anchors, third) === -1 && fieldEndAt(text, wordEnd[third])) last = third
    }
    // "JOSE CARLOS DA SILVA": a particle, then a listed surname or an unlisted word of four letters or more.
    const particle2 = nextCapitalWord(text, anchors, last)
    if (particle2 !== -1 && PARTICLES.has(wordLower(text, wordStart, wordEnd, particle2))) {
      const after = nextCapitalWord(text, anchors, particle2)
      if (after !== -1 && !capitalInitial(anchors, after)) {
        const fa = flagsOf(wordLower(text, wordStart, wordEnd, after))
        if ((fa & CAPITAL_NOT_NAME) === 0 && ((fa & F_SURNAME) !== 0 || (fa === 0 && wordEnd[after] - wordStart[after] >= 4))) last = after
      }
    }
    last = hyphenTail(text, anchors, last)
    // "MORENO SALAS/LUCIA": an airline name's surnames, then '/' and the given name.
    if (travelName(text, anchors, last)) last++
    // "MICHAEL A & LINDA K BRENNAN": a first name (and an initial) joined by '&' or AND to the name is a joint holder.
    out.push(new Hit((f1 & F_FIRST) !== 0 ? jointHolderStart(text, s) : s, wordEnd[last], 0.7, 'name-capitals'))
    done = last
  }
}

/** Anchor word w + 1 when it follows w after one blank, capitalised and not glued to a non-ASCII letter ("Haruki", not "Gé" of "Gérard"); else -1. */
function capitalisedAfter (text: string, anchors: WordList, w: number): number {
  const next = w + 1
  if (next >= anchors.wordStart.length || anchors.wordStart[next] !== anchors.wordEnd[w] + 1 || text.charCodeAt(anchors.wordEnd[w]) !== 32) return -1
  if ((anchors.wordFlags[next] & (FIRST_UPPER | HAS_LOWER | HAS_DIGIT | HAS_UNDERSCORE)) !== (FIRST_UPPER | HAS_LOWER)) return -1
  const after = text.charCodeAt(anchors.wordEnd[next])
  return after >= 128 || after === 45 || after === 39 ? -1 : next
}

/**
 * "SATO Haruki", "DIALLO Amara Mamadou": the surname in capitals before the given names, as passports
 * and official forms write a name. Word w (in capitals) must be a listed surname and no word, the
 * next a listed first name; up to two more capitalised words that are no words join. Returns the
 * last word of the name, or -1.
 */
function surnameFirstName (text: string, anchors: WordList, w: number): number {
  const { wordStart, wordEnd } = anchors
  if (wordEnd[w] - wordStart[w] < 2) return -1
  let next = capitalisedAfter(text, anchors, w)
  if (next === -1) return hyphenatedGivenName(text, anchors, w)
  const surname = wordLower(text, wordStart, wordEnd, w)
  if (CHINESE_SURNAMES.has(surname)) {
    const last = givenSyllables(text, anchors, next)
    if (last !== -1) return last
  }
  const fs = flagsOf(surname)
  // "LG Nicole", "MFG Anna": a closing in capitals, then the name that signs.
  if ((fs & F_SURNAME) === 0 || (fs & (CAPITAL_NOT_NAME | F_AMBIGUOUS_SURNAME)) !== 0 || CLOSING_SET.has(surname)) return -1
  const ff = flagsOf(wordLower(text, wordStart, wordEnd, next))
  if ((ff & F_FIRST) === 0 || (ff & (CAPITAL_NOT_NAME | F_AMBIGUOUS)) !== 0) return -1
  let last = next
  for (let k = 0; k < 2 && (next = capitalisedAfter(text, anchors, last)) !== -1; k++) {
    const f = flagsOf(wordLower(text, wordStart, wordEnd, next))
    if ((f & (CAPITAL_NOT_NAME | F_AMBIGUOUS | F_DICT)) !== 0) break
    last = next
  }
  return last
}

/**
 * Chinese surnames as Hong Kong, Singapore, Malaysia and Taiwan romanise them, which official forms
 * write in capitals before the given names ("CHAN Tai Wing", "TAN Hui Min"). Left out: those that are
 * English words or abbreviations in capitals (HO, SO, MA, LAW, LOW, SUN, WAN, WEE).
 */
const CHINESE_SURNAMES = new Set(['chan', 'chen', 'cheng', 'cheung', 'chia', 'chin', 'chong', 'choo', 'chow', 'chua', 'chung',
  'fong', 'fung', 'goh', 'heng', 'huang', 'hui', 'kwan', 'kwok', 'khoo', 'koh', 'kok', 'lai', 'lam', 'lau', 'lee', 'leong',
  'leung', 'li', 'liang', 'lim', 'lin', 'liu', 'loh', 'mak', 'ng', 'ong', 'poon', 'quek', 'seah', 'siew', 'sim', 'siu', 'tam',
  'tan', 'tang', 'tay', 'teo', 'teoh', 'toh', 'tsang', 'tse', 'wang', 'wong', 'wu', 'xu', 'yang', 'yap', 'yeo', 'yeoh',
  'yeung', 'yip', 'yu', 'zhang', 'zhao', 'zheng', 'zhou', 'zhu'])

/** One syllable of a romanised Chinese given name (Tai, Wing, Hui, Jia, Keung, Hock, Siew): an initial, vowels, a final. */
const GIVEN_SYLLABLE = /^(?:[BCDFGHJKLMNPQRSTWXYZ]|Ch|Sh|Zh|Ts|Ng|Kw|Gw)[aeiouy]{1,3}(?:ng|ck|[nmktphwr])?$/
/** GIVEN_SYLLABLE in small letters, for names written in capitals. */
const GIVEN_SYLLABLE_LOWER = /^(?:[bcdfghjklmnpqrstwxyz]|ch|sh|zh|ts|ng|kw|gw)[aeiouy]{1,3}(?:ng|ck|[nmktphwr])?$/

/**
 * After a Chinese surname in capitals: the given names, one to three syllables as capitalised words
 * (words of English such as "Wing" or "Min" among them), and maybe an English given name after them
 * ("LIM Jia Hui Rachel"). Returns the last word, or -1.
 */
function givenSyllables (text: string, anchors: WordList, next: number): number {
  const { wordStart, wordEnd } = anchors
  let last = -1
  for (let k = 0; k < 3 && next !== -1 && wordEnd[next] - wordStart[next] <= 5 && GIVEN_SYLLABLE.test(text.slice(wordStart[next], wordEnd[next])); k++) {
    last = next
    next = capitalisedAfter(text, anchors, next)
  }
  if (last !== -1 && next !== -1) {
    const f = flagsOf(wordLower(text, wordStart, wordEnd, next))
    if ((f & F_FIRST) !== 0 && (f & (CAPITAL_NOT_NAME | F_AMBIGUOUS)) === 0) last = next
  }
  return last
}

/**
 * "DUPONT Jean-Pierre": a listed surname in capitals, then a hyphenated given name whose parts are
 * listed first names. Returns the last word of the name, or -1.
 */
function hyphenatedGivenName (text: string, anchors: WordList, w: number): number {
  const { wordStart, wordEnd, wordFlags } = anchors
  const first = w + 1
  const second = w + 2
  if (second >= wordStart.length || wordStart[first] !== wordEnd[w] + 1 || text.charCodeAt(wordEnd[w]) !== 32 ||
    text.charCodeAt(wordEnd[first]) !== 45 || wordStart[second] !== wordEnd[first] + 1) return -1
  const shape = FIRST_UPPER | HAS_LOWER | HAS_DIGIT | HAS_UNDERSCORE
  if ((wordFlags[first] & shape) !== (FIRST_UPPER | HAS_LOWER) || (wordFlags[second] & shape) !== (FIRST_UPPER | HAS_LOWER)) return -1
  const after = text.charCodeAt(wordEnd[second])
  if (after >= 128 || after === 45 || after === 39) return -1
  const fs = flagsOf(wordLower(text, wordStart, wordEnd, w))
  if ((fs & F_SURNAME) === 0 || (fs & (CAPITAL_NOT_NAME | F_AMBIGUOUS_SURNAME)) !== 0) return -1
  const ff = flagsOf(text.slice(wordStart[first], wordEnd[second]).toLowerCase())
  return (ff & F_FIRST) !== 0 && (ff & CAPITAL_NOT_NAME) === 0 ? second : -1
}

/** The titles of airline name fields after SURNAME/GIVEN. */
const TRAVEL_TITLE = /^ (?:MR|MRS|MS|MISS|MSTR|DR)(?![A-Za-z])/

/**
 * "OKONJO/CHIAMAKA MS": the SURNAME/GIVEN NAME of tickets and boarding passes, words in capitals
 * joined by '/', the given name listed or a title after it.
 */
function travelName (text: string, anchors: WordList, w: number): boolean {
  const { wordStart, wordEnd } = anchors
  const next = w + 1
  if (next >= wordStart.length || text.charCodeAt(wordEnd[w]) !== 47 || wordStart[next] !== wordEnd[w] + 1 || wordEnd[w] - wordStart[w] < 2 || !capitalWord(text, anchors, next)) return false
  if ((flagsOf(wordLower(text, wordStart, wordEnd, w)) & CAPITAL_NOT_NAME) !== 0) return false
  const given = flagsOf(wordLower(text, wordStart, wordEnd, next))
  if ((given & CAPITAL_NOT_NAME) !== 0) return false
  return (given & F_FIRST) !== 0 || TRAVEL_TITLE.test(text.slice(wordEnd[next], wordEnd[next] + 6))
}

/** "LOPEZ GARCIA/MARTA": the first of up to two surname words in capitals before word w, one blank apart, none a word. */
function travelSurnameStart (text: string, anchors: WordList, w: number): number {
  const { wordStart, wordEnd } = anchors
  let b = w
  while (w - b < 2 && b > 0 && wordStart[b] === wordEnd[b - 1] + 1 && text.charCodeAt(wordEnd[b - 1]) === 32 && capitalWord(text, anchors, b - 1) &&
    wordEnd[b - 1] - wordStart[b - 1] >= 2 && (flagsOf(wordLower(text, wordStart, wordEnd, b - 1)) & CAPITAL_NOT_NAME) === 0) b--
  return b
}

/** "OKONJO-IWEALA": the words in capitals joined to word w by hyphens (at most two); returns the last. */
function hyphenTail (text: string, anchors: WordList, w: number): number {
  for (let k = 0; k < 2 && w + 1 < anchors.wordStart.length && text.charCodeAt(anchors.wordEnd[w]) === 45 &&
    anchors.wordStart[w + 1] === anchors.wordEnd[w] + 1 && capitalWord(text, anchors, w + 1); k++) w++
  return w
}

/**
 * The start of "MICHAEL A & " or "JOSE AND " before a name in capitals at `s`: a listed first name in
 * capitals, maybe an initial, then '&', AND or UND; else `s`.
 */
function jointHolderStart (text: string, s: number): number {
  let p = s - 1
  if (text.charCodeAt(p) !== 32) return s
  p--
  if (text.charCodeAt(p) === 38) p--
  else if (p >= 3 && text.charCodeAt(p - 3) === 32 && (text.startsWith('AND', p - 2) || text.startsWith('UND', p - 2))) p -= 3
  else return s
  if (text.charCodeAt(p) !== 32) return s
  p--
  // An initial: "A " or "A. ".
  const initial = (k: number): boolean => text.charCodeAt(k) >= 65 && text.charCodeAt(k) <= 90 && text.charCodeAt(k - 1) === 32
  if (text.charCodeAt(p) === 46 && initial(p - 1)) p -= 3
  else if (initial(p)) p -= 2
  const e = p + 1
  let b = e
  while (b > 0 && e - b <= 20 && text.charCodeAt(b - 1) >= 65 && text.charCodeAt(b - 1) <= 90) b--
  if (e - b < 2 || e - b > 20 || (b > 0 && (isLetterCode(text.charCodeAt(b - 1)) || text.charCodeAt(b - 1) >= 128))) return s
  const flags = flagsOf(text.slice(b, e).toLowerCase())
  return (flags & F_FIRST) !== 0 && (flags & CAPITAL_NOT_NAME) === 0 ? b : s
}

const isLabelCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 32 || c === 9 || c === 95 || c === 45
const isCapitalCode = (c: number): boolean => (c >= 65 && c <= 90) || c >= 128

/**
 * What UPPER_LABEL needs at line start p with its first colon at `colon`, checked loosely on char
 * codes (non-ASCII characters pass): a short run of label characters, then two capitals after the
 * blanks or the line break behind the colon. Only where this holds is the regex run.
 */
function labelShape (text: string, p: number, colon: number): boolean {
  const from = text.charCodeAt(p) === 10 ? p + 1 : p
  if (colon - from < 2) return false
  for (let k = from; k < colon; k++) {
    const c = text.charCodeAt(k)
    if (c < 128 && !isLabelCode(c)) return false
  }
  let k = colon + 1
  for (let b = 0; b < 3 && isBlank(text.charCodeAt(k)); b++) k++
  if (text.charCodeAt(k) === 13) k++
  if (text.charCodeAt(k) === 10) {
    k++
    for (let b = 0; b < 4 && isBlank(text.charCodeAt(k)); b++) k++
  }
  return isCapitalCode(text.charCodeAt(k)) && isCapitalCode(text.charCodeAt(k + 1))
}

function findNamesInCapitals (text: string, colons: number[], out: Match[]): void {
  // UPPER_LABEL is tried only at the line start before a colon with capitals after it: its label
  // holds no colon and no line break, so a match at line start p ends at the first colon after p.
  // Skipping starts before the last match's end gives the matches of the global regex.
  let from = 0
  let tried = -1
  for (const colon of colons) {
    if (!capitalAfter(text, colon)) continue
    let p = colon - 1
    const limit = Math.max(0, colon - UPPER_LABEL_COLON)
    // Back to the line start; a character no label holds (labelShape) ends the search at once.
    let labelChars = true
    while (p >= limit) {
      const c = text.charCodeAt(p)
      if (c === 10) break
      if (c < 128 && !isLabelCode(c)) { labelChars = false; break }
      p--
    }
    if (!labelChars) continue
    if (p < limit) {
      if (limit > 0) continue
      p = 0
    }
    if (p < from || p === tried) continue
    tried = p
    if (!labelShape(text, p, colon)) continue
    UPPER_LABEL.lastIndex = p
    const label = UPPER_LABEL.exec(text)
    if (label === null) continue
    from = label.index + label[0].length
    UPPER_NAME.lastIndex = from
    const m = UPPER_NAME.exec(text)
    if (m === null) continue
    const words = m[0].toLowerCase().split(/[ \t]/)
    if (!FIRST.has(words[0])) continue
    if (!words.every((w) => (FIRST.has(w) || SURNAMES.has(w)) && !COMMON_WORDS.has(w) && !STOPWORDS.has(w) && !NATIONALITIES.has(w))) continue
    out.push(new Hit(m.index, m.index + m[0].length, 0.7, 'name-capitals'))
  }
}

/**
 * A Japanese, Chinese or Korean name: family and given name of Han characters, with or without a
 * blank between ("松本 悠斗", "田中美咲"), a name in katakana ("マイケル"), or Hangul ("김민준").
 * Bounded: at most 3 + 3 characters.
 */
const CJK_NAME = /(?:\p{Script=Han}{1,3}[ \u3000]\p{Script=Han}{1,3}|\p{Script=Han}{2,4}|\p{Script=Katakana}{2,8}(?:[・ \u3000]\p{Script=Katakana}{2,8})?|\p{Script=Hangul}{2,4})/uy
const isCjkCode = (c: number): boolean => (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7a3)
/** Japanese honorifics after a name: "松本 悠斗 様", "田中さん". */
const HONORIFICS = ['様', 'さん', 'さま', '殿', 'くん', 'ちゃん']
/** Words before an honorific that name a role or a group, not a person ("担当者様", "皆さん"). */
const HONORIFIC_ROLES = new Set(['担当者', 'ご担当者', '担当', '関係者', '利用者', '会員', '顧客', '購入者', '管理者', '責任者', '保護者', '入居者', '申込者', '皆', '各位', '店長', '社長', '部長', '課長', '先生', '患者', 'お客', '客', '皆様', 'みな', 'お母', 'お父', 'お兄', 'お姉', 'ユーザー', 'オーナー', 'スタッフ', 'チーム', 'サポート', 'メンバー', 'ゲスト', 'カスタマー'])

/** Whether CJK_NAME matches exactly [start, end). */
function cjkNameAt (text: string, start: number, end: number): boolean {
  CJK_NAME.lastIndex = start
  const m = CJK_NAME.exec(text)
  return m !== null && start + m[0].length === end
}

/**
 * The CJK name that ends at `end`: a run of at most 8 CJK characters that starts after a blank, a
 * line break or punctuation, with the family name before one blank ("松本 悠斗") when there is one.
 */
function cjkNameBefore (text: string, end: number): Match | undefined {
  let g = end
  while (g > 0 && end - g < 9 && isCjkCode(text.charCodeAt(g - 1))) g--
  // A longer run holds words before the name: no boundary to start from.
  if (g === end || (g > 0 && isCjkCode(text.charCodeAt(g - 1)))) return undefined
  let start = -1
  const b = g > 0 ? text.charCodeAt(g - 1) : 0
  if (b === 32 || b === 0x3000) {
    let f = g - 1
    while (f > 0 && g - 1 - f < 3 && isCjkCode(text.charCodeAt(f - 1))) f--
    if (f < g - 1 && (f === 0 || !isCjkCode(text.charCodeAt(f - 1))) && cjkNameAt(text, f, end)) start = f
  }
  if (start === -1 && cjkNameAt(text, g, end)) start = g
  if (start === -1) return undefined
  const who = text.slice(start, end)
  if (HONORIFIC_ROLES.has(who)) return undefined
  return new Hit(start, end, 0.7, 'name-cjk')
}

/**
 * Names in Japanese, Chinese and Korean text: before a Japanese honorific ("松本 悠斗 様"), and chat
 * speakers that open two or more lines before a colon ("田中 美咲: …"). Tried only where an
 * honorific or a colon after such a character is.
 */
function findCjkNames (text: string, colons: number[], otherStarts: ArrayLike<number>, out: Match[]): void {
  // An honorific that counts follows a CJK character or a blank, so it starts at one of the anchor
  // pass's other starts (non-ASCII characters not glued to an ASCII word): those are searched, not
  // the whole text once per honorific. None overlaps itself, so every place is found, in order.
  for (const h of HONORIFICS) {
    const first = h.charCodeAt(0)
    for (let o = 0; o < otherStarts.length; o++) {
      const at = otherStarts[o]
      if (text.charCodeAt(at) !== first || !text.startsWith(h, at)) continue
      let end = at
      if (end > 0 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 0x3000)) end--
      if (end === 0 || !isCjkCode(text.charCodeAt(end - 1))) continue
      // "お客様", "ご担当者様": a polite prefix makes a role.
      const m = cjkNameBefore(text, end)
      if (m !== undefined && !(m.start > 0 && (text.charCodeAt(m.start - 1) === 0x304a || text.charCodeAt(m.start - 1) === 0x3054))) out.push(m)
    }
  }
  let speakers: Map<string, number[]> | undefined
  const speakerAt = (colon: number): void => {
    if (colon === 0 || !isCjkCode(text.charCodeAt(colon - 1))) return
    let s = colon
    while (s > 0 && colon - s < 10 && text.charCodeAt(s - 1) !== 10) s--
    if (s > 0 && text.charCodeAt(s - 1) !== 10) return
    CJK_NAME.lastIndex = s
    const m = CJK_NAME.exec(text)
    if (m === null || s + m[0].length !== colon) return
    speakers ??= new Map()
    const at = speakers.get(m[0])
    if (at === undefined) speakers.set(m[0], [s])
    else at.push(s)
  }
  for (const colon of colons) speakerAt(colon)
  // A full-width colon counts after a CJK character: it is one of the other starts too.
  for (let o = 0; o < otherStarts.length; o++) if (text.charCodeAt(otherStarts[o]) === 0xff1a) speakerAt(otherStarts[o])
  if (speakers === undefined) return
  // Speakers take turns: two of them, each opening two lines, each saying something in kana once
  // ("注意: 火気厳禁" repeated is a notice).
  const turns = [...speakers].filter(([who, starts]) => starts.length >= 2 && !HONORIFIC_ROLES.has(who) && starts.some((s) => kanaAfter(text, s + who.length + 1)))
  if (turns.length < 2) return
  for (const [who, starts] of turns) for (const start of starts) out.push(new Hit(start, start + who.length, 0.7, 'name-cjk'))
}

/** Column names written in other scripts (CJK, Cyrillic, Greek, Arabic, Hebrew) that hold a person's name. */
const CJK_NAME_COLUMNS = new Set(['姓名', '氏名', '名前', 'お名前', '名字', '이름', '성명', '收件人', '收货人', '联系人', '寄件人', '申请人', '客户姓名', '顧客名', '会員名', '担当者名', '受取人',
  // Cyrillic, Greek, Arabic and Hebrew column names (compared in lower case)
  'имя', 'фамилия', 'фио', 'имя и фамилия', 'ім\'я', 'прізвище', 'піб', 'име', 'презиме', 'όνομα', 'επώνυμο', 'ονοματεπώνυμο', 'الاسم', 'الاسم الكامل', 'שם', 'שם מלא'])

/**
 * Names in the name column of a CSV/TSV table whose header is written in another script ("姓名,电话",
 * "Имя;Телефон"). Only lines where such a column name opens a field (an anchor start after a line
 * break, a delimiter or a quote) are read as headers; the table's rows follow until a line without
 * the delimiter.
 */
function findOtherScriptTables (text: string, otherStarts: ArrayLike<number>, out: Match[]): void {
  let done = -1
  for (let o = 0; o < otherStarts.length; o++) {
    const at = otherStarts[o]
    if (at < done) continue
    const b = at > 0 ? text.charCodeAt(at - 1) : 10
    if (!(b === 10 || b === 34 || isDelimiterCode(b))) continue
    const c = text.charCodeAt(at)
    if (c < 0x370 || (c >= 0x2000 && !isCjkCode(c))) continue
    // The field: up to the next delimiter, quote or line end.
    let e = at
    while (e < text.length && e - at < 24) {
      const d = text.charCodeAt(e)
      if (d === 10 || d === 13 || d === 34 || d === 47 || isDelimiterCode(d)) break
      e++
    }
    if (!CJK_NAME_COLUMNS.has(text.slice(at, e).trim().toLowerCase())) continue
    let lineStart = at
    while (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 10) lineStart--
    done = tableRows(text, lineStart, out)
  }
}

/** The rows of the table whose header line starts at `headerStart`; returns where the table ends. */
function tableRows (text: string, headerStart: number, out: Match[]): number {
  let headerEnd = text.indexOf('\n', headerStart)
  if (headerEnd === -1) headerEnd = text.length
  const header = text.slice(headerStart, Math.min(headerEnd, headerStart + 2000))
  let column = -1
  let delimiter = ','
  for (const d of DELIMITERS) {
    if (!header.includes(d)) continue
    const index = header.split(d).findIndex((f) => CJK_NAME_COLUMNS.has(f.trim().replace(/^"|"$/g, '').replace(/\s*\/.*$/, '').toLowerCase()))
    if (index !== -1) { column = index; delimiter = d; break }
  }
  if (column === -1) return headerEnd
  let lineStart = headerEnd + 1
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1) lineEnd = text.length
    const line = text.slice(lineStart, Math.min(lineEnd, lineStart + 2000))
    if (!line.includes(delimiter)) return lineStart
    let from = 0
    for (let index = 0; from <= line.length; index++) {
      let to = line.indexOf(delimiter, from)
      if (to === -1) to = line.length
      if (index === column) {
        let a = from
        let b = to
        while (a < b && (line[a] === ' ' || line[a] === '"')) a++
        while (b > a && (line[b - 1] === ' ' || line[b - 1] === '"' || line[b - 1] === '\r')) b--
        if (b > a && CSV_VALUE.test(line.slice(a, b))) out.push(new Hit(lineStart + a, lineStart + b, 0.8, 'name-table'))
        break
      }
      from = to + 1
    }
    lineStart = lineEnd + 1
  }
  return text.length
}

/** Whether hiragana or katakana is among the 40 characters from `pos` on its line. */
function kanaAfter (text: string, pos: number): boolean {
  for (let k = pos; k < text.length && k < pos + 40; k++) {
    const c = text.charCodeAt(k)
    if (c === 10) return false
    if (c >= 0x3040 && c <= 0x30ff) return true
  }
  return false
}

/** Scripts of letters, for otherSpellings; 0: not a letter. Han and kana are one (Japanese names mix them). */
const LATIN = 1
const GREEK = 2
const CYRILLIC = 3
const HEBREW = 4
const ARABIC = 5
const INDIC = 6
const THAI = 7
const HANGUL = 8
const HAN_KANA = 9

function scriptOf (c: number): number {
  if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return LATIN
  if (c < 0xc0) return 0
  if (c <= 0x24f) return c === 0xd7 || c === 0xf7 ? 0 : LATIN
  if (c >= 0x1e00 && c <= 0x1eff) return LATIN
  if ((c >= 0x370 && c <= 0x3ff) || (c >= 0x1f00 && c <= 0x1fff)) return GREEK
  if (c >= 0x400 && c <= 0x52f) return CYRILLIC
  if (c >= 0x5d0 && c <= 0x5ea) return HEBREW
  if ((c >= 0x620 && c <= 0x64a) || (c >= 0x671 && c <= 0x6d3)) return ARABIC
  if (c >= 0x900 && c <= 0xdff) return INDIC
  if (c >= 0xe01 && c <= 0xe4e) return THAI
  if ((c >= 0xac00 && c <= 0xd7a3) || (c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f)) return HANGUL
  if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff)) return HAN_KANA
  return 0
}

/** The longest spelling otherSpellings reads between the parentheses. */
const SPELLING_MAX = 48

/**
 * A found name followed by its spelling in another script in parentheses is that person's name too:
 * "TAN Wei Ling (陈慧玲)", "김지현 (KIM JI-HYUN)", "Ελένη (ELENI)", "Noa Ben-David (נועה בן-דוד)".
 * The spelling holds letters of one script other than the name's (and spaces, hyphens, apostrophes,
 * dots), at most five words, Latin ones capitalised: "John Smith (CEO)" and "(Berlin office)" stay.
 */
function otherSpellings (text: string, found: Match[]): Match[] {
  let extra: Match[] | undefined
  for (const m of found) {
    let open = m.end
    const gap = text.charCodeAt(open)
    if (gap === 32 || gap === 0xa0) open++
    if (text.charCodeAt(open) !== 40) continue
    const nameScript = scriptOf(text.charCodeAt(m.start))
    if (nameScript === 0) continue
    let script = 0
    let words = 0
    let wordStart = true
    let close = -1
    for (let i = open + 1; i < text.length && i - open <= SPELLING_MAX; i++) {
      const c = text.charCodeAt(i)
      if (c === 41) { close = i; break }
      if (c === 32 || c === 45 || c === 39 || c === 0x2019 || c === 46 || c === 0x30fb || c === 0xb7) { wordStart = true; continue }
      const letterScript = scriptOf(c)
      // Combining marks (Hebrew points, Indic vowel signs) belong to the letter before them.
      if (letterScript === 0 && !(c >= 0x300 && c <= 0x36f) && !(c >= 0x591 && c <= 0x5c7) && !(script === INDIC && c >= 0x900 && c <= 0xdff)) break
      if (letterScript !== 0) {
        if (script === 0) script = letterScript
        else if (letterScript !== script) break
        if (wordStart) {
          words++
          if (script === LATIN && !(c >= 65 && c <= 90) && !(c >= 0xc0 && c <= 0xde)) break
        }
      }
      wordStart = false
    }
    if (close === -1 || script === 0 || script === nameScript || words === 0 || words > 5) continue
    // The spelling without the blanks and dots at its ends.
    let s = open + 1
    let e = close
    while (s < e && scriptOf(text.charCodeAt(s)) === 0) s++
    while (e > s && scriptOf(text.charCodeAt(e - 1)) === 0 && !(text.charCodeAt(e - 1) >= 0x300 && text.charCodeAt(e - 1) <= 0x36f)) e--
    // A Latin word that is a word or a listed place, product or firm ("Ελένη (Athens)", "(Office)") is no spelling.
    if (script === LATIN && text.slice(s, e).toLowerCase().split(/[\s.'’-]+/).some((w) => COMMON_WORDS.has(w) || PROPER_NOUNS.has(w))) continue
    ;(extra ??= []).push(new Hit(s, e, 0.6, 'name-spelling'))
  }
  return extra === undefined ? found : withRepeats(found, extra)
}

/**
 * Found names and their repeats (rule name-repeat) in text order: found names first at equal spans;
 * a repeat that overlaps a kept finding is dropped.
 */
function withRepeats (found: Match[], extra: Match[] | undefined): Match[] {
  if (extra === undefined) return found
  const all = [...found, ...extra].sort((a, b) => a.start - b.start || b.end - a.end || (a.ruleId === 'name-repeat' ? 1 : 0) - (b.ruleId === 'name-repeat' ? 1 : 0))
  const out: Match[] = []
  for (const m of all) if (out.length === 0 || m.start >= out[out.length - 1].end) out.push(m)
  return out
}

/**
 * A name in a script without case found once is that name at its other places ("松本 悠斗 様" …
 * "お届け先:\n松本 悠斗"), and such a name right after a found name ("Zhang Wei 张伟") is the same person.
 */
function cjkRepeats (text: string, found: Match[]): Match[] {
  let extra: Match[] | undefined
  let names: Set<string> | undefined
  for (const m of found) {
    if (m.ruleId === 'name-cjk' || (m.end - m.start >= 2 && isCjkCode(text.charCodeAt(m.start)) && isCjkCode(text.charCodeAt(m.end - 1)))) {
      (names ??= new Set()).add(text.slice(m.start, m.end))
    } else if (text.charCodeAt(m.end) === 32 && isCjkCode(text.charCodeAt(m.end + 1))) {
      CJK_NAME.lastIndex = m.end + 1
      const c = CJK_NAME.exec(text)
      if (c === null || c[0].includes(' ') || isCjkCode(text.charCodeAt(m.end + 1 + c[0].length))) continue
      ;(extra ??= []).push(new Hit(m.end + 1, m.end + 1 + c[0].length, 0.6, 'name-repeat'))
    }
  }
  // Each name once: its places by indexOf (their number is bounded by the text's length); places
  // already found are skipped.
  let starts: Set<number> | undefined
  for (const who of names ?? []) {
    starts ??= new Set(found.map((m) => m.start))
    for (let at = text.indexOf(who); at !== -1; at = text.indexOf(who, at + who.length)) {
      if (starts.has(at) || isCjkCode(at > 0 ? text.charCodeAt(at - 1) : 32) || isCjkCode(text.charCodeAt(at + who.length))) continue
      ;(extra ??= []).push(new Hit(at, at + who.length, 0.6, 'name-repeat'))
    }
  }
  return withRepeats(found, extra)
}

function findNames (text: string, anchors?: Anchors): Match[] {
  anchors = anchorsOf(text, anchors)
  resetLineCursor(text)
  leadMemoEnd = -1
  speakers = undefined
  const keyStarts: number[] = []
  const capitalWords: number[] = []
  const chatLeads: number[] = []
  tokenize(text, anchors, keyStarts, capitalWords, chatLeads)
  const matches: Match[] = []
  loneFirstNames = undefined
  findNamesInProse(text, matches)
  bracketedSurnameFirst(text, matches)
  const beforeTables = matches.length
  const headerLines: number[] = []
  findNamesInTables(text, keyStarts, matches, headerLines)
  findNamesInSqlInserts(text, matches)
  findNamesInAlignedTables(text, anchors, capitalWords, matches)
  findNamesInHeaderlessRows(text, matches)
  // A TSV row: the cells of the name columns are found apart, not as one name across the tab.
  if (matches.length > beforeTables) dropTabSpans(text, matches, beforeTables)
  const colons = colonsOf(text)
  findLabelledValues(text, colons, matches)
  // XML elements name their value as a label does: <cognome>ESPOSITO</cognome>, <d:nome>CARMELA</d:nome>.
  const tagEnds = elementOpeningEnds(text)
  if (tagEnds.length > 0) findLabelledValues(text, tagEnds, matches)
  // Cheap where no colon has capitals after it: no gate over the whole text needed.
  findNamesInCapitals(text, colons, matches)
  findCapitalPairs(text, anchors, capitalWords, matches)
  if (anchors.nonAscii) {
    const { accentPairs, vietnamese } = lettersOutsideAscii(text, anchors)
    findAccentedCapitalPairs(text, anchors, accentPairs, matches)
    if (vietnamese.length > 0) findVietnameseNames(text, vietnamese, matches)
  }
  // CJK names, and tables with a header in another script, only where the anchor pass saw such a character start a word.
  const scripts = otherScripts(text, anchors.otherStarts)
  const cjk = (scripts & SCRIPT_CJK) !== 0
  if (cjk) findCjkNames(text, colons, anchors.otherStarts, matches)
  if (scripts !== 0) findOtherScriptTables(text, anchors.otherStarts, matches)
  findLowerCaseNames(text, anchors, chatLeads, colons, matches)
  findHandles(text, anchors, chatLeads, colons, matches)
  findHomeDirHandles(text, anchors, matches)
  // findNamesInProse may have set it (TypeScript cannot see that).
  const lone = loneFirstNames as Match[] | undefined
  if (lone !== undefined) {
    if (matches.some((m) => MESSAGE_RULES.has(m.ruleId ?? ''))) for (const m of lone) matches.push(m)
    loneFirstNames = undefined
  }
  const result = keptFindings(text, withoutHeaderWords(text, matches, headerLines))
  const capitals = mayHoldCapitalNames(text, result)
  resetLineCursor('')
  bracketText = ''
  speakers = undefined
  const named = surnameFirst(text, repeatedNames(text, result))
  releaseTokens()
  const repeated = capitals ? capitalRepeats(text, named) : named
  const withCjk = cjk ? cjkRepeats(text, repeated) : repeated
  // A spelling in another script needs a character outside ASCII.
  const spelled = anchors.nonAscii ? otherSpellings(text, withCjk) : withCjk
  return colons.length > 0 ? withoutMailFields(text, spelled) : spelled
}

/** E-mail header fields of many languages that hold a subject: the first word after one is the subject's, not a name ("Asunto: Alta monotributo"). */
const SUBJECT_FIELDS = new Set(['subject', 'betreff', 'asunto', 'assunto', 'objet', 'oggetto', 'onderwerp', 'ämne', 'emne', 'aihe', 'temat', 'předmět', 'konu', 'tárgy'])
/** Those and the other header field names ("Till:", "Assunto:"), which are never names themselves. */
const MAIL_FIELDS = new Set([...SUBJECT_FIELDS, 'from', 'to', 'cc', 'bcc', 'von', 'an', 'kopie', 'de', 'para', 'à', 'da', 'a', 'van', 'aan',
  'från', 'till', 'fra', 'til', 'lähettäjä', 'vastaanottaja', 'od', 'do', 'kopia', 'kimden', 'kime', 'feladó', 'címzett',
  // The date and sent-on fields of forwarded and quoted mails.
  'date', 'datum', 'fecha', 'data', 'sent', 'gesendet', 'enviado', 'envoyé', 'inviato', 'verzonden', 'skickat', 'sendt', 'lähetetty',
  'wysłano', 'odesláno', 'tarih', 'dátum', 'päivämäärä'])

/**
 * The findings without an e-mail header's field name ("Till: uthyrning@…") and without a lone word
 * opening the subject after its field name at a line start.
 */
function withoutMailFields (text: string, found: Match[]): Match[] {
  let out: Match[] | undefined
  for (let k = 0; k < found.length; k++) {
    const m = found[k]
    if (mailFieldOrSubjectWord(text, m)) {
      out ??= found.slice(0, k)
      continue
    }
    out?.push(m)
  }
  return out ?? found
}

function mailFieldOrSubjectWord (text: string, m: Match): boolean {
  if (m.end - m.start > 14) return false
  for (let k = m.start; k < m.end; k++) if (text.charCodeAt(k) === 32) return false
  // The field name itself, at a line start, right before its colon.
  if (text.charCodeAt(m.end) === 58 && lineOpensAt(text, m.start) && MAIL_FIELDS.has(text.slice(m.start, m.end).toLowerCase())) return true
  // The subject's first word: "<field>: " at a line start right before it.
  if (text.charCodeAt(m.start - 1) !== 32 || text.charCodeAt(m.start - 2) !== 58) return false
  let s = m.start - 2
  while (s > 0 && m.start - s <= 14 && text.charCodeAt(s - 1) !== 10 && text.charCodeAt(s - 1) !== 32) s--
  return lineOpensAt(text, s) && SUBJECT_FIELDS.has(text.slice(s, m.start - 2).toLowerCase())
}

/** Whether only blanks stand between the line's start and `at`. */
function lineOpensAt (text: string, at: number): boolean {
  let k = at
  while (k > 0 && (text.charCodeAt(k - 1) === 32 || text.charCodeAt(k - 1) === 9)) k--
  return k === 0 || text.charCodeAt(k - 1) === 10 || text.charCodeAt(k - 1) === 13
}

/*
 * findNames' loops over the whole text or its findings are functions of their own that end with
 * the loop: on a long text V8 compiles such a loop on the stack, and the code after it in findNames,
 * which had never run, deopted that compiled code at the end of every later scan (100-character
 * messages too: some 1,000 deopts per 1,000 messages after a few long scans).
 */

/** Where the colons are, once: labels, clock times and capitals after labels all start there. */
/**
 * The '>' of every opening XML element whose name is a word (maybe with a namespace prefix) and
 * whose content starts right after it with a capital: `<cognome>ESPOSITO`. Ascending.
 */
function elementOpeningEnds (text: string): number[] {
  const ends: number[] = []
  for (let gt = text.indexOf('>'); gt !== -1; gt = text.indexOf('>', gt + 1)) {
    const c = text.charCodeAt(gt + 1)
    if (!((c >= 65 && c <= 90) || c >= 0xc0) || !isLetterCode(text.charCodeAt(gt - 1))) continue
    let k = gt - 1
    while (k > 0 && gt - k <= 40 && (isLetterCode(text.charCodeAt(k - 1)) || isDigitCode(text.charCodeAt(k - 1)) || text.charCodeAt(k - 1) === 95 || text.charCodeAt(k - 1) === 58 || text.charCodeAt(k - 1) === 45)) k--
    if (text.charCodeAt(k - 1) === 60) ends.push(gt)
  }
  return ends
}

function colonsOf (text: string): number[] {
  const colons: number[] = []
  for (let colon = text.indexOf(':'); colon !== -1; colon = text.indexOf(':', colon + 1)) colons.push(colon)
  // Dot leaders ("Last Name ......... Rezaei") act as colons for field values; ascending order is kept.
  const colonCount = colons.length
  for (let d = text.indexOf('... '); d !== -1; d = text.indexOf('... ', d + 4)) colons.push(d + 2)
  if (colons.length > colonCount) colons.sort((a, b) => a - b)
  return colons
}

/** otherScripts' answer: a word starts with a character of another script (Greek to Indic) or with a CJK one (both bits then). */
const SCRIPT_OTHER = 1
const SCRIPT_CJK = 2

function otherScripts (text: string, otherStarts: IntList): number {
  let scripts = 0
  for (let k = 0; k < otherStarts.length; k++) {
    const c = text.charCodeAt(otherStarts[k])
    if (c >= 0x370 && c < 0x2000) scripts = SCRIPT_OTHER
    else if (isCjkCode(c)) return SCRIPT_OTHER | SCRIPT_CJK
  }
  return scripts
}

/** The findings in order, without overlaps and without company or street names. */
function keptFindings (text: string, matches: Match[]): Match[] {
  matches.sort((a, b) => a.start - b.start || b.end - a.end)
  const result: Match[] = []
  // The last finding kept, as a variable: result[result.length - 1] on the empty list read the
  // property '-1' (a negative index is no element), a slow generic lookup on every call.
  let prev: Match | undefined
  for (const m of matches) {
    if (prev !== undefined && m.start < prev.end) continue
    if (companyOrStreet(text, m)) continue
    result.push(m)
    prev = m
  }
  return result
}

/** Whether a finding may be a name in capitals (capitalRepeats looks for its other places). */
function mayHoldCapitalNames (text: string, found: Match[]): boolean {
  for (const m of found) if (m.end - m.start >= 7 && isUpperCode(text.charCodeAt(m.start)) && isUpperCode(text.charCodeAt(m.start + 1))) return true
  return false
}

function hasTab (text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === 9) return true
  return false
}

/** Removes the findings before `tables` that hold a tab and overlap a table cell found from `tables` on (both lists ascend). */
function dropTabSpans (text: string, matches: Match[], tables: number): void {
  let kept = 0
  let t = tables
  for (let k = 0; k < tables; k++) {
    const m = matches[k]
    while (t < matches.length && matches[t].end <= m.start) t++
    const overlaps = t < matches.length && matches[t].start < m.end
    if (!(overlaps && hasTab(text, m.start, m.end))) matches[kept++] = m
  }
  if (kept === tables) return
  matches.copyWithin(kept, tables)
  matches.length -= tables - kept
}

const REPEAT_SOURCES = new Set(['name-title', 'name-greeting', 'name-field', 'name-chat', 'name-table'])

/** Flags of words that are not carried over from one finding to the word's other occurrences. */
const NOT_REPEATED = F_WORD | F_STOP | F_AMBIGUOUS | F_PROPER | F_DICT | F_TITLE | F_SALUTATION | F_INITIAL

/**
 * A word found as (part of) a name is a name at its other places in the same text too ("Dear
 * Aisling" … "Welcome, Aisling!"), unless it is also a dictionary word, a place or ambiguous.
 */
function repeatedNames (text: string, found: Match[]): Match[] {
  if (found.length === 0) return found
  return coordinated(text, carriedOver(text, found))
}

/** How far (characters) a name is carried: long inputs join unrelated documents. */
const REPEAT_RADIUS = 3000

/**
 * carriedOver's filter of the carried words, one bit per word at its hash (tokHash): most tokens
 * skip the lookup, and a word tokenize left out is not made. Scratch: the bits set are cleared again
 * per call (a new array per call cost a 100-character message more than the rest of carriedOver).
 * 2^18 bits (32 KB): with 2^15, the 5,000 words carried on 1 MB of random capitalised words set a
 * sixth of the bits, and 22,000 tokens were made and looked up in vain.
 */
const CARRIED_BITS = 18
const carriedFilter = new Int32Array(1 << (CARRIED_BITS - 5))
const carriedBit = (hash: number): number => (Math.imul(hash, 0x9e3779b1) >>> (32 - CARRIED_BITS))

interface Carried { at: number[], next: number, bit: number }

function carriedOver (text: string, found: Match[]): Match[] {
  const words = carriedWords(found)
  if (words.size === 0) return found
  const out = repeatsOf(text, found, words)
  for (const seen of words.values()) carriedFilter[seen.bit >>> 5] = 0
  return out
}

/**
 * The carried words of the findings: where each was found, ascending, with a cursor that follows the
 * scan; their bits set in carriedFilter. A function that ends with its loop: with the code after it in
 * carriedOver, the loop compiled on the stack of a long text deopted at its end on every later scan.
 */
function carriedWords (found: Match[]): Map<string, Carried> {
  const words = new Map<string, Carried>()
  let k = 0
  for (const m of found) {
    while (k < tokCount && tokStart[k] < m.start) k++
    // Only from a full name or a strong cue: one word after a weak cue may be a product ("Lua").
    if (!REPEAT_SOURCES.has(m.ruleId ?? '') && !(k + 1 < tokCount && tokEnd[k + 1] <= m.end)) continue
    for (let j = k; j < tokCount && tokStart[j] < m.end; j++) {
      if ((tokFlags[j] & NOT_REPEATED) !== 0 || tokEnd[j] - tokStart[j] < 3 || tokEnd[j] > m.end) continue
      const lower = tokenLower(j)
      const seen = words.get(lower)
      if (seen === undefined) {
        const bit = carriedBit(tokHash[j])
        words.set(lower, { at: [tokStart[j]], next: 0, bit })
        carriedFilter[bit >>> 5] |= 1 << (bit & 31)
      } else seen.at.push(tokStart[j])
    }
  }
  return words
}

/** The carried words' other places (carriedOver's second half), merged with the findings. */
function repeatsOf (text: string, found: Match[], words: Map<string, Carried>): Match[] {
  const out: Match[] = []
  let f = 0
  for (let i = 0; i < tokCount; i++) {
    if ((tokFlags[i] & NOT_REPEATED) !== 0 || tokEnd[i] - tokStart[i] < 3) continue
    const bit = carriedBit(tokHash[i])
    if ((carriedFilter[bit >>> 5] & (1 << (bit & 31))) === 0) continue
    const seen = words.get(tokenLower(i))
    if (seen === undefined) continue
    while (seen.next < seen.at.length && seen.at[seen.next] < tokStart[i] - REPEAT_RADIUS) seen.next++
    if (seen.next === seen.at.length || seen.at[seen.next] > tokStart[i] + REPEAT_RADIUS) continue
    while (f < found.length && found[f].end <= tokStart[i]) out.push(found[f++])
    if (f < found.length && found[f].start < tokEnd[i]) continue
    const limit = f < found.length ? found[f].start : Infinity
    // Inside a capitalised run ("Atelier Moreau", "Kaashandel Visser BV") the surname names a firm.
    if (i > 0 && gapBetween(text, i - 1, i) === Gap.Plain) continue
    let last = extend(text, i)
    while (last > i && tokEnd[last] > limit) last--
    const m = new Hit(tokStart[i], tokEnd[last], 0.6, 'name-repeat')
    if (!companyOrStreet(text, m)) out.push(m)
    i = last
  }
  while (f < found.length) out.push(found[f++])
  return out
}

/** How far (characters) a name in capitals is carried: a form or receipt repeats it within a page. */
const CAPITAL_REPEAT_RADIUS = 1200

const isUpperCode = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7)

/**
 * "Sender: NGUYEN THI THU HANG" … "Message: NGUYEN THI THU HANG chuyen tien": a name of two or more
 * words in capitals, found once, is the same name at its other places nearby (REPEAT_RADIUS).
 */
function capitalRepeats (text: string, found: Match[]): Match[] {
  let extra: Match[] | undefined
  let seen: Set<string> | undefined
  // The windows searched add up to a few times the text at most (linear on hostile input: thousands of names in capitals).
  let budget = 4 * text.length + 65536
  for (const m of found) {
    if (budget <= 0) break
    if (m.end - m.start < 7 || !isUpperCode(text.charCodeAt(m.start)) || !isUpperCode(text.charCodeAt(m.start + 1))) continue
    const value = text.slice(m.start, m.end)
    if (!value.includes(' ') || value !== value.toUpperCase() || seen?.has(value)) continue
    ;(seen ??= new Set()).add(value)
    // Searched in the window around the finding only: an indexOf over the rest of a long text per name would be quadratic.
    const from = Math.max(0, m.start - CAPITAL_REPEAT_RADIUS)
    const window = text.slice(from, Math.min(text.length, m.end + CAPITAL_REPEAT_RADIUS))
    budget -= window.length
    for (let w = window.indexOf(value); w !== -1; w = window.indexOf(value, w + value.length)) {
      const at = from + w
      if (at === m.start || isLetterCode(text.charCodeAt(at - 1)) || isLetterCode(text.charCodeAt(at + value.length)) ||
        text.charCodeAt(at - 1) >= 128 || text.charCodeAt(at + value.length) >= 128) continue
      ;(extra ??= []).push(new Hit(at, at + value.length, 0.6, 'name-repeat'))
    }
  }
  return withRepeats(found, extra)
}

/** Flags of a word that can be a name no list knows: no dictionary word, place, title or initial. */
const NOT_COORDINATED = NOT_REPEATED | F_SURNAME

const COORDINATION = /^(?:,? and |,? und |,? et |,? y |,? e | & )$/

/**
 * "Olumide and Chiara", "Chiara und Olumide": a capitalised word no list knows, joined by "and" to
 * a name that was found, is a name too.
 */
function coordinated (text: string, found: Match[]): Match[] {
  if (found.length === 0) return found
  const extra: Match[] = []
  let k = 0
  for (let f = 0; f < found.length; f++) {
    const m = found[f]
    while (k < tokCount && tokStart[k] < m.start) k++
    // The word before the finding.
    const before = k - 1
    if (before >= 0 && tokStart[k] === m.start && (tokFlags[before] & NOT_COORDINATED) === 0 && tokEnd[before] === tokRawEnd[before] &&
      m.start - tokRawEnd[before] <= 6 && COORDINATION.test(text.slice(tokRawEnd[before], m.start)) &&
      (f === 0 || found[f - 1].end <= tokStart[before])) {
      extra.push(new Hit(tokStart[before], tokEnd[before], 0.6, 'name-repeat'))
    } else if (before >= 1 && tokStart[k] === m.start && (tokFlags[before] & F_INITIAL) !== 0 && (tokFlags[before - 1] & F_FIRST) !== 0 &&
      (tokFlags[before - 1] & (F_STOP | F_WORD | F_PROPER | F_TITLE | F_SALUTATION)) === 0 && gapBetween(text, before - 1, before) === Gap.Plain &&
      m.start - tokRawEnd[before] <= 6 && COORDINATION.test(text.slice(tokRawEnd[before], m.start)) &&
      (f === 0 || found[f - 1].end <= tokStart[before - 1])) {
      // "Michael A. & Linda K. Brennan": a first name and an initial joined to a found name.
      extra.push(new Hit(tokStart[before - 1], tokRawEnd[before], 0.6, 'name-repeat'))
    }
    // The word after it.
    let last = k
    while (last + 1 < tokCount && tokStart[last + 1] < m.end) last++
    const after = last + 1
    if (after < tokCount && tokEnd[last] === m.end && (tokFlags[after] & NOT_COORDINATED) === 0 && tokStart[after] - m.end <= 6 &&
      COORDINATION.test(text.slice(m.end, tokStart[after])) && (f + 1 === found.length || found[f + 1].start >= tokEnd[after]) &&
      !(after + 1 < tokCount && gapBetween(text, after, after + 1) === Gap.Plain)) {
      extra.push(new Hit(tokStart[after], tokEnd[after], 0.6, 'name-repeat'))
    }
  }
  if (extra.length === 0) return found
  const all = [...found, ...extra].sort((a, b) => a.start - b.start || b.end - a.end)
  const out: Match[] = []
  for (const m of all) if (out.length === 0 || m.start >= out[out.length - 1].end) out.push(m)
  return out
}

/**
 * "Mustermann, Max", "Doe, Jane": a surname, a comma, then a first name found alone. The surname
 * (a listed surname, or a word no list knows) joins the first name's finding.
 */
function surnameFirst (text: string, found: Match[]): Match[] {
  if (!text.includes(', ')) return found
  const out: Match[] = []
  // Both lists ascend: the token that starts each finding is found by walking along.
  let k = 0
  for (const m of found) {
    while (k < tokCount && tokStart[k] < m.start) k++
    // Token k starts the finding and is a first name found alone; token k - 1 is the surname before it.
    const s = k - 1
    if (k < tokCount && k > 0 && tokStart[k] === m.start && tokEnd[k] === m.end && (tokFlags[k] & F_FIRST) !== 0 &&
      text.slice(tokRawEnd[s], tokStart[k]) === ', ' && tokEnd[s] === tokRawEnd[s] && !addressedAfter(text, tokStart[s], m.end) &&
      ((tokFlags[s] & F_SURNAME) !== 0 || (tokFlags[s] & (F_FIRST | F_WORD | F_STOP | F_AMBIGUOUS | F_TITLE | F_SALUTATION | F_INITIAL | F_PROPER)) === 0)) {
      const surname = { start: tokStart[s], end: tokEnd[s] }
      const prev = out[out.length - 1]
      if (prev !== undefined && prev.start === surname.start && prev.end === surname.end) out.pop()
      else if (prev !== undefined && prev.end > surname.start) { out.push(m); continue }
      out.push({ ...m, start: surname.start })
      continue
    }
    // "Kowalski, Jan": a surname found alone, then ", " and a listed first name that ends the field.
    const f = k < tokCount && tokStart[k] === m.start ? k : -1
    if (f !== -1 && tokEnd[f] === m.end && tokEnd[f] === tokRawEnd[f] && f + 1 < tokCount && (tokFlags[f + 1] & (F_FIRST | F_AMBIGUOUS)) !== 0 &&
      text.charCodeAt(m.end) === 44 && text.charCodeAt(m.end + 1) === 32 && tokStart[f + 1] === m.end + 2 && fieldEndAt(text, tokEnd[f + 1]) &&
      (tokFlags[f] & (F_SURNAME | F_FIRST)) !== 0 && (tokFlags[f] & (F_WORD | F_STOP)) === 0) {
      out.push({ ...m, end: tokEnd[f + 1] })
      continue
    }
    out.push(m)
  }
  return out
}

/** Flags that make a word no part of a name in brackets. */
const NOT_IN_BRACKETS = F_WORD | F_STOP | F_TITLE | F_SALUTATION | F_INITIAL | F_PROPER

/**
 * "(Wendland, Jörg)", "(Yıldız-Krüger, Ayşe)": a surname, a comma and a listed first name that fill a
 * pair of brackets, as account lists and CRM notes put the holder after a number.
 */
function bracketedSurnameFirst (text: string, out: Match[]): void {
  for (let k = 1; k < tokCount; k++) {
    // The cheap test first: the first name closes the brackets.
    if (text.charCodeAt(tokRawEnd[k]) !== 41 || tokEnd[k] !== tokRawEnd[k]) continue
    const s = k - 1
    if (text.charCodeAt(tokStart[s] - 1) !== 40 || tokEnd[s] !== tokRawEnd[s] || text.charCodeAt(tokRawEnd[s]) !== 44 ||
      text.charCodeAt(tokRawEnd[s] + 1) !== 32 || tokStart[k] !== tokRawEnd[s] + 2) continue
    if ((tokFlags[k] & F_FIRST) === 0 || (tokFlags[k] & (NOT_IN_BRACKETS | F_AMBIGUOUS)) !== 0 || (tokFlags[s] & NOT_IN_BRACKETS) !== 0) continue
    out.push(new Hit(tokStart[s], tokEnd[k], 0.75, 'name-context'))
  }
}

/**
 * "Welcome to Northwind, Aisling!": a first name after a comma that ends in '!' or '?', or that closes
 * its clause while the word before the comma follows a lower-case word, is addressed, not the first name
 * of "Surname, First". A first name the sentence runs on after ("Bitte an Schmidt, Anna weiterleiten")
 * is no address.
 */
function addressedAfter (text: string, surnameStart: number, end: number): boolean {
  const c = text.charCodeAt(end)
  if (c === 33 || c === 63) return true
  const n = text.charCodeAt(end + 1)
  if (c === 32 && n >= 97 && n <= 122) return false
  const b = text.charCodeAt(surnameStart - 2)
  return text.charCodeAt(surnameStart - 1) === 32 && b >= 97 && b <= 122
}

/** Whether a field starts at `pos`: as fieldStartAt, or after a tab, two blanks, or blanks that open the line. */
function columnStartAt (text: string, pos: number): boolean {
  if (fieldStartAt(text, pos)) return true
  let k = pos
  while (k > 0 && pos - k < 40 && isBlank(text.charCodeAt(k - 1))) k--
  return k === 0 || text.charCodeAt(k - 1) === 10 || pos - k >= 2 || text.charCodeAt(pos - 1) === 9
}

/** Whether only blanks, '!' or '.' stand between `pos` and the line end. */
function lineEndAt (text: string, pos: number): boolean {
  for (let k = pos; k < text.length && k < pos + 8; k++) {
    const c = text.charCodeAt(k)
    if (c === 10 || c === 13) return true
    if (!(c === 32 || c === 9 || c === 33 || c === 46)) return false
  }
  return pos + 8 > text.length
}

/** Whether a field or line starts at `pos`: after a delimiter, a quote, a line break or the text start. */
function fieldStartAt (text: string, pos: number): boolean {
  if (pos === 0) return true
  const c = text.charCodeAt(pos - 1)
  return c === 44 || c === 59 || c === 9 || c === 124 || c === 34 || c === 10
}

/** Whether a field or line ends at `pos`: a quote, '<', a line break, two blanks, ';', '|', a tab, or the end. */
function fieldEndAt (text: string, pos: number): boolean {
  if (pos >= text.length) return true
  const c = text.charCodeAt(pos)
  return c === 34 || c === 60 || c === 10 || c === 13 || c === 59 || c === 124 || c === 9 || (c === 32 && text.charCodeAt(pos + 1) === 32)
}

const name: Detector = {
  name: 'NAME',
  priority: 2,
  anchors: ['letter'],
  maxSpan: 200,
  contextRadius: 60,
  description: 'Person names in German and English text, also from outside the German and English name lists: first name + surname, titled names (Herr Müller, Dr. Anna Schmidt, Dr. A. Kumar), "Surname, First", greetings, signatures and closings (also of other languages), labelled fields and their whole values (also French, Spanish, Italian, Dutch, Nordic, Finnish, Polish, Turkish labels, dot leaders, values in capitals, with particles or in scripts without case: de Vries, TAKAHASHI, 王小明), payment lines of bank statements (Überweisung an …, transfer from …), e-mail display names and headers, chat speakers (time stamps, IRC, Slack, transcripts, handles such as andrea.rossi or tomasz.b after a time stamp), self-introductions in small letters (my name is anna kowalczyk, i\'m priya, this is derek), names in capitals (MR DANIEL J FORSYTH, MORALES, GABRIELA R), the surname first in capitals (CHAN Tai Wing, ZHANG LEI, DUPONT Jean-Pierre), Vietnamese names (NGUYỄN THỊ MAI, Phạm Thu Hằng), the user of a home directory (/home/priya.sharma/), name and role columns of CSV tables and of tables aligned with blanks, a name\'s spelling in another script in parentheses after it (TAN Wei Ling (陈慧玲), Ελένη (ELENI)), names in Cyrillic and Greek letters by their Latin spellings (Марија Стојановска, Γεώργιος Παπαδόπουλος), and a name found once at its other places in the text.',
  validation: 'Lists of about 11,000 first names and 11,000 surnames; dictionary words, German nouns, places, products and log words are rejected; a lone word needs a title, greeting, label or lead phrase; a run before a legal form (GmbH, SARL, Ltd) or next to a street type (St, rue, Via) names a firm or a street.',
  example: 'Sehr geehrte Frau Dr. Anna Schmidt',
  find: findNames
}

export default name
