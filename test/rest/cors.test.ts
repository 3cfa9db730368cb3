import t from 'tap'
import { build } from '../helper.ts'

const CORS = ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age']

t.test('rule 1: an allowed origin gets all four headers on every REST path and method', async (t) => {
  const app = await build(t, { config: { cors_origins: ['https://app.example.com'] } })
  const requests = [
    { method: 'GET', url: '/health' }, { method: 'GET', url: '/metrics' },
    { method: 'POST', url: '/scan', payload: { text: 'x' } }, { method: 'POST', url: '/anonymize', payload: { text: 'x' } },
    { method: 'OPTIONS', url: '/scan' }, { method: 'OPTIONS', url: '/anonymize' }
  ] as const
  for (const request of requests) {
    const res = await app.inject({ ...request, headers: { origin: 'https://app.example.com' } })
    const where = `${request.method} ${request.url}`
    t.equal(res.headers['access-control-allow-origin'], 'https://app.example.com', where)
    t.equal(res.headers['access-control-allow-methods'], 'GET, POST, OPTIONS', where)
    t.equal(res.headers['access-control-allow-headers'], 'Content-Type, Authorization, X-Api-Key', where)
    t.equal(res.headers['access-control-max-age'], '86400', where)
  }
})

t.test('rule 1: "*" allows any origin, echoing the request origin', async (t) => {
  const app = await build(t, { config: { cors_origins: ['*'] } })
  const res = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: { origin: 'https://any.example' } })
  t.equal(res.headers['access-control-allow-origin'], 'https://any.example')
})

t.test('rule 2: no headers for other origins, no Origin header, or no configured origins', async (t) => {
  const configured = await build(t, { config: { cors_origins: ['https://app.example.com'] } })
  const unconfigured = await build(t)
  const cases = [
    { app: configured, headers: { origin: 'https://evil.example' } },
    { app: configured, headers: { origin: 'https://app.example.com.evil.example' } },
    { app: configured, headers: {} },
    { app: unconfigured, headers: { origin: 'https://app.example.com' } }
  ]
  for (const [i, c] of cases.entries()) {
    const res = await c.app.inject({ method: 'POST', url: '/scan', payload: { text: 'x' }, headers: c.headers })
    t.equal(res.statusCode, 200)
    for (const header of CORS) t.notOk(res.headers[header], `case ${i}: ${header}`)
  }
})

t.test('rule 3: every OPTIONS gets 204 with an empty body, allowed origin or not', async (t) => {
  const app = await build(t, { config: { cors_origins: ['https://app.example.com'], api_keys: [{ hash: 'b'.repeat(64) }] } })
  for (const origin of ['https://app.example.com', 'https://evil.example', undefined]) {
    const res = await app.inject({ method: 'OPTIONS', url: '/anonymize', headers: origin ? { origin } : {} })
    t.equal(res.statusCode, 204, String(origin))
    t.equal(res.body, '')
  }
})

t.test('preflights are neither rate limited nor authenticated', async (t) => {
  const app = await build(t, { config: { api_keys: [{ hash: 'b'.repeat(64) }] } })
  for (let i = 0; i < 130; i++) {
    const res = await app.inject({ method: 'OPTIONS', url: '/scan' })
    if (res.statusCode !== 204) { t.fail(`preflight ${i} got ${res.statusCode}`); return }
  }
  t.pass('130 preflights in one minute, all 204')
})
