/**
 * Finding this request's placeholders in an answer and putting the original values back, in one
 * left-to-right pass that never backtracks, so it runs in linear time and can stop at any point:
 * the streaming restorer (TextStream) holds back only a tail that could still become a placeholder.
 *
 * Forms restored (only for placeholders of this request's mapping):
 * - `[EMAIL_1]` and the same in any letter case (`[email_1]`, `[Email_1]`);
 * - a bare `EMAIL_1` (upper case, as sent) standing alone: neither neighbour is a letter, digit or `_`.
 *
 * In JSON mode the text is JSON source (a tool call's `arguments`, `partial_json` fragments): values
 * are inserted JSON-escaped, and escapes such as `\n` or `\u00e9` count as the character they stand for
 * when deciding whether a bare token stands alone.
 */

const PLACEHOLDER = /^\[([A-Za-z][A-Za-z0-9_]*_[0-9]+)\]$/

function isAsciiWord (code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95
}

const UNICODE_WORD = /^[\p{L}\p{N}_]$/u

function isWordChar (char: string): boolean {
  if (char === '') return false
  const code = char.charCodeAt(0)
  return code < 128 ? isAsciiWord(code) : UNICODE_WORD.test(char)
}

/** Where a scan stands between two pieces of one text. */
interface ScanState {
  /** The character before the scan position (decoded, in JSON mode) is a letter, digit or `_`. */
  prevWord: boolean
  /** JSON mode: 0 outside an escape, -1 right after a backslash, 1..4 hex digits still to come. */
  escape: number
  hex: string
}

const newState = (): ScanState => ({ prevWord: false, escape: 0, hex: '' })

export class PlaceholderRestorer {
  /** `EMAIL_1` (upper case) → value */
  readonly #values = new Map<string, string>()
  /** `EMAIL_1` → value JSON-escaped (no quotes) */
  readonly #jsonValues = new Map<string, string>()
  /** Every prefix of every key (upper case), keys included: what a held tail may still become. */
  readonly #prefixes = new Set<string>()
  #maxLength = 0

  /** Built from the request's `numbering.mapping` (`[EMAIL_1]` → value); other keys are ignored. */
  constructor (mapping: Record<string, string>) {
    for (const [placeholder, value] of Object.entries(mapping)) {
      const match = PLACEHOLDER.exec(placeholder)
      if (match === null || typeof value !== 'string') continue
      const key = match[1].toUpperCase()
      this.#values.set(key, value)
      this.#jsonValues.set(key, JSON.stringify(value).slice(1, -1))
      for (let i = 1; i <= key.length; i++) this.#prefixes.add(key.slice(0, i))
      this.#maxLength = Math.max(this.#maxLength, key.length)
    }
  }

  /** How many placeholders this restorer knows. */
  get size (): number {
    return this.#values.size
  }

