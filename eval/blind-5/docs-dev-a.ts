/**
 * blind-5: what developers and agents paste into an LLM, part 1 — bug reports with logs, stack traces,
 * failing tests, query results, config files, CI output, API exports, diffs, crash dumps, prompts.
 * Markup: [[TYPE|value]]; see eval/blind-5/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_DEV_A: RawDoc[] = [
  // GitHub issue: webhook handler crash, Node stack trace, env pasted by mistake
  ['bug-report', 'en', `### Stripe webhook handler returns 500 after upgrading to stripe-node 14.25.0

**Describe the bug**
Since the upgrade (PR #2291) every \`invoice.payment_failed\` event ends in a 500 and Stripe keeps retrying.
Other events (customer.updated, charge.succeeded) are fine.

**Logs** (prod, pod billing-api-7d9c6b5f8-x2kqp)

\`\`\`
2025-05-14T09:12:44.118Z info  [webhook] received evt_1PGz0bK3vQ8mL2xT9aRcW4Ud type=invoice.payment_failed ip=[[IP_ADDRESS|54.187.216.72]]
2025-05-14T09:12:44.121Z debug [webhook] customer cus_Q4xT2mN8vLp0 email=[[EMAIL|r.okonkwo-bailey@gmail.com]] name="[[NAME|Rachel Okonkwo-Bailey]]"
2025-05-14T09:12:44.130Z error [webhook] TypeError: Cannot read properties of undefined (reading 'lines')
    at mapInvoice (/app/dist/billing/mappers.js:88:31)
    at handlePaymentFailed (/app/dist/billing/webhooks.js:142:19)
    at processTicksAndRejections (node:internal/process/task_queues:95:5)
    at async Router.handle (/app/node_modules/express/lib/router/index.js:284:7)
2025-05-14T09:12:44.131Z warn  [webhook] responding 500 to [[IP_ADDRESS|54.187.216.72]] (attempt 6/8)
\`\`\`

**Environment**
\`\`\`
NODE_ENV=production
STRIPE_API_VERSION=2024-04-10
STRIPE_SECRET_KEY=[[SECRET|sk_live_NJ3vQEZ1HvIoicsONUggbjrq]]
STRIPE_PUBLISHABLE_KEY=pk_live_51Hq0bK3vQ8mL2xT9aRcW4UdZ0uM
STRIPE_WEBHOOK_SECRET=whsec_\${WEBHOOK_SECRET_FROM_VAULT}
DATABASE_POOL_MAX=20
\`\`\`

**Expected** 200 and a dunning e-mail queued.
Node 20.12.2, express 4.19.2, stripe 14.25.0 (was 13.11.0). cc @[[NAME|tomasz.wrobel]]

> edit: oops, rotated the sk_live key above, please ignore`],

  // pytest failure in an Irish insurer's customer validator
  ['test-output', 'en', `$ pytest tests/test_policyholder.py -x -q
..........F
=================================== FAILURES ===================================
_____________________ test_normalise_policyholder_from_quote _____________________

    def test_normalise_policyholder_from_quote():
        raw = {
            "first_name": "[[NAME|Siobhán]]",
            "last_name": "[[NAME|Ní Bhriain]]",
            "dob": "[[DATE_OF_BIRTH|1979-11-02]]",
            "ppsn": "[[PERSONAL_ID|9934673Q]]",
            "mobile": "[[PHONE|087 914 2260]]",
            "email": "[[EMAIL|siobhan.nibhriain@eircom.net]]",
            "address": "[[ADDRESS|14 Ard na Gréine, Knocknacarra, Galway H91 X2C4]]",
            "iban": "[[IBAN|IE68 AIBK 9335 3435 5172 97]]",
            "quote_ref": "QTE-2025-0048211",
        }
>       p = normalise(raw)

tests/test_policyholder.py:41:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
src/policy/normalise.py:73: in normalise
    iban = validate_iban(raw["iban"])
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

value = '[[IBAN|IE68 AIBK 9335 3435 5172 97]]'

    def validate_iban(value: str) -> str:
        compact = value.replace(" ", "")
>       if not IBAN_RE.fullmatch(compact.lower()):
E       AssertionError: IBAN failed regex: '[[IBAN|ie68aibk93353435517297]]'

src/policy/validators.py:19: AssertionError
=========================== short test summary info ============================
FAILED tests/test_policyholder.py::test_normalise_policyholder_from_quote - AssertionError
1 failed, 10 passed in 0.84s

Why does this fail? The IBAN is definitely valid, it's the customer's real one from the quote form.`],

  // psql result of a Portuguese shop's customers table
  ['sql-result', 'pt', `lojadb=> SELECT id, nome, nif, telemovel, email, morada, iban FROM clientes WHERE criado_em >= '2025-04-01' ORDER BY id LIMIT 4;
  id   |        nome          |    nif    |   telemovel    |              email               |                    morada                     |            iban
-------+----------------------+-----------+----------------+----------------------------------+-----------------------------------------------+---------------------------
 20931 | [[NAME|Inês Carvalho Moura]]  | [[TAX_ID|291331513]] | [[PHONE|+351 912 447 083]] | [[EMAIL|ines.c.moura@sapo.pt]]             | [[ADDRESS|Rua de Cedofeita 214, 3º Esq, 4050-174 Porto]]   | [[IBAN|PT50845151520101076248713]]
 20932 | [[NAME|Rui Tavares]]          | [[TAX_ID|165103981]] | [[PHONE|936 208 551]]      | [[EMAIL|ruitavares77@gmail.com]]           | [[ADDRESS|Av. da República 1082, 1050-196 Lisboa]]         | [[IBAN|PT50732096417408509264927]]
 20933 | Loja Teste QA        | 999999990 | 910000000      | qa+20933@loja-interna.invalid    | Rua Exemplo 1, 0000-000 Teste                 |
 20934 | [[NAME|Mariana Sá Pires]]     |           | [[PHONE|+351 966 115 302]] | [[EMAIL|mariana.sapires@outlook.pt]]       | [[ADDRESS|Travessa do Carregal 9, 3810-107 Aveiro]]        |
(4 rows)

Time: 12.884 ms

preciso de um UPDATE que ponha o NIF a NULL quando for o 999999990 de teste, sem tocar nos outros. postgres 15.`],

  // docker-compose.yml pasted for help
  ['config', 'en', `Can someone tell me why the worker can't reach postgres? compose file below, \`docker compose up\` says "connection refused".

version: "3.9"
services:
  db:
    image: postgres:16.2-alpine
    environment:
      POSTGRES_USER: tickets
      POSTGRES_PASSWORD: [[SECRET|N0pHl9TNqFMbrh]]
      POSTGRES_DB: tickets
    ports: ["5432:5432"]
  worker:
    build: ./worker
    labels:
      maintainer: "[[NAME|Gustavo Ferreyra]] <[[EMAIL|gferreyra@tallerdigital.com.ar]]>"
    environment:
      DATABASE_URL: [[SECRET|postgres://tickets:N0pHl9TNqFMbrh@localhost:5432/tickets]]
      SMTP_HOST: smtp.mailgun.org
      SMTP_USER: postmaster@mg.tallerdigital.com.ar
      MAILGUN_API_KEY: [[SECRET|key-2d5b79d4930e918aa18ef38d56d69ff6]]
      REDIS_URL: redis://cache:6379/0
      TZ: America/Argentina/Buenos_Aires
    depends_on: [db]
  cache:
    image: redis:7.2.4
    command: ["redis-server", "--appendonly", "yes"]

(I know localhost is probably wrong inside the container, but db:5432 gives the same.)`],

  // Helm values with whitelisted IPs and a Datadog key
  ['config', 'en', `# values-prod.yaml  (chart: payments-gateway 3.14.0, app 2.8.1)
replicaCount: 3
image:
  repository: registry.internal.example/payments/gateway
  tag: "2.8.1-7f3e9c1"
  pullPolicy: IfNotPresent

ingress:
  enabled: true
  className: nginx
  annotations:
    nginx.ingress.kubernetes.io/whitelist-source-range: "[[IP_ADDRESS|81.2.69.160/32]],[[IP_ADDRESS|193.62.157.66/32]],10.40.0.0/16"
  hosts:
    - host: pay.ops-eu.example
      paths: ["/"]

datadog:
  enabled: true
  apiKey: "[[SECRET|acb0b8eb017c9212ab1861f0dcf92b2c]]"
  appKey: ""   # set by CI from DD_APP_KEY
  site: datadoghq.eu

alerts:
  oncall:
    - name: [[NAME|Ayesha Siddiqui]]
      phone: "[[PHONE|+44 7700 900482]]"
      email: [[EMAIL|ayesha.siddiqui@ops-eu.example]]
    - name: [[NAME|Jonas Petrauskas]]
      phone: "[[PHONE|+370 612 48 390]]"
      email: [[EMAIL|j.petrauskas@ops-eu.example]]

resources:
  limits: { cpu: "1500m", memory: 1Gi }
  requests: { cpu: "250m", memory: 512Mi }
# sha256:4b8c1f0e5a2d9e7c3b6a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c  (last good digest)`],

  // .npmrc + .pypirc
  ['config', 'en', `both publish jobs broke at the same time, here are the two files from the runner (redacted nothing, it's a throwaway runner):

~/.npmrc
---------
registry=https://registry.npmjs.org/
@tallerdigital:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=[[SECRET|ghp_kZ8BWep9ckwAq5HuSGfrEoGAdSgjNww6rrO2]]
//registry.npmjs.org/:_authToken=[[SECRET|npm_PFlRX0c0KAdJ1L46zh3P9Zb9C2ITvrhqLksA]]
always-auth=true
save-exact=true

~/.pypirc
---------
[distutils]
index-servers =
    pypi
    internal

[pypi]
username = __token__
password = [[SECRET|pypi-AgEIcHlwaS5vcmci46xxanAEt6tNmhFvmCNf0kANbDq0NtxgWW1f0TPFathP7mnQO--FeeiFgMz]]

[internal]
repository = https://pypi.tallerdigital.net/simple/
username = ci-publisher
password = [[SECRET|5MysXkChz08Fxk!J9B_]]

error from twine: HTTPError: 403 Forbidden from https://upload.pypi.org/legacy/ — "Invalid or non-existent authentication information."
npm: E401 Unable to authenticate, your authentication token seems to be invalid.`],

  // Django settings.py
  ['config', 'en', `# settings/production.py  -- why does Django send the 500 mails to the old admin?
from .base import *  # noqa

DEBUG = False
SECRET_KEY = "[[SECRET|l9#v2q!x7w@e1k$0r^m6p&z8t*b3n(y5)c4-u=s]]"
ALLOWED_HOSTS = ["clinic-booking.co.nz", "[[IP_ADDRESS|203.97.14.88]]"]

ADMINS = [
    ("[[NAME|Hemi Walker]]", "[[EMAIL|hemi.walker@kowhaidental.co.nz]]"),
    ("[[NAME|Priya Natarajan]]", "[[EMAIL|priya@kowhaidental.co.nz]]"),
]
MANAGERS = ADMINS

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "booking",
        "USER": "booking_app",
        "PASSWORD": "[[SECRET|XchGGhB9bVcXoj0%]]",
        "HOST": "[[IP_ADDRESS|10.12.4.31]]",
        "PORT": "5432",
    }
}

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.sendgrid.net"
EMAIL_HOST_USER = "apikey"
EMAIL_HOST_PASSWORD = "[[SECRET|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]]"
SERVER_EMAIL = "errors@clinic-booking.co.nz"
DEFAULT_FROM_EMAIL = "Kōwhai Dental <bookings@clinic-booking.co.nz>"

# old admin, removed 2025-03-01 but still getting mails:
# ("[[NAME|Rawiri Te Aho]]", "[[EMAIL|rawiri.teaho@xtra.co.nz]]")
CSRF_TRUSTED_ORIGINS = ["https://clinic-booking.co.nz"]
SESSION_COOKIE_AGE = 1209600`],

  // appsettings.json of a Belgian HR app
  ['config', 'nl', `Hoi, kan iemand kijken waarom de Hangfire-jobs falen op acceptatie? appsettings.Acceptance.json hieronder.

{
  "Logging": { "LogLevel": { "Default": "Information", "Microsoft.AspNetCore": "Warning" } },
  "ConnectionStrings": {
    "Payroll": "Server=tcp:sql-payroll-acc.database.windows.net,1433;Initial Catalog=payroll;User ID=payroll_app;Password=[[SECRET|13PluubvO8*QDnwi]];Encrypt=True;",
    "Blob": "DefaultEndpointsProtocol=https;AccountName=stpayrollacc;[[SECRET|AccountKey=QQ2OT8mdluMBG+3vh8jh8uIJZ3mHX9TymrKaJFNAM3H/MdsJiKF7Q65soqC71RurMTiG++qTd/2BuJ/zht7iqw==]];EndpointSuffix=core.windows.net"
  },
  "Smtp": { "Host": "smtp.office365.com", "Port": 587, "User": "[[EMAIL|noreply-payroll@groepvandamme.be]]" },
  "Seed": {
    "TestEmployee": {
      "Naam": "[[NAME|Lotte Vermeulen]]",
      "Rijksregisternummer": "[[PERSONAL_ID|89.05.12-886.76]]",
      "Geboortedatum": "[[DATE_OF_BIRTH|1989-05-12]]",
      "Rekening": "[[IBAN|BE42 1684 2575 1754]]",
      "Adres": "[[ADDRESS|Kortrijksesteenweg 318 bus 2, 9000 Gent]]"
    }
  },
  "Hangfire": { "WorkerCount": 4, "Queues": ["default", "payslips"] },
  "AllowedHosts": "*"
}

Fout: System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'payroll_app'. ClientConnectionId:6f1e2b7a-93c4-4d0e-b1aa-5c2f0e8d7a13
PS: de testmedewerker is echt Lotte van HR, ze vond het goed.`],

  // Spring application.properties, Dutch insurer
  ['config', 'nl', `# application-acc.properties
server.port=8443
spring.datasource.url=jdbc:postgresql://[[IP_ADDRESS|172.20.8.15]]:5432/polissen
spring.datasource.username=polis_svc
spring.datasource.password=[[SECRET|*9wag8TlTe0xkQtd2q]]
spring.jpa.hibernate.ddl-auto=validate
spring.mail.host=smtp.zorgverzekeraar-acc.nl
spring.mail.username=[[EMAIL|batch-acc@zorgverzekeraar-acc.nl]]
spring.mail.password=[[SECRET|jlYkGnyHQjrSJSIuGY-]]
app.jwt.signing-secret=[[SECRET|6bf05b1ecd86ec75da34e62dfdce6db4]]
app.jwt.expiry-minutes=30
app.mijnomgeving.base-url=https://mijn-acc.zorgverzekeraar.nl
management.endpoints.web.exposure.include=health,info

# Testaccount acceptatie (niet verwijderen, gebruikt door de ketentest):
#   [[NAME|Daan de Wit]], BSN [[NL_BSN|365552215]], geb. [[DATE_OF_BIRTH|14-08-1991]]
#   inlog: DigiD-testomgeving, tel. [[PHONE|06 41 87 22 09]]
# Polisnummer 4000188231, relatienummer 77103924

logging.level.nl.zv.polis=DEBUG
logging.level.org.hibernate.SQL=INFO`],

  // GitHub Actions log with set -x
  ['ci-log', 'en', `Run ./scripts/deploy.sh staging
+ set -euo pipefail
+ export DEPLOY_HOST=[[IP_ADDRESS|3.249.112.40]]
+ DEPLOY_HOST=[[IP_ADDRESS|3.249.112.40]]
+ git config user.name '[[NAME|Kalinda Murray]]'
+ git config user.email [[EMAIL|kalinda.murray@wattlelabs.com.au]]
+ curl -sf -H 'Authorization: token [[SECRET|gho_hcxlHw7AkvWbg7WApVZnR6DqfETVd5j1N7eW]]' https://api.github.com/repos/wattlelabs/infra/releases/latest
{"tag_name":"v4.12.0","name":"v4.12.0","target_commitish":"9c2e71f04ab3d8e6f5a1b2c3d4e5f60718293a4b"}
+ ssh -o StrictHostKeyChecking=no deploy@[[IP_ADDRESS|3.249.112.40]] 'sudo systemctl restart wattle-api'
Warning: Permanently added '[[IP_ADDRESS|3.249.112.40]]' (ED25519) to the list of known hosts.
Job for wattle-api.service failed because the control process exited with error code.
See "systemctl status wattle-api.service" and "journalctl -xeu wattle-api.service" for details.
Error: Process completed with exit code 1.

##[group]Run actions/upload-artifact@v4
  with:
    name: deploy-logs-run-8842117093
    retention-days: 7
##[endgroup]
Artifact deploy-logs-run-8842117093 has been successfully uploaded! Final size is 18244 bytes. Artifact ID is 1583920411`],

  // Postman collection export: Singapore KYC API
  ['api-export', 'en', `{
  "info": { "_postman_id": "0d5b9a1e-4c1f-4e8b-9b1a-7a2f6c3e4d11", "name": "KYC Onboarding v2 (SIT)", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json" },
  "auth": { "type": "bearer", "bearer": [{ "key": "token", "value": "[[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3ZjNjIiwic2NvcGUiOiJvcmRlcnM6cmVhZCIsImlhdCI6MTc0ODUwMDAwMH0.5JySibEsxxg2tUvbLZ1MZlNsyEQJK-LQ0OfeYJeT1mk]]", "type": "string" }] },
  "item": [
    {
      "name": "Create applicant",
      "request": {
        "method": "POST",
        "header": [{ "key": "x-api-key", "value": "[[SECRET|PMAK-14d8caf8cb6e81f350a4bc45-7cbb47b8473f88bde538325c456a992059]]" }],
        "url": "https://sit.kyc.lionpay.sg/v2/applicants",
        "body": { "mode": "raw", "raw": "{\\n  \\"fullName\\": \\"[[NAME|TAN Hui Min]]\\",\\n  \\"nric\\": \\"[[SG_NRIC|S7251379G]]\\",\\n  \\"dateOfBirth\\": \\"[[DATE_OF_BIRTH|1972-09-18]]\\",\\n  \\"mobile\\": \\"[[PHONE|+65 9123 4587]]\\",\\n  \\"email\\": \\"[[EMAIL|huimin.tan72@singnet.com.sg]]\\",\\n  \\"address\\": \\"[[ADDRESS|Blk 412 Bedok North Ave 2 #08-115, Singapore 460412]]\\"\\n}" }
      }
    },
    {
      "name": "Create applicant (minor, guardian)",
      "request": {
        "method": "POST",
        "url": "https://sit.kyc.lionpay.sg/v2/applicants",
        "body": { "mode": "raw", "raw": "{\\n  \\"fullName\\": \\"[[NAME|Lim Jia Hui Rachel]]\\",\\n  \\"nric\\": \\"[[SG_NRIC|T0642711H]]\\",\\n  \\"dateOfBirth\\": \\"[[DATE_OF_BIRTH|2006-03-27]]\\",\\n  \\"guardianNric\\": \\"[[SG_NRIC|S8949323D]]\\"\\n}" }
      }
    },
    { "name": "Health", "request": { "method": "GET", "url": "https://sit.kyc.lionpay.sg/health" } }
  ],
  "variable": [{ "key": "baseUrl", "value": "https://sit.kyc.lionpay.sg" }, { "key": "applicantId", "value": "APL-000918273" }]
}`],

  // git diff of a fixture with Spanish customer data
  ['git-diff', 'es', `commit 5e1f0c3a9b7d2e4f6a8c0b1d3e5f7a9c2b4d6e8f
Author: [[NAME|Nuria Castells]] <[[EMAIL|nuria.castells@fintrack.es]]>
Date:   Tue Apr 29 17:41:08 2025 +0200

    test: añadir fixtures de domiciliaciones para el import SEPA (ticket FIN-1184)

diff --git a/tests/fixtures/mandatos.csv b/tests/fixtures/mandatos.csv
new file mode 100644
index 0000000..a3c9e41
--- /dev/null
+++ b/tests/fixtures/mandatos.csv
@@ -0,0 +1,5 @@
+referencia_mandato;titular;dni;iban;email;fecha_firma
+MND-2025-000311;[[NAME|Jordi Puig Soler]];[[ES_DNI|75985898Q]];[[IBAN|ES1513551594010030794124]];[[EMAIL|jordipuig.soler@gmail.com]];2025-02-03
+MND-2025-000312;[[NAME|Lucía Morales Ibarra]];[[ES_DNI|09054986R]];[[IBAN|ES8791130301422219748087]];[[EMAIL|lmoralesib@hotmail.es]];2025-02-04
+MND-2025-000313;[[NAME|Oksana Melnyk]];[[ES_DNI|X8722514V]];ES00 0000 0000 0000 0000 0000;[[EMAIL|oksana.melnyk@yahoo.com]];2025-02-04
+MND-2025-000314;EMPRESA PRUEBA SL;B00000000;ES91 2100 0418 4502 0005 1332;test@example.com;2025-02-05

Revisión: ¿esto son datos reales? La línea 2 y 3 me suenan de producción. — [[NAME|Álvaro]]`],

  // GitLab MR review comments about logging PII
  ['code-review', 'en', `**[[NAME|Mehmet Yıldız]]** commented on \`src/checkout/PaymentLogger.kt\` line 57

> \`\`\`kotlin
> logger.info("payment attempt card=\${req.pan} holder=\${req.holderName} ip=\${req.clientIp}")
> \`\`\`

This logs the full PAN. From yesterday's staging logs:

\`\`\`
14:02:11.443 INFO  PaymentLogger - payment attempt card=[[CREDIT_CARD|4518976043315637]] holder=[[NAME|ANNIKA LINDQVIST]] ip=[[IP_ADDRESS|2a02:aa1:1012:5e8a:4c1d:8f2e:9b3a:71c0]]
14:02:13.017 INFO  PaymentLogger - payment attempt card=[[CREDIT_CARD|5369 6461 1493 4593]] holder=[[NAME|Pedro Henrique Alves]] ip=[[IP_ADDRESS|177.38.204.19]]
14:02:19.902 INFO  PaymentLogger - payment attempt card=4111111111111111 holder=TEST CARD ip=127.0.0.1
\`\`\`

Please mask to BIN + last4 (\`453201******5637\` style) and drop the holder name. PCI scope again otherwise.

**[[NAME|Chloé Martin]]** replied
> Agreed. I'll use \`Pan.mask()\` from common-utils 2.3.0. Staging logs older than today were purged (job #88123).

**[[NAME|Mehmet Yıldız]]** resolved this thread`],

  // Android crash / logcat
  ['crash-dump', 'en', `--------- beginning of crash
05-16 21:44:03.118 18832 18832 E AndroidRuntime: FATAL EXCEPTION: main
05-16 21:44:03.118 18832 18832 E AndroidRuntime: Process: com.kiwiride.driver, PID: 18832
05-16 21:44:03.118 18832 18832 E AndroidRuntime: java.lang.IllegalStateException: Driver profile incomplete: licence_expiry=null
05-16 21:44:03.118 18832 18832 E AndroidRuntime: \tat com.kiwiride.driver.profile.ProfileRepo.require(ProfileRepo.kt:211)
05-16 21:44:03.118 18832 18832 E AndroidRuntime: \tat com.kiwiride.driver.trip.TripStartVM.onStart(TripStartVM.kt:64)
05-16 21:44:02.990 18832 18901 D ProfileRepo: loaded {driverId=DRV-55120, name=[[NAME|Aroha Ngata]], email=[[EMAIL|aroha.ngata@gmail.com]], phone=[[PHONE|+64 21 448 0917]], licenceNo=[[DRIVER_LICENSE|DK482915]], vehicle=Toyota Prius, plate=[[LICENSE_PLATE|MKT452]]}
05-16 21:44:02.812 18832 18877 I NetMonitor: wifi connected ssid=Ngata_Whanau bssid=[[MAC_ADDRESS|b4:fb:e4:2c:91:0d]] ip=[[IP_ADDRESS|192.168.1.57]]
05-16 21:44:02.813 18832 18877 I NetMonitor: device wlan0 hw=[[MAC_ADDRESS|3c:28:6d:a1:47:e2]]
05-16 21:44:03.120 18832 18832 I Process : Sending signal. PID: 18832 SIG: 9
build: 5.31.0 (53100) release, sdk 34, Pixel 7a, fingerprint google/lynx/lynx:14/AP2A.240805.005/12025142:user/release-keys

Why would licence_expiry be null when the licence number loaded fine? The API returns it as "licenceExpiry".`],

  // Prompt: summarise a customer e-mail (Canadian tax prep)
  ['prompt', 'en', `Summarise this customer email in 3 bullet points for the ticket, then draft a polite reply asking for the missing T4. Don't promise a refund date.

---
From: [[NAME|Marc-André Tremblay]] <[[EMAIL|ma.tremblay@videotron.ca]]>
Sent: Monday, March 17, 2025 8:12 PM
To: help@northfiletax.ca
Subject: Re: Your 2024 return - documents needed (case #NF-558120)

Hi,

Sorry for the delay, here is what you asked for. My SIN is [[CA_SIN|217 610 294]] and my wife's (Isabelle) is [[CA_SIN|598-943-678]], we file together like last year. We moved in September, new address is [[ADDRESS|4127 rue Saint-Hubert, app. 3, Montréal, QC H2L 3Z1]]. Best number is my cell [[PHONE|514-862-0471]] after 5pm.

I only have one T4 from Desjardins, the second employer (Groupe Solano) never sent it, I called them twice.

Thanks,
[[NAME|Marc-André]]
---`],

  // CSV API response: Australian payroll export
  ['csv-export', 'en', `GET /api/v1/payroll/employees/export?format=csv&site=MEL-02  -> 200 OK (text/csv; 1.2 kB)

employee_id,full_name,dob,tfn,bsb,account,email,home_address,mobile
E-10442,[[NAME|Liam O'Sullivan]],[[DATE_OF_BIRTH|1988-07-14]],[[AU_TFN|541 873 642]],063-182,10458823,[[EMAIL|liam.osullivan@outlook.com]],"[[ADDRESS|12/48 Barkly Street, Brunswick East VIC 3057]]",[[PHONE|0412 558 093]]
E-10443,[[NAME|Mei Ling Chow]],[[DATE_OF_BIRTH|1993-02-01]],[[AU_TFN|545836087]],033-044,28817342,[[EMAIL|meiling.chow@gmail.com]],"[[ADDRESS|7 Ferncroft Avenue, Malvern East VIC 3145]]",[[PHONE|+61 433 902 117]]
E-10444,[[NAME|Darius Rahimi]],[[DATE_OF_BIRTH|1979-12-23]],,083-004,51120946,[[EMAIL|darius.rahimi@bigpond.com]],"[[ADDRESS|3/19 Gertrude St, Fitzroy VIC 3065]]",[[PHONE|0401 236 748]]

Darius's TFN is missing because he's on a TFN declaration exemption? Or did the import drop it. The row count says 3 but the dashboard says 4 employees at MEL-02.`],

  // JSON response of an Indian lending app
  ['json', 'en', `Response from GET /v3/loan-applications/LA24-0918823 (staging, copied from Chrome devtools). The \`kyc.status\` is stuck at PENDING_VERIFICATION even though all docs are uploaded:

{
  "id": "LA24-0918823",
  "product": "PL_SALARIED_12M",
  "amount": 350000,
  "applicant": {
    "name": "[[NAME|Priya Raghavan]]",
    "dob": "[[DATE_OF_BIRTH|14/06/1991]]",
    "pan": "[[IN_PAN|BQWPR4417M]]",
    "aadhaar": "[[IN_AADHAAR|2873 4254 9370]]",
    "aadhaar_masked": "XXXX XXXX 9370",
    "mobile": "[[PHONE|+91 98450 31276]]",
    "email": "[[EMAIL|priya.raghavan91@gmail.com]]",
    "address": { "line1": "[[ADDRESS|No. 23, 4th Cross, Indiranagar 2nd Stage]]", "city": "Bengaluru", "state": "KA", "pin": "560038" }
  },
  "co_applicant": { "name": "[[NAME|Karthik Raghavan]]", "pan": "[[IN_PAN|AKLPR6021Q]]", "mobile": "[[PHONE|9886012457]]" },
  "kyc": { "status": "PENDING_VERIFICATION", "ckyc_ref": "CKYC-30019284771", "video_kyc_at": "2025-05-02T11:20:43+05:30" },
  "device": { "ip": "[[IP_ADDRESS|49.207.52.118]]", "os": "Android 14", "app_version": "7.4.2" },
  "created_at": "2025-05-02T10:58:09+05:30"
}`],

  // Ansible inventory
  ['config', 'en', `# inventory/hosts.ini  — office network, Wellington
# owner: [[NAME|Tama Kereama]] ([[PHONE|04 801 6632]]), backup: [[NAME|Sophie Lindsay]]

[fileservers]
nas01 ansible_host=[[IP_ADDRESS|10.0.20.5]] wol_mac=[[MAC_ADDRESS|00:11:32:9a:4c:e1]]

[workstations]
ws-reception ansible_host=[[IP_ADDRESS|10.0.20.41]] wol_mac=[[MAC_ADDRESS|70-85-C2-1F-0B-93]]
ws-accounts  ansible_host=[[IP_ADDRESS|10.0.20.42]] wol_mac=[[MAC_ADDRESS|70-85-C2-1F-0B-9A]]

[routers]
edge01 ansible_host=[[IP_ADDRESS|203.118.152.9]] ansible_network_os=routeros

[all:vars]
ansible_user=ansible
ansible_become_password=[[SECRET|Vo21gRRcuQDdKtq]]
ntp_server=nz.pool.ntp.org
dhcp_range=10.0.20.100-10.0.20.200
snmp_community=public   # read-only, fine`],

  // Insomnia export (UK GP booking API)
  ['api-export', 'en', `_type: export
__export_format: 4
__export_source: insomnia.desktop.app:v2023.5.8
resources:
  - _id: req_7a21c0
    _type: request
    name: Book appointment (test patient)
    method: POST
    url: "{{ base_url }}/appointments"
    headers:
      - name: apikey
        value: [[SECRET|d8e5a8fb0d54602bb8d7c925f47fae34]]
    body:
      mimeType: application/json
      text: |-
        {
          "nhsNumber": "[[UK_NHS|734 008 0503]]",
          "patient": { "name": "[[NAME|Gwen Pritchard]]", "dob": "[[DATE_OF_BIRTH|02/09/1956]]", "postcode": "CF14 4XW",
                       "address": "[[ADDRESS|27 Heathwood Road, Cardiff CF14 4XW]]", "phone": "[[PHONE|029 2075 1184]]" },
          "slotId": "SLT-20250612-0940-DRH",
          "reason": "BP review"
        }
  - _id: req_7a21c1
    _type: request
    name: Lookup by NHS number
    method: GET
    url: "{{ base_url }}/patients?nhs=[[UK_NHS|5626706992]]"
  - _id: env_base
    _type: environment
    data:
      base_url: https://sandbox.gp-connect-partner.example/v1
      practice_ods: W97017`],

  // Kafka dead-letter message from a German health-insurance integration
  ['log', 'de', `[2025-05-20 06:31:17,004] ERROR [Consumer clientId=versicherte-sync-1, groupId=versicherte-sync] Nachricht konnte nicht verarbeitet werden, verschoben nach DLQ versicherte.dlq (org.apache.kafka.clients.consumer.internals.ConsumerCoordinator)
Broker: [[IP_ADDRESS|10.44.3.17]]:9092  partition=7 offset=18830291
Payload:
{"eventId":"c1f0e7d2-5a4b-4c39-8e12-7f6a5b4c3d2e","typ":"ADRESSAENDERUNG",
 "versicherter":{"name":"[[NAME|Brandt]]","vorname":"[[NAME|Kerstin]]","geburtsdatum":"[[DATE_OF_BIRTH|1973-05-04]]",
 "kvnr":"[[KVNR|T171516939]]","rvnr":"[[SOCIAL_SECURITY|12 040573 K 035]]",
 "anschrift":{"strasse":"[[ADDRESS|Tulpenweg 7]]","plz":"48155","ort":"Münster"},
 "telefon":"[[PHONE|0251 6189 442]]","iban":"[[IBAN|DE06 5091 3372 1098 7730 78]]"},
 "quelle":"ePA-Portal","zeitpunkt":"2025-05-20T06:31:16.871+02:00"}
Ursache: com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type \`java.time.LocalDate\` from String "2025-02-30"
 at [Source: (String)"{"eventId":...}"; line: 1, column: 412] (through reference chain: VersichertenEvent["gueltigAb"])

Hinweis: Die RVNR ist K 035, nicht B — Frau [[NAME|Brandt]] hieß früher Kaiser.`],
]
