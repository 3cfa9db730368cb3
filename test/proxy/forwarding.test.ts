/**
 * Forwarding: method, path, query and headers kept, hop-by-hop headers dropped, keys untouched,
 * content-length recomputed, compressed bodies, redirects and upstream errors passed through, and the
 * proxy's own errors (400, 413, 415, 502, 504), client aborts and cut streams.
 */
import t from 'tap'
import { request } from 'node:http'
import { gzipSync, brotliCompressSync } from 'node:zlib'
import { anthropicEvents, anthropicMessage, placeholdersIn, startFakeUpstream, type Responder } from './fake-upstreams.ts'
import { buildWithProxies, freePort, sleep, until, useTempLogDir } from './proxy-app.ts'

useTempLogDir()

const EMAIL = 'jane.doe@example.org'
const messages = (text: string) => ({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: text }] })

interface RawAnswer { status: number, headers: Record<string, string | string[] | undefined>, body: string }

/** A request with exactly these headers (fetch refuses hop-by-hop ones). */
function raw (port: number, options: { method?: string, path: string, headers?: Record<string, string>, body?: Buffer | string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: options.method ?? 'POST', path: options.path, headers: options.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

async function setup (t: { teardown: (fn: () => unknown) => void }, respond: Responder, options: { type?: string, path?: string, guard?: Record<string, unknown>, env?: Record<string, string> } = {}) {
  const upstream = await startFakeUpstream({ respond })
  t.teardown(() => upstream.close())
  const port = await freePort()
  const saved: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(options.env ?? {})) {
    saved[name] = process.env[name]
    process.env[name] = value
  }
  let app: Awaited<ReturnType<typeof buildWithProxies>>
  try {
    app = await buildWithProxies(t, [{ type: options.type ?? 'anthropic', port, upstream: upstream.url + (options.path ?? ''), privacy_guard: options.guard }])
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  return { upstream, port, app }
}

const okJson: Responder = () => ({ json: anthropicMessage({ content: [{ type: 'text', text: 'ok' }] }) })

t.test('method, path, query and end-to-end headers kept; hop-by-hop dropped; host rewritten; keys untouched', async (t) => {
  const { upstream, port } = await setup(t, okJson)
  const body = JSON.stringify(messages(`hi ${EMAIL}`))
  const res = await raw(port, {
    path: '/v1/messages?beta=true&x=%20y',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'x-api-key': 'sk-ant-api03-key-as-sent',
      authorization: 'Bearer sk-ant-oauth-as-sent',
      'anthropic-version': '2023-06-01',
      connection: 'keep-alive, x-hop',
      'x-hop': 'dropped because Connection names it',
      'keep-alive': 'timeout=5',
      'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
      te: 'trailers',
      host: 'attacker.example'
    },
    body
  })
  t.equal(res.status, 200)
  const got = upstream.last()
  t.equal(got.method, 'POST')
  t.equal(got.url, '/v1/messages?beta=true&x=%20y')
  t.equal(got.headers.host, `127.0.0.1:${upstream.port}`, 'host is the upstream\'s')
  t.equal(got.headers['x-api-key'], 'sk-ant-api03-key-as-sent')
  t.equal(got.headers.authorization, 'Bearer sk-ant-oauth-as-sent')
  t.equal(got.headers['anthropic-version'], '2023-06-01')
  for (const name of ['x-hop', 'keep-alive', 'proxy-authorization', 'te']) t.notOk(name in got.headers, `${name} dropped`)
  t.equal(got.headers['content-length'], String(got.body.length), 'content-length recomputed after masking')
  t.ok(got.body.length < Buffer.byteLength(body), 'the masked body is shorter')
  t.same(placeholdersIn(got.text), ['[EMAIL_1]'])
  t.equal(res.headers['content-type'], 'application/json')
})

t.test('other paths and methods are forwarded untouched, with the upstream\'s base path', async (t) => {
  const { upstream, port } = await setup(t, () => ({ json: { data: [{ id: 'claude' }] } }), { path: '/base/' })
  const res = await fetch(`http://127.0.0.1:${port}/v1/models?limit=2`, { headers: { 'x-api-key': 'k' } })
  t.same(await res.json(), { data: [{ id: 'claude' }] })
  t.equal(upstream.last().method, 'GET')
  t.equal(upstream.last().url, '/base/v1/models?limit=2')
  // A POST to an endpoint that is not masked: the body arrives byte for byte.
  const body = `{"file":"${EMAIL}",  "spacing":  "kept"}`
  await (await fetch(`http://127.0.0.1:${port}/v1/files`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })).arrayBuffer()
  t.equal(upstream.last().text, body)
  t.equal(upstream.last().url, '/base/v1/files')
})

