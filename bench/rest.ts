/**
 * REST benchmark (`npm run bench:rest`): req/s and latency of POST /anonymize with a 1 KB text full
 * of personal data, next to a bare Fastify route returning a JSON body of the same size, measured in
 * the same run on this machine, and the ratio of the two. Target: at least 0.5 of the bare route
 * with the foundation detectors. Each server runs in its own process; autocannon drives them. Each
 * row also gives the server process's CPU time (user + system, all threads) per request of the
 * measured run, which varies far less than req/s when other work shares the machine.
 * The rate limiter is replaced by a no-op store here: 120 requests a minute would end the run at once;
 * at the end, bench/rate-limit.ts measures the memory and the Redis store (counting, never limiting).
 * The same text is sent again and again, so PHONE's validation memo is warm, as it is for proxies that
 * re-send a conversation on every turn; a second run puts new phone numbers into every request.
 * The servers run without a logger, except in a last run: the foundation detectors with the service
 * log as server.ts writes it (two lines per request), read from a pipe (not part of the targets).
 *
 * Then POST /scan of 512 KB with 8 concurrent clients, with the detection worker pool and without,
 * in the same run (target: at least 1.8× with the pool on two cores), and one scan at a time on the
 * main thread against the pool for growing texts (where the pool's cut-off comes from).
 *
 * Flags: --seconds N (default 10), --only small|large|stores|cutoff (one part; default all)
 */
import autocannon from 'autocannon'
import { fork, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { scan } from '../detectors/engine.ts'
import { builtinDetectors, resolveDetectors } from '../detectors/registry.ts'
import { createDetectionPool } from '../detectors/pool.ts'
import { responseBody } from '../http/scan-body.ts'
import { benchRateLimitStores } from './rate-limit.ts'
import { loadCorpus } from '../eval/run.ts'
import { availableParallelism } from 'node:os'

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
const part = (name: string) => only === undefined || only === name
const FOUNDATION = 'EMAIL,PHONE,IBAN,CREDIT_CARD,IP_ADDRESS'

// About 1 KB of German and English text with e-mails, phones, IBANs, cards and IP addresses.
const TEXT = [
  'Hallo Frau Schmidt, bitte überweisen Sie den Betrag auf DE89 3704 0044 0532 0130 00 bis Freitag.',
  'Rückfragen gerne an anna.schmidt@example.de oder telefonisch unter +49 171 1234567.',
  'Hi team, the customer (jane.doe@example.com, +1 415 555 2671) paid with 4111 1111 1111 1111.',
  'Login attempts came from 192.168.10.23 and 2001:db8::8a2e:370:7334 last night.',
  'Second account: AT61 1904 3002 3457 3201, card 5555-5555-5555-4444, office 030 12345678.',
  'Please forward to support@example.org and cc bob.miller@example.net before the deadline.',
  'Swiss branch: CH56 0483 5012 3456 7800 9, hotline +41 44 668 18 00, server 10.0.0.17.',
  'Thanks and best regards, the billing desk.'
].join(' ')

// The bare route answers with a body as long as privacy-guard's answer to TEXT.
const responseBytes = Buffer.byteLength(JSON.stringify({ anonymised_text: scan(TEXT, resolveDetectors(FOUNDATION.split(','))).anonymisedText }))

function start (args: string[], env: Record<string, string> = {}): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // A server with its service log (BENCH_LOGGER) writes it into a pipe that is read and dropped here,
    // as a container runtime reads stdout.
    const logged = env.BENCH_LOGGER === '1'
    const child = fork(join(import.meta.dirname, 'servers.ts'), args, {
      execArgv: ['--import', 'tsx'],
      stdio: logged ? ['ignore', 'pipe', 'inherit', 'ipc'] : 'inherit',
      env: { ...process.env, BARE_RESPONSE_BYTES: String(responseBytes), ...env }
    })
    if (logged) child.stdout?.resume()
    child.once('message', () => resolve(child))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('')

/** The same text with phone numbers no request has sent before: PHONE's validation memo stays cold. */
function freshText (): string {
  return TEXT
    .replace('+49 171 1234567', `+49 171 ${digits(7)}`)
    .replace('+1 415 555 2671', `+1 415 555 ${digits(4)}`)
    .replace('030 12345678', `030 ${digits(8)}`)
    .replace('+41 44 668 18 00', `+41 44 668 ${digits(2)} ${digits(2)}`)
}

async function load (port: number, fresh: boolean): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}/anonymize`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: TEXT }),
    ...(fresh ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ text: freshText() }) }) }] } : {}),
    connections: 10,
    duration: seconds
  })
}

/** The server process's CPU time so far (user + system, all its threads), in µs. */
function cpuOf (child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.on('message', function answer (message: { cpu?: NodeJS.CpuUsage }) {
      if (message.cpu === undefined) return
      child.off('message', answer)
      resolve(message.cpu.user + message.cpu.system)
    })
    child.send('cpu')
  })
}

async function measure (label: string, args: string[], port: number, fresh = false, env: Record<string, string> = {}) {
  const child = await start([args[0], String(port), ...args.slice(1)], env)
  try {
    await load(port, fresh) // warm-up run, discarded
    const cpuBefore = await cpuOf(child)
    const result = await load(port, fresh)
    // Server CPU per request: steadier than req/s on a shared machine, and what a change saves.
    const cpuPerRequest = (await cpuOf(child) - cpuBefore) / result.requests.total
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`)
    return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuPerRequest }
  } finally {
    child.kill()
  }
}

