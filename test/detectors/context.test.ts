/**
 * The one context-word API every detector uses: whole words and key-name spellings, a trailing `*`
 * for a prefix, never a piece of another word.
 */
import t from 'tap'
import { contextText, contextWords, execAll, hasContext, hasContextAfter, hasContextBefore, hasContextIn } from '../../detectors/context.ts'
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
