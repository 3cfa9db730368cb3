/**
 * ADDRESS on addresses of many countries and layouts (issue 8): US, UK, Canada, Australia, New Zealand,
 * Ireland, Nordic, Southern European, Dutch/Belgian, German/Austrian/Swiss, Polish and Indian, on one
 * line or several, in forms, CSV, JSON/YAML, shipping labels, letters, invoices and bank statements,
 * with units, floors, c/o lines and PO boxes. Every address must be masked whole (a partial mask is a
 * leak), by the engine with EVERY detector as a request without `detectors` runs it; texts without an
 * address must stay without an ADDRESS finding.
 */
import t from 'tap'
import { builtinDetectors } from '../../detectors/registry.ts'
import { scan } from '../../detectors/engine.ts'

/** [[ADDRESS|…]] marks an address. */
const MARK = /\[\[ADDRESS\|([^\]]+)\]\]/g

const DOCS: string[] = [
  // --- US ---
  'Ship to: Maria Lopez, [[ADDRESS|742 Evergreen Terrace, Springfield, IL 62704]]. Leave at the back door.',
  'JOHN SMITH\n[[ADDRESS|1234 N MAIN ST APT 5B\nPHOENIX AZ 85004]]\nUSA',
  'Our office moved to [[ADDRESS|500 W 42nd St, New York, NY 10036]] last spring.',
  'Please mail the signed form to [[ADDRESS|1 Infinite Loop, Cupertino, CA 95014]].',
  'Remit payment to: ACME Corp, [[ADDRESS|P.O. Box 1234, Austin, TX 78701]]',
  'Billing address\n[[ADDRESS|350 5th Ave #3400\nNew York, NY 10118]]',
  'Name,Address,Phone\n"Jane Doe","[[ADDRESS|88 Oak Street, Portland, OR 97205]]",503-555-0142',
  'Customer: Robert Chen\nAddress: [[ADDRESS|2100 S Congress Ave, Suite 110, Austin, TX 78704]]\nPhone: (512) 555-0199',
  'Invoice #4411\nBill To:\nSarah Connor\n[[ADDRESS|19828 Ventura Blvd\nTarzana, CA 91356]]',
  'I live at [[ADDRESS|45 Maple Ave Apt 2, Brooklyn, NY 11201]] since May.',
  'mailing_address: "[[ADDRESS|9 E Elm St, Chicago, IL 60611]]"',
  'Deliver to [[ADDRESS|1600 Amphitheatre Parkway, Mountain View, California 94043]] before noon.',
  'Return address: [[ADDRESS|PO Box 55, Bozeman, MT 59771]]',
  '{"name": "Li Wei", "address": "[[ADDRESS|77 Massachusetts Ave, Cambridge, MA 02139]]", "plan": "pro"}',
  // --- UK ---
  'Send the keys to [[ADDRESS|Flat 3, 27 Queen\'s Road, Brighton BN1 3XA]] please.',
  'Mr T. Atkins\n[[ADDRESS|45 Victoria Street\nWestminster\nLondon\nSW1H 0EU]]',
  'Correspondence address: [[ADDRESS|12 High St, Oxford, OX1 4AP]]',
  'Registered office: [[ADDRESS|Unit 4, 18 Daten Avenue, Warrington, Cheshire WA3 6BX]]',
  'Dear Mrs Hughes,\nI am writing from [[ADDRESS|7 Kings Road, Cheltenham, Gloucestershire GL50 1AA]] regarding my account.',
  'Delivery: [[ADDRESS|Apartment 12, 3 Canal Street, Manchester M1 3HE]]',
  'Home address\n[[ADDRESS|23 Portland Place\nEdinburgh\nEH6 6LA]]',
  // Street, city and postcode cells of one row together form the address.
  'customer_id,street,city,postcode\n1042,[[ADDRESS|14 Elm Grove,Bristol,BS1 5TR]]',
  // --- Canada ---
  'Our Ottawa branch: [[ADDRESS|150 Elgin Street, Ottawa, ON K2P 1L4]]',
  'Expédier à : [[ADDRESS|1200 rue Sainte-Catherine Ouest, Montréal, QC H3B 1K9]]',
  'Tenant address: [[ADDRESS|Unit 502, 88 Harbour Street, Toronto, Ontario M5J 2G2]]',
  'Mailing: [[ADDRESS|2045 W 4th Ave\nVancouver BC V6J 1N3]]',
  // --- Australia / NZ ---
  'Head office: [[ADDRESS|Level 5, 1 Martin Place, Sydney NSW 2000]]',
  'Shipping to [[ADDRESS|12 Smith St, Fitzroy VIC 3065]] — signature required.',
  'Postal address: [[ADDRESS|PO Box 123, Brisbane QLD 4001]]',
  'Contact: Olivia Brown, [[ADDRESS|8/27 Beach Road, Bondi NSW 2026]], 0412 345 678',
  'Address: [[ADDRESS|14 Queen Street, Auckland 1010]]',
  // --- Ireland ---
  'Address: [[ADDRESS|14 Merrion Square, Dublin 2, D02 XY45]]',
  'Please post it to [[ADDRESS|Apartment 4, 12 Main Street, Galway H91 E2K3]].',
  // --- Nordic ---
  'Leveransadress: [[ADDRESS|Storgatan 1, 114 51 Stockholm]]',
  'Adresse: [[ADDRESS|Karl Johans gate 22, 0159 Oslo]]',
  'Vi bor på [[ADDRESS|Vesterbrogade 10, 2. th., 1620 København V]].',
  'Osoite: [[ADDRESS|Mannerheimintie 5 A 12, 00100 Helsinki]]',
  'Faktura skickas till:\nAnna Lind\n[[ADDRESS|Norrlandsgatan 12\nSE-111 43 Stockholm]]',
  'Kunde: Mette Hansen, [[ADDRESS|Nørregade 7, 1165 København K]]',
  // --- Southern Europe ---
  'Indirizzo di spedizione: [[ADDRESS|Via Giuseppe Verdi 8, 20121 Milano MI]]',
  'Sede legale: [[ADDRESS|Corso Vittorio Emanuele II, 154, 00186 Roma]]',
  'Dirección: [[ADDRESS|C/ de Mallorca 401, 08013 Barcelona]]',
  'Enviar a [[ADDRESS|Calle de Alcalá 45, 3º B, 28014 Madrid]]',
  'Morada: [[ADDRESS|Avenida da Liberdade 110, 1269-046 Lisboa]]',
  'Morada: [[ADDRESS|Rua das Flores 23, 4050-262 Porto]]',
  'Hotel: [[ADDRESS|Piazza San Marco 1, 30124 Venezia VE]]',
  'Adresse de livraison : [[ADDRESS|12 rue de la République, 69002 Lyon]]',
  'Madame Durand\n[[ADDRESS|8 avenue des Champs-Élysées\n75008 Paris]]',
  'Livraison : [[ADDRESS|3 allée des Tilleuls, 33000 Bordeaux]]',
  // --- Dutch / Belgian ---
  'Afleveradres: [[ADDRESS|Keizersgracht 123\n1015 CJ Amsterdam]]',
  'Adres: [[ADDRESS|Laan van Nieuw Oost-Indië 131, 2593 BM Den Haag]]',
  'Adres: [[ADDRESS|Kerkstraat 12 bus 3, 2000 Antwerpen]]',
  'Siège : [[ADDRESS|Rue de la Loi 16, 1000 Bruxelles]]',
  'Klant woont op [[ADDRESS|Dorpsstraat 5A, 1234 AB Ergens]].',
  // --- German / Austrian / Swiss ---
  'Lieferadresse:\n[[ADDRESS|Musterstraße 1a\n80331 München]]',
  'Rechnungsanschrift: [[ADDRESS|Hauptstr. 5, 10115 Berlin]]',
  'Firma Keller AG, [[ADDRESS|Bahnhofplatz 1, CH-8001 Zürich]]',
  'Wohnhaft in [[ADDRESS|Landstraßer Hauptstraße 4/2/15, 1030 Wien]].',
  'Bitte an Frau Weber, c/o Müller, [[ADDRESS|Lindenweg 3, 01067 Dresden]] senden.',
  'Absender: [[ADDRESS|Rue du Rhône 40, 1204 Genève]]',
  'Anschrift: [[ADDRESS|Seestrasse 12, 8800 Thalwil]]',
  'Neue Adresse ab 1. März: [[ADDRESS|Goethestraße 17, 2. OG, 60313 Frankfurt am Main]]',
  'Vorname;Nachname;Straße;PLZ;Ort\nJonas;Becker;[[ADDRESS|Schillerstraße 8]];04109;Leipzig',
  'Mieter: Herr Klaus Vogel, [[ADDRESS|Im Tal 4, 6020 Innsbruck]]',
  // --- Polish ---
  'Adres: [[ADDRESS|ul. Marszałkowska 84/92 lok. 101, 00-514 Warszawa]]',
  'Adres dostawy: [[ADDRESS|ul. Długa 5, 80-827 Gdańsk]]',
  'Siedziba: [[ADDRESS|al. Jerozolimskie 65/79, 00-697 Warszawa]]',
  // --- Indian ---
  'Address: [[ADDRESS|No. 14, 2nd Cross, Indiranagar, Bengaluru, Karnataka 560038]]',
  'Ship to: [[ADDRESS|221, MG Road, Pune, Maharashtra 411001]]',
  'Correspondence: [[ADDRESS|Flat 12B, 24 Marine Drive, Mumbai 400020]]',
  'Address: [[ADDRESS|House No. 45, Sector 21, Gurugram, Haryana 122016]]',
  // --- letterheads, dot-leader forms, labelled postcode and city, fields that go on after the street ---
  'Steuerberatung Kranz · [[ADDRESS|Lindenstraße 14 · 04109 Leipzig]]\nTel. 0341 2231 88',
  'Praxis Dr. Yilmaz | [[ADDRESS|Schönhauser Allee 80 | 10439 Berlin]] | Sprechzeiten Mo-Fr',
  'Straße: [[ADDRESS|Gartenweg 3]]\nPLZ/Ort: [[ADDRESS|6020 Innsbruck]]\nTelefon: 0512 33 44 55',
  'Adres: [[ADDRESS|Kruisweg 8]]   Postcode/woonplaats: [[ADDRESS|2011 LE Haarlem]]',
  'Street ........ [[ADDRESS|Hohenzollernring 12]]\nZIP / City .... [[ADDRESS|50672 Köln]]',
  '{"address": "[[ADDRESS|12 Kwame Nkrumah Avenue, Accra]]", "country": "GH"}',
  'Home address: [[ADDRESS|22 Rivonia Road, Sandton, Johannesburg 2196]]\nEmployer: Absa',
  'Adresse: [[ADDRESS|Bryggen 14, 5003 Bergen]]',
  'Adresa: [[ADDRESS|Knez Mihailova 12, 11000 Beograd]]',
  'imie;nazwisko;ulica;kod;miasto\nAnna;Nowak;[[ADDRESS|ul. Floriańska 15]];31-019;Kraków',
  'Adress: [[ADDRESS|Sveavägen 44 lgh 1203, 111 34 Stockholm]]',
  'Dirección: [[ADDRESS|Calle Mayor 5, 2º dcha.]]\nCódigo postal: 28013',
  // --- shipping labels with indented lines, units before the number, city lines alone, CJK ---
  'SHIP TO:\n      DANIEL REYES\n      [[ADDRESS|4100 W 3RD ST APT 12\n      LOS ANGELES CA 90020]]\n      (213) 555-0147',
  'Returns: [[ADDRESS|Unit 9, 40 Quay Road, Newcastle NE1 3JE]]',
  'Department of the Treasury\nInternal Revenue Service\n[[ADDRESS|Ogden, UT 84201-0002]]',
  'お届け先:\n佐藤 花子\n[[ADDRESS|北海道札幌市中央区北1条西2-1 札幌ビル 5F]]\n電話: 011-222-3333',
  '收件地址: [[ADDRESS|浙江省杭州市西湖区文三路90号东部软件园2号楼301室]]\n联系电话: 138 0571 2345',
  // --- no house number (UK, Ireland), capitals (payment orders), any street name before a postcode no year has ---
  'Riverside Health Centre\n[[ADDRESS|Canal Street, Nottingham NG1 7EH]]\nTel: 0115 123 4567',
  'Collection point: [[ADDRESS|Unit 2, Harbour Estate, Poole BH15 4AJ]]',
  'Please come to [[ADDRESS|Grand Canal Quay, Dublin 2, D02 PX27]] at 10.',
  ':50K:/NL91ABNA0417164300\nJAN DE VRIES\n[[ADDRESS|PRINSENGRACHT 263\n1016 GV AMSTERDAM]]\n:59:/IT60X0542811101000000123456',
  'BENEFICIARIO: MARCO ROSSI\n[[ADDRESS|VIA DEL CORSO 12\n00186 ROMA RM]]',
  'Příjemce: Jan Novák, [[ADDRESS|Národní 25, 110 00 Praha 1]]',
  'Hotel: [[ADDRESS|Damrak 1, 1012 LG Amsterdam]]',
  'a casa na [[ADDRESS|Rua do Carmo 71, 2.º Esq., 1200-093 Lisboa]] tem vista para o rio',
  'Bezorgadres: [[ADDRESS|Bloemgracht 8 hs\n1015 TH Amsterdam]]',
  'Address: [[ADDRESS|3-5-12 Minami-Aoyama, Minato-ku, Tokyo 107-0062]]\nPhone: +81 3 1234 5678',
  'Home address: [[ADDRESS|88 Rue Allal Ben Abdellah, Casablanca 20000]]',
  'Mailing address: [[ADDRESS|1500 Rue Saint-Urbain O, App 12, Montréal QC H2X 0B2]]',
  '{"resourceType": "Patient", "address": [{"line": ["[[ADDRESS|17 Hanover Square]]"], "city": "London"}]}',
  // --- a street type first, then localities, the postcode optional (Latin America, Indonesia, Ukraine, Brazil) ---
  'Envío a [[ADDRESS|Av. Santa Fe 1452, Palermo, Buenos Aires]] antes del viernes',
  'Alamat pengiriman: [[ADDRESS|Jl. Sudirman No. 25, Kebayoran Baru, Jakarta 12190]]',
  'Customer: [[ADDRESS|vul. Sahaidachnoho 10, kv. 5, Kyiv 04070]], Ukraine',
  'a loja fica na [[ADDRESS|Rua Augusta 1508, Consolação, São Paulo]] perto do metrô',
  // --- Singapore, a PO box with a city only, more address labels, a semicolon cell going on after the street ---
  'Office: [[ADDRESS|Blk 88 Tampines Ave 5, #04-12, Singapore 529654]]',
  'Please write to [[ADDRESS|PO Box 7721, Muscat]] for the documents.',
  'Địa chỉ: [[ADDRESS|12 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP.HCM]]\nĐiện thoại: 028 3822 1234',
  'order;name;street;eircode\n1184;Aoife Walsh;[[ADDRESS|14 Fitzwilliam Square North]];D02 YH68',
  // --- bank statements, invoices ---
  'Kontoauszug Nr. 4/2024\nKontoinhaber: Petra Schulz\n[[ADDRESS|Ahornweg 12\n53111 Bonn]]\nIBAN: DE89 3704 0044 0532 0130 00',
  'STATEMENT OF ACCOUNT\nMR JAMES WILSON\n[[ADDRESS|16 STATION ROAD\nREADING\nRG1 1LG]]\nSort code 20-00-00',
  'Account holder: Emily Clarke, [[ADDRESS|9 Church Lane, York YO1 7HH]]',
  'Statement period 01/03/2024 - 31/03/2024\nMs Priya Nair\n[[ADDRESS|56 Lakeshore Dr\nChicago IL 60611]]',
  'INVOICE\nBill to: Lukas Novak, [[ADDRESS|Wiener Straße 10, 4020 Linz]]\nVAT: ATU12345678',
  'Lieferschein 8812 — Empfänger: [[ADDRESS|An der Alster 42, 20099 Hamburg]]',
  // --- JSON / YAML ---
  '{"customer": {"street": "[[ADDRESS|1234 N Main St]]", "city": "Phoenix"}}',
  'shipping:\n  address: "[[ADDRESS|10 Downing Street, London SW1A 2AA]]"\n  carrier: dhl',
  '{"addr": "[[ADDRESS|Bergstraße 87, 69120 Heidelberg]]", "since": 2019}'
]

