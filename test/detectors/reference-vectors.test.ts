/**
 * privacy-guard-proxy's reference vectors (issue 3), verbatim, through the engine with EVERY
 * detector, as a request without `detectors` runs: a vector must come out as the stated type even
 * when other detectors compete for the same characters.
 */
import t, { type Test } from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

const found = (text: string) => scan(text, builtinDetectors).findings.map((f) => ({ type: f.pii_type, text: f.text, rule: f.rule_id }))

function expectFound (t: Test, type: string, value: string, context = `value: ${value} end`) {
  const hit = found(context).find((f) => f.text === value)
  t.equal(hit?.type, type, `${type} ${value}`)
}

function expectNone (t: Test, type: string, value: string, context = `value: ${value} end`) {
  const hits = found(context).filter((f) => f.type === type)
  t.same(hits, [], `no ${type} in "${context}"`)
}

t.test('IBAN', async (t) => {
  for (const v of ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000', 'AT61 1904 3002 3457 3201', 'CH56 0483 5012 3456 7800 9']) expectFound(t, 'IBAN', v)
  expectNone(t, 'IBAN', 'DE89 3704 0044 0532 01')
})

t.test('CREDIT_CARD', async (t) => {
  for (const v of ['4111 1111 1111 1111', '3782 822463 10005', '4111111111111111']) expectFound(t, 'CREDIT_CARD', v)
  expectNone(t, 'CREDIT_CARD', '4111111111111112')
})

t.test('TAX_ID', async (t) => {
  for (const v of ['86 095 742 719', '47 036 892 816']) expectFound(t, 'TAX_ID', v)
  expectNone(t, 'TAX_ID', '01 234 567 890')
})

t.test('KVNR', async (t) => {
  for (const v of ['T123456780', 'A000000002']) expectFound(t, 'KVNR', v)
  expectNone(t, 'KVNR', 't123456780')
})

t.test('SOCIAL_SECURITY', async (t) => {
  expectFound(t, 'SOCIAL_SECURITY', '65 180675 B 003')
})

t.test('VAT_ID', async (t) => {
  for (const v of ['DE123456789', 'DE 123 456 789']) expectFound(t, 'VAT_ID', v)
  expectNone(t, 'VAT_ID', 'DE12345678')
})

t.test('LICENSE_PLATE', async (t) => {
  for (const v of ['B-AB 1234', 'MÜN-XY 99', 'HH-AB 1234E', 'M-A 12']) expectFound(t, 'LICENSE_PLATE', v)
  for (const v of ['B-AB 0123', 'ABCD-XY 123']) expectNone(t, 'LICENSE_PLATE', v)
})

t.test('DRIVER_LICENSE', async (t) => {
  expectFound(t, 'DRIVER_LICENSE', 'B951204XY', 'Führerscheinnummer: B951204XY')
  expectNone(t, 'DRIVER_LICENSE', 'B951204XY', 'B951204XY')
})

t.test('URL_SECRET', async (t) => {
  expectFound(t, 'URL_SECRET', 'abc123def456', 'https://api.example.com/v1?token=abc123def456')
  expectNone(t, 'URL_SECRET', 'abc12', 'https://api.example.com/v1?token=abc12')
  expectNone(t, 'URL_SECRET', 'abc123def456', 'https://api.example.com/v1?mytoken=abc123def456')
  t.same(found('see http://example.com/docs for details'), [], 'a plain http:// URL is not a secret')
})

t.test('PHONE', async (t) => {
  for (const v of ['0171 1234567', '030 12345678', '+49 171 1234567', '+43 1 58858-0', '+41 44 668 18 00', '0049 30 12345678', '+1 415 555 2671', '+44 20 7946 0958']) {
    expectFound(t, 'PHONE', v, `Erreichbar unter ${v} ab Montag.`)
  }
  for (const v of ['0800', '2024']) expectNone(t, 'PHONE', v, `Hotline ${v} im Jahr`)
})

t.test('ADDRESS', async (t) => {
  for (const v of ['Hauptstraße 12, 10115 Berlin', 'Mariahilfer Straße 100, 1070 Wien', 'Bahnhofstrasse 21, 8001 Zürich']) expectFound(t, 'ADDRESS', v, `Adresse: ${v}.`)
  const text = 'Ich wohne in der Breisacher Str. 28A, 79279 Vörstetten und meine Email ist x@example.de'
  const address = found(text).find((f) => f.type === 'ADDRESS')
  t.equal(address?.text, 'Breisacher Str. 28A, 79279 Vörstetten', 'ends at the city')
})

t.test('SECRET', async (t) => {
  const aws = found('key AKIAIOSFODNN7EXAMPLE here').find((f) => f.type === 'SECRET')
  t.same(aws, { type: 'SECRET', text: 'AKIAIOSFODNN7EXAMPLE', rule: 'aws-access-key' })
  const generic = found('password = "mySecretPassword123"').find((f) => f.type === 'SECRET')
  t.same(generic, { type: 'SECRET', text: 'mySecretPassword123', rule: 'generic-secret' }, 'the value only')
})

t.test('known weaknesses of privacy-guard-proxy are not copied', async (t) => {
  t.same(found('Wir treffen uns in Karlsruhe und Regensburg zur Konferenz.').filter((f) => f.type === 'PERSONAL_ID'), [], 'capitalised 9-letter words are not ID numbers')
  t.same(found('Docs: http://intranet.example.com/wiki/page').filter((f) => f.type === 'URL_SECRET' || f.type === 'SECRET'), [], 'http:// URLs are not secrets')
  expectFound(t, 'PHONE', '+33 1 42 68 53 00', 'Paris office +33 1 42 68 53 00 today')
  expectFound(t, 'PHONE', '+81 3-3224-9999', 'Tokyo: +81 3-3224-9999.')
})
