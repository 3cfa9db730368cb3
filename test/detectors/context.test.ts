/**
 * The one context-word API every detector uses: whole words and key-name spellings, a trailing `*`
 * for a prefix, never a piece of another word.
 */
import t from 'tap'
import { columnHasContext, contextText, contextWords, execAll, hasContext, hasContextAfter, hasContextBefore, hasContextIn, hasContextNowhere } from '../../detectors/context.ts'
import { scan } from '../../detectors/engine.ts'
import { builtinDetectors } from '../../detectors/registry.ts'

const TAX = contextWords(['tax id', 'steuer*', 'tel'])

t.test('whole words and key-name spellings', async (t) => {
  for (const label of ['tax id', 'Tax ID', 'tax_id', 'taxId', 'TAX-ID', 'TAX_ID', 'tax  id', 'tax\tid']) {
    t.ok(hasContextBefore(`${label}: 12345`, label.length + 2, TAX), label)
  }
  t.notOk(hasContextIn('syntax identifier', 0, 17, TAX), '"tax id" inside "syntax identifier"')
  t.notOk(hasContextIn('Hotel booking', 0, 13, TAX), '"tel" inside "Hotel"')
  t.ok(hasContextIn('Tel.: 030 1234', 0, 14, TAX))
  t.ok(hasContextIn('tel:+4930', 0, 9, TAX))
})

t.test('a trailing * is a prefix at a word start', async (t) => {
  t.ok(hasContextIn('Steuernummer', 0, 12, TAX))
  t.ok(hasContextIn('Steuer-ID', 0, 9, TAX))
  t.ok(hasContextIn('STEUER_ID', 0, 9, TAX))
  t.notOk(hasContextIn('Kraftfahrzeugsteuer', 0, 19, TAX), 'not inside a compound')
})

t.test('each side is its own window; a plain list works too', async (t) => {
  const text = 'tax 123 id'
  t.notOk(hasContext(text, 4, 7, TAX), 'no word pieced together across the match')
  t.ok(hasContextAfter('12345 (tax id)', 5, TAX))
  t.notOk(hasContextAfter('tax id 12345', 12, TAX))
  t.ok(hasContext('nhsNumber=9434765919', 10, 20, ['nhs number']))
  t.notOk(hasContext('order 9434765919', 6, 16, ['nhs']))
  t.equal(contextText('dateOfBirth', 0, 11), 'date of birth')
  t.throws(() => contextWords(['*']))
})

t.test('execAll steps over empty matches and needs a global regex', async (t) => {
  t.same([...execAll('a1b22', /\d*/g)].map((m) => m[0]), ['1', '22'])
  t.throws(() => [...execAll('x', /x/)])
})

t.test('detectors: context words never inside another word', async (t) => {
  const types = (text: string): string[] => scan(text, builtinDetectors, []).findings.map((f) => `${f.pii_type}:${f.text}`)
  t.same(types('Hotel booking 4155552671 confirmed'), [], '"tel" in Hotel')
  t.same(types('Tel. 4155552671'), ['PHONE:4155552671'])
  t.same(types('Kartell 4155552671'), [])
})

