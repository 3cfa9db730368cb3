import t from 'tap'
import { applySpans, effectiveWhitelist, findSpans, isWhitelisted, PlaceholderNumbering, scan } from '../../detectors/engine.ts'
import { builtinDetectors, detectorNames, findDetector, resolveDetectors } from '../../detectors/registry.ts'
import type { Detector } from '../../detectors/types.ts'

/** A detector that reports fixed spans, to test the engine alone. */
function fixed (name: string, priority: number, spans: Array<[number, number, string?]>): Detector {
  return { name, priority, description: '', validation: '', example: '', find: () => spans.map(([start, end, ruleId]) => ({ start, end, confidence: 0.5, ruleId })) }
}

t.test('overlaps: higher priority wins, then the longer, then the earlier detector', async (t) => {
  const text = '0123456789abcdefghij'
  const low = fixed('LOW', 2, [[0, 10]])
  const high = fixed('HIGH', 6, [[5, 8]])
  let r = scan(text, [low, high])
  t.same(r.findings.map((f) => [f.pii_type, f.start, f.end]), [['HIGH', 5, 8]])
  const short = fixed('SHORT', 3, [[0, 4]])
  const long = fixed('LONG', 3, [[2, 9]])
  r = scan(text, [short, long])
  t.same(r.findings.map((f) => f.pii_type), ['LONG'])
  const first = fixed('FIRST', 3, [[0, 4]])
  const second = fixed('SECOND', 3, [[2, 6]])
  r = scan(text, [first, second])
  t.same(r.findings.map((f) => f.pii_type), ['FIRST'])
  r = scan(text, [fixed('A', 3, [[12, 14], [0, 2]]), fixed('B', 3, [[5, 7]])])
  t.same(r.findings.map((f) => f.start), [0, 5, 12], 'sorted by start, non-overlapping kept')
})

t.test('a detector list the caller changes between scans is read anew each time', async (t) => {
  const text = '0123456789'
  const list = [fixed('LOW', 2, [[0, 4]])]
  t.same(scan(text, list).findings.map((f) => f.pii_type), ['LOW'])
  list.push(fixed('HIGH', 6, [[2, 6]]))
  t.same(scan(text, list).findings.map((f) => f.pii_type), ['HIGH'])
  list[1] = { ...fixed('DIGIT', 6, [[2, 6]]), anchors: ['at'] }
  t.same(scan(text, list).findings.map((f) => f.pii_type), ['LOW'], 'a detector whose anchors the text lacks is not called')
})

t.test('placeholders: one counter per type, equal values share one', async (t) => {
  const text = 'aa bb aa cc'
  const d = fixed('X', 3, [[0, 2], [3, 5], [6, 8]])
  const e = fixed('Y', 3, [[9, 11]])
  const r = scan(text, [d, e])
  t.equal(r.anonymisedText, '[X_1] [X_2] [X_1] [Y_1]')
  t.same(r.mapping, { '[X_1]': 'aa', '[X_2]': 'bb', '[Y_1]': 'cc' })
})

t.test('rule_id and confidence', async (t) => {
  const r = scan('abcdef', [fixed('X', 3, [[0, 2, 'rule-a'], [3, 5]])])
  t.equal(r.findings[0].rule_id, 'rule-a')
  t.notOk('rule_id' in r.findings[1])
  t.ok(r.findings.every((f) => f.confidence >= 0 && f.confidence <= 1))
})

t.test('out-of-range spans from a detector are ignored', async (t) => {
  const r = scan('abc', [fixed('X', 3, [[-1, 2], [2, 2], [1, 9]])])
  t.same(r.findings, [])
})

t.test('code-point offsets around astral characters', async (t) => {
  const text = '𝒜😀 x@y.de 🎉 z@w.de'
  const r = scan(text, [findDetector('EMAIL')!])
  for (const f of r.findings) t.equal([...text].slice(f.start, f.end).join(''), f.text)
  t.same(r.findings.map((f) => f.start), [3, 12])
})