if (part('small')) {
  const bodyBytes = Buffer.byteLength(JSON.stringify({ text: TEXT }))
  console.log(`POST /anonymize, ${Buffer.byteLength(TEXT)} B of text (${bodyBytes} B body, ${responseBytes} B answer), 10 connections, ${seconds} s per run after a warm-up run\n`)
  const bare = await measure('bare Fastify route (same JSON size)', ['bare'], 19701)
  // One cheap detector that finds nothing here: what the request pipeline itself costs.
  const pipeline = await measure('privacy-guard, only KVNR (the request pipeline alone)', ['app', 'KVNR'], 19705)
  const foundation = await measure(`privacy-guard, ${FOUNDATION.split(',').length} foundation detectors`, ['app', FOUNDATION], 19702)
  const cold = await measure('privacy-guard, foundation detectors, new phone numbers in every request', ['app', FOUNDATION], 19704, true)
  const all = await measure('privacy-guard, every detector (default)', ['app'], 19703)
  // The runs above have no logger; server.ts logs two lines per request (not part of the targets).
  const logged = await measure('privacy-guard, foundation detectors, with the service log of server.ts', ['app', FOUNDATION], 19708, false, { BENCH_LOGGER: '1' })

  const rows = [bare, pipeline, foundation, cold, all, logged]
  console.log('| server | req/s | p50 ms | p99 ms | ratio to bare | server CPU µs per request |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const r of rows) {
    console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / bare.rps).toFixed(2)} | ${r.cpuPerRequest.toFixed(0)} |`)
  }
  const ratio = foundation.rps / bare.rps
  const ratioAll = all.rps / bare.rps
  console.log(`\ntarget: foundation detectors ≥ 0.5 of the bare route: ${ratio.toFixed(2)} ${ratio >= 0.5 ? 'met' : 'NOT met'}`)
  console.log(`target: every detector ≥ 0.3 of the bare route: ${ratioAll.toFixed(2)} ${ratioAll >= 0.3 ? 'met' : 'NOT met'}`)
}

// Large requests: POST /scan of 512 KB of the evaluation corpus (every detector), 8 concurrent
// clients, with the detection pool (one worker per core, as server.ts starts it) and without.
const LARGE = (() => {
  const docs = loadCorpus().map((d) => d.text)
  const parts: string[] = []
  for (let i = 0, length = 0; length < 512_000; i++) {
    parts.push(docs[i % docs.length])
    length += docs[i % docs.length].length + 2
  }
  return parts.join('\n\n').slice(0, 512_000)
})()

async function measureLarge (label: string, workers: number, port: number) {
  const child = await start(['app', String(port)], { DETECTION_WORKERS: String(workers) })
  const run = () => autocannon({
    url: `http://127.0.0.1:${port}/scan`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: LARGE }),
    connections: 8,
    duration: seconds,
    timeout: 60
  })
  try {
    await run() // warm-up run (and the workers' start), discarded
    const result = await run()
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors, status codes ${JSON.stringify(result.statusCodeStats)}`)
    return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
  } finally {
    child.kill()
  }
}

const cores = availableParallelism()
if (part('large')) {
  console.log(`\nPOST /scan, ${(Buffer.byteLength(LARGE) / 1000).toFixed(0)} KB of text, every detector, 8 connections, ${seconds} s per run after a warm-up run\n`)
  const noPool = await measureLarge('no pool (main thread only)', 0, 19706)
  const pool = await measureLarge(`pool of ${cores} workers (one per core)`, cores, 19707)
  console.log('| server | req/s | p50 ms | p99 ms | ratio to no pool |')
  console.log('|---|---:|---:|---:|---:|')
  for (const r of [noPool, pool]) console.log(`| ${r.label} | ${r.rps.toFixed(2)} | ${r.p50} | ${r.p99} | ${(r.rps / noPool.rps).toFixed(2)} |`)
  const poolRatio = pool.rps / noPool.rps
  console.log(`\ntarget: pool ≥ 1.8× no pool: ${poolRatio.toFixed(2)} ${poolRatio >= 1.8 ? 'met' : 'NOT met'}`)
}

// The rate-limit store: memory and Redis in the same run (bench/rate-limit.ts).
if (part('stores')) await benchRateLimitStores(seconds)

// The pool's cut-off (plugins/detection.ts POOL_CUTOFF): one scan at a time, every detector, on the
// main thread and through the pool (hand-over, scan, result back), for growing texts. Both sides
// include writing POST /scan's body, as the routes do (the pool's worker writes it).
if (part('cutoff')) {
  const probePool = createDetectionPool(cores)
  await Promise.all(Array.from({ length: cores * 2 }, () => probePool.scan({ text: LARGE.slice(0, 50_000), detectors: null, whitelist: [] })))
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  console.log('\nOne scan at a time, every detector (ms, median): main thread vs worker pool\n')
  console.log('| characters | main thread | pool | pool − main |')
  console.log('|---:|---:|---:|---:|')
  for (const size of [1_000, 4_000, 16_000, 64_000, 256_000]) {
    const text = LARGE.slice(0, size)
    const runs = size <= 16_000 ? 41 : 9
    const main: number[] = []
    const viaPool: number[] = []
    for (let r = 0; r < runs; r++) {
      let t0 = performance.now()
      responseBody('scan', text, scan(text, builtinDetectors))
      main.push(performance.now() - t0)
      t0 = performance.now()
      await probePool.respond({ text, detectors: null, whitelist: [], respond: 'scan' })
      viaPool.push(performance.now() - t0)
    }
    console.log(`| ${size.toLocaleString('en')} | ${median(main).toFixed(2)} | ${median(viaPool).toFixed(2)} | ${(median(viaPool) - median(main)).toFixed(2)} |`)
  }
  await probePool.close()
}
