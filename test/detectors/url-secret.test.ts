import t from 'tap'
import detectors from '../../detectors/builtin/secret.ts'
import { scan } from '../../detectors/engine.ts'
import { findUrlSecrets } from '../../detectors/secrets/url.ts'

const urlSecret = detectors[1]

function found (text: string): Array<[string | undefined, string]> {
  return [...findUrlSecrets(text)].map((m) => [m.ruleId, text.slice(m.start, m.end)])
}

t.test('detector metadata', async (t) => {
  t.equal(urlSecret.name, 'URL_SECRET')
  t.equal(urlSecret.priority, 6)
})

t.test('secret-bearing query parameters give exactly the value', async (t) => {
  t.same(found('https://api.example.com/v1/items?token=abc123def456'), [['url-query-token', 'abc123def456']])
  t.same(found('GET /callback?state=xyz&code=4/0AY0e-g7Hk2pLm9QxZ HTTP/1.1'), [['url-query-code', '4/0AY0e-g7Hk2pLm9QxZ']])
  t.same(found('https://maps.example.com/api/js?key=AIza0Sy8bX2kLm9pQ4rT7vW1yZ3cF6hJ8nP0sU2&callback=init'),
    [['url-query-key', 'AIza0Sy8bX2kLm9pQ4rT7vW1yZ3cF6hJ8nP0sU2']])
  t.same(found('https://x.example.com/a?page=2&access_token=Zx81kLm02PqR77s9#top'), [['url-query-access-token', 'Zx81kLm02PqR77s9']])
  t.same(found('https://bucket.s3.amazonaws.com/f.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=9f2c1e5b7a3d4c6e8f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e'),
    [['url-query-x-amz-signature', '9f2c1e5b7a3d4c6e8f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e']])
  t.same(found('<a href="/reset?user=7&amp;password=Hunter2024x">reset</a>'), [['url-query-password', 'Hunter2024x']])
  t.same(found('https://h.example.com/?API_KEY=k3yV4lu3Xy9z&secret=s3cr3tV4lu3Q'),
    [['url-query-api-key', 'k3yV4lu3Xy9z'], ['url-query-secret', 's3cr3tV4lu3Q']])
  t.same(found('wss://chat.example.com/socket?sig=Qm9vMTIzNDU2Nzg5MA'), [['url-query-sig', 'Qm9vMTIzNDU2Nzg5MA']])
})

t.test('no finding: short values, other parameter names, placeholders, plain URLs', async (t) => {
  const negatives = [
    'https://api.example.com/v1/items?token=abc12',
    'https://api.example.com/v1/items?mytoken=abc123def456',
    'https://api.example.com/v1/items?token_type=bearer&tokens=abc123def456',
    'https://example.com/search?q=token=abc123def456',
    'http://example.com/',
    'http://intranet.local/wiki/Secrets?page=2',
    'https://example.com/docs?token={token}',
    'https://example.com/docs?token=<your-token>',
    'https://example.com/docs?api_key=YOUR_API_KEY_HERE',
    'https://example.com/docs?token=xxxxxxxxxxxx',
    'https://example.com/?key=firstname&session=abcdefghij',
    'https://example.com/?code=200',
    'https://example.com/?token=$' + '{TOKEN}',
    'token=abc123def456 without a URL query separator',
    'password reset for user',
    ''
  ]
  for (const text of negatives) t.same(found(text), [], text)
})

t.test('through the engine', async (t) => {
  const text = 'Open https://api.example.com/v1?token=abc123def456&page=2 or http://example.com/plain'
  const result = scan(text, [urlSecret], [])
  t.same(result.findings.map((f) => [f.pii_type, f.rule_id, f.text, f.placeholder]), [
    ['URL_SECRET', 'url-query-token', 'abc123def456', '[URL_SECRET_1]']
  ])
  t.equal(result.anonymisedText, 'Open https://api.example.com/v1?token=[URL_SECRET_1]&page=2 or http://example.com/plain')
  t.ok(result.findings[0].confidence > 0 && result.findings[0].confidence <= 1)
})

t.test('hostile inputs complete', async (t) => {
  for (const text of ['?token='.repeat(150_000), '&'.repeat(1 << 20), '='.repeat(1 << 20), '?token=a'.repeat(130_000), 'a'.repeat(1 << 20)]) {
    t.ok(Array.isArray(found(text)))
  }
})

t.test('a value ends before a bracket it did not open and before sentence punctuation', async (t) => {
  const { scan } = await import('../../detectors/engine.ts')
  const { builtinDetectors } = await import('../../detectors/registry.ts')
  const texts = (text: string): string[] => scan(text, builtinDetectors, []).findings.map((f) => f.text)
  t.same(texts('[![cov](https://codecov.io/badge.svg?token=N61U168G08)](https://codecov.io/gh/x)'), ['N61U168G08'], 'Markdown link')
  t.same(texts('see https://x.io/a?token=abc123def456.'), ['abc123def456'])
  t.same(texts('https://x.io/a?sig=ab(12)cd34ef56'), ['ab(12)cd34ef56'], 'balanced brackets stay')
})
