import type { Raw } from './build.ts'

// E-mails and letters (35).
export const DOCS_D: Raw[] = [
  ['email', 'de', `Von: [[NAME|Stefanie Wagner]] <[[EMAIL|s.wagner@kanzlei-wagner-roth.de]]>
Gesendet: Mittwoch, 19. November 2026 16:42
An: [[NAME|Bernd Hoffmann]] <[[EMAIL|bernd.hoffmann@t-online.de]]>
Betreff: AW: Ihre Nebenkostenabrechnung 2025 – Az. 2026/0417

Sehr geehrter Herr [[NAME|Hoffmann]],

vielen Dank für die Unterlagen. Die Abrechnung Ihres Vermieters weist tatsächlich Positionen aus, die nicht umlagefähig sind (Verwaltungskosten, Reparaturrücklage). Ich schlage vor, dass wir fristgerecht bis zum 15.12. Widerspruch einlegen.

Bitte senden Sie mir noch den Mietvertrag für die Wohnung [[ADDRESS|Gabelsbergerstraße 23, 80333 München]] als PDF.

Mit freundlichen Grüßen

[[NAME|Stefanie Wagner]]
Rechtsanwältin | Fachanwältin für Miet- und WEG-Recht
Kanzlei Wagner & Roth PartG mbB
[[ADDRESS|Brienner Str. 12 · 80333 München]]
Tel. [[PHONE|+49 89 2154 889-12]] | Fax [[PHONE|+49 89 2154 889-99]]
Mob. [[PHONE|0171 4278 299]]`],

  ['email', 'en', `Hi [[NAME|Tom]],

Quick one — can you add [[NAME|Rachel]] to the Q1 planning invite? Her new address is [[EMAIL|rachel.osei@brightwave.co.uk]] (she moved over from the Leeds office last week).

Also, the courier needs a contact on site for Thursday's delivery (PO 4500192837, 14 pallets). I gave them my mobile, but if I'm stuck in the Bristol workshop they'll call you.

Cheers,
[[NAME|Megan]]

--
[[NAME|Megan Lloyd]] | Operations Manager
Brightwave Energy Ltd
M: [[PHONE|+44 7700 900612]]  |  D: [[PHONE|+44 117 429 1055]]
[[ADDRESS|Unit 7, Avonmouth Way, Bristol BS11 9HX]]`],

  ['email', 'en', `---------- Forwarded message ---------
From: [[NAME|Arjun Mehta]] <[[EMAIL|arjun.mehta@zenithsoft.in]]>
Date: Tue, 18 Nov 2026 at 11:07
Subject: Re: Visa invitation letter
To: <[[EMAIL|hr-germany@zenithsoft.de]]>
Cc: [[NAME|Deepa Krishnan]] <[[EMAIL|deepa.k@zenithsoft.in]]>

Dear HR team,

please find my details for the invitation letter below:
Full name: [[NAME|Arjun Vikram Mehta]]
Passport no.: [[PASSPORT|Z3079310]] (valid till 2033)
DOB: [[DATE_OF_BIRTH|02-Feb-1991]]
Travel dates: 12 Jan – 27 Jan 2027, training at the Walldorf site.

Regards,
[[NAME|Arjun]]
[[PHONE|+91 80 4788 8084 ext 318]]`],

  ['email', 'en', `Subject: Welcome to Northwind, [[NAME|Aisling]]!

Dear [[NAME|Aisling]],

Welcome aboard! Your start date is Monday 5 January 2027. Please come to reception at [[ADDRESS|One Spencer Dock, North Wall Quay, Dublin 1, D01 X9R7]] at 9:30; [[NAME|Conor Fitzgerald]] from IT will set you up with your laptop (asset tag NW-IE-04417).

Your login will be [[EMAIL|aisling.brennan@northwind.ie]]; a temporary password will be sent by SMS to [[PHONE|+353 87 461 7010]].

Kind regards,
[[NAME|Gráinne O'Connor]]
People Team
T [[PHONE|+353 1 420 7267]] ext. 204`],

  ['letter', 'de', `[[NAME|Hans-Jürgen Bachmann]]
[[ADDRESS|Am Steinbruch 4]]
[[ADDRESS|35390 Gießen]]

Finanzamt Gießen
[[ADDRESS|Schubertstraße 60]]
[[ADDRESS|35392 Gießen]]
                                                              Gießen, den 17.11.2026
Steuernummer: [[TAX_ID|020 812 30415]]
Einspruch gegen den Einkommensteuerbescheid 2024 vom 29.10.2026

Sehr geehrte Damen und Herren,

hiermit lege ich gegen den o. g. Bescheid fristgerecht Einspruch ein. Die Aufwendungen für das häusliche Arbeitszimmer wurden nicht berücksichtigt. Belege (Mietvertrag, Grundriss, Nachweise der Stromkosten) füge ich bei. Meine steuerliche Identifikationsnummer lautet [[TAX_ID|20 601 907 358]].

Mit freundlichen Grüßen

[[NAME|Hans-Jürgen Bachmann]]
Anlagen: 3`],

  ['letter', 'en', `CITY OF CAPE TOWN — Revenue Department
[[ADDRESS|12 Hertzog Boulevard, Cape Town 8001]]
Enquiries: [[PHONE|0860 103 089]]

Mr [[NAME|Pieter Botha]]
[[ADDRESS|41 Kloof Nek Road]]
[[ADDRESS|Tamboerskloof, Cape Town 8001]]

Account number: 401829173      Date: 14 November 2026

Dear Mr [[NAME|Botha]]

FINAL DEMAND: ARREARS ON PROPERTY RATES
Our records show an outstanding balance of R 4 812,40 on the above account. Please settle the amount within 14 days or contact us to arrange a payment plan. If you have already paid, please ignore this letter.

Yours faithfully
Revenue Management`],

  ['email', 'en', `De : [[NAME|Camille Moreau]] <[[EMAIL|camille.moreau@atelier-moreau.fr]]>
Envoyé : jeudi 20 novembre 2026 09:12
À : [[NAME|Julien Petit]]
Objet : devis cuisine – chantier rue de la Roquette

Bonjour [[NAME|Julien]],

Comme convenu ce matin au téléphone, je te renvoie le devis n° D-2026-118 corrigé (plan de travail en quartz, 4,20 m). Le client, M. [[NAME|Rémi Lefèvre]], souhaite une pose la semaine du 8 décembre. Son adresse de chantier : [[ADDRESS|63 rue de la Roquette, 75011 Paris]], code porte 4417B, 3e étage sans ascenseur…

Tu peux le joindre directement au [[PHONE|06 48 21 67 75]].

Bonne journée,
[[NAME|Camille]]
—
Atelier Moreau · Menuiserie & agencement
[[ADDRESS|18 rue des Vinaigriers, 75010 Paris]]
Tél. [[PHONE|01 42 08 65 84]] · Port. [[PHONE|06 12 44 50 62]]`],

  ['email', 'en', `From: [[EMAIL|no-reply@myaccount.vodafone.com.au]]
To: [[EMAIL|j.nguyen1987@bigpond.com]]
Subject: Your SIM has been replaced

Hi [[NAME|Jason]],
The SIM for your service [[PHONE|0412 574 352]] was replaced on 19/11/2026 at 3:14 pm at Vodafone Chadstone.
If you didn't request this, call us immediately on [[PHONE|1300 650 410]].
Service ID: 7741-2093   Order ref: SIMSWAP-448201
Vodafone Australia`],

  ['email', 'en', `Oggetto: Conferma prenotazione visita – Poliambulatorio San Marco

Gentile Sig.ra [[NAME|Francesca Colombo]],
le confermiamo la visita cardiologica con il Dott. [[NAME|Alberto Marini]] per il giorno 2 dicembre 2026 alle ore 10:30.
Si prega di presentarsi 15 minuti prima con tessera sanitaria (C.F. [[IT_FISCAL_CODE|FRRLCU85A22H501W]] del titolare [[NAME|Luca Ferrari]], come da impegnativa) e documentazione precedente.
Per disdette: tel. [[PHONE|02 4829 5771]] oppure [[EMAIL|prenotazioni@poliambulatoriosanmarco.it]].
Cordiali saluti
Segreteria – [[ADDRESS|Viale Monza 140, 20127 Milano]]`],

  ['email', 'en', `From: "[[NAME|Kowalski, Jan]]" <[[EMAIL|jan.kowalski@pkobp.pl]]>
To: "[[NAME|Schneider, Petra]]" <[[EMAIL|p.schneider@hypovereinsbank.de]]>
Subject: correspondent account – test payment

Dear [[NAME|Petra]],

as agreed on our call, we sent a test payment of EUR 1.00 today from our nostro to your account [[IBAN|DE45 6787 7414 5100 4104 23]], BIC [[BIC|HYVEDEMMXXX]], ref TEST-PKO-HVB-2611.

Please confirm receipt.

Best regards / Z poważaniem
[[NAME|Jan Kowalski]]
Correspondent Banking | PKO Bank Polski
tel. [[PHONE|+48 22 522 07 37]]   kom. [[PHONE|+48 605 346 164]]`],

  ['email', 'en', `hey [[NAME|sam]]
sorry for the late reply!! new number is [[PHONE|0421 888 144]], the old one got nicked at the footy lol
also my new place is [[ADDRESS|3/17 Fitzroy St, St Kilda VIC 3182]] if u want to send the invite
talk soon xx
[[NAME|jess]]`],

  ['letter', 'en', `NHS
Leeds Teaching Hospitals NHS Trust — Department of Dermatology
St James's University Hospital, [[ADDRESS|Beckett Street, Leeds LS9 7TF]]
Tel: [[PHONE|0113 299 3097]]

Date: 18/11/2026        Clinic: DERM-04       Our ref: JT/AS/0917

Dr [[NAME|Helen Cartwright]]
Chapel Allerton Medical Centre
[[ADDRESS|Town Street, Leeds LS7 4NB]]

Dear Dr [[NAME|Cartwright]]

Re: Mr [[NAME|Aaron Stewart]], DOB [[DATE_OF_BIRTH|03/05/1969]], NHS No. [[UK_NHS|157 368 1938]]
[[ADDRESS|22 Harehills Lane, Leeds LS8 5HW]]

I reviewed Mr [[NAME|Stewart]] today for a pigmented lesion on his left shoulder. Dermoscopy was reassuring; no biopsy is needed. I have discharged him back to your care.

Yours sincerely
Dr [[NAME|Joanna Tate]], Consultant Dermatologist`],

  ['email', 'en', `Subject: RE: RE: invoice 2026-0911 overdue

Hi,

payment went out yesterday, see remittance attached. For future invoices please use our new bank details:
Account name: Kilimanjaro Safaris Ltd
Bank: NCBA Bank Kenya
Account no: 1004829173
SWIFT: [[BIC|CBAFKENX]]

Thanks,
[[NAME|Wambui Njoroge]]
Finance Officer
Kilimanjaro Safaris Ltd | [[ADDRESS|Mombasa Road, ABC Place, Nairobi]]
Tel: [[PHONE|+254 20 499 7294]] | Cell: [[PHONE|0722 419 241]]

-----Original Message-----
From: [[EMAIL|accounts@serengeti-lodges.co.tz]]
Sent: 17 November 2026 08:12
Subject: RE: invoice 2026-0911 overdue`],

  ['email', 'en', `From: [[NAME|Marta Nowak-Silva]] <[[EMAIL|mnowaksilva@gmail.com]]>
To: landlord

Dear Mr [[NAME|Ferreira]],

the boiler in the flat ([[ADDRESS|Rua de Santa Catarina 412, 3.º Dto, 4000-442 Porto]]) has been broken since Saturday. The technician from Vulcano (ticket VUL-77104) said the part needs to be ordered. Can you please authorise the repair? It's 11°C inside.

My number again: [[PHONE|+351 936 281 784]].

Thanks,
[[NAME|Marta]]`],

  ['letter', 'de', `Bundesagentur für Arbeit · Agentur für Arbeit Dortmund · [[ADDRESS|Steinstraße 39, 44147 Dortmund]]

Frau
[[NAME|Olena Shevchenko]]
[[ADDRESS|Rheinische Str. 141]]
[[ADDRESS|44137 Dortmund]]

Ihr Zeichen: –   Mein Zeichen: 343D012345   Kundennummer: 343D812917
Datum: 13.11.2026

Einladung zu einem Gesprächstermin

Sehr geehrte Frau [[NAME|Shevchenko]],

bitte kommen Sie am 25.11.2026 um 09:30 Uhr in die Agentur für Arbeit, Zimmer 2.114. Wir möchten mit Ihnen über Ihre berufliche Situation sprechen. Bitte bringen Sie Ihren Aufenthaltstitel und Ihren Lebenslauf mit.

Mit freundlichen Grüßen
Ihre Agentur für Arbeit
Servicenummer [[PHONE|0800 4 5555 00]] (gebührenfrei)`],

  ['email', 'en', `To: [[EMAIL|recruiting@helix-bio.com]]
Subject: Application – Senior Data Scientist (Req. 26-1183)

Dear Hiring Team,

I'm applying for the Senior Data Scientist position. I have eight years of experience building forecasting models at Flipkart and, most recently, at Grab in Singapore. My CV is attached.

I currently hold an Employment Pass (FIN [[SG_NRIC|G4829209M]]) and would be available from March 2027.

Best regards,
[[NAME|Vikram Raghunathan]]
[[PHONE|+65 8418 1895]] · [[EMAIL|vikram.raghunathan@outlook.com]]
[[ADDRESS|18 Marina Gardens Drive, #12-04, Singapore 018953]]`],

  ['email', 'en', `Sender: Dr. [[NAME|Ioannis Georgiou]] <[[EMAIL|i.georgiou@med.uoa.gr]]>
Subject: Referral – patient [[NAME|Eleni Papadaki]]

Dear colleague,

I refer Ms [[NAME|Papadaki]] (born [[DATE_OF_BIRTH|14/08/1977]], AMKA [[PERSONAL_ID|14087701281]]) for an MRI of the lumbar spine. She can be reached at [[PHONE|+30 694 460 8196]].

With kind regards,
Dr. [[NAME|I. Georgiou]]
Orthopaedic Surgeon, Attikon University Hospital
[[ADDRESS|Rimini 1, 124 62 Chaidari]]
Tel. [[PHONE|+30 210 581 7880]], Fax [[PHONE|+30 210 575 9320]]`],

  ['email', 'en', `From: Amazon.co.jp <[[EMAIL|shipment-tracking@amazon.co.jp]]>
To: [[EMAIL|yuto.matsumoto@gmail.com]]
Subject: ご注文の商品を発送しました

[[NAME|松本 悠斗]] 様
ご注文の商品を発送しました。注文番号: 249-4827719-3392004
お届け先:
[[NAME|松本 悠斗]]
[[ADDRESS|〒530-0001 大阪府大阪市北区梅田3-1-3 グランフロント南館 1205]]
お届け予定日: 2026/11/22 (土)
配送業者: ヤマト運輸  お問い合わせ伝票番号: 4829-1736-5041`],

  ['email', 'en', `Subject: Re: Lost luggage claim AF-CDG-48291

Dear Sir/Madam,

Further to my call, my bag (black Samsonite, tag AF 482917) did not arrive on AF1234 from Lagos on 16 Nov. Please deliver it to:
[[NAME|Chukwuemeka Obi]]
[[ADDRESS|Hotel Ibis Paris Gare de Lyon, 43 avenue Ledru-Rollin, 75012 Paris]]
Room 317
Mobile: [[PHONE|+234 809 436 8844]] (WhatsApp) or local [[PHONE|+33 7 58 70 78 75]]

My passport number is [[PASSPORT|B12615494]] in case you need it for customs.

Regards
[[NAME|Emeka Obi]]`],

  ['letter', 'de', `Wiener Wohnen Kundenservice GmbH
[[ADDRESS|Erdbergstraße 236, 1110 Wien]]

Frau [[NAME|Dragana Nikolić]]
[[ADDRESS|Quellenstraße 104/3/17]]
[[ADDRESS|1100 Wien]]

Wien, 12. November 2026
Vertragsnummer: 10-04-482917-03

Betreff: Mietzinserhöhung gemäß Richtwertgesetz

Sehr geehrte Frau [[NAME|Nikolić]]!

Mit 01.01.2027 erhöht sich der Hauptmietzins für Ihre Wohnung auf EUR 412,84 monatlich. Die Vorschreibung erhalten Sie gesondert. Für Rückfragen erreichen Sie uns unter [[PHONE|05 75 75 75]].

Freundliche Grüße
Wiener Wohnen`],

  ['email', 'en', `Hi [[NAME|Olivia]],

Thanks for sorting the venue. Speaker details for the badge printer:

Prof. [[NAME|Kenji Watanabe]] – Kyoto University – [[EMAIL|watanabe.kenji@kyoto-u.ac.jp]]
Dr. [[NAME|Amara Nwosu]] – Wellcome Sanger – [[EMAIL|an12@sanger.ac.uk]]
[[NAME|Sofía Ramírez]] – CONICET – [[EMAIL|sramirez@conicet.gov.ar]]

Hotel bookings are under the conference account (ref CONF-2027-BIO-04). Let me know if you need anything else.

Best,
[[NAME|Daniel]]
[[NAME|Daniel Hartmann-Lee]] | Programme Committee
T: [[PHONE|+44 20 7529 0087]]`],

  ['email', 'en', `From: [[NAME|Sunita Sharma]] <[[EMAIL|sunita.sharma@icici.co.in]]>
Subject: Home loan sanction – application HL/2026/MUM/48291

Dear Mr [[NAME|Desai]],

we are pleased to inform you that your home loan of ₹85,00,000 has been sanctioned. Please visit our branch at [[ADDRESS|ICICI Bank, Bandra Kurla Complex, Mumbai 400051]] with the original sale agreement for the flat at [[ADDRESS|B-1402, Lodha Amara, Kolshet Road, Thane West 400607]].

Your PAN [[IN_PAN|AKDPD4417N]] and Aadhaar [[IN_AADHAAR|2576 7770 1949]] have been verified.

Regards,
[[NAME|Sunita Sharma]]
Relationship Manager | Direct: [[PHONE|022 3334 7951]] | Mob: [[PHONE|98201 43298]]`],

  ['email', 'de', `Von: [[NAME|Lukas Brunner]] <[[EMAIL|lukas.brunner@bluewin.ch]]>
An: Verwaltung Immobilien Kägi AG
Betreff: Kündigung Parkplatz Nr. 14

Grüezi Frau [[NAME|Kägi]]

Hiermit kündige ich den Einstellplatz Nr. 14 in der Tiefgarage [[ADDRESS|Seestrasse 201, 8810 Horgen]] per 31. März 2027. Die Miete wurde bisher von meinem Konto [[IBAN|CH81 2856 9990 1681 5215 3]] abgebucht; bitte stellen Sie den Dauerauftrag ein.

Freundliche Grüsse
[[NAME|Lukas Brunner]]
[[PHONE|079 218 88 37]]`],

  ['email', 'en', `Subject: Board minutes draft — please review by Fri

Attached is the draft of the minutes of the 12 Nov board meeting (v3, track changes on). Items 4.2 (capex approval, €2.4m) and 6 (auditor rotation) still need wording from Legal.

Present: [[NAME|Ingrid Solberg]] (Chair), [[NAME|Henrik Dahl]], [[NAME|Aylin Korkmaz]], [[NAME|Paul Mercier]]. Apologies: [[NAME|Yasmin Haddad]].

Thanks,
[[NAME|Hanna]]
Company Secretary, Fjordline Shipping ASA
Dir. [[PHONE|+47 23 10 18 60]]`],

  ['letter', 'en', `IRS Department of the Treasury
Internal Revenue Service
[[ADDRESS|Austin, TX 73301-0023]]

Notice CP2000                          Tax year 2024
Notice date November 10, 2026          Social Security number: XXX-XX-4417
To contact us: [[PHONE|1-800-829-0922]]

[[NAME|MICHAEL A & LINDA K BRENNAN]]
[[ADDRESS|8812 OAK HOLLOW DR]]
[[ADDRESS|PLANO TX 75024-3381]]

The income and payment information we have on file doesn't match the information you reported on your 2024 tax return. This may cause an increase in your tax of $1,284.`],

  ['email', 'en', `From: [[NAME|Nadia Haddad]] <[[EMAIL|nadia.haddad@aub.edu.lb]]>
Subject: Reference letter for [[NAME|Rami]]

To whom it may concern,

I have known [[NAME|Rami Khoury]] for three years as his thesis supervisor at the American University of Beirut. [[NAME|Rami]] is diligent, curious and a pleasure to work with. I recommend him without reservation.

Please feel free to contact me at [[PHONE|+961 1 359 432 ext. 4417]] or [[PHONE|+961 3 416 270]].

Sincerely,
Prof. [[NAME|Nadia Haddad]]
Department of Computer Science`],

  ['email', 'en', `Re: Your order WR-2026-11-4471 — delivery address

> On 19 Nov 2026, at 21:33, [[NAME|Ines Carvalho]] <[[EMAIL|ines.carvalho@sapo.pt]]> wrote:
> Could you change the delivery to my work address? [[ADDRESS|Av. da Liberdade 190, 1250-147 Lisboa]], 4th floor, reception.
> Thanks, [[NAME|Inês]]

Hi [[NAME|Inês]],
done — the parcel will now go to Av. da Liberdade 190 (order WR-2026-11-4471, tracking CTT RR482917365PT).
Best, the WineRoots team`],

  ['email', 'de', `Subject: Elternbrief Klassenfahrt 7b

Liebe Eltern der 7b,

die Klassenfahrt nach Borkum findet vom 11. bis 15. Mai 2027 statt. Kosten: 289 € pro Kind, bitte bis 31.01. überweisen an den Förderverein, IBAN [[IBAN|DE39 5508 1387 1842 1305 18]], Verwendungszweck „KF 7b + Name des Kindes".

Begleitpersonen: Frau [[NAME|Yıldız]] und Herr [[NAME|Petersen]]. Notfallhandy während der Fahrt: [[PHONE|0152 0416 8025]].

Viele Grüße
[[NAME|Karen Petersen]]`],

  ['email', 'en', `From: [[NAME|Zhang Wei]] <[[EMAIL|zhangwei@sinochem-intl.cn]]>
To: [[NAME|Thomas Keller]] <[[EMAIL|thomas.keller@basf.com]]>
Subject: Meeting in Shanghai

Dear [[NAME|Thomas]],

Looking forward to meeting you next week. Our office is at [[ADDRESS|上海市浦东新区世纪大道100号 环球金融中心 38楼]] (Shanghai World Financial Center, 38F). My driver Mr. [[NAME|Liu]] will pick you up at the Grand Hyatt at 9:00; his mobile is [[PHONE|+86 139 1632 8088]].

Best regards,
[[NAME|Zhang Wei]] [[NAME|张伟]]
Director, Business Development
T: [[PHONE|+86 21 6836 0048]]  M: [[PHONE|+86 138 1753 6925]]`],

  ['email', 'en', `Subject: Out of office: Re: contract renewal

Thank you for your email. I am on parental leave until 6 January 2027 with no access to email.
For urgent matters please contact my colleague [[NAME|Emma Lindström]] ([[EMAIL|emma.lindstrom@scania.com]], [[PHONE|+46 8 552 457 93]]).

Med vänliga hälsningar / Best regards
[[NAME|Oskar Berglund]]`],

  ['email', 'en', `From: [[NAME|Hamid Karimi]] <[[EMAIL|hamid.karimi@gmail.com]]>
Subject: Re: apartment viewing

Hello,

I'm interested in the 2-room apartment at [[ADDRESS|Vasagatan 14, 411 24 Göteborg]]. I work as a nurse at Sahlgrenska and can show payslips. Can we do a viewing on Saturday around 11?

You can reach me on [[PHONE|076-418 46 02]].

Thanks,
[[NAME|Hamid]]`],

  ['letter', 'en', `Ministry of Interior — General Directorate of Residency and Foreigners Affairs, Dubai
Ref: GDRFA/RES/2026/481729

To: Mr. [[NAME|Ravi Shankar Pillai]]
[[ADDRESS|P.O. Box 48291, Dubai]]
Emirates ID: [[PERSONAL_ID|784-1986-4829173-4]]
Passport No.: [[PASSPORT|T3429136]]

Subject: Residence Visa Renewal Approval

Dear Sir,
Your application for the renewal of your residence visa has been approved. Please collect your documents from the Al Manara centre within 30 days.
For enquiries call [[PHONE|800 5111]].`],

  ['email', 'en', `Subject: Fwd: your Airbnb reservation HMX4Q8T2ZP

---------- Forwarded message ---------
From: Airbnb <[[EMAIL|automated@airbnb.com]]>
To: [[NAME|Pedro Alves]] <[[EMAIL|pedro.alves92@gmail.com]]>

Your host [[NAME|Gabriela]] has confirmed your reservation in Ciudad de México, Dec 20 – Dec 27.
Address: [[ADDRESS|Calle Durango 247, Roma Nte., Cuauhtémoc, 06700 Ciudad de México, CDMX]]
Host phone: [[PHONE|+52 55 1873 2105]]
Check-in: after 3:00 PM. Door code will be sent 24h before arrival.
Confirmation code HMX4Q8T2ZP`],

  ['email', 'en', `Hei [[NAME|Mikko]],

kiitos eilisestä! Tässä vielä [[NAME|Annan]] yhteystiedot kuten lupasin: [[PHONE|044 718 0856]], [[EMAIL|anna.korhonen@yle.fi]].

Hän asuu nykyään Tampereella, [[ADDRESS|Hämeenkatu 21 A 12, 33200 Tampere]].

Terveisin,
[[NAME|Liisa]]`],

  ['email', 'de', `Date: Mon, 17 Nov 2026 08:01:12 +0100
From: "IT Service Desk" <[[EMAIL|servicedesk@stadtwerke-ulm.de]]>
To: [[NAME|Patrick Engel]] <[[EMAIL|patrick.engel@stadtwerke-ulm.de]]>
Subject: Ihr neues Passwort / your new password

Hallo Herr [[NAME|Engel]],

wie telefonisch besprochen, wurde Ihr Kennwort zurückgesetzt. Ihr Initialpasswort lautet: [[SECRET|Ulm#4417-Winter]]
Bitte ändern Sie es bei der ersten Anmeldung. Ticket INC0048291.

Ihr IT Service Desk, Durchwahl -4444`],
]
