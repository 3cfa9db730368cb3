/**
 * The rate-limit store's share of `npm run bench:rest`: the same app (the request pipeline with one
 * cheap detector) with the memory store and with the Redis store on a local redis-server, in the same
 * run. Each request is counted in the store but never limited (the count is ignored), so that the
 * store's cost is measured, not its 429s. The figure that matters is the added latency per request:
 * the p50 of one client's sequential requests, Redis minus memory (target < 0.3 ms on loopback).
 */
import autocannon from 'autocannon'
import { fork, type ChildProcess } from 'node:child_process'
import { request, Agent } from 'node:http'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { MemoryRateLimitStore, type RateLimitStore } from '../ratelimit/store.ts'
import { RedisRateLimitStore } from '../ratelimit/redis-store.ts'
import { RedisServer } from '../test/ops/redis.ts'

/**
 * Server side (bench/servers.ts): env BENCH_RATE_LIMIT_STORE picks `none` (the default: no store at
 * all), `memory`, or `redis` (at REDIS_URL).
 */
export function benchRateLimitStore (env: NodeJS.ProcessEnv = process.env): RateLimitStore {
  if (env.BENCH_RATE_LIMIT_STORE === 'memory') {
    const memory = new MemoryRateLimitStore()
    return { increment: (client, window) => { memory.increment(client, window); return 1 } }
  }
  if (env.BENCH_RATE_LIMIT_STORE === 'redis') {
    const redis = new RedisRateLimitStore(env.REDIS_URL ?? 'redis://127.0.0.1:6379')
    redis.connect().catch(() => {}) // the driver checks that Redis counted every request
    return { increment: async (client, window) => { await redis.increment(client, window); return 1 }, close: () => redis.close() }
  }
  return { increment: () => 1 }
}

function start (port: number, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'servers.ts'), ['app', String(port), 'KVNR'], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, DETECTION_WORKERS: '0', ...env }
    })
    child.once('message', () => resolve(child))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

const BODY = JSON.stringify({ text: 'Bitte an anna.schmidt@example.de schreiben.' })

/** Per-request times (ms) of `count` sequential requests on one keep-alive connection. */
async function sequential (port: number, count: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const times: number[] = []
  try {
    for (let i = 0; i < count; i++) {
      const started = process.hrtime.bigint()
      await new Promise<void>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', path: '/anonymize', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) } }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`))
          res.resume()
          res.on('end', resolve)
        })
        req.on('error', reject)
        req.end(BODY)
      })
      times.push(Number(process.hrtime.bigint() - started) / 1e6)
    }
  } finally {
    agent.destroy()
  }
  return times
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

async function measure (label: string, port: number, env: Record<string, string>, seconds: number) {
  const child = await start(port, env)
  try {
    await sequential(port, 2_000) // warm-up, discarded
    const times = (await sequential(port, 10_000)).sort((a, b) => a - b)
    const load = await autocannon({ url: `http://127.0.0.1:${port}/anonymize`, method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY, connections: 10, duration: seconds })
    if (load.non2xx > 0 || load.errors > 0) throw new Error(`${label}: ${load.non2xx} non-2xx, ${load.errors} errors`)
    return { label, p50: percentile(times, 0.5), p99: percentile(times, 0.99), rps: load.requests.average, loadP50: load.latency.p50, loadP99: load.latency.p99, requests: times.length + 2_000 + load.requests.total }
  } finally {
    child.kill()
  }
}

/** Driver side (bench/rest.ts): prints the table and the target line. */
export async function benchRateLimitStores (seconds: number): Promise<void> {
  const redisServer = await RedisServer.start()
  const observer = new Redis(redisServer.url)
  try {
    console.log(`\nRate-limit store: POST /anonymize through the request pipeline (KVNR only), one client's sequential requests (10,000 after 2,000 warm-up) and 10 connections for ${seconds} s\n`)
    const memory = await measure('memory store (the default)', 19708, { BENCH_RATE_LIMIT_STORE: 'memory' }, seconds)
    await observer.call('CONFIG', 'RESETSTAT')
    const redis = await measure(`Redis store (redis-server ${redisServer.port} on loopback)`, 19709, { BENCH_RATE_LIMIT_STORE: 'redis', REDIS_URL: redisServer.url }, seconds)
    const info = await observer.info('commandstats')
    const scripted = [...info.matchAll(/^cmdstat_eval(?:sha)?:calls=(\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0)
    if (scripted < redis.requests) throw new Error(`Redis counted ${scripted} of ${redis.requests} requests: the store failed open during the run`)
    console.log('| rate-limit store | sequential p50 ms | sequential p99 ms | req/s (10 connections) | p50 ms | p99 ms |')
    console.log('|---|---:|---:|---:|---:|---:|')
    for (const r of [memory, redis]) console.log(`| ${r.label} | ${r.p50.toFixed(3)} | ${r.p99.toFixed(3)} | ${r.rps.toFixed(0)} | ${r.loadP50} | ${r.loadP99} |`)
    const added = redis.p50 - memory.p50
    console.log(`\nRedis counted all ${scripted} requests of its run (one script call each).`)
    console.log(`target: the Redis store adds < 0.3 ms per request at the p50: ${added.toFixed(3)} ms ${added < 0.3 ? 'met' : 'NOT met'}`)
  } finally {
    await observer.quit()
    await redisServer.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRateLimitStores(Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10)
}
