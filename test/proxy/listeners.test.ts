/**
 * Listeners: one per configured proxy, started with the service, following configuration
 * replacements (added, removed, settings swapped in place while a stream is in flight), a port that
 * cannot be bound, and closing with the app.
 */
import t from 'tap'
import { createServer } from 'node:net'
import { anthropicEvents, anthropicMessage, placeholdersIn, startFakeUpstream } from './fake-upstreams.ts'
import { buildWithProxies, freePort, sleep, until, useTempLogDir } from './proxy-app.ts'
import type { RuntimeConfig } from '../../config/schema.ts'
import { listenPort } from '../../config/env.ts'

useTempLogDir()

const EMAIL = 'jane.doe@example.org'
const body = (text: string) => JSON.stringify({ model: 'm', max_tokens: 10, messages: [{ role: 'user', content: text }] })
const post = (port: number, text: string, path = '/v1/messages') =>
  fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(text) })

/** An upstream answering with the user's (masked) text, as JSON. */
async function echoUpstream (t: { teardown: (fn: () => unknown) => void }) {
  const upstream = await startFakeUpstream({
    respond: (r) => ({ json: anthropicMessage({ content: [{ type: 'text', text: `you said: ${r.json?.messages?.[0]?.content}` }] }) })
  })
  t.teardown(() => upstream.close())
  return upstream
}

t.test('every configured proxy listens when the app is ready; status in config order', async (t) => {
  const upstream = await echoUpstream(t)
  const [a, b] = [await freePort(), await freePort()]
  const app = await buildWithProxies(t, [
    { type: 'claude-code', port: a, upstream: upstream.url },
    { type: 'generic', port: b, upstream: upstream.url + '/base' }
  ])
  t.same(app.proxies.status(), [
    { port: a, type: 'claude-code', host: '127.0.0.1', upstream: upstream.url, state: 'listening' },
    { port: b, type: 'generic', host: '127.0.0.1', upstream: upstream.url + '/base', state: 'listening' }
  ])
  // claude-code is the anthropic type: /v1/messages is masked, and the answer restored.
  const res = await post(a, `write to ${EMAIL}`)
  t.equal(res.status, 200)
  t.equal((await res.json() as any).content[0].text, `you said: write to ${EMAIL}`)
  t.notOk(upstream.last().text.includes(EMAIL), 'the upstream saw no e-mail')
  t.same(placeholdersIn(upstream.last().text), ['[EMAIL_1]'])
})

t.test('a proxy added at runtime starts, a removed one drains and stops, settings change in place', async (t) => {
  const upstream = await echoUpstream(t)
  const [a, b] = [await freePort(), await freePort()]
  const app = await buildWithProxies(t, [{ type: 'anthropic', port: a, upstream: upstream.url }])
  const store = app.configStore
  const next = (proxies: RuntimeConfig['proxies']): RuntimeConfig => ({ ...store.config, proxies })
  const guard = { detectors: [], whitelist: [], dry_run: false, restore: true }

  await store.replace(next([...store.config.proxies, { type: 'openai', port: b, host: '127.0.0.1', upstream: upstream.url, privacy_guard: guard }]))
  await until(() => app.proxies.status()[1]?.state === 'listening')
  const added = await fetch(`http://127.0.0.1:${b}/v1/models`)
  t.equal(added.status, 200, 'the added proxy forwards')
  t.equal(upstream.last().url, '/v1/models')

  // Whitelisting the domain on proxy a: changed in place, the port keeps listening.
  await store.replace(next([{ ...store.config.proxies[0], privacy_guard: { ...guard, whitelist: ['example.org'] } }, store.config.proxies[1]]))
  await until(async () => {
    await (await post(a, `to ${EMAIL}`)).arrayBuffer()
    return upstream.last().text.includes(EMAIL)
  })
  t.pass('the whitelist change took effect without a restart')

  // Removing proxy b while a request is in flight: the request finishes, then the port closes.
  upstream.respond = async () => { await sleep(300); return { json: anthropicMessage({ content: [{ type: 'text', text: 'late' }] }) } }
  const seen = upstream.requests.length
  const inFlight = fetch(`http://127.0.0.1:${b}/v1/models`)
  await until(() => upstream.requests.length > seen)
  await store.replace(next([store.config.proxies[0]]))
  const late = await inFlight
  t.equal(late.status, 200, 'the in-flight request finished')
  t.equal((await late.json() as any).content[0].text, 'late')
  await until(async () => {
    try {
      await fetch(`http://127.0.0.1:${b}/v1/models`)
      return false
    } catch {
      return true
    }
  })
  t.same(app.proxies.status().map((s) => s.port), [a], 'the removed proxy is gone from the status')
})

