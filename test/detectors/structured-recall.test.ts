/**
 * Structured types (PASSPORT, PHONE, DATE_OF_BIRTH, DRIVER_LICENSE, LICENSE_PLATE, ADDRESS) on
 * invented documents of many countries and genres (structured-recall-documents.ts): every marked
 * value is found whole as its type, every value marked as a non-example is not reported as that
 * type. The engine runs with EVERY detector, as a request without `detectors` does, so overlap
 * resolution counts too.
 */
import t from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'
import { DOCUMENTS } from './structured-recall-documents.ts'

interface Marked { type: string, start: number, end: number, negative: boolean }

const MARK = /\{\{([A-Z_]+):([\s\S]*?)\}\}|\[\[([A-Z_]+):([\s\S]*?)\]\]/g

/** The document without its marks, and the marked values (UTF-16 offsets; the documents are BMP only). */
function unmark (doc: string): { text: string, marked: Marked[] } {
  let text = ''
  let last = 0
  const marked: Marked[] = []
  for (const m of doc.matchAll(MARK)) {
    text += doc.slice(last, m.index)
    const value = m[2] ?? m[4]
    marked.push({ type: m[1] ?? m[3], start: text.length, end: text.length + value.length, negative: m[3] !== undefined })
    text += value
    last = m.index + m[0].length
  }
  return { text: text + doc.slice(last), marked }
}

const WORD = /[\p{L}\p{N}]/u

for (const [i, doc] of DOCUMENTS.entries()) {
  const { text, marked } = unmark(doc)
  t.test(`document ${i + 1}: ${text.slice(0, 40).replace(/\s+/g, ' ')}`, async (t) => {
    const findings = scan(text, builtinDetectors, []).findings
    for (const e of marked) {
      const value = text.slice(e.start, e.end)
      const own = findings.filter((f) => f.pii_type === e.type && f.start < e.end && f.end > e.start)
      if (e.negative) {
        t.same(own.map((f) => f.text), [], `${value} is no ${e.type}`)
        continue
      }
      // Found = every letter and digit masked, at least partly by a finding of its own type.
      let whole = true
      for (let k = e.start; k < e.end; k++) {
        if (WORD.test(text[k]) && !findings.some((f) => f.start <= k && f.end > k)) whole = false
      }
      t.ok(whole && own.length > 0, `${e.type} ${value}`, { found: findings.map((f) => `${f.pii_type}:${f.text}`) })
    }
  })
}