/** Texts that hold no address: counted as false alarms when ADDRESS finds anything. */
const NEGATIVES: string[] = [
  'We sold 12 Apples in 2024 Berlin and 300 Bananas, 12345 Units',
  'Version 12, 10115 Berlin; Artikel 5, 12345 Stück',
  'The meeting is on Level 5 at 10 am, room 204.',
  'Chapter 12 Main Street Blues, page 200',
  'Order 4411 shipped via UPS Ground, 3 items, total 45 USD',
  'PO Box numbers are not allowed for express shipping.',
  'See section 4 Main results, table 2 and figure 3.',
  'Route 66 is a highway in the US; exit 12 leads to Springfield.',
  'Build 2045 passed on node 20, 14 tests skipped.',
  'Revenue grew 12 percent in Q3, CA 90 percent of target.',
  'In 1989 Berlin Wall fell; 2000 Sydney Olympics followed.',
  'Step 3 Click Save, step 4 Close the window.',
  '12 Monkeys, 2020 Release, 5 Stars',
  'Flat 3 of the build failed at 10:45, unit 4 tests pass.',
  'Kapitel 3 Grundlagen, Seite 12, Absatz 4 Satz 2',
  'Die Lieferung 12 kam am 3. März, 40 Kartons, 2 Paletten.',
  'Ort: Besprechungsraum 3, Zeit: 10 Uhr',
  '北京市2024年GDP增长5%，上海市增长4%。',
  'PLZ-Bereich 10115 bis 10119 Berlin-Mitte wird neu sortiert.',
  'Address: see attached form, page 2',
  'My old address > On 19 Nov 2026, at 21:33, Ines Carvalho wrote:',
  'We saw Avenue Q 3 times, then Plaza 5 stars, Broadway Theatre, New York'
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

t.test('every address is masked whole by one ADDRESS finding', async (t) => {
  for (const marked of DOCS) {
    const { text, addresses } = parse(marked)
    const spans = addressSpans(text)
    for (const a of addresses) {
      const whole = spans.some(([s, e]) => s <= a.start && e >= a.end)
      t.ok(whole, a.value)
      // Masking a little more than the address is tolerated, but not a neighbouring word.
      const over = spans.find(([s, e]) => s < a.end && e > a.start && (s < a.start - 1 || e > a.end + 1))
      t.equal(over === undefined ? undefined : text.slice(over[0], over[1]), undefined, `nothing around ${a.value}`)
    }
  }
})

t.test('no ADDRESS finding where there is no address', async (t) => {
  for (const text of NEGATIVES) t.same(addressSpans(text), [], text)
})
