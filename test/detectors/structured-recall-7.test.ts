/**
 * Structured types, fifteenth round (issue 8): documents written for this round (not taken from an
 * evaluation corpus). `{{TYPE:value}}` must be masked whole as TYPE with every detector running,
 * `[[TYPE:value]]` must not be reported as TYPE (marked-documents.ts).
 * - Tables aligned with blanks (pandas and psql output, fixed-width reports): the header word above a
 *   value is its column's context, left- or right-aligned, for every detector that reads columns.
 * - Cells of tables drawn with bars padded to the column's width with many blanks.
 * - ADDRESS: streets with their type first in the running text of deeds and summons after a
 *   preposition of place, maybe with the city first and a number marker (n., nr., nº), no postcode.
 * - ADDRESS: form labels without a colon that open their line, set off from the value by a tab or
 *   two blanks ("PLZ/Ort         3007 Bern"); a sentence before two blanks is no label.
 * - Identity and tax numbers after labels of more countries: Greek ΑΦΜ and ΑΜΚΑ, Peruvian RUC of a
 *   person (not of a firm), Colombian NIT, an Australian Medicare card, Mexico's voter key, the German
 *   electronic residence permit; a VAT number after a tax label stays VAT_ID's; the Czech and Slovak
 *   rodné číslo with its slash, date and mod-11 check.
 * - PASSPORT: Slovenian, Croatian, Serbian, Slovak, Hungarian and Romanian passport labels, also as a
 *   column header.
 * - PHONE: customer-service and fault lines name the number to call ("Atención al cliente 900 812 345").
 * - PHONE: numbers labelled as another kind of number (GTIN, EAN, PZN, student number, PIN, Polish
 *   "kod") are no phone numbers.
 * - ADDRESS: German and Swiss street names of fields, woods and waters (Weyertal, Lindenbruch, Brunnmatt).
 * - DRIVER_LICENSE: the Greek label in the genitive (Αρ. Άδειας Οδήγησης).
 * - An Italian mobile in the 3-3-4 grouping after a contact word ("recapito") is a phone number, not an
 *   NHS number whose check digit it happens to pass.
 * - PERSONAL_ID: the Icelandic kennitala after an inflected label ("Kennitalan mín … er").
 * - ADDRESS: the street component of a vCard's ADR property; "Route de …" as a street type first
 *   (Switzerland, France, Belgium).
 * - EMAIL: addresses URL-encoded in a query string or log line (lena.hoffmann%40gmx.de), not an
 *   encoded server URL with a key before its %40.
 */
import t from 'tap'
import { checkMarkedDocuments } from './marked-documents.ts'

checkMarkedDocuments(t, [
  // pandas: right-aligned columns, the index column first.
  'Out[7]:\n   member_id        dob  phone_number\n0      M-118  {{DATE_OF_BIRTH:1979-08-23}}   {{PHONE:4917612345678}}\n1      M-119  {{DATE_OF_BIRTH:1990-02-11}}   {{PHONE:4915212345679}}',
  // Left-aligned, a header of several words.
  'Teilnehmer   Date of birth   Ort\nA-1          {{DATE_OF_BIRTH:12.03.1985}}      Bremen\nA-2          {{DATE_OF_BIRTH:07.11.1991}}      Kiel',
  // Fixed-width report with a national ID column.
  ' emp   personnummer    dept\n 101   {{PERSONAL_ID:19850612-5882}}   HR\n 102   {{PERSONAL_ID:19890421-9733}}   IT',
  // Bars, columns padded to one width.
  'Gast                     | Datum rođenja        | Land\n-------------------------|----------------------|-----\nFilipa Matić             | {{DATE_OF_BIRTH:03.02.1990}}           | HR\nDaniel Jurić             | {{DATE_OF_BIRTH:27.06.1992}}           | HR',
  // A date under a column that is no birth column; a header line with digits is data, not a header
  // (the header words sit more than a birth word's reach away from the dates).
  'customer_reference_code_of_the_legacy_crm_before_migration        created      dob\nCUST-00000000000000000000000000000000000000000000000000000017     [[DATE_OF_BIRTH:1985-03-12]]   1985-03-14',
  'customer_reference_code_of_the_legacy_crm_before_migration        row 1        dob 2\nCUST-00000000000000000000000000000000000000000000000000000017     1985-03-11   [[DATE_OF_BIRTH:1985-03-12]]',
  // A date in a sentence on an aligned line is not alone in a cell.
  'customer_reference_code_of_the_legacy_crm_before_migration        note         dob\nCUST-00000000000000000000000000000000000000000000000000000017     see ticket  [[DATE_OF_BIRTH:1985-03-12]] again',
  // The same table with the date alone in its cell is one.
  'customer_reference_code_of_the_legacy_crm_before_migration        note         dob\nCUST-00000000000000000000000000000000000000000000000000000017     see ticket   {{DATE_OF_BIRTH:1985-03-12}}'
])

