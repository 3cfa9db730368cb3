/**
 * The shared rate limit on a real redis-server: two app instances (two replicas) share one budget of
 * 120 per client and minute; an outage lets requests through (fail open), is counted and logged once,
 * and the counters go back to Redis when it is up again.
 */
import t from 'tap'
import { Redis } from 'ioredis'
import type { FastifyInstance } from 'fastify'
import { build } from '../helper.ts'
import { RedisServer } from './redis.ts'
import { sleep } from './net.ts'
import { RedisRateLimitStore } from '../../ratelimit/redis-store.ts'

const LIMITED = '{"error":"rate limit exceeded"}\n'
// Second 5 of a minute far from now: keys of this test never meet those of another run.
const MINUTE = 29_000_000 + Math.floor(Math.random() * 1_000_000)

function clock () {
  let ms = 60_000 * MINUTE + 5_000
  return { now: () => ms, advance (by: number) { ms += by } }
}

const scan = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers })

async function storeErrors (app: FastifyInstance): Promise<number> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body
  const match = /^privacy_guard_rate_limit_store_errors_total (\d+)/m.exec(text)
  if (match === null) throw new Error('no privacy_guard_rate_limit_store_errors_total on /metrics')
  return Number(match[1])
}

t.test('two replicas on one Redis share one budget of 120 per client and minute', async (t) => {
  const redis = await RedisServer.start()
  t.teardown(() => redis.stop())
  const time = clock()
  const a = await build(t, { now: time.now, redisUrl: redis.url })
  const b = await build(t, { now: time.now, redisUrl: redis.url })
  const statuses: number[] = []
  for (let i = 0; i < 60; i++) {
    statuses.push((await scan(a, { 'x-api-key': 'shared-key' })).statusCode)
    statuses.push((await scan(b, { authorization: 'Bearer shared-key' })).statusCode)
  }
  t.same([...new Set(statuses)], [200], '120 requests over two replicas pass')
  const overA = await scan(a, { 'x-api-key': 'shared-key' })
  const overB = await scan(b, { 'x-api-key': 'shared-key' })
  t.equal(overA.statusCode, 429, 'the 121st is limited on one replica')
  t.equal(overB.statusCode, 429, 'and on the other')
  t.equal(overB.body, LIMITED, 'with the spec body')
  t.equal(overB.headers['content-type'], 'text/plain; charset=utf-8')
  t.equal((await scan(b, { 'x-api-key': 'another-key' })).statusCode, 200, 'another key has its own budget')
  t.equal((await scan(a)).statusCode, 200, 'no key: counted by address')

  time.advance(54_999) // 59.999 s into the same minute
  t.equal((await scan(b, { 'x-api-key': 'shared-key' })).statusCode, 429)
  time.advance(1) // the next wall-clock minute
  t.equal((await scan(a, { 'x-api-key': 'shared-key' })).statusCode, 200, 'a new minute, a new budget')

  const health = await b.inject({ method: 'GET', url: '/health' })
  t.same(health.json(), { status: 'ok' }, '/health stays the spec answer')
})

t.test('one key per client and minute, with an expiry, set in one round trip', async (t) => {
  const redis = await RedisServer.start()
  t.teardown(() => redis.stop())
  const client = new Redis(redis.url)
  t.teardown(() => client.quit())
  const time = clock()
  const app = await build(t, { now: time.now, redisUrl: redis.url })
  await client.call('CONFIG', 'RESETSTAT')
  await scan(app, { 'x-api-key': 'k1' })
  await scan(app, { 'x-api-key': 'k1' })
  const keys = (await client.keys('privacy-guard:rate-limit:*')).sort()
  t.equal(keys.length, 2, 'the client key and the minute\'s distinct-clients counter')
  const clientKey = keys.find((key) => key.includes(':k:')) ?? ''
  t.match(clientKey, new RegExp(`^privacy-guard:rate-limit:\\{${MINUTE}\\}:k:[0-9a-f]{64}$`), 'the key hash, never the key')
  t.equal(await client.get(clientKey), '2')
  const ttl = await client.ttl(clientKey)
  t.ok(ttl > 60 && ttl <= 120, `expires with the minute plus one (ttl ${ttl} s)`)
  // Redis counts the commands a script runs too; the scripts themselves are the round trips.
  const stats = await client.info('commandstats')
  const calls = (name: string) => Number(new RegExp(`^cmdstat_${name}:calls=(\\d+)`, 'm').exec(stats)?.[1] ?? 0)
  t.equal(calls('eval') + calls('evalsha'), 2, 'one script call (INCR and EXPIRE together) per request')
})

