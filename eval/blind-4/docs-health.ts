/**
 * blind-4: medical records, prescriptions, lab reports and insurance claims.
 * Markup: [[TYPE|value]]; see eval/blind-4/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_HEALTH: RawDoc[] = [
  // DE hospital discharge letter
  ['medical', 'de', `Evangelisches Klinikum Köln-Weyertal · Klinik für Innere Medizin und Kardiologie
[[ADDRESS|Weyertal 76, 50931 Köln]] · Tel. [[PHONE|0221 4791-0]] · Fax [[PHONE|0221 4791-2290]]
Chefarzt: Prof. Dr. med. [[NAME|Hartmut Ellerbrock]]

Frau Dr. med. [[NAME|Birgit Olschewski]]
Fachärztin für Allgemeinmedizin
[[ADDRESS|Aachener Str. 512]]
[[ADDRESS|50933 Köln]]

                                                    Köln, 17.03.2025
                                                    Unser Zeichen: KAR-4/ell-wü

Entlassungsbrief

Sehr geehrte Frau Kollegin [[NAME|Olschewski]],

wir berichten über Ihre Patientin
Frau [[NAME|Hatice Demir-Schulze]], geb. [[DATE_OF_BIRTH|14.02.1958]],
wohnhaft [[ADDRESS|Lindenthalgürtel 41a, 50935 Köln]], Vers.-Nr. [[KVNR|K715567542]] (AOK Rheinland/Hamburg),
die sich vom 09.03.2025 bis 17.03.2025 in unserer stationären Behandlung befand.

Diagnosen:
- NSTEMI (I21.4), koronare 1-Gefäß-Erkrankung, PCI/DES RIVA am 10.03.2025
- Arterielle Hypertonie (I10.00)
- Diabetes mellitus Typ 2, HbA1c 7,8 % (E11.90)

Anamnese: Die 67-jährige Patientin stellte sich mit seit dem Vorabend bestehenden retrosternalen
Schmerzen mit Ausstrahlung in den linken Arm über den RTW vor (Einsatz-Nr. 250309-0412).

Medikation bei Entlassung:
ASS 100 mg              1-0-0
Ticagrelor 90 mg        1-0-1  (bis 03/2026)
Atorvastatin 80 mg      0-0-1
Metoprololsuccinat 47,5 mg  1-0-1
Ramipril 5 mg           1-0-0
Metformin 1000 mg       1-0-1  (Pause bis 19.03., Kontrastmittel)

Labor bei Entlassung: Krea 0,94 mg/dl, hs-TnT 212 ng/l (Peak 1.840 ng/l), K+ 4,3 mmol/l, LDL 131 mg/dl

Procedere: Kardiologische Kontrolle in 3 Monaten, LDL-Ziel < 55 mg/dl. Die Tochter, Frau [[NAME|Leyla Schulze]]
(Tel. [[PHONE|0176 2290 4417]]), ist über den Verlauf informiert und begleitet die Patientin zur AHB in der
Klinik am Rosengarten, Bad Oeynhausen (Aufnahme 24.03.2025).

Mit freundlichen kollegialen Grüßen

Dr. med. [[NAME|Jana Wüstefeld]]                  [[NAME|Konstantinos Baltas]]
Oberärztin                                  Assistenzarzt
`],

  // DE e-prescription printout
  ['prescription', 'de', `Ausdruck zur Einlösung Ihres E-Rezeptes
Mit diesem Ausdruck können Sie Ihre Verordnungen in einer Apotheke einlösen.

für                 [[NAME|Jonas Pfeiffer-Nakamura]]
geboren am          [[DATE_OF_BIRTH|03.11.1994]]
Versicherten-Nr.    [[KVNR|C247604838]]
Kostenträger        Techniker Krankenkasse   IK 101575519
ausgestellt von     [[NAME|Selin Aydın]], Fachärztin für Allgemeinmedizin
                    [[ADDRESS|Kastanienallee 12, 10435 Berlin]]
                    Tel. [[PHONE|030 4405 2291]]
BSNR 721234500   LANR 345678901          ausgestellt am 12.05.2025

1  Ibuprofen 600 mg Filmtabletten, 20 St., N1
   1-1-1 bei Bedarf, max. 3 Tage
   Aufgabe-ID 160.000.033.491.280.78
2  Pantoprazol 20 mg magensaftresistente Tabletten, 14 St.
   1-0-0 solange Ibuprofen
   Aufgabe-ID 160.000.033.491.281.16

Bitte lösen Sie die Verordnungen innerhalb von 28 Tagen ein.
`],

  // GB repeat prescription request
  ['prescription', 'en', `REPEAT PRESCRIPTION REQUEST  –  Ashgrove Medical Practice
[[ADDRESS|14-16 Ashgrove Road, Bristol BS7 9LL]]   Tel: [[PHONE|0117 496 0231]]   ODS: L81642

Patient:      Mr [[NAME|Desmond O'Halloran]]
DOB:          [[DATE_OF_BIRTH|02/08/1951]]
NHS No:       [[UK_NHS|668 639 9795]]
Address:      [[ADDRESS|Flat 3, 27 Cranbrook Road, Bristol BS6 7BL]]
Nominated pharmacy: Boots, [[ADDRESS|11 Gloucester Road, Bristol BS7 8AA]] (FBR92)

Item                                        Qty   Last issued   Review
Amlodipine 5mg tablets                      28    14/04/2025    ok
Bisoprolol 2.5mg tablets                    28    14/04/2025    ok
Lansoprazole 30mg gastro-resistant caps     28    02/03/2025    DUE
Salbutamol 100mcg/dose inhaler CFC free     1     20/01/2025    ok

Medication review due 01/07/2025 - pls book w/ Dr [[NAME|Priya Raghunathan]] or our clinical pharmacist [[NAME|Tomasz Wilk]].
Collection: pt's son [[NAME|Ciaran O'Halloran]] (mob [[PHONE|07946 218553]]) will collect from reception.

Requested via NHS App 06/05/2025 09:12, ref RX-88231-K
`],

  // GB care home medication administration record, pasted from a spreadsheet
  ['spreadsheet', 'en', `Willowbank Care Home - MAR summary - w/c 05/05/2025 - Unit: Rowan (nights)
Resident\tRoom\tDOB\tNHS number\tAllergies\tGP
[[NAME|Margaret Ainsworth]] ("[[NAME|Peggy]]")\t4\t[[DATE_OF_BIRTH|11/06/1938]]\t[[UK_NHS|646 164 4083]]\tPenicillin\tDr [[NAME|Chinedu Okafor]]
[[NAME|Harold Bickerstaff]]\t7\t[[DATE_OF_BIRTH|30/01/1935]]\t[[UK_NHS|723 394 9301]]\tNKDA\tDr [[NAME|Okafor]]

Medicine\tDose\t22:00 Mon\tTue\tWed\tThu\tFri\tSat\tSun
Zopiclone 3.75mg (MA)\t1 nocte\tJB\tJB\tR\tSK\tSK\tJB\tJB
Donepezil 10mg (MA)\t1 nocte\tJB\tJB\tJB\tSK\tSK\tJB\tJB
Furosemide 40mg (HB)\t1 mane\t-\t-\t-\t-\t-\t-\t-
Paracetamol 500mg (HB)\t2 PRN\tJB 23:40\t\t\tSK 02:15\t\t\t

Codes: R = refused, H = hospital, L = on leave
Notes: 07/05 22:10 Peggy refused zopiclone, said her daughter [[NAME|Alison]] is visiting tomorrow and she wants to be "awake for it". Offered again 23:00, refused. - KM
Moor Lane Surgery [[PHONE|01524 581990]] / out of hours 111
`],

  // FR paediatric consultation report
  ['medical', 'fr', `Dr [[NAME|Claire Vasseur-N'Diaye]]
Pédiatre - Ancienne interne des Hôpitaux de Lyon
[[ADDRESS|18 rue Duguesclin]]
[[ADDRESS|69006 Lyon]]
Tél. secrétariat : [[PHONE|04 78 52 19 63]]
RPPS 10101234567

                                              Lyon, le 4 avril 2025

COMPTE RENDU DE CONSULTATION

Enfant : [[NAME|Inès Benhamou]], née le [[DATE_OF_BIRTH|12/03/2019]] (6 ans)
N° de sécurité sociale de l'enfant : [[FR_NIR|2 19 03 69 387 924 43]]
Assuré : M. [[NAME|Karim Benhamou]] - NIR [[FR_NIR|1 84 09 69 383 500 70]]
Mutuelle : Harmonie Mutuelle, adhérent n° 0078451236
Adresse : [[ADDRESS|7 place Jules Ferry, 69006 Lyon]]
Tél. mère (Mme [[NAME|Sophie Benhamou]]) : [[PHONE|06 71 24 88 30]] - [[EMAIL|sophie.benhamou@free.fr]]

Motif : toux nocturne persistante depuis 3 semaines, sans fièvre.
Examen : poids 21,4 kg (P75), taille 117 cm, auscultation : sibilants diffus discrets, SpO2 98 %.
Conclusion : probable asthme du nourrisson/de l'enfant post-viral.
Conduite à tenir : Flixotide 50 µg 2 bouffées matin et soir avec chambre d'inhalation pendant 2 mois,
Ventoline 100 µg si gêne. EFR à prévoir en septembre.
Certificat d'absence de contre-indication à la pratique du judo remis ce jour.
Prochain RDV le 3 juin 2025 à 17h15.
`],

  // IN clinic OPD slip / prescription, English with Hindi instructions
  ['prescription', 'en', `SHREE SAI MULTISPECIALITY CLINIC
Dr. [[NAME|Anirudh V. Kulkarni]]  MBBS, MD (Medicine)   Reg. No. MMC 2009/04/1873
[[ADDRESS|Shop No. 4, Laxmi Heights, Baner Road, Baner, Pune, Maharashtra 411045]]
Ph: [[PHONE|020 2729 4410]] | Mob: [[PHONE|+91 98220 61743]] | [[EMAIL|saiclinic.baner@gmail.com]]
Timings 10am-1pm, 6pm-9pm (Sunday closed)
-----------------------------------------------------------------
OPD Slip No: 2025/06/0412                      Date: 06-06-2025
Patient : Mrs. [[NAME|Sunanda Deshpande]]       Age/Sex : 58 Y / F
Mob : [[PHONE|98503 44129]]      Wt: 71 kg   BP: 152/94   RBS: 238
Aadhaar (for PM-JAY): [[IN_AADHAAR|7681 1774 3706]]

c/o giddiness, headache x 1 week, k/c/o DM since 2019

Rx
1. Tab. Telma 40 (Telmisartan 40mg)     1-0-0  x 30 days  - सुबह नाश्ते के बाद
2. Tab. Glycomet GP 1                    1-0-1  x 30 days  - खाने के साथ
3. Tab. Pan 40                           1-0-0  x 10 days  - खाली पेट

Adv: FBS/PPBS, HbA1c, Lipid profile after 1 month.
नमक कम खाएं, रोज़ 30 मिनट टहलें।
Follow up: 07-07-2025 (call for appointment)

                                             Dr. [[NAME|A. V. Kulkarni]]
`],

  // GR European accident statement (insurance claim)
  ['insurance-claim', 'el', `ΚΟΙΝΗ ΔΗΛΩΣΗ ΤΡΟΧΑΙΟΥ ΑΤΥΧΗΜΑΤΟΣ (Φιλικός Διακανονισμός)
1. Ημερομηνία: 22/02/2025   Ώρα: 08:40
2. Τόπος: Λεωφ. Κηφισίας, διασταύρωση με Αγίας Παρασκευής, Χαλάνδρι
3. Τραυματίες: ΟΧΙ   4. Ζημιές σε άλλα οχήματα: ΟΧΙ

ΟΧΗΜΑ Α
Ασφαλισμένος: [[NAME|ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ]]
Διεύθυνση: [[ADDRESS|Αγίου Κωνσταντίνου 14, 151 24 Μαρούσι]]
Τηλ.: [[PHONE|697 412 3385]]     ΑΦΜ: [[TAX_ID|031500918]]
Αρ. Κυκλοφορίας: [[LICENSE_PLATE|ΙΚΡ-4587]]   Μάρκα/Τύπος: TOYOTA YARIS
Ασφ. Εταιρεία: Ευρωπαϊκή Πίστη, Αρ. Συμβολαίου 40-118723-5, Πράσινη Κάρτα GR/014/2209871
Οδηγός: ο ίδιος   Ημ. γέννησης: [[DATE_OF_BIRTH|03/05/1979]]
Αρ. Άδειας Οδήγησης: [[DRIVER_LICENSE|71204835]]  Κατηγ. Β  Ισχύει έως 03/05/2044

ΟΧΗΜΑ Β
Ασφαλισμένη: [[NAME|ΜΑΥΡΙΔΟΥ ΕΛΕΝΗ]] ([[NAME|ELENI MAVRIDOU]])
Διεύθυνση: [[ADDRESS|Θησέως 88, 176 71 Καλλιθέα]]
Τηλ.: [[PHONE|+30 694 881 2207]]   email: [[EMAIL|e.mavridou79@yahoo.gr]]
ΑΦΜ: [[TAX_ID|101388710]]
Αρ. Κυκλοφορίας: [[LICENSE_PLATE|ΥΗΒ-2210]]   HYUNDAI i20
Οδηγός: [[NAME|Νικόλαος Μαυρίδης]] (σύζυγος), Δίπλωμα [[DRIVER_LICENSE|60238817]], γεν. [[DATE_OF_BIRTH|19/11/1976]]

Περιγραφή: Το όχημα Β κινούμενο στη δεξιά λωρίδα άλλαξε λωρίδα χωρίς φλας και προσέκρουσε στο
αριστερό πίσω φτερό του οχήματος Α. Σημείο 12 & 15 του εντύπου.
Μάρτυρας: [[NAME|Σταύρος Κουτσογιάννης]], τηλ. [[PHONE|210 6891442]]

--- Για χρήση από το Τμήμα Αποζημιώσεων ---
Αρ. φακέλου: ΖΗ-2025-004417   Εκτίμηση ζημιάς: 1.240,00 €
Αποζημίωση σε IBAN: [[IBAN|GR44 0110 6876 5140 0610 2522 505]] (δικαιούχος [[NAME|Γεώργιος Παπαδόπουλος]])
Ευρωπαϊκή Πίστη Α.Α.Ε., ΑΦΜ [[VAT_ID|EL648886301]], [[ADDRESS|Λεωφ. Συγγρού 190, 176 71 Καλλιθέα]]
`],

  // CH health insurance refund form (Tiers garant)
  ['insurance-claim', 'de', `Rückforderungsbeleg                          Release 4.50 / Tiers garant
Patient/in
Name            [[NAME|Gerber]]
Vorname         [[NAME|Annina]]
Strasse         [[ADDRESS|Brunnmattstrasse 29]]
PLZ/Ort         [[ADDRESS|3007 Bern]]
Geburtsdatum    [[DATE_OF_BIRTH|27.08.1986]]
Geschlecht      W
AHV-Nr.         [[CH_SSN|756.1708.6123.06]]
Versichertenkarte 80756 00012 34567890
Kanton          BE
Versicherer     Visana   GLN 7601003000019

Rechnungssteller Praxis Breitenrain, Dr. med. [[NAME|Urs Lehmann]]
                [[ADDRESS|Breitenrainplatz 38, 3014 Bern]]   Tel. [[PHONE|031 333 71 20]]
                GLN 7601000345671   ZSR R123456
Behandlung      14.01.2025 - 14.01.2025      Grund: Krankheit

Datum       Tarif  Ziffer     Anz.  TP AL   TP TL   Betrag
14.01.2025  001    00.0010    1     9.57    8.19    16.44
14.01.2025  001    00.0020    3     9.57    8.19    49.32
14.01.2025  317    1371.00    1                     24.30
14.01.2025  402    7680336660123  Co-Amoxi Mepha 1 g  1   37.55
Total CHF 187.35      davon PFL 187.35

Mitbehandelt (separate Rechnung): Kind [[NAME|Mila Gerber]], geb. [[DATE_OF_BIRTH|30.04.2020]], AHV [[CH_SSN|756.0029.2620.30]]

Rückerstattung bitte auf [[IBAN|CH75 0076 7270 7915 9243 6]], lautend auf [[NAME|Annina Gerber-Rüfenacht]]
`],

  // AT reimbursement application (Wahlarzt)
  ['insurance-claim', 'de', `Antrag auf Kostenerstattung (Wahlärztin/Wahlarzt)                ÖGK - Landesstelle Steiermark
Versicherte Person
Familienname: [[NAME|Petrović]]      Vorname: [[NAME|Dragan]]      Titel: Mag.
Versicherungsnummer: [[AT_SSN|8163 210981]]      Geburtsdatum: [[DATE_OF_BIRTH|21.09.1981]]
Anschrift: [[ADDRESS|Annenstraße 58/2/14, 8020 Graz]]
Telefon: [[PHONE|+43 664 3817220]]     E-Mail: [[EMAIL|d.petrovic@gmx.at]]

Patient/in (falls nicht ident mit versicherter Person)
[[NAME|Lena Petrović]], VSNR [[AT_SSN|7902 050615]], geb. [[DATE_OF_BIRTH|05.06.2015]], Verhältnis: Kind

Wahlärztin: Dr. [[NAME|Maria Hofer-Kainz]], FÄ f. Kinder- u. Jugendheilkunde, [[ADDRESS|Herrengasse 7, 8010 Graz]]
Honorarnoten: 3 (Nr. 2025-0117, 2025-0188, 2025-0240), Gesamtbetrag EUR 285,00

Bankverbindung
Kontoinhaber: [[NAME|Dragan Petrović]]
IBAN: [[IBAN|AT18 2081 5949 3098 7387]]      BIC: [[BIC|STSPAT2GXXX]]

Ich bestätige die Richtigkeit der Angaben.   Graz, 02.06.2025     Unterschrift: [[NAME|D. Petrović]]
`],

  // KR medical certificate
  ['medical', 'ko', `진 단 서
병록번호: 2025-045512                      연번호: 제 1187 호
환자의 성명: [[NAME|김태호]]        주민등록번호: [[PERSONAL_ID|760722-1067270]]
환자의 주소: [[ADDRESS|서울특별시 마포구 월드컵북로 396, 102동 1504호]]
전화번호: [[PHONE|010-4827-3315]]

병명: (임상적 추정) 요추 추간판 탈출증, 제4-5요추간      한국질병분류번호: M51.2
발병일: 2025년 1월 중순 (추정)      진단일: 2025년 2월 3일
치료 내용 및 향후 치료에 대한 소견:
상기 환자는 요통 및 좌측 하지 방사통으로 내원하였으며 MRI상 L4-5 추간판 탈출 소견 보임.
향후 약 4주간의 안정 가료 및 물리치료를 요함.
용도: 회사 제출용

발행일: 2025년 2월 4일
의료기관: 서울바른정형외과의원    주소: [[ADDRESS|서울특별시 마포구 양화로 147, 3층]]
전화: [[PHONE|02-336-7712]]      팩스: [[PHONE|02-336-7719]]
면허번호: 제 84213 호      의사 성명: [[NAME|이수진]] (인)
`],

  // US CMS-1500 claim form, text extracted from the PDF
  ['insurance-claim', 'en', `HEALTH INSURANCE CLAIM FORM
APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12
1. MEDICARE  MEDICAID  TRICARE  CHAMPVA  GROUP HEALTH PLAN [X]  FECA  OTHER
1a. INSURED'S I.D. NUMBER                    [[US_SSN|549-81-8235]]
2. PATIENT'S NAME (Last Name, First Name, Middle Initial)   [[NAME|MORALES, GABRIELA R]]
3. PATIENT'S BIRTH DATE  MM DD YY   [[DATE_OF_BIRTH|09 14 1983]]   SEX  F [X]
4. INSURED'S NAME   SAME
5. PATIENT'S ADDRESS (No., Street)   [[ADDRESS|2217 W ELM ST APT 4]]
CITY SAN ANTONIO        STATE TX
ZIP CODE 78201          TELEPHONE (Include Area Code) [[PHONE|(210) 736-4418]]
6. PATIENT RELATIONSHIP TO INSURED  Self [X]
11. INSURED'S POLICY GROUP OR FECA NUMBER   0047731
11c. INSURANCE PLAN NAME OR PROGRAM NAME   BLUE CROSS BLUE SHIELD OF TEXAS
12. PATIENT'S OR AUTHORIZED PERSON'S SIGNATURE   SIGNATURE ON FILE   DATE 03 02 2025
17. NAME OF REFERRING PROVIDER OR OTHER SOURCE   DN  [[NAME|ALAN K WHITFIELD]] MD
17b. NPI  1981661071
21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY   ICD Ind. 0   A. J06.9   B. R05.9
24. A. 03 02 25  03 02 25  11   99213 25   AB   125 00   1   NPI 1185248329
    B. 03 02 25  03 02 25  11   87880      A     64 00   1   NPI 1185248329
25. FEDERAL TAX I.D. NUMBER   61-4997203   SSN [ ]  EIN [X]
26. PATIENT'S ACCOUNT NO.   GM0198-2        27. ACCEPT ASSIGNMENT? YES
28. TOTAL CHARGE $ 189 00     29. AMOUNT PAID $ 40 00
31. SIGNATURE OF PHYSICIAN OR SUPPLIER   [[NAME|RAVI PATEL]] MD   DATE 03 04 2025
32. SERVICE FACILITY LOCATION INFORMATION
    ALAMO FAMILY CARE PA
    [[ADDRESS|4410 MEDICAL DR STE 210]]
    [[ADDRESS|SAN ANTONIO TX 78229]]
33. BILLING PROVIDER INFO & PH #  [[PHONE|(210) 614-2290]]
    ALAMO FAMILY CARE PA, same as 32    a. 1185248329
`],

  // BR controlled prescription
  ['prescription', 'pt', `CLÍNICA VIVER BEM - Medicina de Família e Saúde Mental
[[ADDRESS|Rua Padre Chico, 412 - Pompeia, São Paulo - SP, 05008-010]]
Tel.: [[PHONE|(11) 3862-4471]]   WhatsApp: [[PHONE|(11) 98120-5546]]

RECEITUÁRIO DE CONTROLE ESPECIAL
1ª via - Farmácia / 2ª via - Paciente

IDENTIFICAÇÃO DO EMITENTE
Nome: Dra. [[NAME|Mariana Figueiredo Lacerda]]      CRM-SP 148.233
Endereço: idem acima

Paciente: [[NAME|Thiago Henrique dos Santos Barros]]
CPF: [[PERSONAL_ID|303.224.844-21]]      Data de nasc.: [[DATE_OF_BIRTH|21/07/1992]]
Endereço: [[ADDRESS|Av. Prof. Alfonso Bovero, 1057, apto 82 - Sumaré, São Paulo/SP - CEP 01254-000]]

Prescrição - uso oral
1) Sertralina 50 mg ...................... 30 comprimidos
   Tomar 1 comprimido pela manhã, após o café.
2) Clonazepam 0,5 mg ..................... 30 (trinta) comprimidos
   Tomar 1 comprimido à noite, se necessário.

São Paulo, 14 de março de 2025

IDENTIFICAÇÃO DO COMPRADOR
Nome: [[NAME|Regina Barros]]      RG: [[PERSONAL_ID|28.417.553-6]] SSP/SP
Telefone: [[PHONE|(11) 99734-0218]]
IDENTIFICAÇÃO DO FORNECEDOR: Drogasil loja 1182 - farmacêutico resp. CRF-SP 77.310
`],

  // PL referral
  ['medical', 'pl', `SKIEROWANIE DO PORADNI SPECJALISTYCZNEJ
Kod resortowy: 1100 - Poradnia kardiologiczna
Świadczeniodawca: Przychodnia „Zdrowie" Sp. z o.o., [[ADDRESS|ul. Wólczańska 128/134, 90-527 Łódź]],
tel. [[PHONE|42 636 18 20]], REGON 471236985

Pacjent: [[NAME|Zbigniew Kaczmarczyk]]
PESEL: [[PL_PESEL|49120138916]]
Adres zamieszkania: [[ADDRESS|ul. Piotrkowska 217 m. 9, 90-451 Łódź]]
Telefon kontaktowy: [[PHONE|+48 601 442 917]] (córka [[NAME|Ewa]])

Rozpoznanie: I48.2 Migotanie przedsionków utrwalone; I11.9 Choroba nadciśnieniowa
Cel skierowania: konsultacja kardiologiczna, ocena leczenia przeciwkrzepliwego
Wyniki badań: EKG z dn. 08.04.2025 w załączeniu, eGFR 54 ml/min/1,73m2

Lekarz kierujący: lek. [[NAME|Agnieszka Wróbel-Sitek]], NPWZ 2847561
Łódź, 2025-04-11
Klucz e-skierowania: 7728, kod: 0614 7728 4921
`],

  // NG lab report
  ['medical', 'en', `PRIMECARE DIAGNOSTICS LTD
[[ADDRESS|23 Adeola Odeku Street, Victoria Island, Lagos]]
Tel: [[PHONE|+234 1 271 9904]], [[PHONE|0803 412 7760]]  |  [[EMAIL|results@primecarediagnostics.ng]]
HAEMATOLOGY / CHEMISTRY REPORT
Lab No: PCD/25/08813          Collected: 18-Feb-2025 08:12        Reported: 18-Feb-2025 15:47
Patient Name: [[NAME|ADEBAYO-OKONKWO, FOLASADE]]          Age/Sex: 34Y / F
Phone: [[PHONE|08134529901]]       NIN: [[PERSONAL_ID|67128533064]]
Referred by: Dr. [[NAME|E. Nwachukwu]] (Reddington Hospital)

TEST                    RESULT     UNIT        REF. RANGE
Haemoglobin             10.9  L    g/dL        12.0 - 15.5
WBC                     11.8  H    x10^9/L     4.0 - 11.0
Platelets               162        x10^9/L     150 - 400
Malaria parasite (MP)   Positive (+)  P. falciparum
Widal                   S. typhi O 1:80, H 1:160
Fasting blood sugar     5.2        mmol/L      3.9 - 6.1

Comment: Findings consistent with uncomplicated malaria. Kindly correlate clinically.
Verified by: [[NAME|Chukwuemeka Eze]], AMLSCN Reg. 12847
`],

  // IT travel insurance claim by e-mail
  ['insurance-claim', 'it', `Da: [[NAME|Federica Bianchi]] <[[EMAIL|fede.bianchi90@libero.it]]>
A: [[EMAIL|sinistri.viaggi@assicurazioni-albatros.it]]
Data: 27/01/2025 22:14
Oggetto: Denuncia sinistro - Polizza Viaggio Sicuro Plus n. 7730441298 - spese mediche Thailandia

Buonasera,
con la presente denuncio il sinistro occorso durante il viaggio in Thailandia dal 08/01 al 24/01/2025.

Dati assicurata
Nome e cognome: [[NAME|Federica Bianchi]]
Codice fiscale: [[IT_FISCAL_CODE|BNCFRC90R42L219F]]
Nata a Torino il [[DATE_OF_BIRTH|02/10/1990]]
Residenza: [[ADDRESS|Via Nizza 152, 10126 Torino (TO)]]
Cell.: [[PHONE|+39 347 218 6630]]
Passaporto n. [[PASSPORT|YB2427436]]

Il 15/01 a Patong ho avuto un incidente con lo scooter noleggiato e sono stata ricoverata 2 notti al
Bangkok Hospital Phuket, [[ADDRESS|2/1 Hongyok Utis Road, Taladyai, Mueang, Phuket 83000]], tel. [[PHONE|+66 76 254 425]].
Allego: fattura ospedaliera n. INV-BHP-2501-33871 (THB 86,420.00), referto radiologico, ricevute farmacia,
carta d'imbarco TG 923 del 24/01.
Il rimborso va accreditato su IBAN [[IBAN|IT85 A685 9557 5527 1639 6003 898]] intestato a me.

Resto a disposizione; se non rispondo potete chiamare il mio compagno [[NAME|Luca Ferraris]] al [[PHONE|+39 333 904 1187]].

Cordiali saluti
[[NAME|Federica]]

Inviato da iPhone
`],

  // EG prescription, Arabic with English drug names
  ['prescription', 'ar', `عيادة د. [[NAME|هشام عبد الرحمن السيد]]
استشاري أمراض الباطنة والجهاز الهضمي - دكتوراه طب القاهرة
[[ADDRESS|١٤ شارع مكرم عبيد، مدينة نصر، القاهرة]]
تليفون العيادة: [[PHONE|02 2274 1593]] - موبايل/واتساب: [[PHONE|٠١٠٠٦٤٨٢٣١٩]]
المواعيد: يومياً عدا الجمعة من ٥ م إلى ١٠ م

الاسم: [[NAME|منى إبراهيم فؤاد]]          السن: ٣٨ سنة          التاريخ: 2025/3/11
الرقم القومي: [[PERSONAL_ID|28703090126049]] (للتأمين الصحي)

Rx
1- Nexium 40 mg tab       قرص قبل الإفطار بنصف ساعة لمدة شهر
2- Motilium 10 mg tab     قرص قبل الأكل ٣ مرات يومياً
3- Duspatalin 200 mg cap  كبسولة مرتين يومياً

تحاليل: H. pylori stool Ag - CBC
الإعادة بعد أسبوعين
`],

  // SE journal note
  ['medical', 'sv', `Journalanteckning - Vårdcentralen Kungsbacka Centrum
Patient: [[NAME|Ingrid Lövgren]], [[PERSONAL_ID|620517-5661]]
Adress: [[ADDRESS|Tölögatan 11 B, 434 37 Kungsbacka]]    Tel: [[PHONE|070-318 44 62]]

2025-02-19 10:40  Mottagningsbesök  Distriktsläkare
Antecknad av [[NAME|Erik Sandqvist]], leg. läkare

Kontaktorsak: Yrsel sedan 1 vecka.
Anamnes: 62-årig kvinna med känd hypertoni. Yrsel vid sänggående och när hon vänder sig i sängen,
varar < 1 min. Ingen hörselnedsättning. Maken [[NAME|Bengt]] följer med.
Status: AT opåverkad. BT 148/88, puls 72 regelbunden. Dix-Hallpike positiv höger.
Bedömning: BPPV höger.
Åtgärd: Epleys manöver utförd, instruktion om Brandt-Daroff. Återbesök vid behov.
Diagnos: H81.1 Benign paroxysmal yrsel

Vårdcentralens telefon: [[PHONE|0300-56 71 00]]
`],

  // AU Medicare claim summary
  ['insurance-claim', 'en', `Medicare - Claim for refund of medical expenses (online) - submission summary
Patient details
Medicare card number:  [[PERSONAL_ID|3155 78885 3]]     IRN: 2
Name:                  Ms [[NAME|Thu Ha NGUYEN]]
Date of birth:         [[DATE_OF_BIRTH|27/12/1988]]
Address:               [[ADDRESS|Unit 6, 41-43 Railway Parade, Granville NSW 2142]]
Mobile:                [[PHONE|0412 738 905]]
Email:                 [[EMAIL|thuha.nguyen88@outlook.com.au]]
Claimant:              same as patient

Service details
Provider:              Dr [[NAME|Michael Tran]]    Provider no. 4492637K
Practice:              Parramatta Family Medical, [[ADDRESS|Level 2, 158 Church Street, Parramatta NSW 2150]]
Date of service:       04/03/2025    Item 23    Fee charged $95.00    Benefit $42.85

Bank account for benefit: BSB 062-118   Account 1047 2291 (Commonwealth Bank)
Reference: CLM-7X3K-99QD   Submitted 05/03/2025 21:37 AEDT
`],

  // no personal data: ward drug list
  ['spreadsheet', 'de', `Arzneimittelliste Station 4B - Stand KW 19/2025 (Hausliste v3.7.1, intern)
PZN      | Wirkstoff          | Stärke   | Form   | ATC     | Charge   | Verfall | Lagerort
04114918 | Metamizol-Natrium  | 500 mg   | Tbl.   | N02BB02 | 3K0457A  | 11/2026 | A3
01126111 | Pantoprazol        | 40 mg    | Tbl.   | A02BC02 | P240913  | 09/2027 | A1
08823512 | Enoxaparin         | 40 mg    | Fsp.   | B01AB05 | 4H11820  | 02/2026 | KS-2
00566575 | Furosemid          | 20 mg/2ml| Amp.   | C03CA01 | 2301-77  | 06/2026 | B2
13816617 | Piperacillin/Tazob.| 4/0,5 g  | Trsp.  | J01CR05 | LT55019  | 01/2027 | B4
GTIN 04150123456782 / 04150987654328 (Scanner-Test), Bestellung über Apotheke bis Mi 12:00, Formular AP-17
Kühlkette: KS-2 2-8 °C, Temperaturlog alle 4 h, Abweichung > 30 min -> Meldung CIRS-ID 2025-0193
`],
]
