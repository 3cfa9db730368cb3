/**
 * Text nobody on the team wrote, third round: phone numbers as people of many countries write them,
 * after phone words of many languages; UK National Insurance numbers dashed or in lower case; US and
 * German driving licence numbers after licence labels; passport numbers after labels of many
 * languages, MRZ line 2, and what is NOT a passport. Every example is invented. Every test runs the
 * engine with EVERY detector, as a request without `detectors` does.
 */
import t from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

/** "TYPE:text" of every finding. */
function found (text: string): string[] {
  return scan(text, builtinDetectors, []).findings.map((f) => `${f.pii_type}:${f.text}`)
}

t.test('PHONE: national formats of many countries', async (t) => {
  t.same(found('Call me on 020 7946 0958 tomorrow'), ['PHONE:020 7946 0958'], 'UK landline')
  t.same(found('Mobile: 07700 900123'), ['PHONE:07700 900123'], 'UK mobile')
  t.same(found('Tél. 06 12 34 56 78'), ['PHONE:06 12 34 56 78'], 'French pairs')
  t.same(found('Tel: +33 (0)6 12 34 56 78'), ['PHONE:+33 (0)6 12 34 56 78'], 'country code with (0)')
  t.same(found('Tel. 06 1234 5678'), ['PHONE:06 1234 5678'], 'Italian landline')
  t.same(found('cell 333 123 4567'), ['PHONE:333 123 4567'], 'Italian mobile')
  t.same(found('Bel me op 06-12345678'), ['PHONE:06-12345678'], 'Dutch mobile')
  t.same(found('Telefon 08-123 456 78'), ['PHONE:08-123 456 78'], 'Swedish landline')
  t.same(found('Ring +46 8 123 456 78'), ['PHONE:+46 8 123 456 78'])
  t.same(found('Call (415) 555-0132 ext. 12'), ['PHONE:(415) 555-0132 ext. 12'])
  t.same(found('Phone 415.555.0132'), ['PHONE:415.555.0132'])
  t.same(found('Telefon: 0221 / 1234567'), ['PHONE:0221 / 1234567'])
  t.same(found('Tel. (030) 1234-5678'), ['PHONE:(030) 1234-5678'])
})

t.test('PHONE: numbers without a trunk prefix right after a phone word', async (t) => {
  t.same(found('Móvil: 612 34 56 78'), ['PHONE:612 34 56 78'], 'Spanish mobile')
  t.same(found('Tel 612345678'), ['PHONE:612345678'], 'Spanish mobile, compact')
  t.same(found('Telemóvel: 912 345 678'), ['PHONE:912 345 678'], 'Portuguese mobile')
  t.same(found('Tlf. 22 12 34 56'), ['PHONE:22 12 34 56'], 'Norwegian landline')
  t.same(found('Ring mig på 20 12 34 56'), ['PHONE:20 12 34 56'], 'Danish mobile')
  t.same(found('Tlf: 98765432'), ['PHONE:98765432'])
  // Trunk-0 numbers of countries outside the default list, after a phone word.
  t.same(found('Mobile: 087 123 4567'), ['PHONE:087 123 4567'], 'Irish mobile')
  t.same(found('Puh. 050 123 4567'), ['PHONE:050 123 4567'], 'Finnish mobile')
  t.same(found('phone: 0412 345 678'), ['PHONE:0412 345 678'], 'Australian mobile')
  // Not a phone: the same digits without a phone word, or after "number".
  t.same(found('Invoice 612 34 56 78'), [])
  t.same(found('order number 12345678'), [])
  t.same(found('Reference 612345678'), [])
})

t.test('PHONE: the ranges reserved for drama and examples, which libphonenumber rejects', async (t) => {
  t.same(found('Call +44 7700 900123'), ['PHONE:+44 7700 900123'])
  t.same(found('+44 (0) 7700 900 123'), ['PHONE:+44 (0) 7700 900 123'])
  t.same(found('01632 960123'), ['PHONE:01632 960123'])
  t.same(found('+1 (555) 555-0123'), ['PHONE:+1 (555) 555-0123'])
  t.same(found('Mobile: 0491 570 156'), ['PHONE:0491 570 156'])
  t.same(found('+61 491 570 156'), ['PHONE:+61 491 570 156'])
  t.same(found('+1 555 0132'), [], 'seven digits after +1 are no NANP number')
  t.same(found('+1 911 555 0123'), [], 'N11 is no area code')
})