t.test('code-point offsets: the anchor pass\'s surrogate pairs and the engine\'s own search agree with Array.from', async (t) => {
  // Random texts of ASCII words, astral characters (also right after a word), lone surrogates and other
  // non-ASCII characters; a fixed detector reports every third word. With two detectors that declare
  // anchors the pass runs first and the engine takes the pairs it noted; without, the engine searches.
  let seed = 11
  const next = (n: number): number => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n }
  const pieces = ['ab', 'X1', '😀', '𝒜', '\uD800', '\uDC00', 'é', '€', ' ', '  ', '1 2', '@']
  for (let round = 0; round < 200; round++) {
    let text = ''
    for (let k = 0, n = 5 + next(60); k < n; k++) text += pieces[next(pieces.length)]
    const spans: Array<[number, number]> = []
    for (let start = 0; start < text.length; start += 1 + next(7)) {
      const end = Math.min(text.length, start + 1 + next(4))
      spans.push([start, end])
      start = end
    }
    const reference = (utf16: number): number => Array.from(text.slice(0, utf16)).length
    const want = spans.map(([start, end]) => [reference(start), reference(end)])
    const searched = scan(text, [fixed('SPANS', 3, spans)])
    const reader = (name: string, found: Array<[number, number]>): Detector => ({ ...fixed(name, 2, found), anchors: ['letter'] })
    const noted = scan(text, [fixed('SPANS', 3, spans), reader('READER', []), reader('OTHER', [])])
    t.same(searched.findings.map((f) => [f.start, f.end]), want, `engine's search: ${JSON.stringify(text)}`)
    if (/[A-Za-z\u0080-\uffff]/.test(text)) t.same(noted.findings.map((f) => [f.start, f.end]), want, `the pass's pairs: ${JSON.stringify(text)}`)
  }
})

t.test('whitelist: trimmed, deduplicated case-insensitively, first spelling kept', async (t) => {
  t.same(effectiveWhitelist([' Example.com ', '', 'a'], ['EXAMPLE.COM', 'b ', null as unknown as string].filter(Boolean)), ['Example.com', 'a', 'b'])
  t.same(effectiveWhitelist(null, undefined), [])
})

t.test('whitelist: token boundaries, case-insensitive', async (t) => {
  t.ok(isWhitelisted('jane@example.com', ['example.com']))
  t.ok(isWhitelisted('JANE@EXAMPLE.COM', ['example.com']))
  t.notOk(isWhitelisted('alice@x.org', ['a']))
  t.notOk(isWhitelisted('jane@myexample.com', ['example.com']))
  t.ok(isWhitelisted('jane@example.com', ['jane@example.com']))
  t.ok(isWhitelisted('+49 171 1234567', ['1234567']))
  const r = scan('jane@example.com bob@corp.org', builtinDetectors, ['example.com'])
  t.equal(r.anonymisedText, 'jane@example.com [EMAIL_1]', 'filtering happens before numbering')
})

t.test('registry: names are canonical and unique; lookup is case-insensitive', async (t) => {
  t.equal(new Set(detectorNames).size, detectorNames.length)
  for (const name of ['EMAIL', 'PHONE', 'IBAN', 'CREDIT_CARD', 'IP_ADDRESS']) t.ok(detectorNames.includes(name), name)
  t.equal(findDetector(' email ')?.name, 'EMAIL')
  t.same(resolveDetectors(['iban', 'IBAN', 'email']).map((d) => d.name).sort(), ['EMAIL', 'IBAN'])
  t.throws(() => resolveDetectors(['EMAIL', 'nope']), { name: 'UnknownDetectorError', message: 'unknown detector: nope' })
  t.equal(resolveDetectors(['iban', 'email']), resolveDetectors(['EMAIL', 'Iban', 'email']), 'the same detectors resolve to the same list')
  t.ok(Object.isFrozen(resolveDetectors(['iban'])) && Object.isFrozen(builtinDetectors), 'resolved lists cannot be changed')
  for (const d of builtinDetectors) {
    t.ok(d.description && d.validation && d.example, `${d.name} documents itself`)
    t.ok(d.priority >= 1 && d.priority <= 6, `${d.name} priority`)
  }
})

