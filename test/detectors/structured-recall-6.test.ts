/**
 * Structured types, thirteenth round (issue 8): documents written for this round (not taken from an
 * evaluation corpus). `{{TYPE:value}}` must be masked whole as TYPE with every detector running,
 * `[[TYPE:value]]` must not be reported as TYPE (marked-documents.ts).
 * - A comma after the last part of a date or code separates CSV cells, not thousands
 *   ("1988-02-14,747 758 755": the TFN after the date is a number of its own).
 * - VAT_ID: a country label that repeats the number's prefix ("FR FR38818613499").
 * - BIC: the tags of ISO 20022 payment files (<BICFI>, <BICOrBEI>).
 * - SECRET: a Telegram bot token in the Bot API's URL, glued to "/bot".
 * - LICENSE_PLATE: a German plate whose letters and number run together ("M-XY123") only next to a
 *   vehicle word; none glued to more of a code after a dash ("WG-A-1000-BLK").
 * - PERSONAL_ID: Nordic identity numbers in a CSV column named for them (a comma after a letter or a
 *   cell separates; after a digit it still glues: "1,234567").
 */
import t from 'tap'
import { checkMarkedDocuments } from './marked-documents.ts'

// A Telegram-shaped token assembled at run time, so that the repository holds no such string.
const telegram = ['58', '1234', '9077', ':AA', 'Hq7_kR2mWx9-Lp4', 'ZtYb8Nc3Vd6Fg1Js5'].join('') + 'U'

checkMarkedDocuments(t, [
  'staff_id,name,birth_date,tfn,phone\nS-88,Harriet Quinn,1990-04-12,{{AU_TFN:123 456 782}},0413 220 981\nS-89,Omar Haddad,1985-11-30,{{AU_TFN:876 543 210}},0422 118 907',
  // A real thousands separator still glues: "12,345 678 901" is no TFN of its own.
  'Total: 12,[[AU_TFN:345 678 901]] units shipped',
  'Lieferant: Kessler Druck GmbH, USt-Nr. {{VAT_ID:DE136695976}}\nWeitere Registrierungen: FR {{VAT_ID:FR38818613499}} · NL {{VAT_ID:NL866396731B01}}',
  // A country label before a number that is no VAT number.
  'Order [[VAT_ID:FR 2024]]-118, ref NL 4471',
  '<CdtrAgt><FinInstnId><BICFI>{{BIC:COBADEFFXXX}}</BICFI></FinInstnId></CdtrAgt>',
  `alert.sh: curl -s "https://api.telegram.org/bot{{SECRET:${telegram}}}/sendMessage" -d chat_id=-100221 -d text="disk full"`,
  // "bot" glued to a number with no token's shape; a token's shape in a file name (as for every token rule).
  'see https://example.org/[[SECRET:bot12345678]]/help for the FAQ',
  `cached thumbnail: [[SECRET:${telegram}]].png`,
  'Das Fahrzeug {{LICENSE_PLATE:M-XY123}} wurde am Montag abgeschleppt.',
  'Netzwerk: IP 10.0.40.119 – Drucker [[LICENSE_PLATE:KS-PR2]] im 2. OG, Zone [[LICENSE_PLATE:H-CO2]]',
  'Artikel Widget A [[LICENSE_PLATE:WG-A-1000]]-BLK, 10 Stück à 4,20 EUR',
  'medlem,namn,personnummer/hetu,land\nM-1,Ingrid Dahl,{{PERSONAL_ID:850612-5882}},SE\nM-2,Aatu Virtanen,{{PERSONAL_ID:210489-9734}},FI\nM-3,Søren Holm,{{PERSONAL_ID:140382-1187}},DK',
  'personnummer,antal\nsumma,1,[[PERSONAL_ID:234567]]-1187,st'
])

checkMarkedDocuments(t, [
  // A JSON key of an address in ASCII spelling (endereco for endereço, logradouro for the street).
  '[{"nome": "Ana Lima", "endereco": "{{ADDRESS:Rua Augusta, 1508, apto 92}}", "cidade": "São Paulo"},\n {"nome": "Caio Reis", "logradouro": "{{ADDRESS:Rua Chile, 22}}", "cidade": "Salvador"}]',
  // "targata" (Italian: with the plate) as a plate label; a year after it is no plate.
  'la macchina è la Panda targata {{LICENSE_PLATE:GB 418 TK}}, quella nuova targata [[LICENSE_PLATE:2024]]'
])

checkMarkedDocuments(t, [
  // Before a house number, a postcode and its city any street name counts: an article and two words, or two words.
  'Annegret Schellhaas\n{{ADDRESS:Am Fort Elisabeth 17\n55131 Mainz}}\nGirokonto Komfort',
  'Jonas Kleinschmidt · Fotografie · {{ADDRESS:Lister Meile 27 · 30161 Hannover}}',
  // Without a house number before the postcode, or a number that is no house number's: no street.
  'Kundennummer 1234\n[[ADDRESS:10115 Berlin]] zahlt per Lastschrift'
])

