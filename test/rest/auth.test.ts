import t from 'tap'
import { createHash } from 'node:crypto'
import { build } from '../helper.ts'

const KEY = 'pgk_0123456789abcdef0123456789abcdef0123456789abcdef'
const hash = (key: string) => createHash('sha256').update(key).digest('hex')
const UNAUTHORIZED = '{"error":"unauthorized"}\n'
const config = { api_keys: [{ id: 'a', name: 'CI', hash: hash(KEY) }, { id: 'b', name: 'revoked', hash: '' }] }

t.test('rule 1: with no keys configured every request is accepted', async (t) => {
  const app = await build(t, { config: { api_keys: [{ name: 'empty hash does not count', hash: '' }] } })
  const res = await app.inject({ method: 'POST', url: '/anonymize', payload: { text: 'x' } })
  t.equal(res.statusCode, 200)
})

t.test('rule 2: a key in X-Api-Key or as a Bearer token is accepted', async (t) => {
  const app = await build(t, { config })
  const viaHeader = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { 'x-api-key': KEY } })
  t.equal(viaHeader.statusCode, 200)
  const viaBearer = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { authorization: `Bearer ${KEY}` } })
  t.equal(viaBearer.statusCode, 200)
  const emptyHeader = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { 'x-api-key': '', authorization: `Bearer ${KEY}` } })
  t.equal(emptyHeader.statusCode, 200, 'an empty X-Api-Key falls back to the Bearer token')
})

t.test('rule 2: X-Api-Key wins over Authorization when both are present', async (t) => {
  const app = await build(t, { config })
  const res = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { 'x-api-key': 'wrong', authorization: `Bearer ${KEY}` } })
  t.equal(res.statusCode, 401)
})

t.test('rule 4: no key, an unknown key, or a non-Bearer scheme gets 401 with the exact body', async (t) => {
  const app = await build(t, { config })
  const cases = [{}, { 'x-api-key': 'nope' }, { authorization: 'Bearer nope' }, { authorization: `Basic ${KEY}` }, { 'x-api-key': hash(KEY) }]
  for (const headers of cases) {
    const res = await app.inject({ method: 'POST', url: '/anonymize', payload: { text: 'x' }, headers })
    t.equal(res.statusCode, 401, JSON.stringify(Object.keys(headers)))
    t.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
    t.equal(res.body, UNAUTHORIZED)
  }
})

t.test('the key check runs before the body is parsed: unauthenticated + broken body = 401', async (t) => {
  const app = await build(t, { config })
  const res = await app.inject({ method: 'POST', url: '/scan', payload: '{broken', headers: { 'content-type': 'application/json' } })
  t.equal(res.statusCode, 401)
  const unknown = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x', detectors: ['NOPE'] } })
  t.equal(unknown.statusCode, 401, 'unknown detector is checked after auth')
  const authed = await app.inject({ method: 'POST', url: '/scan', payload: '{broken', headers: { 'content-type': 'application/json', 'x-api-key': KEY } })
  t.equal(authed.statusCode, 400)
})

t.test('keys are replaced at runtime without restart', async (t) => {
  const app = await build(t, { config })
  const other = 'pgk_' + 'f'.repeat(48)
  await app.configStore.replace({ ...app.configStore.config, api_keys: [{ hash: hash(other) }] })
  const old = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { 'x-api-key': KEY } })
  t.equal(old.statusCode, 401)
  const fresh = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { 'x-api-key': other } })
  t.equal(fresh.statusCode, 200)
})

t.test('/health and /metrics need no key', async (t) => {
  const app = await build(t, { config })
  t.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200)
  t.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 200)
})
