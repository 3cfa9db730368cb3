/**
 * Documents for the PHONE, DRIVER_LICENSE and PASSPORT recall tests (h3-recall.test.ts): invented
 * text of many countries and genres (e-mail signatures, CSV exports, JSON, forms, bank statements,
 * invoices, tickets). `{{TYPE:value}}` marks a value that must be found whole as TYPE; `[[TYPE:value]]`
 * marks a value that must NOT be reported as TYPE. Every number and name is made up.
 */
export const DOCUMENTS: readonly string[] = [
  // ---- PHONE: e-mail signatures ----
  `Best regards,
Sarah Whitfield
Senior Account Manager | Northwind Traders Ltd
M: {{PHONE:+44 7700 900461}}
T: {{PHONE:+44 20 7946 0321}}
www.northwind.example`,
  `Mit freundlichen Grüßen
Jörg Albrecht
Tel.: {{PHONE:+49 (0)89 2154 8830}}
Mobil: {{PHONE:0171 4429183}}
Fax: {{PHONE:089 2154 8839}}`,
  `Kind regards,
Liam O'Connor | Dublin office
Direct: {{PHONE:+353 1 234 5678}}
Mob {{PHONE:087 123 4567}}`,
  `--
Emma Johansson
Cell: {{PHONE:(415) 555-0176}}
Office: {{PHONE:212-555-0187 ext. 204}}`,
  `Cordialement,
Claire Dubois
Tél. : {{PHONE:01 42 68 53 00}} | Port. : {{PHONE:06 12 34 56 78}}`,
  `Saludos,
Javier Ortega
Tel. {{PHONE:+34 912 345 678}} · Móvil {{PHONE:612 34 56 78}}`,
  `Distinti saluti
Giulia Rossi
Tel. {{PHONE:+39 06 6982 1234}}
Cell. {{PHONE:347 123 4567}}`,
  `Met vriendelijke groet,
Pieter de Vries
T {{PHONE:+31 20 794 0000}}
M {{PHONE:06 12345678}}`,
  `Med vänliga hälsningar
Karin Lindqvist
Tel: {{PHONE:+46 (0)8 928 571 38}}
Mobil: {{PHONE:070-123 45 67}}`,
  `Ystävällisin terveisin
Mikko Virtanen
Puh. {{PHONE:+358 40 123 4567}}`,
  `Cheers,
Jack Turner
Ph: {{PHONE:(02) 9876 5432}} | Mob: {{PHONE:0412 345 678}}`,
  `Regards,
Priya Sharma
Mobile: {{PHONE:+91 98765 43210}}
Landline: {{PHONE:+91 22 2345 6789}}`,
  `Tel: {{PHONE:+81 3-1234-5678}}
Mobile: {{PHONE:+81 90-1234-5678}}
Beijing office: {{PHONE:+86 10 6552 9988}}
China mobile: {{PHONE:+86 138 1234 5678}}`,
  `Contato: {{PHONE:+55 11 91234-5678}}
WhatsApp: {{PHONE:+27 82 123 4567}}
Dubai: {{PHONE:+971 4 123 4567}}
Singapore: {{PHONE:+65 6123 4567}}`,
  'Kontakt: {{PHONE:+48 22 123 45 67}}, {{PHONE:+420 221 234 567}}, {{PHONE:+43 664 1234567}}, {{PHONE:+41 44 668 18 00}}, {{PHONE:+32 2 555 12 12}}',
  // ---- PHONE: CSV, JSON, forms ----
  `customer_id,first_name,last_name,phone,city
10231,Anna,Berg,{{PHONE:+46 8 123 456 78}},Stockholm
10232,Tom,Hughes,{{PHONE:020 7946 0018}},London
10233,Maria,Lopez,{{PHONE:(212) 555-0143}},New York
10234,Lukas,Meier,{{PHONE:030 12345678}},Berlin`,
  `name;telefon;ort
Müller;{{PHONE:0221 9876543}};Köln
Schmidt;{{PHONE:040 3456789}};Hamburg`,
  `id,contact,mobile
1,Oliver Smith,{{PHONE:07700900123}}
2,Jane Roe,{{PHONE:4155550198}}`,
  `{
  "customer": {
    "name": "Hannah Fischer",
    "phone": "{{PHONE:+49 30 901820}}",
    "mobile_number": "{{PHONE:+44 7700 900077}}",
    "fax": "{{PHONE:+33 1 40 20 50 50}}"
  }
}`,
  '{"contact": {"phoneNumber": "{{PHONE:+1-604-555-0199}}", "altPhone": "{{PHONE:604.555.0142}}"}}',
  `CONTACT FORM
Full name: Daniel Kim
Telephone number: {{PHONE:0161 496 0000}}
Alternative number (evenings): {{PHONE:07700 900999}}
Preferred time to call: after 6 pm`,
  `Antragsteller: Petra Wagner
Telefonnummer (tagsüber): {{PHONE:06221 123456}}
Handy: {{PHONE:0160 98765432}}`,
  // ---- PHONE: bank statements, invoices, tickets ----
  `Date        Description                               Amount
03/14/2024  NETFLIX.COM {{PHONE:866-579-7172}} CA              -15.49
03/15/2024  Wire transfer ref 4471203398                 -250.00
03/16/2024  Balance 1,240.17`,
  `Kontoauszug Nr. 3/2024
14.03.2024 Lastschrift Stadtwerke Musterstadt, Hotline {{PHONE:0800 1234567}}  -84,20
15.03.2024 Gutschrift Gehalt März 2024  +2.950,00`,
  `INVOICE INV-2024-0457
Bill to: Acme GmbH, Tel. {{PHONE:+49 711 1234567}}
Questions about this invoice? Call {{PHONE:1-800-555-0199}} or write to billing@example.com
Total due: 1,234.56 EUR`,
  'Ticket #48213 opened by caller, callback number {{PHONE:+44 161 496 0123}}. Customer says the router reboots every 20 minutes.',
  'Please call me back at {{PHONE:+1 (646) 555-0134}} between 9 and 5, or on my cell {{PHONE:917-555-0123}}.',
  'Vous pouvez me joindre au {{PHONE:06.12.34.56.78}} ou au bureau {{PHONE:01.42.68.53.00}}.',
  `Phone: {{PHONE:555-123-4567}}
Alt. phone: {{PHONE:(555) 987-6543}}`,
  'Reach me at {{PHONE:+1 415 555 0132}} or {{PHONE:+1.212.555.0187}}, fax {{PHONE:+1 (212) 555-0188}}',
  'tel. {{PHONE:22 123 45 67}} (Warszawa), tel. {{PHONE:601 234 567}}',
  'Telefon: {{PHONE:+49 30 12345-0}}, Durchwahl {{PHONE:+49 30 12345-678}}',
  'Mobile {{PHONE:9876543210}} (India), WeChat/phone {{PHONE:13812345678}}',
  'Contact number: {{PHONE:079 123 45 67}} (CH), {{PHONE:0664 1234567}} (AT)',
  'Tel.: {{PHONE:0032 2 555 12 12}}',
  `msisdn,name,country
{{PHONE:4917612345678}},Jonas Weber,DE
{{PHONE:447700900123}},Amy Clarke,GB
{{PHONE:33612345678}},Lucie Bernard,FR`,
  '{"user": {"id": 4471, "whatsapp": "{{PHONE:491701234567}}", "country": "DE"}}',
  'Support hotline: {{PHONE:1300 123 456}} (Australia), {{PHONE:0800 123 4567}} (UK freephone)',
  'Dublin office {{PHONE:01 234 5678}}, Cork {{PHONE:021 432 1098}}',
  'Tel {{PHONE:+49.30.1234567}} · Fax {{PHONE:0049-30-1234568}}',
  'Ring oss på {{PHONE:22 12 34 56}} eller {{PHONE:+47 912 34 567}}',
  `Phone (work): {{PHONE:020-7946-0958}}
Phone (home): {{PHONE:(0)20 8123 4567}}`,
  'Nº de telefone: {{PHONE:+351 21 123 4567}}; telemóvel {{PHONE:+351 912 345 678}}',
  'Teléfono: {{PHONE:+52 55 1234 5678}} (CDMX)',
  'Order [[PHONE:100234567891]] shipped on 2024-03-15, tracking [[PHONE:1Z999AA10123456784]].',
  'Invoice total 1,234,567.89 EUR, IBAN DE89 3704 0044 0532 0130 00, ref [[PHONE:2024031500123]]',
  `Chloe Martin
Head of Partnerships
M: {{PHONE:0412 345 678}}
T: {{PHONE:(02) 9876 5432}}
E: chloe.martin@example.com.au`,
  'Ruairí Byrne | T. {{PHONE:01 234 5678}} | M. {{PHONE:087 765 4321}}',
  'For support call {{PHONE:(555) 123-4567}} or {{PHONE:+1 555 234 5678}}.',
  'If the line drops, call me on {{PHONE:555-0147}} (office).',
  'Τηλ.: {{PHONE:210 1234567}}, κινητό {{PHONE:694 123 4567}}',
  'Тел.: {{PHONE:+7 495 123-45-67}}, моб. {{PHONE:8 916 123-45-67}}',
  'Tel.:\u00A0{{PHONE:+49\u00A030\u00A01234567}} · Mobil {{PHONE:0171\u00A04429183}}',
  'Phone: {{PHONE:+1 212–555–0187}} (en dashes), fax {{PHONE:212‑555‑0188}} (non-breaking hyphens)',
  'Opening hours 9–17, pages 12–18, years [[PHONE:2019–2024]], room [[PHONE:101–105]]',
  'Hotel booking [[PHONE:4155552671]] confirmed for 2 nights.',
  'Build 2024.03.15 deployed at 14:32:07, job id [[PHONE:1710513127]].',
  // ---- DRIVER_LICENSE ----
  `DRIVER INFORMATION
Name: Michael Brown
DL#: {{DRIVER_LICENSE:D1234567}}  State: CA  Exp: 08/2027`,
  'Driver\'s License No.: {{DRIVER_LICENSE:S530-4601-8765}} (Florida)',
  'New York driver license number {{DRIVER_LICENSE:123 456 789}}, class D',
  'Texas DL {{DRIVER_LICENSE:12345678}} issued 2019',
  'Ontario driver\'s licence: {{DRIVER_LICENSE:A1234-56789-01234}}',
  'Quebec permis de conduire n° {{DRIVER_LICENSE:L1234-567890-12}}',
  'UK driving licence: {{DRIVER_LICENSE:MORGA607054SM9IJ}}',
  'Irish driving licence number: {{DRIVER_LICENSE:123456789}}',
  'Führerschein-Nr.: {{DRIVER_LICENSE:B072RRE2I55}}',
  'FS-Nr. {{DRIVER_LICENSE:J010000SD51}}, Klasse B',
  'Numéro de permis de conduire : {{DRIVER_LICENSE:130675100123}}',
  'Patente di guida n. {{DRIVER_LICENSE:MI2345678Z}}',
  // The Spanish licence number is the holder's DNI: right after its licence label it is reported as the licence.
  'Permiso de conducir: {{DRIVER_LICENSE:12345678Z}}',
  'Rijbewijsnummer: {{DRIVER_LICENSE:5123456789}}',
  'Körkortsnummer: {{DRIVER_LICENSE:19850312-1234}}',
  'Kørekortnummer {{DRIVER_LICENSE:12345678}}',
  'Førerkortnummer: {{DRIVER_LICENSE:10012345678}}',
  'Ajokortin numero: {{DRIVER_LICENSE:850312A123}}',
  'NSW Driver Licence No: {{DRIVER_LICENSE:12345678}}',
  'VIC licence number {{DRIVER_LICENSE:012345678}}',
  'Driving Licence No: {{DRIVER_LICENSE:MH12 20110012345}}',
  'DL No. {{DRIVER_LICENSE:KA-01-2019-0001234}}',
  'Prawo jazdy nr {{DRIVER_LICENSE:01234/19/1234}}',
  'Carta de condução n.º {{DRIVER_LICENSE:L-1234567}}',
  `first_name,last_name,drivers_license_number,state
Emily,Clark,{{DRIVER_LICENSE:F255-921-50-094-0}},FL
Noah,Davis,{{DRIVER_LICENSE:W426-545-30-761-0}},FL`,
  `name,dl_number,state
Ava Wilson,{{DRIVER_LICENSE:D7654321}},CA
Liam Moore,{{DRIVER_LICENSE:99887766}},TX`,
  '{"driver": {"name": "Sophie Martin", "licenseNumber": "{{DRIVER_LICENSE:A12345678}}", "licenseState": "NV"}}',
  '{"driversLicense": {"number": "{{DRIVER_LICENSE:WDLABCD456DG}}", "state": "WA"}}',
  'Rental agreement 55821 — renter: Tom Becker, driver\'s license {{DRIVER_LICENSE:D123-4567-8901}}, vehicle B-XY 123',
  'CNH nº: {{DRIVER_LICENSE:02650306461}} (Brasil), categoria B',
  'Carteira de motorista: {{DRIVER_LICENSE:04253817460}}',
  'Licencia de conducir No. {{DRIVER_LICENSE:A12345678}} (Ciudad de México)',
  'Carta de condução n.º: {{DRIVER_LICENSE:L-1234567 8}}',
  'Řidičský průkaz č. {{DRIVER_LICENSE:EA123456}}',
  '{"driver_license": {"state": "NY", "class": "D", "number": "{{DRIVER_LICENSE:123456789}}"}}',
  'Driver licence: expires [[DRIVER_LICENSE:2027-03-12]], number to follow',
  'DLN: {{DRIVER_LICENSE:SMITH702134JB9AB}}',
  'FS-Nummer: {{DRIVER_LICENSE:B072RRE2I55}}',
  'Michigan driver\'s license: {{DRIVER_LICENSE:M 123 456 789 012}}',
  'NJ Driver License # {{DRIVER_LICENSE:A1234 56789 01234}}',
  'Driver\'s license details: {{DRIVER_LICENSE:D1234567}} (CA)',
  'D/L No.: {{DRIVER_LICENSE:S123-456-78-901-0}}',
  'License ID: {{DRIVER_LICENSE:TX12345678}}',
  'Driver’s License: {{DRIVER_LICENSE:987654321}} (typographic apostrophe)',
  'Please upload a scan of your driver\'s license by Friday. Order number [[DRIVER_LICENSE:4711-2023]] refers to the rental.',
  // ---- PASSPORT ----
  'Passport No.: {{PASSPORT:123456789}}  Nationality: USA',
  'Passport number {{PASSPORT:533401372}}, issued London',
  'Reisepass-Nr.: {{PASSPORT:C01X00T47}}',
  'Passeport n° {{PASSPORT:12AB34567}}',
  'Passaporto n. {{PASSPORT:YA1234567}}',
  'Pasaporte: {{PASSPORT:PAA123456}}',
  'Paspoortnummer: {{PASSPORT:NXC3L7P61}}',
  'Passport No: {{PASSPORT:J8369854}} (India)',
  'Passport number: {{PASSPORT:AB123456}} (Canada)',
  'Passnummer: {{PASSPORT:91234567}}',
  'Passinumero: {{PASSPORT:FP1234567}}',
  'Paszport nr {{PASSPORT:EA1234567}}',
  'Passport: {{PASSPORT:PA1234567}}, expires 2031',
  `{{PASSPORT:P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<}}
{{PASSPORT:L898902C36UTO7408122F1204159ZE184226B<<<<<10}}`,
  '{"traveller": {"name": "Ana Souza", "passportNumber": "{{PASSPORT:FZ123456}}", "nationality": "BRA"}}',
  `name,nationality,passport_no,expiry
Lea Keller,CHE,{{PASSPORT:X1234567}},2029-05-31
Omar Haddad,JOR,{{PASSPORT:N123456}},2030-01-15`,
  `Guest list
Name | Passport | Country
Kenji Sato | {{PASSPORT:TK1234567}} | JPN
Mei Chen | {{PASSPORT:E12345678}} | CHN`,
  `Visa application — Passport details
Passport number: {{PASSPORT:K98765432}}
Date of issue: 12/03/2021`,
  '{"passport": {"country": "ZAF", "number": "{{PASSPORT:M00123456}}", "expiry": "2030-06-30"}}',
  '<passport><issuingCountry>IRL</issuingCountry><number>{{PASSPORT:PX1234567}}</number></passport>',
  'Passport (No.): {{PASSPORT:C4RR7Y2M9}}',
  'Pass-Nr. {{PASSPORT:C4F5G6H7J}}',
  'passport_number={{PASSPORT:X9876543}}&nationality=SE',
  'ID card / passport no. {{PASSPORT:SE1234567}}',
  'Booking ID [[PASSPORT:ABX12345]], passenger must show passport at check-in',
  'PP No.: {{PASSPORT:X1234567}}',
  'Passport ID: {{PASSPORT:AB1234567}}',
  'travel_document_number: {{PASSPORT:PX7654321}}',
  'Заграничный паспорт / passport: {{PASSPORT:72 1234567}}',
  'Passport expiry: [[PASSPORT:2031-05-31]], renewal fee 75 EUR',
  'Passport details: {{PASSPORT:N1234567}}',
  'Passport number: {{PASSPORT:123 456 789}}',
  'Passport No.: {{PASSPORT:AB 1234567}}',
  'Passport info: issued [[PASSPORT:20210312]] in Berlin',
  'Passport № {{PASSPORT:123456789}}; Driver License №: {{DRIVER_LICENSE:D7654321}}',
  'WiFi Pass: [[PASSPORT:12345678]] · Boarding pass: [[PASSPORT:0123456789]] · Bus pass: [[PASSPORT:44712033]]',
  'Name: Max Muster, Pass: {{PASSPORT:C01X00T47}}',
  'Please bring your passport. Booking reference: [[PASSPORT:XK7P2Q]]',
  'Passport photos ordered, invoice [[PASSPORT:INV2024123]] attached.',
  'Your passport renewal application was received. Order number [[PASSPORT:1234567890]] — keep it for your records.',
  'Passport control at gate B12, flight [[PASSPORT:LH1234]] boards at 10:40.',
  'Passport-style photo 35x45 mm, ticket [[PASSPORT:TCK482913]]',
  'ID: [[PASSPORT:48213377]] — please also send a copy of your passport'
]
