/**
 * blind-4: HR (payslips, contracts, employer certificates, onboarding), legal (court letters, powers
 * of attorney) and government and tax notices.
 * Markup: [[TYPE|value]]; see eval/blind-4/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_WORK_LAW_GOV: RawDoc[] = [
  // DE payslip
  ['payslip', 'de', `Brandt & Kessler Logistik GmbH · [[ADDRESS|Am Westhafen 17 · 60327 Frankfurt am Main]]

Herrn
[[NAME|Timo Wesselmann]]
[[ADDRESS|Sandweg 44]]
[[ADDRESS|60316 Frankfurt am Main]]

Abrechnung der Brutto/Netto-Bezüge für Mai 2025                      Druckdatum 27.05.2025
Pers.-Nr. 004417    Kostenstelle 3120    Eintritt 01.04.2019    Austritt -
Geb.-Datum [[DATE_OF_BIRTH|07.08.1990]]    StKl/Fak I/0,0    Kfb 0,0    Konf. ev
Steuer-ID [[TAX_ID|57 900 342 064]]    SV-Nummer [[SOCIAL_SECURITY|53 070890 W 459]]
KK Techniker Krankenkasse    BGRS 1111    PGR 101    Zusatzbeitrag 2,45 %

LA    Bezeichnung                       Menge    Faktor       Betrag
1000  Gehalt                                               3.850,00
1210  VL AG-Anteil                                            26,59
2040  Zuschl. Nacht 25 % stfr.          14,00      5,61       78,54
5500  Jobticket (§ 3 Nr. 15 EStG)                             58,00
Gesamt-Brutto                                              4.013,13

Steuer-Brutto 3.876,59    LSt 512,91    SolZ 0,00    KiSt 41,03
KV-Brutto 4.013,13    KV 359,87    RV 373,22    AV 52,17    PV 90,30
Netto-Bezüge                                               2.583,63
VL-Überweisung Bausparkasse, Vertr.-Nr. 7712 4450 0191       -40,00
Auszahlungsbetrag                                          2.543,63

Überweisung an [[IBAN|DE24 5005 0201 4929 7045 12]]   [[BIC|HELADEF1822]]   Frankfurter Sparkasse
Resturlaub 2025: 21 Tage    Gleitzeitsaldo +06:45
`],

  // GB payslip
  ['payslip', 'en', `HARROW & FINCH LTD                                          PAYSLIP
[[ADDRESS|Unit 9, Canal Wharf, Leeds LS11 5PS]]

Employee     [[NAME|Aisha Rahman]]                 Employee No  00873
             [[ADDRESS|42 Harehills Lane, Leeds LS8 5HL]]
NI Number    [[UK_NINO|KC 34 69 50 C]]            Tax code 1257L   NI letter A
Pay date     28/02/2025                   Period 11 (Monthly)   Dept: Warehouse B

PAYMENTS               Units    Rate      Amount   | DEDUCTIONS              Amount
Basic salary                             2,541.67  | PAYE tax                275.40
Overtime 1.5x          6.00    21.99       131.94  | National Insurance      106.94
Holiday pay            1.00   117.29       117.29  | Pension (NEST) 5%       139.55
                                                   | Student loan (Plan 2)    64.00
Gross pay                                2,790.90  | Total deductions        585.89
                                                      NET PAY               2,205.01
Year to date: taxable pay 28,914.33  tax 2,903.60  NI 1,176.34  EE pension 1,445.72
Paid by BACS to sort code 20-45-77, a/c ****4412
Employer PAYE ref 120/HF48213   Accounts Office ref 120PA00248213
Payroll queries: [[EMAIL|payroll@harrowfinch.co.uk]]
`],

  // AT payslip
  ['payslip', 'de', `Kaffeerösterei Wallner & Söhne GmbH, [[ADDRESS|Lerchenfelder Gürtel 43, 1160 Wien]]
Gehaltsabrechnung Jänner 2025

Dienstnehmerin  [[NAME|Katarina Novak]]
                [[ADDRESS|Ottakringer Straße 112/3/21, 1160 Wien]]
SV-Nr.          [[AT_SSN|6469 121296]]           Pers.-Nr. 0219
Eintritt        02.05.2022                        KV Handel, BG C, 3. VJ, 30 Wochenstunden

Bezüge                                          Betrag
Gehalt                                        1.912,50
Überstunden 50 % (4,0 h)                         77,28
Überstundenpauschale                              0,00
Brutto                                        1.989,78
SV-DN-Anteil (18,07 %)                         -359,55
Lohnsteuer                                      -61,14
Netto                                         1.569,09
Abzüge: Betriebsratsumlage -9,95, Essensbons -36,00
Auszahlung                                    1.523,14  auf [[IBAN|AT97 2011 1648 5426 8646]] ([[BIC|GIBAATWWXXX]])

Urlaubsanspruch 25 Tage, verbraucht 3, offen 22   |   Zeitausgleich +3:30 h
`],

  // RO employment contract (excerpt)
  ['contract', 'ro', `CONTRACT INDIVIDUAL DE MUNCĂ
înregistrat în registrul general de evidență a salariaților cu nr. 1184/03.02.2025

A. Părțile contractului
Angajator - SC VERDE SOFT LOGISTICS SRL, persoană juridică română, cu sediul în [[ADDRESS|Cluj-Napoca, str. Observatorului nr. 90, jud. Cluj]], înregistrată la Registrul Comerțului sub nr. J12/3345/2017, cod fiscal [[VAT_ID|RO610243751]], telefon [[PHONE|0264 450 318]], reprezentată legal prin [[NAME|Ioan Moldovan]], în calitate de administrator,
și
salariata - doamna [[NAME|Andreea-Ioana Mureșan]], domiciliată în [[ADDRESS|Cluj-Napoca, str. Fabricii de Zahăr nr. 41, bl. C2, ap. 17, jud. Cluj]], posesoare a C.I. seria CJ nr. [[PERSONAL_ID|512874]], eliberată de SPCLEP Cluj-Napoca la data de 11.09.2019, CNP [[PERSONAL_ID|2920315121471]], e-mail [[EMAIL|andreea.muresan92@yahoo.com]], telefon [[PHONE|0745 219 604]],
am încheiat prezentul contract individual de muncă în următoarele condiții asupra cărora am convenit:

B. Obiectul contractului: prestarea de activitate în funcția de analist resurse umane, cod COR 242314.
C. Durata contractului: nedeterminată, începând cu data de 10.02.2025. Perioada de probă: 90 zile calendaristice.
D. Locul de muncă: sediul angajatorului și telemuncă 2 zile/săptămână.
G. Salarizare: salariul de bază lunar brut 7.850 lei, plătit lunar până la data de 10, prin virament în contul
[[IBAN|RO27 BTRL RONC RT06 3481 7708]] deschis la Banca Transilvania, BIC [[BIC|BTRLRO22]].
H. Concediul de odihnă: 21 zile lucrătoare.

Angajator,                                  Salariat,
[[NAME|Ioan Moldovan]]                               [[NAME|Andreea-Ioana Mureșan]]
`],

  // CH employer certificate for unemployment insurance
  ['hr', 'de', `Arbeitgeberbescheinigung (Formular 716.101d) - Auszug
1  Angaben zur versicherten Person
   Name, Vorname      [[NAME|Krasniqi, Arben]]
   AHV-Nr.            [[CH_SSN|756.7210.6983.95]]
   Geburtsdatum       [[DATE_OF_BIRTH|18.02.1984]]
   Adresse            [[ADDRESS|Seestrasse 221, 8810 Horgen]]
2  Arbeitgeber
   Gasthof zum Rössli AG, [[ADDRESS|Dorfstrasse 12, 8712 Stäfa]]
   Tel. [[PHONE|044 926 11 08]]    MWST-Nr. [[VAT_ID|CHE-340.684.133]] MWST
   Auskunftsperson: [[NAME|Beatrice Hürlimann]], [[EMAIL|b.huerlimann@roessli-staefa.ch]]
3  Arbeitsverhältnis
   Tätigkeit: Koch (Chef de partie)     Beginn: 01.03.2019     Ende: 31.01.2025
   Kündigung durch: Arbeitgeber am 28.10.2024, Grund: Umsatzrückgang / Umstrukturierung Küche
   Vertragliche Arbeitszeit: 42 Std./Woche (betriebsüblich 42)
4  Lohn
   Monatslohn CHF 5'350.- x 13, Zulagen: Sonntagszulage CHF 180.- (Durchschnitt 12 Mte)
   Ferienanspruch 5 Wochen, bezogen 2025: 0 Tage
Ort/Datum: Stäfa, 04.02.2025          Stempel und Unterschrift: i.A. [[NAME|B. Hürlimann]]
`],

  // IN offer letter thread
  ['email', 'en', `From: [[NAME|Rohan Mehta]] <[[EMAIL|rohan.mehta.k@gmail.com]]>
To: Nimbus Works Talent Team <[[EMAIL|talent@nimbusworks.in]]>
Date: Wed, 14 May 2025 09:07 +0530
Subject: Re: Offer Letter - Senior Data Engineer - NW/OL/2025/0311

Hi [[NAME|Shruti]],

PFA the signed offer letter. Details for the onboarding form below (sorry, the portal link was giving 502):

Full name (as per PAN) : [[NAME|ROHAN KIRAN MEHTA]]
PAN                    : [[IN_PAN|EXDPM5617V]]
Aadhaar                : [[IN_AADHAAR|9302 0478 2485]]
DOB                    : [[DATE_OF_BIRTH|19-Jan-1993]]
Current address        : [[ADDRESS|#402, Sri Sai Residency, 5th Cross, 1st Block Koramangala, Bengaluru, Karnataka 560034]]
Mobile                 : [[PHONE|+91 99001 27384]]
Bank                   : HDFC Bank, A/c 50100438826171, IFSC HDFC0001753
UAN                    : 101234567890
Emergency contact      : [[NAME|Kiran Mehta]] (father) [[PHONE|+91 98450 33218]]

I can join on 02-Jun. Pls let me know if the notice period buyout letter from my current employer is needed.

Thanks,
[[NAME|Rohan]]

> On Tue, 13 May 2025, 18:42 [[NAME|Shruti Nair]] <[[EMAIL|shruti.nair@nimbusworks.in]]> wrote:
> Dear [[NAME|Rohan]],
> Congratulations! We are pleased to offer you the position of Senior Data Engineer at a CTC of INR 38,50,000 p.a.
> (fixed 34,00,000 + variable 4,50,000). Please sign and return by 16-May.
> Regards,
> [[NAME|Shruti Nair]] | Talent Acquisition | Nimbus Works Pvt Ltd
> [[ADDRESS|3rd Floor, Prestige Atlanta, 80 Feet Road, Koramangala, Bengaluru 560034]] | [[PHONE|+91 80 4718 2200]]
`],

  // ES court summons
  ['court-letter', 'es', `JUZGADO DE PRIMERA INSTANCIA Nº 4 DE VALENCIA
[[ADDRESS|Avda. del Saler, 14 - 46013 Valencia]]
Tel. [[PHONE|961 927 204]]   Fax [[PHONE|961 927 299]]   Correo: [[EMAIL|jpi4.valencia@justicia.gva.es]]
Procedimiento: Juicio Verbal (250.2) 001187/2024
NIG: 4625042120240031876

CÉDULA DE CITACIÓN

En virtud de lo acordado en resolución de fecha 12/02/2025 dictada en el procedimiento arriba indicado, se cita a:
D. [[NAME|Florin Constantin Popa]], con NIE [[ES_DNI|Y3301790Q]], con domicilio en [[ADDRESS|C/ Doctor Sumsi, 27, pta. 9, 46005 Valencia]],
en calidad de parte demandada, para que comparezca ante este Juzgado el día 26 de marzo de 2025, a las 10:30 horas,
en la Sala de Vistas nº 2, a la celebración de la vista, con las pruebas de que intente valerse.

Parte demandante: Dña. [[NAME|María Pilar Sanchís Orts]], DNI [[ES_DNI|75657872Q]]
Procurador: D. [[NAME|Vicente Llorens Bataller]]      Letrada: Dña. [[NAME|Amparo Císcar Ferrer]]
Objeto del juicio: reclamación de cantidad (3.420,00 euros) por rentas impagadas del contrato de arrendamiento de 01/09/2022.

PREVENCIONES: Si no comparece, se le declarará en situación de rebeldía procesal ...

En Valencia, a 14 de febrero de 2025.
EL/LA LETRADO/A DE LA ADMINISTRACIÓN DE JUSTICIA
[[NAME|Rosa María Gil Peris]]
`],

  // IT notarial power of attorney
  ['power-of-attorney', 'it', `PROCURA SPECIALE
Repertorio n. 48.215                                            Raccolta n. 17.903
REPUBBLICA ITALIANA
L'anno duemilaventicinque, il giorno tredici del mese di marzo, in Napoli, nel mio studio in [[ADDRESS|Via dei Mille 40]],
avanti a me dott. [[NAME|Gennaro Santangelo]], notaio in Napoli, iscritto nel Ruolo del Collegio Notarile di Napoli,
è presente:
[[NAME|ESPOSITO Giuseppe]], nato a Napoli il [[DATE_OF_BIRTH|14 agosto 1971]], residente in [[ADDRESS|Napoli, Via Toledo n. 256]],
codice fiscale [[IT_FISCAL_CODE|SPSGPP71M14F839B]], pensionato, coniugato in regime di separazione dei beni.
Detto comparente, della cui identità personale io notaio sono certo, nomina e costituisce sua procuratrice speciale la figlia
[[NAME|ESPOSITO Chiara]], nata a Napoli il [[DATE_OF_BIRTH|22 maggio 1998]], residente in [[ADDRESS|Milano, Viale Monza n. 88]],
codice fiscale [[IT_FISCAL_CODE|SPSCHR98E62F839Q]],
affinché in nome e per conto di esso mandante abbia a vendere, a chi crederà e al prezzo non inferiore a euro 185.000,00,
la piena proprietà dell'unità immobiliare sita in [[ADDRESS|Pozzuoli (NA), Via Napoli n. 117]], piano secondo, interno 5,
censita al Catasto Fabbricati del Comune di Pozzuoli al foglio 12, particella 433, subalterno 9, cat. A/2, classe 4, vani 5,5.
Spese e tasse inerenti e conseguenti a carico del mandante.
F.to [[NAME|Giuseppe Esposito]]
F.to [[NAME|Gennaro Santangelo]] notaio
`],

  // RS court summons, Cyrillic
  ['court-letter', 'sr', `РЕПУБЛИКА СРБИЈА
ПРВИ ОСНОВНИ СУД У БЕОГРАДУ
[[ADDRESS|Савска 17а, 11000 Београд]]
Тел: [[PHONE|011 363 5100]]
Посл. бр. П-4412/2024
Дана 03.03.2025. године

ПОЗИВ ЗА ПРИПРЕМНО РОЧИШТЕ

Туженој: [[NAME|Драгана Петровић-Илић]], ЈМБГ [[PERSONAL_ID|2111975806956]],
[[ADDRESS|Булевар ослобођења 64, 21000 Нови Сад]]

Позивате се да дана 14.04.2025. године у 09:30 часова приступите у зграду суда, судница 218, II спрат,
ради одржавања припремног рочишта у парници тужиоца [[NAME|Милана Јовановића]] (ЈМБГ [[PERSONAL_ID|0304968714383]])
из Београда, [[ADDRESS|Булевар краља Александра 214]], ради накнаде штете, вредност спора 480.000,00 динара.

Пуномоћник тужиоца: адвокат [[NAME|Ненад Стојановић]], [[ADDRESS|Кнеза Милоша 12, Београд]], тел. [[PHONE|+381 63 812 4470]]

ПОУКА: Ако тужени не дође на припремно рочиште, а уредно је позван, суд може донети пресуду због изостанка.

                                                    Судија
                                                    [[NAME|Јелена Марковић]]
`],

  // KE tax penalty notice
  ['tax-notice', 'en', `KENYA REVENUE AUTHORITY
Domestic Taxes Department
[[ADDRESS|Times Tower, Haile Selassie Avenue, P.O. Box 48240-00100, Nairobi]]

PENALTY NOTICE - LATE FILING                                   Date: 04/07/2025
PIN:            [[TAX_ID|A650790332B]]
Taxpayer Name:  [[NAME|WANJIRU GRACE MUTHONI]]
Address:        [[ADDRESS|P.O. Box 45521-00100, Nairobi]]
Email:          [[EMAIL|gracewanjiru.m@gmail.com]]
Mobile:         [[PHONE|0722 418 906]]

Tax obligation: Income Tax - Resident Individual      Return period: 01/01/2024 - 31/12/2024
Due date: 30/06/2025      Date filed: 03/07/2025
Penalty: KES 2,000.00

Generate a Payment Registration Number (PRN) on iTax and pay via M-PESA Paybill 572572,
account number = PRN (e.g. KRA2507041189344), or at any appointed bank.
For enquiries call [[PHONE|+254 20 4999999]] or write to [[EMAIL|callcentre@kra.go.ke]].
This is a system generated notice and does not require a signature.
`],

  // FR income tax notice
  ['tax-notice', 'fr', `DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES
AVIS D'IMPÔT 2024 - IMPÔT SUR LES REVENUS de l'année 2023

Vos références
Numéro fiscal      déclarant 1 : [[TAX_ID|20 57 120 366 565]]
                   déclarant 2 : [[TAX_ID|28 69 904 148 491]]
Référence de l'avis : 24 35 A442190 17
Situation : Mariés/Pacsés    Nombre de parts : 2,5

M. OU MME [[NAME|LEBRETON THOMAS]]
OU [[NAME|LEBRETON-DIALLO AWA]]
[[ADDRESS|12 ALLÉE DES CAPUCINES]]
[[ADDRESS|35700 RENNES]]

Votre centre des finances publiques : SIP RENNES NORD
[[ADDRESS|2 BOULEVARD DE LA LIBERTÉ]]
[[ADDRESS|35021 RENNES CEDEX 9]]
Tél. [[PHONE|0 809 401 401]] (service gratuit + prix d'un appel)

Revenu fiscal de référence .......... 58 432 €
Impôt sur le revenu net ............. 3 214 €
Prélèvement à la source déjà versé .. 2 880 €
Reste à payer ....................... 334 €
Date de mise en recouvrement : 31/07/2024. Prélèvement le 15/09/2024 sur le compte FR76 **** **** **** **** ***7 219
`],

  // NL municipal letter (address investigation)
  ['gov-notice', 'nl', `Gemeente Utrecht
[[ADDRESS|Postbus 16200]]
[[ADDRESS|3500 CE Utrecht]]
Telefoon [[PHONE|14 030]]

Aan de bewoners van
[[ADDRESS|Amsterdamsestraatweg 512 bis]]
[[ADDRESS|3553 EM Utrecht]]

Datum        17 maart 2025
Ons kenmerk  BZ/ADR/2025-0448731
Onderwerp    Onderzoek naar uw adresgegevens

Beste mevrouw [[NAME|Yılmaz]] en meneer [[NAME|Bakker]],

Wij hebben aanwijzingen dat de volgende personen niet meer wonen op het adres hierboven:
- [[NAME|Esra Yılmaz]], geboren [[DATE_OF_BIRTH|04-09-1995]], BSN [[NL_BSN|500531766]]
- [[NAME|Daan Bakker]], geboren [[DATE_OF_BIRTH|22-12-1993]], BSN [[NL_BSN|759953934]]

Klopt dit niet? Geef dan binnen 2 weken door waar u woont via utrecht.nl/adresonderzoek (inloggen met DigiD)
of bel ons. Reageert u niet, dan schrijven wij u uit de Basisregistratie Personen (BRP) uit.

Met vriendelijke groet,
namens het college van burgemeester en wethouders,

[[NAME|R. van den Heuvel]]
teamleider Burgerzaken
`],

  // US IRS ITIN notice with preparer notes
  ['tax-notice', 'en', `Department of the Treasury
Internal Revenue Service
[[ADDRESS|Austin, TX 73301-0057]]
                                                Notice      CP565
                                                Notice date February 10, 2025
                                                Taxpayer ID number  [[US_ITIN|926-79-2972]]
                                                To contact us  Phone [[PHONE|1-800-829-1040]]
[[NAME|LUZ MARINA QUISPE HUAMAN]]
[[ADDRESS|1408 N KOSTNER AVE APT 2R]]
[[ADDRESS|CHICAGO IL 60651-1312]]

We assigned you an Individual Taxpayer Identification Number (ITIN)
We assigned you an ITIN in response to your Form W-7. Your ITIN is [[US_ITIN|926-79-2972]].
We also assigned ITINs to the dependents listed on your application:
   [[NAME|MATEO QUISPE]]          [[US_ITIN|940-97-1017]]
   [[NAME|VALERIA QUISPE]]        [[US_ITIN|936-87-0894]]
Use your ITIN on all tax returns ... Your ITIN will expire if you don't use it on a federal tax return
for 3 consecutive tax years.

---- scanned 02/18/2025 by LM, [[NAME|Quispe]] file, TY2024 ----
prep notes: MFJ w/ spouse [[NAME|Jose Antonio Condori]] (has SSN [[US_SSN|181-78-6934]], W-2 from Midwest Cold Storage),
ACTC for both kids, refund to checking (acct on file). Appt Thu 2/27 4pm. Client cell [[PHONE|(773) 809-2214]]
`],

  // CA notice of reassessment
  ['tax-notice', 'en', `Canada Revenue Agency    Agence du revenu du Canada
Notice of reassessment / Avis de nouvelle cotisation

Date: April 22, 2025                 Tax year / Année d'imposition: 2024
Social insurance number / Numéro d'assurance sociale: [[CA_SIN|743-564-379]]

[[NAME|MARIE-ÈVE GAGNON-TREMBLAY]]
[[ADDRESS|4588 RUE SAINT-DENIS APP 3]]
[[ADDRESS|MONTRÉAL QC  H2J 2L3]]

We reassessed your 2024 return to allow the tuition amount transferred from your spouse or
common-law partner, [[NAME|Olivier Beauchamp]] (SIN [[CA_SIN|463-349-738]]).
Summary: total income 71,204.18; net federal tax 6,812.40; balance from this reassessment 412.77 CR.
Document locator number: 4Y21K 88021 5530

Questions? [[PHONE|1-800-959-8281]] (English) / [[PHONE|1-800-959-7383]] (français)
Jonquière Tax Centre, [[ADDRESS|2251 René-Lévesque Blvd]], [[ADDRESS|Jonquière QC  G7S 5J2]]
`],

  // AU amended assessment
  ['tax-notice', 'en', `Australian Taxation Office
[[ADDRESS|PO Box 3100 PENRITH NSW 2740]]
Phone [[PHONE|13 28 61]]
Our reference 1-2JK8Q4W

Mr [[NAME|Liam O'Sullivan]]
[[ADDRESS|17 Wattle Crescent]]
[[ADDRESS|ASPLEY QLD 4034]]

Date of issue 18 March 2025
Tax file number [[AU_TFN|614 983 771]]

Notice of amended assessment - Individual, year ended 30 June 2024
We have amended your assessment following your request lodged 02/03/2025 (work-related car expenses
reduced from $4,870 to $2,112). Taxable income $96,403. Amount payable $612.36, due 21 April 2025.
Pay with BPAY: biller code 75556, reference 5501 2847 3392 1190 (EFT code on your statement of account).
`],

  // MX notarial deed, general power of attorney
  ['power-of-attorney', 'es', `NOTARÍA PÚBLICA No. 147 DE LA CIUDAD DE MÉXICO
Lic. [[NAME|Eduardo Villaseñor Ruiz]], Notario Titular
[[ADDRESS|Av. Insurgentes Sur 1425, Piso 3, Col. Insurgentes Mixcoac, Benito Juárez, C.P. 03920, Ciudad de México]]
Tel. [[PHONE|55 5598 2210]]

ESCRITURA PÚBLICA NÚMERO 58,312 - LIBRO 1,204
PODER GENERAL PARA PLEITOS Y COBRANZAS Y ACTOS DE ADMINISTRACIÓN

En la Ciudad de México, a los veinte días del mes de mayo de dos mil veinticinco, ante mí, compareció la señora
[[NAME|ALEJANDRA HERNÁNDEZ LÓPEZ]], quien declaró ser mexicana, originaria de esta Ciudad, donde nació el día
[[DATE_OF_BIRTH|9 de junio de 1985]], casada, empresaria, con domicilio en [[ADDRESS|Calle Tehuantepec 118, interior 7, Colonia Roma Sur, Alcaldía Cuauhtémoc, C.P. 06760, Ciudad de México]],
con Clave Única de Registro de Población [[PERSONAL_ID|HELA850609MDFRPL02]], Registro Federal de Contribuyentes
[[TAX_ID|HELA850609L48]], quien se identifica con credencial para votar con clave de elector [[PERSONAL_ID|HRLPAL85060909M260]],
Y OTORGA PODER GENERAL PARA PLEITOS Y COBRANZAS y actos de administración, en términos del artículo 2554 del
Código Civil Federal, a favor del señor [[NAME|JORGE RAMÍREZ SOTO]], con CURP [[PERSONAL_ID|RASJ791230HJCMTR03]].
YO, EL NOTARIO, CERTIFICO: ... que la otorgante tiene capacidad legal ... DOY FE.
`],

  // NO employment contract
  ['contract', 'no', `ARBEIDSAVTALE (fast ansettelse)

1. Parter
Arbeidsgiver:   Havbris Sjømat AS, org.nr. 918 447 552, [[ADDRESS|Strandkaien 3, 5013 Bergen]]
Arbeidstaker:   [[NAME|Sigrid Haugland Nilsen]]
Fødselsnummer:  [[PERSONAL_ID|28029129861]]
Adresse:        [[ADDRESS|Nygårdsgaten 91, 5008 Bergen]]
Mobil:          [[PHONE|+47 918 24 506]]     E-post: [[EMAIL|sigrid.h.nilsen@gmail.com]]
Kontonr. lønn:  1503 41 87420

2. Arbeidssted: Bergen, med reiser til anleggene på Sotra og i Austevoll.
3. Stilling: Kvalitetsleder, 100 % stilling. Nærmeste leder: [[NAME|Øyvind Fjeldstad]].
4. Tiltredelse: 01.08.2025. Prøvetid 6 måneder, gjensidig oppsigelsesfrist i prøvetiden 14 dager.
5. Arbeidstid: 37,5 timer per uke, fleksitid etter avtale.
6. Lønn: kr 712 000 per år, utbetales den 20. hver måned. Overtid etter arbeidsmiljøloven § 10-6.
7. Ferie: 5 uker, feriepenger 12 %. Pensjon: innskuddspensjon 5 % fra første krone.

Bergen, 12.06.2025

______________________                ______________________
for Havbris Sjømat AS                 [[NAME|Sigrid Haugland Nilsen]]
`],

  // PL e-mail with a table pasted from Excel
  ['email', 'pl', `Od: Kadry POLMAR <[[EMAIL|kadry@polmar-logistyka.pl]]>
Do: [[EMAIL|biuro@rachunki-kowalczyk.pl]]
Temat: Nowi pracownicy od 1 czerwca - dane do ZUA

Dzień dobry Pani [[NAME|Marto]],

w załączeniu (i poniżej, bo załącznik się nie otwiera na telefonie) dane nowych osób do zgłoszenia:

Nazwisko\tImię\tPESEL\tData ur.\tTelefon\tE-mail\tNr rachunku\tStanowisko
[[NAME|Zielińska]]\t[[NAME|Katarzyna]]\t[[PL_PESEL|85071954029]]\t[[DATE_OF_BIRTH|19.07.1985]]\t[[PHONE|512 447 390]]\t[[EMAIL|k.zielinska85@wp.pl]]\t[[IBAN|PL85 1020 5561 0148 6305 9412 7694]]\tspecjalista ds. spedycji
[[NAME|Nowicki]]\t[[NAME|Paweł]]\t[[PL_PESEL|93010526338]]\t[[DATE_OF_BIRTH|05.01.1993]]\t[[PHONE|698 120 554]]\t[[EMAIL|pawel.nowicki@gmail.com]]\t[[IBAN|PL72 1140 2004 4287 6349 7578 6779]]\tkierowca kat. C+E

Pan [[NAME|Nowicki]] ma jeszcze umowę zlecenie w innej firmie do 31 maja - czy to zmienia zgłoszenie? Do potwierdzenia.

Pozdrawiam
[[NAME|Joanna Lis]]
Dział Kadr, POLMAR Logistyka Sp. z o.o.
[[ADDRESS|ul. Łódzka 156, 95-200 Pabianice]]
`],

  // TR power of attorney
  ['power-of-attorney', 'tr', `BEYOĞLU 12. NOTERLİĞİ
Yevmiye No: 08731                                             Tarih: 07 Nisan 2025

VEKALETNAME

VEKİL EDEN : [[NAME|Ayşe Gül Korkmaz]]
T.C. Kimlik No : [[PERSONAL_ID|16706989242]]
Baba Adı : [[NAME|Mehmet]]    Doğum Tarihi : [[DATE_OF_BIRTH|12/09/1987]]    Doğum Yeri : Trabzon
Adres : [[ADDRESS|Cihangir Mah. Sıraselviler Cad. No: 64 D: 5, 34433 Beyoğlu/İstanbul]]

VEKİL : Av. [[NAME|Murat Can Özdemir]] (İstanbul Barosu sicil no: 48217)
[[ADDRESS|Kuştepe Mah. Mecidiyeköy Yolu Cad. No: 12 Kat: 7, 34387 Şişli/İstanbul]]  Tel: [[PHONE|0212 356 44 90]]

Ben, yukarıda kimliği yazılı vekil eden, İstanbul Anadolu 3. Asliye Hukuk Mahkemesi'nin 2024/611 Esas sayılı
dosyasında ve bu dosya ile ilgili her türlü icra takibinde beni temsil etmeye, davayı kabule, feragate, sulhe,
ahzu kabza ... yetkili olmak üzere yukarıda adı yazılı avukatı vekil tayin ettim.

İşbu vekaletname vekil edene okundu, içeriğinin isteğine uygun olduğunu beyan etmesi üzerine birlikte imzalandı.
VEKİL EDEN: [[NAME|Ayşe Gül Korkmaz]]                   NOTER: [[NAME|Hülya Aksoy Demirtaş]]
`],

  // SG notice of assessment
  ['tax-notice', 'en', `INLAND REVENUE AUTHORITY OF SINGAPORE
[[ADDRESS|55 Newton Road, Revenue House, Singapore 307987]]
Tel: [[PHONE|1800 356 8300]]

NOTICE OF ASSESSMENT (INDIVIDUAL)        YEAR OF ASSESSMENT 2025
Tax Reference No.: [[SG_NRIC|S8865927I]]        Date: 18 Jun 2025

[[NAME|TAN WEI MING]]
[[ADDRESS|BLK 512 BEDOK NORTH AVE 3 #08-214]]
[[ADDRESS|SINGAPORE 460512]]

Employment income                    98,400.00
Less: Donations (IPC)                  -500.00
Less: Personal reliefs
  Earned income relief               -1,000.00
  Spouse relief ([[NAME|LIM HUI SHAN]], [[SG_NRIC|S9026270Z]])   -2,000.00
  CPF relief                        -19,680.00
Chargeable income                    75,220.00
Tax payable                           3,661.40
GIRO plan: 12 monthly instalments from 06 Jul 2025 (DBS a/c ending 7731)
`],

  // no personal data: salary band policy
  ['hr', 'en', `Global Rewards - Salary Band Framework FY2026 (v2.3, approved by RemCo ref RC-2025-014, effective 2025-07-01)

Job family  Grade  Code      Currency  Min      Mid      Max      Bonus target
ENG         P3     ENG-P3    EUR       58,000   68,500   79,000   10%
ENG         P4     ENG-P4    EUR       71,000   83,000   95,000   12%
ENG         M2     ENG-M2    EUR       86,000   101,000  116,000  15%
OPS         S2     OPS-S2    PLN       84,000   99,000   114,000  6%
OPS         S3     OPS-S3    INR       1,450,000 1,800,000 2,150,000 8%
SAL         P3     SAL-P3    GBP       46,000   54,000   62,000   20% (OTE)

FX reference rates (Bloomberg BFIX, 2025-05-30 16:00 CET): EUR/GBP 0.8431, EUR/PLN 4.2610, EUR/INR 95.12
Position IDs in scope: POS-0048213 .. POS-0048377; cost centres DE-4410-220, PL-2210-105, IN-7700-310
Compa-ratio corridor 0.85-1.15; merit matrix in Annex B (sheet MM_2026, rev 7).
Exceptions require form HR-EX-09 and sign-off by the regional HRBP and Finance (workflow WF-22).
`],

  // DE pension notice
  ['gov-notice', 'de', `Deutsche Rentenversicherung Bund
[[ADDRESS|10704 Berlin]]
Servicetelefon [[PHONE|0800 1000 4800]] (kostenfrei)

Frau
[[NAME|Renate Kowalski]]
[[ADDRESS|Am Rosenhang 9]]
[[ADDRESS|34131 Kassel]]

Versicherungsnummer  [[SOCIAL_SECURITY|42 290662 K 746]]
Geburtsdatum         [[DATE_OF_BIRTH|29.06.1962]]
Ihr Antrag vom       03.02.2025                                Datum 11.04.2025

Rentenbescheid
Altersrente für besonders langjährig Versicherte

Sehr geehrte Frau [[NAME|Kowalski]],

auf Ihren Antrag erhalten Sie von uns Altersrente für besonders langjährig Versicherte.
Die Rente beginnt am 01.07.2025. Die laufende monatliche Rente beträgt ab 01.07.2025 1.684,21 EUR
(nach Abzug des Beitragsanteils zur Kranken- und Pflegeversicherung).
Die Rente wird auf das Konto [[IBAN|DE27 7015 0000 6110 7251 73]] bei der Stadtsparkasse München überwiesen.
Anlage 1: Berechnung der Rente, Anlage 10: Versicherungsverlauf
`],

  // DE payroll office e-mail with semicolon table
  ['email', 'de', `Von: Lohnbuchhaltung <[[EMAIL|lohn@stb-hartmann-partner.de]]>
An: [[EMAIL|personal@baeckerei-schmitz.de]]
Betreff: AW: Neue Mitarbeiter Juni - fehlende Angaben

Hallo Frau [[NAME|Schmitz]],

danke für die Liste. Bei Herrn [[NAME|Yıldırım]] fehlen noch Steuer-ID und SV-Nummer, bei Herrn [[NAME|Brück]] passt die
SV-Nummer nicht zum Sozialversicherungsausweis - bitte nochmal prüfen:

Name;Vorname;Geb.-Datum;SV-Nummer;Steuer-ID;Eintritt;Tätigkeit;Std/Woche
[[NAME|Schneider]];[[NAME|Sarah]];[[DATE_OF_BIRTH|03.01.1988]];[[SOCIAL_SECURITY|13 030188 S 963]];[[TAX_ID|46 325 799 097]];01.06.2025;Verkauf;20
[[NAME|Brück]];[[NAME|Benedikt]];[[DATE_OF_BIRTH|17.10.1979]];[[SOCIAL_SECURITY|13 171079 B 439]];[[TAX_ID|66 860 459 123]];01.06.2025;Bäcker;40
[[NAME|Yıldırım]];[[NAME|Emre]];;(fehlt);(fehlt);15.06.2025;Aushilfe Minijob;10

Bei Frau [[NAME|Schneider]] bitte noch die Krankenkasse nachreichen (Vorlage Mitgliedsbescheinigung).

Viele Grüße
[[NAME|Anja Reuter]]
Steuerberatung Hartmann & Partner mbB
[[ADDRESS|Friedrich-Ebert-Straße 31 · 42103 Wuppertal]]
Tel. [[PHONE|0202 24 59 61-14]]
`],

  // CA T4 slip, OCR
  ['ocr', 'en', `T4   Statement of Remuneration Paid     État de la rémunération payée        Year/Année 2024
Employer's name - Nom de l'employeur
NORTHERN  PINE  CONSTRUCTION  LTD
[[ADDRESS|1485 TRANS-CANADA HWY W, KAMLOOPS BC V2C 6B1]]
54  Employer's account number  87452 1190 RP0001
10 Province of employment  BC        12 Social ins urance number
                                         [[CA_SIN|458 807 831]]
Employee's name and address - Nom et adresse de l'employé
Last name (in capital letters)   First name    Initial
[[NAME|DHALIWAL]]                          [[NAME|HARPREET]]      K
[[ADDRESS|3318 TUNSTALL CRES]]
[[ADDRESS|KAMLOOPS BC  V2B 5K9]]
14 Employment income      68 412 55        22 Income tax deducted   11 204 30
16 Employee's CPP contributions 3 867 50   18 Employee's EI premiums 1 049 12
24 EI insurable earnings  63 200 00        26 CPP pensionable earnings 68 412 55
44 Union dues  1 188 00    Other information   Box/Case 40  Amount 412 00
`],
]
