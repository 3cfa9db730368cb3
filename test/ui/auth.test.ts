/**
 * The console's login, sessions and request checks through inject(): what happens without a
 * session, with an expired one, after a password change, with a cross-site post, with bad form
 * values and after too many failed logins.
 */
import t from 'tap'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { build } from '../helper.ts'
import { hashPassword } from '../../console/password.ts'
import { LogRing } from '../../console/log-ring.ts'
import { ConsoleClient, NEW_PASSWORD, PASSWORD, flashes } from './console-client.ts'

const PAGES = ['/', '/proxies', '/keys', '/test', '/logs']
const POSTS = ['/ui/config', '/ui/proxy/add', '/ui/proxy/edit', '/ui/proxy/delete', '/ui/scan', '/ui/apikey/add', '/ui/apikey/delete', '/change-password']

t.test('without a session every page leads to /login, JSON answers 401, static files are served', async (t) => {
  const app = await build(t, { adminPassword: PASSWORD })
  for (const url of [...PAGES, '/change-password']) {
    const res = await app.inject({ url })
    t.equal(res.statusCode, 303, `GET ${url}`)
    t.equal(res.headers.location, '/login', `GET ${url} → /login`)
  }
  for (const url of POSTS) {
    const res = await app.inject({ method: 'POST', url, payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    t.equal(res.statusCode, 303, `POST ${url}`)
    t.equal(res.headers.location, '/login', `POST ${url} → /login`)
  }
  const tail = await app.inject({ url: '/ui/logs/tail' })
  t.equal(tail.statusCode, 401)
  t.same(tail.json(), { error: 'session ended' })

  const css = await app.inject({ url: '/static/console.css' })
  t.equal(css.statusCode, 200)
  t.match(css.headers['content-type'], /^text\/css/)
  t.equal(css.headers['x-content-type-options'], 'nosniff')
  const js = await app.inject({ url: '/static/console.js' })
  t.equal(js.statusCode, 200)

  const login = await app.inject({ url: '/login' })
  t.equal(login.statusCode, 200)
  t.match(login.body, /<form method="post" action="\/login"/)
  // The login page is the only page: the first visit leaves a flash-free page with a CSRF token.
  t.match(login.body, /name="_csrf" value="[\w-]{20,}"/)
})

t.test('first login: initial password, forced change, then the new password only', async (t) => {
  const lines: string[] = []
  const app = await build(t, { adminPassword: PASSWORD, logLines: lines })
  const client = new ConsoleClient(app)

  const wrong = await client.login('not-the-password')
  t.equal(wrong.statusCode, 401)
  t.same(flashes(wrong.body), ['error: Wrong user name or password.'])
  const wrongUser = await client.login(PASSWORD, 'root')
  t.equal(wrongUser.statusCode, 401, 'only admin exists')

  const ok = await client.login(PASSWORD)
  t.equal(ok.statusCode, 303)
  t.equal(ok.headers.location, '/change-password')
  for (const url of PAGES) {
    const res = await client.get(url)
    t.equal(res.headers.location, '/change-password', `${url} waits for the password change`)
  }
  const tail = await client.get('/ui/logs/tail')
  t.equal(tail.statusCode, 403)

  const page = await client.get('/change-password')
  t.equal(page.statusCode, 200)
  t.match(page.body, /Choose your own/)
  t.notMatch(page.body, /<nav/, 'no navigation until the password is changed')

  const short = await client.post('/change-password', { password: 'short', password2: 'short' })
  t.equal(short.statusCode, 400)
  t.same(flashes(short.body), ['error: The password must have at least 12 characters.'])
  const mismatch = await client.post('/change-password', { password: NEW_PASSWORD, password2: NEW_PASSWORD + 'x' })
  t.equal(mismatch.statusCode, 400)
  t.same(flashes(mismatch.body), ['error: The two passwords do not match.'])
  const twice = await client.post('/change-password', { password: [NEW_PASSWORD, NEW_PASSWORD], password2: NEW_PASSWORD })
  t.equal(twice.statusCode, 400, 'a field sent twice is a bad form')
  const huge = await client.post('/change-password', { password: 'x'.repeat(2000), password2: 'x'.repeat(2000) })
  t.equal(huge.statusCode, 400)

  const changed = await client.post('/change-password', { password: NEW_PASSWORD, password2: NEW_PASSWORD })
  t.equal(changed.statusCode, 303)
  t.equal(changed.headers.location, '/')
  const home = await client.get('/')
  t.equal(home.statusCode, 200)
  t.same(flashes(home.body), ['ok: Password changed. Other sessions have been logged out.'])
  t.match(home.body, /<nav class="nav"/)

  const stored = JSON.parse(readFileSync(app.configStore.path, 'utf8')).ui_password_hash
  t.match(stored, /^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/, 'a salted scrypt hash is stored')
  t.notOk(readFileSync(app.configStore.path, 'utf8').includes(NEW_PASSWORD))

  const other = new ConsoleClient(app)
  t.equal((await other.login(PASSWORD)).statusCode, 401, 'the initial password no longer works')
  const again = await other.login(NEW_PASSWORD)
  t.equal(again.headers.location, '/', 'no forced change with the own password')
  t.notOk(lines.join('').includes(NEW_PASSWORD), 'the password never reaches the log')
  t.notOk(lines.join('').includes(PASSWORD), 'nor the initial one from ADMIN_PASSWORD')
})

t.test('a random initial password is printed once when none is given', async (t) => {
  const saved = process.env.ADMIN_PASSWORD
  delete process.env.ADMIN_PASSWORD
  t.teardown(() => { if (saved !== undefined) process.env.ADMIN_PASSWORD = saved })
  const lines: string[] = []
  const logRing = new LogRing()
  const app = await build(t, { logLines: lines, logRing })
  const printed = lines.map((l) => JSON.parse(l)).filter((l) => l.initialPassword !== undefined)
  t.equal(printed.length, 1, 'one line carries it')
  const password = printed[0].initialPassword
  t.match(password, /^[\w-]{24}$/)
  const client = new ConsoleClient(app)
  t.equal((await client.login(password)).headers.location, '/change-password')

  // The logs page shows that line without the password, on the page and in the live tail.
  await client.get('/change-password')
  await client.post('/change-password', { password: NEW_PASSWORD, password2: NEW_PASSWORD })
  const page = await client.get('/logs')
  t.match(page.body, /log in as admin with this initial password.*\(password on the service&#x27;s standard output\)/)
  t.notOk(page.body.includes(password), 'not on the logs page')
  t.notOk((await client.get('/ui/logs/tail?after=0')).body.includes(password), 'nor in the tail')
})

t.test('no initial password once one is stored; a stored hash is used as it is', async (t) => {
  const lines: string[] = []
  const legacy = createHash('sha256').update('legacy-password-from-go').digest('hex')
  const app = await build(t, { logLines: lines, config: { ui_password_hash: legacy, default_whitelist: ['kept'] } })
  t.notOk(lines.some((l) => l.includes('initialPassword')))
  const client = new ConsoleClient(app)
  t.equal((await client.login('admin')).statusCode, 401)
  const login = await client.login('legacy-password-from-go')
  t.equal(login.headers.location, '/', 'a legacy SHA-256 hash logs in')
  const file = JSON.parse(readFileSync(app.configStore.path, 'utf8'))
  t.match(file.ui_password_hash, /^scrypt\$/, 'and is upgraded to scrypt on that login')
  t.same(file.default_whitelist, ['kept'], 'nothing else changes')
  t.equal((await client.get('/')).statusCode, 200, 'the session survives its own upgrade')
  t.equal((await new ConsoleClient(app).login('legacy-password-from-go')).headers.location, '/', 'the upgraded hash verifies')
})

t.test('a legacy admin/admin must be changed at once', async (t) => {
  const app = await build(t, { config: { ui_password_hash: createHash('sha256').update('admin').digest('hex') } })
  const client = new ConsoleClient(app)
  t.equal((await client.login('admin')).headers.location, '/change-password', 'a password under 12 characters must be changed')
  t.equal((await client.get('/keys')).headers.location, '/change-password')
})

t.test('sessions expire after idle time and end with a password change elsewhere', async (t) => {
  let now = Date.parse('2026-01-01T10:00:00Z')
  const app = await build(t, { adminPassword: PASSWORD, now: () => now })
  const a = new ConsoleClient(app)
  await a.setUp()
  now += 29 * 60_000
  t.equal((await a.get('/')).statusCode, 200, 'active within 30 minutes')
  now += 29 * 60_000
  t.equal((await a.get('/keys')).statusCode, 200, 'each request restarts the idle clock')
  now += 31 * 60_000
  const expired = await a.get('/')
  t.equal(expired.statusCode, 303)
  t.equal(expired.headers.location, '/login')
  const login = await a.get('/login')
  t.same(flashes(login.body), ['error: Your session expired after inactivity: please log in again.'])
  t.equal((await a.get('/ui/logs/tail')).statusCode, 401)

  // Polling the logs does not count as activity.
  await a.login(NEW_PASSWORD)
  now += 20 * 60_000
  t.equal((await a.get('/ui/logs/tail')).statusCode, 200)
  now += 20 * 60_000
  t.equal((await a.get('/ui/logs/tail')).statusCode, 401, 'an open logs page does not keep the session alive')

  // B logs in, A changes the password: B is logged out, A goes on.
  await a.login(NEW_PASSWORD)
  const b = new ConsoleClient(app)
  await b.login(NEW_PASSWORD)
  t.equal((await b.get('/')).statusCode, 200)
  await a.get('/change-password')
  const changed = await a.post('/change-password', { current: NEW_PASSWORD, password: 'third-password-here', password2: 'third-password-here' })
  t.equal(changed.statusCode, 303)
  t.equal((await a.get('/')).statusCode, 200, 'the session that changed it stays')
  const ended = await b.get('/')
  t.equal(ended.headers.location, '/login', 'every other session ends')
  t.same(flashes((await b.get('/login')).body), ['error: The password was changed: please log in again.'])
})

t.test('however active, a session ends 12 hours after its login', async (t) => {
  let now = Date.parse('2026-01-01T08:00:00Z')
  const app = await build(t, { adminPassword: PASSWORD, now: () => now })
  const client = new ConsoleClient(app)
  await client.setUp()
  for (let minutes = 20; minutes <= 12 * 60; minutes += 20) {
    now += 20 * 60_000
    const res = await client.get('/')
    if (res.statusCode !== 200) { t.fail(`ended after ${minutes} minutes`); return }
  }
  now += 60_000
  const ended = await client.get('/')
  t.equal(ended.headers.location, '/login', 'a request every 20 minutes does not keep it past 12 hours')
  t.same(flashes((await client.get('/login')).body), ['error: Your session reached its limit of 12 hours: please log in again.'])
  t.equal((await client.login(NEW_PASSWORD)).headers.location, '/', 'a new login starts a new one')
  t.equal((await client.get('/')).statusCode, 200)
})

t.test('a change by choice needs the current password; wrong ones count against the login throttle', async (t) => {
  let now = Date.parse('2026-01-01T10:00:00Z')
  const app = await build(t, { adminPassword: PASSWORD, now: () => now })
  const client = new ConsoleClient(app)
  await client.login(PASSWORD)
  const forced = await client.get('/change-password')
  t.notMatch(forced.body, /name="current"/, 'the forced change right after the login does not ask for it')
  await client.setUp()
  const stored = app.configStore.config.ui_password_hash

  const page = await client.get('/change-password')
  t.match(page.body, /<input type="password" name="current" autocomplete="current-password" required/)
  const missing = await client.post('/change-password', { password: 'fourth-password-x', password2: 'fourth-password-x' })
  t.equal(missing.statusCode, 400)
  t.same(flashes(missing.body), ['error: The current password is wrong.'])
  for (let i = 2; i <= 5; i++) {
    now += 1000
    t.equal((await client.post('/change-password', { current: `guess-${i}`, password: 'fourth-password-x', password2: 'fourth-password-x' })).statusCode, 400, `wrong ${i}`)
  }
  now += 1000
  const refused = await client.post('/change-password', { current: NEW_PASSWORD, password: 'fourth-password-x', password2: 'fourth-password-x' })
  t.equal(refused.statusCode, 429, 'the sixth try in a minute is refused, even with the right password')
  t.equal(refused.headers['retry-after'], '55')
  t.equal(app.configStore.config.ui_password_hash, stored, 'nothing changed')
  t.equal((await client.login(NEW_PASSWORD)).statusCode, 429, 'the same budget as the login form')

  now += 60_000
  await client.get('/change-password')
  const changed = await client.post('/change-password', { current: NEW_PASSWORD, password: 'fourth-password-x', password2: 'fourth-password-x' })
  t.equal(changed.statusCode, 303)
  t.not(app.configStore.config.ui_password_hash, stored)
})

t.test('a tampered or foreign cookie is no session', async (t) => {
  const app = await build(t, { adminPassword: PASSWORD })
  const client = new ConsoleClient(app)
  await client.setUp()
  const tampered = client.cookie.slice(0, 10) + (client.cookie[10] === 'A' ? 'B' : 'A') + client.cookie.slice(11)
  const res = await app.inject({ url: '/', headers: { cookie: `pg_console=${tampered}` } })
  t.equal(res.headers.location, '/login')
  const other = await build(t, { adminPassword: PASSWORD })
  const foreign = await other.inject({ url: '/', headers: { cookie: `pg_console=${client.cookie}` } })
  t.equal(foreign.headers.location, '/login', 'another key (another start without SESSION_KEY) cannot read it')
})

t.test('cross-site posts and posts without the form token are refused with 403', async (t) => {
  const app = await build(t, { adminPassword: PASSWORD })
  const client = new ConsoleClient(app)
  await client.setUp()
  const before = JSON.stringify(app.configStore.config)
  const form = { section: 'cors', cors: 'https://evil.example' }
  for (const url of [...POSTS, '/login']) {
    const site = await client.post(url, form, { 'sec-fetch-site': 'cross-site' })
    t.equal(site.statusCode, 403, `${url}: Sec-Fetch-Site cross-site`)
    t.match(site.body, /Request refused/)
    const sameSite = await client.post(url, form, { 'sec-fetch-site': 'same-site' })
    t.equal(sameSite.statusCode, 403, `${url}: Sec-Fetch-Site same-site (a sibling subdomain)`)
    const origin = await client.post(url, form, { 'sec-fetch-site': '', origin: 'https://evil.example' })
    t.equal(origin.statusCode, 403, `${url}: foreign Origin`)
    const nullOrigin = await client.post(url, { ...form, _csrf: '' }, { 'sec-fetch-site': '', origin: 'null' })
    t.equal(nullOrigin.statusCode, 403, `${url}: Origin null without the token`)
  }
  const noToken = await client.post('/ui/config', { ...form, _csrf: '' })
  t.equal(noToken.statusCode, 403, 'same origin but no token')
  const badToken = await client.post('/ui/config', { ...form, _csrf: 'x'.repeat(32) })
  t.equal(badToken.statusCode, 403, 'same origin but a wrong token')
  t.equal(JSON.stringify(app.configStore.config), before, 'nothing was saved')

  const own = await client.post('/ui/config', form, { 'sec-fetch-site': '', origin: 'http://localhost:80' })
  t.equal(own.statusCode, 303, 'the own origin with the token is accepted')
  const nullOwn = await client.post('/ui/config', form, { origin: 'null' })
  t.equal(nullOwn.statusCode, 303, 'Origin null (no-referrer) from our own page: Sec-Fetch-Site and the token decide')
  t.same(app.configStore.config.cors_origins, ['https://evil.example'])
})

t.test('five failed logins per address and minute, then 429 for the rest of the minute', async (t) => {
  let now = Date.parse('2026-01-01T10:00:00Z')
  const app = await build(t, { adminPassword: PASSWORD, now: () => now })
  const client = new ConsoleClient(app)
  for (let i = 1; i <= 5; i++) {
    now += 1000
    t.equal((await client.login('wrong-' + i)).statusCode, 401, `failure ${i}`)
  }
  now += 1000
  const refused = await client.login(PASSWORD)
  t.equal(refused.statusCode, 429, 'the right password is refused too')
  t.equal(refused.headers['retry-after'], '55')
  t.match(flashes(refused.body)[0], /^error: Too many failed logins from your address\. Try again in 55 seconds\.$/)
  t.notOk(refused.headers['set-cookie']?.toString().includes('user'), 'no session')
  t.equal((await client.get('/')).headers.location, '/login')

  const elsewhere = await app.inject({ method: 'GET', url: '/login', remoteAddress: '10.0.0.9' })
  t.equal(elsewhere.statusCode, 200, 'another address may still try')

  now += 55_000
  const after = await client.login(PASSWORD)
  t.equal(after.statusCode, 303, 'a minute after the first failure it may try again')
  t.equal(after.headers.location, '/change-password')
})

t.test('attempts sent at once cannot get past the throttle while the first ones are being checked', async (t) => {
  // A scrypt hash: each check takes a while, long enough for the others to arrive.
  const app = await build(t, { config: { ui_password_hash: await hashPassword(NEW_PASSWORD) } })
  const client = new ConsoleClient(app)
  await client.get('/login')
  const attempts = await Promise.all(Array.from({ length: 8 }, (_, i) => client.post('/login', { username: 'admin', password: `wrong-${i}` })))
  t.same(attempts.map((r) => r.statusCode).sort(), [401, 401, 401, 401, 401, 429, 429, 429], 'five checked, the rest refused')
  t.equal((await client.login(NEW_PASSWORD)).statusCode, 429, 'and the minute is closed')
})

t.test('IPv6 clients are throttled by their /64, not per address', async (t) => {
  const app = await build(t, { adminPassword: PASSWORD })
  const client = new ConsoleClient(app)
  await client.get('/login')
  const from = (remoteAddress: string, password = 'wrong') => app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress,
    payload: new URLSearchParams({ _csrf: client.csrf, username: 'admin', password }).toString(),
    headers: { ...client.headers, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }
  })
  for (let i = 1; i <= 5; i++) t.equal((await from(`2001:db8:0:7::${i}`)).statusCode, 401, `failure ${i}`)
  t.equal((await from('2001:db8:0:7:ffff::1', PASSWORD)).statusCode, 429, 'another address of the same /64 is refused')
  t.equal((await from('2001:db8:0:8::1', PASSWORD)).statusCode, 303, 'the next /64 may log in')
})

t.test('bad login forms are 400', async (t) => {
  const app = await build(t, { adminPassword: PASSWORD })
  const client = new ConsoleClient(app)
  await client.get('/login')
  t.equal((await client.post('/login', { username: 'admin', password: '' })).statusCode, 400)
  t.equal((await client.post('/login', { username: '', password: PASSWORD })).statusCode, 400)
  t.equal((await client.post('/login', { username: ['admin', 'admin'], password: PASSWORD })).statusCode, 400)
  const json = await app.inject({ method: 'POST', url: '/login', payload: { username: 'admin', password: PASSWORD }, headers: { cookie: `pg_console=${client.cookie}` } })
  t.equal(json.statusCode, 403, 'JSON carries no form token')
  const xml = await app.inject({ method: 'POST', url: '/login', payload: '<login/>', headers: { cookie: `pg_console=${client.cookie}`, 'content-type': 'application/xml' } })
  t.equal(xml.statusCode, 415, 'other bodies are not understood')
  t.match(xml.headers['content-type'], /^text\/html/)
  t.match(xml.body, /Send the form from the console page/)
})

t.test('logout ends the session', async (t) => {
  const app = await build(t, { adminPassword: PASSWORD })
  const client = new ConsoleClient(app)
  await client.setUp()
  const out = await client.get('/logout')
  t.equal(out.statusCode, 303)
  t.equal(out.headers.location, '/login')
  t.same(flashes((await client.get('/login')).body), ['ok: You are logged out.'])
  t.equal((await client.get('/')).headers.location, '/login')

  // A logout link on another site arrives without the SameSite=Strict cookie: nothing is written,
  // so the browser keeps the operator's session.
  await client.login(NEW_PASSWORD)
  const crossSite = await app.inject({ url: '/logout', headers: { 'sec-fetch-site': 'cross-site' } })
  t.equal(crossSite.headers.location, '/login')
  t.notOk(crossSite.headers['set-cookie'], 'no cookie that would replace the session')
  t.equal((await client.get('/')).statusCode, 200, 'still logged in')
})

t.test('login issues a new form token: one seen before the login is void after it', async (t) => {
  const app = await build(t, { adminPassword: PASSWORD })
  const client = new ConsoleClient(app)
  await client.get('/login')
  const before = client.csrf
  const anonymousCookie = client.cookie
  await client.setUp()
  t.not(client.csrf, before)
  const stale = await client.post('/ui/config', { _csrf: before, section: 'whitelist', whitelist: 'x' })
  t.equal(stale.statusCode, 403, 'the login page token does not work in the session')
  t.equal((await app.inject({ url: '/', headers: { cookie: `pg_console=${anonymousCookie}` } })).headers.location, '/login', 'the cookie from before the login is still anonymous')
})

t.test('cookie flags, security headers, no inline code, nothing from elsewhere', async (t) => {
  const app = await build(t, { adminPassword: PASSWORD })
  const client = new ConsoleClient(app)
  const page = await client.get('/login')
  const cookie = String(page.headers['set-cookie'])
  t.match(cookie, /HttpOnly/)
  t.match(cookie, /SameSite=Strict/)
  t.notMatch(cookie, /Secure/, 'not Secure over plain http')
  await client.setUp()
  for (const url of [...PAGES, '/change-password', '/login']) {
    const res = await client.get(url)
    if (url !== '/login') t.equal(res.statusCode, 200, url)
    const csp = String(res.headers['content-security-policy'])
    t.match(csp, /default-src 'self'/)
    t.match(csp, /frame-ancestors 'none'/)
    t.notMatch(csp, /unsafe-inline|unsafe-eval/)
    t.equal(res.headers['x-content-type-options'], 'nosniff')
    t.equal(res.headers['referrer-policy'], 'no-referrer')
    t.equal(res.headers['cache-control'], 'no-store')
    t.notMatch(res.body, /<script(?![^>]*\ssrc=)[^>]*>/, `${url}: no inline script`)
    t.notMatch(res.body, /\sstyle=|<style/, `${url}: no inline style`)
    t.notMatch(res.body, /\son[a-z]+=/, `${url}: no event handler attributes`)
    t.notMatch(res.body, /(src|href)="(https?:)?\/\//, `${url}: every asset is local`)
  }
  t.test('Secure behind https', async (t) => {
    const saved = process.env.TRUST_PROXY
    process.env.TRUST_PROXY = 'true'
    t.teardown(() => { if (saved === undefined) delete process.env.TRUST_PROXY; else process.env.TRUST_PROXY = saved })
    const app = await build(t, { adminPassword: PASSWORD })
    const res = await app.inject({ url: '/login', headers: { 'x-forwarded-proto': 'https' } })
    t.match(String(res.headers['set-cookie']), /; Secure/)
  })
})

t.test('SESSION_KEY: sessions survive a restart; a wrong key stops the start', async (t) => {
  const saved = process.env.SESSION_KEY
  t.teardown(() => { if (saved === undefined) delete process.env.SESSION_KEY; else process.env.SESSION_KEY = saved })
  process.env.SESSION_KEY = Buffer.alloc(32, 7).toString('base64')
  const config = { ui_password_hash: createHash('sha256').update(NEW_PASSWORD).digest('hex') }
  const first = await build(t, { config })
  const client = new ConsoleClient(first)
  await client.login(NEW_PASSWORD)
  const stored = first.configStore.config.ui_password_hash
  const second = await build(t, { config: { ui_password_hash: stored } })
  t.equal((await second.inject({ url: '/', headers: client.headers })).statusCode, 200, 'the same key reads the session')

  process.env.SESSION_KEY = 'c2hvcnQ='
  await t.rejects(build(t, {}), /SESSION_KEY must be 32 bytes/)
})

t.test('SESSION_IDLE_MINUTES: a value that is not whole minutes stops the start', async (t) => {
  const saved = process.env.SESSION_IDLE_MINUTES
  t.teardown(() => { if (saved === undefined) delete process.env.SESSION_IDLE_MINUTES; else process.env.SESSION_IDLE_MINUTES = saved })
  process.env.SESSION_IDLE_MINUTES = '5m'
  await t.rejects(build(t, {}), { message: 'SESSION_IDLE_MINUTES must be a whole number of minutes, at least 1' })
  process.env.SESSION_IDLE_MINUTES = '5'
  let now = Date.parse('2026-01-01T10:00:00Z')
  const app = await build(t, { adminPassword: PASSWORD, now: () => now })
  const client = new ConsoleClient(app)
  await client.setUp()
  now += 6 * 60_000
  t.equal((await client.get('/')).headers.location, '/login', 'ended after 5 idle minutes')
})

t.test('a stored hash of an unknown kind logs a warning and lets nobody in', async (t) => {
  const lines: string[] = []
  const app = await build(t, { logLines: lines, config: { ui_password_hash: 'md5:0123' } })
  t.ok(lines.some((l) => l.includes('ui_password_hash is neither a scrypt nor a SHA-256 hash')))
  t.equal((await new ConsoleClient(app).login('md5:0123')).statusCode, 401)
})
