/**
 * Keyword prefilter: an Aho–Corasick automaton over all rule keywords, built once at module load.
 * One pass over the text (case-folded on the fly, no lower-cased copy) reports every keyword that
 * occurs, overlapping ones included, so only the rules whose keywords were seen run their regex.
 */

const ALPHABET = 128

/**
 * What scanWithPositions records for a keyword found more than once per DENSE_GAP characters
 * (hostile input such as "aaaa…"): too many places to try one by one, the caller scans the whole text.
 */
export const DENSE: readonly number[] = Object.freeze([])
/**
 * The caller (secrets/index.ts) runs a rule over the whole text once its starts are this close, so
 * longer lists would be filled in vain ("password=" over 1 MB: 111k positions per literal).
 */
export const DENSE_GAP = 32

/**
 * Switches a state's outputs off, or on again: flips the sign of every table entry that leads into
 * it (into[intoStart[state] … intoStart[state + 1])), so that entering it reads as entering a state
 * without outputs. scanWithPositions switches the states its pass muted on again after the pass.
 */
function flip (rows: Int32Array, intoStart: Int32Array, into: Int32Array, state: number): number {
  for (let k = intoStart[state], last = intoStart[state + 1]; k < last; k++) rows[into[k]] = ~rows[into[k]]
  return state
}

/**
 * The character loop of KeywordIndex.scanWithPositions: counts every keyword occurrence in `seen`,
 * lists first occurrences in `ids` and the wanted keywords' start positions in `positions`. Returns
 * the states it muted, if any (the caller switches them on again). A function of its own whose tail
 * only returns: V8 compiles a loop this long on the stack (OSR) during the first long text, before
 * the code after the loop ever ran, and later calls enter that same code; code after the loop that
 * needed type feedback (the result object, a for-of) deopted at the end of every later call, about
 * a thousand times per thousand chat messages (the same compiled code each time).
 */
function keywordPass (text: string, rows: Int32Array, intoStart: Int32Array, into: Int32Array, outputStart: Int32Array, outputIds: Int32Array,
  lengths: Int32Array, wanted: Uint8Array, seen: Int32Array, ids: number[], positions: Array<number[] | undefined>, most: number): number[] | undefined {
  const n = text.length
  // States whose keywords all passed `most` occurrences ('aaaa…' outputs three at every character):
  // their outputs are switched off for the rest of the pass, as further counts change nothing.
  let muted: number[] | undefined
  let row = 0
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    // No keyword contains a non-ASCII character: such a character resets the automaton.
    row = c < ALPHABET ? rows[row + c] : 0
    // A state that recognises a keyword is entered by a complemented (negative) row: no table of
    // output flags is read per character.
    if (row >= 0) continue
    row = ~row
    const state = row >> 7
    let saturated = true
    for (let o = outputStart[state], last = outputStart[state + 1]; o < last; o++) {
      const id = outputIds[o]
      const count = ++seen[id]
      if (count === 1) ids.push(id)
      // Beyond `most` occurrences the list is DENSE, set after the pass: a store here that only
      // hostile input reaches would send the optimised loop back to the interpreter mid-text.
      if (count > most) continue
      saturated = false
      if (wanted[id] === 0) continue
      const list = positions[id]
      if (list === undefined) positions[id] = [i + 1 - lengths[id]]
      else list.push(i + 1 - lengths[id])
    }
    if (saturated) (muted ??= []).push(flip(rows, intoStart, into, state))
  }
  return muted
}

export class KeywordIndex {
  readonly keywords: readonly string[]
  /** Full DFA: next state = delta[state * 128 + char]. */
  private readonly delta: Int32Array
  /**
   * The same DFA with rows as offsets: next row = rows[row + char], row = state * 128 (no
   * multiplication per character), complemented (~row) where it leads into a state that recognises a keyword.
   */
  private readonly rows: Int32Array
  /** Per state recognising a keyword, the entries of rows that lead into it: into[intoStart[s] … intoStart[s + 1]) (see flip). */
  private readonly intoStart: Int32Array
  private readonly into: Int32Array
  /** The outputs flat: the ids of state s are outputIds[outputStart[s] … outputStart[s + 1]). */
  private readonly outputStart: Int32Array
  private readonly outputIds: Int32Array
  /** Keyword lengths by id. */
  private readonly lengths: Int32Array
  /** Keyword ids recognised on entering a state (own output plus the failure chain's). */
  private readonly outputs: ReadonlyArray<readonly number[] | undefined>