t.test('redirects are not followed; upstream errors reach the client unchanged', async (t) => {
  let answer: ReturnType<Responder> = { status: 307, headers: { location: 'http://127.0.0.1:1/elsewhere' }, body: '' }
  const { upstream, port } = await setup(t, () => answer)
  const redirected = await raw(port, { path: '/v1/messages', body: JSON.stringify(messages('hi')) })
  t.equal(redirected.status, 307)
  t.equal(redirected.headers.location, 'http://127.0.0.1:1/elsewhere')
  t.equal(upstream.requests.length, 1)

  const error = { type: 'error', error: { type: 'rate_limit_error', message: 'echo of [EMAIL_1] stays' } }
  answer = { status: 429, headers: { 'retry-after': '7', 'request-id': 'req_1' }, json: error }
  const limited = await raw(port, { path: '/v1/messages', body: JSON.stringify(messages(`hi ${EMAIL}`)) })
  t.equal(limited.status, 429)
  t.equal(limited.headers['retry-after'], '7')
  t.equal(limited.body, JSON.stringify(error), 'the body is the upstream\'s, byte for byte (not restored)')

  answer = { status: 529, json: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } }
  t.equal((await raw(port, { path: '/v1/messages', body: JSON.stringify(messages('hi')) })).status, 529)
})

t.test('compressed request bodies are decompressed and masked, or refused with 415', async (t) => {
  const { upstream, port } = await setup(t, okJson)
  const body = Buffer.from(JSON.stringify(messages(`mail ${EMAIL}`)))
  for (const [encoding, bytes] of [['gzip', gzipSync(body)], ['br', brotliCompressSync(body)]] as const) {
    const res = await raw(port, { path: '/v1/messages', headers: { 'content-encoding': encoding, 'content-type': 'application/json' }, body: bytes })
    t.equal(res.status, 200, encoding)
    const got = upstream.last()
    t.notOk('content-encoding' in got.headers, `${encoding}: forwarded uncompressed`)
    t.notOk(got.text.includes(EMAIL), `${encoding}: masked`)
    t.same(got.json.messages[0].content, 'mail [EMAIL_1]')
  }
  const before = upstream.requests.length
  const zstd = await raw(port, { path: '/v1/messages', headers: { 'content-encoding': 'zstd' }, body: Buffer.from([0x28, 0xb5, 0x2f, 0xfd]) })
  t.equal(zstd.status, 415)
  t.equal(zstd.body, 'unsupported content-encoding: zstd\n')
  t.equal(zstd.headers['content-type'], 'text/plain; charset=utf-8')
  const broken = await raw(port, { path: '/v1/messages', headers: { 'content-encoding': 'gzip' }, body: Buffer.from('not gzip at all') })
  t.equal(broken.status, 400)
  t.equal(upstream.requests.length, before, 'nothing was forwarded')
})

t.test('bodies the proxy cannot parse for its type are refused with 400, never forwarded', async (t) => {
  const { upstream, port } = await setup(t, okJson)
  const cases: Array<[string, string]> = [
    [`{"messages": [{"role": "user", "content": "${EMAIL}"`, 'invalid JSON body'],
    [JSON.stringify({ messages: `${EMAIL}` }), 'messages must be an array'],
    [JSON.stringify({ messages: [{ role: 'user', content: 5 }] }), 'messages[0].content must be a string or an array'],
    [JSON.stringify({ system: 7, messages: [] }), 'system must be a string or an array of blocks'],
    [JSON.stringify([EMAIL]), 'body must be a JSON object'],
    ['', 'invalid JSON body']
  ]
  for (const [body, reason] of cases) {
    const res = await raw(port, { path: '/v1/messages', body })
    t.equal(res.status, 400, reason)
    t.equal(res.body, reason + '\n')
  }
  const latin1 = await raw(port, { path: '/v1/messages', body: Buffer.from([0x7b, 0x22, 0xfc, 0x22, 0x7d]) })
  t.equal(latin1.status, 400)
  t.equal(upstream.requests.length, 0)
})

