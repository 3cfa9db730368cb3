/**
 * False alarms on real text nobody on the team wrote (`npx tsx eval/prose-scan.ts [--show N] [--type T]`):
 * README files and JavaScript/TypeScript sources of the installed packages in node_modules. They hold
 * almost no personal data (authors' e-mail addresses and names in licence headers, example values in
 * docs), so most findings there are false alarms: the counts per type are a precision check that no
 * labelled corpus gives. Deterministic: files sorted by path, at most --files of each kind.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { builtinDetectors } from '../detectors/registry.ts'
import { scan } from '../detectors/engine.ts'

const ROOT = join(import.meta.dirname, '..', 'node_modules')

function walk (dir: string, out: string[], depth = 0): void {
  if (depth > 6) return
  let entries: string[]
  try { entries = readdirSync(dir).sort() } catch { return }
  for (const name of entries) {
    if (name === '.bin' || name === '.cache' || name === 'test' || name === 'tests' || name === '__tests__') continue
    const path = join(dir, name)
    let st
    try { st = statSync(path) } catch { continue }
    if (st.isDirectory()) walk(path, out, depth + 1)
    else if (st.size > 200 && st.size < 200_000 && /(?:README\.md|\.(?:js|mjs|ts))$/i.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.min.js')) out.push(path)
  }
}

function main (): void {
  const argv = process.argv
  const arg = (flag: string, fallback: string): string => { const i = argv.indexOf(flag); return i === -1 ? fallback : argv[i + 1] }
  const show = Number(arg('--show', '3'))
  const only = arg('--type', '')
  const perKind = Number(arg('--files', '400'))
  const files: string[] = []
  walk(ROOT, files)
  const readmes = files.filter((f) => /README\.md$/i.test(f))
  const sources = files.filter((f) => !/README\.md$/i.test(f))
  // Spread the sample over all packages: every k-th file.
  const sample = (list: string[]): string[] => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / perKind)) === 0).slice(0, perKind)
  for (const [kind, list] of [['README files', sample(readmes)], ['sources', sample(sources)]] as const) {
    const counts = new Map<string, number>()
    const examples = new Map<string, string[]>()
    let bytes = 0
    for (const path of list) {
      const text = readFileSync(path, 'utf8')
      bytes += text.length
      for (const f of scan(text, builtinDetectors, []).findings) {
        counts.set(f.pii_type, (counts.get(f.pii_type) ?? 0) + 1)
        const list = examples.get(f.pii_type) ?? []
        if (list.length < show) {
          const cps = [...text]
          list.push(`${cps.slice(Math.max(0, f.start - 30), f.start).join('')}⟦${f.text}⟧${cps.slice(f.end, f.end + 20).join('')}`.replace(/\s+/g, ' ') + `  (${path.slice(ROOT.length + 1)})`)
          examples.set(f.pii_type, list)
        }
      }
    }
    const total = [...counts.values()].reduce((a, b) => a + b, 0)
    console.log(`\n=== ${kind}: ${list.length} files, ${(bytes / 1e6).toFixed(1)} MB, ${total} findings (${(total / (bytes / 1000)).toFixed(2)} per KB)`)
    for (const [type, n] of [...counts].sort((a, b) => b[1] - a[1])) {
      if (only !== '' && type !== only) continue
      console.log(`${type.padEnd(16)} ${String(n).padStart(5)}`)
      for (const e of examples.get(type) ?? []) console.log(`    ${e}`)
    }
  }
}

main()
