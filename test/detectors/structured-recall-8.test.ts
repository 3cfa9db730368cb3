/**
 * Structured types, sixteenth round (issue 8): documents written for this round (not taken from an
 * evaluation corpus). `{{TYPE:value}}` must be masked whole as TYPE with every detector running,
 * `[[TYPE:value]]` must not be reported as TYPE (marked-documents.ts).
 * - PERSONAL_ID and TAX_ID after labels of more countries: the Estonian isikukood, the Latvian and
 *   Lithuanian "personal code" (personas kods, asmens kodas), the Georgian personal number, Hong Kong's
 *   HKID with its check character in brackets, Malaysia's MyKad and MyKid, Tanzania's NIDA number, the
 *   Ghana Card with its GHA- prefix, Israel's teudat zehut (ת.ז.), the cédula de identidad as "C.I.",
 *   New Zealand's IRD number.
 * - PHONE: two blanks in a row end a number (they part the columns of a table aligned with blanks: a
 *   call log's duration or count after the number is not part of it, and does not sink it).
 * - PHONE: "call" as a verb in its Italian and Spanish forms (mi chiami, chiamateci, llámeme) names the
 *   number after it; "pay by card on 0161 …" is a number to call, not the card.
 * - ADDRESS: Baltic street types written apart (Estonian mnt, puiestee; Latvian gatve, bulvāris;
 *   Lithuanian pr.), and the Latvian and Lithuanian postcode after the city ("Rīga, LV-1050").
 * - ADDRESS: keys numbered before their colon (address1, street_1, "Address line 1") name a street
 *   field as the bare key does; a time's "at 21:33," does not.
 * - ADDRESS: Singapore addresses (block or house number, street, unit "#08-115", building, then
 *   "Singapore" and the six-digit postcode).
 * - ADDRESS: a Welsh article between the words of a street (14 Heol y Deri); Nordic quays, hills, paths
 *   and lanes (Strandkaien, Kongsbakken, Fiskerstræde); post office boxes before a European postcode
 *   and city (Postfach, Postbus, Apartado de Correos, Casella postale).
 * - PHONE: a number after "my social" or "social security" in a call transcript is the social security
 *   number (US_SSN), also when the speaker label "CALLER:" (a phone word) is before it.
 * - PHONE: no phone numbers in an Android log line's time, process and thread ids ("05-16 21:44:03.118
 *   18832 18832"), after case, policy, file and consumer numbers' names (Vorgangsnummer, Polisnummer,
 *   Geschäftszeichen, dossier, case no., consumer ID), or in drawn lottery numbers ("07 - 18 - 29 - 33").
 * - SECRET: a version after a credential's key name (smtp_password_v4, API_KEY_V2, token2) names the
 *   same credential.
 * - LICENSE_PLATE: French "immatriculé(e)" and "plaque" before a plate; "registration" and "reg" only
 *   before a plate of the British current form (a firm's registration number is none).
 * - IBAN: compact IBANs in small letters (as APIs and logs normalise them), checked as in capitals.
 */
import t from 'tap'
import { checkMarkedDocuments } from './marked-documents.ts'

