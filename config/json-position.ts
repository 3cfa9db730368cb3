/**
 * Where a JSON text stops being valid, as line and column, for error messages that must not quote the
 * text: JSON.parse's own message quotes it and gives no position for some errors (a trailing comma in
 * an array, say). A small recursive-descent checker, linear in the text, run only after JSON.parse
 * has failed.
 */

class At extends Error {
  constructor (readonly offset: number) { super('invalid JSON') }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const MAX_DEPTH = 512

/** Offset (UTF-16 index) of the first character where `text` is not valid JSON; -1 when it is valid. */
export function jsonErrorOffset (text: string): number {
  let i = 0

  function space (): void {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++
  }

  function string (): void {
    if (text[i] !== '"') throw new At(i)
    i++
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i)
      if (c < 0x20) throw new At(i)
      if (c === 92) { // backslash
        const escaped = text[i + 1]
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) throw new At(i)
          i += 6
        } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) {
          i += 2
        } else {
          throw new At(i)
        }
      } else {
        i++
      }
    }
    if (i >= text.length) throw new At(i)
    i++
  }

  function value (depth: number): void {
    if (depth > MAX_DEPTH) throw new At(i)
    space()
    const c = text[i]
    if (c === '{') {
      i++
      space()
      if (text[i] === '}') { i++; return }
      for (;;) {
        space()
        string()
        space()
        if (text[i] !== ':') throw new At(i)
        i++
        value(depth + 1)
        space()
        if (text[i] === ',') { i++; continue }
        if (text[i] === '}') { i++; return }
        throw new At(i)
      }
    }
    if (c === '[') {
      i++
      space()
      if (text[i] === ']') { i++; return }
      for (;;) {
        value(depth + 1)
        space()
        if (text[i] === ',') { i++; continue }
        if (text[i] === ']') { i++; return }
        throw new At(i)
      }
    }
    if (c === '"') { string(); return }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, i)) { i += literal.length; return }
    }
    NUMBER.lastIndex = i
    if (NUMBER.test(text)) { i = NUMBER.lastIndex; return }
    throw new At(i)
  }

  try {
    value(0)
    space()
    return i < text.length ? i : -1
  } catch (err) {
    if (err instanceof At) return err.offset
    throw err
  }
}

/** 1-based line and column (in characters) of a UTF-16 offset. */
export function lineAndColumn (text: string, offset: number): { line: number, column: number } {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++
      lineStart = i + 1
    }
  }
  return { line, column: [...text.slice(lineStart, offset)].length + 1 }
}
