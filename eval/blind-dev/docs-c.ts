import type { Raw } from './build.ts'

// CSV and TSV exports (30), JSON and YAML records (30).
// In tables whose address is split over columns only the street cell is labelled ADDRESS (a postcode or
// a city in a cell of its own is not); a cell holding postcode and city together is.
export const DOCS_C: Raw[] = [
  ['csv', 'de', `Kundennr;Anrede;Vorname;Nachname;Straße;PLZ;Ort;Telefon;E-Mail;Geburtsdatum
100481;Frau;[[NAME|Sabine]];[[NAME|Krause]];[[ADDRESS|Bergstraße 12]];69120;Heidelberg;[[PHONE|06221 805 183]];[[EMAIL|sabine.krause@t-online.de]];[[DATE_OF_BIRTH|14.05.1968]]
100482;Herr;[[NAME|Murat]];[[NAME|Aydın]];[[ADDRESS|Hohenzollernring 88]];50672;Köln;[[PHONE|0221 2879 1174]];[[EMAIL|m.aydin@gmx.net]];[[DATE_OF_BIRTH|03.11.1990]]
100483;Divers;[[NAME|Kim]];[[NAME|Weber]];[[ADDRESS|Am Markt 4]];18055;Rostock;[[PHONE|+49 381 4655 682]];[[EMAIL|kim.weber@mailbox.org]];[[DATE_OF_BIRTH|27.02.2001]]
100484;Frau;[[NAME|Ewa]];[[NAME|Nowicka-Brandt]];[[ADDRESS|Weender Landstr. 3]];37073;Göttingen;;[[EMAIL|ewa.nb@uni-goettingen.de]];[[DATE_OF_BIRTH|09.09.1975]]`],

  ['csv', 'en', `"customer_id","first_name","last_name","email","phone","street","city","state","zip","signup_date"
"C-20931","[[NAME|Brianna]]","[[NAME|O'Neill]]","[[EMAIL|bri.oneill@yahoo.com]]","[[PHONE|(617) 555-0148]]","[[ADDRESS|77 Beacon St Apt 5]]","Boston","MA","02108","2026-03-14"
"C-20932","[[NAME|DeShawn]]","[[NAME|Williams]]","[[EMAIL|dwilliams@outlook.com]]","[[PHONE|312-555-0163]]","[[ADDRESS|1400 N Lake Shore Dr]]","Chicago","IL","60610","2026-03-14"
"C-20933","[[NAME|Hye-jin]]","[[NAME|Park]]","[[EMAIL|hyejin.park@gmail.com]]","[[PHONE|+1 213 555 0190]]","[[ADDRESS|3434 Wilshire Blvd #1210]]","Los Angeles","CA","90010","2026-03-15"
"C-20934","[[NAME|José]]","[[NAME|García López]]","[[EMAIL|jgarcia.lopez@icloud.com]]","","[[ADDRESS|2200 Ross Ave, Ste 4100]]","Dallas","TX","75201","2026-03-16"`],

  ['csv', 'en', `id\tnombre\tapellidos\tdni\ttelefono\tcorreo\tdireccion\tcp\tciudad
1\t[[NAME|Alejandro]]\t[[NAME|Martín Sánchez]]\t[[ES_DNI|48818988Q]]\t[[PHONE|+34 655 523 477]]\t[[EMAIL|amartin@telefonica.net]]\t[[ADDRESS|Calle Mayor 18, 2ºD]]\t28013\tMadrid
2\t[[NAME|Nuria]]\t[[NAME|Puig i Soler]]\t[[ES_DNI|80521785G]]\t[[PHONE|933 186 898]]\t[[EMAIL|nuria.puig@gmail.com]]\t[[ADDRESS|Carrer de Provença 301]]\t08037\tBarcelona
3\t[[NAME|Ibrahim]]\t[[NAME|Diallo]]\t[[ES_DNI|Y6312976L]]\t[[PHONE|644 81 34 72]]\t\t[[ADDRESS|Avenida de la Constitución 7]]\t41004\tSevilla`],

  ['csv', 'en', `Employee ID,Name,Department,Title,Work Phone,Mobile,Email,Start Date,Manager
E1001,[[NAME|Sarah Chen]],Engineering,Staff Engineer,[[PHONE|+1 650 555 0111 x204]],[[PHONE|650-555-0177]],[[EMAIL|sarah.chen@northwind.io]],2019-04-01,[[NAME|Raj Patel]]
E1002,[[NAME|Raj Patel]],Engineering,VP Engineering,[[PHONE|+1 650 555 0111 x100]],,[[EMAIL|raj.patel@northwind.io]],2016-09-12,[[NAME|Laura Kim]]
E1003,"[[NAME|Müller, Jens]]",Sales DACH,Account Executive,[[PHONE|+49 89 2481 9394]],[[PHONE|+49 160 9909 7718]],[[EMAIL|jens.mueller@northwind.io]],2021-01-15,[[NAME|Anna Rossi]]
E1004,[[NAME|Anna Rossi]],Sales EMEA,Director,[[PHONE|+39 02 8724 9331]],[[PHONE|+39 347 263 8379]],[[EMAIL|anna.rossi@northwind.io]],2018-06-01,[[NAME|Laura Kim]]`],

  ['csv', 'en', `transaction_id,date,amount,currency,card_number,card_holder,merchant,status
tx_8f2a91,2026-11-01T10:22:04Z,49.90,EUR,[[CREDIT_CARD|4505124823239223]],[[NAME|MARIE LEFEVRE]],Fnac Darty,settled
tx_8f2a92,2026-11-01T10:25:41Z,1299.00,EUR,[[CREDIT_CARD|5572107619897309]],[[NAME|LUCA ROMANO]],MediaMarkt IT,settled
tx_8f2a93,2026-11-01T10:31:09Z,18.50,GBP,[[CREDIT_CARD|345729177336649]],[[NAME|JAMES HARRINGTON]],Deliveroo,declined
tx_8f2a94,2026-11-01T10:40:55Z,230.00,JPY,[[CREDIT_CARD|3528758322562166]],[[NAME|YUKI MORI]],Lawson,settled
tx_8f2a95,2026-11-01T10:41:12Z,75.00,USD,[[CREDIT_CARD|6011059161742994]],[[NAME|ASHLEY NGUYEN]],Target #1942,refunded`],

  ['csv', 'de', `Nachname|Vorname|Geb.-Datum|SV-Nummer|Steuer-ID|Krankenversichertennr.|IBAN|Eintritt
[[NAME|Yilmaz]]|[[NAME|Ayşe]]|[[DATE_OF_BIRTH|07.05.1979]]|[[SOCIAL_SECURITY|12 070579 Y 501]]|[[TAX_ID|71353362944]]|[[KVNR|I842179221]]|[[IBAN|DE11304647646320038276]]|01.04.2015
[[NAME|Becker]]|[[NAME|Thomas]]|[[DATE_OF_BIRTH|22.10.1986]]|[[SOCIAL_SECURITY|53 221086 B 001]]|[[TAX_ID|24519716138]]|[[KVNR|T130158041]]|[[IBAN|DE16861775043867786708]]|15.08.2019`],

  ['csv', 'en', `Voornaam,Achternaam,BSN,Geboortedatum,Straat,Huisnummer,Postcode,Woonplaats,Telefoon,IBAN
[[NAME|Daan]],[[NAME|Jansen]],[[NL_BSN|492653240]],[[DATE_OF_BIRTH|1992-08-19]],[[ADDRESS|Lange Voorhout]],[[ADDRESS|12]],2514 ED,Den Haag,[[PHONE|06 1829 2599]],[[IBAN|NL77ABWI8171592030]]
[[NAME|Fatima]],[[NAME|El Idrissi]],[[NL_BSN|185195738]],[[DATE_OF_BIRTH|1987-01-03]],[[ADDRESS|Witte de Withstraat]],[[ADDRESS|61-B]],3012 BP,Rotterdam,[[PHONE|+31 10 448 7273]],[[IBAN|NL70TFUI4655522159]]
[[NAME|Bram]],[[NAME|van Dijk]],[[NL_BSN|826081605]],[[DATE_OF_BIRTH|2000-12-30]],[[ADDRESS|Vismarkt]],[[ADDRESS|4]],9712 CA,Groningen,,`],

  ['csv', 'en', `order_no;order_date;ship_name;ship_street;ship_postcode;ship_city;ship_country;phone;total
WEB-2611-00471;2026-11-20;[[NAME|Oliver Grant]];[[ADDRESS|14 Kings Parade]];CB2 1SJ;Cambridge;GB;[[PHONE|01223 436 582]];£64.99
WEB-2611-00472;2026-11-20;[[NAME|Niamh Byrne]];[[ADDRESS|9 Merrion Square North]];D02 F220;Dublin 2;IE;[[PHONE|+353 1 610 1475]];€112.40
WEB-2611-00473;2026-11-20;[[NAME|Emily Zhang]];[[ADDRESS|401/18 Cooper St]];2010;Surry Hills NSW;AU;[[PHONE|+61 2 9136 1064]];A$89.00
WEB-2611-00474;2026-11-21;[[NAME|Mateus Oliveira]];[[ADDRESS|Av. Paulista, 1578]];01310-200;São Paulo;BR;[[PHONE|+55 11 3141-4914]];R$ 349,90`],

  ['csv', 'en', `patient_id,mrn,family_name,given_name,dob,sex,nhs_number,postcode,gp_practice
P000381,RX4471823,[[NAME|Okonkwo]],[[NAME|Adaeze]],[[DATE_OF_BIRTH|1983-06-02]],F,[[UK_NHS|215 115 9841]],M14 5TP,Rusholme Health Centre
P000382,RX4471824,[[NAME|Hughes]],[[NAME|Gareth]],[[DATE_OF_BIRTH|1957-12-24]],M,[[UK_NHS|3105538534]],SA1 6BT,Kingsway Surgery
P000383,RX4471825,[[NAME|Kaur]],[[NAME|Harpreet]],[[DATE_OF_BIRTH|1991-03-09]],F,[[UK_NHS|758-247-7006]],B21 9RY,Soho Road Medical Practice`],

  ['csv', 'en', `"Name","Title","Company","Phone","Mobile","Email","LinkedIn"
"[[NAME|Priya Shah]]","Head of Procurement","Tata Consultancy Services","[[PHONE|+91 22 6701 2912]]","[[PHONE|+91 98202 83826]]","[[EMAIL|priya.shah@tcs.com]]","linkedin.com/in/priyashah"
"[[NAME|Kwame Mensah]]","CFO","Accra Agro Ltd","[[PHONE|+233 30 214 4170]]","[[PHONE|+233 24 432 0911]]","[[EMAIL|k.mensah@accra-agro.com.gh]]",""
"[[NAME|Lars Eriksson]]","CTO","Volvo Cars","[[PHONE|+46 31 59 17 79]]","[[PHONE|+46 70 461 92 29]]","[[EMAIL|lars.eriksson@volvocars.com]]","linkedin.com/in/larse"
"Dr. [[NAME|Fatemeh Moradi]]","Research Lead","Sharif Univ.","[[PHONE|+98 21 6600 6882]]","","[[EMAIL|f.moradi@sharif.edu]]",""`],

  ['csv', 'en', `timestamp,src_ip,user,action,resource,status
2026-11-19 22:01:07,[[IP_ADDRESS|203.0.113.47]],[[EMAIL|m.kovacs@firma.hu]],login,/portal,200
2026-11-19 22:01:44,[[IP_ADDRESS|203.0.113.47]],[[EMAIL|m.kovacs@firma.hu]],download,/reports/Q3-2026.xlsx,200
2026-11-19 22:05:13,[[IP_ADDRESS|198.51.100.201]],[[EMAIL|a.horvath@firma.hu]],login,/portal,401
2026-11-19 22:05:20,[[IP_ADDRESS|198.51.100.201]],[[EMAIL|a.horvath@firma.hu]],login,/portal,401
2026-11-19 22:06:02,[[IP_ADDRESS|2001:db8:4f2a::17]],[[EMAIL|admin@firma.hu]],config_change,/admin/sso,200`],

  ['csv', 'en', `Fornavn;Etternavn;Fødselsnummer;Adresse;Postnr;Sted;Mobil
[[NAME|Kari]];[[NAME|Nordmann]];[[PERSONAL_ID|09068317263]];[[ADDRESS|Storgata 21]];0184;Oslo;[[PHONE|412 88 930]]
[[NAME|Sindre]];[[NAME|Bakke]];[[PERSONAL_ID|27019046538]];[[ADDRESS|Bryggen 7]];5003;Bergen;[[PHONE|+47 905 13 208]]`],

  ['csv', 'en', `Kod;Imię;Nazwisko;PESEL;Ulica;Kod pocztowy;Miasto;Telefon
K-01;[[NAME|Magdalena]];[[NAME|Lewandowska]];[[PL_PESEL|91110228505]];[[ADDRESS|ul. Marszałkowska 84/92 m. 109]];00-514;Warszawa;[[PHONE|+48 22 662 02 83]]
K-02;[[NAME|Piotr]];[[NAME|Wójcik]];[[PL_PESEL|77013062758]];[[ADDRESS|ul. Piotrkowska 102]];90-004;Łódź;[[PHONE|501 287 336]]
K-03;[[NAME|Zuzanna]];[[NAME|Mazur]];[[PL_PESEL|03262503245]];[[ADDRESS|al. Niepodległości 12]];61-714;Poznań;`],

  ['csv', 'en', `SKU,Description,Qty,Unit Price,Supplier,Lot,Expiry
A-1042,Nitrile gloves M (box 100),40,6.20,Hartmann AG,L2611-07,2028-10
A-1043,Nitrile gloves L (box 100),40,6.20,Hartmann AG,L2611-08,2028-10
B-2201,Syringe 5ml luer lock,500,0.11,BD Medical,4829173,2029-02
C-0990,Alcohol swab 70% IPA,2000,0.02,Medline,M0482917,2027-12
Ordered by ward 4B, cost centre 7710-42, PO 4500482917.`],

  ['csv', 'en', `member_no,full_name,dob,passport_no,nationality,frequent_flyer,phone
FF-88104,[[NAME|Abdullah Al-Harbi]],[[DATE_OF_BIRTH|1981-04-17]],[[PASSPORT|S08160009]],SA,SV 48291736,[[PHONE|+966 50 494 2145]]
FF-88105,[[NAME|Leila Farahani]],[[DATE_OF_BIRTH|1993-10-02]],[[PASSPORT|K19566854]],IR,,[[PHONE|+98 912 464 8112]]
FF-88106,[[NAME|Chen Jing]],[[DATE_OF_BIRTH|1976-11-03]],[[PASSPORT|EJ2145048]],CN,CA 82917365,[[PHONE|+86 138 2950 6663]]
FF-88107,[[NAME|Mohammed Yusuf]],[[DATE_OF_BIRTH|1969-01-21]],[[PASSPORT|P98293878]],AE,EK 104829173,[[PHONE|+971 50 414 0839]]`],

  ['csv', 'en', `Nom,Prénom,Date de naissance,N° sécu,Adresse,Code postal,Ville,Téléphone
[[NAME|Lambert]],[[NAME|Claire]],[[DATE_OF_BIRTH|1991-03-22]],[[FR_NIR|2 91 03 69 834 556 60]],[[ADDRESS|8 place Bellecour]],69002,Lyon,[[PHONE|04 78 42 55 69]]
[[NAME|Benali]],[[NAME|Mehdi]],[[DATE_OF_BIRTH|1977-11-08]],[[FR_NIR|177111350317837]],[[ADDRESS|112 La Canebière]],13001,Marseille,[[PHONE|06 12 84 04 84]]`],

  ['csv', 'en', `Cognome;Nome;Codice Fiscale;Indirizzo;CAP;Comune;Prov;Cellulare
[[NAME|Bianchi]];[[NAME|Giulia]];[[IT_FISCAL_CODE|BNCGLI90E54F205Z]];[[ADDRESS|Corso Buenos Aires 45]];20124;Milano;MI;[[PHONE|347 812 8861]]
[[NAME|Ferrari]];[[NAME|Luca]];[[IT_FISCAL_CODE|FRRLCU85A22H501W]];[[ADDRESS|Via Appia Nuova 612]];00179;Roma;RM;[[PHONE|+39 333 965 5205]]`],

  ['csv', 'en', `date,description,debit,credit,counterparty_iban,counterparty_name
2026-11-03,SEPA CT rent,950.00,,[[IBAN|AT51 9063 0713 1050 6733]],[[NAME|Gruber Josef]]
2026-11-04,Salary,,4120.33,[[IBAN|AT17 5522 6759 4170 9872]],Porsche Holding GmbH
2026-11-08,Split ski trip,,210.00,[[IBAN|CZ63 9271 4240 6557 6667 4810]],[[NAME|Jana Dvořáková]]
2026-11-12,Loan repayment,300.00,,[[IBAN|HU20361265456143712566234552]],[[NAME|Nagy Bence]]
2026-11-15,Refund deposit,,500.00,[[IBAN|HR1631858580817826579]],[[NAME|Ivana Kovačević]]`],

  ['csv', 'en', `ticket,created,requester,requester_email,subject,priority,assignee
INC-48291,2026-11-18 08:14,[[NAME|Thabo Nkosi]],[[EMAIL|thabo.nkosi@mtn.co.za]],VPN keeps disconnecting,P3,[[NAME|Zanele Mthembu]]
INC-48292,2026-11-18 08:20,[[NAME|Ananya Iyer]],[[EMAIL|ananya.iyer@infosys.com]],Need access to SAP PRD client 100,P2,[[NAME|Zanele Mthembu]]
INC-48293,2026-11-18 08:33,[[NAME|Carlos Eduardo Silva]],[[EMAIL|cesilva@petrobras.com.br]],Outlook crash after update 2410,P4,unassigned`],

  ['csv', 'de', `Vorname,Nachname,AHV-Nr,Strasse,PLZ,Ort,Tel
[[NAME|Urs]],[[NAME|Meier]],[[CH_SSN|756.7176.2062.21]],[[ADDRESS|Spalenberg 12]],4051,Basel,[[PHONE|061 261 78 49]]
[[NAME|Nadia]],[[NAME|Rossi-Bernasconi]],[[CH_SSN|7564834848335]],[[ADDRESS|Via Nassa 5]],6900,Lugano,[[PHONE|+41 91 986 94 86]]
[[NAME|Chantal]],[[NAME|Favre]],[[CH_SSN|756.8876.9130.51]],[[ADDRESS|Rue du Rhône 48]],1204,Genève,[[PHONE|022 310 88 35]]`],

  ['csv', 'en', `email,password_hash,created_at,last_login_ip,country
[[EMAIL|dimitris.papadopoulos@gmail.com]],$2b$12$Kx9qV1sZ0uD7yF3hN8wPzeQfM4bR6tL2cJ5aH1gE0iT9oU3nY7vWq,2025-04-11,[[IP_ADDRESS|85.74.192.13]],GR
[[EMAIL|oana.popescu@yahoo.ro]],$2b$12$Lm3rT8cV2xN5bQ9wE1zY0uI7oP4aS6dF8gH2jK5lZ3xC7vB1nM9qW,2025-06-02,[[IP_ADDRESS|86.120.45.207]],RO
[[EMAIL|tuan.le@fpt.com.vn]],$2b$12$Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2Yz3Ab4Cd5Ef6Gh7Ij8,2025-09-19,[[IP_ADDRESS|113.161.72.9]],VN`],

  ['csv', 'en', `Name\tDepartment\tExtension\tDirect dial\tRoom
[[NAME|Hiroshi Yamamoto]]\tR&D\tx4417\t[[PHONE|+81 3-5445-3976]]\tB-1204
[[NAME|Akiko Suzuki]]\tHR\tx4420\t[[PHONE|+81 3-5418-1584]]\tA-0302
[[NAME|Daisuke Ito]]\tLegal\tx4502\t[[PHONE|+81 3-5478-6450]]\tA-0510
Reception\t-\tx4000\t[[PHONE|+81 3-5464-0659]]\tLobby`],

  ['csv', 'en', `account,holder,iban,bic,mandate_ref,signed
SUB-00481,[[NAME|Lukas Novák]],[[IBAN|CZ4532632879450932094430]],[[BIC|KOMBCZPP]],MND-00481,2025-02-01
SUB-00482,[[NAME|Sofia Costa]],[[IBAN|PT50 0002 0123 1234 5678 9015 4]],[[BIC|CGDIPTPL]],MND-00482,2025-02-03
SUB-00483,[[NAME|Matteo Conti]],[[IBAN|IT05I1875305539242417101251]],[[BIC|UNCRITMMXXX]],MND-00483,2025-02-07
SUB-00484,[[NAME|Emma Laine]],[[IBAN|FI8946589970481162]],[[BIC|NDEAFIHH]],MND-00484,2025-02-09`],

  ['csv', 'en', `"Nama","NIK","Tanggal Lahir","Alamat","No HP"
"[[NAME|Siti Rahmawati]]","[[PERSONAL_ID|3174056708910004]]","[[DATE_OF_BIRTH|27-08-1991]]","[[ADDRESS|Jl. Kemang Raya No. 18, Jakarta Selatan 12730]]","[[PHONE|+62 812-8847-6001]]"
"[[NAME|Budi Santoso]]","[[PERSONAL_ID|3578011203850002]]","[[DATE_OF_BIRTH|12-03-1985]]","[[ADDRESS|Jl. Raya Darmo 101, Surabaya 60264]]","[[PHONE|0813 3098 4735]]"`],

  ['csv', 'en', `shipment_id,tracking,weight_kg,carrier,service,origin_hub,dest_hub,eta
SHP-0048291,1Z 4W8 826 68 1840 412 3,2.4,UPS,Express Saver,CGN,LHR,2026-11-22
SHP-0048292,JJD000390007482917365,0.8,DHL,Paket,LEJ,MUC,2026-11-21
SHP-0048293,9400 1112 0248 2917 3650 14,1.1,USPS,Priority,ORD,SFO,2026-11-24
SHP-0048294,CP482917365DE,0.3,Deutsche Post,Warenpost Int.,FRA,YYZ,2026-12-02`],

  ['csv', 'en', `Employee,TFN,Super fund,Member no,BSB,Account
[[NAME|Jack Thompson]],[[AU_TFN|344 272 355]],AustralianSuper,481827391,062-000,1048 2917
[[NAME|Mia Robinson]],[[AU_TFN|384 929 920]],Hostplus,993018274,033-172,6641 8830`],

  ['csv', 'en', `SIN,Last Name,First Name,Province,Postal Code,Phone
[[CA_SIN|411-439-110]],[[NAME|Gagnon]],[[NAME|Marie-Ève]],QC,H2X 1Y4,[[PHONE|514-555-0102]]
[[CA_SIN|124 937 137]],[[NAME|Singh]],[[NAME|Gurpreet]],BC,V3W 2M1,[[PHONE|(604) 555-0165]]`],

  ['csv', 'en', `emp_no|name|aadhaar|pan|uan|mobile|bank_ifsc|bank_ac
TN-0412|[[NAME|Karthik Subramanian]]|[[IN_AADHAAR|5378 6125 2162]]|[[IN_PAN|CKRPS4417M]]|100948271736|[[PHONE|9840120044]]|ICIC0001842|184201004829
TN-0413|[[NAME|Lakshmi Venkatesh]]|[[IN_AADHAAR|5187 5361 3264]]|[[IN_PAN|AJVPV8291Q]]|100948271737|[[PHONE|+91 97913 05850]]|SBIN0004471|38291746510`],

  ['csv', 'en', `Ad,Soyad,TC Kimlik No,Doğum Tarihi,Telefon,E-posta
[[NAME|Mehmet]],[[NAME|Demir]],[[PERSONAL_ID|56281948272]],[[DATE_OF_BIRTH|12.04.1988]],[[PHONE|+90 533 456 76 45]],[[EMAIL|mehmet.demir@turkcell.com.tr]]
[[NAME|Ayşe]],[[NAME|Kaya]],[[PERSONAL_ID|51052856282]],[[DATE_OF_BIRTH|21.11.1993]],[[PHONE|0542 337 83 65]],[[EMAIL|aysekaya96@hotmail.com]]`],

  ['csv', 'en', `"Participant","Affiliation","Role","Dietary"
"[[NAME|Olga Petrova]]","Charles University Prague","Speaker","none"
"[[NAME|Ngozi Chukwu]]","University of Lagos","Panel","halal"
"[[NAME|Santiago Pérez]]","UNAM","Attendee","vegan"
"[[NAME|Ji-woo Lee]]","KAIST","Attendee","none"
"[[NAME|Aleksander Nowak]]","AGH Kraków","Speaker","gluten-free"`],

  // ----- JSON / YAML -----
  ['json', 'en', `{
  "id": "cus_Q4zL8kTr2mXa",
  "object": "customer",
  "name": "[[NAME|Hannah Schmidt-Okoro]]",
  "email": "[[EMAIL|hannah.so@posteo.net]]",
  "phone": "[[PHONE|+49 151 28217764]]",
  "address": {
    "line1": "[[ADDRESS|Sonnenallee 221]]",
    "line2": null,
    "postal_code": "12059",
    "city": "Berlin",
    "country": "DE"
  },
  "invoice_prefix": "A7F3C2D1",
  "created": 1763560212,
  "metadata": { "crm_id": "0034x00001Zk9QAAS", "plan": "pro-annual" }
}`],

  ['json', 'en', `POST /v1/applications HTTP/1.1
Host: api.lendwise.example
Authorization: Bearer [[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtYmlsbGluZyIsInNjb3BlIjoiaW52b2ljZXM6cmVhZCBwYXltZW50czp3cml0ZSIsImlhdCI6MTc2MzU1MDAwMH0._42PEnKYAiJ6-Rkcgkq0y2ccpPBAnb3KxrKw1nNx1Xm]]
Content-Type: application/json

{"applicant":{"firstName":"[[NAME|Tomás]]","lastName":"[[NAME|Ó Raghallaigh]]","dateOfBirth":"[[DATE_OF_BIRTH|1989-05-30]]","ppsn":"[[PERSONAL_ID|1482917RA]]","mobile":"[[PHONE|+353 86 227 1362]]","address":{"street":"[[ADDRESS|21 Shop Street]]","town":"Galway","eircode":"H91 X2E7"}},"loan":{"amount":15000,"termMonths":48,"purpose":"car"}}`],

  ['json', 'en', `{
  "patient": {
    "resourceType": "Patient",
    "id": "pat-77104",
    "identifier": [
      { "system": "https://fhir.nhs.uk/Id/nhs-number", "value": "[[UK_NHS|9458073022]]" },
      { "system": "urn:oid:2.16.840.1.113883.2.1.4.1", "value": "MRN-0048291" }
    ],
    "name": [{ "use": "official", "family": "[[NAME|Thompson]]", "given": ["[[NAME|Eleanor]]", "[[NAME|Grace]]"], "prefix": ["Mrs"] }],
    "telecom": [{ "system": "phone", "value": "[[PHONE|0161 447 1805]]", "use": "home" }],
    "gender": "female",
    "birthDate": "[[DATE_OF_BIRTH|1948-02-11]]",
    "address": [{ "line": ["[[ADDRESS|42 Wilmslow Road]]"], "city": "Manchester", "postalCode": "M14 5TQ" }]
  }
}`],

  ['json', 'en', `# config/production.yml
app:
  name: orderhub
  port: 8080
  log_level: info
database:
  url: [[SECRET|postgresql://orderhub_app:Vq7!mZ2rLx9#tK4p@db-prod-01.internal:5432/orderhub]]
  pool: 25
redis:
  host: cache-prod.internal
  password: "[[SECRET|r3d1s-Pr0d-9XkLm2Qw]]"
stripe:
  publishable_key: pk_live_VkGYZC7nqV2VADJHONXO1WMX
  secret_key: [[SECRET|sk_live_eGsaL1dvnyzv0ZzyA0xIfl4c]]
mail:
  smtp_host: smtp.sendgrid.net
  smtp_user: apikey
  smtp_pass: [[SECRET|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]]
feature_flags:
  new_checkout: true
  sha: 4b825dc642cb6eb9a060e54bf8d69288fbee4904`],

  ['json', 'en', '{"event":"user.updated","ts":"2026-11-20T09:14:22.118Z","actor":{"id":42917,"email":"[[EMAIL|support-lead@shopwise.de]]"},"before":{"name":"[[NAME|Anna-Lena Voß]]","email":"[[EMAIL|al.voss@gmx.de]]","phone":"[[PHONE|0171 2521543]]","birthday":"[[DATE_OF_BIRTH|1996-07-21]]"},"after":{"name":"[[NAME|Anna-Lena Voß-Keller]]","email":"[[EMAIL|annalena.keller@gmx.de]]","phone":"[[PHONE|0171 2521543]]","birthday":"[[DATE_OF_BIRTH|1996-07-21]]"},"ip":"[[IP_ADDRESS|91.64.118.203]]","request_id":"req_8f14e45fceea167a"}'],

  ['json', 'en', `apiVersion: v1
kind: Secret
metadata:
  name: payments-gateway
  namespace: prod
type: Opaque
stringData:
  AWS_ACCESS_KEY_ID: [[SECRET|AKIASMBGTECD2TXSMGZZ]]
  AWS_SECRET_ACCESS_KEY: [[SECRET|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]]
  AWS_REGION: eu-central-1
  SLACK_BOT_TOKEN: [[SECRET|xoxb-960422048441-7610529555064-NoJjSRbW38sVzAGT5XolHAdn]]
  DATADOG_API_KEY: [[SECRET|501419bf4149b87a7178d32506afcb47]]
  LOG_FORMAT: json`],

  ['json', 'en', `{
  "kyc_result": {
    "reference": "KYC-2026-1120-4471",
    "status": "approved",
    "score": 0.97,
    "subject": {
      "full_name": "[[NAME|Rutendo Moyo]]",
      "date_of_birth": "[[DATE_OF_BIRTH|1990-09-14]]",
      "document": {
        "type": "passport",
        "country": "ZWE",
        "number": "[[PASSPORT|FN551859]]",
        "expiry": "2031-05-30"
      },
      "address": "[[ADDRESS|18 Samora Machel Ave, Harare]]",
      "phone": "[[PHONE|+263 77 463 6169]]"
    },
    "checks": ["document_authenticity", "face_match", "sanctions", "pep"],
    "vendor": "Onfido", "vendor_check_id": "a8f2b3c4-11d7-4e2a-9f0c-7b6e5d4c3b2a"
  }
}`],

  ['json', 'en', `{
  "orderId": "112-4827719-3392004",
  "shipping": {
    "recipient": "[[NAME|Manuel Ortega Vidal]]",
    "line1": "[[ADDRESS|Calle de Alcalá 214, 5º izq.]]",
    "postcode": "28028",
    "city": "Madrid",
    "phone": "[[PHONE|+34 691 328 768]]"
  },
  "billing": {
    "vatId": "[[VAT_ID|ESB04682282]]",
    "company": "Ortega Vidal Arquitectos SL"
  },
  "payment": { "method": "card", "brand": "visa", "last4": "0013", "bin": "428427" },
  "items": [{ "sku": "B0C9X4ZL1R", "qty": 1, "price": 249.0 }]
}`],

  ['json', 'en', `# .github/workflows/deploy.yml (excerpt)
env:
  NODE_VERSION: 20.11.1
  NPM_TOKEN: [[SECRET|npm_1xw65vpsbPCgkL9c0374nZ3z6ZsX01xvlTRE]]
  GH_TOKEN: [[SECRET|ghp_zymMlopiWfqUyHRSIf8NFmAUNLnY5Yx0y3Rn]]
jobs:
  deploy:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run build
      - run: curl -fsS -X POST "https://deploy.internal.example/hooks/release?token=[[URL_SECRET|Zq8vT2mLx4Rk9Pw3]]&env=prod"`],

  ['json', 'en', `{
  "employees": [
    {"id": 1, "name": {"first": "[[NAME|Aiko]]", "last": "[[NAME|Fujita]]"}, "mynumber": "[[PERSONAL_ID|4829 1736 5045]]", "dob": "[[DATE_OF_BIRTH|1986-12-01]]", "tel": "[[PHONE|03-6824-4325]]"},
    {"id": 2, "name": {"first": "[[NAME|Ren]]", "last": "[[NAME|Kobayashi]]"}, "mynumber": "[[PERSONAL_ID|7310 2948 5563]]", "dob": "[[DATE_OF_BIRTH|1992-04-18]]", "tel": "[[PHONE|080-4450-2075]]"}
  ],
  "exported_at": "2026-11-20T02:00:00+09:00",
  "export_job": "hr-sync-0417"
}`],

  ['json', 'en', `crm:
  contact:
    salutation: Mr
    first_name: [[NAME|Adewale]]
    last_name: [[NAME|Ogunleye]]
    emails:
      - [[EMAIL|adewale.ogunleye@dangote.com]]
      - [[EMAIL|wale.ogun@gmail.com]]
    phones:
      work: "[[PHONE|+234 1 468 7536]]"
      mobile: "[[PHONE|+234 805 497 8151]]"
    address:
      street: "[[ADDRESS|Plot 1684 Sanusi Fafunwa Street]]"
      city: Lagos
      state: LA
    owner: [[NAME|Chiamaka Obi]]
    stage: negotiation
    deal_value: 125000
    currency: USD`],

  ['json', 'en', '{"level":"error","time":"2026-11-20T11:02:17Z","service":"checkout","msg":"payment failed","card":{"number":"[[CREDIT_CARD|4739940873194259]]","exp":"09/28","holder":"[[NAME|SIMONE RICCI]]"},"customer_ip":"[[IP_ADDRESS|151.38.204.77]]","err":"card_declined","decline_code":"insufficient_funds","trace":"7c1e0b2a9f"}'],

  ['json', 'en', `// firebase.config.js
export const firebaseConfig = {
  apiKey: "[[SECRET|AIzarqKdHsF0qHM3XlSd-D9i_MEeq6iTqTfibBb]]",
  authDomain: "fitpal-prod.firebaseapp.com",
  projectId: "fitpal-prod",
  storageBucket: "fitpal-prod.appspot.com",
  messagingSenderId: "482917365041",
  appId: "1:482917365041:web:9c2e1f4b7a3d8e6f"
};
export const OPENAI_API_KEY = "[[SECRET|sk-proj-er8Htq2UkWrUhcVM1eqEzi4sMEn23XGt1CqGqOlDsjmvGiZGT3BlbkFJoNwMHeoJBYjKavUYUzLY]]";`],

  ['json', 'en', `{
  "booking": {
    "pnr": "X7KQ2M",
    "flights": ["LH 400 FRA-JFK 2026-12-19", "LH 401 JFK-FRA 2027-01-03"],
    "passengers": [
      {"type": "ADT", "title": "MR", "firstName": "[[NAME|Maximilian]]", "lastName": "[[NAME|von Arnim]]", "dob": "[[DATE_OF_BIRTH|1975-06-09]]",
       "apis": {"docType": "P", "docNumber": "[[PASSPORT|C50934676]]", "nationality": "DEU", "expiry": "2030-08-14"}},
      {"type": "CHD", "title": "MSTR", "firstName": "[[NAME|Leopold]]", "lastName": "[[NAME|von Arnim]]", "dob": "[[DATE_OF_BIRTH|2016-02-28]]",
       "apis": {"docType": "P", "docNumber": "[[PASSPORT|C6XLR7T0K]]", "nationality": "DEU", "expiry": "2027-03-01"}}
    ],
    "contact": {"email": "[[EMAIL|m.vonarnim@arnim-kanzlei.de]]", "phone": "[[PHONE|+49 69 9266 0525]]"},
    "ticketNumbers": ["220-4829173650", "220-4829173651"]
  }
}`],

  ['json', 'en', `spring:
  datasource:
    url: jdbc:mysql://mysql-01.corp.local:3306/hrportal?useSSL=true
    username: hrportal
    password: [[SECRET|Hr#Portal_2026!xQ]]
  mail:
    host: smtp.office365.com
    username: [[EMAIL|noreply-hr@contoso-group.com]]
    password: [[SECRET|Wint3r-Sun-4417]]
ldap:
  url: ldaps://dc01.corp.local:636
  bind-dn: CN=svc_hrportal,OU=Service,DC=corp,DC=local
  bind-password: [[SECRET|L8p!Kv2sQz@9mW]]
server:
  port: 8443
  ssl.key-store-password: changeit`],

  ['json', 'en', `[
  {"vat":"[[VAT_ID|DE550765883]]","name":"Brauerei Kühn GmbH","contact":"[[NAME|Ralf Kühn]]","tel":"[[PHONE|+49 911 4209 482]]"},
  {"vat":"[[VAT_ID|ATU23384576]]","name":"Alpenmilch Tirol eGen","contact":"[[NAME|Verena Hofer]]","tel":"[[PHONE|+43 512 70 60 16]]"},
  {"vat":"[[VAT_ID|FR45812669794]]","name":"Fromagerie Duval SARL","contact":"[[NAME|Pierre Duval]]","tel":"[[PHONE|+33 2 31 81 88 76]]"},
  {"vat":"[[VAT_ID|IT15764800577]]","name":"Caseificio Rinaldi S.r.l.","contact":"[[NAME|Paolo Rinaldi]]","tel":"[[PHONE|+39 0521 909084]]"},
  {"vat":"[[VAT_ID|NL611400674B01]]","name":"Kaashandel Visser BV","contact":"[[NAME|Joost Visser]]","tel":"[[PHONE|+31 20 406 1778]]"}
]`],

  ['json', 'en', `{
  "webhook": {
    "url": "[[SECRET|https://hooks.slack.com/services/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]]",
    "channel": "#alerts-prod",
    "username": "pagerbot"
  },
  "twilio": {"account_sid": "AC0cda1643d03464780b1161676605e8fb", "api_key": "[[SECRET|SK68ea05dda854fb4fee5ef9ee3f1e63bf]]", "from": "[[PHONE|+14155550100]]"},
  "oncall": [{"name": "[[NAME|Priyanka Rao]]", "phone": "[[PHONE|+1 415 555 0143]]"}, {"name": "[[NAME|Dmitri Volkov]]", "phone": "[[PHONE|+1 415 555 0186]]"}]
}`],

  ['json', 'en', `---
# inventory/hosts.yml
all:
  hosts:
    web01: { ansible_host: [[IP_ADDRESS|10.20.4.11]] }
    web02: { ansible_host: [[IP_ADDRESS|10.20.4.12]] }
    db01:  { ansible_host: [[IP_ADDRESS|10.20.8.5]], mysql_root_password: "[[SECRET|Qm4!zR8tWv2@Lp6x]]" }
  vars:
    ansible_user: deploy
    ansible_ssh_private_key_file: ~/.ssh/deploy_ed25519
    ntp_servers: [ptbtime1.ptb.de, ptbtime2.ptb.de]
    app_version: 3.14.2`],

  ['json', 'en', `{
  "student": {
    "studentNo": "s2048291",
    "surname": "[[NAME|Mahlangu]]",
    "forenames": "[[NAME|Sipho Bongani]]",
    "idNumber": "[[PERSONAL_ID|9211295325082]]",
    "dateOfBirth": "[[DATE_OF_BIRTH|1992-11-29]]",
    "contact": {"cell": "[[PHONE|+27 71 427 8716]]", "email": "[[EMAIL|sipho.mahlangu@students.wits.ac.za]]"},
    "residence": "[[ADDRESS|14 Jorissen St, Braamfontein, Johannesburg 2001]]",
    "programme": "BSc Eng (Electrical)", "year": 3
  }
}`],

  ['json', 'en', `apiVersion: v1
kind: ConfigMap
metadata:
  name: tls-material
data:
  server.key: |
    [[SECRET|-----BEGIN RSA PRIVATE KEY-----
    fOL7ef8xuKWQeyI9Yezl/tBu8Qp8o5shtYDCGrscGJS8zW4Nm/gVDqObaq3bR3WV
    DiSvsneTZePLGsjFgKmk3nMm7CtrUnPH3jB+xSI+pbufiDS5BX5wz/RN5pagRYGE
    MMlqgjPRyxD3wAgfaPd35HVyC1FJDnRgakjgYxClFS40qGZz5NX6HS+C+rVB1H4L
    MNTzHwKmMgL2y5pZwYm76Dgd/BenhO+DNEHQYpmp6wAyasBStLxdURHoiyULZyPK
    XIlZmQa/nTrx37SiZx98XP53y9Hppt/Lv4XpbNfaiag2WNPXps4p25Bqh9aHejgY
    weZiPBCTJpGchQrTa58x6mogYIvj6YySPdvMFXhhoObftVMKwVjmrWJzzJ+bqt1M
    PdYwWYXyorL30mFSZanLDEY91cNA==
    -----END RSA PRIVATE KEY-----]]
  ca.crt: "see vault path pki/int/ca"`],

  ['json', 'en', '{"query":"mutation UpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { id } }","variables":{"input":{"displayName":"[[NAME|Valentina Greco]]","contactEmail":"[[EMAIL|valentina.greco@unibo.it]]","mobile":"[[PHONE|+39 349 403 2984]]","taxCode":"[[IT_FISCAL_CODE|GRCVNT93R61A944N]]","iban":"[[IBAN|IT96K2540563920133946368905]]"}},"operationName":"UpdateProfile"}'],

  ['json', 'en', `{
  "claim": {
    "claimNumber": "CLM-26-0048291",
    "policyNumber": "POL-AUT-771042",
    "insured": {"name": "[[NAME|Pham Thi Lan]]", "dob": "[[DATE_OF_BIRTH|1984-10-10]]", "driverLicence": "[[DRIVER_LICENSE|655841743815]]", "phone": "[[PHONE|+84 91 497 1028]]"},
    "thirdParty": {"name": "[[NAME|Le Van Hung]]", "plate": "[[LICENSE_PLATE|51H-482.91]]", "insurer": "Bao Viet"},
    "incident": {"date": "2026-11-12", "location": "Nguyen Hue Blvd near Ben Thanh market", "description": "rear-end collision at traffic light"}
  }
}`],

  ['json', 'en', `# ~/.config/rclone/rclone.conf
[b2-backup]
type = b2
account = 0024829173650000000001
key = [[SECRET|K002mZ8vQx4Lt7Rw2Np9Ks3Yb6Hc1Fd]]

[gdrive]
type = drive
client_id = 482917365041-9c2e1f4b7a3d8e6f.apps.googleusercontent.com
client_secret = [[SECRET|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]]
token = {"access_token":"[[SECRET|ya29.a0AfB_byC4Kq8Zt2mVw9Rx3Lp7Nb1Yc6HsQe5Tj0Dg]]","token_type":"Bearer","expiry":"2026-11-20T12:44:10Z"}`],

  ['json', 'en', `{
  "applicant_id": "app_71QZ",
  "personal": {
    "given_names": "[[NAME|Alejandra]]",
    "surnames": "[[NAME|Gómez Villanueva]]",
    "curp": "[[PERSONAL_ID|GOVA910314MDFMLL03]]",
    "rfc": "[[TAX_ID|GOVA910314QK7]]",
    "birthdate": "[[DATE_OF_BIRTH|1991-03-14]]",
    "address": "[[ADDRESS|Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México, CDMX]]",
    "mobile": "[[PHONE|+52 55 4843 2185]]"
  },
  "source": "landing-page-mx", "utm_campaign": "buen-fin-2026"
}`],

  ['json', 'en', `terraform {
  backend "s3" { bucket = "tf-state-prod-4471", key = "network/terraform.tfstate", region = "ap-southeast-2" }
}
provider "digitalocean" { token = "[[SECRET|dop_v1_5b1268b44fbe5ab768873f4f88e5690e80b0c4824c5b6403f3d9cf02eb7ba303]]" }
resource "digitalocean_droplet" "web" {
  image  = "ubuntu-24-04-x64"
  name   = "web-syd-01"
  region = "syd1"
  size   = "s-2vcpu-4gb"
}
variable "admin_cidr" { default = "[[IP_ADDRESS|203.0.113.0/24]]" }`],
]
