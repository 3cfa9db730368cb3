/**
 * blind-6: documents of people's lives (part B): a US text-message export, and documents from AT, CH, SE,
 * MX, JP, GR, RO, TR, BR, VN and SG (kindergarten registration, insurer and benefits letters, a marriage
 * certificate, a residence certificate, a prescription, a court summons, a family WhatsApp group, a utility
 * bill, a visa application, a tenancy agreement) in the countries' own languages where natural; two
 * documents without personal data (package leaflet, bin collection calendar).
 * Markup: [[TYPE|value]]; see eval/blind-6/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_LIFE_B: RawDoc[] = [
  // US: iMessage export between spouses doing their taxes (SSN, ITIN, Wi-Fi password, garage code)
  ['sms-export', 'en', `Messages with "[[NAME|Marcus]] ❤️" ([[PHONE|+1 (704) 318-2251]])
Exported 5/16/2025 from iPhone of [[NAME|Danielle Brooks-Whitfield]]

[5/14/25, 8:02:11 PM] [[NAME|Danielle]]: babe TurboTax logged me out and the draft lost your SSN. can you send it again
[5/14/25, 8:09:40 PM] [[NAME|Marcus]]: [[US_SSN|177-74-7122]] and mom's ITIN for the dependent part is [[US_ITIN|971-88-0981]]. her DOB is [[DATE_OF_BIRTH|10/02/1951]]
[5/14/25, 8:10:30 PM] [[NAME|Danielle]]: is it [[NAME|Lorraine Whitfield]] or does she still use [[NAME|Brooks]] on the IRS stuff
[5/14/25, 8:11:02 PM] [[NAME|Marcus]]: [[NAME|Whitfield]] since 2019. and pay the balance with the Discover, [[CREDIT_CARD|6011537929610710]] exp 03/28, the chase one is maxed
[5/14/25, 8:15:47 PM] [[NAME|Danielle]]: ok done. refund est. $2,318 🙌 also reminder the new garage code is [[SECRET|4471#]] and guest wifi is "Whitfield_Guest" pw [[SECRET|porchlight2025]] (your sister is coming sat)
[5/14/25, 8:30:12 PM] [[NAME|Danielle]]: can you pick up the prescription at CVS on [[ADDRESS|2820 Providence Rd, Charlotte, NC 28211]]? it's under my name, rx 4418207`],

  // AT: registration form for municipal childcare in Vienna (child and parents with social-insurance numbers)
  ['form', 'de', `Stadt Wien – Kindergärten (MA 10)
ANMELDUNG FÜR EINEN BETREUUNGSPLATZ ab September 2025 · Kundennummer 4471-2025-118

KIND
Familienname: [[NAME|Yilmaz-Berger]]          Vorname: [[NAME|Emil]]
Geburtsdatum: [[DATE_OF_BIRTH|18.02.2022]]             Sozialversicherungsnummer: [[AT_SSN|7252180222]]
Hauptwohnsitz: [[ADDRESS|Hernalser Hauptstraße 112/2/14, 1170 Wien]]
Erstsprache: Deutsch, Türkisch

ERZIEHUNGSBERECHTIGTE
1) [[NAME|Berger, Lena]]   geb. [[DATE_OF_BIRTH|30.05.1991]]   SVNR [[AT_SSN|8674 300591]]
   Tel. [[PHONE|0660 418 2273]]   E-Mail [[EMAIL|lena.berger@gmx.at]]   Beruf: Pflegefachassistentin, AKH Wien
2) [[NAME|Yilmaz, Deniz]]  geb. [[DATE_OF_BIRTH|09.11.1988]]   SVNR [[AT_SSN|4935 091188]]
   Tel. [[PHONE|+43 676 390 11 84]]   Beruf: Elektrotechniker

Gewünschte Betreuungszeit: ganztags (7:00–17:00) · Wunschstandorte: 17., Hormayrgasse / Kalvarienberggasse
Geschwister in städtischer Einrichtung: nein
Beitragsfreier Kindergarten: ja (Wohnsitz Wien)

Datum / Unterschrift: 12.05.2025`],

  // CH: health insurer's statement of benefits (décompte de prestations) in French, with the AVS number
  ['insurance-letter', 'fr', `Mutuelle Romande Santé · Case postale · [[ADDRESS|Avenue de la Gare 52, 1003 Lausanne]]

Madame
[[NAME|Sofia Andrade Pereira]]
[[ADDRESS|Chemin de Bérée 28]]
[[ADDRESS|1010 Lausanne]]

Lausanne, le 14 mai 2025

DÉCOMPTE DE PRESTATIONS N° 2025-05-0418827
Assurée : [[NAME|Sofia Andrade Pereira]], née le [[DATE_OF_BIRTH|03.12.1987]]
N° AVS : [[CH_SSN|756.8220.4633.00]]        N° d'assurée : 1.044.182.07
Assurance obligatoire des soins (LAMal), franchise CHF 1'500, modèle médecin de famille

Date        Fournisseur                           Montant facturé   Franchise   Quote-part   Remboursé
02.04.2025  Dr [[NAME|Marc Favre]], médecine générale          184.35        184.35        0.00        0.00
17.04.2025  Pharmacie du Flon (ordonnance)             62.80         62.80        0.00        0.00
29.04.2025  Laboratoire Unilabs                        118.40        118.40        0.00        0.00

Franchise restante 2025 : CHF 1'134.45 · Aucun remboursement sur ce décompte.
Questions : [[PHONE|021 341 77 00]] (lu–ve 8h–17h) ou [[EMAIL|prestations@mutuelle-romande.ch]]`],

  // SE: decision letter on parental benefit from the social insurance agency (personnummer of parent and child)
  ['benefits-letter', 'sv', `Försäkringskassan
Beslut om föräldrapenning
Datum: 2025-05-13 · Ärendenummer: 2025-418822-FP

[[NAME|Sara Lindgren Ahmadi]]
[[ADDRESS|Kungsgatan 18 B lgh 1203]]
[[ADDRESS|753 21 Uppsala]]

Personnummer: [[PERSONAL_ID|19900614-3722]]

Du får föräldrapenning för ditt barn [[NAME|Leo Ahmadi]], [[PERSONAL_ID|20241102-9297]], under perioden 2025-06-02 – 2025-08-29.

Så här har vi räknat
  Sjukpenninggrundande inkomst (SGI):   468 000 kr/år
  Föräldrapenning per dag:               1 026 kr (sjukpenningnivå)
  Antal dagar:                           65 dagar, 7 dagar/vecka (heltid)
  Skatteavdrag:                          30 %

Pengarna betalas ut till kontot som du har anmält (Swedbank, clearingnummer 8327-9, konto ****4 418 227-1) omkring den 25:e varje månad.

Om du anser att beslutet är fel kan du begära omprövning inom två månader. Har du frågor? Ring [[PHONE|0771-524 524]].

Handläggare: [[NAME|Johan Eriksson]]`],

  // MX: marriage certificate extract (acta de matrimonio) from the civil registry of Jalisco, with CURPs
  ['civil-registry', 'es', `ESTADOS UNIDOS MEXICANOS · REGISTRO CIVIL DEL ESTADO DE JALISCO
ACTA DE MATRIMONIO
Oficialía 07 · Libro 3 · Acta 01184 · Fecha de registro: 10/05/2025 · Municipio: Zapopan
Identificador electrónico: 14120250071184

DATOS DE LOS CONTRAYENTES
CONTRAYENTE 1
Nombre: [[NAME|RODRIGO GARCÍA MORALES]]
Fecha de nacimiento: [[DATE_OF_BIRTH|15/04/1991]]     Lugar: Guadalajara, Jalisco
CURP: [[PERSONAL_ID|GAMR910415HJCRRD00]]
Domicilio: [[ADDRESS|Av. Patria 1891, Int. 12, Col. Jardines Universidad, 45110 Zapopan, Jal.]]

CONTRAYENTE 2
Nombre: [[NAME|PAOLA LÓPEZ VILLALOBOS]]
Fecha de nacimiento: [[DATE_OF_BIRTH|22/07/1993]]     Lugar: Tlaquepaque, Jalisco
CURP: [[PERSONAL_ID|LOVP930722MJCPLL07]]
Domicilio: [[ADDRESS|Calle Independencia 220, Centro, 45500 San Pedro Tlaquepaque, Jal.]]

Régimen patrimonial: SEPARACIÓN DE BIENES

TESTIGOS
[[NAME|MARÍA FERNANDA RUIZ OCHOA]], 31 años, Zapopan
[[NAME|JORGE ALBERTO CISNEROS PEÑA]], 34 años, Guadalajara

Oficial del Registro Civil: LIC. [[NAME|ARTURO MEDINA SALCEDO]]
Este documento es una impresión de la base de datos del Registro Civil; valide su autenticidad en gob.mx/ActaNacimiento con el identificador electrónico.`],

  // JP: certificate of residence (住民票の写し) for a household, with My Number as requested
  ['civil-registry', 'ja', `住民票の写し
大阪市北区長

住所\u3000[[ADDRESS|大阪府大阪市北区天神橋4丁目8番17号 グランドメゾン天神橋501号]]
世帯主\u3000[[NAME|山本 大輔]]

┌────────────────────────────────────────────
│氏名\u3000\u3000\u3000\u3000[[NAME|山本 大輔]]（[[NAME|やまもと だいすけ]]）
│生年月日\u3000\u3000[[DATE_OF_BIRTH|昭和62年9月3日]]\u3000\u3000性別\u3000男\u3000\u3000続柄\u3000世帯主
│住民となった日\u3000平成30年4月1日
│個人番号\u3000\u3000[[PERSONAL_ID|846025327760]]
├────────────────────────────────────────────
│氏名\u3000\u3000\u3000\u3000[[NAME|山本 さくら]]（[[NAME|やまもと さくら]]）
│生年月日\u3000\u3000[[DATE_OF_BIRTH|1990年12月21日]]\u3000\u3000性別\u3000女\u3000\u3000続柄\u3000妻
│住民となった日\u3000令和元年6月15日
│個人番号\u3000\u3000[[PERSONAL_ID|383370814941]]
└────────────────────────────────────────────

この写しは、住民票の原本と相違ないことを証明する。
令和7年5月15日\u3000\u3000大阪市北区長\u3000\u3000\u3000\u3000\u3000証明番号 第0418822号
（個人番号の記載：請求者の申出による。提出先：勤務先\u3000株式会社ナニワ商事）`],

  // GR: electronic prescription printout (ηλεκτρονική συνταγή) with the patient's AMKA, in Greek
  ['prescription', 'el', `ΗΛΕΚΤΡΟΝΙΚΗ ΣΥΝΤΑΓΗ · Αρ. συνταγής: 2505141044182207 · Ημ/νία έκδοσης: 14/05/2025

ΑΣΘΕΝΗΣ
Ονοματεπώνυμο: [[NAME|ΠΑΠΑΔΟΠΟΥΛΟΥ ΑΙΚΑΤΕΡΙΝΗ]] ([[NAME|PAPADOPOULOU AIKATERINI]])
ΑΜΚΑ: [[PERSONAL_ID|07045856445]]
Ημ. γέννησης: [[DATE_OF_BIRTH|07/04/1958]]
Διεύθυνση: [[ADDRESS|Εγνατίας 112, 54630 Θεσσαλονίκη]]
Τηλ.: [[PHONE|6944 182 730]]
Ασφαλιστικός φορέας: ΕΦΚΑ (ΙΚΑ) · Συμμετοχή: 25 %

ΦΑΡΜΑΚΑ
1. LEVOTHYROXINE SODIUM / T4 TAB 100MCG BTx50 — 1x1 ημερησίως — 2 συσκευασίες
2. VITAMIN D3 / CAPS 25MCG (1000IU) BTx30 — 1x1 ημερησίως — 1 συσκευασία

ΙΑΤΡΟΣ
Δρ. [[NAME|Νικόλαος Γεωργίου]], Ενδοκρινολόγος · ΑΜ ΙΣΘ 12844 · Τηλ. ιατρείου [[PHONE|2310 254 118]]

Εκτελέστηκε: Φαρμακείο Καμάρας, 15/05/2025, barcode 2505141044182207-01`],

  // RO: court summons (citație) from a district court in Cluj-Napoca, with CNP
  ['court-summons', 'ro', `ROMÂNIA
JUDECĂTORIA CLUJ-NAPOCA · Secția civilă
[[ADDRESS|Calea Dorobanților nr. 2-4, Cluj-Napoca, jud. Cluj]] · Tel. [[PHONE|0264 596 110]]

Dosar nr. 18442/211/2024
Materia: civil · Obiectul: pretenții
Termen de judecată: 11 iunie 2025, ora 09:00, Sala 104, complet C12

CITAȚIE

Către: [[NAME|POPESCU ANDREI-MIHAI]], CNP [[PERSONAL_ID|1790325120144]], cu domiciliul în [[ADDRESS|Cluj-Napoca, str. Henri Barbusse nr. 44, bl. C3, sc. 2, ap. 17, jud. Cluj]]

în calitate de PÂRÂT, în proces cu reclamanta SC Termoconstruct SRL (CUI 18442071), reprezentată de av. [[NAME|Ioana Mureșan]].

Sunteți chemat la această instanță, cu mențiunea că, în conformitate cu art. 223 C.pr.civ., lipsa părților legal citate nu împiedică judecarea cauzei.
Vi se comunică, alăturat, cererea de chemare în judecată și înscrisurile anexate (23 file).

Grefier, [[NAME|Dana Crișan]]`],

  // TR: family WhatsApp group in Turkish (money for a wedding gift, address, IBAN)
  ['whatsapp-export', 'tr', `12.05.2025 21:14 - [[NAME|Ayşe]] Teyze: Çocuklar [[NAME|Selin]]'in düğünü için altın mı alıyoruz para mı gönderiyoruz?
12.05.2025 21:18 - [[NAME|Zeynep Kaya]]: Ben toplarım, herkes bana göndersin. IBAN: [[IBAN|TR28 0006 2085 9609 9316 4970 91]] ([[NAME|Zeynep Kaya]], Garanti)
12.05.2025 21:25 - [[NAME|Ayşe]] Teyze: Kart da yazalım. Adresleri neydi?
12.05.2025 21:27 - [[NAME|Zeynep Kaya]]: [[ADDRESS|Barbaros Mah. Begonya Sok. No: 7 Daire: 12, 34746 Ataşehir/İstanbul]]. [[NAME|Selin]]'in yeni numarası da [[PHONE|0535 721 44 08]]
12.05.2025 21:28 - [[NAME|Emre]]: Ben yurt dışındayım, Wise ile gönderirim, [[NAME|Zeynep]] abla e-postan neydi?
12.05.2025 21:30 - [[NAME|Zeynep Kaya]]: [[EMAIL|zeynepkaya.84@hotmail.com]]`],

  // BR: electricity bill (conta de energia) in São Paulo, with the holder's CPF
  ['utility-bill', 'pt', `ELETROPAULISTA DISTRIBUIÇÃO S.A. · CNPJ 61.695.227/0001-93
CONTA DE ENERGIA ELÉTRICA · Referência: ABRIL/2025 · Vencimento: 22/05/2025

Titular: [[NAME|LUCIANA MARTINS DE OLIVEIRA]]
CPF: [[PERSONAL_ID|758.546.308-18]]
Endereço da unidade: [[ADDRESS|Rua Cardeal Arcoverde 1745, apto 83, Pinheiros, São Paulo - SP, 05407-002]]
Nº da instalação: 0041882207 · Nº do cliente: 7710418822 · Classe: Residencial B1 · Medidor: 8841207

Leitura anterior 14/03/2025: 18.442 kWh · Leitura atual 14/04/2025: 18.671 kWh · Consumo: 229 kWh (31 dias)
Bandeira tarifária: verde

Descrição                         Quant.   Tarifa     Valor (R$)
Consumo TE                        229      0,29814     68,27
Consumo TUSD                      229      0,41205     94,36
Contribuição iluminação pública                          19,84
ICMS (18%)                                               33,47
TOTAL A PAGAR                                           215,94

Pague com PIX (QR Code no verso) ou código de barras 83650000002-6 15940138000-1 00008841207-8 25052200418-3
Débito automático: cadastre-se no app. Atendimento 24h: [[PHONE|0800 72 72 196]] · Ouvidoria: [[PHONE|0800 770 0196]]
Mensagem: [[NAME|Luciana]], sua conta digital chega no e-mail [[EMAIL|lu.martins.oliveira@gmail.com]] — economize papel.`],

  // VN: Schengen short-stay visa application data (French consulate), as summarised by a visa agency
  ['visa-application', 'en', `Visa Express Hà Nội — Application summary for client review (please check and reply OK)
File: VX-2025-0518 · Consulate: Ambassade de France au Vietnam · Appointment: 22/05/2025 09:15, TLScontact Hà Nội

1. Surname: [[NAME|NGUYỄN]]        2. Surname at birth: —        3. First name(s): [[NAME|THỊ THU HÀ]]
4. Date of birth: [[DATE_OF_BIRTH|12/08/1995]]    5. Place of birth: Hải Phòng    6. Country of birth: Viet Nam
7. Current nationality: Vietnamese    8. Sex: Female    9. Civil status: Single
13. Travel document: Ordinary passport, No. [[PASSPORT|C1408265]], issued 04/01/2023 by Cục Quản lý Xuất nhập cảnh, valid until 04/01/2033
17. Home address: [[ADDRESS|Số 18, ngõ 45 phố Trần Quốc Hoàn, Dịch Vọng Hậu, Cầu Giấy, Hà Nội]] · Phone: [[PHONE|+84 912 418 207]] · Email: [[EMAIL|thuha.nguyen95@gmail.com]]
19. Current occupation: Marketing executive, Công ty CP Sữa Hà Nội
23. Purpose: Tourism · Member states: France (main), Italy · Intended arrival 14/07/2025, departure 28/07/2025
31. Inviting person / hotel: Hôtel des Arts Montmartre, [[ADDRESS|5 rue Tholozé, 75018 Paris]], [[PHONE|+33 1 46 06 30 52]]
33. Cost of travel covered by: applicant (bank statement Vietcombank, balance VND 412,000,000)

Agent: [[NAME|Phạm Minh Tuấn]] · Zalo [[PHONE|0983 227 104]]`],

  // SG: HDB room tenancy agreement extract (landlord and co-owner NRIC, tenant FIN)
  ['tenancy-agreement', 'en', `TENANCY AGREEMENT (ROOM RENTAL) — HDB FLAT

THIS AGREEMENT is made on 15 May 2025 BETWEEN:

THE LANDLORD: [[NAME|Lim Boon Keng]] (NRIC No. [[SG_NRIC|S2966694F]]) and co-owner [[NAME|Ng Siew Lan]] (NRIC No. [[SG_NRIC|S1643723I]]), both of [[ADDRESS|Blk 214 Bedok North Street 1, #08-127, Singapore 460214]], HP [[PHONE|9127 4481]]
AND
THE TENANT: [[NAME|Mohammed Rafiq Ahmed]] (FIN No. [[SG_NRIC|G9531331R]], Work Permit) of the same address, common room 2, HP [[PHONE|+65 8402 1177]], email [[EMAIL|rafiq.ahmed.sg@gmail.com]]

1. TERM: 12 months from 1 June 2025 to 31 May 2026.
2. RENT: S$850 per month, payable on the 1st of each month by PayNow to the landlord's mobile number above.
3. DEPOSIT: S$850, refundable within 14 days after the end of the tenancy, less any deductions.
4. The Landlord shall register the tenancy with HDB (minimum occupation period met; approval ref. HDB-R-2025-0418827).
5. Visitors may not stay overnight without the Landlord's consent. No cooking of strong-smelling food after 10 pm.
6. Utilities: shared equally among occupants (SP Services account 8841207731).

Signed by the Landlord: [[NAME|Lim Boon Keng]]        Signed by the Tenant: [[NAME|Mohammed Rafiq Ahmed]]
Witness: property agent (CEA Reg. No. R048822J), ERA Realty Network`],

  // no personal data: excerpt of a German package leaflet (Packungsbeilage) with dosage tables and batch numbers
  ['package-leaflet', 'de', `Gebrauchsinformation: Information für Anwender
Ibuprofen 400 mg Filmtabletten
Wirkstoff: Ibuprofen

Lesen Sie die gesamte Packungsbeilage sorgfältig durch, bevor Sie mit der Einnahme dieses Arzneimittels beginnen.

3. Wie ist Ibuprofen 400 mg einzunehmen?
| Körpergewicht (Alter)                 | Einzeldosis | max. Tagesdosis |
|---------------------------------------|-------------|-----------------|
| ab 40 kg (Kinder ab 12 J., Erwachsene)| 1 Tablette  | 3 Tabletten     |
| 20–39 kg (Kinder 6–11 J.)             | nicht geeignet, Saft verwenden | — |

Der Abstand zwischen den Einnahmen muss mindestens 6 Stunden betragen. Nehmen Sie nicht länger als 3 Tage (Fieber) bzw. 4 Tage (Schmerzen) ein, ohne einen Arzt zu fragen.

6. Inhalt der Packung und weitere Informationen
Packungsgrößen: 10, 20 und 50 Filmtabletten. PZN 01016071 (20 St.), PZN 01016088 (50 St.)
Zul.-Nr.: 3002291.00.00 · Ch.-B.: 24C1187 · Verwendbar bis: 09.2027
Diese Packungsbeilage wurde zuletzt überarbeitet im Februar 2024.
Pharmazeutischer Unternehmer: siehe Faltschachtel. Meldung von Nebenwirkungen: Bundesinstitut für Arzneimittel und Medizinprodukte, www.bfarm.de`],

  // no personal data: council bin collection calendar (rounds, dates, postcodes of the collection area)
  ['calendar', 'en', `Bin collection calendar 2025/26 — Round 14 (Tuesday, fortnightly)
Areas covered: postcode sectors CF14 3, CF14 4 and part of CF14 2 (see map on the council website)

| Week commencing | Black bin (general) | Green bin (recycling) | Brown bin (garden) | Food caddy |
|-----------------|---------------------|-----------------------|--------------------|------------|
| 02/06/2025      | Tue 03/06           | —                     | Tue 03/06          | every Tue  |
| 09/06/2025      | —                   | Tue 10/06             | —                  | every Tue  |
| 16/06/2025      | Tue 17/06           | —                     | Tue 17/06          | every Tue  |
| 23/06/2025      | —                   | Tue 24/06             | —                  | every Tue  |

Bank holiday changes: collections in the week of 25 August move one day later (Wed 27/08).
Put your bins out by 7 am on collection day and bring them back in by 8 pm.
Missed collection? Report it online within 2 working days quoting your round number (R14) and the 12-digit property reference on your council tax bill (e.g. 100100000000).
Bulky waste: £24 for up to 3 items, booking ref. format BW-2025-000000.`],
]
