/**
 * ADDRESS, third round (issue 8): streets in running text without a postcode. A German street
 * ("Durlacher Allee 12", "Hauptstr 5", "Karl-Marx-Allee 34") anywhere, any street ending in a street word
 * ("Tom Mboya Street 14", "Boxhagener Str 31") after a place cue (at, in, bei, wohnhaft …), each
 * followed by a house number that ends the address. Every address is masked whole by the engine
 * with EVERY detector; the look-alikes (products, versions, pages, firm names, "Allee" in prose,
 * a street word followed by a count) get no ADDRESS finding.
 */
import t from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

/** [[ADDRESS|…]] marks an address. */
const MARK = /\[\[ADDRESS\|([^\]]+)\]\]/g

const DOCS: string[] = [
  // German chat, listings and letters.
  'weiß jemand, wer der Vermieter in der [[ADDRESS|Boxhagener Str 31]] ist? Die Anzeige ist seit gestern online.',
  'Objekt: 3-Zimmer-Wohnung, [[ADDRESS|Frankfurter Allee 112]], 4. OG rechts – Kaltmiete 980 €',
  'Treffpunkt ist um 9 Uhr bei [[ADDRESS|Rosenthaler Straße 40]].',
  'Herr Kowalski, wohnhaft [[ADDRESS|Hauptstr 5a]], erscheint heute nicht.',
  'Wir sind umgezogen! Neue Adresse ab Montag: Büro in der [[ADDRESS|Karl-Marx-Allee 34]]; Telefon bleibt gleich.',
  'Die Übergabe findet in der [[ADDRESS|Schönhauser Allee 6-8]] statt (Hinterhof).',
  'Paket bitte an [[ADDRESS|Lindengasse 14/3]] schicken!',
  'Zeugin gab an, sie wohne seit 2019 in der [[ADDRESS|Pfarrgasse 9]].',
  // English running text of other countries.
  'The inspector will meet Mr Otieno at [[ADDRESS|Moi Avenue 22, Nairobi]].',
  'Bring the signed copy to [[ADDRESS|Kenyatta Road 7]]; the office closes at 4.',
  'Our new shop opened at [[ADDRESS|Baker Street 221b]] - come by!',
  'She lives in [[ADDRESS|Adeola Odeku Street 15, Lagos]]; the lease runs to March.',
  'Meet me near [[ADDRESS|Zamalek Road 12]]? I will be wearing a red scarf.',
  // Labelled fields: Turkish "Cad. No:412 D:7", a Korean flat and building number before the road, " / " before the next value.
  'Misafir Bilgileri\nAdı Soyadı: Mehmet Yılmaz\nAdres: [[ADDRESS|Bağdat Cad. No:412 D:7, 34740 Kadıköy/İstanbul]]\nCep Tel: 0532 418 51 78',
  'Fatura adresi: [[ADDRESS|Atatürk Bulvarı No.85 Daire 4, 06420 Çankaya/Ankara]]\nVergi Dairesi: Çankaya',
  'İkametgah Adresi: [[ADDRESS|Halaskargazi Cad. Nr:5, Şişli/İstanbul]]',
  '17. Applicant\'s home address and e-mail: [[ADDRESS|101-1203, 45 Haeundae-ro, Haeundae-gu, Busan 48094]] / jiwoo.park@example.kr\n    Telephone: +82 10-2233-4455',
  'Shipping address: [[ADDRESS|302-805, 27 Gangnam-daero, Seocho-gu, Seoul 06626]]',
  // Korean road-name addresses in Latin letters, unlabelled (shipping documents, signatures).
  'Shipper / Exporter:\n  Hyun-woo Choi\n  [[ADDRESS|22 Teheran-ro 98-gil, Gangnam-gu, Seoul 06178]]\n  Tel +82 2-3469-5908',
  'Visit our showroom, [[ADDRESS|Hanbit Tower, Gangnam-daero 382, Seocho-gu, Seoul 06620]].',
  'Seo-yeon Lee | [[ADDRESS|15 Jungang-ro 24beon-gil, Jung-gu, Daejeon 34940]] | seoyeon@example.kr',
  // Belgian box numbers ("bus", "bte") make a plain 4-digit postcode an address's, with any street name.
  'Begunstigde       : Lotte Peeters\n                    [[ADDRESS|Kouter 42 bus 3\n                    9000 Gent]]\nRekening          : BE71 0961 2345 6769',
  'Domicile : [[ADDRESS|Rue de la Loi 16 bte 2, 1000 Bruxelles]]',
  'Wij verhuizen naar [[ADDRESS|Meir 85 bus 12, 2000 Antwerpen]] vanaf 1 maart.',
  // South Asian house-and-street layouts.
  'Consignee:\n  Bilal Ahmed\n  [[ADDRESS|House 14, Street 7, F-8/3\n  Islamabad 44000]]\n  Tel +92 300 123 4567',
  'Please deliver to [[ADDRESS|H. No. 12, Street 4, Block C, Phase 5, DHA Lahore]].',
  'Site office: [[ADDRESS|Plot 22, Lane 3, Sector G-9/2, Islamabad]]'
]

