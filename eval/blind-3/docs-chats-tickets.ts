/** Chat transcripts, support tickets and bug reports (blind-3). Values are fictional; check digits are valid. */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_CHATS_TICKETS: RawDoc[] = [
  ['chat', 'de', `[14.11.26, 18:02:11] [[NAME|Jana Wolters]]: Hey, kannst du mir nochmal deine IBAN schicken? Will dir die 38 € fürs Konzert zurückgeben
[14.11.26, 18:05:40] [[NAME|Till Behrendt]]: klar [[IBAN|DE13 1009 0000 5794 6473 00]]
[14.11.26, 18:05:58] [[NAME|Till Behrendt]]: auf [[NAME|Till Behrendt]], ist die Volksbank
[14.11.26, 18:06:30] [[NAME|Jana Wolters]]: 👍 erledigt
[14.11.26, 18:09:12] [[NAME|Jana Wolters]]: Und die neue Adresse von [[NAME|Paula]] für die Karte? Die ist doch umgezogen
[14.11.26, 18:11:47] [[NAME|Till Behrendt]]: [[ADDRESS|Eppendorfer Weg 211, 20253 Hamburg]]
[14.11.26, 18:12:03] [[NAME|Till Behrendt]]: Handy hat sie auch neu: [[PHONE|0160 9182 7734]]
[14.11.26, 18:12:30] [[NAME|Jana Wolters]]: danke dir!!`],

  ['chat', 'en', `#ops-payments — Slack export 2026-11-20
09:14  [[NAME|rachel.okafor]]: anyone know why the refund for order 88-41902 bounced?
09:15  [[NAME|dmitri.v]]: customer gave us the wrong card, the one on file is [[CREDIT_CARD|5413 2605 0943 8040]], bank says closed
09:15  [[NAME|dmitri.v]]: oops shouldn't paste that here, deleting in a sec
09:16  [[NAME|rachel.okafor]]: 😬 yes please. call her instead? Mrs [[NAME|Halvorsen]], [[PHONE|+47 934 55 120]]
09:17  [[NAME|dmitri.v]]: she asked for email only — [[EMAIL|liv.halvorsen@hotmail.no]]
09:20  [[NAME|rachel.okafor]]: ok I'll send the bank transfer form. refund ticket REF-20261120-004
09:41  Payments Bot: REF-20261120-004 status → pending_customer`],

  ['chat', 'es', `WhatsApp — Grupo "Piso Lavapiés 🏠"
[3/11/26 21:04] [[NAME|Nerea]]: chicos el casero quiere las fotocopias del DNI para renovar el contrato
[3/11/26 21:05] [[NAME|Nerea]]: el mío es [[ES_DNI|78724981Y]]
[3/11/26 21:07] [[NAME|Álvaro Gil]]: yo [[ES_DNI|44903581Z]]
[3/11/26 21:09] [[NAME|Giulia]]: io ho NIE: [[ES_DNI|X6528753L]] 🙈
[3/11/26 21:10] [[NAME|Nerea]]: perfecto. se lo paso a Don [[NAME|Ramón]] mañana, su número es [[PHONE|+34 655 20 41 88]] por si alguien le quiere llamar
[3/11/26 21:12] Mamá: Nerea cariño, no te olvides del cumple de la abuela el sábado ❤️
[3/11/26 21:12] [[NAME|Nerea]]: jajaja mamá te has equivocado de grupo`],

  ['chat', 'en', `Teams chat — [[NAME|Arjun Mehta]], [[NAME|Sophie Lindgren]]
[[NAME|Arjun Mehta]] 10:02
hey, HR needs my tax details for the India payroll. Is it ok to send them here or should I use the portal?
[[NAME|Sophie Lindgren]] 10:04
portal is better, but if it's urgent DM me
[[NAME|Arjun Mehta]] 10:05
ok: PAN [[IN_PAN|AFKPM3318R]], Aadhaar [[IN_AADHAAR|6424 2820 9747]]
permanent address [[ADDRESS|C-204, Palm Grove Apartments, 3rd Cross Road, HSR Layout, Bengaluru, Karnataka 560102]]
[[NAME|Sophie Lindgren]] 10:07
got it, forwarding to [[NAME|Nandini]] in Bangalore HR. Her number if they call you: [[PHONE|+91 80 4718 2290]]
[[NAME|Arjun Mehta]] 10:07
👍 thx`],

  ['chat', 'fr', `[09:31] <[[NAME|mathilde_l]]> salut, le serveur de build répond plus depuis ce matin
[09:32] <[[NAME|yannick]]> lequel ? ci-runner-03 ?
[09:32] <[[NAME|mathilde_l]]> oui, [[IP_ADDRESS|10.42.8.17]]
[09:33] <[[NAME|yannick]]> il a changé d'IP après le reboot, essaie [[IP_ADDRESS|10.42.8.23]]
[09:35] <[[NAME|mathilde_l]]> ok ça marche. tu peux me filer le mot de passe du compte jenkins ?
[09:36] <[[NAME|yannick]]> en privé stp, pas sur le canal
[09:36] * [[NAME|yannick]] a quitté #infra-lyon
[09:40] <[[NAME|bertrand_c]]> pour info la version déployée est 3.18.2 (commit 4e1a9c0)`],

  ['chat', 'it', `[12/10/26, 08:15] [[NAME|Francesca Colombo]]: Ciao [[NAME|Davide]], per l'assicurazione mi servono i tuoi dati
[12/10/26, 08:20] [[NAME|Davide Ferri]]: codice fiscale [[IT_FISCAL_CODE|FRRDVD84C11F205C]], patente [[DRIVER_LICENSE|MI5218734X]]
[12/10/26, 08:21] [[NAME|Davide Ferri]]: la macchina è la Panda targata [[LICENSE_PLATE|GB 418 TK]]
[12/10/26, 08:24] [[NAME|Francesca Colombo]]: perfetto. il mio CF è [[IT_FISCAL_CODE|CLMFNC86P63F205V]] se ti chiedono la contraente
[12/10/26, 08:25] [[NAME|Davide Ferri]]: grazie amore ❤️ ci vediamo stasera`],

  ['chat', 'en', `Live chat transcript — SkyCity Telecom support
Chat started 2026-11-22 16:41 (AEDT)
16:41 Agent [[NAME|Mitch]]: Hi, you're chatting with Mitch. How can I help today?
16:42 [[NAME|Chloe Andersen]]: my sim stopped working after I ported my number
16:42 Agent [[NAME|Mitch]]: Sorry to hear that! Can I get the number you ported?
16:43 [[NAME|Chloe Andersen]]: [[PHONE|0491 570 156]]
16:43 Agent [[NAME|Mitch]]: Thanks. For verification, your date of birth?
16:44 [[NAME|Chloe Andersen]]: [[DATE_OF_BIRTH|19/07/1996]]
16:45 Agent [[NAME|Mitch]]: And the address on the account?
16:45 [[NAME|Chloe Andersen]]: [[ADDRESS|8/27 Fitzroy Street, St Kilda VIC 3182]]
16:47 Agent [[NAME|Mitch]]: All verified. The port was stuck; I've pushed it through, please restart your phone in 10 minutes.
16:52 [[NAME|Chloe Andersen]]: working now, thanks!`],

  ['chat', 'nl', `[20:14] [[NAME|Sanne]]: hoi! heb je het kenteken van je nieuwe auto al? moet het doorgeven aan de VvE voor de parkeerplaats
[20:16] [[NAME|Ruben de Wit]]: ja [[LICENSE_PLATE|XV-281-G]]
[20:16] [[NAME|Ruben de Wit]]: en die van [[NAME|Lotte]] is [[LICENSE_PLATE|72-KRT-4]]
[20:18] [[NAME|Sanne]]: top. mailadres van de beheerder is [[EMAIL|beheer@vve-oosterpark.nl]] trouwens
[20:19] [[NAME|Ruben de Wit]]: 👌`],

  ['chat', 'tr', `[22.10.2026 19:40] [[NAME|Emre Çelik]]: abi kira için IBAN atar mısın
[22.10.2026 19:43] [[NAME|Hakan Arslan]]: [[IBAN|TR11 0006 2057 0006 0856 3300 86]] [[NAME|Hakan Arslan]] adına
[22.10.2026 19:44] [[NAME|Emre Çelik]]: tamamdır, açıklamaya daire 7 yazıyorum
[22.10.2026 19:45] [[NAME|Hakan Arslan]]: bir de sözleşme için kimlik no lazım
[22.10.2026 19:47] [[NAME|Emre Çelik]]: TC kimlik no: [[PERSONAL_ID|12937989884]]
[22.10.2026 19:47] [[NAME|Emre Çelik]]: adresim [[ADDRESS|Caferağa Mah. Moda Cad. No: 54 D: 7, 34710 Kadıköy/İstanbul]]
[22.10.2026 19:48] [[NAME|Hakan Arslan]]: 👍 telefonun hâlâ [[PHONE|0532 418 27 66]] değil mi
[22.10.2026 19:48] [[NAME|Emre Çelik]]: evet`],

  ['chat', 'en', `#release-train (Slack)
[[NAME|maya.goldberg]] 11:02 AM  rc2 for 5.4.0 is tagged, build #8812 green
[[NAME|kenji.watanabe]] 11:04 AM  perf numbers: p95 212ms → 188ms, p99 640ms → 571ms on staging
[[NAME|maya.goldberg]] 11:05 AM  nice. changelog: bump lodash 4.17.21, fix #4471 (timezone offset +05:30 rendered as +0530)
[[NAME|kenji.watanabe]] 11:07 AM  migrations 2026_11_18_0930_add_index and 2026_11_19_1200_backfill ran fine
[[NAME|maya.goldberg]] 11:08 AM  ship it Thursday 14:00 CET, freeze starts Wed 18:00`],

  ['support ticket', 'en', `Ticket #48213 — Login fails after password reset (priority: high)
Reporter: [[NAME|Gareth Pryce]] <[[EMAIL|g.pryce@valleyhomes.co.uk]]>
Phone: [[PHONE|029 2018 0447]]

Description:
Since the reset yesterday I can't log in to the tenant portal. It says "session expired" straight away.
Browser Chrome 131, Windows 11. My tenancy ref is VH-22-0871.

--- pasted from browser console ---
GET https://portal.valleyhomes.co.uk/api/session?user=gpryce&session=[[URL_SECRET|s3ss_9fKx2LmQ7vT4bW1n]] 401
POST https://auth.valleyhomes.co.uk/oauth/token 400 {"error":"invalid_grant"}
client ip [[IP_ADDRESS|86.142.77.203]]

--- agent note ([[NAME|Lowri Evans]]) ---
Cleared stale refresh token for account 771204; asked customer to retry. Also updated his address to
[[ADDRESS|14 Heol Isaf, Radyr, Cardiff CF15 8AH]] as requested.`],

  ['support ticket', 'de', `JIRA PAY-2291: Rückbuchung wird doppelt verarbeitet
Typ: Bug   Priorität: Kritisch   Bearbeiter: [[NAME|Sven Ahlers]]   Melder: [[NAME|Nicole Brandes]]

Beschreibung:
Bei der Kundin [[NAME|Gisela Hartung]] (Kd.-Nr. 4410238) wurde die Lastschriftrückgabe vom 12.11. zweimal gebucht.
Betroffenes Konto: [[IBAN|DE82 3704 0044 5557 8708 28]]

Log (payment-worker-2):
2026-11-12T06:14:03.221Z INFO  chargeback received mandate=MND-88123 iban=[[IBAN|DE82370400445557870828]] amount=59.90
2026-11-12T06:14:03.498Z WARN  retry #1 upstream=[[IP_ADDRESS|172.20.4.31]]:8443 timeout after 250ms
2026-11-12T06:14:03.902Z INFO  chargeback received mandate=MND-88123 iban=[[IBAN|DE82370400445557870828]] amount=59.90
2026-11-12T06:14:04.010Z ERROR duplicate key chargeback_id=cb_7e4410 (ignored)

Erwartetes Verhalten: Idempotenz über chargeback_id. Kundin hat sich telefonisch beschwert ([[PHONE|0711 2264 950]]).`],

  ['support ticket', 'en', `GitHub issue #1873: Docker compose fails to start worker – "authentication failed"
opened by [[NAME|lukas-novak]]

**Describe the bug**
After upgrading to 2.9.0, the worker container exits immediately.

**Config (docker-compose.override.yml)**
\`\`\`yaml
services:
  worker:
    environment:
      DATABASE_URL: [[SECRET|postgres://app:Tr0ub4dor-x92k@db.internal:5432/queue]]
      REDIS_URL: redis://cache:6379/0
      SENTRY_ENVIRONMENT: staging
\`\`\`
**Logs**
\`\`\`
worker-1  | 2026-11-03 10:22:41 FATAL: password authentication failed for user "app"
worker-1  | connection from [[IP_ADDRESS|172.18.0.5]] refused
\`\`\`
**Environment**: Ubuntu 24.04, Docker 27.3.1, compose v2.29.7

> comment by [[NAME|hanna-bergstrom]]: please rotate that password, it's public now. The 2.9.0 image expects PGPASSWORD to be URL-encoded.`],

  ['support ticket', 'de', `Supportanfrage #SR-20261104-117 — Kartenzahlung abgelehnt
Kunde: [[NAME|Wolfgang Eichhorn]]
E-Mail: [[EMAIL|w.eichhorn@t-online.de]]
Telefon: [[PHONE|+49 89 5412 7730]]

Nachricht des Kunden:
"Guten Tag, meine Zahlung im Onlineshop wird immer abgelehnt. Ich habe die Karte [[CREDIT_CARD|4624 3303 3483 4735]]
schon dreimal eingegeben, Ablauf 07/28. Lieferadresse wäre [[ADDRESS|Nymphenburger Str. 84, 80636 München]]."

Interne Notiz ([[NAME|Aylin Demir]]): Kartennummer aus Ticket entfernt und im PSP geprüft – 3-D-Secure abgebrochen.
Kunde zurückgerufen, Zahlung per PayPal abgeschlossen.`],

  ['support ticket', 'en', `Zendesk #77120 | Subject: Wrong SSN on my 1099 form
Requester: [[NAME|Tamika Brooks]] ([[EMAIL|tamika.brooks82@yahoo.com]])

Hi, the 1099-NEC you sent me shows SSN ending 4751 but my full SSN is [[US_SSN|313-56-9658]]. The one on the
form ([[US_SSN|859-95-4751]]) is not mine. Please correct and resend to [[ADDRESS|2207 Peachtree Rd NE, Apt 1412, Atlanta, GA 30309]].
My phone is [[PHONE|404-555-0179]].

Agent reply ([[NAME|Brian Kowalski]]): Thank you, [[NAME|Tamika]]. I've opened a correction request with our payroll vendor (case 55-10238).
A corrected form will be mailed within 10 business days.`],

  ['support ticket', 'en', `Bug report: Mobile app crash on Android 15 when opening "Profile"

App version: 7.3.1 (build 70301), device Pixel 8, Android 15 (AP4A.250105.002)
Steps to reproduce:
1. Log in with any QA test account from the shared vault
2. Tap Profile
3. App crashes

Stack trace:
java.lang.NullPointerException: Attempt to invoke virtual method 'java.lang.String com.example.model.Address.getStreet()' on a null object reference
    at com.example.profile.ProfileViewModel.render(ProfileViewModel.kt:142)
    at com.example.profile.ProfileFragment.onViewCreated(ProfileFragment.kt:58)
Crash id: 5f3c9a1e-22b4-4c61-9e0d-71a8b6f0c2d4   session 2026-11-19T08:11:47Z
Regression since 7.3.0; 7.2.9 fine. Sentry issue APP-4QZ.`],

  ['support ticket', 'de', `Ticket #2026-1188 — WLAN im Büro Zweigstelle Kassel instabil
Gemeldet von: [[NAME|Dennis Vollmer]], Durchwahl -214

Seit Montag verlieren mehrere Notebooks alle ~10 min die Verbindung. Betroffene Geräte:
- NB-KS-014  MAC [[MAC_ADDRESS|3C:22:FB:91:4A:07]]  IP [[IP_ADDRESS|192.168.40.114]]
- NB-KS-019  MAC [[MAC_ADDRESS|F4:5C:89:0D:E2:31]]  IP [[IP_ADDRESS|192.168.40.119]]
- Drucker KS-PR2  MAC [[MAC_ADDRESS|00-1B-A9-3F-62-C8]]

AP: [[MAC_ADDRESS|e0cb.bc4a.71f2]] (Decke Flur 2. OG), Firmware 6.5.4
Lösung ([[NAME|Meike Ostermann]], IT): DFS-Kanalwechsel wegen Radar; Kanal fest auf 36 gesetzt. Geschlossen.`],

  ['support ticket', 'en', `Customer complaint — Order 4410-22871 (Kenya)
From: [[NAME|Wanjiru Kamau]]
Phone: [[PHONE|+254 712 448 390]]
Email: [[EMAIL|wanjiru.kamau@gmail.com]]

"My order was delivered to the wrong address. I gave [[ADDRESS|Ngong Road, Adams Arcade, Block C, House 12, Nairobi]] but the rider went to Kilimani.
For the refund to M-Pesa please use [[PHONE|0712 448 390]]. My KRA PIN for the invoice is [[TAX_ID|A004418273K]]."

Resolution ([[NAME|Otieno]], CX team): refund KES 4,350 processed 2026-11-21.`],

  ['chat', 'de', `Teams – Chat mit [[NAME|Lena Vossberg]]
[[NAME|Lena Vossberg]] 08:47
Guten Morgen! Für die Reisekostenabrechnung brauche ich noch das Kennzeichen deines Privatwagens
[[NAME|Patrick Nowak]] 08:52
[[LICENSE_PLATE|KS-PN 418]]
[[NAME|Patrick Nowak]] 08:52
und die Fahrt nach Erfurt waren 182 km einfach
[[NAME|Lena Vossberg]] 08:55
Danke! Dienstwagen war keiner frei? (Pool-Fahrzeug KS-DB 2201 wäre da gewesen)
[[NAME|Patrick Nowak]] 08:56
war schon von Herrn [[NAME|Schmalz]] gebucht`],

  ['chat', 'hi', `WhatsApp — [[NAME|Rohit Sharma]]
[05/11/26, 9:12 pm] [[NAME|Rohit Sharma]]: bhai flat ka rent agreement ke liye tera Aadhaar chahiye
[05/11/26, 9:15 pm] [[NAME|Vikram Iyer]]: haan, [[IN_AADHAAR|3591 4614 7347]]
[05/11/26, 9:15 pm] [[NAME|Vikram Iyer]]: aur PAN [[IN_PAN|BNZPI2207L]]
[05/11/26, 9:17 pm] [[NAME|Rohit Sharma]]: owner ka number [[PHONE|+91 99302 18844]], Mrs. [[NAME|Deshpande]]. rent 6th tak transfer karna
[05/11/26, 9:18 pm] [[NAME|Vikram Iyer]]: ok, address daal de agreement mein — [[ADDRESS|Flat 502, Sai Krupa CHS, Plot 18, Sector 17, Vashi, Navi Mumbai, Maharashtra 400703]]
[05/11/26, 9:20 pm] [[NAME|Rohit Sharma]]: done 👍`],
]
