import type { Raw } from './build.ts'

// Support tickets and chat (30), shipping labels / invoices / contracts (20), more JSON/YAML (5), one form.
export const DOCS_E: Raw[] = [
  ['ticket', 'en', `Ticket #CS-2026-118342  |  Channel: web form  |  Priority: normal
Customer wrote:
hi my card got charged twice for order 7729-1183 !! name on the account is [[NAME|Shauna McBride]], email [[EMAIL|shaunamcb@hotmail.co.uk]]. card is [[CREDIT_CARD|4380 6476 2915 8601]] exp 03/28. pls refund asap i need the money for rent
---
Agent ([[NAME|Kyle]]): Hi [[NAME|Shauna]], thanks for reaching out. I can see two authorisations of £54.20 on the card ending 8601; one is a pending pre-auth and will drop off within 3–5 working days. For your security please don't send full card numbers by email — I've redacted it from our system.
Internal note: verified via DOB [[DATE_OF_BIRTH|19/07/1994]] + postcode BT9 6AD. No refund needed.`],

  ['chat', 'de', `[09:14] Kunde: Hallo, ich möchte meine Adresse ändern
[09:14] Bot: Gern! Bitte nennen Sie Ihre Kundennummer.
[09:15] Kunde: 4481 2930 17
[09:15] Agentin [[NAME|Jasmin]]: Guten Morgen! Ich übernehme. Wie lautet die neue Anschrift?
[09:16] Kunde: [[ADDRESS|Friedrich-Ebert-Str. 77, 42103 Wuppertal]], bei [[NAME|Kaczmarek]] klingeln
[09:16] Agentin [[NAME|Jasmin]]: Und zur Sicherheit Ihr Geburtsdatum bitte?
[09:17] Kunde: [[DATE_OF_BIRTH|03.08.1961]]
[09:17] Agentin [[NAME|Jasmin]]: Danke, Herr [[NAME|Kaczmarek]]. Die Adresse ist geändert, die nächste Rechnung (Nr. 2026-11-88412) geht schon dorthin.
[09:18] Kunde: super danke, und die handynr ist jetzt [[PHONE|0176 38544941]]`],

  ['ticket', 'en', `JIRA SUP-4471: Login failure for enterprise tenant "acme-eu"
Reporter: [[NAME|Tomasz Grabowski]]
Description:
User [[EMAIL|k.lewandowski@acme-eu.com]] can't log in since 18 Nov. Logs from the gateway:

2026-11-18T07:41:12Z auth WARN login failed user=[[EMAIL|k.lewandowski@acme-eu.com]] ip=[[IP_ADDRESS|89.64.21.188]] reason=mfa_timeout
2026-11-18T07:42:55Z auth WARN login failed user=[[EMAIL|k.lewandowski@acme-eu.com]] ip=[[IP_ADDRESS|89.64.21.188]] reason=mfa_timeout
2026-11-18T07:43:01Z auth INFO mfa sms sent to=[[PHONE|+48 512 388 222]] provider=twilio sid=SM4f2b91c7e8a3d60a1b2c3d4e5f6a7b8c

Steps tried: cleared cache, new device. Version 5.2.14, build 8812.
Assignee: [[NAME|Priya Nair]]`],

  ['chat', 'en', `WhatsApp chat export
20/11/2026, 18:02 - Mum: did u get home ok
20/11/2026, 18:10 - [[NAME|Aditi Sharma]]: yes! train was late again
20/11/2026, 18:11 - Mum: send me ur new flat address for the parcel
20/11/2026, 18:13 - [[NAME|Aditi Sharma]]: [[ADDRESS|Flat 9, 41 Cowley Road, Oxford OX4 1HP]]
20/11/2026, 18:13 - [[NAME|Aditi Sharma]]: pls put my full name on it, the postman is strict
20/11/2026, 18:20 - Mum: ok. papa says call him [[PHONE|+91 98118 40370]]
20/11/2026, 18:21 - [[NAME|Aditi Sharma]]: 👍`],

  ['ticket', 'en', `Zendesk #884120 — "Refund to wrong account"
Requester: [[NAME|Olufemi Adeyemi]] <[[EMAIL|femi.adeyemi@yahoo.com]]>
Tags: refunds, bank_details, escalated

[[NAME|Olufemi]]: The refund for booking BK-77Q2X was sent to my old account. My current account is [[IBAN|GB69 UMTU 9643 0436 9123 12]] (Monzo). The old one [[IBAN|GB91RJPJ09962182841072]] is closed.
Agent [[NAME|Charlotte]]: Thanks [[NAME|Olufemi]]. I've asked Finance to recall the payment (recall ref RCL-20261119-07). Could you confirm the name on the new account?
[[NAME|Olufemi]]: [[NAME|OLUFEMI A ADEYEMI]]
Agent [[NAME|Charlotte]]: Perfect, done. Expect the money in 5–7 business days.`],

  ['chat', 'en', `Slack #support-escalations
[[NAME|dana.k]] 10:41 AM
customer on the phone says their ID verification keeps failing. name [[NAME|Björn Åkesson]], personnummer [[PERSONAL_ID|19880412-7895]], uploaded passport twice
[[NAME|mikael.s]] 10:43 AM
checked Onfido dashboard, check id 7f1c2a9e… image too blurry both times. passport no. reads [[PASSPORT|61360711]] which matches what he typed
[[NAME|dana.k]] 10:44 AM
ok I'll ask him to retry with better light. fyi his number [[PHONE|+46 73 411 83 69]] in case it drops
[[NAME|mikael.s]] 10:44 AM
:thumbsup:`],

  ['ticket', 'en', `Subject: Cannot update tax details in portal
From: [[NAME|Bérénice Lacroix]] <[[EMAIL|b.lacroix@lacroix-conseil.fr]]>

Bonjour,
I'm trying to update our VAT number in the supplier portal but it says "invalid format". Our number is [[VAT_ID|FR80696689751]]. The SIRET is 696 689 751 00028. My direct line is [[PHONE|+33 1 84 35 48 64]].
Merci,
[[NAME|Bérénice Lacroix]]
---
Agent note: portal validator didn't accept the space-free form, fixed in release 2026.11.3. Closed.`],

  ['chat', 'en', `Live chat transcript – Qantas
Agent [[NAME|Mel]]: G'day! How can I help?
Customer: hi, need to add my frequent flyer number to booking 6KZ9PQ
Agent [[NAME|Mel]]: No worries. Can I have your full name as on the booking?
Customer: [[NAME|Benjamin Cho]]
Agent [[NAME|Mel]]: And the FF number?
Customer: QF 1948 2917
Agent [[NAME|Mel]]: Done! Also I noticed the booking doesn't have passport details for your US leg. Passport number and expiry?
Customer: [[PASSPORT|PA1486706]], exp 2031-07
Agent [[NAME|Mel]]: Thanks [[NAME|Benjamin]], all set. Anything else?
Customer: nope cheers`],

  ['ticket', 'en', `[Freshdesk] Ticket 20931 — phone number change request
Contact: [[NAME|Anh Tuan Vo]]
Old: [[PHONE|+84 90 124 5380]]
New: [[PHONE|+84 98 436 5940]]
Verification: last 4 of card 4417, DOB [[DATE_OF_BIRTH|1995-03-28]] ✔
Agent ([[NAME|Linh]]): updated both billing and 2FA number. Customer asked to also update email to [[EMAIL|anhtuan.vo@gmail.com]] — done.`],

  ['chat', 'en', `Microsoft Teams — IT Helpdesk
[[NAME|Müller, Andreas]] (extern) 14:02
Hi, my VPN certificate expired. Username amueller-ext, laptop LPT-04481
Helpdesk – [[NAME|Serkan Aydemir]] 14:05
Hi [[NAME|Andreas]], I'll re-issue it. Please confirm your mobile for the OTP
[[NAME|Müller, Andreas]] (extern) 14:05
[[PHONE|+49 1522 4847258]]
Helpdesk – [[NAME|Serkan Aydemir]] 14:07
Sent. Your temporary password is [[SECRET|Vpn-Temp!8825xq]] — change it after login please.`],

  ['ticket', 'en', `Ticket #77104 (Shopify app support)
Merchant: [[EMAIL|owner@kapekaapi-ph.com]]
Message:
Hi, our storefront suddenly shows an error. I think our access token leaked, it's in a public gist 😬 the token was [[SECRET|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]]. Can you revoke it? Contact me at [[PHONE|+63 917 417 3041]].
— [[NAME|Maricel Santos]], Kape Kapi PH, [[ADDRESS|118 Kalayaan Ave, Diliman, Quezon City 1101]]
Support: Token revoked at 2026-11-19 03:12 UTC. Please rotate your other credentials too.`],

  ['chat', 'en', `Telegram group "Berlin flat hunters"
[[NAME|Yusuf Çelik]]: anyone know the landlord at [[ADDRESS|Boxhagener Str 31]]? the ad says call [[PHONE|030 2962 6885]]
[[NAME|Clara]]: yes that's Mr [[NAME|Brandt]], he's ok. deposit is 3 months tho
[[NAME|Yusuf Çelik]]: thx. i'll email him, [[EMAIL|brandt.immo@web.de]] right?
[[NAME|Clara]]: yep`],

  ['ticket', 'en', `#SR-2026-40881 Account takeover report
Customer: [[NAME|Farah Siddiqui]] ([[EMAIL|farah.siddiqui@ymail.com]])
Summary: password changed without her consent on 2026-11-17 23:58. Login came from [[IP_ADDRESS|45.146.164.110]] (NL), her usual IP is [[IP_ADDRESS|2a02:8108:1e40:5f00:9c4e:1b2a:77f1:3a01]].
Actions: session revoked, password reset link sent, MFA enforced.
She confirmed her phone [[PHONE|+49 176 9905 8413]] and billing address [[ADDRESS|Kantstraße 54, 10625 Berlin]].`],

  ['chat', 'en', `Intercom conversation #4481920
User: hey, why is my account locked?
Bot: I can help. What's the email on your account?
User: [[EMAIL|carlos.mendoza.r@gmail.com]]
Bot: Thanks. We sent a code to the phone ending in 17.
User: that's my old phone, new one is [[PHONE|+52 1 33 1056 1416]]
Agent [[NAME|Valeria]]: Hi [[NAME|Carlos]], I can update it after verifying your identity. Please reply with your date of birth.
User: [[DATE_OF_BIRTH|14/09/1988]]
Agent [[NAME|Valeria]]: Thanks! Updated. You can log in now.`],

  ['ticket', 'en', `GitHub issue #2291: "App crashes on startup after 3.8.0"
Opened by [[NAME|lukas-hoffmann]] · 3 comments
Stack trace:
  at ConfigLoader.read (config.js:88)
  at boot (index.js:14)
My config (I removed nothing, sorry if this is bad):
  DATABASE_URL=[[SECRET|mongodb+srv://lukas:Hx92kLmQ7vTz@cluster0.x8f2k.mongodb.net/prod]]
  SENTRY_DSN=https://8f14e45fceea167a5a36dedd4bea2543@o48291.ingest.sentry.io/4829173
  NODE_ENV=production
---
maintainer-bot: ⚠️ It looks like you posted a credential. Please rotate it immediately.`],

  ['chat', 'en', `Discord #general
[[NAME|kenta_dev]]: anyone got the staging creds? deploy script broke
[[NAME|ria]]: dm'd you. pls don't paste here lol
[[NAME|kenta_dev]]: oops already did in #ops: [[SECRET|glpat-QM9_b8dGlQnd2VawVTUR]]
[[NAME|ria]]: 🤦 revoking`],

  ['ticket', 'en', `Case 00482917 — Insurance claim call notes
Caller: [[NAME|Grace Wanjiku Mwangi]], policyholder
Policy: MTR-KE-0048291   Vehicle: Toyota Fielder [[LICENSE_PLATE|KDA 417X]]
Caller ID: [[NAME|Grace Wanjiku Mwangi]], national ID [[PERSONAL_ID|28491736]], KRA PIN [[TAX_ID|A004829173Z]]
Callback: [[PHONE|0722 419 689]]
Incident: 17/11/2026 on Ngong Road near Prestige Plaza, minor collision, no injuries.
Next step: assessor [[NAME|David Otieno]] to inspect at [[ADDRESS|Tom Mboya Street 14, Nairobi]].`],

  ['chat', 'en', `Facebook Messenger — "Bakery Dulce Hogar"
Customer: hola! quiero encargar una torta para el sábado
Page: ¡Hola! Claro, ¿a nombre de quién?
Customer: [[NAME|Rosa Elena Quispe]]
Page: ¿Retiro en tienda o envío?
Customer: envío a [[ADDRESS|Av. Arequipa 2450, Lince, Lima 15046]], mi cel es [[PHONE|987 412 248]]
Page: Perfecto, pedido #DH-1183 confirmado, total S/ 120.`],

  ['ticket', 'en', `ServiceNow INC0091827 — Payroll discrepancy
Caller: [[NAME|Jennifer Alvarez]] (emp. 48291)
Short description: November payslip shows wrong SSN
Description: my payslip shows SSN ending 1163 but mine is [[US_SSN|529-31-8846]]. Please correct before the W-2 is issued. Home address on file is also outdated, new one: [[ADDRESS|1930 Sunset Ridge Rd, Boise, ID 83702]]
Work notes ([[NAME|Brian Cho]], Payroll): verified with I-9, corrected in Workday, ticket resolved.`],

  ['chat', 'de', `Signal group "Familie Hofer"
Papa: Die neue Kontonummer für die Miete ist [[IBAN|AT75 9055 9387 2498 4801]]
[[NAME|Lena]]: danke! gleicher Empfänger?
Papa: Ja, [[NAME|Gerhard Hofer]]. Und die Oma hat eine neue Nummer: [[PHONE|0664 1158 012]]
[[NAME|Lena]]: 👍 hab's gespeichert`],

  ['ticket', 'en', `Support request via app (auto-attached diagnostics)
User: [[EMAIL|nguyen.minh.chau@gmail.com]]
App: 7.4.2 (74203) iOS 18.1.1 iPhone15,3
Locale: vi_VN   TZ: Asia/Ho_Chi_Minh
Device ID: 8F14E45F-CEEA-467E-A1B2-7C3D9E0F1A2B
Last IP: [[IP_ADDRESS|14.169.88.201]]
Message: "Em không nhận được mã OTP về số [[PHONE|0903 418 957]]. Đã thử 3 lần."
Crash log: none`],

  ['chat', 'en', `SMS thread (exported)
From [[PHONE|+27 83 451 8469]]: Hi it's [[NAME|Lerato]] from Pam Golding, the viewing at [[ADDRESS|17 Oxford Rd, Rosebank, Johannesburg 2196]] is confirmed for Sat 10h00.
To [[PHONE|+27 83 451 8469]]: Thanks [[NAME|Lerato]], see you there. [[NAME|Sizwe]]
From [[PHONE|+27 83 451 8469]]: Please bring ID and 3 months payslips.`],

  ['ticket', 'de', `Helpdesk-Ticket #T-2026-0917
Betreff: Lohnsteuerbescheinigung falsch
Von: [[NAME|Ömer Kılıç]] <[[EMAIL|oemer.kilic@gmx.de]]>
Text: Hallo, auf meiner Lohnsteuerbescheinigung steht die falsche Steuer-ID. Richtig ist [[TAX_ID|95814738606]]. Meine Personalnummer ist 100448. Bitte korrigieren.
Bearbeiter: Frau [[NAME|Lange]], Lohnbuchhaltung, Tel. -2291
Status: gelöst am 19.11.2026`],

  ['chat', 'en', `Customer: I want to dispute a transaction
Agent [[NAME|Rahul]]: Sure, can you share the last 4 digits of the card and the transaction date?
Customer: 7833, on Nov 14
Agent [[NAME|Rahul]]: I see a charge of $312.40 from "AMZ*Digital". Is that the one?
Customer: yes. also full card [[CREDIT_CARD|2720 5841 5079 7833]] if needed
Agent [[NAME|Rahul]]: Please never share your full card number in chat. I've masked it. Dispute DSP-448291 opened.`],

  ['ticket', 'en', `From the contact form (tour operator, Marrakech):
Name: [[NAME|Aisha Al-Sayed]]
Email: [[EMAIL|aisha.alsayed@outlook.sa]]
Phone: [[PHONE|+966 55 430 8421]]
Message: We are a family of 5 arriving 28 Dec at RAK, flight SV 271. Please arrange pickup to Riad Kniza. My husband [[NAME|Khalid Al-Sayed]] (passport [[PASSPORT|S06890652]]) will pay the deposit.`],

  ['chat', 'en', `LINE chat
[[NAME|田中 美咲]]: 明日のミーティング、場所どこだっけ？
[[NAME|鈴木 健太]]: [[ADDRESS|東京都港区六本木6-10-1 六本木ヒルズ森タワー 24F]] だよ
[[NAME|田中 美咲]]: ありがと！電話番号も教えて
[[NAME|鈴木 健太]]: [[PHONE|080-3371-5407]]`],

  ['ticket', 'en', `Bug report: PII visible in logs (SEC-1183)
Observed in prod log bucket logs-prod-eu/2026/11/19/app-3.log:
  POST /api/v1/kyc 200 payload={"name":"[[NAME|Hendrik Janssens]]","rrn":"[[PERSONAL_ID|85.06.14-371.66]]","iban":"[[IBAN|BE71 9455 8553 3769]]"}
  POST /api/v1/kyc 200 payload={"name":"[[NAME|Sofie Claes]]","rrn":"[[PERSONAL_ID|92.12.01-444.87]]","iban":"[[IBAN|BE28448442011520]]"}
Expected: payload redacted by LogSanitizer (v2.3). Actual: raw. Severity: high. Owner: [[NAME|Wouter De Backer]].`],

  ['chat', 'en', `Customer: hello, my package hasn't arrived. tracking 00340434161094042557
Agent [[NAME|Fatou]]: Hello! Let me check… It shows "address incomplete". Can you confirm the full address?
Customer: [[ADDRESS|Rue Mohammed V, Immeuble 12, Apt 4, Dakar 10200]]
Agent [[NAME|Fatou]]: Thank you. And a phone for the courier?
Customer: [[PHONE|+221 77 423 79 73]]
Agent [[NAME|Fatou]]: Updated, redelivery Monday.`],

  ['ticket', 'en', `Ticket 58812 – "API key exposed in mobile app"
Researcher: [[NAME|Ali Reza Tehrani]] <[[EMAIL|alireza.tehrani@protonmail.com]]>
Report: decompiling app v2.1.0 (com.foodie.app) reveals a hardcoded key in res/values/strings.xml:
  <string name="maps_key">[[SECRET|AIza5z6_aBfCt3xq6KceMheFYV_rKSteQVz1HwG]]</string>
  <string name="backend_secret">[[SECRET|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]]</string>
Bounty: $500, triaged by [[NAME|Sarah Goldberg]].`],

  ['chat', 'en', `[2026-11-20 16:01] <[[NAME|rohit]]> can someone reset the admin pw on the wiki?
[2026-11-20 16:03] <[[NAME|svenja]]> done, it's [[SECRET|Wiki!Adm1n#2026]] for now
[2026-11-20 16:03] <[[NAME|rohit]]> ty
[2026-11-20 16:04] <[[NAME|svenja]]> server is [[IP_ADDRESS|172.16.40.12]] btw, not the old one`],

  // ----- shipping labels, invoices, contracts (20) -----
  ['invoice', 'de', `RECHNUNG Nr. RE-2026-11-0417                            Datum: 20.11.2026
Malerbetrieb Schulze GmbH · [[ADDRESS|Industriestraße 9 · 04229 Leipzig]]
USt-IdNr.: [[VAT_ID|DE793460729]]   Steuernummer: [[TAX_ID|232/118/04175]]

An
Frau [[NAME|Doreen Kluge]]
[[ADDRESS|Könneritzstraße 51]]
[[ADDRESS|04229 Leipzig]]

Pos  Leistung                                   Menge   EP        GP
1    Wohnzimmer streichen, Dispersion weiß      42 m²   9,80 €    411,60 €
2    Abdeckarbeiten, Material                   pauschal          65,00 €
                                                Netto             476,60 €
                                                19 % USt.          90,55 €
                                                Gesamt            567,15 €
Zahlbar bis 04.12.2026 auf [[IBAN|DE69 0043 1178 6470 0308 83]], Sparkasse Leipzig.`],

  ['label', 'en', `FedEx  PRIORITY OVERNIGHT    TRK# 7749 2813 0456   FORM 0201
SHIP DATE: 20NOV26   ACTWGT: 1.20 LB
FROM: [[NAME|KATHERINE WELLS]]
      NORTHBRIDGE CAPITAL
      [[ADDRESS|200 PARK AVE FL 44]]
      [[ADDRESS|NEW YORK NY 10166]]
      [[PHONE|(212) 555-0114]]
TO:   [[NAME|RAJESH IYER]]
      [[ADDRESS|1 MARKET ST STE 3600]]
      [[ADDRESS|SAN FRANCISCO CA 94105]]
      [[PHONE|(415) 555-0172]]
REF: NDA-2026-0412   DEPT: LEGAL
TUE - 21 NOV 10:30A  PRIORITY OVERNIGHT   94105 CA-US SFO`],

  ['label', 'de', `DPD CLASSIC  ·  Paketschein 0157 4829 1736 51
Absender: Zalando SE, [[ADDRESS|Valeska-Gert-Str. 5, 10243 Berlin]]
Empfänger:
[[NAME|Beatrix Novotná]]
[[ADDRESS|Vinohradská 112]]
[[ADDRESS|130 00 Praha 3]]
CZ
Tel.: [[PHONE|+420 603 256 283]]
Gewicht 0,9 kg · Sendungsreferenz 10102938475610 · Route CZ-130-03`],

  ['invoice', 'en', `TAX INVOICE                       Invoice No: INV-04471
ABN 51 824 753 556
Harbourside Plumbing Pty Ltd, [[ADDRESS|22 Beach St, Coogee NSW 2034]]
Ph [[PHONE|(02) 9665 1588]]

Bill to: Ms [[NAME|Georgia Papadopoulos]]
[[ADDRESS|7/115 Arden St, Coogee NSW 2034]]

Date: 19/11/2026      Due: 03/12/2026
Description                                 Qty   Unit    Amount
Call-out fee                                1     120.00  120.00
Replace hot water system (Rheem 315L)       1     2,340.00 2,340.00
Labour (hours)                              3.5   110.00   385.00
                                            Subtotal       2,845.00
                                            GST 10%          284.50
                                            TOTAL          3,129.50
Pay by EFT: BSB 062-111  Acc 1048 2917  Ref INV-04471`],

  ['contract', 'de', `ARBEITSVERTRAG
zwischen der Firma Bergmann Präzisionstechnik GmbH, [[ADDRESS|Im Gewerbepark 14, 73430 Aalen]], vertreten durch den Geschäftsführer Herrn [[NAME|Wolfgang Bergmann]] (nachfolgend „Arbeitgeber")
und
Herrn [[NAME|Dimitrios Papadakis]], geboren am [[DATE_OF_BIRTH|22.04.1990]], wohnhaft [[ADDRESS|Bahnhofstraße 31, 73430 Aalen]] (nachfolgend „Arbeitnehmer")

§ 1 Beginn und Tätigkeit
Das Arbeitsverhältnis beginnt am 01.01.2027. Der Arbeitnehmer wird als CNC-Fräser in der Abteilung Fertigung (Kostenstelle 3120) eingestellt.
§ 2 Vergütung
Das monatliche Bruttogehalt beträgt 3.850,00 EUR und wird auf das Konto [[IBAN|DE85 9498 0314 9027 7546 59]] überwiesen.
§ 3 Arbeitszeit
Die regelmäßige wöchentliche Arbeitszeit beträgt 37,5 Stunden.

Aalen, den 18.11.2026`],

  ['label', 'en', `ROYAL MAIL  Tracked 24   QF 4829 1736 5GB
Deliver to:
Mrs [[NAME|P Okafor-Hughes]]
[[ADDRESS|Flat 3, 18 Hyde Park Gardens]]
[[ADDRESS|London W2 2LU]]
Return address: Etsy seller "Crochet by Maeve", [[ADDRESS|4 Lough Road, Belfast BT5 6EF]]
Customs: CN22 not required. Contents: handmade scarf. Value £28.00`],

  ['invoice', 'en', `FATTURA N. 2026/0917 del 19/11/2026
Studio Tecnico Ing. [[NAME|Roberto Gallo]]
[[ADDRESS|Via Roma 44, 10121 Torino]]
P.IVA [[VAT_ID|IT30158340429]] – C.F. [[IT_FISCAL_CODE|GLLRRT72M14L219D]]
Tel. [[PHONE|011 562 4526]] – PEC [[EMAIL|roberto.gallo@ingpec.eu]]

Spett.le Condominio "Le Magnolie"
[[ADDRESS|Corso Francia 212, 10143 Torino]]
C.F. 97481291007

Descrizione: direzione lavori rifacimento facciata, 2° acconto
Imponibile € 4.800,00 – Cassa 4% € 192,00 – IVA 22% € 1.098,24 – Totale € 6.090,24
Pagamento: bonifico su [[IBAN|IT06 E382 1018 6118 5944 6403 991]]`],

  ['label', 'en', `CANADA POST  Xpresspost  —  4829 1736 5041 2291
FROM: Hudson's Bay Co., Fulfilment Centre, [[ADDRESS|8925 Torbram Rd, Brampton ON L6T 4G1]]
TO:
[[NAME|AMÉLIE CÔTÉ]]
[[ADDRESS|4521 RUE SAINT-DENIS APP 3]]
[[ADDRESS|MONTRÉAL QC H2J 2L4]]
[[PHONE|514-555-0138]]
Signature required: NO   Weight: 2.3 kg`],

  ['contract', 'en', `RESIDENTIAL TENANCY AGREEMENT (Ireland)
This agreement is made on 15 November 2026 between:
LANDLORD: [[NAME|Séamus Doyle]], of [[ADDRESS|12 Griffith Avenue, Drumcondra, Dublin 9, D09 K7F2]] (PPSN [[PERSONAL_ID|6391824M]])
TENANT(S): [[NAME|Ana Beatriz Costa]] and [[NAME|Lucas Ferreira]]
PROPERTY: [[ADDRESS|Apartment 4, 27 Phibsborough Road, Dublin 7, D07 H2X4]]
RENT: €2,100 per calendar month, payable on the 1st to IBAN [[IBAN|IE89PQEO58400937206626]]
DEPOSIT: €2,100. RTB registration no. PR0048291.
TERM: 12 months from 1 December 2026.
Signed: ______ (Landlord)   ______ (Tenant)   Witness: [[NAME|Mary Kavanagh]]`],

  ['invoice', 'en', `INVOICE  #2026-118            Date: Nov 19, 2026
From: [[NAME|Diego Fernández]] — freelance UX designer
      [[ADDRESS|Av. Corrientes 1847, piso 6 B, C1045 CABA]], Argentina
      CUIT [[TAX_ID|20-34829173-5]]  ·  [[EMAIL|hola@diegofernandez.design]]
To:   Lumen Labs Inc., [[ADDRESS|548 Market St #48291, San Francisco, CA 94104]]
Services: UX audit + redesign of onboarding flow (Sprint 14–16)    USD 6,400.00
Payment: Wise USD account, routing 026073150, account 8310482917365
Thank you!`],

  ['label', 'en', `顺丰速运 SF EXPRESS   运单号 SF1482917365041
寄件人 Sender: [[NAME|李娜]]  [[PHONE|138-1064-1824]]
[[ADDRESS|广东省深圳市南山区科技园南区高新南七道12号]]
收件人 Recipient: [[NAME|陈伟]]  [[PHONE|+86 186 2946 6423]]
[[ADDRESS|四川省成都市武侯区天府大道北段1700号 环球中心 W1-1804]]
托寄物: 文件  重量: 0.5kg  付款方式: 寄付月结 7550482917`],

  ['contract', 'en', `NON-DISCLOSURE AGREEMENT
This Agreement is entered into as of November 20, 2026 by and between:
(1) Quantix Analytics Ltd, a company incorporated in England (No. 11482917), whose registered office is at [[ADDRESS|30 Finsbury Square, London EC2A 1AG]]; and
(2) Dr. [[NAME|Kavya Reddy]], an individual residing at [[ADDRESS|14 Chamundi Hill Road, Mysuru, Karnataka 570004]], India ("Consultant").
…
IN WITNESS WHEREOF:
For Quantix: [[NAME|James Whitaker]], CEO          Consultant: [[NAME|Kavya Reddy]]
Email for notices: [[EMAIL|legal@quantix.co.uk]] / [[EMAIL|kavya.reddy@iisc.ac.in]]`],

  ['invoice', 'en', `FACTURA SIMPLIFICADA  Nº T-2026-048291
Bar Restaurante La Bodeguita S.L. – CIF [[VAT_ID|ESB98023930]]
[[ADDRESS|C/ Cervantes 12, 46007 València]]
19/11/2026 22:41   Mesa 7   Camarero: [[NAME|Jordi]]
2 x Menú del día        29,00
1 x Botella Tempranillo 18,50
2 x Café solo            3,00
TOTAL (IVA incl.)       50,50 €
Tarjeta: **** **** **** 2994   AUT 048291   ¡Gracias por su visita!`],

  ['label', 'en', `PostNL  Pakket  3SDEVC482917365
Afzender: Bol.com, [[ADDRESS|Papendorpseweg 100, 3528 BJ Utrecht]]
Ontvanger:
Dhr. [[NAME|R. Bakker]]
[[ADDRESS|Oranjestraat 14 hs]]
[[ADDRESS|1018 KS Amsterdam]]
Bezorgmoment: di 21-11 tussen 17:30–20:00   Gewicht 2,1 kg`],

  ['contract', 'en', `VEHICLE SALE AGREEMENT
Seller: [[NAME|Nicolás Herrera]], RUT [[PERSONAL_ID|15.482.917-2]], domicile [[ADDRESS|Av. Providencia 1208, Providencia, Santiago]]
Buyer: [[NAME|Camila Soto Fuentes]], RUT [[PERSONAL_ID|18.291.736-2]], phone [[PHONE|+56 9 8453 5244]]
Vehicle: Mazda CX-5 2021, plate [[LICENSE_PLATE|KLTR-48]], VIN JM3KFBDM4M0482917
Price: CLP 17.900.000, paid by transfer on 20-11-2026.
The seller declares the vehicle free of liens.`],

  ['invoice', 'en', `INVOICE – Kyiv Dev Studio FOP
Invoice no. 48/2026, date 20.11.2026
Contractor: FOP [[NAME|Andrii Bondarenko]], tax no. [[TAX_ID|3291748253]], [[ADDRESS|vul. Khreshchatyk 22, kv. 41, Kyiv 01001]], Ukraine
Customer: Nordlicht Software GmbH, [[ADDRESS|Speicherstadt, Am Sandtorkai 62, 20457 Hamburg]], VAT [[VAT_ID|DE975755874]]
Software development services, October 2026: 168 h × 45 EUR = 7 560 EUR
Bank: JSC CB PrivatBank, SWIFT [[BIC|PBANUA2X]], IBAN [[IBAN|UA21 3223 1300 0002 6007 2335 6600 1]]`],

  ['label', 'en', `Poczta Polska – Paczka 48
Nadawca: Allegro.pl sp. z o.o., [[ADDRESS|ul. Grunwaldzka 182, 60-166 Poznań]]
Adresat:
[[NAME|Krzysztof Zając]]
[[ADDRESS|ul. Mickiewicza 17 m. 4]]
[[ADDRESS|20-612 Lublin]]
tel. [[PHONE|+48 698 152 524]]
Nr nadania: PX4829173650PL`],

  ['contract', 'en', `Power of Attorney (excerpt)
I, [[NAME|Nomsa Khumalo]], identity number [[PERSONAL_ID|9608150029081]], residing at [[ADDRESS|8 Loop Street, Cape Town 8001]], hereby appoint [[NAME|Sibusiso Khumalo]], identity number [[PERSONAL_ID|8811025754088]], as my lawful attorney to sell the property known as Erf 4829, Observatory.
Signed at Cape Town on 19 November 2026.
Witnesses: 1. [[NAME|A. van Wyk]]   2. [[NAME|M. Jacobs]]`],

  ['invoice', 'en', `HÓA ĐƠN GTGT / VAT INVOICE   Ký hiệu 1C26TAA  Số 0048291
Đơn vị bán: CÔNG TY TNHH CÀ PHÊ ĐẤT VIỆT – MST 0314829173
Địa chỉ: [[ADDRESS|25 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP.HCM]]
Người mua: [[NAME|Trần Thị Mai]]
Điện thoại: [[PHONE|0909 415 552]]
Hàng hóa: Cà phê Robusta rang xay 1kg × 3 = 735.000 đ; VAT 8% = 58.800 đ; Tổng 793.800 đ`],

  // ----- more JSON / YAML (5) -----
  ['json', 'en', `{
  "mcpServers": {
    "github": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"], "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "[[SECRET|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]]" } },
    "claude": { "env": { "ANTHROPIC_API_KEY": "[[SECRET|sk-ant-api03-kb2l26nkaylEMyosHNwyloPdBMZQf4G9SBSqfPDA28uSwNccStq3fiOLUwQmLeR2zufwl8Y2WVWHnATriHmaVXOEpLJ0qAA]]" } },
    "hf": { "env": { "HF_TOKEN": "[[SECRET|hf_7WEWpYGM3g4ie35PekMp43HiHLAWQsZbsy]]" } }
  }
}`],

  ['json', 'en', '{"id":"evt_3Q8kZ2","type":"charge.succeeded","data":{"object":{"amount":12900,"currency":"eur","billing_details":{"name":"[[NAME|Aleksandra Jovanović]]","email":"[[EMAIL|a.jovanovic@sbb.rs]]","phone":"[[PHONE|+381 64 461 7981]]","address":{"line1":"[[ADDRESS|Knez Mihailova 22]]","postal_code":"11000","city":"Beograd","country":"RS"}},"payment_method_details":{"card":{"brand":"mastercard","last4":"0754","fingerprint":"Xt7q9LmP2kRz4Vw1"}},"receipt_number":"1482-9173"}}}'],

  ['json', 'en', `# docker-compose.override.yml
services:
  api:
    environment:
      - JWT_SECRET=[[SECRET|f8Kq2LmZ9xVt4RwP7nBc3YdH6sJ1gA5e]]
      - MAILGUN_API_KEY=[[SECRET|key-8a8c57922f2263bca77148c50aa6c8f5]]
      - BREVO_KEY=[[SECRET|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]]
      - ADMIN_EMAIL=[[EMAIL|ops@lumen-labs.io]]
      - LOG_LEVEL=debug
  db:
    image: postgres:16.4
    environment:
      POSTGRES_PASSWORD: [[SECRET|pg_Zk4!Rv9Lq2Mx]]
      POSTGRES_USER: lumen`],

  ['json', 'en', `{
  "session": {
    "user": {"id": "u_48291", "name": "[[NAME|Ana Lima]]", "email": "[[EMAIL|ana.lima@nubank.com.br]]"},
    "access_token": "[[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1XzQ4MjkxIiwibmFtZSI6IkFuYSBMaW1hIiwiaWF0IjoxNzYzNjIyMDAwLCJleHAiOjE3NjM2MjU2MDB9.jcdwBCRGja3o3kV_2WHPSoIFieCIPnINFB44cHjXpcK]]",
    "refresh_url": "https://auth.example-bank.com.br/oauth/refresh?client_id=web-app&refresh_token=[[URL_SECRET|rt_9Xk2Lm7QzP4vW8tN3bYc]]",
    "expires_in": 3600
  }
}`],

  ['json', 'en', `aws_profiles:
  default:
    aws_access_key_id = [[SECRET|AKIALQ5VII4Y2LXQNR5Y]]
    aws_secret_access_key = [[SECRET|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]]
    region = ap-northeast-1
azure:
  storage: "DefaultEndpointsProtocol=https;AccountName=mediastore4471;[[SECRET|AccountKey=B26J1z5DKeBR7AmewezI3bjlvcFlpjikcIVVw4Xg2x8z7PjTwNNfBzfOE7oI1Bpeu9pxzqv2jHkEAc46IG4q7S==]];EndpointSuffix=core.windows.net"
owner: [[NAME|Kenji Nakamura]] <[[EMAIL|k.nakamura@mediaworks.jp]]>`],

  // ----- one more form -----
  ['form', 'en', `VOLUNTEER REGISTRATION — Red Crescent Amman
Full name: [[NAME|Layla Haddad]]
Name in Arabic: [[NAME|ليلى حداد]]
National number: [[PERSONAL_ID|9901048291]]
Date of birth: [[DATE_OF_BIRTH|04/01/1999]]
Address: [[ADDRESS|Rainbow Street 27, Jabal Amman, Amman 11181]]
Mobile: [[PHONE|+962 79 489 5860]]
Languages: Arabic, English, some French
Availability: [x] weekends  [ ] weekdays`],

  ['invoice', 'en', `COMMERCIAL INVOICE / PROFORMA (gift, no commercial value)
Invoice no.: CI-2026-1183          Date: 21-11-2026          AWB: 48 2917 3650
Shipper / Exporter:
  [[NAME|Hyun-woo Choi]]
  [[ADDRESS|22 Teheran-ro 98-gil, Gangnam-gu, Seoul 06178]]
  Tel [[PHONE|+82 2-3469-5908]]   Mobile [[PHONE|010-4458-4093]]
Consignee:
  [[NAME|Ayesha Khan]]
  [[ADDRESS|House 14, Street 7, F-8/3]]
  [[ADDRESS|Islamabad 44000]]
  CNIC [[PERSONAL_ID|61101-4829173-2]]   Tel [[PHONE|+92 300 478 7787]]
Description                     HS code     Qty   Unit value   Total
Korean skincare set (gift)      3304.99     2     USD 35.00    USD 70.00
Hanbok for child, silk          6211.42     1     USD 120.00   USD 120.00
Total value USD 190.00   Country of origin KR   Incoterms DAP
I declare that the information above is true and correct.   Signature: [[NAME|H. Choi]]`],

  ['form', 'en', `P60 End of Year Certificate — Tax year to 5 April 2026
Employee's details
  Surname: [[NAME|MACLEOD]]     Forenames or initials: [[NAME|FIONA J]]
  National Insurance number: [[UK_NINO|SN 482561 A]]
  Works/payroll number: 004417
Pay and Income Tax details
  In this employment: Pay £41,280.00   Tax deducted £6,142.40
  Final tax code 1257L
Employer: Caledonian Ferries Ltd, PAYE reference 961/CA48291
Employer's address: [[ADDRESS|Ferry Terminal, Gourock PA19 1QP]]
Keep this certificate in a safe place.
Payroll export ref: MACLEOD-F / ni=[[UK_NINO|sn482561a]] / cat A`],
]