t.test('past maxClients distinct clients in a minute, new clients share one overflow counter', async (t) => {
  const redis = await RedisServer.start()
  t.teardown(() => redis.stop())
  const store = new RedisRateLimitStore(redis.url, { maxClients: 3 })
  await store.connect()
  t.teardown(() => store.close())
  for (const client of ['a', 'b', 'c']) t.equal(await store.increment(client, 7), 1)
  t.equal(await store.increment('d', 7), 1, 'the first client past the cap starts the overflow counter')
  t.equal(await store.increment('e', 7), 2, 'the next one shares it')
  t.equal(await store.increment('a', 7), 2, 'clients within the cap keep their own count')
  t.equal(await store.increment('d', 8), 1, 'a new minute starts empty')
})

t.test('Redis down mid-run: fail open, counted, logged once; back to Redis when it returns', async (t) => {
  const redis = await RedisServer.start()
  t.teardown(() => redis.stop())
  const time = clock()
  const lines: string[] = []
  const app = await build(t, { now: time.now, redisUrl: redis.url, logLines: lines })
  for (let i = 0; i < 120; i++) await scan(app, { 'x-api-key': 'k' })
  t.equal((await scan(app, { 'x-api-key': 'k' })).statusCode, 429, 'limited while Redis is up')
  const errorsBefore = await storeErrors(app)

  await redis.stop()
  const during: number[] = []
  for (let i = 0; i < 30; i++) during.push((await scan(app, { 'x-api-key': 'k' })).statusCode)
  t.same([...new Set(during)], [200], 'requests pass while the store is unreachable')
  t.equal(await storeErrors(app) - errorsBefore, 30, 'each failed increment counted')
  const failures = lines.filter((line) => line.includes('rate-limit store failed'))
  t.equal(failures.length, 1, 'logged once, not once per request')
  t.match(JSON.parse(failures[0]), { level: 50 }, 'at level error')
  t.notMatch(failures[0], /k:[0-9a-f]{64}|ip:/, 'no client identity in the log line')

  await redis.start() // empty: the outage lost the counts
  let back = false
  for (let i = 0; i < 100 && !back; i++) {
    await sleep(100)
    const errors = await storeErrors(app)
    await scan(app, { 'x-api-key': 'fresh' })
    back = await storeErrors(app) === errors
  }
  t.ok(back, 'increments succeed again after Redis restarted')
  for (let i = 0; i < 119; i++) await scan(app, { 'x-api-key': 'fresh' })
  t.equal((await scan(app, { 'x-api-key': 'fresh' })).statusCode, 429, 'counted in Redis again: limited at 121')
  t.ok(lines.some((line) => line.includes('rate-limit store reachable again')), 'recovery logged')
})

