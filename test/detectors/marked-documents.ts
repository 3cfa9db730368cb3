/**
 * Checks invented documents whose values are marked inline: `{{TYPE:value}}` must be found whole as
 * TYPE, `[[TYPE:value]]` must not be reported as TYPE. Shared by the recall tests of several rounds
 * (h3-recall, structured-recall). The engine runs with EVERY detector, as a request without
 * `detectors` does, so overlap resolution counts too.
 */
import type { Test } from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

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

/** One subtest per document. */
export function checkMarkedDocuments (t: Test, documents: readonly string[]): void {
  for (const [i, doc] of documents.entries()) {
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
}
