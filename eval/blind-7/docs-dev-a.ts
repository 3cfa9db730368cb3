/**
 * blind-7: developer material, part A (main markets): coding-agent session, application logs in several
 * formats, a stack trace in a ticket comment, headerless tab-separated and semicolon rows, an Android
 * logcat in a GitHub issue, an nginx access log with JSON lines, docker-compose with an .env file, a CI
 * log, kubectl output, an HTTP capture, shell history, a pandas traceback in a chat message, and two
 * documents without personal data (build/test output, SQL migration with EXPLAIN output).
 * Markup: [[TYPE|value]]; see eval/blind-7/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_DEV_A: RawDoc[] = [
  // US: coding-agent session on a dental clinic's reminder job; the agent reads .env.local and queries the staging DB
  ['agent-session', 'en', `> the reminder job test is failing again since yesterday's merge. can you look? pnpm test reminders

● Bash(pnpm vitest run src/jobs/reminders.test.ts)
  ⎿   FAIL  src/jobs/reminders.test.ts > sendReminders > skips patients who opted out of SMS
      AssertionError: expected [ 'sms', 'email' ] to deeply equal [ 'email' ]
       ❯ src/jobs/reminders.test.ts:58:31
      Test Files  1 failed (1)
           Tests  1 failed | 11 passed (12)
        Duration  2.14s

● The fixture loads real rows from the staging database (see \`loadFixturePatients\`). Let me check which DB it points at.

● Read(.env.local)
  ⎿  NODE_ENV=development
     DATABASE_URL=[[SECRET|postgresql://clinic_app:H7e4D07oFr3Tz6xY@db-staging.internal.brightpathdental.com:5432/clinic]]
     TWILIO_ACCOUNT_SID=AC5d0e3f7a9b21c84e6f0a1d2c3b4e5f67
     TWILIO_AUTH_TOKEN=[[SECRET|8f3377f19534c1adba893852de7c6d60]]
     TWILIO_FROM=[[PHONE|+18335550147]]
     SENDGRID_API_KEY=[[SECRET|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]]
     REMINDER_WINDOW_HOURS=48
     FEATURE_SMS_OPTOUT_V2=true

● Bash(psql "$DATABASE_URL" -c "select id, first_name, last_name, phone, email, dob, sms_opt_out from patients where id in (4411, 4412)")
  ⎿    id  | first_name |  last_name  |    phone     |           email            |    dob     | sms_opt_out
     ------+------------+-------------+--------------+----------------------------+------------+-------------
      4411 | [[NAME|Marisol]]    | [[NAME|Vega-Duarte]] | [[PHONE|+15125550183]] | [[EMAIL|marisol.vduarte@gmail.com]]  | [[DATE_OF_BIRTH|1987-04-22]] | f
      4412 | [[NAME|Tremaine]]   | [[NAME|Okafor]]      | [[PHONE|+17372218846]] | [[EMAIL|tokafor88@yahoo.com]]        | [[DATE_OF_BIRTH|1988-11-03]] | t
     (2 rows)

● Found it. Patient 4412 ([[NAME|Tremaine Okafor]]) has \`sms_opt_out = t\`, but since commit 3f9c2ab the job reads the new
  \`contact_preferences\` table when FEATURE_SMS_OPTOUT_V2 is on, and nobody backfilled it for staging. The test
  asserts on the old column, the job on the new table, so 4412 still gets an SMS.

  Two options:
  1. Backfill \`contact_preferences\` from \`patients.sms_opt_out\` (migration 0047).
  2. Make the fixture independent of staging data.

  I'd do both. Also: \`.env.local\` contains a live SendGrid key and the Twilio auth token — they should not be in the
  repo's working tree at all. \`git check-ignore .env.local\` returns nothing, so it is not ignored.

> ugh. yes do both, and add .env.local to .gitignore. I'll rotate the keys. and please don't paste patient rows into the PR description

● Update(src/jobs/reminders.test.ts)
  ⎿  Updated src/jobs/reminders.test.ts with 14 additions and 9 removals
● Write(prisma/migrations/0047_backfill_contact_preferences/migration.sql)
● Bash(pnpm vitest run src/jobs/reminders.test.ts)
  ⎿   ✓ src/jobs/reminders.test.ts (12 tests) 1.87s`],

  // UK: tenant-referencing service, Python logging in the plain-text format
  ['log', 'en', `2025-03-11 09:14:02,118 INFO     referencing.api              POST /v2/applications 201 applicant=APP-77120 client_ip=[[IP_ADDRESS|81.2.69.160]] branch=BRS-04 agent=[[EMAIL|lettings@harbourandfinch.co.uk]] 212ms
2025-03-11 09:14:02,402 INFO     referencing.intake           applicant=APP-77120 name="[[NAME|Siobhan Mulcahy]]" email=[[EMAIL|siobhan.mulcahy@hotmail.co.uk]] mobile="[[PHONE|07700 900418]]" address="[[ADDRESS|Flat 3, 27 Cranbrook Road, Bristol BS6 7BL]]" rent_pcm=1450.00 term_months=12
2025-03-11 09:14:03,977 WARNING  referencing.checks.identity  applicant=APP-77120 nino=[[UK_NINO|EG043479D]] provider=experian result=NAME_MISMATCH score=0.61 provider_ref=exp-5f1c0a92
2025-03-11 09:14:04,010 INFO     referencing.checks.employer  applicant=APP-77120 employer="Avon Fire & Rescue Service" referee="[[NAME|Darren Pike]]" referee_phone="[[PHONE|0117 926 2061]]" salary_band=C
2025-03-11 09:14:04,233 INFO     referencing.checks.guarantor applicant=APP-77120 guarantor="[[NAME|Colm Mulcahy]]" relation=parent nino=[[UK_NINO|CL392721D]] address="[[ADDRESS|14 Ardmore Park, Belfast BT10 0JL]]"
2025-03-11 09:15:40,551 ERROR    referencing.notify           sms failed to=[[PHONE|+447700900418]] code=21614 detail="'To' number is not a valid mobile number" retry_in=300s
2025-03-11 09:15:40,552 ERROR    referencing.notify           Traceback (most recent call last):
  File "/srv/referencing/notify/sms.py", line 71, in send
    msg = client.messages.create(to=to, from_=settings.SMS_FROM, body=body)
  File "/srv/referencing/.venv/lib/python3.11/site-packages/twilio/rest/api/v2010/account/message/__init__.py", line 943, in create
    payload = self._version.create(method="POST", uri=self._uri, data=data, headers=headers)
twilio.base.exceptions.TwilioRestException: HTTP 400 error: Unable to create record: The 'To' number [[PHONE|+447700900418]] is not a valid mobile number.
2025-03-11 09:16:12,003 INFO     referencing.api              GET /v2/applications/APP-77120/status 200 client_ip=[[IP_ADDRESS|2a00:23c6:4b1e:8f01:9d2:4a7c:e13b:22f0]] 18ms
2025-03-11 09:16:12,441 INFO     referencing.api              GET /healthz 200 client_ip=[[IP_ADDRESS|10.20.0.1]] 1ms
2025-03-11 09:18:03,117 INFO     referencing.api              GET /v2/guarantor/confirm?ref=APP-77120&token=[[URL_SECRET|Xhe8uhtAZ4UeJ3dolPj1RJZXAnMlcS6W]] 200 client_ip=[[IP_ADDRESS|86.150.22.9]] 94ms
2025-03-11 09:21:55,870 INFO     referencing.review           applicant=APP-77120 assigned_to=[[EMAIL|p.achterberg@harbourandfinch.co.uk]] note="NINO mismatch probably maiden name - ask for marriage cert" sla_due=2025-03-12T17:00:00Z`],

  // DE: Spring Boot stack trace pasted into a Jira comment (SEPA mandate import of a municipal utility)
  ['stack-trace', 'de', `[[NAME|Jonas]], der Mandatsimport für Frau [[NAME|Weber]] hängt wieder, Log aus prod-sepa-2 (Ticket ABR-2291):

2025-02-04 07:31:18.442 ERROR 1 --- [pool-4-thread-2] d.s.b.mandate.MandateImportService       : Mandate import failed for customerId=K-2024-118834 batch=20250204-03
de.swn.billing.mandate.InvalidMandateException: BIC does not match bank code of IBAN (iban=[[IBAN|DE14760501016601993315]], bic=[[BIC|BYLADEM1001]])
\tat de.swn.billing.mandate.MandateValidator.checkBic(MandateValidator.java:142) ~[billing-core-4.18.2.jar!/:4.18.2]
\tat de.swn.billing.mandate.MandateValidator.validate(MandateValidator.java:77) ~[billing-core-4.18.2.jar!/:4.18.2]
\tat de.swn.billing.mandate.MandateImportService.importOne(MandateImportService.java:203) ~[billing-core-4.18.2.jar!/:4.18.2]
\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144) ~[na:na]
\tat java.base/java.lang.Thread.run(Thread.java:1583) ~[na:na]
2025-02-04 07:31:18.443 DEBUG 1 --- [pool-4-thread-2] d.s.b.mandate.MandateImportService       : rejected payload={"kontoinhaber":"[[NAME|Annegret Weber]]","strasse":"[[ADDRESS|Fürther Straße 212]]","plz":"90429","ort":"Nürnberg","email":"[[EMAIL|a.weber-nbg@web.de]]","telefon":"[[PHONE|0911 32 84 17]]","iban":"[[IBAN|DE14760501016601993315]]","bic":"[[BIC|BYLADEM1001]]","mandatsreferenz":"SWN-M-00418834","glaeubiger_id":"DE98ZZZ09999999999","unterschrieben_am":"2025-01-30","client_ip":"[[IP_ADDRESS|91.64.203.17]]"}

Die BLZ 760 501 01 ist die Sparkasse Nürnberg, der richtige BIC wäre [[BIC|SSKNDE77XXX]]. Das Formular befüllt den BIC offenbar aus dem Browser-Autocomplete. Ich würde den BIC bei deutschen IBANs gar nicht mehr abfragen, sondern aus der BLZ ableiten (Bundesbank-Datei, Stand 03/2025).

Retry läuft nach Korrektur heute Nacht im Batch 20250205-01. @[[NAME|Kerstin Albrecht]] bitte Kundin nicht anschreiben, wir korrigieren selbst.`],

  // FR: headerless tab-separated rows from \copy pasted into a support ticket (duplicate members of a mutuelle)
  ['sql-dump', 'fr', `Bonjour l'équipe data,

Suite à la migration du 3 mars, on a des adhérents en double dans la table adherents (le contrôle d'unicité sur le NIR n'a pas été recréé). Voici les lignes sorties avec \\copy (sans en-tête, séparateur tabulation, ordre des colonnes comme dans le schéma v12) :

88412\tMME\t[[NAME|GIRAUD]]\t[[NAME|Sandrine]]\t[[DATE_OF_BIRTH|1979-03-14]]\t[[FR_NIR|279036938321467]]\t[[PHONE|0648279133]]\t[[EMAIL|sandrine.giraud69@orange.fr]]\t[[IBAN|FR7630003372233790577599875]]\t2019-01-01\tACTIF
91107\tMME\t[[NAME|GIRAUD]]\t[[NAME|Sandrine]]\t[[DATE_OF_BIRTH|1979-03-14]]\t[[FR_NIR|279036938321467]]\t[[PHONE|0648279133]]\t[[EMAIL|sandrine.giraud69@orange.fr]]\t[[IBAN|FR7630003372233790577599875]]\t2025-03-03\tACTIF
90034\tMME\t[[NAME|NGUYEN]]\t[[NAME|Léa]]\t[[DATE_OF_BIRTH|1992-06-27]]\t[[FR_NIR|292067511840294]]\t[[PHONE|0622905817]]\t[[EMAIL|lea.nguyen.pro@gmail.com]]\t[[IBAN|FR7610278047372418905700019]]\t2023-09-01\tSUSPENDU

Les deux premières lignes sont un vrai doublon (même NIR, l'id 91107 a été créé par la reprise ; même cas pour 3 autres adhérents, liste en PJ). Pour Mme [[NAME|Nguyen]] je la mets juste pour info : son contrat a été clôturé le 28/02 mais la reprise l'a réactivé ? À confirmer.

Je propose : suppression des ids créés le 03/03 après report des remboursements (17 actes, total 412,80 €) sur les ids d'origine, puis ALTER TABLE adherents ADD CONSTRAINT adherents_nir_key UNIQUE (nir).

Merci,
[[NAME|Mathilde Rouvier]]
Support applicatif — pôle Santé
Poste 4471`],

  // NL: headerless semicolon CSV from a payroll package pasted into an LLM prompt
  ['prompt', 'nl', `Ik heb een export uit ons salarispakket gekregen maar zonder kopregel. Kun je raden welke kolom wat is en er een JSON-schema van maken? Kolom 10 snap ik niet (bedrag per maand?). Dit zijn de eerste regels:

1043;[[NAME|de Graaf]];[[NAME|Meike]];[[DATE_OF_BIRTH|14-02-1991]];[[NL_BSN|191977123]];[[IBAN|NL38ABNA0227037688]];[[ADDRESS|Oudegracht 118 bis]];3511 AZ;Utrecht;3450,00;V;2019-08-01
1044;[[NAME|Bouzid]];[[NAME|Yassine]];[[DATE_OF_BIRTH|03-10-1987]];[[NL_BSN|575956203]];[[IBAN|NL84INGB0727020686]];[[ADDRESS|Kanaalstraat 41-3]];3531 CG;Utrecht;4120,50;M;2021-02-15
1060;[[NAME|Kowalczyk]];[[NAME|Agnieszka]];[[DATE_OF_BIRTH|30-01-1995]];[[NL_BSN|341639163]];[[IBAN|NL50BUNQ0908315119]];[[ADDRESS|Bergselaan 206b]];3037 CH;Rotterdam;2895,75;V;2024-04-08

Het gaat om ongeveer 240 regels. Het schema moet in onze HR-tool (Personio) geïmporteerd kunnen worden.`],

  // IN: GitHub issue with an Android logcat of a KYC flow (OkHttp body logging left on in a release build)
  ['crash-log', 'en', `### App crashes on "Verify PAN" after OTP (release 3.12.0, build 31204)

**Describe the bug**
After entering the OTP on the KYC screen the app closes. Happens on every try for one beta user, could not reproduce on the emulator. Logs from the user's phone via \`adb logcat\` below (shared by support, user consented).

**Device:** Redmi Note 12 Pro, Android 14 (HyperOS 1.0.4)

\`\`\`
03-18 11:42:07.702 21877 22011 D OkHttp  : --> POST https://api.finlo.in/kyc/v2/pan/verify
03-18 11:42:07.703 21877 22011 D OkHttp  : Authorization: Bearer [[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfOWYyYzQxIiwic2NvcGUiOiJreWMiLCJpYXQiOjE3NDIyNzc3MjcsImV4cCI6MTc0MjI4MTMyN30.nvORRGJ2f6Ua9U78tMAQXqVuXJeHN-V28JD78u0cGi8]]
03-18 11:42:07.704 21877 22011 D OkHttp  : {"pan":"[[IN_PAN|AGKPR0760D]]","name":"[[NAME|RAJESH RAGHAVAN]]","dob":"[[DATE_OF_BIRTH|17/08/1990]]","mobile":"[[PHONE|+919845021736]]","email":"[[EMAIL|rajesh.raghavan90@gmail.com]]","aadhaar":"[[IN_AADHAAR|7133 1791 7178]]","consent":true}
03-18 11:42:07.850 21877 22011 D OkHttp  : <-- 200 https://api.finlo.in/kyc/v2/pan/verify (146ms)
03-18 11:42:07.851 21877 22011 D OkHttp  : {"status":"VALID","pan_name":"[[NAME|RAJESH  RAGHAVAN]]","name_match":0.97,"aadhaar_seeding":"Y","father_name":null}
03-18 11:42:07.913 21877 21877 E AndroidRuntime: FATAL EXCEPTION: main
03-18 11:42:07.913 21877 21877 E AndroidRuntime: Process: in.finlo.app, PID: 21877
03-18 11:42:07.913 21877 21877 E AndroidRuntime: java.lang.NullPointerException: father_name must not be null
03-18 11:42:07.913 21877 21877 E AndroidRuntime: \tat in.finlo.kyc.PanResult.<init>(PanResult.kt:14)
03-18 11:42:07.913 21877 21877 E AndroidRuntime: \tat in.finlo.kyc.PanVerifyViewModel$verify$1.invokeSuspend(PanVerifyViewModel.kt:88)
03-18 11:42:07.913 21877 21877 E AndroidRuntime: \tat kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith(ContinuationImpl.kt:33)
\`\`\`

**Expected behavior**
\`father_name\` is optional in the NSDL response; the model should not crash on null.

Also, body logging (\`HttpLoggingInterceptor.Level.BODY\`) is on in release — that's how the PAN and Aadhaar ended up in this issue. I'll edit them out after someone has looked.

cc @[[NAME|ananya-kulkarni]] (mobile), @kyc-team`],

  // ES: nginx access log and zap JSON lines of a delivery app's customer API
  ['access-log', 'es', `== /var/log/nginx/api-clientes.access.log (extracto, 12/may) ==
[[IP_ADDRESS|83.58.214.77]] - - [12/May/2025:10:02:11 +0200] "GET /api/v2/clientes/[[ES_DNI|45302848R]]/pedidos?page=1&access_token=[[URL_SECRET|L2QrfoC4ZvfuS5vZKa1aZkZb71ymRb56]] HTTP/2.0" 200 1834 "-" "Repartos/5.2.1 (Android 14; SM-A546B)"
[[IP_ADDRESS|2a0c:5a80:1103:9e00:5d1:77f2:a0b4:12e9]] - - [12/May/2025:10:03:40 +0200] "GET /api/v2/recuperar?email=[[EMAIL|nuria.castells%40gmail.com]]&sig=[[URL_SECRET|31e2866473cad767746352879bc3bc8785d431dc]] HTTP/2.0" 302 0 "https://repartos.es/login" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
[[IP_ADDRESS|88.27.190.3]] - - [12/May/2025:10:04:02 +0200] "GET /api/v2/clientes/[[ES_DNI|X8866060C]]/pedidos?page=2&access_token=[[URL_SECRET|0jRdFEkYJwq6IpMTaAr3zTJY]] HTTP/2.0" 403 61 "-" "okhttp/4.12.0"
[[IP_ADDRESS|66.249.66.201]] - - [12/May/2025:10:04:09 +0200] "GET /robots.txt HTTP/1.1" 200 67 "-" "Googlebot/2.1 (+http://www.google.com/bot.html)"

== journalctl -u clientes-api --since "10:02" -o cat ==
{"level":"info","ts":"2025-05-12T08:02:11.304Z","caller":"clientes/handler.go:88","msg":"consulta pedidos","dni":"[[ES_DNI|45302848R]]","pedidos":3,"latency_ms":41}
{"level":"info","ts":"2025-05-12T08:02:14.877Z","caller":"clientes/direcciones.go:52","msg":"nueva direccion","dni":"[[ES_DNI|45302848R]]","direccion":"[[ADDRESS|Carrer de Sardenya 312, 4º 2ª, 08025 Barcelona]]","telefono":"[[PHONE|+34 622 41 87 90]]","alias":"casa"}
{"level":"error","ts":"2025-05-12T08:04:02.116Z","caller":"middleware/audit.go:33","msg":"posible enumeración de DNIs","ip":"[[IP_ADDRESS|88.27.190.3]]","intentos_5min":57,"regla":"WAF-CLI-07"}

Nota para el equipo: seguimos pasando el token en la query string y el DNI en la ruta, así que todo acaba en los logs de nginx. Ticket SEC-412.`],

  // IT: docker-compose.yml and .env pasted into an assistant chat (booking app of a dental practice)
  ['config', 'it', `Ciao! Il container "web" si riavvia in loop dopo l'aggiornamento a Django 5.1, ti incollo compose e .env. L'errore è "ImproperlyConfigured: The SECRET_KEY setting must not be empty" ma la variabile c'è...

docker-compose.yml
\`\`\`yaml
services:
  web:
    image: registry.gitlab.com/studiomoretti/prenotazioni:2.7.0
    env_file: .env
    environment:
      - DJANGO_SETTINGS_MODULE=prenotazioni.settings.prod
    ports:
      - "8000:8000"
    depends_on: [db]
  db:
    image: postgres:16.4-alpine
    environment:
      POSTGRES_DB: prenotazioni
      POSTGRES_USER: prenotazioni
      POSTGRES_PASSWORD: \${DB_PASSWORD}
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata:
\`\`\`

.env
\`\`\`
DJANGO_SECRET_KEY="[[SECRET|j5ba5-5k_-t)k00xc(zl684@2kyt7(_5#k2k)4cz!&w#s0&m_(]]"
DB_PASSWORD=[[SECRET|khjSlwjXO59MSUlmbOhZ]]
DATABASE_URL=postgres://prenotazioni:\${DB_PASSWORD}@db:5432/prenotazioni
EMAIL_HOST=smtps.aruba.it
EMAIL_PORT=465
EMAIL_HOST_USER=[[EMAIL|segreteria@studiodentisticomoretti.it]]
EMAIL_HOST_PASSWORD=[[SECRET|Ventotene.2019!]]
DJANGO_ADMINS="[[NAME|Luca Moretti]] <[[EMAIL|luca.moretti@studiodentisticomoretti.it]]>"
MAPBOX_TOKEN=[[SECRET|sk.eyJ1Ijoic3R1ZGlvbW9yZXR0aSIsImEiOiJjbHpkdWplcHBhZXZnYWg4em91aXZ6a3F4In0.GsHEwz0lpMh9fDoWtYS2VB]]
SENTRY_DSN=https://4f1c2e9ab07d4c53b8a1e6f09d2c7b34@o448812.ingest.sentry.io/5533071
ALLOWED_HOSTS=prenota.studiodentisticomoretti.it,[[IP_ADDRESS|151.38.117.204]]
\`\`\`

Nel settings.prod ho \`SECRET_KEY = os.environ.get("SECRET_KEY")\`. Può essere quello?`],

  // NZ: GitHub Actions log; a committed .ci/env.staging file is sourced under set -x, so nothing is masked
  ['ci-log', 'en', `2025-04-09T02:14:51.3321847Z ##[group]Run set -x
2025-04-09T02:14:51.3324410Z + source .ci/env.staging
2025-04-09T02:14:51.3391022Z ++ export AWS_REGION=ap-southeast-2
2025-04-09T02:14:51.3391770Z ++ export AWS_ACCESS_KEY_ID=[[SECRET|AKIA7QZWA3QF7PK7BD4N]]
2025-04-09T02:14:51.3392104Z ++ export AWS_SECRET_ACCESS_KEY=[[SECRET|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]]
2025-04-09T02:14:51.3392981Z ++ export DOCKER_USER=kiwiledger-ci
2025-04-09T02:14:51.3393310Z ++ export DOCKER_PASSWORD=[[SECRET|eIxyMvCWAB7eBwFJjRTN]]
2025-04-09T02:14:51.3401127Z + echo //registry.npmjs.org/:_authToken=[[SECRET|npm_XqastQBEtoHU6YU1aARg05fDWtulJ4RXzI8H]]
2025-04-09T02:14:51.4410023Z + docker login -u kiwiledger-ci --password-stdin
2025-04-09T02:14:52.9917310Z Login Succeeded
2025-04-09T02:14:53.0012840Z ##[endgroup]
2025-04-09T02:15:40.7781204Z ##[group]Run pnpm test:integration
2025-04-09T02:16:58.1120451Z  FAIL  tests/integration/customer-sync.test.ts (31.402 s)
2025-04-09T02:16:58.1121876Z   ● CustomerSync › pushes address changes to Xero
2025-04-09T02:16:58.1123007Z
2025-04-09T02:16:58.1123451Z     expect(received).toEqual(expected) // deep equality
2025-04-09T02:16:58.1124590Z
2025-04-09T02:16:58.1124912Z     - Expected  - 1
2025-04-09T02:16:58.1125207Z     + Received  + 1
2025-04-09T02:16:58.1125730Z
2025-04-09T02:16:58.1126021Z       Object {
2025-04-09T02:16:58.1126402Z     -   "AddressLine1": "[[ADDRESS|12 Kāinga Road]]",
2025-04-09T02:16:58.1126899Z     +   "AddressLine1": "[[ADDRESS|12 Kainga Road]]",
2025-04-09T02:16:58.1127350Z         "City": "Auckland",
2025-04-09T02:16:58.1127611Z         "PostalCode": "1025",
2025-04-09T02:16:58.1127994Z         "ContactName": "[[NAME|Aroha Ngata]]",
2025-04-09T02:16:58.1128390Z         "EmailAddress": "[[EMAIL|aroha.ngata@xtra.co.nz]]",
2025-04-09T02:16:58.1128811Z         "Phone": "[[PHONE|+64 21 458 3307]]",
2025-04-09T02:16:58.1129150Z       }
2025-04-09T02:16:58.1129730Z
2025-04-09T02:16:58.1130188Z       at Object.<anonymous> (tests/integration/customer-sync.test.ts:112:28)
2025-04-09T02:16:58.1302201Z Tests: 1 failed, 46 passed, 47 total
2025-04-09T02:16:58.1302990Z Snapshots: 0 total
2025-04-09T02:16:58.1303400Z Time: 77.918 s
2025-04-09T02:16:58.2211048Z ##[error]Process completed with exit code 1.
2025-04-09T02:16:58.2290113Z Commit 8d41f0c2b9 "sync: normalise macrons before Xero push" by [[NAME|Hemi Walker]] <[[EMAIL|hemi.walker@kiwiledger.co.nz]]>`],

  // AU: kubectl session on a payroll cluster (STP rejections with TFNs, a Secret decoded, pod IPs)
  ['kubectl', 'en', `$ kubectl -n payroll logs deploy/payrun-worker --since=2h | grep '"lvl":"error"'
{"t":"2025-06-30T13:02:44.118+10:00","lvl":"error","msg":"STP submission rejected","payrun":"PR-2025-26-F","employee":"E10442","name":"[[NAME|Brodie McAllister]]","tfn":"[[AU_TFN|803 164 313]]","ato_code":"CMN.ATO.PAYEVNTEMP.000116","detail":"Payee TFN does not match ATO records for date of birth"}
{"t":"2025-06-30T13:02:44.907+10:00","lvl":"error","msg":"STP submission rejected","payrun":"PR-2025-26-F","employee":"E10517","name":"[[NAME|Thi Lan Pham]]","tfn":"[[AU_TFN|632242398]]","ato_code":"CMN.ATO.GEN.XML03","detail":"Invalid payee address: [[ADDRESS|Unit 4, 19 Hopkins Street, Footscray VIC 3011]]"}
{"t":"2025-06-30T13:05:10.002+10:00","lvl":"error","msg":"slack notify failed","channel":"#payroll-alerts","error":"invalid_auth"}

$ kubectl -n payroll get pods -o wide
NAME                             READY   STATUS    RESTARTS   AGE   IP             NODE
payrun-worker-7c9d8f6b5-kq2lx    1/1     Running   3          2d    [[IP_ADDRESS|10.42.3.58]]     ip-10-42-0-117.ap-southeast-2.compute.internal
payrun-worker-7c9d8f6b5-w8rtn    1/1     Running   0          2d    [[IP_ADDRESS|10.42.5.203]]    ip-10-42-4-21.ap-southeast-2.compute.internal
payroll-db-proxy-0               1/1     Running   0          14d   [[IP_ADDRESS|10.42.3.17]]     ip-10-42-0-117.ap-southeast-2.compute.internal

$ kubectl -n payroll get secret payrun-worker-env -o yaml
apiVersion: v1
data:
  DATABASE_URL: [[SECRET|cG9zdGdyZXM6Ly9wYXlyb2xsOnFjRWdKVVlxeDNqcU5yWDNKQ0AxMC40Mi4zLjE3OjU0MzIvcGF5cm9sbA==]]
  SLACK_BOT_TOKEN: [[SECRET|eG94Yi01MzIzMDE0NjA2NTAtMzg2OTcyOTEyNDg0MS1wZ0hvVUVVY0dYRmVyUjlBMExyN015a20=]]
  SMTP_PASSWORD: [[SECRET|TjU0NHFRUVZHS0pFaEtKTUFjcjh4Mw==]]
  STP_GATEWAY_URL: aHR0cHM6Ly9zdHAuZXhhbXBsZS1nYXRld2F5LmNvbS5hdS92MQ==
kind: Secret
metadata:
  name: payrun-worker-env
  namespace: payroll
type: Opaque

$ kubectl -n payroll get secret payrun-worker-env -o jsonpath='{.data.SLACK_BOT_TOKEN}' | base64 -d
[[SECRET|xoxb-532301460650-3869729124841-pgHoUEUcGXFerR9A0Lr7Mykm]]

# token looks fine, so invalid_auth = app was reinstalled? asking @[[NAME|Priya]] in #platform. Re the two STP rejections:
# E10442 — HR says DOB on file is wrong (1998 vs 1989), E10517 — address has the unit in line 1, fix in the employee portal.`],

  // PL: tab-separated export from a clinic system pasted into an LLM prompt
  ['prompt', 'pl', `Przerób mi to na JSON (tablica obiektów, klucze po angielsku: patient, pesel, phone, address, lastVisit, doctor). Dane z eksportu z systemu przychodni, kolumny oddzielone tabulatorem:

Pacjent\tPESEL\tTelefon\tAdres\tOstatnia wizyta\tLekarz
[[NAME|KOWALSKA Halina]]\t[[PL_PESEL|57041265028]]\t[[PHONE|604 218 377]]\t[[ADDRESS|ul. Długa 14/3, 31-147 Kraków]]\t2025-05-06\tlek. [[NAME|Marek Wiśniewski]]
[[NAME|ZIELIŃSKI Tomasz]]\t[[PL_PESEL|83093091311]]\t[[PHONE|+48 512 660 914]]\t[[ADDRESS|os. Złotego Wieku 22/41, 31-616 Kraków]]\t2025-04-28\tlek. [[NAME|Marek Wiśniewski]]
[[NAME|ZIELIŃSKA Maja]]\t[[PL_PESEL|16220781300]]\t[[PHONE|+48 512 660 914]]\t[[ADDRESS|os. Złotego Wieku 22/41, 31-616 Kraków]]\t2025-04-28\tlek. [[NAME|Ewa Dąbrowska-Lis]]

Daty zostaw w formacie ISO. Telefon znormalizuj do +48. [[NAME|Maja]] jest dzieckiem, więc telefon to numer ojca — dodaj pole guardian, jeśli się da.`],

  // US: mitmproxy capture of an auto-insurance quoting API (agent portal)
  ['http-capture', 'en', `mitmproxy flow 14/31 — saved with "export as curl"+"raw" for INC-5521 (quotes failing for AZ two-driver households)

POST https://quote-api.harborlineins.com/v3/auto/quotes HTTP/2.0
host: quote-api.harborlineins.com
authorization: Bearer [[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhZ2VudF8xMTg3Iiwicm9sZSI6InByb2R1Y2VyIiwiaWF0IjoxNzQ2MDMwMDAwfQ.IL5hIv-rmMnbsMp4OM11QDzRjr7yoAzFzk8mEQtpyyI]]
cookie: hl_session=[[SECRET|bH-j-kk4Q7saEwfIgo-z8REWT420H14_wRCSuMZQR8d]]; _ga=GA1.1.1842203911.1745998011
x-forwarded-for: [[IP_ADDRESS|73.162.88.41]]
content-type: application/json
content-length: 811

{"producer_id":"AG-1187","effective_date":"2025-05-15","applicant":{"first_name":"[[NAME|Dwayne]]","last_name":"[[NAME|Castellanos]]","dob":"[[DATE_OF_BIRTH|1979-01-23]]","ssn":"[[US_SSN|715-40-8440]]","email":"[[EMAIL|dcastellanos79@icloud.com]]","phone":"[[PHONE|(602) 555-0164]]","address":{"line1":"[[ADDRESS|4417 E Mulberry Dr]]","city":"Phoenix","state":"AZ","zip":"85018"}},"drivers":[{"name":"[[NAME|Dwayne Castellanos]]","license_state":"AZ","license_number":"[[DRIVER_LICENSE|D08451276]]","dob":"[[DATE_OF_BIRTH|1979-01-23]]"},{"name":"[[NAME|Lupe Castellanos]]","license_state":"AZ","license_number":"[[DRIVER_LICENSE|D11906834]]","dob":"[[DATE_OF_BIRTH|1981-06-09]]"}],"vehicles":[{"vin":"1HGCV1F34LA021187","year":2020,"make":"Honda","model":"Accord","plate":"[[LICENSE_PLATE|CRK4417]]","garaging_zip":"85018"}]}

HTTP/2.0 422
content-type: application/problem+json
x-request-id: 7f0c3e2a-91d4-4b8e-a6c2-55e01d9b3f17

{"type":"https://errors.harborlineins.com/validation","title":"Unprocessable Entity","status":422,"errors":[{"path":"drivers[1].relationship","message":"required when drivers.length > 1"}]}

→ The portal never sends drivers[].relationship. Reproduced with 2 drivers; single-driver quotes pass.`],

  // UK: shell history of an ops engineer at a GP software supplier
  ['shell-history', 'en', `[[NAME|callum]]@ops-jump-01:~$ history | tail -n 40
  488  ssh deploy@[[IP_ADDRESS|185.199.45.12]]
  489  sudo systemctl status pgbouncer
  490  sudo journalctl -u pgbouncer --since "09:00" | tail -50
  491  psql "[[SECRET|postgresql://reporting:6NjV58TGXTToUYQkWx@10.8.1.20:5432/practice_mirror]]" -c "select count(*) from appointments where appt_date = current_date"
  492  psql "[[SECRET|postgresql://reporting:6NjV58TGXTToUYQkWx@10.8.1.20:5432/practice_mirror]]" -c "select nhs_number, surname, forename, practice_code from patients where nhs_number in ('[[UK_NHS|781 228 1841]]','[[UK_NHS|684 293 5245]]')"
  493  git clone https://[[SECRET|ghp_hVsiPxH5YY6X1kEWoI4a9fwhf1gde53onYdl]]@github.com/medisync-uk/practice-sync.git
  494  cd practice-sync && git log --oneline -5
  495  export AWS_ACCESS_KEY_ID=[[SECRET|AKIAVZWGTMZFD6P7TJZ5]]
  496  export AWS_SECRET_ACCESS_KEY=[[SECRET|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]]
  497  aws s3 ls s3://medisync-backups-eu-west-2/daily/ --human-readable | tail
  498  mysql -u root -p'[[SECRET|Tr0ub4dor&3x]]' -h [[IP_ADDRESS|10.8.1.31]] legacy_portal
  499  git config --global user.email "[[EMAIL|callum.fraser@medisync.co.uk]]"
  500  git config --global user.name "[[NAME|Callum Fraser]]"
  501  scp backup_2025-05-31.sql.gz [[NAME|callum]]@[[IP_ADDRESS|10.8.1.44]]:/srv/restore/
  502  ping -c 3 [[IP_ADDRESS|10.8.1.44]]
  503  traceroute [[IP_ADDRESS|8.8.8.8]]
  504  sudo ufw allow from [[IP_ADDRESS|82.132.219.76]] to any port 22 comment '[[NAME|Callum]] home'
  505  vim ~/.ssh/config
  506  history | tail -n 40`],

  // DE: Slack message with a pandas traceback (health-insurance member list reconciliation)
  ['stack-trace', 'de', `[[NAME|svenja.koehler]]  10:47
@[[NAME|Timo]] kannst du mal draufschauen? Mein Abgleich-Skript für die Versichertenliste der BKK bricht beim Einlesen ab, obwohl ich dayfirst gesetzt hab 🙈

\`\`\`
Traceback (most recent call last):
  File "/home/[[NAME|svenja.koehler]]/abgleich/abgleich.py", line 47, in <module>
    df["geb_datum"] = pd.to_datetime(df["geb_datum"], format="%d.%m.%Y")
  File "/home/[[NAME|svenja.koehler]]/.venv/lib/python3.12/site-packages/pandas/core/tools/datetimes.py", line 1067, in to_datetime
    values = convert_listlike(arg._values, format)
  File "/home/[[NAME|svenja.koehler]]/.venv/lib/python3.12/site-packages/pandas/core/tools/datetimes.py", line 433, in _convert_listlike_datetimes
    return _array_strptime_with_fallback(arg, name, utc, format, exact, errors)
ValueError: day is out of range for month, at position 2. You might want to try:
    - passing \`format\` if your strings have a consistent format;
    - passing \`format='ISO8601'\` if your strings are all ISO8601 but not necessarily in exactly the same format;
\`\`\`

df.head() vor der Umwandlung:
\`\`\`
  versichertennr      name  vorname   geb_datum        rv_nummer
0     [[KVNR|M115718059]]   [[NAME|Mertens]]   [[NAME|Gisela]]  [[DATE_OF_BIRTH|03.05.1961]]  [[SOCIAL_SECURITY|12 030561 M 413]]
1     [[KVNR|S205410487]]   [[NAME|Schmitt]]   [[NAME|Birgit]]  [[DATE_OF_BIRTH|21.11.1974]]  [[SOCIAL_SECURITY|53 211174 S 535]]
2     [[KVNR|B600007690]]     [[NAME|Bauer]]    [[NAME|Heinz]]  31.02.1968              NaN
\`\`\`

[[NAME|Timo Brandl]]  10:52
Zeile 2 hat den 31.02., das gibt's halt nicht 😄 Nimm errors="coerce" und schreib die NaT-Zeilen in eine Klärungsliste. Und bitte die Liste nicht in #general posten, das sind echte Versichertendaten.`],

  // no personal data: frontend build and unit-test output (versions, hashes, sizes, timings)
  ['ci-log', 'en', `$ pnpm build && pnpm test --run

> @fieldnotes/web@3.18.0 build /workspace/apps/web
> tsc -b && vite build

vite v5.4.8 building for production...
✓ 1843 modules transformed.
dist/index.html                          0.71 kB │ gzip:   0.39 kB
dist/assets/inter-latin-400-C2S8Fq1K.woff2   23.66 kB
dist/assets/index-D9sX4bQe.css          48.12 kB │ gzip:   8.97 kB
dist/assets/vendor-react-B7xQ2k9d.js   141.04 kB │ gzip:  45.31 kB
dist/assets/index-Cq0mZ1tA.js          612.88 kB │ gzip: 187.45 kB

(!) Some chunks are larger than 500 kB after minification. Consider:
- Using dynamic import() to code-split the application
✓ built in 11.42s

> @fieldnotes/web@3.18.0 test /workspace/apps/web
> vitest --run

 RUN  v2.1.2 /workspace/apps/web

 ✓ src/lib/date.test.ts (14 tests) 12ms
 ✓ src/lib/units.test.ts (22 tests) 9ms
 ✓ src/lib/semver.test.ts (9 tests) 4ms
 ✓ src/features/sync/queue.test.ts (31 tests) 148ms
 ❯ src/features/export/csv.test.ts (12 tests | 1 failed) 41ms
   × formats 1234567.891 with the de-DE locale
     → expected '1.234.567,89' to be '1.234.567,891'

 Test Files  1 failed | 4 passed (5)
      Tests  1 failed | 87 passed (88)
   Start at  14:02:37
   Duration  3.18s (transform 402ms, setup 0ms, collect 1.21s, tests 214ms, environment 1.44s, prepare 611ms)

HEAD is 4e1b9c07a2d35f8e6c1b0a9d7f3e2c5b8a4d6f10 (release/3.18), node v20.17.0, pnpm 9.12.1, lockfile sha512-Vd1pQ7w1XzGq3rJ2w9mX4kE5a0bH8sT6yN3cL2vF1uA7oR9iP0dS4eW6tY8hK3jM5nB2xZ1qC7gV0fU9lO4aIw==`],

  // no personal data: a SQL migration with EXPLAIN ANALYZE output in a pull-request description
  ['sql-migration', 'en', `## Partition \`order_events\` by month (PERF-318)

Before (prod replica, 2025-06-02 03:10 UTC):

\`\`\`
EXPLAIN (ANALYZE, BUFFERS) SELECT order_id, status, created_at FROM order_events
WHERE created_at >= '2025-05-01' AND created_at < '2025-06-01' AND status = 'SHIPPED';

 Seq Scan on order_events  (cost=0.00..2841176.40 rows=1904211 width=28) (actual time=0.041..18412.337 rows=1887904 loops=1)
   Filter: ((created_at >= '2025-05-01 00:00:00+00'::timestamp with time zone) AND (created_at < '2025-06-01 00:00:00+00'::timestamp with time zone) AND (status = 'SHIPPED'::text))
   Rows Removed by Filter: 98214530
   Buffers: shared hit=120331 read=1308842
 Planning Time: 0.212 ms
 Execution Time: 18544.902 ms
\`\`\`

Migration \`20250603_0912_partition_order_events.sql\`:

\`\`\`sql
CREATE TABLE order_events_p (
  id          bigint GENERATED ALWAYS AS IDENTITY,
  order_id    bigint      NOT NULL,
  status      text        NOT NULL,
  payload     jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);

CREATE TABLE order_events_2025_05 PARTITION OF order_events_p FOR VALUES FROM ('2025-05-01') TO ('2025-06-01');
CREATE TABLE order_events_2025_06 PARTITION OF order_events_p FOR VALUES FROM ('2025-06-01') TO ('2025-07-01');
CREATE INDEX ON order_events_p (status, created_at);
\`\`\`

After (same query, partition pruning):

\`\`\`
 Index Only Scan using order_events_2025_05_status_created_at_idx on order_events_2025_05  (cost=0.57..61240.18 rows=1891045 width=28) (actual time=0.029..702.114 rows=1887904 loops=1)
   Index Cond: ((status = 'SHIPPED'::text) AND (created_at >= '2025-05-01 00:00:00+00'::timestamp with time zone))
   Heap Fetches: 0
   Buffers: shared hit=40211
 Planning Time: 0.388 ms
 Execution Time: 781.530 ms
\`\`\`

18.5 s → 0.78 s. Table size 212 GB → partitions of 6.8–7.4 GB. Backfill runs in batches of 50,000 ids (est. 4h 20m); lock_timeout = '2s', statement_timeout = '15min'. Tested on PostgreSQL 16.3 and 15.7.`],
]
