import t from 'tap'
import { createHash } from 'node:crypto'
import { build } from '../helper.ts'
import { MemoryRateLimitStore } from '../../ratelimit/store.ts'

const KEY = 'pgk_' + 'a1'.repeat(24)
const hash = (key: string) => createHash('sha256').update(key).digest('hex')
const LIMITED = '{"error":"rate limit exceeded"}\n'

/** A clock the test moves; starts at second 5 of a minute. */
function clock () {
  let ms = 60_000 * 29_000_000 + 5_000
  return { now: () => ms, advance (by: number) { ms += by } }
}

t.test('the first 120 requests of a minute pass, the 121st gets 429 with the exact body', async (t) => {
  const time = clock()
  const app = await build(t, { now: time.now })
  for (let i = 1; i <= 120; i++) {
    const res = await app.inject({ method: 'POST', url: '/anonymize', payload: { text: 'x' } })
    if (res.statusCode !== 200) { t.fail(`request ${i} got ${res.statusCode}`); return }
  }
  const res = await app.inject({ method: 'POST', url: '/anonymize', payload: { text: 'x' } })
  t.equal(res.statusCode, 429)
  t.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
  t.equal(res.body, LIMITED)
  const scan = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' } })
  t.equal(scan.statusCode, 429, '/scan and /anonymize share the budget')
})

t.test('the window is the wall-clock minute: counters restart when it changes', async (t) => {
  const time = clock()
  const app = await build(t, { now: time.now })
  for (let i = 0; i < 121; i++) await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' } })
  time.advance(54_999) // 59.999 s into the same minute
  t.equal((await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' } })).statusCode, 429)
  time.advance(1) // the next minute
  t.equal((await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' } })).statusCode, 200)
})

t.test('clients are keyed by the presented key, valid or not, else by address', async (t) => {
  const time = clock()
  const app = await build(t, { now: time.now })
  for (let i = 0; i < 120; i++) await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { 'x-api-key': 'key-one' } })
  const same = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { authorization: 'Bearer key-one' } })
  t.equal(same.statusCode, 429, 'the Bearer form of the same key is the same client')
  const other = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { 'x-api-key': 'key-two' } })
  t.equal(other.statusCode, 200, 'another key is another client')
  const byAddress = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' } })
  t.equal(byAddress.statusCode, 200, 'no key: counted by address')
  const otherAddress = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, remoteAddress: '10.9.8.7' })
  t.equal(otherAddress.statusCode, 200)
})

t.test('rate limit runs before the key check: a flood of bad keys gets 429, not 401', async (t) => {
  const time = clock()
  const app = await build(t, { now: time.now, config: { api_keys: [{ hash: hash(KEY) }] } })
  const statuses = new Set<number>()
  for (let i = 0; i < 120; i++) {
    statuses.add((await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { 'x-api-key': 'bad' } })).statusCode)
  }
  t.same([...statuses], [401])
  const res = await app.inject({ method: 'POST', url: '/scan', payload: '{broken', headers: { 'x-api-key': 'bad' } })
  t.equal(res.statusCode, 429)
  t.equal(res.body, LIMITED)
})

t.test('/health and /metrics are not rate limited', async (t) => {
  const time = clock()
  const app = await build(t, { now: time.now })
  for (let i = 0; i < 125; i++) await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' } })
  t.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200)
  t.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 200)
})

t.test('memory store: old windows are dropped and distinct clients are capped', async (t) => {
  const store = new MemoryRateLimitStore(1000)
  for (let i = 0; i < 5000; i++) store.increment(`k:${i}`, 1)
  t.ok(store.size <= 1001, `bounded: ${store.size} entries`)
  t.equal(store.increment('k:1', 1), 2, 'tracked clients keep their own count')
  t.ok(store.increment('k:new', 1) > 1, 'new clients past the cap share the overflow counter')
  store.increment('k:1', 2)
  t.equal(store.size, 1, 'a new minute starts empty')
  t.equal(store.increment('k:1', 2), 2)
})

t.test('TRUST_PROXY: with the proxies named, the client is the address they saw, not what it wrote', async (t) => {
  const saved = process.env.TRUST_PROXY
  t.teardown(() => { if (saved === undefined) delete process.env.TRUST_PROXY; else process.env.TRUST_PROXY = saved })
  // Clients write their own X-Forwarded-For; the load balancer in front (10.0.0.2) appends the address it saw.
  const from = (client: string, written: string) => ({ remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': `${written}, ${client}` } })
  const run = async (env: string): Promise<{ limitedAt: number, other: number }> => {
    process.env.TRUST_PROXY = env
    const app = await build(t, { now: clock().now })
    let limitedAt = 0
    for (let i = 1; i <= 125 && limitedAt === 0; i++) {
      const res = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, ...from('198.51.100.7', `192.0.2.${i}`) })
      if (res.statusCode === 429) limitedAt = i
    }
    const other = (await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, ...from('198.51.100.8', '192.0.2.1') })).statusCode
    return { limitedAt, other }
  }
  t.same(await run('10.0.0.0/8'), { limitedAt: 121, other: 200 }, 'a fresh X-Forwarded-For entry buys no fresh budget; another client has its own')
  t.same(await run('10.0.0.2, 127.0.0.1'), { limitedAt: 121, other: 200 }, 'the same with addresses')
  t.same(await run('true'), { limitedAt: 0, other: 200 }, 'true trusts every hop: the left-most entry, written by the client, wins')
})
