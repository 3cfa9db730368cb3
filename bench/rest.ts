/**
 * REST benchmark (`npm run bench:rest`): req/s and latency of POST /anonymize with a 1 KB text full
 * of personal data, next to a bare Fastify route returning a JSON body of the same size, measured in
 * the same run on this machine, and the ratio of the two. Target: at least 0.5 of the bare route
 * with the foundation detectors. Each server runs in its own process; autocannon drives them.
 * The rate limiter is replaced by a no-op store here: 120 requests a minute would end the run at once;
 * at the end, bench/rate-limit.ts measures the memory and the Redis store (counting, never limiting).
 * The same text is sent again and again, so PHONE's validation memo is warm, as it is for proxies that
 * re-send a conversation on every turn; a second run puts new phone numbers into every request.
 *
 * Flags: --seconds N (default 10)
 */
import autocannon from 'autocannon'
import { fork, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { scan } from '../detectors/engine.ts'
import { resolveDetectors } from '../detectors/registry.ts'
import { benchRateLimitStores } from './rate-limit.ts'

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10
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

function start (args: string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'servers.ts'), args, {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, BARE_RESPONSE_BYTES: String(responseBytes) }
    })
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

async function measure (label: string, args: string[], port: number, fresh = false) {
  const child = await start([args[0], String(port), ...args.slice(1)])
  try {
    await load(port, fresh) // warm-up run, discarded
    const result = await load(port, fresh)
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`)
    return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
  } finally {
    child.kill()
  }
}

const bodyBytes = Buffer.byteLength(JSON.stringify({ text: TEXT }))
console.log(`POST /anonymize, ${Buffer.byteLength(TEXT)} B of text (${bodyBytes} B body, ${responseBytes} B answer), 10 connections, ${seconds} s per run after a warm-up run\n`)
const bare = await measure('bare Fastify route (same JSON size)', ['bare'], 19701)
// One cheap detector that finds nothing here: what the request pipeline itself costs.
const pipeline = await measure('privacy-guard, only KVNR (the request pipeline alone)', ['app', 'KVNR'], 19705)
const foundation = await measure(`privacy-guard, ${FOUNDATION.split(',').length} foundation detectors`, ['app', FOUNDATION], 19702)
const cold = await measure('privacy-guard, foundation detectors, new phone numbers in every request', ['app', FOUNDATION], 19704, true)
const all = await measure('privacy-guard, every detector (default)', ['app'], 19703)

const rows = [bare, pipeline, foundation, cold, all]
console.log('| server | req/s | p50 ms | p99 ms | ratio to bare |')
console.log('|---|---:|---:|---:|---:|')
for (const r of rows) {
  console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / bare.rps).toFixed(2)} |`)
}
const ratio = foundation.rps / bare.rps
console.log(`\ntarget: foundation detectors ≥ 0.5 of the bare route: ${ratio.toFixed(2)} ${ratio >= 0.5 ? 'PASS' : 'FAIL'}`)

// The rate-limit store: memory and Redis in the same run (bench/rate-limit.ts).
await benchRateLimitStores(seconds)
