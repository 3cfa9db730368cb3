/** Further forms, letters, chats and e-mails for the rarer types (blind-3). Values are fictional; check digits are valid. */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_EXTRA: RawDoc[] = [
  ['chat', 'en', `Telegram — "OTC desk (private)"
[[NAME|Viktor Sandulescu]], [26.11.2026 23:04]
ok sending 0.35 BTC now to [[CRYPTO_WALLET|1ExR2d7ceboYSTdz22YTDssrNEdMFK1TfX]]
[[NAME|Ama Boateng]], [26.11.2026 23:06]
no no that's my old one. use [[CRYPTO_WALLET|bc1p3qxsndktmqqv6qctkxkulfp3e795a0nvm9jfu26dr2243v34zdjsf6sy6m]]
[[NAME|Viktor Sandulescu]], [26.11.2026 23:07]
👍 and the USDT part goes to [[CRYPTO_WALLET|0x937e29d5182e163c51e4247765f57a991a695f2a]] right?
[[NAME|Ama Boateng]], [26.11.2026 23:09]
yes. fee wallet of the desk is [[CRYPTO_WALLET|3GgwXqmoCtZA5Y32xMyQ1GXYLisPo6rb5t]]
[[NAME|Viktor Sandulescu]], [26.11.2026 23:15]
tx 4b1e0c9d…a2f7 broadcast, 1 conf`],

  ['form', 'de', `Meldezettel (Anmeldung) – Magistrat der Stadt Wien, MBA 1/8

Familienname: [[NAME|Kovačević]]     Vorname: [[NAME|Dragana]]
Geburtsdatum: [[DATE_OF_BIRTH|17.04.1982]]     Geburtsort: Banja Luka
Sozialversicherungsnummer: [[AT_SSN|7430 170482]]
Staatsangehörigkeit: Bosnien und Herzegowina
Reisedokument: Reisepass Nr. [[PASSPORT|B4410287]]
Anmeldung der Unterkunft: [[ADDRESS|Josefstädter Straße 41/2/14, 1080 Wien]]
Hauptwohnsitz: ja
Unterkunftgeber: [[NAME|Ernst Leitgeb]], [[PHONE|+43 1 5134 772]]

Mitangemeldet: [[NAME|Kovačević, Stefan]], geb. [[DATE_OF_BIRTH|29.08.1967]], SVNR [[AT_SSN|5103 290867]]
Unterschrift Meldepflichtige/r: [[NAME|D. Kovačević]]`],

  ['form', 'de', `Antrag auf Umschreibung einer ausländischen Fahrerlaubnis – Führerscheinstelle München

Name: [[NAME|Harriet Lawson]]
geboren am: [[DATE_OF_BIRTH|14.03.1987]] in Leeds
Anschrift: [[ADDRESS|Ohmstraße 18, 80802 München]]
Telefon: [[PHONE|0176 3318 2047]]
Vorhandene Fahrerlaubnis: Vereinigtes Königreich, Klassen B, BE
Führerscheinnummer (UK): [[DRIVER_LICENSE|LAWSO853147HL9AB]]
Identitätsnachweis: britischer Reisepass, Passnummer [[PASSPORT|533187204]]
Zulassung Privatfahrzeug: [[LICENSE_PLATE|M-HL 4187]]
Neue Führerscheinnummer (wird vom Amt ausgefüllt): ______________

Bearbeitet: [[NAME|Gruber]], Sachgebiet II/3`],

  ['letter', 'en', `Service Canada
[[ADDRESS|PO Box 2013 Station Main, Edmonton, AB T5J 4J3]]

[[NAME|Rajinder Gill]]
[[ADDRESS|7731 128 St]]
[[ADDRESS|Surrey, BC V3W 4E6]]

November 18, 2026
Social Insurance Number: [[CA_SIN|709 137 343]]

Dear [[NAME|Rajinder Gill]],

This letter confirms that your Social Insurance Number record has been updated with the new surname you
provided. Your spouse, [[NAME|Harpreet Kaur Gill]] (SIN [[CA_SIN|793 997 834]]), does not need to take any action.

Keep your SIN confidential. For questions, call [[PHONE|1-866-274-6627]].

Service Canada`],

  ['letter', 'en', `Internal Revenue Service
[[ADDRESS|Austin, TX 73301-0215]]

[[NAME|ZHANG LEI]]
[[ADDRESS|3318 W MONTROSE AVE APT 2F]]
[[ADDRESS|CHICAGO IL 60618]]

Notice CP565    Date: November 9, 2026
Taxpayer identification number: [[US_ITIN|903-71-4195]]

We assigned you an Individual Taxpayer Identification Number (ITIN). The ITIN for your dependent
[[NAME|ZHANG XINYI]] is [[US_ITIN|990-94-2301]]. Use these numbers on all future tax returns.

If you have questions, call [[PHONE|1-800-829-1040]].`],

  ['email', 'nl', `Van: [[NAME|Sevda Yıldırım]] <[[EMAIL|sevda.yildirim@kpnmail.nl]]>
Aan: [[EMAIL|inschrijving@svb.nl]]
Onderwerp: Aanvraag kinderbijslag tweeling

Geachte heer, mevrouw,

Hierbij vraag ik kinderbijslag aan voor onze tweeling, geboren op [[DATE_OF_BIRTH|2 oktober 2026]].
Mijn BSN is [[NL_BSN|343493494]], het BSN van mijn partner [[NAME|Daan Hofstede]] is [[NL_BSN|607469262]].
Wij wonen op [[ADDRESS|Vondellaan 88, 9721 AT Groningen]].
Betaling graag op [[IBAN|NL21 RABO 1219 2197 40]].

Met vriendelijke groet,
[[NAME|Sevda Yıldırım]]
[[PHONE|06 28 41 77 03]]`],

  ['email', 'pl', `Od: [[NAME|Natalia Woźniak]] <[[EMAIL|natalia.wozniak@wp.pl]]>
Do: [[EMAIL|rekrutacja@sp41.krakow.pl]]
Temat: Zapis syna do klasy pierwszej – uzupełnienie

Dzień dobry,

w załączeniu przesyłam brakujące dane do wniosku:
dziecko: [[NAME|Filip Woźniak]], PESEL [[PL_PESEL|01222249275]]
matka: [[NAME|Natalia Woźniak]], PESEL [[PL_PESEL|93093017442]], tel. [[PHONE|+48 603 771 219]]
adres zamieszkania: [[ADDRESS|ul. Zakopiańska 62/15, 30-418 Kraków]]

Z poważaniem
[[NAME|Natalia Woźniak]]`],

  ['form', 'en', `Condominium Management — Resident & Vehicle Registration (Singapore)
Unit: #12-04, The Orchid Residences, [[ADDRESS|18 Holland Grove Road, Singapore 278795]]
Resident 1: [[NAME|Aditya Kumar Menon]]   NRIC: [[SG_NRIC|S9069903B]]   Mobile: [[PHONE|+65 8712 4409]]
Resident 2: [[NAME|Priyanka Menon]]   FIN: [[SG_NRIC|F0286665W]]
Resident 3 (student): [[NAME|Arnav Menon]]   NRIC: [[SG_NRIC|T2021818A]]
Vehicle: Honda Vezel, [[LICENSE_PLATE|SMK 4418 D]]
Domestic helper: [[NAME|Maricel Dela Cruz]]   FIN: [[SG_NRIC|G5550539Q]]
Access cards issued: 4 (AC-22817 to AC-22820)`],

  ['email', 'en', `From: Front Office <[[EMAIL|frontoffice@harbourview-hotel.ie]]>
To: [[NAME|Declan Murphy]] <[[EMAIL|d.murphy@harbourview-hotel.ie]]>
Subject: No-show charges 28/11 — please process

[[NAME|Declan]], please charge the no-shows below (cards were stored before the tokenisation switch, so they're in clear — sorry):
1. Ms [[NAME|Ingeborg Lund]], res. 88412, [[CREDIT_CARD|2221 2761 1134 0423]] exp 04/28, €189.00
2. Mr [[NAME|Kenji Abe]], res. 88419, [[CREDIT_CARD|3530 0600 8700 2538]] exp 10/27, €214.00
3. [[NAME|Carlos Medina]], res. 88427, [[CREDIT_CARD|6011 2182 8325 0639]] exp 01/29, €189.00
After that, shred the printout. Thanks — [[NAME|Siobhán]]
Harbourview Hotel, [[ADDRESS|Sir John Rogerson's Quay, Dublin 2, D02 YT66]], [[PHONE|+353 1 677 3421]]`],

  ['invoice', 'en', `INVOICE 2026/11-204                         Date 30 November 2026
Supplier: Nordlicht Design GmbH, [[ADDRESS|Ottensener Hauptstraße 12, 22765 Hamburg]], VAT [[VAT_ID|DE909611969]]
Customer: Alpenblick Hotels AG, [[ADDRESS|Bahnhofstrasse 45, 6003 Luzern]], MWST-Nr. [[VAT_ID|CHE-985.337.122]]
Contact: [[NAME|Beat Amstutz]], [[EMAIL|b.amstutz@alpenblick-hotels.ch]]

Brand guidelines refresh                               EUR 6,400.00
Photography day rate (2)                               EUR 2,200.00
Net EUR 8,600.00 — Reverse charge: VAT to be accounted for by the recipient.
Bank: [[IBAN|DE44 7015 0000 1880 1691 95]] · [[BIC|HYVEDEMMXXX]]
Also registered: UK VAT [[VAT_ID|GB 891 7596 64]] · FR [[VAT_ID|FR38818613499]] · NL [[VAT_ID|NL866396731B01]] · AT [[VAT_ID|ATU51390640]]`],
]