checkMarkedDocuments(t, [
  '10.0.3.7 - - [12/Mar/2025:09:14:00 +0100] "GET /account/reset?email={{EMAIL:lena.hoffmann%40gmx.de}}&lang=de HTTP/1.1" 302 0',
  'redirect_uri=https%3A%2F%2Fapp.example%2Fcb&login_hint={{EMAIL:j.o.smith%2Bnews%40example.co.uk}}',
  'invite: https://simplex.chat/contact#/?v=1-2&smp=smp%3A%2F%2F[[EMAIL:u2dS9sG8nMNURyZwqASV4yROM28Er0l%3D%40smp4.simplex.im]]%2Fxyz'
])

checkMarkedDocuments(t, [
  'Il sottoscritto, residente in {{ADDRESS:Napoli, Via Toledo n. 256}}, codice fiscale in atti, dichiara quanto segue.',
  'nel mio studio in {{ADDRESS:Via dei Mille 40}}, avanti a me notaio, è comparsa la signora Rossi',
  "l'immobile sito in {{ADDRESS:Pozzuoli (NA), Via Napoli n. 117}}, piano secondo",
  'doamna Popa, domiciliată în {{ADDRESS:Cluj-Napoca, str. Observatorului nr. 90, ap. 12, jud. Cluj}}, posesoare a C.I.',
  'contra D. Pedro Ruiz, con domicilio en {{ADDRESS:C/ Sueca Ferrer, 27, pta. 9, 46005 Valencia}}, en calidad de demandado',
  // No preposition of place before the street type; a button label is no street.
  'Press [[ADDRESS:Via Toledo 256]] on the list of ferry stops',
  'click in Place Order 2 times'
])

checkMarkedDocuments(t, [
  'Patient/in\nName            Gerber\nStrasse         {{ADDRESS:Brunnmatt 29}}\nPLZ/Ort         {{ADDRESS:3007 Bern}}\nGeburtsdatum    27.08.1986',
  'Adresse\t{{ADDRESS:Kirchweg 4}}\nWohnort\t{{ADDRESS:8004 Zürich}}',
  'we moved to a new city  [[ADDRESS:3007 Bern]]'
])

checkMarkedDocuments(t, [
  'Οδηγός: Ελένη Μαυρίδου, Τηλ.: 697 412 3385, ΑΦΜ: {{TAX_ID:031500918}}, ΑΜΚΑ της: {{PERSONAL_ID:03070754324}}',
  'Cliente: QUISPE MAMANI ROSA, RUC: {{TAX_ID:10826432638}}\nEmisor: Ferretería Los Andes S.A.C., RUC [[TAX_ID:20512345678]]',
  'Proveedor NIT: {{TAX_ID:900123456-7}}, factura 7781',
  'Medicare card number: {{PERSONAL_ID:3155 78885 3}} IRN: 2',
  'se identifica con credencial para votar con clave de elector {{PERSONAL_ID:HRLPAL85060909M260}}, y otorga poder',
  'Elektronischer Aufenthaltstitel Nr. {{PERSONAL_ID:MH65V837T}}, gültig bis 2030',
  'Ευρωπαϊκή Πίστη Α.Α.Ε., ΑΦΜ {{VAT_ID:EL094019245}}, Λεωφ. Συγγρού 190',
  'pronajímatel: Ing. Petr Dvořák, r. č. {{PERSONAL_ID:780412/1545}}, bytem Slezská 1204/88',
  'faktura č. [[PERSONAL_ID:202401/0001]] a [[PERSONAL_ID:202401/0002]]'
])