t.test('a port that cannot be bound is an error status; the service and the other proxies run', async (t) => {
  const upstream = await echoUpstream(t)
  const blocker = createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise((resolve) => blocker.close(resolve)))
  const taken = (blocker.address() as { port: number }).port
  const free = await freePort()
  const lines: string[] = []
  const app = await buildWithProxies(t, [
    { type: 'anthropic', port: taken, upstream: upstream.url },
    { type: 'anthropic', port: free, upstream: upstream.url },
    { type: 'bogus', port: await freePort(), upstream: upstream.url },
    { type: 'openai', port: await freePort(), upstream: 'ftp://example.org' },
    { type: 'openai', port: listenPort(undefined), upstream: upstream.url }
  ], {}, lines)
  const status = app.proxies.status()
  t.match(status[0], { port: taken, state: 'error', error: 'EADDRINUSE' })
  t.match(status[1], { port: free, state: 'listening' })
  t.match(status[2], { state: 'error', error: 'unknown type' })
  t.match(status[3], { state: 'error', error: 'invalid upstream' })
  t.match(status[4], { state: 'error', error: 'port of the REST API' }, 'the REST API\'s port is never taken')
  t.equal((await post(free, 'hello')).status, 200, 'the other proxy serves')
  t.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200, 'the service serves')
  const logged = lines.find((line) => line.includes('proxy could not listen'))
  t.ok(logged, 'the failure is logged')
  t.match(JSON.parse(logged as string), { port: taken, code: 'EADDRINUSE' })

  // Once the port is free, a configuration replacement retries it.
  await new Promise((resolve) => blocker.close(resolve))
  await app.configStore.replace({ ...app.configStore.config })
  await until(() => app.proxies.status()[0].state === 'listening')
  t.equal((await post(taken, 'hello')).status, 200)
})

t.test('guard settings swapped during a stream: the stream keeps the settings it started with', async (t) => {
  const upstream = await startFakeUpstream({
    // Echo the placeholders the proxy sent, streamed slowly in small pieces.
    respond: (r) => ({ sse: anthropicEvents({ content: [{ type: 'text', text: `Reply to ${placeholdersIn(r.text).join(' ')} now` }] }, { size: 3 }), chunking: { seed: 7, maxPiece: 9, delayMs: 5 } })
  })
  t.teardown(() => upstream.close())
  const port = await freePort()
  const app = await buildWithProxies(t, [{ type: 'anthropic', port, upstream: upstream.url, privacy_guard: { restore: true } }])

  const res = await post(port, `mail ${EMAIL}`)
  t.equal(res.headers.get('content-type'), 'text/event-stream; charset=utf-8')
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const first = await reader.read()
  t.notOk(first.done, 'the stream has begun')
  // Switch restore off while the answer streams.
  const [proxy] = app.configStore.config.proxies
  await app.configStore.replace({ ...app.configStore.config, proxies: [{ ...proxy, privacy_guard: { ...proxy.privacy_guard, restore: false } }] })
  let text = Buffer.from(first.value as Uint8Array).toString()
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += Buffer.from(chunk.value).toString()
  const deltas = [...text.matchAll(/"text":"([^"]*)"/g)].map((m) => m[1]).join('')
  t.equal(deltas, `Reply to ${EMAIL} now`, 'the in-flight stream was restored to the end')
  t.match(text, /event: message_stop/)

  const after = await post(port, `mail ${EMAIL}`)
  const afterText = await after.text()
  const afterDeltas = [...afterText.matchAll(/"text":"([^"]*)"/g)].map((m) => m[1]).join('')
  t.equal(afterDeltas, 'Reply to [EMAIL_1] now', 'a request after the change is not restored')
  t.equal(app.proxies.status()[0].state, 'listening')
})

t.test('closing the app closes every listener', async (t) => {
  const upstream = await echoUpstream(t)
  const port = await freePort()
  const app = await buildWithProxies(t, [{ type: 'anthropic', port, upstream: upstream.url }])
  t.equal((await post(port, 'hi')).status, 200)
  await app.close()
  await t.rejects(post(port, 'hi'), 'connection refused after close')
  t.equal(app.proxies.status()[0].state, 'stopped')
})
