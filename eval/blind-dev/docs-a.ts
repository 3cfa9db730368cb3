import type { Raw } from './build.ts'

// Bank statements and payment advices (25), documents without personal data (10).
export const DOCS_A: Raw[] = [
  ['bank', 'de', `Sparkasse Mittelfranken-Süd · Kontoauszug Nr. 11/2026 · Blatt 1 von 2
Kontoinhaber: [[NAME|Katrin Obermaier]]
[[ADDRESS|Schwabacher Str. 118]]
[[ADDRESS|91154 Roth]]
IBAN [[IBAN|DE68 9722 8186 6201 1641 04]]   BIC [[BIC|SSKNDE77XXX]]
Alter Kontostand vom 31.10.2026                                  2.418,07 EUR

Bu-Tag  Wert   Vorgang                                                       Betrag
03.11.  03.11. Lastschrift VODAFONE GMBH Mandat VF-0049381 KdNr 104938271    -39,99
04.11.  04.11. Gutschrift LOHN/GEHALT 10/26 STADTWERKE ROTH GMBH            2.911,40
               EREF: GEH-2026-10-4471
05.11.  05.11. Überweisung an [[NAME|Hasan Yıldırım]] Miete Nov. Whg 3 OG   -780,00
               IBAN [[IBAN|DE35575004079337915668]] BIC [[BIC|MALADE51KOB]]
07.11.  07.11. Kartenzahlung girocard EDEKA Roth Fil. 0412 07.11 18:22          -64,13
11.11.  11.11. Dauerauftrag an [[NAME|OBERMAIER, LUKAS]] Taschengeld            -50,00
12.11.  12.11. Gutschrift [[NAME|Marianne Obermaier]] Geburtstag [[NAME|Lina]] ;-)       100,00
               von [[IBAN|AT92 0678 8423 7782 6024]]
Neuer Kontostand vom 14.11.2026                                  4.495,35 EUR
Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich.`],

  ['bank', 'en', `BARCLAYS  |  Current Account Statement
MR [[NAME|DANIEL J FORSYTH]]
[[ADDRESS|Flat 4, 22 Marchmont Road]]
[[ADDRESS|Edinburgh EH9 1HZ]]
Sort code 20-45-77   Account 83910472
IBAN [[IBAN|GB78 NTYZ 9811 6639 4046 89]]   SWIFTBIC [[BIC|BARCGB22]]
Statement period 01 Oct 2026 - 31 Oct 2026

Date    Description                                   Paid out   Paid in    Balance
01 Oct  Start balance                                                        1,204.55
02 Oct  DD  TV LICENCE MBP  ref 0038817426              13.25                1,191.30
03 Oct  FPI [[NAME|AISHA BELLO]] REF FLAT DEPOSIT SHARE                  450.00  1,641.30
06 Oct  CARD 4729 TESCO STORES 2271 EDINBURGH           38.17                1,603.13
09 Oct  FPO [[NAME|FORSYTH C]] 20-45-77 13874410 BIRTHDAY  25.00                1,578.13
14 Oct  BGC UNIVERSITY OF EDINBURGH SALARY                        2,640.18  4,218.31
21 Oct  SO  [[NAME|M MCGREGOR]] RENT OCT                    925.00                3,293.31
31 Oct  End balance                                                          3,293.31`],

  ['bank', 'en', `PAYMENT ADVICE / AVIS DE PAIEMENT
From: Orano Logistique SAS, [[ADDRESS|12 rue des Entrepreneurs, 92000 Nanterre]]
To:   Mme [[NAME|Élodie Marchetti]]
Date of value: 18/11/2026      Our ref: PA-26-118-00913
We have today credited your account:
  Beneficiary: [[NAME|Élodie Marchetti]]
  IBAN: [[IBAN|FR76 3775 9458 0798 6941 1151 024]]
  BIC:  [[BIC|AGRIFRPP882]]
  Amount: EUR 1 734,60
  Remittance info: INV F-2026-0811 / F-2026-0817 travel expenses Lyon–Turin
Bank charges: SHA. Questions: [[EMAIL|comptabilite@orano-logistique.example]], quoting PA-26-118-00913.`],

  ['bank', 'en', `HDFC BANK LTD   Statement of account
A/C holder : [[NAME|PRIYA RAMANATHAN]]
Address    : [[ADDRESS|Flat 7B, Green Acres, 14th Cross, Indiranagar, Bengaluru 560038]]
Cust ID    : 48817302     A/C No : 50100482917365     IFSC : HDFC0000523
Mobile     : [[PHONE|+91 98457 35384]]     Email : [[EMAIL|priya.r84@gmail.com]]
Period     : 01/10/2026 To 31/10/2026

Date      Narration                                        Chq/Ref No        Withdrawal   Deposit    Closing
02/10/26  UPI-SWIGGY-swiggy@icici-ICIC0DC0099-628011234   0000628011234       412.00                48,211.30
04/10/26  NEFT CR-SBIN0001234-[[NAME|ANAND KRISHNAMURTHY]]-RENT SHARE  SBIN426277123               9,500.00  57,711.30
08/10/26  UPI-[[NAME|KAVYA NAIR]]-kavyanair@okaxis-UTIB0000007-628115  0000628115523  1,200.00   56,511.30
15/10/26  ACH D- HDFCLIFE-INS-POL 19283746                  19283746            3,208.00               53,303.30
28/10/26  IMPS-629911827-[[NAME|RAMANATHAN S]]-BARB-XX4471-pocket money  629911827  2,000.00  51,303.30`],

  ['bank', 'de', `Zahlungsavis
Raiffeisenbank Bludenz eGen · [[ADDRESS|Werdenbergerstraße 36 · 6700 Bludenz]]
Auftraggeber:  Vorarlberger Holzbau GmbH, FN 281734k
Empfänger:     [[NAME|Jovana Petrović]]
Empfänger-IBAN [[IBAN|AT77 1683 5244 8562 8643]]
BIC            [[BIC|RVVGAT2B468]]
Betrag         EUR 3.120,00
Verwendungszweck  Honorar Rechnung Nr. 2026-044 Statikberechnung Projekt Brand 7
Ausführungstag 20.11.2026 · Auftrags-ID 7F2A-118C-0091
Dieses Avis wurde maschinell erstellt und ist ohne Unterschrift gültig.`],

  ['bank', 'en', `Chase Total Checking  ...4417
[[NAME|MARCUS T. OKAFOR]]
[[ADDRESS|2219 W BELMONT AVE APT 3]]
[[ADDRESS|CHICAGO IL 60618-6402]]

TRANSACTION DETAIL
DATE   DESCRIPTION                                                      AMOUNT     BALANCE
10/01  Beginning Balance                                                           3,118.42
10/02  Zelle Payment To [[NAME|Tunde Adeyemi]] JPM99b4c71x2                        -120.00     2,998.42
10/03  Card Purchase 10/02 Jewel Osco #3409 Chicago IL Card 4417                  -86.55     2,911.87
10/07  Zelle Payment From [[NAME|Grace Okafor]] BACq7z8kK3u9                      500.00     3,411.87
10/15  Payroll  Direct Dep ACCENTURE LLP  PPD ID: 9111111101                     2,884.10     6,295.97
10/18  Online Transfer To Sav ...9022 Transaction#: 21984736211                  -600.00     5,695.97
10/22  Venmo *[[NAME|Keisha Brown]] Visa Direct NY                                  -45.00     5,650.97
Customer service [[PHONE|1-800-935-9935]]  |  chase.com`],

  ['bank', 'en', `MT103 SINGLE CUSTOMER CREDIT TRANSFER (copy)
:20:REF260311847
:23B:CRED
:32A:261119EUR48250,00
:50K:/[[IBAN|NL55UNIM0839680087]]
[[NAME|PIETER VAN DER BERG]]
[[ADDRESS|KEIZERSGRACHT 212-3]]
[[ADDRESS|1016 DX AMSTERDAM]]
:52A:[[BIC|RABONL2U]]
:57A:[[BIC|BCITITMM]]
:59:/[[IBAN|IT72R9549413482690592981884]]
[[NAME|GIULIA BIANCHI]]
[[ADDRESS|VIA DELLA SPIGA 31]]
[[ADDRESS|20121 MILANO MI]]
:70:ACQUISTO IMMOBILE ROGITO 14/11 SALDO
:71A:OUR
-}`],

  ['bank', 'en', `Commonwealth Bank  NetBank  - Transfer receipt
Receipt number  N1123456789012
Date            19 Nov 2026 14:02 AEDT
From account    Smart Access  06 2140 1038 4721
To              [[NAME|Liam O'Sullivan]]
BSB             032-088
Account         448 219
Description     Rent Unit 4/27 Raglan St
Amount          $620.00
If you've transferred to the wrong account call us on [[PHONE|13 2221]] straight away.`],

  ['bank', 'de', `Postfinance AG – Kontoauszug Privatkonto CHF
Herr [[NAME|Reto Ammann-Keller]]
[[ADDRESS|Bahnhofstrasse 14]]
[[ADDRESS|8854 Siebnen]]
IBAN [[IBAN|CH15 7336 5494 4055 5357 9]]

Datum       Text                                                         Gutschrift   Lastschrift   Saldo
01.11.2026  Saldovortrag                                                                            5 212.80
03.11.2026  e-Banking Auftrag an [[NAME|Sandra Gisler]], [[ADDRESS|Schachenstrasse 9, 6010 Kriens]]                     480.00   4 732.80
            Mitteilung: Anteil Ferienwohnung Lenk
05.11.2026  Gutschrift Arbeitgeber Zehnder Group Schweiz AG, Lohn 10/26      6 840.55                11 573.35
09.11.2026  TWINT Zahlung an [[PHONE|+41 79 474 16 22]]                                      35.00   11 538.35
12.11.2026  QR-Rechnung Swisscom (Schweiz) AG Ref 21 00000 00003 13947 14300 09017               89.90   11 448.45`],

  ['bank', 'en', `BBVA México  — Comprobante de transferencia SPEI
Fecha de operación: 17/11/2026 09:41:12
Cuenta origen: ****2281   Titular: [[NAME|José Luis Hernández Ortega]]
Beneficiario: [[NAME|María Fernanda Ruiz Castañeda]]
CLABE: 012180015482917365
Banco destino: BANORTE
Concepto: colegiatura noviembre Sofi
Referencia numérica: 1711260
Clave de rastreo: BNET01002611170002918476
Importe: $8,450.00 MXN
RFC beneficiario: [[TAX_ID|RUCM900314KL2]]`],

  ['bank', 'en', `Payment remittance — Danske Bank A/S
Payer         Nordisk Fjernvarme ApS, CVR 38291746
Payee         [[NAME|Mette Kjærgaard Sørensen]]
Account       [[IBAN|DK65 4309 2542 8552 49]]
SWIFT         [[BIC|DABADKKK]]
Amount        DKK 12.450,00
Message       Refusion depositum lejemål [[ADDRESS|Vestergade 18, 2. tv, 8000 Aarhus C]]
Value date    2026-11-20
End-to-end ID E2E-DK-7720119`],

  ['bank', 'en', `ING Bank Śląski — Potwierdzenie przelewu
Data: 2026-11-16
Nadawca: [[NAME|Agnieszka Wiśniewska]], [[ADDRESS|ul. Grunwaldzka 141/8, 80-264 Gdańsk]]
Rachunek nadawcy: [[IBAN|PL36 7187 2072 4396 1627 1868 5431]]
Odbiorca: [[NAME|Tomasz Zieliński]]
Rachunek odbiorcy: [[IBAN|PL29218900719440217617666759]]
Tytuł: zwrot za bilety PKP IC 5312 + nocleg Zakopane
Kwota: 486,50 PLN
Status: zrealizowany   Nr transakcji 20261116/0048271`],

  ['bank', 'en', `Wise  •  Transfer #1893347210
You sent 1,500.00 EUR → 1,286.37 GBP
Recipient:   [[NAME|Chidinma Eze]]
Bank:        Monzo Bank Ltd
IBAN:        [[IBAN|GB41EFSI27824593745435]]
Reference:   for mum's medicine
Sender:      [[NAME|Ikenna Eze]] ([[EMAIL|ikenna.eze@protonmail.com]])
Paid with:   Visa debit •••• 9223
Rate guaranteed until 18:00 CET. Arrives by Thursday.`],

  ['bank', 'de', `Umsatzanzeige Kreditkarte – DKB Visa Card
Karteninhaber:  Dr. [[NAME|Felix Hartenstein]]
Kartennummer:   [[CREDIT_CARD|4985 4136 5685 1835]]
Abrechnungszeitraum 16.10.2026 – 15.11.2026

Belegdatum  Buchung   Beschreibung                           Währung  Betrag     EUR
17.10.      19.10.    DB Vertrieb GmbH Frankfurt             EUR       89,90    -89,90
22.10.      23.10.    AMZN Mktp DE*2K9LM41Z3                 EUR       34,99    -34,99
30.10.      01.11.    HOTEL SACHER SALZBURG                  EUR      412,00   -412,00
04.11.      05.11.    UBER *TRIP HELP.UBER.COM               USD       27,40    -25,71
09.11.      10.11.    Auslandseinsatzentgelt 1,75%                               -0,45
Einzug am 24.11.2026 von Konto [[IBAN|DE27 5966 0888 4442 0567 34]]`],

  ['bank', 'en', `Standard Bank — Proof of Payment
Date: 2026/11/18
Payment from: [[NAME|THABO MOKOENA]]
Beneficiary name: [[NAME|Nomvula Dlamini]]
Beneficiary bank: FNB, branch code 250655
Beneficiary account: 62844109317
Reference: LOBOLA INST 3
Amount: R 15 000,00
Beneficiary notification sent to: [[EMAIL|nomvula.dlamini@webmail.co.za]] and [[PHONE|+27 82 429 8976]]
This is a system generated notification and does not require a signature.`],

  ['bank', 'en', `Nordea  Kontoutdrag  2026-11
[[NAME|Johanna Lindqvist]]
[[ADDRESS|Götgatan 48 lgh 1102]]
[[ADDRESS|118 26 Stockholm]]
Konto: [[IBAN|SE09 3210 2201 3737 3063 4742]]  BIC [[BIC|NDEASESS]]
Personnummer: [[PERSONAL_ID|880412-2029]]

Datum       Transaktion                      Belopp      Saldo
2026-11-02  Swish till [[NAME|Erik Holm]] [[PHONE|070-394 53 73]]   -250,00   14 203,11
2026-11-03  Lön Ericsson AB                   31 406,00  45 609,11
2026-11-05  Autogiro Telia Sverige            -399,00    45 210,11
2026-11-10  Swish från [[NAME|Sara Nilsson]]       400,00     45 610,11
2026-11-12  Kortköp ICA Nära Hornstull        -312,45    45 297,66`],

  ['bank', 'en', `Emirates NBD — Fund transfer confirmation
Transaction reference: FT26323A9K0Q
Debit account: [[IBAN|AE026016373173915397389]]
Account name: [[NAME|Omar Al-Mansouri]]
Beneficiary: [[NAME|Fatima Zahra Benali]]
Beneficiary IBAN: [[IBAN|SA72 7820 1868 2242 6679 4498]]
Beneficiary bank: Al Rajhi Bank, Riyadh  SWIFT [[BIC|RJHISARI]]
Purpose code: FAM — Family support
Amount: AED 7,500.00  (SAR 7,658.09)
Charges: OUR   Value date 19-Nov-2026`],

  ['bank', 'en', `Banco Itaú — Comprovante de transferência PIX
Data/hora: 18/11/2026 - 21:07:44
Valor: R$ 350,00
De: [[NAME|Rafael Augusto Nogueira]]
CPF: [[PERSONAL_ID|590.830.166-33]]
Para: [[NAME|Luana Ferreira dos Santos]]
Chave PIX: [[EMAIL|luana.fsantos@outlook.com.br]]
Instituição: Nu Pagamentos S.A.
ID da transação: E60701190202611182107s04ab9f3c21
Descrição: racha do churrasco`],

  ['bank', 'en', `-- payment advice --
Ordering customer : AMSTEL CATERING B.V. Kvk 71928364
Beneficiary       : [[NAME|Sven De Smet]]
                    [[ADDRESS|Kouter 42 bus 3]]
                    [[ADDRESS|9000 Gent]]
Account           : [[IBAN|BE86 8589 8090 5450]]
BIC               : [[BIC|GEBABEBB]]
Communication     : +++090/9337/55493+++
Amount            : EUR 640,00 (invoice 2026/1177 bartending 07.11)
Executed          : 2026-11-12`],

  ['bank', 'de', `Lastschriftankündigung (Pre-Notification)
Sehr geehrter Herr [[NAME|Wojcik]],
wir buchen am 01.12.2026 den Beitrag für Ihre Mitgliedschaft im Fitnessstudio FitX (Mitgliedsnr. 0048-22917) in Höhe von 24,99 EUR von Ihrem Konto
IBAN [[IBAN|DE25 9862 4760 4758 7225 14]] ab.
Gläubiger-ID DE98ZZZ09999999999, Mandatsreferenz FITX-0048-22917-01.
Kartenzahlung als Alternative: Mastercard endend auf 7967.
Mit sportlichen Grüßen
Ihr FitX Team`],

  ['bank', 'en', `Revolut — Card statement (GBP)
[[NAME|Haruto Tanaka]]
Card: Mastercard [[CREDIT_CARD|5353 5049 4705 7967]]  exp 08/29

Date          Description                    Money out   Money in
Nov 2, 2026   Pret A Manger Kings Cross      7.45
Nov 3, 2026   Transfer from [[NAME|Yui Tanaka]]                  200.00
Nov 6, 2026   TfL Travel Charge              12.70
Nov 8, 2026   To [[NAME|Sota Watanabe]] (split dinner)  32.50
Nov 9, 2026   Exchanged to JPY               150.00`],

  ['bank', 'en', `KBC BANK NV  – rekeninguittreksel 2026/047
Titularis: [[NAME|Annelies Vermeulen]]
Rekening: [[IBAN|BE45 4462 8979 2189]]
Overschrijving naar [[NAME|Koen Peeters]] – [[IBAN|NL33 OXIO 6073 9563 97]] – mededeling: kinderopvang okt  -312,00
Domiciliëring Proximus factuur 7729114835                                                     -54,00
Storting cash KBC Leuven Ladeuzeplein                                                        +200,00
Bijschrijving van [[NAME|Vermeulen-De Wit J.]] – zakgeld                                       +50,00`],

  ['bank', 'en', `Ziraat Bankası — EFT Dekontu
İşlem Tarihi: 15.11.2026 11:24
Gönderen: [[NAME|MEHMET CAN ÖZTÜRK]]
Gönderen IBAN: [[IBAN|TR62 9904 7020 7918 4485 9672 99]]
Alıcı: [[NAME|ZEYNEP ARSLAN]]
Alıcı IBAN: [[IBAN|TR399803302492177394091331]]
Açıklama: kira kasım daire 5
Tutar: 18.500,00 TL
İşlem No: 2026111500438812  Sorgu No: 77124`],

  ['bank', 'en', `Bank of Ireland — Payment confirmation
Payee: [[NAME|Siobhán Ní Bhriain]]
Payee IBAN: [[IBAN|IE69 EYVW 6161 3837 5210 07]]
Payee BIC: [[BIC|BOFIIE2D]]
Amount: €1,150.00
Your reference: DEPOSIT 14 ELM PK
Payment date: 20/11/2026
From account: Current ~ 7731 ([[NAME|Cian Murphy]])
Payments made after 3.30pm are processed the next business day.`],

  ['bank', 'en', `VCB - Vietcombank  BIÊN LAI CHUYỂN TIỀN / TRANSFER RECEIPT
Ngày giờ / Date: 16/11/2026 08:55
Tài khoản nguồn / From: 0071000842917
Người chuyển / Sender: [[NAME|NGUYEN THI THU HANG]]
Tài khoản nhận / To account: 19036482917015 Techcombank
Người nhận / Beneficiary: [[NAME|TRAN MINH QUAN]]
Số tiền / Amount: 4,500,000 VND
Nội dung / Message: [[NAME|NGUYEN THI THU HANG]] chuyen tien hoc phi ky 1
Số tham chiếu / Ref: FT26320884712`],

  // ----- no personal data, many look-alikes -----
  ['nopii', 'en', `RELEASE NOTES v4.18.2 (build 20261118.3)
- Fixed crash when importing SKU lists > 65535 rows (#4471)
- Upgraded libxml2 to 2.12.7, openssl 3.0.15
- Checksum of installer: sha256 9f2c4e1a0b7d3c58e6a1f04b2d9c7e3a51b8f6d2c0e4a9b7d3f1c2e5a8b0d6f4
- Default listen address is now 0.0.0.0:8443 (was 127.0.0.1); see docs/net.md section 2.4.1.3
- Order import: order IDs like ORD-2026-118-004417 are no longer truncated
- Known issue: on macOS 14.6.1 the tray icon flickers
Thanks to the Platform team (Berlin office) and our partners at Contoso Ltd.`],

  ['nopii', 'de', `Wegbeschreibung zum Werk Süd
Von der A9 Ausfahrt 54 (Ingolstadt-Nord) rechts auf die B13 Richtung Eichstätt, nach 2,3 km links in die Ettinger Straße. Nach dem Kreisverkehr die zweite Ausfahrt in die Industriestraße, Tor 4. Anlieferung LKW nur Mo–Fr 6:00–14:30 Uhr.
Parkplätze P3 und P4 (Höhenbeschränkung 2,10 m). Bei Rückfragen wenden Sie sich an die Pforte über die Rufsäule am Tor.
Lieferscheinnummer und Bestellnummer (Format 4500xxxxxx) bitte sichtbar an der Windschutzscheibe.`],

  ['nopii', 'en', `Order #112-4827719-3392004
Placed on November 14, 2026
Items:
  1 × Anker PowerCore 10000 (A1263)         $25.99
  2 × USB-C cable 1m, SKU 8849-CBL-C1M      $17.98
  1 × Logitech MX Keys Mini, model 920-010475 $99.99
Subtotal $143.96   Tax $12.59   Total $156.55
Shipped via UPS Ground, tracking 1Z 999 AA1 01 2345 6784
Estimated delivery Tue, Nov 18 – Thu, Nov 20
Return window closes 2026-12-20. Gift receipt ID GR-44719-A.`],

  ['nopii', 'en', `2026-11-20T06:12:44.918Z INFO  [scheduler] job=rebuild-index run_id=8f14e45f-ceea-467e-a1b2-7c3d9e0f1a2b started
2026-11-20T06:12:45.002Z DEBUG [db] pool size=20 idle=17 wait_ms=0
2026-11-20T06:12:51.377Z WARN  [index] shard 3/12 lag 1532 ms (threshold 1000)
2026-11-20T06:13:02.114Z INFO  [index] processed 1048576 docs, 4.2.0-rc.1 schema, commit 3e7a9c1b5d2f
2026-11-20T06:13:02.115Z INFO  [http] GET /api/v2/orders/ORD-99812/items 200 38ms
2026-11-20T06:13:05.870Z ERROR [queue] message 0x7ffde3a4 redelivered 3 times, moving to DLQ orders.dlq
2026-11-20T06:13:09.001Z INFO  [scheduler] job=rebuild-index finished in 24.08s`],

  ['nopii', 'en', `Product data sheet — Bosch GSR 18V-55 Professional
Article number 0 601 9H5 202   EAN 4059952520515
Voltage 18 V | Torque 55 Nm | Weight 1.2 kg | Chuck 1.5–13 mm
Speed 0–600 / 0–1900 min⁻¹ | Battery GBA 18V 2.0Ah (1 600 A00 1U5)
Made in Malaysia. Robert Bosch Power Tools GmbH, 70538 Stuttgart — see www.bosch-pt.com
Spare part list: 1 607 000 D4D (gearbox), 2 609 199 139 (carbon brush set).`],

  ['nopii', 'de', `Protokoll Betriebsversammlung 12.11.2026, Werk Kassel
TOP 1: Quartalszahlen Q3 – Umsatz 48,2 Mio. EUR (+3,1 %), Auftragseingang 51,7 Mio. EUR
TOP 2: Umzug der Kantine in Halle 7, Bauabschnitt BA-2026-03, Fertigstellung KW 14/2027
TOP 3: Schichtmodell – Pilot ab 05.01.2027 in Linie 3 und 4
TOP 4: Verschiedenes – neue Parkplatzordnung (Anlage 2), Jobrad-Leasing über Leasingpartner
Ende der Versammlung 15:40 Uhr. Nächster Termin: 18.02.2027.`],

  ['nopii', 'en', `Flight OS 112  VIE → JFK   Boeing 777-200ER  reg OE-LPB
Departure 10:25 Gate F07  Boarding 09:40  Terminal 3
Seat map rev. 2026-11-01, cabin configuration J32 W24 Y252
Catering code VIEJFK-W-11, special meals loaded: 4 VGML, 2 KSML, 1 DBML
Load sheet LS-7741-02 ZFW 178 420 kg, fuel 89 300 kg, MAC 27.4 %
Crew briefing at 08:45 in room B2. METAR LOWW 200820Z 29012KT 9999 FEW035 06/01 Q1021 NOSIG`],

  ['nopii', 'en', `pip freeze
certifi==2024.8.30
charset-normalizer==3.4.0
idna==3.10
numpy==2.1.3
pandas==2.2.3
python-dateutil==2.9.0.post0
pytz==2024.2
requests==2.32.3
six==1.16.0
tzdata==2024.2
urllib3==2.2.3
# lock hash: md5 5d41402abc4b2a76b9719d911017c592`],

  ['nopii', 'en', `Warehouse cycle count – location map
Aisle  Bay  Level  SKU            Lot         Qty  Exp
A03    12   2      SKU-77410-BL   L2611-0042  144  2027-06-30
A03    12   3      SKU-77410-RD   L2611-0043   96  2027-06-30
B11    04   1      PAL-0098812    L2610-1187   12  n/a
C02    19   4      SKU-10293-XL   L2609-0551  480  2028-01-15
Discrepancies > 2% to be reported to Inventory Control, form IC-07 rev C.
Counted by: shift 2 team, scanner IDs 0x1A7F, 0x1A80.`],

  ['nopii', 'de', `Preisliste Gültig ab 01.01.2027 (alle Preise zzgl. 19 % MwSt.)
Art.-Nr.    Bezeichnung                         VE     Preis/VE
100-2048    Schraube DIN 912 M8x40 8.8 verz.    100    12,40 €
100-2049    Schraube DIN 912 M8x50 8.8 verz.    100    14,10 €
220-0016    Dübel SX 10x50 Fischer              50      9,85 €
310-7781    Kabelbinder 4,8x300 schwarz         100     6,20 €
Lieferung frei Haus ab 250,00 € Warenwert. Zahlungsziel 30 Tage netto, 2 % Skonto bei Zahlung binnen 10 Tagen.
Hotline der Auftragsannahme: Mo–Do 7–17 Uhr, Fr 7–13 Uhr.`],
]
