/**
 * Structured types, fifth round (issue 8): documents written for this round, of many countries and
 * genres, each value marked with its type. Every marked value must be masked WHOLE by one finding of
 * its type when the engine runs EVERY detector (a partial mask is a leak); the look-alikes get no
 * finding of the type named with them.
 * - DRIVER_LICENSE: a number right after its licence label stays a licence number even when it also
 *   passes another identifier's check (Spain's licence number is the DNI; a Brazilian CNH number can
 *   pass PESEL's check); labels of more countries (licencia de manejo, brevete, jogosítvány), a
 *   class before the number, a bare "Licence:" only next to words of driving.
 * - PHONE: numbers in a plan their country has changed (+52 1 …, Nigeria's eight-digit landlines) and
 *   short service numbers in groups right after a phone word (13 xx xx, 800 xxxx).
 * - ADDRESS: chains of comma-separated parts ending in a city and its postcode (or a large city
 *   written without one) with a street, building or unit word; a building, hotel or bank before an
 *   address, and the line after a firm's legal form; streets with the number first, alone in a field;
 *   Brazilian state and CEP after the city.
 * - LICENSE_PLATE: in a vehicle field, the plate after make and model, in a plate's shape that model
 *   names lack (letters-digits-letters, or two groups of seven characters), ending the field.
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
  'Arrendatario: Camila Rojas\nLicencia: [[DRIVER_LICENSE|15882043]]\nVehículo: Kia Rio, patente [[LICENSE_PLATE|LXHR-62]]',
  // PASSPORT: the Russian internal and foreign passports.
  'Анкета\nПаспорт РФ: серия и номер [[PASSPORT|45 08 193746]]\nВыдан: ОВД района Хамовники',
  'Загранпаспорт: [[PASSPORT|72 4418203]], действителен до 2031',
  // Labels in other scripts.
  'Водительское удостоверение: [[DRIVER_LICENSE|77 12 345678]]\nКатегории: B, C',
  'Δίπλωμα οδήγησης: [[DRIVER_LICENSE|AB918273]]\nΤηλ.: 210 1234567',
  '会員情報\n運転免許証番号：[[DRIVER_LICENSE|301712345670]]\n電話番号：090-1234-5678',
  '租车登记\n驾驶证号：[[DRIVER_LICENSE|11010119900307451X]]\n护照号码：[[PASSPORT|E52713846]]',
  '예약자 정보\n운전면허번호: [[DRIVER_LICENSE|11-18-123456-70]]\n여권번호: [[PASSPORT|M70812345]]',
  'Thông tin khách\nSố hộ chiếu: [[PASSPORT|C7364518]]\nQuốc tịch: Việt Nam',
  'Στοιχεία επιβάτη\nΔιαβατήριο: [[PASSPORT|AN2918374]]',
  // DRIVER_LICENSE: labels of more countries, a class before the number, a bare "Licence:" next to driving words, the Indian layout with dashes.
  'Datos del arrendatario\nLicencia de manejo: [[DRIVER_LICENSE|GTO0412889]]\nEstado: Guanajuato',
  'Conductor adicional: Lucía Paredes — brevete [[DRIVER_LICENSE|Q40815236]] (clase A-I)',
  'Bérlő adatai\nJogosítvány száma: [[DRIVER_LICENSE|PB482913]]\nKategória: B',
  'Permiso de conducción nº [[DRIVER_LICENSE|30917265K]]',
  'Mietvertrag\nFahrer: Jonas Weber\nFührerschein: Klasse B, Nr. [[DRIVER_LICENSE|B072RRE2I55]]\nKaution: 500 EUR',
  'Rental agreement\nRenter: Mia Thompson, DOB 04/05/1991\nLicence: [[DRIVER_LICENSE|5519 0288 4417]] (NSW)  Expiry: 09/2028',
  'KYC checklist: DL no. [[DRIVER_LICENSE|KA-05 2016 0012345]] verified against Parivahan',
  // PHONE: legacy plans and service numbers.
  'Contact sheet\nLagos office: [[PHONE|+234 1 271 4455]]\nAbuja office: [[PHONE|+234 9 461 2280]]\nMobile: [[PHONE|+234 803 555 0199]]',
  'hola! mi cel es el [[PHONE|+52 1 55 4180 2377]], escríbeme por WhatsApp',
  '"telefono_movil": "[[PHONE|+52 1 81 2290 4411]]",',
  'Lost or stolen card? Call us on [[PHONE|13 1998]] any time, day or night.',
  'Für Rückfragen erreichen Sie die Hotline unter [[PHONE|800 4242]] (gebührenfrei in den VAE).',
  'Customer care: call [[PHONE|800 2273]] (toll free within the UAE).',
  // PHONE right after a phone word outranks an identifier whose check it also passes; extensions after a comma; more cue words.
  'Para qualquer questão ligue para [[PHONE|226 003 418]] (dias úteis).',
  'Tel: [[PHONE|943 476 5919]] (home)',
  'Si no me encuentras, llámame al [[PHONE|622 18 47 03]] y bajo.',
  'Front desk can be reached at [[PHONE|416-555-0177, ext. 212]] during office hours.',
  'Estudio López · [[ADDRESS|Calle Mayor 5, 28013 Madrid]] · [[PHONE|915 22 41 08]]',
  'Sr. D. Tomás Aguilar Ruiz\n[[ADDRESS|C/ Sierpes 41, 3.º dcha.\n41004 SEVILLA]]\n\nSevilla, 2 de marzo',
  // LICENSE_PLATE: the plate at the end of a vehicle field, after make and model.
  'Claim 2291 — motor\nInsured: Peter Kamau\nVehicle: Nissan Note [[LICENSE_PLATE|KCF 902M]]\nLoss date: 14/10/2026',
  'Parking permit\nCar: Vauxhall Corsa [[LICENSE_PLATE|YK19 HTP]]\nBay: 14',
  'Fahrzeug: Opel Corsa [[LICENSE_PLATE|4821 KLM]], Erstzulassung 2018',
  '{"vehicle": "Peugeot 208 [[LICENSE_PLATE|GH-417-TZ]]", "driver": "Inès Morel"}',
  'Veículo: Fiat Punto [[LICENSE_PLATE|62-QX-18]] | Seguradora: Fidelidade',
  // LICENSE_PLATE labels of more countries.
  'Tenant details\nVehicle rego: [[LICENSE_PLATE|1XY 7QZ]]\nPets: none',
  'Vehicle registration: [[LICENSE_PLATE|KCM 552J]]\nMake: Nissan Note 2015',
  'Nummerplaat: [[LICENSE_PLATE|2-ABC-318]]\nZone: centrum',
  'Otopark kaydı – Plaka [[LICENSE_PLATE|35 KLM 208]], giriş 08:10',
  'Reserva 4471 · Matrícula: [[LICENSE_PLATE|2231 HGT]] · Plaza 14',
  'Arriendo: Chevrolet Sail, patente [[LICENSE_PLATE|KJTR-48]] (flota norte)',
  // ADDRESS as a chain of parts ending in the city and its postcode, or a city written without one.
  'Registered office: [[ADDRESS|3rd Floor, Prestige Meridian, MG Road, Bengaluru 560001]]\nCIN: U72200KA2015PTC012345',
  'Courier pickup from [[ADDRESS|Flat 7, Sai Krupa Apartments, Nehru Nagar, Pune 411001]] tomorrow between 10 and 12.',
  'Adresse de livraison : [[ADDRESS|Avenue Cheikh Anta Diop, Immeuble Fahd, Appartement 3, Dakar 10700]]\nTél. : +221 77 412 85 30',
  'Asante sana,\nWanjiru Kamau\nAccounts | [[ADDRESS|Ngong Road, Kilimani Business Centre, Nairobi]]\nTel: +254 20 271 4400',
  'Please deliver to [[ADDRESS|Office 1204, Marina Plaza, Dubai Marina, Dubai]] before noon on Sunday.',
  'name,address,city\n"Rahul Verma","[[ADDRESS|B-702, Shanti Heights, Link Road, Malad West 400064]]",Mumbai',
  // A building, hotel or bank before an address found by another rule; the line after a firm's legal form.
  'Guest: Tomasz Nowak\n[[ADDRESS|Grand Hotel Europa, Kärntner Ring 9, 1010 Wien]]\nCheck-in 14:00',
  'Please send the signed original to [[ADDRESS|Barclays Bank, 1 Churchill Place, London E14 5HP]].',
  'Lieferanschrift: Hafenkontor Logistik GmbH, [[ADDRESS|Überseequartier, Osakaallee 6, 20457 Hamburg]]\nUSt-IdNr. DE136695976',
  // Not a name before it, nor a part with a street word only.
  'Lois Lane, [[ADDRESS|12 Main Street, Springfield, IL 62701]]',
  'Jae-won Park, [[ADDRESS|22 Teheran-ro 98-gil, Gangnam-gu, Seoul 06178]]',
  'Acme Ltd, Invoice 2024, [[ADDRESS|Hauptstraße 5, 10115 Berlin]]',
  // A street with its number first, alone in a field or after a place cue; a unit before it (Canada).
  'Employer: Maple Leaf Foods, [[ADDRESS|6985 Financial Dr]] — since 2021, $78,000/yr',
  'Parking spot assigned at [[ADDRESS|2207 – 88 Harbour St]]  Fee $150/month',
  'Previous address: [[ADDRESS|14 Wellesley St W]]\nYears at address: 3',
  // Brazil: state and CEP after the city, a spaced dash before the locality.
  'Endereço de cobrança: [[ADDRESS|Av. Sete de Setembro, 2775, apto 1203 – Batel, Curitiba – PR, 80230-010]]\nTelefone: (41) 3022-1188',
  'A reunião será na [[ADDRESS|Rua Augusta, 1500 - Consolação, São Paulo/SP CEP 01304-001]], às 15h.',
  // Forms that align their values in a column; labels of more countries.
  'Katuosoite:        [[ADDRESS|Aleksanterinkatu 15 A 7]]\nPostinumero ja -toimipaikka: [[ADDRESS|00100 Helsinki]]',
  'Woonadres:                [[ADDRESS|Lange Voorhout 9]]\nPostcode en woonplaats:   [[ADDRESS|2514 EA Den Haag]]',
  'Morada: Rua da Prata 80\nCódigo postal / Localidade: [[ADDRESS|1100-420 Lisboa]]',
  'Adres / Address:          [[ADDRESS|Tunalı Hilmi Caddesi No:88 D:4, 06680 Çankaya/Ankara]]\nTelefon: +90 312 468 22 10',
  // Nordic, Czech, Hungarian, Catalan street forms.
  'Mottaker: Barnehagekontoret, [[ADDRESS|Storgaten 14, 0155 Oslo]]',
  'Doručovací adresa: [[ADDRESS|Národní 1009/3, 110 00 Praha 1]]\nTelefon: +420 224 931 482',
  'Szállítási cím: [[ADDRESS|Váci utca 19, 1052 Budapest]]',
  'Oficina · [[ADDRESS|Rambla del Raval 12, 08001 Barcelona]] · Tel. 934 41 22 10',
  // UK streets of several words without a type, Kenyan boxes with the postal code, a Canadian unit first.
  'Invoice from Harbour Analytics Ltd\n[[ADDRESS|14 Queen Charlotte Street, Bristol BS1 4HJ]]\nVAT GB 123 4567 89',
  'Bill to: [[ADDRESS|3 Ty Gwyn Road, Penarth CF64 5JD]]',
  'Ship to: [[ADDRESS|P.O. Box 30123-00100, Nairobi]]',
  'ATTN: MS. WANJIRU NJERI\n[[ADDRESS|P.O. Box 2201-80100\nMOMBASA]]\nRE: TENDER 14/2026',
  'Please update my address to [[ADDRESS|808 – 120 Homewood Ave, Toronto, ON M4Y 2J3]].',
  // Number-first streets with the city after a comma, French streets in lower case.
  'Payroll: Qantas Group, [[ADDRESS|10 Bourke Rd, Mascot]] – Cabin Manager since 2018',
  'RDV demain, [[ADDRESS|8 rue des Carmes]] ! Code porte 4471.',
  // Vietnamese chains.
  'Giao hàng: [[ADDRESS|Số 8 ngõ 12 Láng Hạ, Ba Đình, Hà Nội]]\nSĐT: 0904 112 358',
  'Văn phòng: [[ADDRESS|Bitexco Tower, 2 Hải Triều, Bến Nghé, Ho Chi Minh City]]. Hotline 1900 6868',
  // Nordic compounds in running text, Baltic streets, a street after a spaced dash.
  'Bostadsrätt nr 14, [[ADDRESS|Sveavägen 77]], 2 rok, 61 m²',
  'Vi flyttar till [[ADDRESS|Nørrebrogade 112]] efter sommerferien.',
  'Adrese: [[ADDRESS|Brīvības iela 40, LV-1050 Rīga]]',
  'Uusi osoitteemme (alkaen 1.3.): [[ADDRESS|Kalevan puistotie 9, 33500 Tampere]]',
  // A neighbourhood between the label and the street, a province after the city, a door in quotes.
  'Teslimat adresi: [[ADDRESS|Moda Mahallesi, Caferağa Sokak 22, 34710 Kadıköy/İstanbul]]\nCep: 0532 611 40 27',
  'Indirizzo: [[ADDRESS|Quartiere Monti, Via Panisperna 12, 00184 Roma]]',
  'Domicilio: [[ADDRESS|Av. Santa Fe 2150, 4° "B", C1123AAN Buenos Aires]]\nTel.: +54 11 4823-5590',
  // A name in the address field stays a name.
  'Adresse: [[NAME|Anna Schmidt]], [[ADDRESS|Hauptstraße 5, 10115 Berlin]]',
  'Subject: Inspection – [[ADDRESS|14 Rangitoto Avenue]]\nKia ora Mere,',
  // Cyrillic, Hangul, Japanese romanised.
  'Адрес доставки: [[ADDRESS|пр. Мира, д. 101, кв. 44, г. Москва, 129085]]\nТелефон: +7 495 123-45-67',
  'Почтовый адрес: [[ADDRESS|630099, г. Новосибирск, ул. Советская, д. 12]]',
  '배송지: [[ADDRESS|부산광역시 해운대구 센텀중앙로 79, 1502호]]\n연락처: 010-2233-4455',
  'Head office: [[ADDRESS|2-11-3 Meieki, Nakamura-ku, Nagoya 450-0002]]\nTel +81 52 581 2200'
]

/** [type, text]: no finding of `type` may be in `text`. */
const NEGATIVES: Array<[string, string]> = [
  ['PHONE', 'Order 13 2221 was shipped on Monday; call later if it has not arrived.'],
  ['PHONE', 'The results table lists 13 2221 entries and 800 5111 rows.'],
  ['PHONE', 'Rooms 12 3456 and 800 5111 are booked.'],
  ['PHONE', 'Call stack depth reached 131 998 frames.'],
  ['PHONE', 'Thanks for the call. Build 20250314.1 passed; tag 2025 0314 too.'],
  ['PHONE', 'Invoice +52 1 33 total: 1056 1416 units.'],
  ['DRIVER_LICENSE', 'DNI: 48291736Q, licence pending.'],
  ['DRIVER_LICENSE', 'Software order\nLicense: 1234-5678-9012 (5 seats)\nRenewal: 2027'],
  ['DRIVER_LICENSE', 'SPDX header — License: GPL-3.0-or-later, copyright 2024 ACME1234'],
  ['DRIVER_LICENSE', 'Führerschein: Klasse B seit 2009, keine Punkte'],
  ['ADDRESS', 'Version 3, Build 12, Release 20240 is out.'],
  ['ADDRESS', 'Tickets: Row 12, Seat 4, Gate 30512'],
  ['ADDRESS', 'Call us at 40 Main Street Partners LLP for advice.'],
  ['ADDRESS', 'We shipped 12 Baker Street mugs, 3 Abbey Road posters and a Top 10 Abbey Road.'],
  ['ADDRESS', 'Meet the team at Acme Bank, Friday 2 pm, room 4.'],
  ['ADDRESS', 'Results: Group A, Round 3, Player 10200'],
  ['ADDRESS', 'Die Wochen 12 und Jahren 3 sind um; Ergebnis 12-03-2024, Spiel 1-2, Runde-ku 123-4567.'],
  ['ADDRESS', 'Отчёт: д. 47 страниц, кв. 18 метров, г. Москва ждёт.'],
  ['ADDRESS', 'Tip: 3 places to visit, 2 routes to avoid, 12 cours online.'],
  ['ADDRESS', 'Scores: Team 3, Hanoi, Round 2, Dubai.'],
  ['ADDRESS', 'Notes:            see page 12\nStatus:           12345 open'],
  ['LICENSE_PLATE', 'Vehicle: Mercedes-Benz GLE 450\nColour: black'],
  ['LICENSE_PLATE', 'Vehículo: Toyota RAV4 2024\nColor: gris'],
  ['LICENSE_PLATE', 'Matrícula universitaria: 2019-0345, curso 2025'],
  ['DRIVER_LICENSE', 'Licencia: MIT, versión 2.1.0'],
  ['PHONE', 'TFN: 123 456 782'],
  ['PHONE', 'name;mobil;personnummer\nKari;;19850312-1234'],
  ['LICENSE_PLATE', 'Vehicle: Audi A4 2.0 TDI, 2019'],
  ['LICENSE_PLATE', 'Vehicle: BMW X5 M50\nVehicle: BMW X5 M50 xDrive 2021 model'],
  ['LICENSE_PLATE', 'Vehicle: Mazda CX-9 2024, VIN pending'],
  ['LICENSE_PLATE', 'Car: Toyota Corolla 1.8 Hybrid 2020'],
  ['LICENSE_PLATE', 'The car park has 1200 spaces; vehicle checks take 15 minutes.']
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
