/**
 * The console's pages and forms through inject(): each form saves only its own part of the file, is
 * live at once, and refuses bad values with a 400 page that says why.
 */
import t from 'tap'
import { createServer } from 'node:net'
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from '../helper.ts'
import { LogRing } from '../../console/log-ring.ts'
import { ConsoleClient, NEW_PASSWORD, PASSWORD, flashes } from './console-client.ts'
import { freePort } from '../ops/net.ts'

async function consoleApp (t: { teardown (fn: () => unknown): void }, config: unknown = { cors_origins: ['https://kept.example'], custom_key: { kept: true } }, extra = {}) {
  const app = await build(t, { adminPassword: PASSWORD, config, ...extra })
  const client = new ConsoleClient(app)
  await client.setUp()
  return { app, client }
}

function file (app: { configStore: { path: string } }): Record<string, unknown> {
  return JSON.parse(readFileSync(app.configStore.path, 'utf8'))
}

async function scan (app: Awaited<ReturnType<typeof build>>, text: string, key?: string) {
  return app.inject({ method: 'POST', url: '/scan', payload: { text }, headers: key !== undefined ? { 'x-api-key': key } : {} })
}

t.test('configuration page: every detector with its description, grouped', async (t) => {
  const { client } = await consoleApp(t)
  const page = await client.get('/')
  t.equal(page.statusCode, 200)
  const { detectorNames } = await import('../../detectors/registry.ts')
  for (const name of detectorNames) t.match(page.body, `name="detectors" value="${name}"`, name)
  for (const group of ['Contact and person', 'Financial', 'Credentials', 'Network and devices', 'National identifiers']) t.match(page.body, `<legend>${group}</legend>`)
  t.match(page.body, /<span class="det-desc">E-mail addresses, including internationalised domains[^<]*<\/span>/)
  t.match(page.body, /Now: <strong>every detector<\/strong>/)
})

t.test('default detectors: saved alone, live on /scan at once; unknown names are 400', async (t) => {
  const { app, client } = await consoleApp(t)
  const text = 'jane@example.com DE89 3704 0044 0532 0130 00'
  t.same((await scan(app, text)).json().findings.map((f: { pii_type: string }) => f.pii_type), ['EMAIL', 'IBAN'])

  const saved = await client.post('/ui/config', { section: 'detectors', detectors: ['IBAN', 'phone'] })
  t.equal(saved.statusCode, 303)
  t.same(flashes((await client.get('/')).body), ['ok: Default detectors saved: 2 of 37 detectors.'])
  t.same(file(app).default_detectors, ['IBAN', 'PHONE'], 'canonical names in catalog order')
  t.same(file(app).cors_origins, ['https://kept.example'], 'other parts unchanged')
  t.same(file(app).custom_key, { kept: true }, 'unknown keys kept')
  t.same((await scan(app, text)).json().findings.map((f: { pii_type: string }) => f.pii_type), ['IBAN'], 'live at once')

  const page = await client.get('/')
  t.match(page.body, /value="IBAN" checked/)
  t.notMatch(page.body, /value="EMAIL" checked/)

  const bad = await client.post('/ui/config', { section: 'detectors', detectors: ['IBAN', 'EMIAL'] })
  t.equal(bad.statusCode, 400)
  t.same(flashes(bad.body), ['error: Unknown detector: EMIAL'])
  t.same(file(app).default_detectors, ['IBAN', 'PHONE'], 'nothing saved')

  const { detectorNames } = await import('../../detectors/registry.ts')
  await client.post('/ui/config', { section: 'detectors', detectors: [...detectorNames] })
  t.same(file(app).default_detectors, [], 'all ticked is stored as "every detector"')
  await client.post('/ui/config', { section: 'detectors' })
  t.same(file(app).default_detectors, [], 'none ticked too')
  await client.get('/')

  const unknown = await client.post('/ui/config', { section: 'everything' })
  t.equal(unknown.statusCode, 400)
  t.same(flashes(unknown.body), ['error: Unknown form section.'])
})

