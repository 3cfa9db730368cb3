// Builds eval/heldout/corpus.jsonl from the hand-written skeletons in sk*.mjs.
// Entities are written inline as ⟦TYPE␟value⟧ (see mark.mjs); this script strips
// the markers, computes Unicode code-point offsets and checks every entity.
// Run: node eval/heldout/build.mjs
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { reseed } from './lib.mjs'
import A from './skA.mjs'
import B from './skB.mjs'
import C from './skC.mjs'
import D from './skD.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const OPEN = '\u27E6'; const SEP = '\u241F'; const CLOSE = '\u27E7'

export function parse (marked) {
  const out = []; const entities = []; let cp = 0; let i = 0
  const s = marked
  while (i < s.length) {
    const o = s.indexOf(OPEN, i)
    if (o < 0) { const rest = s.slice(i); out.push(rest); cp += [...rest].length; break }
    const before = s.slice(i, o); out.push(before); cp += [...before].length
    const sp = s.indexOf(SEP, o); const c = s.indexOf(CLOSE, o)
    if (sp < 0 || c < 0 || sp > c) throw new Error('bad marker near: ' + s.slice(o, o + 60))
    const type = s.slice(o + 1, sp); const value = s.slice(sp + 1, c)
    if (value.includes(OPEN)) throw new Error('nested marker: ' + value)
    const len = [...value].length
    entities.push({ type, start: cp, end: cp + len, text: value })
    out.push(value); cp += len; i = c + 1
  }
  return { text: out.join(''), entities }
}

const TYPES = new Set(['SECRET', 'URL_SECRET', 'AT_SSN', 'AU_TFN', 'CA_SIN', 'CH_SSN', 'CREDIT_CARD', 'ES_DNI', 'FR_NIR', 'IBAN', 'IN_AADHAAR', 'IT_FISCAL_CODE', 'KVNR', 'NL_BSN', 'PL_PESEL', 'SG_NRIC', 'SOCIAL_SECURITY', 'UK_NHS', 'UK_NINO', 'US_ITIN', 'US_SSN', 'CRYPTO_WALLET', 'DRIVER_LICENSE', 'EMAIL', 'IN_PAN', 'IP_ADDRESS', 'PASSPORT', 'PERSONAL_ID', 'TAX_ID', 'VAT_ID', 'BIC', 'DATE_OF_BIRTH', 'LICENSE_PLATE', 'MAC_ADDRESS', 'PHONE', 'ADDRESS', 'NAME'])

export function validate (doc) {
  const cps = [...doc.text]
  if (doc.text.includes(OPEN) || doc.text.includes(CLOSE) || doc.text.includes(SEP)) throw new Error(`${doc.id}: leftover marker`)
  for (const e of doc.entities) {
    if (!TYPES.has(e.type)) throw new Error(`${doc.id}: unknown type ${e.type}`)
    if (cps.slice(e.start, e.end).join('') !== e.text) throw new Error(`${doc.id}: offsets do not slice back for ${e.type} ${e.text}`)
    if (e.text !== e.text.trim() || e.text.length === 0) throw new Error(`${doc.id}: entity has outer whitespace: ${JSON.stringify(e.text)}`)
  }
  const sorted = [...doc.entities].sort((a, b) => a.start - b.start)
  for (let k = 1; k < sorted.length; k++) if (sorted[k].start < sorted[k - 1].end) throw new Error(`${doc.id}: overlapping entities`)
}

// n in a skeleton is its relative weight; SCALE brings the corpus to ~500-600 documents.
const scale = (list, k) => list.map((s) => ({ ...s, n: Math.max(Math.min(s.n, 2), Math.round(s.n * k)) }))
const skeletons = [...scale(A, 0.6), ...scale(B, 0.6), ...scale(C, 0.62), ...scale(D, 0.8)]
const names = new Set()
for (const sk of skeletons) { if (names.has(sk.name)) throw new Error('duplicate skeleton ' + sk.name); names.add(sk.name) }

reseed(0x4e1d2024)
const docs = []
const seenTexts = new Set()
const maxRounds = Math.max(...skeletons.map((s) => s.n))
for (let round = 0; round < maxRounds; round++) {
  for (const sk of skeletons) {
    if (round >= sk.n) continue
    let text, entities
    for (let attempt = 0; attempt < 8; attempt++) { // regenerate exact duplicates
      ({ text, entities } = parse(sk.f(round).replace(/^\n+/, '').replace(/\s+$/, '')))
      if (!seenTexts.has(text)) break
    }
    if (seenTexts.has(text)) continue
    seenTexts.add(text)
    const doc = { id: '', lang: sk.lang, kind: sk.kind, text, entities }
    docs.push(doc)
  }
}
docs.forEach((d, i) => { d.id = `ho-${String(i + 1).padStart(4, '0')}`; validate(d) })
const lines = docs.map((d) => JSON.stringify({ id: d.id, lang: d.lang, kind: d.kind, text: d.text, entities: d.entities }))
fs.writeFileSync(path.join(here, 'corpus.jsonl'), lines.join('\n') + '\n')

// re-read and validate what was written
const back = fs.readFileSync(path.join(here, 'corpus.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
back.forEach(validate)
const byType = {}; const byKind = {}; const byLang = {}
for (const d of back) { byKind[d.kind] = (byKind[d.kind] || 0) + 1; byLang[d.lang] = (byLang[d.lang] || 0) + 1; for (const e of d.entities) byType[e.type] = (byType[e.type] || 0) + 1 }
const total = Object.values(byType).reduce((a, b) => a + b, 0)
if (process.argv.includes('--stats') || true) {
  console.log(`skeletons: ${skeletons.length}, documents: ${back.length}, entities: ${total}, without entities: ${back.filter((d) => !d.entities.length).length}`)
  console.log('by type:', Object.entries(byType).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', '))
  console.log('by kind:', Object.entries(byKind).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', '))
  console.log('by lang:', Object.entries(byLang).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', '))
}
