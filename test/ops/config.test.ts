/**
 * A configuration that cannot fail silently: load errors with line and column (never contents) at
 * level error, the privacy_guard_config_loaded gauge, and ConfigStore.reload(). The real process
 * (CONFIG_STRICT, SIGHUP): config-process.test.ts.
 */
import t from 'tap'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { build, configFile } from '../helper.ts'
import { ConfigStore } from '../../config/store.ts'
import { jsonErrorOffset, lineAndColumn } from '../../config/json-position.ts'
import { BROKEN, KEY_A, KEY_B, SECRET, hash } from './config-fixtures.ts'

async function gauge (app: FastifyInstance): Promise<string | undefined> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body
  return /^privacy_guard_config_loaded (\d)/m.exec(text)?.[1]
}

t.test('where JSON stops being valid, as line and column', async (t) => {
  const cases: Array<[string, number]> = [
    ['{"a":1,}', 7], // trailing comma in an object
    ['[1,2,]', 5], // trailing comma in an array (JSON.parse gives no position for this one)
    ['{"a":1', 6],
    ['{"a": tru}', 6],
    ['{"a":"x\ny"}', 7], // a raw line break inside a string
    ['{"a":"\\q"}', 6],
    ['{"a":01}', 6],
    ['{"a":1}}', 7],
    ['', 0],
    ['\uFEFF{}', 0]
  ]
  for (const [text, offset] of cases) {
    t.throws(() => JSON.parse(text), `${JSON.stringify(text)} is invalid`)
    t.equal(jsonErrorOffset(text), offset, JSON.stringify(text))
  }
  for (const valid of ['{}', ' [1, -2.5e3, "\\u00e9\\n", true, false, null, {"a": {"b": []}}] ', '"x"']) {
    t.equal(jsonErrorOffset(valid), -1, `${valid} is valid`)
  }
  t.same(lineAndColumn('{\n  "a": [1,],\n}', 12), { line: 2, column: 11 })
  t.same(lineAndColumn('{\n"ä€": x', 8), { line: 2, column: 7 }, 'columns count characters')
  t.equal(jsonErrorOffset('['.repeat(100_000)), 512 + 1, 'deep nesting stops at a depth limit, no stack overflow')
})

t.test('a broken file: the reason has line and column and the path, never the contents', async (t) => {
  const path = configFile(BROKEN)
  const store = new ConfigStore(path)
  await store.load()
  t.equal(store.loadError, `config file is not valid JSON at line 4, column 40: ${path}`)
  t.notMatch(store.loadError ?? '', SECRET)
  t.same(store.config.api_keys, [], 'the spec behaviour: an empty configuration')
})

t.test('a wrongly shaped file: the schema path, no value', async (t) => {
  const store = new ConfigStore(configFile({ default_whitelist: 'x', proxies: [] }))
  await store.load()
  t.match(store.loadError, /^wrong shape at default_whitelist: /)
  const twice = new ConfigStore(configFile({ proxies: [{ port: 41234 }, { port: 41234 }] }))
  await twice.load()
  t.equal(twice.loadError, 'wrong shape at proxies.1.port: a port used twice')
})

t.test('unknown detector names are counted, never quoted', async (t) => {
  const lines: string[] = []
  const app = await build(t, { logLines: lines, config: { default_detectors: ['EMAIL', 'NO\nSUCH', SECRET], proxies: [{ port: 41235, privacy_guard: { detectors: ['iban', 'TYPO'] } }] } })
  t.same([...app.configStore.warnings].sort(), ['default_detectors: 2 unknown detector names dropped', 'proxies.0.privacy_guard.detectors: 1 unknown detector name dropped'])
  const log = lines.join('')
  t.match(log, /default_detectors: 2 unknown detector names dropped/)
  t.notMatch(log, SECRET)
  t.notMatch(log, /TYPO|NO\\nSUCH/)
})

t.test('a file that did not load: one error line with path and reason, gauge 0; a good one: gauge 1', async (t) => {
  const lines: string[] = []
  const broken = await build(t, { logLines: lines, config: BROKEN })
  const errors = lines.map((line) => JSON.parse(line) as { level: number, msg: string, path?: string, reason?: string }).filter((line) => line.level >= 50)
  t.equal(errors.length, 1, 'one line at level error')
  t.match(errors[0], { msg: /configuration not loaded/, path: broken.configStore.path, reason: /line 4, column 40/ })
  t.notOk(lines.join('').includes(SECRET), 'the planted secret is in no log line')
  t.equal(await gauge(broken), '0')
  const head = await broken.inject({ method: 'HEAD', url: '/metrics' })
  t.equal(head.statusCode, 200, 'HEAD /metrics')

  const good = await build(t, { config: {} })
  t.equal(await gauge(good), '1')
})

t.test('reload(): a valid file replaces the configuration without being rewritten; an invalid one keeps it', async (t) => {
  const app = await build(t, { config: { api_keys: [{ hash: hash(KEY_A) }] } })
  const store = app.configStore
  const scan = (key: string) => app.inject({ method: 'POST', url: '/anonymize', payload: { text: 'x' }, headers: { 'x-api-key': key } })
  t.equal((await scan(KEY_A)).statusCode, 200)

  const next = JSON.stringify({ api_keys: [{ hash: hash(KEY_B) }], future_key: 1 })
  writeFileSync(store.path, next)
  const mtime = statSync(store.path).mtimeMs
  let changes = 0
  store.on('change', () => { changes++ })
  t.ok((await store.reload()).ok)
  t.equal(changes, 1, "'change' emitted, as replace() does")
  t.equal((await scan(KEY_A)).statusCode, 401, 'the old key is gone')
  t.equal((await scan(KEY_B)).statusCode, 200, 'the new key works')
  t.equal(readFileSync(store.path, 'utf8'), next, 'the file is not rewritten')
  t.equal(statSync(store.path).mtimeMs, mtime)
  t.equal(await gauge(app), '1')

  writeFileSync(store.path, BROKEN)
  const result = await store.reload()
  t.notOk(result.ok)
  t.equal(changes, 1, 'no change event')
  t.equal((await scan(KEY_B)).statusCode, 200, 'the running configuration stays')
  t.equal(await gauge(app), '0', 'the gauge says the file on disk did not load')
  t.match(store.loadError, /line 4, column 40/)

  writeFileSync(store.path, next)
  await store.reload()
  t.equal(await gauge(app), '1', 'back to 1 once the file is fixed')
})
