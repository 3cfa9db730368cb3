/**
 * Engine benchmark (`npm run bench:engine`): the current engine against the engine before issue 8,
 * in one run, on one core (no worker pool here). MB = 10^6 bytes of UTF-8; medians of several runs
 * after a warm-up.
 *
 * "before" is the engine and detectors of commit BASELINE, unpacked with `git archive` into
 * node_modules/.cache/privacy-guard-baseline/<commit>/ on first use (outside the tree that tsc,
 * eslint and tap look at) and imported from there.
 *
 * Each engine runs in a process of its own (this file with --engine before|after, started by the run
 * and reporting one JSON line), one after the other, on the same texts: a service runs one engine.
 * In one shared process the two engines' code interfered: measured in the seventh round, after the
 * old engine had run in the same process DATE_OF_BIRTH's find() on the chat messages took 7.3-7.6 µs
 * against 1.3-2.2 µs in a process of its own (SECRET 2.8 against 1.9-2.1), and on 1 MB of '1 '
 * DATE_OF_BIRTH took 62 ms against under 4.
 *
 * Times are CPU time of the process (process.cpuUsage), so that other work on a shared machine does
 * not count; MB/s is bytes per CPU second.
 *
 * Texts:
 *   dense   the committed evaluation corpus, documents joined by blank lines (about 9 findings/KB)
 *   prose   README and docs, source files (both taken from BASELINE, so the text does not drift)
 *           and generated chat lines, about 0.5 findings per KB
 *   message chat messages of about 100 characters, with and without personal data
 *   hostile 1,000,000 characters of one short unit repeated ('1 ', 'a@', 'password=' …)
 *
 * Flags: --quick (no 10 MB texts, fewer runs), --only NAME,EMAIL (detectors), --no-before, --no-hostile,
 * --hostile-only (only the hostile inputs: a quick check of one change).
 *
 * The message is measured twice: in the process that scanned the long texts before (the target's row),
 * and in a process of its own that scans nothing but the messages, as the service's main thread does
 * when the worker pool takes every text of POOL_CUTOFF characters and more (plugins/detection.ts).
 * V8 optimises the detectors for what it has seen: after 16 MB of long texts a message costs more.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Detector, ScanResult } from '../detectors/types.ts'
import type { Anchors } from '../detectors/anchors.ts'
import { loadCorpus } from '../eval/corpora.ts'

/** The last commit before the engine of issue 8. */
const BASELINE = '5fed90d363b9d7d7d890590a8f23b7a2c38d8179'

const flag = (name: string) => process.argv.includes(name)
const quick = flag('--quick')
const withBefore = !flag('--no-before')
const skipHostile = flag('--no-hostile')
const hostileOnly = flag('--hostile-only')
/** Set in a child process: measure only the messages, in a process that has scanned nothing longer. */
const messagesOnly = flag('--messages-only')
const onlyArg = process.argv.indexOf('--only')
const only = onlyArg !== -1 ? new Set(process.argv[onlyArg + 1].split(',').map((s) => s.trim().toUpperCase())) : undefined
const engineArg = process.argv.indexOf('--engine')
/** Set in a child process: the one engine it measures. */
const childEngine = engineArg !== -1 ? process.argv[engineArg + 1] as Label : undefined

const TARGET_DENSE = 10
const TARGET_PROSE = 25
const TARGET_MESSAGE_US = 20
const TARGET_RATIO = 1.2
const TARGET_HOSTILE_MS = 200

type Label = 'before' | 'after'
type ScanFn = (text: string, detectors: readonly Detector[], whitelist?: readonly string[]) => ScanResult
interface Engine { label: Label, scan: ScanFn, detectors: readonly Detector[] }

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

/** One engine, loaded only in the child process that measures it. */
async function loadEngine (label: Label): Promise<Engine> {
  const dir = label === 'before' ? join(base, 'detectors') : join(root, 'detectors')
  const engine = await import(join(dir, 'engine.ts'))
  const registry = await import(join(dir, 'registry.ts'))
  const detectors = (registry.builtinDetectors as Detector[]).filter((d) => only === undefined || only.has(d.name))
  return { label, scan: engine.scan, detectors }
}

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

/** The message row: a warm-up round, then the median of 25 timings of 200 rounds of MESSAGES. */
function medianMessageUs (engine: Engine): number {
  const samples: number[] = []
  timeMessages(engine, engine.detectors, 1, 100)
  for (let r = 0; r < 25; r++) samples.push(timeMessages(engine, engine.detectors, 1, 200))
  return median(samples)
}