t.test('default whitelist and CORS origins: each form its own part, bad values 400', async (t) => {
  const { app, client } = await consoleApp(t)
  const saved = await client.post('/ui/config', { section: 'whitelist', whitelist: ' example.com \r\n\r\nexample.com\r\nACME GmbH\r\n' })
  t.equal(saved.statusCode, 303)
  t.same(file(app).default_whitelist, ['example.com', 'ACME GmbH'], 'trimmed, empty lines and duplicates dropped')
  t.same(file(app).cors_origins, ['https://kept.example'])
  t.same((await scan(app, 'jane@example.com')).json().findings, [], 'live at once')
  await client.get('/')
  const tooLong = await client.post('/ui/config', { section: 'whitelist', whitelist: 'x'.repeat(1001) })
  t.equal(tooLong.statusCode, 400)
  t.same(flashes(tooLong.body), ['error: Whitelist: an entry is longer than 1000 characters.'])

  const cors = await client.post('/ui/config', { section: 'cors', cors: 'https://app.example.com/\nhttp://localhost:3000\n*' })
  t.equal(cors.statusCode, 303)
  t.same(file(app).cors_origins, ['https://app.example.com', 'http://localhost:3000', '*'])
  t.same(file(app).default_whitelist, ['example.com', 'ACME GmbH'])
  const preflight = await app.inject({ method: 'OPTIONS', url: '/scan', headers: { origin: 'http://localhost:3000' } })
  t.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3000', 'live at once')
  await client.get('/')

  for (const bad of ['app.example.com', 'https://app.example.com/path', 'ftp://files.example.com', 'https://user:pw@example.com', 'https://a.example?x=1']) {
    const res = await client.post('/ui/config', { section: 'cors', cors: bad })
    t.equal(res.statusCode, 400, bad)
    t.match(flashes(res.body)[0], /^error: Not an origin: /, bad)
  }
  t.same(file(app).cors_origins, ['https://app.example.com', 'http://localhost:3000', '*'], 'nothing saved')
  const many = Array.from({ length: 100 }, (_, i) => `https://app-${i}.example.com`)
  await client.post('/ui/config', { section: 'cors', cors: many.join('\n') })
  t.same(file(app).cors_origins, many)
  const flash = flashes((await client.get('/')).body)[0]
  t.ok(flash.length < 320 && flash.endsWith('…'), 'a long message is cut: it travels in the cookie')
  const escaped = await client.post('/ui/config', { section: 'cors', cors: '<img src=x>' })
  t.match(escaped.body, /Not an origin: &lt;img src&#x3D;x&gt;/, 'what was typed is shown escaped')
})

t.test('a configuration file that failed to load is shown, and kept beside the new one on save', async (t) => {
  const app = await build(t, { adminPassword: PASSWORD, config: '{"api_keys": [oops' })
  const client = new ConsoleClient(app)
  await client.login(PASSWORD)
  const change = await client.get('/change-password')
  t.match(change.body, /The configuration file did not load: config file is not valid JSON[^<]*config\.json\. Saving the password writes a new/)
  await client.post('/change-password', { password: NEW_PASSWORD, password2: NEW_PASSWORD })
  const home = await client.get('/')
  t.same(flashes(home.body), ['ok: Password changed. Other sessions have been logged out. The file that had failed to load was kept beside the new one (.broken-…).'])
  const broken = () => readdirSync(dirname(app.configStore.path)).filter((f) => f.startsWith('config.json.broken-'))
  t.equal(broken().length, 1, 'the broken file is kept')
  t.equal(readFileSync(join(dirname(app.configStore.path), broken()[0]), 'utf8'), '{"api_keys": [oops')

  // Broken again while running (edited by hand, then SIGHUP): the page says so; a save keeps it too.
  writeFileSync(app.configStore.path, '{"proxies": 5}')
  await app.configStore.reload()
  const page = await client.get('/')
  t.equal(page.statusCode, 200, 'the running configuration (and session) stays')
  t.match(page.body, /The configuration file did not load:<\/strong> wrong shape at proxies/)
  await client.post('/ui/config', { section: 'whitelist', whitelist: 'acme' })
  const saved = await client.get('/')
  t.match(flashes(saved.body)[0], /^ok: Default whitelist saved: 1 entry\. The file that had failed to load was kept beside it/)
  t.notMatch(saved.body, /did not load/)
  t.equal(broken().length, 2)
  t.same(file(app).default_whitelist, ['acme'])
  t.match(file(app).ui_password_hash, /^scrypt\$/, 'the running configuration was saved')
})

t.test('API keys: created once, only the hash stored, live on /scan, deleted at once', async (t) => {
  const { app, client } = await consoleApp(t)
  t.equal((await scan(app, 'x')).statusCode, 200, 'open without keys')
  const empty = await client.get('/keys')
  t.match(empty.body, /No API keys/)

  const created = await client.post('/ui/apikey/add', { name: 'ticket <system>' })
  t.equal(created.statusCode, 201)
  const key = /<code id="new-key">(pgk_[0-9a-f]{48})<\/code>/.exec(created.body)?.[1] ?? ''
  t.match(key, /^pgk_[0-9a-f]{48}$/, 'pgk_ and 48 hex characters')
  t.match(created.body, /data-copy="new-key"/, 'with a copy button')
  t.same(flashes(created.body), ['ok: API key &quot;ticket &lt;system&gt;&quot; created. Copy it now: it is shown only once.'])
  t.notOk(String(created.headers['set-cookie'] ?? '').includes(key))

  const text = readFileSync(app.configStore.path, 'utf8')
  t.notOk(text.includes(key), 'the key is not in the file')
  const [record] = file(app).api_keys as Array<Record<string, string>>
  t.same(Object.keys(record).sort(), ['created', 'hash', 'hint', 'id', 'name'])
  t.equal(record.name, 'ticket <system>')
  t.equal(record.hint, `pgk_…${key.slice(-4)}`)
  t.match(record.hash, /^[0-9a-f]{64}$/)

  t.equal((await scan(app, 'x')).statusCode, 401, 'keys now required')
  t.equal((await scan(app, 'x', key)).statusCode, 200, 'the new key works at once')

  const list = await client.get('/keys')
  t.notOk(list.body.includes(key), 'never shown again')
  t.match(list.body, /ticket &lt;system&gt;/)
  t.match(list.body, new RegExp(`<code>pgk_…${key.slice(-4)}</code>`))

  for (const [name, message] of [['', 'Give the key a name'], ['x'.repeat(65), 'at most 64 characters']]) {
    const bad = await client.post('/ui/apikey/add', { name })
    t.equal(bad.statusCode, 400)
    t.match(flashes(bad.body)[0], message)
  }
  t.equal((file(app).api_keys as unknown[]).length, 1)

  const missing = await client.post('/ui/apikey/delete', { key: 'no-such-id' })
  t.equal(missing.statusCode, 400)
  t.same(flashes(missing.body), ['error: That key does not exist (any more).'])

  const deleted = await client.post('/ui/apikey/delete', { key: record.id })
  t.equal(deleted.statusCode, 303)
  t.same(flashes((await client.get('/keys')).body), ['ok: API key "ticket <system>" deleted: it is refused from now on.'.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')])
  t.same(file(app).api_keys, [])
  t.equal((await scan(app, 'x', key)).statusCode, 200, 'no keys left: open again')
})

t.test('API keys written by hand (no id) can be deleted by their hash', async (t) => {
  const hash = 'ab'.repeat(32)
  const { app, client } = await consoleApp(t, { api_keys: [{ hash }, { name: 'other', hash: 'cd'.repeat(32), id: 'k2' }] })
  const page = await client.get('/keys')
  t.match(page.body, new RegExp(`value="hash:${hash}"`))
  t.equal((await client.post('/ui/apikey/delete', { key: `hash:${hash}` })).statusCode, 303)
  t.same((file(app).api_keys as Array<{ id?: string }>).map((k) => k.id), ['k2'])
})

t.test('proxies: add, edit guard settings, delete; live status from the proxies plugin', async (t) => {
  const { app, client } = await consoleApp(t)
  const port = await freePort()
  const added = await client.post('/ui/proxy/add', { type: 'openai', port: String(port), host: '127.0.0.1', upstream: 'http://127.0.0.1:9/v1/', detectors: ['EMAIL', 'IBAN'], whitelist: 'acme', restore: '1' })
  t.equal(added.statusCode, 303)
  t.same(file(app).proxies, [{ type: 'openai', port, host: '127.0.0.1', upstream: 'http://127.0.0.1:9/v1', privacy_guard: { detectors: ['EMAIL', 'IBAN'], whitelist: ['acme'], dry_run: false, restore: true } }])
  const page = await client.get('/proxies')
  t.same(flashes(page.body), [`ok: Proxy added: openai on 127.0.0.1:${port} → http://127.0.0.1:9/v1.`])
  const status = /<span class="status status-(\w+)" data-status>([^<]*)<\/span>/.exec(page.body)
  t.equal(status?.[1], 'listening', 'the proxy listens at once')
  t.match(page.body, /EMAIL, IBAN/)

  const edited = await client.post('/ui/proxy/edit', { port: String(port), dry_run: '1', whitelist: 'a\nb' })
  t.equal(edited.statusCode, 303)
  t.same((file(app).proxies as Array<{ privacy_guard: unknown }>)[0].privacy_guard, { detectors: [], whitelist: ['a', 'b'], dry_run: true, restore: false })
  t.equal((file(app).proxies as Array<{ upstream: string }>)[0].upstream, 'http://127.0.0.1:9/v1', 'only the guard settings change')

  const anthropic = await client.post('/ui/proxy/add', { type: 'anthropic', port: String(port + 1 > 65535 ? port - 1 : port + 1), host: '', upstream: '' })
  t.equal(anthropic.statusCode, 303)
  t.equal((file(app).proxies as Array<{ upstream: string, host: string }>)[1].upstream, 'https://api.anthropic.com', 'the type gives the upstream')
  t.equal((file(app).proxies as Array<{ upstream: string, host: string }>)[1].host, '127.0.0.1')
  await client.get('/proxies')

  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ type: 'openai', port: String(port) }, /already used by another proxy/],
    [{ type: 'openai', port: '0' }, /whole number from 1 to 65535/],
    [{ type: 'openai', port: 'eighty' }, /whole number from 1 to 65535/],
    [{ type: 'openai', port: '70000' }, /whole number from 1 to 65535/],
    [{ type: 'socks', port: '12345' }, /Choose the type/],
    [{ type: 'generic', port: '12345' }, /generic proxy needs an upstream/],
    [{ type: 'openai', port: '12345', upstream: 'ftp://x' }, /http or https URL/],
    [{ type: 'openai', port: '12345', upstream: 'https://u:p@api.openai.com' }, /no credentials/],
    [{ type: 'openai', port: '12345', host: 'bad host!' }, /host name or an IP address/],
    [{ type: 'openai', port: '12345', detectors: 'NOPE' }, /Unknown detector: NOPE/]
  ]
  for (const [form, message] of cases) {
    const res = await client.post('/ui/proxy/add', form)
    t.equal(res.statusCode, 400, JSON.stringify(form))
    t.match(flashes(res.body)[0], message, JSON.stringify(form))
  }
  t.equal((file(app).proxies as unknown[]).length, 2, 'nothing saved')
  t.equal((await client.post('/ui/proxy/edit', { port: '1' })).statusCode, 400)
  t.equal((await client.post('/ui/proxy/delete', { port: '1' })).statusCode, 400)

  // A port that is taken: the page shows the bind error.
  const taken = createServer()
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise((resolve) => taken.close(resolve)))
  const takenPort = (taken.address() as { port: number }).port
  t.equal((await client.post('/ui/proxy/add', { type: 'generic', port: String(takenPort), upstream: 'http://127.0.0.1:9' })).statusCode, 303)
  let label = ''
  for (let i = 0; i < 40 && !label.startsWith('error'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    label = new RegExp(`data-port="${takenPort}"[\\s\\S]*?data-status>([^<]*)<`).exec((await client.get('/proxies')).body)?.[1] ?? ''
  }
  t.equal(label, 'error: EADDRINUSE', 'the bind error is shown')
  t.equal((await client.post('/ui/proxy/delete', { port: String(takenPort) })).statusCode, 303)

  const deleted = await client.post('/ui/proxy/delete', { port: String(port) })
  t.equal(deleted.statusCode, 303)
  t.same(flashes((await client.get('/proxies')).body), [`ok: Proxy on port ${port} deleted.`])
  t.equal((file(app).proxies as unknown[]).length, 1)
})

