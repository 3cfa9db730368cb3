/**
 * Structured types, fifth round (issue 8): documents written for this round, of many countries and
 * genres, each value marked with its type. Every marked value must be masked WHOLE by one finding of
 * its type when the engine runs EVERY detector (a partial mask is a leak); the look-alikes get no
 * finding of the type named with them.
 * - DRIVER_LICENSE: a number right after its licence label stays a licence number even when it also
 *   passes another identifier's check (Spain's licence number is the DNI; a Brazilian CNH number can
 *   pass PESEL's check).
 * - PHONE: numbers in a plan their country has changed (+52 1 …, Nigeria's eight-digit landlines) and
 *   short service numbers in groups right after a phone word (13 xx xx, 800 xxxx).
 */
import t from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

/** [[TYPE|…]] marks a value. */
const MARK = /\[\[([A-Z_]+)\|([^\]]+)\]\]/g

const DOCS: string[] = [
  // DRIVER_LICENSE against checksummed identifiers of other types.
  'Solicitud de alquiler de vehículo\nConductor principal: Lucía Ortega Ruiz\nPermiso de conducir nº: [[DRIVER_LICENSE|48291736Q]]\nFecha de expedición: 03/05/2015',
  'Mietwagen-Übergabe\nFahrer: Javier Moreno\nSpanischer Führerschein Nr. [[DRIVER_LICENSE|71503284X]] (Klasse B)\nKaution: 300 EUR',
  '{"driver": {"name": "Pablo Sanz", "driving_licence": "[[DRIVER_LICENSE|30917265K]]", "country": "ES"}}',
  'Ficha do cliente\nNome: Rafael Teixeira Lima\nCNH: [[DRIVER_LICENSE|85071204834]]\nValidade: 12/2029',
  'Titular\nDNI: [[ES_DNI|48291736Q]]\nPermiso de conducir: [[DRIVER_LICENSE|48291736Q]]\nPESEL: [[PL_PESEL|85071204834]]',
  'Cadastro de motorista — CNH nº [[DRIVER_LICENSE|92113005711]], categoria AB, emitida pelo DETRAN-SP',
  // PHONE: legacy plans and service numbers.
  'Contact sheet\nLagos office: [[PHONE|+234 1 271 4455]]\nAbuja office: [[PHONE|+234 9 461 2280]]\nMobile: [[PHONE|+234 803 555 0199]]',
  'hola! mi cel es el [[PHONE|+52 1 55 4180 2377]], escríbeme por WhatsApp',
  '"telefono_movil": "[[PHONE|+52 1 81 2290 4411]]",',
  'Lost or stolen card? Call us on [[PHONE|13 1998]] any time, day or night.',
  'Für Rückfragen erreichen Sie die Hotline unter [[PHONE|800 4242]] (gebührenfrei in den VAE).',
  'Customer care: call [[PHONE|800 2273]] (toll free within the UAE).'
]

/** [type, text]: no finding of `type` may be in `text`. */
const NEGATIVES: Array<[string, string]> = [
  ['PHONE', 'Order 13 2221 was shipped on Monday; call later if it has not arrived.'],
  ['PHONE', 'The results table lists 13 2221 entries and 800 5111 rows.'],
  ['PHONE', 'Rooms 12 3456 and 800 5111 are booked.'],
  ['PHONE', 'Call stack depth reached 131 998 frames.'],
  ['PHONE', 'Invoice +52 1 33 total: 1056 1416 units.'],
  ['DRIVER_LICENSE', 'DNI: 48291736Q, licence pending.']
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

/** Findings of every detector as [type, start, end] in UTF-16 units (findings carry code-point offsets). */
function spans (text: string): Array<[string, number, number]> {
  const units: number[] = []
  let u = 0
  for (const ch of text) { units.push(u); u += ch.length }
  units.push(u)
  return scan(text, builtinDetectors, []).findings.map((f) => [f.pii_type, units[f.start], units[f.end]])
}

t.test('every marked value is masked whole by one finding of its type', async (t) => {
  for (const marked of DOCS) {
    const { text, values } = parse(marked)
    const found = spans(text)
    for (const v of values) {
      const hit = found.find(([type, s, e]) => type === v.type && s <= v.start && e >= v.end)
      t.ok(hit, `${v.type} ${v.value}`)
      // Nothing of its type reaches more than one character past it (a quote, a bracket).
      const over = found.find(([type, s, e]) => type === v.type && s < v.end && e > v.start && (s < v.start - 1 || e > v.end + 1))
      t.equal(over === undefined ? undefined : text.slice(over[1], over[2]), undefined, `nothing of its type around ${v.value}`)
    }
  }
})

t.test('look-alikes get no finding of the type', async (t) => {
  for (const [type, text] of NEGATIVES) {
    t.same(spans(text).filter(([ty]) => ty === type).map(([, s, e]) => text.slice(s, e)), [], `${type}: ${text}`)
  }
})