t.test('a body over the proxy limit is refused with 413 (env PROXY_BODY_LIMIT; 32 MiB by default)', async (t) => {
  const { upstream, port } = await setup(t, okJson, { env: { PROXY_BODY_LIMIT: '2000' } })
  const big = JSON.stringify(messages(`${EMAIL} ${'x'.repeat(3000)}`))
  const declared = await raw(port, { path: '/v1/messages', body: big })
  t.equal(declared.status, 413)
  t.equal(declared.body, 'request body too large\n')
  // Chunked, without a declared length.
  const chunked = await raw(port, { path: '/v1/messages', headers: { 'transfer-encoding': 'chunked' }, body: big })
  t.equal(chunked.status, 413)
  const small = await raw(port, { path: '/v1/messages', body: JSON.stringify(messages('hi')) })
  t.equal(small.status, 200, 'the limit allows smaller bodies')
  t.equal(upstream.requests.length, 1)

  const defaults = await setup(t, okJson)
  const res = await new Promise<number>((resolve, reject) => {
    // Declares one byte over 32 MiB: refused before the body is read.
    const req = request({ host: '127.0.0.1', port: defaults.port, method: 'POST', path: '/v1/messages', headers: { 'content-length': String(32 * 1024 * 1024 + 1) } }, (r) => {
      resolve(r.statusCode ?? 0)
      req.destroy()
    })
    req.on('error', reject)
    req.write('{')
  })
  t.equal(res, 413)
})

t.test('upstream unreachable → 502, upstream timeout → 504, short text bodies', async (t) => {
  const closedPort = await freePort()
  const port = await freePort()
  await buildWithProxies(t, [{ type: 'anthropic', port, upstream: `http://127.0.0.1:${closedPort}` }])
  const down = await raw(port, { path: '/v1/messages', body: JSON.stringify(messages(`hi ${EMAIL}`)) })
  t.equal(down.status, 502)
  t.equal(down.body, 'upstream unreachable\n')
  t.equal(down.headers['content-type'], 'text/plain; charset=utf-8')

  const slow = await setup(t, async () => { await sleep(1500); return okJson({} as never) }, { env: { PROXY_UPSTREAM_TIMEOUT_MS: '200' } })
  const timeout = await raw(slow.port, { path: '/v1/messages', body: JSON.stringify(messages('hi')) })
  t.equal(timeout.status, 504)
  t.equal(timeout.body, 'upstream timeout\n')
  await until(() => slow.upstream.last().aborted)
  t.pass('the upstream request was given up (its connection closed before it answered)')
})

t.test('a client abort aborts the upstream request', async (t) => {
  const { upstream, port } = await setup(t, (r) => ({
    sse: anthropicEvents({ content: [{ type: 'text', text: `long answer for ${placeholdersIn(r.text)[0]} `.repeat(50) }] }),
    chunking: { seed: 1, maxPiece: 20, delayMs: 20 }
  }))
  const controller = new AbortController()
  const res = await fetch(`http://127.0.0.1:${port}/v1/messages`, { method: 'POST', body: JSON.stringify(messages(`hi ${EMAIL}`)), signal: controller.signal })
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  await reader.read()
  controller.abort()
  await until(() => upstream.last().aborted)
  t.ok(upstream.last().aborted, 'the upstream saw the connection close before its answer was done')

  // Aborted before the upstream answered at all.
  upstream.respond = async () => { await sleep(2000); return okJson({} as never) }
  const early = new AbortController()
  const pending = fetch(`http://127.0.0.1:${port}/v1/messages`, { method: 'POST', body: JSON.stringify(messages('hi')), signal: early.signal })
  await until(() => upstream.requests.length === 2)
  early.abort()
  await t.rejects(pending)
  await until(() => upstream.last().aborted)
  t.pass('the waiting upstream request was aborted')
})