t.test('test page: findings highlighted in place, all text escaped, same detection and limits as /scan', async (t) => {
  const saved = process.env.BODY_LIMIT
  process.env.BODY_LIMIT = '4096'
  t.teardown(() => { if (saved === undefined) delete process.env.BODY_LIMIT; else process.env.BODY_LIMIT = saved })
  const { app, client } = await consoleApp(t, { default_whitelist: ['kept.example'] })
  const form = await client.get('/test')
  t.match(form.body, /none ticked: the defaults, now every detector/)

  const text = '<b>Mail</b> jane@example.com, IBAN DE89 3704 0044 0532 0130 00, ok@kept.example'
  const res = await client.post('/ui/scan', { text })
  t.equal(res.statusCode, 200)
  const highlighted = /<pre class="text highlighted" id="highlighted">([\s\S]*?)<\/pre>/.exec(res.body)?.[1]
  t.equal(highlighted,
    '&lt;b&gt;Mail&lt;/b&gt; <mark class="pii c1" title="EMAIL · confidence 1.00 · [EMAIL_1]">jane@example.com</mark>, IBAN ' +
    '<mark class="pii c5" title="IBAN · confidence 1.00 · [IBAN_1]">DE89 3704 0044 0532 0130 00</mark>, ok@kept.example')
  const rest = (await scan(app, text)).json()
  t.match(res.body, `<pre class="text" id="anonymised">${rest.anonymised_text.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</pre>`, 'the anonymised text of /scan')
  t.match(res.body, /<td data-label="Placeholder"><code>\[IBAN_1\]<\/code><\/td>/)

  const chosen = await client.post('/ui/scan', { text, detectors: 'IBAN' })
  t.notMatch(chosen.body, /EMAIL_1/, 'the detector choice applies')
  t.match(chosen.body, /value="IBAN" checked/)
  const white = await client.post('/ui/scan', { text, whitelist: 'example.com' })
  t.notMatch(white.body, /EMAIL_1/, 'the extra whitelist applies')

  const large = await client.post('/ui/scan', { text: 'x'.repeat(4097) })
  t.equal(large.statusCode, 413, 'the REST body limit')
  t.same(flashes(large.body), ['error: The text is larger than the limit of 4 KiB.'])
  const unknown = await client.post('/ui/scan', { text, detectors: 'FOO' })
  t.equal(unknown.statusCode, 400)
  const astral = await client.post('/ui/scan', { text: '😀 jane@example.com' })
  t.match(astral.body, /😀 <mark class="pii c1"[^>]*>jane@example.com<\/mark>/, 'code-point offsets')
})

