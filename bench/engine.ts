/**
 * Engine benchmark (`npm run bench:engine`): the current engine against the engine before issue 8,
 * in one run, on one core (no worker pool here). MB = 10^6 bytes of UTF-8; medians of several runs
 * after a warm-up.
 *
 * "before" is the engine and detectors of commit BASELINE, unpacked with `git archive` into
 * node_modules/.cache/privacy-guard-baseline/<commit>/ on first use (outside the tree that tsc,
 * eslint and tap look at) and imported from there, so both run in this process on the same texts.
 *
 * Times are CPU time of the process (process.cpuUsage), so that other work on a shared machine does
 * not count; MB/s is bytes per CPU second.
 *
 * Texts:
 *   dense   the committed evaluation corpus, documents joined by blank lines (about 9 findings/KB)
 *   prose   README and docs, source files (both taken from BASELINE, so the text does not drift)
 *           and generated chat lines, about 0.5 findings per KB
 *   message chat messages of about 100 characters, with and without personal data
 *   hostile 1 MB of one short unit repeated ('1 ', 'a@', 'password=' …)
 *
 * Flags: --quick (no 10 MB texts, fewer runs), --only NAME,EMAIL (detectors), --no-before, --no-hostile,
 * --hostile-only (only the hostile inputs: a quick check of one change).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtinDetectors } from '../detectors/registry.ts'
import { scan } from '../detectors/engine.ts'
import type { Detector, ScanResult } from '../detectors/types.ts'
import { Anchors } from '../detectors/anchors.ts'
import { loadCorpus } from '../eval/run.ts'

/** The last commit before the engine of issue 8. */
const BASELINE = '5fed90d363b9d7d7d890590a8f23b7a2c38d8179'

const quick = process.argv.includes('--quick')
const withBefore = !process.argv.includes('--no-before')
const skipHostile = process.argv.includes('--no-hostile')
const hostileOnly = process.argv.includes('--hostile-only')
const onlyArg = process.argv.indexOf('--only')
const only = onlyArg !== -1 ? new Set(process.argv[onlyArg + 1].split(',').map((s) => s.trim().toUpperCase())) : undefined

const TARGET_DENSE = 10
const TARGET_PROSE = 25
const TARGET_MESSAGE_US = 20
const TARGET_RATIO = 1.2
const TARGET_HOSTILE_MS = 200

type ScanFn = (text: string, detectors: readonly Detector[], whitelist?: readonly string[]) => ScanResult
interface Engine { label: string, scan: ScanFn, detectors: readonly Detector[] }

const root = join(import.meta.dirname, '..')

/** Unpacks BASELINE once (README, docs, sources and detectors) and returns its directory. */
function baselineDir (): string {
  const dir = join(root, 'node_modules', '.cache', 'privacy-guard-baseline', BASELINE)
  if (!existsSync(join(dir, 'detectors', 'engine.ts'))) {
    mkdirSync(dir, { recursive: true })
    const archive = execFileSync('git', ['archive', BASELINE, 'detectors', 'README.md', 'docs', 'plugins', 'routes', 'config', 'app.ts', 'server.ts'], { cwd: root, maxBuffer: 1 << 28 })
    execFileSync('tar', ['-x', '-C', dir], { input: archive })
    // Module scope stops at node_modules/: without this the .ts files would load as CommonJS.
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
  }
  return dir
}

const base = baselineDir()
const after: Engine = { label: 'after', scan, detectors: builtinDetectors.filter((d) => only === undefined || only.has(d.name)) }
let before: Engine | undefined
if (withBefore) {
  const engine = await import(join(base, 'detectors', 'engine.ts'))
  const registry = await import(join(base, 'detectors', 'registry.ts'))
  before = { label: 'before', scan: engine.scan, detectors: (registry.builtinDetectors as Detector[]).filter((d) => only === undefined || only.has(d.name)) }
}
const engines = before ? [before, after] : [after]

