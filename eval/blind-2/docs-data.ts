import type { Raw } from './types.ts'

export const DOCS_D: Raw[] = [
  ['csv', 'en', `employee_id,last_name,first_name,date_of_birth,email,phone,street,postcode,city,country
E-1021,[[NAME|Okafor]],[[NAME|Chinedu]],[[DATE_OF_BIRTH|1988-02-14]],[[EMAIL|chinedu.okafor@acme-logistics.com]],[[PHONE|+44 7700 900 318]],[[ADDRESS|14 Stanley Road]],L20 3DA,Liverpool,GB
E-1022,[[NAME|García Márquez]],[[NAME|Lucía]],[[DATE_OF_BIRTH|1991-07-30]],[[EMAIL|lucia.garcia@acme-logistics.com]],[[PHONE|+34 611 48 22 07]],[[ADDRESS|Calle Alcalá 214]],28028,Madrid,ES
E-1023,[[NAME|Schäfer]],[[NAME|Björn]],[[DATE_OF_BIRTH|1979-11-02]],[[EMAIL|bjoern.schaefer@acme-logistics.com]],[[PHONE|+49 171 4482207]],[[ADDRESS|Lindenstraße 8]],50674,Köln,DE
E-1024,[[NAME|Nakamura]],[[NAME|Aiko]],[[DATE_OF_BIRTH|1995-05-09]],[[EMAIL|aiko.nakamura@acme-logistics.com]],[[PHONE|+81 90 4418 2207]],[[ADDRESS|1-4-12 Shibuya]],150-0002,Tokyo,JP
E-1025,[[NAME|da Costa]],[[NAME|João]],[[DATE_OF_BIRTH|1986-12-21]],[[EMAIL|joao.dacosta@acme-logistics.com]],[[PHONE|+351 912 448 207]],[[ADDRESS|Rua Augusta 120]],1100-053,Lisboa,PT`],

  ['csv', 'de', `Mitgliedsnr.;Name;Vorname;Geburtsdatum;Straße;PLZ;Ort;IBAN;Beitrag
1001;[[NAME|Yılmaz]];[[NAME|Deniz]];[[DATE_OF_BIRTH|03.04.2011]];[[ADDRESS|Weserstraße 12]];28199;Bremen;[[IBAN|DE96 1005 0000 6404 8298 53]];60,00
1002;[[NAME|Kowalski]];[[NAME|Zofia]];[[DATE_OF_BIRTH|17.09.2010]];[[ADDRESS|Am Wall 140]];28195;Bremen;[[IBAN|DE24 4306 0967 1943 8217 01]];60,00
1003;[[NAME|Meyer zu Ahlen]];[[NAME|Friedrich]];[[DATE_OF_BIRTH|22.01.1958]];[[ADDRESS|Parkallee 3]];28209;Bremen;[[IBAN|DE37 2004 1155 2427 6203 96]];120,00`],

  ['json', 'en', `{
  "booking_id": "HTL-2025-118842",
  "hotel": {"name": "Grand Hotel Kempinski Vilnius", "address": "[[ADDRESS|Universiteto g. 14, 01122 Vilnius]]", "phone": "[[PHONE|+370 5 220 1100]]"},
  "guests": [
    {"first_name": "[[NAME|Rūta]]", "last_name": "[[NAME|Kazlauskienė]]", "date_of_birth": "[[DATE_OF_BIRTH|1983-06-11]]", "passport_number": "[[PASSPORT|23447188]]", "nationality": "LT"},
    {"first_name": "[[NAME|Mindaugas]]", "last_name": "[[NAME|Kazlauskas]]", "date_of_birth": "[[DATE_OF_BIRTH|1981-02-27]]", "passport_number": "[[PASSPORT|23118420]]", "nationality": "LT"}
  ],
  "contact": {"email": "[[EMAIL|ruta.kazlauskiene@gmail.com]]", "mobile": "[[PHONE|+370 612 44 182]]"},
  "check_in": "2025-12-27", "check_out": "2025-12-30", "rate_eur": 189.0, "currency": "EUR"
}`],

  ['json', 'en', '{"event":"kyc.submitted","ts":"2025-11-30T14:22:08Z","applicant":{"full_name":"[[NAME|Siddharth Rao]]","dob":"[[DATE_OF_BIRTH|1992-03-17]]","pan":"[[IN_PAN|BQWPR4471K]]","aadhaar":"[[IN_AADHAAR|5421 1566 4865]]","address":{"line1":"[[ADDRESS|Flat 802, Prestige Shantiniketan]]","line2":"[[ADDRESS|Whitefield Main Road]]","city":"Bengaluru","state":"KA","pin":"560048"},"mobile":"[[PHONE|+91 99000 44182]]","email":"[[EMAIL|sid.rao92@gmail.com]]"},"device":{"ip":"[[IP_ADDRESS|49.207.44.182]]","ua":"Mozilla/5.0 (Linux; Android 14)"},"risk_score":12}'],

  ['csv', 'fr', `Nom;Prénom;Date de naissance;N° sécurité sociale;Adresse;Code postal;Ville;Téléphone
[[NAME|LEFÈVRE]];[[NAME|Camille]];[[DATE_OF_BIRTH|12/07/1991]];[[FR_NIR|2 91 07 69 123 763 04]];[[ADDRESS|27 rue des Trois-Frères]];69001;Lyon;[[PHONE|06 47 21 88 30]]
[[NAME|N'GUESSAN]];[[NAME|Jean-Baptiste]];[[DATE_OF_BIRTH|14/09/1988]];[[FR_NIR|1 88 09 99 326 447 51]];[[ADDRESS|18 avenue Jean-Jaurès]];94200;Ivry-sur-Seine;[[PHONE|06 51 77 20 48]]`],

  ['csv', 'en', `sku,product_name,category,unit_price_eur,stock,warehouse,last_restock
AX-2201,Bosch Professional GSR 18V-55,Power tools,189.90,42,Venlo,2025-11-20
AX-2202,Makita DHP485Z,Power tools,119.00,17,Venlo,2025-11-18
AX-3107,Fischer DuoPower 8x40 (100 pcs),Fixings,14.49,380,Duisburg,2025-11-25
AX-4410,Kärcher WD 5 P V-25/5/22,Cleaning,219.00,9,Duisburg,2025-10-30
AX-5120,Philips Hue White Ambiance E27 (2-pack),Lighting,39.95,126,Venlo,2025-11-27`],

  ['json', 'en', `{
  "base": "EUR",
  "date": "2025-11-28",
  "rates": {"USD": 1.0581, "GBP": 0.8342, "CHF": 0.9311, "JPY": 162.44, "PLN": 4.3120, "SEK": 11.5475, "TRY": 36.7713},
  "source": "ECB reference rates, published 16:00 CET"
}`],

  ['csv', 'sv', `personnummer;efternamn;förnamn;gatuadress;postnr;ort;mobil
[[PERSONAL_ID|850612-3820]];[[NAME|Lindqvist]];[[NAME|Emma Sofia]];[[ADDRESS|Linnégatan 38]];413 04;Göteborg;[[PHONE|070-412 88 35]]
[[PERSONAL_ID|920304-5175]];[[NAME|Ahmadi]];[[NAME|Reza]];[[ADDRESS|Vasagatan 7]];411 24;Göteborg;[[PHONE|073-655 20 18]]`],
  ['json', 'en', `{
  "patient": {
    "resourceType": "Patient",
    "id": "pat-004471",
    "name": [{"family": "[[NAME|Takahashi]]", "given": ["[[NAME|Ren]]"], "text": "[[NAME|高橋 蓮]]"}],
    "gender": "male",
    "birthDate": "[[DATE_OF_BIRTH|1969-08-03]]",
    "telecom": [{"system": "phone", "value": "[[PHONE|+81 3-5412-8820]]"}, {"system": "email", "value": "[[EMAIL|ren.takahashi@nifty.com]]"}],
    "address": [{"line": ["[[ADDRESS|2-11-3 Kichijoji Honcho]]"], "city": "Musashino", "postalCode": "180-0004", "country": "JP"}]
  },
  "encounter": {"id": "enc-88412", "class": "AMB", "period": {"start": "2025-11-14T09:30:00+09:00"}}
}`],

  ['csv', 'en', `"Account Name","Contact","Title","Email","Phone","Billing Street","Billing City","Billing Country"
"Woolworths Group","[[NAME|Nicole O'Brien]]","Procurement Lead","[[EMAIL|nicole.obrien@woolworths.com.au]]","[[PHONE|+61 2 8885 0000]]","[[ADDRESS|1 Woolworths Way]]","Bella Vista","Australia"
"Shoprite Holdings","[[NAME|Thabo Mokoena]]","Category Manager","[[EMAIL|tmokoena@shoprite.co.za]]","[[PHONE|+27 21 980 4000]]","[[ADDRESS|Cnr William Dabs & Old Paarl Roads]]","Brackenfell","South Africa"
"Carrefour Brasil","[[NAME|Beatriz Nogueira Lima]]","Compradora","[[EMAIL|beatriz.lima@carrefour.com.br]]","[[PHONE|+55 11 3779-6000]]","[[ADDRESS|Av. Tucunaré, 125]]","Barueri","Brazil"`],

  ['csv', 'es', `folio,nombre_completo,curp,rfc,fecha_nacimiento,telefono,correo
A-0091,"[[NAME|HERNÁNDEZ GUTIÉRREZ LUIS ALBERTO]]",[[PERSONAL_ID|HEGL900915HCLRTS02]],[[TAX_ID|HEGL900915QK0]],[[DATE_OF_BIRTH|1990-09-15]],[[PHONE|844 127 3390]],[[EMAIL|luis.hdz.gtz@hotmail.com]]
A-0092,"[[NAME|RAMÍREZ SOTO ANA PAOLA]]",[[PERSONAL_ID|RASA950322MDFMTN04]],[[TAX_ID|RASA950322J80]],[[DATE_OF_BIRTH|1995-03-22]],[[PHONE|55 4418 2207]],[[EMAIL|anapaola.rs@gmail.com]]`],

  ['json', 'de', `{
  "auftrag": "WO-2025-11-4471",
  "fahrzeug": {"kennzeichen": "[[LICENSE_PLATE|M-KL 4471]]", "hersteller": "BMW", "modell": "320d Touring", "vin": "WBA8J31070K447120", "km": 88412},
  "halter": {"name": "[[NAME|Konstantin Lehmann]]", "strasse": "[[ADDRESS|Leopoldstraße 77]]", "plz": "80802", "ort": "München", "telefon": "[[PHONE|089 3304 4718]]", "email": "[[EMAIL|k.lehmann@mnet-online.de]]"},
  "leistungen": ["Inspektion 90.000 km", "Bremsflüssigkeit"], "summe_eur": 612.40
}`],

  ['csv', 'en', `route,stop_sequence,stop_name,arrival,departure,platform
S1,1,Zürich HB,07:02,07:04,41
S1,2,Zürich Hardbrücke,07:07,07:08,2
S1,3,Zürich Altstetten,07:11,07:12,5
S1,4,Schlieren,07:15,07:15,1
S1,5,Dietikon,07:19,07:20,3`],

  ['json', 'en', `{
  "service": "inventory-api",
  "version": "3.14.2",
  "http": {"port": 8080, "read_timeout_ms": 5000, "cors_origins": ["https://shop.example.com"]},
  "database": {"host": "db.internal", "port": 5432, "name": "inventory", "pool_max": 20, "password_env": "INVENTORY_DB_PASSWORD"},
  "features": {"bulk_import": true, "new_pricing_engine": false},
  "log_level": "info"
}`],

  ['json', 'en', '{"station":"Helsinki Kaisaniemi","wmo_id":"02978","observations":[{"time":"2025-11-28T06:00Z","temp_c":-3.4,"wind_ms":4.1,"pressure_hpa":1012.8},{"time":"2025-11-28T12:00Z","temp_c":-1.2,"wind_ms":5.6,"pressure_hpa":1011.9}],"source":"Finnish Meteorological Institute open data"}'],
]
