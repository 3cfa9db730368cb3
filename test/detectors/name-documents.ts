/**
 * The check the NAME recall tests share: each document lists the names that must be masked whole
 * (in the order they occur) and look-alikes that must stay unmasked (companies, streets, places).
 */
import name from '../../detectors/builtin/name.ts'

export interface NameDoc { genre: string, text: string, names: string[], not?: string[] }

interface Asserts {
  ok: (v: boolean, m: string) => void
  notOk: (v: boolean, m: string) => void
  not: (a: unknown, b: unknown, m: string) => void
}

export function checkNames (t: Asserts, docs: readonly NameDoc[]): void {
  for (const doc of docs) {
    const matches = [...name.find(doc.text)]
    let from = 0
    for (const value of doc.names) {
      const at = doc.text.indexOf(value, from)
      t.not(at, -1, `${value} is in the text`)
      from = at + value.length
      t.ok(matches.some((m) => m.start <= at && m.end >= at + value.length), `${doc.genre}: ${value} masked whole`)
    }
    for (const word of doc.not ?? []) {
      const at = doc.text.indexOf(word)
      t.not(at, -1, `${word} is in the text`)
      t.notOk(matches.some((m) => m.start < at + word.length && m.end > at), `${doc.genre}: ${word} is no name`)
    }
  }
}