// ---- texts ----------------------------------------------------------------------------------------

/**
 * A text as the service receives it: JSON.parse of a request body makes a flat string. `slice` and
 * `repeat` make a sliced string or a rope instead, whose every character read goes through its parent
 * (measured: the whole scan 1.10x slower on dense text, NAME's capitalised-word inputs 1.13-1.30x),
 * which no request ever sends.
 */
function asRequestText (text: string): string {
  return JSON.parse(JSON.stringify(text)) as string
}

function repeatTo (parts: readonly string[], chars: number, joiner = '\n\n'): string {
  const out: string[] = []
  let length = 0
  for (let i = 0; length < chars; i++) {
    const part = parts[i % parts.length]
    out.push(part)
    length += part.length + joiner.length
  }
  return asRequestText(out.join(joiner).slice(0, chars))
}

const corpusDocs = loadCorpus().map((d) => d.text)
const dense = (chars: number) => repeatTo(corpusDocs, chars)

/** A small deterministic generator, so the prose text is the same in every run. */
function seeded (seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function chatLines (count: number): string[] {
  const random = seeded(8)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]
  const plain = [
    'can you have a look at the failing build on main? the cache step times out again',
    'I moved the meeting to Thursday, the room on the third floor is free then',
    'Thanks! Merged it, the release notes still need a line about the new flag',
    'did anyone change the retry policy? we see twice the number of calls since Monday',
    'lunch at 12:30? the new place next to the station has a good soup of the day',
    'Der Kunde fragt, ob die Lieferung noch diese Woche kommt, kannst du nachsehen?',
    'the dashboard shows p99 at 420 ms after the deploy, looks like the index is missing',
    'ok, I will write the migration tomorrow morning and ping you for the review',
    'Bitte denk an das Protokoll vom letzten Termin, es fehlen noch zwei Punkte'
  ]
  const withData = [
    'you can reach her at jane.doe@example.com for the contract questions',
    'call me on +49 171 1234567 if the VPN is down again',
    'the refund goes to DE89 3704 0044 0532 0130 00, please confirm',
    'server 10.0.0.17 is the one with the full disk',
    'Anna Schmidt from accounting will join the call'
  ]
  const lines: string[] = []
  for (let i = 0; i < count; i++) lines.push(`[${String(9 + (i % 9)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] ${random() < 0.03 ? pick(withData) : pick(plain)}`)
  return lines
}

function proseParts (): string[] {
  const files = ['README.md', 'docs/PRODUCT.md', 'docs/api-spec.md', 'app.ts', 'server.ts']
  for (const dir of ['plugins', 'routes', 'config']) {
    for (const f of readdirSync(join(base, dir)).sort()) if (f.endsWith('.ts')) files.push(`${dir}/${f}`)
  }
  const parts = files.map((f) => readFileSync(join(base, f), 'utf8'))
  const chat = chatLines(4000)
  for (let i = 0; i < chat.length; i += 40) parts.push(chat.slice(i, i + 40).join('\n'))
  return parts
}
const proseSource = proseParts()
const prose = (chars: number) => repeatTo(proseSource, chars)

const MESSAGES = [
  'Hi Tom, can you send me the slides from yesterday? I want to reuse two charts for the board update.',
  'Kurze Info: der Termin morgen fällt aus, wir verschieben auf nächste Woche. Gruß, Anna Schmidt',
  'please call me back on +49 171 1234567 when you are out of the meeting, it is about the invoice.',
  'the new key is in the vault, do not paste it here. build 4711 is green, deploying to staging now!',
  'My email changed to jane.doe@example.com, please update the contact list before Friday, thanks.'
]

// ---- measuring ------------------------------------------------------------------------------------

/**
 * Milliseconds of CPU time used by this process (user + system), not wall-clock time: the machine
 * is shared, and time spent waiting for a core is not the engine's cost. It includes V8's helper
 * threads (parallel GC, compiler), so it errs on the slow side.
 */
function cpuNow (): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

