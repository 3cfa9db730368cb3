/**
 * The server with a proxy configured: the proxy listens with the service, and on SIGTERM it lets a
 * streamed answer in flight finish, then closes, and the process exits 0.
 */
import t from 'tap'
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { configFile } from '../helper.ts'
import { anthropicEvents, placeholdersIn, startFakeUpstream } from './fake-upstreams.ts'
import { freePort, sleep, until } from './proxy-app.ts'

const EMAIL = 'jane.doe@example.org'

t.test('SIGTERM drains the proxy: the stream in flight finishes, then the listener closes', async (t) => {
  const upstream = await startFakeUpstream({
    respond: (r) => ({ sse: anthropicEvents({ content: [{ type: 'text', text: `Slow reply to ${placeholdersIn(r.text)[0]}.` }] }, { size: 2 }), chunking: { seed: 5, maxPiece: 30, delayMs: 40 } })
  })
  t.teardown(() => upstream.close())
  const [apiPort, proxyPort] = [await freePort(), await freePort()]
  // The server itself, without npm in between, so that its own exit code is observed.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '--config', configFile({ proxies: [{ type: 'claude-code', port: proxyPort, upstream: upstream.url }] })], {
    env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', LOG_DIR: mkdtempSync(join(tmpdir(), 'pg-sigterm-')) },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (chunk) => { output += chunk })
  child.stderr.on('data', (chunk) => { output += chunk })
  t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))

  await until(async () => {
    try {
      return (await fetch(`http://127.0.0.1:${apiPort}/health`)).ok
    } catch {
      return false
    }
  }, 20_000)
  const res = await fetch(`http://127.0.0.1:${proxyPort}/v1/messages`, { method: 'POST', body: JSON.stringify({ model: 'm', max_tokens: 5, stream: true, messages: [{ role: 'user', content: `hi ${EMAIL}` }] }) })
  t.equal(res.status, 200)
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  let text = Buffer.from((await reader.read()).value ?? []).toString()

  // A REST request still uploading its body keeps the REST side closing for a while.
  const slowRest = connect(apiPort, '127.0.0.1')
  await new Promise((resolve) => slowRest.once('connect', resolve))
  const body = JSON.stringify({ text: 'slow upload' })
  slowRest.write(`POST /anonymize HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`)
  let restAnswer = ''
  slowRest.on('data', (chunk) => { restAnswer += chunk })
  const restClosed = new Promise((resolve) => slowRest.once('close', resolve))
  await sleep(100)

  const signalled = Date.now()
  child.kill('SIGTERM')
  let streamDone = false
  const reading = (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += Buffer.from(chunk.value).toString()
    streamDone = true
  })()
  // A new connection to the proxy is refused while the stream in flight still runs.
  const refused = (): Promise<boolean> => new Promise((resolve) => {
    const socket = connect(proxyPort, '127.0.0.1')
    socket.once('connect', () => { socket.destroy(); resolve(false) })
    socket.once('error', () => resolve(true))
  })
  await until(refused, 5_000)
  t.notOk(streamDone, 'new proxy connections are refused before the stream in flight has ended')
  t.equal(restAnswer, '', 'while the REST request is still uploading')
  slowRest.end(body.slice(5))
  await reading
  await restClosed
  t.match(restAnswer, /^HTTP\/1\.1 200/, 'the REST request received before the signal was answered')
  t.match(text, /event: message_stop/, 'the stream in flight was finished')
  const deltas = [...text.matchAll(/"text":"([^"]*)"/g)].map((m) => m[1]).join('')
  t.equal(deltas, `Slow reply to ${EMAIL}.`)
  t.equal(await exited, 0, 'exit code 0')
  t.comment(`exited ${Date.now() - signalled} ms after the signal`)
  await t.rejects(fetch(`http://127.0.0.1:${proxyPort}/v1/models`), 'the proxy port is closed')
  t.notOk(output.includes(EMAIL), 'the service log holds no value')
  t.match(output, /proxy listening/)
})
