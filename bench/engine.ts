/**
 * Engine benchmark (`npm run bench:engine`): throughput of engine.scan per detector and for all
 * detectors together on mixed text built from the evaluation corpus (1 KB, 100 KB, 10 MB), the cost
 * per byte at 10 MB relative to 100 KB, and the time for hostile 1 MB inputs. One core, warm-up
 * first, median of several runs. MB = 10^6 bytes of UTF-8.
 *
 * Flags: --quick (skips the 10 MB size; throughput targets then use 100 KB), --only NAME,EMAIL.
 */
import { builtinDetectors } from '../detectors/registry.ts'
import { scan } from '../detectors/engine.ts'
import type { Detector } from '../detectors/types.ts'
import { loadCorpus } from '../eval/run.ts'

const quick = process.argv.includes('--quick')
const onlyArg = process.argv.indexOf('--only')
const only = onlyArg !== -1 ? new Set(process.argv[onlyArg + 1].split(',').map((s) => s.trim().toUpperCase())) : undefined
const detectors = builtinDetectors.filter((d) => only === undefined || only.has(d.name))

const TARGET_MBPS = 20
const TARGET_MBPS_NAME = 5
const TARGET_RATIO = 1.3
const TARGET_HOSTILE_MS = 1000

function mixedText (chars: number): string {
  const docs = loadCorpus().map((d) => d.text)
  const parts: string[] = []
  let length = 0
  for (let i = 0; length < chars; i++) {
    const doc = docs[i % docs.length]
    parts.push(doc)
    length += doc.length + 2
  }
  return parts.join('\n\n').slice(0, chars)
}

function median (values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

/** Median milliseconds of one scan; small inputs are repeated inside one timing to get above timer noise. */
function time (text: string, set: readonly Detector[], runs: number): number {
  const inner = Math.max(1, Math.floor(200_000 / Math.max(1, text.length)))
  const samples: number[] = []
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now()
    for (let i = 0; i < inner; i++) scan(text, set, [])
    samples.push((performance.now() - t0) / inner)
  }
  return median(samples)
}

function mbps (text: string, ms: number): number { return Buffer.byteLength(text) / 1e6 / (ms / 1000) }

function fmt (n: number, width = 9, digits = 1): string { return (Number.isFinite(n) ? n.toFixed(digits) : '—').padStart(width) }

const sizes: Array<[string, number, number]> = [['1 KB', 1_000, 9], ['100 KB', 100_000, 7], ...(quick ? [] : [['10 MB', 10_000_000, 3] as [string, number, number]])]
const texts = new Map(sizes.map(([label, chars]) => [label, mixedText(chars)]))

// Warm-up: every detector over 100 KB of mixed text, twice (JIT, lazy tables, regex compilation).
for (let i = 0; i < 2; i++) scan(texts.get('100 KB') as string, detectors, [])

interface Row { name: string, mbps: Record<string, number>, ratio: number }
const rows: Row[] = []
const sets: Array<[string, readonly Detector[]]> = [...detectors.map((d): [string, readonly Detector[]] => [d.name, [d]]), ['ALL TOGETHER', detectors]]
console.log(`Engine throughput (MB/s, median), ${detectors.length} detectors, node ${process.version}, one core\n`)
console.log(`${'detector'.padEnd(18)}${sizes.map(([l]) => l.padStart(9)).join('')}${'10MB/100KB'.padStart(12)}`)
for (const [name, set] of sets) {
  const row: Row = { name, mbps: {}, ratio: NaN }
  const perByte: Record<string, number> = {}
  for (const [label, , runs] of sizes) {
    const text = texts.get(label) as string
    const ms = time(text, set, runs)
    row.mbps[label] = mbps(text, ms)
    perByte[label] = ms / Buffer.byteLength(text)
  }
  if (!quick) row.ratio = perByte['10 MB'] / perByte['100 KB']
  rows.push(row)
  console.log(`${name.padEnd(18)}${sizes.map(([l]) => fmt(row.mbps[l])).join('')}${fmt(row.ratio, 12, 2)}`)
}

