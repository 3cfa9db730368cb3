/**
 * The real thing: `npm start` in a child process on a free port, spoken to over HTTP, then SIGTERM.
 */
import t from 'tap'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { request as httpRequest } from 'node:http'
import { createHash } from 'node:crypto'
import { configFile } from './helper.ts'

const KEY = 'pgk_' + '3c'.repeat(24)

function freePort (): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')))
    })
  })
}

async function waitForHealth (base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(`${base}/health`)
      if (res.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not become healthy')
}

/** SIGTERM to the whole process group, as a terminal or a container runtime sends it. */
function stopGroup (child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  if (child.pid !== undefined) process.kill(-child.pid, signal)
  return exited
}

t.test('npm start serves the API over HTTP', async (t) => {
  const port = await freePort()
  const path = configFile({ api_keys: [{ hash: createHash('sha256').update(KEY).digest('hex') }], default_detectors: ['EMAIL', 'IBAN'] })
  const child = spawn('npm', ['start', '--silent', '--', '--config', path], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true
  })
  let output = ''
  child.stdout.on('data', (chunk) => { output += chunk })
  child.stderr.on('data', (chunk) => { output += chunk })
  t.teardown(() => { if (child.exitCode === null && child.pid) try { process.kill(-child.pid, 'SIGKILL') } catch {} })
  const base = `http://127.0.0.1:${port}`
  await waitForHealth(base, child)

  const health = await fetch(`${base}/health`)
  t.same(await health.json(), { status: 'ok' })

  const unauth = await fetch(`${base}/scan`, { method: 'POST', body: '{"text":"x"}' })
  t.equal(unauth.status, 401)
  t.equal(await unauth.text(), '{"error":"unauthorized"}\n')

  // The rate limit counts per wall-clock minute: the window must not change between this first keyed
  // request and the end of the loop below, or the count restarts. Start in a fresh minute when less
  // than half of this one is left (a loaded CI machine once took long enough to cross the boundary).
  const msLeftInMinute = 60_000 - (Date.now() % 60_000)
  if (msLeftInMinute < 30_000) await new Promise((resolve) => setTimeout(resolve, msLeftInMinute + 50))
  const minuteBefore = Math.floor(Date.now() / 60_000)
  const scan = await fetch(`${base}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ text: 'jane@example.com, DE89 3704 0044 0532 0130 00, +49 171 1234567' })
  })
  t.equal(scan.status, 200)
  const body = await scan.json() as { anonymised_text: string }
  t.equal(body.anonymised_text, '[EMAIL_1], [IBAN_1], +49 171 1234567', 'config defaults apply over HTTP')

  // Rate limit over real sockets: the key already made one request above, so 119 more pass, then 429s.
  const statuses: number[] = []
  for (let i = 0; i < 125; i++) {
    const res = await fetch(`${base}/anonymize`, { method: 'POST', headers: { authorization: `Bearer ${KEY}` }, body: '{"text":"a"}' })
    statuses.push(res.status)
    await res.arrayBuffer()
  }
  if (Math.floor(Date.now() / 60_000) === minuteBefore) {
    t.same(statuses, [...Array(119).fill(200), ...Array(6).fill(429)], '119 pass, then 429')
  } else {
    // The count restarted in the new minute: at most 120 more requests pass before the first 429.
    let passedAfter = 0
    while (!statuses.includes(429) && passedAfter <= 120) {
      const res = await fetch(`${base}/anonymize`, { method: 'POST', headers: { authorization: `Bearer ${KEY}` }, body: '{"text":"a"}' })
      statuses.push(res.status)
      await res.arrayBuffer()
      if (res.status === 200) passedAfter++
    }
    t.ok(statuses.includes(429), 'limited (the minute changed during the loop, so the count restarted once)')
  }

  const metrics = await fetch(`${base}/metrics`)
  t.equal(metrics.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8')
  t.match(await metrics.text(), /privacy_guard_requests_total\{source="rest"\}/)

  await stopGroup(child, 'SIGTERM')
  t.match(output, /"signal":"SIGTERM".*"msg":"closing"/, 'the server closed on SIGTERM')
  t.notMatch(output, /jane@example\.com/, 'no request text in the server log')
  t.notMatch(output, new RegExp(KEY), 'no key in the server log')
})

t.test('a missing config file: empty configuration, reason logged, still serving', async (t) => {
  const port = await freePort()
  const child = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONFIG_FILE: '/nonexistent/privacy-guard.json' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true
  })
  let output = ''
  child.stdout.on('data', (chunk) => { output += chunk })
  t.teardown(() => { if (child.exitCode === null && child.pid) try { process.kill(-child.pid, 'SIGKILL') } catch {} })
  const base = `http://127.0.0.1:${port}`
  await waitForHealth(base, child)
  const res = await fetch(`${base}/anonymize`, { method: 'POST', body: '{"text":"jane@example.com"}' })
  t.equal(res.status, 200, 'no keys configured: open')
  t.same(await res.json(), { anonymised_text: '[EMAIL_1]' }, 'no defaults: every detector')
  t.match(output, /config file not found/)
  await stopGroup(child, 'SIGINT')
  t.match(output, /"signal":"SIGINT"/)
})

t.test('the server process finishes in-flight requests on SIGTERM and exits 0', async (t) => {
  const port = await freePort()
  // The server itself, without npm in between, so that its own exit code is observed.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONFIG_FILE: configFile({}) },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
  const base = `http://127.0.0.1:${port}`
  await waitForHealth(base, child)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  // A request whose headers have arrived but whose body is still coming when the signal lands.
  const body = JSON.stringify({ text: 'jane@example.com '.repeat(1000) })
  const answer = new Promise<{ status?: number, text: string }>((resolve, reject) => {
    const req = httpRequest(`${base}/scan`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = ''
      res.on('data', (chunk) => { text += chunk })
      res.on('end', () => resolve({ status: res.statusCode, text }))
    })
    req.on('error', reject)
    req.write(body.slice(0, 100))
    setTimeout(() => {
      child.kill('SIGTERM')
      setTimeout(() => req.end(body.slice(100)), 300)
    }, 300)
  })
  const res = await answer
  t.equal(res.status, 200)
  t.equal((JSON.parse(res.text) as { findings: unknown[] }).findings.length, 1000)
  t.equal(await exited, 0, 'exit code 0')
  await t.rejects(fetch(`${base}/health`), 'no longer accepting')
})
