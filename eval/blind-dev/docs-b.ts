import type { Raw } from './build.ts'

// Forms (40): registration, HR onboarding, patient intake, rental application, visa/hotel check-in, KYC.
export const DOCS_B: Raw[] = [
  ['form', 'de', `PERSONALFRAGEBOGEN – Neueinstellung
Name, Vorname: [[NAME|Kowalczyk, Agata]]        Geburtsname: [[NAME|Nowak]]
Geburtsdatum: [[DATE_OF_BIRTH|17.03.1984]]       Geburtsort: Krakau
Anschrift: [[ADDRESS|Lindenstraße 7a, 04109 Leipzig]]
Telefon privat: [[PHONE|0341 9795 765]]     Mobil: [[PHONE|0172 4663 215]]
E-Mail: [[EMAIL|agata.kowalczyk@web.de]]
Steuer-ID: [[TAX_ID|64 299 710 955]]          Steuerklasse: IV   Kinderfreibeträge: 1,0
Sozialversicherungsnummer: [[SOCIAL_SECURITY|65 170384 N 019]]
Krankenkasse: AOK Plus     Versichertennr.: [[KVNR|H164380973]]
Bankverbindung: [[IBAN|DE13 7151 6939 2194 7968 60]]
Staatsangehörigkeit: polnisch   [x] EU-Bürger   [ ] Arbeitserlaubnis erforderlich
Eintritt: 01.12.2026   Kostenstelle 4410   Personalnummer 008812`],

  ['form', 'en', `NEW PATIENT REGISTRATION — Riverside Family Practice
Last name: [[NAME|Adebayo]]          First name: [[NAME|Folasade]]        MI: O
DOB: [[DATE_OF_BIRTH|04/22/1979]]    Sex: F
Address: [[ADDRESS|1187 Peachtree St NE, Unit 1409, Atlanta, GA 30309]]
Home phone: [[PHONE|(404) 555-0187]]     Cell: [[PHONE|404-555-0142]]
Email: [[EMAIL|f.adebayo@bellsouth.net]]
SSN (optional): [[US_SSN|412-68-3390]]
Insurance: Blue Cross Blue Shield GA   Member ID: XKB884712093   Group #: 0049281
Emergency contact: [[NAME|Olumide Adebayo]] (husband)  [[PHONE|404-555-0199]]
Allergies: penicillin   Preferred pharmacy: CVS #4471 Ponce de Leon Ave
Signature: ______________   Date: 11/19/2026`],

  ['form', 'en', `HOTEL REGISTRATION CARD / FICHE D'ENREGISTREMENT
Hôtel Le Petit Saint-Germain ★★★  — Room 214  — Arr 19/11/2026  Dep 23/11/2026  Conf# HPSG-88124
Nom / Surname: [[NAME|TAKAHASHI]]            Prénom / First name: [[NAME|KENJI]]
Date de naissance / Date of birth: [[DATE_OF_BIRTH|1972-08-05]]
Nationalité / Nationality: JAPAN
N° passeport / Passport No.: [[PASSPORT|TK9379046]]
Adresse / Home address: [[ADDRESS|2-14-7 Jingumae, Shibuya-ku, Tokyo 150-0001]]
Tél. / Phone: [[PHONE|+81 90-4424-6045]]
E-mail: [[EMAIL|k.takahashi@nifty.ne.jp]]
Paiement: Visa ****0013   Taxe de séjour incl.
Signature du client: [[NAME|K. Takahashi]]`],

  ['form', 'en', `RENTAL APPLICATION — Maple Leaf Property Management
Applicant 1
  Full legal name: [[NAME|Jean-François Tremblay]]
  Date of birth: [[DATE_OF_BIRTH|March 3, 1990]]
  SIN: [[CA_SIN|604-198-630]]
  Driver's licence (ON): [[DRIVER_LICENSE|T7412-38428-90303]]
  Current address: [[ADDRESS|88 Harbour St, Suite 2207, Toronto, ON M5J 0C3]]   (since 05/2021)
  Phone: [[PHONE|(416) 555-0193]]   Email: [[EMAIL|jftremblay90@videotron.ca]]
  Employer: Scotiabank, [[ADDRESS|40 Temperance St]] — Analyst, since 2019, $92,000/yr
Applicant 2
  Full legal name: [[NAME|Mei Lin Chow]]
  Date of birth: [[DATE_OF_BIRTH|Nov 17, 1991]]
  SIN: [[CA_SIN|282-569-151]]
  Phone: [[PHONE|647-555-0128]]
Unit applied for: [[ADDRESS|1204 – 55 Charles St E]]   Rent $2,850   Move-in Jan 1 2027
[x] I consent to a credit check by Equifax Canada.`],

  ['form', 'en', `KYC / CUSTOMER DUE DILIGENCE — Individual
Full name (as in passport): [[NAME|Oluwaseun Adekunle Bakare]]
Date of birth: [[DATE_OF_BIRTH|12-Jul-1986]]          Place of birth: Ibadan, Nigeria
Nationality: Nigerian
ID type: [x] Passport  [ ] National ID  [ ] Driver's licence
Passport number: [[PASSPORT|A27874730]]   Issued: Lagos 02/03/2022   Expires: 01/03/2032
NIN: [[PERSONAL_ID|48291736504]]
BVN: [[PERSONAL_ID|22184930571]]
Residential address: [[ADDRESS|14 Adeola Odeku Street, Victoria Island, Lagos 101241]]
Mobile: [[PHONE|+234 803 481 4556]]
Occupation: petroleum engineer   Source of funds: salary, Shell Petroleum Development Co.
PEP: [ ] yes  [x] no
Risk rating (internal): MEDIUM   Case ID KYC-26-114803`],

  ['form', 'de', `Anmeldung bei der Meldebehörde (Meldeschein)
Neue Wohnung: [[ADDRESS|Mariahilfer Straße 88/2/14, 1070 Wien]]
Bisherige Wohnung: [[ADDRESS|Herrengasse 3, 8010 Graz]]
Familienname: [[NAME|HUBER]]     Vorname(n): [[NAME|Magdalena Theresia]]
Geburtsdatum: [[DATE_OF_BIRTH|23.09.1991]]   Geschlecht: weiblich
Geburtsort: Leoben      Staatsangehörigkeit: Österreich
Reisedokument: Reisepass   Nummer: [[PASSPORT|P7629414]]   ausstellende Behörde: BH Leoben
SV-Nummer: [[AT_SSN|9049 230991]]
Unterkunftgeber: [[NAME|Friedrich Pölzl]]
Wien, am 18.11.2026            Unterschrift der meldepflichtigen Person`],

  ['form', 'en', `SOLICITUD DE ALTA — Gimnasio DreamFit Chamberí
Nombre: [[NAME|Lucía]]       Apellidos: [[NAME|Fernández Ruiz]]
DNI/NIE: [[ES_DNI|64523443W]]
Fecha de nacimiento: [[DATE_OF_BIRTH|14/02/1996]]
Domicilio: [[ADDRESS|Calle de Fuencarral 121, 3º B, 28010 Madrid]]
Móvil: [[PHONE|612 48 88 28]]        Correo: [[EMAIL|lucia.fdez96@hotmail.es]]
Cuenta para domiciliación: [[IBAN|ES14 0352 2675 7140 6741 5048]]
Cuota: Premium 39,90 €/mes   Código promo: NOV26-BF
[x] Acepto la política de privacidad   [ ] Deseo recibir ofertas comerciales`],

  ['form', 'en', `MODULO DI ISCRIZIONE — Corso di vela, Circolo Nautico Cervia
Cognome: [[NAME|Esposito]]        Nome: [[NAME|Marco]]
Nato a: Napoli        il: [[DATE_OF_BIRTH|03/11/1978]]
Codice fiscale: [[IT_FISCAL_CODE|SPSMRC78S03F839X]]
Residente in: [[ADDRESS|Via Toledo 256, 80134 Napoli]]
Cellulare: [[PHONE|+39 338 428 9972]]      E-mail: [[EMAIL|marco.esposito78@libero.it]]
Patente nautica n.: NA-2291 (entro 12 miglia)
Documento: carta d'identità n. [[PERSONAL_ID|CA48291BX]]
Livello: [ ] principiante [x] intermedio [ ] avanzato
Taglia maglietta: L   Turno: 6–12 luglio 2027`],

  ['form', 'en', `DS-160 worksheet (draft — do not submit)
Surnames: [[NAME|NGUYEN]]
Given names: [[NAME|VAN THANH]]
Full name in native alphabet: [[NAME|Nguyễn Văn Thành]]
Date of birth: [[DATE_OF_BIRTH|09 JAN 1988]]   City of birth: HAI PHONG
Passport/Travel document number: [[PASSPORT|C9772407]]
Passport book number: does not apply
Home address: [[ADDRESS|45 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh]]
Primary phone: [[PHONE|+84 903 691 291]]
Email: [[EMAIL|thanh.nguyen88@yahoo.com.vn]]
US point of contact: [[NAME|Linh Pham]], [[ADDRESS|3310 Brookhurst St, Garden Grove, CA 92840]], [[PHONE|(714) 555-0166]]
Purpose of trip: B2 tourism, 14 days, arriving JFK 2027-03-02 VN 98`],

  ['form', 'de', `Mietselbstauskunft
                         Mietinteressent/in                    Mitmieter/in
Name, Vorname            [[NAME|Schäfer, Jonas]]                        [[NAME|Demir, Elif]]
geb. am                  [[DATE_OF_BIRTH|02.06.1993]]                    [[DATE_OF_BIRTH|29.12.1994]]
derzeitige Anschrift     [[ADDRESS|Kaiserstr. 61, 76133 Karlsruhe]]       wie links
Telefon                  [[PHONE|0157 38628220]]                   [[PHONE|0176 22827116]]
E-Mail                   [[EMAIL|jonas.schaefer@posteo.de]]         [[EMAIL|elif.demir94@gmx.de]]
Beruf / Arbeitgeber      Softwareentwickler, SAP SE         Pflegefachfrau, Städt. Klinikum
Nettoeinkommen mtl.      3.650 €                            2.480 €
Haustiere                [ ] ja  [x] nein
Besteht ein Insolvenzverfahren?  [ ] ja  [x] nein
Objekt: 3-Zi-Whg., [[ADDRESS|Durlacher Allee 12]], 2. OG links – Kaltmiete 1.140 €`],

  ['form', 'en', `Employee onboarding — payroll details (UK)
Legal name: [[NAME|Rhiannon Llewellyn-Price]]
Preferred name: [[NAME|Rhi]]
Date of birth: [[DATE_OF_BIRTH|14 September 1995]]
National Insurance number: [[UK_NINO|JG 10 37 82 B]]
Home address:
  [[ADDRESS|27 Cathedral Road]]
  [[ADDRESS|Cardiff CF11 9HA]]
Mobile: [[PHONE|07700 900418]]
Bank: Nationwide   Sort code 07-04-36   Account no. 41827390
Student loan: Plan 2   Starter checklist: statement B
Driving licence number: [[DRIVER_LICENSE|LLEWE959145R99KT]]
Start date 05/01/2027   Employee no. E-10472   Department: Finance Ops`],

  ['form', 'en', `AADHAAR-BASED eKYC CONSENT — Mutual fund folio opening
Investor name: [[NAME|Sandeep Kumar Gupta]]
Father's name: [[NAME|Rajendra Prasad Gupta]]
Date of birth: [[DATE_OF_BIRTH|21/06/1982]]
PAN: [[IN_PAN|BNZPG2051K]]
Aadhaar No.: [[IN_AADHAAR|9929 1458 4343]]
Address: [[ADDRESS|H.No. 12-2-417, Gudimalkapur, Mehdipatnam, Hyderabad, Telangana 500028]]
Mobile (linked with Aadhaar): [[PHONE|+91-9849465355]]
Email: [[EMAIL|sandeep.gupta82@rediffmail.com]]
Nominee: [[NAME|Anjali Gupta]] (spouse), DOB [[DATE_OF_BIRTH|11/03/1985]]
Scheme: Parag Parikh Flexi Cap – Direct Growth   SIP ₹15,000 on 5th   ARN: direct`],

  ['form', 'en', `Formulaire d'inscription — Crèche municipale Les Lucioles
Enfant : [[NAME|Inès Haddad]]   née le [[DATE_OF_BIRTH|08/04/2025]]
Responsable légal 1 : [[NAME|Karim Haddad]]
  Adresse : [[ADDRESS|17 rue Paul Bert, 69003 Lyon]]
  Tél. portable : [[PHONE|06 71 28 00 31]]   Tél. travail : [[PHONE|04 72 10 23 73]]
  Courriel : [[EMAIL|karim.haddad@orange.fr]]
  N° de sécurité sociale : [[FR_NIR|1 84 07 75 700 141 37]]
Responsable légal 2 : [[NAME|Sophie Haddad-Laurent]]
  Tél. portable : [[PHONE|+33 6 19 78 63 44]]
N° allocataire CAF : 4829173   Quotient familial : 1 240
Médecin traitant : Dr [[NAME|Nathalie Rousseau]], [[PHONE|04 78 62 63 27]]`],

  ['form', 'en', `ВИЗОВАЯ АНКЕТА / VISA APPLICATION (Schengen) — Page 1
1. Surname (Family name): [[NAME|KIM]]
2. Surname at birth: —
3. First name(s): [[NAME|MINJI]]
4. Date of birth (day-month-year): [[DATE_OF_BIRTH|23-06-1988]]
5. Place of birth: Busan   6. Country of birth: Republic of Korea
8. Sex: [ ] Male [x] Female     9. Civil status: [x] Single
12. National identity number, where applicable: [[PERSONAL_ID|880623-2231947]]
13. Type of travel document: [x] Ordinary passport
14. Number of travel document: [[PASSPORT|M63206851]]
15. Date of issue: 11-02-2022   16. Valid until: 10-02-2032
17. Applicant's home address and e-mail: [[ADDRESS|101-1203, 45 Haeundae-ro, Haeundae-gu, Busan 48094]] / [[EMAIL|minji.kim0623@naver.com]]
    Telephone: [[PHONE|+82 10-4864-4146]]`],

  ['form', 'de', `Patientenaufnahme – Praxis für Orthopädie Dr. med. Zimmer
Nachname: [[NAME|Brügger]]      Vorname: [[NAME|Lea]]
Geb.: [[DATE_OF_BIRTH|30.01.2002]]
Strasse: [[ADDRESS|Rämistrasse 71]]      PLZ/Ort: [[ADDRESS|8001 Zürich]]
Tel.: [[PHONE|044 251 97 66]]    Natel: [[PHONE|079 381 97 47]]
Versicherung: CSS   Vers.-Nr.: 8075600123
AHV-Nr.: [[CH_SSN|756.2147.7253.50]]
Hausarzt: Dr. [[NAME|Martin Frei]], Zürich
Beschwerden: Knie rechts seit Skiunfall 03/2026, Physio 2x/Woche
Raucher: [ ] ja [x] nein     Medikamente: Ibuprofen 400 b. B.`],

  ['form', 'en', `INTAKE FORM — Sunrise Physio, Brisbane
Title: Ms   Given name: [[NAME|Chloe]]   Surname: [[NAME|Nguyen-Walsh]]
D.O.B.: [[DATE_OF_BIRTH|07/10/1998]]
Address: [[ADDRESS|12/48 Boundary St, West End QLD 4101]]
Mobile: [[PHONE|0412 337 428]]
Medicare no.: [[PERSONAL_ID|2428 77105 1]]   IRN 2   exp 09/2029
Tax file number (for Workcover claims only): [[AU_TFN|614 220 648]]
Driver licence no.: [[DRIVER_LICENSE|427628367]]   State: QLD
Referring GP: Dr [[NAME|Anil Desai]], Highgate Hill Medical
How did you hear about us? [x] Google  [ ] friend  [ ] other`],

  ['form', 'en', `CHECK-IN / 入住登记表 — Grand Hyatt Shanghai
Guest name / 姓名: [[NAME|王小明]] ([[NAME|WANG XIAOMING]])
Gender / 性别: M     Date of birth / 出生日期: [[DATE_OF_BIRTH|1988-07-14]]
ID type / 证件类型: Resident ID card 居民身份证
ID number / 证件号码: [[PERSONAL_ID|110105198807141875]]
Address / 地址: [[ADDRESS|北京市朝阳区建国路88号SOHO现代城3号楼1205室]]
Mobile / 手机: [[PHONE|+86 139 1054 6322]]
Room 3208   Rate code CORP-HUAWEI   Nights 3   Deposit CNY 2,000 (UnionPay ****2085)`],

  ['form', 'en', `Opening a brokerage account — Interactive form (export)
[ Personal ]
First Name ........ [[NAME|Ahmad]]
Last Name ......... [[NAME|Rezaei]]
Birth Date ........ [[DATE_OF_BIRTH|1985-02-19]]
Citizenship ....... Iran / Germany
National code (IR)  [[PERSONAL_ID|911-862527-4]]
Steuer-ID (DE) .... [[TAX_ID|34127658969]]
[ Contact ]
Street ............ [[ADDRESS|Karl-Marx-Allee 94]]
ZIP / City ........ [[ADDRESS|10243 Berlin]]
Phone ............. [[PHONE|+49 30 20363017]]
[ Experience ] stocks 5+ yrs, options none, crypto 1-2 yrs
Promo code ........ BROKER-2026-Q4`],

  ['form', 'en', `FORMULÁRIO DE ADESÃO — Plano de Saúde Unimed
Titular: [[NAME|Camila Rodrigues Almeida]]
Data de nascimento: [[DATE_OF_BIRTH|22/08/1993]]
CPF: [[PERSONAL_ID|131.860.913-57]]   RG: [[PERSONAL_ID|48.291.736-2]] SSP/SP
Endereço: [[ADDRESS|Rua Oscar Freire, 1120, apto 84 – Jardins, São Paulo – SP, 01426-001]]
Celular: [[PHONE|(11) 98466-1399]]     E-mail: [[EMAIL|camila.ralmeida@uol.com.br]]
CNH nº: [[DRIVER_LICENSE|60010417942]]
Dependentes: [[NAME|Theo Almeida Costa]] (filho), nasc. [[DATE_OF_BIRTH|03/05/2021]]
Plano: Unimed Nacional Apartamento   Carência: 180 dias`],

  ['form', 'en', `Registration — Hackathon "Build for Good" 2027
Name*: [[NAME|Wanjiru Kamau]]
Email*: [[EMAIL|wanjiru.kamau@strathmore.edu]]
Phone (WhatsApp): [[PHONE|+254 722 350 557]]
Team name: Nairobi Nodes   Team size: 4
T-shirt: M   Dietary: vegetarian
GitHub: github.com/wkamau-dev
How many hackathons have you attended? 3
[x] I agree to the code of conduct`],

  ['form', 'en', `TENANT REFERENCE FORM (confidential)
Prospective tenant: [[NAME|Aoife Gallagher]]
Previous address: [[ADDRESS|Apt 12, The Maltings, Bray, Co. Wicklow A98 K2F7]]
PPS number: [[PERSONAL_ID|8472913NA]]
Landlord/agent: [[NAME|Declan Walsh]]  tel [[PHONE|087 219 3906]]
Period of tenancy: 03/2022 – 11/2026   Rent €1,650 p.m.
Was rent paid on time? [x] Always  [ ] Mostly  [ ] No
Would you let to this tenant again? yes, without hesitation`],

  ['form', 'en', `Anmälan — Förskola / Preschool application, Göteborgs Stad
Barnets namn: [[NAME|Ella Andersson]]   Personnummer: [[PERSONAL_ID|230514-3584]]
Vårdnadshavare 1: [[NAME|Karin Andersson]]  Personnummer: [[PERSONAL_ID|721003-6047]]
Adress: [[ADDRESS|Linnégatan 32]]   Postnr och ort: [[ADDRESS|413 04 Göteborg]]
Mobil: [[PHONE|073-512 82 10]]   E-post: [[EMAIL|karin.andersson@telia.com]]
Önskad placering från: 2027-08-15   Önskade förskolor: 1) Linnéstaden 2) Olivedal
Vistelsetid: 07:30–16:00`],

  ['form', 'en', `Formularz zgłoszeniowy – Klub Sportowy Wisła
Imię: [[NAME|Bartosz]]         Nazwisko: [[NAME|Kamiński]]
PESEL: [[PL_PESEL|84031719935]]
Data urodzenia: [[DATE_OF_BIRTH|17.03.1984]]
Adres zamieszkania: [[ADDRESS|ul. Długa 14/3, 31-147 Kraków]]
Telefon: [[PHONE|+48 601 576 468]]
E-mail: [[EMAIL|b.kaminski@o2.pl]]
Nr dowodu osobistego: [[PERSONAL_ID|AYZ682917]]
Sekcja: piłka nożna oldboje   Składka: 80 zł/mies.`],

  ['form', 'en', `Aanmeldformulier huisartsenpraktijk De Linde
Achternaam: [[NAME|de Vries]]    Voornamen: [[NAME|Sanne Marieke]]
Geboortedatum: [[DATE_OF_BIRTH|11-05-1989]]
BSN: [[NL_BSN|135112011]]
Adres: [[ADDRESS|Oudegracht 147bis]]   Postcode/plaats: [[ADDRESS|3511 AK Utrecht]]
Telefoon: [[PHONE|06-41824503]]
Zorgverzekeraar: Zilveren Kruis   Polisnummer 482917365
Vorige huisarts: Dr. [[NAME|P. Bakker]], Amersfoort
Identiteitsbewijs: paspoort nr. [[PASSPORT|NW4K35LP6]]`],

  ['form', 'en', `Car rental agreement – driver details (Hertz Lisboa Aeroporto)
RA number: 482917365  Vehicle: Renault Clio 1.0 TCe, plate AT-48-RL
Main driver: Sr. [[NAME|João Pedro Carvalho Mendes]]
Date of birth: [[DATE_OF_BIRTH|15/10/1980]]
Address: [[ADDRESS|Rua Augusta 214, 2.º Esq., 1100-053 Lisboa]]
Carta de condução n.º: [[DRIVER_LICENSE|L-3464119 9]]
NIF: [[TAX_ID|248291734]]
Tel.: [[PHONE|+351 912 790 457]]
Additional driver: [[NAME|Ana Sofia Mendes]], licence no. [[DRIVER_LICENSE|P-6377092 7]]
Card imprint: [[CREDIT_CARD|5149 6834 3673 3350]]`],

  ['form', 'en', `SCHOOL ENROLMENT FORM — Greenwood Primary, Johannesburg
Learner surname: [[NAME|Naidoo]]     Learner first names: [[NAME|Arjun Dev]]
Learner ID number: [[PERSONAL_ID|1905125183086]]
Parent/guardian: [[NAME|Kavitha Naidoo]]
Parent ID number: [[PERSONAL_ID|8503124249082]]
Residential address: [[ADDRESS|23 Jan Smuts Ave, Parktown, Johannesburg 2193]]
Cell: [[PHONE|082 613 4864]]   Work: [[PHONE|011 482 2448]]
Email: [[EMAIL|kavitha.naidoo@discovery.co.za]]
Medical aid: Discovery Health, plan Classic Comprehensive
Grade applying for: Grade 1, 2027`],

  ['form', 'en', `Nüfus Kayıt / Otel Giriş Formu — Pera Palace Hotel
Adı Soyadı / Name: [[NAME|Elif Şahin]]
T.C. Kimlik No: [[PERSONAL_ID|19960308286]]
Doğum Tarihi / DOB: [[DATE_OF_BIRTH|08.03.1996]]
Adres: [[ADDRESS|Bağdat Cad. No:412 D:7, 34740 Kadıköy/İstanbul]]
Cep Tel: [[PHONE|0532 418 51 78]]
Ehliyet No: [[DRIVER_LICENSE|105355]]
Oda: 506   Giriş: 20.11.2026   Çıkış: 22.11.2026`],

  ['form', 'en', `APPLICATION FOR EMPLOYMENT — Acme Logistics (Phoenix DC)
Name (last, first, middle): [[NAME|Ramirez, Luis Alberto]]
Address: [[ADDRESS|4521 N 35th Ave, Phoenix, AZ 85019]]
Phone: [[PHONE|602.555.0174]]     Alt phone: [[PHONE|+1 (480) 555-0133]]
Are you 18 or older? [x] Yes
Social Security No.: [[US_SSN|287-54-1163]]
Driver's License #: [[DRIVER_LICENSE|D56672589]]   State: AZ   Exp: 06/2029
Position: Forklift operator, 2nd shift   Desired pay: $21/hr
Previous employer: Amazon PHX6, supervisor [[NAME|Tom Becker]], [[PHONE|(623) 555-0101]]
Referred by: [[NAME|Gabriela Soto]]`],

  ['form', 'en', `Hakemuslomake — Asuntohakemus / Housing application (HOAS)
Sukunimi / Surname: [[NAME|Virtanen]]
Etunimet / First names: [[NAME|Aino Maria]]
Henkilötunnus / Personal ID code: [[PERSONAL_ID|210785-1543]]
Syntymäaika: [[DATE_OF_BIRTH|21.7.1985]]
Osoite: [[ADDRESS|Mannerheimintie 42 B 17, 00260 Helsinki]]
Puh.: [[PHONE|040 728 5154]]
Sähköposti: [[EMAIL|aino.virtanen@helsinki.fi]]
Toivottu asunto: yksiö, Kamppi tai Töölö`],

  ['form', 'en', `Søknad om barnehageplass — Oslo kommune
Barnets navn: [[NAME|Olav Haugen Berg]]
Forelder: [[NAME|Ingrid Haugen]]   Fødselsnummer: [[PERSONAL_ID|03097913608]]
Forelder 2: [[NAME|Magnus Berg]]    Fødselsnummer: [[PERSONAL_ID|14028615907]]
Adresse: [[ADDRESS|Thorvald Meyers gate 58, 0552 Oslo]]
Tlf.: [[PHONE|922 48 855]]
E-post: [[EMAIL|ingrid.haugen@online.no]]
Ønsket oppstart: august 2027   Bydel: Grünerløkka`],

  ['form', 'en', `CPR-registrering — Tilmelding til lægepraksis
Navn: [[NAME|Frederik Nørgaard Holm]]
CPR-nr.: [[PERSONAL_ID|110392-3465]]
Adresse: [[ADDRESS|Nørrebrogade 144, 3. th., 2200 København N]]
Mobil: [[PHONE|+45 28 41 54 75]]
Ønsket læge: Lægerne Nørrebro, Dr. [[NAME|Signe Lund]]`],

  ['form', 'en', `Formulaire KYC — Néobanque (export PDF → texte)
Civilité  M.    Nom  [[NAME|Dubois]]    Prénom  [[NAME|Antoine]]
Né le  [[DATE_OF_BIRTH|12 mars 1987]]  à  Bordeaux (33)
Pièce d'identité  Carte nationale d'identité  n°  [[PERSONAL_ID|X4RTBPFW4]]
Adresse  [[ADDRESS|44 cours de l'Intendance   33000 Bordeaux]]
Téléphone  [[PHONE|+33 6 42 39 00 29]]
Permis de conduire n°  [[DRIVER_LICENSE|678038475931]]
IBAN de versement  [[IBAN|FR76 0291 1929 7434 7085 3739 619]]
Revenus annuels  45 000 – 60 000 €   Profession  ingénieur BTP`],

  ['form', 'en', `Israeli Embassy — Visitor registration
Full name: [[NAME|Noa Ben-David]]
Teudat Zehut (ID) no.: [[PERSONAL_ID|819093782]]
Passport no.: [[PASSPORT|96263181]]
DOB: [[DATE_OF_BIRTH|02/12/1990]]
Phone: [[PHONE|+972-54-419-4906]]
Address: [[ADDRESS|Rothschild Blvd 22, Tel Aviv-Yafo 6688218]]
Purpose: consular appointment 26/11 10:40, counter 3`],

  ['form', 'en', `Singapore — Tenancy agreement, Schedule 1 (Particulars)
Landlord: [[NAME|Tan Wei Ming]]      NRIC: [[SG_NRIC|S5938222E]]
Tenant: [[NAME|Rohan Mehta]]         FIN: [[SG_NRIC|F2862892R]]
Premises: [[ADDRESS|Blk 412 Bedok North Ave 2, #08-117, Singapore 460412]]
Term: 24 months commencing 01/12/2026
Monthly rent: S$3,200   Security deposit: S$6,400
Tenant's contact: [[PHONE|+65 9182 5799]], [[EMAIL|rohan.mehta@gmail.com]]`],

  ['form', 'en', `Guest registration — Riad Dar Zitoun, Marrakech
Nom et prénom: [[NAME|Youssef El Amrani]]
CIN: [[PERSONAL_ID|BE782914]]
Date de naissance: [[DATE_OF_BIRTH|11/11/1983]]
Nationalité: marocaine
Adresse: [[ADDRESS|27 Rue Ibn Toumert, Gueliz, Marrakech 40000]]
Tél: [[PHONE|+212 661-398698]]
Accompagnants: [[NAME|Salma El Amrani]], 2 enfants`],

  ['form', 'en', `Application — Study permit extension (IRCC), personal details
Family name: [[NAME|Chowdhury]]   Given name(s): [[NAME|Nusrat Jahan]]
UCI: [[PERSONAL_ID|1148-2917]]
Date of birth: [[DATE_OF_BIRTH|1997-04-30]]
Country of citizenship: Bangladesh
Passport number: [[PASSPORT|EB0489902]]
Mailing address: [[ADDRESS|2150 Rue Sherbrooke O, App 804, Montréal QC H3H 1G7]]
Telephone: [[PHONE|514-555-0177]]
Email: [[EMAIL|nusrat.chowdhury@mail.mcgill.ca]]
DLI number: O19359011033 (McGill University)`],

  ['form', 'de', `Antrag auf Erteilung einer Fahrerlaubnis – Umschreibung ausländischer Führerschein
Name: [[NAME|Alvarez Moreno]]   Vorname: [[NAME|Diego]]
Geburtsdatum / -ort: [[DATE_OF_BIRTH|19.02.1987]] / Sevilla
Wohnanschrift: [[ADDRESS|Goethestraße 24, 80336 München]]
Ausweisdokument: Reisepass Nr. [[PASSPORT|PAA963710]] (Spanien)
DNI: [[ES_DNI|09816662D]]
Ausländischer Führerschein Nr.: [[DRIVER_LICENSE|09816662D]] (Klasse B, ausgestellt DGT Sevilla)
Telefon: [[PHONE|089 5440 1884]]
Bearbeitungsvermerk: Sehtest liegt vor, Erste Hilfe n. e.`],

  ['form', 'de', `Kundendatenblatt – Kfz-Versicherung
Versicherungsnehmer: Herr [[NAME|Tobias Lehmann]]
geboren: [[DATE_OF_BIRTH|07.11.1979]]
Anschrift: [[ADDRESS|Am Sandtorkai 41, 20457 Hamburg]]
Führerschein seit: 2001   Führerscheinnummer: [[DRIVER_LICENSE|F4646K5PL81]]
Personalausweis-Nr.: [[PERSONAL_ID|C7Z17K9TZ3]]
Kennzeichen: [[LICENSE_PLATE|HH-TL 4417]]   Fahrzeug: VW ID.4 Pro, FIN WVGZZZE2ZPP048291
SF-Klasse: 19   Jahresbeitrag: 612,40 €
Telefon: [[PHONE|040 3272 9264]]`],

  ['form', 'en', `Member registration — Tokyo International Climbing Gym
お名前 / Name: [[NAME|佐藤 花子]] ([[NAME|Hanako Sato]])
生年月日 / DOB: [[DATE_OF_BIRTH|1994年5月12日]]
住所 / Address: [[ADDRESS|〒150-0002 東京都渋谷区渋谷2-21-1 渋谷ヒカリエ]]
電話 / Phone: [[PHONE|090-2195-7918]]
メール / Email: [[EMAIL|hanako.sato@docomo.ne.jp]]
運転免許証番号 / Driver's licence no.: [[DRIVER_LICENSE|962261365825]]
会員種別: 月会員  Member #TICG-22019`],
]