checkMarkedDocuments(t, [
  // Estonian school letter: the parent's and the child's isikukood.
  'Lugupeetud lapsevanem (isikukood {{PERSONAL_ID:47102204213}}), Teie laps (isikukood {{PERSONAL_ID:51104150226}}) on vastu võetud.',
  // Latvian and Lithuanian claims.
  'Cietušais: personas kods {{PERSONAL_ID:121175-10929}}, tālrunis +371 2655 1180.',
  'Pareiškėjas, asmens kodas {{PERSONAL_ID:39011051125}}, gyvenantis Vilniuje.',
  // Georgian civil registry extract.
  'მამა: პირადი ნომერი {{PERSONAL_ID:01024053377}}, დაბადების ადგილი: თბილისი',
  // Hong Kong: the check character in brackets is part of the number.
  'Insured person: HKID {{PERSONAL_ID:R513402(5)}}, relationship: spouse',
  'HKID No.: {{PERSONAL_ID:Z1182734(A)}}',
  // Malaysia, Tanzania, Ghana.
  'MyKad: {{PERSONAL_ID:790823-08-5541}}\nMyKid: {{PERSONAL_ID:150302-14-0877}}',
  'Mteja: Namba ya NIDA {{PERSONAL_ID:19920514-23117-00002-15}}',
  'Patient registration — Ghana Card No.: {{PERSONAL_ID:GHA-004128733-2}}, NHIS 77120934',
  // Israel and Uruguay: initials with dots as the label.
  'שם: דנה לוי ת.ז. {{PERSONAL_ID:039337423}} טלפון',
  'comparece la Sra. Rosa, C.I. {{PERSONAL_ID:3.912.457-2}}, domiciliada en Salto.',
  // Italian identity card as C.I.
  'Documento: C.I. n. {{PERSONAL_ID:CA41275BD}} rilasciata dal Comune di Bari',
  // New Zealand.
  'IRD number: {{TAX_ID:049-091-850}}\nTax code: M',
  // Look-alikes without such a label stay unreported.
  'Shipment ref GHA-[[PERSONAL_ID:004128733]]-2 left Tema on 12 May.',
  'Release notes (1) of build [[PERSONAL_ID:K667737]](1) are attached.',
  'the ird [[TAX_ID:049-091-850]] ticket was closed',
  // A call log aligned with blanks.
  'Date   Time   Type      Number               Duration\n12.05  09:41  outgoing  {{PHONE:+34 915 22 47 80}}   [[PHONE:00]]:04:17\n12.05  11:02  incoming  {{PHONE:+44 20 7123 4567}}   [[PHONE:00]]:00:52',
  'Number              Calls\n{{PHONE:+49 30 2277 4410}}   [[PHONE:12]]\n{{PHONE:+33 1 42 68 53 00}}    [[PHONE:3]]',
  // Call verbs.
  'Per urgenze mi chiami al {{PHONE:338 214 9075}}, anche il sabato.',
  'Chiamateci al {{PHONE:347 902 1186}} dalle 9 alle 18.',
  'Si no contesto, llámeme al {{PHONE:655 318 204}}.',
  // A number to call after a card or account word.
  'You can pay by card on {{PHONE:0161 832 4417}} (option 2) quoting your account number.',
  // Baltic addresses.
  'Saaja:\nMari Kask\n{{ADDRESS:Pärnu mnt 139-4, 11317 Tallinn}}',
  'Piegādes adrese:\n{{ADDRESS:Elizabetes iela 21 - 7, Rīga, LV-1010}}\nTālr. 2912 4471',
  'Pristatymo adresas: {{ADDRESS:Savanorių pr. 176, Vilnius, LT-03154}}',
  'Birojs: {{ADDRESS:Kr. Valdemāra iela 33, Rīga, LV-1010}}',
  // A postcode alone after its city is no address.
  'Rīga, LV-[[ADDRESS:1010]] is the postcode area of the old town',
  // Numbered address keys.
  'shipping:\n  street_1: {{ADDRESS:742 Evergreen Terrace}}\n  city: Springfield',
  '{"address1": "{{ADDRESS:1600 Pennsylvania Ave}}", "address2": null}',
  'Address line 1: {{ADDRESS:221 Baker Street}}\nPostcode: NW1 6XE',
  '> On 3 Dec 2026, at 18:[[ADDRESS:45]], Priya Raman <priya@example.org> wrote (her address did not change)',
  // Singapore.
  'Residential address: {{ADDRESS:Blk 208 Toa Payoh North #11-1234, Singapore 310208}}\nMobile: +65 9123 4567',
  'Ship to:\n{{ADDRESS:31 Jurong West Street 41\n#05-12\nSingapore 649415}}',
  'Registered office: {{ADDRESS:8 Marina View, #40-02 Asia Square Tower 1, Singapore 018960}}',
  'We opened 3 offices in Singapore [[ADDRESS:2024]] and one in Kuala Lumpur.',
  // Wales, Norway, Denmark.
  'Agent: And the address? Caller: {{ADDRESS:27 Ffordd y Mynydd, Bangor LL57 2DG}}.',
  'Utleier: Kari Nordmann, {{ADDRESS:Nedre Bakken 12, 5031 Bergen}}',
  'Lejemål: {{ADDRESS:Fiskerstræde 4, 8000 Aarhus C}}',
  // Post office boxes.
  'Finanzamt Bonn-Innenstadt\n{{ADDRESS:Postfach 13 23\n53003 Bonn}}',
  'Belastingdienst, {{ADDRESS:Postbus 9048, 7300 GK Apeldoorn}}',
  'Remitir a: {{ADDRESS:Apartado de Correos 2210, 46080 Valencia}}',
  'Agenzia delle Entrate, {{ADDRESS:Casella Postale 325, 20123 Milano}}',
  'The postbox word alone: Postfach [[ADDRESS:1323]] is closed.',
  // Call transcripts.
  'AGENT: can I have the last four?\nCALLER: my social is {{US_SSN:423 71 5509}}, want the whole thing?',
  'CALLER: sure, social security number {{US_SSN:318 62 4471}}. AGENT: thank you.',
  'Social Services out of hours: {{PHONE:0171 234 5678}}',
  // Look-alikes of phone numbers.
  '05-16 21:44:[[PHONE:03.118 18832]] 18832 E AndroidRuntime: FATAL EXCEPTION: main\n05-16 21:44:[[PHONE:02.990 18832 18901]] D Repo: loaded',
  'Ihre Anzeige wurde unter der Vorgangsnummer [[PHONE:0-25-1405-0271]] erfasst.',
  'Polisnummer [[PHONE:4000188231]], relatienummer 77103924',
  'Unser Geschäftszeichen: [[PHONE:0331 2204 1187]]',
  'Please quote consumer ID [[PHONE:0711224041822]] with your payment.',
  'Números sorteados: [[PHONE:07 - 18 - 29 - 33 - 44]], estrelas 02 - 11',
  'Rückruf bitte unter {{PHONE:0171 - 123 45 67}}, ab 14 Uhr.',
  // Versioned credential keys.
  '{"smtp_username": "AKIA3EXAMPLEUSER", "ses_smtp_password_v4": "{{SECRET:Qm4vT9zLx2Wc8NpR5yHs1KdGf7JbA3uE6oVt0XiP}}"}',
  'STRIPE_API_KEY_V2={{SECRET:rk9Fh3Lq7Vx2Tz8Mw4Nc6Pb1Sd5Gj0Ky}}',
  'page_v2 = "next"  # not a credential: [[SECRET:next]]',
  // Plates.
  'Véhicule assuré : Citroën C3, immatriculé {{LICENSE_PLATE:FX-418-LB}}, conducteur habituel le souscripteur.',
  'Dommages : plaque {{LICENSE_PLATE:DK-207-RA}} arrachée lors du choc.',
  'The third party was driving a Skoda Octavia, registration {{LICENSE_PLATE:WR21 KXE}}, towards the roundabout.',
  'Company registration [[LICENSE_PLATE:HRB 84412]], Amtsgericht Köln',
  // IBANs in small letters.
  '- iban: {{IBAN:de89370400440532013000}}\n+ iban: DE89 3704 0044 0532 0130 00',
  "AssertionError: expected 'nl91abna0417164300' to equal 'NL91ABNA0417164300' ({{IBAN:nl91abna0417164300}})",
  'commit [[IBAN:de89370400440532013001]] (check digits wrong: no IBAN)'
])
