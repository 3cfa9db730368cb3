import type { Raw } from './types.ts'

/** E-mails: private and business, headers, signatures, forwards, quoted replies, CC lists, out-of-office, newsletters. */
export const DOCS_M: Raw[] = [
  ['email', 'de', `Von: [[NAME|Sabine Vogt]] <[[EMAIL|s.vogt@vogt-steuerberatung.de]]>
An: [[NAME|Thomas Reinhardt]] <[[EMAIL|t.reinhardt@web.de]]>
Cc: Buchhaltung <[[EMAIL|buchhaltung@vogt-steuerberatung.de]]>
Datum: Di, 18. Nov. 2025, 09:14
Betreff: Ihre Einkommensteuererklärung 2024 – fehlende Unterlagen

Sehr geehrter Herr [[NAME|Reinhardt]],

für die Erklärung 2024 fehlen uns noch die Lohnsteuerbescheinigung Ihrer Frau und die Spendenquittung
der Tafel Köln. Die Steuernummer lautet weiterhin [[TAX_ID|217/5012/3345]] (Finanzamt Köln-Altstadt).

Bitte laden Sie die Belege bis zum 28.11. in das DATEV-Portal hoch (Mandantennummer 10442).

Mit freundlichen Grüßen

[[NAME|Sabine Vogt]]
Steuerberaterin
Vogt Steuerberatung PartG mbB
[[ADDRESS|Hohenzollernring 52]] · [[ADDRESS|50672 Köln]]
Tel. [[PHONE|0221 27 33 81-0]] · Fax [[PHONE|0221 27 33 81-19]]
[[EMAIL|s.vogt@vogt-steuerberatung.de]] · USt-IdNr. [[VAT_ID|DE195535231]]`],
  ['email', 'en', `From: [[NAME|Priya Raghunathan]] <[[EMAIL|priya.r@brightlane.co.uk]]>
Sent: 03 December 2025 16:42
To: Hiring Team <[[EMAIL|careers@brightlane.co.uk]]>
Cc: [[NAME|Owen Pritchard]] <[[EMAIL|owen.pritchard@brightlane.co.uk]]>; [[NAME|Li Na Zhao]] <[[EMAIL|lina.zhao@brightlane.co.uk]]>
Subject: RE: Offer – Senior Data Engineer (ref BL-2025-117)

Hi [[NAME|Owen]],

Candidate has accepted verbally. Details for the contract:

Name: [[NAME|Mateusz Wróblewski]]
Start: 12 January 2026
Address: [[ADDRESS|31 Marlborough Road, Bristol BS6 5NN]]
Mobile: [[PHONE|+44 7700 900 217]]
NI number: [[UK_NINO|NZ 36 18 42 B]]

Salary as approved (£78k, band E3). Please raise the PO for the laptop (Dell XPS 13, asset tag BL-IT-4471).

Thanks,
[[NAME|Priya]]

--
[[NAME|Priya Raghunathan]] | People Partner | Brightlane Analytics Ltd
[[ADDRESS|2 Temple Back East, Bristol BS1 6EG]] | [[PHONE|+44 117 496 0332]]`],

  ['email', 'fr', `De : [[NAME|Hélène Marchand-Dubois]] <[[EMAIL|helene.marchand@free.fr]]>
À : [[EMAIL|syndic@foncia-lyon.fr]]
Date : lundi 6 octobre 2025 18:03
Objet : Dégât des eaux – appartement 4B, [[ADDRESS|12 cours Vitton]]

Madame, Monsieur,

Je vous signale une nouvelle infiltration au plafond de ma salle de bains, provenant manifestement de
l'appartement du dessus (M. et Mme [[NAME|Da Silva]]). L'assureur (MAIF, sinistre n° 2510-447821-H) demande le
constat amiable signé par le syndic.

Mes coordonnées :
[[NAME|Hélène Marchand-Dubois]]
[[ADDRESS|12 cours Vitton, 69006 Lyon]]
Tél. [[PHONE|06 12 48 77 39]]

Je reste disponible mardi et jeudi après 17 h pour la visite du plombier (Plomberie Saint-Jean).

Bien cordialement,
[[NAME|Hélène]]`],

  ['email', 'es', `De: [[NAME|Alejandro Ruiz Martín]] <[[EMAIL|aruiz@constructorasoler.es]]>
Para: [[NAME|Carmen Soler]] <[[EMAIL|carmen.soler@constructorasoler.es]]>
CC: [[NAME|Jordi Puig i Ferrer]] <[[EMAIL|jpuig@arquitectespuig.cat]]>
Fecha: 14 de enero de 2026, 11:20
Asunto: Fwd: Presupuesto reforma C/ Mallorca

[[NAME|Carmen]], te reenvío lo de [[NAME|Jordi]]. El cliente quiere empezar en marzo.

---------- Mensaje reenviado ---------
De: [[NAME|Jordi Puig i Ferrer]] <[[EMAIL|jpuig@arquitectespuig.cat]]>
Fecha: lun, 12 ene 2026 a las 19:02
Asunto: Presupuesto reforma C/ Mallorca
Para: [[NAME|Alejandro Ruiz Martín]] <[[EMAIL|aruiz@constructorasoler.es]]>

Hola [[NAME|Alejandro]]:

Adjunto el presupuesto (ref. P-2026-014, 48.300 € + IVA) para la reforma del piso de la Sra. [[NAME|Núria Vidal Casals]],
[[ADDRESS|Carrer de Mallorca 287, 4t 2a, 08037 Barcelona]]. Su móvil es el [[PHONE|655 31 28 04]] por si necesitáis coordinar el acceso.

Salut,
[[NAME|Jordi Puig i Ferrer]]
Arquitectes Puig · [[ADDRESS|Rambla de Catalunya 98, 08008 Barcelona]] · [[PHONE|932 15 44 70]]`],

  ['email', 'en', `Subject: Automatic reply: Q4 invoice query
From: [[NAME|Hiroshi Nakamura]] <[[EMAIL|h.nakamura@kansai-seiki.co.jp]]>
To: [[EMAIL|accounts@fenwick-supplies.com]]

Thank you for your email. I am out of the office until 6 January 2026 with limited access to e-mail.

For urgent matters on orders please contact my colleague Ms. [[NAME|Yuki Tanabe]] ([[EMAIL|tanabe.y@kansai-seiki.co.jp]],
[[PHONE|+81 6 6341 2287]]). For invoices, please write to [[EMAIL|keiri@kansai-seiki.co.jp]].

Best regards,
[[NAME|Hiroshi Nakamura]] ([[NAME|中村 博]])
Overseas Sales, Kansai Seiki Co., Ltd.
[[ADDRESS|3-6-1 Nakanoshima, Kita-ku, Osaka 530-0005]]`],

  ['email', 'en', `From: "The Green Pantry" <[[EMAIL|hello@greenpantry.ie]]>
To: [[EMAIL|ciara.walsh88@gmail.com]]
Subject: 🥕 Winter veg boxes are back – 15% off this week

Hi [[NAME|Ciara]],

Our winter boxes are back: kale, parsnips, celeriac and Wexford potatoes, straight from Ballymore Farm.
Use code WINTER15 at checkout before Sunday 30 November.

Small box €22 · Medium box €29 · Family box €38

Happy cooking,
The Green Pantry team

—
The Green Pantry Ltd, [[ADDRESS|Unit 4, Ballymount Industrial Estate, Dublin 12, D12 F2K8]]
You are receiving this email because you signed up at greenpantry.ie.
Unsubscribe: https://greenpantry.ie/unsubscribe?u=ciara.walsh88%40gmail.com · Manage preferences`],

  ['email', 'it', `Da: [[NAME|Francesca De Luca]] <[[EMAIL|francesca.deluca@studiolegaledeluca.it]]>
A: [[NAME|Marco Bianchi]] <[[EMAIL|marco.bianchi71@virgilio.it]]>
Data: 22/10/2025 10:05
Oggetto: Successione – documenti necessari

Gentile Sig. [[NAME|Bianchi]],

per la dichiarazione di successione della Sua defunta madre, Sig.ra [[NAME|Giuseppina Russo]] ved. [[NAME|Bianchi]]
(nata il [[DATE_OF_BIRTH|2 febbraio 1938]], C.F. [[IT_FISCAL_CODE|RSSGPP38B42H501C]]), mi servono ancora:

- visura catastale dell'immobile in [[ADDRESS|Via Nazionale 14, 00184 Roma]];
- estratto conto al 15/09/2025 (IBAN [[IBAN|IT13 N030 6909 6064 8157 9640 107]]);
- copia del Suo documento d'identità e codice fiscale.

Resto a disposizione al numero [[PHONE|06 4782 2291]].

Cordiali saluti
Avv. [[NAME|Francesca De Luca]]
Studio Legale De Luca – [[ADDRESS|Piazza Cavour 17, 00193 Roma]]`],

  ['email', 'nl', `Van: [[NAME|Fatima Bouzid]] <[[EMAIL|f.bouzid@kpnmail.nl]]>
Aan: Gemeente Rotterdam – Parkeren <[[EMAIL|parkeren@rotterdam.nl]]>
Onderwerp: Bezwaar naheffingsaanslag 8813 2207 4415

Geachte heer/mevrouw,

Hierbij maak ik bezwaar tegen de naheffingsaanslag van 4 november 2025 voor mijn auto met kenteken
[[LICENSE_PLATE|GZ-481-K]] in de Witte de Withstraat. Ik had een geldige bewonersvergunning (nr. RV-22814), die achter
de voorruit lag. Een foto hiervan stuur ik mee.

Mijn gegevens:
[[NAME|Fatima Bouzid]]
[[ADDRESS|Nieuwe Binnenweg 233A]]
[[ADDRESS|3021 GD Rotterdam]]
[[PHONE|06-28 44 71 90]]

Met vriendelijke groet,
[[NAME|Fatima Bouzid]]`],

  ['email', 'pl', `Od: [[NAME|Katarzyna Lewandowska]] <[[EMAIL|k.lewandowska@onet.pl]]>
Do: [[EMAIL|biuro@biuro-podrozy-mazury.pl]]
DW: [[NAME|Paweł Lewandowski]] <[[EMAIL|pawel.lewandowski@interia.pl]]>
Temat: Rezerwacja nr MZ/2026/0417 – dane uczestników

Dzień dobry,

przesyłam dane do rezerwacji (Mikołajki, 12–19 lipca 2026):

1. [[NAME|Katarzyna Lewandowska]], ur. [[DATE_OF_BIRTH|14.03.1988]], PESEL [[PL_PESEL|88031408068]]
2. [[NAME|Paweł Lewandowski]], ur. [[DATE_OF_BIRTH|7.01.2002]], PESEL [[PL_PESEL|02210796836]]

Adres do faktury: [[ADDRESS|ul. Marszałkowska 84/92 m. 117, 00-514 Warszawa]]
Telefon kontaktowy: [[PHONE|501 228 914]]

Zaliczkę (1 200 zł) przelałam wczoraj z konta [[IBAN|PL37 0296 4072 8187 2015 6461 9815]].

Pozdrawiam serdecznie
[[NAME|Kasia Lewandowska]]`],
  ['email', 'de', `Von: [[NAME|Jörg Brandstätter]] <[[EMAIL|joerg.brandstaetter@gmx.at]]>
An: [[EMAIL|office@hausverwaltung-gruber.at]]
Betreff: Kündigung Mietvertrag Top 7, [[ADDRESS|Schönbrunner Straße 112]]

Sehr geehrte Damen und Herren,

hiermit kündige ich den Mietvertrag für die Wohnung [[ADDRESS|Schönbrunner Straße 112/7, 1050 Wien]], fristgerecht
zum 28.02.2026. Die Kaution (2.850 €) bitte ich auf mein Konto [[IBAN|AT71 2011 1155 7357 7903]] zu überweisen.

Für die Wohnungsübergabe erreichen Sie mich unter [[PHONE|0699 1148 2207]]. Meine neue Adresse ab 1. März:
[[ADDRESS|Grazer Straße 41, 8045 Graz]].

Mit freundlichen Grüßen
[[NAME|Jörg Brandstätter]]`],

  ['email', 'en', `From: [[NAME|Chloé Tremblay]] <[[EMAIL|chloe.tremblay@videotron.ca]]>
To: Dr. [[NAME|Anand Krishnamurthy]] <[[EMAIL|akrishnamurthy@clinique-plateau.ca]]>
Date: Thu, 20 Nov 2025 21:17:05 -0500
Subject: Re: Appointment follow-up

Thank you Dr. [[NAME|Krishnamurthy]], Thursday 27 at 8:40 works for me.

My new health card number is on file, but my address changed: [[ADDRESS|4520 avenue de l'Esplanade, Montréal, QC H2T 2Y6]].
Best number to reach me is [[PHONE|514-555-0163]].

[[NAME|Chloé]]

On Wed, Nov 19, 2025 at 3:02 PM [[NAME|Anand Krishnamurthy]] <[[EMAIL|akrishnamurthy@clinique-plateau.ca]]> wrote:
> Dear Ms. [[NAME|Tremblay]],
> Your blood test results are in. Nothing alarming, but I would like to review the thyroid values with you.
> Could you come in next week? Our secretary Mme [[NAME|Gagnon]] can be reached at [[PHONE|514-555-0120, ext. 204]].
> Dr. [[NAME|A. Krishnamurthy]]
> Clinique médicale du Plateau, [[ADDRESS|1100 rue Rachel Est, Montréal, QC H2J 2J7]]`],

  ['email', 'en', `From: [[NAME|Kwame Mensah]] <[[EMAIL|kwame.mensah@ashesi.edu.gh]]>
To: [[EMAIL|admissions@uni-freiburg.de]]
Subject: Enquiry – MSc Renewable Energy Engineering, visa documents

Dear Admissions Office,

I was admitted for the winter semester 2026 (applicant number 2026-RE-04471) and the German Embassy in
Accra asks for a confirmation of enrolment with my passport number [[PASSPORT|G2284107]] and date of birth
([[DATE_OF_BIRTH|14 September 1999]]) exactly as on the passport.

Could you please issue it? My postal address is [[ADDRESS|House No. 12, Kofi Annan Street, East Legon, Accra]],
and my phone number is [[PHONE|+233 24 418 8320]].

Kind regards,
[[NAME|Kwame Asante Mensah]]`],

  ['email', 'sv', `Från: [[NAME|Anders Bergström]] <[[EMAIL|anders.bergstrom@skatteverket.se]]>
Till: [[NAME|Maria Johansson]] <[[EMAIL|maria.johansson@spray.se]]>
Ämne: Ditt ärende 131-884207-25/1152

Hej [[NAME|Maria]],

vi har tagit emot din ansökan om ROT-avdrag för arbetet på [[ADDRESS|Storgatan 14, 852 30 Sundsvall]]. För att
handlägga den behöver vi fakturan från Norrbygg AB där arbetskostnaden är separat angiven.

Skicka den gärna via Mina sidor eller till postadressen nedan.

Med vänlig hälsning
[[NAME|Anders Bergström]]
Handläggare, Skatteverket
[[ADDRESS|Box 2820, 403 20 Göteborg]]
Tfn [[PHONE|0771-567 567]]`],

  ['email', 'en', `From: Ops Alerts <[[EMAIL|noreply@status.fleetlink.io]]>
To: [[EMAIL|oncall@fleetlink.io]]
Subject: [RESOLVED] Elevated error rate on eu-west-1 ingestion

Incident INC-20251118-07 has been resolved.

Start: 2025-11-18 02:14 UTC   End: 2025-11-18 02:51 UTC   Duration: 37 min
Impact: 4.2% of telemetry batches rejected with HTTP 503; no data loss (retries succeeded).
Root cause: connection pool exhaustion after the 2.18.0 deploy of ingest-gateway.
Follow-up: postmortem PM-2025-044, owner: platform team.

— FleetLink Status · You receive this because you are subscribed to incident updates.`],

  ['email', 'pt', `De: [[NAME|Rafael Costa]] <[[EMAIL|rafael.costa@costaimoveis.pt]]>
Para: [[NAME|Inês Figueiredo]] <[[EMAIL|ines.figueiredo@gmail.com]]>
Assunto: Contrato de arrendamento – T1 na Rua de Cedofeita

Olá [[NAME|Inês]],

como combinado, segue a minuta do contrato. Para o completar preciso de:

– Cartão de Cidadão (nº [[PERSONAL_ID|14427883 4 ZX1]]) e NIF [[TAX_ID|222808420]] — confirma se estão corretos?
– morada atual: [[ADDRESS|Rua Dr. Alves da Veiga 77, 4000-072 Porto]]
– IBAN para a devolução da caução: [[IBAN|PT50 0035 0651 5101 2857 4295 4]]

A renda (750 €) vence ao dia 8. Qualquer dúvida ligue para [[PHONE|226 003 418]].

Cumprimentos,
[[NAME|Rafael Costa]]
Costa Imóveis, Lda · AMI 10442 · [[ADDRESS|Rua de Cedofeita 411, 4050-181 Porto]]`],

  ['email', 'tr', `Kimden: [[NAME|Ayşe Demirtaş]] <[[EMAIL|ayse.demirtas@koc.com.tr]]>
Kime: [[EMAIL|insankaynaklari@koc.com.tr]]
Konu: Adres ve banka bilgisi güncelleme

Merhaba,

Taşındığım için bordro sistemindeki bilgilerimi güncellemenizi rica ederim:

Ad Soyad: [[NAME|Ayşe Demirtaş]]
Sicil No: 448120
Yeni adres: [[ADDRESS|Atatürk Mahallesi, Ertuğrul Gazi Sokak No:14 Daire:6, 34758 Ataşehir/İstanbul]]
Cep: [[PHONE|0533 218 47 60]]
IBAN: [[IBAN|TR08 0001 0070 7052 3257 2289 33]]

Teşekkürler, iyi çalışmalar.
[[NAME|Ayşe]]`],

  ['email', 'en', `From: [[NAME|Rohan Mehta]] <[[EMAIL|rohan.mehta@tatasteel.com]]>
To: [[NAME|Ananya Krishnan]] <[[EMAIL|ananya.k@tatasteel.com]]>
Cc: [[NAME|Vikram Singh Rathore]] <[[EMAIL|vs.rathore@tatasteel.com]]>; [[NAME|Fernanda Alves]] <[[EMAIL|fernanda.alves@vale.com]]>
Subject: Minutes – iron ore offtake call, 4 Dec

All,

Quick minutes from today's call with Vale ([[NAME|Fernanda]]):
1. Q1 volumes confirmed at 1.2 Mt, CFR Paradip.
2. Pricing formula stays on the Platts 62% Fe index, monthly average.
3. Next review on 15 January, Mumbai office ([[ADDRESS|Bombay House, 24 Homi Mody Street, Fort, Mumbai 400001]]).

[[NAME|Vikram]] – please circulate the draft addendum (contract TS/VALE/2024/09).

Regards,
[[NAME|Rohan]]
[[PHONE|+91 22 6665 8282]]`],
  ['email', 'en', `From: [[NAME|Sione Tupou]] <[[EMAIL|sione.tupou@xtra.co.nz]]>
To: Bayleys Ponsonby <[[EMAIL|ponsonby@bayleys.co.nz]]>
Subject: Viewing request – [[ADDRESS|27 Williamson Avenue]]

Kia ora,

I'd like to view the 2-bedroom unit at [[ADDRESS|27 Williamson Avenue, Grey Lynn, Auckland 1021]] this Saturday.
I'm currently at [[ADDRESS|8 Kowhai Road, Mangere Bridge, Auckland 2022]], and can be reached on [[PHONE|021 448 1930]].

Ngā mihi,
[[NAME|Sione Tupou]]`],

  ['email', 'de', `Von: [[NAME|Ralf Oberdörfer]] <[[EMAIL|ralf.oberdoerfer@t-online.de]]>
An: Praxis Dr. [[NAME|Lindner]] <[[EMAIL|info@zahnarzt-lindner-bonn.de]]>
Betreff: WG: Terminbestätigung

Hallo, anbei die Bestätigung – meine Frau kann leider nicht, bitte auf mich umbuchen.
Gruß [[NAME|R. Oberdörfer]]

-------- Weitergeleitete Nachricht --------
Betreff: Terminbestätigung
Datum: Mon, 24 Nov 2025 08:01:33 +0100
Von: Zahnarztpraxis Dr. [[NAME|Lindner]] <[[EMAIL|info@zahnarzt-lindner-bonn.de]]>
An: [[NAME|Claudia Oberdörfer]] <[[EMAIL|c.oberdoerfer@t-online.de]]>

Sehr geehrte Frau [[NAME|Oberdörfer]],
wir bestätigen Ihren Termin am Mittwoch, 03.12.2025, um 10:30 Uhr (Prophylaxe, ca. 45 Min.).
Bitte bringen Sie Ihre Versichertenkarte mit.
Zahnarztpraxis Dr. med. dent. [[NAME|Julia Lindner]] · [[ADDRESS|Poppelsdorfer Allee 64]] · [[ADDRESS|53115 Bonn]] · Tel. [[PHONE|0228 21 44 09]]`],

  ['email', 'en', `From: [[NAME|Amara Diallo]] <[[EMAIL|amara.diallo@orange.sn]]>
To: [[NAME|Lucía Fernández]] <[[EMAIL|lfernandez@unhcr.org]]>
Subject: Names for the Dakar workshop list

Dear [[NAME|Lucía]],

Here are the three participants from our side, as they appear in their passports:

[[NAME|DIALLO Amara Mamadou]] – passport [[PASSPORT|A01447823]] – born [[DATE_OF_BIRTH|03/06/1985]]
[[NAME|NDIAYE Fatou Binetou]] – passport [[PASSPORT|A00982214]] – born [[DATE_OF_BIRTH|22/11/1991]]
[[NAME|SOW Ousmane]] – passport [[PASSPORT|B00311807]] – born [[DATE_OF_BIRTH|09/01/1978]]

All three are reachable through our office at Rue Carnot x Rue Joseph Gomis, Dakar, tel. [[PHONE|+221 33 889 21 40]].

Best,
[[NAME|Amara]]`],

  ['email', 'fi', `Lähettäjä: [[NAME|Juha-Pekka Virtanen]] <[[EMAIL|jp.virtanen@kolumbus.fi]]>
Vastaanottaja: [[EMAIL|isannointi@realia.fi]]
Aihe: Saunavuoro ja autopaikka, As Oy Tammelan Puistokatu 18

Hei,

muutimme asuntoon B 22 ([[ADDRESS|Tammelan puistokatu 18, 33100 Tampere]]) 1.11. Haluaisimme varata
saunavuoron torstaisin klo 19 sekä autopaikan. Auton rekisterinumero on [[LICENSE_PLATE|KLM-482]].

Puhelinnumeroni on [[PHONE|050 447 2198]].

Terveisin
[[NAME|Juha-Pekka Virtanen]]`],

  ['email', 'en', `From: [[NAME|Lina Haddad]] <[[EMAIL|lina.haddad@aub.edu.lb]]>
To: [[NAME|Omar Khoury]] <[[EMAIL|omar.khoury@gmail.com]]>
Subject: Re: Re: Beirut → Montreal paperwork

[[NAME|Omar]],

The consulate wants the birth certificate of [[NAME|Yasmine]] too (born [[DATE_OF_BIRTH|5 March 2017]]). I sent them mine and your
passport copy ([[PASSPORT|RL1184402]]). Can you pick up the translation from the office in
[[ADDRESS|Hamra, Bliss Street, Bldg 41, 3rd floor]]? They close at 4.

> On 2 Dec, [[NAME|Omar Khoury]] wrote:
> Did they accept the bank letter? I can ask Bank Audi for a new one.

[[NAME|Lina]]`],

  ['email', 'en', `From: Shopify <[[EMAIL|no-reply@shopify.com]]>
To: [[EMAIL|orders@handmadebyhana.com]]
Subject: [Handmade by Hana] Order #4471 placed by [[NAME|Ethan Brooks]]

Order #4471 (December 2, 2025)

Customer: [[NAME|Ethan Brooks]]
[[EMAIL|ethan.brooks@protonmail.com]] · [[PHONE|+1 646-555-0175]]
Shipping address:
[[NAME|Ethan Brooks]]
[[ADDRESS|311 Bergen St, Apt 2]]
[[ADDRESS|Brooklyn, NY 11217]]

1 × Ceramic mug, speckled (SKU MUG-SPK-12)  $38.00
Shipping (USPS Priority)                    $9.45
Total                                      $47.45
Payment: Visa ending 4737`],

  ['email', 'es', `De: [[NAME|Valentina Morales Quispe]] <[[EMAIL|vmorales@pucp.edu.pe]]>
Para: Secretaría Académica <[[EMAIL|secretaria.academica@pucp.edu.pe]]>
Asunto: Solicitud de constancia de estudios

Estimados señores:

Solicito una constancia de estudios para trámite de visa.
Nombre: [[NAME|Valentina Morales Quispe]]
Código de alumna: 20191447
DNI: [[PERSONAL_ID|71844205]]
Fecha de nacimiento: [[DATE_OF_BIRTH|30 de agosto de 2001]]
Dirección: [[ADDRESS|Av. Brasil 2480, dpto. 502, Pueblo Libre, Lima]]
Celular: [[PHONE|987 441 220]]

Atentamente,
[[NAME|Valentina Morales Q.]]`],

  ['email', 'en', `From: Newsletter <[[EMAIL|news@bundesliga-tickets.example]]>
To: [[EMAIL|fans@list.bundesliga-tickets.example]]
Subject: Matchday 14 – ticket release times

Dear fans,

Tickets for matchday 14 go on sale on Tuesday at 10:00 CET. Members with priority (status Gold)
can buy from Monday 18:00. Maximum four tickets per order; prices from €19 (standing, Südtribüne).

See you at the stadium!

Ticket Service · [[ADDRESS|Strobelallee 50, 44139 Dortmund]]
Unsubscribe · Privacy policy · Imprint`],
  ['email', 'en', `From: [[NAME|Maria Clara Santos Reyes]] <[[EMAIL|mc.santosreyes@yahoo.com.ph]]>
To: POEA Processing <[[EMAIL|processing@dmw.gov.ph]]>
Subject: Request for OEC – returning worker

Good day po,

I am a returning OFW (caregiver, Riyadh). Please see my details:
Full name: [[NAME|SANTOS REYES, Maria Clara D.]]
Date of birth: [[DATE_OF_BIRTH|April 2, 1988]]
Passport no.: [[PASSPORT|P4471882B]]
Address in PH: [[ADDRESS|Blk 7 Lot 14, Mabini St., Brgy. San Isidro, Antipolo City, Rizal 1870]]
Mobile: [[PHONE|+63 917 882 4410]]

Thank you very much po.
[[NAME|Maria Clara]]`],

  ['email', 'de', `Від: [[NAME|Олександр Петрович Коваленко]] <[[EMAIL|o.kovalenko@ukr.net]]>
Кому: [[NAME|Anna Schuster]] <[[EMAIL|a.schuster@jobcenter-ge.de]]>
Тема: Termin / [[NAME|Oleksandr Kovalenko]], BG-Nr. 98412

Sehr geehrte Frau [[NAME|Schuster]],

entschuldigen Sie, ich kann am 10.12. nicht kommen, ich habe Deutschkurs (Integrationskurs, VHS Leipzig).
Ich heiße [[NAME|Oleksandr Kovalenko]] ([[NAME|Олександр Коваленко]]), geboren am [[DATE_OF_BIRTH|17.05.1979]], Adresse:
[[ADDRESS|Eisenbahnstraße 112, 04315 Leipzig]]. Telefon: [[PHONE|0152 0448 1127]].

Mit freundlichen Grüßen
[[NAME|Oleksandr Kovalenko]]`],

  ['email', 'da', `Fra: [[NAME|Mette Kjærgaard Sørensen]] <[[EMAIL|mette.k.sorensen@mail.dk]]>
Til: Skolekontoret, Aarhus Katedralskole <[[EMAIL|kontor@akats.dk]]>
Emne: Sygemelding – [[NAME|Frederik]] 2.c

Hej,

[[NAME|Frederik Kjærgaard Sørensen]] (2.c) er syg i dag og i morgen. Han har feber.

Venlig hilsen
[[NAME|Mette Kjærgaard Sørensen]]
Mobil [[PHONE|28 44 17 93]]`],

  ['email', 'cs', `Od: [[NAME|Petr Dvořák]] <[[EMAIL|petr.dvorak@seznam.cz]]>
Komu: [[EMAIL|reklamace@alza.cz]]
Předmět: Reklamace – objednávka 418822071

Dobrý den,

reklamuji pračku Bosch Serie 6 (objednávka č. 418822071, dodána 2. 10. 2025) – netočí buben.
Prosím o vyzvednutí na adrese [[ADDRESS|Vinohradská 1511/230, 100 00 Praha 10]], nejlépe v pracovní dny po 16. hodině.
Peníze případně vraťte na účet [[IBAN|CZ21 0800 3377 8993 7362 5821]].

S pozdravem
[[NAME|Petr Dvořák]], tel. [[PHONE|604 118 227]]`],

  ['email', 'en', `From: [[NAME|Budi Santoso]] <[[EMAIL|budi.santoso@telkom.co.id]]>
To: [[NAME|Wayan Sudirta]] <[[EMAIL|wayan@baliecovillas.com]]>
Subject: Booking 12–18 Jan, family of 4

Dear Pak [[NAME|Wayan]],

Confirming our booking for Villa Kamboja. Guests: [[NAME|Budi Santoso]], [[NAME|Dewi Lestari Santoso]] and our children
[[NAME|Arya]] and [[NAME|Kirana]]. Arrival flight GA 406 at 14:10.

For the deposit I have transferred IDR 4.500.000 today (ref. TRF-88412207).

Terima kasih,
[[NAME|Budi Santoso]]
[[ADDRESS|Jl. Kemang Raya No. 18, Jakarta Selatan 12730]] · [[PHONE|+62 812 8841 2207]]`],

  ['email', 'en', `From: IT Service Desk <[[EMAIL|servicedesk@contoso-pharma.com]]>
To: [[EMAIL|all-staff@contoso-pharma.com]]
Subject: Planned maintenance – Saturday 13 December

Dear colleagues,

SAP ERP and the expense portal will be unavailable on Saturday 13 December from 06:00 to 14:00 CET
while we apply support package SP27. VPN, e-mail and Teams are not affected.

If you have questions, raise a ticket in ServiceNow (category "ERP") or call extension 5000.

IT Service Desk`],

  ['email', 'es', `De: [[NAME|Andrés Felipe Gómez Restrepo]] <[[EMAIL|afgomez@eafit.edu.co]]>
Para: [[NAME|Laura Sánchez]] <[[EMAIL|lsanchez@colsubsidio.com]]>
Asunto: RE: Afiliación beneficiarios

Buenas tardes [[NAME|Laura]],

Le envío los datos de mi hija para la afiliación:
Nombre: [[NAME|Salomé Gómez Cárdenas]]
Registro civil / NUIP: [[PERSONAL_ID|1.036.448.201]]
Fecha de nacimiento: [[DATE_OF_BIRTH|4 de febrero de 2022]]

Mi cédula es [[PERSONAL_ID|71.448.392]] de Medellín y mi celular [[PHONE|300 441 8827]].

Cordialmente,
[[NAME|Andrés Felipe Gómez R.]]
[[ADDRESS|Cra. 49 # 7 Sur-50, Medellín, Antioquia]]`],

  ['email', 'en', `From: [[NAME|Ahmed Raza Chaudhry]] <[[EMAIL|ahmed.chaudhry@hbl.com]]>
To: [[NAME|Sarah Whitfield]] <[[EMAIL|sarah.whitfield@hsbc.co.uk]]>
Subject: Correspondent account – signatory update

Dear [[NAME|Sarah]],

Further to our call, the new authorised signatory for our nostro account is Mr. [[NAME|Imran Qureshi]]
(CNIC [[PERSONAL_ID|35202-4471882-9]], passport [[PASSPORT|BK4471208]]). Specimen signature card to follow by courier (DHL 4471 882 207).

Regards,
[[NAME|Ahmed Raza Chaudhry]]
Head of FI Relations, Habib Bank Limited, HBL Tower, Jinnah Avenue, Blue Area, Islamabad
Tel [[PHONE|+92 51 287 4410]]`],

  ['email', 'hu', `Feladó: [[NAME|Nagy Zsófia]] <[[EMAIL|nagy.zsofia@citromail.hu]]>
Címzett: [[EMAIL|ugyfelszolgalat@mvm.hu]]
Tárgy: Mérőóra-állás bejelentése

Tisztelt Ügyfélszolgálat!

Felhasználási hely: [[ADDRESS|1137 Budapest, Pozsonyi út 38. 3. em. 12.]]
Ügyfél: [[NAME|Nagy Zsófia]] (szül. [[DATE_OF_BIRTH|1986. június 9.]])
Gázmérő állása 2025.11.30-án: 04417 m³
Telefon: [[PHONE|+36 30 448 2219]]

Üdvözlettel:
[[NAME|Nagy Zsófia]]`],

  ['email', 'en', `From: [[NAME|Jennifer Alvarez]] <[[EMAIL|jalvarez@alvarezcpa.com]]>
To: [[NAME|Michael O'Connor]] <[[EMAIL|mike.oconnor77@comcast.net]]>
Subject: 2025 tax organizer – items still needed

Hi [[NAME|Mike]],

To finish your 1040 I still need the 1099-INT from Ally Bank and your daughter's SSN for the
dependent credit ([[NAME|Emily]], DOB [[DATE_OF_BIRTH|06/14/2012]]). I have yours as [[US_SSN|412-68-3057]] from last year; please confirm
it's unchanged. Upload through the portal rather than e-mail if you can.

Thanks!
[[NAME|Jennifer Alvarez]], CPA
Alvarez & Kim CPAs · [[ADDRESS|1801 Century Park E, Suite 1200, Los Angeles, CA 90067]] · [[PHONE|(310) 555-0134]]`],
  ['email', 'is', `Frá: [[NAME|Guðrún Sigurðardóttir]] <[[EMAIL|gudrun.sig@simnet.is]]>
Til: [[NAME|Einar Þór Jónsson]] <[[EMAIL|einar.jonsson@landspitali.is]]>
Efni: Sumarbústaðurinn – lyklar

Sæll [[NAME|Einar]],

lyklarnir eru í lyklaboxinu við [[ADDRESS|Skólavörðustíg 22, 101 Reykjavík]] (kóði 4471). Kennitalan mín fyrir
reikninginn er [[PERSONAL_ID|120385-2249]].

Kveðja,
[[NAME|Guðrún]]
s. [[PHONE|862 4417]]`],

  ['email', 'en', `From: [[NAME|Thanh Hương Phạm]] <[[EMAIL|huong.pham@fpt.com.vn]]>
To: [[NAME|Daniel Weber]] <[[EMAIL|daniel.weber@bosch.com]]>
Cc: [[NAME|Tuấn Anh Lê]] <[[EMAIL|anh.le@fpt.com.vn]]>
Subject: Re: Onsite visit Stuttgart – invitation letter

Dear [[NAME|Daniel]],

Thank you. For the invitation letter, here are the passport details of our two engineers:

1. [[NAME|PHẠM THANH HƯƠNG]] – passport [[PASSPORT|C4418207]] – date of birth [[DATE_OF_BIRTH|11/08/1990]]
2. [[NAME|LÊ TUẤN ANH]] – passport [[PASSPORT|C2207441]] – date of birth [[DATE_OF_BIRTH|25/03/1994]]

Our office address: [[ADDRESS|FPT Tower, 10 Phạm Văn Bạch, Cầu Giấy, Hà Nội]]. Mobile [[PHONE|+84 98 441 8207]].

Best regards,
[[NAME|Hương]]`],

  ['email', 'de', `Von: [[NAME|Tobias Kleinschmidt]] <[[EMAIL|tobias@kleinschmidt-fotografie.de]]>
An: [[EMAIL|anfragen@hochzeitslocation-gut-pohl.de]]
Betreff: Abwesenheitsnotiz: Hochzeit [[NAME|Schneider]]/[[NAME|Yıldız]] am 16.05.

Vielen Dank für Ihre Nachricht. Ich bin bis einschließlich 8. Dezember im Urlaub und lese keine E-Mails.
In dringenden Fällen erreichen Sie mein Studio unter [[PHONE|0511 33 44 871]] (Mo–Fr 10–16 Uhr).

[[NAME|Tobias Kleinschmidt]] · Fotografie · [[ADDRESS|Lister Meile 27]] · [[ADDRESS|30161 Hannover]]`],

  ['email', 'en', `From: [[NAME|Zanele Khumalo]] <[[EMAIL|zanele.khumalo@discovery.co.za]]>
To: [[EMAIL|claims@discovery.co.za]]
Subject: Medical aid claim – Dr [[NAME|Naidoo]], 14 Nov

Hello,

Please find attached the invoice from Dr [[NAME|Kavitha Naidoo]] (practice no. 0441882) for my son
[[NAME|Sipho Khumalo]], DOB [[DATE_OF_BIRTH|2015-07-22]], member no. 188420771 (dependant 02). The account was paid by card.

Refund to FNB, account number 62841177209, branch 250655.

Thanks,
[[NAME|Zanele Khumalo]]
[[PHONE|072 448 1190]]`],

  ['email', 'en', `From: Events Team <[[EMAIL|events@womenintech.sg]]>
To: [[NAME|Wei Jie Lim]] <[[EMAIL|weijie.lim@dbs.com]]>
Subject: Your ticket – Women in Tech Summit 2026

Hi [[NAME|Wei Jie]],

Thanks for registering! Your ticket number is WITS26-0447. The summit takes place on 4 March 2026 at
Marina Bay Sands Expo, Level 4, Peony Ballroom.

Doors open 08:30. Please bring this e-mail or the QR code in the app.

See you there,
The WIT Events Team
Women in Tech Singapore Ltd · [[ADDRESS|1 Raffles Place, #20-61, Singapore 048616]]`],
]