const mbps = (text: string, ms: number) => Buffer.byteLength(text) / 1e6 / (ms / 1000)
const fmt = (n: number, width = 10, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—').padStart(width)

const runs = quick ? 3 : 5

interface AllRow { label: string, chars: number, runs: number, kind: 'dense' | 'prose' }
const ALL_ROWS: AllRow[] = [
  { label: 'dense 100 KB', kind: 'dense', chars: 100_000, runs },
  { label: 'dense 512 KB', kind: 'dense', chars: 512_000, runs },
  ...(quick ? [] : [{ label: 'dense 10 MB', kind: 'dense' as const, chars: 10_000_000, runs: 3 }]),
  { label: 'prose 100 KB', kind: 'prose', chars: 100_000, runs },
  { label: 'prose 512 KB', kind: 'prose', chars: 512_000, runs },
  ...(quick ? [] : [{ label: 'prose 10 MB', kind: 'prose' as const, chars: 10_000_000, runs: 3 }])
]

// ---- hostile inputs -----------------------------------------------------------------------------------

// The last eight units were added in the seventh round, after a search over 46 more short units found
// them above 200 ms (digit groups that look like phone numbers, IPv6-like and non-ASCII input). Every
// input is 1,000,000 characters: for the non-ASCII ones that is more than 1 MB of UTF-8.
const HOSTILE_UNITS = ['a', '1', '@', ' ', '.', '-', 'A', '1 ', '1-', '1.', '1/', 'a@', 'a.', 'Aa ', 'A1', '1A', 'password=', 'key: ', 'x=1&', '\n', '\n\n', 'Ab Cd ', '12.03.', '+1',
  '12 ', '123 ', '(1) ', '::1 ', '€1 ', 'ÄÖ ', 'é', 'Aa Bb Cc ']

/**
 * Seeded random inputs (the same text in every run): one unit repeated lets a detector remember its
 * verdict on the one candidate, which random units of the same shape do not.
 */
const RANDOM_INPUTS: Record<string, (next: () => number) => string> = {
  'random 2-4 digit groups': (next) => digits(next, 2 + Math.floor(next() * 3)) + ' -./'[Math.floor(next() * 4)],
  'random Capitalised words': (next) => capitalised(next, 2 + Math.floor(next() * 6)) + ' ',
  'random A1B2 tokens': (next) => Array.from({ length: 6 + Math.floor(next() * 8) }, () => next() < 0.5 ? String(Math.floor(next() * 10)) : LETTERS[Math.floor(next() * 26)].toUpperCase()).join('') + ' '
}
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const digits = (next: () => number, n: number) => Array.from({ length: n }, () => String(Math.floor(next() * 10))).join('')
const capitalised = (next: () => number, n: number) => Array.from({ length: n }, (_, i) => i === 0 ? LETTERS[Math.floor(next() * 26)].toUpperCase() : LETTERS[Math.floor(next() * 26)]).join('')

const HOSTILE = skipHostile ? [] : [...HOSTILE_UNITS, ...Object.keys(RANDOM_INPUTS)]

/**
 * The input named `name` (a unit, or a RANDOM_INPUTS key), `chars` characters long. Random inputs
 * differ by `variant` (the seed): each timed scan gets a text of its own, as an attacker would send,
 * so that memos across scans (PHONE remembers numbers it validated) do not make the repeat cheap.
 */
function hostileText (name: string, chars: number, variant = 0): string {
  const random = RANDOM_INPUTS[name]
  if (random === undefined) return asRequestText(name.repeat(Math.ceil(chars / name.length)).slice(0, chars))
  const next = seeded(7 + variant)
  const parts: string[] = []
  for (let length = 0; length < chars;) {
    const part = random(next)
    parts.push(part)
    length += part.length
  }
  return asRequestText(parts.join('').slice(0, chars))
}

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
  const texts = Array.from({ length: 5 }, (_, r) => hostileText(unit, 1_000_000, r))
  const samples: number[] = []
  for (const text of texts) {
    const t0 = cpuNow()
    engine.scan(text, set, [])
    samples.push(cpuNow() - t0)
  }
  return { cold: samples[0], warm: median(samples.slice(2)) }
}

// ---- one engine, in a process of its own ----------------------------------------------------------------