t.test('a hanging Redis: each request waits at most REDIS_COMMAND_TIMEOUT, then passes (fail open)', async (t) => {
  const redis = await RedisServer.start()
  t.teardown(async () => { redis.resume(); await redis.stop() })
  const saved = process.env.REDIS_COMMAND_TIMEOUT
  t.teardown(() => { if (saved === undefined) delete process.env.REDIS_COMMAND_TIMEOUT; else process.env.REDIS_COMMAND_TIMEOUT = saved })
  process.env.REDIS_COMMAND_TIMEOUT = '300'
  const time = clock()
  const app = await build(t, { now: time.now, redisUrl: redis.url })
  t.equal((await scan(app, { 'x-api-key': 'k' })).statusCode, 200)
  const errorsBefore = await storeErrors(app)

  redis.pause()
  // Without a command timeout these would wait as long as Redis hangs; 10 s is far beyond 300 ms.
  const hung = Symbol('still waiting')
  const answers = await Promise.race([
    Promise.all([1, 2, 3].map(() => scan(app, { 'x-api-key': 'k' }))),
    sleep(10_000).then(() => hung)
  ])
  redis.resume()
  t.ok(Array.isArray(answers), 'answered while Redis still hangs')
  if (Array.isArray(answers)) t.same(answers.map((r) => r.statusCode), [200, 200, 200], 'let through')
  t.equal(await storeErrors(app) - errorsBefore, 3, 'each one counted as a store error')

  let back = false
  for (let i = 0; i < 50 && !back; i++) {
    const errors = await storeErrors(app)
    await scan(app, { 'x-api-key': 'k' })
    back = await storeErrors(app) === errors
    if (!back) await sleep(100)
  }
  t.ok(back, 'counted in Redis again once it answers')
})

t.test('Redis down at start: the app starts and serves, and uses Redis once it is up', async (t) => {
  const redis = await RedisServer.start()
  await redis.stop()
  t.teardown(() => redis.stop())
  const lines: string[] = []
  const time = clock()
  const app = await build(t, { now: time.now, redisUrl: redis.url, logLines: lines })
  t.equal((await scan(app)).statusCode, 200, 'serving without Redis')
  t.ok(lines.some((line) => line.includes('unreachable at start') && line.includes('"level":50')), 'logged at level error')
  await redis.start()
  let limited = false
  for (let i = 0; i < 100 && !limited; i++) {
    await sleep(50)
    const statuses = []
    for (let j = 0; j < 121; j++) statuses.push((await scan(app, { 'x-api-key': `k${i}` })).statusCode)
    limited = statuses.at(-1) === 429 && statuses.slice(0, 120).every((s) => s === 200)
  }
  t.ok(limited, 'the budget is enforced once Redis is reachable')
})

t.test('closing the app closes its Redis connection', async (t) => {
  const redis = await RedisServer.start()
  t.teardown(() => redis.stop())
  const client = new Redis(redis.url)
  t.teardown(() => client.quit())
  const clients = async () => String(await client.call('CLIENT', 'LIST')).trim().split('\n').length
  const before = await clients()
  const app = await build({ teardown () {} }, { redisUrl: redis.url })
  t.equal(await clients(), before + 1, 'one connection per app')
  await app.close()
  for (let i = 0; i < 20 && await clients() > before; i++) await sleep(50)
  t.equal(await clients(), before, 'closed with the app')
})

t.test('a REDIS_URL that is not a Redis URL stops the start, without quoting it', async (t) => {
  for (const url of ['localhost:6379', 'http://user:secret-pw@cache:6379', 'not a url']) {
    await t.rejects(build({ teardown () {} }, { redisUrl: url }), { message: 'REDIS_URL must be a redis:// or rediss:// URL' }, url.replace(/secret-pw/, '…'))
  }
})

t.test('REDIS_COMMAND_TIMEOUT that is not whole milliseconds stops the start', async (t) => {
  const saved = process.env.REDIS_COMMAND_TIMEOUT
  t.teardown(() => { if (saved === undefined) delete process.env.REDIS_COMMAND_TIMEOUT; else process.env.REDIS_COMMAND_TIMEOUT = saved })
  process.env.REDIS_COMMAND_TIMEOUT = '0.5s'
  await t.rejects(build({ teardown () {} }, { redisUrl: 'redis://127.0.0.1:1' }), { message: /REDIS_COMMAND_TIMEOUT must be a whole number of milliseconds/ })
})

t.test('without REDIS_URL the memory store counts (the embedded default)', async (t) => {
  const time = clock()
  const a = await build(t, { now: time.now })
  const b = await build(t, { now: time.now })
  for (let i = 0; i < 120; i++) await scan(a, { 'x-api-key': 'k' })
  t.equal((await scan(a, { 'x-api-key': 'k' })).statusCode, 429)
  t.equal((await scan(b, { 'x-api-key': 'k' })).statusCode, 200, 'each process counts on its own')
})
