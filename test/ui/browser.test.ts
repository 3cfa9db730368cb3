/**
 * The console in a real browser (Debian's chromium driven by playwright-core) against the real app
 * listening on a free port: the flows a new operator takes, from the printed initial password to
 * logging out. Saves a screenshot of every page at laptop and phone width into docs/screenshots/.
 */
import t from 'tap'
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import app, { serverOptions } from '../../app.ts'
import { ConfigStore } from '../../config/store.ts'
import { LogRing } from '../../console/log-ring.ts'
import { configFile } from '../helper.ts'
import { freePort } from '../ops/net.ts'

const CHROMIUM = '/usr/bin/chromium'
// SCREENSHOTS=1 refreshes the committed ones in docs/screenshots/; otherwise they go to a temporary
// folder (keys, ports and times differ on every run, and a test run should not change tracked files).
const SHOTS = process.env.SCREENSHOTS === '1'
  ? join(import.meta.dirname, '..', '..', 'docs', 'screenshots')
  : mkdtempSync(join(tmpdir(), 'pg-screenshots-'))
const LAPTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }
const NEW_PASSWORD = 'correct horse battery staple'
const TEXT = 'Hello, please mail jane.doe@example.com or wire to DE89 3704 0044 0532 0130 00.\nCall +49 171 1234567, <b>not HTML</b>.'

const skip = existsSync(CHROMIUM) ? false : `${CHROMIUM} is missing: apt-get install -y --no-install-recommends chromium (CI installs it)`

