/** E-mails, letters, shipping labels and invoices (blind-3). Values are fictional; check digits are valid. */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_MAIL_LETTERS: RawDoc[] = [
  ['email', 'de', `Von: [[NAME|Friederike Albers]] <[[EMAIL|f.albers@kanzlei-albers-wendt.de]]>
An: [[NAME|Martin Quade]] <[[EMAIL|m.quade@web.de]]>
Cc: [[EMAIL|sekretariat@kanzlei-albers-wendt.de]]
Datum: Mo., 9. Nov. 2026, 08:47
Betreff: Ihr Mietrechtsstreit – Unterlagen für die Klageerwiderung

Sehr geehrter Herr [[NAME|Quade]],

für die Klageerwiderung benötige ich noch Ihre Steuer-ID ([[TAX_ID|50 697 113 842]] laut Ihrer letzten
Mail – bitte nur bestätigen) sowie eine Kopie des Übergabeprotokolls. Die Gegenseite, Frau [[NAME|Heike Rosenbaum]],
wird von Kollege Dr. [[NAME|Stefan Lorenz]] vertreten; dessen Schriftsatz lege ich bei.

Den Kostenvorschuss von 850,00 € überweisen Sie bitte auf unser Anderkonto
[[IBAN|DE14 3704 0044 8754 9980 66]].

Mit freundlichen Grüßen

[[NAME|Friederike Albers]]
Rechtsanwältin
Kanzlei Albers & Wendt · [[ADDRESS|Hohenzollernring 52]] · [[ADDRESS|50672 Köln]]
Tel. [[PHONE|0221 9348 117]] · Fax [[PHONE|0221 9348 119]]`],

  ['email', 'en', `From: "Priya Nair" <[[EMAIL|priya.nair@thornbury-analytics.co.uk]]>
To: [[EMAIL|payroll@thornbury-analytics.co.uk]]
Subject: Change of bank details + NI number correction
Date: Tue, 17 Nov 2026 14:02:11 +0000

Hi team,

I've switched banks, so from December please pay my salary into:
Name on account: [[NAME|Priya K Nair]]
IBAN [[IBAN|GB58 NWBK 6016 1368 7907 59]]

Also my National Insurance number on the last payslip was wrong. The correct one is [[UK_NINO|JK 48 21 77 C]].
My new address is [[ADDRESS|14 Holloway Close, Bristol BS4 2QN]] and my mobile is still [[PHONE|07700 900637]].

Thanks,
[[NAME|Priya]]

--
[[NAME|Priya Nair]] | Senior Data Analyst
Thornbury Analytics Ltd, [[ADDRESS|3 Temple Back, Bristol BS1 6DZ]]
T: [[PHONE|+44 117 496 0288]]`],

  ['email', 'fr', `De : [[NAME|Camille Rousseau-Nkemba]] <[[EMAIL|camille.rn@free.fr]]>
À : [[EMAIL|gestion@agence-bellecour.fr]]
Objet : Préavis de départ – appartement 2e étage, 17 rue Duguesclin

Madame, Monsieur,

Par la présente, je vous informe de mon départ du logement situé au [[ADDRESS|17 rue Duguesclin, 69006 Lyon]],
avec un préavis réduit d'un mois (mutation professionnelle à Bordeaux).
Ma nouvelle adresse à compter du 1er février : [[ADDRESS|45 cours de l'Argonne, 33000 Bordeaux]].

Merci de me restituer le dépôt de garantie sur le compte [[IBAN|FR76 3000 4232 9067 4098 6967 874]].
Je reste joignable au [[PHONE|07 81 22 64 09]].

Bien cordialement,
[[NAME|Camille Rousseau-Nkemba]]`],

  ['email', 'es', `De: [[NAME|Lucía Ferreyra]] <[[EMAIL|lferreyra@estudioferreyra.com.ar]]>
Para: [[NAME|Matías Quiroga]] <[[EMAIL|matias.quiroga@gmail.com]]>
Asunto: Alta monotributo – datos que faltan

Hola [[NAME|Matías]]:

Para darte de alta en el monotributo necesito que me confirmes el CUIT que te asignó AFIP. En el
formulario que me mandaste figura CUIT [[TAX_ID|20-34118892-0]] y DNI [[PERSONAL_ID|34.118.892]].
También precisamos el domicilio fiscal: ¿sigue siendo [[ADDRESS|Av. Corrientes 4120, piso 7 B, C1195AAR CABA]]?

Cualquier cosa llamame al [[PHONE|+54 9 11 4432-1187]].

Saludos,
[[NAME|Lucía Ferreyra]]
Contadora Pública — Estudio Ferreyra & Asoc.`],

  ['email', 'it', `Da: [[NAME|Chiara Ricci]] <[[EMAIL|chiara.ricci95@libero.it]]>
A: Ufficio Personale <[[EMAIL|personale@studiomediconavona.it]]>
Oggetto: documenti per assunzione

Buongiorno,

come richiesto vi invio i dati per il contratto:
- codice fiscale [[IT_FISCAL_CODE|RCCCHR95E57H501Y]]
- data di nascita [[DATE_OF_BIRTH|17/05/1995]]
- residenza [[ADDRESS|Via Appia Nuova 311, 00181 Roma]]
- IBAN per lo stipendio [[IBAN|IT79 V030 6909 6063 7870 9232 281]]
- cellulare [[PHONE|347 218 6690]]

Allego copia della carta d'identità. Il mio tutor di tirocinio, la dott.ssa [[NAME|Paola Marchetti]], può fornire referenze.

Cordiali saluti,
[[NAME|Chiara Ricci]]`],

  ['email', 'de', `Von: [[EMAIL|noreply@paketdienst-nord.de]]
An: [[EMAIL|henning.b@posteo.de]]
Betreff: Ihre Sendung 00340434161094023118 wird heute zugestellt

Hallo [[NAME|Henning Brodersen]],

Ihre Sendung von Versandhaus Jessen KG ist in der Zustellung.
Lieferadresse: [[ADDRESS|Rathausstraße 6, 24937 Flensburg]]
Voraussichtliches Zeitfenster: 13:30 – 15:30 Uhr

Sie sind nicht zu Hause? Ablageort festlegen:
https://paketdienst-nord.de/s/ablage?sendung=00340434161094023118&token=[[URL_SECRET|q7Rk2vLx9TfB4mZw]]

Dies ist eine automatisch erzeugte Nachricht. Bitte antworten Sie nicht.`],

  ['email', 'sv', `Från: [[NAME|Johan Lindqvist]] <[[EMAIL|johan.lindqvist@telia.com]]>
Till: [[EMAIL|uthyrning@brfsolrosen.se]]
Ämne: Andrahandsuthyrning – ansökan

Hej!

Jag ansöker härmed om att hyra ut min lägenhet nr 1104 i andra hand under perioden 1 februari – 31 juli 2027.
Hyresgäst blir [[NAME|Emma Sjöberg]], personnummer [[PERSONAL_ID|920228-7455]], nuvarande adress
[[ADDRESS|Vindragarvägen 12, 117 50 Stockholm]], telefon [[PHONE|070-381 44 92]].

Själv arbetar jag i Göteborg under perioden. Min adress där blir [[ADDRESS|Karl Johansgatan 38, 414 55 Göteborg]].

Vänliga hälsningar
[[NAME|Johan Lindqvist]]
[[PHONE|+46 8 545 102 30]]`],

  ['email', 'en', `From: IT Service Desk <[[EMAIL|servicedesk@brightwater-health.org]]>
To: All staff
Subject: Planned maintenance Saturday 21 November 02:00–06:00 UTC

Dear colleagues,

the patient portal (portal.brightwater-health.org) and the rostering system will be unavailable during the
window above while we upgrade the database cluster to version 15.4. Release notes: RN-2026-44, build 8.12.0-rc3.
No action is needed from you. Bookmark the status page for updates.

Ticket reference: CHG0041187
Brightwater Health IT`],

  ['email', 'pt', `De: [[NAME|Beatriz Quintela]] <[[EMAIL|beatriz.quintela@sapo.pt]]>
Para: [[EMAIL|reservas@casadoscorvos.pt]]
Assunto: Reserva 2–6 de abril — dados para a fatura

Boa tarde,

confirmo a reserva do quarto duplo. Para a fatura, por favor usem:
Nome: [[NAME|Beatriz Quintela Sousa]]
NIF: [[TAX_ID|238114570]]
Morada: [[ADDRESS|Rua de Cedofeita 402, 4050-174 Porto]]
Telemóvel: [[PHONE|+351 912 345 078]]

O sinal (30 %) foi transferido hoje da conta [[IBAN|PT50 0035 8455 0077 8080 0668 6]].

Obrigada,
[[NAME|Beatriz]]`],

  ['email', 'de', `Von: [[NAME|Maximilian Tiedemann]] <[[EMAIL|tiedemann@hv-tiedemann.de]]>
An: [[NAME|Ewa Kowalczyk]] <[[EMAIL|ewa.kowalczyk@o2.pl]]>
Betreff: WG: Nebenkostenabrechnung 2025 – Rückfrage

Hallo Frau [[NAME|Kowalczyk]],

anbei die Abrechnung. Das Guthaben von 143,20 € überweisen wir auf das Konto, das Sie uns genannt haben:
[[IBAN|PL12 1090 4002 9589 7681 1708 7851]].

Viele Grüße
[[NAME|M. Tiedemann]]
Hausverwaltung Tiedemann · [[ADDRESS|Bahnhofstraße 19, 01099 Dresden]] · [[PHONE|0351 8026 440]]

---------- Weitergeleitete Nachricht ----------
Von: [[NAME|Ewa Kowalczyk]] <[[EMAIL|ewa.kowalczyk@o2.pl]]>
Datum: 24.11.2026 19:12
Betreff: Nebenkostenabrechnung 2025 – Rückfrage

Dzień dobry / Guten Tag, wann bekomme ich die Abrechnung für die Wohnung [[ADDRESS|Königsbrücker Str. 77, 01099 Dresden]]?
Meine Telefonnummer: [[PHONE|+48 501 234 877]]. Pozdrawiam, [[NAME|Ewa]]`],

  ['email', 'ja', `差出人: [[NAME|佐藤 美咲]] <[[EMAIL|misaki.sato@kaizen-trading.co.jp]]>
宛先: [[EMAIL|m.weber@brenner-maschinen.de]]
件名: 【見積依頼】CNC部品 / RFQ CNC parts

[[NAME|Weber]]様

いつもお世話になっております。カイゼン商事の[[NAME|佐藤]]です。
添付の図面について、3月納期でお見積りをお願いできますでしょうか。

――――――――――――――――
カイゼン商事株式会社 海外調達部
[[NAME|佐藤 美咲]] ([[NAME|Misaki Sato]])
〒[[ADDRESS|530-0001 大阪府大阪市北区梅田2-4-9 ブリーゼタワー12階]]
TEL: [[PHONE|06-6341-8820]] / Mobile: [[PHONE|090-3148-2276]]
――――――――――――――――`],

  ['email', 'en', `From: [[NAME|Thandiwe Mokoena]] <[[EMAIL|thandi.mokoena@gmail.com]]>
To: [[EMAIL|admissions@stmarks-college.ac.za]]
Subject: Application for Grade 8 2027 – [[NAME|Lwazi Mokoena]]

Good day Ms [[NAME|Pillay]],

Please find attached the application form for my son [[NAME|Lwazi]]. His date of birth is [[DATE_OF_BIRTH|3 March 2014]] and his ID number is [[PERSONAL_ID|1403035148084]].
Our address is [[ADDRESS|27 Jacaranda Avenue, Lynnwood, Pretoria 0081]].
You can reach me on [[PHONE|+27 82 417 3390]] or my husband [[NAME|Sipho]] on [[PHONE|072 553 1804]].

Kind regards,
[[NAME|Thandiwe Mokoena]]`],

  ['letter', 'de', `Finanzamt Leipzig I · [[ADDRESS|Wilhelm-Liebknecht-Platz 3/4]] · [[ADDRESS|04105 Leipzig]]

Frau Dr. [[NAME|Cornelia Haberland]]
[[ADDRESS|Karl-Heine-Straße 48]]
[[ADDRESS|04229 Leipzig]]

Steuernummer: [[TAX_ID|231/264/07715]]
Identifikationsnummer: [[TAX_ID|53 876 062 911]]
                                                                 Leipzig, 20.11.2026
Einkommensteuer 2025 – Anforderung von Unterlagen

Sehr geehrte Frau Dr. [[NAME|Haberland]],

zur Bearbeitung Ihrer Einkommensteuererklärung 2025 bitte ich um Vorlage der Nachweise über die geltend
gemachten Fortbildungskosten (Anlage N, Zeile 44) bis zum 18.12.2026.

Mit freundlichen Grüßen
Im Auftrag
[[NAME|Weidlich]]
Sachbearbeiterin, Durchwahl [[PHONE|0341 559-4127]], Zimmer 3.114`],

  ['letter', 'en', `HM Revenue & Customs
Pay As You Earn
BX9 1AS

Mr [[NAME|Graham Whitlock]]
[[ADDRESS|7 Rosebery Gardens]]
[[ADDRESS|Sevenoaks TN13 3HQ]]

Date: 12 November 2026
Our reference: 4471 829 013 / PAYE
National Insurance number: [[UK_NINO|SH 62 03 14 B]]

Dear Mr [[NAME|Whitlock]]

Your tax code for 2026 to 2027 has changed

We've sent your new tax code, 1183L, to your employer Kentish Foods Ltd. This is because we now know
about your company car benefit. If you think this is wrong, call us on [[PHONE|0300 200 3300]].

Yours sincerely
[[NAME|Alison Drake]]
PAYE Officer`],

  ['letter', 'fr', `CAISSE PRIMAIRE D'ASSURANCE MALADIE DE LA GIRONDE
[[ADDRESS|Place de l'Europe, 33085 Bordeaux Cedex]]

Monsieur [[NAME|Bertrand Lacaze]]
[[ADDRESS|14 rue Fondaudège]]
[[ADDRESS|33000 Bordeaux]]

N° de sécurité sociale : [[FR_NIR|1 75 11 33 063 699 52]]
                                                     Bordeaux, le 6 novembre 2026
Objet : remboursement de vos frais de santé

Monsieur,

nous vous informons que votre demande de remboursement du 14/10/2026 a été acceptée. La somme de
87,40 € sera versée sur votre compte bancaire dans un délai de 10 jours.

Nous vous prions d'agréer, Monsieur, l'expression de nos salutations distinguées.
Le Directeur, [[NAME|Jean-Marc Pouyanne]]`],

  ['letter', 'it', `Studio Legale Esposito & Partners
[[ADDRESS|Via Toledo 256, 80134 Napoli]] — tel. [[PHONE|+39 081 552 3918]] — P.IVA [[VAT_ID|IT97909195923]]

Egregio Sig.
[[NAME|Marco Esposito]]
[[ADDRESS|Via Posillipo 118]]
[[ADDRESS|80123 Napoli]]
C.F. [[IT_FISCAL_CODE|SPSMRC72A08F839S]]

Napoli, 30 ottobre 2026

Oggetto: successione della sig.ra [[NAME|Anna Maria De Luca]] — convocazione

Gentile Sig. [[NAME|Esposito]],
La invitiamo presso il nostro studio il giorno 12 novembre alle ore 10:30 per la lettura del testamento.
Sarà presente anche Sua sorella, [[NAME|Rosaria Esposito]].

Distinti saluti,
Avv. [[NAME|Gennaro Capasso]]`],

  ['letter', 'nl', `Belastingdienst/Toeslagen
Postbus 8024, 6710 LZ Ede

Mevrouw [[NAME|S.A. Oudshoorn]]
[[ADDRESS|Weverstraat 15]]
[[ADDRESS|6862 DK Oosterbeek]]

Datum: 3 december 2026
BSN: [[NL_BSN|533609422]]
Onderwerp: Voorschot huurtoeslag 2027

Geachte mevrouw [[NAME|Oudshoorn]],

U krijgt in 2027 een voorschot huurtoeslag van € 214 per maand. Wij betalen dit bedrag rond de 20e van
elke maand uit op rekeningnummer [[IBAN|NL43 INGB 6104 0509 42]].

Met vriendelijke groet,
namens de Belastingdienst/Toeslagen,
drs. [[NAME|H.J. Brinkman]]`],

  ['letter', 'pl', `Zakład Ubezpieczeń Społecznych
Oddział w Krakowie, [[ADDRESS|ul. Pędzichów 27, 31-080 Kraków]]

Pan
[[NAME|Marek Zieliński]]
[[ADDRESS|ul. Długa 14/6]]
[[ADDRESS|31-147 Kraków]]
PESEL: [[PL_PESEL|79110319515]]

Kraków, 19.11.2026
Znak sprawy: 370000/71/EMR/2026/00314

Decyzja w sprawie ponownego ustalenia wysokości emerytury

Na podstawie art. 114 ustawy o emeryturach i rentach z FUS ... świadczenie wynosi od 01.12.2026 r. 3 412,16 zł.
Świadczenie przekazywane będzie na rachunek bankowy [[IBAN|PL80 1090 9964 8274 0005 2971 1558]].

Z up. Dyrektora Oddziału
[[NAME|Agnieszka Rutkowska]]`],

  ['letter', 'de', `Einladung zur ordentlichen Mitgliederversammlung 2027

Liebe Mitglieder,

die Mitgliederversammlung des Kleingartenvereins findet am Samstag, 13. März 2027, um 15:00 Uhr im
Vereinsheim statt. Tagesordnung:
TOP 1  Begrüßung und Feststellung der Beschlussfähigkeit
TOP 2  Bericht des Vorstands 2026
TOP 3  Kassenbericht (Kontostand 31.12.2026: 14.208,55 €)
TOP 4  Beschluss über die Erhöhung der Pacht auf 0,38 €/m²
TOP 5  Verschiedenes
Anträge bitte bis 27.02.2027 im Briefkasten am Vereinsheim einwerfen.
Der Vorstand`],

  ['shipping label', 'de', `DHL PAKET                                    Gewicht 4,2 kg
Absender:
Elektro Fuchs e.K.
[[ADDRESS|Industriestraße 27]]
[[ADDRESS|73760 Ostfildern]]

Empfänger:
Herr [[NAME|Kemal Öztürk]]
c/o Spedition Brandt
[[ADDRESS|Wilhelmsburger Reichsstraße 3]]
[[ADDRESS|21107 Hamburg]]
Tel. [[PHONE|0172 4419 008]]

Sendungsnr. 00340434161094023118   Routing 21107+71.003.114 01
Produkt: V01PAK   Abrechnung 6218 4471 0101`],

  ['shipping label', 'en', `FROM: Maple & Finch Ceramics, [[ADDRESS|88 Queen St E, Toronto, ON M5C 1S1]]
SHIP TO:
[[NAME|AOIFE NÍ BHRIAIN]]
[[ADDRESS|APT 2, 16 CLANBRASSIL STREET UPPER]]
[[ADDRESS|DUBLIN 8 D08 Y2N4]]
IRELAND
TEL [[PHONE|+353 87 241 6630]]
CUSTOMS CN23: hand-thrown mugs x4, value CAD 180.00, HS 6912.00
TRACKING RR 418 227 301 CA      WEIGHT 3.1 KG      SERVICE INTL PRIORITY`],

  ['invoice', 'de', `RECHNUNG Nr. 2026-1147                                      Datum: 25.11.2026

Malerbetrieb Kasimir Hofbauer · [[ADDRESS|Leopoldstraße 201, 80804 München]]
Tel. [[PHONE|089 2180 4433]] · [[EMAIL|info@maler-hofbauer.de]]
USt-IdNr.: [[VAT_ID|DE835002342]]

An
Familie [[NAME|Riedl-Obermaier]]
[[ADDRESS|Fasanenstraße 9]]
[[ADDRESS|82008 Unterhaching]]

Pos  Leistung                                           Menge   Einzel     Gesamt
1    Wände streichen, Dispersionsfarbe weiß             84 m²   11,50 €    966,00 €
2    Lackierarbeiten Türen inkl. Zargen                  5 St.  95,00 €    475,00 €
3    Abdeckarbeiten, Material                          pausch.             120,00 €
Nettobetrag 1.561,00 € · USt 19 % 296,59 € · Gesamt 1.857,59 €
Davon Lohnanteil nach § 35a EStG: 1.290,00 €

Zahlbar bis 09.12.2026 ohne Abzug auf [[IBAN|DE41 7015 0000 5676 7090 91]], BIC [[BIC|SSKMDEMMXXX]]`],

  ['invoice', 'en', `TAX INVOICE                                         Invoice INV-00813
Kauri Bay Web Studio Ltd — GST 123-456-789
[[ADDRESS|Level 2, 15 Vulcan Lane, Auckland 1010]]

Bill to: [[NAME|Hemi Walker]], Walker Surf Co
[[ADDRESS|42 Marine Parade, Mount Maunganui 3116]]
Phone [[PHONE|+64 21 448 230]]

Description                               Hours   Rate     Amount
Shopify theme customisation               12.5    135.00   1,687.50
Product photo retouching (40 images)                          320.00
Subtotal 2,007.50   GST 15% 301.13   TOTAL NZD 2,308.63
Pay to ASB 12-3011-0459221-00 by 20 Dec 2026. Questions: [[NAME|Ruby Chen]], [[EMAIL|ruby@kauribay.nz]]`],

  ['invoice', 'fr', `FACTURE N° F-2026-0391                      Date : 18/11/2026
Atelier Dubois Menuiserie SARL — [[ADDRESS|Rue des Forges 5, 1000 Bruxelles]] — TVA [[VAT_ID|BE0282225953]]
Tél. [[PHONE|+32 2 513 44 80]]

Client : M. et Mme [[NAME|Vandenbroucke]]
[[ADDRESS|Avenue Louise 318, 1050 Ixelles]]

Fabrication et pose d'une bibliothèque en chêne massif         2 450,00 €
TVA 6 % (rénovation logement > 10 ans)                           147,00 €
Total TTC                                                      2 597,00 €
Paiement : [[IBAN|BE59 8635 5412 3226]] — communication structurée +++090/0391/20264+++`],

  ['invoice', 'en', `INVOICE / PACKING LIST — SAMPLE LAYOUT (for ERP template review)

Invoice no.: INV-YYYY-#####         Order ref: PO-0000
Item          SKU            Qty   Unit price   HS code
Widget A      WG-A-1000-BLK   10     4.20        8481.80
Widget B      WG-B-2200-RED    5    12.75        8481.80
Spacer kit    SP-KIT-M8       20     0.35        7318.22
Batch: 2026-11-B04   Lot: L240-17   Firmware: v4.12.3   Checksum: 9f86d081884c7d65
Terms: Net 30 · Incoterms 2020 DAP · Currency EUR`],

  ['shipping label', 'zh', `顺丰速运 SF Express                  运单号 SF1400 8822 9173
寄件人: [[NAME|刘建国]]  [[PHONE|+86 138 1762 4409]]
[[ADDRESS|上海市徐汇区漕溪北路88号圣爱大厦1203室]]
收件人: [[NAME|王晓燕]]  [[PHONE|139 2214 6673]]
[[ADDRESS|广东省深圳市南山区科技园南路15号2栋605室]]
物品: 文件  重量 0.5kg  付款方式: 寄付月结 (月结卡号 0210448817)`],

  ['invoice', 'pl', `FAKTURA VAT nr 47/11/2026                       Data wystawienia: 28.11.2026
Sprzedawca: Usługi Remontowe Jan Pietrzak, [[ADDRESS|ul. Kościuszki 12, 40-049 Katowice]]
NIP: [[VAT_ID|PL9109910914]]   tel. [[PHONE|+48 32 253 71 40]]
Nabywca: [[NAME|Anna Dąbrowska]], [[ADDRESS|ul. Mikołowska 77/3, 40-065 Katowice]]

Lp. Nazwa usługi                            Ilość  Cena netto  VAT  Wartość brutto
1   Układanie płytek łazienka                 11 m²   120,00    8%    1 425,60
2   Biały montaż                              1 kpl   650,00    8%      702,00
Razem do zapłaty: 2 127,60 zł
Forma płatności: przelew 14 dni na rachunek [[IBAN|PL25109089702801442765876852]]`],
]