checkMarkedDocuments(t, [
  'Ime\tPriimek\tDatum rojstva\tŠt. potnega lista\nLuka\tKovačič\t12.05.1989\t{{PASSPORT:PB5933959}}',
  'Vrsta isprave: putovnica, broj putovnice: {{PASSPORT:045298713}}',
  'Útlevélszám: {{PASSPORT:BE1234567}}, érvényes 2031-ig',
  'Seria și numărul pașaportului: nr. pașaport {{PASSPORT:054812773}}',
  // A pot and a put are no passports.
  'pot 2: 45 l, put option [[PASSPORT:AB123456]] expires'
])

checkMarkedDocuments(t, [
  'Atención al cliente {{PHONE:900 812 345}}\nAverías (distribuidora) {{PHONE:900 171 171}}',
  'Kundenservice: {{PHONE:0800 330 1000}} (kostenfrei)',
  // Without such a word, nine digits in groups are any number.
  'Pedido 900 812 345 enviado'
])

checkMarkedDocuments(t, [
  'Charge LT55019 | 01/2027 | GTIN [[PHONE:04150123456782]] / [[PHONE:04150987654328]] (Scanner-Test)',
  'Opiskelijapalvelut\nOpiskelijanumero: [[PHONE:015837461]]\nNimi: Aino Virtanen, puh. {{PHONE:040 123 4567}}',
  'Kod dostępu do e-skierowania: 7728, kod: [[PHONE:0614 7728 4921]]'
])

checkMarkedDocuments(t, [
  'Evangelisches Klinikum Köln-Weyertal\n{{ADDRESS:Weyertal 76, 50931 Köln}} · Tel. 0221 4791-0',
  'Lieferung an {{ADDRESS:Lindenbruch 4, 44339 Dortmund}} bis Freitag',
  'Praxis am {{ADDRESS:Schlossrain 12, 3005 Bern}}',
  'Version 12, 10115 Berlin'
])

checkMarkedDocuments(t, [
  'Οδηγός: Νικόλαος Μαυρίδης, Αρ. Άδειας Οδήγησης: {{DRIVER_LICENSE:71204835}} Κατηγ. Β'
])

checkMarkedDocuments(t, [
  'Il recapito della figlia Rosaria: {{PHONE:339 412 5579}}. Cordiali saluti',
  'Patient details: NHS number {{UK_NHS:339 412 5579}}, GP practice Leeds'
])

checkMarkedDocuments(t, [
  'Lyklarnir eru í lyklaboxinu. Kennitalan mín fyrir reikninginn er {{PERSONAL_ID:120395-3999}}. Kveðja, Guðrún'
])

checkMarkedDocuments(t, [
  'BEGIN:VCARD\nVERSION:3.0\nFN:Ignacio Soto Araya\nTEL;TYPE=CELL:+56 9 8123 4471\nADR;TYPE=WORK:;;{{ADDRESS:Camino Lo Herrera 1450}};Rancagua;;2820000;Chile\nitem1.ADR;type=HOME:;;{{ADDRESS:Avenida Apoquindo 3000}};Las Condes;;7550000;Chile\nEND:VCARD',
  'NOTE:the ADR field of the old export was empty: ADR:;;;;;;'
])

checkMarkedDocuments(t, [
  'Lohnausweis für Sophie Rochat, Adresse {{ADDRESS:Route de la Gare 12, 1530 Payerne}}, Lohnkonto bei der Post',
  'Siège: {{ADDRESS:Route de Lausanne 45, 1110 Morges}}',
  'Take the Route 66 12, 12345 km left'
])
