/**
 * Where a rule's matches can start, read off its regex source: the literals every match holds at a
 * bounded distance from its start. "(?:heroku)[\w.\-]{0,24}…" starts with "heroku"; "[A-Za-z0-9]{14}\.atlasv1\."
 * holds ".atlasv1." 14 characters after its start; `"[A-Za-z0-9_.-]{0,40}(?:pass|…)` holds "pass" … 1 to 41
 * characters after its start. The keyword pass (keywords.ts) finds those literals, and the rule's regex
 * is tried only at the starts they imply (anchors.ts execAt), with the same hits as a global run.
 *
 * The reading covers the regex syntax the rules use; anything else (back-references, unbounded
 * repetition before the literal, large alternations) gives null, and the rule runs over the whole text.
 */

/** Every match starts `lo` to `hi` characters before an occurrence of one of `literals` (lower case). */
export interface RuleAnchor {
  literals: string[]
  lo: number
  hi: number
}

/** One atom of the regex: a set of characters (null: too many to list), a group, or a zero-width assertion. */
type Node =
  | { kind: 'chars', chars: string[] | null, min: number, max: number }
  | { kind: 'group', alts: Node[][], min: number, max: number }
  | { kind: 'zero' }

class Unsupported extends Error {}

/** Classes of more characters than this are not listed (they make poor literals). */
const MAX_CLASS = 8
/** Literals are cut at this length: longer ones find no fewer starts. */
const MAX_LITERAL = 16
/** At most this many different literals per rule. */
const MAX_LITERALS = 64
/** Literals shorter than this would be tried at too many places. */
const MIN_LITERAL = 2
/** Widest range of start offsets per literal occurrence. */
const MAX_SPREAD = 48
const INFINITE = 1 << 30

