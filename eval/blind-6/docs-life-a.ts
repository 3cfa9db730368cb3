/**
 * blind-6: documents of people's lives from the main markets (UK, DE, FR, US, PL, AU, CA, IN, IT, ES, NL):
 * a GP referral, a discharge letter, a tenancy agreement, school forms, tax notices, a police witness
 * statement, a bank statement, a prescription, a WhatsApp chat, a birth registration, a car-rental
 * agreement and a job application, in the countries' own languages where natural.
 * Markup: [[TYPE|value]]; see eval/blind-6/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_LIFE_A: RawDoc[] = [
  // UK: GP referral letter to a hospital rheumatology clinic (NHS number, patient details)
  ['medical-letter', 'en', `Riverside Medical Practice
[[ADDRESS|42 Church Lane, Headingley, Leeds LS6 4PE]]
Tel: [[PHONE|0113 278 4410]] · nhs.net: [[EMAIL|riverside.leeds@nhs.net]] · ODS code B86041

16 May 2025

Rheumatology Outpatients
Chapel Allerton Hospital
[[ADDRESS|Chapeltown Road, Leeds LS7 4SA]]

Dear Dr [[NAME|Okonjo]],

Re: Mrs [[NAME|Harpreet Kaur Bains]]   DOB [[DATE_OF_BIRTH|11/04/1968]]   NHS No. [[UK_NHS|600 738 7674]]
    [[ADDRESS|17 Ash Road, Leeds LS6 3JQ]] · Mobile [[PHONE|07931 552 804]]

Thank you for seeing this 57-year-old lady with a 4-month history of symmetrical small-joint pain and morning stiffness lasting about 90 minutes. CRP 38 mg/L, ESR 41 mm/h, RF positive, anti-CCP 212 U/mL (ref < 7). X-rays of hands: periarticular osteopenia, no erosions.

Current medication: naproxen 500 mg BD with omeprazole 20 mg OD; amlodipine 5 mg OD. No known drug allergies.

She works as a teaching assistant and is finding handwriting difficult. She prefers appointments after 3 pm; her daughter ([[PHONE|07456 118 390]]) can interpret for her father, who sometimes attends.

Yours sincerely,

Dr [[NAME|Eleanor Whitfield]]
GP Partner · GMC 7031842`],

  // DE: hospital discharge letter (Arztbrief) to the family doctor (KVNR, date of birth, addresses)
  ['medical-letter', 'de', `Klinikum Nord · Klinik für Kardiologie · [[ADDRESS|Prof.-Ernst-Nathan-Straße 1, 90419 Nürnberg]]
Sekretariat [[PHONE|0911 398-2640]]

Herrn
Dr. med. [[NAME|Thomas Lindner]]
Facharzt für Allgemeinmedizin
[[ADDRESS|Fürther Straße 212]]
[[ADDRESS|90429 Nürnberg]]

Nürnberg, 15.05.2025

Entlassungsbrief
Patient: [[NAME|Milan Horvat]], geb. [[DATE_OF_BIRTH|04.07.1956]]
Anschrift: [[ADDRESS|Wiesentalstraße 9, 90419 Nürnberg]]
Versicherung: AOK Bayern · Versichertennummer [[KVNR|M507185024]]
Stationärer Aufenthalt: 09.05.2025 – 15.05.2025 (Station 12B, Fall-Nr. 2025118402)

Sehr geehrter Herr Kollege [[NAME|Lindner]],

wir berichten über Ihren Patienten, der sich mit seit drei Tagen zunehmender Belastungsdyspnoe (NYHA III) und Beinödemen vorstellte.

Diagnosen: Dekompensierte Herzinsuffizienz bei ischämischer Kardiomyopathie (LVEF 32 %), Vorhofflimmern (CHA2DS2-VASc 4), Niereninsuffizienz Stadium G3a.

Entlassmedikation: Sacubitril/Valsartan 49/51 mg 1-0-1, Bisoprolol 5 mg 1-0-0, Empagliflozin 10 mg 1-0-0, Apixaban 5 mg 1-0-1, Torasemid 10 mg 1-0-0.

Eine Anschlussheilbehandlung wurde bei der DRV Bayern Süd beantragt (Versicherungsnummer [[SOCIAL_SECURITY|13 040756 H 327]]).

Procedere: Kontrolle von Kreatinin und Kalium in einer Woche; Wiedervorstellung in der Herzinsuffizienz-Ambulanz am 12.06.2025, 09:30 Uhr. Die Tochter ist über die Medikation informiert.

Mit freundlichen kollegialen Grüßen
Dr. med. [[NAME|J. Albrecht]], Oberärztin`],

  // FR: extract of a residential lease (bail d'habitation) with tenant, guarantor and rent payment details
  ['tenancy-agreement', 'fr', `CONTRAT DE LOCATION — LOCAUX VIDES À USAGE D'HABITATION (loi n° 89-462 du 6 juillet 1989)

I. DÉSIGNATION DES PARTIES
Le bailleur : Monsieur [[NAME|Olivier Delmas]], né le [[DATE_OF_BIRTH|2 octobre 1961]] à Toulouse, demeurant [[ADDRESS|9 allée des Demoiselles, 31400 Toulouse]], tél. [[PHONE|06 80 14 29 73]], courriel [[EMAIL|olivier.delmas31@orange.fr]]
Le locataire : Madame [[NAME|Inès Bouaziz]], née le [[DATE_OF_BIRTH|17 juin 1998]] à Montpellier, étudiante, tél. [[PHONE|07 52 38 61 04]]

II. OBJET DU CONTRAT
Logement situé [[ADDRESS|18 rue Pharaon, 31000 Toulouse]], 2e étage gauche, appartement T2 de 41,3 m², cave n° 7. DPE : classe D (219 kWh/m²/an).

III. DATE DE PRISE D'EFFET ET DURÉE : 1er juin 2025, trois ans.

IV. CONDITIONS FINANCIÈRES
Loyer mensuel hors charges : 640,00 € · Provision sur charges : 55,00 € · Dépôt de garantie : 640,00 €
Paiement le 5 de chaque mois par virement sur le compte du bailleur : IBAN [[IBAN|FR76 2004 1000 0107 6376 0692 650]]

V. GARANTIES
Acte de cautionnement solidaire de Monsieur [[NAME|Samir Bouaziz]], père du locataire, demeurant [[ADDRESS|5 impasse des Lilas, 34070 Montpellier]], né le [[DATE_OF_BIRTH|21/01/1966]], numéro fiscal [[TAX_ID|1745865978053]] (avis d'imposition 2024 joint).
Visale : non.

Fait à Toulouse, le 16 mai 2025, en deux exemplaires.
Signatures précédées de la mention « lu et approuvé ».`],

  // US: school emergency contact and health form for a middle-school student
  ['school-form', 'en', `Lincoln Park Middle School — Student Emergency Card 2025–26
Please print clearly. Return to the front office by Aug 29.

Student: [[NAME|Nguyen, Bao Anh]]            Grade: 7     Homeroom: 214
Date of birth: [[DATE_OF_BIRTH|03/02/2013]]            Student ID: 30041872
Home address: [[ADDRESS|2418 N Kedzie Blvd, Chicago, IL 60647]]
Primary language at home: Vietnamese / English

Parent/Guardian 1: [[NAME|Thanh Nguyen]] (mother) · Cell [[PHONE|(773) 489-2210]] · Work [[PHONE|312-996-4407 x2215]] · [[EMAIL|thanh.nguyen.chi@gmail.com]]
Parent/Guardian 2: [[NAME|Michael O'Rourke]] (stepfather) · Cell [[PHONE|(773) 612-0938]]

Other persons authorized to pick up the student:
  1. [[NAME|Linh Tran]] — aunt — [[PHONE|(847) 330-1764]]

Health information
  Allergies: peanuts (EpiPen in nurse's office), penicillin
  Medications at school: albuterol inhaler as needed
  Physician: Erie Family Health, Humboldt Park clinic
  Insurance: BCBS IL, member ID XOF884120377 (do not write SSN on this form)

Signature of parent/guardian: [[NAME|Thanh Nguyen]]     Date: 08/19/2025`],

  // PL: kindergarten/school enrolment application (wniosek o przyjęcie) with the child's and parents' PESEL
  ['school-form', 'pl', `WNIOSEK O PRZYJĘCIE DZIECKA DO KLASY PIERWSZEJ
Szkoła Podstawowa nr 64 im. Janusza Korczaka w Krakowie · rok szkolny 2025/2026

I. DANE DZIECKA
Imię i nazwisko: [[NAME|Antoni Zawadzki]]
PESEL: [[PL_PESEL|19231105491]]
Data i miejsce urodzenia: [[DATE_OF_BIRTH|11.03.2019]], Kraków
Adres zamieszkania: [[ADDRESS|ul. Lea 118/9, 30-133 Kraków]]

II. DANE RODZICÓW / OPIEKUNÓW PRAWNYCH
                 Matka                                  Ojciec
Imię i nazwisko: [[NAME|Justyna Zawadzka]]                       [[NAME|Piotr Zawadzki]]
PESEL:           [[PL_PESEL|88120509045]]                            [[PL_PESEL|86063097452]]
Telefon:         [[PHONE|+48 609 144 827]]                        [[PHONE|501 330 962]]
E-mail:          [[EMAIL|justyna.zawadzka@gmail.com]]             [[EMAIL|p.zawadzki@op.pl]]

III. KRYTERIA (zaznaczyć)
[x] rodzeństwo w szkole (córka [[NAME|Zofia]], kl. 3b)   [ ] niepełnosprawność   [x] zamieszkanie w obwodzie

Oświadczam, że podane dane są zgodne ze stanem faktycznym.
Kraków, 14.05.2025                          podpis: [[NAME|J. Zawadzka]]`],

  // AU: ATO notice of assessment extract, with the taxpayer's TFN and a tax agent's note
  ['tax-letter', 'en', `Australian Taxation Office
Notice of assessment — Year ended 30 June 2024

[[NAME|MS CHLOE A PAPADOPOULOS]]
[[ADDRESS|UNIT 9 14 SPRING STREET]]
[[ADDRESS|BONDI JUNCTION NSW 2022]]

Our reference: 7184 220 419 0041 · Date of issue: 14 May 2025
Tax file number: [[AU_TFN|166 236 523]]

Taxable income                                   $92,418
Tax on taxable income                            $19,571.65
Medicare levy                                     $1,848.36
Less PAYG instalments/credits                   -$22,904.00
Result of this notice                    Refund   $1,483.99

Your refund will be paid into your nominated account BSB 062-***, account ****4471 within 14 days.

---------------------------------------------------------------
Note from tax agent (Harbour Tax & Advisory, TAN 25 418 992):
[[NAME|Chloe]], refund as estimated. Your HELP debt compulsory repayment was $0 (income under the new threshold). For 2025 please keep the WFH diary again; I've set up a reminder. Any questions call me on [[PHONE|02 9387 4410]] or [[PHONE|0414 227 309]]. — [[NAME|Nick Karamanlis]], [[EMAIL|nick@harbourtax.com.au]]`],

  // CA: CRA notice of reassessment for a couple (SIN of taxpayer and spouse), with a handwritten-style note by the taxpayer
  ['tax-letter', 'en', `Canada Revenue Agency · Agence du revenu du Canada
Notice of Reassessment · Tax year 2023 · Date: May 12, 2025

[[NAME|OWEN MACLEOD]]
[[ADDRESS|88 BEDFORD ROW APT 1406]]
[[ADDRESS|HALIFAX NS  B3J 2L6]]

Social insurance number: [[CA_SIN|542 368 949]]
Spouse or common-law partner: [[NAME|Amira Haddad-MacLeod]], SIN [[CA_SIN|202 835 260]]

We reassessed your return to disallow the Canada caregiver amount (line 30450) claimed for your mother, [[NAME|Margaret MacLeod]] (born [[DATE_OF_BIRTH|1941-08-27]]), because the Form T2201 was not on file.

Balance owing: $1,137.42 — due June 11, 2025. Reference 2023-0418-77120.

Taxpayer's note written on the printout before scanning for the accountant:
"T2201 was signed by my mother's doctor in March, copy attached. Can you file the objection? My cell is [[PHONE|902-471-3385]]. — [[NAME|Owen]]"`],

  // UK: police witness statement (MG11 layout) about a hit-and-run, with vehicle registrations and a driving licence number
  ['police-statement', 'en', `WITNESS STATEMENT (Criminal Procedure Rules r 16.2; Criminal Justice Act 1967 s 9; Magistrates' Courts Act 1980 s 5B)
URN: 13/YK/0418822/25

Statement of:  [[NAME|Bethany Rose Sutcliffe]]
Age if under 18: Over 18        Occupation: Pharmacy technician
Address:  [[ADDRESS|31 Moorland View, Halifax HX2 0QT]]
Tel (home/mobile): [[PHONE|07702 419 336]]    Email: [[EMAIL|beth.sutcliffe@hotmail.co.uk]]
Driving licence no. (produced): [[DRIVER_LICENSE|SUTCL862036BR9TK]]

This statement (consisting of 1 page(s) each signed by me) is true to the best of my knowledge and belief.

On Tuesday 13th May 2025 at about 17:40 I was driving my silver Ford Fiesta, registration [[LICENSE_PLATE|YK19 HDV]], along Skircoat Road towards Halifax town centre. At the junction with Free School Lane a dark blue BMW estate pulled out without stopping and hit the front of a white Vauxhall Corsa, registration [[LICENSE_PLATE|EY68 NXP]]. The BMW did not stop and drove off towards Shaw Hill. I am sure the first part of its number plate was "LS70" and I think the rest was "KF" something.

The driver of the Corsa, who I now know to be Mr [[NAME|Aleksander Nowicki]], got out holding his arm. I stayed with him and called 999 from my mobile. Another witness, an older man who said his name was [[NAME|Graham]], filmed the BMW on his phone.

I am willing to attend court. Dates to avoid: 2–13 June 2025 (holiday).

Signature: [[NAME|B. R. Sutcliffe]]      Signature witnessed by: PC 2714 [[NAME|Jordan Afolabi]]      Date: 14/05/2025`],

  // IN: bank account statement (savings) of a Pune resident, with UPI and NEFT narrations
  ['bank-statement', 'en', `STATE BANK OF INDIA · Branch: Aundh, Pune (IFSC SBIN0012345) · Statement of Account

Account holder: Mr. [[NAME|Vikram Shrikant Kulkarni]]
Address:        [[ADDRESS|B-704, Shivtirth Apartments, ITI Road, Aundh, Pune, Maharashtra 411007]]
Account no.:    XXXXXXX8842 (Savings)       CIF: 8841 2207 415
PAN:            [[IN_PAN|JSEPK6882M]]       Mobile: [[PHONE|+91 98220 41763]]      Email: [[EMAIL|vikram.kulkarni@rediffmail.com]]
Aadhaar (DBT seeded): [[IN_AADHAAR|3642-7053-7106]]
Period:         01-04-2025 to 30-04-2025

Date        Narration                                                     Debit       Credit       Balance
01-04-2025  Opening balance                                                                       1,42,318.40
02-04-2025  NEFT-CITIN25092814417-ACME SOFTWARE PVT LTD-SALARY APR                  1,18,400.00  2,60,718.40
03-04-2025  UPI/509312884412/RENT/anjali.deshpande@okhdfcbank/HDFC       28,000.00                2,32,718.40
05-04-2025  ACH-D-HDFC LTD HOME LOAN EMI 0041872                         36,215.00                1,96,503.40
11-04-2025  UPI/510118820014/Swiggy/swiggy@icici                            642.00                1,95,861.40
14-04-2025  NEFT-SBIN52501418807-[[NAME|SUNITA KULKARNI]]-GIFT AAI                     5,000.00     2,00,861.40
19-04-2025  IMPS/510919004417/[[NAME|RAHUL PATWARDHAN]]/CRICKET KIT      4,300.00                 1,96,561.40
24-04-2025  SIP-ICICI PRU MF-FOLIO 2209418/71                            10,000.00                1,86,561.40
30-04-2025  INT.CREDIT SB A/C                                                           1,062.00   1,87,623.40

Closing balance: ₹1,87,623.40 · This is a computer-generated statement and does not require a signature.
Customer care: [[PHONE|1800 1234]] · Report fraud: cybercrime.gov.in or 1930`],

  // IT: electronic prescription reminder (promemoria ricetta dematerializzata) for a patient in Milan
  ['prescription', 'it', `SERVIZIO SANITARIO NAZIONALE — REGIONE LOMBARDIA
PROMEMORIA PER L'ASSISTITO — Ricetta elettronica
NRE: 0301A6083378524     Data: 15/05/2025

COGNOME E NOME: [[NAME|COLOMBO GIUSEPPE]]
CODICE FISCALE: [[IT_FISCAL_CODE|CLMGPP49A26F205N]]
INDIRIZZO: [[ADDRESS|VIALE MONZA 140, 20127 MILANO (MI)]]
ESENZIONE: 048 — PRIORITÀ: —
TIPOLOGIA: farmaceutica — ASL 308

PRESCRIZIONE                                          QTÀ   NOTA AIFA
METFORMINA EG*60CPR RIV 1000MG (AIC 037441049)         2     —
ATORVASTATINA TEVA*30CPR 20MG (AIC 038282053)          1     13

Posologia: metformina 1 cpr a pranzo e 1 a cena; atorvastatina 1 cpr la sera.

MEDICO: Dott.ssa [[NAME|Francesca Moretti]] — Cod. regionale 030108412
Studio: [[ADDRESS|Via Padova 88, 20131 Milano]] — Tel. [[PHONE|02 2614 8830]]

Promemoria inviato via SMS al [[PHONE|+39 339 417 2285]] (figlia [[NAME|Chiara Colombo]]) su richiesta dell'assistito.`],

  // ES: WhatsApp export of a flat-share search in Barcelona (deposit, Bizum, address, DNI photo request)
  ['whatsapp-export', 'es', `15/5/25, 19:02 - [[NAME|Núria Puig]]: Hola! Soy [[NAME|Núria]], la del anuncio de la habitación en Gràcia. Sigues interesada?
15/5/25, 19:05 - [[NAME|Valentina Greco]]: Holaa sí!! 😊 la italiana que te escribió por Idealista
15/5/25, 19:06 - [[NAME|Núria Puig]]: Genial. La dirección es [[ADDRESS|Carrer de Verdi 71, 3r 2a, 08012 Barcelona]]. Puedes venir mañana a las 18h?
16/5/25, 20:41 - [[NAME|Núria Puig]]: Como hablamos: 480€/mes + gastos (unos 45). Fianza de un mes. Te paso la cuenta de mi madre que es la propietaria: [[IBAN|ES66 0182 6035 4014 8610 3885]] titular [[NAME|Montserrat Vidal Roca]]
16/5/25, 20:50 - [[NAME|Valentina Greco]]: Todavía no tengo el NIE, tengo cita el 3 de junio 😅 te vale el pasaporte? [[PASSPORT|YB6065289]]
16/5/25, 20:51 - [[NAME|Núria Puig]]: Sí vale. Por cierto el DNI de mi madre para el contrato es [[ES_DNI|17302575C]], ponlo tú en la plantilla que te mandé
16/5/25, 20:53 - [[NAME|Valentina Greco]]: Ok! La fianza te la hago por Bizum a este número? [[PHONE|+34 655 12 84 09]]
16/5/25, 20:55 - [[NAME|Núria Puig]]: Recibido 🙌 La wifi es MOVISTAR_7A41 y la clave [[SECRET|Gracia2025!verdi]]`],

  // NL: confirmation of a birth registration (geboorteaangifte) from a municipality, with BSNs
  ['civil-registry', 'nl', `Gemeente Rotterdam · Burgerzaken
Bevestiging geboorteaangifte — zaaknummer Z-2025-0418822

Op 14 mei 2025 is aangifte gedaan van de geboorte van:

  Voornamen:            [[NAME|Noah Kofi]]
  Geslachtsnaam:        [[NAME|Mensah]]
  Geslacht:             mannelijk
  Geboortedatum:        [[DATE_OF_BIRTH|11 mei 2025]], 03:42 uur
  Geboorteplaats:       Rotterdam (Erasmus MC)
  Toegekend BSN:        [[NL_BSN|842217150]]

Moeder:  [[NAME|Esther Mensah-Visser]], geboren [[DATE_OF_BIRTH|02-09-1993]], burgerservicenummer [[NL_BSN|504712305]]
Vader:   [[NAME|Kwabena Mensah]], geboren [[DATE_OF_BIRTH|19-12-1990]], BSN [[NL_BSN|2336.54.161]] (erkenning vóór de geboorte, akte E-2024-1187)

Woonadres kind: [[ADDRESS|Schiedamseweg 144B, 3025 AH Rotterdam]]

De aangifte is gedaan door de vader. Een afschrift van de geboorteakte (akte nr. 2025-A-04417) kunt u gratis opvragen via rotterdam.nl/akten. De zorgverzekeraar ontvangt automatisch bericht via de BRP; meld uw kind wel zelf aan bij de verzekering binnen vier maanden.

Vragen? Bel [[PHONE|14 010]] of mail [[EMAIL|burgerzaken@rotterdam.nl]].`],

  // US: car-rental agreement at Miami airport for a German tourist (Führerschein, passport, home address)
  ['rental-agreement', 'en', `RENTAL AGREEMENT  RA# 884120417     Location: MIA Airport (Rental Car Center)
Pick-up: 05/15/2025 14:22   Return due: 05/29/2025 12:00 (same location)

RENTER
Name:            [[NAME|HOFMANN, KATHARINA]]
Date of birth:   [[DATE_OF_BIRTH|07/21/1984]]
Home address:    [[ADDRESS|Schillerstraße 28, 70173 Stuttgart]], Germany
Local address:   [[ADDRESS|1500 Ocean Dr, Miami Beach, FL 33139]] (hotel)
Phone:           [[PHONE|+49 151 4418 2093]]
Email:           [[EMAIL|k.hofmann84@gmx.de]]
Driver license:  [[DRIVER_LICENSE|S0710P1VD12]] (Germany, class B, issued 2003) + IDP
Passport:        [[PASSPORT|C42MX0PNC]] (D)

ADDITIONAL DRIVER
Name:            [[NAME|HOFMANN, JAN-PHILIPP]]      DOB: [[DATE_OF_BIRTH|02/14/1982]]
Driver license:  [[DRIVER_LICENSE|S071NEMK014]] (Germany)

VEHICLE   2024 Chevrolet Malibu LT · Unit 4471208 · Plate FL 84K·QRT · Fuel 8/8 · Odometer 18,204 mi
CHARGES   Time & mileage 14 days @ $41.90 · LDW $27.99/day · SunPass toll program · Sales tax 7%
PAYMENT   Visa •••• 8830, pre-authorization $450.00

Renter signature: [[NAME|K. Hofmann]]
Questions: [[EMAIL|mia.counter@sunstate-rentals.com]]`],

  // DE: job application e-mail with CV data (Bewerbung) to a logistics company
  ['job-application', 'de', `Von: [[NAME|Aleksandra Marković]] <[[EMAIL|a.markovic@web.de]]>
An: [[EMAIL|karriere@spedition-hanse.de]]
Betreff: Bewerbung als Disponentin Fernverkehr – Ihre Anzeige vom 08.05.2025 (Kennziffer DISP-HH-25)

Sehr geehrte Frau [[NAME|Albers]],

mit großem Interesse habe ich Ihre Stellenanzeige gelesen. Seit 2019 arbeite ich als Disponentin bei der Nordkurier Logistik GmbH in Hamburg-Billbrook und plane dort täglich 35 Fahrzeuge im Teil- und Komplettladungsverkehr (DE, PL, CZ). Meine Muttersprache ist Serbisch, außerdem spreche ich fließend Englisch und gut Polnisch.

Mein frühestmöglicher Eintrittstermin ist der 01.08.2025, meine Gehaltsvorstellung liegt bei 52.000 € brutto im Jahr.

Über eine Einladung zum Vorstellungsgespräch freue ich mich.

Mit freundlichen Grüßen
[[NAME|Aleksandra Marković]]

Anlagen: Lebenslauf, Arbeitszeugnisse, IHK-Zeugnis Kauffrau für Spedition und Logistikdienstleistung (PDF, 2,4 MB)

—— Lebenslauf (Auszug) ——
Persönliche Daten
  Name:           [[NAME|Aleksandra Marković]]
  Anschrift:      [[ADDRESS|Wandsbeker Chaussee 214, 22089 Hamburg]]
  Telefon:        [[PHONE|0157 3318 2204]]
  Geburtsdatum:   [[DATE_OF_BIRTH|19.06.1992]] in Novi Sad
  Führerschein:   Klasse B, C1
Berufserfahrung
  03/2019 – heute    Disponentin, Nordkurier Logistik GmbH, Hamburg
  09/2016 – 02/2019  Ausbildung Kauffrau für Spedition und Logistikdienstleistung, Hanse Cargo GmbH`],
]