const only = (name: string, text: string) => scan(text, [findDetector(name)!]).findings.map((f) => f.text)

t.test('EMAIL', async (t) => {
  t.same(only('EMAIL', 'Mail jane.doe+tag@mail.example.co.uk, or bob@xn--bcher-kva.example.'), ['jane.doe+tag@mail.example.co.uk', 'bob@xn--bcher-kva.example'])
  t.same(only('EMAIL', 'Grüße an jürgen@müller.de!'), ['jürgen@müller.de'])
  t.same(only('EMAIL', 'x@y, @handle, a@b.c, foo@bar, user@@host.com, .@x.de'), [])
  t.same(only('EMAIL', `${'a'.repeat(70)}@example.com`), [], 'local part over 64 characters')
})

t.test('IBAN', async (t) => {
  for (const v of ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000', 'AT61 1904 3002 3457 3201', 'CH56 0483 5012 3456 7800 9', 'GB29 NWBK 6016 1331 9268 19', 'FR14 2004 1010 0505 0001 3M02 606']) {
    t.same(only('IBAN', `IBAN: ${v}.`), [v], v)
  }
  t.same(only('IBAN', 'DE89 3704 0044 0532 01'), [], 'too short')
  t.same(only('IBAN', 'DE88 3704 0044 0532 0130 00'), [], 'wrong check digits')
  t.same(only('IBAN', 'DE89370400440532013000 ABC'), ['DE89370400440532013000'], 'stops at the country length')
  t.same(only('IBAN', 'XDE89370400440532013000'), [], 'glued to a letter')
})

t.test('CREDIT_CARD', async (t) => {
  t.same(only('CREDIT_CARD', '4111 1111 1111 1111, 3782 822463 10005, 4111111111111111, 5555-5555-5555-4444'), ['4111 1111 1111 1111', '3782 822463 10005', '4111111111111111', '5555-5555-5555-4444'])
  t.same(only('CREDIT_CARD', '4111111111111112 and 1234567812345678 and 0000 0000 0000 0000'), [], 'Luhn-invalid or no issuer')
  t.same(only('CREDIT_CARD', '4111 1111-1111 1111'), [], 'mixed separators')
})

t.test('IP_ADDRESS', async (t) => {
  t.same(only('IP_ADDRESS', 'from 192.168.1.23 and 10.0.0.1, v6 2001:db8::8a2e:370:7334 fe80::1 ::ffff:192.0.2.128'), ['192.168.1.23', '10.0.0.1', '2001:db8::8a2e:370:7334', 'fe80::1', '::ffff:192.0.2.128'])
  t.same(only('IP_ADDRESS', 'version 1.2.3.4, v10.0.0.1, 1.2.3.4.5, 256.1.1.1, 12:30:45, 00:1A:2B:3C:4D:5E, std::vector'), [])
})

t.test('PHONE', async (t) => {
  for (const v of ['0171 1234567', '030 12345678', '+49 171 1234567', '+43 1 58858-0', '+41 44 668 18 00', '0049 30 12345678', '+1 415 555 2671', '+44 20 7946 0958']) {
    t.same(only('PHONE', `Ruf an: ${v}.`), [v], v)
  }
  t.same(only('PHONE', 'Hotline 0800, Jahr 2024, Datum 2024-01-15, Version 1.2.3'), [])
  t.same(only('PHONE', 'call me at (415) 555-2671'), ['(415) 555-2671'], 'US national form with a phone word')
  t.same(only('PHONE', 'order 4155552671 shipped'), [], 'a bare digit run without context')
})

