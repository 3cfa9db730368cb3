/**
 * blind-7: business communication, part B: an invoice (UK), a claims call transcript (DE), an HR form
 * (FR), payroll and notary e-mails (AT, BE), a recruiter's e-mail with a CV (NG), a hotel group booking
 * (AE), a telecom ticket (PT), a car dealer's WhatsApp chat (MX), a bank's CRM note (DK), and two
 * documents without personal data (release notes, warehouse KPI page).
 * Markup: [[TYPE|value]]; see eval/blind-7/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_BUSINESS_B: RawDoc[] = [
  // UK: invoice of a self-employed electrician (VAT-registered sole trader)
  ['invoice', 'en', `INVOICE                                             No. 2025-047
[[NAME|Rhys Pritchard]] Electrical
[[ADDRESS|3 Heol y Parc, Pontypridd CF37 2DL]]
Mob [[PHONE|07896 314 227]] · [[EMAIL|rhys@pritchardelectrical.wales]]
VAT reg. no. [[VAT_ID|GB 787 3748 11]]

Bill to:  Mrs [[NAME|Angharad Lloyd]]
          [[ADDRESS|Bryn Awel, 17 Tyfica Road]]
          [[ADDRESS|Pontypridd CF37 2DA]]

Date: 16/05/2025          Job ref: LLOYD-CU-0425          Payment terms: 14 days

Description                                                   Qty     Unit      Net
Replace consumer unit (18th Ed., 10-way, RCBO)                  1   420.00   420.00
EICR on completion, cert no. EICR-2025-0312                     1   150.00   150.00
Additional RCBO for garage supply                               2    38.50    77.00
                                                                     Subtotal  647.00
                                                                     VAT 20%   129.40
                                                                     TOTAL     776.40

Please pay by bank transfer: Starling Bank, sort code 60-83-71, account 28419903, ref. 2025-047.
Part P notification submitted to NAPIT (notification no. NP-7718290). Thank you for your custom!`],

  // DE: call transcript of a motor-insurance claims hotline (speech-to-text)
  ['call-transcript', 'de', `Schadenhotline · Anruf 2025-04-07 08:51 · Dauer 07:12 · Transkript automatisch erstellt, nicht korrigiert

Agent: Guten Morgen, Südrhein Versicherung, Schadenservice, mein Name ist [[NAME|Jana Petrović]], was kann ich für Sie tun?
Kunde: Ja, morgen, [[NAME|Florian Eder]] hier, ich hatte gestern einen Auffahrunfall und wollte das melden.
Agent: Oh, das tut mir leid. Ist jemand verletzt worden?
Kunde: Nein, zum Glück nicht, nur Blechschaden.
Agent: Gut. Haben Sie Ihre Versicherungsscheinnummer zur Hand?
Kunde: KH 44-1187-2209.
Agent: Danke. Zur Sicherheit noch Ihr Geburtsdatum bitte.
Kunde: [[DATE_OF_BIRTH|Dritter November neunzehnhundertneunundachtzig]].
Agent: Und das Kennzeichen Ihres Fahrzeugs?
Kunde: [[LICENSE_PLATE|M-FE 3119]], also M wie München, F E, 3119.
Agent: Wo ist das passiert?
Kunde: Auf der Wasserburger Landstraße in Haar, an der Ampel. Der andere ist mir hinten drauf gefahren, Kennzeichen [[LICENSE_PLATE|EBE-RK 218]], Fahrer hieß [[NAME|Stefan Huber]], der hat's auch zugegeben.
Agent: Dann ist das für Sie ein Haftpflichtschaden der Gegenseite. Haben Sie seine Versicherung?
Kunde: Ja, die steht auf dem Zettel, Bayerische irgendwas, ich schick Ihnen ein Foto.
Agent: Sehr gern, an [[EMAIL|schaden@suedrhein-versicherung.de]]. Ihre Adresse ist noch [[ADDRESS|Rosenheimer Straße 141, 81671 München]]?
Kunde: Genau.
Agent: Und für Rückfragen die [[PHONE|0151 42 77 3090]]?
Kunde: Ja, richtig.
Agent: Falls wir für Sie etwas auszahlen, etwa die Mietwagenkosten, auf welches Konto?
Kunde: [[IBAN|DE83 3005 0110 0546 6078 82]], Stadtsparkasse Düsseldorf, ist noch mein altes Konto aus der Studienzeit.
Agent: Notiert. Sie bekommen heute noch eine Schadennummer per Mail. Schönen Tag noch, Herr [[NAME|Eder]].`],

  // FR: employee information sheet (fiche de renseignements salarié) typed into the HR tool
  ['hr-form', 'fr', `FICHE DE RENSEIGNEMENTS SALARIÉ — à retourner au service RH avant le premier jour

Nom de naissance : [[NAME|DUBOIS]]            Nom d'usage : [[NAME|MARCHAND]]
Prénom(s) : [[NAME|Camille Hélène]]
Date et lieu de naissance : [[DATE_OF_BIRTH|12/04/1988]] à Lille (59)
N° de sécurité sociale : [[FR_NIR|2 88 04 59 350 107 39]]
Nationalité : française
Adresse : [[ADDRESS|24 rue Jeanne d'Arc, 59000 Lille]]
Téléphone portable : [[PHONE|06 59 22 48 71]]
E-mail personnel : [[EMAIL|camille.marchand88@gmail.com]]
Situation familiale : mariée, 2 enfants à charge

Coordonnées bancaires (joindre un RIB)
IBAN : [[IBAN|FR76 1027 8609 4191 6559 1950 486]]     BIC : [[BIC|CMCIFR2A]]

Personne à prévenir en cas d'urgence : [[NAME|Julien Marchand]] (conjoint) — [[PHONE|06 71 30 18 62]]

Poste : Chargée de clientèle grands comptes     Date d'entrée : 02/06/2025     Matricule : 004418
Mutuelle : adhésion obligatoire (formule Famille)     Titre de transport : Pass Pass, 50 % remboursés

Fait à Lille, le 20/05/2025        Signature : [[NAME|C. Marchand]]`],

  // AT: e-mail to an external payroll office (Lohnverrechnung) about a new employee and the Familienbonus
  ['email', 'de', `Von: [[NAME|Martina Steiner]] <[[EMAIL|office@tischlerei-gruber.at]]>
An: [[EMAIL|lohn@bilanzpartner-wels.at]]
Betreff: Neueintritt 01.04. + Familienbonus Plus
Datum: 24.03.2025 10:12

Liebe Frau [[NAME|Haslinger]],

ab 1. April beginnt bei uns Herr [[NAME|Dominik Wallner]] als Tischlergeselle (38,5 Std., KV Holz, Lohngruppe 3). Seine Daten:

SV-Nummer: [[AT_SSN|3311 140389]]
Adresse: [[ADDRESS|Linzer Straße 57/2/4, 4600 Wels]]
Tel.: [[PHONE|+43 664 381 2207]]
Konto: [[IBAN|AT74 6440 0972 8667 4966]]

Er möchte den Familienbonus Plus für seine Tochter [[NAME|Lea]] beantragen (Formular E 30 liegt bei), Sozialversicherungsnummer des Kindes [[AT_SSN|8504 021119]]. Die Mutter bezieht die Familienbeihilfe.

Die Anmeldung bei der ÖGK machen bitte wieder Sie. Unsere UID zur Vollständigkeit: [[VAT_ID|ATU93472199]].

Danke und liebe Grüße
[[NAME|Martina Steiner]]
Büro · Tischlerei Gruber GmbH
[[ADDRESS|Gewerbestraße 12, 4614 Marchtrenk]] · Tel. [[PHONE|07229 61 4 90]]`],

  // BE: e-mail from a notary's office before a property deed (rijksregisternummer, VAT, escrow IBAN)
  ['email', 'nl', `Van: [[NAME|Sofie Claes]] <[[EMAIL|sofie.claes@notaris-vandenbroeck.be]]>
Aan: [[EMAIL|wouter.peeters@telenet.be]]
Onderwerp: Akte verkoop [[ADDRESS|Kerkstraat 19 Mechelen]] – gegevens en provisie
Datum: 6 mei 2025 15:20

Geachte heer [[NAME|Peeters]],

Met het oog op het verlijden van de akte op 3 juni om 10u, bevestig ik de gegevens die wij van u ontvingen:

Koper: [[NAME|Wouter Peeters]], geboren te Leuven op [[DATE_OF_BIRTH|23 juni 1985]], rijksregisternummer [[PERSONAL_ID|85.06.23-353.08]], wonende te [[ADDRESS|Naamsesteenweg 214, 3001 Heverlee]].
Verkopers: de heer en mevrouw [[NAME|Janssens-Wuyts]] (gegevens volgen via hun notaris).

Gelieve de provisie van € 24.870,00 (registratierechten 12 %, ereloon, kosten) uiterlijk 27 mei over te schrijven naar de derdenrekening [[IBAN|BE32 0601 8166 1702]] met mededeling +++090/4418/20577+++.

Voor de facturatie van het ereloon gebruiken wij ons btw-nummer [[VAT_ID|BE 0229.929.689]].

Met vriendelijke groeten,
[[NAME|Sofie Claes]]
Dossierbeheerder
Notariskantoor Vandenbroeck · [[ADDRESS|Frederik de Merodestraat 30, 2800 Mechelen]] · [[PHONE|015 41 22 80]]`],

  // NG: recruiter e-mail forwarding a candidate's CV to a UK client
  ['email', 'en', `From: [[NAME|Chiamaka Eze]] <[[EMAIL|chiamaka@talentbridge.ng]]>
To: [[EMAIL|hiring@ledgerlane.co.uk]]
Subject: Candidate for Senior Backend Engineer (remote) – [[NAME|Olumide Adeyemi]]
Date: Tue, 18 Feb 2025 11:06:32 +0100

Hi [[NAME|Graham]],

As discussed, please find [[NAME|Olumide]]'s CV below. He is available from 1 April and has done the take-home already (score 92/100). Background check is complete; for your compliance file his NIN is [[PERSONAL_ID|23425167762]].

----- CV -----
[[NAME|OLUMIDE ADEYEMI]]
[[ADDRESS|14 Admiralty Way, Lekki Phase 1, Lagos]] · [[PHONE|+234 803 512 7740]] · [[EMAIL|olumide.adeyemi@gmail.com]] · github.com/oadeyemi
Date of birth: [[DATE_OF_BIRTH|5 March 1991]]

Experience
2021–now   Staff Engineer, Paystack-like payments startup (Go, Postgres, Kafka) – 40k TPS settlement engine
2017–2021  Backend Engineer, Interswitch partner (Java/Spring)
Education  B.Sc. Computer Science, University of Ibadan, 2013 (First Class)
References on request.
--------------

Best regards,
[[NAME|Chiamaka Eze]]
Senior Recruiter · TalentBridge Nigeria
[[PHONE|+234 1 291 4470]] · [[ADDRESS|Plot 9, Ajose Adeogun Street, Victoria Island, Lagos]]`],

  // AE: hotel group-booking thread (rooming list with passport numbers, guarantee card)
  ['email', 'en', `From: Reservations – Marsa Creek Hotel <[[EMAIL|groups@marsacreekhotel.ae]]>
To: [[NAME|Farah Haddad]] <[[EMAIL|farah.haddad@meridianevents.ae]]>
Subject: RE: Group ME-2025-0412 – rooming list & guarantee
Date: 2 Apr 2025 16:48 +04:00

Dear [[NAME|Farah]],

Thank you for the rooming list. Confirmed for 14–17 April 2025, 3 Deluxe Creek View rooms, B&B, AED 890/night. For check-in we have registered:

ROOM  GUEST                  NATIONALITY  PASSPORT NO.   DATE OF BIRTH
1     [[NAME|SHARMA Ankit]]           IND          [[PASSPORT|W7718342]]       [[DATE_OF_BIRTH|11-Jan-1987]]
2     [[NAME|MÜLLER-ROTH Katrin]]     DEU          [[PASSPORT|C7T2N9KL4]]      [[DATE_OF_BIRTH|30-Sep-1979]]
3     [[NAME|O'CONNELL Seán]]         IRL          [[PASSPORT|PB4418270]]      [[DATE_OF_BIRTH|22-Jul-1990]]

Please note that Mr [[NAME|O'Connell]]'s passport expires on 20/05/2025; UAE immigration requires 6 months' validity for some nationalities, so kindly ask him to check before travelling.

The guarantee card you sent ([[CREDIT_CARD|4976 6536 3347 5213]], exp 11/27) has been pre-authorised for AED 8,010. For security, please use our payment link next time instead of email.

Kind regards,
[[NAME|Ravi Menon]]
Groups & Events Coordinator
Marsa Creek Hotel · [[PHONE|+971 4 511 7300]] · Dubai Creek Harbour

> From: [[NAME|Farah Haddad]] <[[EMAIL|farah.haddad@meridianevents.ae]]>
> Sent: 2 Apr 2025 11:02
> Rooming list attached, card details for the guarantee below. Mobile [[PHONE|+971 50 662 1834]] if anything is missing.`],

  // PT: telecom customer-service ticket (change of account holder, NIF, IBAN for direct debit)
  ['ticket', 'pt', `Pedido #PT-7731904 · Alteração de titularidade · Canal: loja online · Estado: Pendente documentos

Mensagem do cliente (09/05/2025 21:37):
Boa noite. O contrato de internet e TV (conta 1.200.448.771) estava em nome da minha mãe, [[NAME|Maria de Fátima Rodrigues]], que faleceu em março. Quero passar para o meu nome e manter o mesmo número fixo.
Os meus dados: [[NAME|Tiago Rodrigues Matos]], NIF [[TAX_ID|266750907]], morada [[ADDRESS|Rua Dr. António José de Almeida 112, 3.º Dto, 3000-044 Coimbra]], telemóvel [[PHONE|912 448 370]], email [[EMAIL|tiago.r.matos@sapo.pt]].
Débito direto para o IBAN [[IBAN|PT50 6215 0889 1565 5610 9807 5]].
Anexo a certidão de óbito e a habilitação de herdeiros.

Resposta (10/05/2025 10:05) — [[NAME|Beatriz]], Apoio ao Cliente:
Caro Sr. [[NAME|Tiago]], os nossos sentimentos. Recebemos a certidão de óbito, mas a habilitação de herdeiros não ficou anexada (ficheiro com 0 KB). Pode reenviar para [[EMAIL|titularidade@fibramais.pt]] indicando o n.º do pedido? A alteração não tem custos e mantém o número [[PHONE|239 104 227]] e o tarifário atual.`],

  // no personal data: release notes page of a SaaS product
  ['release-notes', 'en', `# Release notes — Version 4.12.0 (2025-06-10)

Build 4.12.0+20250610.1742 · commit 7c3e9a1f5b20d84e6a9c1f03b7d2e5a4c8f90b16 · previous release 4.11.3 (2025-05-27)

## New
- Bulk export of invoices as CSV and XLSX (up to 50,000 rows; larger exports are split into 10 MB parts). [PLAT-2231]
- Scheduled reports can now run at 15-minute intervals (was 1 hour). [REP-884]
- New webhook event \`invoice.payment_failed\` with retry count; payload schema v3 (see /docs/webhooks#v3).

## Improved
- Search over 1.2M records returns in 180 ms p95 (was 940 ms) after the index change in migration 20250603_0912.
- Dates in exports use ISO 8601 (2025-06-10T14:03:00Z); set "legacy_date_format": true to keep 06/10/2025.
- Currency rounding follows ISO 4217 minor units (JPY 0, KWD 3 decimals).

## Fixed
- Order numbers above 2,147,483,647 overflowed in the mobile app (iOS 17.4+, Android 14). [MOB-1190]
- PDF invoices showed "1.234,56" for en-US accounts. [INV-3310]
- The rate limiter counted 429 responses twice (limit is 600 requests/min per key).

## Deprecated
- API v1 endpoints /v1/orders and /v1/customers are removed on 2025-12-31. Use /v2 (available since 3.8.0).

Upgrade note for self-hosted: requires PostgreSQL ≥ 14.9 and Redis ≥ 7.2; run \`migrate up\` (3 migrations, est. 4 min for 10M rows). Docker image sha256:4f1d2e7a9c0b3d5e8f6a1c4b7e9d2f0a3c5e8b1d4f7a0c2e5b8d1f3a6c9e0b2d.`],

  // no personal data: weekly KPI page of a distribution centre (internal wiki)
  ['report', 'en', `Wk 23 · DC Daventry · Outbound KPIs (Mon 02/06 – Sun 08/06/2025)

Metric                          Target     Actual     Wk 22
Orders shipped                  148,000    151,284    146,902
Lines picked                    612,000    628,417    604,180
Pick accuracy                   99.80%     99.86%     99.79%
Dock-to-stock (h)               ≤ 24       19.4       22.8
On-time despatch                98.5%      98.9%      97.6%
Damages (per 10k units)         ≤ 3.0      2.4        3.1
Agency hours                    9,800      10,214     9,655

Top 5 SKUs by units: 5012345678900 (14,220), 5012345678917 (11,905), 5060412339018 (9,877), 4006381333931 (8,641), 8718699769154 (7,390).
Carrier split: DPD 41%, Royal Mail Tracked 48 32%, Evri 19%, pallets (Palletline) 8%.
Trailer utilisation 87.2% (cube), 61.4% (weight, 26 t limit). Fuel surcharge from 01/07: 11.75% (was 12.10%).
Incidents: 1 RIDDOR-reportable (none), 3 near misses (MHE), conveyor C2 down 05/06 14:10–15:45 (sorter PLC firmware 3.4.17 → 3.4.18).
Actions: re-slot A-aisle fast movers by 16/06; trial 2-shift pattern 06:00–14:00 / 14:00–22:00 from 23/06.`],

  // MX: WhatsApp chat with a car dealership's financing advisor (RFC, CURP, address)
  ['chat', 'es', `[3/4/25, 10:14:22] Autos del Bajío – Financiamiento: Hola [[NAME|Mónica]], soy [[NAME|Héctor]] de Autos del Bajío 👋 Para la precalificación del crédito del Jetta 2025 necesito algunos datos.
[3/4/25, 10:16:05] [[NAME|Mónica González]]: Hola [[NAME|Héctor]]! Claro, dime
[3/4/25, 10:16:40] Autos del Bajío – Financiamiento: Nombre completo como en tu INE, RFC con homoclave, CURP, domicilio y un correo.
[3/4/25, 10:21:13] [[NAME|Mónica González]]: [[NAME|Mónica González Hernández]]
RFC [[TAX_ID|GOHM880613K7A]]
CURP [[PERSONAL_ID|GOHM880613MJCNRN09]]
[[ADDRESS|Av. Chapultepec Sur 284, int. 6, Col. Americana, 44160 Guadalajara, Jal.]]
[[EMAIL|monica.gonzalez.hdz@hotmail.com]]
[3/4/25, 10:22:02] Autos del Bajío – Financiamiento: Gracias! ¿Ingreso mensual comprobable y antigüedad laboral?
[3/4/25, 10:23:30] [[NAME|Mónica González]]: 38,500 netos, 4 años en la misma empresa. Si necesitas algo más márcame al [[PHONE|33 1420 8876]] después de las 6
[3/4/25, 10:25:47] Autos del Bajío – Financiamiento: Perfecto. Enganche mínimo 20% ($97,980 MXN), plazo 48 meses, tasa desde 13.9%. Te mando la solicitud por correo para firma.`],

  // DK: bank CRM note after a branch meeting (CPR number, address, IBAN for a new savings account)
  ['crm', 'da', `Kundemøde · Filial Aarhus C · 28.04.2025 13:30 · Rådgiver: [[NAME|Mette Kjærgaard]]

Kunde: [[NAME|Frederikke Holm Jensen]], CPR-nr. [[PERSONAL_ID|070392-2418]]
Adresse: [[ADDRESS|Jægergårdsgade 64, 2. th., 8000 Aarhus C]]
Mobil: [[PHONE|+45 28 71 40 93]] · E-mail: [[EMAIL|frederikke.hj@gmail.com]]

Emne: Opsparing til udbetaling på ejerlejlighed (forventet køb 2026, pris ca. 2,4 mio. kr.).
- Oprettet Boligopsparing, konto [[IBAN|DK89 0898 1481 1392 88]], fast overførsel 6.000 kr. pr. md. fra lønkonto d. 1.
- Kunden har forældrekøbt lejlighed (forældre [[NAME|Anders Holm Jensen]] og [[NAME|Birgitte Holm]]), overvejer at overtage den — aftalt nyt møde med forældrene i juni.
- Samtykke til indhentning af skatteoplysninger givet via MitID 28.04.2025 13:52.
Opfølgning: [[NAME|Mette]] sender budgetskema senest 02.05.`],
]