function median (values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

/**
 * Untimed runs before the timed ones, about WARM_UP_CHARS characters of text in all: the first runs of
 * a large detector execute in V8's baseline tiers and interpret its regexes until they tier up, which
 * a service that scans all day never sees (NAME's first 512 KB ran at a third of its later speed).
 */
const WARM_UP_CHARS = 2_000_000
const warmUpRuns = (text: string) => Math.max(2, Math.ceil(WARM_UP_CHARS / Math.max(1, text.length)))

/** Median milliseconds of one scan after a warm-up; small texts are repeated inside one timing to get above timer noise. */
function timeScan (engine: Engine, text: string, set: readonly Detector[], runs: number): number {
  const inner = Math.max(1, Math.floor(300_000 / Math.max(1, text.length)))
  for (let i = 0, n = Math.min(warmUpRuns(text), 20); i < n; i++) engine.scan(text, set, [])
  const samples: number[] = []
  for (let r = 0; r < runs; r++) {
    const t0 = cpuNow()
    for (let i = 0; i < inner; i++) engine.scan(text, set, [])
    samples.push((cpuNow() - t0) / inner)
  }
  return median(samples)
}

/** Microseconds per message, over all MESSAGES, median of runs. */
function timeMessages (engine: Engine, set: readonly Detector[], runs: number, rounds = 400): number {
  for (let i = 0; i < 50; i++) for (const m of MESSAGES) engine.scan(m, set, [])
  const samples: number[] = []
  for (let r = 0; r < runs; r++) {
    const t0 = cpuNow()
    for (let i = 0; i < rounds; i++) for (const m of MESSAGES) engine.scan(m, set, [])
    samples.push((cpuNow() - t0) * 1000 / (rounds * MESSAGES.length))
  }
  return median(samples)
}

const mbps = (text: string, ms: number) => Buffer.byteLength(text) / 1e6 / (ms / 1000)
const fmt = (n: number, width = 10, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—').padStart(width)
const findingsPerKb = (text: string) => after.scan(text, after.detectors, []).findings.length / (Buffer.byteLength(text) / 1000)

const texts = {
  dense100k: dense(100_000),
  dense512k: dense(512_000),
  prose100k: prose(100_000),
  prose512k: prose(512_000),
  dense10m: quick ? '' : dense(10_000_000),
  prose10m: quick ? '' : prose(10_000_000)
}
const runs = quick ? 3 : 5

/**
 * A service that has been up for a while: before any timed row, each engine scans SERVICE_WARM_UP_CHARS
 * of dense and prose text (512 KB texts, in turns). With only the per-row warm-up (about 2 MB), V8 was
 * still compiling the detectors' per-candidate helpers during the timed dense scans: on 512 KB, 4 scans
 * in, the process spent about 20 ms of CPU per scan in compiler threads next to 59 ms on the main
 * thread; after 15-30 scans (8-15 MB) that is about 2 ms next to 43 ms, and it stays there. A service
 * scanning all day runs in that state.
 */
const SERVICE_WARM_UP_CHARS = hostileOnly ? 0 : 16_000_000
for (const engine of engines) {
  for (let chars = 0; chars < SERVICE_WARM_UP_CHARS; chars += 2 * texts.dense512k.length) {
    engine.scan(texts.dense512k, engine.detectors, [])
    engine.scan(texts.prose512k, engine.detectors, [])
  }
}

console.log(`Engine benchmark, node ${process.version}, one core; before = ${BASELINE.slice(0, 7)}, ${after.detectors.length} detectors`)
console.log(`dense text ${findingsPerKb(texts.dense512k).toFixed(1)} findings/KB, prose-and-code text ${findingsPerKb(texts.prose512k).toFixed(2)} findings/KB (after)\n`)

// ---- all detectors ----------------------------------------------------------------------------------

interface AllRow { label: string, text: string, runs: number }
const allRows: AllRow[] = [
  { label: 'dense 100 KB', text: texts.dense100k, runs },
  { label: 'dense 512 KB', text: texts.dense512k, runs },
  ...(quick ? [] : [{ label: 'dense 10 MB', text: texts.dense10m, runs: 3 }]),
  { label: 'prose 100 KB', text: texts.prose100k, runs },
  { label: 'prose 512 KB', text: texts.prose512k, runs },
  ...(quick ? [] : [{ label: 'prose 10 MB', text: texts.prose10m, runs: 3 }])
].filter(() => !hostileOnly)
const allMbps = new Map<string, Record<string, number>>()
console.log('All detectors (MB/s, median)\n')
console.log(`${'text'.padEnd(16)}${engines.map((e) => e.label.padStart(10)).join('')}${before ? 'speed-up'.padStart(10) : ''}`)
for (const row of allRows) {
  const cells: Record<string, number> = {}
  for (const engine of engines) cells[engine.label] = mbps(row.text, timeScan(engine, row.text, engine.detectors, row.runs))
  allMbps.set(row.label, cells)
  console.log(`${row.label.padEnd(16)}${engines.map((e) => fmt(cells[e.label])).join('')}${before ? fmt(cells.after / cells.before, 9, 1) + '×' : ''}`)
}
// Before and after take turns (25 rounds each), so that a busy moment of the machine hits both alike.
const messageUs: Record<string, number> = {}
if (!hostileOnly) {
  const samples = new Map(engines.map((engine) => [engine.label, [] as number[]]))
  for (const engine of engines) timeMessages(engine, engine.detectors, 1, 100)
  for (let r = 0; r < 25; r++) for (const engine of engines) samples.get(engine.label)?.push(timeMessages(engine, engine.detectors, 1, 200))
  for (const engine of engines) messageUs[engine.label] = median(samples.get(engine.label) ?? [])
  console.log(`${'100-char message'.padEnd(16)}${engines.map((e) => fmt(messageUs[e.label], 7) + ' µs').join('')}${before ? fmt(messageUs.before / messageUs.after, 9, 1) + '×' : ''}`)
}

// ---- per detector -----------------------------------------------------------------------------------

// A detector's own cost: its find() over the text, with the anchor pass (shared by all detectors)
// done beforehand for "after" and reported on its own line.
/** The anchor pass of `text`, run now (Anchors runs it on first use of a list). */
function anchorPass (text: string): Anchors {
  const anchors = new Anchors(text)
  if (anchors.wordStart.length < 0) throw new Error('unreachable')
  return anchors
}

function timeFind (detector: Detector, text: string, withAnchors: boolean, runs: number): number {
  const anchors = withAnchors ? anchorPass(text) : undefined
  const inner = Math.max(1, Math.floor(300_000 / Math.max(1, text.length)))
  for (let i = 0, n = Math.min(warmUpRuns(text), 20); i < n; i++) for (const m of detector.find(text, anchors)) if (m.end < 0) throw new Error('bad span')
  const samples: number[] = []
  for (let r = 0; r < runs; r++) {
    const t0 = cpuNow()
    for (let i = 0; i < inner; i++) for (const m of detector.find(text, anchors)) if (m.end < 0) throw new Error('bad span')
    samples.push((cpuNow() - t0) / inner)
  }
  return median(samples)
}

if (!hostileOnly) perDetectorRows()

/** Each detector's find() on dense 512 KB and on the messages, and the anchor pass alone. */
function perDetectorRows (): void {
  console.log('\nPer detector: its find() on dense 512 KB (MB/s) and on one 100-character message (µs), median\n')
  console.log(`${'detector'.padEnd(18)}${before ? 'MB/s before'.padStart(12) : ''}${'MB/s after'.padStart(12)}${before ? 'µs before'.padStart(11) : ''}${'µs after'.padStart(10)}`)
  const messageFind = (detector: Detector, withAnchors: boolean) => MESSAGES.reduce((sum, m) => sum + timeFind(detector, m, withAnchors, 3), 0) * 1000 / MESSAGES.length
  for (const detector of after.detectors) {
    const old = before?.detectors.find((d) => d.name === detector.name)
    const cells: string[] = []
    if (before) cells.push(old ? fmt(mbps(texts.dense512k, timeFind(old, texts.dense512k, false, 3)), 12) : '—'.padStart(12))
    cells.push(fmt(mbps(texts.dense512k, timeFind(detector, texts.dense512k, true, 3)), 12))
    if (before) cells.push(old ? fmt(messageFind(old, false), 11, 2) : '—'.padStart(11))
    cells.push(fmt(messageFind(detector, true), 10, 2))
    console.log(`${detector.name.padEnd(18)}${cells.join('')}`)
  }
  {
    const samples: number[] = []
    let warm = 0
    for (let r = 0; r < 3; r++) warm += anchorPass(texts.dense512k).runStart.length // warm-up
    if (warm < 0) throw new Error('unreachable')
    for (let r = 0; r < 7; r++) {
      const t0 = cpuNow()
      anchorPass(texts.dense512k)
      samples.push(cpuNow() - t0)
    }
    console.log(`${'(anchor pass)'.padEnd(18)}${before ? ''.padStart(12) : ''}${fmt(mbps(texts.dense512k, median(samples)), 12)}`)
  }
}

// ---- hostile inputs -----------------------------------------------------------------------------------

// The last eight were added in the seventh round, after a search over 46 more short units found them
// above 200 ms (digit groups that look like phone numbers, IPv6-like and non-ASCII input). Every input
// is 1,000,000 characters: for the non-ASCII ones that is more than 1 MB of UTF-8.
const HOSTILE_UNITS = ['a', '1', '@', ' ', '.', '-', 'A', '1 ', '1-', '1.', '1/', 'a@', 'a.', 'Aa ', 'A1', '1A', 'password=', 'key: ', 'x=1&', '\n', '\n\n', 'Ab Cd ', '12.03.', '+1',
  '12 ', '123 ', '(1) ', '::1 ', '€1 ', 'ÄÖ ', 'é', 'Aa Bb Cc ']
const HOSTILE = skipHostile ? [] : HOSTILE_UNITS
const hostileText = (unit: string, chars: number) => asRequestText(unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars))

interface HostileTime { cold: number, warm: number }

/**
 * Milliseconds for 1 MB; probed at 10 KB and 100 KB first, so a super-linear case is reported, not
 * waited for. `cold` is the first 1 MB scan; `warm` the median of three after two more, the warm-up
 * every other row gets (timeScan): the first scans of a new shape of input run while V8 deoptimises
 * and recompiles the detectors' helpers for it (candidate lists of another type, other branches).
 */
function hostileMs (engine: Engine, unit: string, set: readonly Detector[]): HostileTime {
  for (const [chars, limit] of [[10_000, 200], [100_000, 2000]] as const) {
    const t0 = cpuNow()
    engine.scan(hostileText(unit, chars), set, [])
    if (cpuNow() - t0 > limit) return { cold: Infinity, warm: Infinity }
  }
  const text = hostileText(unit, 1_000_000)
  const samples: number[] = []
  for (let r = 0; r < 5; r++) {
    const t0 = cpuNow()
    engine.scan(text, set, [])
    samples.push(cpuNow() - t0)
  }
  return { cold: samples[0], warm: median(samples.slice(2)) }
}

const ms = (value: number, width = 10) => (Number.isFinite(value) ? value.toFixed(0) : '∞').padStart(width)
console.log('\nHostile 1 MB inputs, all detectors (ms; cold = first 1 MB scan, warm = median of 3 after 2 more; ∞ = aborted after a 10/100 KB probe was too slow)\n')
console.log(`${'unit'.padEnd(14)}${engines.map((e) => `${e.label} cold`.padStart(13) + `${e.label} warm`.padStart(13)).join('')}`)
const hostileAfter: Array<[string, HostileTime]> = []
for (const unit of HOSTILE) {
  const cells = engines.map((engine) => hostileMs(engine, unit, engine.detectors))
  hostileAfter.push([unit, cells[cells.length - 1]])
  console.log(`${JSON.stringify(unit).padEnd(14)}${cells.map((t) => ms(t.cold, 13) + ms(t.warm, 13)).join('')}`)
}
// The slowest detectors alone on the worst hostile input (warm, anchor pass included, as each would
// cost alone), and the anchor pass alone, so a regression has a name.
if (hostileAfter.length > 0) {
  const [worstUnit] = [...hostileAfter].sort((a, b) => b[1].warm - a[1].warm)[0]
  const perDetector = after.detectors.map((d) => [d.name, hostileMs(after, worstUnit, [d]).warm] as const).sort((a, b) => b[1] - a[1]).slice(0, 5)
  const text = hostileText(worstUnit, 1_000_000)
  const passes: number[] = []
  for (let r = 0; r < 5; r++) {
    const t0 = cpuNow()
    anchorPass(text)
    passes.push(cpuNow() - t0)
  }
  console.log(`slowest detectors alone on ${JSON.stringify(worstUnit)} (anchor pass included): ${perDetector.map(([n, t]) => `${n} ${t.toFixed(0)} ms`).join(', ')}; the anchor pass alone ${median(passes).toFixed(0)} ms`)
}

// ---- targets ------------------------------------------------------------------------------------------

let missed = 0
function verdict (pass: boolean, text: string): void {
  if (!pass) missed++
  console.log(`  ${pass ? 'met    ' : 'NOT met'}  ${text}`)
}
const denseBig = quick ? 'dense 512 KB' : 'dense 10 MB'
const proseBig = quick ? 'prose 512 KB' : 'prose 10 MB'
console.log('\nTargets (after, all detectors, one core):')
if (!hostileOnly) speedVerdicts()

/** The verdicts of the rows above the hostile ones. */
function speedVerdicts (): void {
  for (const label of ['dense 512 KB', ...(quick ? [] : ['dense 10 MB'])]) {
    const v = (allMbps.get(label) as Record<string, number>).after
    verdict(v >= TARGET_DENSE, `${label}: ${v.toFixed(1)} MB/s ≥ ${TARGET_DENSE}`)
  }
  for (const label of ['prose 512 KB', ...(quick ? [] : ['prose 10 MB'])]) {
    const v = (allMbps.get(label) as Record<string, number>).after
    verdict(v >= TARGET_PROSE, `${label}: ${v.toFixed(1)} MB/s ≥ ${TARGET_PROSE}`)
  }
  verdict(messageUs.after <= TARGET_MESSAGE_US, `100-character message: ${messageUs.after.toFixed(1)} µs ≤ ${TARGET_MESSAGE_US}`)
  for (const [big, small] of [[denseBig, 'dense 100 KB'], [proseBig, 'prose 100 KB']]) {
    const ratio = (allMbps.get(small) as Record<string, number>).after / (allMbps.get(big) as Record<string, number>).after
    verdict(ratio <= TARGET_RATIO, `cost per byte ${big} / 100 KB: ${ratio.toFixed(2)} ≤ ${TARGET_RATIO}`)
  }
}
const worst = Math.max(...hostileAfter.map(([, t]) => t.warm))
const worstCold = Math.max(...hostileAfter.map(([, t]) => t.cold))
if (hostileAfter.length > 0) verdict(worst < TARGET_HOSTILE_MS, `every hostile 1 MB input: worst ${Number.isFinite(worst) ? worst.toFixed(0) + ' ms' : 'aborted'} warm < ${TARGET_HOSTILE_MS} ms (worst first scan ${Number.isFinite(worstCold) ? worstCold.toFixed(0) + ' ms' : 'aborted'})`)
console.log(`\n${missed === 0 ? 'all targets met' : `${missed} target(s) NOT met`}`)
