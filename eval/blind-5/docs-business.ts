/**
 * blind-5: business communication — ticket-system exports, CRM notes and exports, e-mail threads with
 * quoted replies and signatures, Slack/Teams threads, meeting minutes, calendar invites, vCards,
 * recruiting, sales orders, SWIFT/SEPA messages, a collections letter, data-subject requests; two
 * documents without personal data.
 * Markup: [[TYPE|value]]; see eval/blind-5/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_BUSINESS: RawDoc[] = [
  // Zendesk ticket export, Dutch bike-lease company
  ['ticket', 'nl', `Ticket #284117 — "Leasefiets niet geleverd, wel ingehouden op salaris"
Status: Open · Prioriteit: Hoog · Groep: Tweede lijn · Aangevraagd door: [[NAME|Sanne Bakker-Oudshoorn]] <[[EMAIL|sanne.bakker@kpnmail.nl]]>
Kanaal: Webformulier · Tags: salarisinhouding, levering, escalatie

---- [[NAME|Sanne Bakker-Oudshoorn]], 12 mei 2025 09:14 ----
Goedemiddag,

Sinds maart wordt er €58,40 per maand ingehouden op mijn salaris voor de leasefiets (contract LF-2025-03-1187) maar de fiets is nog steeds niet geleverd. De dealer zegt dat jullie de order niet hebben doorgezet.
Mijn gegevens voor de terugbetaling:
BSN [[NL_BSN|677553870]] (vroeg jullie salarisadministratie)
Rekening [[IBAN|NL79 ABNA 6741 0129 74]] t.n.v. [[NAME|S. Bakker]]
Adres: [[ADDRESS|Van Speijkstraat 112-2, 1057 HD Amsterdam]]
Tel. [[PHONE|06-28471930]]

---- [[NAME|Youssef El Amrani]] (agent), 12 mei 2025 11:02 ----
Beste [[NAME|Sanne]], dank voor je bericht. Ik heb de order bij de dealer (Fietsplein Oost, dealernr. D-0442) nagevraagd. Je BSN hebben we hiervoor niet nodig, ik heb het uit het ticket laten verwijderen.
Groet, [[NAME|Youssef]] — Klantenservice, [[PHONE|020 214 88 10]]

---- Interne notitie ([[NAME|Marloes Jansen]]) ----
Dealer bevestigt: frame besteld 04-04, levering wk 22. Inhouding stopzetten via werkgever (Werkgeversnr. WG-88120). Terugbetaling 3× €58,40 naar bovenstaande IBAN.`],

  // Jira issue export: airline refund escalation
  ['ticket', 'en', `[CXE-4471] Refund for cancelled AK 782 DUB-LIS not received — passenger threatens EU261 claim
Type: Escalation   Priority: Major   Reporter: [[NAME|Ciara Doherty]]   Assignee: [[NAME|Rafael Nunes]]
Created: 2025-05-06 14:20   Labels: refund, eu261, pii-redact-after-close

Description
Booking ref QX7M2P (2 pax), e-ticket 125-2184477091 / 125-2184477092. Flight cancelled 2025-04-18.
Pax 1: [[NAME|O'BRIEN/DECLAN]] MR, passport [[PASSPORT|583019274]] (GBR), DOB [[DATE_OF_BIRTH|03 FEB 1971]]
Pax 2: [[NAME|O'BRIEN/NUALA]] MRS, passport no. [[PASSPORT|PD6083125]] (IRL)
Contact: [[EMAIL|declan.obrien71@gmail.com]], [[PHONE|+44 7911 284 650]]
Original payment: Visa [[CREDIT_CARD|4078 0128 1137 3236]] (customer gave the full number on the phone, please mask in notes)
Refund requested 2025-04-19 (RF-55018), status in Amadeus "ISSUED" but nothing on the card statement.

Comments
[[NAME|Rafael Nunes]] — 2025-05-07 09:41
Refund was issued to the card ending 3236 on 04-24, ARN 74987505114000112233441. Asked customer to check with his bank.
[[NAME|Ciara Doherty]] — 2025-05-07 10:05
Customer says bank has no record. Calling again on [[PHONE|+44 7911 284 650]] this afternoon.`],

  // ServiceNow incident: stolen laptop
  ['ticket', 'de', `INC0048213 — Laptop aus Dienstwagen gestohlen
Anrufer: [[NAME|Florian Weißhaupt]] (Vertrieb Süd) · Tel. mobil [[PHONE|+49 171 4428 093]] · [[EMAIL|florian.weisshaupt@hartmann-antriebe.de]]
Kategorie: Sicherheit / Verlust · Priorität 2 · Zugewiesen an: IT-Security (Gruppe SEC-OPS)

Beschreibung:
In der Nacht vom 13. auf 14.05. wurde der Dienstwagen (VW Passat, amtl. Kennzeichen [[LICENSE_PLATE|RV-HA 1187]]) in [[ADDRESS|Schussenstraße 5, 88212 Ravensburg]] aufgebrochen. Gestohlen: Laptop Lenovo T14 Gen 4, Inventar-Nr. HA-IT-20931, Seriennr. PF4KX2Y9.
Anzeige bei der Polizei Ravensburg erstattet, Vorgangsnummer 0-25-1405-0271.

Arbeitsnotizen (IT-Security):
- BitLocker aktiv (Recovery-Key in Entra ID hinterlegt). Gerät in Intune gesperrt + Remote Wipe angestoßen 14.05. 07:52.
- Letzter Kontakt: 13.05. 22:41 von IP [[IP_ADDRESS|89.244.190.12]] (Hotel-WLAN), WLAN-MAC [[MAC_ADDRESS|A4:C3:F0:5E:12:9B]]
- Ethernet-MAC Dock: [[MAC_ADDRESS|98:FA:9B:0C:44:D1]] — im NAC auf Blockliste gesetzt.
- Passwort + MFA von Hr. [[NAME|Weißhaupt]] zurückgesetzt ([[NAME|M. Öztürk]]).
Schließen nach Eingang des Ersatzgeräts (Bestellung BE-2025-1177).`],

  // Salesforce CRM notes, German B2B customer
  ['crm', 'de', `Account: Brenner Fördertechnik GmbH · Kundennr. 100488 · Branche Maschinenbau · Owner: [[NAME|Julia Kempf]]
Anschrift: [[ADDRESS|Industriestraße 14, 74564 Crailsheim]] · USt-IdNr. [[VAT_ID|DE948875462]]
Bankverbindung (für Gutschriften): [[IBAN|DE93 5001 0517 4037 7902 64]], BIC [[BIC|INGDDEFFXXX]]

Kontakte
- [[NAME|Thomas Brenner]] (GF) — [[PHONE|07951 9402-11]], [[EMAIL|t.brenner@brenner-foerdertechnik.de]]
- [[NAME|Anja Reisinger]] (Einkauf) — [[PHONE|07951 9402-37]], mobil [[PHONE|0160 91827364]], [[EMAIL|a.reisinger@brenner-foerdertechnik.de]]

Aktivitäten
08.05.2025 Anruf [[NAME|Reisinger]]: Rahmenvertrag 2026 grundsätzlich ja, will aber 3 % mehr Rabatt auf Ersatzteile (Artikelgruppe 44xx). Angebot AN-25-0931 bis 20.05. nachbessern.
12.05.2025 E-Mail von Hr. [[NAME|Brenner]]: neue Lieferadresse für Werk 2 ab Juni: [[ADDRESS|Am Bahnhof 3, 74597 Stimpfach]]. Bitte im ERP als Lieferanschrift 02 anlegen.
15.05.2025 Besuch vor Ort ([[NAME|J. Kempf]], [[NAME|P. Lorenz]]). Wettbewerber Fa. Kettler ist mit 8 % unter uns. Nächster Termin KW 24.`],

  // HubSpot CSV export of leads, Ireland and UK
  ['crm-export', 'en', `Record ID,First Name,Last Name,Email,Phone Number,Company Name,Street Address,City,Postal Code,Lifecycle Stage,Create Date
10293847561,[[NAME|Aoife]],[[NAME|McNamara]],[[EMAIL|aoife@mcnamarabakery.ie]],[[PHONE|+353 61 412 907]],McNamara's Bakery,[[ADDRESS|22 O'Connell Street]],Limerick,V94 E3K8,lead,2025-04-02 10:11
10293847562,[[NAME|Cormac]],[[NAME|Ó Súilleabháin]],[[EMAIL|cormac.osuilleabhain@gmail.com]],[[PHONE|087 305 6621]],,[[ADDRESS|Ballyvourney Road]],Macroom,P12 XW40,subscriber,2025-04-03 18:40
10293847563,[[NAME|Priyanka]],[[NAME|Desai]],[[EMAIL|priyanka.desai@northgatelabs.co.uk]],[[PHONE|0161 496 0732]],Northgate Labs Ltd,[[ADDRESS|Unit 4, Pollard Yard, Pollard Street]],Manchester,M4 7AJ,marketingqualifiedlead,2025-04-07 09:02
10293847564,Test,Test,test@hubspot-test.invalid,,,,,,other,2025-04-07 09:05
10293847565,[[NAME|Gareth]],[[NAME|Llewellyn]],[[EMAIL|gareth@llewellynjoinery.wales]],[[PHONE|01267 238 445]],Llewellyn Joinery,[[ADDRESS|Heol y Prior 9]],Carmarthen,SA31 1NR,lead,2025-04-11 15:27`],

  // E-mail thread, Austrian payroll onboarding (quoted replies)
  ['email', 'de', `Von: [[NAME|Verena Pichler]] <[[EMAIL|v.pichler@lohnbuero-pichler.at]]>
An: [[NAME|Stefan Gruber]] <[[EMAIL|office@gruber-tischlerei.at]]>
Betreff: AW: AW: Anmeldung ÖGK – zwei neue Mitarbeiter ab 2. Juni
Datum: Mi., 21. Mai 2025, 16:48

Hallo Herr [[NAME|Gruber]],

danke, jetzt ist alles vollständig. Die Anmeldungen gehen morgen über ELDA raus.

Liebe Grüße
[[NAME|Verena Pichler]]
Lohnverrechnung Pichler · [[ADDRESS|Hauptplatz 19, 8530 Deutschlandsberg]] · [[PHONE|+43 3462 2871]]

> Am 21.05.2025 um 14:02 schrieb [[NAME|Stefan Gruber]]:
> Anbei die fehlenden Daten:
>
> 1) [[NAME|Lukas Strohmaier]], geb. [[DATE_OF_BIRTH|14.03.1979]], SV-Nr. [[AT_SSN|9181 140379]]
>    [[ADDRESS|Grazer Straße 41/3, 8530 Deutschlandsberg]], Konto [[IBAN|AT60 0987 1892 1345 3466]]
> 2) [[NAME|Mirela Kovačević]], geb. [[DATE_OF_BIRTH|02.08.1991]], Sozialversicherungsnummer [[AT_SSN|9470020891]]
>    [[ADDRESS|Frauentaler Straße 7, 8530 Deutschlandsberg]], Konto [[IBAN|AT27 9048 1475 4337 8081]]
>
> Beide Vollzeit, Tischlergeselle bzw. Lehrling 3. Lj. (KV Holz, Lohngruppe 4).
>
> > Am 20.05.2025 um 09:15 schrieb [[NAME|Verena Pichler]]:
> > Für die Anmeldung brauche ich noch SV-Nummern, Geburtsdaten und Bankverbindungen. Die e-card-Nummer reicht nicht.
>
> Mit freundlichen Grüßen
> [[NAME|Stefan Gruber]]
> Tischlerei Gruber · [[PHONE|0664 381 2290]]`],

  // Slack thread: support engineers debugging an account
  ['chat', 'en', `#support-escalations

[[NAME|Dana Whitaker]]  10:02 AM
customer can't log in after the SSO migration, says reset mails never arrive. account: [[EMAIL|m.castellanos@brightpathcare.org]] (org BrightPath Care, plan Team, id org_8812)

[[NAME|Ola Haugen]]  10:05 AM
last 3 login attempts from [[IP_ADDRESS|24.114.63.201]] all "sso_required". reset mails are suppressed for SSO orgs by design

[[NAME|Dana Whitaker]]  10:06 AM
ok but she's not in their IdP yet. she sent me her password so I could "check" 🙃 it's [[SECRET|Brightpath#2025!]]

[[NAME|Ola Haugen]]  10:07 AM
please delete that message and tell her to change it. I'll add a temporary SSO bypass for her user (usr_55120) for 24h

[[NAME|Mateo Castellanos]] (guest)  10:15 AM
hi, I'm the org admin — my wife [[NAME|Marisol]] is the user in question. can you call me instead? [[PHONE|(512) 555-0193]]

[[NAME|Dana Whitaker]]  10:16 AM
sure, calling now`],

  // Teams chat, Swiss HR about a new hire
  ['chat', 'de', `[09:31] [[NAME|Corinne Vuilleumier]]
Hoi [[NAME|Patrick]], für den Eintritt von Frau [[NAME|Aebischer]] am 1.7. fehlt mir noch die AHV-Nummer, hast du die aus dem Personalblatt?

[09:34] [[NAME|Patrick Imhof]]
Ja: [[NAME|Nadine Aebischer]], [[CH_SSN|756.1218.9007.95]], geb. [[DATE_OF_BIRTH|9. Oktober 1993]]
Adresse [[ADDRESS|Route de la Glâne 128, 1752 Villars-sur-Glâne]]
Lohnkonto [[IBAN|CH90 0071 0190 1153 0005 9]]

[09:35] [[NAME|Corinne Vuilleumier]]
Merci! Quellensteuer? Sie wohnt in FR, arbeitet in Bern.

[09:37] [[NAME|Patrick Imhof]]
Nein, CH-Bürgerin, keine QST. Pensum 80 %, Lohnband L7. Natel für Rückfragen [[PHONE|078 615 22 40]].

[09:40] [[NAME|Corinne Vuilleumier]]
👍 erfasst im Abacus (Pers.-Nr. 30418).`],

  // Meeting minutes, Maltese gaming operator AML committee
  ['minutes', 'en', `MINUTES — AML/CFT Committee, Meeting 2025/05
Date: 15 May 2025, 10:00–11:20 CET · Location: Board room, [[ADDRESS|Level 4, Portomaso Business Tower, St Julian's STJ 4011]]
Present: [[NAME|Charlene Camilleri]] (MLRO, chair), [[NAME|Matthew Borg]] (Compliance), [[NAME|Ivan Grech]] (Payments), [[NAME|Anna Zammit]] (Legal)
Apologies: [[NAME|Kurt Farrugia]]
Minutes: [[NAME|Matthew Borg]]

1. Minutes of 2025/04 approved without changes.

2. Case file SAR-2025-017 (player account PLR-7712094)
   - Deposits of EUR 48,200 in 9 days via crypto processor; withdrawals requested to an unrelated wallet [[CRYPTO_WALLET|bc1qzk57mn25gdy6thrswxm0cdvn0fhcmxgudka0kg]].
   - Source-of-funds documents (payslips) appear altered. KYC name [[NAME|Dragan Petrović]], registered address in Podgorica.
   - Decision: file STR with FIAU; freeze withdrawals; retain records 5 years. Owner: [[NAME|C. Camilleri]].

3. Processor due diligence (PayNova): contract renewal subject to updated AML questionnaire. Owner: [[NAME|I. Grech]].

4. AOB: new FIAU implementing procedures effective 1 July — training for CS agents (Owner: [[NAME|A. Zammit]]).

Next meeting: 12 June 2025. Contact for this committee: [[EMAIL|aml-committee@lunaplay.com.mt]], [[PHONE|+356 2137 5590]].`],

  // ICS calendar invite
  ['calendar', 'en', `BEGIN:VCALENDAR
PRODID:-//Google Inc//Google Calendar 70.9054//EN
VERSION:2.0
METHOD:REQUEST
BEGIN:VEVENT
DTSTART:20250604T130000Z
DTEND:20250604T140000Z
DTSTAMP:20250521T085512Z
ORGANIZER;CN=[[NAME|Kwame Asante]]:mailto:[[EMAIL|kwame.asante@harbourfreight.com.gh]]
UID:5r1c2o9m8v0k7d4j3h6g2f1e0d@google.com
ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN=[[NAME|Efua Mensah]]:mailto:[[EMAIL|efua.mensah@harbourfreight.com.gh]]
ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=[[NAME|Lars Dahlberg]]:mailto:[[EMAIL|lars.dahlberg@nordicreefer.se]]
ATTENDEE;CUTYPE=RESOURCE;CN=Tema Room 2:mailto:[[EMAIL|tema-room-2@harbourfreight.com.gh]]
SUMMARY:Reefer container delays Tema – Gothenburg (Q2 review)
LOCATION:[[ADDRESS|Harbour Freight Ltd, 14 Meridian Road, Community 1, Tema]] / Zoom
DESCRIPTION:Join Zoom: https://us06web.zoom.us/j/84127705931?pwd=[[URL_SECRET|KgQ3ivQzarSj95uI5rlHymHNOxG4.1]]\\nMeeting ID: 841 2770 5931\\nDial in: [[PHONE|+46 8 5016 3827]] (Sweden)\\, [[PHONE|+233 30 297 1144]] (Ghana)\\nAgenda: 1) delays wk 14–19 2) demurrage invoices INV-7731/7745\\n-- [[NAME|Kwame]]
SEQUENCE:0
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR`],

  // vCards: Taiwanese and Chilean contacts
  ['vcard', 'zh', `BEGIN:VCARD
VERSION:3.0
N:[[NAME|林]];[[NAME|怡君]];;;
FN:[[NAME|林怡君]] ([[NAME|Lin Yi-Chun]])
ORG:宏遠精密股份有限公司;業務部
TITLE:業務經理
TEL;TYPE=CELL:[[PHONE|+886 912 345 207]]
TEL;TYPE=WORK:[[PHONE|+886-2-2718-5530]] ext. 312
EMAIL;TYPE=WORK:[[EMAIL|yichun.lin@hongyuan-precision.com.tw]]
ADR;TYPE=WORK:;;[[ADDRESS|台北市松山區敦化北路168號9樓]];;;105;Taiwan
NOTE:Met at COMPUTEX 2025\\, booth M0412. Prefers LINE: [[NAME|yichun_hy]]
END:VCARD
BEGIN:VCARD
VERSION:3.0
N:[[NAME|Soto Paredes]];[[NAME|Ignacio]];;;
FN:[[NAME|Ignacio Soto Paredes]]
ORG:Frutícola Los Maitenes SpA
TEL;TYPE=CELL:[[PHONE|+56 9 7741 2085]]
EMAIL:[[EMAIL|isoto@losmaitenes.cl]]
ADR;TYPE=WORK:;;[[ADDRESS|Camino Lo Herrera 1450]];Rancagua;;2820000;Chile
BDAY:[[DATE_OF_BIRTH|1977-04-23]]
END:VCARD`],

  // Polish CV
  ['cv', 'pl', `CURRICULUM VITAE

[[NAME|Weronika Nowak-Jabłońska]]
Data urodzenia: [[DATE_OF_BIRTH|11.09.1996]]
Adres: [[ADDRESS|ul. Piotrkowska 148/12, 90-063 Łódź]]
Tel.: [[PHONE|+48 512 093 664]]   E-mail: [[EMAIL|weronika.nowakjablonska@gmail.com]]
LinkedIn: linkedin.com/in/wnowakjablonska

DOŚWIADCZENIE ZAWODOWE
03.2022 – obecnie   Specjalistka ds. płac, Grupa Medyczna Arkadia sp. z o.o., Łódź
  - naliczanie wynagrodzeń dla 420 pracowników (Symfonia Kadry i Płace 2024.1)
  - rozliczenia ZUS, PIT-11, PPK
07.2019 – 02.2022   Młodsza księgowa, Biuro Rachunkowe Bilans, Zgierz

WYKSZTAŁCENIE
2015 – 2020   Uniwersytet Łódzki, Wydział Ekonomiczno-Socjologiczny, finanse i rachunkowość (mgr)

JĘZYKI: angielski B2, niemiecki A2
REFERENCJE: [[NAME|Anna Sikora]], kierownik działu płac, [[PHONE|42 637 19 80]]

Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji zgodnie z Rozporządzeniem (UE) 2016/679 (RODO).`],

  // Interview notes + background check, Singapore
  ['recruiting', 'en', `Interview notes — Senior Data Engineer (req. R-2025-118)
Candidate: [[NAME|Nurul Aisyah binte Rahman]] · Interviewers: [[NAME|Kelvin Ong]], [[NAME|Deepa Pillai]] · 20 May 2025, 15:00 (Teams)

Technical ([[NAME|Kelvin]]): strong on Spark/Delta, designed CDC pipeline at previous employer (Grab? — verify). Weak on cost optimisation. 4/5
Culture ([[NAME|Deepa]]): clear communicator, asked good questions about on-call. 4/5
Recommendation: proceed to offer, band DE3.

Background check form (filled by candidate, for Certis screening):
Full name (as in NRIC): [[NAME|NURUL AISYAH BINTE RAHMAN]]
NRIC/FIN: [[SG_NRIC|F6940542T]]    ← note: she's a PR, FIN from before PR; HR to confirm current NRIC
Date of birth: [[DATE_OF_BIRTH|07/11/1990]]
Residential address: [[ADDRESS|18 Jalan Bukit Merah #12-204, Singapore 150018]]
Mobile: [[PHONE|8765 2210]]   Email: [[EMAIL|nurulaisyah.r@outlook.sg]]
Passport (Malaysia): [[PASSPORT|A48213907]]
Previous employer HR contact: [[NAME|Jason Teo]], [[EMAIL|jason.teo@vectorlogistics.sg]]`],

  // Sales order, Spanish seller to Portuguese buyer
  ['sales-order', 'es', `PEDIDO DE VENTA Nº PV-2025-00731                     Fecha: 19/05/2025
Vendedor: Cerámicas del Maestrazgo S.L. · [[ADDRESS|Polígono Industrial El Colomer, Calle 3 nº 12, 12200 Onda (Castellón)]]
CIF B12345674 · Tel. [[PHONE|964 77 21 40]] · [[EMAIL|pedidos@ceramaestrazgo.es]]

Cliente: Azulejaria Lusitana, Lda.
NIF/IVA: [[VAT_ID|PT593766407]]
Dirección de entrega: [[ADDRESS|Rua do Almada 377, 4050-038 Porto]], Portugal
Persona de contacto: Sr. [[NAME|Duarte Figueiredo]] — [[PHONE|+351 222 018 554]] — [[EMAIL|duarte@azulejarialusitana.pt]]

Ref.      Descripción                         Cantidad   Precio/m²   Importe
AZ-3041   Azulejo hidráulico 20x20 "Alfama"     180 m²     24,50      4.410,00
AZ-3047   Cenefa 5x20 "Ribeira"                 40 ml      11,80        472,00
PAL-EUR   Palé europeo (retornable)                6        18,00        108,00
                                              Base imponible          4.990,00
                                       IVA 0 % (entrega intracomunitaria)   0,00
                                                      TOTAL EUR       4.990,00

Forma de pago: transferencia 30 días a [[IBAN|ES30 7972 1210 6087 3187 1918]] (BIC [[BIC|CAIXESBBXXX]])
Comercial: [[NAME|Beatriz Ortí]] ([[PHONE|629 418 307]])`],

  // SWIFT MT103
  ['payment-message', 'en', `{1:F01TGBATRISAXXX0000123456}{2:I103DEUTDEFFXXXXN}{3:{108:MT103-2025-0519}{121:8f2b6d1e-3c4a-4e9b-a0d7-15c9e2f4b830}}{4:
:20:TRF2505190044
:23B:CRED
:32A:250520EUR18450,00
:50K:/[[IBAN|TR150700608700808683368838]]
[[NAME|AYSE NUR KAPLAN]]
[[ADDRESS|BAGDAT CAD. NO 412 D.7]]
[[ADDRESS|34728 KADIKOY ISTANBUL]]
:52A:[[BIC|TGBATRIS]]
:57A:[[BIC|DEUTDEFF500]]
:59:/[[IBAN|DE87370400440527620197]]
[[NAME|KAPLAN EMRE]]
[[ADDRESS|SUELZGUERTEL 86]]
[[ADDRESS|50937 KOELN]]
:70:STUDIENGEBUEHR UND MIETE SS2025
/ROC/STU-KLN-2025-88
:71A:SHA
-}{5:{CHK:7A1B2C3D4E5F}}`],

  // SEPA pain.001 XML
  ['payment-message', 'en', `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
 <CstmrCdtTrfInitn>
  <GrpHdr><MsgId>PAYRUN-2025-05-28-01</MsgId><CreDtTm>2025-05-28T07:30:12</CreDtTm><NbOfTxs>2</NbOfTxs><CtrlSum>6140.00</CtrlSum>
   <InitgPty><Nm>Saimaan Puutalo Oy</Nm></InitgPty></GrpHdr>
  <PmtInf>
   <PmtInfId>PALKAT-05-2025</PmtInfId><PmtMtd>TRF</PmtMtd>
   <ReqdExctnDt><Dt>2025-05-30</Dt></ReqdExctnDt>
   <Dbtr><Nm>Saimaan Puutalo Oy</Nm><PstlAdr><StrtNm>Satamakatu</StrtNm><BldgNb>11</BldgNb><PstCd>53100</PstCd><TwnNm>Lappeenranta</TwnNm><Ctry>FI</Ctry></PstlAdr></Dbtr>
   <DbtrAcct><Id><IBAN>[[IBAN|FI4595787905723720]]</IBAN></Id></DbtrAcct>
   <DbtrAgt><FinInstnId><BICFI>[[BIC|DABAFIHH]]</BICFI></FinInstnId></DbtrAgt>
   <CdtTrfTxInf>
    <PmtId><EndToEndId>PALKKA-0531-017</EndToEndId></PmtId>
    <Amt><InstdAmt Ccy="EUR">3280.00</InstdAmt></Amt>
    <Cdtr><Nm>[[NAME|Aleksi Heikkinen]]</Nm></Cdtr>
    <CdtrAcct><Id><IBAN>[[IBAN|SE2250013323553281595880]]</IBAN></Id></CdtrAcct>
    <RmtInf><Ustrd>Palkka 05/2025</Ustrd></RmtInf>
   </CdtTrfTxInf>
   <CdtTrfTxInf>
    <PmtId><EndToEndId>PALKKA-0531-018</EndToEndId></PmtId>
    <Amt><InstdAmt Ccy="EUR">2860.00</InstdAmt></Amt>
    <Cdtr><Nm>[[NAME|Kristiina Laaksonen]]</Nm></Cdtr>
    <CdtrAcct><Id><IBAN>[[IBAN|EE25 2212 4317 6834 1859]]</IBAN></Id></CdtrAcct>
    <RmtInf><Ustrd>Palkka 05/2025</Ustrd></RmtInf>
   </CdtTrfTxInf>
  </PmtInf>
 </CstmrCdtTrfInitn>
</Document>`],

  // Collections letter, UK
  ['letter', 'en', `Arden Recoveries Ltd · [[ADDRESS|PO Box 7714, Nottingham NG1 9FP]] · [[PHONE|0115 784 2290]] · [[EMAIL|payments@ardenrecoveries.co.uk]]

Mr [[NAME|Callum Fraser]]
[[ADDRESS|Flat 3/2, 58 Dumbarton Road]]
[[ADDRESS|Glasgow G11 6NX]]

19 May 2025
Our ref: AR/88120/CF   Original creditor: Bluewave Mobile plc, account 447711902 (closed)
Balance: £412.67

Dear Mr [[NAME|Fraser]],

NOTICE OF ASSIGNMENT AND REQUEST FOR PAYMENT

We wrote to you on 14 April 2025 and have not received a reply. The above balance was assigned to us on 2 April 2025.

You can pay by bank transfer to Arden Recoveries Ltd, sort code 60-83-71, account 20417795 (IBAN [[IBAN|GB69 NWBK 7096 5759 7707 92]]), quoting AR/88120/CF, or by card on [[PHONE|0115 784 2290]] (option 2).

If you are struggling, please call us or contact a free debt advice service such as StepChange ([[PHONE|0800 138 1111]]) or National Debtline. If you dispute the debt, tell us within 14 days.

Yours sincerely
[[NAME|Helen Marsh]]
Customer Resolution Team`],

  // GDPR DSAR, French
  ['gdpr-request', 'fr', `Objet : Demande d'accès à mes données personnelles (article 15 RGPD)

Madame, Monsieur,

Conformément à l'article 15 du RGPD, je vous demande de me communiquer l'ensemble des données personnelles me concernant que vous traitez, leurs finalités, leurs destinataires et leur durée de conservation, ainsi qu'une copie de ces données.

Pour faciliter mon identification :
Nom : [[NAME|ROUSSEL]]   Prénom : [[NAME|Émilie]]
Née le : [[DATE_OF_BIRTH|14/09/1985]] à Paris 15e
N° de sécurité sociale : [[FR_NIR|2 85 09 75 115 409 83]]
Adresse : [[ADDRESS|27 rue de la Convention, 75015 Paris]]
Courriel utilisé pour mon compte : [[EMAIL|emilie.roussel85@free.fr]]
Téléphone : [[PHONE|06 71 28 44 93]]
N° adhérent : MUT-0077182

Je vous rappelle que vous disposez d'un délai d'un mois pour répondre. À défaut, je saisirai la CNIL.

Veuillez agréer, Madame, Monsieur, mes salutations distinguées.
[[NAME|Émilie Roussel]]

PJ : copie de ma carte d'identité (recto)`],

  // GDPR response of a German ISP
  ['gdpr-request', 'de', `Auskunft nach Art. 15 DSGVO — Ihr Schreiben vom 02.05.2025, Az. DS-2025-0412

Sehr geehrter Herr [[NAME|Okafor]],

wir haben zu Ihrer Person folgende Daten gespeichert:

Stammdaten: [[NAME|Chukwuemeka Okafor]], geb. [[DATE_OF_BIRTH|27.06.1984]], [[ADDRESS|Gneisenaustraße 67, 10961 Berlin]]
Kontakt: [[EMAIL|c.okafor@posteo.de]], Mobil [[PHONE|0176 2291 4408]]
Vertrag: Glasfaser 500 (Kd.-Nr. 4410922871), Zahlungsweise SEPA-Lastschrift von [[IBAN|DE22 7068 7366 9759 7066 75]]
Router: FRITZ!Box 5590, MAC [[MAC_ADDRESS|2C:91:AB:7E:04:C6]], Seriennr. D6A1.234.56.789.012
IP-Adressen (Speicherdauer 7 Tage), zuletzt vergeben:
  28.04.2025 03:12 – 29.04.2025 03:12  [[IP_ADDRESS|91.64.213.88]]
  29.04.2025 03:12 – 30.04.2025 03:11  [[IP_ADDRESS|91.64.190.5]]
  IPv6-Präfix: [[IP_ADDRESS|2a02:8109:b6c0:4e00::/56]]
Kommunikation: 3 Kontakte mit dem Kundenservice (Telefonprotokolle, Ticket 77120, 77381, 78012)

Empfänger: Netzbetreiber (Auftragsverarbeiter), SCHUFA (Vertragsabschluss 2023), Inkasso: keine.

Mit freundlichen Grüßen
Datenschutzteam · Spreenetz GmbH · [[ADDRESS|Am Treptower Park 75, 12435 Berlin]] · [[EMAIL|datenschutz@spreenetz.de]]`],

  // Support ticket, Austrian car-sharing, driving licence
  ['ticket', 'de', `Ticket 55-22018 · Kanal: App-Chat · Kategorie: Führerscheinprüfung fehlgeschlagen

Kunde: [[NAME|Gerhard Leitner]] · Kd.-Nr. CS-A-119402 · [[EMAIL|gerhard.leitner@aon.at]] · [[PHONE|+43 664 2837 115]]

[[NAME|Gerhard Leitner]] 14:02: Servus, die App sagt seit gestern "Führerschein nicht verifiziert". Hab ihn dreimal fotografiert.
Agent [[NAME|Sabine]] 14:05: Hallo Herr [[NAME|Leitner]], die automatische Prüfung konnte das Ablaufdatum nicht lesen. Können Sie mir bitte die Führerscheinnummer und Ihr Geburtsdatum schreiben?
[[NAME|Gerhard Leitner]] 14:07: FS-Nr. [[DRIVER_LICENSE|13448201]], geboren [[DATE_OF_BIRTH|23.11.1966]], ausgestellt BH Gmunden
[[NAME|Gerhard Leitner]] 14:08: und falls ihr die SV-Nummer braucht, [[AT_SSN|2879 231166]]
Agent [[NAME|Sabine]] 14:10: Danke, die SV-Nummer brauchen wir nicht — bitte schicken Sie so etwas nicht im Chat. Ich habe den Führerschein manuell freigegeben.
Agent [[NAME|Sabine]] 14:11: Noch ein Hinweis: Ihr Privat-Pkw [[LICENSE_PLATE|GM-482 FK]] ist noch als Zweitfahrzeug hinterlegt, soll der bleiben?
[[NAME|Gerhard Leitner]] 14:12: ja passt, danke!

Interne Notiz: manuelle Freigabe gem. SOP-07, Ablauf 03/2033 aus Foto gelesen. Chatverlauf SV-Nr. maskieren.`],

  // E-mail, Italian accountant and client
  ['email', 'it', `Da: Studio Ferri Commercialisti <[[EMAIL|studio@ferricommercialisti.it]]>
A: [[NAME|Chiara Valsecchi]] <[[EMAIL|chiara.valsecchi@libero.it]]>
Oggetto: Re: F24 saldo IRPEF e primo acconto 2025
Data: 22 maggio 2025 11:37

Gentile Dott.ssa [[NAME|Valsecchi]],

come anticipato al telefono, le importo il saldo IRPEF 2024 e il primo acconto 2025 sul modello F24 che le allego. Il pagamento può avvenire tramite addebito sul suo conto [[IBAN|IT06 K905 6954 4774 1703 4091 327]] (delega già firmata) entro il 30 giugno.

Dati riportati sul modello:
Codice fiscale: [[IT_FISCAL_CODE|VLSCHR76H69F205D]]
Partita IVA (attività professionale): [[VAT_ID|IT32078049437]]
Domicilio fiscale: [[ADDRESS|Via Lecco 14, 20124 Milano]]

Cordiali saluti,
Rag. [[NAME|Paolo Ferri]]
Studio Ferri Commercialisti · [[ADDRESS|Corso Buenos Aires 92, 20124 Milano]]
Tel. [[PHONE|02 2940 1187]] · PEC [[EMAIL|studioferri@pec.ferricommercialisti.it]]

-----Messaggio originale-----
Da: [[NAME|Chiara Valsecchi]]
Inviato: mercoledì 21 maggio 2025 18:02
Ho ricevuto la CU dal Policlinico, gliela inoltro. Mi chiami pure al [[PHONE|347 188 2096]].`],

  // Jira service desk, Canadian payroll
  ['ticket', 'en', `HRSD-9182 · Payroll · "Wrong SIN on my T4 and ROE"
Reporter: [[NAME|Aditi Krishnamurthy]] ([[EMAIL|aditi.k@maplecrest-foods.ca]]) · Employee # 004417 · Location: Mississauga plant

Description:
My T4 for 2024 shows SIN 952 819 356, the last digits are swapped. The right one is [[CA_SIN|952 819 365]] (starts with 9 because I was on a work permit; I'm a PR since March and will get a new one — Service Canada said my number stays until they reissue it).
My address also changed: [[ADDRESS|2207-4065 Confederation Pkwy, Mississauga, ON L5B 0L4]]. Cell [[PHONE|647-882-0314]].

Comment by [[NAME|Brian Kowalczyk]] (Payroll):
Corrected in Ceridian. Amended T4 will be issued by May 30. Also note: ROE serial W18443021 needs amending, I'll do that through ROE Web.

Comment by [[NAME|Aditi Krishnamurthy]]:
thank you [[NAME|Brian]]!`],

  // US HR onboarding e-mail
  ['email', 'en', `From: People Ops <[[EMAIL|peopleops@ridgeline-solar.com]]>
To: [[NAME|Alejandro Reyes]] <[[EMAIL|alejandro.reyes.mx@gmail.com]]>
Subject: Your onboarding — I-9 and W-4 follow-up
Date: Thu, 22 May 2025 09:14:32 -0600

Hi [[NAME|Alejandro]],

Thanks for sending the forms. Two things before your start date (June 2):

1. Form W-4: you entered ITIN [[US_ITIN|951-73-2018]] in step 1. For payroll we need the SSN you received on May 12 (you mentioned it on the phone). Please reply with it or enter it in the portal.
2. Benefits enrollment: your dependents as listed —
   [[NAME|Gabriela Reyes Luna]] (spouse), DOB [[DATE_OF_BIRTH|08/17/1990]], ITIN [[US_ITIN|983-94-6621]]
   [[NAME|Sofía Reyes]] (child), DOB [[DATE_OF_BIRTH|01/05/2019]], SSN [[US_SSN|301-72-5519]]

Mailing address on file: [[ADDRESS|1845 W Baseline Rd, Apt 1112, Mesa, AZ 85202]]

Best,
[[NAME|Tanya Ellison]] | People Operations | Ridgeline Solar
[[PHONE|480-555-0172]]`],

  // Slack thread about crypto refund
  ['chat', 'en', `#payments-ops

[[NAME|Jun Park]] 3:41 PM
refund request from [[NAME|Viktor Lindgren]] ([[EMAIL|viktor.lindgren@proton.me]]), order CX-771204, paid 0.0184 BTC. he wants it back to a different address than the one he paid from:
paid from: [[CRYPTO_WALLET|1nKxesWXeng46mapkpPgSxjCjHvVWM4VH]]
refund to: [[CRYPTO_WALLET|bc1pttjz4676g73j2t6qxa7hx3cz5m7sh5wtf2rpmcld952ye6mxnkzsjfv3u5]]

[[NAME|Amara Okeke]] 3:44 PM
policy is refund to source only unless KYC re-check. also the USDC part of his order came from [[CRYPTO_WALLET|0x86dd9078d3fe0a0887bee1afbfa45289e0082c35]], same wallet as chargeback case 2219?

[[NAME|Jun Park]] 3:46 PM
yep same. escalating to risk. txid of his payment for ref: 4e3f9b0c2a17d8e6f5b4c3a2918e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e

[[NAME|Amara Okeke]] 3:47 PM
👍 I'll reply to him from the ticket`],

  // Credit committee minutes, Indian NBFC
  ['minutes', 'en', `Minutes of the Credit Committee — Sahyadri Finance Ltd — Meeting No. CC/25-26/07 — 16 May 2025, Pune

Members present: Shri [[NAME|Anil Deshpande]] (Chair), Ms. [[NAME|Kavita Joshi]], Mr. [[NAME|Sameer Kulkarni]]; in attendance: Ms. [[NAME|Fatima Sheikh]] (Credit Manager)

Item 3: MSME loan proposal LP/2025/0412 — M/s Shree Ganesh Packaging (proprietor [[NAME|Arjun Mehta]])
Borrower PAN [[IN_PAN|DKMPM3370B]], Aadhaar [[IN_AADHAAR|7118 1653 0018]] (e-KYC completed 09.05.2025)
Guarantor: Smt. [[NAME|Rekha Mehta]], PAN [[IN_PAN|CQRPM5518H]], Aadhaar [[IN_AADHAAR|6252 8145 2575]]
Registered address: [[ADDRESS|Plot 47, MIDC Bhosari, Pune, Maharashtra 411026]]; contact [[PHONE|+91 98220 47315]]
GST 27AABCS1429B1ZP (of the firm), CIBIL 742.
Sanctioned: ₹ 42,00,000 term loan, 84 months, ROI 13.25 % p.a., subject to hypothecation of machinery (Invoice No. SGP/INV/24-25/188).

Item 4: Review of NPA accounts — 3 accounts moved to SMA-2 (list in Annexure B).

Minutes recorded by [[NAME|Fatima Sheikh]]. Next meeting: 30 May 2025.`],

  // Corporate card dispute e-mail
  ['email', 'en', `From: [[NAME|Henrik Sørensen]] <[[EMAIL|henrik.sorensen@arcticaengineering.dk]]>
To: Corporate Card Services <[[EMAIL|corporatecards@amexcorp-support.example]]>
Subject: Dispute - duplicate charge Grand Hotel Oslo
Date: 20 May 2025 08:55 +0200

Hello,

I want to dispute a duplicate charge on my corporate card [[CREDIT_CARD|3701 406630 82903]], exp 09/27:
- 12.05.2025 GRAND HOTEL OSLO NOK 6 480,00 (ref 2405120091)
- 12.05.2025 GRAND HOTEL OSLO NOK 6 480,00 (ref 2405120092)

I stayed one night only (booking 88120417). The hotel ([[ADDRESS|Karl Johans gate 31, 0159 Oslo]], [[PHONE|+47 23 21 20 00]]) has confirmed by e-mail that the second charge is an error but says a refund must go through you.

I also noticed an unknown charge of EUR 19.99 "DIGIBOX SUBS" from a card I thought was cancelled — my personal Discover [[CREDIT_CARD|6011 8956 8604 4725]], which is linked to the same profile. Please check this too.

Best regards
[[NAME|Henrik Sørensen]]
Project Manager, Arctica Engineering A/S
Mobile [[PHONE|+45 28 41 90 37]]`],

  // Offer letter e-mail, Australia
  ['email', 'en', `Subject: Welcome to Coastline Analytics — next steps
From: [[NAME|Rebecca Tan]] <[[EMAIL|rebecca.tan@coastlineanalytics.com.au]]>
To: [[NAME|Hamish Doyle]] <[[EMAIL|hamish.doyle@icloud.com]]>

Hi [[NAME|Hamish]],

Great news — the signed offer arrived. To set you up in payroll before 2 June, please complete the TFN declaration in Employment Hero. I've pre-filled what we have from your application:

Name: [[NAME|Hamish Robert Doyle]]
Date of birth: [[DATE_OF_BIRTH|4 September 1995]]
Home address: [[ADDRESS|5/112 Beaufort Street, Perth WA 6000]]
Mobile: [[PHONE|0438 219 507]]
TFN: [[AU_TFN|395 341 674]]

Please double-check the TFN — your application form says [[AU_TFN|395 341 674]] but the super fund choice form says [[AU_TFN|480 609 058]]. One of them may be your partner's?

Kind regards,
[[NAME|Rebecca]]
People & Culture | Coastline Analytics | [[ADDRESS|Level 9, 108 St Georges Terrace, Perth WA 6000]]`],

  // Bulgarian CRM note
  ['crm', 'bg', `Клиент: [[NAME|Николай Петров Георгиев]]
ЕГН: [[PERSONAL_ID|7904024285]]
Адрес: [[ADDRESS|ул. „Цар Симеон" 114, ет. 3, ап. 9, 1000 София]]
Телефон: [[PHONE|+359 888 412 907]]  ·  Имейл: [[EMAIL|n.georgiev79@abv.bg]]
Договор: TV+NET Комфорт 24 м., № 0088-41172, активиран 14.02.2024
Банкова сметка за директен дебит: [[IBAN|BG94 UNCR 6984 1010 4030 57]]

История:
16.05.2025 — Клиентът се обажда, интернетът прекъсва вечер. Рестартиран ONU дистанционно (сериен № ZTEG C4A1 99F2). [[NAME|Десислава]]
19.05.2025 — Пак се оплаква. Техник насрочен за 21.05, 10–13 ч. Съпругата [[NAME|Мария Георгиева]] ще е вкъщи, тел. [[PHONE|0877 205 631]].
21.05.2025 — Сменен кабел на входа. Проблемът е отстранен. Техник: [[NAME|Иван Стоянов]].`],

  // Dutch accountant and freelancer
  ['email', 'nl', `Van: [[NAME|Bram Hoekstra]] <[[EMAIL|bram@hoekstra-administratie.nl]]>
Aan: [[NAME|Fenna Postma]] <[[EMAIL|fenna@postmaontwerp.nl]]>
Onderwerp: RE: aangifte IB 2024 + btw Q1

Hoi [[NAME|Fenna]],

De aangifte inkomstenbelasting 2024 staat klaar. Ik heb de volgende gegevens gebruikt, klopt dit?

BSN: [[NL_BSN|460472124]]
Btw-id (voor je onderneming): [[VAT_ID|NL824757154B01]]
KvK: 84102293
Adres: [[ADDRESS|Oosterstraat 41a, 8911 KS Leeuwarden]]
Teruggave naar: [[IBAN|NL87 INGB 7670 2200 07]]

Je partner [[NAME|Sjoerd]] heeft een eigen aangifte; daarvoor heb ik zijn BSN nog nodig (niet per mail graag, bel me even op [[PHONE|058 213 44 90]]).

Groet,
[[NAME|Bram]]

> Op 19 mei 2025 schreef [[NAME|Fenna Postma]]:
> Hoi [[NAME|Bram]], hierbij de jaaropgaaf van de bank en de facturen. Mijn nieuwe 06 is [[PHONE|06 19 73 48 22]].`],

  // German payroll onboarding e-mail with quoted reply
  ['email', 'de', `Von: Personalabteilung Stadtwerke Lindenau <[[EMAIL|personal@stadtwerke-lindenau.de]]>
An: [[NAME|Sabine Schröder]] <[[EMAIL|sabine.schroeder88@web.de]]>
Betreff: Re: Unterlagen für Ihren Arbeitsbeginn am 01.07.2025

Sehr geehrte Frau [[NAME|Schröder]],

vielen Dank für Ihre Unterlagen. Zur Kontrolle die übernommenen Daten:

Steuer-ID: [[TAX_ID|46 871 152 304]]
Rentenversicherungsnummer: [[SOCIAL_SECURITY|65 190988 S 527]]
Krankenkasse: Techniker Krankenkasse, Versichertennr. [[KVNR|U119479683]]
Bankverbindung: [[IBAN|DE87 3704 0044 0527 6201 97]]
Geburtsdatum: [[DATE_OF_BIRTH|19.09.1988]]

Bitte prüfen Sie insbesondere die Rentenversicherungsnummer: auf Ihrem Personalbogen steht „65 190988 S 52", die letzte Ziffer fehlt.

Mit freundlichen Grüßen
i. A. [[NAME|Holger Brandl]]
Stadtwerke Lindenau GmbH · [[ADDRESS|Karl-Heine-Straße 62, 04229 Leipzig]] · Tel. [[PHONE|0341 492 770-14]]

-----Ursprüngliche Nachricht-----
Von: [[NAME|Sabine Schröder]]
Gesendet: Montag, 19. Mai 2025 21:14
Anbei Personalbogen, Lohnsteuerbescheinigung vom Vorarbeitgeber und Mitgliedsbescheinigung der TK. Mein Mann ([[NAME|Jörg Wagner]], Steuer-ID [[TAX_ID|52370774680]]) ist bei der AOK, [[KVNR|W600352264]], falls Sie das für die Familienversicherung der Kinder brauchen.`],

  // Polish HR: ZUS registration e-mail
  ['email', 'pl', `Od: Kadry — Piekarnia Złoty Kłos <[[EMAIL|kadry@zlotyklos.pl]]>
Do: Biuro Rachunkowe Saldo <[[EMAIL|biuro@saldo-rachunkowe.pl]]>
Temat: Zgłoszenie do ZUS — nowy pracownik od 02.06 + członek rodziny

Dzień dobry Pani [[NAME|Moniko]],

proszę o zgłoszenie do ubezpieczeń (ZUA) i zgłoszenie członka rodziny (ZCNA):

Pracownik: [[NAME|Mateusz Kowalczyk]], PESEL [[PL_PESEL|94110553211]], ur. [[DATE_OF_BIRTH|05.11.1994]]
adres: [[ADDRESS|ul. Słoneczna 8 m. 14, 26-600 Radom]], tel. [[PHONE|698 214 077]]
etat: piekarz, pełny wymiar, umowa na okres próbny 3 mies.
Członek rodziny: żona [[NAME|Julia Kowalczyk]], PESEL [[PL_PESEL|01273050989]]
Konto do wynagrodzenia: [[IBAN|PL68 1020 1097 5494 1348 2690 5929]]

Pozdrawiam
[[NAME|Grażyna Wójcik]]
Piekarnia Złoty Kłos s.c. · tel. [[PHONE|48 362 11 90]]`],

  // French mutuelle support ticket with two NIRs
  ['ticket', 'fr', `Demande n° 2025-05-118842 — Mutuelle Rhône-Alpes Santé — Canal : espace adhérent
Objet : Ajout de mon fils comme ayant droit + changement de RIB

Message de l'adhérent ([[NAME|Laurent Girard]], adhérent n° 0071822, [[EMAIL|laurent.girard69@orange.fr]]) :
Bonjour, mon fils [[NAME|Hugo]] (étudiant à Lille) doit être rattaché à mon contrat. Voici nos numéros :
moi : [[FR_NIR|1 78 11 69 123 416 35]]
[[NAME|Hugo]] : [[FR_NIR|102065935043332]], né le [[DATE_OF_BIRTH|17/06/2002]]
Nouveau RIB : [[IBAN|FR76 8983 8618 5925 0366 5490 340]] (BIC [[BIC|AGRIFRPP839]])
Mon adresse reste [[ADDRESS|12 quai Saint-Vincent, 69001 Lyon]], portable [[PHONE|06 84 12 90 57]].

Réponse de [[NAME|Nadia Benali]] (conseillère), 21/05/2025 :
Bonjour Monsieur [[NAME|Girard]], l'ajout de votre fils nécessite une attestation de scolarité 2024-2025. Le changement de RIB sera effectif pour les prélèvements à partir du 05/06. Cordialement.`],

  // no PII: product-planning minutes
  ['minutes', 'en', `Sprint 41 planning — Payments squad — 2025-05-26
Attendees: Payments squad (6), Platform liaison, PM. Notes taken in rotation.

Decisions
- Ship PAY-1182 (3-D Secure 2.2 challenge flow) behind flag \`threeds_v22\`, 10 % rollout from 2025-06-02.
- Defer PAY-1190 (SEPA Instant) to sprint 43; waiting on bank sandbox (ticket with provider: SR-00418821).
- Bump minimum SDK to 5.12.0; 4.x clients get a soft-update prompt.

Numbers
- Auth rate last 30 days: 91.4 % (target 92 %). Decline code 05 up 0.6 pp after BIN table refresh v2025.05.
- p95 checkout latency 412 ms (was 388 ms in build 2025.05.16.2).

Action items
- Squad lead: confirm rollout calendar with Support by Thu.
- On-call: add alert for decline spikes > 3σ (runbook RB-PAY-07).
- PM: update the help page test-card table (cards shown as 4000 00•• •••• 0002 etc.).

Next planning: 2025-06-09, 10:00, room "Lisbon" / Meet link in the calendar series.`],

  // no PII: SEPA file format guide for customers
  ['help-page', 'en', `Uploading SEPA credit transfer files — format notes (version 3.2, valid from 1 June 2025)

1. File format: pain.001.001.09 (ISO 20022), UTF-8, max. 10 MB, max. 9,999 transactions per file.
2. Mandatory fields per transaction: creditor name (max. 70 characters), creditor IBAN, amount (EUR, 2 decimals), end-to-end ID (max. 35 characters).
3. IBANs are validated by check digits before upload. Use the test IBANs from your onboarding pack only in the sandbox; they start with the country code followed by "00" and are rejected in production.
4. BIC is optional for SEPA payments within the EEA.
5. Execution dates: up to 60 days in the future; files received after 15:00 CET on a banking day are executed the next banking day.

Example file name: SCT_20250601_0001.xml
Example end-to-end ID: INV-2025-000123
Error codes: AC01 (invalid IBAN), AM04 (insufficient funds), BE05 (unknown creditor), RC01 (invalid BIC format).

Questions? Open a request in the business portal under "Payments → File upload". Our service desk does not accept payment files by e-mail.`],
]