t.test('context words match key-name spellings', async (t) => {
  const { contextText, hasContext } = await import('../../detectors/context.ts')
  t.equal(contextText('DATE_OF_BIRTH=', 0, 14), 'date of birth=')
  t.equal(contextText('idCardNumber: ', 0, 14), 'id card number: ')
  t.ok(hasContext('nhsNumber=9434765919', 10, 20, ['nhs number']))
  t.notOk(hasContext('order 9434765919', 6, 16, ['nhs']))
})

t.test('eval regressions: URL userinfo, IBAN tails, UUID heads, hex strings, "von"', async (t) => {
  t.same(only('EMAIL', 'postgres://app:s3cret@db.example.com:5432/x and mailto:jane@example.com'), ['jane@example.com'])
  t.same(only('PHONE', 'rejected: NL61 ABNA 0475 1234 56'), [], 'groups of an invalid IBAN')
  t.same(only('PHONE', '{ "id": "02061234-f320-4e8b-a9ab-0bc4c50394dd" }'), [], 'UUID head')
  t.same(only('PHONE', 'commit 0123456 fixed it'), [], 'short compact digit run')
  t.same(only('CREDIT_CARD', 'sha256 8dcf1d5a5570f0f4111111111111111e0626cfd and AT4111111111111111'), [], 'glued to letters')
  t.same(only('CREDIT_CARD', 'Aadhaar 6011 0009 9013'), [], 'no 12-digit Maestro')
  t.same(only('IP_ADDRESS', 'Zugriff von 80.12.123.45 wurde blockiert, build v 1.2.3.4'), ['80.12.123.45'])
})

t.test('placeholders never collide with placeholder-like text of the input', async (t) => {
  const email = [findDetector('EMAIL')!]
  let r = scan('[EMAIL_1] jane@example.com', email)
  t.equal(r.anonymisedText, '[EMAIL_1] [EMAIL_2]')
  t.same(r.mapping, { '[EMAIL_2]': 'jane@example.com' })
  r = scan('see email_1, [Email_3] and EMAIL_2: a@b.de c@d.de', email)
  t.equal(r.anonymisedText, 'see email_1, [Email_3] and EMAIL_2: [EMAIL_4] [EMAIL_5]', 'any case, bracketed or bare, is reserved')
  r = scan('my_email_1 x_EMAIL_1 EMAIL_12345678901 a@b.de', email)
  t.equal(r.anonymisedText, 'my_email_1 x_EMAIL_1 EMAIL_12345678901 [EMAIL_1]', 'only whole tokens of at most 9 digits reserve')
})

t.test('a numbering shared across texts: one placeholder per value, in order of first appearance', async (t) => {
  const numbering = new PlaceholderNumbering()
  const texts = ['a@b.de and [EMAIL_2]', 'c@d.de, again a@b.de']
  for (const text of texts) numbering.reserveFrom(text)
  const email = [findDetector('EMAIL')!]
  const out = texts.map((text) => applySpans(text, findSpans(text, email), numbering).anonymisedText)
  t.same(out, ['[EMAIL_1] and [EMAIL_2]', '[EMAIL_3], again [EMAIL_1]'])
  t.same(numbering.mapping, { '[EMAIL_1]': 'a@b.de', '[EMAIL_3]': 'c@d.de' })
})

t.test('a detector is called only when the text has every anchor kind it declares', async (t) => {
  const calls: string[] = []
  const probe: Detector = {
    name: 'PROBE',
    priority: 1,
    anchors: ['digit', 'letter'],
    description: 'test',
    validation: 'test',
    example: 'a1',
    find (text) { calls.push(text); return [] }
  }
  for (const text of ['1 1 1 1', 'only words', 'words and 42']) scan(text, [probe])
  t.same(calls, ['words and 42'], 'digits without letters and letters without digits are skipped')
  t.same(scan('IBAN: none here, 1 2 3', resolveDetectors(['IBAN', 'VAT_ID', 'LICENSE_PLATE', 'DRIVER_LICENSE'])).findings, [])
  t.equal(scan('DE89 3704 0044 0532 0130 00', resolveDetectors(['IBAN'])).findings.length, 1, 'digits and capitals: called')
})
