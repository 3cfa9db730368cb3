import t from 'tap'
import { createHash } from 'node:crypto'
import { build } from './helper.ts'

// Planted values: none of them may appear in any log line, whatever the request does.
const EMAIL = 'planted.person@leak-check.example'
const IBAN = 'DE89 3704 0044 0532 0130 00'
const KEY = 'pgk_' + '5e'.repeat(24)
const WRONG_KEY = 'pgk_wrong_' + '7f'.repeat(20)
const SECRET_PATH = '/users/planted.person@leak-check.example'

t.test('no request text, finding text, key or URL path reaches the log', async (t) => {
  const lines: string[] = []
  const app = await build(t, { logLines: lines, config: { api_keys: [{ hash: createHash('sha256').update(KEY).digest('hex') }] } })
  const headers = { 'x-api-key': KEY }
  await app.inject({ method: 'POST', url: '/scan', payload: { text: `mail ${EMAIL} iban ${IBAN}` }, headers })
  await app.inject({ method: 'POST', url: '/anonymize', payload: { text: `${EMAIL}` }, headers: { authorization: `Bearer ${KEY}` } })
  await app.inject({ method: 'POST', url: '/scan', payload: `{"text": "${EMAIL}`, headers: { ...headers, 'content-type': 'application/json' } })
  await app.inject({ method: 'POST', url: '/scan', payload: { text: EMAIL, detectors: [EMAIL] }, headers })
  await app.inject({ method: 'POST', url: '/scan', payload: { text: EMAIL }, headers: { 'x-api-key': WRONG_KEY } })
  await app.inject({ method: 'GET', url: SECRET_PATH })
  await app.inject({ method: 'GET', url: `/scan?text=${encodeURIComponent(EMAIL)}` })
  await app.inject({ method: 'POST', url: '/scan', payload: JSON.stringify({ text: EMAIL + 'x'.repeat(1024 * 1024) }), headers })

  t.ok(lines.length >= 8, `captured ${lines.length} log lines`)
  const all = lines.join('')
  for (const planted of [EMAIL, 'planted.person', IBAN, '3704 0044', KEY, WRONG_KEY, SECRET_PATH]) {
    t.notOk(all.includes(planted), `log does not contain ${planted.slice(0, 8)}…`)
  }
  t.match(all, /"route":"\/scan"/, 'route templates are logged')
})