  constructor (keywords: readonly string[]) {
    this.keywords = keywords
    const children: Array<Map<number, number>> = [new Map()]
    const own: number[][] = [[]]
    keywords.forEach((word, id) => {
      if (word.length === 0 || word !== word.toLowerCase() || !/^[\x20-\x7e]+$/.test(word)) {
        throw new Error(`keyword must be non-empty printable lower-case ASCII: ${JSON.stringify(word)}`)
      }
      let state = 0
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i)
        let next = children[state].get(c)
        if (next === undefined) {
          next = children.length
          children.push(new Map())
          own.push([])
          children[state].set(c, next)
        }
        state = next
      }
      own[state].push(id)
    })

    const states = children.length
    const delta = new Int32Array(states * ALPHABET)
    const fail = new Int32Array(states)
    const outputs: Array<number[] | undefined> = new Array(states)
    // Breadth-first: a state's failure target is always finished before the state itself.
    const queue: number[] = [0]
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]
      const merged = own[state].concat(state === 0 ? [] : outputs[fail[state]] ?? [])
      outputs[state] = merged.length > 0 ? merged : undefined
      for (let c = 0; c < ALPHABET; c++) {
        const child = children[state].get(c)
        if (child !== undefined) {
          fail[child] = state === 0 ? 0 : delta[fail[state] * ALPHABET + c]
          delta[state * ALPHABET + c] = child
          queue.push(child)
        } else {
          delta[state * ALPHABET + c] = state === 0 ? 0 : delta[fail[state] * ALPHABET + c]
        }
      }
    }
    // Case folding: an upper-case letter behaves like its lower-case form.
    for (let s = 0; s < states; s++) {
      for (let c = 65; c <= 90; c++) delta[s * ALPHABET + c] = delta[s * ALPHABET + c + 32]
    }
    this.delta = delta
    this.outputs = outputs
    this.rows = delta.map((state) => (outputs[state] === undefined ? state * ALPHABET : ~(state * ALPHABET)))
    // Counting sort of the entries into output states by their target.
    this.intoStart = new Int32Array(states + 1)
    for (let k = 0; k < delta.length; k++) if (outputs[delta[k]] !== undefined) this.intoStart[delta[k] + 1]++
    for (let s = 0; s < states; s++) this.intoStart[s + 1] += this.intoStart[s]
    this.into = new Int32Array(this.intoStart[states])
    const filled = this.intoStart.slice(0, states)
    for (let k = 0; k < delta.length; k++) if (outputs[delta[k]] !== undefined) this.into[filled[delta[k]]++] = k
    this.outputStart = new Int32Array(states + 1)
    for (let s = 0; s < states; s++) this.outputStart[s + 1] = this.outputStart[s] + (outputs[s]?.length ?? 0)
    this.outputIds = Int32Array.from(outputs.flatMap((out) => out ?? []))
    this.lengths = Int32Array.from(keywords, (k) => k.length)
  }

  /**
   * The ids of the keywords that occur in `text` (in order of first occurrence), and by keyword id
   * the start positions (ascending) of every occurrence of those flagged in `wanted`, or DENSE. One
   * pass; `seen` is a caller-owned scratch array of zeros (it counts the occurrences), left as it
   * was found; `scratch`, if given, receives the positions.
   */
  scanWithPositions (text: string, wanted: Uint8Array, seen: Int32Array, scratch?: Array<number[] | undefined>): { ids: number[], positions: Array<number[] | undefined> } {
    const ids: number[] = []
    // A caller-owned array of empty slots saves allocating one per call (chat messages); the
    // caller empties the slots of `ids` again.
    const positions: Array<number[] | undefined> = scratch ?? new Array(this.keywords.length)
    const most = Math.floor(text.length / DENSE_GAP) + 64
    const muted = keywordPass(text, this.rows, this.intoStart, this.into, this.outputStart, this.outputIds, this.lengths, wanted, seen, ids, positions, most)
    if (muted !== undefined) for (let k = 0; k < muted.length; k++) flip(this.rows, this.intoStart, this.into, muted[k])
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k]
      if (seen[id] > most && wanted[id] !== 0) positions[id] = DENSE as number[]
      seen[id] = 0
    }
    return { ids, positions }
  }

  /** Flags (by keyword id) of the keywords that occur in `text`, case-insensitively. */
  scan (text: string): Uint8Array {
    const seen = new Uint8Array(this.keywords.length)
    let missing = this.keywords.length
    const delta = this.delta
    const outputs = this.outputs
    let state = 0
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      // No keyword contains a non-ASCII character: such a character resets the automaton.
      state = c < ALPHABET ? delta[state * ALPHABET + c] : 0
      const out = outputs[state]
      if (out !== undefined) {
        for (const id of out) {
          if (seen[id] === 0) {
            seen[id] = 1
            if (--missing === 0) return seen
          }
        }
      }
    }
    return seen
  }
}
