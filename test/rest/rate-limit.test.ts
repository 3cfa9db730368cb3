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