/** What a child process measured (JSON; Infinity travels as null). */
interface Report {
  label: Label
  detectorCount: number
  findingsPerKb: { dense: number, prose: number }
  /** MB/s per ALL_ROWS label. */
  mbps: Record<string, number>
  messageUs: number
  /** Per detector: find() on dense 512 KB (MB/s) and on a message (µs). */
  perDetector: Record<string, { denseMbps: number, messageUs: number }>
  anchorPassMbps?: number
  hostile: Array<{ unit: string, cold: number | null, warm: number | null }>
  /** after only: the slowest detectors alone on the worst hostile input, and the anchor pass alone there. */
  worst?: { unit: string, detectors: Array<[string, number]>, anchorPassMs: number }
}

/** The anchor pass of `text`, run now (Anchors runs it on first use of a list). */
function anchorPass (AnchorsClass: new (text: string) => Anchors, text: string): Anchors {
  const anchors = new AnchorsClass(text)
  if (anchors.wordStart.length < 0) throw new Error('unreachable')
  return anchors
}

async function measureOne (label: Label): Promise<Report> {
  const engine = await loadEngine(label)
  // The current engine's detectors get the anchor pass done beforehand (it is shared by all and
  // reported on a line of its own); the old engine had none.
  const AnchorsClass = label === 'after' ? (await import(join(root, 'detectors', 'anchors.ts'))).Anchors as new (text: string) => Anchors : undefined
  const texts = new Map<string, string>()
  const textOf = (kind: 'dense' | 'prose', chars: number): string => {
    const key = `${kind}${chars}`
    let text = texts.get(key)
    if (text === undefined) texts.set(key, text = kind === 'dense' ? dense(chars) : prose(chars))
    return text
  }
  const report: Report = { label, detectorCount: engine.detectors.length, findingsPerKb: { dense: 0, prose: 0 }, mbps: {}, messageUs: NaN, perDetector: {}, hostile: [] }
  if (messagesOnly) {
    report.messageUs = medianMessageUs(engine)
    return report
  }

  if (!hostileOnly) {
    const dense512k = textOf('dense', 512_000)
    const prose512k = textOf('prose', 512_000)
    // A service that has been up for a while: before any timed row, the engine scans
    // SERVICE_WARM_UP_CHARS of dense and prose text (512 KB texts, in turns). With only the per-row
    // warm-up (about 2 MB), V8 was still compiling the detectors' per-candidate helpers during the
    // timed dense scans: on 512 KB, 4 scans in, the process spent about 20 ms of CPU per scan in
    // compiler threads next to 59 ms on the main thread; after 15-30 scans (8-15 MB) that is about
    // 2 ms next to 43 ms, and it stays there. A service scanning all day runs in that state.
    const SERVICE_WARM_UP_CHARS = 16_000_000
    for (let chars = 0; chars < SERVICE_WARM_UP_CHARS; chars += 2 * dense512k.length) {
      engine.scan(dense512k, engine.detectors, [])
      engine.scan(prose512k, engine.detectors, [])
    }
    const perKb = (text: string) => engine.scan(text, engine.detectors, []).findings.length / (Buffer.byteLength(text) / 1000)
    report.findingsPerKb = { dense: perKb(dense512k), prose: perKb(prose512k) }
    for (const row of ALL_ROWS) {
      const text = textOf(row.kind, row.chars)
      report.mbps[row.label] = mbps(text, timeScan(engine, text, engine.detectors, row.runs))
      if (row.chars > 512_000) texts.delete(`${row.kind}${row.chars}`)
    }
    report.messageUs = medianMessageUs(engine)

    // A detector's own cost: its find() over the text (for "after" with the anchor pass done beforehand).
    const timeFind = (detector: Detector, text: string, repeats: number): number => {
      const anchors = AnchorsClass !== undefined ? anchorPass(AnchorsClass, text) : undefined
      const inner = Math.max(1, Math.floor(300_000 / Math.max(1, text.length)))
      for (let i = 0, n = Math.min(warmUpRuns(text), 20); i < n; i++) for (const m of detector.find(text, anchors)) if (m.end < 0) throw new Error('bad span')
      const times: number[] = []
      for (let r = 0; r < repeats; r++) {
        const t0 = cpuNow()
        for (let i = 0; i < inner; i++) for (const m of detector.find(text, anchors)) if (m.end < 0) throw new Error('bad span')
        times.push((cpuNow() - t0) / inner)
      }
      return median(times)
    }
    for (const detector of engine.detectors) {
      report.perDetector[detector.name] = {
        denseMbps: mbps(dense512k, timeFind(detector, dense512k, 3)),
        messageUs: MESSAGES.reduce((sum, m) => sum + timeFind(detector, m, 3), 0) * 1000 / MESSAGES.length
      }
    }
    if (AnchorsClass !== undefined) {
      for (let r = 0; r < 3; r++) anchorPass(AnchorsClass, dense512k)
      const passes: number[] = []
      for (let r = 0; r < 7; r++) {
        const t0 = cpuNow()
        anchorPass(AnchorsClass, dense512k)
        passes.push(cpuNow() - t0)
      }
      report.anchorPassMbps = mbps(dense512k, median(passes))
    }
  }

  for (const unit of HOSTILE) {
    const t = hostileMs(engine, unit, engine.detectors)
    report.hostile.push({ unit, cold: t.cold, warm: t.warm })
  }
  // The slowest detectors alone on the worst hostile input (warm, anchor pass included, as each would
  // cost alone), and the anchor pass alone, so a regression has a name.
  if (AnchorsClass !== undefined && report.hostile.length > 0) {
    const worstUnit = [...report.hostile].sort((a, b) => (b.warm ?? Infinity) - (a.warm ?? Infinity))[0].unit
    const detectors = engine.detectors.map((d) => [d.name, hostileMs(engine, worstUnit, [d]).warm] as [string, number]).sort((a, b) => b[1] - a[1]).slice(0, 5)
    const text = hostileText(worstUnit, 1_000_000)
    const passes: number[] = []
    for (let r = 0; r < 5; r++) {
      const t0 = cpuNow()
      anchorPass(AnchorsClass, text)
      passes.push(cpuNow() - t0)
    }
    report.worst = { unit: worstUnit, detectors, anchorPassMs: median(passes) }
  }
  return report
}

