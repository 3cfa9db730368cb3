/**
 * The first stage of the engine: one linear pass over the text that records where candidates can
 * start, so that detectors check a few positions with sticky regexes instead of running their own
 * global regex over the whole text. Plain TypeScript, no Fastify.
 *
 * Recorded in the one pass:
 * - digit runs (maximal runs of ASCII digits) grouped into digit chains: runs joined by one or two
 *   separator characters from ` -./()` (up to three: "030 / 123 456"); for every run, the number of digits from it to the end of
 *   its chain (an upper bound on the digits of any number written with those separators that starts
 *   there);
 * - words: maximal runs of ASCII letters, digits and `_`, with flags for their first character and
 *   their content;
 * - the positions of `@`, and of non-ASCII characters that do not continue an ASCII word.
 */

/** Kinds a detector can declare; the engine skips a detector when its text lacks one of them. */
export const ANCHOR_KINDS = ['digit', 'upper', 'at', 'letter'] as const
export type AnchorKind = typeof ANCHOR_KINDS[number]

const DIGIT_KIND = 1 << ANCHOR_KINDS.indexOf('digit')
const UPPER_KIND = 1 << ANCHOR_KINDS.indexOf('upper')
const AT_KIND = 1 << ANCHOR_KINDS.indexOf('at')
const LETTER_KIND = 1 << ANCHOR_KINDS.indexOf('letter')

/** The bit mask of some kinds, as Anchors.kindMask has them. */
export function kindMaskOf (kinds: readonly AnchorKind[]): number {
  let mask = 0
  for (const kind of kinds) mask |= 1 << ANCHOR_KINDS.indexOf(kind)
  return mask
}

/** Word flags. */
export const FIRST_DIGIT = 1
export const FIRST_UPPER = 2
export const FIRST_LOWER = 4
export const HAS_DIGIT = 8
export const HAS_UPPER = 16
export const HAS_LOWER = 32
export const HAS_UNDERSCORE = 64
/** A non-ASCII character follows the word (a label may start right after its last digit or `_`). */
export const NON_ASCII_AFTER = 128

// Character classes of ASCII codes, looked up once per character.
const DIGIT = 1
const UPPER = 2
const LOWER = 3
const UNDERSCORE = 4
const CLASS = new Uint8Array(128)
for (let c = 48; c <= 57; c++) CLASS[c] = DIGIT
for (let c = 65; c <= 90; c++) CLASS[c] = UPPER
for (let c = 97; c <= 122; c++) CLASS[c] = LOWER
CLASS[95] = UNDERSCORE
/** The HAS_* and FIRST_* flag of each class (a table lookup instead of branches per character). */
const KIND_FLAG = new Uint8Array([0, HAS_DIGIT, HAS_UPPER, HAS_LOWER, HAS_UNDERSCORE])
const FIRST_FLAG = new Uint8Array([0, FIRST_DIGIT, FIRST_UPPER, FIRST_LOWER, 0])

/** ` -./()`: what may join two digit runs into one chain, one to MAX_CHAIN_GAP of them. */
const MAX_CHAIN_GAP = 3

/** A character of the pass's words: A-Z, a-z, 0-9 or `_` (CLASS's word characters). */
export function isWordCode (code: number): boolean {
  return isAsciiAlnumCode(code) || code === 95
}

