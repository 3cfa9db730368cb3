import t from 'tap'
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { ConfigStore, parseConfig } from '../../config/store.ts'
import { bodyLimit, configPath, listenHost, listenPort, trustProxy } from '../../config/env.ts'
import { configFile } from '../helper.ts'

async function loaded (contents?: unknown) {
  const store = new ConfigStore(configFile(contents))
  const result = await store.load()
  return { store, result }
}

t.test('a full file loads and normalises', async (t) => {
  const { store } = await loaded({
    api_port: 9999,
    api_keys: [{ id: 'x', name: 'CI', hash: 'ABCDEF' + '0'.repeat(58), hint: 'pgk_1a2b****', created: '2026-11-21' }],
    default_detectors: ['email', 'IBAN'],
    default_whitelist: ['example.com'],
    cors_origins: ['https://app.example.com'],
    ui_password_hash: '',
    proxies: [{ type: 'anthropic', port: 9880, upstream: 'https://api.anthropic.com', privacy_guard: { detectors: [], whitelist: [], dry_run: false, restore: true } }]
  })
  t.equal(store.loadError, undefined)
  const c = store.config
  t.equal(c.api_port, 9999)
  t.equal(c.api_keys[0].hash, 'abcdef' + '0'.repeat(58), 'hashes are compared in lower case')
  t.same(c.default_detectors, ['EMAIL', 'IBAN'], 'canonical names')
  t.equal(c.proxies[0].host, '127.0.0.1', 'proxy host defaults to loopback')
  t.same(c.proxies[0].privacy_guard, { detectors: [], whitelist: [], dry_run: false, restore: true })
})

t.test('null lists and missing keys mean empty', async (t) => {
  const { store } = await loaded({ api_keys: null, default_detectors: null, proxies: [{ port: 9880, privacy_guard: { detectors: null, whitelist: null } }] })
  t.equal(store.loadError, undefined)
  t.same(store.config.api_keys, [])
  t.same(store.config.proxies[0].privacy_guard, { detectors: [], whitelist: [], dry_run: false, restore: true })
  const empty = await loaded({})
  t.equal(empty.store.loadError, undefined)
})

t.test('a top-level array is the legacy list of proxies', async (t) => {
  const { store } = await loaded([{ type: 'claude-code', port: 9880, upstream: 'https://api.anthropic.com' }])
  t.equal(store.loadError, undefined)
  t.equal(store.config.proxies.length, 1)
  t.equal(store.config.proxies[0].port, 9880)
})

t.test('missing, unreadable, non-JSON or wrongly shaped files leave the configuration empty', async (t) => {
  const cases: Array<[unknown, RegExp]> = [
    [undefined, /not found/],
    ['{"api_keys": [', /not valid JSON/],
    [{ api_keys: 'abc' }, /wrong shape at api_keys/],
    [{ api_port: 70000 }, /wrong shape at api_port/],
    [{ proxies: [{ port: 'x' }] }, /wrong shape at proxies\.0\.port/],
    [{ proxies: [{ port: 1 }, { port: 1 }] }, /used twice/],
    ['42', /JSON object/]
  ]
  for (const [contents, reason] of cases) {
    const { store, result } = await loaded(contents)
    t.notOk(result.ok)
    t.match(store.loadError, reason, String(reason))
    t.equal(store.brokenFile, contents !== undefined, 'a missing file is not a broken one')
    t.same(store.config.api_keys, [])
    t.same(store.config.default_detectors, [])
    t.same(store.config.cors_origins, [])
  }
})

t.test('brokenFile: false once a file loaded, true after a reload of a broken one', async (t) => {
  const { store } = await loaded({})
  t.equal(store.brokenFile, false)
  writeFileSync(store.path, '{')
  await store.reload()
  t.equal(store.brokenFile, true)
})

t.test('the reason never quotes the file contents', async (t) => {
  const { store } = await loaded('{"api_keys": [{"hash": "secret-value-here"')
  t.notMatch(store.loadError, /secret-value-here/)
})

t.test('unknown detector names are dropped with a warning, not a failed load', async (t) => {
  const { store } = await loaded({ default_detectors: ['EMAIL', 'NO_SUCH'], proxies: [{ port: 9880, privacy_guard: { detectors: ['iban', 'TYPO'] } }] })
  t.equal(store.loadError, undefined)
  t.same(store.config.default_detectors, ['EMAIL'])
  t.same(store.config.proxies[0].privacy_guard.detectors, ['IBAN'])
  t.equal(store.warnings.length, 2)
})

