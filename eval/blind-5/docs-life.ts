/**
 * blind-5: documents of people's lives, mostly from countries the earlier blind corpora rarely used
 * (PT, BE, IE, SK, BG, EE, LV, AR, CL, UY, ZA, GH, TZ, SN, TN, IL, PK, MY, HK, NZ, GE, LU, CY, GB-Wales,
 * ES): police reports, rental listings, insurance letters, bank and phone bills, school letters, voicemail
 * transcriptions, classified ads, hospital appointment letters, civil registry extracts, loyalty sign-ups;
 * three documents without personal data.
 * Markup: [[TYPE|value]]; see eval/blind-5/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_LIFE: RawDoc[] = [
  // PT police report (PSP)
  ['police-report', 'pt', `POLÍCIA DE SEGURANÇA PÚBLICA — Comando Metropolitano de Lisboa — 3.ª Esquadra (Alvalade)
AUTO DE DENÚNCIA N.º NUIPC 418/25.7PLLSB

Aos 17 dias do mês de maio de 2025, pelas 10h40, compareceu nesta Esquadra:
Nome: [[NAME|Inês Carvalho Moura]]
Data de nascimento: [[DATE_OF_BIRTH|03-02-1986]]   Naturalidade: Porto
Cartão de Cidadão n.º [[PERSONAL_ID|13874025 6 ZX4]]   NIF [[TAX_ID|291331513]]
Residência: [[ADDRESS|Rua Marquês de Soveral 41, 2.º Dto., 1700-283 Lisboa]]
Telemóvel: [[PHONE|912 447 083]]

que denuncia o seguinte: na noite de 16 para 17 de maio, o seu veículo ligeiro de passageiros, marca Renault, modelo Clio, cor cinzenta, matrícula [[LICENSE_PLATE|45-RT-19]], estacionado na Av. de Roma junto ao n.º 90, foi forçado pela fechadura do condutor. Foram subtraídos: uma mochila com um computador portátil (n.º de série 5CG2381KQ9) e documentos do veículo.
A denunciante declara desejar procedimento criminal.
Testemunha: [[NAME|Jorge Almeida Pinto]], vizinho, [[PHONE|+351 965 802 114]].

O Agente, [[NAME|R. Fonseca]] (M/150822)`],

  // PT hospital letter for a German tourist with EHIC (KVNR)
  ['hospital-letter', 'pt', `Centro Hospitalar Universitário do Algarve — Unidade de Portimão
Serviço de Ortopedia · [[ADDRESS|Sítio do Poço Seco, 8500-338 Portimão]] · Tel. [[PHONE|282 450 300]]

CONVOCATÓRIA PARA CONSULTA / APPOINTMENT LETTER

Utente: [[NAME|Klaus-Dieter Hoffmann]]        Processo n.º 2025-118402
Data de nascimento: [[DATE_OF_BIRTH|22/08/1958]]      Nacionalidade: Alemã
Cartão Europeu de Seguro de Doença (CESD/EHIC): n.º de identificação pessoal [[KVNR|P406741500]], instituição 108310400 (AOK Bayern)
Morada em Portugal: [[ADDRESS|Hotel Oriental, Av. Tomás Cabreira 21, 8500-802 Portimão]], quarto 412
Morada habitual: [[ADDRESS|Eichendorffstraße 9, 86316 Friedberg]], Alemanha
Contacto: [[PHONE|+49 160 7719 2204]] (esposa, [[NAME|Renate Hoffmann]])

Tem consulta marcada para: 27/05/2025, às 09:30, Consulta Externa, piso 1, gabinete 7
Médico: Dr. [[NAME|Tiago Bentes]]
Motivo: controlo pós-redução de fratura do rádio distal (episódio de urgência 2025/U/33118).
Traga este documento, o cartão CESD e o passaporte.`],

  // BE rental listing + landlord e-mail
  ['rental-listing', 'nl', `TE HUUR — Gent (Sint-Amandsberg) — Appartement 2 slpk, 78 m², €1.050/maand + €60 kosten
EPC 142 kWh/m² (label B) · Beschikbaar vanaf 1 juli · Ref. IMMO-88201573

Lichtrijk appartement op de 2de verdieping met terras, ingerichte keuken, kelderberging. Huisdieren bespreekbaar.
Adres: [[ADDRESS|Antwerpsesteenweg 287 bus 5, 9040 Sint-Amandsberg]]
Contact eigenaar: [[NAME|Geert Van Damme]] — [[PHONE|0478 21 93 06]] — [[EMAIL|geert.vandamme@telenet.be]]

-------- Doorgestuurd bericht --------
Van: [[NAME|Geert Van Damme]]
Aan: [[NAME|Amina Boukhari]] <[[EMAIL|amina.boukhari@hotmail.be]]>
Onderwerp: Re: bezoek appartement

Dag [[NAME|Amina]],

Fijn dat het appartement je bevalt. Voor de huurwaarborg (2 maanden, €2.100) vraag ik een geblokkeerde rekening op jouw naam bij je bank. Als dat niet lukt, mag je het overschrijven naar [[IBAN|BE28 9929 1794 9520]] en zet ik het zelf vast.
Voor de wifi (Telenet, geen aparte kosten): netwerk "GVD-Antwerpse287", paswoord [[SECRET|Zonnebloem!2019kelder]].
Mag ik nog je rijksregisternummer voor het contract? Dat van mij staat er al op ([[PERSONAL_ID|72.08.30-973.83]]).

Groeten,
[[NAME|Geert]]`],

  // IE hospital appointment letter (HSE)
  ['hospital-letter', 'en', `Ospidéal Ollscoile Chorcaí / Cork University Hospital
Outpatients Department · [[ADDRESS|Wilton, Cork T12 DC4A]] · Appointments line [[PHONE|021 492 2000]]

PRIVATE & CONFIDENTIAL
Mr [[NAME|Pádraig Ó Ceallaigh]]
[[ADDRESS|4 Glenheights Road, Ballyvolane, Cork T23 R6X2]]

Date: 14/05/2025    MRN: 0918223    Hospital No.: CUH-7720184
PPS No.: [[PERSONAL_ID|6532680U]]    Date of Birth: [[DATE_OF_BIRTH|19/01/1962]]

Dear Mr [[NAME|Ó Ceallaigh]],

An appointment has been arranged for you at the Cardiology Clinic (Consultant: Dr [[NAME|Siobhán Kiely]]) on Tuesday 10 June 2025 at 14:15.
Please bring a list of your current medications and your medical card (GMS No. 1184220K).
If you cannot attend, please phone [[PHONE|021 492 2431]] or text your name and MRN to [[PHONE|087 160 4410]].

Patient Services`],

  // IE Garda vetting form with passport MRZ
  ['form', 'en', `NATIONAL VETTING BUREAU — NVB1 Vetting Invitation Form (extract as typed by the organisation)
Organisation: Ballincollig Community Sports Club CLG · Liaison person: [[NAME|Dermot Cronin]], [[PHONE|086 441 2290]]

Applicant surname: [[NAME|NÍ MHAOLÁIN]]          Forename(s): [[NAME|RÓISÍN]]
Date of birth: [[DATE_OF_BIRTH|12 April 1988]]        Place of birth: Galway
Current address: [[ADDRESS|Apt 12, Riverside Walk, Ballincollig, Co. Cork P31 KH63]]
Mobile: [[PHONE|+353 85 720 1143]]        Email: [[EMAIL|roisin.nimhaolain@gmail.com]]
Driving licence no.: [[DRIVER_LICENSE|188402715]]
Photo ID seen: passport (copy of data page, machine-readable zone):
P<IRL[[NAME|NI<MHAOLAIN<<ROISIN]]<<<<<<<<<<<<<<<<<<<<
[[PASSPORT|PB48172633IRL8804123F3109270<<<<<<<<<<<<<<06]]

Previous addresses (last 5 years): [[ADDRESS|21 Lower Salthill Road, Galway H91 F8P2]] (2019–2023)
Role: under-12 camogie coach (volunteer)`],

  // SK bank statement
  ['bank-statement', 'sk', `Slovenská sporiteľňa, a.s. · Výpis z účtu č. 5/2025 · obdobie 01.05.2025 – 31.05.2025
Majiteľ účtu: Ing. [[NAME|Martin Kováčik]]
Adresa: [[ADDRESS|Nám. SNP 14, 974 01 Banská Bystrica]]
IBAN: [[IBAN|SK39 0100 0000 0051 4741 4235]]   BIC: [[BIC|GIBASKBX]]   Mena: EUR

Dátum      Popis transakcie                                          Suma       Zostatok
02.05.     Počiatočný zostatok                                                      1 842,17
05.05.     Mzda 04/2025 — Stredoslovenská energetika                  +1 964,00   3 806,17
07.05.     Trvalý príkaz nájom — [[NAME|Zuzana Hrušková]], [[IBAN|CZ17 2010 0000 0039 9589 7517]]     -480,00   3 326,17
12.05.     Platba kartou **** 8841 LIDL BANSKA BYSTRICA                   -63,48   3 262,69
15.05.     Prevod — [[NAME|Kováčiková Lenka]] VS 0525 KS 0558              +150,00   3 412,69
20.05.     SEPA prevod — [[NAME|Bálint Tóth]], [[IBAN|HU75159592618163214275302264]], "kosenie 05"      -120,00   3 292,69
31.05.     Poplatok za vedenie účtu                                          -4,90   3 287,79

Klientske centrum: [[PHONE|0850 111 111]] · [[EMAIL|info@slsp.sk]]`],

  // BG phone bill
  ['phone-bill', 'bg', `А1 България ЕАД · Месечна сметка № 7712049182 · Период 01.04.2025 – 30.04.2025

Абонат: [[NAME|Елена Димитрова Иванова]]
ЕГН: [[PERSONAL_ID|8612217072]]
Адрес за кореспонденция: [[ADDRESS|ж.к. „Младост" 1, бл. 47, вх. Б, ет. 6, ап. 38, 1784 София]]
Клиентски номер: 1.44019283

Услуги                                     Номер               Сума (лв.)
A1 ONE 3                                   [[PHONE|0887 214 309]]        29,99
A1 ONE Kids                                [[PHONE|0889 702 451]]        12,99
Допълнителни услуги (SMS кратък номер 1871)                      2,40
Общо с ДДС                                                       45,38

Подробна справка за разговорите (извадка):
03.04 08:14  изходящ  [[PHONE|+359 2 981 44 20]]   00:03:12
09.04 19:02  изходящ  [[PHONE|0878 330 118]]      00:11:47
21.04 12:30  роуминг ЕС, Гърция  [[PHONE|+30 2310 240 118]]   00:01:05

Срок за плащане: 20.05.2025. Плащане с код 7712049182 в EasyPay или по IBAN на А1 (посочен на гърба).`],

  // EE school letter
  ['school-letter', 'et', `Tallinna Kesklinna Põhikool · [[ADDRESS|Kaupmehe 6, 10114 Tallinn]] · [[PHONE|+372 646 1290]] · [[EMAIL|kool@kesklinna.tln.edu.ee]]

Lugupeetud lapsevanem [[NAME|Kadri Tamm]] (isikukood [[PERSONAL_ID|48409192096]]),

Teie laps [[NAME|Mia Tamm]] (isikukood [[PERSONAL_ID|61403152309]], sündinud [[DATE_OF_BIRTH|15.03.2014]]) on registreeritud 5.b klassi 2025/2026. õppeaastaks.

Palume hiljemalt 10. juuniks 2025 esitada:
1) tervisetõend perearstilt;
2) nõusolek ujumistundideks (vorm eKoolis);
3) kontaktandmete kinnitus — meil on praegu: [[PHONE|+372 5382 1174]], [[EMAIL|kadri.tamm@gmail.com]], [[ADDRESS|Tartu mnt 52-17, 10115 Tallinn]].

Küsimuste korral pöörduge klassijuhataja [[NAME|Ülle Saar]] poole ([[EMAIL|ulle.saar@kesklinna.tln.edu.ee]]).

Lugupidamisega
[[NAME|Andres Kuusk]], direktor`],

  // LV insurance letter
  ['insurance-letter', 'lv', `AAS "BALTA" · OCTA polise Nr. BAL-OCTA-25-0418822

Cien. [[NAME|Jānis Bērziņš]]
[[ADDRESS|Brīvības iela 188 - 24, Rīga, LV-1012]]

Rīgā, 2025. gada 12. maijā

Par apdrošināšanas atlīdzības lietu Nr. 25-OC-11720

Informējam, ka ceļu satiksmes negadījumā 2025. gada 28. aprīlī ar Jūsu transportlīdzekli (valsts reģistrācijas Nr. [[LICENSE_PLATE|KM-4821]], VIN YV1DZ8256C2301188) nodarītie zaudējumi trešajai personai ir atlīdzināti 1 287,40 EUR apmērā.
Polises turētājs: [[NAME|Jānis Bērziņš]], personas kods [[PERSONAL_ID|030788-186176]].

Cietušās puses atlīdzība izmaksāta uz kontu [[IBAN|LV27 HABA 4252 1331 0183 9]] ([[NAME|Laura Ozola]]).

Jautājumu gadījumā zvaniet [[PHONE|+371 6708 2000]] vai rakstiet [[EMAIL|atlidzibas@balta.lv]].
Atlīdzību speciāliste [[NAME|Inga Liepiņa]]`],

  // AR voicemail transcription
  ['voicemail', 'es', `Transcripción automática — Mensaje de voz — Recibido 19/05/2025 18:42 — De: [[PHONE|+54 9 11 5832-4470]] — Duración 0:58

"Hola, buenas tardes, habla [[NAME|Martín Gómez]], te llamo por el tema de la factura del monotributo, que me llegó mal la categoría. Eh, te paso mis datos para que lo veas: mi CUIT es [[TAX_ID|20-31633538-2]], el domicilio fiscal es [[ADDRESS|Av. Corrientes 4127, piso 6 depto B, CABA]]. La factura es la 0003-00001842. Si me podés llamar mañana a la mañana al [[PHONE|11 5832 4470]] o si no al fijo de mi vieja, [[PHONE|4982-1176]], que ahí estoy hasta las once. Y otra cosa, mi señora, [[NAME|Valeria]], también necesita el alta, su CUIL es [[TAX_ID|27-28614083-7]]. Bueno, gracias, chau."

[Confianza de la transcripción: 87 %]`],

  // CL classified ad
  ['classified-ad', 'es', `VENDO Suzuki Swift 1.2 GLX 2019 — $7.490.000 — Región Metropolitana, La Florida
Publicado hace 2 días · Aviso N° 118402277

Único dueño, 58.000 km, mantenciones al día en concesionario (libreta), revisión técnica vigente hasta 11/2025, permiso de circulación pagado. Patente [[LICENSE_PLATE|LVPR-63]]. Neumáticos nuevos. No acepto permuta.

Se puede ver en [[ADDRESS|Pasaje Los Aromos 0218, La Florida, Santiago]] (sábados de 10 a 14 h).
Llamar o WhatsApp: [[PHONE|+56 9 9182 4407]] — [[NAME|Rodrigo]]
Correo: [[EMAIL|rodrigo.munoz.v@gmail.com]]

Preguntas al vendedor
— ¿Tiene prenda? / No, libre de prenda, papeles al día. Te mando el certificado de anotaciones vigentes si quieres.
— ¿Hace cambio por camioneta? / No, gracias.`],

  // UY civil registry extract
  ['civil-registry', 'es', `REPÚBLICA ORIENTAL DEL URUGUAY — DIRECCIÓN GENERAL DEL REGISTRO DE ESTADO CIVIL
TESTIMONIO DE PARTIDA DE NACIMIENTO — Acta N° 1184 — Año 1991 — Montevideo, Sección Judicial 9ª

Nombre del inscripto: [[NAME|Florencia Beatriz Pereira Acosta]]
Sexo: Femenino
Fecha de nacimiento: [[DATE_OF_BIRTH|doce de agosto de mil novecientos noventa y uno]] ([[DATE_OF_BIRTH|12/08/1991]])
Lugar: Hospital Pereira Rossell, Montevideo
Cédula de identidad asignada: [[PERSONAL_ID|6.639.233-4]]

Padre: [[NAME|Washington Pereira Silva]], uruguayo, C.I. [[PERSONAL_ID|2.146.881-7]], domiciliado en [[ADDRESS|Av. 8 de Octubre 3521, Montevideo]]
Madre: [[NAME|Graciela Acosta Núñez]], uruguaya

Expedido a solicitud de la interesada el 14 de mayo de 2025 para trámite de ciudadanía italiana. Timbre profesional N° 0471182.
Firma: Oficial de Estado Civil [[NAME|M. Rodríguez]]`],

  // ZA loyalty programme sign-up confirmation
  ['loyalty-signup', 'en', `From: Clicks ClubCard <no-reply@clicks-clubcard.example.co.za>
To: [[EMAIL|thandiwe.nkosi92@gmail.com]]
Subject: Welcome to ClubCard, [[NAME|Thandiwe]]! Please confirm your details

Hi [[NAME|Thandiwe]],

Thanks for joining ClubCard at Clicks Rosebank. Here are the details we captured in store:

Name: [[NAME|Thandiwe Nkosi]]
ID number: [[PERSONAL_ID|9201251289083]]
Date of birth: [[DATE_OF_BIRTH|25 January 1992]]
Cellphone: [[PHONE|072 418 3306]]
Postal address: [[ADDRESS|14 Jellicoe Avenue, Rosebank, Johannesburg, 2196]]
ClubCard number: 6009 1840 2217 4402 (this is your loyalty card, not a bank card)

Confirm your email to activate your 50 bonus points:
https://clubcard.clicks.example.co.za/confirm?member=CC7720194&token=[[URL_SECRET|vAPGvIBcZS3NtFH6pBNfNWgggrdL]]

Not you? Call the ClubCard helpline on [[PHONE|0860 254 257]].`],

  // GH hospital appointment letter
  ['hospital-letter', 'en', `KORLE BU TEACHING HOSPITAL — Department of Obstetrics & Gynaecology
[[ADDRESS|P.O. Box 77, Korle Bu, Accra]] · Tel: [[PHONE|0302 665 401]]

ANTENATAL CLINIC APPOINTMENT

Name of patient: Mrs. [[NAME|Abena Owusu-Ansah]]
Ghana Card No.: [[PERSONAL_ID|GHA-721849305-6]]
NHIS No.: 09118422   Folder No.: KB/OG/25/04412
Date of birth: [[DATE_OF_BIRTH|30/06/1994]]   Age: 30
Residence: [[ADDRESS|House No. 12, Mango Tree Street, Dansoman, Accra (GA-517-2288)]]
Phone: [[PHONE|024 418 2096]]   Next of kin: [[NAME|Kofi Owusu-Ansah]] (husband), [[PHONE|+233 20 771 4408]]

Next visit: Thursday, 5th June 2025, 8:00 a.m. (Clinic B). Scan booked for 28 weeks.
Please come with your maternal health record book.
Midwife: Sister [[NAME|Comfort Adjei]]`],

  // TZ M-Pesa statement (Swahili)
  ['bank-statement', 'sw', `Vodacom M-Pesa — TAARIFA YA MIAMALA
Jina la Mteja: [[NAME|Neema Joseph Mwakyusa]]
Namba ya Simu: [[PHONE|0754 218 930]]
Namba ya NIDA: [[PERSONAL_ID|19850317-14120-00001-28]]
Kipindi: 01/05/2025 – 20/05/2025

Tarehe       Kumb. Na.      Maelezo                                          Kiasi (TZS)    Salio
02/05 09:14  QE21H7K9LP     Umepokea kutoka [[NAME|JUMA HASSANI]] [[PHONE|0713 402 118]]      150,000        182,400
04/05 17:40  QE44M2R8TB     Umetuma kwa [[NAME|ASHA MUSSA]] [[PHONE|0687 119 204]]              -40,000        141,900
09/05 11:02  QE90A1X3CD     LUKU — Mita 0172 4418 2290 1                         -30,000        111,650
15/05 08:30  QE15T6Y2WQ     Ada ya shule — Lipa Namba 5518802                    -75,000         36,100
18/05 20:11  QE88P0N4ZS     Umepokea kutoka [[NAME|PETRO MWAKYUSA]] [[PHONE|+255 767 330 512]]  100,000        136,100

Huduma kwa wateja: piga 100 (bure).`],

  // SN rental listing + WhatsApp
  ['rental-listing', 'fr', `À LOUER — Dakar, Sacré-Cœur 3 — F4 meublé, 3 chambres, 2 salles de bain, climatisé — 650 000 FCFA/mois
Caution : 2 mois · Avance : 1 mois · Disponible le 1er juin · Annonce n° 41187

Adresse : [[ADDRESS|Villa n° 9412, Sacré-Cœur 3, Dakar]] (derrière la pharmacie Keur Gorgui)
Contact : M. [[NAME|Ousmane Diallo]] — [[PHONE|77 641 28 90]] / [[PHONE|+221 33 824 17 05]] — [[EMAIL|o.diallo.immo@gmail.com]]

--- Conversation WhatsApp exportée ---
[18/05/2025 21:04] [[NAME|Fatou Ndiaye]]: Bonsoir Monsieur [[NAME|Diallo]], l'appartement est toujours disponible ? Je suis avec mon mari, on peut visiter demain ?
[18/05/2025 21:10] [[NAME|Ousmane Diallo]]: Bonsoir Madame, oui demain 17h c'est possible. Le gardien s'appelle [[NAME|Modou]], son numéro [[PHONE|76 502 11 38]].
[18/05/2025 21:11] [[NAME|Fatou Ndiaye]]: Merci. Le wifi est inclus ?
[18/05/2025 21:13] [[NAME|Ousmane Diallo]]: Oui fibre Orange, le code actuel c'est [[SECRET|Diallo@SC3-2024]] mais je le change à l'entrée des locataires.
[18/05/2025 21:14] [[NAME|Fatou Ndiaye]]: 👍`],

  // TN insurance letter (French)
  ['insurance-letter', 'fr', `STAR — Société Tunisienne d'Assurances et de Réassurances
Agence Sfax Médina · [[ADDRESS|Avenue Habib Bourguiba 52, 3000 Sfax]] · Tél. [[PHONE|+216 74 222 418]]

Sfax, le 13 mai 2025

Monsieur [[NAME|Mohamed Ali Trabelsi]]
[[ADDRESS|Route de Gremda km 4, Rue 18 n° 7, 3062 Sfax]]

Objet : Sinistre automobile n° 2025/SF/01882 — règlement

Monsieur,

Suite à l'expertise du 29 avril 2025, nous vous informons que l'indemnité de 3 840,500 DT vous sera versée par virement sur votre compte [[IBAN|TN14 1022 1723 1591 1084 2990]].
Assuré : [[NAME|Mohamed Ali Trabelsi]], CIN n° [[PERSONAL_ID|08412937]], contrat n° 11-004412-A.
Véhicule : Peugeot 208, immatriculation [[LICENSE_PLATE|218 تونس 4471]].

Pour toute information, contactez votre conseiller Mme [[NAME|Sonia Gharbi]] au [[PHONE|98 412 207]].

Veuillez agréer, Monsieur, nos salutations distinguées.`],

  // IL police report (Hebrew)
  ['police-report', 'he', `משטרת ישראל — תחנת רמת גן — אישור הגשת תלונה
מספר תיק: 188412/2025   תאריך: 14/05/2025

שם המתלונן: [[NAME|יוסי אברהמי]]
ת.ז.: [[PERSONAL_ID|971028220]]
תאריך לידה: [[DATE_OF_BIRTH|03/11/1979]]
כתובת: [[ADDRESS|רחוב ביאליק 41, דירה 6, רמת גן 5245105]]
טלפון נייד: [[PHONE|052-741-8830]]
רישיון נהיגה מס׳: [[DRIVER_LICENSE|7718402]]

תיאור האירוע: בתאריך 13/05/2025 בין השעות 22:00 ל-06:30 נגנב רכב פרטי מסוג מאזדה 3, מספר רישוי [[LICENSE_PLATE|12-345-67]], שחנה ברחוב ז׳בוטינסקי 88.
פוליסת ביטוח: הראל 4401-88120.

חוקר: רס״ב [[NAME|מירב כהן]]
העתק נשלח לדוא״ל: [[EMAIL|yossi.avrahami@walla.co.il]]`],

  // PK electricity bill
  ['utility-bill', 'en', `LAHORE ELECTRIC SUPPLY COMPANY (LESCO) — ELECTRICITY BILL — MAY 2025
Reference No: 07 11224 0418220 U   Tariff: A-1a(01)   Load: 5 kW   Feeder: GULBERG-III

NAME & ADDRESS:
[[NAME|MUHAMMAD IMRAN QURESHI]]
S/O [[NAME|ABDUL RASHEED QURESHI]]
[[ADDRESS|HOUSE 118-B, BLOCK C, GULBERG III, LAHORE]]
CNIC: [[PERSONAL_ID|35202-4471829-3]]   MOBILE: [[PHONE|0321-4482097]]

Reading   Previous 18420   Present 18991   Units 571
Cost of electricity   Rs 28,410   FC surcharge Rs 1,713   GST Rs 5,470   TV fee Rs 35
PAYABLE WITHIN DUE DATE (24-05-2025): Rs 36,118      AFTER DUE DATE: Rs 38,960

Online payment: HBL, MCB, JazzCash, Easypaisa (consumer ID 0711224041822).
Refund of excess payment of April will be credited to [[IBAN|PK71 HABB 9819 2974 4869 4515]] (as per request No. R-4412).
Complaints: 118 · [[EMAIL|complaints@lesco.gov.pk]]`],

  // MY school letter (Malay)
  ['school-letter', 'ms', `SEKOLAH KEBANGSAAN TAMAN MELAWATI
[[ADDRESS|Jalan Kuari, Taman Melawati, 53100 Kuala Lumpur]] · Tel: [[PHONE|03-4108 2290]]

Rujukan: SKTM/HEM/2025/118                                       Tarikh: 16 Mei 2025

Kepada:
Puan [[NAME|Siti Hajar binti Abdullah]]
[[ADDRESS|No. 27, Jalan Melawati 4/2, Taman Melawati, 53100 Kuala Lumpur]]

Tuan/Puan,

PERMOHONAN BANTUAN AWAL PERSEKOLAHAN (BAP) 2025

Dengan hormatnya dimaklumkan bahawa permohonan bagi murid [[NAME|Muhammad Aiman bin Hafiz]] (Tahun 3 Bestari) telah diluluskan.
No. MyKad ibu/bapa/penjaga: [[PERSONAL_ID|860419-14-5528]]
No. MyKid murid: [[PERSONAL_ID|160827-10-0915]]
Bayaran RM150 akan dikreditkan ke akaun bank penjaga.

Sebarang pertanyaan sila hubungi Guru Hal Ehwal Murid, Encik [[NAME|Rahman Yusof]], di talian [[PHONE|012-391 4470]] atau e-mel [[EMAIL|hem.sktm@moe-dl.edu.my]].

Sekian, terima kasih.
"MALAYSIA MADANI"
(PN. [[NAME|NORAZIAH BINTI ISMAIL]])
Guru Besar`],

  // HK insurance letter with premium autopay card
  ['insurance-letter', 'en', `Harbourview Life Insurance (Bermuda) Ltd · [[ADDRESS|28/F, Lee Garden One, 33 Hysan Avenue, Causeway Bay, Hong Kong]]
Customer Hotline [[PHONE|+852 2881 5300]]

Mr [[NAME|CHAN Tai Wing]] ([[NAME|陳大榮]])
[[ADDRESS|Flat D, 17/F, Block 3, Kornhill, 2 Kornhill Road, Quarry Bay, Hong Kong]]

20 May 2025
Policy No.: HVL-41-8820174   Plan: Medi-Shield Plus

Dear Mr [[NAME|Chan]],

Change of premium payment method — confirmation

We confirm that from the July 2025 premium onwards, your premium of HKD 1,284.00 per month will be charged to your JCB card [[CREDIT_CARD|3546 2180 0455 2892]] (expiry 11/28), replacing the autopay from your HSBC account.

Policyholder: [[NAME|CHAN Tai Wing]], HKID [[PERSONAL_ID|K667737(1)]], date of birth [[DATE_OF_BIRTH|18/03/1971]]
Insured: [[NAME|CHAN Hoi Yan]] (daughter), HKID [[PERSONAL_ID|Y319768(7)]]
Contact on file: [[PHONE|9128 4470]] / [[EMAIL|taiwing.chan@netvigator.com]]

Yours sincerely,
[[NAME|Winnie Lau]]
Policy Services`],

  // NZ Inland Revenue letter
  ['tax-letter', 'en', `Te Tari Taake — Inland Revenue
[[NAME|Aroha Ngata]]
[[ADDRESS|22 Kauri Street, Hamilton East, Hamilton 3216]]

19 May 2025
IRD number: [[TAX_ID|197-369-930]]
Letter ID: L1948-3307

Your income tax assessment for the year ended 31 March 2025

Kia ora [[NAME|Aroha]],

We've worked out your income tax for the 2025 year. You're getting a refund of $412.36.
We'll pay it into your bank account ending in 02 (the full account number is in myIR) within 5 working days.

Income we hold for you:
  Kiwiride Ltd (contractor payments, schedular)   $31,840.00   tax deducted $6,368.00
  Interest — ASB Bank                                  $84.17   tax deducted $8.84

If something's not right, let us know by 18 July 2025 through myIR, or call us on [[PHONE|0800 227 774]].

Ngā mihi
Inland Revenue`],

  // GE civil registry extract (Georgian)
  ['civil-registry', 'ka', `საქართველოს იუსტიციის სამინისტრო — სახელმწიფო სერვისების განვითარების სააგენტო
ამონაწერი დაბადების რეგისტრაციის შესახებ № 01-25/188412

დაბადებული: [[NAME|ნინო ბერიძე]] ([[NAME|NINO BERIDZE]])
დაბადების თარიღი: [[DATE_OF_BIRTH|1993 წლის 14 თებერვალი]]
დაბადების ადგილი: ქ. ბათუმი
პირადი ნომერი: [[PERSONAL_ID|61004071839]]

მამა: [[NAME|გიორგი ბერიძე]], პირადი ნომერი [[PERSONAL_ID|61001028844]]
დედა: [[NAME|მარინა ხალვაში]]

მისამართი: [[ADDRESS|ქ. ბათუმი, ჭავჭავაძის ქ. 41, ბინა 12]]
პასპორტის ნომერი (ამონაწერის მომთხოვნი): [[PASSPORT|15IA48201]]
გაცემის თარიღი: 12.05.2025 · ოპერატორი: [[NAME|თამარ ნოღაიდელი]]`],

  // LU CNS letter to a German cross-border worker
  ['insurance-letter', 'fr', `Caisse nationale de santé · [[ADDRESS|125, route d'Esch, L-1471 Luxembourg]] · Tél. [[PHONE|+352 27 57-1]]

Monsieur [[NAME|Wolfgang Weber]]
[[ADDRESS|Saarstraße 112, 54290 Trier]]
Allemagne

Luxembourg, le 15 mai 2025

Matricule : [[PERSONAL_ID|1961 1128 35663]]
Concerne : attestation S1 — inscription auprès de votre caisse de maladie de résidence

Monsieur,

En tant que travailleur frontalier affilié au Luxembourg depuis le 01/03/2025 (employeur : Cargolux Airlines International S.A.), vous avez droit aux prestations en nature dans votre pays de résidence. Veuillez remettre le formulaire S1 ci-joint à votre caisse allemande.

Données transmises à la caisse allemande :
Date de naissance : [[DATE_OF_BIRTH|28/11/1961]]
N° d'assurance pension allemand (Rentenversicherungsnummer) : [[SOCIAL_SECURITY|53 281161 W 114]]
Compte pour les remboursements : [[IBAN|LU49 1385 6050 4364 6347]]

Pour toute question : [[EMAIL|cns-frontaliers@secu.lu]]

Service Affiliation — [[NAME|Anne Schmit]]`],

  // CY letter to a British retiree
  ['pension-letter', 'en', `International Pension Centre · The Pension Service 11 · [[ADDRESS|Mail Handling Site A, Wolverhampton WV98 1LW]]
Telephone [[PHONE|+44 191 218 7777]]

Mrs [[NAME|Margaret Ellison-Hughes]]
[[ADDRESS|Villa 14, Agiou Georgiou Street, 8560 Peyia, Paphos]]
Cyprus

Date: 9 May 2025
National Insurance number: [[UK_NINO|PN 73 90 15 A]]

Dear Mrs [[NAME|Ellison-Hughes]],

Your State Pension — life certificate

To keep paying your State Pension we need you to complete and return the enclosed life certificate by 20 June 2025. It must be signed by a witness who has known you for at least 2 years and who is not a relative.

We currently pay £221.20 a week every 4 weeks into your account at Bank of Cyprus, [[IBAN|CY56 0020 2726 2791 4426 5421 1242]].
Our records show your date of birth as [[DATE_OF_BIRTH|2 March 1957]] and your phone number as [[PHONE|+357 99 418 207]].

If any of this is wrong, please tell us.

Yours sincerely
International Pension Centre`],

  // Wales hospital appointment letter (bilingual)
  ['hospital-letter', 'cy', `Bwrdd Iechyd Prifysgol Hywel Dda / Hywel Dda University Health Board
Ysbyty Glangwili, [[ADDRESS|Heol Dolgwili, Caerfyrddin SA31 2AF]] · Ffôn/Tel [[PHONE|01267 235151]]

Mrs [[NAME|Eleri Prys-Jones]]
[[ADDRESS|Bryn Awel, 3 Heol y Felin, Llandeilo SA19 6RE]]

Rhif GIG / NHS No: [[UK_NHS|667 056 1164]]       Dyddiad geni / Date of birth: [[DATE_OF_BIRTH|07/05/1948]]
Rhif ysbyty / Hospital No: H0718224

Annwyl Mrs [[NAME|Prys-Jones]], / Dear Mrs [[NAME|Prys-Jones]],

Mae apwyntiad wedi ei drefnu i chi yn y Clinig Llygaid ddydd Mercher 18 Mehefin 2025 am 10:40.
An appointment has been arranged for you at the Eye Clinic on Wednesday 18 June 2025 at 10:40.

Gofalwr / Carer: [[NAME|Dafydd Prys-Jones]] (mab / son), NHS No [[UK_NHS|551 725 6651]], [[PHONE|07700 900761]]

Os na allwch ddod, ffoniwch / If you cannot attend, please phone [[PHONE|0300 303 8322]].`],

  // ES police report (denuncia)
  ['police-report', 'es', `POLICÍA NACIONAL — Comisaría de Distrito Ruzafa (Valencia)
DENUNCIA — Atestado n.º 11840/25 — Fecha: 11/05/2025 — Hora: 12:20

DENUNCIANTE
Nombre y apellidos: [[NAME|Carmen Llorens Vidal]]
DNI: [[ES_DNI|24760475D]]     Fecha de nacimiento: [[DATE_OF_BIRTH|28/02/1975]]
Domicilio: [[ADDRESS|C/ Sueca 47, pta. 9, 46006 Valencia]]
Teléfono: [[PHONE|655 214 907]]     Correo: [[EMAIL|carmenllorens75@gmail.com]]

HECHOS
Que el día 10/05/2025, sobre las 23:30, en la terraza del bar situado en C/ Cádiz, una persona desconocida le sustrajo el bolso del respaldo de la silla. En el bolso llevaba su DNI, la tarjeta Visa terminada en 6670, un teléfono móvil iPhone 13 (IMEI 353918274401228) y las llaves del vehículo matrícula [[LICENSE_PLATE|4821 LKM]].
Que una testigo, [[NAME|Olena Kravchenko]], con NIE [[ES_DNI|Y4462897Z]], teléfono [[PHONE|+34 611 428 093]], vio a un varón de unos 25 años huir en patinete hacia la Gran Vía.

Instructor: Agente con carné profesional 118204.`],

  // no PII: EE school lunch menu
  ['menu', 'et', `Tallinna Kesklinna Põhikool — koolilõuna menüü, 26.–30. mai 2025

E 26.05  Hakklihakaste (1, 7), keedukartul, porgandisalat · Taimne: läätsekaste · Piim/keefir
T 27.05  Kanasupp (9), rukkileib (1) · Kohupiimavorm kisselliga (3, 7)
K 28.05  Ahjukala (4) tilliga, riis, kurgisalat · Taimne: köögiviljapirukas (1, 3)
N 29.05  Seljanka (9) · Pannkoogid moosiga (1, 3, 7)
R 30.05  Makaronid hakklihaga (1) · Taimne: makaronid sojahakkega (6) · Arbuus

Allergeenid: 1 gluteen, 3 muna, 4 kala, 6 soja, 7 piim, 9 seller.
Portsjoni hind 1,60 € (toetus 1,60 €). Menüü võib muutuda. Versioon 3 / koostatud 19.05.2025.`],

  // no PII: PT Euromilhões results
  ['lottery-results', 'pt', `EUROMILHÕES — Sorteio n.º 041/2025 — 23/05/2025

Chave: 07 - 18 - 29 - 33 - 44    Estrelas: 02 - 11

Prémio     Acertos    Apostas premiadas (PT)    Valor (€)
1.º        5 + 2      0                        —  (jackpot 97 000 000,00 no próximo sorteio)
2.º        5 + 1      1                        412 117,84
3.º        5 + 0      2                        38 420,10
13.º       2 + 0      141 882                  4,21

M1LHÃO: código sorteado PFN 18204 (Lisboa).
Prazo de pagamento: 90 dias a contar de 26/05/2025. Reclamações: formulário n.º JSCML-06.
Referência do resultado: 2025-041-EM-4f1c9a.`],

  // no PII: IE tide table
  ['tide-table', 'en', `Tide predictions — Galway (Port) — week of 26 May 2025 — times IST, heights in metres above chart datum

Mon 26  HW 03:41 4.9  LW 09:58 0.6  HW 16:09 5.0  LW 22:20 0.5
Tue 27  HW 04:27 5.1  LW 10:44 0.4  HW 16:55 5.2  LW 23:06 0.3
Wed 28  HW 05:12 5.2  LW 11:29 0.3  HW 17:40 5.3  LW 23:51 0.2
Thu 29  HW 05:57 5.2  LW 12:13 0.3  HW 18:24 5.3
Fri 30  LW 00:35 0.3  HW 06:42 5.1  LW 12:58 0.4  HW 19:09 5.2

Station 53.2692 N, 9.0481 W · Data: Marine Institute model v2.3.1 · Predictions only; weather can change levels by ±0.3 m.
Spring tides on Wed–Thu (new moon 27 May, 03:02).`],
]
