/**
 * blind-4: developer material (stack traces, CI logs, Kubernetes manifests, Terraform, shell history,
 * SQL dumps, notebook output, HAR and curl snippets, server logs, error events), spreadsheets pasted as
 * text and OCR text, several of them without personal data.
 * Markup: [[TYPE|value]]; see eval/blind-4/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_DEV_DATA: RawDoc[] = [
  // Java stack trace of a health-insurance lookup service, with a leaked pool password
  ['stack-trace', 'en', `2025-03-14 09:41:27.302  INFO 1 --- [nio-8080-exec-7] com.zaxxer.hikari.HikariConfig : HikariPool-2 - configuration: jdbcUrl=jdbc:postgresql://pg-eav-prod.internal:5432/eav?sslmode=require username=eav_app password=[[SECRET|G3c1gwr4X8GRaG]] maximumPoolSize=20
2025-03-14 09:41:27.318 ERROR 1 --- [nio-8080-exec-7] d.k.e.api.VersichertenController : Lookup failed for request 7f3e2c1a-9b44-4d0e-8a7f-2c61e5b0d913 from [[IP_ADDRESS|10.42.7.118]] (user [[EMAIL|s.brinkmann@praxis-brinkmann.de]])

de.kvconnect.eav.exception.VersichertenNotFoundException: Versicherter [[KVNR|M639415731]] nicht gefunden (IK 104940005, Stichtag 2025-03-14)
\tat de.kvconnect.eav.service.VersichertenService.findByKvnr(VersichertenService.java:142)
\tat de.kvconnect.eav.api.VersichertenController.lookup(VersichertenController.java:88)
\tat jdk.internal.reflect.GeneratedMethodAccessor212.invoke(Unknown Source)
\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)
\tat org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)
\tat java.base/java.lang.Thread.run(Thread.java:1583)
Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "eav_app"
\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
\t... 47 common frames omitted
`],

  // GitHub Actions log with set -x leaks
  ['ci-log', 'en', `2025-04-02T11:20:13.9981204Z Runner name: 'gh-runner-07'  Machine name: 'ip-172-31-8-44'
2025-04-02T11:20:14.0012877Z Commit: 9c41e07b2d5a8f13c6e2b0a47d91f3c58e06b2a4 by [[NAME|Jakub Procházka]] <[[EMAIL|jakub.prochazka@acme-robotics.cz]]>
2025-04-02T11:20:14.1182043Z ##[group]Run ./scripts/deploy.sh staging
2025-04-02T11:20:14.1190318Z env:
2025-04-02T11:20:14.1190822Z   AWS_REGION: eu-central-1
2025-04-02T11:20:14.1191288Z   DEPLOY_KEY: ***
2025-04-02T11:20:14.1192203Z ##[endgroup]
2025-04-02T11:20:14.3301150Z + source ./ci/legacy.env
2025-04-02T11:20:14.3303419Z ++ export AWS_ACCESS_KEY_ID=[[SECRET|AKIAJFP4ONGKQTGGCQ7U]]
2025-04-02T11:20:14.3304012Z ++ export AWS_SECRET_ACCESS_KEY=[[SECRET|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]]
2025-04-02T11:20:14.3310874Z + cat .npmrc
2025-04-02T11:20:14.3322109Z //registry.npmjs.org/:_authToken=[[SECRET|npm_4VAY987pYFpZoSJmbUqYqru8sDdQdddIkC8O]]
2025-04-02T11:20:14.3401266Z + git remote set-url origin https://x-access-token:[[SECRET|ghp_sqg90u0cZSwM5RMMh78qPS6hkuSFc8MSwZaY]]@github.com/acme-robotics/fleet-api.git
2025-04-02T11:20:15.0127730Z + ssh -o StrictHostKeyChecking=no deploy@[[IP_ADDRESS|18.197.44.213]] 'sudo systemctl restart fleet-api'
2025-04-02T11:20:15.4410025Z Warning: Permanently added '[[IP_ADDRESS|18.197.44.213]]' (ED25519) to the list of known hosts.
2025-04-02T11:20:17.9004391Z fleet-api.service restarted, version 3.8.0-rc.2 (build 20250402.4)
2025-04-02T11:20:18.0220153Z ##[warning]health check /healthz returned 503 after 3 retries, rolling back to 3.7.4
`],

  // Kubernetes Secret manifest
  ['k8s-manifest', 'en', `# kubectl get secret billing-api-secrets -n payments -o yaml  (pasted into INC-4471 by mistake)
apiVersion: v1
kind: Secret
metadata:
  name: billing-api-secrets
  namespace: payments
  annotations:
    owner: "[[NAME|Fatima Zahra Benali]] <[[EMAIL|f.benali@atlasfintech.ma]]>"
    rotated-at: "2025-02-11T08:00:00Z"
    argocd.argoproj.io/sync-wave: "-1"
type: Opaque
stringData:
  DATABASE_URL: "[[SECRET|postgres://billing:AukRnn2muviKF3ya42@billing-db.payments.svc.cluster.local:5432/billing?sslmode=disable]]"
  SMTP_HOST: "smtp.eu.mailgun.org"
  SMTP_USER: "[[EMAIL|no-reply@atlasfintech.ma]]"
  SMTP_PASSWORD: "[[SECRET|7s3GqvezpX5y1VDO]]"
  SLACK_WEBHOOK_URL: "[[SECRET|https://hooks.slack.com/services/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]]"
  FEATURE_FLAGS: "instant-payouts=false,3ds2=true"
data:
  ADMIN_PASSWORD: [[SECRET|Vng5IW1RMiNrTHI4cFo=]]
  TLS_CA_CRT: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURCVENDQWUyZ0F3SUJBZ0lVRmJ
`],

  // Terraform variables and a main.tf excerpt
  ['terraform', 'en', `# terraform.tfvars  -- committed in 4f2a9e1, reverted in 88b03dc, still in history
region             = "eu-north-1"
aws_access_key     = "[[SECRET|AKIA2SG6CNJYGUMFD3NI]]"
aws_secret_key     = "[[SECRET|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]]"
db_master_username = "fjl_admin"
db_master_password = "[[SECRET|2TLXR71AMjNwpY7IVTtM]]"
vpc_cidr           = "10.20.0.0/16"
admin_cidrs        = ["[[IP_ADDRESS|84.112.37.19/32]]"]   # [[NAME|Henrik]] home office
owner_email        = "[[EMAIL|ops-oncall@fjordline-data.no]]"

# main.tf (excerpt)
resource "aws_db_instance" "exports" {
  identifier        = "fjl-exports-prod"
  engine            = "postgres"
  engine_version    = "16.4"
  instance_class    = "db.t4g.medium"
  username          = var.db_master_username
  password          = var.db_master_password
  allocated_storage = 200
}

locals {
  legacy_export_conn = "DefaultEndpointsProtocol=https;AccountName=fjlrawexports;[[SECRET|AccountKey=p67E8YrNdOGBw7s9y1HJLWmyRvZbPOUA8flu3f7kOD2mtYcWP/NpNkkIPqfsImy4Q179Y5AZoZAuS4i+Y7QW5w==]];EndpointSuffix=core.windows.net"
}
`],

  // shell history
  ['shell-history', 'en', `  501  cd ~/projects/ledger-sync
  502  git pull --rebase
  503  export GITHUB_TOKEN=[[SECRET|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]]
  504  gh release download v2.4.1 -p '*.tar.gz'
  505  mysql -h [[IP_ADDRESS|10.8.0.14]] -u root -p'[[SECRET|IvjjBIeNqAvo]]' ledger -e 'select count(*) from tx_2025_03'
  506  ssh -i ~/.ssh/id_ed25519 [[NAME|ekaterina]]@[[IP_ADDRESS|10.8.0.21]]
  507  curl -u admin:[[SECRET|9kWWxIRiiU]] 'http://[[IP_ADDRESS|10.8.0.30]]:9200/_cat/indices?v'
  508  history | grep psql
  509  psql "[[SECRET|postgresql://ledger_ro:Rk4t7Qm2Zs9w@10.8.0.14:5432/ledger]]" -c '\\dt'
  510  vim ~/.pgpass
  511  kubectl -n ledger logs deploy/ledger-sync --since=1h | grep -i error
  512  sudo tcpdump -i eth0 host [[IP_ADDRESS|10.8.0.14]] -w /tmp/cap.pcap
  513  sha256sum ledger-sync_2.4.1_linux_amd64.tar.gz
  514  exit
`],

  // MySQL dump of a Nordic webshop
  ['sql-dump', 'sv', `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
-- Host: 127.0.0.1    Database: nordcykel_shop
-- ------------------------------------------------------
/*!40101 SET NAMES utf8mb4 */;
LOCK TABLES \`kunder\` WRITE;
INSERT INTO \`kunder\` (\`id\`,\`fornamn\`,\`efternamn\`,\`epost\`,\`telefon\`,\`personnummer\`,\`gatuadress\`,\`postnr\`,\`ort\`,\`land\`,\`senaste_ip\`) VALUES
(1041,'[[NAME|Hanna]]','[[NAME|Lindström]]','[[EMAIL|hanna.lindstrom@telia.com]]','[[PHONE|+46 70 412 88 31]]','[[PERSONAL_ID|19910823-3546]]','[[ADDRESS|Vasagatan 14 lgh 1102]]','411 24','Göteborg','SE','[[IP_ADDRESS|81.229.14.77]]'),
(1042,'[[NAME|Magnus]]','[[NAME|Haugen]]','[[EMAIL|magnus.haugen@online.no]]','[[PHONE|+47 481 22 903]]','[[PERSONAL_ID|02128446322]]','[[ADDRESS|Thereses gate 38]]','0168','Oslo','NO',NULL),
(1043,'[[NAME|Jussi]]','[[NAME|Kinnunen]]','[[EMAIL|jussi.kinnunen@elisanet.fi]]','[[PHONE|+358 40 551 7280]]','[[PERSONAL_ID|300677-365U]]','[[ADDRESS|Hämeenkatu 22 B 9]]','33200','Tampere','FI','[[IP_ADDRESS|2001:14ba:a0c1:4e00:9d1:6f2:c3a7:11e0]]'),
(1044,'[[NAME|Guðrún]]','[[NAME|Sigurðardóttir]]','[[EMAIL|gudrun.sig@simnet.is]]','[[PHONE|+354 862 4417]]','[[PERSONAL_ID|150395-3999]]','[[ADDRESS|Laugavegur 71]]','101','Reykjavík','IS',NULL);
UNLOCK TABLES;
-- Dump completed on 2025-05-04  3:00:02
`],

  // Jupyter notebook output, Australian payroll export
  ['jupyter', 'en', `In [3]: df = pd.read_csv("s3://payroll-exports/au/2025-06/fortnight_12.csv", dtype={"tfn": str, "bsb": str})
        df.head(3)
Out[3]:
   emp_id first_name  last_name   dob         tfn          bsb      account   email                                   gross
0  AU1042 [[NAME|Chloe]]      [[NAME|Papadakis]]   [[DATE_OF_BIRTH|1991-04-17]]  [[AU_TFN|479 717 327]]  062-000  10448217  [[EMAIL|chloe.papadakis@bluegumlogistics.com.au]]  3412.50
1  AU1043 [[NAME|Jarrah]]     [[NAME|Wilson]]      [[DATE_OF_BIRTH|1988-11-02]]  [[AU_TFN|722 386 644]]  033-172  58830021  [[EMAIL|jarrah.wilson@bluegumlogistics.com.au]]    2980.00
2  AU1051 [[NAME|Mei]]        [[NAME|Zhang]]       [[DATE_OF_BIRTH|2002-01-29]]  NaN          083-004  71190455  [[EMAIL|mei.zhang@bluegumlogistics.com.au]]        1544.75

In [4]: df["tfn"].isna().sum(), len(df)
Out[4]: (3, 212)

In [5]: df.groupby("state")["gross"].agg(["count", "mean"]).round(2)
Out[5]:
       count     mean
state
NSW       97  3120.44
QLD       61  2894.10
VIC       54  3301.87
`],

  // HAR excerpt from a Dutch health insurer portal
  ['har', 'nl', `{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "136.0"},
    "entries": [
      {
        "startedDateTime": "2025-03-13T14:02:11.482+01:00",
        "serverIPAddress": "[[IP_ADDRESS|145.131.8.212]]",
        "request": {
          "method": "POST",
          "url": "https://mijn.zorgportaal.nl/api/v2/verzekerde/zoeken",
          "headers": [
            {"name": "Authorization", "value": "Bearer [[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJiN2MxZTBhMi00ZDNmLTRlOGEtOWM2MS01ZjJhOGQwZTdiMzQiLCJpc3MiOiJodHRwczovL2xvZ2luLnpvcmdwb3J0YWFsLm5sIiwiYXVkIjoibWlqbnpvcmctd2ViIiwiZXhwIjoxNzQxODc4MDAwLCJpYXQiOjE3NDE4NzQ0MDAsInNjb3BlIjoicG9saXMgZGVjbGFyYXRpZXMifQ.MOZlBFGUt12daXIn_NDOjwitQMp8CrmBuRTU9fDBAAs]]"},
            {"name": "Cookie", "value": "ZP_SESSION=[[SECRET|c5b12c58021f183147f0244c0ba3ff4d]]; cookie_consent=functional"},
            {"name": "Content-Type", "value": "application/json"}
          ],
          "postData": {"mimeType": "application/json", "text": "{\\"bsn\\":\\"[[NL_BSN|844774789]]\\",\\"geboortedatum\\":\\"[[DATE_OF_BIRTH|1987-02-14]]\\",\\"postcode\\":\\"2512 AB\\"}"}
        },
        "response": {"status": 200, "content": {"size": 812, "mimeType": "application/json", "text": "{\\"naam\\":\\"[[NAME|S. de Groot-Yilmaz]]\\",\\"polisnummer\\":\\"ZP-40018823\\",\\"eigenRisico\\":{\\"verbruikt\\":212.40,\\"totaal\\":385}}"}}
      },
      {
        "startedDateTime": "2025-03-13T14:02:12.007+01:00",
        "request": {"method": "GET", "url": "https://mijn.zorgportaal.nl/api/v2/declaraties/export.pdf?jaar=2024&access_token=[[URL_SECRET|As2__x4CYFSBTN8bAe4mWp9GnDNSqHLfe07g-QWL2zt]]"},
        "response": {"status": 200, "content": {"size": 48211, "mimeType": "application/pdf"}}
      }
    ]
  }
}
`],

  // curl call to a KYC API, with response
  ['curl', 'en', `# reproduce the 422 from ticket OPS-2291 (customer says PAN and Aadhaar are linked)
curl -sS -X POST 'https://api.verifyfast.in/v3/kyc/pan-aadhaar-link?api_key=[[URL_SECRET|kyc_live_GSzeVCMzJ7vCrvoQ0OttusQhAXkatdRE]]' \\
  -H 'Content-Type: application/json' \\
  -H 'x-client-id: onb-web-prod' \\
  -d '{"pan":"[[IN_PAN|IIMPS9954Z]]","aadhaar":"[[IN_AADHAAR|2111 3531 1658]]","name":"[[NAME|Imran Shaikh]]","dob":"[[DATE_OF_BIRTH|1990-07-14]]","consent":"Y"}'

{"status":"LINKED","name_match_score":0.96,"pan_status":"VALID","aadhaar_seeding":"Y",
 "request_id":"vf_req_01HZX3K7T2M9Q4W8E6R1Y5U0PA","ts":"2025-06-03T10:41:55+05:30"}

# -> works from here, so the 422 is on our side (we send aadhaar with spaces stripped AND masked?)
`],

  // nginx access log and DHCP leases
  ['log', 'en', `==> /var/log/nginx/access.log <==
[[IP_ADDRESS|91.64.203.18]] - - [02/May/2025:07:14:02 +0200] "GET /account/reset?email=[[EMAIL|lena.hoffmann%40gmx.de]]&token=[[URL_SECRET|sfCBIX7fXo34Ak60zDRtBNtGOnzK4kj6jroMKPGy]] HTTP/2.0" 302 0 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15"
[[IP_ADDRESS|2a02:8109:9a40:1c00:4d2e:8f1b:77c0:3e19]] - - [02/May/2025:07:14:09 +0200] "POST /api/login HTTP/2.0" 200 512 "https://shop.example-velo.de/login" "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/137.0"
[[IP_ADDRESS|66.249.66.204]] - - [02/May/2025:07:14:11 +0200] "GET /robots.txt HTTP/1.1" 200 67 "-" "Googlebot/2.1 (+http://www.google.com/bot.html)"
[[IP_ADDRESS|91.64.203.18]] - - [02/May/2025:07:15:20 +0200] "GET /static/app.3f9c2d1e.js HTTP/2.0" 200 148221 "-" "Mozilla/5.0 (iPhone; ...)"

==> /var/log/syslog <==
May  2 07:15:33 gw dnsmasq-dhcp[812]: DHCPREQUEST(br-lan) [[IP_ADDRESS|192.168.8.143]] [[MAC_ADDRESS|a4:83:e7:2c:19:5d]]
May  2 07:15:33 gw dnsmasq-dhcp[812]: DHCPACK(br-lan) [[IP_ADDRESS|192.168.8.143]] [[MAC_ADDRESS|a4:83:e7:2c:19:5d]] android-8f2c1e0b
May  2 07:15:41 gw dnsmasq-dhcp[812]: DHCPACK(br-lan) [[IP_ADDRESS|192.168.8.120]] [[MAC_ADDRESS|dc:a6:32:91:0e:7b]] raspberrypi
May  2 07:16:02 gw kernel: [1843.221] br-lan: port 2(wlan0) entered forwarding state
`],

  // GitLab CI job log, SG fintech
  ['ci-log', 'en', `Running with gitlab-runner 17.9.1 (d3a1c0f2)
  on sg-runner-02 t3_xk9Pq, system ID: s_4f8a21c0d9e3
Preparing the "docker" executor
Using Docker executor with image python:3.12-slim ...
$ echo "$CI_REGISTRY_PASSWORD" | docker login -u gitlab-ci-token --password-stdin registry.gitlab.com
Login Succeeded
$ docker login -u deploy-bot -p [[SECRET|glpat-F9B01yYFmPwAfasrldyS]] registry.lionpay.sg
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
$ pytest tests/integration -k "kyc" -q
..........F.....
FAILED tests/integration/test_kyc.py::test_nric_checksum[fixture_user_07] - AssertionError: expected 'APPROVED', got 'MANUAL_REVIEW' for {'name': '[[NAME|Goh Li Ting]]', 'nric': '[[SG_NRIC|T0300282E]]', 'dob': '[[DATE_OF_BIRTH|2003-01-19]]', 'mobile': '[[PHONE|+65 9123 4471]]'}
1 failed, 15 passed in 12.84s
$ ./deploy.sh --targets "[[IP_ADDRESS|10.60.3.15]] [[IP_ADDRESS|10.60.3.16]]"
Deploying lionpay-kyc:1.14.2 (sha256:7e1f0c9a2b4d) ... skipped, tests failed
ERROR: Job failed: exit code 1
`],

  // KR .env and compose notes, Korean comments
  ['config', 'ko', `# .env.production — 배포 전에 반드시 확인!! (담당: [[NAME|정민수]] [[PHONE|010-2284-7719]])
APP_ENV=production
DB_URL=[[SECRET|mysql://dalbit:jGhjBx0fpIwNWy7h@10.10.1.25:3306/dalbit_prod]]
REDIS_URL=redis://[[IP_ADDRESS|10.10.1.31]]:6379/0
SENDGRID_API_KEY=[[SECRET|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]]
SLACK_WEBHOOK=[[SECRET|https://hooks.slack.com/services/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]]
KAKAO_REST_API_KEY=[[SECRET|8f3a1c9e0b7d24e6a5c1f08b93d2e471]]
ADMIN_EMAIL=[[EMAIL|admin@dalbit.co.kr]]
SENTRY_ENVIRONMENT=prod
# 테스트 계정 (QA용): [[EMAIL|qa.tester@dalbit.co.kr]] / 비밀번호 [[SECRET|Qa!2025dalbit#7]]
# 결제 테스트는 토스페이먼츠 테스트 키 사용 (test_ck_XXXXXXXXXXXXXXXXXXXX, 실결제 안 됨)
`],

  // FR seed script with real data copied from prod
  ['code', 'fr', `# scripts/seed_demo.py - données de démo pour l'environnement staging
# TODO(jb): remplacer par des données factices !! ce sont les vraies coordonnées de [[NAME|Camille]] (copie prod du 12/03)
from decimal import Decimal

DEMO_PATIENTS = [
    {
        "nom": "[[NAME|Roussel]]",
        "prenom": "[[NAME|Camille]]",
        "nir": "[[FR_NIR|2 91 11 75 115 034 02]]",
        "date_naissance": "[[DATE_OF_BIRTH|1991-11-08]]",
        "iban": "[[IBAN|FR76 3000 4796 2818 4888 8355 701]]",
        "tel": "[[PHONE|+33 6 48 21 77 30]]",
        "email": "[[EMAIL|camille.roussel91@gmail.com]]",
        "solde": Decimal("0.00"),
    },
    {
        "nom": "TEST",
        "prenom": "Patient",
        "nir": None,
        "date_naissance": "2000-01-01",
        "iban": None,
        "tel": "+33 0 00 00 00 00",
        "email": "patient.test@invalid",
        "solde": Decimal("12.50"),
    },
]
`],

  // Django error mail, IN fintech onboarding
  ['stack-trace', 'en', `[Django] ERROR (EXTERNAL IP): Internal Server Error: /api/v1/onboarding/kyc/

Traceback (most recent call last):
  File "/app/.venv/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner
    response = get_response(request)
  File "/app/onboarding/views.py", line 214, in submit_kyc
    pan_rec = PanRecord.objects.get(pan=data["pan"])
onboarding.models.PanRecord.DoesNotExist: PanRecord matching query does not exist.

Request information:
USER: AnonymousUser
GET: No GET data
POST:
full_name = '[[NAME|Sravani Reddy]]'
pan = '[[IN_PAN|NEYPR7806L]]'
aadhaar = '[[IN_AADHAAR|4296 6367 5610]]'
mobile = '[[PHONE|+91 90001 44823]]'
password = '[[SECRET|Q3banqcGXbU]]'
META:
REMOTE_ADDR = '[[IP_ADDRESS|10.12.4.77]]'
HTTP_X_FORWARDED_FOR = '[[IP_ADDRESS|49.36.118.204]]'
HTTP_COOKIE = 'sessionid=[[SECRET|k2v9q7xw1m4ht8ze0r5cjy3ub6ansdlp]]'
HTTP_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36'
Settings:
SECRET_KEY = '********************'
DEBUG = False
`],

  // spreadsheet pasted into an e-mail, Balkan conference attendees
  ['spreadsheet', 'sl', `Zadeva: seznam udeležencev - Regionalna konferenca o digitalnem zdravju, Bled 2025 (za hotel in vize)

Ime\tPriimek\tDržava\tDatum rojstva\tŠt. potnega lista\tE-pošta\tTelefon
[[NAME|Luka]]\t[[NAME|Kovačič]]\tSI\t[[DATE_OF_BIRTH|12.05.1989]]\t[[PASSPORT|PB5933959]]\t[[EMAIL|luka.kovacic@zd-kranj.si]]\t[[PHONE|+386 41 552 310]]
[[NAME|Amra]]\t[[NAME|Hodžić]]\tBA\t[[DATE_OF_BIRTH|30.11.1985]]\t[[PASSPORT|A5826642]]\t[[EMAIL|amra.hodzic@kcus.ba]]\t[[PHONE|+387 61 447 908]]
[[NAME|Марија]]\t[[NAME|Стојановска]]\tMK\t[[DATE_OF_BIRTH|04.02.1993]]\t[[PASSPORT|M2512708]]\t[[EMAIL|m.stojanovska@zdravje.gov.mk]]\t[[PHONE|+389 70 218 455]]

Vize potrebuje samo ga. [[NAME|Stojanovska]]? Ne - MK ne potrebuje vize za Schengen (biometrični potni list). Sobe: 3x enoposteljna, 14.-16.10.
`],

  // OCR of an Indian PAN card
  ['ocr', 'en', `आयकर विभाग                     भारत सरकार
INCOME TAX DEPARTMENT          GOVT. OF INDIA
स्थायी लेखा संख्या कार्ड
Perrnanent Account Nurnber Card
[[IN_PAN|WBZPP0516F]]
नाम / Name
[[NAME|SUNIL DATTATRAY PATIL]]
पिता का नाम / Father's Name
[[NAME|DATTATRAY GANPAT PATIL]]
जन्म की तारीख / Date of Birth
[[DATE_OF_BIRTH|17/09/1979]]
हस्ताक्षर / Signature
`],

  // OCR of a German vehicle registration certificate
  ['ocr', 'de', `Zulassungsbescheinigung  Teil I        Fahrzeugschein
Europäische Gemeinschaft   D   Bundesrepublik Deutschland
Landeshauptstadt München - KVR
A  [[LICENSE_PLATE|M-RK 4419]]
C.1.1  [[NAME|Kühn]]
C.1.2  [[NAME|Rebecca]]
C.1.3  [[ADDRESS|Belgradstr. 28, 80796 München]]
C.4c   Der Inhaber der Zulassungsbescheinigung wird nicht als Halter ausgewiesen
B  14.06.2019      I  22.03.2024
E  WVWZZZAUZKW104477        K  e1*2007/46*0627*21
D.1  VOLKSWAGEN    D.2  AU  / DDADXX / FM6FM6A008
D.3  GOLF     2  0603 / BQQ
P.1 1598   P.2/P.4 85 / 3500   P.3 DIESEL   F.1 1830
Nächste HU: 06/2026     Dokument-Nr. AB 1234567 (Vordruck)
`],

  // OCR of a Peruvian invoice to a natural person
  ['ocr', 'es', `FERRETERÍA EL PROGRESO E.I.R.L.
[[ADDRESS|Av. Túpac Amaru 1420, Comas - Lima]]
RUC 20512345678
FACTURA ELECTRÓNICA  F001 - 00031877
Fecha de emisión: 28/02/2025          Moneda: SOLES
Señor(es):  [[NAME|QUISPE MAMANI ROSA ELENA]]
RUC:        [[TAX_ID|10826432638]]
Dirección:  [[ADDRESS|Jr. Los Jazmines 318, Urb. Santa Luzmila, Comas - Lima]]
Cant.  Unid.  Descripción                         P.Unit   Importe
 20    BLS    CEMENTO SOL TIPO I 42.5 KG          29.50    590.00
  4    UND    FIERRO CORRUGADO 1/2" x 9M          38.90    155.60
  1    GLN    PINTURA LÁTEX VENCEDOR BLANCO       62.00     62.00
Op. gravada 684.41   IGV 18% 123.19   TOTAL S/ 807.60
SON: OCHOCIENTOS SIETE Y 60/100 SOLES
Representación impresa de la factura electrónica. Consulte en www.sunat.gob.pe   Hash: qF3k9+ZtR2mW0xVb1sY8nLc4pE=
`],

  // network inventory pasted from a spreadsheet
  ['spreadsheet', 'de', `Hostname;MAC;IP;Benutzer;Standort;zuletzt gesehen
NB-FIN-014;[[MAC_ADDRESS|3C:22:FB:8E:41:07]];[[IP_ADDRESS|10.1.20.54]];[[NAME|Jürgen Obermaier]];2.OG R214;2025-05-12 08:02
NB-FIN-015;[[MAC_ADDRESS|F0:18:98:2A:6C:D1]];[[IP_ADDRESS|10.1.20.61]];[[NAME|Selma Hadžić]];2.OG R214;2025-05-12 08:17
NB-HR-003;[[MAC_ADDRESS|84:A9:38:5F:02:CC]];[[IP_ADDRESS|10.1.20.77]];[[NAME|Obermaier]] (Vertretung);2.OG R220;2025-05-09 16:40
PRN-2OG-01;[[MAC_ADDRESS|00:1B:63:84:45:E6]];[[IP_ADDRESS|10.1.20.5]];-;2.OG Flur;2025-05-12 08:20
Hinweis: DHCP-Reservierungen im Bereich 10.1.20.0/24, Firmware AP-2OG v6.4.12, VLAN 120
`],

  // Sentry event of a clinic booking web app (RS)
  ['json', 'sr', `{
  "event_id": "d4a8e0f1c2b34b6e9a7c5d3e1f0a2b4c",
  "timestamp": "2025-02-20T18:03:41.127Z",
  "platform": "javascript",
  "release": "zakazivanje-web@2.11.0",
  "user": {"id": "u_88213", "email": "[[EMAIL|milica.pavlovic@gmail.com]]", "ip_address": "[[IP_ADDRESS|109.92.176.33]]"},
  "request": {
    "url": "https://app.klinika-online.rs/zakazivanje?ref=sms",
    "headers": {"Authorization": "Basic [[SECRET|c3ZjLWJpbGxpbmc6UW03I3ZUMnAhTHc5]]", "Accept-Language": "sr-RS,sr;q=0.9"}
  },
  "exception": {"values": [{"type": "TypeError", "value": "Cannot read properties of undefined (reading 'jmbg')"}]},
  "breadcrumbs": [
    {"category": "ui.input", "message": "input[name=\\"ime\\"] = [[NAME|Милица Павловић]]"},
    {"category": "ui.input", "message": "input[name=\\"telefon\\"] = [[PHONE|064 318 2290]]"},
    {"category": "ui.click", "message": "button#potvrdi"}
  ],
  "tags": {"browser": "Chrome 133", "os": "Android 14"}
}
`],

  // no personal data: npm CI build log
  ['ci-log', 'en', `> @acme/web@4.12.0 build
> vite build --mode production

npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory.
added 1287 packages, and audited 1288 packages in 41s
lockfile: integrity sha512-Hq8tF0q9m6PcJ1xR2mZq5Lw3bV7nT0sY4kE8uA1dG6cH9jK2lM5nB3vX7zQ4wR1tY6uI0oP8aS2dF5gH3jK9lQ==
vite v6.2.4 building for production...
✓ 2841 modules transformed.
dist/index.html                      0.61 kB │ gzip:   0.38 kB
dist/assets/index-3f9c2d1e.css      48.22 kB │ gzip:   9.87 kB
dist/assets/index-b71e04aa.js      812.40 kB │ gzip: 251.09 kB
✓ built in 18.42s
Build ID 0f8e4c2a-7b19-4d63-a5e0-91c3b8d2f4a7, commit 3b7f1e9, node v20.20.2, at 2025-05-21T06:12:44Z
Uploading source maps to release 4.12.0+build.2291 ... done (14 files, 3.1 MB)
Cache key: node-modules-linux-x64-5f2a9d0e1c3b7f84
`],

  // no personal data: deployment manifest with placeholders
  ['k8s-manifest', 'en', `apiVersion: apps/v1
kind: Deployment
metadata:
  name: orders-api
  labels: {app: orders-api, tier: backend}
spec:
  replicas: 3
  selector: {matchLabels: {app: orders-api}}
  template:
    metadata: {labels: {app: orders-api}}
    spec:
      containers:
        - name: api
          image: registry.internal/orders-api@sha256:6f1c9e2a4b7d0e3f5a8c1b9d2e4f6a7b8c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f
          ports: [{containerPort: 8080}]
          env:
            - name: DB_HOST
              value: orders-db.orders.svc.cluster.local
            - name: DB_PASSWORD
              valueFrom: {secretKeyRef: {name: orders-db, key: password}}
            - name: API_TOKEN
              value: "\${ORDERS_API_TOKEN}"
            - name: STRIPE_KEY
              value: "<set-in-vault>"
          resources: {requests: {cpu: 250m, memory: 256Mi}, limits: {memory: 512Mi}}
          readinessProbe: {httpGet: {path: /healthz, port: 8080}, periodSeconds: 10}
`],

  // no personal data: SQL migration
  ['sql-dump', 'en', `-- V2025_05_14_1__loyalty_tiers.sql  (Flyway)
CREATE TABLE loyalty_tier (
  id            SMALLINT PRIMARY KEY,
  code          VARCHAR(16) NOT NULL UNIQUE,
  min_points    INTEGER NOT NULL CHECK (min_points >= 0),
  discount_bps  SMALLINT NOT NULL DEFAULT 0,
  valid_from    DATE NOT NULL DEFAULT DATE '2025-06-01'
);
INSERT INTO loyalty_tier (id, code, min_points, discount_bps) VALUES
  (1, 'BRONZE', 0, 0), (2, 'SILVER', 2500, 150), (3, 'GOLD', 10000, 300), (4, 'PLATINUM', 40000, 500);
ALTER TABLE customer ADD COLUMN loyalty_tier_id SMALLINT REFERENCES loyalty_tier(id) DEFAULT 1;
CREATE INDEX idx_customer_tier ON customer (loyalty_tier_id) WHERE deleted_at IS NULL;
-- checksum: 1874552301, applied on staging 2025-05-14 10:02:33 by flyway 10.17.0
`],

  // no personal data: warehouse stock list
  ['spreadsheet', 'en', `SKU\tEAN\tDescription\tBatch\tBest before\tQty\tBin
OLV-EV-500\t5201234567893\tExtra virgin olive oil 500 ml\tL25041A\t2026-10-31\t240\tA-03-2
OLV-EV-1L\t5201234567909\tExtra virgin olive oil 1 l\tL25041B\t2026-10-31\t96\tA-03-3
FETA-PDO-400\t5209876543217\tFeta PDO in brine 400 g\tF0512\t2025-08-15\t180\tC-01-1 (chilled)
HNY-THY-450\t5201112223336\tThyme honey 450 g\tH24-117\t2027-03-01\t60\tB-07-4
Total lines 4 · stock value EUR 3,418.20 · counted 2025-05-16 06:30 · variance 0.4%
`],

  // no personal data: shop receipt (OCR)
  ['ocr', 'de', `K A S S E N B O N
Filiale 0417      Kasse 03      Bon 8812
Bio Vollmilch 3,8% 1l          1,39 A
Bananen lose 1,132 kg x 1,99   2,25 A
Roggenmischbrot 750g           2,79 A
Pfand Einweg                   0,25 A
SUMME EUR                      6,68
Geg. Karte (girocard)          6,68
Kartenzahlung  ************4471  Terminal-ID 56049871  Trace 004412  AID A0000000043060
MwSt A 7%  Netto 6,24  MwSt 0,44
TSE-Seriennr. 8b2f0e9c4d1a7f36e5b2c8d0a9f1e3b7c6d4a2f0e8b1c9d7a5f3e2b0c8d6a4f2
TSE-Start 2025-05-17T10:41:12  TSE-Ende 2025-05-17T10:41:19  Sig.-Zähler 220917
Vielen Dank für Ihren Einkauf!
`],

  // no personal data: notebook with model training output
  ['jupyter', 'en', `In [12]: trainer.fit(model, datamodule=dm)
Epoch 1/5  loss 0.6412  val_loss 0.5930  val_auc 0.7412  lr 3.0e-04  [02:11]
Epoch 2/5  loss 0.5127  val_loss 0.5288  val_auc 0.7921  lr 3.0e-04  [02:09]
Epoch 3/5  loss 0.4660  val_loss 0.5101  val_auc 0.8105  lr 1.5e-04  [02:10]
Epoch 4/5  loss 0.4391  val_loss 0.5079  val_auc 0.8131  lr 7.5e-05  [02:10]
Epoch 5/5  loss 0.4262  val_loss 0.5084  val_auc 0.8129  lr 3.8e-05  [02:11]
Saved checkpoint: s3://ml-artifacts/churn/v7/epoch=4-step=18940.ckpt (sha256 9a4e0c71b2f85d36)
In [13]: mlflow.log_params({"seed": 20250521, "batch_size": 512, "features": 184})
Run ID: 6c2f8a1e0d9b4c37a5e1f2b3c4d5e6f7   Experiment: churn-v7 (id 42)
`],
]