/** A unit in quotes; a random input by its name. */
const hostileLabel = (name: string) => RANDOM_INPUTS[name] !== undefined ? name : JSON.stringify(name)

const REPORT_PREFIX = 'REPORT '

/** Runs this file for one engine in a child process and returns its report. */
function runChild (label: Label, extra: string[] = []): Report {
  const args = ['--import', 'tsx', import.meta.filename, '--engine', label, ...process.argv.slice(2), ...extra]
  const child = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24, encoding: 'utf8' })
  const line = child.stdout.split('\n').find((l) => l.startsWith(REPORT_PREFIX))
  if (child.status !== 0 || line === undefined) throw new Error(`the ${label} engine's process failed (exit ${child.status})`)
  return JSON.parse(line.slice(REPORT_PREFIX.length)) as Report
}

// ---- the run: both engines, then the tables and the verdicts -------------------------------------------

if (childEngine !== undefined) {
  const report = await measureOne(childEngine)
  process.stdout.write(`${REPORT_PREFIX}${JSON.stringify(report)}\n`)
} else {
  console.error(`measuring ${withBefore ? 'before, then after' : 'after'}, each engine in a process of its own …`)
  const before = withBefore ? runChild('before') : undefined
  const after = runChild('after')
  const shortOnly = hostileOnly ? undefined : runChild('after', ['--messages-only'])
  printReports(before, after, shortOnly?.messageUs)
}