t.test('a table column header is the context of its cells', async (t) => {
  const { columnHasContext } = await import('../../detectors/context.ts')
  const SSN = contextWords(['ssn', 'date of birth'])
  const csv = 'id,full_name,ssn,date_of_birth\n1,Ann,536221457,1984-05-17\n2,"Bob",\'x\',"1991-12-02"\n'
  const at = (v: string, from = 0): [number, number] => { const i = csv.indexOf(v, from); return [i, i + v.length] }
  t.ok(columnHasContext(csv, ...at('536221457'), SSN), 'under "ssn"')
  t.ok(columnHasContext(csv, ...at('1984-05-17'), SSN), 'under "date_of_birth", last cell')
  t.ok(columnHasContext(csv, ...at('1991-12-02'), SSN), 'quoted cell')
  t.notOk(columnHasContext(csv, ...at('Ann'), SSN), 'under "full_name"')
  t.ok(hasContext(csv, ...at('536221457'), SSN, 5), 'hasContext falls back to the column')
  const semi = 'Name;Geburtsdatum\nAnna;12.03.1985\n\nfoo;12.03.1985\n'
  t.ok(columnHasContext(semi, ...((): [number, number] => { const i = semi.indexOf('12.03'); return [i, i + 10] })(), ['geburtsdatum']))
  const afterBlank = semi.lastIndexOf('12.03')
  t.notOk(columnHasContext(semi, afterBlank, afterBlank + 10, ['geburtsdatum']), 'a blank line ends the table')
  t.notOk(columnHasContext('ssn, then 536221457 in prose', 10, 19, SSN), 'not a cell')
  const long = 'ssn,' + 'x'.repeat(3000) + '\n1,536221457\n'
  t.notOk(columnHasContext(long, long.length - 10, long.length - 1, SSN), 'header lines over 2,000 characters are no headers')
})

t.test('a header cell\'s verdict is remembered per header, column and word list, never across them', async (t) => {
  const SSN = contextWords(['ssn'])
  const BIRTH = contextWords(['date of birth'])
  // Two tables in one text, the same columns in another order, rows asked for alternately by two lists.
  const csv = 'ssn,date_of_birth\n536221457,1984-05-17\n536221458,1984-05-18\n\ndate_of_birth,ssn\n1984-05-19,536221459\n'
  const at = (v: string): [number, number] => { const i = csv.indexOf(v); return [i, i + v.length] }
  for (const [value, ssn, birth] of [['536221457', true, false], ['1984-05-17', false, true], ['536221458', true, false], ['1984-05-18', false, true], ['1984-05-19', false, true], ['536221459', true, false]] as const) {
    t.equal(columnHasContext(csv, ...at(value), SSN), ssn, `${value} under ssn`)
    t.equal(columnHasContext(csv, ...at(value), BIRTH), birth, `${value} under date of birth`)
    t.equal(columnHasContext(csv, ...at(value), SSN), ssn, `${value} under ssn, asked again`)
  }
})

t.test('a labelled value takes context only from its own field', async (t) => {
  const SSN = contextWords(['ssn'])
  const json = '{"ssn": "536221457", "passport": "533401372"}'
  const at = (v: string): [number, number] => { const i = json.indexOf(v); return [i, i + v.length] }
  t.ok(hasContext(json, ...at('536221457'), SSN))
  t.notOk(hasContext(json, ...at('533401372'), SSN), 'the neighbour field\'s key does not count')
  t.ok(hasContext('value 533401372 (ssn)', 6, 15, SSN), 'an unlabelled value keeps both windows')
  t.ok(hasContext('ssn - number: 533401372', 14, 23, SSN), 'the whole label of the field counts')
})

t.test('a word cut by a window\'s outer edge counts whole or not at all', async (t) => {
  // "ver" (a version word) is the tail of "server" 12 characters before the address: not a word there.
  t.equal(scan('server ::1 und 10.0.0.17', builtinDetectors, []).anonymisedText, 'server [IP_ADDRESS_1] und [IP_ADDRESS_2]')
  t.equal(scan('version 10.0.0.17', builtinDetectors, []).anonymisedText, 'version 10.0.0.17', 'a whole version word still counts')
  const text = 'server 12345'
  t.notOk(hasContextBefore(text, 7, ['ver'], 4), 'the window "ver " of "server" holds no word "ver"')
  t.ok(hasContextBefore(text, 7, ['server'], 4), 'the cut word is taken whole')
  t.ok(hasContextBefore('ver 12345', 4, ['ver'], 4))
  t.notOk(hasContextAfter('12345 passport', 5, ['pass'], 5), 'the window " pass" of "passport" holds no word "pass"')
  t.ok(hasContextAfter('12345 passport', 5, ['passport'], 5))
  // A word longer than the reach is left out instead of completed.
  const long = 'x'.repeat(40) + 'ssn 12345'
  t.notOk(hasContextBefore(long, long.length - 5, ['ssn'], 6))
  t.ok(hasContextBefore('a ssn 12345', 6, ['ssn'], 6))
  // The same at the edges of a labelled field and in hasContext.
  t.notOk(hasContext('server ::1 und 12345', 15, 20, ['ver'], 12))
  t.ok(hasContext('xx ver ::1 u 12345', 13, 18, ['ver'], 12))
})

