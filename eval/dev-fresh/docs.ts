/** The hand-written documents of the fresh development set: [genre, language, marked text]. */
export const DOCS: ReadonlyArray<[string, 'de' | 'en', string]> = [
  ['csv', 'en', `id,first_name,last_name,email,phone,city
1,[[NAME|Wei]],[[NAME|Zhang]],[[EMAIL|wei.zhang@example.cn]],[[PHONE|+86 138 1234 5678]],Shanghai
2,[[NAME|Priya]],[[NAME|Raghunathan]],[[EMAIL|priya.r@example.in]],[[PHONE|+91 98765 43210]],Chennai
3,[[NAME|Oluwaseun]],[[NAME|Adeyemi]],[[EMAIL|seun.adeyemi@example.ng]],[[PHONE|+234 803 123 4567]],Lagos
4,[[NAME|Sigrid]],[[NAME|Halvorsen]],[[EMAIL|sigrid@example.no]],[[PHONE|+47 912 34 567]],Bergen
`],
  ['csv', 'de', `Kundennr;Vorname;Nachname;IBAN;Telefon;Geburtsdatum
10023;[[NAME|Jürgen]];[[NAME|Kowalczyk]];[[IBAN|DE89370400440532013000]];[[PHONE|030 12345678]];[[DATE_OF_BIRTH|12.03.1985]]
10024;[[NAME|Ayşe]];[[NAME|Demir]];[[IBAN|DE89 3704 0044 0532 0130 00]];[[PHONE|0171 2345678]];[[DATE_OF_BIRTH|01.07.1979]]
10025;"[[NAME|Marie-Luise]]";"[[NAME|Brandt]]";"[[IBAN|AT611904300234573201]]";"[[PHONE|+43 1 58858 0]]";"[[DATE_OF_BIRTH|23.11.1990]]"
`],
  ['csv', 'en', `"name","card","expires","cvv"
"[[NAME|Hiroshi Tanaka]]","[[CREDIT_CARD|3530111333301230]]","04/28","123"
"[[NAME|Carlos Mendoza]]","[[CREDIT_CARD|30569309025904]]","11/27","456"
"[[NAME|Li Na]]","[[CREDIT_CARD|6212345678901234569]]","01/29","789"
"[[NAME|Siobhan O'Connell]]","[[CREDIT_CARD|6759649826438453]]","09/26","321"
`],
  ['csv', 'en', `employee_id,full_name,ssn,date_of_birth,ip
E-1001,[[NAME|Marcus Johnson]],[[US_SSN|536-22-1457]],[[DATE_OF_BIRTH|1984-05-17]],[[IP_ADDRESS|10.20.30.40]]
E-1002,[[NAME|Fatima Al-Sayed]],[[US_SSN|412-67-3391]],[[DATE_OF_BIRTH|1991-12-02]],[[IP_ADDRESS|10.20.30.41]]
`],
  ['chat', 'en', 'hey, can you call me back? my cell is [[PHONE|(415)555-0132]], or the office [[PHONE|415-555-0178]] ext 12. thanks — [[NAME|Dmitri]]'],
  ['chat', 'en', 'My new number is [[PHONE|13812345678]] (China Mobile), WeChat is the same. Cheers, [[NAME|Mei]]'],
  ['chat', 'en', 'Reach Jamal at [[PHONE|345-899-3560x4587]] during business hours.'.replace('Jamal', '[[NAME|Jamal]]')],
  ['chat', 'de', 'Kannst du [[NAME|Svenja]] kurz anrufen? Festnetz [[PHONE|06221 548932]], sonst [[EMAIL|svenja.k@example.de]].'],
  ['email', 'en', `Hi [[NAME|Astrid]],

please send the contract to our Stockholm office:

[[ADDRESS|Drottninggatan 53
111 21 Stockholm]]

Phone [[PHONE|+46 (0)8 928 571 38]].

Best regards,
[[NAME|Lars Eriksson]]
Nordic Freight AB`],
  ['email', 'en', `Dear Ms. [[NAME|Okafor]],

Your parcel will be delivered to [[ADDRESS|4759 William Haven Apt. 194, West Corey, CA 90152]] on Monday.
If you are not at home, we will leave it with your neighbour.

Kind regards,
Customer Care`],
  ['email', 'en', `Hello,

the invoice address is:
[[NAME|Giulia Ferraro]]
[[ADDRESS|Via Roma 15
00184 Roma]]
Italy

Thanks!`],
  ['email', 'en', `Please update my address to [[ADDRESS|Calle Mayor 12, 28013 Madrid]]. My DNI is [[ES_DNI|12345678Z]].
Regards, [[NAME|Javier Ruiz]]`],
  ['email', 'en', `Shipping to: [[ADDRESS|221B Baker Street, London NW1 6XE]]
Contact: [[NAME|Eleanor Whitfield]], [[PHONE|020 7946 0958]]
NI number: [[UK_NINO|PR 123612C]]`],
  ['email', 'de', `Hallo Herr [[NAME|Yılmaz]],

anbei die Unterlagen. Ihre Steuer-ID [[TAX_ID|10029854630]] und die USt-IdNr. [[VAT_ID|de136695976]] haben wir vermerkt.
Bitte überweisen Sie auf [[IBAN|DE89-3704-0044-0532-0130-00]].

Viele Grüße
[[NAME|Katarzyna Nowak]]`],
  ['form', 'de', `Personalien
Name: [[NAME|Emre Öztürk]]
Ausweis: [[PERSONAL_ID|C22990047]]
FS-Nr.: [[DRIVER_LICENSE|B072RRE2I55]]
Geb.: [[DATE_OF_BIRTH|14.02.1988]]
Tel.: [[PHONE|(030) 4567890]]`],
  ['form', 'en', `Applicant: [[NAME|Thabo Nkosi]]
Driving licence: [[DRIVER_LICENSE|MORGA607054SM9IJ]]
Passport no.: [[PASSPORT|533401372]]
Aadhaar: [[IN_AADHAAR|2345-6789-0124]]`],
  ['ticket', 'en', `Ticket #48213 – login fails
Reporter: [[NAME|Anders Lindqvist]] <[[EMAIL|anders.lindqvist@example.se]]>
Client IP [[IP_ADDRESS|2001:db8:85a3::8a2e:370:7334]], fallback [[IP_ADDRESS|::1]].
Steps: open the portal, enter credentials, see error 500.`],
  ['ticket', 'de', 'Störung #2291: Kunde [[NAME|Bogdan Petrović]] meldet, dass die Zahlung mit Karte [[CREDIT_CARD|5012 3456 7890 8]] abgelehnt wurde. Rückruf unter [[PHONE|+49 (0)89 21 83 67 40]].'],
  ['code', 'en', `package config

var apiToken string = "[[SECRET|9f8e7d6c5b4a39281706f5e4d3c2b1a0]]"
const region = "eu-west-1"
`],
  ['code', 'en', `<?xml version="1.0"?>
<settings>
  <endpoint>https://api.example.com</endpoint>
  <apiToken>[[SECRET|Zx8Qw2Lp9Rt5Yu3Io7Pa1Sd6]]</apiToken>
  <timeout>30</timeout>
</settings>`],
  ['code', 'en', `<?php
$dsn = "mysql:host=localhost;dbname=shop";
$secret = "";
$secret .= "[[SECRET|kP9vX2mQ7rT4wZ8y]]";
echo "ready";`],
  ['code', 'en', `# Makefile
REGISTRY ::= registry.example.com
DEPLOY_TOKEN ::= [[SECRET|Yh7Kq2Wd9Lz4Xv6N]]
API_KEY ?= [[SECRET|Qm3Ts8Rb1Vn6Jc4P]]

build:
\tdocker build -t app .`],
  ['code', 'en', `public class Boot {
  public static void main(String[] args) {
    System.setProperty("API_TOKEN", "[[SECRET|Ab12Cd34Ef56Gh78Ij90]]");
    System.out.println("started");
  }
}`],
  ['code', 'en', `curl -H "Authorization: Token [[SECRET|4c1f9e2b7a3d8c6e5f0a1b2c3d4e5f6a]]" https://api.example.com/v1/items
curl --user deploy:'[[SECRET|S3cr3t!Passw0rd]]' https://ci.example.com/job/build`],
  ['code', 'en', `SOURCEGRAPH_TOKEN=[[SECRET|sgp_a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0]]
VAULT_TOKEN=[[SECRET|hvs.CAESIJ2kb5Xy8tQwLmN0pRsTuVwXyZaBcDeFgHiJkLmNoPq]]
STRIPE_KEY=[[SECRET|rk_live_51HxYzAbCdEfGhIjKlMnOpQr]]
AGE_KEY=[[SECRET|AGE-SECRET-KEY-15FERYXHRDZ9M6Y09MR8WRERWZGJ6F8NTXVHXYRDLM5AAHN0T09NL4UJY86]]`],
  ['code', 'en', `# keys
GITHUB_API_KEY=
DYNATRACE_API_KEY=
SLACK_WEBHOOK=
`],
  ['code', 'en', `#include <iostream>
int main() {
  std::cout << "hello" << std::endl;
  std::vector<int> v;
  return 0;
}`],
  ['log', 'en', `2024-01-15T10:23:45Z INFO server started on [[IP_ADDRESS|0.0.0.0]]:8080
2024-01-15 10:23:46,123 WARN cache miss ratio 0.42
[15/Jan/2024:10:23:47 +0000] "GET /static/video_box.ico-7a388b3f2c1d4e5f.png HTTP/1.1" 200 5120
10:23:48.517 DEBUG pool size 12
OID 2.5.4.3 maps to commonName, 1.2.840.113549.1.1.11 to sha256WithRSA`],
  ['log', 'en', `Jan 15 10:23:49 host sshd[2211]: Accepted publickey for deploy from [[IP_ADDRESS|203.0.113.77]] port 52144
Jan 15 10:23:50 host kernel: [ 1234.567890] eth0: link up, [[IP_ADDRESS|fe80::/10]] route added`],
  ['chat', 'en', 'Reisedaten — Name: [[NAME|Ole Brandt]], Pass: [[PASSPORT|C12345678]], Abflug 14:05'],
  ['chat', 'en', 'Hotel booking 4155552671 confirmed for two nights. The reference 2024-0815 is on the invoice.'],
  ['email', 'en', `Hi team, [[NAME|Nguyen Van An]] and [[NAME|Kenji]] will join the call. Please send the slides to [[NAME|Aisha]] beforehand.
Thanks, [[NAME|Mateusz]]`],
  ['email', 'en', 'Our Lisbon office moved: [[ADDRESS|Rua Augusta 100, 1100-053 Lisboa]]. The Oslo team stays at [[ADDRESS|Storgata 12, 0155 Oslo]].'],
  ['ticket', 'en', 'Customer VAT [[VAT_ID|DE.136.695.976]] was rejected by the VIES check, please verify. Card on file: [[CREDIT_CARD|4222222222222]].'],
  ['chat', 'de', 'Ruf mich bitte unter [[PHONE|0221 / 987 654 3]] zurück, [[NAME|Grzegorz]].'],
  // Second batch: structured logs, configs, SQL, HTML, Markdown, other languages, signatures.
  ['log', 'en', `{"ts":"2024-03-02T08:15:22.481Z","level":"info","msg":"login ok","user":"[[EMAIL|k.osei@example.org]]","ip":"[[IP_ADDRESS|198.51.100.23]]","ua":"Mozilla/5.0"}
{"ts":"2024-03-02T08:15:23.002Z","level":"warn","msg":"sms failed","phone":"[[PHONE|+44 7911 123456]]","attempt":2}
{"ts":"2024-03-02T08:15:24.117Z","level":"info","msg":"cache warm","keys":1842,"took_ms":33}`],
  ['config', 'en', `database:
  host: db.internal
  port: 5432
  user: app
  password: "[[SECRET|nT7#qLw2!xR9vB4s]]"
smtp:
  host: smtp.example.com
  username: mailer
  password: [[SECRET|Hq8vZ3mK1pLx]]
features:
  beta: true`],
  ['code', 'en', `INSERT INTO customers (id, name, email, phone) VALUES
  (1, '[[NAME|Amara Okonkwo]]', '[[EMAIL|amara.okonkwo@example.com]]', '[[PHONE|+234 803 555 0142]]'),
  (2, '[[NAME|Lukas Brandl]]', '[[EMAIL|lukas.brandl@example.at]]', '[[PHONE|+43 664 1234567]]');`],
  ['html', 'en', `<form action="/signup" method="post">
  <input name="fullname" value="[[NAME|Rosa Delgado]]">
  <input name="email" value="[[EMAIL|rosa.delgado@example.es]]">
  <input name="phone" value="[[PHONE|+34 612 345 678]]">
</form>`],
  ['markdown', 'en', `| Name | Role | Phone |
|---|---|---|
| [[NAME|Ingrid Solberg]] | Lead | [[PHONE|+47 412 34 567]] |
| [[NAME|Tomás Ortega]] | Dev | [[PHONE|+34 699 123 456]] |`],
  ['chat', 'en', 'salut ! tu peux rappeler [[NAME|Camille]] au [[PHONE|06 12 34 56 78]] ? merci'],
  ['chat', 'en', 'ciao, sono [[NAME|Luca]], il mio numero è [[PHONE|333 123 4567]]'],
  ['email', 'en', `Best regards,

Dr. [[NAME|Karin Weiß]]
Head of Research
T: [[PHONE|+44 20 7946 0958]]
M: [[PHONE|07700 900456]]
[[ADDRESS|Flat 2, 14 Elm Grove
Bristol
BS1 5TR]]`],
  ['ticket', 'de', 'Kunde meldet sich wegen Beitragsrückstand. Steuer-ID: [[TAX_ID|57 549 285 017]], KVNR [[KVNR|T123456780]], RV-Nummer [[SOCIAL_SECURITY|65 180675 B 003]]. Rückruf erbeten unter [[PHONE|0151 23456789]].'],
  ['chat', 'en', 'ok so my social is [[US_SSN|536-22-1457]] and DOB [[DATE_OF_BIRTH|04/12/1987]], can you update the form?'],
  ['email', 'en', 'The patient, born on [[DATE_OF_BIRTH|3 May 1979]], was seen by Dr. [[NAME|Okafor]]. NHS number [[UK_NHS|943 476 5919]].'],
  ['form', 'de', `Antragsteller: [[NAME|Friederike Lange]]
Geb. am [[DATE_OF_BIRTH|03.05.1979]] in Kassel
Reisepass-Nr.: [[PASSPORT|C01X00T47]]
Kfz-Kennzeichen: [[LICENSE_PLATE|KS-FL 1979]]`],
  ['chat', 'en', 'card is [[CREDIT_CARD|4111 1111 1111 1111]] exp 04/27 cvc 123, name on card [[NAME|J. Whitmore]]'],
  ['code', 'en', `export const config = {
  stripeKey: process.env.STRIPE_KEY,
  sentryDsn: 'https://[[SECRET|5f2b7c9d1e3a4b6c8d0e2f4a6b8c0d1e]]@o123456.ingest.sentry.io/4504',
  githubToken: '[[SECRET|ghp_R7tY2uI9oP4aS6dF8gH0jK3lZ5xC1vB7nM2q]]',
  timeoutMs: 3000
}`],
  ['code', 'en', `# .env.production
DATABASE_URL=postgres://app:[[SECRET|pG9x!2LmQz7w]]@db.example.com:5432/prod
REDIS_URL=redis://cache:6379
SESSION_SECRET=[[SECRET|b1f3c5e7a9d2f4b6c8e0a2c4e6f8b0d2]]
LOG_LEVEL=info`],
  ['ticket', 'en', 'Wallet for the refund: [[CRYPTO_WALLET|bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq]]. Customer IBAN on file: [[IBAN|GB82 WEST 1234 5698 7654 32]], BIC [[BIC|NWBKGB2L]].'],
  ['email', 'en', `Hi [[NAME|Siobhan]],
we moved to [[ADDRESS|350 Fifth Avenue, New York, NY 10118]]. Our new number is [[PHONE|(212) 736-3100]].
Thanks,
[[NAME|Marcus]]`],
  ['log', 'en', `2024-05-01 12:00:01 INFO  job=export rows=15234 duration=00:02:13
2024-05-01 12:00:02 INFO  build 4.12.0-rc.1 deployed to 10 nodes
2024-05-01 12:00:03 DEBUG checksum sha256=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
2024-05-01 12:00:04 INFO  order 1000234567 shipped, tracking 1Z999AA10123456784`],
  ['prose', 'en', 'Version 2.4.1 of the library was released on 2024-02-12. It needs Node 20.11 or later and about 512 MB of memory. See section 4.2.1 of the manual and RFC 7231 for details. The build took 3 min 12 s on 8 cores.'],
  ['prose', 'de', 'Die Sitzung am 12.03.2024 dauerte 2,5 Stunden. Es nahmen 14 Personen teil; das Protokoll hat die Nummer 2024-017. Die nächste Sitzung ist für den 09.04.2024 um 14:30 Uhr in Raum 3.12 geplant.'],
  // Third batch: credentials files, deployment configs, shell and git output, letters, labels, lists.
  ['config', 'en', `[default]
aws_access_key_id = [[SECRET|AKIA454ML6LG4TJFCZ4K]]
aws_secret_access_key = [[SECRET|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]]
region = eu-central-1`],
  ['config', 'en', `//registry.npmjs.org/:_authToken=[[SECRET|npm_AeKOmXRrvftva9AW7hipTgadDZFlRJmCGmUX]]
registry=https://registry.npmjs.org/`],
  ['config', 'en', `apiVersion: v1
kind: Secret
metadata:
  name: db-credentials
type: Opaque
data:
  username: YXBw
  password: [[SECRET|UzNjdXJlIVBhNTV3b3JkLTIwMjQ=]]`],
  ['config', 'en', `services:
  web:
    image: shop:1.4.2
    environment:
      - SLACK_BOT_TOKEN=[[SECRET|xoxb-26616630494-0326991023740-XNv1syeefnLOpaMxxNDi9LE1]]
      - GITLAB_TOKEN=[[SECRET|glpat-rXxtNDFyuzX9k1gnneGE]]
      - OPENAI_API_KEY=[[SECRET|sk-proj-VTzqA05MFsHl7UeioEJP2NNern66nVberACpdclsxHKifxi5]]
      - PORT=8080`],
  ['code', 'en', `import os

SECRET_KEY = os.environ.get("SECRET_KEY", "[[SECRET|k9#Lm2!qWz7@xR4v]]")
DEBUG = False
ALLOWED_HOSTS = ["shop.example.com"]`],
  ['log', 'en', `commit 3f9a1c2e7b4d5a6f8e9c0b1a2d3e4f5a6b7c8d9e
Author: [[NAME|Priya Raghunathan]] <[[EMAIL|priya.raghunathan@example.in]]>
Date:   Tue Mar 5 14:22:31 2024 +0530

    Fix rounding in invoice totals (#4121)`],
  ['log', 'en', `Traceback (most recent call last):
  File "/home/deploy/app/billing.py", line 88, in charge
    raise PaymentError(f"card declined for {email}")
PaymentError: card declined for [[EMAIL|m.dubois+billing@example.fr]]`],
  ['email', 'de', `Sehr geehrte Frau [[NAME|Schäfer-Yıldırım]],

anbei Ihre Gehaltsabrechnung für März. Bitte prüfen Sie Ihre Daten:
Steuer-ID: [[TAX_ID|47 036 892 816]]
SV-Nummer: [[SOCIAL_SECURITY|65 170839 J 003]]
Bankverbindung: [[IBAN|DE89 3704 0044 0532 0130 00]]
Anschrift: [[ADDRESS|Lindenallee 7a, 50968 Köln]]

Mit freundlichen Grüßen
Ihre Personalabteilung`],
  ['email', 'en', `Dear Dr. [[NAME|Haddad]],

Re: [[NAME|Yusuf Ibrahim]], DOB [[DATE_OF_BIRTH|1987-12-04]], NHS No. [[UK_NHS|943 476 5919]]
Thank you for referring this patient. He lives at [[ADDRESS|27 Cedar Lane, Leeds LS1 4AP]].

Yours sincerely,
[[NAME|Eleanor Whitfield]]`],
  ['label', 'en', `SHIP TO:
[[NAME|MARIA GONZALEZ]]
[[ADDRESS|1200 MARKET ST STE 400
SAN FRANCISCO, CA 94102]]
USA`],
  ['label', 'de', `Empfänger:
[[NAME|Herbert Mayr]]
[[ADDRESS|Mariahilfer Straße 100
1070 Wien]]
Österreich`],
  ['chat', 'en', 'numbers for the trip: Paris office [[PHONE|+33 6 12 34 56 78]], Madrid [[PHONE|+34 91 123 45 67]], Warsaw [[PHONE|+48 601 234 567]], Amsterdam [[PHONE|06-12345678]]'],
  ['chat', 'en', 'the router\'s MAC is [[MAC_ADDRESS|3c:22:fb:8a:41:0e]] and it hands out [[IP_ADDRESS|192.168.178.24]] to my laptop'],
  ['email', 'en', `Attendees: [[NAME|Anna Müller]], [[NAME|Jean Dupont]], [[NAME|María José García]], [[NAME|Oluwaseun Adeyemi]]
Agenda: budget 2025, hiring, office move`],
  ['ticket', 'en', 'Customer [[NAME|Ravi Shankar]] ([[EMAIL|ravi.shankar@example.co.in]]) says his PAN [[IN_PAN|AFZPK7190K]] was rejected. Aadhaar on file: [[IN_AADHAAR|2345 6789 0124]].'],
  ['chat', 'en', 'lol the meeting is at 10:30, room 4.12, bring the Q3 numbers (revenue 1,234,567 EUR, growth 12.5 %). ping me at 3pm'],
  ['code', 'en', `const user = { id: 42, role: 'admin', createdAt: '2023-11-02T09:12:44Z' }
for (let i = 0; i < 10; i++) console.log(i * 1024)
// TODO: move the retry count (3) to config
export default user`],
  // Fourth batch: national identifiers as people write them, in their own languages.
  ['chat', 'de', 'Hallo, meine AHV-Nummer ist [[CH_SSN|756.1846.7725.73]], die SVNR meiner Frau in Wien [[AT_SSN|3858 200189]].'],
  ['email', 'en', 'Bonjour, mon numéro de sécurité sociale : [[FR_NIR|1 84 08 78 148 741 24]]. Mon codice fiscale italien est [[IT_FISCAL_CODE|SPSMTT87T04H501X]].'],
  ['form', 'en', `BSN: [[NL_BSN|293053431]]
PESEL: [[PL_PESEL|89042239795]]
NRIC: [[SG_NRIC|T2394578E]]
ITIN: [[US_ITIN|916-88-5631]]`],
  ['ticket', 'en', 'Contractor onboarding: TFN [[AU_TFN|538 989 311]], Canadian SIN [[CA_SIN|758 438 584]], DNI [[ES_DNI|53171877V]], PAN [[IN_PAN|ZLAHY1144J]].'],
  ['csv', 'en', `country;id_type;id_value
NL;bsn;[[NL_BSN|147155861]]
PL;pesel;[[PL_PESEL|07270738619]]
CH;ahv;[[CH_SSN|7569246322633]]
IN;aadhaar;[[IN_AADHAAR|5089 1171 5777]]`],
  ['chat', 'de', 'Versichertennummer der TK: [[KVNR|W153080785]], Rentenversicherung [[SOCIAL_SECURITY|46 240665 H 912]]'],
  ['chat', 'en', 'send the ETH to [[CRYPTO_WALLET|0xb03205735770722ca671f5b1b847252d76f4a50f]] or BTC to [[CRYPTO_WALLET|1FUVDmpKwYZjLN4HwcZDeZ22fAAnvRK3k6]]'],
  ['email', 'de', 'Bankverbindung: IBAN [[IBAN|IT60P0103095354317301755868]], BIC [[BIC|DKUBDEQQXXX]]. USt-IdNr.: [[VAT_ID|ATU89090527]]'],
  ['ticket', 'de', 'Fahrzeug mit dem Kennzeichen [[LICENSE_PLATE|BN-N 2633]] stand im Halteverbot; Halter: [[NAME|Uwe Kersting]], Personalausweis [[PERSONAL_ID|TC1CLY4JG2]].'],
  ['log', 'en', 'dhcp: lease [[IP_ADDRESS|192.168.1.50]] to [[MAC_ADDRESS|bc:bb:fa:a8:11:87]] (host [[NAME|kim]]-laptop) renewed'.replace('[[NAME|kim]]', 'kim')],
  ['code', 'en', 'curl "https://api.example.com/v2/report?format=csv&api_key=[[URL_SECRET|f3Kp9Lq2Zx7Rw4Tb]]&from=2024-01-01"'],
  ['chat', 'en', 'here\'s the share link https://files.example.com/s/report.pdf?sig=[[URL_SECRET|a9F3kL2pQ8rT5wX1]]&exp=1712345678 (valid 24h)'],
  ['email', 'en', 'Patient: [[NAME|Aroha Ngata]], NHS [[UK_NHS|508 442 3964]], date of birth [[DATE_OF_BIRTH|14/09/1962]]. Next of kin: [[NAME|Wiremu Ngata]], [[PHONE|+64 21 123 4567]].'],
  // Fifth batch: longer mixed messages with many hard negatives.
  ['email', 'de', `Betreff: Rückfrage zu Auftrag 2024-118734

Hallo Frau [[NAME|Okonjo]],

vielen Dank für Ihre Bestellung vom 14.02.2024 (Rechnungsnr. RE-55812, Betrag 1.249,90 EUR). Die Lieferung an
[[ADDRESS|Am Sonnenhang 4, 79100 Freiburg im Breisgau]] erfolgt voraussichtlich in KW 9. Ihre Kundennummer lautet 4471-2209.

Bei Fragen erreichen Sie uns werktags von 8 bis 17 Uhr unter [[PHONE|0761 45678-0]] oder per Mail an [[EMAIL|service@moebel-sued.example]].

Freundliche Grüße
[[NAME|Tobias Wendler]]
Möbel Süd GmbH · HRB 712345 · USt-IdNr. [[VAT_ID|DE136695976]]`],
  ['chat', 'en', `[09:14] [[NAME|Aiko]]: deploy of v3.18.2 failed on node-7 (exit 137), see run #88123
[09:15] [[NAME|Ben]]: OOM again? bump the limit to 2048Mi
[09:16] [[NAME|Aiko]]: done, also rotated the key, new one is in the vault (ticket SEC-4412)
[09:20] [[NAME|Ben]]: 👍 ping [[NAME|Rafael]] at [[PHONE|+55 11 98765-4321]] if it breaks again`],
  ['ticket', 'en', `INC0012345 | Priority P2 | Opened 2024-04-03 11:02 UTC
Affected user: [[NAME|Grace Achterberg]] ([[EMAIL|g.achterberg@example.nl]]), laptop asset tag LT-00921, serial C02XK1ZJHV2R.
Symptoms: VPN drops every 30 min; gateway [[IP_ADDRESS|203.0.113.9]], client [[IP_ADDRESS|10.14.2.77]], MTU 1400.
Steps taken: reinstalled client 5.2.1, cleared cache (sha1 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12).`],
  ['email', 'en', `Hi [[NAME|Deepa]],

Quick recap of today's call with Mr. [[NAME|Abernathy]]: the contract value is USD 48,500, term 24 months, start 1 July.
He asked us to send the signed copy to [[ADDRESS|1600 Amphitheatre Pkwy, Mountain View, CA 94043]] and to cc his assistant [[NAME|Lena Fischer]] ([[EMAIL|lena.fischer@example.com]]).

Reference: PO-2024-0771, quote Q-3391-B.
Thanks,
[[NAME|Arjun]]`],
  ['csv', 'de', `Datum;Artikel;Menge;Preis;Kunde;Telefon
2024-03-01;A-1002;3;19,99;[[NAME|Henrike Voss]];[[PHONE|040 3861-2290]]
2024-03-01;B-2203;1;249,00;[[NAME|Malik Osei]];[[PHONE|+49 176 98765432]]
2024-03-02;A-1002;12;19,99;Firma Nordlicht KG;040 555 0101-0`.replace('040 555 0101-0', '[[PHONE|040 555 0101-0]]')],
  ['prose', 'en', `The 2023 annual report lists 1,842 employees in 14 countries. Revenue grew 12.4 % to EUR 318.7 million;
EBIT margin was 9.1 %. The new plant in Building 7 (Gate 3) opened on 15 September. ISBN 978-3-16-148410-0.
Our support line 0800 123 456 is free of charge; ticket numbers have the form ABC-123456.`.replace('0800 123 456', '[[PHONE|0800 123 456]]')],
  ['code', 'en', `// retry with exponential backoff: 100, 200, 400, 800 ms
const ports = [8080, 8443, 9090]
const uuid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301'
const version = '1.22.3'
const checksum = 'd41d8cd98f00b204e9800998ecf8427e'
const build = 20240315.2
const color = '#1e90ff'
const path = '/var/lib/app/2024/03/15/report-001.csv'`],
  // Sixth batch: names in running prose among capitalised non-names.
  ['email', 'en', `Hi all,

Last Tuesday [[NAME|Marcus Feldman]] from Procurement met with the Siemens Healthineers team in Erlangen. [[NAME|Marcus]] thinks
the Q3 Roadmap is realistic if Product Marketing signs off by Friday. [[NAME|Yvonne Beaumont]] (Legal) will review the NDA.
Next steps: Budget Review on Monday, then the All Hands in the Berlin Office.

Best,
[[NAME|Hannah]]`],
  ['chat', 'de', 'Kurze Info: [[NAME|Jörg]] ist heute im Homeoffice, [[NAME|Frau Szymańska]] vertritt ihn. Die Besprechung mit der Deutschen Bahn wird auf Donnerstag verschoben, Raum Elbe im 3. OG.'.replace('[[NAME|Frau Szymańska]]', 'Frau [[NAME|Szymańska]]')],
  ['ticket', 'en', `Summary: Export to Microsoft Excel fails for Windows Server 2019
Reporter: [[NAME|Olumide Bankole]]
Assignee: [[NAME|Petra Novotná]]
Description: Since the April Update, clicking "Export" in Google Chrome shows "Access Denied". Works in Mozilla Firefox.`],
  ['email', 'de', `Sehr geehrter Herr Dr. [[NAME|Castellano]],

wie mit Ihrer Kollegin Frau [[NAME|Lindgren]] besprochen, senden wir Ihnen anbei das Angebot für die Wartung der Anlage in Halle 4.
Ansprechpartner bei uns ist [[NAME|Herr Błaszczykowski]], erreichbar unter [[PHONE|+49 231 9020-150]].

Mit freundlichen Grüßen
[[NAME|Sabine Kaltenbrunner]]
Vertriebsinnendienst`.replace('[[NAME|Herr Błaszczykowski]]', 'Herr [[NAME|Błaszczykowski]]')],
  ['prose', 'en', `The Golden Gate Bridge, the Empire State Building and the Eiffel Tower are on the list. Apple, Amazon and Netflix
reported results on Thursday. In Paris, Texas, the Rolling Stones played a Christmas Concert. Visit New York, London or Rome in May.`],
  ['prose', 'de', `Die Stadtwerke München haben am Montag die neuen Tarife vorgestellt. Laut Bundesnetzagentur steigen die Kosten im Januar.
Die Sparkasse Köln-Bonn und die Volksbank Mittelhessen bieten Sprechstunden im Rathaus an. Grüße aus dem Allgäu!`],
  ['chat', 'en', '@[[NAME|tanvir]] can you review PR #482? also cc [[NAME|Ingrid]] and [[NAME|Kofi Boateng]] pls'.replace('@[[NAME|tanvir]]', '@tanvir')]
]
