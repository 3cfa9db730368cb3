/**
 * blind-6: developer material (part A) from the main markets (UK, US, DE, IT, IN, ES, PL, CA, NL, AU, FR):
 * coding-agent sessions, JSON logs, nginx access log, stack traces with request payloads, SQL dumps,
 * .env / YAML / TOML / INI configs, Terraform state, Kubernetes manifests, Jupyter output, CSV export,
 * HAR, curl commands, a Shopify webhook.
 * Markup: [[TYPE|value]]; see eval/blind-6/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_DEV_A: RawDoc[] = [
  // UK: coding-agent session, failing Jest test; the agent prints .env.test and queries the database it points at
  ['agent-session', 'en', `> the occupational-health export test keeps failing on CI since this morning, can you fix it? output below

 FAIL  src/export/__tests__/ohExport.test.ts (6.412 s)
  ● ohExport › masks identifiers in the referral CSV

    expect(received).toEqual(expected)

    - Expected  - 1
    + Received  + 1

      employee_id,name,nino,nhs_number,clinic
    - E-10442,[[NAME|Priya Raman]],JZ******A,*** *** ****,LDS-03
    + E-10442,[[NAME|Priya Raman]],[[UK_NINO|JZ 80 17 67 A]],[[UK_NHS|947 811 3143]],LDS-03

      86 |     const csv = await buildReferralCsv(referralIds, { mask: true })
      87 |     const firstRow = csv.split('\\n')[1]
    > 88 |     expect(firstRow).toEqual(expectedMasked)
         |                      ^

      at Object.<anonymous> (src/export/__tests__/ohExport.test.ts:88:22)

Test Suites: 1 failed, 31 passed, 32 total
Tests:       1 failed, 212 passed, 213 total
Snapshots:   4 passed, 4 total
Time:        41.87 s

⏺ The received row is unmasked, and that employee isn't in the fixtures — so the test isn't reading the fixture database. Let me check the test environment.

⏺ Bash(cat .env.test)
  ⎿  NODE_ENV=test
     LOG_LEVEL=warn
     DATABASE_URL=[[SECRET|postgres://oh_app:IZiYqPvF8CPFEajKnoHnVI@oh-prod-db.internal.healthwork.co.uk:5432/occhealth]]
     SENDGRID_API_KEY=[[SECRET|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]]
     REFERRAL_INBOX=[[EMAIL|referrals@healthwork.co.uk]]
     MASKING_SALT=\${MASKING_SALT}
     FEATURE_FLAGS=mask_v2,csv_bom

⏺ That DATABASE_URL points at the production replica, not the Docker fixture DB on localhost:55432. Checking what the export query actually returns:

⏺ Bash(psql "$DATABASE_URL" -c "select employee_id, full_name, nino, nhs_number, mobile from oh.referrals order by created_at desc limit 3")
  ⎿   employee_id |     full_name      |   nino    | nhs_number |    mobile
     -------------+--------------------+-----------+------------+--------------
      E-10442     | [[NAME|Priya Raman]]        | [[UK_NINO|JZ801767A]] | [[UK_NHS|9478113143]] | [[PHONE|07723 418906]]
      E-10391     | [[NAME|Callum O'Donnell]]   | [[UK_NINO|BP798533D]] | [[UK_NHS|5061905148]] | [[PHONE|07481 220734]]
      E-09977     | [[NAME|Adaeze Nwankwo-Hill]] | [[UK_NINO|NY463370D]] | [[UK_NHS|9035498453]] | [[PHONE|+44 7950 663121]]
     (3 rows)

⏺ These are real employees' records. I've stopped querying that database. The fix is in two places:
  1. \`.env.test\` should use \`postgres://oh_app@localhost:55432/occhealth_test\` (the compose fixture), and
  2. \`buildReferralCsv\` ignores \`mask: true\` when \`FEATURE_FLAGS\` contains \`mask_v2\` — the v2 path never calls \`maskNino()\`.

  You should also rotate the production database password and the SendGrid key, since both were in a file committed at 4c1e9a2.`],

  // US: structured JSON logs (one object per line) of a telehealth intake API
  ['json-log', 'en', `{"level":30,"time":"2025-05-16T14:02:11.482Z","pid":7,"hostname":"intake-api-6d9f7c-xk2lp","reqId":"req-1f9c","req":{"method":"POST","url":"/v2/intake","remoteAddress":"[[IP_ADDRESS|73.162.48.201]]","remotePort":51822},"msg":"incoming request"}
{"level":30,"time":"2025-05-16T14:02:11.497Z","pid":7,"hostname":"intake-api-6d9f7c-xk2lp","reqId":"req-1f9c","headers":{"authorization":"Bearer [[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwdF84ODIxMyIsImlzcyI6Imh0dHBzOi8vYXV0aC5jYXJlYnJpZGdlLWhlYWx0aC5jb20iLCJhdWQiOiJpbnRha2UtYXBpIiwiZXhwIjoxNzQ3NDEyMTAwLCJzY29wZSI6ImludGFrZTp3cml0ZSJ9.xw-zDYXvyBoeipUl3dKDH4jyavLJolzGXJ9rNQgrwEM]]","x-forwarded-for":"[[IP_ADDRESS|73.162.48.201]], [[IP_ADDRESS|10.12.0.7]]","user-agent":"CareBridge/5.14.0 (iPhone; iOS 18.4.1)"},"msg":"auth ok"}
{"level":40,"time":"2025-05-16T14:02:11.503Z","pid":7,"hostname":"intake-api-6d9f7c-xk2lp","reqId":"req-1f9c","body":{"patient":{"firstName":"[[NAME|Marisol]]","lastName":"[[NAME|Echeverría-Quinn]]","dob":"[[DATE_OF_BIRTH|1979-11-23]]","ssn":"[[US_SSN|891-84-3354]]","phone":"[[PHONE|(614) 382-7719]]","email":"[[EMAIL|marisol.eq@outlook.com]]","address":{"line1":"[[ADDRESS|2281 Northwest Blvd Apt 4]]","city":"Columbus","state":"OH","zip":"43212"}},"insurance":{"payer":"Anthem BCBS","memberId":"YRH884412907","group":"0047162"},"visitReason":"follow-up, BP meds"},"msg":"validation warning: ssn should not be sent for self-pay"}
{"level":30,"time":"2025-05-16T14:02:11.611Z","pid":7,"hostname":"intake-api-6d9f7c-xk2lp","reqId":"req-1f9c","payment":{"method":"card","pan":"[[CREDIT_CARD|4888523767032097]]","exp":"08/27","zip":"43212","processor":"braintree","txn":"bt_7hq2k9"},"msg":"raw payment object (debug)"}
{"level":30,"time":"2025-05-16T14:02:11.702Z","pid":7,"hostname":"intake-api-6d9f7c-xk2lp","reqId":"req-1f9c","res":{"statusCode":201},"responseTime":219.4,"intakeId":"ik_01HXZ3V7D9Q2M4","msg":"request completed"}
{"level":30,"time":"2025-05-16T14:02:12.015Z","pid":7,"hostname":"intake-api-6d9f7c-xk2lp","job":"notify-provider","to":"[[EMAIL|dr.okafor@carebridge-health.com]]","provider":"[[NAME|Chinedu Okafor]]","npi":"1437261980","msg":"provider notified"}
{"level":50,"time":"2025-05-16T14:02:14.330Z","pid":7,"hostname":"intake-api-6d9f7c-xk2lp","job":"sms-reminder","to":"[[PHONE|+16143827719]]","err":{"type":"TwilioError","message":"Unable to create record: The 'To' number [[PHONE|+16143827719]] is not a valid mobile number","code":21614},"msg":"sms failed"}
{"level":30,"time":"2025-05-16T14:02:15.001Z","pid":7,"hostname":"intake-api-6d9f7c-xk2lp","msg":"heap used 182.4 MB, event loop lag 3.1 ms"}`],

  // DE: nginx access log of a shop with secrets and e-mail addresses in query strings
  ['access-log', 'en', `[[IP_ADDRESS|91.64.213.77]] - - [16/May/2025:08:14:02 +0200] "GET /de/produkte/kaffeemaschinen?sort=preis_asc&page=2 HTTP/2.0" 200 48211 "https://www.google.de/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
[[IP_ADDRESS|91.64.213.77]] - - [16/May/2025:08:14:39 +0200] "GET /newsletter/confirm?email=[[EMAIL|anja.schroeder-bayram%40web.de]]&t=1715840079 HTTP/2.0" 302 0 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"
[[IP_ADDRESS|2a02:810d:4b3f:a800:5d1c:e2ff:fe41:9a07]] - - [16/May/2025:08:15:11 +0200] "GET /api/v1/orders/4711-2025-0388?access_token=[[URL_SECRET|mnnYdtKSwAKYh7FqzqO8ngXxq36YWPrP7pp6Ti8t]] HTTP/1.1" 200 3312 "-" "Kaffeewelt-App/3.8.2 (Android 14; SM-S911B)"
[[IP_ADDRESS|10.0.4.12]] - - [16/May/2025:08:15:30 +0200] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
[[IP_ADDRESS|185.201.14.3]] - - [16/May/2025:08:16:02 +0200] "POST /webhooks/paypal?ref=ipn&v=2 HTTP/1.1" 200 17 "-" "PayPal IPN ( https://www.paypal.com/ipn )"
[[IP_ADDRESS|87.183.40.166]] - - [16/May/2025:08:17:45 +0200] "GET /konto/passwort-neu?code=[[URL_SECRET|6kwSvMzN8q3zl9ec10kV6vg4SJjY]]&email=[[EMAIL|m.yilmaz1987%40gmx.net]] HTTP/2.0" 200 9120 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
[[IP_ADDRESS|3.124.77.210]] - - [16/May/2025:08:19:20 +0200] "GET /feeds/idealo.csv?api_key=[[URL_SECRET|087cc760cabbdc72b194ed3e2ec131c5]]&format=csv HTTP/1.1" 200 1840221 "-" "idealo-feed-fetcher/2.1"
[[IP_ADDRESS|3.124.77.210]] - - [16/May/2025:08:19:21 +0200] "GET /feeds/idealo.csv?api_key=YOUR_API_KEY&format=csv HTTP/1.1" 401 39 "-" "curl/8.5.0"`],

  // IT: Spring Boot stack trace of a motor-insurance quote API with the request payload
  ['stack-trace', 'it', `2025-05-16 10:41:27.904 ERROR 1 --- [nio-8080-exec-7] c.a.q.web.GlobalExceptionHandler        : Errore durante il salvataggio del preventivo PRV-2025-0441870
payload={"canale":"web","prodotto":"RCA-AUTO-PLUS","contraente":{"nome":"[[NAME|Giulia]]","cognome":"[[NAME|Esposito]]","codiceFiscale":"[[IT_FISCAL_CODE|SPSGLI90D57F839Z]]","dataNascita":"[[DATE_OF_BIRTH|1990-04-17]]","email":"[[EMAIL|giulia.esposito90@libero.it]]","cellulare":"[[PHONE|+39 347 218 5530]]","indirizzo":"[[ADDRESS|Via Francesco Crispi 48]]","cap":"80121","comune":"Napoli","provincia":"NA"},"conducenteAbituale":{"nominativo":"[[NAME|Davide Esposito]]","codiceFiscale":"[[IT_FISCAL_CODE|SPSDVD88P02H501G]]","patenteDal":"2007-03-15"},"veicolo":{"targa":"[[LICENSE_PLATE|GH 482 KT]]","marca":"FIAT","modello":"500X","immatricolazione":"2021-06"},"pagamento":{"modalita":"SDD","iban":"[[IBAN|IT87S0306903496790698727992]]"},"premioLordo":"612.40","classeCU":"1"}

org.springframework.dao.DataIntegrityViolationException: could not execute statement; SQL [n/a]; constraint [uk_contraente_cf_prodotto]
\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:290)
\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:241)
\tat org.springframework.dao.support.PersistenceExceptionTranslationInterceptor.invoke(PersistenceExceptionTranslationInterceptor.java:152)
\tat it.assicurasmart.quote.service.PreventivoService.salva(PreventivoService.java:214)
\tat it.assicurasmart.quote.web.PreventivoController.create(PreventivoController.java:77)
\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
\tat org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)
\tat java.base/java.lang.Thread.run(Thread.java:1583)
Caused by: org.hibernate.exception.ConstraintViolationException: could not execute statement [Duplicate entry '[[IT_FISCAL_CODE|SPSGLI90D57F839Z]]-RCA-AUTO-PLUS' for key 'contraente.uk_contraente_cf_prodotto'] [insert into contraente (cap,cellulare,codice_fiscale,...) values (?,?,?,...)]
\tat org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:95)
\t... 94 common frames omitted
Caused by: java.sql.SQLIntegrityConstraintViolationException: Duplicate entry '[[IT_FISCAL_CODE|SPSGLI90D57F839Z]]-RCA-AUTO-PLUS' for key 'contraente.uk_contraente_cf_prodotto'
\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)
\tat com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)
\t... 101 common frames omitted
2025-05-16 10:41:27.911  WARN 1 --- [nio-8080-exec-7] c.a.q.client.AniaClient                  : ANIA lookup retried with x-api-key=[[SECRET|IvlXwEwtLh3R4cG0aFbSi1SFNyBrij19]] (attempt 2/3, traceId 6f0c2a9e81b44d1f)`],

  // IN: Celery traceback of a lending app's PAN verification task, with local variables
  ['stack-trace', 'en', `[2025-05-16 11:42:07,331: ERROR/ForkPoolWorker-3] Task kyc.tasks.verify_pan[7c1d4e0a-93b2-4f51-a0de-2b6c915e4f08] raised unexpected: NameMismatch (see below)
Traceback (most recent call last):
  File "/app/.venv/lib/python3.11/site-packages/celery/app/trace.py", line 453, in trace_task
    R = retval = fun(*args, **kwargs)
  File "/app/kyc/tasks.py", line 88, in verify_pan
    resp = client.verify(pan=applicant["pan"], name=applicant["full_name"], dob=applicant["dob"])
  File "/app/kyc/clients/panverify.py", line 61, in verify
    raise NameMismatch(f"PAN {pan}: expected {name.upper()!r}, got {body['name_on_card']!r}")
kyc.clients.panverify.NameMismatch: PAN [[IN_PAN|RXEPR3917Q]]: expected '[[NAME|SURESH KUMAR REDDY]]', got '[[NAME|REDDY SURESH KUMAR]]'

Locals (frame verify_pan):
  applicant = {'id': 88213, 'loan_ref': 'LN/HYD/2025/004417', 'full_name': '[[NAME|Suresh Kumar Reddy]]',
               'pan': '[[IN_PAN|RXEPR3917Q]]', 'aadhaar': '[[IN_AADHAAR|4232 0752 2667]]', 'dob': '[[DATE_OF_BIRTH|1986-02-11]]',
               'mobile': '[[PHONE|+91 98490 12345]]', 'email': '[[EMAIL|sureshreddy.k86@gmail.com]]',
               'address': '[[ADDRESS|Flat 302, Sai Residency, Road No. 12, Banjara Hills, Hyderabad, Telangana 500034]]',
               'ifsc': 'HDFC0001742', 'account_no': '50100412238817', 'cibil_score': 742}
  headers   = {'x-client-id': 'lendkart-prod', 'x-client-secret': '[[SECRET|WCWYNoyJv1y16hN8TBz1yMnuS5x97y3Qy1s9UmAX]]', 'content-type': 'application/json'}
  body      = {'status': 'VALID', 'name_on_card': '[[NAME|REDDY SURESH KUMAR]]', 'category': 'Individual', 'aadhaar_seeding': 'Y', 'last_updated': '2019-08-30'}
[2025-05-16 11:42:07,335: INFO/ForkPoolWorker-3] Task kyc.tasks.verify_pan retry in 300s (attempt 2 of 5)`],

  // ES: pg_dump of a dental clinic's patient table (COPY format, tab-separated)
  ['sql-dump', 'es', `--
-- PostgreSQL database dump
--
-- Dumped from database version 15.6 (Debian 15.6-1.pgdg120+2)
-- Dumped by pg_dump version 16.2

SET statement_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: pacientes; Type: TABLE DATA; Schema: public; Owner: clinica
--

COPY public.pacientes (id, nombre, apellidos, dni_nie, fecha_nacimiento, telefono, email, direccion, cp, municipio, mutua, creado) FROM stdin;
1041\t[[NAME|Lucía]]\t[[NAME|Fernández Ruiz]]\t[[ES_DNI|27486130A]]\t[[DATE_OF_BIRTH|1984-07-09]]\t[[PHONE|612 448 390]]\t[[EMAIL|luciafr84@gmail.com]]\t[[ADDRESS|Calle de Embajadores 114, 3º B]]\t28045\tMadrid\tSanitas\t2024-11-02 09:12:44+01
1042\t[[NAME|Youssef]]\t[[NAME|El Amrani]]\t[[ES_DNI|Y6773922E]]\t[[DATE_OF_BIRTH|1991-01-30]]\t[[PHONE|+34 631 207 558]]\t[[EMAIL|y.elamrani@hotmail.es]]\t[[ADDRESS|Calle del Amparo 61, bajo izq.]]\t28012\tMadrid\t\\N\t2024-11-04 17:40:03+01
1044\t[[NAME|Iker]]\t[[NAME|Goikoetxea Larrañaga]]\t[[ES_DNI|59892094-W]]\t[[DATE_OF_BIRTH|2009-05-27]]\t[[PHONE|688 915 034]]\t[[EMAIL|ane.larranaga@euskalnet.net]]\t[[ADDRESS|Calle Princesa 9, 5º dcha.]]\t28008\tMadrid\tDKV\t2024-11-07 12:31:58+01
1045\tPACIENTE\tPRUEBA NO BORRAR\t00000000T\t2000-01-01\t600000000\ttest@clinica-sonrisa.local\tCalle Falsa 123\t28000\tMadrid\t\\N\t2024-10-01 08:00:00+02
\\.

--
-- Data for Name: citas; Type: TABLE DATA; Schema: public; Owner: clinica
--

COPY public.citas (id, paciente_id, gabinete, inicio, fin, tratamiento, importe) FROM stdin;
88120\t1041\tG2\t2025-05-19 09:30:00+02\t2025-05-19 10:15:00+02\tEndodoncia 36\t210.00
88121\t1044\tG1\t2025-05-19 10:30:00+02\t2025-05-19 11:00:00+02\tRevisión ortodoncia\t45.00
\\.

SELECT pg_catalog.setval('public.pacientes_id_seq', 1045, true);
SELECT pg_catalog.setval('public.citas_id_seq', 88121, true);`],

  // PL: mysqldump of an online pharmacy's customer and refund tables
  ['sql-dump', 'pl', `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: [[IP_ADDRESS|10.20.1.15]]    Database: apteka_sklep
-- ------------------------------------------------------
-- Server version\t8.0.36-0ubuntu0.22.04.1

/*!40101 SET NAMES utf8mb4 */;
/*!40103 SET TIME_ZONE='+00:00' */;

