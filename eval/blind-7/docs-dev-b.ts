/**
 * blind-7: developer material, part B: CloudWatch JSON logs (IE), Spring configuration with a test fixture
 * (CH), a Kafka dead-letter warning (SE), a Laravel log (BR), two coding-agent sessions (SG, US), a
 * Monolog log (FR), a home-lab forum post (NL), a Spring Boot stack trace (IN), pg_dump COPY data (AU),
 * curl -v (CA), a semicolon CSV export in a support ticket (ES), a SOAP capture (IT), pino JSON logs (PL),
 * and two documents without personal data (Dockerfile and manifest with placeholders, inventory CSV).
 * Markup: [[TYPE|value]]; see eval/blind-7/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_DEV_B: RawDoc[] = [
  // IE: CloudWatch Logs of a credit union's loan-application Lambda (tab-separated Lambda log format)
  ['json-log', 'en', `START RequestId: 4b1e9c0a-7f3d-4f1b-9a44-0c2e5d7b8a61 Version: 27
2025-05-20T10:41:07.215Z\t4b1e9c0a-7f3d-4f1b-9a44-0c2e5d7b8a61\tINFO\t{"event":"application.received","applicationId":"LN-2025-004417","channel":"web","sourceIp":"[[IP_ADDRESS|86.44.201.77]]","amount":12500,"termMonths":48}
2025-05-20T10:41:07.388Z\t4b1e9c0a-7f3d-4f1b-9a44-0c2e5d7b8a61\tDEBUG\t{"event":"applicant.parsed","applicant":{"name":"[[NAME|Aoife Brennan]]","dateOfBirth":"[[DATE_OF_BIRTH|1991-08-26]]","ppsn":"[[PERSONAL_ID|3762154H]]","address":"[[ADDRESS|22 Glenageary Woods, Dún Laoghaire, Co. Dublin A96 K2T7]]","mobile":"[[PHONE|+353 87 214 6639]]","email":"[[EMAIL|aoife.brennan91@gmail.com]]","iban":"[[IBAN|IE90AIBK88841770146194]]","employer":"HSE South Dublin"}}
2025-05-20T10:41:09.902Z\t4b1e9c0a-7f3d-4f1b-9a44-0c2e5d7b8a61\tWARN\t{"event":"ccr.lookup.failed","applicationId":"LN-2025-004417","provider":"CentralCreditRegister","httpStatus":504,"retryable":true}
2025-05-20T10:41:09.903Z\t4b1e9c0a-7f3d-4f1b-9a44-0c2e5d7b8a61\tERROR\tTask timed out after 3.00 seconds
END RequestId: 4b1e9c0a-7f3d-4f1b-9a44-0c2e5d7b8a61
REPORT RequestId: 4b1e9c0a-7f3d-4f1b-9a44-0c2e5d7b8a61\tDuration: 3003.41 ms\tBilled Duration: 3000 ms\tMemory Size: 512 MB\tMax Memory Used: 141 MB\tInit Duration: 612.08 ms`],

  // CH: Spring configuration and a test fixture in a merge request (the fixture holds real insured persons)
  ['config', 'de', `MR !412 "Leistungsabrechnung: Kafka-Consumer für Rückforderungen" — Kommentar von [[NAME|Reto Zimmermann]]:

> src/main/resources/application-int.yml
\`\`\`yaml
spring:
  datasource:
    url: jdbc:postgresql://pg-leistungen.int.alpina-kk.ch:5432/leistungen
    username: leist_svc
    password: [[SECRET|3EOs9cIoQc0TVuMgsuonxlKw]]
  kafka:
    bootstrap-servers: kafka-int-1.alpina-kk.ch:9093,kafka-int-2.alpina-kk.ch:9093
    properties:
      security.protocol: SASL_SSL
      sasl.mechanism: SCRAM-SHA-512
      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="leistungen" password="[[SECRET|wuMLFnm5csvG24wNfveXccNfea9Cgjj0]]";
\`\`\`
Passwörter gehören in Vault (\`\${vault.leistungen.db}\`), nicht ins Repo, auch nicht für INT.

> src/test/resources/fixtures/versicherte.yml
\`\`\`yaml
- versichertenNr: 80756.3318
  name: [[NAME|Brunner]]
  vorname: [[NAME|Corinne]]
  ahv: "[[CH_SSN|756.7477.3865.92]]"
  geburtsdatum: [[DATE_OF_BIRTH|1983-07-11]]
  adresse: "[[ADDRESS|Seefeldstrasse 88, 8008 Zürich]]"
  iban: [[IBAN|CH1476982075494058476]]
- versichertenNr: 80761.0042
  name: [[NAME|Gashi]]
  vorname: [[NAME|Arben]]
  ahv: "[[CH_SSN|7564771697171]]"
  geburtsdatum: [[DATE_OF_BIRTH|1975-12-02]]
  adresse: "[[ADDRESS|Bernstrasse 14a, 3072 Ostermundigen]]"
  iban: [[IBAN|CH8606422583838671900]]
\`\`\`
Das sind echte Versicherte aus dem Incident INC-20931 (ich erkenne Frau [[NAME|Brunner]]). Bitte durch synthetische Daten ersetzen, AHV-Nummern mit 756.0000… und den Commit aus der History entfernen. @[[NAME|Nadia Keller]] fyi wegen Datenschutzmeldung.`],

  // SE: Kafka consumer warning with the rejected checkout message (Jackson exception)
  ['log', 'sv', `2025-03-02 21:14:09.331 WARN  [order-consumer-3] s.k.c.OrderEventConsumer - Failed to deserialize record, sending to DLQ checkout.orders.dlq (partition=7, offset=88123341)
com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type \`java.time.LocalDate\` from String "[[DATE_OF_BIRTH|14/03/1988]]": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '[[DATE_OF_BIRTH|14/03/1988]]' could not be parsed at index 0
 at [Source: (String)"{"orderId":"SE-4418820","merchant":"m_0331","amount":{"value":249900,"currency":"SEK"},"customer":{"personalNumber":"[[PERSONAL_ID|19880314-6086]]","name":"[[NAME|Elin Lindqvist]]","birthDate":"[[DATE_OF_BIRTH|14/03/1988]]","address":{"street":"[[ADDRESS|Karl Johansgatan 41]]","postalCode":"414 55","city":"Göteborg"},"phone":"[[PHONE|+46 70 382 19 54]]","email":"[[EMAIL|elin.lindqvist@telia.com]]"}}"; line: 1, column: 211] (through reference chain: se.kassan.checkout.OrderEvent["customer"]->se.kassan.checkout.Customer["birthDate"])
\tat com.fasterxml.jackson.databind.exc.InvalidFormatException.from(InvalidFormatException.java:67)
\tat com.fasterxml.jackson.databind.DeserializationContext.weirdStringException(DeserializationContext.java:1958)
\tat se.kassan.checkout.OrderEventConsumer.onMessage(OrderEventConsumer.java:58)
2025-03-02 21:14:09.334 INFO  [order-consumer-3] s.k.c.DlqPublisher - published to checkout.orders.dlq key=SE-4418820 headers={x-error-class=InvalidFormatException, x-origin-offset=88123341}

-- kommentar från [[NAME|Oskar]]: webshop-pluginet (v2.3.1) skickar birthDate som dd/MM/yyyy sedan i fredags, alla andra skickar ISO. Jag lägger till en fallback-parser och spelar om DLQ:n ikväll.`],

  // BR: Laravel log of an e-commerce checkout (duplicate CPF, query bindings logged)
  ['log', 'pt', `[2025-04-22 14:03:51] production.ERROR: SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry '[[PERSONAL_ID|540.418.094-36]]' for key 'clientes.clientes_cpf_unique' (Connection: mysql, SQL: insert into \`clientes\` (\`nome\`, \`cpf\`, \`email\`, \`telefone\`, \`cep\`, \`logradouro\`, \`cidade\`, \`uf\`, \`updated_at\`, \`created_at\`) values ([[NAME|Juliana Ferreira Lima]], [[PERSONAL_ID|540.418.094-36]], [[EMAIL|ju.ferreiralima@gmail.com]], [[PHONE|(11) 97314-2268]], 04551-060, [[ADDRESS|Rua Funchal 418, apto 72]], São Paulo, SP, 2025-04-22 14:03:51, 2025-04-22 14:03:51)) {"userId":null,"exception":"[object] (Illuminate\\Database\\UniqueConstraintViolationException(code: 23000): SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry at /var/www/loja/vendor/laravel/framework/src/Illuminate/Database/Connection.php:817)"}
[2025-04-22 14:03:51] production.INFO: checkout.guest {"ip":"[[IP_ADDRESS|177.92.34.118]]","cart":"c_8f21aa","total":"R$ 1.249,90","cpf_digits":11}
[2025-04-22 14:07:12] production.WARNING: antifraude.score {"pedido":"PED-2025-118204","cpf":"[[PERSONAL_ID|531.569.484-46]]","nome":"[[NAME|Rodrigo Almeida Santos]]","score":71,"motivo":"CPF de terceiro no cartão","ip":"[[IP_ADDRESS|189.40.77.213]]"}
[2025-04-22 14:07:12] production.INFO: mail.queued {"to":"[[EMAIL|rodrigo.asantos@outlook.com]]","template":"pedido-em-analise"}`],

  // SG: coding-agent session reproducing a KYC bug for FIN holders on a crypto platform's staging API
  ['agent-session', 'en', `> /kyc/verify returns 400 for FIN holders on staging. repro with curl pls, the test users are in docs/kyc-testers.md

● Read(docs/kyc-testers.md)
  ⎿  # Internal KYC testers (staff volunteered their own details, OK'd by compliance 2025-01-08)
     | name | id | dob | mobile | address |
     |---|---|---|---|---|
     | [[NAME|Tan Wei Ming]] | [[SG_NRIC|S4063483E]] | [[DATE_OF_BIRTH|1982-05-30]] | [[PHONE|+65 9123 4471]] | [[ADDRESS|Blk 227 Jurong East St 21 #11-342 Singapore 600227]] |
     | [[NAME|Chloe Lim Xin Yi]] | [[SG_NRIC|T5566200I]] | [[DATE_OF_BIRTH|2003-09-14]] | [[PHONE|+65 8290 3315]] | [[ADDRESS|18 Lorong Ong Lye, Singapore 359215]] |
     | [[NAME|Rahul Menon]] | [[SG_NRIC|G2460390W]] | [[DATE_OF_BIRTH|1990-01-21]] | [[PHONE|+65 8766 0128]] | [[ADDRESS|3 Rhu Cross #14-06 Singapore 437433]] |

● Bash(curl -s -X POST https://api.staging.tokvault.sg/v1/kyc/verify -H "X-Api-Key: $TV_KEY" -H 'content-type: application/json' -d '{"idType":"FIN","idNumber":"[[SG_NRIC|G2460390W]]","name":"[[NAME|Rahul Menon]]","dob":"[[DATE_OF_BIRTH|1990-01-21]]"}' | jq)
  ⎿  {
       "error": "INVALID_ID",
       "detail": "idNumber must match ^[ST]\\\\d{7}[A-Z]$"
     }

● The validator only accepts S/T prefixes. FIN numbers start with F, G or M. Also, \`$TV_KEY\` in your shell is
  [[SECRET|tvk_live_QpD3ibjDV9Y5eLf6T2KazdUiXZPzHk8SR4ms5Kd6]] — a live key, not a staging one. The staging key
  starts with tvk_test_. I used it only for this one request; you may want to rotate it.

● Update(src/kyc/validators.ts)
  ⎿  - const NRIC_RE = /^[ST]\\d{7}[A-Z]$/
     + const NRIC_FIN_RE = /^[STFGM]\\d{7}[A-Z]$/

● Bash(pnpm test src/kyc)
  ⎿  ✓ validators.test.ts (18 tests) 22ms

  While checking the withdrawal whitelist for [[NAME|Rahul]]'s account I saw two addresses saved on staging:
  [[CRYPTO_WALLET|1KiSZFQj6eZrhHRkxesyJsCa3zf34rMUor]] and [[CRYPTO_WALLET|bc1phkv4c0cjun0za9u2t46etvdyk7esch8negrf24w2zu80c76zyn8qxna6c5]].
  Those look like real mainnet addresses (staging should only have testnet tb1… addresses). Flagging it.`],

  // US: coding-agent session grepping support logs of a tax-preparation product for an ITIN
  ['agent-session', 'en', `> ticket 88213: customer says the ITIN on her 1040 preview is wrong. find where we store/transform it. prod logs are synced to ./support-logs (read only)

● Bash(rg -n "[[US_ITIN|969-79-8627]]|[[US_ITIN|969798627]]" support-logs/ | head -20)
  ⎿  support-logs/api-2025-03-03.log:11872: 2025-03-03T19:22:41Z INFO  return.save user=u_51d9 ip=[[IP_ADDRESS|24.131.77.5]] taxpayer.name="[[NAME|Maria Guadalupe Herrera]]" taxpayer.itin=[[US_ITIN|969-79-8627]] spouse.name="[[NAME|Ernesto Herrera Cruz]]" spouse.itin=[[US_ITIN|950-77-2695]]
     support-logs/api-2025-03-03.log:11875: 2025-03-03T19:22:42Z DEBUG pdf.render form=1040 field=f1_06 value="[[US_ITIN|950772695]]"
     support-logs/api-2025-03-03.log:11876: 2025-03-03T19:22:42Z DEBUG pdf.render form=1040 field=f1_04 value="[[US_ITIN|950772695]]"
     support-logs/mail-2025-03-04.log:402: to=<[[EMAIL|mg.herrera.tx@gmail.com]]> subject="Your return is ready to review" status=sent relay=[[IP_ADDRESS|167.89.118.52]]

● Found it: fields f1_04 (taxpayer SSN/ITIN) and f1_06 (spouse SSN/ITIN) both get the spouse's ITIN. In
  src/forms/1040/map.ts the taxpayer mapping reads \`return.spouse.tin\` (copy-paste from the spouse block, commit
  a41c9e2). The saved return is correct; only the PDF preview is wrong.

● Bash(git remote -v)
  ⎿  origin  https://[[NAME|mherrera-dev]]:[[SECRET|ghp_EDKV9yYLZ3h7DdGTSuHKR53vBiZbz8ZGsmWv]]@github.com/taxnest/taxnest-web.git (fetch)
     origin  https://[[NAME|mherrera-dev]]:[[SECRET|ghp_EDKV9yYLZ3h7DdGTSuHKR53vBiZbz8ZGsmWv]]@github.com/taxnest/taxnest-web.git (push)

● Side note: the remote URL embeds a personal access token. Consider switching to the credential helper
  (\`gh auth setup-git\`) and revoking that token.

● Update(src/forms/1040/map.ts)
  ⎿  -  f1_04: (r) => formatTin(r.spouse.tin),
     +  f1_04: (r) => formatTin(r.taxpayer.tin),

● Bash(pnpm vitest run src/forms/1040)
  ⎿  ✓ map.test.ts (41 tests) 63ms — added a regression test with synthetic ITINs 900-70-0000 style placeholders.`],

  // FR: Monolog lines of a Symfony shop where a payment listener logged the full card number
  ['log', 'fr', `[2025-06-14T18:22:07.441912+02:00] app.ERROR: Paiement refusé {"commande":"CMD-250614-08812","client":{"nom":"[[NAME|Perrin]]","prenom":"[[NAME|Aurélie]]","email":"[[EMAIL|aurelie.perrin@laposte.net]]","tel":"[[PHONE|06 71 28 44 90]]"},"carte":{"numero":"[[CREDIT_CARD|4709 6107 8728 4100]]","expiration":"09/27","cvc":"***"},"psp_code":"05","psp_message":"Do not honor","ip":"[[IP_ADDRESS|90.12.77.140]]"} []
[2025-06-14T18:22:07.442870+02:00] app.INFO: Adresse de livraison {"commande":"CMD-250614-08812","adresse":"[[ADDRESS|12 rue des Tanneurs, 67000 Strasbourg]]","point_relais":null} []
[2025-06-14T18:24:51.009113+02:00] app.ERROR: Paiement refusé {"commande":"CMD-250614-08813","client":{"nom":"[[NAME|Haddad]]","prenom":"[[NAME|Samir]]","email":"[[EMAIL|samir.haddad@sfr.fr]]","tel":"[[PHONE|+33 7 62 19 05 38]]"},"carte":{"numero":"[[CREDIT_CARD|5398278146692174]]","expiration":"02/26","cvc":"***"},"psp_code":"51","psp_message":"Insufficient funds","ip":"[[IP_ADDRESS|2a01:cb1d:8f3:a200:4c1e:9bb0:771d:30e2]]"} []
[2025-06-14T18:24:51.009870+02:00] app.INFO: Lien de relance envoyé {"commande":"CMD-250614-08813","url":"https://boutique-lumiere.fr/paiement/relance?commande=CMD-250614-08813&token=[[URL_SECRET|ndPmZnyag9rAszbvwfm9gop50wWFYiojR66HNHeD]]","destinataire":"[[EMAIL|samir.haddad@sfr.fr]]"} []
[2025-06-14T18:24:51.010004+02:00] request.CRITICAL: Uncaught PHP Exception Symfony\\Component\\HttpKernel\\Exception\\HttpException: "PSP timeout" at /var/www/boutique/src/EventListener/PaymentFailedListener.php line 74 {"exception":"[object] (Symfony\\Component\\HttpKernel\\Exception\\HttpException(code: 0): PSP timeout at /var/www/boutique/src/EventListener/PaymentFailedListener.php:74)"} []

→ [[NAME|Quentin]] : le listener sérialise l'objet Carte entier, d'où le PAN en clair. Correctif dans MR !233 (on ne garde que les 4 derniers chiffres, ex. **** 4100). Purge des logs du 01/06 au 14/06 demandée à l'hébergeur.`],

  // NL: home-lab question on a forum (dnsmasq leases, Redis URL, Grafana admin password, IPv6 prefix)
  ['config', 'nl', `Onderwerp: Grafana ziet Redis niet meer sinds ik de Pi een vast IP gaf

Hoi allemaal, na het verhuizen van mijn Raspberry Pi naar een vast adres krijgt Grafana (redis-datasource) "connection refused". Config en leases hieronder, wachtwoorden vervang ik straks wel 😅

/var/lib/misc/dnsmasq.leases
\`\`\`
1718291022 [[MAC_ADDRESS|d8:3a:dd:41:7c:09]] [[IP_ADDRESS|192.168.2.14]] raspberrypi 01:[[MAC_ADDRESS|d8:3a:dd:41:7c:09]]
1718290544 [[MAC_ADDRESS|7c:2e:0d:a1:55:3f]] [[IP_ADDRESS|192.168.2.31]] Galaxy-S23 *
1718287310 [[MAC_ADDRESS|f4:f5:e8:0b:92:c6]] [[IP_ADDRESS|192.168.2.40]] chromecast *
1718279901 [[MAC_ADDRESS|00:11:32:9a:4e:71]] [[IP_ADDRESS|192.168.2.5]] nas-ds220 01:[[MAC_ADDRESS|00:11:32:9a:4e:71]]
\`\`\`

grafana/provisioning/datasources/redis.yaml
\`\`\`yaml
apiVersion: 1
datasources:
  - name: Redis
    type: redis-datasource
    url: [[SECRET|redis://:MPK46SMFCFJ8QxHw@192.168.2.14:6379/0]]
    jsonData:
      client: standalone
\`\`\`

docker-compose: \`GF_SECURITY_ADMIN_PASSWORD=[[SECRET|KWAecQpDsZQvwX]]\`, Redis draait met \`--bind 127.0.0.1 ::1\` (!). Mijn provider (Odido) geeft prefix [[IP_ADDRESS|2a02:a46f:ff52:3e00::/56]], de Pi heeft [[IP_ADDRESS|2a02:a46f:ff52:3e00:da3a:ddff:fe41:7c09]].

— [[NAME|Bas]]

Reactie van [[NAME|jvdberg]]: je antwoord staat er al: Redis luistert alleen op 127.0.0.1 en ::1, en Grafana draait in een eigen container. Zet \`bind 0.0.0.0\` of beter: zet beide in hetzelfde docker-netwerk en gebruik redis://redis:6379. En verander dat admin-wachtwoord, het staat nu op internet.`],

  // IN: Spring Boot stack trace of a lending app (Lombok toString of the application logged on a constraint error)
  ['stack-trace', 'en', `2025-02-11 16:48:03.774 ERROR 7 --- [nio-8080-exec-9] c.l.o.service.LoanApplicationService : Failed to persist application LA-99812 for LoanApplication(id=LA-99812, applicantName=[[NAME|Kavita Vyas]], pan=[[IN_PAN|HCFPV5842D]], aadhaar=[[IN_AADHAAR|6071 4964 4693]], mobile=[[PHONE|9829011457]], email=[[EMAIL|kavita.vyas85@rediffmail.com]], dob=[[DATE_OF_BIRTH|1985-09-12]], ifsc=HDFC0004417, accountNo=50100234558812, amount=350000.00, tenureMonths=36, ip=[[IP_ADDRESS|49.36.142.19]])

org.springframework.dao.DataIntegrityViolationException: could not execute statement [ERROR: value too long for type character varying(10)
  Detail: Failing row contains (LA-99812, ...)] [insert into loan_application (aadhaar, account_no, amount, ...) values (?, ?, ?, ...)]
\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:290)
\tat com.lendo.origination.service.LoanApplicationService.submit(LoanApplicationService.java:131)
\tat com.lendo.origination.web.ApplicationController.submit(ApplicationController.java:64)
Caused by: org.postgresql.util.PSQLException: ERROR: value too long for type character varying(10)
\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)

--- application-prod.yml (from the same pod, for context) ---
spring:
  datasource:
    url: jdbc:postgresql://[[IP_ADDRESS|10.12.40.8]]:5432/origination
    username: origination_app
    password: [[SECRET|AOZI94FCOiHDvGoNFlon]]
lendo:
  kyc:
    aadhaar-column-length: 10   # <- should be 12 (or store the reference id only, per UIDAI rules)`],

  // AU: pg_dump COPY block of a childcare centre's app (attached to a support request)
  ['sql-dump', 'en', `-- attached to support case 20458 by Little Wattles ELC (centre 0311): "room allocation report shows children twice"
--
-- Data for Name: children; Type: TABLE DATA; Schema: public; Owner: kindy
--

COPY public.children (id, first_name, last_name, date_of_birth, room_id, parent1_name, parent1_mobile, parent1_email, home_address, enrolled_on) FROM stdin;
2207\t[[NAME|Isla]]\t[[NAME|Nguyen-Hart]]\t[[DATE_OF_BIRTH|2021-10-04]]\t3\t[[NAME|Jess Hart]]\t[[PHONE|0412 558 903]]\t[[EMAIL|jess.hart@bigpond.com]]\t[[ADDRESS|14 Bellbird Crescent, Ringwood North VIC 3134]]\t2024-01-22
2219\t[[NAME|Zara]]\t[[NAME|Ahmadi]]\t[[DATE_OF_BIRTH|2020-12-29]]\t4\t[[NAME|Farid Ahmadi]]\t[[PHONE|+61 401 772 014]]\t[[EMAIL|f.ahmadi@gmail.com]]\t[[ADDRESS|9 Loughnan Road, Ringwood North VIC 3134]]\t2023-02-06
2219\t[[NAME|Zara]]\t[[NAME|Ahmadi]]\t[[DATE_OF_BIRTH|2020-12-29]]\t3\t[[NAME|Farid Ahmadi]]\t[[PHONE|+61 401 772 014]]\t[[EMAIL|f.ahmadi@gmail.com]]\t[[ADDRESS|9 Loughnan Road, Ringwood North VIC 3134]]\t2023-02-06
\\.

-- note from support ([[NAME|T. Okoro]]): row 2219 appears twice because room_id changed mid-term and the
-- "room transfer" script inserted instead of updated; no PK on children in this legacy schema (v1.9).`],

  // CA: curl -v against a payroll API while debugging a Quebec employee update
  ['curl', 'en', `$ curl -v -X PUT https://api.payroll.northmaple.ca/v2/employees/EMP-3318 \\
    -H "Authorization: Bearer [[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtcGF5cm9sbC1zeW5jIiwiYXVkIjoicGF5cm9sbC1hcGkiLCJleHAiOjE3NDkxNjgwMDB9.bx63K2RbGitqJAAaOQjtCAozyzszTN3HxFf0igQlvV0]]" \\
    -H "Content-Type: application/json" \\
    -d '{"sin":"[[CA_SIN|481 618 833]]","legal_name":"[[NAME|Geneviève Tremblay-Roy]]","dob":"[[DATE_OF_BIRTH|1990-02-17]]","email":"[[EMAIL|gen.tremblayroy@videotron.ca]]","phone":"[[PHONE|514-382-7719]]","address":{"street":"[[ADDRESS|2210 rue Sherbrooke Est, app. 5]]","city":"Montréal","province":"QC","postal_code":"H2K 1E5"},"province_of_employment":"QC"}'
*   Trying [[IP_ADDRESS|52.60.144.18]]:443...
* Connected to api.payroll.northmaple.ca ([[IP_ADDRESS|52.60.144.18]]) port 443
* ALPN: server accepted h2
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384
> PUT /v2/employees/EMP-3318 HTTP/2
> Host: api.payroll.northmaple.ca
> User-Agent: curl/8.5.0
> Content-Length: 341
>
< HTTP/2 422
< content-type: application/json
< x-request-id: req_01HZ8Q4W7K2N6V3T9B5M1C0D8E
<
{"errors":[{"field":"qpip_exempt","code":"required_for_province","message":"QPIP election is required when province_of_employment is QC"}]}
* Connection #0 to host api.payroll.northmaple.ca left intact

# Works with "qpip_exempt": false added. The docs (v2.14) don't list it as required. — [[NAME|Harjit]] on #payroll-integrations`],

  // ES: semicolon CSV (Excel export) attached to a support ticket of a payroll software vendor
  ['csv-export', 'es', `Asunto: Error al importar trabajadores (fila 4) — Gestoría Arrieta & Sola

Hola, al importar el fichero de altas en el módulo de nóminas (versión 24.3.2) nos sale "NIF/NIE no válido en la fila 4", pero lo hemos comprobado y es correcto. Os pego el CSV tal cual lo exporta Excel:

APELLIDOS, NOMBRE;NIF/NIE;IBAN;TELÉFONO;EMAIL;FECHA ALTA;CONTRATO
"[[NAME|GARCÍA LÓPEZ, ANTONIO]]";[[ES_DNI|95114349B]];[[IBAN|ES92 2100 8995 1406 4070 9755]];[[PHONE|612 33 41 87]];[[EMAIL|antonio.garcia.l@gmail.com]];01/02/2024;100
"[[NAME|MARTÍNEZ RUIZ, CARMEN]]";[[ES_DNI|16716767E]];[[IBAN|ES61 0182 1606 1156 9255 1038]];[[PHONE|655 902 114]];[[EMAIL|carmenmr@hotmail.es]];15/03/2024;100
"[[NAME|OYELARAN, ADEBAYO]]";[[ES_DNI|X9533662R]];[[IBAN|ES08 0049 5725 2623 9398 1946]];[[PHONE|+34 688 20 47 51]];[[EMAIL|adebayo.oyelaran@gmail.com]];01/04/2024;401
"[[NAME|POPESCU, IOANA MARIA]]";[[ES_DNI|Z7424868J]] ;[[IBAN|ES85 2080 1976 1737 9688 7375]];[[PHONE|634 58 12 09]];[[EMAIL|ioana.popescu88@yahoo.com]];02/05/2024;502

¿Puede ser el espacio después del NIE en la fila 4? En Excel no se ve. Gracias,
[[NAME|Lucía Arrieta]]
Gestoría Arrieta & Sola · [[ADDRESS|C/ Mayor 27, 2º izq., 28013 Madrid]] · [[PHONE|91 365 70 22]]`],

  // IT: SOAP capture (request and fault) of a tax-assistance centre's 730 submission service
  ['http-capture', 'it', `POST /ws/730/v3 HTTP/1.1
Host: servizi.cafnapoli-partner.it
Content-Type: text/xml; charset=utf-8
SOAPAction: "urn:inviaDichiarazione"

<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:d="urn:caf:dichiarazioni:v3">
  <soapenv:Header>
    <d:Auth><d:operatore>OP-0417</d:operatore><d:password>[[SECRET|Sfogliatella#2024]]</d:password></d:Auth>
  </soapenv:Header>
  <soapenv:Body>
    <d:inviaDichiarazione>
      <d:anno>2025</d:anno>
      <d:contribuente>
        <d:codiceFiscale>[[IT_FISCAL_CODE|SPSCML64B58F839F]]</d:codiceFiscale>
        <d:cognome>[[NAME|ESPOSITO]]</d:cognome>
        <d:nome>[[NAME|CARMELA]]</d:nome>
        <d:dataNascita>[[DATE_OF_BIRTH|1964-02-18]]</d:dataNascita>
        <d:comuneNascita>NAPOLI</d:comuneNascita>
        <d:residenza><d:indirizzo>[[ADDRESS|Via Domenico Cimarosa 44]]</d:indirizzo><d:cap>80127</d:cap><d:comune>NAPOLI</d:comune><d:prov>NA</d:prov></d:residenza>
        <d:email>[[EMAIL|carmela.esposito64@libero.it]]</d:email>
        <d:cellulare>[[PHONE|339 712 4480]]</d:cellulare>
      </d:contribuente>
      <d:coniuge><d:codiceFiscale>[[IT_FISCAL_CODE|SPSGNR61R04F839H]]</d:codiceFiscale><d:aCarico>false</d:aCarico></d:coniuge>
      <d:intermediario><d:partitaIva>[[VAT_ID|52184560580]]</d:partitaIva><d:pec>[[EMAIL|caf.vomero@pec.cafnapoli-partner.it]]</d:pec></d:intermediario>
      <d:rigo codice="E1" colonna="1">1284.50</d:rigo>
      <d:rigo codice="E8" colonna="2">310.00</d:rigo>
    </d:inviaDichiarazione>
  </soapenv:Body>
</soapenv:Envelope>

HTTP/1.1 500 Internal Server Error
Content-Type: text/xml; charset=utf-8

<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><soapenv:Fault><faultcode>soapenv:Client</faultcode><faultstring>E0214: il coniuge [[IT_FISCAL_CODE|SPSGNR61R04F839H]] risulta già dichiarante principale per l'anno 2025 (protocollo 25043018221104)</faultstring></soapenv:Fault></soapenv:Body></soapenv:Envelope>`],

  // PL: pino JSON logs of a NestJS patient-portal API (request serializer logs headers and body)
  ['json-log', 'pl', `{"level":30,"time":1747300112345,"pid":1,"hostname":"portal-api-7d9f6c-x2kq4","req":{"id":"req-5f1","method":"POST","url":"/api/v1/rejestracja","headers":{"host":"portal.przychodnia-zdrowie.pl","authorization":"Bearer [[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI4ODEyIiwicm9sZSI6InBhdGllbnQiLCJpYXQiOjE3NDczMDAwMDAsImV4cCI6MTc0NzMwMzYwMH0.YDiQ-RP7ROady4U8-M-dVQaiHFlrPtYhspxG0QBZS9o]]","user-agent":"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36"},"remoteAddress":"[[IP_ADDRESS|::ffff:83.24.117.9]]","remotePort":51544},"msg":"incoming request"}
{"level":20,"time":1747300112351,"pid":1,"hostname":"portal-api-7d9f6c-x2kq4","reqId":"req-5f1","body":{"imie":"[[NAME|Grzegorz]]","nazwisko":"[[NAME|Wójcik]]","pesel":"[[PL_PESEL|76060306558]]","email":"[[EMAIL|g.wojcik76@wp.pl]]","telefon":"[[PHONE|501 334 812]]","poradnia":"kardiologia","termin":"2025-05-22T09:40:00+02:00"},"msg":"RejestracjaController.create"}
{"level":50,"time":1747300112409,"pid":1,"hostname":"portal-api-7d9f6c-x2kq4","reqId":"req-5f1","err":{"type":"QueryFailedError","message":"duplicate key value violates unique constraint \\"wizyty_pacjent_termin_uq\\"","stack":"QueryFailedError: duplicate key value violates unique constraint \\"wizyty_pacjent_termin_uq\\"\\n    at PostgresQueryRunner.query (/app/node_modules/typeorm/driver/postgres/PostgresQueryRunner.js:219:19)"},"msg":"Nie udało się zapisać wizyty"}
{"level":30,"time":1747300112411,"pid":1,"hostname":"portal-api-7d9f6c-x2kq4","reqId":"req-5f1","res":{"statusCode":409},"responseTime":66,"msg":"request completed"}`],

  // no personal data: Dockerfile and Kubernetes manifest with placeholders, versions, digests and ranges
  ['k8s-manifest', 'en', `# Dockerfile
FROM node:20.17.0-bookworm-slim@sha256:9a1f3c5e7b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a AS build
WORKDIR /app
COPY package.json pnpm-lock.yaml ./
RUN corepack enable && pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

FROM gcr.io/distroless/nodejs20-debian12:nonroot
COPY --from=build /app/dist /app/dist
EXPOSE 8080
CMD ["/app/dist/server.js"]

---
# k8s/deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: quote-service
  labels: { app: quote-service, version: "2.31.4" }
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: app
          image: ghcr.io/acme-insure/quote-service:2.31.4
          ports: [{ containerPort: 8080 }]
          env:
            - name: DATABASE_URL
              valueFrom: { secretKeyRef: { name: quote-service-db, key: url } }
            - name: STRIPE_SECRET_KEY
              value: "<set-in-sealed-secret>"
            - name: SMTP_PASSWORD
              value: "\${SMTP_PASSWORD}"
            - name: API_TOKEN
              value: "changeme"
            - name: RATE_LIMIT
              value: "600/min"
          resources:
            requests: { cpu: 250m, memory: 384Mi }
            limits: { cpu: "1", memory: 768Mi }
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata: { name: quote-service-egress }
spec:
  egress:
    - to: [{ ipBlock: { cidr: 10.0.0.0/8 } }]
    - to: [{ ipBlock: { cidr: 172.16.0.0/12 } }]
      ports: [{ port: 5432 }, { port: 6379 }]`],

  // no personal data: inventory CSV export of a hardware wholesaler (EANs, SKUs, prices, dates)
  ['csv-export', 'de', `artikelnr;ean;bezeichnung;lagerort;bestand;mindestbestand;ek_netto;vk_brutto;letzte_inventur;charge
SCH-4417-08;4006381333931;Spax Universalschraube 4x40 (200 St.);A-12-03;1.840;400;6,12;11,99;2025-03-31;L2403-118
SCH-4417-10;4006381334006;Spax Universalschraube 4x50 (200 St.);A-12-04;1.215;400;6,88;12,99;2025-03-31;L2403-119
DUE-0810-KS;4003530159321;Fischer Dübel SX 8x40 (100 St.);A-14-01;3.102;800;4,05;8,49;2025-03-31;F24-09-2271
BOH-HSS-055;4007220120553;HSS-G Bohrer 5,5 mm DIN 338;B-02-11;642;150;1,19;2,79;2025-03-31;-
KAB-NYM-3X15;4021103712301;NYM-J 3x1,5 mm² Ring 50 m;C-01-02;88;20;41,70;79,90;2025-03-31;K-2025-0412
FAR-INN-25;4007386025112;Innenfarbe weiß matt 2,5 l;D-07-05;214;60;9,35;19,95;2025-03-31;P250211
LAM-LED-E27-806;8718699769154;LED-Lampe E27 806 lm 2700 K;E-03-09;1.066;250;1,48;3,99;2025-03-31;-
SIL-SAN-310;4005176480127;Sanitär-Silikon transparent 310 ml;A-20-02;730;200;2,62;6,49;2025-03-31;S-5591-24
# Export 2025-06-02 06:00:14 · 8 von 11.482 Zeilen · Lager 03 · Schema v4.2`],
]
