/**
 * Documents for the structured recall tests (structured-recall.test.ts): PASSPORT, PHONE,
 * DATE_OF_BIRTH, DRIVER_LICENSE, LICENSE_PLATE and ADDRESS in invented texts of many countries and
 * genres, one group per general rule. `{{TYPE:value}}` marks a value that must be found whole as
 * TYPE; `[[TYPE:value]]` marks a value that must NOT be reported as TYPE. Every number and name is
 * made up.
 */
export const DOCUMENTS: readonly string[] = [
  // ---- PHONE: short national numbers under a phone column header ----
  `id;nombre;telefono;ciudad
1;Marta Ríos;{{PHONE:915 482 736}};Madrid
2;Jordi Vila;{{PHONE:612 48 27 39}};Girona`,
  `Imię;Nazwisko;Telefon;Miasto
Anna;Kowal;{{PHONE:601 482 913}};Kraków`,
  `Fornavn;Etternavn;Mobil
Ola;Hansen;{{PHONE:481 29 374}}`,
  // ---- PHONE: a dashed number in the cell after a digit (not a thousands group) ----
  `Name,Title,Work Phone,Mobile
Dana Kim,Analyst,+1 415 555 0100 x311,{{PHONE:415-555-0148}}
Row,Totals,"1,250",[[PHONE:3,500]]`,
  `SIN,Province,Postal Code,Phone
046 454 286,ON,M5V 2T6,{{PHONE:416-555-0191}}`,
  // ---- PHONE: Chinese mobile numbers in their 3-4-4 grouping ----
  `寄件人 Sender: 王芳  {{PHONE:139-2048-1736}}
收件人 Recipient: 刘洋  {{PHONE:186 2946 6423}}
运单号 [[PHONE:SF1482917365041]]`,
  // ---- PHONE: bank-statement dates, CEPs and numbers of other kinds are no phones ----
  `Buchung Valuta Vorgang Betrag
[[PHONE:03.11. 03.11.]] Lastschrift Stadtwerke -84,20
[[PHONE:04.11. 04.11.]] Gutschrift Lohn 2.480,00`,
  `Av. Paulista, 1578 – Bela Vista, São Paulo – SP, CEP [[PHONE:01310-200]]
Tel.: {{PHONE:(11) 3141-4914}}`,
  `Transfer receipt
From account Everyday Saver [[PHONE:06 2140 1038 4721]]
Questions? Call {{PHONE:+61 2 9293 9999}}`,
  'DPD Paketschein [[PHONE:0157 4829 1736 51]], Hotline {{PHONE:06021 8430}}',
  'Wire to Chase, routing [[PHONE:021000021]], account 8310482917',
  'Order [[PHONE:503807173]] has shipped. For questions call {{PHONE:0800 123 4567}}',
  'Account Executive, {{PHONE:+49 89 2481 9394}}',
  'Kundennummer [[PHONE:0301234567]], Tel. {{PHONE:030 1234567}}',
  // ---- DATE_OF_BIRTH: birth-date column headers and labels of more languages ----
  `"Nama","NIK","Tanggal Lahir","Kota"
"Dewi Lestari","3173014506880003","{{DATE_OF_BIRTH:05-06-1988}}","Jakarta"`,
  `Ad;Soyad;Doğum Tarihi;Şehir
Emre;Yılmaz;{{DATE_OF_BIRTH:14.02.1990}};Ankara`,
  'Dependente: Lucas Ferreira, nasc. {{DATE_OF_BIRTH:11/08/2015}}, plano familiar',
  'Họ tên: Nguyễn Văn An  Ngày sinh: {{DATE_OF_BIRTH:22/03/1987}}',
  `氏名 / Name: 山田 太郎
生年月日 / DOB: {{DATE_OF_BIRTH:1983年11月3日}}
発行日 / Issued: [[DATE_OF_BIRTH:2024年4月1日]]`,
  'D.O.B.: {{DATE_OF_BIRTH:07/10/1998}}   Next appointment: [[DATE_OF_BIRTH:12/01/2026]]',
  // ---- DATE_OF_BIRTH: the second column of a form row ----
  `                     Antragsteller          Mitantragstellerin
Name                 Wolf, Tobias           Krause, Mia
geb. am              {{DATE_OF_BIRTH:14.07.1985}}             {{DATE_OF_BIRTH:30.01.1987}}
Einzug               [[DATE_OF_BIRTH:01.02.2026]]`,
  // ---- DATE_OF_BIRTH: the answer to a question on the line above ----
  `Agent Tom: For security, please confirm your date of birth.
Customer: {{DATE_OF_BIRTH:03/04/1979}}
Agent Tom: Thanks. When did the payment leave your account?
Customer: [[DATE_OF_BIRTH:17/11/2025]]`,
  `[09:14] bot: What is your DOB?
[09:15] Lukas: {{DATE_OF_BIRTH:1992-05-30}}`,
  // ---- DRIVER_LICENSE: Turkish labels ----
  `Kiralama sözleşmesi — Müşteri: Burak Aydın
Ehliyet No: {{DRIVER_LICENSE:482913}}   Ehliyet sınıfı: B
Sürücü Belgesi No: {{DRIVER_LICENSE:B7712049}}`,
  // ---- ADDRESS: street and house number in columns of their own ----
  `Voornaam,Achternaam,Straat,Huisnummer,Postcode,Woonplaats
Sanne,Bakker,{{ADDRESS:Prinsengracht}},{{ADDRESS:263}},1016 GV,Amsterdam
Joris,de Graaf,{{ADDRESS:Van der Helststraat}},{{ADDRESS:14-B}},3076 AB,Rotterdam`,
  `Name;Straße;Hausnr;PLZ;Ort
Petra Lang;{{ADDRESS:Am Kupfergraben}};{{ADDRESS:6a}};10117;Berlin`,
  `Nr,Name,Artikel,Menge
[[ADDRESS:1]],Hammer,Werkzeug,[[ADDRESS:12]]
[[ADDRESS:2]],Zange,Werkzeug,[[ADDRESS:4]]`,
  `street,no,city
[[ADDRESS:unknown]],[[ADDRESS:7]],Oslo`,
  // ---- LICENSE_PLATE: plates of other countries after a plate label ----
  '{"policy": "KFZ-2026-4471", "vehicle": {"make": "Toyota", "model": "Vios", "year": 2019, "plate": "{{LICENSE_PLATE:30A-482.17}}"}}',
  'Vehicle: VW Golf 1.5 TSI 2020, licence plate {{LICENSE_PLATE:AB12 CDE}}, mileage 41,200',
  'Targa: {{LICENSE_PLATE:FG 482 KL}} — Immatricolazione 2018',
  'Kenteken {{LICENSE_PLATE:12-XKL-4}} geparkeerd in zone B',
  'Number plate reprint for [[LICENSE_PLATE:2026]], plate size 520 x 111 mm',
  'See plate [[LICENSE_PLATE:14A]] in the atlas',
  // ---- DRIVER_LICENSE: a record whose kind is a driving licence; a chat answer ----
  '{"verification": {"document": {"type": "driving_licence", "issuer": "IE", "number": "{{DRIVER_LICENSE:184729365}}"}, "ref": "[[DRIVER_LICENSE:VRF-20261120]]"}}',
  `Tipo de documento: Permiso de conducir
Número: {{DRIVER_LICENSE:48291736K}}`,
  `Agent Jo: thanks, and your driver's licence number?
Customer: {{DRIVER_LICENSE:D6101-40706-60905}}`,
  // ---- PASSPORT: the record's kind says passport, its number key holds the number ----
  `{
  "kyc": {
    "subject": {"name": "Tendai Banda", "dob": "1988-02-11"},
    "document": {
      "type": "passport",
      "issuing_country": "MWI",
      "number": "{{PASSPORT:MA0482913}}",
      "expiry": "2030-04-30"
    },
    "phone": {"number": "[[PASSPORT:26599123456]]"}
  }
}`,
  `{"pax": [{"firstName": "Ines", "lastName": "Duarte",
  "apis": {"docType": "P", "docNumber": "{{PASSPORT:CB7719204}}", "nationality": "PRT", "expiry": "2029-11-02"}},
  {"firstName": "Rui", "lastName": "Duarte",
  "apis": {"docType": "I", "docNumber": "[[PASSPORT:T4K9X2M71]]", "nationality": "PRT"}}]}`,
  `<traveller>
  <surname>OKAFOR</surname>
  <documentType>P</documentType>
  <documentNumber>{{PASSPORT:A09384756}}</documentNumber>
  <bookingRef>[[PASSPORT:QX7Y2K]]</bookingRef>
</traveller>`,
  `Hotel registration card
Guest: Ana Lucía Pérez
Document type: Passport
Document number: {{PASSPORT:XDA481927}}
Country of issue: Colombia
Room: 412   Reservation: [[PASSPORT:RSV2026481]]`,
  `Tipo de documento: Pasaporte
Número: {{PASSPORT:PAC739184}}
Fecha de caducidad: 12/05/2031`,
  'ID type: Passport   ID number: {{PASSPORT:E48217396}}   Nationality: CHN',
  '{"document": {"type": "national_id", "number": "[[PASSPORT:X4829173]]"}}',
  // ---- PASSPORT: a question naming the passport number, answered on the next chat line ----
  `[14:02] Agent Sam: thanks! and your passport number?
[14:03] Priya: {{PASSPORT:Z4829173}}
[14:03] Agent Sam: got it`,
  `Agent Lena: Could you give me the passport number and its expiry date?
Customer: {{PASSPORT:C5J7K9L1M}}, valid until 2031
Agent Lena: And your booking code?
Customer: [[PASSPORT:K7QX2P]]`,
  // ---- PASSPORT: a token the field names as another reference is not the passport number ----
  'Please bring your passport to check-in for booking [[PASSPORT:ABX4821]] tomorrow',
  'Passport copy received with order [[PASSPORT:ORD482913]] - thank you',
  'Reisepass bitte mitbringen, Buchungsnummer [[PASSPORT:BK2026481]] steht auf dem Ticket',
  'Passeport exigé à l\'embarquement pour la réservation [[PASSPORT:RES48219]]',
  'Passport No.: {{PASSPORT:N4829173}}  Visa number [[PASSPORT:V8812047]]',
  // ---- PASSPORT: "Pass:" after a user name or login is a password ----
  `WLAN-Zugang Gäste
SSID: Praxis-Gast
Pass: [[PASSPORT:K9X2M4P7]]`,
  'Login: jdoe  Pass: [[PASSPORT:HX7K2M9Q]]',
  'Name: Lea Brandt, Pass: {{PASSPORT:C01X00T47}}'
]
