/**
 * blind-7: documents of people's lives, part B: an explanation of benefits (US), a holiday booking with
 * car hire (UK), a pension insurer's letter (DE), a school messaging thread (FR), letters from social
 * security, health insurance and benefits agencies (IE, CH, FI, NO), a flat lease (CZ), a family
 * WhatsApp chat after a car accident (IT), a school letter (ZA), and a bus timetable notice without
 * personal data.
 * Markup: [[TYPE|value]]; see eval/blind-7/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_LIFE_B: RawDoc[] = [
  // US: health plan explanation of benefits (EOB)
  ['insurance-letter', 'en', `SUMMIT RIDGE HEALTH PLAN                                   THIS IS NOT A BILL
Explanation of Benefits · Statement date 05/14/2025

Member: [[NAME|GLORIA A PEÑA]]            Member ID: SRH884120377-01      Group: 0072214 (Valley Unified School District)
Date of birth: [[DATE_OF_BIRTH|09/30/1961]]
[[ADDRESS|5512 N Fresno St Apt 118]]
[[ADDRESS|Fresno CA 93710]]

Claim 25-118-447021 · Provider: Central Valley Orthopedics · Patient: [[NAME|Gloria Peña]]
Date of service   Service                         Billed     Plan discount   Plan paid   You owe
04/22/2025        Office visit, est. patient      $245.00    $98.40          $116.60     $30.00 (copay)
04/22/2025        X-ray knee, 3 views             $310.00    $187.25         $98.20      $24.55 (coinsurance)
Totals                                            $555.00    $285.65         $214.80     $54.55

Deductible met to date: $1,500.00 of $1,500.00 · Out-of-pocket max: $2,388.10 of $6,000.00

Questions? Call Member Services at [[PHONE|1-800-555-0148]] (TTY 711), Mon–Fri 8 a.m.–8 p.m. PT, or write to [[EMAIL|memberservices@summitridgehealth.com]].
You have 180 days from the date of this notice to file an appeal.`],

  // UK: holiday booking confirmation with car hire (passports, DVLA licence, card)
  ['travel-booking', 'en', `Your booking is confirmed! Ref. SUNW-88412-K — Mallorca, 7 nights, 12–19 August 2025

Lead passenger: Mrs [[NAME|Olivia Harrington]] · [[EMAIL|livvy.harrington@btinternet.com]] · [[PHONE|07823 551 094]]
Billing address: [[ADDRESS|9 Orchard Close, Thame OX9 3BY]]

Passengers (names must match passports)
1. Mrs [[NAME|Olivia Grace Harrington]]   DOB [[DATE_OF_BIRTH|22/07/1990]]   Passport [[PASSPORT|320318187]]   exp. 03/2031
2. Mr [[NAME|Samuel Harrington]]          DOB [[DATE_OF_BIRTH|05/02/1988]]   Passport [[PASSPORT|556911807]]   exp. 11/2029
3. Child [[NAME|Poppy Harrington]] (age 4 on return)   Passport to be added

Flights: LTN 06:15 → PMI 09:35 (EZY2271) · PMI 21:05 → LTN 22:30 (EZY2272)
Hotel: Hotel Cala Blava, Sea View Double + extra cot, half board

Car hire (pick-up PMI airport 12/08 10:30) — Group C, child seat
Main driver: [[NAME|Olivia Harrington]], DVLA licence no. [[DRIVER_LICENSE|HARRI957220OG9IJ]]
Please bring your photocard licence and a DVLA check code (valid 21 days).

Payment: £3,412.60 paid in full on Visa Debit [[CREDIT_CARD|4645 7614 9751 8308]] — card holder: [[NAME|O G HARRINGTON]]
Manage your booking at sunwise-holidays.co.uk/manage or call [[PHONE|0330 123 8870]].`],

  // DE: pension insurer's letter (Renteninformation request, Rentenversicherungsnummer, Steuer-ID)
  ['pension-letter', 'de', `Deutsche Rentenversicherung Knappschaft-Bahn-See · [[ADDRESS|Pieperstraße 14-28, 44789 Bochum]]

Herrn
[[NAME|Werner Wagner]]
[[ADDRESS|Am Kirchberg 7]]
[[ADDRESS|31848 Bad Münder]]

Versicherungsnummer: [[SOCIAL_SECURITY|65 170659 W 498]]
Datum: 11.04.2025

Ihr Antrag auf Altersrente für besonders langjährig Versicherte

Sehr geehrter Herr [[NAME|Wagner]],

wir haben Ihren Antrag vom 28.03.2025 erhalten. Für die Bearbeitung benötigen wir noch:
1. Ihre steuerliche Identifikationsnummer (nach § 22a EStG für die Rentenbezugsmitteilung). Auf dem Antrag ist die Nummer 11532769430 eingetragen; diese Nummer ist nicht gültig. Bitte prüfen Sie Ihre Angaben. Laut Ihrem Einkommensteuerbescheid 2023, den Sie beigefügt haben, lautet sie [[TAX_ID|11 532 769 403]].
2. Eine Kopie der Bankverbindung für die Rentenzahlung. Sie haben das Konto [[IBAN|DE82 2505 0180 2969 0862 72]] angegeben. Die Rente soll ab 01.07.2025 gezahlt werden.

Bitte senden Sie uns die Unterlagen bis zum 12.05.2025 und geben Sie dabei immer Ihre Versicherungsnummer ([[SOCIAL_SECURITY|65170659W498]]) an.

Mit freundlichen Grüßen
Im Auftrag
[[NAME|Köster]]
Servicetelefon [[PHONE|0800 1000 480 70]] (kostenfrei)`],

  // FR: school messaging thread (ENT) between parents and a teacher
  ['school-message', 'fr', `ENT Collège Jean-Moulin · Messagerie · Fil « Sortie au Futuroscope – 5e B »

De : Mme [[NAME|Laurence Giraud-Mercier]] (professeure principale) — 12/05/2025 17:42
Bonjour à tous, la sortie du jeudi 5 juin est confirmée : départ 7h15 devant le collège, retour vers 19h30. Merci de rendre l'autorisation signée et 18 € avant le 23 mai. Pour les urgences le jour J : portable de la vie scolaire [[PHONE|06 33 91 27 44]].

De : [[NAME|Karim Belkacem]] (responsable de [[NAME|Inès Belkacem]]) — 12/05/2025 20:03
Bonsoir Madame, [[NAME|Inès]] a un PAI pour son asthme, faut-il que je fournisse un 2e inhalateur ? Vous pouvez me joindre au [[PHONE|07 81 45 22 60]] ou [[EMAIL|karim.belkacem@gmail.com]].

De : Mme [[NAME|Laurence Giraud-Mercier]] — 13/05/2025 08:10
Bonjour M. [[NAME|Belkacem]], oui, merci de mettre un inhalateur dans son sac, l'infirmière vérifie le PAI.

De : [[NAME|Sophie Leroux]] (responsable de [[NAME|Jules Leroux]]) — 13/05/2025 12:27
Bonjour, je peux être parent accompagnateur si besoin. [[NAME|Jules]] sera absent le 4 juin (rendez-vous orthodontiste). Mon mail : [[EMAIL|sophie.leroux.72@orange.fr]].`],

  // IE: Department of Social Protection letter (PPSN, Eircode address)
  ['benefits-letter', 'en', `An Roinn Coimirce Sóisialaí | Department of Social Protection
Jobseeker's Benefit Section, [[ADDRESS|Government Buildings, Ballinalee Road, Longford N39 E4E0]]

Ms [[NAME|Gráinne Ní Bhriain]]
[[ADDRESS|Apartment 12, The Maples, Clonsilla Road, Dublin 15, D15 X2C4]]

PPS No.: [[PERSONAL_ID|5328943F]]
Date: 7 May 2025

Dear Ms [[NAME|Ní Bhriain]],

Your claim for Jobseeker's Benefit (Pay-Related) has been awarded from 22 April 2025 at a weekly rate of €320.00 (pay-related, first 3 months), reducing to €283.00 after month 3 and €244.00 after month 6. Payment will be made weekly into your account ending 0418.

You must continue to be available for and genuinely seeking work. You may be asked to attend an Intreo Centre for an appointment.

If you have any questions, please contact us at [[PHONE|0818 119 990]] or [[PHONE|(043) 334 0000]], quoting your PPS Number.

Yours sincerely,
[[NAME|Declan Moran]]
Deciding Officer`],

  // CH: health insurer's letter in German about premium reduction (AHV number)
  ['insurance-letter', 'de', `Helvia Krankenversicherung AG · Kundendienst · [[ADDRESS|Postfach, 6002 Luzern]]

Frau
[[NAME|Nadine Bühlmann]]
[[ADDRESS|Hertensteinstrasse 19]]
[[ADDRESS|6004 Luzern]]

Luzern, 2. Juni 2025
Versichertennummer 611.448.019-2 · AHV-Nr. [[CH_SSN|756.8351.6666.01]]

Prämienverbilligung 2025

Sehr geehrte Frau [[NAME|Bühlmann]]

Die Ausgleichskasse Luzern hat uns mitgeteilt, dass Ihnen für 2025 eine individuelle Prämienverbilligung von CHF 1'248.00 (CHF 104.00 pro Monat) zusteht. Wir verrechnen den Betrag ab Juli mit Ihren Prämien; für Januar bis Juni erstatten wir Ihnen CHF 624.00 auf Ihr Konto [[IBAN|CH20 2362 7681 1028 8211 9]].

Ihre neue Monatsprämie (OKP, Hausarztmodell, Franchise CHF 1'500) beträgt CHF 298.40 − 104.00 = CHF 194.40.

Freundliche Grüsse
Helvia Krankenversicherung AG
Telefon [[PHONE|041 229 41 41]] · [[EMAIL|kundendienst@helvia.ch]]`],

  // FI: Kela decision on housing allowance (HETU, IBAN)
  ['benefits-letter', 'fi', `Kela · Päätös yleisestä asumistuesta
Päätöksen päivämäärä 15.4.2025 · Asiakirjan numero 2025-YAT-33180422

[[NAME|Aino Karjalainen]]
[[ADDRESS|Hämeenkatu 31 B 14]]
[[ADDRESS|33200 Tampere]]

Henkilötunnus: [[PERSONAL_ID|300984-2744]]

Olet hakenut yleistä asumistukea 1.4.2025 alkaen. Myönnämme sinulle asumistukea 1.5.2025–30.4.2026 312,45 euroa kuukaudessa.

Laskelma: asumismenot 745,00 €/kk (vuokra 705,00 €, vesimaksu 40,00 €), hyväksyttävät asumismenot enintään 624,00 €/kk, kotitalouden bruttotulot 1 480,00 €/kk, perusomavastuu 178,20 €.

Maksamme tuen tilillesi [[IBAN|FI12 6693 4902 9213 46]] kuukauden 1. päivänä. Tuki maksetaan suoraan sinulle, ei vuokranantajalle.

Jos tulosi muuttuvat yli 400 euroa kuukaudessa, ilmoita siitä Kelaan. Lisätietoja: kela.fi/asumistuki tai puh. [[PHONE|020 692 210]].

Tämän päätöksen on tehnyt etuuskäsittelijä [[NAME|Mikko Laaksonen]].`],

  // CZ: flat lease (nájemní smlouva), header of the contract
  ['tenancy-agreement', 'cs', `NÁJEMNÍ SMLOUVA
uzavřená podle § 2235 a násl. zákona č. 89/2012 Sb., občanský zákoník

Pronajímatel:  Ing. [[NAME|Karel Dvořák]], r. č. [[PERSONAL_ID|621003/7966]]
               bytem [[ADDRESS|Lidická 712/41, 602 00 Brno]]
               tel. [[PHONE|+420 603 214 887]]

Nájemce:       [[NAME|Tereza Nováková]], nar. [[DATE_OF_BIRTH|17. 4. 1990]], r. č. [[PERSONAL_ID|905417/5823]]
               trvale bytem [[ADDRESS|Palackého 14, 586 01 Jihlava]]
               e-mail [[EMAIL|tereza.novakova90@seznam.cz]]

I. Předmět nájmu
Pronajímatel přenechává nájemci do užívání byt č. 7 o velikosti 2+kk (54 m²) ve 3. podlaží domu [[ADDRESS|Kounicova 988/22, 602 00 Brno]], včetně sklepní kóje č. 7.

II. Nájemné a zálohy
Nájemné činí 15 900 Kč měsíčně, zálohy na služby 2 600 Kč měsíčně, splatné vždy do 5. dne měsíce na účet pronajímatele [[IBAN|CZ12 6847 7515 3319 9331 5625]]. Jistota ve výši dvou nájmů (31 800 Kč) je splatná při podpisu.

III. Doba nájmu
Nájem se sjednává na dobu určitou od 1. 7. 2025 do 30. 6. 2026.`],

  // NO: NAV letter about parental benefit (fødselsnummer)
  ['benefits-letter', 'nb', `NAV Familie- og pensjonsytelser · Postboks 6600 Etterstad, 0607 Oslo

[[NAME|Håkon Strand]]
[[ADDRESS|Møllergata 24 B]]
[[ADDRESS|0179 Oslo]]

Fødselsnummer: [[PERSONAL_ID|110279 33949]]
Dato: 19. mars 2025

Vedtak om foreldrepenger

Du har søkt om foreldrepenger for barn født [[DATE_OF_BIRTH|2. februar 2025]]. Vi har innvilget søknaden din. Du får foreldrepenger med 100 prosent dekning i 15 uker (fedrekvoten) fra 14. april 2025 til 27. juli 2025.

Beregningsgrunnlag: 612 400 kroner i året (gjennomsnitt av de tre siste månedene før permisjonen). Dagsatsen er 2 355 kroner. Utbetalingen skjer til kontonummeret du har registrert hos NAV, senest den 25. i hver måned.

Mor, [[NAME|Ingrid Solberg]], har tatt ut mødrekvoten fra 12. januar 2025.

Har du spørsmål, kan du ringe oss på [[PHONE|55 55 33 33]] eller skrive til oss på nav.no/kontakt.

Med vennlig hilsen
NAV Familie- og pensjonsytelser
[[NAME|Sigrid Aune]], saksbehandler`],

  // IT: family WhatsApp chat after a fender bender (plates, insurance details)
  ['whatsapp-export', 'it', `[09/05/25, 18:42:10] [[NAME|Giulia Ferraro]]: Ragazzi mi hanno tamponata alla rotonda di via Emilia 😩 sto bene!!
[09/05/25, 18:42:31] Papà: Sei ferita? Dove sei esattamente?
[09/05/25, 18:43:05] [[NAME|Giulia Ferraro]]: No no tutto ok, solo il paraurti della Panda. Quello dietro dice che non ha visto il rosso
[09/05/25, 18:43:40] [[NAME|Marco]]: fai il CID! Modulo blu nel cassetto. Fai foto alle targhe
[09/05/25, 18:47:12] [[NAME|Giulia Ferraro]]: Fatto. La mia [[LICENSE_PLATE|GF 418 KX]], la sua [[LICENSE_PLATE|FZ 207 RM]], lui si chiama [[NAME|Alessandro Conti]], assicurato con Reale Mutua, polizza 2025/88/41107
[09/05/25, 18:47:50] [[NAME|Giulia Ferraro]]: il suo numero [[PHONE|340 918 2276]]
[09/05/25, 18:48:20] Mamma: Chiama subito l'agenzia del papà, [[NAME|Roberta]] → [[PHONE|0521 28 44 17]]
[09/05/25, 18:52:03] Papà: Ho avvisato io [[NAME|Roberta]]. Mandale le foto a [[EMAIL|roberta.agenzia@ferraroassicura.it]] con il tuo codice fiscale
[09/05/25, 18:55:44] [[NAME|Giulia Ferraro]]: ok. Carrozzeria da Gino domani? Quello in [[ADDRESS|Via Mantova 61, 43122 Parma]]
[09/05/25, 18:56:10] [[NAME|Marco]]: sì è bravo, digli che ti mando io`],

  // ZA: school letter about a grade 6 camp (SA ID numbers for the bus operator's passenger list)
  ['school-letter', 'en', `RIETVLEI PRIMARY SCHOOL
[[ADDRESS|14 Elm Street, Rietvlei Heights, Pretoria 0157]] · Tel [[PHONE|012 345 8810]]

5 May 2025

Dear Mr and Mrs [[NAME|Mokoena]],

GRADE 6 CAMP — MAGALIESBERG, 19–21 MAY 2025

Thank you for returning the indemnity form for [[NAME|Lerato Mokoena]] (6C). The bus operator requires ID numbers of all learners and accompanying parents for the passenger list. Please check the details below and correct them if necessary:

Learner: [[NAME|Lerato Mokoena]], ID [[PERSONAL_ID|1405090282088]], date of birth [[DATE_OF_BIRTH|9 May 2014]]
Accompanying parent: [[NAME|Nomvula Mokoena]], ID [[PERSONAL_ID|8312012556081]], cell [[PHONE|082 614 3390]]

The balance of R1,450 (total R2,300 less deposit R850) is payable by 12 May. Banking details: Rietvlei Primary School, FNB cheque account, branch 250655, reference CAMP6-LMOK.

Regards,
Mr [[NAME|J. Botha]]
Grade 6 Co-ordinator · [[EMAIL|j.botha@rietvleiprimary.co.za]]`],

  // no personal data: bus operator's timetable change notice
  ['notice', 'en', `SERVICE CHANGES FROM SUNDAY 1 JUNE 2025 — Routes 7, 7A and X12

Route 7 (City Centre – Brookfield – Hospital): weekday frequency improves from every 15 to every 12 minutes between 07:00 and 19:00. First bus from Central Bus Station stop C4 now 05:42 (was 05:50); last bus 23:37.
Route 7A: withdrawn between 20:00 and 23:59; use Route 7 and change at Brookfield Shops (stops BF2/BF3).
Route X12 (Park & Ride – Business Park): new timetable, journey time 18 min (was 22 min) via the new bus lane on the A4174. Departures every 10 min 06:30–09:30 and 15:30–18:30.

Fares from 1 June: single £2.00 (capped, scheme extended to 31/12/2025), day ticket £5.20, 7-day £19.50, 28-day £62.00. Under-19s £1.00. Contactless cap applies across routes 1–99.

Timetable booklets (edition 2025-2, code TT-25-07) are available on board and at the travel shop. Stop codes for real-time SMS: 0176 4418, 0176 4420, 0176 4431.

Roadworks on Gloucester Road (12–30 June): buses divert via Cheltenham Road, stops 0176 3311 and 0176 3312 closed.`],
]
