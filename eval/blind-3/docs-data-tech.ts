/** CSV/JSON/YAML/XML exports, logs, .env and config files, code (blind-3). Values are fictional; check digits are valid. */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_DATA_TECH: RawDoc[] = [
  ['csv', 'de', `Personalnummer;Nachname;Vorname;Geburtsdatum;Steuer-ID;SV-Nummer;Krankenkasse;KVNR;IBAN;Straße;PLZ;Ort
100417;[[NAME|Weber]];[[NAME|Jonas]];[[DATE_OF_BIRTH|03.07.1984]];[[TAX_ID|41902376814]];[[SOCIAL_SECURITY|12 030784 W 038]];TK;[[KVNR|K876932477]];[[IBAN|DE36500105173651907442]];[[ADDRESS|Eschersheimer Landstraße 301]];60320;Frankfurt am Main
100418;[[NAME|Krause]];[[NAME|Susanne]];[[DATE_OF_BIRTH|21.11.1979]];[[TAX_ID|75249816380]];[[SOCIAL_SECURITY|65 211179 K 514]];Barmer;[[KVNR|S499187298]];[[IBAN|DE14370400441320687109]];[[ADDRESS|Am Lindenbaum 12]];61231;Bad Nauheim
100422;[[NAME|Yılmaz]];[[NAME|Murat]];[[DATE_OF_BIRTH|09.02.1991]];;[[SOCIAL_SECURITY|53 090291 Y 026]];AOK Hessen;[[KVNR|A172454316]];[[IBAN|DE78100900007976137233]];[[ADDRESS|Hanauer Landstraße 148]];60314;Frankfurt am Main
100431;[[NAME|Hoffmann]];[[NAME|Bernd]];[[DATE_OF_BIRTH|30.05.1968]];;[[SOCIAL_SECURITY|24 300568 H 042]];DAK;[[KVNR|B397805468]];[[IBAN|DE44701500001880169195]];[[ADDRESS|Rosenweg 4]];63303;Dreieich`],

  ['csv', 'en', `employee_id,full_name,dob,tfn,mobile,street,suburb,state,postcode,super_fund
E-2041,[[NAME|Jacinta Moore]],[[DATE_OF_BIRTH|1988-02-14]],[[AU_TFN|747 758 755]],[[PHONE|0412 733 904]],[[ADDRESS|19 Bent Street]],Paddington,NSW,2021,AustralianSuper
E-2042,[[NAME|Tran Van Minh]],[[DATE_OF_BIRTH|1993-10-30]],[[AU_TFN|146 833 853]],[[PHONE|0433 218 667]],[[ADDRESS|4/88 Sydney Road]],Brunswick,VIC,3056,HostPlus
E-2043,[[NAME|Olivia Papadakis]],[[DATE_OF_BIRTH|1979-06-05]],[[AU_TFN|730 121 437]],[[PHONE|+61 491 570 110]],[[ADDRESS|7 Hay Street]],Subiaco,WA,6008,REST`],

  ['json', 'en', `{
  "kyc_case": "KYC-2026-118204",
  "status": "manual_review",
  "customer": {
    "first_name": "[[NAME|Aleksander]]",
    "last_name": "[[NAME|Nowicki]]",
    "date_of_birth": "[[DATE_OF_BIRTH|1987-06-14]]",
    "nationality": "PL",
    "national_id": { "type": "PESEL", "value": "[[PL_PESEL|87061441281]]" },
    "passport_number": "[[PASSPORT|EK4471902]]",
    "email": "[[EMAIL|a.nowicki@protonmail.com]]",
    "phone": "[[PHONE|+48 604 118 273]]",
    "address": { "line1": "[[ADDRESS|ul. Piotrkowska 112 m. 5]]", "postal_code": "90-006", "city": "Łódź", "country": "PL" }
  },
  "wallets": [
    { "chain": "BTC", "address": "[[CRYPTO_WALLET|bc1q644lsjklacq6m5u2625rjdy3khjrfehhrfhdcv]]" },
    { "chain": "ETH", "address": "[[CRYPTO_WALLET|0xc8fdcd01ed37871fc6920fe4bf1d2bd5588d94cc]]" }
  ],
  "signup_ip": "[[IP_ADDRESS|83.24.171.9]]",
  "risk_flags": ["pep_check_pending"],
  "reviewer": "[[NAME|Hannah Okoye]]"
}`],

  ['yaml', 'en', `# referral export — Riverside Community Health — generated 2026-11-30T07:00:00Z
referrals:
  - patient:
      name: [[NAME|Margaret Ellison]]
      nhs_number: [[UK_NHS|722 736 0415]]
      dob: [[DATE_OF_BIRTH|1948-09-02]]
      address: [[ADDRESS|22 Garth Road, Bangor LL57 2RT]]
      phone: [[PHONE|01248 382 119]]
    referred_to: Cardiology, Ysbyty Gwynedd
    urgency: routine
    gp: Dr [[NAME|Rhys Pritchard]]
  - patient:
      name: [[NAME|Kwame Asante]]
      nhs_number: [[UK_NHS|935 879 5344]]
      dob: [[DATE_OF_BIRTH|1971-04-23]]
      address: [[ADDRESS|Flat 6, 31 Holyhead Road, Bangor LL57 2EU]]
      phone: [[PHONE|07700 900774]]
    referred_to: Diabetes clinic
    urgency: soon
    gp: Dr [[NAME|Rhys Pritchard]]`],

  ['csv', 'sv', `medlemsnr,namn,personnummer/hetu,epost,telefon,land
N-1001,[[NAME|Linnea Åkesson]],[[PERSONAL_ID|850612-5882]],[[EMAIL|linnea.akesson@bredband.net]],[[PHONE|+46 70 412 88 31]],SE
N-1002,[[NAME|Aatu Hämäläinen]],[[PERSONAL_ID|210489-9734]],[[EMAIL|aatu.hamalainen@elisanet.fi]],[[PHONE|+358 40 718 3325]],FI
N-1003,[[NAME|Frederik Juul Madsen]],[[PERSONAL_ID|140382-1187]],[[EMAIL|fjm@mail.dk]],[[PHONE|+45 31 48 22 90]],DK
N-1004,[[NAME|Guðrún Sigurðardóttir]],,[[EMAIL|gudrun.s@simnet.is]],[[PHONE|+354 862 4417]],IS`],

  ['json', 'pt', `[
  {"id": 5521, "nome": "[[NAME|Rafael Monteiro de Almeida]]", "cpf": "[[PERSONAL_ID|314.906.825-89]]", "email": "[[EMAIL|rafael.almeida@uol.com.br]]", "celular": "[[PHONE|+55 11 98134-2207]]", "endereco": "[[ADDRESS|Rua Augusta, 1508, apto 92]]", "cidade": "São Paulo", "uf": "SP", "cep": "01304-001"},
  {"id": 5522, "nome": "[[NAME|Juliana Costa Ribeiro]]", "cpf": "[[PERSONAL_ID|093.772.139-59]]", "email": "[[EMAIL|ju.ribeiro@gmail.com]]", "celular": "[[PHONE|+55 21 99702-4418]]", "endereco": "[[ADDRESS|Av. Nossa Senhora de Copacabana, 690, sala 301]]", "cidade": "Rio de Janeiro", "uf": "RJ", "cep": "22050-001"},
  {"id": 5523, "nome": "[[NAME|Thiago Nascimento]]", "cpf": "[[PERSONAL_ID|723.035.075-10]]", "email": "[[EMAIL|thiago.nasc@hotmail.com]]", "celular": "[[PHONE|+55 71 98811-3076]]", "endereco": "[[ADDRESS|Rua Chile, 22]]", "cidade": "Salvador", "uf": "BA", "cep": "40020-000"}
]`],

  ['csv', 'de', `Parkplatzvergabe Tiefgarage Werk 2 – Stand 01.12.2026
Stellplatz,Mitarbeiter,Abteilung,Kennzeichen,Fahrzeug
TG2-014,[[NAME|Carola Eickhoff]],Einkauf,[[LICENSE_PLATE|BI-CE 1207]],VW Golf
TG2-015,[[NAME|Hakan Yıldız]],Logistik,[[LICENSE_PLATE|GT-HY 88]],Skoda Octavia
TG2-016,Dr. [[NAME|Ruth Meinhardt]],Geschäftsleitung,[[LICENSE_PLATE|BI-RM 5]],BMW i4
TG2-017,[[NAME|Sebastian Kleinehellefort]],IT,[[LICENSE_PLATE|HF-SK 3310E]],Hyundai Kona Elektro
TG2-018,Pool,–,BI-WK 2001,Firmenwagen (Pool)`],

  ['json', 'en', `{
  "driver_application_id": "DA-77-41902",
  "applicant": {
    "name": "[[NAME|Marcus T. Holloway]]",
    "ssn": "[[US_SSN|435-54-1850]]",
    "date_of_birth": "[[DATE_OF_BIRTH|1985-12-09]]",
    "drivers_license": { "state": "TX", "number": "[[DRIVER_LICENSE|41887203]]", "expires": "2029-12-09" },
    "address": "[[ADDRESS|5117 Live Oak St, Dallas, TX 75206]]",
    "phone": "[[PHONE|(214) 555-0146]]",
    "email": "[[EMAIL|mholloway85@icloud.com]]"
  },
  "vehicle": { "make": "Toyota", "model": "Camry", "year": 2021, "plate": "[[LICENSE_PLATE|MHT 4471]]", "state": "TX" },
  "background_check": { "provider": "Checkr", "status": "clear", "completed_at": "2026-11-14T19:22:08Z" }
}`],

  ['csv', 'en', `sku,ean,description,price_eur,stock,updated
BRK-4410-BLK,4006381333931,Bracket steel black 40x40,3.49,1200,2026-11-28T06:00:00Z
BRK-4410-WHT,4006381333948,Bracket steel white 40x40,3.49,860,2026-11-28T06:00:00Z
SCR-M6-30,4006381334013,Screw M6x30 DIN 912 (100 pcs),7.90,310,2026-11-27T22:10:00Z
CBL-CAT6-05,4250366812345,Patch cable Cat.6 0.5 m grey,1.29,4400,2026-11-25T11:41:00Z
PSU-24V-60W,4250366819920,Power supply 24 V 60 W DIN rail,24.50,75,2026-11-20T09:00:00Z`],

  ['json', 'en', `{
  "service": "pricing-api",
  "version": "4.18.2",
  "git_sha": "9c1e4b7f2a0d6e83b5c4f1a7d9e2b6c0a3f58d41",
  "build": { "id": 20261130.7, "node": "22.11.0", "started": "2026-11-30T05:02:41Z", "duration_ms": 184233 },
  "uptime_s": 1209644,
  "requests": { "total": 88412093, "p50_ms": 12.4, "p95_ms": 48.1, "errors_5xx": 1122 },
  "dependencies": { "postgres": "16.4", "redis": "7.2.5", "openssl": "3.0.13" },
  "feature_flags": ["dynamic_vat_v2", "fx_cache_ttl_300"],
  "checksum_sha256": "7aeeb319b02903fe89a10d4db74302740d122bb8d9d66bc2cc74ec10a0097c51"
}`],

  ['yaml', 'en', `# helm values — staging (secrets come from the vault, never commit real values)
image:
  repository: registry.internal/payments/api
  tag: "3.9.1"
  digest: sha256:62da43797cbe7fc2708d3e59be858af8c8a734b0d63f02978989edb070ed7541
replicaCount: 3
env:
  DB_HOST: postgres-payments.staging.svc.cluster.local
  DB_USER: payments
  DB_PASSWORD: \${DB_PASSWORD}
  STRIPE_SECRET_KEY: <set-in-vault>
  LOG_LEVEL: info
resources:
  limits: { cpu: "1500m", memory: 1Gi }
probes:
  liveness: /healthz
  readiness: /readyz`],

  ['config', 'en', `# .env.production — ops-billing (DO NOT COMMIT) — last rotated 2026-10-02
NODE_ENV=production
PORT=8080
DATABASE_URL=[[SECRET|postgresql://billing_svc:Vq8!rTe3mLz0xP@pg-prod-01.internal:5432/billing]]
REDIS_URL=redis://redis-prod.internal:6379
AWS_ACCESS_KEY_ID=[[SECRET|AKIAWUFEELOANIKQNCXK]]
AWS_SECRET_ACCESS_KEY=[[SECRET|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]]
AWS_REGION=eu-central-1
STRIPE_SECRET_KEY=[[SECRET|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]]
STRIPE_PUBLISHABLE_KEY=pk_live_51wDPfX2zslOUf32ASsHTCHoVqFJtp3a0ZKysnqMN0TBs2iWstL0duJxyWwn0QQva
SENDGRID_API_KEY=[[SECRET|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]]
JWT_SIGNING_SECRET=[[SECRET|PM1jqA7Qpc9UQvcX2w]]
SUPPORT_MAIL_FROM=[[EMAIL|billing@ostwind-logistik.de]]
GOOGLE_MAPS_API_KEY=[[SECRET|AIzaHdMpNki37IR2K4QdEHj7FjTDoA_1-MCHhaM]]
SENTRY_ENVIRONMENT=production`],

  ['log', 'en', `[[IP_ADDRESS|91.64.203.18]] - - [21/Nov/2026:09:14:02 +0100] "GET /api/v2/orders?page=2 HTTP/1.1" 200 4812 "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6)"
[[IP_ADDRESS|91.64.203.18]] - - [21/Nov/2026:09:14:03 +0100] "GET /download/invoice.pdf?id=RE-2026-08841&token=[[URL_SECRET|dl_7Hq2Vx9KpLmR4tWz8Ne3]] HTTP/1.1" 200 88214 "-" "Mozilla/5.0"
[[IP_ADDRESS|2a02:8108:1140:4e00:5d1c:a2f3:91b4:7e20]] - - [21/Nov/2026:09:15:47 +0100] "POST /api/v2/login HTTP/2.0" 401 112 "-" "okhttp/4.12.0"
[[IP_ADDRESS|185.220.101.44]] - - [21/Nov/2026:09:16:10 +0100] "GET /wp-login.php HTTP/1.1" 404 153 "-" "python-requests/2.32.3"
[[IP_ADDRESS|10.0.3.12]] - - [21/Nov/2026:09:16:31 +0100] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"
[[IP_ADDRESS|91.64.203.18]] - - [21/Nov/2026:09:17:55 +0100] "GET /reset-password?uid=88213&code=[[URL_SECRET|Rk7Q2mXv9bT4]] HTTP/1.1" 302 0 "-" "Mozilla/5.0"`],

  ['config', 'en', `# config/notifier.yml
slack:
  webhook_url: [[SECRET|https://hooks.slack.com/services/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]]
  channel: "#alerts-prod"
github:
  token: [[SECRET|ghp_GAnqfg7BUVm21PknB40gwJvxvDuk02SszHdd]]
  repo: ostwind/tms-backend
smtp:
  host: smtp.office365.com
  port: 587
  user: [[EMAIL|alerts@ostwind-logistik.de]]
  password: [[SECRET|TIUGnQ#uZBBQ6kz]]
on_call:
  primary: [[NAME|Kerstin Mahlow]] ([[PHONE|+49 171 4418 220]])
  secondary: [[NAME|Jens Vogelsang]] ([[PHONE|+49 160 9331 7046]])`],

  ['code', 'en', `# scripts/summarize_tickets.py  — quick hack, move keys to env before merging!!
import anthropic
import openai

ANTHROPIC_API_KEY = "[[SECRET|sk-ant-api03-HZk5Eo4tpR5nrLURasL0bQ8gipRxdr98Rn36bfT46USwlZyTUj8cZWafmYgXlif7FJwVeS4Jjsx_AnMmTfpy6Yjv_CqpuAA]]"
openai.api_key = "[[SECRET|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]]"

client = anthropic.Anthropic(api_key=ANTHROPIC_API_KEY)

def summarize(ticket_text: str) -> str:
    msg = client.messages.create(
        model="claude-sonnet-4-5",
        max_tokens=400,
        messages=[{"role": "user", "content": f"Summarize:\\n{ticket_text}"}],
    )
    return msg.content[0].text

if __name__ == "__main__":
    # TODO remove: test with a real ticket from [[NAME|Gareth]]
    print(summarize("Login fails after password reset, customer [[NAME|Gareth Pryce]], [[EMAIL|g.pryce@valleyhomes.co.uk]]"))`],

  ['code', 'en', `// src/notify/sms.ts
import twilio from 'twilio'
import formData from 'form-data'
import Mailgun from 'mailgun.js'

const ACCOUNT_SID = 'ACbeccdcaf31e80fef52189e59369d9fe0'
const API_KEY_SID = '[[SECRET|SK8070f373c2f5e30be02595f626678894]]'
const API_KEY_SECRET = '[[SECRET|r4Bxh9!sUtkkTXF]]'
const client = twilio(API_KEY_SID, API_KEY_SECRET, { accountSid: ACCOUNT_SID })

const mg = new Mailgun(formData).client({ username: 'api', key: '[[SECRET|key-2731b5fa86445a3332ea1685dda59972]]' })

export async function notifyDriver (to: string, text: string) {
  // default test recipient: [[NAME|Marcus Holloway]] [[PHONE|+1 214 555 0146]]
  return client.messages.create({ from: '[[PHONE|+12145550100]]', to, body: text })
}`],

  ['log', 'en', `{"ts":"2026-11-24T13:02:11.402Z","level":"info","svc":"auth","msg":"login ok","user":"[[EMAIL|s.lindgren@nordvik-consult.se]]","ip":"[[IP_ADDRESS|94.254.10.77]]","mfa":"totp"}
{"ts":"2026-11-24T13:02:14.019Z","level":"debug","svc":"auth","msg":"issued token","user":"[[EMAIL|s.lindgren@nordvik-consult.se]]","access_token":"[[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0NDcxIiwibmFtZSI6InN2Yy1iaWxsaW5nIiwiaWF0IjoxNzY3MjYyMDAwLCJleHAiOjE3NjczNDg0MDB9.P_8BmACzuFAQiT1bRs_MuczZIkA0qUBCAmHx3z123E8]]"}
{"ts":"2026-11-24T13:05:40.771Z","level":"warn","svc":"auth","msg":"failed login","user":"[[EMAIL|arjun.mehta@nordvik-consult.se]]","ip":"[[IP_ADDRESS|49.207.192.14]]","attempt":3}
{"ts":"2026-11-24T13:05:41.003Z","level":"warn","svc":"auth","msg":"account locked","user":"[[EMAIL|arjun.mehta@nordvik-consult.se]]","unlock_after_s":900}
{"ts":"2026-11-24T13:09:02.336Z","level":"info","svc":"auth","msg":"password reset requested","user":"[[EMAIL|arjun.mehta@nordvik-consult.se]]","ip":"[[IP_ADDRESS|49.207.192.14]]"}`],

  ['log', 'en', `Nov 28 07:41:12 gw-office dnsmasq-dhcp[1184]: DHCPACK(br-lan) [[IP_ADDRESS|192.168.1.104]] [[MAC_ADDRESS|a4:83:e7:2c:19:f0]] iPhone-Lager
Nov 28 07:43:55 gw-office dnsmasq-dhcp[1184]: DHCPACK(br-lan) [[IP_ADDRESS|192.168.1.117]] [[MAC_ADDRESS|5c:e9:1e:07:b3:4d]] MacBook-Air-Buchhaltung
Nov 28 07:52:30 gw-office dnsmasq-dhcp[1184]: DHCPREQUEST(br-lan) [[IP_ADDRESS|192.168.1.131]] [[MAC_ADDRESS|b8:27:eb:d1:60:9a]]
Nov 28 07:52:30 gw-office dnsmasq-dhcp[1184]: DHCPACK(br-lan) [[IP_ADDRESS|192.168.1.131]] [[MAC_ADDRESS|b8:27:eb:d1:60:9a]] raspberrypi
Nov 28 08:03:17 gw-office kernel: [1944021.118] br-lan: port 3(lan3) entered forwarding state
Nov 28 08:04:09 gw-office wireguard: peer [[IP_ADDRESS|fd42:7e::2]] handshake from [[IP_ADDRESS|178.24.91.206]]:51820`],

  ['config', 'en', `# ~/.npmrc, ~/.pypirc and CI variables pasted into ticket OPS-3318 by mistake
//registry.npmjs.org/:_authToken=[[SECRET|npm_hFc9us8CEFqjACs5PKAqMyM25zR9ybdVjWfT]]

[pypi]
username = __token__
password = [[SECRET|pypi-AgEIcHlwaS5vcmcRVQSmMQszHV4g_6uMQyD9X9b9IE-zj21vBZIMuINup-beNZYZ4Jaf51s6wcA]]

GITLAB_TOKEN=[[SECRET|glpat-G8LKUfiIAmpgGgwdtH56]]
HF_TOKEN=[[SECRET|hf_Q0lfIAIMIU8Bd7o7bX936uSKi5OBRMHI8H]]
DIGITALOCEAN_ACCESS_TOKEN=[[SECRET|dop_v1_03f8aebc799d93b841fc6f871b41f88f6d1cd58901dc6f37965ca7b6363d989c]]
SHOPIFY_ADMIN_TOKEN=[[SECRET|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]]`],

  ['log', 'en', `2026-11-26 22:10:04,118 INFO  [alert-bot] sending to Telegram
2026-11-26 22:10:04,119 DEBUG [urllib3] POST https://api.telegram.org/bot[[SECRET|6707161545:AAaF_3r6rvzydcPiJ-LdRleIj5VdRpXxOCT]]/sendMessage chat_id=-1002231187
2026-11-26 22:10:04,402 INFO  [alert-bot] delivered message_id=8812
2026-11-26 22:11:30,006 INFO  [backup] snapshot db-prod-2026-11-26 complete (41.2 GiB) sha1=439195f707cc98fe9c969ba0be3277646fc72d96
2026-11-26 22:11:31,540 INFO  [backup] upload to https://storage.example-backup.net/snap/db-prod-2026-11-26?X-Amz-Signature=[[URL_SECRET|3f1a9b27c04e58d6a2b7e9f1c38d054a6b7e2f91c0d4a8b3e5f6172839a0b1c2]]&X-Amz-Expires=3600 ok
2026-11-26 22:12:00,000 INFO  [cron] next run 2026-11-27 22:10:00`],

  ['log', 'en', `Run ./gradlew build --no-daemon
Downloading https://services.gradle.org/distributions/gradle-8.10.2-bin.zip
> Task :compileKotlin
> Task :test
BUILD SUCCESSFUL in 3m 41s
42 actionable tasks: 39 executed, 3 up-to-date
Artifact sha256: 5f70bf18a086007016e948b04aed3b82103a36bea41755b6cddfaf10ace3c6ef
Uploaded app-release-2.14.0.1-build.3318.aab (38.4 MB)
Version code 2140001 · min SDK 26 · target SDK 35 · commit 1a4f9e2 · run 2026-11-29T14:02:55Z
Cache key: gradle-linux-x64-8f2c71d0e4b94a16 · runner ubuntu-24.04 (20261124.1.0)`],

  ['code', 'fr', `-- export partiel table clients (migration CRM) — à supprimer après import
INSERT INTO clients (id, nom, prenom, nir, date_naissance, adresse, tel) VALUES
 (1201, '[[NAME|Garnier]]', '[[NAME|Aurélie]]', '[[FR_NIR|2 92 07 75 115 574 28]]', '[[DATE_OF_BIRTH|1992-07-18]]', '[[ADDRESS|44 rue de la Convention, 75015 Paris]]', '[[PHONE|06 71 28 44 90]]'),
 (1202, '[[NAME|Van Acker]]', '[[NAME|Pieter]]', NULL, '[[DATE_OF_BIRTH|1983-10-25]]', '[[ADDRESS|Rue Haute 112, 1000 Bruxelles]]', '[[PHONE|+32 475 63 21 09]]'),
 (1203, '[[NAME|Benali]]', '[[NAME|Karim]]', NULL, NULL, '[[ADDRESS|9 place Bellecour, 69002 Lyon]]', '[[PHONE|04 72 41 08 66]]');
-- rijksregisternummer de M. Van Acker (pour la Belgique) : [[PERSONAL_ID|83.10.25-551.27]]`],

  ['xml', 'en', `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
 <CstmrCdtTrfInitn>
  <GrpHdr><MsgId>SAL-2026-11-A</MsgId><CreDtTm>2026-11-27T10:00:00</CreDtTm><NbOfTxs>2</NbOfTxs><CtrlSum>7120.55</CtrlSum>
   <InitgPty><Nm>Brenner Maschinenbau GmbH</Nm></InitgPty></GrpHdr>
  <PmtInf><PmtInfId>P1</PmtInfId><PmtMtd>TRF</PmtMtd>
   <Dbtr><Nm>Brenner Maschinenbau GmbH</Nm></Dbtr>
   <DbtrAcct><Id><IBAN>[[IBAN|DE13100900005794647300]]</IBAN></Id></DbtrAcct>
   <DbtrAgt><FinInstnId><BICFI>[[BIC|BEVODEBBXXX]]</BICFI></FinInstnId></DbtrAgt>
   <CdtTrfTxInf><Amt><InstdAmt Ccy="EUR">3890.20</InstdAmt></Amt>
    <CdtrAgt><FinInstnId><BICFI>[[BIC|RZOOAT2L]]</BICFI></FinInstnId></CdtrAgt>
    <Cdtr><Nm>Mag. [[NAME|Verena Pichler]]</Nm></Cdtr>
    <CdtrAcct><Id><IBAN>[[IBAN|AT852011197502208277]]</IBAN></Id></CdtrAcct>
    <RmtInf><Ustrd>Gehalt 11/2026</Ustrd></RmtInf></CdtTrfTxInf>
   <CdtTrfTxInf><Amt><InstdAmt Ccy="EUR">3230.35</InstdAmt></Amt>
    <CdtrAgt><FinInstnId><BICFI>[[BIC|INGBNL2A]]</BICFI></FinInstnId></CdtrAgt>
    <Cdtr><Nm>[[NAME|Joost van der Linden]]</Nm></Cdtr>
    <CdtrAcct><Id><IBAN>[[IBAN|NL61INGB7677180807]]</IBAN></Id></CdtrAcct>
    <RmtInf><Ustrd>Gehalt 11/2026</Ustrd></RmtInf></CdtTrfTxInf>
  </PmtInf></CstmrCdtTrfInitn></Document>`],

  ['csv', 'de', `Versicherten-Nr;Name;Vorname;Geburtsdatum;AHV-Nr.;Kanton;Franchise
CH-44102;[[NAME|Zimmermann]];[[NAME|Lea]];[[DATE_OF_BIRTH|12.08.1996]];[[CH_SSN|756.9029.0721.06]];BE;2500
CH-44103;[[NAME|Rossi]];[[NAME|Giovanni]];[[DATE_OF_BIRTH|03.01.1961]];[[CH_SSN|756.5038.2072.63]];TI;300
CH-44107;[[NAME|Favre]];[[NAME|Mathilde]];[[DATE_OF_BIRTH|27.05.1974]];[[CH_SSN|756.1186.8045.14]];VD;1000`],

  ['json', 'de', `{
  "reservierung": "HTL-MUC-558213",
  "anreise": "2026-12-18",
  "abreise": "2026-12-21",
  "gaeste": [
    {
      "name": "[[NAME|Ingrid Pfisterer]]",
      "geburtsdatum": "[[DATE_OF_BIRTH|1966-03-11]]",
      "ausweisart": "Personalausweis",
      "ausweisnummer": "[[PERSONAL_ID|LPW4ZHKM9]]",
      "anschrift": "[[ADDRESS|Uhlandstraße 23, 70182 Stuttgart]]"
    },
    {
      "name": "[[NAME|Naoki Fujimoto]]",
      "geburtsdatum": "[[DATE_OF_BIRTH|1979-11-30]]",
      "ausweisart": "Reisepass",
      "passnummer": "[[PASSPORT|TR4418207]]",
      "staatsangehoerigkeit": "JPN"
    },
    {
      "name": "[[NAME|Clara Pfisterer]]",
      "geburtsdatum": "[[DATE_OF_BIRTH|2009-07-02]]",
      "ausweisart": "Reisepass",
      "passnummer": "[[PASSPORT|C8K8Y3WGV]]"
    }
  ],
  "zahlung": { "karte": "[[CREDIT_CARD|378490316857975]]", "inhaber": "[[NAME|I. Pfisterer]]", "gueltig": "11/28" },
  "kontakt": { "telefon": "[[PHONE|+49 711 2264 9508]]", "email": "[[EMAIL|ingrid.pfisterer@gmx.net]]" }
}`],
]
