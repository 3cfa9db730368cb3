import t from 'tap'
import { build } from '../helper.ts'

const PLAIN = 'text/plain; charset=utf-8'

t.test('GET /health answers {"status":"ok"} without a key even when keys are configured', async (t) => {
  const app = await build(t, { config: { api_keys: [{ hash: 'a'.repeat(64) }] } })
  const res = await app.inject({ method: 'GET', url: '/health' })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^application\/json/)
  t.same(res.json(), { status: 'ok' })
})

t.test('GET /metrics has the exact Prometheus content type and the privacy_guard counters', async (t) => {
  const app = await build(t)
  await app.inject({ method: 'POST', url: '/scan', payload: { text: 'mail jane@example.com or call +49 171 1234567' } })
  const res = await app.inject({ method: 'GET', url: '/metrics' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8')
  t.match(res.body, /privacy_guard_requests_total\{source="rest"\} 1/)
  t.match(res.body, /privacy_guard_pii_findings_total\{source="rest"\} 2/)
  t.match(res.body, /privacy_guard_pii_type_total\{type="EMAIL",source="rest"\} 1/)
  t.match(res.body, /privacy_guard_masked_bytes_total\{source="rest"\} 31/)
  t.match(res.body, /http_request_duration_seconds_count\{method="POST",route="\/scan",status_code="200"\} 1/)
  t.notMatch(res.body, /jane|1234567/, 'no values in metrics')
})

t.test('OPTIONS preflights answer 204 with an empty body', async (t) => {
  const app = await build(t)
  for (const url of ['/anonymize', '/scan', '/health', '/metrics']) {
    const res = await app.inject({ method: 'OPTIONS', url })
    t.equal(res.statusCode, 204, url)
    t.equal(res.body, '', url)
  }
})

t.test('POST /scan returns the full result; /anonymize the same anonymised text', async (t) => {
  const app = await build(t)
  const text = 'Write to jane.doe@example.com or jane.doe@example.com, IBAN DE89 3704 0044 0532 0130 00.'
  const scan = await app.inject({ method: 'POST', url: '/scan', payload: { text } })
  t.equal(scan.statusCode, 200)
  t.equal(scan.headers['content-type'], 'application/json; charset=utf-8')
  const body = scan.json()
  t.equal(body.original_text, text)
  t.equal(body.anonymised_text, 'Write to [EMAIL_1] or [EMAIL_1], IBAN [IBAN_1].')
  t.same(body.mapping, { '[EMAIL_1]': 'jane.doe@example.com', '[IBAN_1]': 'DE89 3704 0044 0532 0130 00' })
  t.equal(body.findings.length, 3)
  t.same(body.findings[0], { pii_type: 'EMAIL', start: 9, end: 29, text: 'jane.doe@example.com', confidence: 1, placeholder: '[EMAIL_1]' })
  t.notOk('rule_id' in body.findings[0], 'rule_id is left out when empty')
  const anonymize = await app.inject({ method: 'POST', url: '/anonymize', payload: { text } })
  t.equal(anonymize.statusCode, 200)
  t.same(anonymize.json(), { anonymised_text: body.anonymised_text })
})

t.test('empty results: findings [] and mapping {}; absent text is an empty string', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'POST', url: '/scan', payload: {} })
  t.same(res.json(), { original_text: '', anonymised_text: '', findings: [], mapping: {} })
  const nul = await app.inject({ method: 'POST', url: '/scan', payload: 'null', headers: { 'content-type': 'application/json' } })
  t.equal(nul.statusCode, 200)
})

t.test('unknown fields are ignored', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'POST', url: '/anonymize', payload: { text: 'a@b.de', mode: 'fast', nested: { deep: [1, 2] } } })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { anonymised_text: '[EMAIL_1]' })
})

t.test('rule 1: a body that is not valid JSON for the scan request gets 400 "invalid JSON"', async (t) => {
  const app = await build(t)
  const bodies = ['not json', '{"text": "unterminated', '', '[]', '"text"', '42', '{"text": 5}', '{"detectors": "EMAIL"}',
    '{"detectors": ["EMAIL", 5]}', '{"whitelist": [null]}', '{"whitelist": {"a": 1}}']
  for (const payload of bodies) {
    const res = await app.inject({ method: 'POST', url: '/scan', payload, headers: { 'content-type': 'application/json' } })
    t.equal(res.statusCode, 400, payload)
    t.equal(res.headers['content-type'], PLAIN, payload)
    t.equal(res.body, 'invalid JSON\n', payload)
  }
})

t.test('the body is read as JSON whatever the Content-Type (curl -d sends form encoding)', async (t) => {
  const app = await build(t)
  for (const type of ['application/x-www-form-urlencoded', 'text/plain', undefined]) {
    const res = await app.inject({ method: 'POST', url: '/anonymize', payload: '{"text":"a@b.de"}', headers: type ? { 'content-type': type } : {} })
    t.equal(res.statusCode, 200, String(type))
    t.same(res.json(), { anonymised_text: '[EMAIL_1]' })
  }
})