--
-- Dumping data for table \`klienci\`
--

LOCK TABLES \`klienci\` WRITE;
INSERT INTO \`klienci\` (\`id\`, \`imie\`, \`nazwisko\`, \`pesel\`, \`telefon\`, \`email\`, \`ulica\`, \`kod_pocztowy\`, \`miasto\`, \`firma\`, \`nip_ue\`, \`zgoda_marketing\`) VALUES (20117,'[[NAME|Katarzyna]]','[[NAME|Wiśniewska-Nowak]]','[[PL_PESEL|82031499866]]','[[PHONE|+48 601 238 447]]','[[EMAIL|k.wisniewska.nowak@wp.pl]]','[[ADDRESS|ul. Grochowska 312/18]]','04-357','Warszawa',NULL,NULL,1),(20118,'[[NAME|Bartosz]]','[[NAME|Kaczmarek]]','[[PL_PESEL|95110273893]]','[[PHONE|512 904 336]]','[[EMAIL|bartek.kaczmarek@onet.pl]]','[[ADDRESS|os. Bolesława Chrobrego 27/4]]','60-681','Poznań','Kaczmarek Serwis Rowerowy','[[VAT_ID|PL3891098254]]',0),(20119,'[[NAME|Olena]]','[[NAME|Shevchenko]]','[[PL_PESEL|01272353168]]','[[PHONE|+48 789 115 620]]','[[EMAIL|olena.shevchenko01@gmail.com]]','[[ADDRESS|ul. Długa 5 m. 12]]','31-147','Kraków',NULL,NULL,1),(20120,'Test','Testowy','00000000000','000000000','test@apteka-sklep.invalid','ul. Testowa 1','00-001','Warszawa',NULL,NULL,0);
UNLOCK TABLES;

--
-- Dumping data for table \`zwroty\`
--

LOCK TABLES \`zwroty\` WRITE;
INSERT INTO \`zwroty\` (\`id\`, \`zamowienie\`, \`klient_id\`, \`kwota\`, \`iban_zwrotu\`, \`posiadacz\`, \`status\`, \`utworzono\`) VALUES (771,'ZAM/2025/05/01822',20117,'89.97','[[IBAN|PL72114020040134925242723705]]','[[NAME|Katarzyna Wiśniewska-Nowak]]','WYSLANY','2025-05-12 08:41:10');
UNLOCK TABLES;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

-- Dump completed on 2025-05-16  3:00:02`],

  // CA: a founder pastes a production .env into an assistant chat to debug a Twilio error
  ['prompt', 'en', `hey, our quote-request SMS stopped going out after I moved the app from Vercel to Fly. Twilio returns error 20003 ("Authenticate"). Here's the env from the Fly dashboard, I copied it as-is. What's wrong?

\`\`\`
# --- app ---
NEXT_PUBLIC_SITE_URL=https://app.maplerenos.ca
NODE_ENV=production
PORT=3000
DATABASE_URL=[[SECRET|postgresql://maple_admin:UEmW5gWV6BR6iPNHL5THGisA@maple-prod.cluster-c8kq1x2.ca-central-1.rds.amazonaws.com:5432/renos?sslmode=require]]
SESSION_SECRET=[[SECRET|evk2pOsPumDvRoRQIcf4SziwbU0kpRhJ7ZOe2jNdyMq0QhBe9LG0PwblhC0b7bzS]]

# --- ai quote drafts ---
OPENAI_API_KEY=[[SECRET|sk-proj-06UmeiLL2puR0AoT0aBkui5Ttmc8W02X48vOgX41pNZwy7S6SYNWWp3pT3BlbkFJCbcFZdaXELdlzckJCKRRtCMMTTA6ox0hSipwaekmnDX3Yd0uGZR5SWCs]]
OPENAI_MODEL=gpt-4o-mini

# --- sms ---
TWILIO_ACCOUNT_SID=AC755850a05b6a2e2bc51b11a75960da3b
TWILIO_AUTH_TOKEN="[[SECRET|60916645fe2009aaa44d7b6ec256b32b]] "
TWILIO_FROM=[[PHONE|+16478462291]]

# --- uploads ---
AWS_ACCESS_KEY_ID=[[SECRET|AKIASRRZ5LXXIJIV3ADY]]
AWS_SECRET_ACCESS_KEY=[[SECRET|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]]
AWS_REGION=ca-central-1
S3_BUCKET=maple-renos-quote-photos

# --- admin ---
ADMIN_EMAILS=[[EMAIL|jp.tremblay@maplerenos.ca]],[[EMAIL|harpreet.gill@maplerenos.ca]]
OWNER_CELL=[[PHONE|(416) 832-5519]]
ALLOWED_ADMIN_IPS=[[IP_ADDRESS|99.229.14.87/32]],[[IP_ADDRESS|24.114.61.200]]
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51zlXQM82KCRS3zQcXOeVyobGYhVk95v7biUE0pwWhVVhktqtXOrwoCZ11Q8yZPiAqJpxV8VPaGDhHPt9ALpU2Nxm67WQMotEf
\`\`\`

the same values worked on Vercel. fly version is v0.2.41, node 20.12. thanks! — [[NAME|JP]]`],

  // NL: Home Assistant secrets.yaml and configuration.yaml pasted into a forum question (Dutch)
  ['config', 'nl', `Hoi allemaal, mijn device_tracker ziet de telefoon van mijn vriendin niet meer sinds de update naar 2025.5.1. Fritz!Box 7590, firmware 8.02. Iemand een idee? Hieronder mijn config (secrets heb ik er even in laten staan, is toch alleen lokaal 🙈).

**secrets.yaml**
\`\`\`yaml
wifi_ssid: "Ziggo-5G-deBoer"
wifi_password: "[[SECRET|Tulpen!Zomer2024]]"
mqtt_user: homeassistant
mqtt_password: "[[SECRET|iFaC1RUwOi1JonDvtS]]"
home_latitude: 52.0907
home_longitude: 5.1214
notify_email: "[[EMAIL|sanne.deboer@ziggo.nl]]"
telegram_bot_token: "[[SECRET|7327382144:AA3GTwj3Bla7QxCbvYRcNZhB31_W_NR3mxH]]"
telegram_chat_id: 481220934
p1_meter_host: [[IP_ADDRESS|192.168.178.41]]
\`\`\`

**configuration.yaml** (stuk)
\`\`\`yaml
homeassistant:
  name: Thuis
  # [[ADDRESS|Kastanjelaan 17, 3571 CG Utrecht]]
  latitude: !secret home_latitude
  longitude: !secret home_longitude
  time_zone: Europe/Amsterdam

device_tracker:
  - platform: fritz
    host: [[IP_ADDRESS|192.168.178.1]]
    consider_home: 180
    devices:
      telefoon_sanne: "[[MAC_ADDRESS|A4:83:E7:2F:91:0C]]"
      telefoon_joost: "[[MAC_ADDRESS|f0-99-b6-11-4c-2e]]"
      wasmachine: "[[MAC_ADDRESS|b827.eb3c.5d01]]"

person:
  - name: [[NAME|Sanne]]
    id: sanne
    device_trackers: [device_tracker.telefoon_sanne]
  - name: [[NAME|Joost]]
    id: joost
    device_trackers: [device_tracker.telefoon_joost]
\`\`\`

Logregel: \`2025-05-14 21:03:11.412 WARNING (MainThread) [homeassistant.components.fritz] Device [[MAC_ADDRESS|A4:83:E7:2F:91:0C]] not found in hosts list (23 hosts)\`

Groet, [[NAME|Joost van Leeuwen]]`],

  // AU: TOML configuration of a courier dispatch worker (Rust), pasted into a pull request
  ['config', 'en', `PR #418 "move dispatch-worker config to TOML" — review requested from platform-team

\`config/production.toml\`
\`\`\`toml
[server]
bind = "0.0.0.0:8443"
public_ip = "[[IP_ADDRESS|13.236.41.208]]"
workers = 8
request_timeout_ms = 15000

[database]
url = "[[SECRET|postgres://dispatch:KkeG2UXx88HD5ChLsfXg@db-prod.fastlane.internal:5432/couriers]]"
max_connections = 40

[redis]
url = "[[SECRET|redis://:ypIdY2LFcuHPZQMe7u7Nv6kBd0@10.1.3.44:6379/0]]"

[smtp]
host = "email-smtp.ap-southeast-2.amazonaws.com"
port = 587
username = "[[SECRET|AKIA3VW6JWTWCRW6WLKL]]"
password = "[[SECRET|BPSFKFwR3XMi7M/P+6JtZfBw5EEJZMPgGqFDVs0v4aQp]]"
from = "Fastlane Dispatch <[[EMAIL|dispatch@fastlane-couriers.com.au]]>"

[alerts]
recipients = ["[[EMAIL|ops@fastlane-couriers.com.au]]", "[[EMAIL|mei.lin.tan@fastlane-couriers.com.au]]"]
oncall.primary = { name = "[[NAME|Mei Lin Tan]]", mobile = "[[PHONE|0412 883 106]]" }
oncall.secondary = { name = "[[NAME|Liam O'Sullivan]]", mobile = "[[PHONE|+61 423 550 871]]" }

[depot]
name = "Alexandria hub"
address = "[[ADDRESS|Unit 4, 18 Bourke Road, Alexandria NSW 2015]]"
geofence_m = 350
\`\`\`

Review comment by [[NAME|Liam O'Sullivan]]: please don't commit the SES credentials — use \`\${SMTP_PASSWORD}\` from the secrets manager like staging does (\`config/staging.toml\` line 21). Also the depot ABN 51 824 753 556 belongs on the invoice template, not here.`],

  // AT: INI configuration of a sports club's membership software, posted in a forum (German)
  ['config', 'de', `Servus, nach dem Umzug auf den neuen Server kommen keine SEPA-Lastschrift-Mails mehr raus (Fehler "535 Authentication failed"). Hier die config.ini, vielleicht sieht wer den Fehler:

\`\`\`ini
; Vereinsverwaltung 4.2 — SV Andritz 1921
[datenbank]
host     = [[IP_ADDRESS|10.0.0.5]]
port     = 3306
name     = verein_prod
user     = verein
passwort = "[[SECRET|Sturm1909!Graz]]"

[mail]
smtp_host     = mail.sv-andritz.at
smtp_port     = 587
smtp_user     = [[EMAIL|kassier@sv-andritz.at]]
smtp_pass     = "[[SECRET|P6RJJebUWaGlz493]]"
absender_name = "Kassier [[NAME|Florian Gruber]]"

[bank]
glaeubiger_id = AT61ZZZ00000045321
iban          = [[IBAN|AT652081544278945705]]
bic           = [[BIC|STSPAT2GXXX]]
mandatsprefix = SVA-2025-

[verein]
obmann   = "Mag. [[NAME|Ewa Kowalczyk-Hofer]]"
adresse  = "[[ADDRESS|Andritzer Reichsstraße 44, 8045 Graz]]"
telefon  = "[[PHONE|+43 316 672014]]"
zvr      = 571204963
uid      = [[VAT_ID|ATU64619513]]
\`\`\`

PHP 8.2.18, PHPMailer 6.9.1. Danke, [[NAME|Flo]]`],

  // US: Terraform state fragment of a fintech's AWS account, attached to a ticket
  ['terraform', 'en', `{
  "version": 4,
  "terraform_version": "1.7.5",
  "serial": 211,
  "lineage": "b5f5684f-5772-414d-80cb-dc3a21fe5605",
  "outputs": {
    "bastion_dns": { "value": "ec2-3-141-88-207.us-east-2.compute.amazonaws.com", "type": "string" }
  },
  "resources": [
    {
      "mode": "managed",
      "type": "aws_db_instance",
      "name": "billing",
      "provider": "provider[\\"registry.terraform.io/hashicorp/aws\\"]",
      "instances": [
        {
          "schema_version": 2,
          "attributes": {
            "address": "billing-prod.c9x2kq7hzt4n.us-east-2.rds.amazonaws.com",
            "engine": "postgres",
            "engine_version": "15.5",
            "port": 5432,
            "username": "billing_admin",
            "password": "[[SECRET|Sxpr!zgjYg3b4Ug^NIIkzHo3^Uzk5R]]",
            "storage_encrypted": true,
            "tags": { "Owner": "[[EMAIL|rachel.kim@ledgerly.io]]", "CostCenter": "CC-4410" }
          },
          "sensitive_attributes": [
            [ { "type": "get_attr", "value": "password" } ]
          ]
        }
      ]
    },
    {
      "mode": "managed",
      "type": "aws_iam_access_key",
      "name": "ci_deployer",
      "instances": [
        {
          "attributes": {
            "id": "[[SECRET|AKIACKYSBESPL7DV7WY3]]",
            "secret": "[[SECRET|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]]",
            "ses_smtp_password_v4": "[[SECRET|BH5zzkf1yGpS0ROilo9izz7eVg+55dsfShly2uHqn10A]]",
            "status": "Active",
            "user": "ci-deployer",
            "create_date": "2024-02-08T17:22:41Z"
          }
        }
      ]
    },
    {
      "mode": "managed",
      "type": "aws_instance",
      "name": "bastion",
      "instances": [
        {
          "attributes": {
            "ami": "ami-0c55b159cbfafe1f0",
            "instance_type": "t3.micro",
            "private_ip": "[[IP_ADDRESS|172.31.22.140]]",
            "public_ip": "[[IP_ADDRESS|3.141.88.207]]",
            "primary_network_interface_id": "eni-0a7f3c2d9e8b41f06",
            "tags": { "Name": "bastion-prod", "Owner": "[[EMAIL|devon.mitchell@ledgerly.io]]" }
          }
        }
      ]
    },
    {
      "mode": "managed",
      "type": "aws_network_interface",
      "name": "bastion_eni",
      "instances": [
        {
          "attributes": {
            "id": "eni-0a7f3c2d9e8b41f06",
            "mac_address": "[[MAC_ADDRESS|0e:4b:9a:21:c7:3d]]",
            "private_ips": ["[[IP_ADDRESS|172.31.22.140]]"],
            "subnet_id": "subnet-0f12ab34cd56ef789"
          }
        }
      ]
    }
  ]
}`],

  // IN: Kubernetes ConfigMap and Secret of a lending app, pasted into a review with a question
  ['k8s-manifest', 'en', `Can someone check why \`kubectl apply -k overlays/prod\` re-creates the secret on every deploy? Manifests below (rendered with \`kustomize build\`).

\`\`\`yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: loan-api-config
  namespace: lending-prod
  annotations:
    owner: "[[EMAIL|ankit.sharma@lendkart.in]]"
data:
  GRIEVANCE_OFFICER_NAME: "[[NAME|Kavitha Subramanian]]"
  GRIEVANCE_OFFICER_EMAIL: "[[EMAIL|grievance@lendkart.in]]"
  GRIEVANCE_OFFICER_PHONE: "[[PHONE|+91 80 4718 2290]]"
  NODAL_OFFICE_ADDRESS: "[[ADDRESS|3rd Floor, Prestige Tech Park, Marathahalli-Sarjapur Outer Ring Road, Bengaluru, Karnataka 560103]]"
  RBI_CoR: "N-02.00317"
  CKYC_FI_CODE: "IN4521"
  LOG_LEVEL: info
---
apiVersion: v1
kind: Secret
metadata:
  name: loan-api-secrets
  namespace: lending-prod
type: Opaque
stringData:
  RAZORPAY_KEY_ID: rzp_live_hbLabURXaJz0A9
  RAZORPAY_KEY_SECRET: "[[SECRET|KimA1t7G7JCyknxzjz1r5uq5]]"
  MSG91_AUTH_KEY: "[[SECRET|7671xgVgf6GwCDsJJYb4MIOH]]"
data:
  DB_PASSWORD: [[SECRET|WW5UZkFqMWNDRWR6S3hLcQ==]]
  DB_USER: bGVuZGthcnRfYXBw
---
apiVersion: v1
kind: Secret
metadata:
  name: ghcr-pull
  namespace: lending-prod
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: [[SECRET|eyJhdXRocyI6eyJnaGNyLmlvIjp7InVzZXJuYW1lIjoiZ2gtYm90LWxlbmRrYXJ0IiwicGFzc3dvcmQiOiJnaHBfbDNZMlZrUXFWam1rZ2NOTHNiU2M0bVVHME9saW5tajNPemZiIiwiYXV0aCI6IloyZ3RZbTkwTFd4bGJtUnJZWEowT21kb2NGOXNNMWt5Vm10UmNWWnFiV3RuWTA1TWMySlRZelJ0VlVjd1QyeHBibTFxTTA5NlptST0ifX19]]
\`\`\`

\`kubectl get events -n lending-prod\` shows \`secret/loan-api-secrets configured\` each time even when nothing changed. Kustomize v5.3.0, kubectl 1.29.3. — [[NAME|Ankit]]`],

  // FR: Jupyter notebook output of an HR analytics notebook (pandas), exported to text
  ['jupyter', 'fr', `In [3]: df = pd.read_parquet("s3://rh-exports/paie/salaries_2025-04.parquet")
        cols = ["matricule", "nom", "prenom", "nir", "iban", "date_naissance", "ville"]
        df[cols].head(3)

Out[3]:
  matricule        nom   prenom              nir                             iban date_naissance         ville
0  M-004512     [[NAME|DIALLO]]  [[NAME|Aminata]]  [[FR_NIR|289057511194190]]  [[IBAN|FR7630004008251105399228881]]     [[DATE_OF_BIRTH|1989-05-21]]         Paris
1  M-004533     [[NAME|BENALI]]    [[NAME|Karim]]  [[FR_NIR|185021321324781]]  [[IBAN|FR7620041010082570070606801]]     [[DATE_OF_BIRTH|1985-02-14]]     Marseille
2  M-004540     [[NAME|NGUYEN]]  [[NAME|Thi Lan]]  [[FR_NIR|279089924315408]]  [[IBAN|FR7616006021454731391105852]]     [[DATE_OF_BIRTH|1979-08-30]]  Villejuif

In [4]: df.filter(items=["brut_mensuel", "primes", "heures_sup"]).describe().round(1)

Out[4]:
       brut_mensuel   primes  heures_sup
count        1842.0   1842.0      1842.0
mean         3412.7    188.4         6.2
std          1120.9    240.1         7.9
min          1766.9      0.0         0.0
25%          2580.0      0.0         0.0
50%          3190.5     95.0         3.5
75%          4025.0    310.0        10.0
max         11850.0   2400.0        42.0

In [5]: doublons = df[df.duplicated("nir", keep=False)]
        print(len(doublons), "lignes en double")
        doublons.loc[:, ["matricule", "nom", "nir"]]

2 lignes en double
Out[5]:
     matricule      nom              nir
1     M-004533   [[NAME|BENALI]]  [[FR_NIR|185021321324781]]
1377  M-011208   [[NAME|BENALI]]  [[FR_NIR|185021321324781]]

Markdown: *Le salarié est présent deux fois (réembauche en mars). Voir ticket RH-2291 avec [[NAME|Sophie Marchand]] avant de recalculer la DSN.*`],

  // AU: superannuation rollover CSV export (fund-to-fund) with tax file numbers
  ['csv-export', 'en', `member_number,title,surname,given_names,date_of_birth,tfn,residential_address,suburb,state,postcode,mobile,email,rollover_amount,receiving_usi
40018821,Ms,[[NAME|NGUYEN]],[[NAME|Thi Hoa]],[[DATE_OF_BIRTH|14/03/1988]],[[AU_TFN|713 962 355]],"[[ADDRESS|12/41 Ramsay Street]]",Haberfield,NSW,2045,[[PHONE|0431 228 904]],[[EMAIL|hoa.nguyen88@bigpond.com]],18422.51,STA0100AU
40018907,Mr,[[NAME|PATEL]],[[NAME|Rohan Vijay]],[[DATE_OF_BIRTH|02/11/1979]],[[AU_TFN|602687346]],"[[ADDRESS|7 Lilydale Court]]",Narre Warren,VIC,3805,[[PHONE|0402 117 635]],,96120.00,61808189263001
40019230,Mr,[[NAME|HADDAD]],[[NAME|Elias]],[[DATE_OF_BIRTH|19/09/1996]],000000000,"[[ADDRESS|3/118 Gouger Street]]",Adelaide,SA,5000,[[PHONE|0478 330 512]],[[EMAIL|elias.haddad96@gmail.com]],4310.22,MTA0100AU
40019388,Ms,[[NAME|TE RANGI]],[[NAME|Aroha]],[[DATE_OF_BIRTH|05/05/1993]],[[AU_TFN|390-338-417]],"[[ADDRESS|22 Boundary Road]]",Mermaid Beach,QLD,4218,[[PHONE|0499 605 118]],[[EMAIL|aroha.terangi@icloud.com]],12004.90,STA0100AU
# 4 records, total 130857.63, generated 2025-05-16T02:00:11+10:00 by rollover-exporter 3.2.0 (run 7f2c91)
# note: member 40019230 has no TFN quoted (000000000), rollover will be taxed at the top rate`],

  // UK: HAR file of an open-banking consent flow at a building society, attached to a bug report
  ['har', 'en', `{
  "log": {
    "version": "1.2",
    "creator": { "name": "Firefox", "version": "138.0" },
    "entries": [
      {
        "startedDateTime": "2025-05-16T10:13:02.118+01:00",
        "time": 231,
        "request": {
          "method": "GET",
          "url": "https://portal.northstar-bs.co.uk/ob/callback?code=[[URL_SECRET|xTfxERMKSUbQWGfYdrpgxsPQ3y2cdwts]]&state=af0ifjsldkj&session_state=3c2e7a",
          "httpVersion": "HTTP/2",
          "headers": [
            { "name": "Cookie", "value": "nsbs_session=[[SECRET|ATv4q892wBMbyNCgVwmQqHGV8wkUDi5E5OZza8TmEQwCq5Qv]]; cookie_consent=1" }
          ]
        },
        "response": { "status": 302, "headers": [ { "name": "Location", "value": "/ob/accounts" } ] },
        "serverIPAddress": "[[IP_ADDRESS|151.101.2.133]]"
      },
      {
        "startedDateTime": "2025-05-16T10:13:02.471+01:00",
        "time": 388,
        "request": {
          "method": "GET",
          "url": "https://api.northstar-bs.co.uk/ob/v3.1/accounts?include=party",
          "headers": [
            { "name": "Authorization", "value": "Bearer [[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjdXN0LTg4NDE5MDIiLCJpc3MiOiJodHRwczovL2F1dGgubm9ydGhzdGFyLWJzLmNvLnVrIiwiYXVkIjoib2ItcG9ydGFsIiwiaWF0IjoxNzQ3MzkwMDAwLCJleHAiOjE3NDczOTA5MDAsImFjciI6InVybjpvcGVuYmFua2luZzpwc2QyOnNjYSJ9.6JdLWNLF-1Qm38stMJibaXqAowoL5W-j4nZv2dtOSds]]" },
            { "name": "x-fapi-interaction-id", "value": "500aef46-3a9a-4a12-8b2d-35cae57c287e" }
          ]
        },
        "response": {
          "status": 200,
          "content": {
            "mimeType": "application/json",
            "text": "{\\"Data\\":{\\"Party\\":{\\"PartyId\\":\\"PTY-0088419\\",\\"Name\\":\\"[[NAME|Gwen Ellis-Tremayne]]\\",\\"DateOfBirth\\":\\"[[DATE_OF_BIRTH|1974-06-08]]\\",\\"EmailAddress\\":\\"[[EMAIL|gwen.ellistremayne@btinternet.com]]\\",\\"Mobile\\":\\"[[PHONE|+447827154903]]\\",\\"Address\\":[{\\"AddressLine\\":[\\"[[ADDRESS|Flat 3, 27 Alma Vale Road]]\\"],\\"TownName\\":\\"Bristol\\",\\"PostCode\\":\\"BS8 2HL\\",\\"Country\\":\\"GB\\"}]},\\"Account\\":[{\\"AccountId\\":\\"acc-22f0\\",\\"Nickname\\":\\"Everyday\\",\\"Account\\":[{\\"SchemeName\\":\\"UK.OBIE.SortCodeAccountNumber\\",\\"Identification\\":\\"60161382013643\\"},{\\"SchemeName\\":\\"UK.OBIE.IBAN\\",\\"Identification\\":\\"[[IBAN|GB02NWBK60161382013643]]\\"}],\\"Servicer\\":{\\"Identification\\":\\"[[BIC|NWBKGB2L]]\\"}}]}}"
          }
        },
        "serverIPAddress": "[[IP_ADDRESS|18.135.62.201]]"
      }
    ]
  }
}`],

  // US: shell session with curl calls to Stripe and an internal CRM (httpie), pasted into a support chat
  ['curl', 'en', `$ curl https://api.stripe.com/v1/customers \\
    -u [[SECRET|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]]: \\
    -d email="[[EMAIL|darnell.washington@icloud.com]]" \\
    -d name="[[NAME|Darnell Washington]]" \\
    -d phone="[[PHONE|+14046273381]]" \\
    -d "address[line1]"="[[ADDRESS|1180 Peachtree St NE Unit 2207]]" \\
    -d "address[city]"=Atlanta \\
    -d "address[state]"=GA \\
    -d "address[postal_code]"=30309 \\
    -d "metadata[crm_id]"=C-0041877
{
  "id": "cus_Q8xR2mVbN41tZe",
  "object": "customer",
  "address": {
    "city": "Atlanta",
    "country": null,
    "line1": "[[ADDRESS|1180 Peachtree St NE Unit 2207]]",
    "line2": null,
    "postal_code": "30309",
    "state": "GA"
  },
  "balance": 0,
  "created": 1747404402,
  "email": "[[EMAIL|darnell.washington@icloud.com]]",
  "invoice_prefix": "9F3C01B2",
  "livemode": true,
  "metadata": { "crm_id": "C-0041877" },
  "name": "[[NAME|Darnell Washington]]",
  "phone": "[[PHONE|+14046273381]]",
  "tax_exempt": "none"
}
$ http GET https://crm.peachline.io/api/v2/contacts/C-0041877 "Authorization:Token [[SECRET|udiGZ25EHGoP4lZt3xAlLbqfWv41b7zLHTVcW3O9]]"
HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: 2b8e61f0c4d94a6e

{
    "id": "C-0041877",
    "owner": "[[NAME|Kelsey Brandt]]",
    "owner_email": "[[EMAIL|kelsey.brandt@peachline.io]]",
    "stage": "customer",
    "stripe_customer": null,
    "last_ip": "[[IP_ADDRESS|98.192.44.17]]"
}

^ stripe_customer stays null even though the customer was created. is the webhook (evt_1PJ3kq2eZvKYlo2C8h4Ws0aB) supposed to back-fill it, or do we PATCH it ourselves?`],

  // CA: Shopify orders/create webhook as shown in a webhook debugging tool (Québec customer, gift to Ottawa)
  ['webhook', 'en', `POST /webhooks/shopify/orders-create  →  200 OK (412 ms)   attempt 1 · evt 01HXZK3Q9T8V2M5R1C7W4D6E0B

Headers
  X-Shopify-Topic: orders/create
  X-Shopify-Shop-Domain: boutique-erable.myshopify.com
  X-Shopify-Hmac-Sha256: c3RMaRzCESAUhcJCtXeatU55FYq/lmACA0ibTRJIRlE=
  X-Shopify-Webhook-Id: 6f1d2b4e-8a03-4c57-9e21-0b7f3a5c9d18
  X-Shopify-API-Version: 2025-04

Body
{
  "id": 5829104337211,
  "name": "#ER-20488",
  "email": "[[EMAIL|emilie.gagnonroy@videotron.ca]]",
  "phone": null,
  "created_at": "2025-05-16T09:41:27-04:00",
  "currency": "CAD",
  "total_price": "148.35",
  "total_tax": "19.30",
  "browser_ip": "[[IP_ADDRESS|70.53.112.9]]",
  "client_details": { "browser_ip": "[[IP_ADDRESS|70.53.112.9]]", "accept_language": "fr-CA", "user_agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Safari/605.1.15" },
  "customer": {
    "id": 7204418273339,
    "email": "[[EMAIL|emilie.gagnonroy@videotron.ca]]",
    "first_name": "[[NAME|Émilie]]",
    "last_name": "[[NAME|Gagnon-Roy]]",
    "phone": "[[PHONE|+15148723316]]",
    "tags": "VIP, infolettre"
  },
  "billing_address": {
    "first_name": "[[NAME|Émilie]]",
    "last_name": "[[NAME|Gagnon-Roy]]",
    "address1": "[[ADDRESS|4521 Rue Saint-Denis]]",
    "address2": "app. 3",
    "city": "Montréal",
    "province_code": "QC",
    "zip": "H2J 2L4",
    "country_code": "CA"
  },
  "shipping_address": {
    "name": "[[NAME|Simran Dhillon]]",
    "address1": "[[ADDRESS|88 Metcalfe St, Suite 1204]]",
    "city": "Ottawa",
    "province_code": "ON",
    "zip": "K1P 5L7",
    "country_code": "CA",
    "phone": "[[PHONE|(613) 555-0182]]"
  },
  "payment_details": { "credit_card_bin": "451015", "credit_card_number": "•••• •••• •••• 7731", "credit_card_company": "Visa" },
  "line_items": [ { "sku": "ER-SIROP-AMB-500", "title": "Sirop d'érable ambré 500 ml", "quantity": 3, "price": "18.95" }, { "sku": "ER-COFFRET-02", "title": "Coffret dégustation", "quantity": 1, "price": "72.50" } ]
}`],
]
