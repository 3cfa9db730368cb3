/**
 * What the blind corpora's builds share (eval/blind-dev/build.ts, eval/blind-2/build.ts): the check
 * digits of the published algorithms, which re-verify every such value at build time, and the build
 * itself: strip the [[TYPE|value]] marks (eval/markup.ts), check every label, write corpus.jsonl
 * with code-point offsets, print counts (`--stats`: per genre and per type).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseMarked } from './markup.ts'

/** One hand-written document: genre, language (ISO 639-1), marked text. */
export type RawDoc = [kind: string, lang: string, marked: string]

// ---- check digits (published algorithms) ----
const digits = (s: string): string => s.replace(/\D/g, '')
function mod97 (s: string): number { let r = 0; for (const ch of s) r = (r * 10 + Number(ch)) % 97; return r }
export function ibanOk (v: string): boolean {
  const s = v.replace(/[\s-]/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(s)) return false
  const re = (s.slice(4) + s.slice(0, 4)).split('').map((c) => /\d/.test(c) ? c : String(c.charCodeAt(0) - 55)).join('')
  return mod97(re) === 1 && bbanOk(s.slice(0, 2), s.slice(4))
}
// National check digits inside the BBAN (published national algorithms), for the countries that have them
// in this corpus; a real IBAN satisfies them too.
function bbanOk (cc: string, b: string): boolean {
  const w = (x: string, ws: number[]): number => ws.reduce((t, k, i) => t + k * Number(x[i]), 0)
  switch (cc) {
    case 'BE': return (Number(b.slice(0, 10)) % 97 || 97) === Number(b.slice(10))
    case 'ES': {
      const dc = (x: string): number => { const d = 11 - (w(x, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11); return d === 11 ? 0 : d === 10 ? 1 : d }
      return b.slice(8, 10) === `${dc('00' + b.slice(0, 8))}${dc(b.slice(10))}`
    }
    case 'PL': return (10 - (w(b, [3, 9, 7, 1, 3, 9, 7]) % 10)) % 10 === Number(b[7])
    case 'CZ': return w(b.slice(4, 10), [10, 5, 8, 4, 2, 1]) % 11 === 0 && w(b.slice(10), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0
    case 'HR': return mod1110(b.slice(0, 6)) === Number(b[6]) && mod1110(b.slice(7, 16)) === Number(b[16])
    case 'HU': {
      const c = (x: string): number => (10 - ([...x].reduce((t, d, i) => t + Number(d) * [9, 7, 3, 1][i % 4], 0) % 10)) % 10
      return c(b.slice(0, 7)) === Number(b[7]) && c(b.slice(8, 23)) === Number(b[23])
    }
    case 'FI': return luhn(b)
    case 'PT': return 98 - Number((BigInt(b.slice(0, 19)) * 100n) % 97n) === Number(b.slice(19))
    case 'FR': {
      const n = [...b].map((c) => /\d/.test(c) ? c : String(c <= 'I' ? c.charCodeAt(0) - 64 : c <= 'R' ? c.charCodeAt(0) - 73 : c.charCodeAt(0) - 81)).join('')
      return 97 - Number((89n * BigInt(n.slice(0, 5)) + 15n * BigInt(n.slice(5, 10)) + 3n * BigInt(n.slice(10, 21))) % 97n) === Number(n.slice(21))
    }
    case 'IT': return cinOk(b)
    default: return true
  }
}
export function luhn (s: string): boolean {
  let t = 0
  const d = digits(s)
  for (let i = 0; i < d.length; i++) {
    let x = Number(d[d.length - 1 - i])
    if (i % 2 === 1) { x *= 2; if (x > 9) x -= 9 }
    t += x
  }
  return d.length > 0 && t % 10 === 0
}
function mod1110 (b: string): number {
  let prod = 10
  for (const ch of b) { let s = (Number(ch) + prod) % 10; if (s === 0) s = 10; prod = (s * 2) % 11 }
  return (11 - prod) % 10
}
const weighted = (b: string, w: number[]): number => w.reduce((t, x, i) => t + x * Number(b[i]), 0)
const VERH_D = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
const VERH_P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
function verhoeff (d: string): boolean { let c = 0; [...d].reverse().forEach((ch, i) => { c = VERH_D[c][VERH_P[i % 8][Number(ch)]] }); return c === 0 }
const CF_ODD: Record<string, number> = {}
'0123456789'.split('').forEach((c, i) => { CF_ODD[c] = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21][i] })
'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').forEach((c, i) => { CF_ODD[c] = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23][i] })
function cfOk (v: string): boolean {
  let t = 0
  for (let i = 0; i < 15; i++) { const c = v[i]; t += i % 2 === 0 ? CF_ODD[c] : (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65) }
  return v[15] === String.fromCharCode(65 + (t % 26))
}
function cinOk (b: string): boolean {
  let t = 0
  for (let i = 0; i < 22; i++) { const c = b[1 + i]; t += i % 2 === 0 ? CF_ODD[c] : Number(c) }
  return b[0] === String.fromCharCode(65 + (t % 26))
}
function vatOk (v: string): boolean {
  const s = v.replace(/[\s.-]/g, '').toUpperCase()
  const cc = s.slice(0, 2)
  const n = s.slice(2)
  switch (cc) {
    case 'DE': return /^\d{9}$/.test(n) && mod1110(n.slice(0, 8)) === Number(n[8])
    case 'AT': {
      if (!/^U\d{8}$/.test(n)) return false
      let t = 0
      for (let i = 0; i < 7; i++) { const q = Number(n[1 + i]) * (i % 2 === 0 ? 1 : 2); t += Math.floor(q / 10) + (q % 10) }
      return (96 - t) % 10 === Number(n[8])
    }
    case 'FR': return /^\d{11}$/.test(n) && (12 + 3 * (Number(n.slice(2)) % 97)) % 97 === Number(n.slice(0, 2))
    case 'IT': return /^\d{11}$/.test(n) && luhn(n)
    case 'NL': return /^\d{9}B\d{2}$/.test(n) && weighted(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11 === Number(n[8])
    case 'BE': return /^[01]\d{9}$/.test(n) && 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8))
    case 'PL': return /^\d{10}$/.test(n) && weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(n[9])
    default: return true // formats without a check we verify here (CHE, GB, ES company …)
  }
}
export const CHECKS: Record<string, (v: string) => boolean> = {
  IBAN: ibanOk,
  CREDIT_CARD: (v) => luhn(v) && digits(v).length >= 12,
  CA_SIN: luhn,
  ES_DNI: (v) => { const m = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(v.replace(/[\s-]/g, '')); if (!m) return false; const n = Number(('XYZ'.indexOf(m[1]) >= 0 ? String('XYZ'.indexOf(m[1])) : m[1]) + m[2]); return 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23] === m[3] },
  PL_PESEL: (v) => { const d = digits(v); return d.length === 11 && (10 - weighted(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 === Number(d[10]) },
  NL_BSN: (v) => { const d = digits(v); return d.length === 9 && (weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) - Number(d[8])) % 11 === 0 },
  UK_NHS: (v) => { const d = digits(v); const c = (11 - weighted(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11) % 11; return d.length === 10 && c !== 10 && c === Number(d[9]) },
  CH_SSN: (v) => { const d = digits(v); return d.length === 13 && d.startsWith('756') && (10 - weighted(d, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10) % 10 === Number(d[12]) },
  IN_AADHAAR: (v) => digits(v).length === 12 && verhoeff(digits(v)),
  IT_FISCAL_CODE: cfOk,
  AU_TFN: (v) => digits(v).length === 9 && weighted(digits(v), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0,
  FR_NIR: (v) => { const d = digits(v); return d.length === 15 && 97 - Number(BigInt(d.slice(0, 13)) % 97n) === Number(d.slice(13)) },
  AT_SSN: (v) => { const d = digits(v); return d.length === 10 && weighted(d.slice(0, 3) + d.slice(4), [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11 === Number(d[3]) },
  KVNR: (v) => { const s = String(v.charCodeAt(0) - 64).padStart(2, '0') + v.slice(1, 9); let t = 0; [...s].forEach((c, i) => { const q = Number(c) * (i % 2 === 0 ? 1 : 2); t += Math.floor(q / 10) + (q % 10) }); return t % 10 === Number(v[9]) },
  VAT_ID: vatOk,
  SOCIAL_SECURITY: (v) => { const m = /^(\d{2}) ?(\d{6}) ?([A-Z]) ?(\d{2})(\d)$/.exec(v); if (!m) return false; const s = m[1] + m[2] + String(m[3].charCodeAt(0) - 64).padStart(2, '0') + m[4]; let t = 0; [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1].forEach((w, i) => { const q = Number(s[i]) * w; t += Math.floor(q / 10) + (q % 10) }); return t % 10 === Number(m[5]) },
  TAX_ID: (v) => { const d = v.replace(/ /g, ''); return !/^[1-9]\d{10}$/.test(d) || mod1110(d.slice(0, 10)) === Number(d[10]) },
}

/** Builds `dir`/corpus.jsonl from the documents; ids are `prefix` + a three-digit number. Exits 1 on a bad label. */
export function buildCorpus (dir: string, prefix: string, raw: readonly RawDoc[]): void {
  const docs = raw.map(([kind, lang, marked], i) => parseMarked(`${prefix}${String(i + 1).padStart(3, '0')}`, lang as 'de', kind, marked))
  const problems: string[] = []
  docs.forEach((d) => {
    if (d.text.includes('[[') || /\|[^\s|]*\]\]/.test(d.text)) problems.push(`${d.id}: unbalanced mark`)
    const cp = [...d.text]
    for (const e of d.entities) {
      if (cp.slice(e.start, e.end).join('') !== e.text) problems.push(`${d.id}: offset mismatch ${e.type} ${e.text}`)
      if (e.text !== e.text.trim()) problems.push(`${d.id}: whitespace around ${e.type} "${e.text}"`)
      const check = CHECKS[e.type]
      if (check && !check(e.text)) problems.push(`${d.id}: check digit fails ${e.type} ${e.text}`)
    }
  })
  if (problems.length > 0) { console.error(problems.join('\n')); process.exit(1) }
  const path = join(dir, 'corpus.jsonl')
  writeFileSync(path, docs.map((d) => JSON.stringify(d)).join('\n') + '\n')
  const byType: Record<string, number> = {}
  const byKind: Record<string, [number, number]> = {}
  for (const d of docs) {
    byKind[d.kind] ??= [0, 0]; byKind[d.kind][0]++; byKind[d.kind][1] += d.entities.length
    for (const e of d.entities) byType[e.type] = (byType[e.type] ?? 0) + 1
  }
  console.log(`wrote ${docs.length} documents, ${docs.reduce((k, d) => k + d.entities.length, 0)} entities → ${path}`)
  if (process.argv.includes('--stats')) { console.log(byKind); console.log(Object.entries(byType).sort((a, b) => b[1] - a[1])) }
}
