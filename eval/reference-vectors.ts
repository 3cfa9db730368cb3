/**
 * Public reference vectors: privacy-guard-proxy's vectors of issue 3 (verbatim) that docs/PRODUCT.md
 * refers to, and the examples of issue 8 ("tried as a new user would"). Each runs through the engine
 * with every detector, as a request without `detectors` does. test/detectors/reference-vectors.test.ts
 * asserts them; `npm run eval` reports how many hold.
 */
export interface Vector {
  /** Where the vector comes from. */
  source: 'issue 3' | 'issue 8'
  /** found: `value` comes out as exactly one finding of `type`; none: no finding of `type` in `context`. */
  expect: 'found' | 'none'
  type: string
  value: string
  context: string
}

const around = (value: string): string => `value: ${value} end`

function found (source: Vector['source'], type: string, values: readonly string[], context: (v: string) => string = around): Vector[] {
  return values.map((value) => ({ source, expect: 'found', type, value, context: context(value) }))
}

function none (source: Vector['source'], type: string, values: readonly string[], context: (v: string) => string = around): Vector[] {
  return values.map((value) => ({ source, expect: 'none', type, value, context: context(value) }))
}

export const REFERENCE_VECTORS: readonly Vector[] = [
  ...found('issue 3', 'IBAN', ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000', 'AT61 1904 3002 3457 3201', 'CH56 0483 5012 3456 7800 9']),
  ...none('issue 3', 'IBAN', ['DE89 3704 0044 0532 01']),
  ...found('issue 3', 'CREDIT_CARD', ['4111 1111 1111 1111', '3782 822463 10005', '4111111111111111']),
  ...none('issue 3', 'CREDIT_CARD', ['4111111111111112']),
  ...found('issue 3', 'TAX_ID', ['86 095 742 719', '47 036 892 816']),
  ...none('issue 3', 'TAX_ID', ['01 234 567 890']),
  ...found('issue 3', 'KVNR', ['T123456780', 'A000000002']),
  ...none('issue 3', 'KVNR', ['t123456780']),
  ...found('issue 3', 'SOCIAL_SECURITY', ['65 180675 B 003']),
  ...found('issue 3', 'VAT_ID', ['DE123456789', 'DE 123 456 789']),
  ...none('issue 3', 'VAT_ID', ['DE12345678']),
  ...found('issue 3', 'LICENSE_PLATE', ['B-AB 1234', 'MÜN-XY 99', 'HH-AB 1234E', 'M-A 12']),
  ...none('issue 3', 'LICENSE_PLATE', ['B-AB 0123', 'ABCD-XY 123']),
  ...found('issue 3', 'DRIVER_LICENSE', ['B951204XY'], (v) => `Führerscheinnummer: ${v}`),
  ...none('issue 3', 'DRIVER_LICENSE', ['B951204XY'], (v) => v),
  ...found('issue 3', 'URL_SECRET', ['abc123def456'], (v) => `https://api.example.com/v1?token=${v}`),
  ...none('issue 3', 'URL_SECRET', ['abc12'], (v) => `https://api.example.com/v1?token=${v}`),
  ...none('issue 3', 'URL_SECRET', ['abc123def456'], (v) => `https://api.example.com/v1?mytoken=${v}`),
  ...found('issue 3', 'PHONE', ['0171 1234567', '030 12345678', '+49 171 1234567', '+43 1 58858-0', '+41 44 668 18 00', '0049 30 12345678', '+1 415 555 2671', '+44 20 7946 0958'], (v) => `Erreichbar unter ${v} ab Montag.`),
  ...none('issue 3', 'PHONE', ['0800', '2024'], (v) => `Hotline ${v} im Jahr`),
  ...found('issue 3', 'ADDRESS', ['Hauptstraße 12, 10115 Berlin', 'Mariahilfer Straße 100, 1070 Wien', 'Bahnhofstrasse 21, 8001 Zürich'], (v) => `Adresse: ${v}.`),
  ...found('issue 3', 'ADDRESS', ['Breisacher Str. 28A, 79279 Vörstetten'], (v) => `Ich wohne in der ${v} und meine Email ist x@example.de`),
  ...found('issue 3', 'SECRET', ['AKIAIOSFODNN7EXAMPLE'], (v) => `key ${v} here`),
  ...found('issue 3', 'SECRET', ['mySecretPassword123'], (v) => `password = "${v}"`),
  ...none('issue 3', 'PERSONAL_ID', ['Karlsruhe'], () => 'Wir treffen uns in Karlsruhe und Regensburg zur Konferenz.'),
  ...none('issue 3', 'SECRET', ['http://intranet.example.com/wiki/page'], (v) => `Docs: ${v}`),
  ...none('issue 3', 'URL_SECRET', ['http://intranet.example.com/wiki/page'], (v) => `Docs: ${v}`),
  ...found('issue 3', 'PHONE', ['+33 1 42 68 53 00'], (v) => `Paris office ${v} today`),
  ...found('issue 3', 'PHONE', ['+81 3-3224-9999'], (v) => `Tokyo: ${v}.`)
]
