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
Roma, 07/01/2026                       Firma ______________`], ['form', 'nl', `INSCHRIJFFORMULIER HUURWONING
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

Driver's licence (for yard vehicles): [[DRIVER_LICENSE|N4127-40589-36005]]
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

Signature: [[NAME|M. D. Holloway]]        Date: 08/17/2025`],

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
Declaration: I declare the above is true.   Signed: [[NAME|W. K. Njoroge]]`],

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
Signed: [[NAME|K. Zieliński]]     Date: 30/09/2025`],

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
  ['form', 'es', `FORMATO DE ALTA DE PERSONAL
Grupo Industrial Saltillo, S.A.B. de C.V. · Recursos Humanos · Planta Ramos Arizpe

Apellido paterno:   [[NAME|HERNÁNDEZ]]
Apellido materno:   [[NAME|GUTIÉRREZ]]
Nombre(s):          [[NAME|LUIS ALBERTO]]
Fecha de nacimiento: [[DATE_OF_BIRTH|15/09/1990]]
RFC:                [[TAX_ID|HEGL900915QK0]]
NSS (IMSS):         [[PERSONAL_ID|43109012450]]
Domicilio:          [[ADDRESS|Calle Juárez 318, Col. Centro, 25000 Saltillo, Coah.]]
Teléfono celular:   [[PHONE|844 127 3390]]
Correo:             [[EMAIL|luis.hdz.gtz@hotmail.com]]
Cuenta nómina (CLABE): 072 078 00448213377 2 (Banorte)

Puesto: Técnico de mantenimiento  Turno: 2   Sueldo diario: $612.40
Beneficiario: [[NAME|Rosa María Gutiérrez López]] (madre), 100 %
Fecha de ingreso: 05/01/2026`],

  ['form', 'es', `FORMULARIO DE INSCRIPCIÓN – CLUB ATLÉTICO SAN LORENZO (sede Boedo)
[[ADDRESS|Av. La Plata 1700, C1250 CABA]]

Apellido y nombre: [[NAME|Pérez Irigoyen, Martina Belén]]
DNI: [[PERSONAL_ID|38.452.117]]       CUIL: [[TAX_ID|27-28456713-2]]
Fecha de nac.: [[DATE_OF_BIRTH|11/06/1994]]
Domicilio: [[ADDRESS|Av. Rivadavia 4521, 3° "C", C1424CEI Ciudad Autónoma de Buenos Aires]]
Tel. celular: [[PHONE|+54 9 11 5823-4470]]
E-mail: [[EMAIL|martu.perez94@gmail.com]]
Actividad: [x] Natación  [ ] Vóley  [ ] Hockey      Cuota mensual: $ 28.500
Socio presentante: N° 114.882
Firma: ____________`],

  ['form', 'zh', `酒店住宿登记单 / HOTEL REGISTRATION
杭州西湖国宾馆 · [[ADDRESS|杭州市西湖区杨公堤18号]] · [[PHONE|0571-8797 9889]]

姓名 Name: [[NAME|王晓燕]] [[NAME|WANG Xiaoyan]]
性别 Sex: 女 F
出生日期 Date of birth: [[DATE_OF_BIRTH|1990-04-15]]
证件类型: 居民身份证
证件号码: [[PERSONAL_ID|330106199004151246]]
住址 Address: [[ADDRESS|浙江省杭州市西湖区文三路259号3幢502室]]
手机 Mobile: [[PHONE|138 5712 4480]]
房号 Room: 8217   入住 Arrival: 2025-10-02   离店 Departure: 2025-10-05
同住人 Companion: [[NAME|李明]]
订单号 Booking: CTRIP-20250918-4471209`],

  ['form', 'vi', `PHIẾU ĐĂNG KÝ THÀNH VIÊN – CÂU LẠC BỘ YOGA SEN
[[ADDRESS|Số 12 ngõ 84 Chùa Láng, Đống Đa, Hà Nội]]

