/**
 * The markup of the hand-written corpora (eval/dev-fresh, eval/blind-dev): `[[TYPE|value]]` is a
 * labelled value, everything else unlabelled text. Offsets of the parsed documents are code points.
 */
import type { Doc } from './generate.ts'

const MARK = /\[\[([A-Z_]+)\|([^\]]+)\]\]/g

/** The plain text of `marked` and its labelled values. */
export function parseMarked (id: string, lang: Doc['lang'], kind: string, marked: string): Doc {
  const entities: Doc['entities'] = []
  let text = ''
  let codePoints = 0
  let last = 0
  for (const m of marked.matchAll(MARK)) {
    const plain = marked.slice(last, m.index)
    text += plain
    codePoints += [...plain].length
    const value = m[2]
    const length = [...value].length
    entities.push({ type: m[1], start: codePoints, end: codePoints + length, text: value })
    text += value
    codePoints += length
    last = m.index + m[0].length
  }
  text += marked.slice(last)
  return { id, lang, kind, text, entities }
}
