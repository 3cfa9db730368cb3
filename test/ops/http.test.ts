/** HEAD on the probe paths, one-line error bodies, and the server timeouts from env. */
import t from 'tap'
import Fastify from 'fastify'
import { build } from '../helper.ts'
import { serverOptions } from '../../app.ts'
import { serverTimeouts, TIMEOUT_DEFAULTS } from '../../ops/timeouts.ts'
import { echoedName } from '../../http/reply.ts'
import { shutdownGraceMs } from '../../ops/shutdown.ts'

t.test('HEAD /health and HEAD /metrics answer 200 without a body', async (t) => {
  const app = await build(t)
  for (const url of ['/health', '/metrics']) {
    const head = await app.inject({ method: 'HEAD', url })
    t.equal(head.statusCode, 200, `HEAD ${url}`)
    t.equal(head.body, '', 'no body')
    const get = await app.inject({ method: 'GET', url })
    t.equal(head.headers['content-type'], get.headers['content-type'], 'the content type of GET')
  }
  t.equal((await app.inject({ method: 'PUT', url: '/metrics' })).statusCode, 405, 'other methods still 405')
})

t.test('a quoted detector name loses control characters and is cut: every error body is one line', async (t) => {
  const app = await build(t)
  const cases: Array<[string, string]> = [
    ['e\nmail', 'unknown detector: email\n'],
    ['e\u0000mail', 'unknown detector: email\n'],
    ['a\r\nb\tc\u001b[31m', 'unknown detector: abc[31m\n'],
    ['x\u2028y\u2029z\u0085w\u200ev', 'unknown detector: xyzwv\n'],
    ['\n', 'unknown detector: \n']
  ]
  for (const [name, body] of cases) {
    const res = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x', detectors: [name] } })
    t.equal(res.statusCode, 400)
    // Code points in the message: U+2028 in a TAP line would break the TAP stream itself.
    t.equal(res.body, body, [...name].map((c) => `U+${c.codePointAt(0)?.toString(16)}`).join(' '))
  }
  const long = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x', detectors: ['\n' + 'é'.repeat(70) + '😀'] } })
  t.equal(long.body, `unknown detector: ${'é'.repeat(64)}…\n`, 'cut after 64 characters')
  t.equal(echoedName('a'.repeat(63) + '😀😀'), 'a'.repeat(63) + '😀…', 'never inside a surrogate pair')
})

t.test('timeouts: defaults, env, and what the HTTP server gets', async (t) => {
  t.same(serverTimeouts({}), { requestTimeout: 30_000, keepAliveTimeout: 72_000, connectionTimeout: 120_000, http: { headersTimeout: 10_000, connectionsCheckingInterval: 2_000 } })
  t.same(TIMEOUT_DEFAULTS, { HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 30_000, KEEP_ALIVE_TIMEOUT_MS: 72_000, CONNECTION_TIMEOUT_MS: 120_000 })
  t.same(serverTimeouts({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000', KEEP_ALIVE_TIMEOUT_MS: '0', CONNECTION_TIMEOUT_MS: '9000' }),
    { requestTimeout: 5000, keepAliveTimeout: 0, connectionTimeout: 9000, http: { headersTimeout: 2000, connectionsCheckingInterval: 2_000 } })
  t.equal(serverTimeouts({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '20000' }).http.headersTimeout, 5000, 'headers never wait longer than the whole request')
  t.equal(serverTimeouts({ REQUEST_TIMEOUT_MS: '0', HEADERS_TIMEOUT_MS: '20000' }).http.headersTimeout, 20000, 'request timeout off')
  t.throws(() => serverTimeouts({ REQUEST_TIMEOUT_MS: 'soon' }), /REQUEST_TIMEOUT_MS must be a whole number of milliseconds/)
  t.throws(() => serverTimeouts({ KEEP_ALIVE_TIMEOUT_MS: '-1' }), /KEEP_ALIVE_TIMEOUT_MS/)
  t.equal(shutdownGraceMs({}), 10_000, 'the shutdown grace: 10 s')
  t.equal(shutdownGraceMs({ SHUTDOWN_GRACE_MS: '800' }), 800)
  t.throws(() => shutdownGraceMs({ SHUTDOWN_GRACE_MS: '10s' }), /SHUTDOWN_GRACE_MS must be a whole number of milliseconds/)

  const saved = { ...process.env }
  t.teardown(() => { process.env = saved })
  process.env.REQUEST_TIMEOUT_MS = '7000'
  process.env.HEADERS_TIMEOUT_MS = '3000'
  process.env.KEEP_ALIVE_TIMEOUT_MS = '4000'
  process.env.CONNECTION_TIMEOUT_MS = '8000'
  const server = Fastify(serverOptions(false))
  t.teardown(() => server.close())
  await server.ready()
  t.equal(server.server.requestTimeout, 7000)
  t.equal(server.server.headersTimeout, 3000)
  t.equal(server.server.keepAliveTimeout, 4000)
  t.equal(server.server.timeout, 8000, 'connection (socket inactivity) timeout')
})

t.test('a client that never finishes its headers is cut off by the headers timeout', async (t) => {
  const { createConnection } = await import('node:net')
  const saved = { ...process.env }
  t.teardown(() => { process.env = saved })
  process.env.HEADERS_TIMEOUT_MS = '300'
  process.env.REQUEST_TIMEOUT_MS = '600'
  const server = Fastify(serverOptions(false))
  server.get('/', async () => 'x')
  t.teardown(() => server.close())
  await server.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.server.address() as { port: number }
  const started = Date.now()
  const answer = await new Promise<string>((resolve) => {
    const socket = createConnection(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'))
    let text = ''
    socket.on('data', (chunk) => { text += chunk })
    socket.on('close', () => resolve(text))
  })
  t.match(answer, /^HTTP\/1\.1 408/, '408 Request Timeout')
  t.ok(Date.now() - started < 5_000, `within the timeout, not Node's default minute (${Date.now() - started} ms)`)
})