Họ và tên: [[NAME|NGUYỄN THỊ MINH ANH]]
Ngày sinh: [[DATE_OF_BIRTH|22/12/1996]]
Số CCCD: [[PERSONAL_ID|001196028814]]
Địa chỉ: [[ADDRESS|Số 45 Nguyễn Chí Thanh, Láng Thượng, Đống Đa, Hà Nội]]
Điện thoại: [[PHONE|0912 447 305]]
Email: [[EMAIL|minhanh.nguyen96@gmail.com]]
Gói tập: [x] 3 tháng  [ ] 6 tháng  [ ] 12 tháng   Học phí: 2.400.000 đ
Người giới thiệu: [[NAME|Trần Văn Khoa]]`],

  ['form', 'en', `SOUTH AFRICA – TENANT APPLICATION FORM
Pam Golding Properties, Rentals Division · [[ADDRESS|86 Kloof Street, Gardens, Cape Town 8001]]

Surname: [[NAME|van der Merwe]]       First names: [[NAME|Johannes Petrus]]
SA ID number: [[PERSONAL_ID|8507125084083]]
Date of birth: [[DATE_OF_BIRTH|12 July 1985]]
Current address: [[ADDRESS|17 Protea Road, Claremont, Cape Town, 7708]]
Cell: [[PHONE|082 441 7720]]     Work: [[PHONE|021 405 2288]]
Email: [[EMAIL|jp.vdmerwe@mweb.co.za]]
Employer: Woolworths Holdings Ltd, Head Office, Longkloof – Buyer

Spouse: [[NAME|Thandiwe van der Merwe]] (born [[NAME|Dlamini]])   Cell: [[PHONE|+27 73 118 4402]]
Vehicle: VW Polo, reg. [[LICENSE_PLATE|CA 418-772]]
Unit applied for: [[ADDRESS|3 Bella Rosa, Rondebosch]] – R 18,500 p.m.   Ref PGP-RB-2291`],

  ['form', 'fr', `FORMULAIRE D'OUVERTURE DE COMPTE – PARTICULIER
Attijariwafa bank · Agence Casablanca Maârif

Nom : [[NAME|EL AMRANI]]          Prénom : [[NAME|Youssef]]
Nom en arabe : [[NAME|يوسف العمراني]]
Date de naissance : [[DATE_OF_BIRTH|04/10/1988]]      Lieu : Fès
N° CIN : [[PERSONAL_ID|BE774120]]
Adresse : [[ADDRESS|23, Rue Abou Bakr El Kadiri, Maârif, 20330 Casablanca]]
GSM : [[PHONE|+212 661 47 28 93]]
E-mail : [[EMAIL|y.elamrani@menara.ma]]
Profession : Ingénieur, OCP Group
Type de compte : [x] Compte chèque  [ ] Compte sur carnet
Carte demandée : Visa Classic      Date : 10/11/2025`],

  ['form', 'ru', `АНКЕТА СОИСКАТЕЛЯ
ООО «Северсталь-Инфоком», г. Череповец

Фамилия, имя, отчество: [[NAME|Кузнецова Ольга Викторовна]]
Full name (Latin): [[NAME|KUZNETSOVA OLGA]]
Дата рождения: [[DATE_OF_BIRTH|08.02.1993]]
Паспорт РФ: серия и номер [[PASSPORT|19 14 552871]]
ИНН: [[TAX_ID|352812447131]]
Адрес регистрации: [[ADDRESS|ул. Ленина, д. 47, кв. 18, г. Череповец, 162600]]
Телефон: [[PHONE|+7 921 447-18-30]]
E-mail: [[EMAIL|olga.kuznetsova93@yandex.ru]]
Желаемая должность: аналитик данных   Ожидаемая зарплата: 95 000 ₽
Подпись ________  Дата 21.10.2025`],

  ['form', 'el', `ΑΙΤΗΣΗ ΕΓΓΡΑΦΗΣ – ΦΡΟΝΤΙΣΤΗΡΙΟ ΞΕΝΩΝ ΓΛΩΣΣΩΝ «ΟΡΙΖΟΝΤΕΣ»
