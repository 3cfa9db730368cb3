/**
 * blind-7: documents of people's lives, part A (main markets): rental applications (US, DE, CA), a
 * school medical form (UK), a consultation report (FR), a health insurer's letter (NL), a flight booking
 * (ES), a school enrolment (IT), a hospital discharge summary with a cashless claim (IN), a bank's TFN
 * letter (AU), a hospital information card (PL), and a product warranty leaflet without personal data.
 * Markup: [[TYPE|value]]; see eval/blind-7/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_LIFE_A: RawDoc[] = [
  // US: rental application (online form, printed to text by the property manager)
  ['rental-application', 'en', `SHORT NORTH LOFTS — RENTAL APPLICATION                       Unit applied for: 3C · Move-in: 07/01/2025

APPLICANT
Name (last, first, middle): [[NAME|CASTILLO, BRIANNA L]]
Date of birth: [[DATE_OF_BIRTH|02/27/1995]]          Social Security #: [[US_SSN|299-80-8186]]
Driver's license #/state: [[DRIVER_LICENSE|RT482915]] / OH
Cell: [[PHONE|(614) 370-2284]]          Email: [[EMAIL|bri.castillo95@gmail.com]]

RESIDENCE HISTORY
Current: [[ADDRESS|1420 Neil Ave, Apt 2B, Columbus, OH 43201]]   since 08/2022   rent $1,150   landlord: [[NAME|Gary Fenstermaker]] [[PHONE|614-299-0417]]
Previous: [[ADDRESS|77 Maple Ridge Dr, Dayton, OH 45459]]   2019–2022   (parents' home)

EMPLOYMENT
Employer: Nationwide Children's Hospital, RN (Pediatric ICU) since 06/2019 · gross monthly income $6,240
Supervisor: [[NAME|Deb Kaminski]], [[PHONE|(614) 722-5080]]

CO-APPLICANT / OCCUPANTS
[[NAME|Luis Castillo]] (brother, 19, student at OSU) — SSN [[US_SSN|504-11-6979]]

Pets: 1 cat (spayed, 9 lbs)       Vehicles: 2018 Mazda 3, OH plate [[LICENSE_PLATE|JKR 4410]]
I authorize Short North Lofts LLC to obtain a consumer credit report. Application fee $45 paid (txn 88213-AX).
Signature: /s/ [[NAME|Brianna Castillo]]      Date: 05/19/2025`],

  // UK: primary school medical information and consent form
  ['school-form', 'en', `ST AIDAN'S C of E PRIMARY SCHOOL — PUPIL MEDICAL INFORMATION & CONSENT (Year 3 residential trip, Kingswood, 9–11 July 2025)

Child's name: [[NAME|Amara Okonkwo-Reid]]              Class: Willow (Y3)
Date of birth: [[DATE_OF_BIRTH|17/01/2017]]              NHS number: [[UK_NHS|504 748 3029]]
GP surgery: Oakwood Medical Centre, tel. [[PHONE|0161 445 2290]]

Medical conditions: Asthma (mild). Uses blue inhaler (salbutamol 100 mcg) before exercise.
Allergies: Peanuts — carries 2 × EpiPen Jr (expiry 03/2026).
Dietary requirements: Nut-free. No pork.

Parent/carer 1: [[NAME|Chioma Okonkwo]]     Mobile [[PHONE|07704 921 336]]     Email [[EMAIL|chioma.okonkwo@outlook.com]]
Parent/carer 2: [[NAME|Daniel Reid]]        Mobile [[PHONE|+44 7938 502 614]]
Home address: [[ADDRESS|58 Burton Road, Withington, Manchester M20 1HB]]

Sibling also attending St Aidan's: [[NAME|Kofi Okonkwo-Reid]] (Y5), NHS no. [[UK_NHS|670 605 3783]] — please keep the siblings' forms together.

☑ I consent to my child receiving emergency medical treatment, including anaesthetic, as considered necessary by medical staff.
☑ I consent to the administration of paracetamol (Calpol) as per the dosage on the packet.
Signed: [[NAME|C. Okonkwo]]        Date: 02/06/2025`],

  // DE: tenant self-disclosure (Mieterselbstauskunft) for a flat in Leipzig
  ['rental-application', 'de', `MIETERSELBSTAUSKUNFT
für die Wohnung: [[ADDRESS|Karl-Heine-Straße 88, 04229 Leipzig]], 3. OG links, 3 Zi., 78 m², Kaltmiete 845 €

                              Mietinteressent/in
Name, Vorname:                [[NAME|Yıldız, Elif]]
Geburtsdatum:                 [[DATE_OF_BIRTH|08.09.1992]]
Derzeitige Anschrift:         [[ADDRESS|Eisenbahnstraße 17, 04315 Leipzig]]
Telefon / E-Mail:             [[PHONE|0157 38120944]] / [[EMAIL|elif.yildiz92@gmx.de]]
Personalausweis-Nr.:          [[PERSONAL_ID|PM6C8GLL9]]
Beruf / Arbeitgeber:          Softwareentwicklerin, seit 04/2021 bei einem Leipziger IT-Dienstleister (unbefristet)
Monatl. Nettoeinkommen:       3.410 €
Derzeitiger Vermieter:        [[NAME|Ralf Schönherr]], Tel. [[PHONE|0341 9 11 23 57]]
Mietrückstände / Insolvenz:   nein / nein
Haustiere:                    keine
Einziehende Personen:         1 Erwachsene/r

Ich versichere, dass die Angaben wahrheitsgemäß sind. SCHUFA-BonitätsCheck vom 12.05.2025 liegt bei.
Leipzig, 14.05.2025            [[NAME|E. Yıldız]]`],

  // FR: consultation report from a rheumatologist to the family doctor
  ['medical-letter', 'fr', `Dr [[NAME|Hélène Castagné]] — Rhumatologue
[[ADDRESS|18 allées Jean Jaurès, 31000 Toulouse]] · Tél. [[PHONE|05 61 62 48 90]] · RPPS 10003847215

Toulouse, le 22 mai 2025

Cher Confrère, Cher Dr [[NAME|Amiel]],

Je vois ce jour en consultation M. [[NAME|Bernard Fourcade]], né le [[DATE_OF_BIRTH|14/01/1967]] (NIR [[FR_NIR|1 67 01 31 555 214 31]]), demeurant [[ADDRESS|5 chemin de Lestang, 31100 Toulouse]], pour des lombalgies inflammatoires évoluant depuis 8 mois avec réveils nocturnes vers 4 h.

Examen : Schober 10/13 cm, pas de signe neurologique. Biologie : CRP 24 mg/L, HLA-B27 positif. IRM des sacro-iliaques : œdème osseux bilatéral.

Conclusion : spondyloarthrite axiale probable. Je propose AINS (étoricoxib 90 mg/j) pendant 4 semaines, kinésithérapie (20 séances), et réévaluation le 3 juillet. Si échec, discussion d'un anti-TNF en RCP.

M. [[NAME|Fourcade]] est joignable au [[PHONE|06 84 12 57 39]].

Bien confraternellement,
Dr [[NAME|H. Castagné]]`],

  // NL: health insurer's letter about a declined reimbursement
  ['insurance-letter', 'nl', `Zorgverzekeraar Noordzorg · [[ADDRESS|Postbus 4410, 8901 HK Leeuwarden]]

Mevrouw [[NAME|R.A. Hoekstra-Dijkstra]]
[[ADDRESS|Sweelinckstraat 33]]
[[ADDRESS|8932 LR Leeuwarden]]

Datum: 3 juni 2025
Ons kenmerk: DEC-2025-0588104
Relatienummer: 41 877 209
BSN: [[NL_BSN|156868544]]

Onderwerp: uw declaratie fysiotherapie van 14 mei 2025

Geachte mevrouw [[NAME|Hoekstra-Dijkstra]],

Wij hebben uw declaratie van € 412,00 (9 behandelingen fysiotherapie, Fysio Cambuursterpad) ontvangen. Uw aanvullende verzekering AV-Basis vergoedt 9 behandelingen per kalenderjaar. Dit jaar zijn er al 9 behandelingen vergoed. Daarom kunnen wij deze declaratie helaas niet vergoeden.

Een eerdere terugbetaling van € 36,00 (te veel ingehouden eigen risico) hebben wij op 28 mei overgemaakt naar uw rekening [[IBAN|NL66 ASNB 0344 7694 02]].

Bent u het niet eens met dit besluit? Dan kunt u binnen 6 weken bezwaar maken via Mijn Noordzorg of bellen naar [[PHONE|058 299 44 10]] (werkdagen 8.00–18.00 uur).

Met vriendelijke groet,
[[NAME|J. de Boer]]
Afdeling Declaraties`],

  // ES: flight booking confirmation (Madrid–Buenos Aires) forwarded by the traveller
  ['travel-booking', 'es', `---------- Mensaje reenviado ----------
De: Aerolíneas Iberoamericanas <[[EMAIL|no-reply@reservas-aib.com]]>
Para: [[EMAIL|marta.lopez.garcia@gmail.com]]
Asunto: Confirmación de tu reserva K7QX2P – Madrid → Buenos Aires

¡Hola [[NAME|Marta]]! Tu reserva está confirmada.

Localizador: K7QX2P        Billete(s): 075-2418833190 / 075-2418833191

Vuelo AB6841 · 18 JUL 2025 · MAD 23:55 → EZE 08:45 (+1) · Turista · 23 kg
Vuelo AB6842 · 09 AGO 2025 · EZE 13:10 → MAD 06:35 (+1) · Turista · 23 kg

PASAJEROS
1. [[NAME|LOPEZ GARCIA/MARTA]] MS      Pasaporte [[PASSPORT|PAF512873]]   F. nac. [[DATE_OF_BIRTH|04/11/1988]]
2. [[NAME|FERNANDEZ RIVAS/HUGO]] MR    Pasaporte [[PASSPORT|PAK208417]]   F. nac. [[DATE_OF_BIRTH|19/06/1986]]
   Asiento 32A / 32B

Contacto de emergencia: [[PHONE|+34 629 41 07 83]]
Total pagado: 2.184,40 EUR (tarjeta terminada en 7715)

Recuerda: para viajar a Argentina necesitas pasaporte con validez mínima de 6 meses. No se admite DNI.

Reenviado por [[NAME|Marta]] a su gestora de viajes: "Hola [[NAME|Nuria]], te paso la reserva para el seguro. Mi DNI es [[ES_DNI|20371035G]] y el de [[NAME|Hugo]] [[ES_DNI|96420057D]], por si los necesitas."`],

  // IT: primary-school enrolment form (domanda di iscrizione) printed from the online portal
  ['school-form', 'it', `DOMANDA DI ISCRIZIONE ALLA SCUOLA PRIMARIA — A.S. 2025/26
Istituto Comprensivo "Gianni Rodari" · Milano · codice meccanografico MIIC8XX00X

Dati dell'alunno
Cognome e nome: [[NAME|COLOMBO MATTEO]]
Codice fiscale: [[IT_FISCAL_CODE|CLMMTT19C21F205O]]
Nato a Milano il [[DATE_OF_BIRTH|21/03/2019]]
Residenza: [[ADDRESS|Via Padova 148, 20127 Milano (MI)]]

Dati del genitore che compila la domanda
Cognome e nome: [[NAME|COLOMBO DAVIDE]]      Codice fiscale: [[IT_FISCAL_CODE|CLMDVD84L02F205B]]
Data di nascita: [[DATE_OF_BIRTH|02/07/1984]]   Cellulare: [[PHONE|347 882 1409]]   E-mail: [[EMAIL|davide.colombo84@gmail.com]]

Dati dell'altro genitore
Cognome e nome: [[NAME|FERRI CHIARA]]        Codice fiscale: [[IT_FISCAL_CODE|FRRCHR86T55L682O]]
Data di nascita: [[DATE_OF_BIRTH|15/12/1986]]   Cellulare: [[PHONE|+39 333 170 5526]]

Tempo scuola richiesto: 40 ore settimanali (tempo pieno)
Insegnamento della religione cattolica: NO — attività alternativa
Scuola di provenienza: scuola dell'infanzia comunale via Russo 27
Note: il bambino ha una sorella ([[NAME|Giulia]], classe 3ª B) già iscritta nello stesso plesso.

Il dichiarante, consapevole delle responsabilità (artt. 46 e 76 DPR 445/2000), dichiara che le informazioni sono veritiere.
Domanda n. 2025-MI-0448193 inoltrata il 24/01/2025 alle 18:42`],

  // IN: hospital discharge summary with a cashless insurance claim form excerpt
  ['medical-letter', 'en', `SHREE VENKATESH MULTISPECIALITY HOSPITAL
[[ADDRESS|No. 42, 2nd Main Road, Jayanagar 4th Block, Bengaluru, Karnataka 560011]] · Ph: [[PHONE|080 2663 1188]]

DISCHARGE SUMMARY                                                IP No. 25-0418-2207
Patient: Mrs. [[NAME|Lakshmi Iyer]]     Age/Sex: 58/F     DOB: [[DATE_OF_BIRTH|09-08-1966]]
Admitted: 14-04-2025 22:40     Discharged: 18-04-2025 11:00
Consultant: Dr. [[NAME|Prakash Hegde]], MD (Medicine)

Diagnosis: Dengue fever with thrombocytopenia (platelets nadir 38,000/µL on day 2)
Treatment: IV fluids, paracetamol, platelet monitoring 12-hourly; no transfusion required.
Condition at discharge: stable, afebrile 48 h, platelets 1,12,000/µL.
Advice: oral fluids 3 L/day, CBC on 22-04-2025, review in OPD on 25-04-2025.

--- Cashless claim (Pre-auth ref. PA-77120418) ---
Policy holder: [[NAME|Lakshmi Iyer]]       Mobile: [[PHONE|+91 98860 41275]]
Aadhaar: [[IN_AADHAAR|8775 5226 3587]]     PAN: [[IN_PAN|NTYPI7385V]]
Address: [[ADDRESS|14/3, 5th Cross, Basavanagudi, Bengaluru 560004]]
Total bill ₹1,48,620.00 · Approved ₹1,32,000.00 · Patient payable ₹16,620.00 (non-medical items, room upgrade)

Dr. [[NAME|P. Hegde]]                                 Medical Records: [[NAME|S. Gowda]]`],

  // CA: rental application for an apartment in Vancouver (tenant filled in the optional SIN field)
  ['rental-application', 'en', `APPLICATION FOR TENANCY — [[ADDRESS|2150 W 6th Ave, Suite 408, Vancouver]]
(RTB-approved form; SIN is optional and used only for a credit check)

Applicant name: [[NAME|Mei-Ling Chen]]                 Date of birth: [[DATE_OF_BIRTH|1991-11-08]]
Phone: [[PHONE|604-817-3329]]                          Email: [[EMAIL|meiling.chen@shaw.ca]]
SIN (optional): [[CA_SIN|173 489 378]]
BC driver's licence no.: [[DRIVER_LICENSE|7340218]]
Present address: [[ADDRESS|3388 Rupert St, Vancouver, BC V5M 3T6]]   (2 yrs)   Landlord: [[NAME|Harjit Sandhu]] [[PHONE|778-552-0917]]
Employer: Vancouver Coastal Health, pharmacist, 4 yrs, $7,900/month
Additional occupant: [[NAME|Arjun Chen-Mehta]] (spouse)
Vehicle: 2022 Kia Niro EV, BC plate [[LICENSE_PLATE|NVX 418]]  — parking stall requested ($85/mo)
Pets: none

Applicant's signature: [[NAME|M. Chen]]     Date: May 28, 2025
Office use: viewed unit 05/24 with [[NAME|Tamsin]] · credit score 781 · references checked 05/29 · deposit $1,275 (half month)`],

  // AU: bank letter asking for a tax file number after account opening
  ['bank-letter', 'en', `Coastline Bank Limited ABN 41 087 651 233 AFSL 238412
[[ADDRESS|GPO Box 2990, Brisbane QLD 4001]] · [[PHONE|13 22 78]]

Mr [[NAME|Nathan Kowalski]]
[[ADDRESS|41 Rainbow Street, Sandgate QLD 4017]]

20 May 2025

Dear Mr [[NAME|Kowalski]],

Your tax file number (TFN) — Bonus Saver account BSB 484-799, account 2201 4418

Thank you for providing your TFN when you opened your Bonus Saver account. Our records show the TFN [[AU_TFN|930 176 533]]. The Australian Taxation Office has told us that this number does not match the name and date of birth we hold for you.

Until this is resolved we are required to withhold tax from interest at the highest marginal rate plus the Medicare levy (47%). Please check your TFN on your latest notice of assessment or in myGov, and update it in the app (Profile › Tax details) or call us on [[PHONE|13 22 78]] ([[PHONE|+61 7 3004 2278]] from overseas).

If you have already given us the correct number, you do not need to do anything.

Yours sincerely,
Customer Operations, Coastline Bank`],

  // PL: hospital information card (karta informacyjna) after a short stay
  ['medical-letter', 'pl', `SZPITAL WOJEWÓDZKI W POZNANIU · ODDZIAŁ KARDIOLOGII
[[ADDRESS|ul. Juraszów 7/19, 60-479 Poznań]] · tel. [[PHONE|61 821 23 41]]

KARTA INFORMACYJNA LECZENIA SZPITALNEGO nr 2025/KAR/04417

Pacjent: [[NAME|Stanisław Kaczmarek]]          PESEL: [[PL_PESEL|49110571635]]
Adres: [[ADDRESS|os. Bolesława Chrobrego 12/34, 60-681 Poznań]]
Przyjęty: 02.05.2025 (tryb nagły)     Wypisany: 07.05.2025

Rozpoznanie: Migotanie przedsionków napadowe (I48.0). Nadciśnienie tętnicze (I10).
Leczenie: kardiowersja farmakologiczna (amiodaron), włączono apiksaban 5 mg 2×/d.
Zalecenia: kontrola w poradni kardiologicznej za 4 tygodnie, INR niepotrzebny, unikać NLPZ.
Kontakt z rodziną: córka [[NAME|Joanna Kaczmarek-Nowicka]], tel. [[PHONE|607 455 218]]

Lekarz prowadzący: lek. [[NAME|Agata Michalak]]          Ordynator: dr hab. n. med. [[NAME|Piotr Szymański]]`],

  // no personal data: warranty and installation leaflet of a dishwasher (model, serial formats, dates, figures)
  ['product-leaflet', 'en', `QUICK START & WARRANTY — Dishwasher series DW6, models DW6-4510-W / DW6-4510-X / DW6-6020-I

Rating plate (inside the door, right edge): E-Nr. DW6-4510-W/03 · FD 2409 · Z-Nr. 800412 · 220–240 V ~ 50 Hz · 10 A · 2.0–2.4 kW
Serial number format: YYWW + 8 digits (e.g. 2436 00418823 = built in week 36 of 2024).

Installation
• Water pressure 0.05–1 MPa (0.5–10 bar); inlet temperature max. 60 °C.
• Niche: 815–875 mm high, 450 mm wide, 550 mm deep; drain hose max. 2.2 m.
• First use: fill the salt container with 1.5 kg of regeneration salt; set water hardness (factory setting H4 = 2.5–3.2 mmol/l, 14–18 °dH).

Programmes (consumption per cycle, reference load 10 place settings)
Eco 50 °C   3:55 h   0.712 kWh   9.0 l
Auto 45–65 °C   1:40–2:50 h   0.90–1.35 kWh   10.5–13.0 l
Quick 45 °C   0:29 h   0.80 kWh   10.0 l

Error codes: E:15 water in base tray · E:24 drain blocked · E:09 heating element · E:25 drain pump cover.

Warranty: 2 years from the date of purchase (24 months; 5 years on the inverter motor when registered within 8 weeks). Energy label class C, 44 dB(A) re 1 pW. Spare parts available for 10 years after the last unit of the model is placed on the market (from 01/03/2021 under EU 2019/2022). Document 9001784225 · version 07 · 2025-01.`],
]
