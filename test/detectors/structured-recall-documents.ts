/**
 * Documents for the structured recall tests (structured-recall.test.ts): PASSPORT, PHONE,
 * DATE_OF_BIRTH, DRIVER_LICENSE, LICENSE_PLATE and ADDRESS in invented texts of many countries and
 * genres, one group per general rule. `{{TYPE:value}}` marks a value that must be found whole as
 * TYPE; `[[TYPE:value]]` marks a value that must NOT be reported as TYPE. Every number and name is
 * made up.
 */
export const DOCUMENTS: readonly string[] = [
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