t.test('UK_NINO: dashed and lower-case forms', async (t) => {
  t.same(found('NI no. JG-10-37-24-A'), ['UK_NINO:JG-10-37-24-A'])
  t.same(found('JG-10-37-24-A'), ['UK_NINO:JG-10-37-24-A'], 'dashed pairs are distinctive')
  t.same(found('NINO ab-12-34-56-c'), ['UK_NINO:ab-12-34-56-c'])
  t.same(found('national insurance number jg103724a'), ['UK_NINO:jg103724a'])
  t.same(found('NI number: jg 12 34 56 c'), ['UK_NINO:jg 12 34 56 c'])
  t.same(found('ab123456c is my NI'), ['UK_NINO:ab123456c'])
  t.same(found('NI No: AB 123 456 C'), ['UK_NINO:AB 123 456 C'], 'other groupings next to a label')
  t.same(found('National Insurance No AB/12/34/56/C'), ['UK_NINO:AB/12/34/56/C'])
  t.same(found('NI: AB123456 C'), ['UK_NINO:AB123456 C'])
  t.same(found('AB.12.34.56.C'), [], 'other groupings without a label')
  // Lower case without a label, mixed case, QQ (specimen) and unused prefixes, mixed separators: no.
  t.same(found('ref ab123456c'), [])
  t.same(found('Ab123456C'), [])
  t.same(found('National Insurance: QQ 12 34 56 C'), [])
  t.same(found('NI number: qq 12 34 56 c'), [])
  t.same(found('NI number: GB 12 34 56 C'), [])
  t.same(found('AB-12 34-56-C'), [])
})

t.test('DRIVER_LICENSE: US state formats and German numbers after licence labels', async (t) => {
  t.same(found('CA DL A1234567'), ['DRIVER_LICENSE:A1234567'], 'California')
  t.same(found('NY DL 123 456 789'), ['DRIVER_LICENSE:123 456 789'], 'New York, spaced')
  t.same(found('Florida DL: A123-456-78-901-0'), ['DRIVER_LICENSE:A123-456-78-901-0'])
  t.same(found('Texas DL 12345678'), ['DRIVER_LICENSE:12345678'])
  t.same(found('Lic. No. S530-4567-8901'), ['DRIVER_LICENSE:S530-4567-8901'])
  t.same(found("Driver's License Number (CA): A1234567"), ['DRIVER_LICENSE:A1234567'], 'a bracket between label and number')
  t.same(found('Führerschein (Klasse B): B072RRE2I55'), ['DRIVER_LICENSE:B072RRE2I55'])
  t.same(found('Führerschein-Nr.: B072RRE2I55'), ['DRIVER_LICENSE:B072RRE2I55'])
  t.same(found('FS-Nr. J010000SD51'), ['DRIVER_LICENSE:J010000SD51'])
  t.same(found('Führerschein-Nummer: B072RRE2I55'), ['DRIVER_LICENSE:B072RRE2I55'], 'hyphenated German label')
  t.same(found("Operator's license: 123456789"), ['DRIVER_LICENSE:123456789'])
  t.same(found('the dl 12345 times'), [], 'a lower-case dl before a short number is no label')
  t.same(found('Driver license: none. Order 12345678 shipped'), [])
})

t.test('PASSPORT: labels of many languages, MRZ line 2, and no far-away cue', async (t) => {
  t.same(found('Numéro de passeport : 12AB34567'), ['PASSPORT:12AB34567'])
  t.same(found('Nº de pasaporte: PAA123456'), ['PASSPORT:PAA123456'])
  t.same(found('Numero di passaporto: YA1234567'), ['PASSPORT:YA1234567'])
  t.same(found('Paspoortnummer: NP1234567'), ['PASSPORT:NP1234567'])
  t.same(found('Passinumero: AB1234567'), ['PASSPORT:AB1234567'], 'Finnish')
  t.same(found('Nr paszportu: AB1234567'), ['PASSPORT:AB1234567'])
  t.same(found('Número do passaporte: CA123456'), ['PASSPORT:CA123456'])
  t.same(found('US passport 546387912 issued'), ['PASSPORT:546387912'])
  t.same(found('Reisepass-Nummer: C01X00T47'), ['PASSPORT:C01X00T47'])
  t.same(found('Passport/ID: AB1234567'), ['PASSPORT:AB1234567'])
  t.same(found('Travel document number: AB1234567'), ['PASSPORT:AB1234567'])
  t.same(found('Pasaporte núm. PAA123456'), ['PASSPORT:PAA123456'])
  t.same(found('Reisepass (gültig bis 2030): C01X00T47'), ['PASSPORT:C01X00T47'])
  // MRZ line 2 right below line 1 counts even when a check digit does not hold (here the number's).
  const mrz = 'P<GBRSMITH<<JOHN<<<<<<<<<<<<<<<<<<<<<<<<<<<<\n1234567890GBR8001014M2501017<<<<<<<<<<<<<<04'
  t.same(found(mrz), ['PASSPORT:P<GBRSMITH<<JOHN<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'PASSPORT:1234567890GBR8001014M2501017<<<<<<<<<<<<<<04'])
  t.same(found('1234567897GBR8001014M2501011<<<<<<<<<<<<<<00'), ['PASSPORT:1234567897GBR8001014M2501011<<<<<<<<<<<<<<00'], 'alone, with a valid number check digit')
  t.same(found('1234567890GBR8001014M2501011<<<<<<<<<<<<<<00'), [], 'alone, with a wrong number check digit')
  // Precision: a cue in the previous sentence, or none at all.
  t.same(found('My passport expired last year. Order 123456789 was shipped.'), [])
  t.same(found('Reference 123456789'), [])
  t.same(found('fece 10 passi 1234567'), [], 'Italian "passi" (steps) is no label')
})