t.test('a stream cut by the upstream is closed cleanly towards the client', async (t) => {
  const events = anthropicEvents({ content: [{ type: 'text', text: 'Dear [EMAIL_1], the answer is cut here' }] })
  const full = (await import('./fake-upstreams.ts')).sseText(events)
  const cutAt = full.indexOf('"cut h"')
  t.ok(cutAt > 0)
  for (const restore of [true, false]) {
    const { port } = await setup(t, () => ({ sse: events, endEarlyAfter: cutAt, chunking: { seed: 3, maxPiece: 40, delayMs: 2 } }), { guard: { restore } })
    const res = await fetch(`http://127.0.0.1:${port}/v1/messages`, { method: 'POST', body: JSON.stringify(messages(`hi ${EMAIL}`)) })
    t.equal(res.status, 200)
    const text = await res.text()
    t.ok(text.length > 0, `restore ${restore}: the client read the stream to a clean end`)
    t.notOk(text.includes('message_stop'), 'nothing after the cut was invented')
    t.match(text, /event: content_block_delta/)
    if (restore) t.match(text, EMAIL, 'what arrived was restored')
  }
})

t.test('a client that leaves mid-body sends nothing upstream; a JSON answer cut short gives 502', async (t) => {
  const { upstream, port, app } = await setup(t, okJson)
  await new Promise<void>((resolve) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/v1/messages', headers: { 'content-length': '1000' } })
    req.on('error', () => resolve())
    req.write(`{"messages":[{"role":"user","content":"${EMAIL}`)
    setTimeout(() => { req.destroy(); resolve() }, 100)
  })
  await until(async () => (await app.proxies.accessLog(port)).some((line) => line.includes(' 499 ')))
  t.pass('the request is logged as 499 (client closed)')
  t.equal(upstream.requests.length, 0, 'the partial body was not forwarded')

  // An upstream that promises 200 bytes of JSON and dies after 20: restoring needs the whole answer.
  const { createServer } = await import('node:http')
  const liar = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' })
      res.write('{"content":[{"type":')
      setTimeout(() => res.destroy(), 20)
    })
  })
  await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise((resolve) => liar.close(resolve)))
  const liarPort = await freePort()
  await buildWithProxies(t, [{ type: 'anthropic', port: liarPort, upstream: `http://127.0.0.1:${(liar.address() as { port: number }).port}` }])
  const cut = await raw(liarPort, { path: '/v1/messages', body: JSON.stringify(messages(`hi ${EMAIL}`)) })
  t.equal(cut.status, 502)
  t.equal(cut.body, 'upstream answer cut\n')
})

t.test('accept-encoding: identity only when the answer is to be restored; dry runs forward compressed bodies as sent', async (t) => {
  const { upstream, port } = await setup(t, okJson)
  const send = (text: string, headers: Record<string, string> = {}) => raw(port, { path: '/v1/messages', headers: { 'accept-encoding': 'gzip, br', ...headers }, body: JSON.stringify(messages(text)) })
  await send(`hi ${EMAIL}`)
  t.equal(upstream.last().headers['accept-encoding'], 'identity', 'restoring: uncompressed answers requested')
  await send('nothing personal here')
  t.equal(upstream.last().headers['accept-encoding'], 'gzip, br', 'nothing to restore: the client\'s own')
  t.equal(upstream.last().text, JSON.stringify(messages('nothing personal here')), 'nothing found: the original bytes')

  const dry = await setup(t, okJson, { guard: { dry_run: true } })
  const gz = gzipSync(Buffer.from(JSON.stringify(messages(`hi ${EMAIL}`))))
  const res = await raw(dry.port, { path: '/v1/messages', headers: { 'content-encoding': 'gzip', 'accept-encoding': 'br' }, body: gz })
  t.equal(res.status, 200)
  t.same(dry.upstream.last().body, gz, 'the compressed bytes as sent')
  t.equal(dry.upstream.last().headers['content-encoding'], 'gzip')
  t.equal(dry.upstream.last().headers['accept-encoding'], 'br', 'a dry run restores nothing, so asks for nothing')
})
