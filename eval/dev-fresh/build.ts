/**
 * Builds eval/dev-fresh/corpus.jsonl (`npx tsx eval/dev-fresh/build.ts`): hand-written documents in
 * genres and spellings the generator of the development corpus does not produce (CSV exports, code in
 * several languages, logs, forms, signatures, addresses and names from many countries). A second
 * development set: the detectors may be tuned on it. Offsets are code points.
 *
 * Markup in the texts below: [[TYPE|value]] is a labelled value; everything else is filler that holds
 * no personal data. Values with check digits were computed with eval/values.ts (independent of the
 * detectors) or are published test values.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Doc } from '../generate.ts'
import { DOCS } from './docs.ts'

const MARK = /\[\[([A-Z_]+)\|([^\]]+)\]\]/g

export function parse (id: string, lang: 'de' | 'en', kind: string, marked: string): Doc {
  const entities: Doc['entities'] = []
  let text = ''
  let cps = 0
  let last = 0
  for (const m of marked.matchAll(MARK)) {
    const plain = marked.slice(last, m.index)
    text += plain
    cps += [...plain].length
    const value = m[2]
    const length = [...value].length
    entities.push({ type: m[1], start: cps, end: cps + length, text: value })
    text += value
    cps += length
    last = m.index + m[0].length
  }
  text += marked.slice(last)
  return { id, lang, kind, text, entities }
}

const docs = DOCS.map(([kind, lang, marked], i) => parse(`fresh-${String(i + 1).padStart(3, '0')}`, lang, kind, marked))
const path = join(import.meta.dirname, 'corpus.jsonl')
writeFileSync(path, docs.map((d) => JSON.stringify(d)).join('\n') + '\n')
console.log(`wrote ${docs.length} documents, ${docs.reduce((k, d) => k + d.entities.length, 0)} entities → ${path}`)