checkMarkedDocuments(t, [
  // A US city line after a form label on its own line.
  'Payee address: {{ADDRESS:4420 N School Rd}}\nCity, state, ZIP: {{ADDRESS:Phoenix, AZ 85018}}\nTaxpayer Identification Number: see below',
  // A state and ZIP code after a label without a city: no address.
  'Sales tax: [[ADDRESS:AZ 85018]] rate applies'
])

checkMarkedDocuments(t, [
  // Western Canada numbers its streets without an ordinal ("128 St", "104 Ave").
  'Rajinder Gill\n{{ADDRESS:7731 128 St\nSurrey, BC V3W 4E6}}\nNovember 18, 2026',
  // Numbers before a street type with no city line after them: no address.
  'see rows [[ADDRESS:12 15 Way]] out of 40'
])

checkMarkedDocuments(t, [
  // A flat's own line above the street's belongs to the address.
  'Mr Adebayo O. Ogunleye\n{{ADDRESS:Flat 12, Windmill Court\n44 Commercial Road\nLondon E1 1LA}}\n\nDear Mr Ogunleye,',
  // A longer line above is no flat's line.
  'Room 12 is booked for the workshop on Monday morning at nine\n{{ADDRESS:44 Commercial Road\nLondon E1 1LA}}'
])

checkMarkedDocuments(t, [
  // A chat export's message stamp after a message with a birth word is no birth date; a birth time after a birth date changes nothing.
  '12.11.25, 18:45 - Oma Gerda: Lukas, hast du eine Nummer für dein Geburtstagsgeld?\n[[DATE_OF_BIRTH:12.11.25]], 18:47 - Lukas Hoffmann: Klar!',
  'Geburtsurkunde: geboren am {{DATE_OF_BIRTH:12.11.1985}}, 18:47 Uhr in Mainz'
])

checkMarkedDocuments(t, [
  // Dates are no phone numbers, also as the head of a longer run of digits, or in a form's boxes.
  'Return period: [[PHONE:01/01/2024]] - 31/12/2024\nDue date: 30/06/2025',
  'Die monatliche Rente beträgt ab [[PHONE:01.07.2025]] 1.684,21 EUR.',
  '31. PHYSICIAN SIGNATURE DATE [[PHONE:03 04 2025]] 32. SERVICE FACILITY',
  // A phone number with a trailing year is still cut to the number.
  'Tel. {{PHONE:0171 1234567}} 2024 neu'
])

checkMarkedDocuments(t, [
  // A table drawn with bars pads its cells with blanks: the column's header still gives the context.
  '| Họ và tên | Ngày sinh | Số hộ chiếu |\n| NGUYỄN THỊ MAI | {{DATE_OF_BIRTH:12/04/1989}} | C7412839 |',
  'Ime i prezime | Datum rođenja | Dolazak\nOndřej Novotný | {{DATE_OF_BIRTH:03.02.1990}} | [[DATE_OF_BIRTH:14.07.2025]]',
  // Birth words of Spanish deeds and Greek forms.
  'compareció la señora Alejandra Hernández, originaria de esta Ciudad, donde nació el día {{DATE_OF_BIRTH:9 de junio de 1985}}, casada',
  'Οδηγός: Νικόλαος Μαυρίδης, Δίπλωμα 60238817, γεν. {{DATE_OF_BIRTH:19/11/1976}}'
])

checkMarkedDocuments(t, [
  // "of ID No." joins a person to the number; another word before ID names a thing's number.
  'This agreement is made BETWEEN JOSEPH KOECH of ID No. {{PERSONAL_ID:23018844}} and the landlord.',
  'Order ID No. [[PERSONAL_ID:12345678]] was shipped today.',
  // Labels in Cyrillic and Arabic, and Hungary's TAJ.
  'Тужилац: Милан Јовановић (ЈМБГ {{PERSONAL_ID:0304968714383}}) из Београда',
  'TAJ szám: {{PERSONAL_ID:682 912 055}}\nLakcím: Budapest',
  'الرقم القومي: {{PERSONAL_ID:28703090126049}}\nرقم الهوية الوطنية: {{PERSONAL_ID:1795225943}}\nرقم الإقامة: {{PERSONAL_ID:2061570863}}'
])

checkMarkedDocuments(t, [
  // The password glued to -p on the MySQL command line; -p alone prompts, -P is the port, a variable is no password.
  "history:\n 507  mysql -h 10.8.0.14 -u root -p'{{SECRET:IvjjBIeNqAvo}}' ledger -e 'select count(*) from tx'\n 508  mysqldump -u backup -p{{SECRET:S3cretPw99}} shop > shop.sql",
  'mysql -h db -P [[SECRET:3306]] -u root -p ledger; mysql -u root -p[[SECRET:$MYSQL_PWD]] ledger; ssh -p[[SECRET:2222]] bastion'
])