[[ADDRESS|Λεωφ. Αλεξάνδρας 112, 114 73 Αθήνα]] · Τηλ. [[PHONE|210 645 1188]]

Επώνυμο: [[NAME|Παπαδοπούλου]] ([[NAME|PAPADOPOULOU]])
Όνομα: [[NAME|Ελένη]] ([[NAME|ELENI]])
Πατρώνυμο: [[NAME|Γεώργιος]]
Ημερομηνία γέννησης: [[DATE_OF_BIRTH|14/05/2008]]
Διεύθυνση: [[ADDRESS|Ιπποκράτους 58, 106 80 Αθήνα]]
Κινητό γονέα: [[PHONE|694 412 7780]]
Email: [[EMAIL|g.papadopoulos@otenet.gr]]
Τμήμα: Αγγλικά C2 – Proficiency   Δίδακτρα: 95 € / μήνα`],

  ['form', 'en', `IRELAND – APPLICATION FOR MEMBERSHIP
Clontarf Lawn Tennis Club, [[ADDRESS|Castle Avenue, Clontarf, Dublin 3, D03 W2N7]]

Member name: [[NAME|Siobhán Ní Bhriain]]
Date of birth: [[DATE_OF_BIRTH|26 October 1979]]
Address: [[ADDRESS|14 Vernon Gardens, Clontarf, Dublin 3, D03 X6K2]]
Mobile: [[PHONE|087 441 9023]]
Email: [[EMAIL|siobhan.nibhriain@eircom.net]]
PPS number (for the Sports Tax relief receipt only): [[PERSONAL_ID|3540787K]]

Family members:
  [[NAME|Cathal Ó Briain]] (spouse)
  [[NAME|Aoife Ó Briain]], DOB [[DATE_OF_BIRTH|02/03/2014]]
Category: ☑ Family  ☐ Adult  ☐ Junior   Annual fee: €1,150
Proposed by: [[NAME|Declan MacGabhann]] (member no. 2210)`],

  ['form', 'nl', `AANVRAAG PARKEERVERGUNNING BEWONERS
Stad Gent – Mobiliteitsbedrijf, [[ADDRESS|Woodrow Wilsonplein 1, 9000 Gent]]

Naam en voornaam: [[NAME|De Smet, Kobe]]
Rijksregisternummer: [[PERSONAL_ID|83.02.11-153.13]]
Geboortedatum: [[DATE_OF_BIRTH|11/02/1983]]
Domicilieadres: [[ADDRESS|Sint-Pietersnieuwstraat 204, 9000 Gent]]
Telefoon: [[PHONE|0472 18 44 90]]
E-mail: [[EMAIL|kobe.desmet@telenet.be]]
Nummerplaat: [[LICENSE_PLATE|1-KDS-483]]
Zone: Binnenstad, sector Sint-Pieters   Tarief: € 40 / jaar (eerste voertuig)
Domiciliëring: [[IBAN|BE38 0223 5521 8972]]`],
  ['form', 'no', `SØKNAD OM BARNEHAGEPLASS
Bergen kommune – Barnehageetaten, [[ADDRESS|Rådhusgaten 10, 5014 Bergen]]

Barnets navn: [[NAME|Ingrid Solberg Haugen]]
Fødselsdato: [[DATE_OF_BIRTH|14.06.2023]]
Foresatt 1: [[NAME|Lars Erik Haugen]]
Fødselsnummer: [[PERSONAL_ID|24117910136]]
Adresse: [[ADDRESS|Møhlenprisbakken 7, 5006 Bergen]]
Mobil: [[PHONE|+47 917 44 210]]
E-post: [[EMAIL|lars.haugen@online.no]]
Foresatt 2: [[NAME|Kari Solberg]]   Mobil: [[PHONE|482 19 077]]
Ønsket oppstart: 01.08.2026   Prioritet 1: Nygårdsparken barnehage`],

  ['form', 'en', `PLANET FITNESS – MEMBERSHIP AGREEMENT
