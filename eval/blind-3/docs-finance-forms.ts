/** Bank statements, payment notices and forms (blind-3). Values are fictional; check digits are valid. */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_FINANCE_FORMS: RawDoc[] = [
  ['bank statement', 'de', `Stadtsparkasse Rheinhessen                          Kontoauszug 11/2026   Blatt 1 von 2
[[ADDRESS|Ludwigsplatz 4]] · [[ADDRESS|55116 Mainz]]

[[NAME|Annegret Schellhaas]]
[[ADDRESS|Am Fort Elisabeth 17]]
[[ADDRESS|55131 Mainz]]

Girokonto Komfort    IBAN [[IBAN|DE26 5001 0517 8624 9916 98]]    BIC [[BIC|HELADEF1RHM]]
Kontoinhaber: [[NAME|Annegret Schellhaas]]

Buchung  Valuta   Vorgang                                                     Betrag EUR
03.11.   03.11.   Lastschrift Stadtwerke Mainz AG Abschlag Strom 11/26           -84,00
                  Mandat SWM-4471203 Gläubiger-ID DE98ZZZ00000012345
05.11.   05.11.   Gutschrift Lohn/Gehalt Weiland Druck GmbH                   2.914,37
07.11.   07.11.   Überweisung an [[NAME|Jörg Pfannenstiel]]                                -450,00
                  IBAN [[IBAN|DE14 3704 0044 1320 6871 09]] Miete Garage Nov
11.11.   11.11.   Kartenzahlung girocard REWE Markt Mainz-Gonsenheim               -63,18
                  Karte ****4411
14.11.   14.11.   Gutschrift [[NAME|Mareike Schellhaas]]                                  120,00
                  Verwendungszweck: Anteil Geschenk Oma
19.11.   19.11.   Dauerauftrag an [[NAME|Schellhaas, Tobias]]                            -200,00
                  [[IBAN|DE68100900000033715915]] Taschengeld Studium
28.11.   28.11.   Entgelt Kontoführung                                             -6,90

Alter Kontostand 1.274,55 EUR          Neuer Kontostand 3.304,84 EUR
Bitte prüfen Sie die Buchungen. Einwendungen innerhalb von 6 Wochen. Fragen? [[PHONE|06131 2008 0]]`],

  ['bank statement', 'en', `NORTHGATE BANK plc
Statement of account                                        Page 1 of 1
MR [[NAME|DANIEL P. OKONKWO-HALE]]
[[ADDRESS|Flat 3, 41 Mauldeth Road]]
[[ADDRESS|Manchester M14 6SG]]

Account: Everyday Current     Sort code 20-00-00   Account no 58516152
IBAN: [[IBAN|GB51 BARC 2000 0058 5161 52]]   BIC: [[BIC|BARCGB22]]
Period 01 Oct 2026 to 31 Oct 2026

Date     Description                                   Paid out    Paid in    Balance
                                                                            1,402.11
02 Oct   FPI [[NAME|ADEBAYO R]] RENT SHARE OCT                       475.00   1,877.11
02 Oct   DD MANCHESTER CITY COUNCIL CTAX                 142.00               1,735.11
06 Oct   CARD PAYMENT TESCO STORES 2291 ****7765          38.42               1,696.69
09 Oct   FPO [[NAME|S WOJCIK]] PLUMBING INV 0318               120.00               1,576.69
15 Oct   BGC HALEWOOD ENGINEERING LTD SALARY                         2,208.90   3,785.59
21 Oct   SO MRS [[NAME|G HALE]] BIRTHDAY                            50.00               3,735.59
30 Oct   DD VIRGIN MEDIA                                  45.00               3,690.59

If you think something is wrong, call us on [[PHONE|0161 496 0732]] or write to Customer Services,
[[ADDRESS|PO Box 4120, Leeds LS1 9QQ]].`],

  ['payment notice', 'fr', `ÉNERGIES DU LYONNAIS SAS — Avis d'échéance et de prélèvement
[[ADDRESS|12 rue de la Villette]], [[ADDRESS|69003 Lyon]] — TVA intracommunautaire [[VAT_ID|FR95656615564]]

Client : Mme [[NAME|Sandrine Vauquelin]]
Adresse de consommation : [[ADDRESS|8 impasse des Tilleuls]], [[ADDRESS|69340 Francheville]]
Référence client : 0047 2291 883 — Contrat n° EL-7740213

Montant de l'échéance : 96,40 € TTC
Date de prélèvement : 05/12/2026
Compte débité : [[IBAN|FR76 3000 4861 8869 6088 7350 852]]   BIC [[BIC|BNPAFRPPXXX]]
Titulaire du compte : [[NAME|VAUQUELIN SANDRINE]]
Référence unique de mandat (RUM) : ELY-2019-0081123

Pour toute question : [[PHONE|04 78 62 31 45]] (du lundi au vendredi, 8h–18h) ou [[EMAIL|clients@energies-lyonnais.fr]]`],

  ['bank statement', 'nl', `ING Bank N.V.  —  Afschrift Betaalrekening
Rekeninghouder: [[NAME|M.J. van Dijk-Hoekstra]]
[[ADDRESS|Populierenlaan 22]]
[[ADDRESS|3722 AB Bilthoven]]
Rekening [[IBAN|NL52 INGB 4294 4939 55]]     Periode 1 t/m 30 november 2026

Datum   Omschrijving                                         Bij/Af   Bedrag
01-11   [[NAME|J. Bakker]] [[IBAN|NL21RABO1219219740]]                   Bij     35,00
        Omschrijving: terugbetaling concertkaartjes
04-11   Albert Heijn 1132 Bilthoven  Pasnr. 012                Af      58,27
08-11   Belastingdienst  NL86INGB0002445588  Kenmerk 1103 4478 2201 0004   Af  212,00
12-11   [[NAME|Fatima el Amrani]] [[IBAN|NL45 RABO 8843 3766 28]]           Af      17,50
        Omschrijving: tikkie pizza vrijdag
20-11   Salaris Gemeente Utrecht                              Bij  3.118,42
26-11   Hr [[NAME|P. de Groot]] [[IBAN|BE67489860290787]]                 Af     400,00
        Omschrijving: huur vakantiehuisje Ardennen aanbetaling
Nieuw saldo: € 4.287,09`],

  ['payment notice', 'es', `Comunidad de Propietarios Calle Arzobispo Mayoral 14 — Recibo de cuota ordinaria

Propietario/a: Dña. [[NAME|Remedios Alcaraz Pellicer]]     NIF: [[ES_DNI|40764284G]]
Vivienda: [[ADDRESS|C/ Arzobispo Mayoral, 14, 3.º B, 46002 Valencia]]
Periodo: 4.º trimestre 2026          Importe: 186,00 €

Cargo en la cuenta [[IBAN|ES57 2100 0418 4030 2616 5037]] (CaixaBank, BIC [[BIC|CAIXESBBXXX]])
Fecha de cargo: 10/10/2026
Administrador: Fincas Turia S.L., [[ADDRESS|Av. del Puerto 121, 46023 Valencia]], tel. [[PHONE|963 31 48 07]]

En caso de devolución se cargarán 3,50 € de gastos.`],

  ['bank statement', 'de', `PostFinance AG · Kontoauszug Privatkonto CHF · 01.10.2026 – 31.10.2026

Herr [[NAME|Reto Gasser-Bühlmann]]
[[ADDRESS|Rebbergstrasse 9]]
[[ADDRESS|8049 Zürich]]

IBAN [[IBAN|CH55 0076 2397 0890 4071 7]]

Datum      Text                                                   Lastschrift  Gutschrift  Saldo
01.10.26   Saldovortrag                                                                    5'220.40
02.10.26   Gutschrift Lohn Oktober Brunner Treuhand AG                         6'480.00   11'700.40
03.10.26   Zahlung an [[NAME|Simona Caflisch]], Miete Okt                 2'150.00                9'550.40
           [[IBAN|CH04 0076 2038 6269 6220 0]]
           QR-Referenz 21 00000 00003 13947 14300 09017
09.10.26   TWINT an [[NAME|Luca Brunner]] +41 79 *** ** 12                  32.50                9'517.90
15.10.26   eBill CSS Versicherung Prämie Okt                           412.30                9'105.60
24.10.26   Bancomat Bezug Zürich HB                                      200.00                8'905.60

Bei Fragen: [[PHONE|+41 58 448 14 14]]`],

  ['bank statement', 'pl', `mBank S.A. — Elektroniczne zestawienie operacji
Posiadacz rachunku: [[NAME|KAROLINA WIŚNIEWSKA-GRAD]]
Adres: [[ADDRESS|ul. Ogrodowa 58 m. 14, 00-876 Warszawa]]
Rachunek: [[IBAN|PL25 1090 8970 2801 4427 6587 6852]]

Data operacji | Opis | Kwota | Saldo
2026-11-02 | PRZELEW PRZYCHODZĄCY od: [[NAME|Tomasz Grad]] tytuł: zwrot za bilety | 240,00 | 3 811,40
2026-11-04 | PRZELEW WYCHODZĄCY do: Wspólnota Mieszkaniowa Ogrodowa 58... | -612,00 | 3 199,40
2026-11-05 | BLIK zakup Allegro.pl | -89,99 | 3 109,41
2026-11-10 | PRZELEW WYCHODZĄCY do: [[NAME|Halina Wiśniewska]] rach. [[IBAN|PL80109099648274000529711558]] tytuł: leki dla mamy | -150,00 | 2 959,41
2026-11-18 | WYNAGRODZENIE Biuro Rachunkowe Kowalczyk sp. z o.o. | 6 420,00 | 9 379,41
2026-11-25 | ZUS składka | -1 773,00 | 7 606,41`],

  ['payment notice', 'it', `AVVISO DI PAGAMENTO — Tassa sui rifiuti (TARI) anno 2026
Comune di Torino — Servizio Tributi

Intestatario: [[NAME|GALLI LUCA]]
Codice fiscale: [[IT_FISCAL_CODE|GLLLCU90T02L219O]]
Indirizzo utenza: [[ADDRESS|Via Nizza 212, 10126 Torino]]
Superficie: 78 mq — Componenti nucleo: 2

Rata unica entro il 16/12/2026: € 287,00
Codice avviso pagoPA: 3011 2026 0000 4417 92
Addebito su conto: [[IBAN|IT49 Z030 6909 6069 6360 1372 790]]

Per informazioni: Ufficio TARI, [[ADDRESS|Corso Racconigi 49, 10139 Torino]], [[PHONE|011 442 3811]]`],

  ['bank statement', 'en', `Harbourline Credit Union — Everyday Account Statement
Account holder: Ms [[NAME|Tahlia Brennan]]
[[ADDRESS|Unit 5, 27 Wattle Street, Ultimo NSW 2007]]
BSB 062-000  Account 1049 3381          Statement period 1/09/2026 – 30/09/2026

Date    Transaction details                                  Debit     Credit    Balance
01 Sep  Opening balance                                                         2,310.44
03 Sep  Osko transfer from [[NAME|Liam O'Rourke]] - bond refund              1,200.00  3,510.44
05 Sep  Direct debit AGL Energy                              118.30              3,392.14
11 Sep  Transfer to [[NAME|K NGUYEN]] - ute rego split                  160.00              3,232.14
15 Sep  Salary Westmead Health District                                 2,944.71  6,176.85
28 Sep  Visa purchase Woolworths Ultimo                       92.15              6,084.70

Your tax file number is held on file. Questions: call [[PHONE|+61 2 9374 4000]] (8am–8pm AEST).`],

  ['payment notice', 'de', `Ostwind Logistik GmbH · [[ADDRESS|Hafenstraße 112]] · [[ADDRESS|18055 Rostock]]

Herrn [[NAME|Dirk Hallwachs]]
[[ADDRESS|Kiefernweg 3a]]
[[ADDRESS|17489 Greifswald]]

Zahlungserinnerung                                                  Rostock, 02.12.2026

Sehr geehrter Herr [[NAME|Hallwachs]],

sicher ist es Ihrer Aufmerksamkeit entgangen, dass unsere Rechnung Nr. RE-2026-08841 vom 28.10.2026
über 1.236,90 EUR noch offen ist. Bitte überweisen Sie den Betrag bis zum 16.12.2026 auf unser Konto
[[IBAN|DE69 7015 0000 8743 8869 99]] (BIC [[BIC|SSKMDEMMXXX]]) unter Angabe der Rechnungsnummer.

Sollten Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.

Mit freundlichen Grüßen
[[NAME|Kerstin Mahlow]], Forderungsmanagement
Tel. [[PHONE|0381 4492 117]] · [[EMAIL|forderungen@ostwind-logistik.de]]
USt-IdNr. [[VAT_ID|DE349154957]] · Steuernummer [[TAX_ID|079/112/04415]] · Amtsgericht Rostock HRB 14420`],

  ['bank statement', 'en', `Pacific Coast Federal Credit Union
Member: [[NAME|Rosa M. Villanueva]]                    Member # 0044-18821
[[ADDRESS|1840 Alvarado Terrace Apt 6]]
[[ADDRESS|Los Angeles, CA 90006]]

Share Draft Checking  xxxxxx2207          Nov 1 – Nov 30, 2026
11/02  Zelle from [[NAME|MIGUEL VILLANUEVA]]             +250.00
11/04  ACH DEBIT SO CAL EDISON                           -131.58
11/09  Zelle to [[NAME|Deborah Kessler]]                  -75.00   memo: dog sitting
11/15  PAYROLL LAUSD                                   +2,411.06
11/20  CHECK 1042                                        -900.00
11/27  VISA DEBIT TRADER JOE'S #118                      -64.12
Questions? Call [[PHONE|(213) 555-0164]] or visit any branch.`],

  ['bank statement', 'de', `Preis- und Leistungsverzeichnis – Auszug Zahlungsverkehr (Stand 01.01.2027)

Produkt                         Code        Preis
Girokonto Basis                 GK-BAS-01   4,90 € / Monat
Girokonto Plus                  GK-PLS-02   8,90 € / Monat
SEPA-Echtzeitüberweisung        SCT-INST    0,00 €
Auslandsüberweisung (Nicht-EU)  AZV-X-11    0,25 % mind. 15,00 €
Ersatzkarte girocard            KA-ERS-3    15,00 €
Kontoauszug Papier, je Stück    KAZ-P       1,50 €

Beispiel-IBAN für Formulare: DE00 0000 0000 0000 0000 00 (keine echte Kontonummer)
Kurse Devisen 01.12.2026: USD 1,0842 · CHF 0,9371 · GBP 0,8566 · JPY 163,22
Version 2027.1 – Dokument-ID PLV-ZV-2027-01 – Seite 3/14`],

  ['form', 'de', `Kontoeröffnung – Persönliche Angaben (Schritt 2 von 4)

Anrede: Frau
Vorname: [[NAME|Selin]]
Nachname: [[NAME|Aydın-Krüger]]
Geburtsdatum: [[DATE_OF_BIRTH|21.02.1991]]
Geburtsort: Duisburg
Staatsangehörigkeit: deutsch
Meldeadresse: [[ADDRESS|Mülheimer Straße 204, 47057 Duisburg]]
Mobilnummer: [[PHONE|+49 176 4482 9031]]
E-Mail: [[EMAIL|selin.aydin-krueger@gmx.de]]
Steuerliche Identifikationsnummer: [[TAX_ID|47 218 386 900]]
Ausweisdokument: Personalausweis, Nummer [[PERSONAL_ID|LJ2HMYLJ6]], gültig bis 03.2033
Referenzkonto für Auszahlungen: [[IBAN|DE03 5001 0517 4505 3465 31]]
Beruf: Pflegefachkraft
[x] Ich bin nicht in den USA steuerpflichtig.
[x] Ich handle im eigenen wirtschaftlichen Interesse.`],

  ['form', 'en', `NEW PATIENT REGISTRATION — Elmfield Medical Practice, [[ADDRESS|22 Elmfield Road, Sheffield S10 1SN]]

Surname: [[NAME|PRZYBYLSKA]]            Forename(s): [[NAME|Joanna Maria]]
Date of birth: [[DATE_OF_BIRTH|14/06/1987]]     Sex: F
NHS number (if known): [[UK_NHS|465 873 4842]]
Home address: [[ADDRESS|Flat 12, 9 Clarkehouse Road]]
              [[ADDRESS|Sheffield S10 2LA]]
Telephone (mobile): [[PHONE|07700 900431]]
Email: [[EMAIL|j.przybylska87@outlook.com]]
Previous GP: Dr [[NAME|Anand Mistry]], Castle Street Surgery, Nottingham
Next of kin: [[NAME|Paweł Przybylski]] (husband) — [[PHONE|07700 900218]]
Do you have a carer? No
Current medication: Levothyroxine 75mcg
Allergies: penicillin (rash)

Signed: [[NAME|J. Przybylska]]      Date: 03/11/2026`],

  ['form', 'fr', `DOSSIER DE CANDIDATURE — Location appartement T3, 41 cours Vitton, 69006 Lyon (réf. annonce LY-3318)

Candidat principal
Nom : [[NAME|FERRAND]]   Prénom : [[NAME|Élodie]]
Née le : [[DATE_OF_BIRTH|09/03/1988]] à Villeurbanne
Adresse actuelle : [[ADDRESS|27 rue Paul Bert, 69003 Lyon]]
Téléphone : [[PHONE|06 12 48 93 27]]     Courriel : [[EMAIL|elodie.ferrand@laposte.net]]
N° de sécurité sociale : [[FR_NIR|2 88 03 69 123 500 59]]
Situation professionnelle : CDI — infirmière, Hospices Civils de Lyon, depuis 2014
Revenus nets mensuels : 2 640 €

Garant
Nom, prénom : [[NAME|FERRAND Gérard]]
Adresse : [[ADDRESS|3 allée des Châtaigniers, 42100 Saint-Étienne]]
Téléphone : [[PHONE|04 77 32 18 60]]

RIB pour le prélèvement du loyer : [[IBAN|FR76 3000 4861 9826 2253 9725 064]]
Pièces jointes : pièce d'identité, 3 derniers bulletins de salaire, avis d'imposition 2026`],

  ['form', 'en', `SCHENGEN VISA APPLICATION — supplementary sheet (applicant copy)

1. Surname: [[NAME|RAGHAVAN]]
3. First name(s): [[NAME|Meenakshi]]
4. Date of birth: [[DATE_OF_BIRTH|1992-11-07]]     5. Place of birth: Coimbatore
13. Number of travel document: [[PASSPORT|V4418273]]   Issued: 12-04-2022  Valid until: 11-04-2032
Applicant's home address: [[ADDRESS|Flat 4B, Shree Residency, 14 Race Course Road, Coimbatore, Tamil Nadu 641018]]
Telephone: [[PHONE|+91 98450 17263]]    E-mail: [[EMAIL|meenakshi.raghavan@gmail.com]]
PAN (for bank statement verification): [[IN_PAN|BQRPR4471K]]
Aadhaar: [[IN_AADHAAR|3115 4719 2251]]
Employer: Lakshmi Textiles Pvt Ltd, Avinashi Road, Coimbatore — HR contact [[NAME|S. Venkatesh]], [[PHONE|+91 422 431 8800]]
Inviting person: Dr. [[NAME|Katrin Oberholzer]], [[ADDRESS|Lindenhofstraße 7, 79100 Freiburg im Breisgau]], [[EMAIL|k.oberholzer@uni-freiburg.de]]
Intended date of arrival: 14-05-2027`],

  ['form', 'de', `Schulanmeldung – Volksschule Graz-Geidorf, Schuljahr 2027/28

Daten des Kindes
Familienname: [[NAME|Strohmaier]]   Vorname: [[NAME|Leonie]]
Geburtsdatum: [[DATE_OF_BIRTH|02.12.2020]]
Sozialversicherungsnummer: [[AT_SSN|4128 021220]]
Wohnadresse: [[ADDRESS|Schubertstraße 31/4, 8010 Graz]]
Religionsbekenntnis: röm.-kath.   Erstsprache: Deutsch

Erziehungsberechtigte
Mutter: Mag. [[NAME|Barbara Strohmaier]], Tel. [[PHONE|0664 318 2290]], [[EMAIL|b.strohmaier@aon.at]]
Vater: Ing. [[NAME|Florian Strohmaier]], Tel. [[PHONE|+43 660 771 4028]]
Nachmittagsbetreuung gewünscht: ja (Mo–Do)
Abholberechtigt außerdem: Großmutter [[NAME|Helga Pirker]], [[PHONE|0316 47 22 91]]`],

  ['form', 'de', `Personalstammblatt – Eintritt 01.01.2027                        HR-Nr. 20471 (intern)

Name, Vorname: [[NAME|Bühlmann, Nadja]]
Geburtsdatum: [[DATE_OF_BIRTH|17.04.1982]]          Zivilstand: verheiratet
AHV-Nummer: [[CH_SSN|756.5604.7449.18]]
Adresse: [[ADDRESS|Seefeldstrasse 88, 8008 Zürich]]
Telefon privat: [[PHONE|079 412 88 63]]
Lohnkonto: [[IBAN|CH16 0076 2121 0245 6840 4]] (Zürcher Kantonalbank)
Quellensteuer: nein (Niederlassung C)
Notfallkontakt: [[NAME|Marco Bühlmann]], [[PHONE|+41 76 218 40 07]]
Funktion: Teamleiterin Debitorenbuchhaltung, 80 %
Vorgesetzter: [[NAME|Thomas Egli]]`],

  ['form', 'de', `Patientenaufnahme – Praxis für Allgemeinmedizin Dr. med. H. Vogt

Versicherte/r: [[NAME|Jürgen Krausewitz]]
geb. am: [[DATE_OF_BIRTH|03.07.1984]]
Krankenkasse: AOK Nordost     Versichertennummer: [[KVNR|M138236937]]
Anschrift: [[ADDRESS|Greifswalder Str. 140]], [[ADDRESS|10409 Berlin]]
Telefon: [[PHONE|030 4817 2265]]   Mobil: [[PHONE|0151 2873 4410]]
Hausarzt bisher: Dr. [[NAME|Elke Sommerfeld]], Prenzlauer Allee
Angehörige im Notfall: [[NAME|Birgit Krausewitz]] (Ehefrau), [[PHONE|0176 2219 0573]]
Vorerkrankungen: Asthma bronchiale seit Kindheit
Ich bin einverstanden, dass Befunde an meinen Hausarzt übermittelt werden.   Unterschrift: [[NAME|J. Krausewitz]]`],

  ['form', 'en', `Account Opening — Individual (Singapore resident)
Full name as in NRIC: [[NAME|TAN WEI LING]] ([[NAME|陈慧玲]])
NRIC No.: [[SG_NRIC|S3124112Z]]
Date of birth: [[DATE_OF_BIRTH|05 Aug 1979]]
Residential address: [[ADDRESS|Blk 418 Bedok North Avenue 2 #07-115, Singapore 460418]]
Mobile: [[PHONE|+65 9123 4876]]
Email: [[EMAIL|weiling.tan79@yahoo.com.sg]]
Occupation: Pharmacist, employer Raffles Medical Group
Joint holder: [[NAME|LIM JUN HAO]]   FIN: [[SG_NRIC|G5550539Q]]
Source of funds: employment income
Tax residency: Singapore only`],

  ['form', 'en', `EMPLOYEE ONBOARDING — Cascadia Timber Ltd. (British Columbia)
Legal name: [[NAME|Marie-Ève Tremblay]]
Preferred name: Marie
Date of birth: [[DATE_OF_BIRTH|1990-01-22]]
Social Insurance Number: [[CA_SIN|116-010-430]]
Home address: [[ADDRESS|2214 Cypress Street, Vancouver, BC V6J 3M2]]
Cell: [[PHONE|(604) 555-0198]]
Personal email: [[EMAIL|me.tremblay@videotron.ca]]
Driver's licence (for fleet vehicle use): BC DL [[DRIVER_LICENSE|7730214]]
Emergency contact: [[NAME|Jean-François Tremblay]], father, [[PHONE|(418) 555-0117]]
Direct deposit: Transit 00320  Institution 003  Account 5104427
Start date: 2027-01-11   Manager: [[NAME|Owen Gallagher]]`],

  ['form', 'en', `Request for Taxpayer Identification Number and Certification (vendor setup)
Name (as shown on your income tax return): [[NAME|Luis Alberto Ocampo]]
Business name: Ocampo Landscaping (sole proprietor)
Address: [[ADDRESS|4470 E Indian School Rd]]
City, state, ZIP: [[ADDRESS|Phoenix, AZ 85018]]
Taxpayer Identification Number — Individual taxpayer identification number (ITIN): [[US_ITIN|912-73-3320]]
Phone: [[PHONE|602-555-0131]]   Email: [[EMAIL|luis@ocampolandscaping.com]]
Payment method: ACH — routing 122105278, account 0009981234
Signature: [[NAME|Luis A. Ocampo]]   Date: 11/19/2026
Approved by AP: [[NAME|Cheryl Whitfield]]`],

  ['form', 'es', `CONTRATO DE ALQUILER DE VEHÍCULO — Autos Levante, Alicante Aeropuerto

Conductor principal: [[NAME|Javier Moncada Ruiz]]
DNI: [[ES_DNI|67482031P]]    Fecha de nacimiento: [[DATE_OF_BIRTH|12/05/1985]]
Permiso de conducir: clase B, expedido en 2004
Domicilio: [[ADDRESS|Calle San Vicente 88, 4.º izda., 03004 Alicante]]
Móvil: [[PHONE|612 48 93 07]]
Segundo conductor: [[NAME|Inés Carrasco Vidal]], NIE [[ES_DNI|X4908415P]]
Vehículo: Seat Ibiza 1.0 TSI, matrícula 4417 LMZ (flota), km salida 28.114
Tarjeta de garantía: [[CREDIT_CARD|4225 3972 5064 4904]]  cad. 09/29
Devolución: 18/11/2026 10:00 Alicante Aeropuerto`],

  ['form', 'no', `Søknad om barnehageplass – Bergen kommune

Barnets navn: [[NAME|Sigrid Haugland Moe]]
Fødselsnummer: [[PERSONAL_ID|22061951389]]
Fødselsdato: [[DATE_OF_BIRTH|22.06.2019]]
Adresse: [[ADDRESS|Kalfarveien 61, 5018 Bergen]]

Foresatt 1: [[NAME|Kristoffer Moe]]
Fødselsnummer: [[PERSONAL_ID|14037821447]]
Telefon: [[PHONE|412 36 598]]   E-post: [[EMAIL|kristoffer.moe@online.no]]
Foresatt 2: [[NAME|Ingrid Haugland]]
Telefon: [[PHONE|+47 934 18 220]]
Ønsket oppstart: august 2027, 100 % plass
Søsken i barnehagen: nei`],

  ['form', 'en', `APPLICATION FOR MEMBERSHIP — template v3.2 (do not fill in this copy)

Title: ____   First name: ______________   Surname: ______________
Date of birth: DD/MM/YYYY
Address line 1: ______________________
Postcode: ________   Phone: +44 ____ ______
Email: name@example.com
Membership type:  [ ] Adult £42   [ ] Concession £28   [ ] Family £75
Payment reference will be issued after approval (format MEM-YYYY-NNNNN).
Form code F-MEM-032, printed 2026-09-14, revision c7e41f2.`],

  ['form', 'nl', `Aanvraag parkeervergunning bewoners — Gemeente Haarlem

Naam aanvrager: [[NAME|Thijs Verhoeven]]
BSN: [[NL_BSN|388204072]]
Geboortedatum: [[DATE_OF_BIRTH|30-08-1976]]
Adres: [[ADDRESS|Kleine Houtstraat 41]]
Postcode en woonplaats: [[ADDRESS|2011 DD Haarlem]]
Telefoonnummer: [[PHONE|06 41 82 93 57]]
E-mailadres: [[EMAIL|thijs.verhoeven@ziggo.nl]]
Kenteken voertuig: [[LICENSE_PLATE|K-412-RT]]  (personenauto, eigendom aanvrager)
Tweede kenteken: geen
Vergunningsgebied: Centrum-Oost (H-CO2)
Betaling via automatische incasso van [[IBAN|NL16 RABO 1257 1328 62]]`],
]