// Hostile inputs: 1 MB each. A detector is probed at 10 KB and 100 KB first, so a super-linear one
// is reported as too slow instead of hanging the benchmark.
const HOSTILE: Array<[string, string]> = [
  ["'a'", 'a'], ["'1'", '1'], ["'@'", '@'], ["' '", ' '], ["'.'", '.'], ["'-'", '-'], ["'A'", 'A'],
  ["'1 '", '1 '], ["'1-'", '1-'], ["'a@'", 'a@'], ["'password='", 'password='], ["'A1'", 'A1']
]
function repeatTo (unit: string, chars: number): string { return unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars) }

function hostileMs (unit: string, set: readonly Detector[]): number {
  for (const [chars, limit] of [[10_000, 200], [100_000, 2000]] as const) {
    const t0 = performance.now()
    scan(repeatTo(unit, chars), set, [])
    if (performance.now() - t0 > limit) return Infinity
  }
  const text = repeatTo(unit, 1_000_000)
  const t0 = performance.now()
  scan(text, set, [])
  return performance.now() - t0
}

console.log('\nHostile 1 MB inputs (ms; ∞ = aborted after the 10/100 KB probe was too slow)\n')
console.log(`${'detector'.padEnd(18)}${HOSTILE.map(([l]) => l.padStart(9)).join('')}`)
const hostileAll: number[] = []
const hostileWorst = new Map<string, number>()
for (const [name, set] of sets) {
  const cells = HOSTILE.map(([, unit]) => hostileMs(unit, set))
  hostileWorst.set(name, Math.max(...cells))
  if (name === 'ALL TOGETHER') hostileAll.push(...cells)
  console.log(`${name.padEnd(18)}${cells.map((ms) => (Number.isFinite(ms) ? ms.toFixed(0) : '∞').padStart(9)).join('')}`)
}

const sizeForTarget = quick ? '100 KB' : '10 MB'
console.log(`\nTargets (throughput measured at ${sizeForTarget}):`)
let failures = 0
function verdict (pass: boolean, text: string): void {
  if (!pass) failures++
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${text}`)
}
for (const row of rows) {
  if (row.name === 'ALL TOGETHER') continue
  const target = row.name === 'NAME' ? TARGET_MBPS_NAME : TARGET_MBPS
  verdict(row.mbps[sizeForTarget] >= target, `${row.name.padEnd(16)} ${fmt(row.mbps[sizeForTarget], 8)} MB/s ≥ ${target}`)
}
const all = rows.find((r) => r.name === 'ALL TOGETHER') as Row
console.log(`  info  all detectors together ${fmt(all.mbps[sizeForTarget], 8)} MB/s`)
if (!quick) verdict(all.ratio <= TARGET_RATIO, `cost per byte at 10 MB / 100 KB (all detectors) ${all.ratio.toFixed(2)} ≤ ${TARGET_RATIO}`)
const worstAll = Math.max(...hostileAll)
verdict(worstAll < TARGET_HOSTILE_MS, `every hostile 1 MB input, all detectors together: worst ${Number.isFinite(worstAll) ? worstAll.toFixed(0) + ' ms' : 'aborted'} < ${TARGET_HOSTILE_MS} ms`)
const slowHostile = [...hostileWorst].filter(([n, ms]) => n !== 'ALL TOGETHER' && ms >= 100)
if (slowHostile.length > 0) console.log(`  info  detectors over 100 ms on some hostile input: ${slowHostile.map(([n, ms]) => `${n} ${Number.isFinite(ms) ? ms.toFixed(0) + ' ms' : '∞'}`).join(', ')}`)
console.log(`\n${failures === 0 ? 'all targets met' : `${failures} target(s) missed`}`)