  /** Restores a whole plain text. */
  restore (text: string): string {
    // Every placeholder holds an underscore: most strings are returned without a scan.
    if (this.#values.size === 0 || !text.includes('_')) return text
    return this.scan(text, newState(), true, false).out
  }

  /** Restores whole JSON source text (values inserted JSON-escaped). */
  restoreJson (source: string): string {
    if (this.#values.size === 0 || !source.includes('_')) return source
    return this.scan(source, newState(), true, true).out
  }

  /** A streaming restorer for one text (one content block, choice, tool call, output part). */
  stream (json = false): TextStream {
    return new TextStream(this, json)
  }

  /**
   * One pass over `s` from `state`. Returns the restored text up to the first position where a
   * placeholder could still begin but is not complete yet (only when `final` is false), and the raw
   * tail from there. `state` is left as it is at the start of the tail.
   */
  scan (s: string, state: ScanState, final: boolean, json: boolean): { out: string, held: string } {
    const values = json ? this.#jsonValues : this.#values
    const maxLength = this.#maxLength
    let out = ''
    let last = 0
    let i = 0
    const hold = () => ({ out: out + s.slice(last, i), held: s.slice(i) })
    while (i < s.length) {
      const code = s.charCodeAt(i)
      if (json && state.escape !== 0) {
        if (state.escape === -1) {
          if (code === 117 /* u */) {
            state.escape = 4
            state.hex = ''
          } else {
            state.escape = 0
            state.prevWord = false // \n \t \" \\ \/ \b \f \r
          }
        } else {
          state.hex += s[i]
          if (--state.escape === 0) state.prevWord = isWordChar(String.fromCharCode(parseInt(state.hex, 16) || 0))
        }
        i++
        continue
      }
      if (json && code === 92 /* \ */) {
        state.escape = -1
        i++
        continue
      }
      if (code === 91 /* [ */) {
        let j = i + 1
        while (j < s.length && j - i - 1 <= maxLength && isAsciiWord(s.charCodeAt(j))) j++
        const word = s.slice(i + 1, j)
        if (j === s.length) {
          if (!final && word.length <= maxLength && (word === '' || this.#prefixes.has(word.toUpperCase()))) return hold()
        } else if (s.charCodeAt(j) === 93 /* ] */) {
          const value = values.get(word.toUpperCase())
          if (value !== undefined) {
            out += s.slice(last, i) + value
            i = last = j + 1
            state.prevWord = false
            continue
          }
        }
        state.prevWord = false
        i++
        continue
      }
      if (code >= 65 && code <= 90 && !state.prevWord) {
        let j = i
        while (j < s.length && j - i <= maxLength && isAsciiWord(s.charCodeAt(j))) j++
        const word = s.slice(i, j)
        const value = values.get(word)
        if (j === s.length) {
          if (!final && word.length <= maxLength && this.#prefixes.has(word)) return hold()
          if (final && value !== undefined) {
            out += s.slice(last, i) + value
            i = last = j
            state.prevWord = true
            continue
          }
        } else if (value !== undefined) {
          const boundary = rightBoundary(s, j, json, final)
          if (boundary === 'more') return hold()
          if (boundary === 'yes') {
            out += s.slice(last, i) + value
            i = last = j
            state.prevWord = true
            continue
          }
        }
        // Not a placeholder: skip the whole word (no position inside it starts a token).
        i = j
        state.prevWord = true
        continue
      }
      state.prevWord = isWordChar(s[i])
      i++
    }
    return { out: out + s.slice(last), held: '' }
  }
}

/** Whether the character at `j` ends a bare token: 'more' when that is not known yet. */
function rightBoundary (s: string, j: number, json: boolean, final: boolean): 'yes' | 'no' | 'more' {
  if (json && s.charCodeAt(j) === 92) {
    if (j + 1 >= s.length) return final ? 'yes' : 'more'
    if (s[j + 1] !== 'u') return 'yes'
    if (j + 6 > s.length) return final ? 'yes' : 'more'
    const code = parseInt(s.slice(j + 2, j + 6), 16)
    return Number.isNaN(code) || !isWordChar(String.fromCharCode(code)) ? 'yes' : 'no'
  }
  return isWordChar(s[j]) ? 'no' : 'yes'
}

/**
 * Restores one text that arrives in pieces. `push` returns what can be released now; the held tail
 * is at most one placeholder long (plus a JSON escape), and `flush` releases it at the end.
 */
export class TextStream {
  readonly #restorer: PlaceholderRestorer
  readonly #json: boolean
  readonly #state = newState()
  #held = ''

  constructor (restorer: PlaceholderRestorer, json: boolean) {
    this.#restorer = restorer
    this.#json = json
  }

  /** The raw tail held back (for tests and diagnostics). */
  get held (): string {
    return this.#held
  }

  push (piece: string): string {
    if (this.#restorer.size === 0) return piece
    const { out, held } = this.#restorer.scan(this.#held + piece, this.#state, false, this.#json)
    this.#held = held
    return out
  }

  /** Releases the held tail, restored as the end of the text. */
  flush (): string {
    if (this.#held === '') return ''
    const { out } = this.#restorer.scan(this.#held, this.#state, true, this.#json)
    this.#held = ''
    return out
  }
}
