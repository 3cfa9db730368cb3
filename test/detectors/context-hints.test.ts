/**
 * hasContextIn's shortcut: an ASCII window is searched for the hints case-insensitively as it is,
 * other windows are lower-cased first. Both must answer like the full normalised search.
 */
import t from 'tap'
import { contextText, contextWords, hasContextIn } from '../../detectors/context.ts'

const WORDS = contextWords(['tax id', 'steuer*', 'identità', 'kimlik*', 'ssn'])

/** The answer without any shortcut: the normalised window searched with the compiled regex. */
function reference (text: string): boolean {
  return WORDS.regex.test(contextText(text, 0, text.length))
}

t.test('ASCII windows in any case give the same answer as the normalised search', async (t) => {
  const windows = ['TAX ID: ', 'Tax-Id ', 'taxId=', 'STEUERNUMMER', 'the SSN is', 'SsN', 'syntax idea', 'assn', 'Kimlik No', 'KIMLIK', 'nothing here', '']
  for (const w of windows) t.equal(hasContextIn(w, 0, w.length, WORDS), reference(w), JSON.stringify(w))
  t.ok(hasContextIn('Your TAX ID is', 0, 14, WORDS))
  t.notOk(hasContextIn('SYNTAX IDEA', 0, 11, WORDS))
})

t.test('non-ASCII windows are lower-cased before the hint search', async (t) => {
  const windows = ['Carta d\'IDENTITÀ n.', 'identità: ', 'Straße, STEUER-Nr.', 'Ünd SSN', 'İdentità', 'Kimlik Numarası', 'ıdentıta']
  for (const w of windows) t.equal(hasContextIn(w, 0, w.length, WORDS), reference(w), JSON.stringify(w))
  t.ok(hasContextIn('Carta d\'IDENTITÀ n.', 0, 19, WORDS), 'a non-ASCII hint in capitals')
})