t.test('a new operator sets the service up in the browser', { skip, timeout: 90_000 }, async (t) => {
  const { chromium } = await import('playwright-core')

  // The real app with a real configuration file, the log ring, and the proxies' logs in a temp folder.
  const savedEnv = { ADMIN_PASSWORD: process.env.ADMIN_PASSWORD, LOG_DIR: process.env.LOG_DIR }
  delete process.env.ADMIN_PASSWORD
  process.env.LOG_DIR = mkdtempSync(join(tmpdir(), 'pg-logs-'))
  t.teardown(() => {
    for (const [key, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  })
  const store = new ConfigStore(configFile({ default_whitelist: [] }))
  await store.load()
  const ring = new LogRing()
  const lines: string[] = []
  const stream = new Writable({ write (chunk, _enc, cb) { lines.push(chunk.toString()); ring.push(chunk.toString()); cb() } })
  const server: FastifyInstance = Fastify(serverOptions({ level: 'info', stream }))
  await server.register(fp(app), { configStore: store, logRing: ring })
  await server.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => server.close())
  const address = server.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  t.teardown(() => browser.close())
  const context = await browser.newContext({ viewport: LAPTOP })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  // CSP violations and script errors; 4xx answers the flows provoke on purpose (wrong password) are not errors.
  page.on('console', (message) => { if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text()) })
  page.on('dialog', (dialog) => { dialog.accept().catch(() => {}) })

  mkdirSync(SHOTS, { recursive: true })
  async function shoot (name: string): Promise<void> {
    await page.screenshot({ path: join(SHOTS, `${name}-laptop.png`), fullPage: true })
    await page.setViewportSize(PHONE)
    await page.screenshot({ path: join(SHOTS, `${name}-phone.png`), fullPage: true })
    await page.setViewportSize(LAPTOP)
  }
  const flash = () => page.locator('.flash').first().innerText()
  const scan = (text: string, key?: string) => fetch(`${base}/scan`, { method: 'POST', body: JSON.stringify({ text }), headers: key !== undefined ? { 'x-api-key': key } : {} })

  // 1. The initial password, printed once to the log at start.
  const printed = lines.map((line) => JSON.parse(line)).find((line) => line.initialPassword !== undefined)
  t.ok(printed, 'the initial password is in the log')
  await page.goto(`${base}/`)
  t.equal(new URL(page.url()).pathname, '/login', 'the console starts at the login page')
  await shoot('login')
  await page.fill('input[name=password]', 'wrong password')
  await page.click('button[type=submit]')
  t.equal(await flash(), 'Wrong user name or password.')
  await page.fill('input[name=password]', printed.initialPassword)
  await page.click('button[type=submit]')

  // 2. Forced password change; every page leads back to it until then.
  await page.waitForURL(`${base}/change-password`)
  await page.goto(`${base}/keys`)
  t.equal(new URL(page.url()).pathname, '/change-password')
  await page.fill('input[name=password]', NEW_PASSWORD)
  await page.fill('input[name=password2]', NEW_PASSWORD + '!')
  await page.click('button[type=submit]')
  t.equal(await flash(), 'The two passwords do not match.')
  await shoot('change-password')
  await page.fill('input[name=password]', NEW_PASSWORD)
  await page.fill('input[name=password2]', NEW_PASSWORD)
  await page.click('button[type=submit]')
  await page.waitForURL(`${base}/`)
  t.equal(await flash(), 'Password changed. Other sessions have been logged out.')

  // 3. Two API keys; the one shown is copied with the button; /scan takes it over HTTP at once.
  await page.click('nav >> text=API keys')
  const keys: string[] = []
  for (const name of ['ticket-system', 'nightly-export']) {
    await page.fill('input[name=name]', name)
    await page.click('button:has-text("Create key")')
    keys.push(await page.locator('#new-key').innerText())
  }
  t.match(keys[0], /^pgk_[0-9a-f]{48}$/)
  await page.click('button[data-copy]')
  await page.waitForFunction("document.querySelector('button[data-copy]')?.textContent === 'Copied'")
  t.equal(await page.evaluate('navigator.clipboard.readText()'), keys[1], 'the copy button copies the key')
  await shoot('keys')
  t.equal((await scan('x')).status, 401, 'keys are now required')
  const first = await scan('x', keys[0])
  t.equal(first.status, 200, 'a new key works at once', { body: first.status === 200 ? '' : await first.text(), errors: lines.filter((l) => /"level":[56]0/.test(l)) })
  await page.goto(`${base}/keys`)
  t.notOk((await page.content()).includes(keys[1]), 'a key is shown only once')

  // 4. Default detectors: only EMAIL; /scan applies it at once.
  await page.click('nav >> text=Configuration')
  await page.click('#detectors button[data-select=none]')
  await page.check('#detectors input[value=EMAIL]')
  await page.click('button:has-text("Save default detectors")')
  t.equal(await flash(), 'Default detectors saved: 1 of 37 detectors.')
  const body = await (await scan(TEXT, keys[0])).json() as { findings: Array<{ pii_type: string }> }
  const findings = body.findings.map((f) => f.pii_type)
  t.same(findings, ['EMAIL'], '/scan uses the new defaults')
  await shoot('configuration')

  // 5. Test page: the findings highlighted in place, a colour per type, type and confidence on hover.
  await page.click('nav >> text=Test')
  await page.fill('textarea[name=text]', TEXT)
  await page.click('summary:has-text("Detectors")')
  for (const name of ['EMAIL', 'IBAN', 'PHONE']) await page.check(`#test-form input[value=${name}]`)
  await page.click('button:has-text("Scan")')
  const marks = page.locator('#highlighted mark')
  t.equal(await marks.count(), 3)
  t.same(await marks.allInnerTexts(), ['jane.doe@example.com', 'DE89 3704 0044 0532 0130 00', '+49 171 1234567'])
  t.match(await marks.first().getAttribute('title'), /^EMAIL · confidence 1\.00 · \[EMAIL_1\]$/)
  // Runs in the page; typed without the DOM library, which the Node code must not see.
  type Styles = { getComputedStyle (element: unknown): { backgroundColor: string } }
  const colours = await marks.evaluateAll((elements) => elements.map((e) => (globalThis as unknown as Styles).getComputedStyle(e).backgroundColor))
  t.equal(new Set(colours).size, 3, 'one colour per type')
  t.match(await page.locator('#highlighted').innerText(), /<b>not HTML<\/b>/, 'the text is shown as text')
  t.equal(await page.locator('#highlighted b').count(), 0, 'never as markup')
  t.match(await page.locator('#anonymised').innerText(), /^Hello, please mail \[EMAIL_1\] or wire to \[IBAN_1\]\.\nCall \[PHONE_1\]/)
  t.equal(await page.locator('table.findings tbody tr').count(), 3)
  await shoot('test')

  // 6. A proxy: added, its status shown (listening).
  // A local upstream that answers every request with what it received.
  const upstream = createHttpServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(Buffer.concat(chunks)))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise((resolve) => upstream.close(resolve)))
  const upstreamAddress = upstream.address()
  const upstreamUrl = `http://127.0.0.1:${typeof upstreamAddress === 'object' && upstreamAddress !== null ? upstreamAddress.port : 0}`
  const proxyPort = await freePort()
  await page.click('nav >> text=Proxies')
  await page.selectOption('select[name=type]', 'generic')
  await page.fill('#add input[name=port]', String(proxyPort))
  await page.fill('#add input[name=upstream]', upstreamUrl)
  await page.click('button:has-text("Add proxy")')
  t.equal(await flash(), `Proxy added: generic on 127.0.0.1:${proxyPort} → ${upstreamUrl}.`)
  const status = page.locator(`section[data-port="${proxyPort}"] [data-status]`)
  // The listener starts on the change event; the page shows its state when loaded.
  for (let i = 0; i < 20 && await status.innerText() !== 'listening'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    await page.reload()
  }
  t.equal(await status.innerText(), 'listening', 'the proxy listens at once')
  await page.click(`section[data-port="${proxyPort}"] summary:has-text("Edit guard settings")`)
  await page.check(`section[data-port="${proxyPort}"] input[name=dry_run]`)
  await page.click(`section[data-port="${proxyPort}"] button:has-text("Save guard settings")`)
  t.equal(await flash(), `Guard settings of the proxy on port ${proxyPort} saved.`)
  t.equal(store.config.proxies[0].privacy_guard.dry_run, true)
  await shoot('proxies')

  // 7. Logs: a new service line appears without a reload.
  await page.click('nav >> text=Logs')
  await page.waitForURL(`${base}/logs`)
  await page.evaluate('window.sameDocument = true')
  const marker = `browser-test marker ${Date.now()}`
  server.log.info(marker)
  await page.locator('#service-log .m', { hasText: marker }).waitFor({ timeout: 10_000 })
  t.equal(await page.evaluate('window.sameDocument'), true, 'found without a reload')
  t.match(await page.locator('#live-state').innerText(), /^Live · updated/)
  // A log line is text, never markup, also when it arrives through the live tail.
  const markup = `<img src="/static/favicon.svg" class="planted"> ${marker}`
  server.log.warn(markup)
  await page.locator('#service-log .m', { hasText: markup }).waitFor({ timeout: 10_000 })
  t.equal(await page.locator('#service-log img').count(), 0, 'a live log line is shown as text')
  // A request through the proxy: its access-log line appears in the proxy's section, also without a reload.
  const proxied = await fetch(`http://127.0.0.1:${proxyPort}/v1/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'mail jane.doe@example.com' }) })
  t.equal(proxied.status, 200)
  await page.locator(`[data-proxy-log="${proxyPort}"]`, { hasText: 'POST /v1/echo 200' }).waitFor({ timeout: 10_000 })
  t.match(await page.locator(`[data-proxy-log="${proxyPort}"]`).innerText(), /findings=1 EMAIL:1/)
  t.notMatch(await page.locator(`[data-proxy-log="${proxyPort}"]`).innerText(), /jane/, 'never the value')
  t.equal(await page.evaluate('window.sameDocument'), true, 'still without a reload')
  await shoot('logs')

  // 8. Deleting a key: /scan refuses it at once, the other still works.
  await page.click('nav >> text=API keys')
  await page.locator('tr', { hasText: 'ticket-system' }).locator('button:has-text("Delete")').click()
  t.equal(await flash(), 'API key "ticket-system" deleted: it is refused from now on.')
  t.equal((await scan('x', keys[0])).status, 401, 'the deleted key is refused')
  t.equal((await scan('x', keys[1])).status, 200, 'the other one still works')

  // 9. Log out.
  await page.click('text=Log out')
  await page.waitForURL(`${base}/login`)
  t.equal(await flash(), 'You are logged out.')
  await page.goto(`${base}/test`)
  t.equal(new URL(page.url()).pathname, '/login', 'pages need a session again')

  t.same(errors, [], 'no script or CSP error in the browser console')
  t.notOk(ring.since().some((entry) => entry.line.includes('jane.doe@example.com') || entry.line.includes(keys[0])), 'no request data in the log')
})
