/**
 * blind-5: what developers and agents paste into an LLM, part 2 — error events, database shells,
 * migration scripts, git logs, security logs, e2e tests, invoices pasted for extraction, search
 * responses, GraphQL, crash reports with environment dumps, alerting scripts, pipelines; and five
 * documents without personal data (dependency diff, docker build, OpenAPI with placeholders, load
 * test output, DDL migration).
 * Markup: [[TYPE|value]]; see eval/blind-5/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_DEV_B: RawDoc[] = [
  // Sentry-like event for a Polish checkout
  ['error-event', 'pl', `Sentry Issue: CHECKOUT-API-4K2 — ValidationError: Nieprawidłowy numer NIP dla faktury
Events: 37 · Users: 12 · First seen: 2 days ago · Release: checkout-api@3.9.4

Exception
  ValidationError: Nieprawidłowy numer NIP dla faktury
    File "/srv/app/invoices/validators.py", line 48, in validate_nip
    File "/srv/app/invoices/service.py", line 112, in create_invoice

User
  id: 88120431
  email: [[EMAIL|k.zielinska@wp.pl]]
  ip_address: [[IP_ADDRESS|83.21.140.77]]
  username: [[NAME|Katarzyna Zielińska]]

Request body (truncated)
  {"buyer":{"name":"[[NAME|Katarzyna Zielińska]]","pesel":"[[PL_PESEL|87032235369]]","nip":"[[VAT_ID|6088166081]]",
   "company":"Pracownia Ceramiki Zielińska","street":"[[ADDRESS|ul. Długa 17/4]]","postcode":"31-147","city":"Kraków",
   "phone":"[[PHONE|+48 601 224 785]]"},
   "payment":{"method":"transfer","iban":"[[IBAN|PL56 1140 3779 5945 8079 8694 1115]]"},
   "order":"ZAM/2025/05/00419","total":"1 249,00 PLN"}

Breadcrumbs
  12:04:51 http POST /api/cart/checkout 422
  12:04:48 ui.click button#submit-invoice
  12:04:31 navigation /koszyk -> /zamowienie

Tags: browser=Firefox 126.0 · os=Windows 10 · environment=production · trace=4bf92f3577b34da6a3ce929d0e0e4736

Czy walidacja NIP liczy sumę kontrolną dobrze? Klientka twierdzi, że numer jest poprawny (z KRS).`],

  // mongosh query result, Chilean ride-hailing app
  ['db-shell', 'es', `rideapp_prod> db.conductores.find({ ciudad: "Santiago", estado: "SUSPENDIDO" }).limit(2)
[
  {
    _id: ObjectId('6643f1a2b9e4c8d1f0a7b231'),
    nombre: '[[NAME|Camila Fuentes Rojas]]',
    run: '[[PERSONAL_ID|17.045.052-3]]',
    fechaNacimiento: ISODate('[[DATE_OF_BIRTH|1989-10-06]]T00:00:00.000Z'),
    telefono: '[[PHONE|+56 9 8451 2270]]',
    email: '[[EMAIL|camilafuentes.r@gmail.com]]',
    licencia: { numero: '[[DRIVER_LICENSE|17045052]]', clase: 'A2', vence: ISODate('2027-10-06T00:00:00.000Z') },
    vehiculo: { patente: '[[LICENSE_PLATE|KTRX-48]]', modelo: 'Hyundai Accent 2021' },
    direccion: '[[ADDRESS|Av. Irarrázaval 2841, depto 1203, Ñuñoa]]',
    estado: 'SUSPENDIDO',
    motivo: 'documentos vencidos'
  },
  {
    _id: ObjectId('6643f1a2b9e4c8d1f0a7b2c9'),
    nombre: '[[NAME|Héctor Ignacio Valdés]]',
    run: '[[PERSONAL_ID|9.855.966-3]]',
    telefono: '[[PHONE|+56 9 6120 3358]]',
    email: '[[EMAIL|hvaldes.transportes@yahoo.cl]]',
    vehiculo: { patente: '[[LICENSE_PLATE|HJ·LK·32]]', modelo: 'Toyota Yaris 2016' },
    estado: 'SUSPENDIDO',
    motivo: 'reclamo pasajero #R-88120'
  }
]
rideapp_prod> // ¿cómo hago un updateMany que pase a ACTIVO solo los que tienen licencia.vence > hoy?`],

  // Python migration script from old CRM to new, Italian customers
  ['migration-script', 'it', `# migrate_clienti.py — porting dal vecchio gestionale (Access) al nuovo CRM
# ATTENZIONE: gira una volta sola, poi cancellare. Autore: [[NAME|Federico Gallo]] <[[EMAIL|f.gallo@studiogallo.it]]>
import csv, requests, os

CRM_URL = "https://crm.studiogallo.it/api/v1/contacts"
CRM_TOKEN = os.environ.get("CRM_TOKEN", "[[SECRET|hf_crhq32ohADlp7UTgC7S03yvBaISmxb3soi]]")  # TODO togliere il default

# clienti che nel vecchio DB hanno il CF sbagliato: correzione a mano
CORREZIONI = {
    "CL-00871": {"nome": "[[NAME|Lucia Bernardini]]", "cf": "[[IT_FISCAL_CODE|BRNLCU90B57A944U]]", "nata": "[[DATE_OF_BIRTH|17/02/1990]]"},
    "CL-01123": {"nome": "[[NAME|Gianmarco Esposito]]", "cf": "[[IT_FISCAL_CODE|SPSGMR83R08F839V]]",
                 "pec": "[[EMAIL|gianmarco.esposito@pec.it]]", "iban": "[[IBAN|IT11H4184869285816358170808]]"},
    "CL-01502": {"nome": "Condominio Via Emilia 44", "cf": "91234560377"},   # C.F. del condominio, non persona
}

def main():
    with open("export_access_2025-05-12.csv", newline="", encoding="cp1252") as f:
        for row in csv.DictReader(f, delimiter=";"):
            fix = CORREZIONI.get(row["CODICE"], {})
            payload = {
                "name": fix.get("nome", row["RAGSOC"]),
                "tax_code": fix.get("cf", row["CODFISC"]),
                "phone": row["TEL"] or None,
            }
            r = requests.post(CRM_URL, json=payload, headers={"Authorization": f"Bearer {CRM_TOKEN}"}, timeout=10)
            r.raise_for_status()

if __name__ == "__main__":
    main()

# output dell'ultima prova:
# 409 Conflict for CL-01123: duplicate tax_code [[IT_FISCAL_CODE|SPSGMR83R08F839V]] (existing contact 55102, tel [[PHONE|081 552 4190]])`],

  // git log -p excerpt: leaked key reverted
  ['git-log', 'en', `$ git log -p -2 --stat -- config/
commit a41c9e07d3b2f18e5c6a70b9d4e3f2a1c0b9e8d7 (HEAD -> main, origin/main)
Author: [[NAME|Oluwaseun Adebayo]] <[[EMAIL|seun.adebayo@ledgerlite.io]]>
Date:   Fri May 9 16:02:55 2025 +0100

    Revert "chore: add aws creds for local s3 testing"

    This reverts commit 3b7e5d1c9a0f2e4b6d8c1a3e5f7b9d0c2e4a6f8b.
    Keys were deactivated in IAM at 15:48 (incident INC-2025-031).

    Signed-off-by: [[NAME|Oluwaseun Adebayo]] <[[EMAIL|seun.adebayo@ledgerlite.io]]>
    Reviewed-by: [[NAME|Hannah Whitfield]] <[[EMAIL|hannah.w@ledgerlite.io]]>

 config/local.env | 3 ---
 1 file changed, 3 deletions(-)

diff --git a/config/local.env b/config/local.env
index 9fe2c1a..4d0b7e3 100644
--- a/config/local.env
+++ b/config/local.env
@@ -4,6 +4,3 @@ S3_BUCKET=ledgerlite-dev-uploads
 S3_REGION=eu-west-2
 LOG_LEVEL=debug
-AWS_ACCESS_KEY_ID=[[SECRET|AKIARIKFHLRSAF66GCPO]]
-AWS_SECRET_ACCESS_KEY=[[SECRET|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]]
-# ask [[NAME|Ravi]] for the prod ones

commit 3b7e5d1c9a0f2e4b6d8c1a3e5f7b9d0c2e4a6f8b
Author: [[NAME|Ravi Chandrasekar]] <[[EMAIL|ravi.c@ledgerlite.io]]>
Date:   Fri May 9 14:31:12 2025 +0100

    chore: add aws creds for local s3 testing

Should I also rewrite history with git filter-repo or is the revert + deactivation enough?`],

  // Windows security log export (RDP brute force)
  ['security-log', 'en', `Exported from Event Viewer (Security), host FS-ACCT-01, filter EventID 4625/4624, 2025-05-18

TimeCreated            EventID  TargetUserName     IpAddress        WorkstationName   LogonType  Status
2025-05-18 02:14:07    4625     administrator      [[IP_ADDRESS|185.220.101.47]]   -                 10         0xC000006D
2025-05-18 02:14:09    4625     admin              [[IP_ADDRESS|185.220.101.47]]   -                 10         0xC000006D
2025-05-18 02:14:12    4625     [[NAME|j.hollander]]        [[IP_ADDRESS|185.220.101.47]]   -                 10         0xC000006A
2025-05-18 07:58:41    4624     [[NAME|j.hollander]]        [[IP_ADDRESS|10.8.1.23]]        DESKTOP-7GQ2K1M   10         0x0
2025-05-18 08:03:15    4624     [[NAME|m.oyelaran]]         [[IP_ADDRESS|10.8.1.36]]        LT-ACCT-14        3          0x0

DHCP leases at the time:
[[IP_ADDRESS|10.8.1.23]]   [[MAC_ADDRESS|d4-5d-64-a2-19-7f]]   DESKTOP-7GQ2K1M   lease 8d
[[IP_ADDRESS|10.8.1.36]]   [[MAC_ADDRESS|f8-75-a4-0c-3e-51]]   LT-ACCT-14        lease 8d

Q: is 0xC000006A (wrong password for an existing user) on [[NAME|j.hollander]] from a Tor exit enough to force a reset? [[NAME|Jan Hollander]] (ext. 2231) says he was asleep.`],

  // Cypress e2e failure, UK signup
  ['test-output', 'en', `  Running:  signup/uk-personal-account.cy.ts                                         (3 of 9)

  UK personal account signup
    ✓ shows validation errors for empty form (812ms)
    1) submits a complete application

  1 passing (14s)
  1 failing

  1) UK personal account signup
       submits a complete application:
     AssertionError: Timed out retrying after 10000ms: Expected to find content: 'Application received' but never did.

  cy.get('#firstName').type('[[NAME|Imogen]]')
  cy.get('#lastName').type('[[NAME|Ashworth-Reid]]')
  cy.get('#dob').type('[[DATE_OF_BIRTH|21/03/1994]]')
  cy.get('#nino').type('[[UK_NINO|JK 48 21 07 B]]')
  cy.get('#postcode').type('LS6 2QT'); cy.get('[data-test=address-0]').click()   // [[ADDRESS|41 Hyde Park Road, Leeds LS6 2QT]]
  cy.get('#mobile').type('[[PHONE|07700 900318]]')
  cy.get('#email').type('[[EMAIL|imogen.ashworthreid@protonmail.com]]')
  cy.get('button[type=submit]').click()

  Network: POST /api/applications -> 400 {"error":"nino_format","detail":"expected AA999999A"}

  (Screenshot) /cypress/screenshots/uk-personal-account.cy.ts/submits a complete application (failed).png

The backend wants the NINO without spaces. Should the frontend strip them or the API? Other forms send "[[UK_NINO|jk482107b]]" lower case too.`],

  // MySQL \\G output, US tax-prep app
  ['sql-result', 'en', `mysql> SELECT * FROM taxpayers WHERE return_id = 'R2024-0045127'\\G
*************************** 1. row ***************************
          return_id: R2024-0045127
      primary_name: [[NAME|DeShawn M. Harris]]
       primary_ssn: [[US_SSN|412-68-3307]]
       primary_dob: [[DATE_OF_BIRTH|1985-08-19]]
       spouse_name: [[NAME|Yesenia Harris]]
       spouse_tin: [[US_ITIN|927-81-4406]]
        spouse_dob: [[DATE_OF_BIRTH|1987-01-30]]
      dependent_1: [[NAME|Malik Harris]]
  dependent_1_ssn: [[US_SSN|529-41-8826]]
        street_1: [[ADDRESS|3318 Glenwood Ave Apt 2B]]
              city: Raleigh
             state: NC
               zip: 27612
             phone: [[PHONE|(919) 555-0148]]
             email: [[EMAIL|deshawn.harris@att.net]]
      filing_status: MFJ
       efile_status: REJECTED
     reject_code: IND-031-04
1 row in set (0.01 sec)

IND-031-04 means the primary taxpayer's prior-year AGI doesn't match IRS records. Where do we get the prior-year AGI — is there an API for that or does the customer have to enter it?`],

  // Spring stack trace with Swiss data
  ['stack-trace', 'de', `2025-05-21 10:44:19.551 ERROR 1 --- [nio-8080-exec-7] c.h.l.web.GlobalExceptionHandler : Antrag konnte nicht gespeichert werden

org.springframework.dao.DataIntegrityViolationException: could not execute statement; SQL [n/a]; constraint [uk_versicherte_ahv]
\tat org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:290)
\tat ch.helvetialohn.antrag.AntragService.speichern(AntragService.java:133)
\tat ch.helvetialohn.web.AntragController.post(AntragController.java:58)
Caused by: org.postgresql.util.PSQLException: ERROR: duplicate key value violates unique constraint "uk_versicherte_ahv"
  Detail: Key (ahv_nr)=([[CH_SSN|756.2074.3961.66]]) already exists.

Request DTO (DEBUG):
AntragDto(name=[[NAME|Reto Bühlmann]], geburtsdatum=[[DATE_OF_BIRTH|1967-11-23]], ahvNr=[[CH_SSN|756.2074.3961.66]],
  adresse=[[ADDRESS|Könizstrasse 221, 3008 Bern]], iban=[[IBAN|CH36 0076 2098 9044 1789 9]], telefon=[[PHONE|079 412 56 03]],
  arbeitgeber=Gärtnerei Zaugg AG, ehepartnerAhv=[[CH_SSN|7562718685434]])

Der Kunde hat wohl zweimal auf "Senden" gedrückt. Sollen wir das idempotent machen (Idempotency-Key Header) oder nur die Exception sauber behandeln?`],

  // Prompt: extract invoice fields to JSON, EE -> LV invoice
  ['prompt', 'en', `Extract the following fields from this OCR'd invoice as JSON: seller_name, seller_vat, seller_iban, buyer_name, buyer_vat, invoice_no, total, due_date. Return only JSON.

ARVE / INVOICE nr 2025-0412
Kuupäev / Date: 06.05.2025      Maksetähtaeg / Due: 20.05.2025

Müüja / Seller:
Põhjakala OÜ
[[ADDRESS|Kalaranna 8, 10415 Tallinn]], Eesti
KMKR / VAT: [[VAT_ID|EE103982591]]      Reg. kood 14820371
Tel [[PHONE|+372 5621 4408]]   [[EMAIL|arved@pohjakala.ee]]
[[IBAN|EE25 2212 4317 6834 1859]] (Swedbank, BIC [[BIC|HABAEE2X]])

Ostja / Buyer:
SIA Jūras Garša
[[ADDRESS|Krasta iela 52, Rīga, LV-1003]]
PVN / VAT: [[VAT_ID|LV40000712843]]
Kontaktpersona: [[NAME|Ilze Kalniņa]], [[PHONE|+371 2914 7730]]

Kirjeldus                           Kogus     Hind     Summa
Külmsuitsulõhe 200 g (EAN 4740012003217)   120   6,40   768,00
Räim marinaadis 500 g (EAN 4740012008830)   80    3,10   248,00
Transport Tallinn–Rīga                      1    95,00    95,00
Kokku ilma KM-ta                                        1 111,00
KM 22%                                                    244,42
KOKKU / TOTAL EUR                                       1 355,42

Koostas: [[NAME|Margus Kask]]`],

  // Elasticsearch response of support chats
  ['json', 'en', `POST support-chats-2025.05/_search {"query":{"match":{"body":"refund"}},"size":2}

{
  "took": 7, "timed_out": false,
  "hits": {
    "total": { "value": 1843, "relation": "eq" },
    "hits": [
      { "_index": "support-chats-2025.05", "_id": "r8Zk9Y8B1c2d3e4f5g6h", "_score": 7.41,
        "_source": { "ts": "2025-05-11T14:22:08Z", "agent": "[[NAME|Bongani Dlamini]]", "customer": "[[NAME|Lerato Mokoena]]",
          "customer_email": "[[EMAIL|lerato.mokoena@webmail.co.za]]", "customer_ip": "[[IP_ADDRESS|41.13.202.96]]",
          "body": "Hi Lerato, I've logged the refund for order 100-4482-991, please allow 5-7 working days. If it doesn't reflect call us on [[PHONE|0861 447 200]].",
          "ua": "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/124.0.6367.179 Mobile Safari/537.36" } },
      { "_index": "support-chats-2025.05", "_id": "s1Ak9Y8B7h6g5f4e3d2c", "_score": 6.98,
        "_source": { "ts": "2025-05-12T08:03:51Z", "agent": "bot", "customer": "[[NAME|Pieter van der Merwe]]",
          "customer_email": "[[EMAIL|pvdmerwe@mweb.co.za]]", "customer_ip": "[[IP_ADDRESS|2c0f:f4c0:1a:3e::52]]",
          "body": "I want a refund, my ID is [[PERSONAL_ID|6708146276086]] and the account is in my name. Phone me on [[PHONE|082 614 3390]]" } }
    ]
  }
}

Why is the second hit's score lower even though it has "refund" in it? Also, should we be indexing customer_ip at all?`],

  // GraphQL request/response, Shopify-like admin API
  ['api-export', 'en', `curl -s https://maple-and-moss.myshopify.com/admin/api/2024-10/graphql.json \\
  -H 'X-Shopify-Access-Token: [[SECRET|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]]' \\
  -H 'Content-Type: application/json' \\
  -d '{"query":"{ orders(first: 2, query: \\"fulfillment_status:unfulfilled\\") { edges { node { name email shippingAddress { name address1 address2 city zip phone } } } } }"}'

{"data":{"orders":{"edges":[
 {"node":{"name":"#MM1873","email":"[[EMAIL|fionnuala.byrne@gmail.com]]","shippingAddress":{"name":"[[NAME|Fionnuala Byrne]]","address1":"[[ADDRESS|Apt 6, Block C, The Maltings]]","address2":"Bow Lane","city":"Dublin 8","zip":"D08 KX47","phone":"[[PHONE|+353 86 217 4490]]"}}},
 {"node":{"name":"#MM1874","email":"[[EMAIL|eamon.gallagher@eircom.net]]","shippingAddress":{"name":"[[NAME|Eamon Gallagher]]","address1":"[[ADDRESS|Carrowmore, Dromore West]]","address2":null,"city":"Co. Sligo","zip":"F91 T2H3","phone":"[[PHONE|071 918 3305]]"}}}
]}},"extensions":{"cost":{"requestedQueryCost":12,"actualQueryCost":8,"throttleStatus":{"maximumAvailable":2000.0,"currentlyAvailable":1992,"restoreRate":100.0}}}}

An Post rejects the second one in the label API ("address incomplete"). Is a townland + Eircode enough for An Post or do we need a house number?`],

  // Electron crash report with env dump
  ['crash-dump', 'en', `Crash report — NoteWeaver 2.4.1 (electron 30.0.6) — darwin arm64 23.5.0
Reason: EXC_BAD_ACCESS (SIGSEGV) in renderer, KERN_INVALID_ADDRESS at 0x0000000000000018
Thread 0 Crashed:: CrRendererMain
0   Electron Framework   0x000000011a3c4e10 node::Buffer::Data + 16
1   Electron Framework   0x000000011a3b21f4 v8::internal::Builtins::InvokeApiFunction + 244
2   keytar.node          0x0000000105c01a88 GetPassword + 120

Environment (process.env, captured by crash-reporter):
  HOME=/Users/[[NAME|magdalena.sowa]]
  USER=[[NAME|magdalena.sowa]]
  SHELL=/bin/zsh
  LANG=pl_PL.UTF-8
  OPENAI_API_KEY=[[SECRET|sk-proj-KJ8NFRXlCQH5T_8-gXdnSUtG4PpuLQrtsxaoI2eGjGHP4lkYT3BlbkFJD3pzIQWvOz1MxbcgMweeV1Bk]]
  ANTHROPIC_API_KEY=[[SECRET|sk-ant-api03--ymHGjyJQYVGxcWHfo93uif23EFW3Z8bjprCXh-wM98rFLcsw3YgXRFph5st32Cbm0SmlGd5wM9ClltNmDrh6zM5YwW-qAA]]
  HTTPS_PROXY=http://msowa:[[SECRET|5MuGJ24HzF8vDlhcI]]@proxy.biuro-sowa.pl:3128
  NO_PROXY=localhost,127.0.0.1,.local
  NOTEWEAVER_TELEMETRY=0
Loaded plugins: markdown-preview@1.8.0, sync-webdav@0.9.3

Please strip the environment block from crash reports before upload — users have API keys in there. Where in crashReporter.start() can we filter extra fields?`],

  // Alerting script with Slack webhook and Telegram bot
  ['code', 'en', `#!/usr/bin/env python3
"""disk_alert.py - cron every 5 min on backup01 (192.0.2.10 is the doc IP, real box below)"""
import shutil, requests, socket

SLACK_WEBHOOK = "[[SECRET|https://hooks.slack.com/services/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]]"
TG_BOT_TOKEN = "[[SECRET|0257024538:AA52BHxnAAITbO4Pqg8xW7PQvyFqSeghsGt]]"
TG_CHAT_ID = -1001873340291
HOST_IP = "[[IP_ADDRESS|152.70.188.14]]"
# if both channels are down call [[NAME|Dimitris Karalis]] [[PHONE|+30 694 812 3307]] (weekdays) or [[NAME|Eleni]] [[PHONE|+30 697 004 5112]]

THRESHOLD = 0.9

def main():
    total, used, _ = shutil.disk_usage("/srv/backups")
    if used / total < THRESHOLD:
        return
    msg = f"{socket.gethostname()} ({HOST_IP}) /srv/backups at {used/total:.0%}"
    requests.post(SLACK_WEBHOOK, json={"text": msg}, timeout=5)
    requests.post(f"https://api.telegram.org/bot{TG_BOT_TOKEN}/sendMessage", data={"chat_id": TG_CHAT_ID, "text": msg}, timeout=5)

if __name__ == "__main__":
    main()`],

  // Azure DevOps pipeline output with SAS URL
  ['ci-log', 'en', `2025-05-22T13:05:41.2280113Z ##[section]Starting: Upload build to storage
2025-05-22T13:05:41.2391542Z Task         : Azure CLI
2025-05-22T13:05:43.9912770Z + az storage blob upload --account-name stmobilebuilds --container-name ipa --file MobileApp_5.12.0_812.ipa --name MobileApp_5.12.0_812.ipa --sas-token ***
2025-05-22T13:05:47.0032145Z Finished[#############################################################]  100.0000%
2025-05-22T13:05:47.4410003Z + echo "Download: https://stmobilebuilds.blob.core.windows.net/ipa/MobileApp_5.12.0_812.ipa?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-06-05T13:05:00Z&st=2025-05-22T13:00:00Z&spr=https&sig=[[URL_SECRET|X50e2vex4mvldBG8vvHcE9EQqEMS%2Bq7Yt0w%3D]]"
2025-05-22T13:05:47.4459331Z Download: https://stmobilebuilds.blob.core.windows.net/ipa/MobileApp_5.12.0_812.ipa?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-06-05T13:05:00Z&st=2025-05-22T13:00:00Z&spr=https&sig=[[URL_SECRET|X50e2vex4mvldBG8vvHcE9EQqEMS%2Bq7Yt0w%3D]]
2025-05-22T13:05:48.0121190Z + curl -s -X POST "https://build-notify.azurewebsites.net/api/notify?code=[[URL_SECRET|6piXvwFDuckOqVDQlaclsleN73JK]]" -d '{"build":"5.12.0 (812)","by":"[[NAME|Ngozi Eze]]"}'
2025-05-22T13:05:48.3307762Z {"status":"queued"}
2025-05-22T13:05:48.3500211Z ##[section]Finishing: Upload build to storage

The SAS token is masked in the az call (***) but not in my echo. How do I stop the echo from printing it? Is issecret=true enough for a variable I build myself?`],

  // no PII: package-lock diff
  ['git-diff', 'en', `diff --git a/package-lock.json b/package-lock.json
index 4e1a2b3..9f8c7d6 100644
--- a/package-lock.json
+++ b/package-lock.json
@@ -2841,9 +2841,9 @@
     "node_modules/ws": {
-      "version": "8.17.0",
-      "resolved": "https://registry.npmjs.org/ws/-/ws-8.17.0.tgz",
-      "integrity": "sha512-uJq6108EgZMAl20KagGkzCKfMEjxmKvZHG7Tlq0Z6nOky7YF7aq4mOx6xK8TJ/i1LeK4Qus7INktacctDgY8Ow==",
+      "version": "8.17.1",
+      "resolved": "https://registry.npmjs.org/ws/-/ws-8.17.1.tgz",
+      "integrity": "sha512-6XQFvXTkbfUOZOKKILFG1PDK2NDQs4azKQl26T0YS5CxqWLgXajbPZ+h4gZekJyRqFU8pvnbAbbs/3TgRPy+GQ==",
       "engines": { "node": ">=10.0.0" },
@@ -5120,7 +5120,7 @@
     "node_modules/semver": {
-      "version": "7.6.0",
+      "version": "7.6.2",
       "bin": { "semver": "bin/semver.js" },

npm audit before: 1 high (GHSA-3h5v-q93c-6h6q, ws <8.17.1, DoS via many HTTP headers). After: found 0 vulnerabilities.
Is bumping the lockfile alone OK or do I also need to bump the range in package.json (currently "ws": "^8.16.0")?`],

  // no PII: docker build output
  ['ci-log', 'en', `#0 building with "default" instance using docker driver
#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 1.12kB done
#2 [internal] load metadata for docker.io/library/python:3.12.3-slim-bookworm
#2 DONE 1.4s
#5 [2/6] RUN apt-get update && apt-get install -y --no-install-recommends libpq5=15.6-0+deb12u1
#5 3.871 Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]
#5 9.204 Setting up libpq5:amd64 (15.6-0+deb12u1) ...
#5 DONE 11.2s
#7 [4/6] RUN pip install --no-cache-dir -r requirements.txt
#7 14.02 Successfully installed Django-5.0.6 gunicorn-22.0.0 psycopg-3.1.19 sqlparse-0.5.0
#7 DONE 16.9s
#9 exporting to image
#9 writing image sha256:9b2f4e6a8c0d1e3f5a7b9c2d4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e2f done
#9 naming to registry.example.internal:5000/booking/web:1.18.3 done
#9 DONE 2.3s
ERROR: failed to push registry.example.internal:5000/booking/web:1.18.3: failed to do request: Head "https://registry.example.internal:5000/v2/": http: server gave HTTP response to HTTPS client

Build took 00:41. Image size 212 MB. Listening address in the image: 0.0.0.0:8000, healthcheck GET /healthz every 30s.
How do I tell buildx the internal registry is plain HTTP?`],

  // no PII: OpenAPI snippet with placeholders
  ['api-spec', 'en', `openapi: 3.0.3
info: { title: Customer API, version: 2.3.0 }
paths:
  /customers/{customerId}:
    get:
      parameters:
        - { name: customerId, in: path, required: true, schema: { type: string, example: CUS-000123 } }
      responses:
        "200":
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Customer" }
components:
  schemas:
    Customer:
      type: object
      properties:
        id: { type: string, example: CUS-000123 }
        fullName: { type: string, example: "<full name>" }
        email: { type: string, format: email, example: "user@<domain>" }
        phone: { type: string, pattern: "^\\\\+[1-9][0-9]{6,14}$", example: "+<country><number>" }
        iban: { type: string, maxLength: 34, example: "XX00 0000 0000 0000 0000 00" }
        dateOfBirth: { type: string, format: date, example: "YYYY-MM-DD" }
        createdAt: { type: string, format: date-time, example: "2024-01-01T00:00:00Z" }
  securitySchemes:
    apiKey: { type: apiKey, in: header, name: X-API-Key }   # value: <your-api-key>

Can you generate a TypeScript type and a zod schema from this? dateOfBirth should be optional.`],

  // no PII: k6 load test output
  ['test-output', 'en', `          /\\      |‾‾| /‾‾/   /‾‾/
     /\\  /  \\     |  |/  /   /  /
    /  \\/    \\    |     (   /   ‾‾\\
   /          \\   |  |\\  \\ |  (‾)  |
  / __________ \\  |__| \\__\\ \\_____/ .io

     execution: local
        script: checkout-smoke.js
        output: -
     scenarios: (100.00%) 1 scenario, 50 max VUs, 2m30s max duration

     ✓ status is 200
     ✗ p95 under 400ms
      ↳  92% — ✓ 4418 / ✗ 382

     checks.........................: 96.02% ✓ 9218 ✗ 382
     http_req_duration..............: avg=214.5ms min=41.2ms med=188.03ms max=2.41s p(90)=351.7ms p(95)=472.9ms
     http_reqs......................: 4800   39.99/s
     iteration_duration.............: avg=1.21s min=1.04s med=1.19s max=3.44s
     vus_max........................: 50     min=50 max=50

running (2m00.0s), 00/50 VUs, 4800 complete and 0 interrupted iterations
ERRO[0121] thresholds on metrics 'http_req_duration' have been crossed

Build 2025.05.23.4 against staging (commit 1f3e5a7). Was 301ms p95 on 2025.05.16.2. What changed?`],

  // no PII: DDL migration
  ['sql-migration', 'en', `-- V42__customer_identity_columns.sql  (Flyway)
-- Adds encrypted identity columns; values are written by the app (AES-GCM, key id in kms_key_ref).

ALTER TABLE customer
  ADD COLUMN national_id_enc     bytea,
  ADD COLUMN national_id_last4   char(4),
  ADD COLUMN iban_enc            bytea,
  ADD COLUMN iban_country        char(2),
  ADD COLUMN date_of_birth_enc   bytea,
  ADD COLUMN kms_key_ref         varchar(64) NOT NULL DEFAULT 'alias/customer-pii-v3';

CREATE INDEX CONCURRENTLY idx_customer_iban_country ON customer (iban_country);

COMMENT ON COLUMN customer.national_id_last4 IS 'e.g. 1234 — for support look-ups only';

-- backfill runs as job pii-backfill-v42 (batch 5000, ~3.1M rows)
-- rollback: V42_1__drop_identity_columns.sql

Review question: CREATE INDEX CONCURRENTLY can't run inside a transaction and Flyway wraps each migration in one on PostgreSQL. Do we need executeInTransaction=false in a V42__...sql.conf?`],
]