/** Texts with street words and numbers that are no address: none may get an ADDRESS finding. */
const NEGATIVES: string[] = [
  'Version 12 of the Monitoring 3 suite is out; see page 12, section 4.',
  'We met at Wall Street 2 years ago and again in Abbey Road 3 weeks later.',
  'Die Allee 3 Mal entlanggelaufen, dann die schöne Allee 2 Stunden bewundert.',
  'Clustering 3, Filtering 2, Rendering 4: all passes are green.',
  'Lindenstraße 12 Folgen lang, dann war Schluss.',
  'Street Fighter 2 and Road Rash 3 were my favourite games.',
  'Meier Straßenbau GmbH 12 Mitarbeiter, Müller Gasse GmbH.',
  'In Street 5 of the tutorial we configure the router.',
  'Kapitel 3: Die Allee, Seite 12; Abschnitt Straße 4 der StVO.',
  'Drive 2 hours north, then at Exit Road 5km turn left.',
  'The at Main Street 5x faster claim is marketing.',
  'Address: see section No:3 of the form.',
  'Bilet No:412 D:7 Koltuk 12',
  'Address book: 12, 14 Entries imported',
  'Run it as the non-root user; the Monte-ro 12 build and Santa-ro 5 ship with Shin-gu skins.',
  'Set retries to 3 in pseudo-random 4-gil mode, then re-route 8-ro traffic.',
  'The White House 14, Street 7 Films and House 3, Street 2 and Lane 4 are built.',
  'Neem bus 3\n9000 Gentenaars verwachten je op Lijn 4 bus 3, 1200 reizigers per dag.'
]

/** The text without marks and the marked addresses (UTF-16 offsets). */
function parse (marked: string): { text: string, addresses: Array<{ start: number, end: number, value: string }> } {
  const addresses: Array<{ start: number, end: number, value: string }> = []
  let text = ''
  let last = 0
  for (const m of marked.matchAll(MARK)) {
    text += marked.slice(last, m.index)
    addresses.push({ start: text.length, end: text.length + m[1].length, value: m[1] })
    text += m[1]
    last = m.index + m[0].length
  }
  return { text: text + marked.slice(last), addresses }
}

/** ADDRESS findings as UTF-16 spans (findings carry code-point offsets). */
function addressSpans (text: string): Array<[number, number]> {
  const units: number[] = []
  let u = 0
  for (const ch of text) { units.push(u); u += ch.length }
  units.push(u)
  return scan(text, builtinDetectors, []).findings.filter((f) => f.pii_type === 'ADDRESS').map((f) => [units[f.start], units[f.end]])
}

t.test('every street in running text is masked whole by one ADDRESS finding', async (t) => {
  for (const marked of DOCS) {
    const { text, addresses } = parse(marked)
    const spans = addressSpans(text)
    for (const a of addresses) {
      t.ok(spans.some(([s, e]) => s <= a.start && e >= a.end), a.value)
      const over = spans.find(([s, e]) => s < a.end && e > a.start && (s < a.start - 1 || e > a.end + 1))
      t.equal(over === undefined ? undefined : text.slice(over[0], over[1]), undefined, `nothing around ${a.value}`)
    }
  }
})

t.test('no ADDRESS finding on street words that are no address', async (t) => {
  for (const text of NEGATIVES) t.same(addressSpans(text), [], text)
})

t.test('a long export keeps every address of the layout rules (their cap grows with the text)', async (t) => {
  // 600 rows: more than the fixed cap of 256 candidates these rules once had, so the later rows leaked.
  const rows = Array.from({ length: 600 }, (_, i) => `${i + 1};Kunde ${i + 1};Hauptstr ${i + 1}, 10115 Berlin;House ${i + 1}, Street ${(i % 20) + 1}, F-8/3`)
  const text = 'nr;kunde;adresse_de;adresse_pk\n' + rows.join('\n')
  const found = scan(text, builtinDetectors).findings.filter((f) => f.pii_type === 'ADDRESS').map((f) => f.text)
  for (const i of [1, 300, 600]) {
    t.ok(found.some((f) => f.startsWith(`Hauptstr ${i},`) || f === `Hauptstr ${i}`), `row ${i}: German street`)
    t.ok(found.some((f) => f.startsWith(`House ${i}, Street`)), `row ${i}: South Asian layout`)
  }
})