t.test('saving is atomic, mode 0600, and keeps unknown keys', async (t) => {
  const { store } = await loaded({ default_whitelist: ['a'], future_feature: { on: true } })
  await store.save({ ...store.config, default_whitelist: ['b'] })
  const written = JSON.parse(readFileSync(store.path, 'utf8'))
  t.same(written.default_whitelist, ['b'])
  t.same(written.future_feature, { on: true }, 'unknown key kept')
  t.equal(statSync(store.path).mode & 0o777, 0o600)
  t.same(readdirSync(dirname(store.path)), ['config.json'], 'no temporary file left behind')
})

t.test('replace takes effect at once and emits change', async (t) => {
  const { store } = await loaded({ cors_origins: ['https://a.example'] })
  let event: unknown[] = []
  store.on('change', (next, previous) => { event = [next.cors_origins, previous.cors_origins] })
  await store.replace({ ...store.config, cors_origins: ['https://b.example'] })
  t.same(store.config.cors_origins, ['https://b.example'])
  t.same(event, [['https://b.example'], ['https://a.example']])
})

t.test('a file that failed to load is kept as .broken-<timestamp> before the first save', async (t) => {
  const path = configFile('{ this is not json')
  const store = new ConfigStore(path)
  await store.load()
  await store.replace({ ...store.config, cors_origins: ['*'] })
  const files = readdirSync(dirname(path))
  const broken = files.find((f) => f.startsWith('config.json.broken-'))
  t.ok(broken, 'broken copy kept')
  t.equal(readFileSync(`${dirname(path)}/${broken}`, 'utf8'), '{ this is not json')
  t.same(JSON.parse(readFileSync(path, 'utf8')).cors_origins, ['*'])
  t.equal(store.loadError, undefined)
})

t.test('parseConfig rejects non-objects', async (t) => {
  t.notOk(parseConfig(null).ok)
  t.notOk(parseConfig('x').ok)
})

t.test('config path: --config, then CONFIG_FILE, then config/config.json', async (t) => {
  t.equal(configPath(['--config', '/a.json'], { CONFIG_FILE: '/b.json' }), '/a.json')
  t.equal(configPath(['--config=/c.json'], {}), '/c.json')
  t.equal(configPath([], { CONFIG_FILE: '/b.json' }), '/b.json')
  t.equal(configPath([], {}), 'config/config.json')
})

t.test('port: PORT, then PRIVACY_GUARD_API_PORT, then api_port, then 9881; host: HOST or 0.0.0.0', async (t) => {
  t.equal(listenPort(7000, { PORT: '8000', PRIVACY_GUARD_API_PORT: '9000' }), 8000)
  t.equal(listenPort(7000, { PRIVACY_GUARD_API_PORT: '9000' }), 9000)
  t.equal(listenPort(7000, {}), 7000)
  t.equal(listenPort(undefined, {}), 9881)
  t.throws(() => listenPort(undefined, { PORT: 'abc' }))
  t.equal(listenHost({}), '0.0.0.0')
  t.equal(listenHost({ HOST: '127.0.0.1' }), '127.0.0.1')
})

t.test('a legacy file written back keeps its content', async (t) => {
  const path = configFile({ api_keys: null, extra_list: [1, 2] })
  const store = new ConfigStore(path)
  await store.load()
  await store.save(store.config)
  const round = JSON.parse(readFileSync(path, 'utf8'))
  t.same(round.extra_list, [1, 2])
  t.same(round.api_keys, [])
  writeFileSync(path, '{}')
})

t.test('TRUST_PROXY: off, true, or addresses and ranges; anything else stops the start', async (t) => {
  t.equal(trustProxy({}), false)
  t.equal(trustProxy({ TRUST_PROXY: 'false' }), false)
  t.equal(trustProxy({ TRUST_PROXY: 'true' }), true)
  t.same(trustProxy({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }), ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback'])
  for (const bad of ['yes', '1', '10.0.0.0/8/1', '1.2.3', '10.0.0.0/x', 'secret-typo']) {
    t.throws(() => trustProxy({ TRUST_PROXY: bad }), { message: 'TRUST_PROXY must be true, false, or a comma-separated list of addresses or CIDR ranges' }, 'never quoted')
  }
})

t.test('BODY_LIMIT: bytes, 1 MiB when unset; anything else stops the start', async (t) => {
  t.equal(bodyLimit({}), 1024 * 1024)
  t.equal(bodyLimit({ BODY_LIMIT: ' ' }), 1024 * 1024)
  t.equal(bodyLimit({ BODY_LIMIT: '4096' }), 4096)
  for (const bad of ['10MB', '0', '-1', '1.5']) t.throws(() => bodyLimit({ BODY_LIMIT: bad }), { message: 'BODY_LIMIT must be a whole number of bytes, at least 1' }, bad)
})