function printReports (before: Report | undefined, after: Report, shortOnlyMessageUs?: number): void {
  const reports = before ? [before, after] : [after]
  const finite = (v: number | null) => v ?? Infinity
  console.log(`Engine benchmark, node ${process.version}, one core; before = ${BASELINE.slice(0, 7)}, ${after.detectorCount} detectors; each engine in a process of its own`)
  if (!hostileOnly) {
    console.log(`dense text ${after.findingsPerKb.dense.toFixed(1)} findings/KB, prose-and-code text ${after.findingsPerKb.prose.toFixed(2)} findings/KB (after)\n`)
    console.log('All detectors (MB/s, median)\n')
    console.log(`${'text'.padEnd(16)}${reports.map((r) => r.label.padStart(10)).join('')}${before ? 'speed-up'.padStart(10) : ''}`)
    for (const row of ALL_ROWS) {
      console.log(`${row.label.padEnd(16)}${reports.map((r) => fmt(r.mbps[row.label])).join('')}${before ? fmt(after.mbps[row.label] / before.mbps[row.label], 9, 1) + '×' : ''}`)
    }
    console.log(`${'100-char message'.padEnd(16)}${reports.map((r) => fmt(r.messageUs, 7) + ' µs').join('')}${before ? fmt(before.messageUs / after.messageUs, 9, 1) + '×' : ''}`)
    if (shortOnlyMessageUs !== undefined) console.log(`(the message in a process that scans only short texts, as the service's main thread with its worker pool: ${shortOnlyMessageUs.toFixed(1)} µs after)`)

    console.log('\nPer detector: its find() on dense 512 KB (MB/s) and on one 100-character message (µs), median\n')
    console.log(`${'detector'.padEnd(18)}${before ? 'MB/s before'.padStart(12) : ''}${'MB/s after'.padStart(12)}${before ? 'µs before'.padStart(11) : ''}${'µs after'.padStart(10)}`)
    for (const [name, cell] of Object.entries(after.perDetector)) {
      const old = before?.perDetector[name]
      const cells: string[] = []
      if (before) cells.push(old ? fmt(old.denseMbps, 12) : '—'.padStart(12))
      cells.push(fmt(cell.denseMbps, 12))
      if (before) cells.push(old ? fmt(old.messageUs, 11, 2) : '—'.padStart(11))
      cells.push(fmt(cell.messageUs, 10, 2))
      console.log(`${name.padEnd(18)}${cells.join('')}`)
    }
    if (after.anchorPassMbps !== undefined) console.log(`${'(anchor pass)'.padEnd(18)}${before ? ''.padStart(12) : ''}${fmt(after.anchorPassMbps, 12)}`)
  }

  const ms = (value: number, width = 10) => (Number.isFinite(value) ? value.toFixed(0) : '∞').padStart(width)
  if (after.hostile.length > 0) {
    console.log('\nHostile 1 MB inputs, all detectors (ms; cold = first 1 MB scan, warm = median of 3 after 2 more; ∞ = aborted after a 10/100 KB probe was too slow)\n')
    console.log(`${'input'.padEnd(26)}${reports.map((r) => `${r.label} cold`.padStart(13) + `${r.label} warm`.padStart(13)).join('')}`)
    after.hostile.forEach((h, i) => {
      console.log(`${hostileLabel(h.unit).padEnd(26)}${reports.map((r) => ms(finite(r.hostile[i].cold), 13) + ms(finite(r.hostile[i].warm), 13)).join('')}`)
    })
    const worst = after.worst
    if (worst !== undefined) console.log(`slowest detectors alone on ${hostileLabel(worst.unit)} (anchor pass included): ${worst.detectors.map(([n, t]) => `${n} ${t.toFixed(0)} ms`).join(', ')}; the anchor pass alone ${worst.anchorPassMs.toFixed(0)} ms`)
  }

  let missed = 0
  const verdict = (pass: boolean, text: string): void => {
    if (!pass) missed++
    console.log(`  ${pass ? 'met    ' : 'NOT met'}  ${text}`)
  }
  console.log('\nTargets (after, all detectors, one core):')
  if (!hostileOnly) {
    for (const label of ['dense 512 KB', ...(quick ? [] : ['dense 10 MB'])]) verdict(after.mbps[label] >= TARGET_DENSE, `${label}: ${after.mbps[label].toFixed(1)} MB/s ≥ ${TARGET_DENSE}`)
    for (const label of ['prose 512 KB', ...(quick ? [] : ['prose 10 MB'])]) verdict(after.mbps[label] >= TARGET_PROSE, `${label}: ${after.mbps[label].toFixed(1)} MB/s ≥ ${TARGET_PROSE}`)
    verdict(after.messageUs <= TARGET_MESSAGE_US, `100-character message: ${after.messageUs.toFixed(1)} µs ≤ ${TARGET_MESSAGE_US}`)
    const denseBig = quick ? 'dense 512 KB' : 'dense 10 MB'
    const proseBig = quick ? 'prose 512 KB' : 'prose 10 MB'
    for (const [big, small] of [[denseBig, 'dense 100 KB'], [proseBig, 'prose 100 KB']]) {
      const ratio = after.mbps[small] / after.mbps[big]
      verdict(ratio <= TARGET_RATIO, `cost per byte ${big} / 100 KB: ${ratio.toFixed(2)} ≤ ${TARGET_RATIO}`)
    }
  }
  if (after.hostile.length > 0) {
    const worst = Math.max(...after.hostile.map((h) => finite(h.warm)))
    const worstCold = Math.max(...after.hostile.map((h) => finite(h.cold)))
    verdict(worst < TARGET_HOSTILE_MS, `every hostile 1 MB input: worst ${Number.isFinite(worst) ? worst.toFixed(0) + ' ms' : 'aborted'} warm < ${TARGET_HOSTILE_MS} ms (worst first scan ${Number.isFinite(worstCold) ? worstCold.toFixed(0) + ' ms' : 'aborted'})`)
  }
  console.log(`\n${missed === 0 ? 'all targets met' : `${missed} target(s) NOT met`}`)
}
