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
  ...found('issue 3', 'PHONE', ['+81 3-3224-9999'], (v) => `Tokyo: ${v}.`),

  // Issue 8: the examples it gives of text a new user tried.
  ...found('issue 8', 'PERSONAL_ID', ['C22990047'], (v) => `Ausweis: ${v}`),
  ...found('issue 8', 'DRIVER_LICENSE', ['MORGA607054SM9IJ'], (v) => `UK driving licence ${v}`),
  ...found('issue 8', 'DRIVER_LICENSE', ['B072RRE2I55'], (v) => `FS-Nr. ${v}`),
  ...found('issue 8', 'TAX_ID', ['10029854630'], (v) => `Steuer-ID ${v}`),
  ...found('issue 8', 'PHONE', ['(415)555-0132', '415-555-0132'], (v) => `Call ${v} today`),
  ...found('issue 8', 'PHONE', ['13812345678'], (v) => `mobile ${v}`),
  ...found('issue 8', 'PHONE', ['345-899-3560x4587', '+46 (0)8 928 571 38']),
  ...found('issue 8', 'SECRET', ['Xk29dLq8Zr4mWp7t'], (v) => `var token string = "${v}"`),
  ...found('issue 8', 'SECRET', ['Xk29dLq8Zr4mWp7t'], (v) => `<apiToken>${v}</apiToken>`),
  ...found('issue 8', 'SECRET', ['Xk29dLq8Zr4mWp7t'], (v) => `$token .= "${v}";`),
  ...found('issue 8', 'SECRET', ['Xk29dLq8Zr4mWp7t'], (v) => `API_TOKEN ::= ${v}`),
  ...found('issue 8', 'SECRET', ['Xk29dLq8Zr4mWp7t'], (v) => `API_TOKEN :::= ${v}`),
  ...found('issue 8', 'SECRET', ['Xk29dLq8Zr4mWp7t'], (v) => `API_TOKEN ?= ${v}`),
  ...found('issue 8', 'SECRET', ['Xk29dLq8Zr4mWp7t'], (v) => `System.setProperty("TOKEN", "${v}");`),
  ...found('issue 8', 'SECRET', ['Xk29dLq8Zr4mWp7t'], (v) => `curl -H "Authorization: Token ${v}" https://api.example.com`),
  ...found('issue 8', 'SECRET', ['Xk29dLq8Zr4mWp7t'], (v) => `curl --user deploy:'${v}' https://api.example.com`),
  ...found('issue 8', 'IBAN', ['DE89-3704-0044-0532-0130-00']),
  ...found('issue 8', 'UK_NINO', ['PR 123612C']),
  ...found('issue 8', 'IN_AADHAAR', ['2345-6789-0124'], (v) => `Aadhaar ${v}`),
  ...found('issue 8', 'VAT_ID', ['de136695976', 'DE.136.695.976']),
  ...found('issue 8', 'IP_ADDRESS', ['::1', 'fe80::/10']),
  ...found('issue 8', 'CREDIT_CARD', ['3530111333301230', '501823401234', '6212345678901234569']),
  ...found('issue 8', 'ADDRESS', ['4759 William Haven Apt. 194, West Corey, CA 90152']),
  ...none('issue 8', 'PHONE', ['2024-01-15T10:23:45Z', '[2024-01-15 10:23:45,123]'], (v) => `${v} INFO started`),
  ...none('issue 8', 'IP_ADDRESS', ['2.5.4.3'], (v) => `OID ${v} is commonName`),
  ...none('issue 8', 'IP_ADDRESS', ['std::cout'], (v) => `${v} << "hi";`),
  ...none('issue 8', 'SECRET', ['DYNATRACE_API_KEY='], () => 'GITHUB_API_KEY=\nDYNATRACE_API_KEY=\n'),
  ...none('issue 8', 'SECRET', ['video_box.ico-7a388b3f2c1d4e5f6a7b8c9d0e1f2a3b.png'], (v) => `GET /static/${v} 200`),
  ...none('issue 8', 'SECRET', ['C12345678'], (v) => `Pass: ${v}`),
  ...none('issue 8', 'PHONE', ['4155552671'], (v) => `Hotel booking ${v}`)
]
