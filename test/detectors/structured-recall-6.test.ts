/**
 * Structured types, thirteenth round (issue 8): documents written for this round (not taken from an
 * evaluation corpus), each value marked with its type. Every marked value must be masked WHOLE by one
 * finding of its type when the engine runs EVERY detector; the look-alikes get no finding of the type.
 * - A comma after the last part of a date or code separates CSV cells, not thousands
 *   ("1988-02-14,747 758 755": the TFN after the date is a number of its own).
 * - VAT_ID: a country label that repeats the number's prefix ("FR FR38818613499").
 * - BIC: the tags of ISO 20022 payment files (<BICFI>, <BICOrBEI>).
 * - SECRET: a Telegram bot token in the Bot API's URL, glued to "/bot".
 * - LICENSE_PLATE: a German plate whose letters and number run together ("M-XY123") only next to a
 *   vehicle word; none glued to more of a code after a dash ("WG-A-1000-BLK").
 */
import t from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

/** [[TYPE|…]] marks a value. */
const MARK = /\[\[([A-Z_]+)\|([^\]]+)\]\]/g

// A Telegram-shaped token assembled at run time, so that the repository holds no such string.
const telegram = ['58', '1234', '9077', ':AA', 'Hq7_kR2mWx9-Lp4', 'ZtYb8Nc3Vd6Fg1Js5'].join('') + 'U'

const DOCS: string[] = [
  'staff_id,name,birth_date,tfn,phone\nS-88,Harriet Quinn,1990-04-12,[[AU_TFN|123 456 782]],0413 220 981\nS-89,Omar Haddad,1985-11-30,[[AU_TFN|876 543 210]],0422 118 907',
  'Lieferant: Kessler Druck GmbH, USt-Nr. [[VAT_ID|DE136695976]]\nWeitere Registrierungen: FR [[VAT_ID|FR38818613499]] · NL [[VAT_ID|NL866396731B01]]',
  '<CdtrAgt><FinInstnId><BICFI>[[BIC|COBADEFFXXX]]</BICFI></FinInstnId></CdtrAgt>\n<Dbtr><Id><OrgId><AnyBIC>ACME</AnyBIC></OrgId></Id></Dbtr>',
  'Das Fahrzeug [[LICENSE_PLATE|M-XY123]] wurde am Montag abgeschleppt.',
  `alert.sh: curl -s "https://api.telegram.org/bot[[SECRET|${telegram}]]/sendMessage" -d chat_id=-100221 -d text="disk full"`
]

/** Look-alikes: [type that must not be found, text]. */
const NEGATIVES: Array<[string, string]> = [
  // A real thousands separator still glues: "12,345 678 901" is no TFN of its own.
  ['AU_TFN', 'Total: 12,345 678 901 units shipped'],
  // A label of another country before the number: the number's own prefix decides.
  ['VAT_ID', 'Order FR 2024-118, ref NL 4471'],
  // "bot" glued to a number with no token shape.
  ['SECRET', 'see https://example.org/bot12345678/help for the FAQ'],
  ['LICENSE_PLATE', 'Netzwerk: IP 10.0.40.119 – Drucker KS-PR2 im 2. OG, Zone H-CO2'],
  ['LICENSE_PLATE', 'Artikel Widget A WG-A-1000-BLK, 10 Stück à 4,20 EUR']
]

/** The text without marks and the marked values (UTF-16 offsets). */
function parse (marked: string): { text: string, values: Array<{ type: string, start: number, end: number, value: string }> } {
  const values: Array<{ type: string, start: number, end: number, value: string }> = []
  let text = ''
  let last = 0
  for (const m of marked.matchAll(MARK)) {
    text += marked.slice(last, m.index)
    values.push({ type: m[1], start: text.length, end: text.length + m[2].length, value: m[2] })
    text += m[2]
    last = m.index + m[0].length
  }
  return { text: text + marked.slice(last), values }
}

/** Findings of every detector as [type, start, end] (these texts hold no astral characters: code points are UTF-16 units). */
function spans (text: string): Array<[string, number, number]> {
  return scan(text, builtinDetectors, []).findings.map((f) => [f.pii_type, f.start, f.end])
}

t.test('every marked value is masked whole by one finding of its type', async (t) => {
  for (const marked of DOCS) {
    const { text, values } = parse(marked)
    const found = spans(text)
    for (const v of values) t.ok(found.find(([type, s, e]) => type === v.type && s <= v.start && e >= v.end), `${v.type} ${v.value}`)
  }
})

t.test('look-alikes get no finding of the type', async (t) => {
  for (const [type, text] of NEGATIVES) {
    t.same(spans(text).filter(([ty]) => ty === type).map(([, s, e]) => text.slice(s, e)), [], `${type}: ${text}`)
  }
})