/** An ASCII letter or digit: A-Z, a-z, 0-9 (false for NaN, before a text's start or past its end). */
export function isAsciiAlnumCode (code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

function isChainSeparator (code: number): boolean {
  return code === 32 || code === 45 || code === 46 || code === 47 || code === 40 || code === 41
}

/** Read-only integer lists: plain arrays for short texts, typed arrays for long ones. */
export type IntList = ArrayLike<number> & Iterable<number>

/**
 * Scratch buffers of the pass, reused from call to call (the pass is synchronous). They double when
 * full; after a very long text (over SCRATCH_KEEP words or runs: about 15 MB of dense text) they are
 * dropped again, so a 10 MB text does not regrow them from 4096 entries on every scan (about 37 MB of
 * buffers, and the GCs their external memory triggers). The results are copied out: into plain arrays
 * for short texts (allocating even one typed array costs more than scanning a chat message), into
 * typed arrays for long ones.
 */
let scratchRunStart: Int32Array = new Int32Array(1024)
let scratchRunEnd: Int32Array = new Int32Array(1024)
/** 1 where separators join the run to the one before it. */
let scratchRunJoined: Uint8Array = new Uint8Array(1024)
let scratchWordStart: Int32Array = new Int32Array(4096)
let scratchWordEnd: Int32Array = new Int32Array(4096)
let scratchWordFlags: Uint8Array = new Uint8Array(4096)
let scratchAt: Int32Array = new Int32Array(256)
let scratchOther: Int32Array = new Int32Array(256)
/** High halves of surrogate pairs (noteSurrogatePair). */
let scratchPairs: Int32Array = new Int32Array(16)
const SCRATCH_KEEP = 1 << 21

function grown<T extends Int32Array | Uint8Array> (buffer: T): T {
  const next = new (buffer.constructor as new (n: number) => T)(buffer.length * 2)
  next.set(buffer)
  return next
}

/** Texts up to this length get plain arrays. */
const SMALL_TEXT = 8192

/** The first `count` values of a scratch buffer as a plain array (short texts: cheaper to read and to keep). */
function plain (buffer: Int32Array | Uint8Array, count: number): number[] {
  const out = new Array<number>(count)
  for (let k = 0; k < count; k++) out[k] = buffer[k]
  return out
}

/** Keeps grown scratch buffers for the next long text, unless a very long one made them huge. */
function keepScratch (runStart: Int32Array, runEnd: Int32Array, runJoined: Uint8Array, wordStart: Int32Array, wordEnd: Int32Array, wordFlags: Uint8Array, at: Int32Array, other: Int32Array): void {
  scratchAt = at.length <= SCRATCH_KEEP ? at : new Int32Array(256)
  scratchOther = other.length <= SCRATCH_KEEP ? other : new Int32Array(256)
  if (scratchPairs.length > SCRATCH_KEEP) scratchPairs = new Int32Array(16)
  if (runStart.length <= SCRATCH_KEEP) {
    scratchRunStart = runStart
    scratchRunEnd = runEnd
    scratchRunJoined = runJoined
  } else {
    scratchRunStart = new Int32Array(1024)
    scratchRunEnd = new Int32Array(1024)
    scratchRunJoined = new Uint8Array(1024)
  }
  if (wordStart.length <= SCRATCH_KEEP) {
    scratchWordStart = wordStart
    scratchWordEnd = wordEnd
    scratchWordFlags = wordFlags
  } else {
    scratchWordStart = new Int32Array(4096)
    scratchWordEnd = new Int32Array(4096)
    scratchWordFlags = new Uint8Array(4096)
  }
}

/** What the one pass over a text records (see Anchors). */
interface Pass {
  runStart: IntList
  runEnd: IntList
  runChainDigits: IntList
  maxChainDigits: number
  wordStart: IntList
  wordEnd: IntList
  wordFlags: IntList
  at: IntList
  otherStarts: IntList
  surrogatePairs: IntList
  hasUpper: boolean
  hasLetter: boolean
  nonAscii: boolean
}

// The character loop's results besides the scratch buffers (module variables: see scanChars).
let passRuns = 0
let passWords = 0
let passAts = 0
let passOthers = 0
let passFlags = 0
let passNonAscii = false
let passPairs = 0

/**
 * Records `i` when a surrogate pair starts there (a high half, then a low one): the engine turns
 * UTF-16 offsets into code-point offsets from this list instead of searching the text for pairs.
 * Called by scanChars for non-ASCII characters only; a function of its own so that the character
 * loop keeps its few locals.
 */
function noteSurrogatePair (text: string, i: number): void {
  if ((text.charCodeAt(i + 1) & 0xFC00) !== 0xDC00) return
  if (passPairs === scratchPairs.length) scratchPairs = grown(scratchPairs)
  scratchPairs[passPairs++] = i
}

/**
 * The character loop of the pass: digit runs, words, '@' and other starts into the scratch buffers
 * (grown as needed), and for every run whether separators join it to the run before (chainDigits).
 * V8 compiles a loop this long on the stack (OSR)
 * during the first long text, before the code after the loop ever ran, and keeps reusing that code:
 * code after the loop that needs type feedback (a call, a property read) deopted on every long scan.
 * So the loop has a function of its own whose tail only stores into module variables.
 * Inside a word, digits and lower-case letters (most characters) are read by loops of their own that
 * test nothing else; the class table is consulted where the kind of character changes.
 */
function scanChars (text: string): void {
  passPairs = 0
  const n = text.length
  let at = scratchAt
  let other = scratchOther
  let ats = 0
  let others = 0
  let runStart = scratchRunStart
  let runEnd = scratchRunEnd
  let runJoined = scratchRunJoined
  let wordStart = scratchWordStart
  let wordEnd = scratchWordEnd
  let wordFlags = scratchWordFlags
  let runs = 0
  let words = 0
  let nonAscii = false
  let allFlags = 0
  let i = 0
  while (i < n) {
    let code = text.charCodeAt(i)
    let kind = code < 128 ? CLASS[code] : 0
    if (kind === 0) {
      if (code >= 128) {
        nonAscii = true
        if (others === other.length) other = grown(other)
        other[others++] = i
        if ((code & 0xFC00) === 0xD800) noteSurrogatePair(text, i)
      } else if (code === 64) {
        if (ats === at.length) at = grown(at)
        at[ats++] = i
      }
      i++
      continue
    }
    // A word: read to its end, digit runs inside it on the way.
    const wordAt = i
    let flags: number = FIRST_FLAG[kind]
    for (;;) {
      if (kind === DIGIT) {
        const runAt = i
        code = ++i < n ? text.charCodeAt(i) : -1
        while (code >= 48 && code <= 57) code = ++i < n ? text.charCodeAt(i) : -1
        if (runs === runStart.length) {
          runStart = grown(runStart)
          runEnd = grown(runEnd)
          runJoined = grown(runJoined)
        }
        runJoined[runs] = runs > 0 && joinsChain(text, runEnd[runs - 1], runAt) ? 1 : 0
        runStart[runs] = runAt
        runEnd[runs++] = i
        flags |= HAS_DIGIT
      } else if (kind === LOWER) {
        code = ++i < n ? text.charCodeAt(i) : -1
        while (code >= 97 && code <= 122) code = ++i < n ? text.charCodeAt(i) : -1
        flags |= HAS_LOWER
      } else {
        flags |= KIND_FLAG[kind]
        code = ++i < n ? text.charCodeAt(i) : -1
      }
      if (code < 0) break
      kind = code < 128 ? CLASS[code] : 0
      if (kind === 0) break
    }
    if (code >= 128) flags |= NON_ASCII_AFTER
    if (words === wordStart.length) {
      wordStart = grown(wordStart)
      wordEnd = grown(wordEnd)
      wordFlags = grown(wordFlags)
    }
    wordStart[words] = wordAt
    wordEnd[words] = i
    wordFlags[words++] = flags
    allFlags |= flags
    // The character that ended the word: a non-ASCII one right after a word does not start one.
    if (i < n) {
      if (code >= 128) {
        nonAscii = true
        if ((code & 0xFC00) === 0xD800) noteSurrogatePair(text, i)
      } else if (code === 64) {
        if (ats === at.length) at = grown(at)
        at[ats++] = i
      }
      i++
    }
  }
  scratchRunStart = runStart
  scratchRunEnd = runEnd
  scratchRunJoined = runJoined
  scratchWordStart = wordStart
  scratchWordEnd = wordEnd
  scratchWordFlags = wordFlags
  scratchAt = at
  scratchOther = other
  passAts = ats
  passOthers = others
  passRuns = runs
  passWords = words
  passFlags = allFlags
  passNonAscii = nonAscii
}

/** True when one to MAX_CHAIN_GAP chain separators, and nothing else, lie between `end` and `start`. */
function joinsChain (text: string, end: number, start: number): boolean {
  if (start - end > MAX_CHAIN_GAP) return false
  for (let k = end; k < start; k++) if (!isChainSeparator(text.charCodeAt(k))) return false
  return true
}

/**
 * Digits from each run to the end of its chain, from the back: a run continues the chain of the next
 * one when that one is joined to it (scanChars). Returns the largest; its own function for the same
 * reason as scanChars.
 */
function chainDigits (runStart: Int32Array, runEnd: Int32Array, runJoined: Uint8Array, runs: number, chain: number[] | Int32Array): number {
  let max = 0
  let next = 0
  for (let r = runs - 1; r >= 0; r--) {
    const digits = runEnd[r] - runStart[r] + (r + 1 < runs && runJoined[r + 1] === 1 ? next : 0)
    chain[r] = digits
    next = digits
    if (digits > max) max = digits
  }
  return max
}

// The pass writes into typed scratch buffers (reused from call to call, so nothing is allocated per
// anchor): hostile texts ("1 1 1 …") have a run and a word every two characters. Short texts get
// plain arrays copied out of them; long ones typed copies.
function runPass (text: string): Pass {
  const n = text.length
  scanChars(text)
  const runStart = scratchRunStart
  const runEnd = scratchRunEnd
  const runJoined = scratchRunJoined
  const wordStart = scratchWordStart
  const wordEnd = scratchWordEnd
  const wordFlags = scratchWordFlags
  const runs = passRuns
  const words = passWords
  const allFlags = passFlags
  const nonAscii = passNonAscii
  const at = scratchAt
  const other = scratchOther
  keepScratch(runStart, runEnd, runJoined, wordStart, wordEnd, wordFlags, at, other)

  const small = n <= SMALL_TEXT
  const chain: number[] | Int32Array = small ? new Array<number>(runs) : new Int32Array(runs)
  const max = chainDigits(runStart, runEnd, runJoined, runs, chain)
  return {
    runStart: small ? plain(runStart, runs) : runStart.slice(0, runs),
    runEnd: small ? plain(runEnd, runs) : runEnd.slice(0, runs),
    runChainDigits: chain,
    maxChainDigits: max,
    wordStart: small ? plain(wordStart, words) : wordStart.slice(0, words),
    wordEnd: small ? plain(wordEnd, words) : wordEnd.slice(0, words),
    wordFlags: small ? plain(wordFlags, words) : wordFlags.slice(0, words),
    at: small ? plain(at, passAts) : at.slice(0, passAts),
    otherStarts: small ? plain(other, passOthers) : other.slice(0, passOthers),
    surrogatePairs: passPairs === 0 ? NO_PAIRS : scratchPairs.slice(0, passPairs),
    hasUpper: (allFlags & HAS_UPPER) !== 0 || nonAscii,
    hasLetter: (allFlags & (HAS_UPPER | HAS_LOWER)) !== 0 || nonAscii,
    nonAscii
  }
}

const NO_PAIRS: IntList = Object.freeze([] as number[])

const HAS_DIGIT_CHAR = /[0-9]/
const HAS_UPPER_CHAR = /[A-Z\u0080-\uffff]/
const HAS_LETTER_CHAR = /[A-Za-z\u0080-\uffff]/

/**
 * The anchors of one text. The pass runs on first use of its lists, not before: a scan whose
 * detectors read none of them (SECRET, URL_SECRET, EMAIL, MAC_ADDRESS alone) never pays for it, and
 * the engine's question whether a kind occurs at all (has) is answered by a native search until then.
 */
export class Anchors {
  readonly text: string
  #pass: Pass | undefined
  /** Candidate lists derived from the above (digitRunStarts, wordStarts), computed once per text. */
  readonly cache = new Map<string, IntList>()
  /** The words that pass each registered WordGate (by its bit), sorted on first use. */
  gateWords: number[][] | undefined
  /** The words that pass each unregistered WordGate, and each gate's word starts, worked out on first use. */
  ownGateWords: Map<WordGate, IntList> | undefined
  gateStarts: Map<WordGate, IntList> | undefined
  /** Digit run indices by the run's own length (1 to 31), built on first use (digitRunStartsOfLength). */
  runsByLength: Int32Array[] | undefined
  /** Bit L set when some digit run is L (1 to 31) digits long, worked out on first use (hasRunOfLengths). */
  runLengthBits: number | undefined
  /** Indices of the runs whose chain holds at least `chainMin` digits, built on first use (chainRuns). */
  chainList: Int32Array | undefined
  chainMin = 0
  /** When chainList is PREFIX_RUNS: the qualifying runs are runs 0 to chainPrefix - 1. */
  chainPrefix = 0

  constructor (text: string) {
    this.text = text
  }

  #run (): Pass {
    return (this.#pass = runPass(this.text))
  }

  /** Runs the pass now, if it has not run (the engine does so when several detectors will read it). */
  runPass (): void {
    if (this.#pass === undefined) this.#run()
  }

  /** Digit runs: start, end (exclusive), digits from this run to the end of its chain. */
  get runStart (): IntList { return (this.#pass ?? this.#run()).runStart }
  get runEnd (): IntList { return (this.#pass ?? this.#run()).runEnd }
  get runChainDigits (): IntList { return (this.#pass ?? this.#run()).runChainDigits }
  /** The largest number of digits in one chain. */
  get maxChainDigits (): number { return (this.#pass ?? this.#run()).maxChainDigits }
  /** Words ([A-Za-z0-9_]+): start, end (exclusive), flags (FIRST_*, HAS_*). */
  get wordStart (): IntList { return (this.#pass ?? this.#run()).wordStart }
  get wordEnd (): IntList { return (this.#pass ?? this.#run()).wordEnd }
  get wordFlags (): IntList { return (this.#pass ?? this.#run()).wordFlags }
  /** Positions of '@'. */
  get at (): IntList { return (this.#pass ?? this.#run()).at }
  /** Non-ASCII characters not preceded by an ASCII letter, digit or `_`: where a non-ASCII word can start. */
  get otherStarts (): IntList { return (this.#pass ?? this.#run()).otherStarts }
  get hasUpper (): boolean { return (this.#pass ?? this.#run()).hasUpper }
  get hasLetter (): boolean { return (this.#pass ?? this.#run()).hasLetter }
  get nonAscii (): boolean { return (this.#pass ?? this.#run()).nonAscii }
  /**
   * Where surrogate pairs start (their high halves), ascending, if the pass has run; undefined
   * otherwise (asking does not run it).
   */
  get surrogatePairsIfKnown (): IntList | undefined { return this.#pass?.surrogatePairs }

  get runCount (): number { return this.runStart.length }
  get wordCount (): number { return this.wordStart.length }

  /**
   * The kinds the text has, as a bit mask (bit k: ANCHOR_KINDS[k]), worked out once: from the pass
   * when it has run, else by native searches of the text (the pass stays lazy). Non-ASCII text
   * counts as having upper-case letters and letters.
   */
  get kindMask (): number {
    if (this.#kindMask < 0) {
      const pass = this.#pass
      this.#kindMask = pass !== undefined
        ? (pass.runStart.length > 0 ? DIGIT_KIND : 0) | (pass.hasUpper ? UPPER_KIND : 0) | (pass.at.length > 0 ? AT_KIND : 0) | (pass.hasLetter ? LETTER_KIND : 0)
        : (HAS_DIGIT_CHAR.test(this.text) ? DIGIT_KIND : 0) | (HAS_UPPER_CHAR.test(this.text) ? UPPER_KIND : 0) |
          (this.text.includes('@') ? AT_KIND : 0) | (HAS_LETTER_CHAR.test(this.text) ? LETTER_KIND : 0)
    }
    return this.#kindMask
  }

  #kindMask = -1

  /** True when the text has an anchor of this kind (non-ASCII text counts as having letters). */
  has (kind: AnchorKind): boolean {
    return (this.kindMask & kindMaskOf([kind])) !== 0
  }
}

/** The anchors of `text`: those the engine passed in, else a fresh pass (a detector called alone). */
export function anchorsOf (text: string, anchors?: Anchors): Anchors {
  return anchors !== undefined && anchors.text === text ? anchors : new Anchors(text)
}

/** The global twin of a sticky regex, for execAt's dense case. */
const globalTwins = new WeakMap<RegExp, RegExp>()

/** More candidates than one per DENSE characters: one native pass of the global regex is cheaper. */
const DENSE = 8

/**
 * A start list meaning "anywhere": execAt runs the global regex. For start-list builders that stop
 * early once they see the candidates are dense (isDense).
 */
export const ALL_POSITIONS: IntList = Object.freeze([] as number[])

/** True when execAt runs the global regex instead of trying `count` candidates (their positions do not matter then). */
export function isDense (text: string, count: number): boolean {
  return isDenseIn(text.length, count)
}

/**
 * isDense for the first `length` characters of a text: a start-list builder that has found `count`
 * candidates there may stop and answer ALL_POSITIONS (the same hits) instead of listing them all.
 */
export function isDenseIn (length: number, count: number): boolean {
  return count * DENSE > length && count > 64
}

/**
 * The hits of a regex at the given candidate starts (ascending), exactly as a global regex would
 * find them over the whole text: a hit at `s` of length L makes the next candidate start at s + L at
 * the earliest, empty hits are stepped over. `sticky` is the detector's regex with the `y` flag
 * instead of `g`; its look-behinds still see the text before the start. The same hits as the
 * global regex, provided every hit of the global one starts at one of `starts`; so when candidates
 * are dense (hostile input such as "1 1 1 …"), the global twin runs over the text instead, natively.
 */
export function execAt (text: string, sticky: RegExp, starts: Iterable<number>): Iterable<RegExpExecArray> {
  if (!sticky.sticky) throw new Error('execAt needs a sticky regex')
  const list: IntList = Array.isArray(starts) || ArrayBuffer.isView(starts) ? starts as IntList : Array.from(starts)
  // No candidate (most texts, for most regexes): nothing to allocate, callers need not check first.
  if (list.length === 0 && list !== ALL_POSITIONS) return NO_HITS
  if (list === ALL_POSITIONS || isDense(text, list.length)) {
    let global = globalTwins.get(sticky)
    if (global === undefined) globalTwins.set(sticky, global = new RegExp(sticky.source, sticky.flags.replace('y', 'g')))
    global.lastIndex = 0
    return new Hits(text, global, NONE)
  }
  return new Hits(text, sticky, list)
}

/**
 * execAt's hits, one at a time: each match is handed to the detector before the next one is searched,
 * so on a long text the match arrays die young instead of piling up in one list for the whole text
 * (which the young-generation GC copied and promoted: about 3 MB per MB of dense text). One class for
 * both cases (sticky at the candidates; the global twin over the whole text, for dense candidates),
 * so every detector's loop sees one shape. Iterated once; the iterator result object is reused.
 */
class Hits implements IterableIterator<RegExpExecArray> {
  readonly #text: string
  readonly #regex: RegExp
  readonly #starts: IntList
  /** Global twin: it runs over the whole text. */
  readonly #global: boolean
  #k = 0
  /** The next candidate must start here or later (the end of the previous hit). */
  #from = 0
  readonly #result: { done: boolean, value: RegExpExecArray | undefined } = { done: false, value: undefined }

  constructor (text: string, regex: RegExp, starts: IntList) {
    this.#text = text
    this.#regex = regex
    this.#starts = starts
    this.#global = regex.global
  }

  [Symbol.iterator] (): IterableIterator<RegExpExecArray> { return this }

  next (): IteratorResult<RegExpExecArray> {
    const result = this.#result
    const text = this.#text
    const regex = this.#regex
    if (this.#global) {
      let m: RegExpExecArray | null
      while ((m = regex.exec(text)) !== null) {
        if (m[0].length === 0) { regex.lastIndex++; continue }
        result.value = m
        return result as IteratorResult<RegExpExecArray>
      }
    } else {
      const list = this.#starts
      for (let k = this.#k; k < list.length; k++) {
        const s = list[k]
        if (s < this.#from) continue
        regex.lastIndex = s
        const m = regex.exec(text)
        if (m === null || m[0].length === 0) continue
        this.#from = s + m[0].length
        this.#k = k + 1
        result.value = m
        return result as IteratorResult<RegExpExecArray>
      }
      this.#k = list.length
    }
    result.done = true
    result.value = undefined
    return result as IteratorResult<RegExpExecArray>
  }
}

/** execAt's answer to an empty start list: an iterator that is done at once (it keeps no state then, so one serves all). */
const NO_HITS = new Hits('', /(?:)/y, [])

/** `regex` with the `y` flag instead of `g`, for execAt. */
export function sticky (regex: RegExp): RegExp {
  return new RegExp(regex.source, regex.flags.replace('g', '') + 'y')
}

const NONE: IntList = []
/** Start lists longer than this are typed arrays (hostile texts have one candidate every two characters). */
const LONG_LIST = 2048

/** 0, 1, 2, …, shared and read-only: the per-length list of a length that every word or run has. */
let indices = new Int32Array(0)
const NO_INDICES = new Int32Array(0)

/**
 * Per-length index lists when one length holds all `total` entries (hostile input of equal units,
 * "1 1 1 …", "Aa Aa …"): that list is 0 to total - 1 and needs no filling; otherwise undefined.
 */
function bucketsOf (counts: Int32Array, total: number): Int32Array[] | undefined {
  const only = counts.indexOf(total)
  if (only === -1 || total === 0) return undefined
  if (indices.length < total) {
    indices = new Int32Array(Math.max(total, 2 * indices.length))
    for (let k = 0; k < indices.length; k++) indices[k] = k
  }
  const all = indices.subarray(0, total)
  // A very long text does not keep a huge list for good.
  if (indices.length > SCRATCH_KEEP) indices = new Int32Array(0)
  return Array.from(counts, (count, length) => length === only ? all : NO_INDICES)
}

/**
 * Indices of the spans (the digit runs, for runBuckets) by their length, 0 to `maxLength` (longer ones are in
 * no list), each list ascending: counted, then filled. The two loops are functions of their own:
 * this runs once per text, so V8 compiles each long loop on the stack, and code after a loop in
 * that compiled frame has no type feedback and deopts on every later text (a deopt loop, seen in
 * `--trace-deopt` on every long scan).
 */
function byLength (starts: IntList, ends: IntList, maxLength: number): Int32Array[] {
  const counts = lengthCounts(starts, ends, maxLength)
  return bucketsOf(counts, starts.length) ?? filledBuckets(starts, ends, counts)
}

function lengthCounts (starts: IntList, ends: IntList, maxLength: number): Int32Array {
  const counts = new Int32Array(maxLength + 1)
  for (let k = 0; k < starts.length; k++) {
    const length = ends[k] - starts[k]
    if (length <= maxLength) counts[length]++
  }
  return counts
}

function filledBuckets (starts: IntList, ends: IntList, counts: Int32Array): Int32Array[] {
  const lists: Int32Array[] = Array.from(counts, (count) => new Int32Array(count))
  const fill = new Int32Array(counts.length)
  const maxLength = counts.length - 1
  for (let k = 0; k < starts.length; k++) {
    const length = ends[k] - starts[k]
    if (length <= maxLength) lists[length][fill[length]++] = k
  }
  return lists
}
/** Up to this many runs or words, start lists are built on every call instead of cached. */
const SMALL = 64

/**
 * Indices of the runs whose chain holds at least `minDigits` digits, ascending; undefined when they
 * are the first anchors.chainPrefix runs (short texts: all runs). Detectors ask for 5 to 13 digits:
 * the list for the fewest digits asked so far is kept and the others are filtered from it, not from
 * every run of the text.
 */
const BASE_CHAIN = 5

/** chainRuns' record that the qualifying runs are the first anchors.chainPrefix ones. */
const PREFIX_RUNS = new Int32Array(0)

function chainRuns (anchors: Anchors, minDigits: number): Int32Array | undefined {
  const { runChainDigits } = anchors
  if (runChainDigits.length <= SMALL) return undefined
  let base = anchors.chainList
  if (base === undefined || minDigits < anchors.chainMin) {
    // The first list already serves every detector that asks for BASE_CHAIN digits or more.
    const min = Math.min(minDigits, BASE_CHAIN)
    const count = countQualifying(runChainDigits, undefined, runChainDigits.length, min)
    anchors.chainMin = min
    // One long chain (digit-group input such as "1 1 1 …"): every run but the last few qualifies,
    // which needs no list.
    if (firstBelow(runChainDigits, min, runChainDigits.length) >= count) {
      anchors.chainList = PREFIX_RUNS
      anchors.chainPrefix = count
      return undefined
    }
    anchors.chainList = base = indicesAtLeast(runChainDigits, min, count)
  }
  return base === PREFIX_RUNS ? undefined : base
}

// chainRuns' loops, each a function of its own (see byLength: no deopt loop); its count is countQualifying's.
/** The first of values[0, limit) below `min`, or limit when there is none. */
function firstBelow (values: IntList, min: number, limit: number): number {
  let k = 0
  while (k < limit && values[k] >= min) k++
  return k
}

function indicesAtLeast (values: IntList, min: number, count: number): Int32Array {
  const list = new Int32Array(count)
  for (let k = 0, n = 0; k < values.length; k++) if (values[k] >= min) list[n++] = k
  return list
}

/**
 * The starts of the runs whose chain holds at least `minDigits` digits: of `runs` (run indices,
 * ascending), or of runs 0 to total - 1 when `runs` is undefined. When those qualifying runs are the
 * first ones (one long chain of equal groups, "1 1 1 …", where every run but the last few qualifies),
 * the answer is a view of the pass's own start list, nothing copied.
 */
function qualifyingStarts (runStart: IntList, runChainDigits: IntList, runs: IntList | undefined, total: number, minDigits: number): IntList {
  const count = countQualifying(runChainDigits, runs, total, minDigits)
  if (runs === undefined && ArrayBuffer.isView(runStart) && firstBelow(runChainDigits, minDigits, total) >= count) return (runStart as Int32Array).subarray(0, count)
  const list = count > LONG_LIST ? new Int32Array(count) : new Array<number>(count)
  fillQualifying(list, runStart, runChainDigits, runs, count, minDigits)
  return list
}

// qualifyingStarts' loops, each a function of its own (see byLength: no deopt loop).
function countQualifying (runChainDigits: IntList, runs: IntList | undefined, total: number, minDigits: number): number {
  let count = 0
  for (let k = 0; k < total; k++) if (runChainDigits[runs === undefined ? k : runs[k]] >= minDigits) count++
  return count
}

function fillQualifying (list: number[] | Int32Array, runStart: IntList, runChainDigits: IntList, runs: IntList | undefined, count: number, minDigits: number): void {
  for (let k = 0, n = 0; n < count; k++) {
    const r = runs === undefined ? k : runs[k]
    if (runChainDigits[r] >= minDigits) list[n++] = runStart[r]
  }
}

/** Run lengths (each 1 to 31) as a bit mask: bit L for length L. */
function lengthMask (lengths: readonly number[]): number {
  let mask = 0
  for (const length of lengths) {
    if (!(length >= 1 && length <= 31)) throw new Error(`run length out of range: ${length}`)
    mask |= 1 << length
  }
  return mask
}

/**
 * Starts of digit runs whose chain holds at least `minDigits` digits from there on, ascending.
 * Cached per text: several detectors ask for the same list.
 */
export function digitRunStarts (anchors: Anchors, minDigits: number): IntList {
  if (anchors.maxChainDigits < minDigits) return NONE
  const { runStart, runChainDigits } = anchors
  // Short texts: building the list costs less than the cache key.
  const cached = runStart.length > SMALL
  const key = cached ? `d${minDigits}` : ''
  const known = cached ? anchors.cache.get(key) : undefined
  if (known !== undefined) return known
  const runs = chainRuns(anchors, minDigits)
  const list = qualifyingStarts(runStart, runChainDigits, runs, runs !== undefined ? runs.length : cached ? anchors.chainPrefix : runStart.length, minDigits)
  if (cached) anchors.cache.set(key, list)
  return list
}

/**
 * Starts of digit runs whose chain holds at least `minDigits` digits and whose own length is one
 * of `lengths` (each at most 31), ascending; cached per text. For a number that starts where a digit
 * run starts (its look-behind rules out a digit before it), the length of that first run follows
 * from its format: "123-45-6789" starts with 3 digits, "123456789" with 9.
 */
export function digitRunStartsOfLength (anchors: Anchors, minDigits: number, lengths: readonly number[]): IntList {
  if (anchors.maxChainDigits < minDigits) return NONE
  const mask = lengthMask(lengths)
  const { runStart, runEnd, runChainDigits } = anchors
  if (runStart.length <= SMALL) {
    // Short texts: one pass over the runs costs less than a cache key; none at all when no run has a wanted length.
    if (!hasRunOfLengths(anchors, mask)) return NONE
    const list: number[] = []
    for (let r = 0; r < runStart.length; r++) {
      if (runChainDigits[r] >= minDigits && hasLengthIn(runEnd[r] - runStart[r], mask)) list.push(runStart[r])
    }
    return list
  }
  const key = `d${minDigits}/${mask}`
  const known = anchors.cache.get(key)
  if (known !== undefined) return known
  // Only the runs of the wanted lengths, from the per-length lists: on digit-group input such as
  // "1 1 1 …" every run is in a long chain, but none has the length of a number's first group.
  const wanted = runsOfLengths(anchors, mask)
  let total = 0
  for (const runs of wanted) total += runs.length
  let list: IntList
  if (wanted.length === 1) {
    // One length present (a mask of 3 and 10 on digit groups of 2-4): its own list, nothing merged,
    // a third of the runs read instead of all of them.
    list = qualifyingStarts(runStart, runChainDigits, wanted[0], wanted[0].length, minDigits)
  } else if (total * 4 > runStart.length) {
    // Many of them (random digit groups: lengths 2-4 hold every run): one filter over all runs costs
    // less than merging the per-length lists first.
    list = startsOfLengths(runStart, runEnd, runChainDigits, mask, minDigits, total)
  } else {
    const runs = mergeAscending(wanted)
    list = qualifyingStarts(runStart, runChainDigits, runs, runs.length, minDigits)
  }
  anchors.cache.set(key, list)
  return list
}

/**
 * Starts of the runs whose own length is in `mask` and whose chain holds at least `minDigits`
 * digits, by one filter over every run into a list of `most` places (the runs of those lengths); a
 * view of the pass's list when they are the first runs.
 */
function startsOfLengths (runStart: IntList, runEnd: IntList, runChainDigits: IntList, mask: number, minDigits: number, most: number): IntList {
  const list = new Int32Array(most)
  const n = fillStartsOfLengths(list, runStart, runEnd, runChainDigits, mask, minDigits)
  // Starts ascend, so the last one kept is run n - 1's exactly when runs 0 to n - 1 are the ones kept.
  if (ArrayBuffer.isView(runStart) && (n === 0 || list[n - 1] === runStart[n - 1])) return (runStart as Int32Array).subarray(0, n)
  // The list types the other list builders give for this length.
  if (n <= LONG_LIST) return Array.from(list.subarray(0, n))
  return n === most ? list : list.subarray(0, n)
}

/** startsOfLengths' loop, a function of its own (see byLength: no deopt loop); the count kept. */
function fillStartsOfLengths (list: Int32Array, runStart: IntList, runEnd: IntList, runChainDigits: IntList, mask: number, minDigits: number): number {
  let n = 0
  for (let r = 0; r < runStart.length; r++) {
    if (hasLengthIn(runEnd[r] - runStart[r], mask) && runChainDigits[r] >= minDigits) list[n++] = runStart[r]
  }
  return n
}

/** True when `length` is one of the lengths of `mask` (lengthMask; a shift by 32 or more would wrap). */
function hasLengthIn (length: number, mask: number): boolean {
  return length <= 31 && (mask & (1 << length)) !== 0
}

/** True when some digit run's own length is in `mask`: one bit per length held by a run, worked out once per text. */
function hasRunOfLengths (anchors: Anchors, mask: number): boolean {
  let held = anchors.runLengthBits
  if (held === undefined) {
    const { runStart, runEnd } = anchors
    held = 0
    for (let r = 0; r < runStart.length; r++) {
      const length = runEnd[r] - runStart[r]
      if (length <= 31) held |= 1 << length
    }
    anchors.runLengthBits = held
  }
  return (held & mask) !== 0
}

/** The per-length run lists of the lengths in `mask` (bit L for length L). */
function runsOfLengths (anchors: Anchors, mask: number): Int32Array[] {
  const buckets = runBuckets(anchors)
  const wanted: Int32Array[] = []
  for (let length = 1; length <= 31; length++) if ((mask & (1 << length)) !== 0 && buckets[length].length > 0) wanted.push(buckets[length])
  return wanted
}

/** Run indices by the run's own length (0 to 31), ascending; built on first use (count, then fill). */
function runBuckets (anchors: Anchors): Int32Array[] {
  let buckets = anchors.runsByLength
  if (buckets === undefined) anchors.runsByLength = buckets = byLength(anchors.runStart, anchors.runEnd, 31)
  return buckets
}

/**
 * How many digit runs have one of `lengths` (each 1 to 31) as their own length, whatever their
 * chains: a detector can tell from it whether a candidate list would be dense (or which of two is
 * shorter) without building the list.
 */
export function runCountOfLengths (anchors: Anchors, lengths: readonly number[]): number {
  const mask = lengthMask(lengths)
  const { runStart, runEnd } = anchors
  let count = 0
  if (runStart.length <= SMALL) {
    if (!hasRunOfLengths(anchors, mask)) return 0
    for (let r = 0; r < runStart.length; r++) if (hasLengthIn(runEnd[r] - runStart[r], mask)) count++
    return count
  }
  const buckets = runBuckets(anchors)
  for (let length = 1; length <= 31; length++) if ((mask & (1 << length)) !== 0) count += buckets[length].length
  return count
}

function hasEntries (list: IntList): boolean {
  return list.length > 0
}

/**
 * Ascending lists merged into one ascending list; empty lists are left out, and a single list left is
 * returned as it is.
 */
export function mergeAscending (all: readonly IntList[]): IntList {
  const lists = all.filter(hasEntries)
  if (lists.length === 0) return NONE
  if (lists.length === 1) return lists[0]
  let total = 0
  for (const list of lists) total += list.length
  const out = new Int32Array(total)
  const at = new Int32Array(lists.length)
  for (let n = 0; n < total; n++) {
    let best = -1
    let bestValue = 0
    for (let b = 0; b < lists.length; b++) {
      if (at[b] < lists[b].length && (best === -1 || lists[b][at[b]] < bestValue)) {
        best = b
        bestValue = lists[b][at[b]]
      }
    }
    out[n] = bestValue
    at[best]++
  }
  return out
}

/** Up to this many entries are sorted by insertion (sortShort). */
const INSERTION_SORT_MAX = 16

/**
 * Sorts a list in place, stably, like list.sort(order): the lists of a chat message (its candidates,
 * its rules) hold a handful of entries, and Array.prototype.sort's fixed cost (a copy, a builtin
 * calling back into JS) was more than the sorting; a short insertion sort calls `order` inline.
 */
export function sortShort (list: number[], order: (a: number, b: number) => number): number[] {
  if (list.length > INSERTION_SORT_MAX) return list.sort(order)
  for (let i = 1; i < list.length; i++) {
    const item = list[i]
    let j = i - 1
    while (j >= 0 && order(list[j], item) > 0) {
      list[j + 1] = list[j]
      j--
    }
    list[j + 1] = item
  }
  return list
}

/** What a WordGate asks of a word; every part may be left out (no condition). */
export interface WordGateSpec {
  /** Lengths it may have: a list, or a range (no `max`: no upper bound); a bound is below LONG_WORD, or there is none. */
  lengths?: readonly number[] | { min: number, max?: number }
  /** Flags (FIRST_*, HAS_*) it must have all of. */
  withFlags?: number
  /** Flags it must have one of at least. */
  anyFlags?: number
  /** Flags it must have none of. */
  withoutFlags?: number
  /**
   * Whether its first two characters may begin it: `first` an ASCII word character, `second` the
   * next character's code, or 128 when that is not ASCII or the text ends there.
   */
  firstPair?: (first: number, second: number) => boolean
}

/** Words over this many characters share one entry of a gate's length condition. */
const LONG_WORD = 32
/** Gates fit in the bits of an int32; a gate made when they are full works alone (its own walk). */
const MAX_GATES = 31
/** Per word length (0 to LONG_WORD) and flags (8 bits): the gates whose length and flag conditions it meets. */
const GATE_LENGTH_FLAGS = new Int32Array((LONG_WORD + 1) * 256)
/** Per first (ASCII) and second (ASCII, or 128) character: the gates whose firstPair takes the pair. */
const GATE_PAIRS = new Int32Array(128 * 129)
let gateCount = 0

/**
 * A condition on the anchor words where a detector's candidates start (length, flags, first two
 * characters). Detectors make theirs as module constants; each is registered in the tables above,
 * and the first `words` call of a text sorts every word into the lists of all registered gates
 * in one walk (two table reads per word). Before, each detector walked all the words itself: about
 * 1 ms per walk on 512 KB of prose on this machine, and a dozen walks.
 */
export class WordGate {
  /** Its bit in the tables, or -1 when it is not registered (it walks the words alone). */
  readonly bit: number
  /** Its tables when it is not registered. */
  readonly #lengthFlags: Int32Array | undefined
  readonly #pairs: Int32Array | undefined

  constructor (spec: WordGateSpec) {
    const registered = gateCount < MAX_GATES
    this.bit = registered ? gateCount++ : -1
    const mask = registered ? 1 << this.bit : 1
    const lengthFlags = registered ? GATE_LENGTH_FLAGS : (this.#lengthFlags = new Int32Array((LONG_WORD + 1) * 256))
    const pairs = registered ? GATE_PAIRS : (this.#pairs = new Int32Array(128 * 129))
    const { lengths, withFlags = 0, anyFlags = 0, withoutFlags = 0, firstPair } = spec
    // Longer words share one entry of the tables: a bound there could not be kept exactly.
    const bounds = lengths === undefined ? [] : Array.isArray(lengths) ? lengths as readonly number[] : [(lengths as { min: number }).min, (lengths as { max?: number }).max ?? 0]
    if (bounds.some((length) => length >= LONG_WORD)) throw new RangeError(`a WordGate's word lengths stay below ${LONG_WORD}`)
    for (let length = 0; length <= LONG_WORD; length++) {
      if (!lengthFits(lengths, length)) continue
      for (let flags = 0; flags < 256; flags++) {
        if ((flags & withFlags) !== withFlags || (flags & withoutFlags) !== 0 || (anyFlags !== 0 && (flags & anyFlags) === 0)) continue
        lengthFlags[length * 256 + flags] |= mask
      }
    }
    for (let first = 0; first < 128; first++) {
      for (let second = 0; second <= 128; second++) if (firstPair === undefined || firstPair(first, second)) pairs[first * 129 + second] |= mask
    }
  }

  /** The indices of the words of `anchors` that pass, ascending; worked out once per text. */
  words (anchors: Anchors): IntList {
    if (this.bit >= 0) {
      let lists = anchors.gateWords
      // Gates are module constants, made before any text is scanned; one made later sorts the words anew.
      if (lists === undefined || lists.length <= this.bit) anchors.gateWords = lists = sortWords(anchors, GATE_LENGTH_FLAGS, GATE_PAIRS, gateCount)
      return lists[this.bit]
    }
    const known = anchors.ownGateWords ??= new Map()
    let own = known.get(this)
    if (own === undefined) known.set(this, own = sortWords(anchors, this.#lengthFlags as Int32Array, this.#pairs as Int32Array, 1)[0])
    return own
  }

  /** The starts of those words, ascending; worked out once per text. */
  starts (anchors: Anchors): IntList {
    const known = anchors.gateStarts ??= new Map()
    let starts = known.get(this)
    if (starts === undefined) known.set(this, starts = startsOfWords(anchors.wordStart, this.words(anchors)))
    return starts
  }
}

/** Whether a word of `length` characters (LONG_WORD: that many or more) meets the length condition. */
function lengthFits (lengths: WordGateSpec['lengths'], length: number): boolean {
  if (lengths === undefined) return true
  if (Array.isArray(lengths)) return (lengths as readonly number[]).some((l) => Math.min(l, LONG_WORD) === length)
  const { min, max = Infinity } = lengths as { min: number, max?: number }
  return length === LONG_WORD ? max >= LONG_WORD : length >= min && length <= max
}

/**
 * The words of `anchors` sorted into the lists of `count` gates (bit k of the tables: list k), in
 * one walk. A function that ends with its loop (see byLength: no deopt loop).
 */
function sortWords (anchors: Anchors, lengthFlags: Int32Array, pairs: Int32Array, count: number): number[][] {
  const lists: number[][] = []
  for (let k = 0; k < count; k++) lists.push([])
  const { text, wordStart, wordEnd, wordFlags } = anchors
  for (let w = 0; w < wordStart.length; w++) {
    const start = wordStart[w]
    const length = wordEnd[w] - start
    let bits = lengthFlags[(length < LONG_WORD ? length : LONG_WORD) * 256 + wordFlags[w]]
    if (bits === 0) continue
    const second = text.charCodeAt(start + 1)
    bits &= pairs[text.charCodeAt(start) * 129 + (second < 128 ? second : 128)]
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits)
      lists[bit].push(w)
      bits ^= 1 << bit
    }
  }
  return lists
}

function startsOfWords (wordStart: IntList, words: IntList): number[] {
  const starts = new Array<number>(words.length)
  for (let k = 0; k < words.length; k++) starts[k] = wordStart[words[k]]
  return starts
}

/**
 * Starts of words (maximal [A-Za-z0-9_] runs) that pass `gate`, ascending; worked out once per text.
 */
export function wordStarts (anchors: Anchors, gate: WordGate): IntList {
  return gate.starts(anchors)
}

/** First index in the ascending `list` whose value is above `p` (binary search; list.length when none is). */
export function firstAbove (list: ArrayLike<number>, p: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (list[mid] <= p) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** First index in the ascending integer `list` whose value is at least `p`. */
export function firstAtLeast (list: ArrayLike<number>, p: number): number {
  return firstAbove(list, p - 1)
}

/**
 * firstAbove(list, p), searched from `guess`, the answer to an earlier search nearby: steps of 1, 2,
 * 4 … from there until one passes the answer, then a binary search between the last two. Exact from
 * any guess. For a detector that looks up the words around its candidates in text order (PHONE's
 * mayHold, DATE_OF_BIRTH's hintNear): a whole binary search over a long text's words (74,000 in
 * 512 KB of dense text, 17 steps, most of them cache misses) cost more than the look at the few
 * words it found.
 */
export function firstAboveNear (list: ArrayLike<number>, p: number, guess: number): number {
  const n = list.length
  let lo: number
  let hi: number
  const g = guess < n ? guess : n
  if (g > 0 && list[g - 1] > p) {
    // The answer is at g - 1 or before.
    hi = g - 1
    let step = 1
    lo = hi - step
    while (lo > 0 && list[lo - 1] > p) {
      hi = lo - 1
      step += step
      lo = hi - step
    }
    if (lo < 0) lo = 0
  } else {
    // The answer is at g or after.
    lo = g
    let step = 1
    hi = lo + step
    while (hi < n && list[hi - 1] <= p) {
      lo = hi
      step += step
      hi = lo + step
    }
    if (hi > n) hi = n
  }
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (list[mid] <= p) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Where a capitalised word can start, ascending: ASCII words starting with A–Z, and non-ASCII
 * characters not glued to an ASCII word (the regex checks that they are upper-case letters).
 */
export function * capitalStarts (anchors: Anchors): Generator<number> {
  const { wordStart, wordFlags, otherStarts } = anchors
  let o = 0
  for (let w = 0; w < wordStart.length; w++) {
    if ((wordFlags[w] & FIRST_UPPER) === 0) continue
    const start = wordStart[w]
    while (o < otherStarts.length && otherStarts[o] < start) yield otherStarts[o++]
    yield start
  }
  while (o < otherStarts.length) yield otherStarts[o++]
}