t.test('rule 2: request detectors win; otherwise the configured defaults; otherwise all', async (t) => {
  const text = 'jane@example.com +49 171 1234567'
  const withDefaults = await build(t, { config: { default_detectors: ['phone'] } })
  let res = await withDefaults.inject({ method: 'POST', url: '/anonymize', payload: { text } })
  t.equal(res.json().anonymised_text, 'jane@example.com [PHONE_1]', 'defaults apply')
  res = await withDefaults.inject({ method: 'POST', url: '/anonymize', payload: { text, detectors: [] } })
  t.equal(res.json().anonymised_text, 'jane@example.com [PHONE_1]', 'an empty list means defaults')
  res = await withDefaults.inject({ method: 'POST', url: '/anonymize', payload: { text, detectors: ['Email'] } })
  t.equal(res.json().anonymised_text, '[EMAIL_1] +49 171 1234567', 'request list, case-insensitive')
  const noDefaults = await build(t)
  res = await noDefaults.inject({ method: 'POST', url: '/anonymize', payload: { text } })
  t.equal(res.json().anonymised_text, '[EMAIL_1] [PHONE_1]', 'no defaults: every detector')
})

t.test('an unknown detector gets 400 "unknown detector: NAME"', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'POST', url: '/scan', payload: { text: 'x', detectors: ['EMAIL', 'EMIAL'] } })
  t.equal(res.statusCode, 400)
  t.equal(res.headers['content-type'], PLAIN)
  t.equal(res.body, 'unknown detector: EMIAL\n')
})

t.test('rule 3: whitelist = defaults then request, trimmed, deduplicated case-insensitively', async (t) => {
  const app = await build(t, { config: { default_whitelist: ['  example.com ', ''] } })
  const text = 'jane@example.com, bob@corp.org, eve@other.net'
  const res = await app.inject({ method: 'POST', url: '/scan', payload: { text, whitelist: ['EXAMPLE.COM', ' corp.org', '   '] } })
  t.equal(res.json().anonymised_text, 'jane@example.com, bob@corp.org, [EMAIL_1]')
})

t.test('whitelist entries match at token boundaries only', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'POST', url: '/anonymize', payload: { text: 'alice@x.org', whitelist: ['a'] } })
  t.equal(res.json().anonymised_text, '[EMAIL_1]', '"a" does not keep alice@x.org')
})

t.test('bad input gets a clear 4xx, never a 5xx', async (t) => {
  const app = await build(t)
  const post = (payload: string | Buffer) => app.inject({ method: 'POST', url: '/scan', payload, headers: { 'content-type': 'application/json' } })

  const big = await post(JSON.stringify({ text: 'x'.repeat(1024 * 1024) }))
  t.equal(big.statusCode, 413)
  t.equal(big.body, 'request body too large\n')

  const badUtf8 = await post(Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]))
  t.equal(badUtf8.statusCode, 400, 'invalid UTF-8')
  t.equal(badUtf8.body, 'invalid JSON\n')

  const deep = await post('{"x":' + '['.repeat(10_000) + ']'.repeat(10_000) + ',"text":"a"}')
  t.equal(deep.statusCode, 400, 'nesting deeper than 64')

  const hugeWhitelist = await post(JSON.stringify({ text: 'a@b.de', whitelist: Array.from({ length: 5000 }, (_, i) => `w${i}`) }))
  t.equal(hugeWhitelist.statusCode, 400, 'more than 1000 whitelist entries')

  const hugeDetectors = await post(JSON.stringify({ text: 'a', detectors: Array.from({ length: 500 }, () => 'EMAIL') }))
  t.equal(hugeDetectors.statusCode, 400, 'more than 100 detector names')

  const nonString = await post(JSON.stringify({ text: 'a', whitelist: [1, 2] }))
  t.equal(nonString.statusCode, 400)

  const ok = await app.inject({ method: 'GET', url: '/health' })
  t.equal(ok.statusCode, 200, 'still serving')
})

t.test('wrong methods get 405 with Allow, unknown paths 404', async (t) => {
  const app = await build(t)
  const wrong = await app.inject({ method: 'GET', url: '/scan' })
  t.equal(wrong.statusCode, 405)
  t.equal(wrong.body, 'method not allowed\n')
  t.match(wrong.headers.allow, /POST/)
  const del = await app.inject({ method: 'DELETE', url: '/health' })
  t.equal(del.statusCode, 405)
  const missing = await app.inject({ method: 'GET', url: '/no/such/path' })
  t.equal(missing.statusCode, 404)
  t.equal(missing.headers['content-type'], PLAIN)
  t.equal(missing.body, 'not found\n')
})

t.test('offsets count code points, end exclusive', async (t) => {
  const app = await build(t)
  const text = '😀 Grüße an jane@example.com'
  const res = await app.inject({ method: 'POST', url: '/scan', payload: { text } })
  const [finding] = res.json().findings
  t.equal([...text].slice(finding.start, finding.end).join(''), 'jane@example.com')
  t.equal(finding.start, 11, 'the emoji counts as one')
})
