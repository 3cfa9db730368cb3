/**
 * Metrics and access logs of the proxies: counters with source="proxy" and a port label, request
 * counts and durations per proxy, one access-log line per request with no value, header or body, and
 * rotation at the size limit.
 */
import t from 'tap'
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AccessLog, tailLines } from '../../proxy/access-log.ts'
import { anthropicMessage, startFakeUpstream } from './fake-upstreams.ts'
import { buildWithProxies, freePort, useTempLogDir } from './proxy-app.ts'

const logDir = useTempLogDir()

const EMAIL = 'planted.person@leak-check.example'
const IBAN = 'DE89 3704 0044 0532 0130 00'
const KEY = 'sk-ant-api03-planted-key-value'

t.test('metrics per proxy and access-log lines without values, headers or bodies', async (t) => {
  const upstream = await startFakeUpstream({ respond: (r) => r.method === 'GET' ? { status: 404, json: { error: 'nope' } } : { json: anthropicMessage({ content: [{ type: 'text', text: 'Hi [EMAIL_1]' }] }) } })
  t.teardown(() => upstream.close())
  const port = await freePort()
  const lines: string[] = []
  const app = await buildWithProxies(t, [{ type: 'anthropic', port, upstream: upstream.url }], {}, lines)
  const base = `http://127.0.0.1:${port}`
  const headers = { 'content-type': 'application/json', 'x-api-key': KEY }
  const body = JSON.stringify({ model: 'm', max_tokens: 5, messages: [{ role: 'user', content: `mail ${EMAIL}, pay ${IBAN}, again ${EMAIL}` }] })
  t.equal((await fetch(`${base}/v1/messages?user=${encodeURIComponent(EMAIL)}`, { method: 'POST', headers, body })).status, 200)
  t.equal((await fetch(`${base}/v1/users/${encodeURIComponent(EMAIL)}`, { headers })).status, 404)
  t.equal((await fetch(`${base}/v1/messages`, { method: 'POST', headers, body: `{"messages": "${EMAIL}"}` })).status, 400)

  const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body
  const p = `port="${port}"`
  t.match(metrics, new RegExp(`privacy_guard_requests_total\\{source="proxy",${p}\\} 1`), 'one scanned request (the 400 and the GET were not scanned)')
  t.match(metrics, new RegExp(`privacy_guard_pii_findings_total\\{source="proxy",${p}\\} 3`))
  t.match(metrics, new RegExp(`privacy_guard_pii_type_total\\{type="EMAIL",source="proxy",${p}\\} 2`))
  t.match(metrics, new RegExp(`privacy_guard_pii_type_total\\{type="IBAN",source="proxy",${p}\\} 1`))
  t.match(metrics, new RegExp(`privacy_guard_masked_bytes_total\\{source="proxy",${p}\\} ${2 * EMAIL.length + IBAN.length}`))
  t.match(metrics, new RegExp(`privacy_guard_proxy_requests_total\\{${p},status="200"\\} 1`))
  t.match(metrics, new RegExp(`privacy_guard_proxy_requests_total\\{${p},status="404"\\} 1`))
  t.match(metrics, new RegExp(`privacy_guard_proxy_requests_total\\{${p},status="400"\\} 1`))
  t.match(metrics, new RegExp(`privacy_guard_proxy_request_duration_seconds_count\\{${p}\\} 3`))

  const log = await app.proxies.accessLog(port)
  t.equal(log.length, 3)
  t.match(log[0], /^\d{4}-\d\d-\d\dT[\d:.]+Z POST \/v1\/messages 200 in=\d+ out=\d+ \d+ms findings=3 EMAIL:2,IBAN:1$/)
  t.match(log[1], /^\S+ GET \/v1\/users\/\[EMAIL\] 404 in=0 out=\d+ \d+ms findings=0$/, 'a value in the path is replaced by its type')
  t.match(log[2], /^\S+ POST \/v1\/messages 400 /)
  t.same(await app.proxies.accessLog(port, 2), log.slice(1), 'the last lines, newest last')
  t.same(await app.proxies.accessLog(1), [], 'no log for a port without one')

  const file = readFileSync(join(logDir, `proxy_${port}.log`), 'utf8')
  const service = lines.join('')
  for (const planted of [EMAIL, 'planted.person', encodeURIComponent(EMAIL), IBAN, '3704 0044', KEY, 'user=']) {
    t.notOk(file.includes(planted), `access log holds no ${planted.slice(0, 8)}…`)
    t.notOk(service.includes(planted), `service log holds no ${planted.slice(0, 8)}…`)
    t.notOk(metrics.includes(planted), `metrics hold no ${planted.slice(0, 8)}…`)
  }
})

t.test('the access log is renamed to .1 when it would pass its size limit; tail reads across both', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'pg-access-'))
  const log = new AccessLog(dir, 7000, 400)
  const entry = (i: number) => ({ method: 'POST', path: `/v1/messages/${i}`, status: 200, bytesIn: 10, bytesOut: 20, ms: 1, types: { EMAIL: 1 } })
  for (let i = 0; i < 8; i++) log.write(entry(i))
  await log.flush()
  const path = join(dir, 'proxy_7000.log')
  t.ok(existsSync(`${path}.1`), 'rotated')
  t.ok(statSync(path).size <= 400)
  t.ok(statSync(`${path}.1`).size <= 400)
  const all = await tailLines(path, 100)
  const kept = all.map((line) => Number(/\/v1\/messages\/(\d+) /.exec(line)?.[1]))
  t.same(kept, kept.slice().sort((a, b) => a - b), 'oldest first')
  t.equal(kept.at(-1), 7, 'newest last')
  t.same(await tailLines(path, 2), all.slice(-2))
  t.same(await tailLines(path, 0), [])
  await log.close()

  // A tail of a file bigger than one read chunk.
  const big = new AccessLog(dir, 7001)
  for (let i = 0; i < 3000; i++) big.write(entry(i))
  await big.flush()
  const last = await tailLines(join(dir, 'proxy_7001.log'), 5)
  t.same(last.map((line) => /\/v1\/messages\/(\d+) /.exec(line)?.[1]), ['2995', '2996', '2997', '2998', '2999'])
  await big.close()
})
