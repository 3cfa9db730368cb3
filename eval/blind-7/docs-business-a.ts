/**
 * blind-7: business communication, part A (main markets): a help-desk ticket, e-mail threads with
 * signatures and quoted replies, CRM notes, a rental agent's chat, an invoice, a call transcript, an
 * in-app support chat, an HR questionnaire and a Slack thread.
 * Markup: [[TYPE|value]]; see eval/blind-7/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_BUSINESS_A: RawDoc[] = [
  // US: Zendesk ticket (double charge; the customer types her full Amex number)
  ['ticket', 'en', `Ticket #418820 · Charged twice for annual plan
Requester: [[NAME|Denise Whitaker]] <[[EMAIL|denise.whitaker@comcast.net]]>
Status: Open · Priority: High · Group: Billing Tier 2 · Assignee: [[NAME|Marcus Bell]]
Tags: double_charge, annual, amex

[[NAME|Denise Whitaker]] — Jun 3, 2025, 8:14 AM
Hi, I was charged $239.00 twice on 5/31 for the annual Pro plan (invoice LUM-2025-118204 and LUM-2025-118207). My card is the Amex ending 6881, here's the whole number so you can find it faster: [[CREDIT_CARD|3703 121760 06881]]. Please refund one of them. You can reach me at [[PHONE|(904) 555-0129]] after 5pm ET.
Billing address is [[ADDRESS|2231 Riverside Ave, Apt 4, Jacksonville, FL 32204]].
Thanks, [[NAME|Denise]]

[[NAME|Marcus Bell]] — Jun 3, 2025, 9:02 AM (internal note)
Customer pasted the full PAN. Two Stripe charges ch_3PNx8K2eZvKYlo2C1a0kTq7R and ch_3PNx9L2eZvKYlo2C0Wm3bF1s, 11 seconds apart — the retry bug from INC-771. Refunding the second one. Will redact the card number after the refund posts (PCI policy 4.2).

[[NAME|Marcus Bell]] — Jun 3, 2025, 9:05 AM
Hi [[NAME|Denise]],

You're right — our checkout retried your payment and charged you twice. I've refunded $239.00 to your Amex (refund re_3PNxA12eZvKYlo2C); it usually shows up within 5–10 business days. For your security please don't send full card numbers by email; I've removed it from this ticket.

Best,
[[NAME|Marcus]]
—
[[NAME|Marcus Bell]] | Billing Support, Lumora
[[EMAIL|support@lumora.app]] · [[PHONE|1-888-555-0182]] · Mon–Fri 8am–8pm ET`],

  // UK: HR onboarding e-mail thread with quoted reply and signatures
  ['email', 'en', `From: [[NAME|Tom Ashworth]] <[[EMAIL|tomashworth1996@gmail.com]]>
To: [[NAME|Priya Chandrasekhar]] <[[EMAIL|priya.chandrasekhar@northlightcreative.co.uk]]>
Subject: Re: Welcome to Northlight – a few details before Monday
Date: Thu, 24 Apr 2025 19:41:06 +0100

Hi [[NAME|Priya]],

Thanks for this! Answers below:

- Full legal name: [[NAME|Thomas James Ashworth]]
- Date of birth: [[DATE_OF_BIRTH|9 October 1996]]
- NI number: [[UK_NINO|MK 15 22 81 A]]
- Home address: [[ADDRESS|Flat 2, 41 Ecclesall Road]]
  [[ADDRESS|Sheffield S11 8HY]]
- Mobile: [[PHONE|07841 226 519]]
- Emergency contact: [[NAME|Hannah Ashworth]] (sister), [[PHONE|07913 440 782]]

Bank details I'll put straight into the payroll portal as you said. P45 is attached (tax code 1257L).

See you Monday!
[[NAME|Tom]]

On Wed, 23 Apr 2025 at 16:02, [[NAME|Priya Chandrasekhar]] <[[EMAIL|priya.chandrasekhar@northlightcreative.co.uk]]> wrote:
> Hi [[NAME|Tom]],
>
> We're so pleased you're joining the design team on 28 April! To set you up on payroll (we run it on the 25th) and
> on our pension scheme, could you reply with your legal name, date of birth, National Insurance number, home
> address and an emergency contact? Please use the payroll portal for your bank details, not email.
>
> Kind regards,
> [[NAME|Priya Chandrasekhar]]
> People & Culture Manager
> Northlight Creative Ltd · [[ADDRESS|Kelham Works, 12 Alma Street, Sheffield S3 8SA]]
> T [[PHONE|0114 296 3810]] · Company no. 09814427`],

  // DE: e-mail between a freelance photographer and her tax adviser (Steuer-IDs, Steuernummer, USt-IdNr, IBAN)
  ['email', 'de', `Von: [[NAME|Lena Hoffmann]] <[[EMAIL|mail@lenahoffmann-fotografie.de]]>
An: [[NAME|Sabine Krüger]] <[[EMAIL|s.krueger@stb-krueger-yilmaz.de]]>
Betreff: AW: Unterlagen ESt 2024 / USt 2024
Datum: 12.05.2025, 22:18

Liebe Frau [[NAME|Krüger]],

anbei die fehlenden Belege (Ordner „ESt 2024“ in der Cloud). Die Daten, nach denen Sie gefragt hatten:

Meine Steuer-ID: [[TAX_ID|17 590 385 648]]
Steuer-ID meines Mannes ([[NAME|Jannik Hoffmann]]): [[TAX_ID|46372591384]]
Steuernummer (freiberuflich): [[TAX_ID|215/5084/2261]]
USt-IdNr.: [[VAT_ID|DE313079259]]

Die Erstattung bitte wieder auf das gemeinsame Konto bei der Sparkasse KölnBonn: [[IBAN|DE44 3705 0198 2417 9228 91]].

Die Fahrtkosten zum Studio (Venloer Str.) sind dieses Jahr 14 km einfach, 186 Arbeitstage.

Viele Grüße
[[NAME|Lena Hoffmann]]

[[NAME|Lena Hoffmann]] Fotografie
[[ADDRESS|Subbelrather Straße 412, 50825 Köln]]
Mobil [[PHONE|0176 24810377]]

-----Ursprüngliche Nachricht-----
Von: [[NAME|Sabine Krüger]]
Gesendet: Freitag, 9. Mai 2025 11:02
Betreff: Unterlagen ESt 2024 / USt 2024

Sehr geehrte Frau [[NAME|Hoffmann]],

für die Erklärungen 2024 fehlen uns noch Ihre Steuer-IDs, die Steuernummer und die Belege zu den Fahrtkosten. Die Frist (mit Berater) läuft bis 30.04.2026, wir würden aber gern im Juni abgeben.

Mit freundlichen Grüßen
Dipl.-Kffr. [[NAME|Sabine Krüger]]
Steuerberaterin
Kanzlei Krüger & Yilmaz · [[ADDRESS|Aachener Straße 311]] · [[ADDRESS|50931 Köln]]
Tel. [[PHONE|0221 9402118-0]] · Fax [[PHONE|0221 9402118-99]]`],

  // FR: CRM note of an energy supplier's advisor (direct debit change, co-holder)
  ['crm', 'fr', `Compte client 100 284 771 · Contrat électricité Base 9 kVA · PDL 14 2219 0471 3382

Note d'appel — 17/04/2025 14:32 — conseillère : [[NAME|Inès Rahmani]]
Appel entrant de M. [[NAME|Thierry Lebrun]] (titulaire), tél. [[PHONE|06 18 42 77 30]], pour changer le RIB du prélèvement mensuel (échéance 78 €).
Nouveau compte : [[IBAN|FR76 3000 4448 6335 3744 7614 862]] — BIC [[BIC|BNPAFRPPXXX]], ouvert au nom de M. ou Mme [[NAME|Lebrun]].
Ajout d'une co-titulaire : Mme [[NAME|Nadia Lebrun]], née le [[DATE_OF_BIRTH|03/02/1978]], e-mail [[EMAIL|nadia.lebrun78@gmail.com]].
Adresse de consommation confirmée : [[ADDRESS|7 allée des Peupliers, 44300 Nantes]].
Client signale un relevé de compteur estimé (index 41 208 kWh) alors que le Linky transmet ; ticket technique TEC-88120 ouvert.
Mandat SEPA envoyé par e-mail à [[EMAIL|thierry.lebrun@wanadoo.fr]] (signature électronique, valable 7 jours). Prochain prélèvement : 05/05/2025.

Note — 18/04/2025 09:05 — [[NAME|Inès Rahmani]]
Mandat signé. Ancien RIB désactivé. Rappel client non nécessaire.`],

  // NL: WhatsApp Business chat between a rental agent and a prospective tenant (deposit, viewing)
  ['chat', 'nl', `[14-04-2025 09:12] Van Dam Verhuur: Goedemorgen [[NAME|Sanne]], de verhuurder heeft jullie gekozen voor het appartement aan de [[ADDRESS|Biltstraat 142 bis, 3572 BK Utrecht]] 🎉
[14-04-2025 09:13] Van Dam Verhuur: Huur € 1.685 p/m, borg 2 maanden. Ingangsdatum 1 mei.
[14-04-2025 09:20] [[NAME|Sanne]]: Wat een goed nieuws!! [[NAME|Daan]] en ik zijn heel blij. Wat hebben jullie van ons nodig?
[14-04-2025 09:24] Van Dam Verhuur: Graag de borg (€ 3.370) en eerste maand overmaken naar [[IBAN|NL56 RABO 0967 4623 03]] t.n.v. Van Dam Verhuur o.v.v. BILT142. En het e-mailadres van [[NAME|Daan]] voor het contract.
[14-04-2025 09:31] [[NAME|Sanne]]: Het mailadres van [[NAME|Daan]] is [[EMAIL|daan.meijer@ziggo.nl]], die van mij heb je al. Moet het vanaf één rekening? Ik betaal vanaf [[IBAN|NL10INGB0351595643]]
[14-04-2025 09:33] Van Dam Verhuur: Ja hoor, prima. Ik ben [[NAME|Mark]] trouwens, ik doe de sleuteloverdracht. Mijn nummer: [[PHONE|06-41 27 93 18]]
[14-04-2025 09:34] [[NAME|Sanne]]: 👍 en de huidige bewoner, kunnen we nog langs om te meten? Ik bel je wel even, [[PHONE|06 2984 1177]] is mijn nummer als ik mis ben
[14-04-2025 09:40] Van Dam Verhuur: Afgesproken, donderdag 17/4 om 18:30. Adres kantoor voor het tekenen: [[ADDRESS|Nachtegaalstraat 48, 3581 AM Utrecht]]
[14-04-2025 09:41] [[NAME|Sanne]]: Top, tot donderdag!`],

  // ES: e-mail from a tax adviser about the income-tax return (DNI, NIE, IBAN)
  ['email', 'es', `De: [[NAME|Rocío Benítez]] <[[EMAIL|rbenitez@asesoriabenitez.com]]>
Para: [[EMAIL|pablo.ortega.s@gmail.com]]
Asunto: Renta 2024 – borrador conjunto para revisar
Fecha: 29 de mayo de 2025 12:47

Hola [[NAME|Pablo]]:

Te adjunto el borrador de la declaración conjunta. Antes de presentarla, revisad por favor estos datos:

· Declarante: [[NAME|Pablo Ortega Sáez]], DNI [[ES_DNI|56335990C]]
· Cónyuge: [[NAME|Mihaela Ortega]] (antes [[NAME|Dumitrescu]]), NIE [[ES_DNI|Z5442066H]]
· Domicilio fiscal: [[ADDRESS|Calle de Embajadores 184, 5º B, 28045 Madrid]]
· Cuenta para la devolución: la misma del año pasado, terminada en 4412 (si ha cambiado, decídmelo)
· Resultado: a devolver 1.184,26 € (la individual de [[NAME|Pablo]] saldría a pagar 212,40 €)

La deducción por maternidad de [[NAME|Mihaela]] la he aplicado por los 9 meses de 2024 (la niña nació en abril; guardería de septiembre a diciembre: 1.620 €).

Si estáis conformes, contestadme «ok» y la presento mañana con vuestro número de referencia.

Un saludo,

[[NAME|Rocío Benítez]]
Asesoría Benítez · Fiscal y laboral
[[ADDRESS|Ronda de Valencia 8, 1º, 28012 Madrid]] · Tel. [[PHONE|915 27 44 03]] · WhatsApp [[PHONE|+34 644 81 20 57]]`],

  // IT: invoice from an architect (sole trader) to a private client
  ['invoice', 'it', `Arch. [[NAME|Federica Bianchi]]
[[ADDRESS|Via San Vitale 71, 40125 Bologna]]
C.F. [[IT_FISCAL_CODE|BNCFRC87E49A944X]] – P.IVA [[VAT_ID|IT93866511210]]
Tel. [[PHONE|051 642 9913]] – PEC [[EMAIL|federica.bianchi@archiworldpec.it]]

FATTURA N. 14/2025 del 05/06/2025

Spett.le
Sig. [[NAME|Giorgio Marchetti]]
[[ADDRESS|Via Guglielmo Marconi 22]]
[[ADDRESS|40011 Anzola dell'Emilia (BO)]]
C.F. [[IT_FISCAL_CODE|MRCGRG70S12A944Z]]

Descrizione                                                        Importo
Progettazione e direzione lavori ristrutturazione bagno (SAL 2)    2.400,00
Pratica CILA – diritti di segreteria (esclusi art. 15)               100,00
Contributo integrativo Inarcassa 4%                                   96,00
Imponibile                                                         2.496,00
IVA 22%                                                              549,12
Totale documento                                                   3.145,12
Ritenuta d'acconto 20% su 2.400,00                                  −480,00
Netto a pagare                                                     2.665,12

Pagamento: bonifico entro 30 gg data fattura su IBAN [[IBAN|IT15 T030 6938 2375 3024 6714 346]] (Intesa Sanpaolo, fil. Bologna Strada Maggiore).
Codice destinatario SDI: 0000000 – fattura inviata anche all'indirizzo del cliente [[EMAIL|giorgio.marchetti@tin.it]].`],

  // IN: call transcript of a bank's phone-banking line (speech-to-text, Hinglish)
  ['call-transcript', 'en', `Call ID 7781-20250314-0932 · Queue: Cards – Hindi/English · Duration 06:41 · Auto-transcript (confidence 0.88)

[00:00] AGENT: Thank you for calling Sahyadri Bank phone banking, my name is [[NAME|Rohit]]. How may I help you?
[00:05] CUSTOMER: Haan hello, mera credit card block ho gaya hai, kal raat se transaction decline ho raha hai.
[00:12] AGENT: Sorry for the inconvenience ma'am. May I know your full name please?
[00:15] CUSTOMER: [[NAME|Sunita Nair]].
[00:17] AGENT: Thank you Mrs. [[NAME|Nair]]. For verification, please confirm your date of birth.
[00:21] CUSTOMER: [[DATE_OF_BIRTH|Twenty second June nineteen eighty one]]. [[DATE_OF_BIRTH|22-06-1981]].
[00:27] AGENT: And your registered mobile number?
[00:29] CUSTOMER: [[PHONE|98201 47736]].
[00:35] AGENT: Thank you. I also need your PAN for the card verification, ma'am.
[00:38] CUSTOMER: [[IN_PAN|PRFPN2886I]] — P for Papa, R, F, P, N for Nagpur, 2886, I for India.
[00:51] AGENT: Verified. I can see the card was blocked after three wrong PIN attempts at an ATM in Thane yesterday at 11:42 PM.
[00:58] CUSTOMER: Arre, that was not me! I was at home in Vashi.
[01:03] AGENT: Understood. I am raising a dispute and issuing a new card. The card will be delivered to [[ADDRESS|Flat 1204, Tower B, Sai Residency, Sector 17, Vashi, Navi Mumbai 400703]]. Is that correct?
[01:15] CUSTOMER: Yes. Aur ek cheez — KYC update ka SMS aaya tha, Aadhaar maang rahe the. Number [[IN_AADHAAR|5348 6837 6158]] hai, woh link hai na?
[01:24] AGENT: Ma'am, please never share your Aadhaar or OTP with anyone who calls or messages you. The bank does not ask for it by SMS. I can see your KYC is complete. Please report that SMS on 1930 or at cybercrime.gov.in.
[01:40] CUSTOMER: Okay okay. Email pe confirmation bhej dena — [[EMAIL|sunita.nair81@yahoo.co.in]].
[01:46] AGENT: Sure. Your complaint number is CRD-2025-0314-66120. Anything else I can help with?
[01:50] CUSTOMER: Nahi, thank you [[NAME|Rohit]].`],

  // CA: CRM notes of an insurance broker (auto and life quote for an Ontario couple)
  ['crm', 'en', `Account: [[NAME|Brennan-Oduya]] household · Owner: [[NAME|Lisa Tran]] · Source: referral

Contact 1: [[NAME|Kevin Brennan]] — cell [[PHONE|705-329-4471]] — [[EMAIL|kbrennan@rogers.com]] — DOB [[DATE_OF_BIRTH|1984-03-19]]
Contact 2: [[NAME|Adaeze Oduya]] — cell [[PHONE|(705) 330-1186]] — DOB [[DATE_OF_BIRTH|1986-07-02]]
Address: [[ADDRESS|88 Colborne St W, Orillia ON L3V 2Y9]]

2025-02-18 10:20 · Call · [[NAME|Lisa Tran]]
Renewal with current insurer jumped 31% (now $4,312/yr for 2 vehicles). Wants a comparison. Vehicles: 2021 Toyota RAV4 (plate [[LICENSE_PLATE|CTKW 218]]), 2017 Honda Civic (plate [[LICENSE_PLATE|BXRN 604]]). Drivers:
 - [[NAME|Kevin]]: G licence [[DRIVER_LICENSE|B6541-30718-40319]], 1 minor conviction (speeding 2023-06)
 - [[NAME|Adaeze]]: G2 licence [[DRIVER_LICENSE|O3020-48116-65702]], no claims
Winter tires on both, [[NAME|Kevin]] commutes to Barrie 4x/week (~52 km one way).

2025-02-18 10:42 · Task · Quote via 3 markets by Fri. Ask for the current policy declaration page.

2025-02-21 15:05 · Email · [[NAME|Lisa Tran]] → [[EMAIL|kbrennan@rogers.com]]
Sent quotes: $3,286 / $3,410 / $3,590. [[NAME|Kevin]] also asked about 20-year term life ($500k). Need SIN for the life application; client provided it by phone: [[CA_SIN|461 928 293]]. Med questionnaire booked 2025-03-04 with the paramed ([[PHONE|1-877-555-0190]]).`],

  // AU: in-app support chat of a mobile carrier (SIM swap verification; the customer types a card number)
  ['chat', 'en', `Conversation #c-58812044 · Koala Mobile · Channel: app · 11 Mar 2025

Bot 09:02  Hi! I'm the Koala Mobile assistant. What can I help with today?
[[NAME|Mitch]] 09:02  need a new sim, lost my phone at the beach yesterday
Bot 09:02  No worries, connecting you with a team member 🐨
[[NAME|Jaz]] (Koala Mobile) 09:04  Hey [[NAME|Mitch]], I'm [[NAME|Jaz]]! Sorry to hear about the phone. To order a replacement SIM I need to verify you. Can you confirm your full name and date of birth?
[[NAME|Mitch]] 09:05  [[NAME|Mitchell O'Brien]], [[DATE_OF_BIRTH|14/08/1993]]
[[NAME|Jaz]] (Koala Mobile) 09:05  Thanks. And the address on the account?
[[NAME|Mitch]] 09:06  [[ADDRESS|Unit 12/5 Ocean Street, Bondi NSW 2026]]
[[NAME|Jaz]] (Koala Mobile) 09:07  Perfect. Because it's a SIM swap I also need one form of ID — driver licence number is fine.
[[NAME|Mitch]] 09:08  NSW licence [[DRIVER_LICENSE|14982377]], card number on the back 2107 556 418
[[NAME|Jaz]] (Koala Mobile) 09:09  Verified ✅ The eSIM/SIM is free, express post is $9.95. Shall I charge the card on file?
[[NAME|Mitch]] 09:10  card on file expired, use this one [[CREDIT_CARD|2609 9945 7981 3275]] exp 04/28
[[NAME|Jaz]] (Koala Mobile) 09:11  Please don't send card numbers in chat — I've masked it. I'll send you a secure payment link by SMS to [[PHONE|0438 712 905]] instead.
[[NAME|Mitch]] 09:11  oh yeah that number won't work, it's the lost phone lol. send to my partner [[PHONE|0421 330 168]]
[[NAME|Jaz]] (Koala Mobile) 09:12  Sent! Your number stays the same once the new SIM is active. Anything else?`],

  // PL: new employee questionnaire (kwestionariusz osobowy) filled in and scanned to text
  ['form', 'pl', `KWESTIONARIUSZ OSOBOWY DLA PRACOWNIKA

1. Imię (imiona) i nazwisko: [[NAME|Aleksandra Maria Górecka]]
2. Data urodzenia: [[DATE_OF_BIRTH|21.08.1993]]
3. Numer PESEL: [[PL_PESEL|93082128122]]
4. Dane kontaktowe: tel. [[PHONE|+48 693 114 285]], e-mail [[EMAIL|ola.gorecka@gmail.com]]
5. Adres zamieszkania: [[ADDRESS|ul. Ogrodowa 58 m. 17, 00-876 Warszawa]]
6. Adres do korespondencji (jeżeli jest inny): [[ADDRESS|ul. Kościuszki 9, 87-100 Toruń]]
7. Wykształcenie: wyższe magisterskie, Uniwersytet Mikołaja Kopernika w Toruniu, 2018, ekonomia
8. Numer rachunku płatniczego do wypłaty wynagrodzenia: [[IBAN|PL93 1140 2004 2431 2892 0051 9976]]
9. Osoba, którą należy zawiadomić w razie wypadku: [[NAME|Krzysztof Górecki]] (ojciec), tel. [[PHONE|56 622 41 90]]
10. Imiona i nazwiska oraz daty urodzenia dzieci (w celu korzystania ze szczególnych uprawnień): nie dotyczy

Warszawa, dnia 02.06.2025                       [[NAME|A. Górecka]]
                                                (podpis pracownika)

Adnotacje działu kadr: umowa o pracę od 09.06.2025, stanowisko: analityk finansowy, wymiar 1/1 etatu, badania wstępne 04.06.2025. Przyjęła: [[NAME|M. Szczepańska]]`],

  // US: Slack thread in a fintech's fraud-operations channel
  ['chat', 'en', `#fraud-ops

[[NAME|Kara Lindgren]]  2:14 PM
heads up — account acct_8812041 (signed up yesterday) passed KYC with SSN [[US_SSN|251-26-9500]] but the name on the SSA check came back as "[[NAME|Walter Pruitt]]", DOB [[DATE_OF_BIRTH|1948-05-02]]. Applicant says she's "[[NAME|Tiffany Moore]]", 29. Email [[EMAIL|tiffmoore.biz@proton.me]], phone [[PHONE|+1 470 555 0113]]
Looks like synthetic/stolen identity. Device fingerprint also used by 3 other signups this week.

[[NAME|Dev Patel]]  2:17 PM
yep same device. logins from [[IP_ADDRESS|185.220.101.47]] (tor exit) and [[IP_ADDRESS|45.133.1.210]]. she already tried to withdraw $1,980 to BTC [[CRYPTO_WALLET|bc1q2gwsllzcxsfaxmj8cyu6a0hlnwdah5at8caju3]] — blocked by the new-account rule

[[NAME|Kara Lindgren]]  2:18 PM
and the USDC withdrawal to [[CRYPTO_WALLET|0x702dFE40746D9C8bb30CCEDCD67436bA2c16F9c6]]?

[[NAME|Dev Patel]]  2:19 PM
also blocked. that ETH address is on our internal list from case FR-2291

[[NAME|Marisa Kowalski]]  2:26 PM
Freezing the account. [[NAME|Kara]] can you file the SAR draft and ping [[EMAIL|compliance@holloway.finance]]? Also we should notify the real person — Mr. [[NAME|Pruitt]]'s address from the SSA response is [[ADDRESS|1187 Dogwood Ln, Macon, GA 31204]]; send the identity-theft letter, not an email.

[[NAME|Kara Lindgren]]  2:27 PM
on it 👍`],
]
