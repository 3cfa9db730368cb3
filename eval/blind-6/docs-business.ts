/**
 * blind-6: business communication: support tickets and replies, e-mail threads with signatures and quoted
 * replies, Slack and Teams threads, CRM notes, HR onboarding, invoices and purchase orders, a call-centre
 * transcript, meeting notes, recruiting (CV, interview scorecard), KYC checks, insurance claims, shipping
 * notifications, a chargeback dispute (US, UK, DE, FR, IN, NL, ES, IT, PL, CA, AU and NG, MX, AE, BR, PH,
 * TR, CH, SE); two documents without personal data (release notes, support macros).
 * Markup: [[TYPE|value]]; see eval/blind-6/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_BUSINESS: RawDoc[] = [
  // US: Zendesk ticket of an outdoor-gear shop; the customer typed a full card number into the ticket
  ['ticket', 'en', `Ticket #482219 — "Charged twice for order TR-77310??"
Status: Open · Priority: High · Group: Billing · Channel: Email · Requester: [[NAME|Dwayne Whitaker]] <[[EMAIL|dwhitaker.mi@gmail.com]]>

[[NAME|Dwayne Whitaker]] — May 15, 2025 11:48 PM
Hi, I ordered the 2-person tent + footprint on Tuesday (order TR-77310, $389.90) and my statement shows TWO charges of $389.90 on 05/13. The card is my Amex [[CREDIT_CARD|3728 957098 01701]] exp 11/27. Please refund one of them ASAP, I'm going camping on the 24th and need the credit line.
Shipping address on the order is right: 
[[ADDRESS|7719 W Grand River Ave]]
[[ADDRESS|Brighton, MI 48114]]
Call me if needed: [[PHONE|(810) 227-4390]]

Support agent — May 16, 2025 9:12 AM  [internal note]
Removed the card number from the customer-visible thread per PCI SOP (still in the original email in the audit trail — flagged to security, SEC-1187). Stripe shows pi_3PJ2eZ... captured once and one auth (pi_3PJ2fA...) that will drop off in 5–7 days. No double capture.

[[NAME|Priyanka Deshmukh]] (Trailhead Outfitters Support) — May 16, 2025 9:20 AM  [public reply]
Hi [[NAME|Dwayne]],
Thanks for reaching out! I checked order TR-77310: you were charged only once. The second line is a temporary authorization (card ending 1005) that your bank will release automatically within 5–7 business days — no action needed on your side. For your security, please don't send full card numbers by email; we've removed it from this ticket.
Happy camping!
[[NAME|Priyanka]]
Trailhead Outfitters · [[ADDRESS|410 S Main St, Ann Arbor, MI 48104]] · [[PHONE|1-800-782-4471]] · [[EMAIL|help@trailheadoutfitters.com]]`],

  // UK: Freshdesk ticket of a broadband provider (home move, VAT invoice for a sole trader)
  ['ticket', 'en', `Ticket #FD-2031877 · Home move + VAT invoice · Source: Portal · Agent: [[NAME|Siobhan Carter]] · SLA: 2 business days

From: [[NAME|Arjun Bhattacharya]] <[[EMAIL|arjun@bhattacharya-design.co.uk]]>
Account: FIB-00884127 · Package: Full Fibre 500 · Contract end: 03/2026

Hello,
I'm moving house on 6 June and want to take the broadband with me.
Current address: [[ADDRESS|Flat 12, Wharfside Court, 28 Canal Street, Manchester M1 3HE]]
New address: [[ADDRESS|14 Beech Grove, Didsbury, Manchester M20 6RT]]
Best number: [[PHONE|07856 204 119]] 
Also, as I run my design business from home, can the invoices from June show my VAT number [[VAT_ID|GB 972 6251 06]] and "Bhattacharya Design"?
Thanks, [[NAME|Arjun]]
PS my accountant asks whether you need my UTR for the business-use split — it's [[TAX_ID|3327180012]].

— Reply from [[NAME|Siobhan Carter]], 16 May 2025 10:41 —
Hi [[NAME|Arjun]],
Good news: Full Fibre is available at [[ADDRESS|14 Beech Grove, M20 6RT]] (UPRN 077195402, ONT already installed). I've booked the switch-over for Fri 6 June, 8am–1pm, order HM-55120. Your router stays the same.
I've added VAT number [[VAT_ID|GB972625106]] to the account; June's invoice will show it. Note our VAT number is GB 123 4567 89 on older PDFs — that was a template error, the correct one is on the invoice footer.
Kind regards,
[[NAME|Siobhan]] | Home Moves Team | Brightwave Broadband | [[PHONE|0330 912 4450]]`],

  // DE: e-mail thread between a freelance translator and her tax adviser (Steuer-ID, Steuernummer, USt-IdNr.)
  ['email', 'de', `Von: [[NAME|Dragana Petrović]] <[[EMAIL|d.petrovic@uebersetzungen-petrovic.de]]>
An: [[NAME|Matthias Kühn]] <[[EMAIL|kuehn@stb-kuehn-partner.de]]>
Betreff: AW: AW: Unterlagen USt-Voranmeldung Q1 / Erstattung
Datum: Fr., 16. Mai 2025, 09:14

Hallo Herr [[NAME|Kühn]],

anbei die fehlenden Belege (Rechnungen RE-2025-014 bis -031). Die Erstattung soll bitte auf mein Geschäftskonto:
IBAN [[IBAN|DE85 4306 0967 4557 2055 64]], BIC [[BIC|GENODEM1GLS]] (GLS Bank)

Meine Steuer-ID ist [[TAX_ID|13 058 956 743]], die Steuernummer beim Finanzamt Bochum-Mitte [[TAX_ID|306/5127/4418]].

Viele Grüße
[[NAME|Dragana Petrović]]
Fachübersetzungen DE/SR/HR · [[ADDRESS|Alleestraße 81, 44793 Bochum]]
Tel. [[PHONE|0234 58 71 920]] · USt-IdNr. [[VAT_ID|DE531783736]]

> Am 15.05.2025 um 17:32 schrieb [[NAME|Matthias Kühn]] <[[EMAIL|kuehn@stb-kuehn-partner.de]]>:
>
> Sehr geehrte Frau [[NAME|Petrović]],
>
> für die Voranmeldung Q1/2025 fehlen uns noch die Ausgangsrechnungen ab Februar. Außerdem hat das
> Finanzamt die USt-IdNr. auf Ihren Rechnungen an die Agentur in Wien beanstandet: dort steht
> DE 123456789 statt Ihrer eigenen Nummer – bitte die Vorlage korrigieren.
>
> Mit freundlichen Grüßen
> [[NAME|Matthias Kühn]]
> Steuerberater
> Kühn & Partner mbB · [[ADDRESS|Huestraße 21, 44787 Bochum]]`],

  // FR: supplier onboarding e-mail thread (RIB, TVA intracommunautaire, contacts), with quoted reply
  ['email', 'fr', `De : [[NAME|Camille Rousseau]] <[[EMAIL|c.rousseau@atelier-lumen.fr]]>
À : [[EMAIL|fournisseurs@groupe-hexa.fr]]
Objet : RE: Référencement fournisseur – dossier FRN-2025-0882
Date : 16 mai 2025 à 10:02

Bonjour Madame [[NAME|Lemaire]],

Comme demandé, voici nos informations pour la création du compte fournisseur :

Raison sociale : Atelier Lumen SAS
SIRET : 616189593 00027 – code APE 7410Z
N° TVA intracommunautaire : [[VAT_ID|FR21 616 189 593]]
Adresse de facturation : [[ADDRESS|14 rue des Tanneurs, 69002 Lyon]]
RIB : IBAN [[IBAN|FR76 3007 6020 1159 5396 5588 042]] – BIC [[BIC|CMCIFRPP]]
Contact comptabilité : [[NAME|Mehdi Aït-Kaci]], [[PHONE|04 78 42 19 66]]

Le Kbis et l'attestation URSSAF sont en pièce jointe (moins de 3 mois).

Bien cordialement,
[[NAME|Camille Rousseau]]
Gérante – Atelier Lumen

-----Message d'origine-----
De : [[NAME|Nathalie Lemaire]] <[[EMAIL|n.lemaire@groupe-hexa.fr]]>
Envoyé : mercredi 14 mai 2025 16:47
Objet : Référencement fournisseur – dossier FRN-2025-0882

Bonjour,
Pour finaliser votre référencement, merci de nous transmettre : SIRET, numéro de TVA, RIB au nom de la société et un contact comptable. Pour rappel, nos factures doivent mentionner notre TVA [[VAT_ID|FR18426037388]] et le numéro de commande (PO-4500xxxxxx).
Cordialement,
[[NAME|Nathalie Lemaire]] – Achats indirects, Groupe Hexa – [[ADDRESS|2 place de la Défense, 92800 Puteaux]] – [[PHONE|+33 1 46 92 30 00]]`],

  // US: Slack thread in a fintech's #support-escalations channel (customer data pasted, an IT side thread)
  ['chat', 'en', `#support-escalations · Thursday, May 15

[[NAME|Jasmine Okoro]]  2:14 PM
hey team, customer can't finish identity verification on the savings app, keeps getting "SSN does not match our records". she's on the phone now:
> name: [[NAME|Rebecca L. Townsend]]
> DOB: [[DATE_OF_BIRTH|07/19/1983]]
> SSN: [[US_SSN|550-69-5196]]
> addr: [[ADDRESS|5630 Ridgewood Dr, Apt 2C, Plano, TX 75093]]
> phone [[PHONE|972-841-0376]]
is there anything wrong on our side?

[[NAME|Marco Bellini]]  2:19 PM
@[[NAME|Jasmine]] please don't paste full SSNs here 🙏 — use the case link. but looking at it: the bureau has her under her maiden name [[NAME|Rebecca Lynn Haskins]], so the name+SSN combo fails. she needs to update with SSA or we do a manual review (case KYC-30917)

[[NAME|Jasmine Okoro]]  2:21 PM
sorry!! deleting. doing manual review 👍

[[NAME|Tyler Nguyen]]  2:40 PM
unrelated but IT asked: whose laptop is [[MAC_ADDRESS|3C:22:FB:8A:10:E4]]? it's been on the guest wifi at the Plano office since Monday, hostname JOKORO-MBP

[[NAME|Jasmine Okoro]]  2:42 PM
that's me, my badge didn't work for the corp wifi. IT ticket INC0092213`],

  // IN: Microsoft Teams chat between HR and a new joiner of an IT services company (onboarding documents)
  ['chat', 'en', `[[NAME|Deepa Krishnan]] (HR Onboarding)  10:02 AM
Hi [[NAME|Rahul]], welcome aboard! 🎉 Before your first payroll (cut-off 20th) I still need a few things for the HRMS, you can type them here:
1. PAN
2. Aadhaar (for e-KYC of the PF account)
3. Bank details for salary
4. Emergency contact

[[NAME|Rahul Mishra]]  10:09 AM
thanks! here you go
PAN: [[IN_PAN|YNZPM6591V]]
Aadhaar: [[IN_AADHAAR|7453 1183 8049]]
Bank: ICICI Bank, A/c 004501582277, IFSC ICIC0000045 (Koramangala)
Emergency contact / insurance nominee: my wife [[NAME|Sneha Mishra]], [[PHONE|+91 99001 47728]], Aadhaar [[IN_AADHAAR|738269106203]]
Current address: [[ADDRESS|No. 41, 2nd Cross, 5th Block, Koramangala, Bengaluru 560095]]

[[NAME|Deepa Krishnan]] (HR Onboarding)  10:12 AM
Got it. The Aadhaar on your offer letter was XXXX XXXX 8049, matches 👍 UAN from your previous employer?

[[NAME|Rahul Mishra]]  10:14 AM
UAN 100904417762. Also my passport for the client visa process: [[PASSPORT|W2297943]], valid till 2033

[[NAME|Deepa Krishnan]] (HR Onboarding)  10:15 AM
Perfect. Please also e-sign Form 11 in the portal. For anything payroll, write to [[EMAIL|payroll.blr@zentrixtech.com]] or call [[PHONE|080 6718 2200]] ext. 4.`],

  // NL: Pipedrive activity notes of a Dutch solar-panel installer (notes per deal, copied into a handover document)
  ['crm', 'nl', `Overdracht deals regio Utrecht — van [[NAME|Bram Hendriks]] naar [[NAME|Nadia Bouzid]] (ik ben vanaf 1 juni met ouderschapsverlof)

Deal #3318 · Fam. [[NAME|Van der Linden]] · 12 panelen + omvormer · € 7.840
  Contact: [[NAME|Marieke van der Linden]], [[PHONE|06 28 41 77 09]]
  Adres: [[ADDRESS|Oudegracht 214 bis, 3511 NV Utrecht]] (monument! vergunning aangevraagd 12-05, kenmerk OLO 8821094)
  Notitie 14-05: wil offerte splitsen, deel via de VvE. Terugbellen na 16:00.

Deal #3342 · Bakkerij Öztürk VOF · 28 panelen bedrijfsdak · € 21.300 excl. btw
  Contact: [[NAME|Selin Öztürk]], [[PHONE|030 262 18 44]] (zaak) / [[PHONE|+31 6 51 90 33 27]] (mobiel)
  KvK 80412377 · btw-id [[VAT_ID|NL208138365B01]] · factuur naar [[EMAIL|administratie@bakkerij-ozturk.nl]]
  Notitie 15-05: SDE++ subsidie aangevraagd, beschikking verwacht juli.

Deal #3350 · [[NAME|Ruud Jansen]] (ZZP, dakdekker — levert ook onderaannemer-werk)
  [[PHONE|06-11902453]] · btw [[VAT_ID|NL 435496190B01]]
  Notitie 15-05: kan vanaf week 24 twee dagen per week. Uurtarief € 58.

Verloren: #3297 (te duur), #3301 (geen reactie na 3x bellen). Pipeline-waarde regio totaal: € 84.210.`],

  // ES: HR onboarding e-mail exchange of a logistics company in Zaragoza (DNI, Seguridad Social, IBAN)
  ['email', 'es', `De: [[NAME|Raquel Sanz Gil]] <[[EMAIL|rrhh@transportes-ebro.es]]>
Para: [[EMAIL|joelmtz.avila@gmail.com]]
Asunto: Alta en la empresa – documentación pendiente
Fecha: 15 may 2025, 13:05

Hola [[NAME|Joel]]:

Bienvenido a Transportes Ebro. Para darte de alta en la Seguridad Social antes del lunes 19 necesitamos que nos respondas a este correo con:
- DNI/NIE
- Número de afiliación a la Seguridad Social (NAF)
- IBAN para la nómina
- Fecha de nacimiento y teléfono

Un saludo,
[[NAME|Raquel Sanz]]
Dpto. de Recursos Humanos · Transportes Ebro S.L. (CIF B87387338)
[[ADDRESS|Polígono Plaza, Calle Tarento 12, 50197 Zaragoza]] · [[PHONE|976 470 215]]

-----

De: [[NAME|Joel Martínez Ávila]] <[[EMAIL|joelmtz.avila@gmail.com]]>
Fecha: 15 may 2025, 21:47

Hola, aquí van los datos:
DNI: [[ES_DNI|24677209-A]]
NAF: [[PERSONAL_ID|50/88624438/73]]
IBAN: [[IBAN|ES9620850168565747846243]]
Nacido el [[DATE_OF_BIRTH|2 de marzo de 1997]]
Móvil: [[PHONE|622 31 08 74]]
Dirección: [[ADDRESS|Calle Delicias 38, 2º C, 50017 Zaragoza]]
El carnet de conducir C+E también lo tengo, te mando la foto mañana.
Gracias, [[NAME|Joel]]`],

  // IT: electronic invoice (FatturaPA) rendered as text, from a web agency to a self-employed architect
  ['invoice', 'it', `FATTURA ELETTRONICA — Tipo documento TD01 — N. 2025/118 del 16/05/2025

CEDENTE / PRESTATORE
Pixelfabbrica S.r.l.
Partita IVA e Codice fiscale: [[VAT_ID|IT40064341080]]
[[ADDRESS|Via dell'Indipendenza 44]]
[[ADDRESS|40121 Bologna (BO)]]
Tel. [[PHONE|051 0952 418]]   PEC: [[EMAIL|pixelfabbrica@legalmail.it]]
REA BO-552190 · Capitale sociale € 10.000 i.v.

CESSIONARIO / COMMITTENTE
Arch. [[NAME|Alessandra Conti]]
Codice fiscale: [[IT_FISCAL_CODE|CNTLSN81H59A944J]]   Partita IVA: [[VAT_ID|IT35348738481]] (regime forfettario)
[[ADDRESS|Strada Maggiore 71]]
[[ADDRESS|40125 Bologna (BO)]]
Codice destinatario: 0000000 — PEC: [[EMAIL|a.conti@pec.architettibologna.it]]

| Descrizione                                   | Q.tà | Prezzo   | IVA | Importo  |
|-----------------------------------------------|------|----------|-----|----------|
| Restyling sito portfolio (WordPress 6.5)      | 1    | 1.450,00 | 22% | 1.450,00 |
| Hosting gestito 12 mesi (cod. HOST-PRO-12)    | 1    |   240,00 | 22% |   240,00 |
| Servizio SEO locale – maggio                  | 1    |   180,00 | 22% |   180,00 |

Imponibile 1.870,00 · IVA 22% 411,40 · Totale documento € 2.281,40
Ritenuta d'acconto: non applicata
Modalità di pagamento: MP05 bonifico entro il 15/06/2025
IBAN: [[IBAN|IT52 H053 8702 4009 4988 4702 160]] — BPER Banca, filiale Bologna 2
Identificativo SdI: 12844019327 — Hash: ddfa407a84b70d8f145bd801db4a1412a11215b48b5937a483b7bc01e2503ee2`],

  // PL: purchase order (zamówienie) from a furniture maker to a hardware supplier, as e-mail text
  ['purchase-order', 'pl', `ZAMÓWIENIE NR ZM/2025/05/0142            Data: 16.05.2025
                                          Termin dostawy: 23.05.2025

ZAMAWIAJĄCY                               DOSTAWCA
Meble Kowalik Sp. z o.o.                  Okuć-Pol Hurtownia S.A.
[[ADDRESS|ul. Przemysłowa 17]]                      [[ADDRESS|ul. Fabryczna 4]]
[[ADDRESS|62-800 Kalisz]]                             [[ADDRESS|90-344 Łódź]]
NIP: [[VAT_ID|302-144-42-58]]                    NIP: [[VAT_ID|PL2465355532]]
REGON: 250871346                          KRS: 0000418820

Osoba kontaktowa: [[NAME|Grzegorz Kowalik]]    Opiekun klienta: [[NAME|Monika Jabłońska]]
tel. [[PHONE|+48 62 757 31 20]]                       tel. [[PHONE|42 633 18 05]]
[[EMAIL|zakupy@meblekowalik.pl]]                    [[EMAIL|m.jablonska@okucpol.com.pl]]

Lp. | Indeks        | Nazwa                                   | Ilość | J.m. | Cena netto | Wartość netto
----|---------------|-----------------------------------------|-------|------|------------|--------------
1   | BLM-71B3550   | Zawias Blum Clip top 110° z tłumikiem   | 400   | szt. | 9,85       | 3 940,00
2   | HET-9071205   | Prowadnica Hettich Quadro 500 mm        | 120   | kpl. | 38,40      | 4 608,00
3   | GTV-UZ-128    | Uchwyt meblowy 128 mm czarny mat        | 350   | szt. | 4,10       | 1 435,00

Razem netto: 9 983,00 zł · VAT 23%: 2 296,09 zł · Brutto: 12 279,09 zł
Płatność: przelew 30 dni na rachunek [[IBAN|PL41 1090 1014 1086 7187 2478 2665]], BIC/SWIFT [[BIC|WBKPPLPP]]
Dostawa na adres magazynu: [[ADDRESS|ul. Wrocławska 102, 62-800 Kalisz]], rozładunek pn–pt 7:00–14:00.

Zamówienie wystawił: [[NAME|Grzegorz Kowalik]], Dział Zakupów`],

  // CA: speech-to-text transcript of a bank's card-services call (SIN and card number read out)
  ['call-transcript', 'en', `[Call ID 7730-2291-A · Queue: Card Services EN · 2025-05-15 16:42 ET · auto-transcribed, not reviewed]

AGENT ([[NAME|Kevin Fraser]]): Thank you for calling Northern Trust Credit Union card services, my name is [[NAME|Kevin]], may I have your full name please?
CALLER: yeah it's [[NAME|Amandeep Sandhu]].
AGENT: Thank you Mr. [[NAME|Sandhu]]. For verification, can I have your date of birth?
CALLER: [[DATE_OF_BIRTH|September 3rd 1979]].
AGENT: And the last three digits of your social insurance number?
CALLER: I'll just give you the whole thing, it's [[CA_SIN|436 749 055]].
AGENT: Just the last three is fine, thank you. I see the account. How can I help?
CALLER: My Mastercard got declined at Costco today, card number is [[CREDIT_CARD|5191 7322 9483 5117]], and I got a text from some number saying fraud alert.
AGENT: I see a fraud hold placed at 2:10 pm for a transaction in Montreal. Was that you?
CALLER: No, I'm in Surrey, I haven't been to Montreal in years.
AGENT: Okay, I'll cancel the card and send a new one. Is your address still [[ADDRESS|14872 68 Avenue, Surrey, BC V3S 2B9]]?
CALLER: Yes.
AGENT: And best number to reach you, [[PHONE|604-599-3187]]?
CALLER: Yeah, or my wife's cell [[PHONE|778 230 4415]], [[NAME|Gurpreet]].
AGENT: Noted. New card will arrive in 5 to 7 business days. Reference number for this call is FR-0091847.
[end of transcript · duration 06:12 · sentiment: negative→neutral]`],

  // AU: weekly operations meeting notes of a property management agency (tenants, arrears, maintenance)
  ['minutes', 'en', `Weekly PM meeting — Harbourside Property Management, Newcastle office
Date: Thu 15 May 2025 · Attendees: KM (chair), DC, HW, MT · Apologies: JL

1. Arrears (>14 days)
   - [[ADDRESS|3/27 Darby Street, Cooks Hill NSW 2300]] — tenant [[NAME|Sean Gallagher]], $1,240 behind (2 wks). Breach notice issued 12/05. Tenant called Tue: paying Fri from Centrelink back-pay. DC to follow up on [[PHONE|0412 908 331]].
   - [[ADDRESS|18 Kemp Street, Hamilton NSW 2303]] — [[NAME|Li Na Zhou]] and [[NAME|Wei Chen]], 15 days, direct debit bounced (BSB 062-000 acct ending 4471). HW emailed [[EMAIL|lina.zhou.au@gmail.com]].
2. Maintenance
   - Hot water system at [[ADDRESS|9 Hunter Street, Newcastle NSW 2300]] — Rheem 315L, job MW-20441 with Tupou Plumbing ($1,980 quote). Owner approved by phone.
   - Mould complaint, unit 6 of 44 Bolton St — inspection booked Mon 19/05 10am.
3. New management agreements
   - Owner [[NAME|Anjali Rao]] signing for [[ADDRESS|22 Glebe Road, The Junction NSW 2291]]; rent appraisal $720–760/wk. Contact [[PHONE|+61 2 4926 1187]].
4. Actions
   | Owner | Action                                            | Due    |
   |-------|---------------------------------------------------|--------|
   | DC    | Payment plan for Darby St, confirm in writing     | 16/05  |
   | HW    | 2nd notice Kemp St                                | 20/05  |
   | MT    | Lodge bond for Glebe Rd (RBO ref 4017-2218)       | 23/05  |
Next meeting Thu 22 May, 9:00.`],

  // NG→UK: CV of a QA engineer applying in London (date of birth, referees)
  ['cv', 'en', `[[NAME|ADEBAYO OLUWASEGUN FASHOLA]]
Software QA Engineer · ISTQB CTAL-TA

[[ADDRESS|12 Mayfield Road, Ilford IG1 2LX]] | [[PHONE|+44 7438 119 204]] | [[EMAIL|segun.fashola@gmail.com]] | linkedin.com/in/segunfashola
Date of birth: [[DATE_OF_BIRTH|14 February 1993]] · Nationality: Nigerian · Right to work: Graduate visa (expires 01/2026), share code on request

PROFILE
QA engineer with 8 years in payments and fintech (Lagos, London). Test automation in Playwright, Cypress and RestAssured; performance testing with k6; ISO 8583 and PCI DSS test environments.

EXPERIENCE
2023 – present   QA Engineer (contract), Paylane Ltd, London
                 – Built the Playwright regression suite (1,400 tests, 18 min on 12 shards)
                 – Reduced flaky tests from 9 % to 0.7 % (quarantine + retry budget)
2017 – 2023      Senior QA Analyst, Interswitch Group, Lagos
                 – Card switching and USSD banking; led a team of 5
2015 – 2017      QA Analyst, Andela (placement at a Lagos telco)

EDUCATION
2022 – 2023      MSc Computer Science, University of Essex (Merit)
2010 – 2014      BSc Computer Science, University of Lagos (Second Class Upper)

REFEREES
Mrs [[NAME|Funmilayo Adeyinka]], QA Lead, Interswitch Group — [[EMAIL|funmi.adeyinka@interswitchng.com]], [[PHONE|+234 803 412 7719]]
Dr [[NAME|Daniel Hughes]], Senior Lecturer, University of Essex — [[EMAIL|d.hughes@essex.ac.uk]], [[PHONE|01206 873412]]`],

  // US: Greenhouse interview scorecards for a backend engineer candidate, exported as text
  ['recruiting', 'en', `Candidate: [[NAME|Mariana Alves Costa]] · Req #1187 Senior Backend Engineer (Payments) · Source: Referral
Contact: [[EMAIL|mariana.a.costa@gmail.com]] · [[PHONE|(512) 904-6618]] · Austin, TX · Visa: H-1B transfer needed

Scorecard 1 — System design · Interviewer: [[NAME|Rachel Goldberg]] · Overall: Yes
  + Designed the idempotent payout API quickly, good discussion of outbox pattern and exactly-once myths
  + Knew PCI scope reduction (tokenization vault)
  – Hand-waved the reconciliation job's failure modes
  Private note: comp expectation $195k base; currently at a fintech in Austin.

Scorecard 2 — Coding (Go) · Interviewer: [[NAME|Kwame Asante]] · Overall: Strong Yes
  + Clean rate limiter with tests in 35 minutes, explained token bucket vs. sliding window
  + Good instincts on context cancellation

Scorecard 3 — Values · Interviewer: [[NAME|Sun-hee Park]] · Overall: Yes
  + Mentored two juniors, ran the on-call rotation redesign
  – Wants fully remote; we need 2 days in office

Debrief (hiring manager [[NAME|Tom Reilly]]): move to offer, level L5. Offer call Monday. Recruiter: [[NAME|Lauren Fitzgerald]] ([[EMAIL|lauren.fitzgerald@ledgerline.com]]).`],

  // DE: protocol of a video identification for a bank account opening (Personalausweis, Steuer-ID)
  ['kyc', 'de', `VIDEO-IDENT-PROTOKOLL · Vorgang VI-2025-05-88104 · Auftraggeber: Nordlicht Direktbank AG
Durchgeführt: 16.05.2025, 11:03–11:14 Uhr · Ident-Agent: [[NAME|Sabine Wolff]] (ID 0417) · Ergebnis: ERFOLGREICH

Identifizierte Person
  Name, Vorname:        [[NAME|Schneider-Özdemir, Leyla]]
  Geburtsname:          [[NAME|Özdemir]]
  Geburtsdatum:         [[DATE_OF_BIRTH|23.09.1991]]
  Geburtsort:           Duisburg
  Staatsangehörigkeit:  deutsch
  Anschrift:            [[ADDRESS|Sternstraße 12, 40479 Düsseldorf]]
  Mobil (TAN):          [[PHONE|+49 176 31148820]]
  E-Mail:               [[EMAIL|leyla.schneider@posteo.de]]

Ausweisdokument
  Art:                  Personalausweis (nPA)
  Ausweisnummer:        [[PERSONAL_ID|V0RJ9WZ04]]
  Ausstellende Behörde: Stadt Düsseldorf
  Gültig bis:           07.2031
  Sicherheitsmerkmale:  Hologramm ✓  Kinegramm ✓  Tastbare Schrift ✓
  MRZ Zeile 1 (geprüft): IDD<<[[PERSONAL_ID|V0RJ9WZ045]]<<<<<<<<<<<<<<<

Angaben für die Kontoeröffnung
  Steuerliche Identifikationsnummer: [[TAX_ID|15380146792]]
  Referenzkonto:        [[IBAN|DE58 1203 0000 7503 0460 89]]
  Beruf:                Projektingenieurin
  PEP-Prüfung:          negativ · Sanktionslisten: keine Treffer (Stand 16.05.2025 06:00)

Technische Daten: Gerät Android 14 / Chrome 124, IP [[IP_ADDRESS|84.150.32.207]], Verbindung 14,2 Mbit/s, Aufzeichnung VI-88104.mp4 (SHA-256 67cb302ced433a1b26f09fd3073bf76bfa0d9708f39cccb2dbd9b75d1f427278)`],

  // FR: motor-insurance claim file (déclaration de sinistre) with both drivers and an injured passenger
  ['insurance-claim', 'fr', `DÉCLARATION DE SINISTRE AUTOMOBILE — Dossier n° 25-AUT-0041877 — Reçue le 15/05/2025

ASSURÉ
Nom : [[NAME|GARNIER Julien]]                Contrat n° 7700412 338
Adresse : [[ADDRESS|27 avenue Jean Jaurès, 69007 Lyon]]
Tél. : [[PHONE|06 12 84 39 57]]      Courriel : [[EMAIL|julien.garnier@sfr.fr]]
Permis de conduire n° [[DRIVER_LICENSE|110606915599]] délivré le 14/06/2011 par la préfecture du Rhône
Véhicule : Peugeot 308, immatriculé [[LICENSE_PLATE|GH-512-TK]]

TIERS
Conducteur : Mme [[NAME|Bénédicte Faure]], [[ADDRESS|4 rue Paul Bert, 69003 Lyon]], [[PHONE|07 68 21 04 93]]
Véhicule : Renault Clio, immatriculé [[LICENSE_PLATE|ER-880-QM]] — assureur MAAF, contrat 4821 0093 A
Permis n° [[DRIVER_LICENSE|056909556269]]

CIRCONSTANCES (constat amiable signé, cases 9 et 13)
Le 14/05/2025 vers 18h20, au carrefour cours Gambetta / rue Garibaldi, le véhicule B a changé de file sans clignotant et a heurté l'aile avant droite du véhicule A.

BLESSÉ
Passagère du véhicule A : Mme [[NAME|Hélène Garnier]], née le [[DATE_OF_BIRTH|09/03/1964]]
N° de sécurité sociale : [[FR_NIR|2 64 03 69 123 408 66]] (recours CPAM du Rhône)
Certificat médical initial : cervicalgie, ITT 5 jours (Dr [[NAME|Rachid Bensaïd]], SOS Médecins Lyon)

Expertise : cabinet BCA Expertise, RDV le 21/05/2025 · Franchise : 300 € · Gestionnaire : [[NAME|Laurence Petit]], [[PHONE|09 69 39 12 12]]`],

  // ES: parcel-carrier notification e-mail (delivery attempt, recipient and sender details)
  ['shipping-notification', 'es', `De: SEUR <[[EMAIL|notificaciones@seur.info]]>
Para: [[EMAIL|marta.iglesias.p@gmail.com]]
Asunto: Tu envío 04822209881742 no se ha podido entregar

Hola [[NAME|Marta Iglesias Pardo]]:

Hoy, 16/05/2025 a las 12:47, nuestro repartidor ha intentado entregar tu envío pero no había nadie en el domicilio.

  Nº de envío:       04822209881742
  Referencia:        ZB-2025-118842
  Remitente:         Calzados Bravo S.L. — NIF-IVA [[VAT_ID|ESB20070157]]
                     [[ADDRESS|Avenida de la Libertad 211, 03205 Elche (Alicante)]]
  Destinatario:      [[NAME|Marta Iglesias Pardo]]
                     [[ADDRESS|Calle Gran Vía 57, 6º D]]
                     [[ADDRESS|36204 Vigo (Pontevedra)]]
                     Tel. [[PHONE|+34 699 218 340]]
  Bultos / peso:     1 / 1,2 kg
  Reembolso:         0,00 €

Te lo dejaremos en el SEUR Pickup más cercano: Papelería Los Olmos, [[ADDRESS|Rúa de Urzaiz 112, 36205 Vigo]], a partir de mañana a las 10:00. Llévate el DNI y este código de recogida: 7731 40.

¿Prefieres otra fecha? Cámbiala en seur.com/miseur con el código 04822209881742. Atención al cliente: [[PHONE|963 228 400]].

Este es un mensaje automático, por favor no respondas a este correo.`],

  // UK/IE: chargeback evidence submitted by a UK merchant for an Irish customer (card-not-present fraud claim)
  ['dispute', 'en', `DISPUTE RESPONSE — dp_1PJ6aX2eZvKYlo2CkR0h83Tq · Reason: fraudulent · Amount: €184.00 · Network: Visa (10.4)
Merchant: Hearthstone Candles Ltd (VAT [[VAT_ID|GB816344142]]), [[ADDRESS|Unit 7, Riverside Works, Bakewell DE45 1GS]]

1. Customer and order
   Order HC-30418 placed 02/04/2025 20:14 BST by [[NAME|Ciara Brennan]] ([[EMAIL|ciara.brennan@eircom.net]], [[PHONE|+353 87 412 0936]]).
   Card: Visa •••• 3391 (3-D Secure 2 frictionless, ECI 05, authentication value present)
   Billing address: [[ADDRESS|12 Ranelagh Road, Dublin 6, D06 C9X4]], Ireland — AVS: match
   Shipping address: same as billing
   IP address at checkout: [[IP_ADDRESS|86.45.118.203]] (Eir, Dublin) — the same IP placed orders HC-27102 (Dec 2024) and HC-28880 (Feb 2025), neither disputed.

2. Delivery
   An Post tracking CE 418 220 931 IE — delivered 07/04/2025 10:22, signed "[[NAME|C. Brennan]]".

3. Customer communication
   On 09/04/2025 the customer wrote from the same e-mail address: "Candles arrived, the fig one smells amazing! Can I order two more for my sister [[NAME|Aoife]]?" (screenshot attached, exhibit C)

4. Refund policy
   Accepted at checkout (checkbox, timestamped 02/04/2025 20:13:58). No refund or return was requested.

Prepared by [[NAME|Oliver Pemberton]], Operations Manager · [[EMAIL|oliver@hearthstonecandles.co.uk]] · [[PHONE|01629 813 220]]`],

  // MX: Intercom chat of an online furniture shop (invoice request with RFC, delivery address)
  ['chat', 'es', `Conversación #88120441 · Canal: Web · Tienda: Muebles Cardón · Asignada a: [[NAME|Luis Ángel Herrera]]

[[NAME|Ximena Rodríguez]] · 10:41
hola! compré un comedor el sábado (pedido MC-104772) y necesito la factura, me pueden ayudar?

Cardón Bot · 10:41
¡Hola! Para emitir tu CFDI necesito: RFC, nombre o razón social, régimen fiscal, código postal fiscal y uso de CFDI.

[[NAME|Ximena Rodríguez]] · 10:44
RFC [[TAX_ID|ROVX900721F02]]
[[NAME|XIMENA RODRÍGUEZ VILLASEÑOR]]
régimen 612 (actividad empresarial), CP 06700, uso G03
mándala a [[EMAIL|ximena.rv@prodigy.net.mx]] porfa

[[NAME|Luis Ángel Herrera]] · 10:52
¡Hola [[NAME|Ximena]]! Soy [[NAME|Luis]]. Ya quedó tu factura (folio A-22871, UUID ACD22702-CCCD-422A-8369-1A1F3F1CAF5A), te llega en unos minutos. Por cierto, la entrega está programada para el martes 20 entre 9 y 14 h en [[ADDRESS|Calle Colima 184, Int. 3, Col. Roma Norte, 06700 Ciudad de México]], ¿es correcto?

[[NAME|Ximena Rodríguez]] · 10:55
sí, es correcto. el repartidor me puede marcar al [[PHONE|55 4129 8830]] o por whatsapp al [[PHONE|+52 1 55 7716 0342]]

[[NAME|Luis Ángel Herrera]] · 10:56
Perfecto, ya lo anoté en la guía Estafeta 7049 2280 118. ¡Que tengas buen día!`],

  // AE: KYC review notes of a crypto exchange for an Indian national resident in Dubai (passport MRZ, Emirates ID, wallets)
  ['kyc', 'en', `KYC case KYC-AE-2025-04471 · Tier 2 upgrade · Analyst: [[NAME|Fatima Al Mansoori]] · Status: APPROVED with EDD

Applicant
  Full name:      [[NAME|Arjun Venugopal Nair]]
  Date of birth:  [[DATE_OF_BIRTH|14 May 1988]]
  Nationality:    Indian · UAE resident (employment visa)
  Mobile:         [[PHONE|+971 50 418 2267]]
  Email:          [[EMAIL|arjun.nair.dxb@gmail.com]]
  Address:        [[ADDRESS|Apartment 1204, Marina Gate 2, Dubai Marina, Dubai]] (Ejari contract 0419-2024-88213 uploaded)

Documents
  Passport no.:   [[PASSPORT|V5751383]] (Republic of India, expires 11/02/2033)
  MRZ (OCR):      P<IND[[NAME|NAIR<<ARJUN<VENUGOPAL]]<<<<<<<<<<<<<<<<<<
                  [[PASSPORT|V5751383<5IND8805142M3302118<<<<<<<<<<<<<<06]]
  Emirates ID:    [[PERSONAL_ID|784-1988-8737875-4]] (front and back, NFC chip read OK)
  Liveness:       passed (score 0.97, vendor ref lv_8f2c01)

Source of funds: salary (Senior Project Engineer, Al Futtaim Engineering, AED 38,500/month, salary certificate 03/2025) and sale of a flat in Kochi (sale deed, INR 6.2M).

On-chain review
  Deposit address:  [[CRYPTO_WALLET|bc1qqrnrsd3tm4m9ru76nxxdcr02errk3pvf3f5zsz]] — funds from a regulated exchange (Travel Rule message received, originator matches applicant)
  Withdrawal whitelist: [[CRYPTO_WALLET|0xBCD25D85e182c269D97d35F6dD08674C16cC7214]] (self-hosted, ownership proven by signed message 2025-05-12)
  Exposure: no sanctioned or mixer exposure (score 4/100)

EDD note: PEP screening hit was a false positive ([[NAME|Arjun Nair]], politician in Kerala, DOB 1966). Cleared by [[NAME|Omar Haddad]] (MLRO) on 15/05/2025.`],

  // BR: support ticket of an electronics marketplace (pt-BR), customer data in the ticket and the agent's internal note
  ['ticket', 'pt', `Chamado #5518204 · Assunto: Notebook chegou com a tela trincada · Prioridade: Alta · Canal: Formulário

Cliente: [[NAME|Rafael Nogueira Batista]]
CPF: [[PERSONAL_ID|238.700.209-11]]
E-mail: [[EMAIL|rafa.nogueira@uol.com.br]]
Celular: [[PHONE|(31) 99184-2207]]
Pedido: 1344820917-01 · NF-e 35250512345678000190550010004471021904417723

Mensagem do cliente (15/05/2025 21:18):
Boa noite. Recebi hoje o notebook Lenovo IdeaPad (pedido acima) e a tela veio trincada no canto inferior. A caixa estava amassada. Moro na [[ADDRESS|Rua Grão Mogol 502, apto 1101, Sion, Belo Horizonte - MG, 30310-010]]. Quero a troca, não o reembolso. Seguem fotos. Obrigado, [[NAME|Rafael]]

Nota interna ([[NAME|Patrícia Lima]], 16/05/2025 09:05):
Transportadora Jadlog confirma avaria no CT-e 4410872. Vendedor parceiro TecnoMais (CNPJ 12.345.678/0001-90) autorizou troca. Coleta reversa agendada 19/05, código de postagem 3318 0442 71. Cadastro do cliente tinha CPF digitado errado (238700209-00), corrigido para o CPF acima conforme documento enviado.

Resposta pública ([[NAME|Patrícia Lima]], 16/05/2025 09:12):
Olá, [[NAME|Rafael]]! Sentimos muito pelo ocorrido. A troca foi aprovada: a coleta será feita no dia 19/05 no seu endereço e o novo aparelho é enviado assim que o item chegar ao vendedor. Qualquer dúvida, responda este chamado ou ligue [[PHONE|0800 721 4410]].`],

  // PH: travel-insurance claim form of a Filipino traveller hospitalised in Japan (SSS, passport)
  ['insurance-claim', 'en', `TRAVEL INSURANCE CLAIM FORM — Policy TRV-INTL-2025-0184223 — Claim ref. CLM-20250516-0418

SECTION A — INSURED PERSON
Name (Last, First, Middle):  [[NAME|DELA CRUZ, Maria Kristina Santos]]
Date of birth:               [[DATE_OF_BIRTH|1994-11-08]]      Sex: F
Passport No.:                [[PASSPORT|P4195204A]]
SSS No.:                     [[PERSONAL_ID|73-5684646-5]]
Home address:                [[ADDRESS|Unit 7C, Rosewood Tower, 118 Scout Rallos Street, Quezon City 1103]]
Mobile / Viber:              [[PHONE|+63 917 842 0316]]
E-mail:                      [[EMAIL|kristina.delacruz94@yahoo.com]]

SECTION B — INCIDENT
Trip: Manila–Osaka 02 May–12 May 2025 (PR 412 / PR 407)
On 06 May 2025 the insured slipped at Fushimi Inari and fractured her left wrist. Treated at Kyoto City Hospital (patient ID 7704182), closed reduction and cast; admitted overnight. Return flight changed to 14 May (change fee JPY 18,000).

SECTION C — EXPENSES CLAIMED
| Item                         | Currency | Amount    |
|------------------------------|----------|-----------|
| Hospital bill (Kyoto)        | JPY      | 286,420   |
| Medicines / pharmacy         | JPY      |   4,980   |
| Flight change fee            | JPY      |  18,000   |
| Hotel, 2 extra nights        | JPY      |  31,600   |

SECTION D — PAYMENT
Pay to: BPI savings account in the name of the insured, account no. 3159-0418-27 (branch: Tomas Morato)

SECTION E — CONTACT IN CASE OF EMERGENCY
[[NAME|Jose Emmanuel Dela Cruz]] (brother) — [[PHONE|0918 227 4410]]

I certify that the above is true and correct. Signed: [[NAME|M. K. S. Dela Cruz]]  Date: 16 May 2025`],

  // TR: parcel-carrier SMS and e-mail for an import parcel needing the recipient's T.C. identity number for customs
  ['shipping-notification', 'tr', `SMS · 16.05.2025 09:31 · GUMRUK
Sayın [[NAME|ELİF ŞAHİN]], 1Z8V4E170442118820 takip numaralı yurt dışı gönderiniz gümrükte bekliyor. Gümrük beyanı için T.C. kimlik numaranızı ve fatura bilgilerinizi kargo.example-express.com.tr/gumruk adresinden iletiniz. B001

E-posta · Konu: Gümrük işlemleri için bilgi talebi — Gönderi 1Z8V4E170442118820

Sayın [[NAME|Elif Şahin]],

ABD'den (gönderici: Etsy seller "WildRootsCeramics", Portland OR) gönderilen paketiniz İstanbul Havalimanı gümrüğüne ulaşmıştır. Değer: 148,00 USD. Kişisel kullanım kapsamında beyan için aşağıdaki bilgileri onaylamanızı rica ederiz:

  Alıcı:          [[NAME|Elif Şahin]]
  T.C. Kimlik No: [[PERSONAL_ID|20817442176]]
  Adres:          [[ADDRESS|Moda Caddesi No: 88 D: 5, 34710 Kadıköy/İstanbul]]
  Telefon:        [[PHONE|0532 418 77 09]]
  E-posta:        [[EMAIL|elif.sahin.ist@gmail.com]]

Gümrük vergisi ve KDV tahmini: 1.842,60 TL (ödeme kapıda). Sorularınız için: [[PHONE|444 0 339]].

Saygılarımızla,
Gümrük Müşavirliği Birimi`],

  // CH: HR onboarding e-mail of a Zurich engineering firm with two personnel forms (one Austrian cross-border commuter)
  ['hr-onboarding', 'de', `Von: [[NAME|Corinne Baumgartner]] <[[EMAIL|c.baumgartner@hydroplan.ch]]>
An: [[EMAIL|lohn@treuhand-limmat.ch]]
Betreff: Eintritte 1. Juni – 2 Personalblätter

Grüezi mitenand

Anbei die Angaben zu unseren zwei Eintritten per 1. Juni 2025 für die Lohnbuchhaltung. Bitte beide bei der Ausgleichskasse und der BVG-Stiftung anmelden.

PERSONALBLATT 1
Name / Vorname:       [[NAME|Keller]] / [[NAME|Jonas Luca]]
Geburtsdatum:         [[DATE_OF_BIRTH|03.11.1995]]
AHV-Nr.:              [[CH_SSN|756.2324.8814.04]]
Zivilstand:           ledig
Adresse:              [[ADDRESS|Badenerstrasse 331, 8003 Zürich]]
Telefon:              [[PHONE|079 412 88 35]]
Lohnkonto (IBAN):     [[IBAN|CH08 0070 0512 8389 9664 1]]
Funktion / Pensum:    Projektingenieur Wasserbau, 100 %

PERSONALBLATT 2 (Grenzgänger, Ausweis G)
Name / Vorname:       [[NAME|Mähr]] / [[NAME|Teresa]]
Geburtsdatum:         [[DATE_OF_BIRTH|22.08.1990]]
AHV-Nr.:              [[CH_SSN|756.5944.6556.08]]
österr. SV-Nummer:    [[AT_SSN|7540 220890]]
Zivilstand:           verheiratet, 1 Kind (Kinderzulage beantragt)
Wohnadresse:          [[ADDRESS|Bahnhofstraße 17, 6850 Dornbirn]], Österreich
Telefon:              [[PHONE|+43 664 3318207]]
Lohnkonto (IBAN):     [[IBAN|AT86 3748 2789 5909 5646]]
Quellensteuer:        Tarif G (Grenzgänger), Ansässigkeitsbescheinigung folgt
Funktion / Pensum:    CAD-Zeichnerin, 80 %

Die Arbeitsverträge (unterzeichnet) lege ich in den Sharepoint-Ordner «HR/2025/Eintritte».

Freundliche Grüsse
[[NAME|Corinne Baumgartner]]
HR & Administration · HydroPlan AG · [[ADDRESS|Hardturmstrasse 161, 8005 Zürich]] · UID CHE-109.428.773 MWST`],

  // SE: e-mail from a Swedish accounting firm to a sole trader about the VAT return and the tax account (with quoted reply)
  ['email', 'sv', `Från: [[NAME|Annika Bergström]] <[[EMAIL|annika@bergstrom-redovisning.se]]>
Till: [[NAME|Hassan Jafari]] <[[EMAIL|hassan.jafari@snickeri-jafari.se]]>
Ämne: Sv: Momsdeklaration april + skattekontot
Datum: 16 maj 2025 08:52

Hej [[NAME|Hassan]]!

Tack för kvittona. Momsdeklarationen för april är klar och ska in senast 12 juni. Jag behöver att du bekräftar följande uppgifter innan jag skickar in:

  Firma:                 Jafari Snickeri (enskild firma)
  Personnummer:          [[PERSONAL_ID|19780209-5237]]
  Momsregistreringsnr:   [[VAT_ID|SE780209523701]]
  Adress:                [[ADDRESS|Verkstadsgatan 7, 652 21 Karlstad]]
  Bankkonto (utbetalning från skattekontot): [[IBAN|SE53 5000 3742 4909 6085 8167]]
  Moms att betala:       18 412 kr (OCR 1647800912)

Observera att kunden Värmlandshus AB (org.nr 556929-4993) har betalat in på fel bankgiro (5050-1055); jag har bett dem om en återbetalning.

Ring gärna om något ser konstigt ut, [[PHONE|054-15 22 80]] eller mobil [[PHONE|070-622 41 95]].

Vänliga hälsningar
[[NAME|Annika Bergström]]
Auktoriserad redovisningskonsult · Bergström Redovisning AB · [[ADDRESS|Drottninggatan 24, 652 25 Karlstad]]`],

  // no personal data: internal release notes e-mail of a SaaS product (versions, tickets, metrics, placeholders)
  ['release-notes', 'en', `Subject: [release] Billing Platform 4.12.0 is live (2025-05-15)

Hi all,

Billing Platform 4.12.0 was deployed to production on Thursday at 14:05 UTC (change CHG-20441, build #7731, commit 3e9b1f2). No downtime; p95 latency of /v2/invoices went from 412 ms to 188 ms.

What's new
- Invoice numbering per legal entity (INV-DE-2025-000001 … INV-FR-2025-000001); existing numbers unchanged.
- SEPA mandate references now 35 characters (MNDT-0000000000000000000000000000001 in the sandbox).
- New webhook event \`invoice.finalized\` (schema v3, see ADR-0142).
- Card test numbers in the sandbox docs updated: 4242 4242 4242 4242 and 5555 5555 5555 4444 (test mode only).

Fixes
- BILL-2291: rounding of 19 % VAT on 0.005 amounts (banker's rounding removed).
- BILL-2304: CSV export wrote dates as 05/06/2025 in en-US locale; now ISO 8601.
- BILL-2310: retry storm against the tax service (max 3 retries, jitter 200–800 ms).

Numbers for April: 1,284,913 invoices, 99.982 % availability, 3 incidents (SEV-3), 0 data-loss events.

Config reminder: the new variable BILLING_TAX_API_KEY must be set per environment; the value in \`.env.example\` (\`<set-me>\`) is a placeholder. Questions → #billing-platform.

— Billing Platform team`],

  // no personal data: support macros of a helpdesk with template placeholders and sample values
  ['help-page', 'en', `Macro library — Customer Care (EN) — last edited 2025-05-12 — 14 macros

[M-01] Refund issued
Hi {{ticket.requester.first_name}},
we've refunded {{order.total | currency}} for order {{order.number}} to your original payment method (card ending {{payment.last4}}). It usually appears within 5–10 business days.
Best, {{current_user.first_name}}

[M-02] Address change after dispatch
Hi {{ticket.requester.first_name}},
your parcel {{shipment.tracking_number}} has already left our warehouse. You can redirect it with the carrier using the link in your shipping e-mail. Please don't send us your full address or bank details by e-mail.

[M-03] Request ID verification (KYC)
Please upload a photo of your ID in the app (Settings → Verification). We never ask for your password, PIN or full card number. Example of a valid upload name: ID_front_2025-05-12.jpg

[M-04] Escalate to payments
Internal: set group "Payments L2", add tag \`pay_escalation\`, paste the PaymentIntent id (pi_XXXXXXXXXXXXXXXX) and the amount. SLA 4 business hours. Phone queue: ext. 2041.

Placeholders reference
| Placeholder                    | Example value         |
|--------------------------------|-----------------------|
| {{ticket.requester.first_name}}| Alex                  |
| {{order.number}}               | 100045231             |
| {{payment.last4}}              | 4242                  |
| {{shipment.tracking_number}}   | 1Z999AA10123456784    |
| {{order.total}}                | 59.90                 |`],
]
