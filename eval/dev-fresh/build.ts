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
import { parseMarked } from '../markup.ts'
import { DOCS } from './docs.ts'

const docs = DOCS.map(([kind, lang, marked], i) => parseMarked(`fresh-${String(i + 1).padStart(3, '0')}`, lang, kind, marked))
const path = join(import.meta.dirname, 'corpus.jsonl')
writeFileSync(path, docs.map((d) => JSON.stringify(d)).join('\n') + '\n')
console.log(`wrote ${docs.length} documents, ${docs.reduce((k, d) => k + d.entities.length, 0)} entities → ${path}`)
