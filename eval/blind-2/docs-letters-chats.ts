import type { Raw } from './types.ts'

export const DOCS_L: Raw[] = [
  ['letter', 'de', `[[NAME|Barbara]] und [[NAME|Klaus-Dieter Müller-Lüdenscheidt]]
[[ADDRESS|Am Sonnenhang 9]]
[[ADDRESS|79100 Freiburg im Breisgau]]

An die
Stadtwerke Freiburg GmbH
Kundenservice
[[ADDRESS|Rotteckring 14]]
[[ADDRESS|79098 Freiburg]]

Freiburg, den 2. Dezember 2025

Vertragskonto 204 418 7720 – Umzug und Zählerstand

Sehr geehrte Damen und Herren,

zum 31.12.2025 ziehen wir in die Wohnung unserer Tochter, [[ADDRESS|Merzhauser Straße 160, 79100 Freiburg]].
Der Zählerstand Strom am Auszugstag wird voraussichtlich bei ca. 48.220 kWh liegen; wir melden den
genauen Wert nach. Bitte buchen Sie den Abschlag künftig vom Konto [[IBAN|DE24 4306 0967 1943 8217 01]] ab.

Für Rückfragen: [[PHONE|0761 40 22 815]].

Mit freundlichen Grüßen

[[NAME|Barbara Müller-Lüdenscheidt]]          [[NAME|Klaus-Dieter Müller-Lüdenscheidt]]`],

  ['letter', 'en', `HM Revenue & Customs
Pay As You Earn and Self Assessment
BX9 1AS

Mr [[NAME|Adebayo O. Ogunleye]]
[[ADDRESS|Flat 12, Windmill Court]]
[[ADDRESS|44 Commercial Road]]
[[ADDRESS|London E1 1LP]]

Date: 21 November 2025
Our reference: 588/MK447 — Unique Taxpayer Reference: [[TAX_ID|44871 20573]]

Dear Mr [[NAME|Ogunleye]]

Your tax code for 2025 to 2026

Your tax code has changed to 1104L because your employer, Transport for London, told us about
the medical benefit you receive. National Insurance number: [[UK_NINO|SK 44 71 20 D]].

If you think this is wrong, call us on [[PHONE|0300 200 3300]].

Yours sincerely
HMRC`],

  ['letter', 'fr', `Monsieur [[NAME|Jean-Baptiste N'Guessan]]
Résidence Les Acacias, bât. C
[[ADDRESS|18 avenue Jean-Jaurès]]
[[ADDRESS|94200 Ivry-sur-Seine]]

CAF du Val-de-Marne
[[ADDRESS|2 voie Félix Éboué]]
[[ADDRESS|94033 Créteil Cedex]]

Ivry, le 12 novembre 2025

Objet : Demande d'aide au logement – dossier n° 4471882 K

Madame, Monsieur,

Je sollicite l'ouverture de mes droits à l'APL pour le logement que j'occupe depuis le 1er octobre.
Vous trouverez ci-joint mon bail, mon avis d'imposition et un RIB (IBAN [[IBAN|FR76 3000 3036 2015 2381 4599 389]]).
Mon numéro de sécurité sociale est le [[FR_NIR|1 88 09 99 326 447 51]] (né à Abidjan, Côte d'Ivoire).

Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.

[[NAME|Jean-Baptiste N'Guessan]]
[[PHONE|06 51 77 20 48]]`],

  ['letter', 'it', `Dott.ssa [[NAME|Chiara Fontana Rinaldi]]
Medico Chirurgo – Specialista in Cardiologia
[[ADDRESS|Corso Vittorio Emanuele II 88, 10121 Torino]] – tel. [[PHONE|011 562 4471]]

Torino, 28 ottobre 2025

Egregio Collega,

Le invio il Sig. [[NAME|Salvatore Greco]], nato a Catania il [[DATE_OF_BIRTH|14/01/1952]] (C.F. [[IT_FISCAL_CODE|GRCSVT52A14C351U]]), per la
valutazione dell'indicazione a impianto di pacemaker (BAV di II grado tipo Mobitz II all'Holter del 20/10).

Il paziente risiede in [[ADDRESS|Via Nizza 152, 10126 Torino]]; recapito della figlia [[NAME|Rosaria]]: [[PHONE|339 447 2201]].

Cordiali saluti
[[NAME|Chiara Fontana Rinaldi]]`],

  ['letter', 'en', `OFFICE OF THE REGISTRAR
University of Toronto, [[ADDRESS|27 King's College Circle, Toronto, ON M5S 1A1]]

December 1, 2025

TO WHOM IT MAY CONCERN

This is to confirm that Ms. [[NAME|Harpreet Kaur Sandhu]] (student no. 1008447120), born [[DATE_OF_BIRTH|19 April 2002]], is
a full-time student in the Bachelor of Applied Science (Civil Engineering) programme and is expected to
graduate in June 2026.

Her mailing address on file is [[ADDRESS|1204 – 55 Charles St E, Toronto, ON M4Y 1S9]].

Sincerely,

[[NAME|R. T. Abernathy]]
Assistant Registrar`],
  ['letter', 'es', `Ayuntamiento de Sevilla
Área de Hacienda – Servicio de Gestión Tributaria
[[ADDRESS|Plaza Nueva 1, 41001 Sevilla]]

D.ª [[NAME|ROCÍO MONTERO BENÍTEZ]]
[[ADDRESS|C/ Feria 88, 2.º izq.]]
[[ADDRESS|41002 SEVILLA]]

Sevilla, 17 de noviembre de 2025
Expediente: IBI-2025-0441882

Asunto: Bonificación por familia numerosa en el IBI

Estimada Sra. [[NAME|Montero]]:

Le comunicamos que se ha concedido la bonificación del 50 % en la cuota del Impuesto sobre Bienes
Inmuebles para la vivienda sita en C/ Feria 88, referencia catastral 5438712TG3453G0004LH, a nombre de
la titular con NIF [[ES_DNI|Y0178647C]]. La bonificación se aplicará en el recibo de 2026.

Atentamente,
El Jefe de Servicio`],

  ['letter', 'nl', `Dhr. drs. [[NAME|H.J.M. (Henk) Verhoeven]]
[[ADDRESS|Laan van Meerdervoort 512]]
[[ADDRESS|2563 BD Den Haag]]

Belastingdienst
[[ADDRESS|Postbus 9042]]
[[ADDRESS|7300 GJ Apeldoorn]]

Den Haag, 8 december 2025

Betreft: bezwaar aanslag inkomstenbelasting 2023, aanslagnummer 1998.52.139.H.36.01

Geachte heer, mevrouw,

Hierbij maak ik (BSN [[NL_BSN|199521396]]) bezwaar tegen bovengenoemde aanslag. Het belastbaar inkomen uit werk
en woning is € 4.218 te hoog vastgesteld, omdat de hypotheekrente van de ABN AMRO (leningdeel 3) niet
is meegenomen. Een overzicht van de bank sluit ik bij.

Met vriendelijke groet,

[[NAME|H.J.M. Verhoeven]]`],

  ['letter', 'en', `Kenya Revenue Authority
Times Tower, Haile Selassie Avenue, Nairobi

28 October 2025

MR. [[NAME|OTIENO, JAMES ODHIAMBO]]
[[ADDRESS|P.O. Box 1882-40100]]
KISUMU

RE: PIN CERTIFICATE AND TAX COMPLIANCE

Dear Sir,

This is to confirm that Personal Identification Number [[TAX_ID|A012447188Z]] is registered in your name. Your
Tax Compliance Certificate (TCC) no. KRAWR4471882207 is valid until 27 October 2026.

For enquiries contact the KRA Contact Centre on [[PHONE|+254 20 4 999 999]] or [[EMAIL|callcentre@kra.go.ke]].

Yours faithfully,
Commissioner, Domestic Taxes Department`],

  ['letter', 'pt', `Brasília, 3 de novembro de 2025

À
Sra. [[NAME|Francisca Chagas do Nascimento]]
[[ADDRESS|SQN 308, Bloco F, apto. 402]]
[[ADDRESS|Asa Norte – Brasília/DF – 70747-060]]

Prezada Senhora,

Em atenção ao seu requerimento (protocolo 2025.0441882), informamos que o benefício de pensão por morte
foi concedido, com data de início em 14/08/2025, em razão do falecimento do segurado
[[NAME|Raimundo Nonato do Nascimento]]. CPF da requerente: [[PERSONAL_ID|235.343.100-39]]. O primeiro pagamento será creditado na agência 3182,
conta 44188-2, do Banco do Brasil.

Atenciosamente,
Central 135 – Instituto Nacional do Seguro Social`],

  ['letter', 'en', `Annual General Meeting – Notice to Members
Harbourside Rowing Club

Notice is hereby given that the 47th Annual General Meeting of the Club will be held in the boathouse on
Thursday 22 January 2026 at 19:30.

Agenda: 1. Apologies  2. Minutes of the 46th AGM  3. Captain's report  4. Treasurer's report and accounts
for the year ended 30 September 2025  5. Subscriptions for 2026 (proposed: senior £310, student £120)
6. Election of officers  7. Any other business.

Nominations for officers must reach the Secretary by 8 January 2026. Proxy forms are available at the bar.

By order of the Committee`],
  ['chat', 'en', `[09:12] [[NAME|Sophie Laurent]]: hi! is the room still available for Feb?
[09:14] [[NAME|Marek Horák]]: yes, from 1 Feb. 450€ all inclusive
[09:14] [[NAME|Marek Horák]]: address is [[ADDRESS|Korunní 88, 120 00 Praha 2]], 3rd floor
[09:15] [[NAME|Sophie Laurent]]: perfect. can I come see it Saturday?
[09:16] [[NAME|Marek Horák]]: sure, call me when you're downstairs [[PHONE|+420 777 448 120]]
[09:16] [[NAME|Sophie Laurent]]: 👍 my number is [[PHONE|+33 6 71 22 48 09]] in case`],

  ['chat', 'de', `WhatsApp-Chat mit Oma [[NAME|Gerda]]
12.11.25, 18:02 - Oma [[NAME|Gerda]]: [[NAME|Lukas]], kannst du mir nochmal deine neue Adresse schicken für das Paket?
12.11.25, 18:30 - [[NAME|Lukas Hoffmann]]: Klar! [[NAME|Lukas Hoffmann]], [[ADDRESS|Kastanienallee 31, 10435 Berlin]]
12.11.25, 18:31 - [[NAME|Lukas Hoffmann]]: 2. Hinterhof, Klingel „[[NAME|Hoffmann]]/[[NAME|Ertl]]“
12.11.25, 18:45 - Oma [[NAME|Gerda]]: Danke mein Schatz. Und die Kontonummer für dein Geburtstagsgeld?
12.11.25, 18:47 - [[NAME|Lukas Hoffmann]]: [[IBAN|DE37 2004 1155 2427 6203 96]] 😘`],

  ['chat', 'en', `Support chat – Aer Lingus · Session 88412207
Agent ([[NAME|Niamh]]): Hello, you're chatting with [[NAME|Niamh]]. How can I help?
Customer: Hi, I need to correct the name on booking 2KQ7PX, it says [[NAME|MCDONAGH PATRICK]] but passport is [[NAME|PÁDRAIG MACDONNCHA]]
Agent ([[NAME|Niamh]]): I can help with that. Could you confirm the passport number and date of birth?
Customer: [[PASSPORT|PX4471882]], [[DATE_OF_BIRTH|03/10/1986]]
Agent ([[NAME|Niamh]]): Thank you, [[NAME|Pádraig]]. The change is done at no charge. A confirmation will go to [[EMAIL|p.macdonncha@gmail.com]].
Customer: great, thanks!`],

  ['chat', 'es', `Grupo «Cumple Abuela 80 🎂»
[20/11 21:03] Tía [[NAME|Pilar]]: La fiesta es en casa de [[NAME|Maite]], [[ADDRESS|Calle Doctor Fleming 14, 28036 Madrid]]
[20/11 21:04] [[NAME|Javier Ortega]]: ¿A qué hora? yo llego en tren desde Zaragoza
[20/11 21:05] [[NAME|Maite Ortega Ruiz]]: a las 14:00. [[NAME|Javi]] si te pierdes llámame al [[PHONE|622 18 47 03]]
[20/11 21:07] [[NAME|Javier Ortega]]: Bizum para el regalo a quién?
[20/11 21:08] [[NAME|Maite Ortega Ruiz]]: a mí, 20 € cada uno 😊`],

  ['chat', 'en', `#team-payments (Slack export)
[2025-11-27 10:02] [[NAME|andrea.rossi]]: who has the Stripe test card handy?
[2025-11-27 10:03] [[NAME|tomasz.b]]: 4242 4242 4242 4242, any future date, any CVC
[2025-11-27 10:05] [[NAME|andrea.rossi]]: thx. also the refund for the customer from ticket SUP-4471 — [[NAME|Kenji Watanabe]], [[EMAIL|kenji.w@example.jp]] — can you check?
[2025-11-27 10:09] [[NAME|tomasz.b]]: done, refunded ¥12,800 to his Mastercard [[CREDIT_CARD|5415381136596279]] (ugh, support pasted the full PAN in the ticket, I'm redacting it)
[2025-11-27 10:10] [[NAME|andrea.rossi]]: 🙏`],

  ['chat', 'tr', `Sahibinden.com mesajları – İlan no. 1147820441 (Fiat Egea 2019)
Alıcı ([[NAME|Emre K.]]): Merhaba, araç hâlâ satılık mı? Plaka nedir, ekspertiz yaptırmak istiyorum.
Satıcı ([[NAME|Hülya Arslan]]): Merhaba, evet. Plaka [[LICENSE_PLATE|06 BHR 447]]. Ankara Çankaya'dayım.
Alıcı ([[NAME|Emre K.]]): Cumartesi 11'de gelebilir miyim? Numaram [[PHONE|0542 118 47 20]].
Satıcı ([[NAME|Hülya Arslan]]): Olur, adres: [[ADDRESS|Tunalı Hilmi Caddesi No:82 Daire 5, 06680 Çankaya/Ankara]].`],

  ['chat', 'en', `Transcript – Telstra live chat
[[NAME|Chloe]] (Telstra): Hi, I'm [[NAME|Chloe]]. Before we begin, can I get your full name and the account holder's date of birth?
You: [[NAME|Rebecca Thompson-Nguyen]], [[DATE_OF_BIRTH|14/02/1989]]
[[NAME|Chloe]] (Telstra): Thanks [[NAME|Rebecca]]. And the service address?
You: [[ADDRESS|7/22 Beach Road, Bondi NSW 2026]]
[[NAME|Chloe]] (Telstra): Got it. I can see the NBN outage in Bondi, estimated fix 6pm today. Ticket TN-88412207.
You: ok thanks. can you also update my mobile on the account to [[PHONE|0431 552 708]]?
[[NAME|Chloe]] (Telstra): Done!`],

  ['chat', 'fr', `Messenger – Conversation avec [[NAME|Aminata Traoré]]
[[NAME|Aminata Traoré]], 14:21 : Salut [[NAME|Kévin]] ! Tu peux m'envoyer ton RIB pour le remboursement du billet ?
[[NAME|Kévin Ba]], 14:25 : Oui : [[IBAN|FR76 2004 1010 0509 3864 5231 746]] (c'est le compte joint avec [[NAME|Camille]])
[[NAME|Aminata Traoré]], 14:26 : Merci ! Virement fait 🙂
[[NAME|Kévin Ba]], 14:30 : Top. Au fait, le concert c'est bien au Zénith de Strasbourg, [[ADDRESS|1 allée du Zénith]] ?
[[NAME|Aminata Traoré]], 14:31 : oui, rdv devant à 19h`],

  ['chat', 'en', `Discord – #raid-planning
Morrigan_EU: ok raid tonight 20:00 server time
xXShadowBladeXx: i'm in
Morrigan_EU: bring flasks pls, last week we wiped 6 times on the last boss
[[NAME|Quinn]]: can't, exam tomorrow 😭
xXShadowBladeXx: gl [[NAME|quinn]]
Morrigan_EU: np, next week then`],

  ['chat', 'en', `Teams chat – Facilities Helpdesk
[11:02] [[NAME|Olumide Bankole]]: Hi, the badge reader on floor 3 east wing is not working again
[11:04] Facilities Bot: Ticket FAC-20117 created. Priority: normal.
[11:20] [[NAME|Gabriela Nowicka]]: hi [[NAME|Olumide]], I'm on my way, should be 10 min
[11:21] [[NAME|Olumide Bankole]]: thanks [[NAME|Gabriela]]! I'm at desk 3E-14, ext 4471`],
]