t.test('logs page: the ring, live tail after a sequence number, never request data', async (t) => {
  const ring = new LogRing(50)
  const { app, client } = await consoleApp(t, {}, { logRing: ring })
  const planted = 'planted.person@leak-check.example'
  await client.post('/ui/scan', { text: planted })
  await scan(app, planted)
  app.log.info({ marker: 'first' }, 'a line to find')

  const page = await client.get('/logs')
  t.equal(page.statusCode, 200)
  t.match(page.body, /a line to find · marker&#x3D;first/)
  t.match(page.body, /console: password changed/)
  t.match(page.body, /POST \/ui\/scan/)
  t.notOk(page.body.includes(planted), 'no request data on the page')
  t.notOk(ring.since().some((e) => e.line.includes(planted)), 'nor in the ring')
  const last = Number(/data-last="(\d+)"/.exec(page.body)?.[1])
  t.ok(last > 0)

  const size = ring.size
  const none = await client.get(`/ui/logs/tail?after=${ring.since().at(-1)?.seq}`)
  t.equal(none.statusCode, 200)
  t.same(none.json().lines, [])
  t.equal(ring.size, size, 'polling does not log itself')
  app.log.warn('a second line')
  const tail = (await client.get(`/ui/logs/tail?after=${ring.since().at(-2)?.seq}`)).json()
  t.equal(tail.lines.length, 1)
  t.match(tail.lines[0], { level: 'warn', text: 'a second line' })
  t.same(tail.proxies, [])
  t.equal((await client.get('/ui/logs/tail?after=junk')).statusCode, 200, 'a bad cursor means from the start')

  for (let i = 0; i < 100; i++) app.log.info(`line ${i}`)
  t.equal(ring.size, 50, 'bounded')
})

t.test('a configuration file that cannot be written: nothing changes and the page says why', async (t) => {
  const { app, client } = await consoleApp(t)
  const before = JSON.stringify(app.configStore.config)
  // A directory where the file should be: the atomic rename fails.
  rmSync(app.configStore.path)
  mkdirSync(join(app.configStore.path, 'blocker'), { recursive: true })
  t.equal((await client.post('/ui/config', { section: 'whitelist', whitelist: 'acme' })).statusCode, 303)
  t.match(flashes((await client.get('/')).body)[0], /^error: Not saved: the configuration file could not be written \(E[A-Z]+\)\.$/)
  const key = await client.post('/ui/apikey/add', { name: 'ci' })
  t.equal(key.statusCode, 500)
  t.notMatch(key.body, /pgk_[0-9a-f]{48}/, 'no key is shown that does not work')
  const password = await client.post('/change-password', { current: NEW_PASSWORD, password: 'another-password-x', password2: 'another-password-x' })
  t.equal(password.statusCode, 500)
  t.match(flashes(password.body)[0], /the password is unchanged/)
  t.equal(JSON.stringify(app.configStore.config), before, 'the running configuration is unchanged')
  t.equal((await client.get('/')).statusCode, 200, 'the session still holds')
})

t.test('forms sent at the same time all take effect, each checked against the configuration of its turn', async (t) => {
  const { app, client } = await consoleApp(t)
  const created = await Promise.all(['a', 'b', 'c'].map((name) => client.post('/ui/apikey/add', { name })))
  t.same(created.map((r) => r.statusCode), [201, 201, 201])
  t.same((file(app).api_keys as Array<{ name: string }>).map((k) => k.name).sort(), ['a', 'b', 'c'], 'no key lost')
  const port = await freePort()
  const added = await Promise.all([1, 2].map(() => client.post('/ui/proxy/add', { type: 'generic', port: String(port), upstream: 'http://127.0.0.1:9' })))
  t.same(added.map((r) => r.statusCode).sort(), [303, 400], 'one proxy per port')
  t.equal((file(app).proxies as unknown[]).length, 1)
})
