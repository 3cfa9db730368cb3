import type { Raw } from './types.ts'

/** Forms: registration, onboarding, intake, claims, tenancy, check-in, KYC, enrolment, rental, gym, warranty, jobs, customs. */
export const DOCS_F: Raw[] = [
  ['form', 'de', `PERSONALFRAGEBOGEN – Neueinstellung
Hanseatische Kühltechnik GmbH · Personalabteilung

Name, Vorname:          [[NAME|Kaiser, Jannik]]
Geburtsdatum:           [[DATE_OF_BIRTH|23.05.1990]]
Geburtsort:             Lübeck
Anschrift:              [[ADDRESS|Moislinger Allee 47a]]
                        [[ADDRESS|23558 Lübeck]]
Telefon (privat):       [[PHONE|0451 8839204]]
Mobil:                  [[PHONE|+49 160 9427715]]
E-Mail:                 [[EMAIL|jannik.kaiser@posteo.de]]

Steuer-Identifikationsnummer:   [[TAX_ID|55 026 537 845]]
Rentenversicherungsnummer:      [[SOCIAL_SECURITY|12 230590 K 911]]
Krankenkasse:                   Techniker Krankenkasse
Versichertennummer:             [[KVNR|M698437665]]
Bankverbindung (IBAN):          [[IBAN|DE96 1005 0000 6404 8298 53]]
Konfession:   [ ] rk   [ ] ev   [x] keine
Steuerklasse: III      Kinderfreibeträge: 1,0

Eintrittsdatum: 01.02.2026        Kostenstelle: 4410
Befristung:  [ ] ja  [x] nein

Lübeck, 14.01.2026        Unterschrift: ____________________`],

  ['form', 'en', `PATIENT REGISTRATION FORM
Riverside Medical Practice, [[ADDRESS|12 Canal Street, Nottingham NG1 7EH]]

Title: Ms    Surname: [[NAME|OKONKWO-BAKER]]    Forename(s): [[NAME|Adaeze Grace]]
Date of birth (DD/MM/YYYY): [[DATE_OF_BIRTH|09/11/1984]]
NHS number (if known): [[UK_NHS|411 050 2292]]
Home address:
[[ADDRESS|Flat 3, 28 Mapperley Road]]
[[ADDRESS|Nottingham NG3 5AA]]
Home phone: [[PHONE|0115 962 4418]]        Mobile: [[PHONE|07700 900 431]]
Email: [[EMAIL|ada.okonkwo84@gmail.com]]

Next of kin: [[NAME|Thomas Baker]] (husband)    Tel: [[PHONE|07700 900 982]]

Previous GP: Dr [[NAME|S. Patel]], Lenton Health Centre
Do you smoke?  ☐ Yes  ☑ No       Units of alcohol per week: 4
Allergies: penicillin

Please bring photo ID. Registration ref. RMP-2026-00418 (not your NHS number).`],

  ['form', 'fr', `FICHE DE RENSEIGNEMENTS LOCATAIRE
Agence Immobilière du Vieux-Port – [[ADDRESS|14 quai de Rive-Neuve, 13007 Marseille]]

Candidat principal
Nom : [[NAME|LEFÈVRE]]                 Prénom(s) : [[NAME|Camille Inès]]
Née le : [[DATE_OF_BIRTH|12/07/1991]]           à : Lyon (69)
N° de sécurité sociale : [[FR_NIR|2 91 07 69 123 763 04]]
Adresse actuelle : [[ADDRESS|27 rue des Trois-Frères, 69001 Lyon]]
Téléphone : [[PHONE|06 47 21 88 30]]
Courriel : [[EMAIL|camille.lefevre@orange.fr]]

Situation professionnelle : CDI – infirmière, Hospices Civils de Lyon
Revenus nets mensuels : 2 340 €
RIB / IBAN : [[IBAN|FR76 2004 1010 0509 3864 5231 746]]

Garant
Nom et prénom : [[NAME|Gérard Lefèvre]]
Adresse : [[ADDRESS|5 allée des Tilleuls, 01000 Bourg-en-Bresse]]
Tél. : [[PHONE|04 74 22 15 63]]

Logement demandé : T2, 48 m², réf. annonce VP-13007-221, loyer 780 € CC
Fait à Lyon, le 3 novembre 2025        Signature :`],

  ['form', 'es', `SOLICITUD DE APERTURA DE CUENTA – PERSONA FÍSICA
Banco Mediterráneo de Ahorro · Oficina 0418 Valencia-Russafa

1. DATOS PERSONALES
Primer apellido:        [[NAME|GARCÍA]]
Segundo apellido:       [[NAME|DE LA FUENTE]]
Nombre:                 [[NAME|María José]]
DNI/NIF:                [[ES_DNI|98642188H]]
Fecha de nacimiento:    [[DATE_OF_BIRTH|3 de mayo de 1979]]
Nacionalidad:           española
Domicilio:              [[ADDRESS|Calle de Sueca 61, 3º B]]
                        [[ADDRESS|46006 Valencia]]
Móvil:                  [[PHONE|612 48 90 37]]
Correo electrónico:     [[EMAIL|mjgarciadlf@telefonica.net]]

2. CUENTA
IBAN asignado: [[IBAN|ES75 2100 0418 4923 6975 3147]]
Tipo: Cuenta Nómina Plus   Nº de contrato: 0418-77-2025-0031

3. ORIGEN DE LOS FONDOS
[x] Nómina   [ ] Pensión   [ ] Actividad empresarial
Empleador: Ford España S.L., Almussafes

¿Es usted persona con responsabilidad pública (PRP)?  [ ] Sí  [x] No

Firma del titular                    Sello de la oficina`],

  ['form', 'it', `MODULO DI ISCRIZIONE – PALESTRA FORZA & BENESSERE SSD
[[ADDRESS|Via Tiburtina 512, 00159 Roma]] · P.IVA [[VAT_ID|IT24505711572]]

Cognome: [[NAME|Esposito]]            Nome: [[NAME|Gennaro]]
Data di nascita: [[DATE_OF_BIRTH|18/02/1996]]     Luogo: Napoli (NA)
Codice fiscale: [[IT_FISCAL_CODE|SPSGNR96B18F839V]]
Residenza: [[ADDRESS|Via dei Volsci 23, 00185 Roma]]
Cellulare: [[PHONE|+39 347 882 1904]]
E-mail: [[EMAIL|genny.esposito96@libero.it]]

Abbonamento:  ☐ mensile  ☑ annuale (€ 420,00)  ☐ 10 ingressi
Certificato medico sportivo: scadenza 30/09/2026
Contatto di emergenza: [[NAME|Rosa Esposito]] – [[PHONE|333 410 2276]]

Consenso privacy (Reg. UE 2016/679):  ☑ acconsento
Roma, 07/01/2026                       Firma ______________`],  ['form', 'nl', `INSCHRIJFFORMULIER HUURWONING
Woonstichting De Linie · [[ADDRESS|Postbus 1240]] · [[ADDRESS|5602 BE Eindhoven]]

Gegevens hoofdhuurder
Achternaam (incl. tussenvoegsel):  [[NAME|van den Broek]]
Voornamen:                          [[NAME|Pieter Johannes]]
Geboortedatum:                      [[DATE_OF_BIRTH|02-09-1987]]
BSN:                                [[NL_BSN|199521396]]
Huidig adres:                       [[ADDRESS|Kruisstraat 118]]
Postcode en woonplaats:             [[ADDRESS|5612 CJ Eindhoven]]
Telefoonnummer:                     [[PHONE|06-41 87 22 09]]
E-mailadres:                        [[EMAIL|pj.vandenbroek@ziggo.nl]]
IBAN voor automatische incasso:     [[IBAN|NL92 INGB 8069 1770 37]]

Medehuurder
Naam:             [[NAME|Sanne de Wit]]
Geboortedatum:    [[DATE_OF_BIRTH|17-04-1989]]
BSN:              [[NL_BSN|103828588]]

Bruto jaarinkomen huishouden:  € 61.400
Gewenste woning: Strijp-S, complex 14, huur € 1.045 p/m, objectnr. DL-14-0207
[x] Ik verklaar dit formulier naar waarheid te hebben ingevuld.`],

  ['form', 'pl', `KARTA PACJENTA – REJESTRACJA
Przychodnia Lekarska „Zdrowie” Sp. z o.o., [[ADDRESS|ul. Piotrkowska 104, 90-926 Łódź]]

Nazwisko:            [[NAME|Wiśniewska-Nowak]]
Imię (imiona):       [[NAME|Agnieszka Maria]]
PESEL:               [[PL_PESEL|88031408068]]
Data urodzenia:      [[DATE_OF_BIRTH|14.03.1988]]
Adres zamieszkania:  [[ADDRESS|ul. Zielona 7 m. 12, 90-601 Łódź]]
Telefon:             [[PHONE|+48 602 114 387]]
E-mail:              [[EMAIL|a.wisniewska.nowak@wp.pl]]

Osoba upoważniona do informacji o stanie zdrowia:
[[NAME|Tomasz Nowak]] (mąż), tel. [[PHONE|604 220 915]]

Lekarz POZ: lek. med. [[NAME|Jerzy Kowalczyk]]
Deklaracja wyboru: [x] lekarz  [x] pielęgniarka  [ ] położna
Łódź, dn. 12.01.2026                       podpis pacjenta`],

  ['form', 'tr', `OTEL GİRİŞ FORMU / HOTEL REGISTRATION CARD
Kaleiçi Boutique Otel · [[ADDRESS|Hesapçı Sk. No:18]] · [[ADDRESS|Muratpaşa/Antalya]]
Oda / Room: 204        Giriş / Arrival: 14.08.2025     Çıkış / Departure: 19.08.2025

Adı Soyadı / Name:            [[NAME|Elif ŞAHİN YILMAZ]]
Doğum Tarihi / Date of birth: [[DATE_OF_BIRTH|21.06.1992]]
T.C. Kimlik No:               [[PERSONAL_ID|24775172724]]
Adres / Address:              [[ADDRESS|Bağdat Caddesi No:312 D:7, 34728 Kadıköy/İstanbul]]
Telefon:                      [[PHONE|+90 532 418 77 06]]
E-posta:                      [[EMAIL|elif.sahinyilmaz@hotmail.com]]

Refakatçi / Accompanying guest:
Adı Soyadı:                   [[NAME|Murat Yılmaz]]
Doğum Tarihi:                 [[DATE_OF_BIRTH|03.12.1989]]

Araç plakası / Car plate:     [[LICENSE_PLATE|34 ABC 582]]
Rezervasyon No: BKG-7781240   Ödeme: Kredi kartı **** 4471
İmza / Signature: ______________`],

  ['form', 'sv', `ANSÖKAN OM MEDLEMSKAP
Bostadsrättsföreningen Ekbacken 3 · c/o HSB Göteborg

Sökande 1
Namn:           [[NAME|Lindqvist, Emma Sofia]]
Personnummer:   [[PERSONAL_ID|850612-3820]]
Nuvarande adress: [[ADDRESS|Linnégatan 38]], [[ADDRESS|413 04 Göteborg]]
Mobil:          [[PHONE|070-412 88 35]]
E-post:         [[EMAIL|emma.lindqvist@telia.com]]

Sökande 2
Namn:           [[NAME|Ahmadi, Reza]]
Personnummer:   [[PERSONAL_ID|920304-5175]]
Mobil:          [[PHONE|073-655 20 18]]

Lägenhet nr 1102, [[ADDRESS|Ekbacksvägen 12]], 3 rok, 78 m²
Köpeskilling: 3 450 000 kr    Upplåtelse: 2026-03-01
Bank: Swedbank, lånelöfte nr 55-2025-118

Göteborg den 20 november 2025`],

  ['form', 'fi', `ILMOITTAUTUMINEN – KANSALAISOPISTO
Tampereen seudun työväenopisto, kevät 2026

Sukunimi:        [[NAME|Mäkinen]]
Etunimet:        [[NAME|Aino Helena]]
Henkilötunnus:   [[PERSONAL_ID|170893-184B]]
Lähiosoite:      [[ADDRESS|Hämeenkatu 21 B 14]]
Postinumero ja -toimipaikka: [[ADDRESS|33200 Tampere]]
Puhelin:         [[PHONE|040 718 2256]]
Sähköposti:      [[EMAIL|aino.makinen@elisanet.fi]]

Kurssi: 26K-114 Espanjan alkeet 1, ti 17.30–19.00
Kurssimaksu: 89 € – laskutus osoitteeseen yllä
[x] Hyväksyn tietojen tallentamisen opiston rekisteriin.`],

  ['form', 'pt', `FICHA DE INSCRIÇÃO – CANDIDATURA A EMPREGO
Cervejaria Ribeira Lda. · [[ADDRESS|Rua de São João 44, 4050-552 Porto]]

Nome completo: [[NAME|Ana Rita Carvalho dos Santos]]
Data de nascimento: [[DATE_OF_BIRTH|28/01/1998]]
NIF: [[TAX_ID|222808420]]
Morada: [[ADDRESS|Rua do Almada 315, 2.º Esq.]]
Código postal / Localidade: [[ADDRESS|4050-038 Porto]]
Telemóvel: [[PHONE|912 437 880]]
Email: [[EMAIL|anarita.csantos@sapo.pt]]

Função pretendida: [ ] Cozinha   [x] Sala   [ ] Bar
Disponibilidade: fins de semana e noites
Experiência: 2 anos – Café Majestic (empregada de mesa)
Referência: [[NAME|Luís Ferreira]], gerente, [[PHONE|+351 22 200 3887]]

Declaro que as informações acima são verdadeiras.  Porto, 9 de outubro de 2025`],

  ['form', 'en', `CUSTOMER INFORMATION FORM (KYC) – INDIVIDUAL
Kotak Mahindra Bank Ltd · Branch: Koramangala, Bengaluru · CKYC application

Applicant name (as in PAN): [[NAME|RAGHAVAN SUBRAMANIAN IYER]]
Father's / Spouse name:     [[NAME|SUBRAMANIAN KRISHNA IYER]]
Date of birth:              [[DATE_OF_BIRTH|14-08-1982]]
Gender:  (x) M  ( ) F  ( ) T
PAN:                        [[IN_PAN|AKRPI4471M]]
Aadhaar (last 4 only):      XXXX XXXX 4865
Permanent address:          [[ADDRESS|No. 42, 3rd Cross, 5th Block, Koramangala, Bengaluru, Karnataka 560095]]
Mobile:                     [[PHONE|+91 98450 31277]]
Email:                      [[EMAIL|raghu.iyer82@rediffmail.com]]
Occupation: Salaried – Infosys Ltd, Electronic City
Annual income: 18–25 lakh

Nominee: [[NAME|Lakshmi Raghavan]] (spouse)   DOB: [[DATE_OF_BIRTH|02-02-1985]]
Account type: Savings – 811 Edge   CIF No. 58839214 (bank use)`],

  ['form', 'en', `SINGAPORE – CONDOMINIUM VISITOR & TENANT REGISTRATION
The Sail @ Marina Bay · Management Office Tel [[PHONE|6438 8300]]

Tenant name: [[NAME|TAN Wei Ling]] ([[NAME|陈慧玲]])
NRIC/FIN: [[SG_NRIC|S1958050D]]
Unit: #42-07         Tenancy: 01/12/2025 – 30/11/2027
Contact: [[PHONE|+65 9127 4480]]
Email: [[EMAIL|weiling.tan@singnet.com.sg]]

Co-occupant: [[NAME|Arjun Menon]]     FIN: [[SG_NRIC|G6484933L]]
Vehicle registered for season parking: [[LICENSE_PLATE|SKV 4127 H]]
Access cards issued: 2 (serial AC-55021, AC-55022)
Landlord / agent: PropNex Realty, CEA Reg. L3008022J`],
  ['form', 'en', `ONTARIO – NEW EMPLOYEE ONBOARDING
Maple Leaf Logistics Inc. · [[ADDRESS|2200 Dundas St E, Mississauga, ON L4X 2V3]]

Legal name:            [[NAME|Nguyen, Thi Thu Trang]]
Preferred name:        [[NAME|Trang]]
Social Insurance Number (SIN): [[CA_SIN|545-272-486]]
Date of birth:         [[DATE_OF_BIRTH|1993-10-05]]
Home address:          [[ADDRESS|88 Harbour Square, Unit 1507, Toronto, ON M5J 2L2]]
Cell:                  [[PHONE|(416) 555-0187]]
Personal email:        [[EMAIL|trang.nguyen93@outlook.com]]

Direct deposit: Institution 004, Transit 12192, Account 5041223 (TD)
TD1 claim code: 1          Start date: January 12, 2026
Position: Dispatch Coordinator, Employee ID MLL-00871

Emergency contact
Name: [[NAME|Nguyen Van Hai]]      Relationship: father
Phone: [[PHONE|+84 90 412 3387]]

Driver's licence (for yard vehicles): [[DRIVER_LICENSE|N4127-40589-31005]]
Signature ____________________   Date 2026-01-05`],

  ['form', 'en', `AUSTRALIA – RENTAL APPLICATION
Ray White Fitzroy · [[ADDRESS|215 Brunswick Street, Fitzroy VIC 3065]] · Ph [[PHONE|(03) 9417 2200]]

Property: [[ADDRESS|4/19 Napier Street, Fitzroy VIC 3065]]     Rent: $620 per week
Lease start: 15 February 2026     Term: 12 months

APPLICANT 1
Full name:       [[NAME|Oliver James O'Sullivan]]
Date of birth:   [[DATE_OF_BIRTH|22/06/1990]]
Current address: [[ADDRESS|12 Eildon Road, St Kilda VIC 3182]]
Mobile:          [[PHONE|0412 558 903]]
Email:           [[EMAIL|oli.osullivan@bigpond.com]]
Driver licence no.: [[DRIVER_LICENSE|034 587 219]]   State: VIC
Employer: Telstra Corporation, [[ADDRESS|242 Exhibition St, Melbourne]] – Network Engineer
Annual income: $118,000

APPLICANT 2
Full name:       [[NAME|Mei Ling Chua]]
Date of birth:   [[DATE_OF_BIRTH|03/09/1992]]
Mobile:          [[PHONE|0423 771 046]]
Passport no.:    [[PASSPORT|E4471928]]  (Malaysia)

Pets: [x] Yes – 1 cat   Vehicle rego: [[LICENSE_PLATE|1AB 2CD]]
Previous landlord reference: [[NAME|Gail Henderson]], [[PHONE|0398 112 740]]`],

  ['form', 'en', `U.S. CUSTOMS AND BORDER PROTECTION – DECLARATION (CBP Form 6059B, transcribed)

1. Family name: [[NAME|HOLLOWAY]]
   First (Given): [[NAME|MARCUS]]    Middle: [[NAME|DWAYNE]]
2. Birth date (MM/DD/YY): [[DATE_OF_BIRTH|04/11/79]]
3. Number of family members traveling with you: 2
4. (a) U.S. street address (hotel name/destination): [[ADDRESS|4417 Peachtree Rd NE, Atlanta, GA 30319]]
5. Passport issued by (country): USA
6. Passport number: [[PASSPORT|584213907]]
7. Country of residence: USA
8. Countries visited on this trip prior to U.S. arrival: Ghana, Netherlands
9. Airline/Flight No.: DL 131
11. I am (We are) bringing: (a) fruits, vegetables, plants … No  (b) meats … No
15. Total value of all goods: $1,250.00 (kente cloth, shea butter)

Signature: M. D. Holloway        Date: 08/17/2025`],

  ['form', 'es', `CONTRATO DE ALQUILER DE VEHÍCULO – DATOS DEL CONDUCTOR
AutoSur Rent a Car · [[ADDRESS|Av. Libertador Bernardo O'Higgins 1449, Santiago]] · RUT empresa 76.118.442-5

Arrendatario: [[NAME|Catalina Fernández Rojas]]
RUN: [[PERSONAL_ID|15.623.874-0]]
Fecha de nacimiento: [[DATE_OF_BIRTH|27/03/1984]]
Domicilio: [[ADDRESS|Pasaje Los Aromos 2215, Ñuñoa, Santiago]]
Teléfono: [[PHONE|+56 9 8841 2207]]
Correo: [[EMAIL|cfernandez.rojas@gmail.com]]
Licencia de conducir N°: [[DRIVER_LICENSE|15623874]] Clase B, Municipalidad de Ñuñoa

Segundo conductor: [[NAME|Tomás Ignacio Vidal]]  Licencia: [[DRIVER_LICENSE|17992104]]

Vehículo: Toyota RAV4 2024, patente PFXR-21 (flota AutoSur)
Retiro: 02/01/2026 09:00 Aeropuerto SCL   Devolución: 09/01/2026
Garantía: tarjeta Visa terminada en 0932 · Contrato N° AS-2026-00114`],

  ['form', 'pt', `CADASTRO DE CLIENTE – CLÍNICA ODONTOLÓGICA SORRISO
[[ADDRESS|Av. Paulista, 1578 – Bela Vista, São Paulo – SP, 01310-200]] · CNPJ 12.445.907/0001-30

Nome: [[NAME|João Pedro de Oliveira Souza]]
Data de nascimento: [[DATE_OF_BIRTH|05/11/2001]]
CPF: [[PERSONAL_ID|235.343.100-39]]
RG: [[PERSONAL_ID|38.412.557-6]] SSP/SP
Endereço: [[ADDRESS|Rua Augusta, 2690, apto 54 – Jardins, São Paulo – SP, 01412-100]]
Celular / WhatsApp: [[PHONE|(11) 98654-3120]]
E-mail: [[EMAIL|jp.oliveirasouza@uol.com.br]]
Convênio: Amil Dental – carteirinha 0887 4412 9 (não é documento pessoal)

Responsável financeiro: [[NAME|Márcia de Oliveira]]  CPF [[PERSONAL_ID|772.930.515-14]]

Como nos conheceu? [x] Indicação  [ ] Instagram  [ ] Google
São Paulo, 18 de agosto de 2025`],

  ['form', 'de', `ANMELDUNG ZUR SCHULE – Schuljahr 2026/27
Volksschule Wien-Josefstadt, [[ADDRESS|Lange Gasse 36, 1080 Wien]]

Angaben zum Kind
Familienname:    [[NAME|Horvath]]
Vorname(n):      [[NAME|Lena Marie]]
Geburtsdatum:    [[DATE_OF_BIRTH|12.07.2019]]
SV-Nummer:       [[AT_SSN|4003 120719]]
Religionsbekenntnis: röm.-kath.
Hauptwohnsitz:   [[ADDRESS|Piaristengasse 18/2/9, 1080 Wien]]

Erziehungsberechtigte
Mutter: Mag. [[NAME|Eva Horvath-Kovács]]    Tel.: [[PHONE|+43 664 381 2274]]
Vater:  DI [[NAME|Stefan Horvath]]           Tel.: [[PHONE|0676 552 18 40]]
E-Mail: [[EMAIL|familie.horvath@aon.at]]

Kindergarten bisher: Kindergarten Zeltgasse (Gruppe Igel)
Nachmittagsbetreuung:  [x] ja  [ ] nein
Wien, am 3. Dezember 2025`],
  ['form', 'en', `DUBAI – HOTEL GUEST REGISTRATION
Al Seef Heritage Hotel, Al Fahidi Street, Bur Dubai · Tel [[PHONE|+971 4 392 2222]]

Guest name:       [[NAME|AL-MANSOORI, Khalid Saeed]]
Name in Arabic:   [[NAME|خالد سعيد المنصوري]]
Nationality:      United Arab Emirates
Emirates ID:      [[PERSONAL_ID|784-1986-4471203-0]]
Date of birth:    [[DATE_OF_BIRTH|30 Jan 1986]]
Mobile:           [[PHONE|+971 50 448 1920]]
Email:            [[EMAIL|k.almansoori@emirates.net.ae]]

Accompanying guest: [[NAME|Fatima Al Mansoori]]   Passport: [[PASSPORT|N8821547]]

Room 318 · Deluxe Creek View · 3 nights · Rate AED 690 + Tourism Dirham
Booking.com confirmation 4418 227 901 · Folio 22971
Guest signature: ________________`],

  ['form', 'en', `NIGERIA – STUDENT ENROLMENT FORM
Greenfield International Secondary School, [[ADDRESS|14 Admiralty Way, Lekki Phase 1, Lagos]]

Pupil's surname: [[NAME|ADEYEMI]]      Other names: [[NAME|Oluwaseun Temitope]]
Date of birth: [[DATE_OF_BIRTH|19 August 2012]]     Sex: F
Class applied for: JSS 2
State of origin: Ogun        Religion: Christianity
Home address: [[ADDRESS|Plot 27, Admiralty Road, Lekki Phase 1, Lagos]]

Parent / Guardian 1: Mr [[NAME|Babatunde Adeyemi]]
Occupation: Chartered Accountant, KPMG Nigeria
Phone: [[PHONE|+234 803 411 7264]]    Email: [[EMAIL|b.adeyemi@yahoo.co.uk]]
NIN: [[PERSONAL_ID|41882057316]]

Parent / Guardian 2: Mrs [[NAME|Funmilayo Adeyemi]]   Phone: [[PHONE|0805 227 3318]]

School fees: ₦1,450,000 per term. Application no. GIS/ADM/2026/0193.`],

  ['form', 'en', `KENYA – MOTOR VEHICLE INSURANCE CLAIM FORM
Jubilee Allianz General Insurance · Policy No. MV/0021/884172/2025

Insured: [[NAME|Wanjiru Kamau Njoroge]]
ID No.: [[PERSONAL_ID|28814503]]       KRA PIN: [[TAX_ID|A005518823M]]
Postal address: [[ADDRESS|P.O. Box 41277-00100, Nairobi]]
Physical address: [[ADDRESS|Riverside Drive, Apartment 6B, Nairobi]]
Mobile: [[PHONE|+254 722 418 906]]    Email: [[EMAIL|wanjiru.njoroge@gmail.com]]

Vehicle registration: [[LICENSE_PLATE|KDH 418P]]   Make: Toyota Fielder 2016
Driver at time of accident: [[NAME|Peter Mwangi Otieno]]
Driving licence no.: [[DRIVER_LICENSE|DL-4471882]]   DOB of driver: [[DATE_OF_BIRTH|12/05/1988]]

Date of accident: 28/10/2025, 17:40 – Waiyaki Way near ABC Place
Third party vehicle: KCZ 223A (matatu, Super Metro) – police abstract OB 41/28/10/2025
Estimated damage: KES 187,500
Declaration: I declare the above is true.   Signed: W. K. Njoroge`],

  ['form', 'en', `JAPAN – NEW RESIDENT NOTIFICATION (転入届) – English support sheet
Setagaya City Office, Citizens' Affairs Section

Name (Roman letters): [[NAME|SATO Haruki]]
Name (Kanji):         [[NAME|佐藤 陽輝]]
Date of birth:        [[DATE_OF_BIRTH|1995年4月18日]]
New address:          [[ADDRESS|東京都世田谷区太子堂4-22-8 パークハイツ305]]
Previous address:     [[ADDRESS|大阪府大阪市北区梅田2-5-14-1102]]
Phone:                [[PHONE|090-4418-2276]]
My Number (個人番号):  [[PERSONAL_ID|7184 3392 0560]]
Household head:       [[NAME|SATO Haruki]] (self)
Moving date: 2025年11月1日    Receipt no. 世-転-2025-11-0442`],

  ['form', 'ko', `가입 신청서 – 헬스클럽 멤버십
피트니스 원 강남점 · [[ADDRESS|서울특별시 강남구 테헤란로 152]] · [[PHONE|02-555-0142]]

성명: [[NAME|김지현]] ([[NAME|KIM JI-HYUN]])
생년월일: [[DATE_OF_BIRTH|1987년 9월 21일]]
주민등록번호: [[PERSONAL_ID|870921-2145715]]
주소: [[ADDRESS|서울특별시 서초구 반포대로 58, 101동 1203호]]
휴대전화: [[PHONE|010-4418-7729]]
이메일: [[EMAIL|jihyun.kim87@naver.com]]

회원권: [✓] 12개월  [ ] 6개월  [ ] 3개월   금액: 1,188,000원
락커 번호: 214    회원번호: FO-GN-77120
서명: __________`],
  ['form', 'de', `SCHADENMELDUNG – HAUSRATVERSICHERUNG
Helvetia Versicherungen, [[ADDRESS|Dufourstrasse 40, 9001 St. Gallen]]
Police-Nr.: 4.881.220.417     Schaden-Nr.: (wird von Helvetia vergeben)

Versicherungsnehmer/in
Name / Vorname:   [[NAME|Brunner-Gasser, Ursula]]
Geburtsdatum:     [[DATE_OF_BIRTH|04.03.1961]]
AHV-Nr.:          [[CH_SSN|756.0226.3667.84]]
Adresse:          [[ADDRESS|Rosenbergstrasse 71]]
                  [[ADDRESS|9000 St. Gallen]]
Telefon:          [[PHONE|071 222 48 16]]   Natel: [[PHONE|079 418 22 93]]
E-Mail:           [[EMAIL|u.brunner@bluewin.ch]]
Auszahlung auf IBAN: [[IBAN|CH17 0076 2275 9834 3589 2]]

Schadenereignis
Datum: 16.11.2025    Art: [x] Einbruchdiebstahl  [ ] Wasser  [ ] Feuer
Polizeirapport: Kantonspolizei St. Gallen, Nr. KAPO-SG-25-118342
Gestohlen: Laptop Lenovo ThinkPad X1 (CHF 1'890.–), Fahrrad Stevens Strada 900 (CHF 2'400.–)
Zeuge: Nachbar [[NAME|Reto Ammann]], [[PHONE|+41 76 557 10 32]]

Ort, Datum: St. Gallen, 18.11.2025          Unterschrift: ____________`],

  ['form', 'de', `Fahrzeugmietvertrag – Fahrerangaben
Sixt GmbH & Co Autovermietung KG · Station Hamburg Hbf
Mietvertragsnr. 9774120385   Fahrzeug: VW Golf 8, HH-SX 4471 (Mietwagen)

Mieter:           Dr. [[NAME|Aleksandra Petrović]]
Geburtsdatum:     [[DATE_OF_BIRTH|09.09.1977]]
Anschrift:        [[ADDRESS|Eppendorfer Landstraße 104, 20249 Hamburg]]
Telefon:          [[PHONE|040 41 88 3902]]
Führerschein-Nr.: [[DRIVER_LICENSE|J1X04B58L21]]   ausgestellt: Stadt Hamburg, 12.03.2013
Personalausweis:  [[PERSONAL_ID|L01X7HR25]]

Zusatzfahrer:     [[NAME|Miloš Petrović]]
Führerschein:     [[DRIVER_LICENSE|004417826]] (Serbien)
Privatfahrzeug (während der Miete auf Stationsparkplatz): [[LICENSE_PLATE|HH-AP 1977]]

Abholung 22.12.2025 08:30, Rückgabe 02.01.2026 18:00, 1.800 km inkl.
Kaution: 300 € (Mastercard ****6620)`],

  ['form', 'en', `JOB APPLICATION – WAREHOUSE OPERATIVE
Ocado Retail Ltd, Erith Customer Fulfilment Centre · Vacancy ref. ERI-WH-2291

Full name: [[NAME|Krzysztof Zieliński]]
Address: [[ADDRESS|47 Bexley Road, Erith DA8 3HD]]
Telephone: [[PHONE|07911 123 456]]
Email: [[EMAIL|k.zielinski1990@gmail.com]]
National Insurance number: [[UK_NINO|JT 48 21 97 C]]
Right to work: [x] EU Settled Status – share code W7K 2QX 9PM
Do you hold a full UK driving licence? Yes – licence no. [[DRIVER_LICENSE|ZIELI901170K99TD]]
Forklift (counterbalance) certificate: RTITB, expires 04/2027

Employment history
2021–2025  DHL Supply Chain, Dartford – Picker/Packer
2016–2021  Biedronka, Poznań – Store Assistant

Referee: [[NAME|Joanne Fairweather]], Shift Manager, DHL – [[EMAIL|joanne.fairweather@dhl.com]]
Signed: K. Zieliński     Date: 30/09/2025`],

  ['form', 'en', `WARRANTY CLAIM
Dyson Ltd – Customer Care, [[ADDRESS|Tetbury Hill, Malmesbury SN16 0RP]]
Product: Dyson V15 Detect Absolute   Serial: SV22-EU-RPA-4471H   Purchased: 11/03/2024, Currys Cardiff

Customer name: [[NAME|Rhiannon Llewellyn-Jones]]
Address: [[ADDRESS|9 Heol Y Felin, Cardiff CF14 4SB]]
Phone: [[PHONE|029 2061 7714]]
Email: [[EMAIL|rhiannon.lj@btinternet.com]]

Fault description: battery cuts out after 3 minutes; error code 31 on LCD.
Claim reference: DY-WC-88412077. Replacement battery part 971517-01.
Preferred contact:  ☐ phone  ☒ email`],

  ['form', 'en', `VISA APPLICATION – SCHENGEN (supporting information sheet)
Embassy of the Kingdom of the Netherlands, Nairobi · VFS reference NBO/NL/2025/118472

Surname(s): [[NAME|OMONDI]]
Surname at birth: [[NAME|ACHIENG]]
First name(s): [[NAME|Grace Akinyi]]
Date of birth: [[DATE_OF_BIRTH|07-02-1990]]    Place of birth: Kisumu
Travel document: ordinary passport   Number: [[PASSPORT|AK0441827]]
Issued: 03-05-2022   Valid until: 02-05-2032   Issued by: Dept. of Immigration, Kenya
Home address: [[ADDRESS|Ngong Road, Kilimani Court, Apt 12, Nairobi]]
Telephone: [[PHONE|+254 711 402 338]]     Email: [[EMAIL|grace.omondi@kcbgroup.com]]
Current occupation: Credit Analyst, KCB Bank Kenya

Inviting person: [[NAME|Jeroen Bakker]], [[ADDRESS|Oudegracht 211, 3511 NK Utrecht]], tel. [[PHONE|+31 30 231 4478]]
Intended date of arrival: 14-04-2026    Duration: 12 days
Travel insurance: AXA Schengen Policy TR-88210437`],
]