t.test('hasContextIn answers as the word regex on the normalised window, ASCII window or not', async (t) => {
  // The definition: normalise the window (contextText) and test the Unicode word regex. hasContextIn
  // gets there by shortcuts (the hint search, an ASCII twin of the regex for ASCII windows).
  const WORDS = contextWords(['tax id', 'steuer*', 'tel', 'phone', 'date of birth', 'nº', 'téléphone', 'straße'])
  const pieces = ['tax', 'Tax', 'TAX', ' id', 'Id', '_id', 'ID', 'steuer', 'Steuer', 'tel', 'Tel', 'hotel', 'phone', 'Phone',
    'date', 'Of', '_of_', 'birth', 'Birth', 'nº', 'Nº', 'téléphone', 'TÉLÉPHONE', 'straße', 'STRASSE', 'é', 'ß', 'x', '1', '_', '-', ' ', '  ', '\t', '\n']
  let seed = 5
  const random = (n: number) => { seed = (seed * 1664525 + 1013904223) >>> 0; return Math.floor(seed / 2 ** 32 * n) }
  let yes = 0
  for (let round = 0; round < 4000; round++) {
    let text = ''
    for (let k = 0, n = 1 + random(12); k < n; k++) text += pieces[random(pieces.length)]
    const from = random(text.length)
    const to = from + random(text.length - from + 1)
    const want = WORDS.regex.test(contextText(text, from, to))
    if (want) yes++
    if (hasContextIn(text, from, to, WORDS) !== want) t.fail(`${JSON.stringify(text.slice(from, to))}: expected ${String(want)}`)
  }
  t.ok(yes > 400, `windows with a word: ${yes} of 4000`)
})

t.test('hasContextNowhere: one search tells that no window and no header cell of a text can match', async (t) => {
  t.ok(hasContextNowhere('ID 12345 and ID 67890, nothing else', true, TAX))
  t.notOk(hasContextNowhere('Steuer-ID 12345', true, TAX), 'a hint in the text')
  t.notOk(hasContextNowhere('TAXES 12345', true, TAX), 'a hint in any case, even where no word matches')
  t.notOk(hasContextNowhere('ID 12345', false, TAX), 'a text with non-ASCII characters is never answered')
  t.notOk(hasContextNowhere('"a","b"\n1,2', true, TAX), 'a double quote can join two pieces of a header cell')
  // Whenever it answers true, no window and no cell of the text matches (random ASCII texts of words,
  // hint pieces, separators and line breaks).
  const pieces = ['tax', ' id', 'Tel', 'steu', 'er', ' ', ',', ';', '\n', '12345', 'x', '_', '-', 'ID']
  let seed = 7
  const random = () => { seed = (seed * 1664525 + 1013904223) >>> 0; return seed / 2 ** 32 }
  let answered = 0
  for (let n = 0; n < 3000; n++) {
    const text = Array.from({ length: 4 + Math.floor(random() * 30) }, () => pieces[Math.floor(random() * pieces.length)]).join('')
    if (!hasContextNowhere(text, true, TAX)) continue
    answered++
    for (let at = 0; at < text.length; at += 3) {
      if (hasContext(text, at, Math.min(text.length, at + 5), TAX) || columnHasContext(text, at, Math.min(text.length, at + 5), TAX)) t.fail(`a match in ${JSON.stringify(text)} at ${at}`)
    }
  }
  t.ok(answered > 100, `answered for ${answered} of 3,000 texts`)
})