Club #0482 · [[ADDRESS|1250 N Milwaukee Ave, Chicago, IL 60622]] · [[PHONE|(773) 555-0199]]

Member: [[NAME|Jamal K. Washington]]
DOB: [[DATE_OF_BIRTH|07/21/1997]]
Address: [[ADDRESS|2217 W Division St Apt 3R, Chicago, IL 60622]]
Cell: [[PHONE|312-555-0148]]
Email: [[EMAIL|jamalkwash@icloud.com]]
Membership: [x] Black Card $24.99/mo   [ ] Classic $15/mo   Annual fee $49 (billed Feb)
Payment: Visa [[CREDIT_CARD|4335 8715 3011 4737]] exp 09/28
Agreement #PF-0482-7710332     Sales rep: [[NAME|Kayla]] (ID 2231)`],

  ['form', 'en', `טופס הרשמה – קופת חולים מכבי
Maccabi Healthcare Services – registration (English copy)

Full name: [[NAME|Noa Ben-David]] ([[NAME|נועה בן-דוד]])
ID number (Teudat Zehut): [[PERSONAL_ID|039337423]]
Date of birth: [[DATE_OF_BIRTH|19/09/1994]]
Address: [[ADDRESS|Rehov Dizengoff 212, Apt 9, Tel Aviv 6311802]]
Mobile: [[PHONE|+972 54 771 2093]]
Email: [[EMAIL|noa.bendavid@walla.co.il]]
Family doctor requested: Dr. [[NAME|Yossi Avraham]], Ibn Gabirol branch
Supplementary plan: [x] Maccabi Sheli  [ ] Maccabi Zahav`],

  ['form', 'en', `EMPLOYEE EXPENSE CLAIM FORM – TEMPLATE (blank)
Northwind Traders plc · Finance Department · Form FIN-07 rev. 4

Employee name: ______________________   Employee no.: ________
Department / cost centre: ____________
Period: from ___/___/______ to ___/___/______

| Date | Description | Project code | Net | VAT | Gross |
|------|-------------|--------------|-----|-----|-------|
|      |             |              |     |     |       |

Mileage rate 2025/26: 45p per mile (first 10,000), 25p thereafter.
Claims over £250 require approval by the budget holder. Submit within 30 days.
Approved by: ____________________   Date: __________`],

  ['form', 'de', `Anmeldeformular Sommerfest 2026 – Kleingartenverein „Am Mühlbach“ e.V.

Bitte bis zum 15. Juni im Vereinsheim abgeben!

Parzelle Nr.: ______     Anzahl Erwachsene: ___   Kinder: ___
Ich bringe mit:  [ ] Salat   [ ] Kuchen   [ ] Grillgut   [ ] Getränke
Ich helfe beim:  [ ] Aufbau (Sa 10 Uhr)   [ ] Abbau (So 14 Uhr)   [ ] Kinderschminken

Unkostenbeitrag: 8 € pro Erwachsenem, Kinder bis 12 Jahre frei.
Der Vorstand – Bankverbindung siehe Aushang im Schaukasten.`],

  ['form', 'fr', `DÉCLARATION EN DOUANE – ENVOI DE PETITS PAQUETS (CN22) – exemple rempli
La Poste · Colissimo International

Catégorie : [x] Cadeau  [ ] Échantillon commercial  [ ] Document  [ ] Autre
Description détaillée du contenu   Quantité   Poids (kg)   Valeur (EUR)
Livre « Le Petit Prince »           1          0,35         12,90
Tablette de chocolat noir           3          0,30          9,00
Code SH : 4901.99 / 1806.32      Pays d'origine : FR
Poids total : 0,65 kg          Valeur totale : 21,90 EUR
Numéro de suivi : CP 442 187 915 FR
Je certifie que les renseignements donnés sont exacts.`],
]
