/**
 * The configuration in the real server process: CONFIG_STRICT stops a start with a file that does not
 * load (exit 1), the error line never carries the file's contents, and SIGHUP reloads the file.
 */
import t from 'tap'
import { writeFileSync } from 'node:fs'
import { configFile } from '../helper.ts'
import { startServer } from './server-process.ts'
import { sleep } from './net.ts'
import { BROKEN, KEY_A, KEY_B, SECRET, hash } from './config-fixtures.ts'

t.test('CONFIG_STRICT=true: a file that does not load stops the start with exit code 1', async (t) => {
  const server = await startServer(t, { CONFIG_FILE: configFile(BROKEN), CONFIG_STRICT: 'true' }, { waitHealthy: false })
  t.equal(await server.exited, 1, 'exit code 1')
  const lines = server.output().trim().split('\n')
  const fatal = lines.map((line) => JSON.parse(line) as { level: number, msg: string, reason: string }).find((line) => line.level === 60)
  t.match(fatal, { msg: /CONFIG_STRICT/, reason: /not valid JSON at line 4, column 40/ })
  t.notOk(server.output().includes(SECRET), 'the planted secret is in no log line')
  t.notMatch(server.output(), /Server listening/)

  const missing = await startServer(t, { CONFIG_FILE: '/nonexistent/privacy-guard.json', CONFIG_STRICT: 'true' }, { waitHealthy: false })
  t.equal(await missing.exited, 1, 'a missing file too')
  t.match(missing.output(), /config file not found/)
})

t.test('CONFIG_STRICT=true with a good file, and without it a broken file: the service runs', async (t) => {
  const strict = await startServer(t, { CONFIG_FILE: configFile({ api_keys: [{ hash: hash(KEY_A) }] }), CONFIG_STRICT: 'true' })
  t.equal((await fetch(`${strict.base}/anonymize`, { method: 'POST', body: '{"text":"x"}', headers: { 'x-api-key': KEY_A } })).status, 200)
  strict.child.kill('SIGTERM')
  t.equal(await strict.exited, 0)

  const lenient = await startServer(t, { CONFIG_FILE: configFile(BROKEN) })
  const res = await fetch(`${lenient.base}/anonymize`, { method: 'POST', body: '{"text":"x"}' })
  t.equal(res.status, 200, 'the spec behaviour: an empty configuration, no keys')
  t.match(await (await fetch(`${lenient.base}/metrics`)).text(), /^privacy_guard_config_loaded 0$/m)
  t.match(lenient.output(), /"level":50.*"path":".*config\.json".*"reason":"config file is not valid JSON at line 4, column 40/)
  t.notOk(lenient.output().includes(SECRET), 'the planted secret is in no log line')
  lenient.child.kill('SIGTERM')
  t.equal(await lenient.exited, 0)
})

t.test('SIGHUP re-reads the file; an invalid file keeps the running configuration', async (t) => {
  const path = configFile({ api_keys: [{ hash: hash(KEY_A) }] })
  const server = await startServer(t, { CONFIG_FILE: path })
  const status = async (key: string) => (await fetch(`${server.base}/anonymize`, { method: 'POST', body: '{"text":"x"}', headers: { 'x-api-key': key } })).status
  const loaded = async () => /^privacy_guard_config_loaded (\d)$/m.exec(await (await fetch(`${server.base}/metrics`)).text())?.[1]
  const reloads = () => server.output().split('\n').filter((line) => /configuration file (not )?reloaded/.test(line)).length
  t.equal(await status(KEY_A), 200)

  writeFileSync(path, JSON.stringify({ api_keys: [{ hash: hash(KEY_B) }] }))
  server.child.kill('SIGHUP')
  await server.waitFor(/configuration file reloaded/)
  t.equal(await status(KEY_A), 401, 'the old key no longer works')
  t.equal(await status(KEY_B), 200, 'the new key works without a restart')
  t.equal(await loaded(), '1')

  writeFileSync(path, BROKEN)
  server.child.kill('SIGHUP')
  while (reloads() < 2) await sleep(20)
  t.match(server.output(), /"level":50.*"reason":"config file is not valid JSON at line 4, column 40.*"msg":"configuration file not reloaded: keeping the running configuration"/)
  t.equal(await status(KEY_B), 200, 'the running configuration stays')
  t.equal(await loaded(), '0', 'the gauge shows the broken file')
  t.notOk(server.output().includes(SECRET), 'the planted secret is in no log line')

  server.child.kill('SIGTERM')
  t.equal(await server.exited, 0, 'SIGHUP did not end the process; SIGTERM does, with 0')
})