function parse (source: string, ignoreCase: boolean): Node[][] {
  let i = 0
  const fold = (c: string): string => (ignoreCase ? c.toLowerCase() : c)

  function alternation (): Node[][] {
    const alts: Node[][] = [[]]
    while (i < source.length) {
      const c = source[i]
      if (c === ')') break
      if (c === '|') { i++; alts.push([]); continue }
      const node = atom()
      if (node.kind !== 'zero') quantifier(node)
      alts[alts.length - 1].push(node)
    }
    return alts
  }

  function quantifier (node: Exclude<Node, { kind: 'zero' }>): void {
    const c = source[i]
    let min = 1
    let max = 1
    if (c === '?') { min = 0; i++ } else if (c === '*') { min = 0; max = INFINITE; i++ } else if (c === '+') { max = INFINITE; i++ } else if (c === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(source.slice(i))
      if (m === null) throw new Unsupported('brace')
      min = Number(m[1])
      max = m[2] === undefined ? min : m[3] === '' ? INFINITE : Number(m[3])
      i += m[0].length
    } else return
    if (source[i] === '?') i++ // lazy: the same strings
    node.min *= min
    node.max = node.max === INFINITE || max === INFINITE ? INFINITE : node.max * max
  }

  function escaped (c: string): string | null {
    if ('dDwWsS'.includes(c)) return null
    if (c === 'n') return '\n'
    if (c === 'r') return '\r'
    if (c === 't') return '\t'
    if (/[\\^$.*+?()[\]{}|/\-~'"`<>=:,!#&%@;_ ]/.test(c)) return c
    throw new Unsupported(`escape \\${c}`)
  }

  function atom (): Node {
    const c = source[i]
    if (c === '^' || c === '$') { i++; return { kind: 'zero' } }
    if (c === '(') {
      i++
      let zero = false
      if (source.startsWith('?:', i)) i += 2
      else if (source.startsWith('?=', i) || source.startsWith('?!', i)) { i += 2; zero = true } else if (source.startsWith('?<=', i) || source.startsWith('?<!', i)) { i += 3; zero = true } else if (source.startsWith('?<', i)) {
        const close = source.indexOf('>', i)
        if (close === -1) throw new Unsupported('group name')
        i = close + 1
      } else if (source[i] === '?') throw new Unsupported('group')
      const alts = alternation()
      if (source[i] !== ')') throw new Unsupported('unclosed group')
      i++
      return zero ? { kind: 'zero' } : { kind: 'group', alts, min: 1, max: 1 }
    }
    if (c === '[') return { kind: 'chars', chars: charClass(), min: 1, max: 1 }
    if (c === '.') { i++; return { kind: 'chars', chars: null, min: 1, max: 1 } }
    if (c === '\\') {
      const next = source[i + 1]
      if (next === 'b' || next === 'B') { i += 2; return { kind: 'zero' } }
      if (next === undefined) throw new Unsupported('trailing backslash')
      // A back-reference: some characters, how many is unknown.
      const reference = /^\\(?:[1-9]\d*|k<[^>]*>)/.exec(source.slice(i))
      if (reference !== null) {
        i += reference[0].length
        return { kind: 'chars', chars: null, min: 0, max: INFINITE }
      }
      i += 2
      const ch = escaped(next)
      return { kind: 'chars', chars: ch === null ? null : [fold(ch)], min: 1, max: 1 }
    }
    if ('*+?{'.includes(c)) throw new Unsupported('quantifier without atom')
    i++
    return { kind: 'chars', chars: [fold(c)], min: 1, max: 1 }
  }

  function charClass (): string[] | null {
    i++
    const negated = source[i] === '^'
    if (negated) i++
    const members = new Set<string>()
    let listed = true
    if (source[i] === ']') throw new Unsupported('empty class')
    while (i < source.length && source[i] !== ']') {
      let from: string | null
      if (source[i] === '\\') { from = escaped(source[i + 1]); i += 2 } else from = source[i++]
      if (from === null) { listed = false; continue }
      if (source[i] === '-' && source[i + 1] !== ']' && i + 1 < source.length) {
        i++
        let to: string | null
        if (source[i] === '\\') { to = escaped(source[i + 1]); i += 2 } else to = source[i++]
        if (to === null) throw new Unsupported('range')
        const a = from.charCodeAt(0)
        const b = to.charCodeAt(0)
        if (b - a >= MAX_CLASS) { listed = false; continue }
        for (let code = a; code <= b; code++) members.add(fold(String.fromCharCode(code)))
      } else {
        members.add(fold(from))
      }
    }
    if (source[i] !== ']') throw new Unsupported('unclosed class')
    i++
    return negated || !listed || members.size > MAX_CLASS ? null : [...members]
  }

  const alts = alternation()
  if (i !== source.length) throw new Unsupported('unbalanced')
  return alts
}

/** Fewest and most characters a node (or sequence) matches; max INFINITE when unbounded. */
function width (node: Node): [number, number] {
  if (node.kind === 'zero') return [0, 0]
  if (node.kind === 'chars') return [node.min, node.max]
  let lo = INFINITE
  let hi = 0
  for (const alt of node.alts) {
    const [a, b] = seqWidth(alt)
    lo = Math.min(lo, a)
    hi = Math.max(hi, b)
  }
  return [lo * node.min, hi === INFINITE || node.max === INFINITE ? INFINITE : hi * node.max]
}

function seqWidth (seq: readonly Node[]): [number, number] {
  let lo = 0
  let hi = 0
  for (const node of seq) {
    const [a, b] = width(node)
    lo += a
    hi = hi === INFINITE || b === INFINITE ? INFINITE : hi + b
  }
  return [lo, hi]
}

/**
 * The strings a match of `seq` must begin with, each cut where the next atom is not a short list of
 * characters (or at MAX_LITERAL); null when there are too many.
 */
function prefixes (seq: readonly Node[], at: number, room: number): string[] | null {
  if (room === 0 || at === seq.length) return ['']
  const node = seq[at]
  if (node.kind === 'zero') return prefixes(seq, at + 1, room)
  const out = new Set<string>()
  const add = (head: string, tails: string[] | null): boolean => {
    if (tails === null) return false
    for (const tail of tails) out.add((head + tail).slice(0, room))
    return out.size <= MAX_LITERALS
  }
  if (node.kind === 'group') {
    if (node.max !== 1) return ['']
    for (const alt of node.alts) {
      if (!add('', prefixes([...alt, ...seq.slice(at + 1)], 0, room))) return null
    }
    if (node.min === 0 && !add('', prefixes(seq, at + 1, room))) return null
    return [...out]
  }
  if (node.chars === null) return ['']
  // Every count from min to max: the heads of that many characters.
  let heads = ['']
  for (let count = 0; count <= node.max; count++) {
    // A head as long as the room is a whole literal, however many characters must still follow.
    const full = heads[0].length >= room
    // Unbounded: after the fewest characters, the literal ends (more of them or the rest may follow).
    const open = node.max === INFINITE && count >= node.min
    if (count >= node.min || full) {
      const rest = full || open ? [''] : prefixes(seq, at + 1, room - count)
      for (const head of heads) if (!add(head, rest)) return null
    }
    if (count === node.max || full || open) break
    const next: string[] = []
    for (const head of heads) for (const c of node.chars) next.push(head + c)
    if (next.length > MAX_LITERALS) return null
    heads = next
  }
  return [...out]
}

/** Anchors of a sequence whose start lies lo..hi characters after the match start. */
function anchorOf (seq: readonly Node[], lo: number, hi: number): RuleAnchor[] | null {
  if (hi - lo > MAX_SPREAD) return null
  if (seq.length === 0) return null
  const node = seq[0]
  const rest = seq.slice(1)
  if (node.kind === 'zero') return anchorOf(rest, lo, hi)
  // Shorter literals when the long ones are too many ("authorization" followed by optional quotes and blanks).
  for (let room = MAX_LITERAL; room >= MIN_LITERAL; room >>= 1) {
    const literals = prefixes(seq, 0, room)
    if (literals === null) continue
    if (literals.length > 0 && literals.every((l) => l.length >= MIN_LITERAL)) return [{ literals, lo, hi }]
    break
  }
  if (node.kind === 'group' && node.min === 1 && node.max === 1) {
    const all: RuleAnchor[] = []
    for (const alt of node.alts) {
      const found = anchorOf([...alt, ...rest], lo, hi)
      if (found === null) return null
      all.push(...found)
    }
    return all
  }
  const [a, b] = width(node)
  if (b === INFINITE) return null
  return anchorOf(rest, lo + a, hi + b)
}

/** The parsed alternatives of a regex's source, or null for Unicode mode or syntax the parser does not read. */
function readable (regex: RegExp): Node[][] | null {
  if (regex.unicode || regex.flags.includes('v')) return null
  try {
    return parse(regex.source, regex.ignoreCase)
  } catch (error) {
    if (error instanceof Unsupported) return null
    throw error
  }
}

/**
 * The anchors of a rule's regex: every match starts lo..hi characters before an occurrence of one of
 * an anchor's literals. Null when the source cannot be read that way (the rule then runs globally).
 */
export function ruleAnchors (regex: RegExp): RuleAnchor[] | null {
  if (regex.multiline) return null
  const tree = readable(regex)
  if (tree === null) return null
  const anchors = anchorOf([{ kind: 'group', alts: tree, min: 1, max: 1 }], 0, 0)
  if (anchors === null) return null
  // The keyword pass folds ASCII case only and takes printable characters.
  for (const anchor of anchors) {
    anchor.literals = anchor.literals.map((l) => l.toLowerCase())
    if (anchor.literals.some((l) => !/^[\x20-\x7e]+$/.test(l))) return null
  }
  return anchors
}

/**
 * The characters (lower case) a match of the regex can start with, or null when they are not a short
 * list: a filter for the starts of an anchor whose literal lies a varying distance into the match.
 */
export function firstChars (regex: RegExp): string[] | null {
  const tree = readable(regex)
  if (tree === null) return null
  const first = prefixes([{ kind: 'group', alts: tree, min: 1, max: 1 }], 0, 1)
  if (first === null || first.length === 0 || first.some((c) => c.length !== 1 || c.charCodeAt(0) > 0x7e)) return null
  return [...new Set(first.map((c) => c.toLowerCase()))]
}
