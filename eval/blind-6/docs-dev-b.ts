/**
 * blind-6: developer material (part B): webhooks (Twilio, GitHub, PIX), an OAuth token exchange, a browser
 * console, an iOS crash log, a data-migration dry run, coding-agent sessions, kubectl output, an Apache
 * log, GraphQL and Rails logs, a checkout log and a crypto exchange's withdrawal log (US, DE, IN, ES, IT,
 * NL, AU, PL, FR, JP, BR, SE and others); four documents without personal data (npm audit, Terraform plan,
 * Alertmanager payload, docker-compose with placeholders).
 * Markup: [[TYPE|value]]; see eval/blind-6/README.md for the labelling conventions.
 */
import type { RawDoc } from '../blind-build.ts'

export const DOCS_DEV_B: RawDoc[] = [
  // US: Flask debug log of a pharmacy refill SMS bot receiving Twilio webhooks
  ['log', 'en', `127.0.0.1 - - [16/May/2025 09:12:44] "POST /sms/inbound HTTP/1.1" 200 -
DEBUG:refillbot.webhook:X-Twilio-Signature=97dT8QAKn7Tcx7K/MLJipkTaiag= valid=True
DEBUG:refillbot.webhook:form=ImmutableMultiDict([('ToCountry', 'US'), ('ToState', 'WA'), ('SmsMessageSid', 'SMc5a9efc31bee6a74441f75c2144bc361'), ('NumMedia', '0'), ('FromCity', 'SEATTLE'), ('From', '[[PHONE|+12063478815]]'), ('To', '[[PHONE|+12068594410]]'), ('Body', 'Hi this is [[NAME|Gloria Ramirez]], refill for rx 6620418 please. DOB [[DATE_OF_BIRTH|03/22/1956]]'), ('AccountSid', 'AC2c52fb7bdd62970e43af3afd0be07c7a'), ('ApiVersion', '2010-04-01')])
INFO:refillbot.flow:matched patient_id=P-20931 by phone+dob; rx 6620418 (lisinopril 10mg) refills_left=2
127.0.0.1 - - [16/May/2025 09:13:20] "POST /sms/inbound HTTP/1.1" 200 -
DEBUG:refillbot.webhook:form=ImmutableMultiDict([('SmsMessageSid', 'SMfab3c1e97117f2b805364b74352b1370'), ('From', '[[PHONE|+12063478815]]'), ('To', '[[PHONE|+12068594410]]'), ('Body', 'Can you deliver it to my daughters place instead, [[ADDRESS|4410 Rainier Ave S Apt 12, Seattle WA 98118]]. Her name is [[NAME|Teresa]], cell [[PHONE|206-612-0937]]'), ('AccountSid', 'AC2c52fb7bdd62970e43af3afd0be07c7a')])
DEBUG:refillbot.webhook:form=ImmutableMultiDict([('SmsMessageSid', 'SM13e7d962240d405a41299abad901a315'), ('From', '[[PHONE|+12063478815]]'), ('Body', 'copay is fine, use my mastercard [[CREDIT_CARD|2720712034463088]] exp 0926')])
WARNING:refillbot.flow:card number received over SMS, message redacted in patient chart (PCI), ticket SEC-3310
WARNING:refillbot.flow:free-text delivery address not parsed, handing over to pharmacist queue (ticket RX-88412)
INFO:refillbot.outbound:sent SMbb8a39613ad7db9efdaf0a1479cf964b to [[PHONE|+12063478815]]: "Thanks! A pharmacist will confirm delivery by 5pm. Reply STOP to opt out."`],

  // DE/IN: GitHub push webhook payload as logged by a CI relay, including a commit message with a key
  ['webhook', 'en', `{
  "ref": "refs/heads/main",
  "before": "9c1f4e2a7b3d0856e1c4f7a92b8d63e0f5a1c7d2",
  "after": "e3b07a1c9d4f26e85b0c1a7d3f9e42c6b8a5d017",
  "repository": { "id": 781204331, "full_name": "stadtwerk-digital/kundenportal", "private": true },
  "pusher": { "name": "[[NAME|lukas-brandt]]", "email": "[[EMAIL|lukas.brandt@stadtwerk-digital.de]]" },
  "sender": { "login": "[[NAME|lukas-brandt]]", "id": 58820413, "type": "User" },
  "commits": [
    {
      "id": "4a7c2e91f0b3d85c6e1a9f27b4d03c8e5f6a1b92",
      "message": "chore(mail): move Brevo key to env\\n\\nwas hardcoded in mailer.ts since #212: [[SECRET|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]]",
      "timestamp": "2025-05-16T09:58:12+02:00",
      "author": { "name": "[[NAME|Lukas Brandt]]", "email": "[[EMAIL|lukas.brandt@stadtwerk-digital.de]]", "username": "[[NAME|lukas-brandt]]" },
      "committer": { "name": "GitHub", "email": "[[EMAIL|noreply@github.com]]", "username": "web-flow" },
      "added": [], "removed": [], "modified": ["src/mail/mailer.ts", ".env.example"]
    },
    {
      "id": "e3b07a1c9d4f26e85b0c1a7d3f9e42c6b8a5d017",
      "message": "fix(portal): Zählerstand form keeps PLZ when switching tabs (KP-1182)",
      "timestamp": "2025-05-16T10:04:40+02:00",
      "author": { "name": "[[NAME|Ananya Iyer]]", "email": "[[EMAIL|104488213+ananya-iyer@users.noreply.github.com]]", "username": "[[NAME|ananya-iyer]]" },
      "committer": { "name": "[[NAME|Lukas Brandt]]", "email": "[[EMAIL|lukas.brandt@stadtwerk-digital.de]]", "username": "[[NAME|lukas-brandt]]" },
      "added": ["src/portal/__tests__/zaehler.spec.ts"], "removed": [], "modified": ["src/portal/ZaehlerForm.tsx"]
    }
  ],
  "head_commit": { "id": "e3b07a1c9d4f26e85b0c1a7d3f9e42c6b8a5d017", "tree_id": "b19d3f6a0c2e48e7a1f5d9c3b7e6a04d2f8c1e53" },
  "compare": "https://github.com/stadtwerk-digital/kundenportal/compare/9c1f4e2a7b3d...e3b07a1c9d4f"
}
relay: delivery 7e0a4c10-3290-11f0-8b5e-6a2f0c1d9e47 forwarded to https://ci.stadtwerk-digital.de/hooks/github (HTTP 202, 88 ms)`],

  // ES: a developer debugs a Google OAuth login (Spanish), pasting the callback, token exchange and decoded id_token
  ['oauth', 'es', `Buenas, el login con Google me devuelve \`invalid_grant\` la segunda vez que recargo el callback. Os pego lo que veo en el log de desarrollo (Express + openid-client 5.6.5):

\`\`\`
GET /auth/google/callback?state=Zx81kQ&code=[[URL_SECRET|4/0AQlEd8xfEPBIizaOuGHrRYIBGSWRtEL9aMe0yUDx-0gm5z9Jn8p2CO0_w9Q5kI9QH-EHe]]&scope=email%20profile%20openid&authuser=0&prompt=consent 302

POST https://oauth2.googleapis.com/token
content-type: application/x-www-form-urlencoded
body: grant_type=authorization_code&code=[[URL_SECRET|4/0AQlEd8xfEPBIizaOuGHrRYIBGSWRtEL9aMe0yUDx-0gm5z9Jn8p2CO0_w9Q5kI9QH-EHe]]&client_id=88412093377-k2v7.apps.googleusercontent.com&client_secret=[[SECRET|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]]&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fauth%2Fgoogle%2Fcallback

200 {
  "access_token": "[[SECRET|ya29.a0AWwpaAvTpkKgKfoNB36nRnKKEpTEFl63s1Mzz-oi0_AzxNun_QKyE0PScurHC9GUOIRtsaazrkKaN2F_tU10vK7OvE80UwxF8nQAoQbS5tHZEIA6fNQLebg15Dkcp3ZPvYegWPooGuIfaZO-I1Oq12TK]]",
  "expires_in": 3599,
  "refresh_token": "[[SECRET|1//03ZL0aWPbDJbBbTRxlzVs5jJurrIQmwoM819Fm_vbN1KN3EODc78Nd8qcY9166gI-pCJnI1PeadcqQAn57UoNKLmyfsyclGi27NE]]",
  "scope": "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
  "token_type": "Bearer",
  "id_token": "[[SECRET|eyJhbGciOiJSUzI1NiIsImtpZCI6IjI3NDAzNTEzZjI2MmE1ZWM1ZDdiNTc1ZDMyODFlYzk5Y2YxZGFjZWQiLCJ0eXAiOiJKV1QifQ.eyJpc3MiOiJodHRwczovL2FjY291bnRzLmdvb2dsZS5jb20iLCJhenAiOiI4ODQxMjA5MzM3Ny1rMnY3LmFwcHMuZ29vZ2xldXNlcmNvbnRlbnQuY29tIiwiYXVkIjoiODg0MTIwOTMzNzctazJ2Ny5hcHBzLmdvb2dsZXVzZXJjb250ZW50LmNvbSIsInN1YiI6IjEwNDkxODgyNzczNjQwMjE4ODMxMiIsImVtYWlsIjoibmVyZWEuY2FzdGlsbG8uYkBnbWFpbC5jb20iLCJlbWFpbF92ZXJpZmllZCI6dHJ1ZSwibmFtZSI6Ik5lcmVhIENhc3RpbGxvIEJsYW5jbyIsImlhdCI6MTc0NzQwMTEyMCwiZXhwIjoxNzQ3NDA0NzIwfQ.h-fkKdBSKs2ILylWKA-vpyIHQXLLtbTAwFjtnpR8TLiy9dBOyxSUS66MlmKmZdhAoY6dJI33gAmuDYmCT8WwcTMJu-EK2XJHaDqCH-Id4Jic7ZEUQvYRrqNEGyeyVb0NRcqOHzuQWEwQXhCYZ2W8WpwOxvVwAqN0XX6XDHmh9qixR5QG9QMMpNuAsTWq-8g6cYJ-sMF51NNFCfs0sllA7rUsyhiYv3b0h0tLNJK1wlzFJ2KgwMBFHzVGikZ8Y6B8ShZHTrNVaAkIzLao5C6xcf0i01GXo4PcerdggGw4ADInV8Sz5mkhw8jTd2OVElGjwykvHvGiCsJ1TjuuO1gJKg]]"
}
\`\`\`

El id_token decodificado:
\`\`\`json
{ "iss": "https://accounts.google.com", "sub": "104918827736402188312", "email": "[[EMAIL|nerea.castillo.b@gmail.com]]", "email_verified": true, "name": "[[NAME|Nerea Castillo Blanco]]", "iat": 1747401120, "exp": 1747404720 }
\`\`\`

Es mi cuenta personal, la uso para probar. ¿Es normal que el \`code\` solo valga una vez? Gracias, [[NAME|Nerea]]`],

  // IT: browser console copied from DevTools of a grocery-delivery web app (redux-logger, Firebase init)
  ['console-log', 'it', `[HMR] connected
[vite] hot updated: /src/pages/Checkout.tsx
firebase-config.ts:14 Firebase inizializzato {apiKey: '[[SECRET|AIzaSyRFLYdlQcTP0Wz7V6DFGsIvMCeQvgu44Mb]]', authDomain: 'spesa-facile-it.firebaseapp.com', projectId: 'spesa-facile-it', storageBucket: 'spesa-facile-it.appspot.com', messagingSenderId: '551902887134', appId: '1:551902887134:web:9c0e2f7ab41d36e2'}
redux-logger.js:1 action USER/PROFILE_LOADED @ 10:22:41.118
redux-logger.js:1  prev state {auth: {…}, cart: {…}, slots: {…}}
redux-logger.js:1  action {type: 'USER/PROFILE_LOADED', payload: {id: 'u_4471', nome: '[[NAME|Francesca]]', cognome: '[[NAME|Ricci]]', email: '[[EMAIL|francesca.ricci96@gmail.com]]', telefono: '[[PHONE|+39 333 902 1176]]', codiceFiscale: '[[IT_FISCAL_CODE|RCCFNC96T45L219I]]', indirizzo: {via: '[[ADDRESS|Corso Vittorio Emanuele II 112]]', cap: '10121', citta: 'Torino', citofono: '[[NAME|RICCI]]/[[NAME|BONETTI]]'}, fidelity: 'SF-00418827'}}
redux-logger.js:1  next state {auth: {…}, cart: {…}, slots: {…}, user: {…}}
Warning: Each child in a list should have a unique "key" prop. Check the render method of \`SlotPicker\`. at SlotPicker (SlotPicker.tsx:41:19)
GET https://api.spesafacile.it/v1/slot?cap=10121&data=2025-05-17&token=[[URL_SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOiJ1XzQ0NzEiLCJyb2xlIjoiY3VzdG9tZXIiLCJleHAiOjE3NDc0MDU4MDB9.iHHi0_vlcLblf1Lfhikoq4pMypcK-EVn-nQkDZpZwv0]] 401 (Unauthorized)
api.ts:88 token scaduto, refresh… {refreshToken: '[[SECRET|nNpattlcxIdycXSMYuWj6IqfFSk72wLYtCaU2gjvrxBwNiGmgJ7QZkzY0Vy0RyDx]]'}
Checkout.tsx:203 indirizzo consegna diverso da fatturazione → {nominativo: '[[NAME|Marco Bonetti]]', via: '[[ADDRESS|Via Nizza 230]]', cap: '10126', note: 'scala B, 3° piano'}`],

  // NL: iOS crash report of a health-insurance app, with the app's breadcrumb log (BSN, IBAN)
  ['crash-log', 'nl', `Incident Identifier: 8944DD04-E798-4B4D-9388-7EE0287B81DC
CrashReporter Key:   14f30081ff0982cb15e7dc6c91077496aada69e3
Hardware Model:      iPhone15,3
Process:             MijnZorg [4412]
Path:                /private/var/containers/Bundle/Application/A911942B-C461-4DE4-94BE-FDBFD0DF2367/MijnZorg.app/MijnZorg
Identifier:          nl.zorgverzekeraar.mijnzorg
Version:             6.12.0 (6120.4)
Code Type:           ARM-64 (Native)
OS Version:          iPhone OS 18.4.1 (22E252)
Date/Time:           2025-05-16 10:02:12.3144 +0200

Exception Type:  EXC_CRASH (SIGABRT)
Triggered by Thread:  0

Application Specific Information:
*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[__NSCFString objectForKey:]: unrecognized selector sent to instance 0x283f1c0a0'

Last Exception Backtrace:
0   CoreFoundation                 0x1a4b3e2cc __exceptionPreprocess + 164
1   libobjc.A.dylib                0x1a1c0f2e4 objc_exception_throw + 60
2   CoreFoundation                 0x1a4c41ab4 -[NSObject(NSObject) doesNotRecognizeSelector:] + 140
3   MijnZorg                       0x100f2a118 DeclaratieViewModel.parse(_:) + 412 (DeclaratieViewModel.swift:188)
4   MijnZorg                       0x100f29c40 closure #1 in DeclaratieViewModel.submit() + 96

Breadcrumbs (last 6):
10:02:11.441 [Auth] DigiD-sessie hersteld, BSN [[NL_BSN|811095824]], niveau Substantieel
10:02:11.502 [Profiel] geladen: naam="[[NAME|Fatima el Idrissi]]", geboortedatum=[[DATE_OF_BIRTH|1990-02-17]], email=[[EMAIL|f.elidrissi@kpnmail.nl]], mobiel=[[PHONE|06-41288173]]
10:02:11.503 [Profiel] adres="[[ADDRESS|Burgemeester de Withstraat 33, 5611 KJ Eindhoven]]"
10:02:11.988 [Declaratie] nota fysiotherapie 12 x € 41,50, uitbetalen op [[IBAN|NL73 INGB 5008 2196 74]]
10:02:12.007 [Declaratie] POST /v2/declaraties → 200, body type NSString (verwacht NSDictionary)
10:02:12.010 [Net] reachability wifi, ip=[[IP_ADDRESS|192.168.2.14]]`],

  // DE: dry run of a contact-data normalisation script at a supplementary health insurer (diff output)
  ['migration-diff', 'de', `$ python manage.py normalize_kontakte --dry-run --since 2025-05-01
Lade 3 geänderte Versichertenkonten … (Mandant ZV-Nord, Schema v14 → v15)

--- konto 100482  ([[NAME|Wendland, Jörg]])
-  telefon:      [[PHONE|0171/4428193]]
+  telefon:      [[PHONE|+49 171 4428193]]
-  strasse:      [[ADDRESS|Lindenstr. 12a]]
+  strasse:      [[ADDRESS|Lindenstraße 12a]]
   plz_ort:      [[ADDRESS|50674 Köln]]
-  geburtsdatum: [[DATE_OF_BIRTH|15.03.72]]
+  geburtsdatum: [[DATE_OF_BIRTH|1972-03-15]]
-  bemerkung:    "KVNR [[KVNR|W682388004]] (GKV: Barmer), RV-Nr. [[SOCIAL_SECURITY|12 150372 W 395]]"
+  bemerkung:    ""
+  kvnr_gkv:     [[KVNR|W682388004]]
+  rvnr:         [[SOCIAL_SECURITY|12150372W395]]
-  iban:         [[IBAN|de92370400448772678501]]
+  iban:         [[IBAN|DE92 3704 0044 8772 6785 01]]

--- konto 100517  ([[NAME|Yıldız-Krüger, Ayşe]])
-  telefon:      [[PHONE|(0221) 94 38 71 20]]
+  telefon:      [[PHONE|+49 221 94387120]]
   strasse:      [[ADDRESS|Venloer Straße 601]]
   kvnr_gkv:     [[KVNR|A458723186]]
   iban:         [[IBAN|DE29 5001 0517 8571 6172 97]]   (unverändert)

--- konto 100533  (Testkonto Mandant ZV-Nord)
!  iban:         DE12 3456 7890 1234 5678 90  → Prüfziffer falsch, übersprungen

Zusammenfassung: 2 Konten würden geändert, 1 übersprungen, 0 Fehler. Kein Commit (--dry-run).`],

  // US: coding-agent session on a Go tax-filing service; failing table test with TINs copied from a support ticket
  ['agent-session', 'en', `> TestValidateTIN started failing after I added two cases from ticket SUP-7731 (real customer, their e-file got rejected by our validator). fix the validator, not the test pls

--- FAIL: TestValidateTIN (0.00s)
    --- FAIL: TestValidateTIN/itin_group_7x (0.00s)
        tin_test.go:58: ValidateTIN("[[US_ITIN|968-71-5043]]") = ErrInvalidGroup, want <nil>
    --- FAIL: TestValidateTIN/ssn_with_spaces (0.00s)
        tin_test.go:58: ValidateTIN("[[US_SSN|523 69 1748]]") = ErrFormat, want <nil>
FAIL
FAIL\tgithub.com/taxnest/filer/internal/tin\t0.412s
FAIL

⏺ Read(internal/tin/tin_test.go)
  ⎿  41  \t{name: "ssn_dashes", in: "[[US_SSN|523-69-1748]]", want: nil},
     42  \t{name: "ssn_area_666", in: "666-12-3456", want: ErrInvalidArea},
     43  \t{name: "itin_group_7x", in: "[[US_ITIN|968-71-5043]]", want: nil}, // SUP-7731 [[NAME|Oluwaseun Adeyemi]]
     44  \t{name: "ssn_with_spaces", in: "[[US_SSN|523 69 1748]]", want: nil}, // SUP-7731 spouse [[NAME|Brianna Adeyemi]]
     45  \t{name: "itin_compact", in: "[[US_ITIN|997725283]]", want: nil}, // dependent [[NAME|Tobi Adeyemi]], DOB [[DATE_OF_BIRTH|2016-09-04]]
     46  \t{name: "placeholder", in: "000-00-0000", want: ErrInvalidArea},

⏺ Note: line 41 "[[US_SSN|523-69-1748]]" is the dashed form of the spouse's number on line 44, so the test file holds the household's real SSN/ITINs three times. I'll fix the validator and then replace these with synthetic values (e.g. 9XX-7X test ranges generated at runtime).

⏺ Read(internal/tin/validate.go)
  ⎿  22  var itinGroups = regexp.MustCompile(\`^(5[0-9]|6[0-5]|8[3-8]|9[0-2]|9[4-9])$\`)
     23  var ssnRe = regexp.MustCompile(\`^\\d{3}-\\d{2}-\\d{4}$\`)

⏺ Two bugs: \`itinGroups\` omits 70–82 (the IRS added 70–88 in 2011), and \`ssnRe\` only accepts dashes. Patch:

     22 -var itinGroups = regexp.MustCompile(\`^(5[0-9]|6[0-5]|8[3-8]|9[0-2]|9[4-9])$\`)
     22 +var itinGroups = regexp.MustCompile(\`^(5[0-9]|6[0-5]|7[0-9]|8[0-8]|9[0-2]|9[4-9])$\`)
     23 -var ssnRe = regexp.MustCompile(\`^\\d{3}-\\d{2}-\\d{4}$\`)
     23 +var ssnRe = regexp.MustCompile(\`^\\d{3}([- ]?)\\d{2}\\1\\d{4}$\`)

⏺ Bash(go test ./internal/tin/...)
  ⎿  ok  \tgithub.com/taxnest/filer/internal/tin\t0.388s`],

  // AU: coding-agent session searching a repository for leaked tokens before open-sourcing it
  ['agent-session', 'en', `> we're open-sourcing the rostering tool next week. can you check the repo for anything that shouldn't be public?

⏺ Bash(git grep -nE "(glpat-|xox[bp]-|hooks\\.slack\\.com|ATATT|password\\s*=)" -- ':!*.lock' ':!docs/')
  ⎿  scripts/sync-to-gitlab.sh:7:GITLAB_TOKEN="[[SECRET|glpat-aEZA9RbRJHJADfzqZ0Ut]]"
     scripts/notify.py:12:SLACK_BOT_TOKEN = "[[SECRET|xoxb-710941801284-8127280488246-PHve40Ajs1c7uZO0yukBRXds]]"
     scripts/notify.py:13:ROSTER_WEBHOOK = "[[SECRET|https://hooks.slack.com/services/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]]"
     scripts/jira_export.py:9:JIRA_TOKEN = "[[SECRET|ATATT3xFfGF0Ib2qzdmGnQZ8rUYK_9S5p1D6syj9qyIIbQD4X7bi_vyltB-mLeR2M1PqG0V8n_lEja-8xUhtcDgqYdJosjFmfEYvs5QB2wpBfpXkgNV6q1OWacwZNd5gll3EpAUWYVQbC33zfRiR6o0ykrpHwB6EvsyrHE4_OMVlBS2oTXm5qsW6HUV8AhR4=80C8E7B7]]"  # [[NAME|Tom]]'s token, ask before rotating
     config/defaults.py:31:SMTP_PASSWORD = os.environ.get("SMTP_PASSWORD", "")
     tests/fixtures/users.json:4:    "password": "correct-horse-battery-staple"

⏺ Bash(git log -1 --format='%h %an <%ae> %ad' -- scripts/jira_export.py scripts/notify.py)
  ⎿  a91c3e7 [[NAME|Tom Vukovic]] <[[EMAIL|tom.vukovic@westcare.org.au]]> Tue Mar 4 16:22:09 2025 +1100

⏺ Bash(git grep -nE "04[0-9]{2} ?[0-9]{3} ?[0-9]{3}" -- 'data/')
  ⎿  data/roster_seed.csv:2:Nurse Unit Manager,[[NAME|Charlotte Nguyen]],[[PHONE|0438 217 904]],Ward 4B
     data/roster_seed.csv:3:After-hours coordinator,[[NAME|Rajesh Pillai]],[[PHONE|0417 660 253]],Hospital-wide

⏺ Findings:
  1. Four live credentials in \`scripts/\` (GitLab PAT, Slack bot token, Slack webhook URL, Atlassian API token). They stay in git history — rotate all four, then rewrite history or publish a fresh repository.
  2. \`data/roster_seed.csv\` holds real staff names and mobiles; replace with generated data.
  3. \`tests/fixtures/users.json\` uses the xkcd example password — fine to keep.`],

  // PL: kubectl session of a shop's payment service: error logs and a decoded secret
  ['kubectl', 'pl', `$ kubectl -n sklep logs deploy/platnosci --since=1h | grep -E "ERROR|WARN"
2025-05-16T08:41:02.114Z WARN  p24.client  retry 1/3 POST https://secure.przelewy24.pl/api/v1/transaction/register (timeout 5000ms)
2025-05-16T08:41:07.531Z ERROR p24.client  register failed: {"error":"Invalid sign","code":400} merchantId=152904 sessionId=ZAM-2025-05-16-00418 email=[[EMAIL|jakub.zielinski@interia.pl]] client=[[NAME|Jakub Zieliński]] phone=[[PHONE|+48 698 330 214]] ip=[[IP_ADDRESS|83.24.117.62]]
2025-05-16T08:52:19.880Z ERROR refunds    zwrot odrzucony przez bank: iban=[[IBAN|PL08102010554106556859685481]] tytul="Zwrot ZAM/2025/05/00377 [[NAME|Agnieszka Lewandowska]]" powod=AC04 (konto zamknięte)
2025-05-16T09:03:44.207Z WARN  webhook    status callback from [[IP_ADDRESS|91.216.191.184]] not in allowlist (91.216.191.181-185 expected)

$ kubectl -n sklep get secret przelewy24 -o jsonpath='{.data.crc}' | base64 -d
[[SECRET|97391e22600880b2]]
$ kubectl -n sklep get secret przelewy24 -o jsonpath='{.data.api_key}' | base64 -d
[[SECRET|1f6cf462f58a8bdbbace62be6b4361c2]]

$ kubectl -n sklep describe pod platnosci-7b9d5c6f84-q2xkt | grep -E "IP:|Node:"
Node:             gke-sklep-pool-2-3f0c1a7e-k9xw/[[IP_ADDRESS|10.164.0.23]]
IP:               [[IP_ADDRESS|10.44.3.17]]

Wygląda na to, że crc w secrecie jest z sandboksa (sandbox.przelewy24.pl), dlatego "Invalid sign". [[NAME|Paweł]], możesz podmienić na produkcyjny?`],

  // FR: Apache combined access log and error log of a tax-return helper site
  ['access-log', 'fr', `[[IP_ADDRESS|90.112.48.203]] - - [16/May/2025:09:02:11 +0200] "GET /espace/connexion?redirect=%2Fdeclaration%2F2025 HTTP/1.1" 200 5120 "https://www.impots-facile.fr/" "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:138.0) Gecko/20100101 Firefox/138.0"
[[IP_ADDRESS|90.112.48.203]] - - [16/May/2025:09:02:49 +0200] "GET /declaration/2025?session=[[URL_SECRET|6eA6davB5yA4QQfYfmabRNzCzfQrVcKm]]&etape=revenus HTTP/1.1" 200 18231 "-" "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:138.0) Gecko/20100101 Firefox/138.0"
[[IP_ADDRESS|2a01:cb1d:8a4:b200:1d3e:77ff:fe20:c81a]] - - [16/May/2025:09:05:30 +0200] "GET /invitation/accepter?email=[[EMAIL|helene.moreau.lyon%40orange.fr]]&parrain=[[EMAIL|b.nguyen%40free.fr]]&sig=[[URL_SECRET|aa51b0e6ac5fc2040e72b815372db5e8137ac4f4a690c9254b126dc15b1246db]] HTTP/1.1" 200 4410 "-" "Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1"
[[IP_ADDRESS|78.193.22.9]] - - [16/May/2025:09:07:12 +0200] "GET /api/avis/telecharger?annee=2024&token=[[URL_SECRET|gzhiUr7jGRLk8MqlDFLzQX0K]] HTTP/1.1" 200 88120 "-" "okhttp/4.12.0"
[[IP_ADDRESS|66.249.66.12]] - - [16/May/2025:09:08:40 +0200] "GET /robots.txt HTTP/1.1" 200 112 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

[Fri May 16 09:07:15.441204 2025] [php:error] [pid 21877:tid 140221] [client [[IP_ADDRESS|78.193.22.9]]:51022] PHP Fatal error:  Uncaught TypeError: AvisController::telecharger(): Argument #2 ($token) must be of type string, null given, called in /var/www/impots-facile/src/Router.php on line 144
[Fri May 16 09:07:15.441320 2025] [php:error] [pid 21877:tid 140221] [client [[IP_ADDRESS|78.193.22.9]]:51022] PHP Stack trace: #0 /var/www/impots-facile/public/index.php(27): Router->dispatch(Object(Request)) #1 {main}`],

  // ES: Apollo Server log of a delivery platform's courier onboarding mutation (variables logged)
  ['graphql-log', 'es', `2025-05-16T07:58:31.027Z info  [apollo] operation=RegistrarRepartidor id=op_8kq2 client=onboarding-web/2.31.0 ip=[[IP_ADDRESS|88.27.140.91]]
2025-05-16T07:58:31.029Z debug [apollo] headers={"authorization":"Bearer [[SECRET|eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJvcHMtZGFzaGJvYXJkIiwicm9sZSI6Im9wcyIsImV4cCI6MTc0NzQwOTk5OX0.f-yCxOufKhumTtYMhhHpHwWPFzFOz9R43z2yzhGforI]]","x-request-id":"b6e0a1c4"}
2025-05-16T07:58:31.030Z debug [apollo] variables={"input":{"nombre":"[[NAME|Alejandro]]","apellidos":"[[NAME|Moreno Quintana]]","dni":"[[ES_DNI|98463355X]]","fechaNacimiento":"[[DATE_OF_BIRTH|1998-10-03]]","telefono":"[[PHONE|+34 654 870 213]]","email":"[[EMAIL|alex.moreno.q@gmail.com]]","direccion":{"via":"[[ADDRESS|Calle de Sagunto 14, 4º izda.]]","cp":"46009","ciudad":"Valencia"},"vehiculo":{"tipo":"MOTO","matricula":"[[LICENSE_PLATE|4821 LKM]]"},"permisoConducir":{"numero":"[[DRIVER_LICENSE|98463355X]]","clase":"A2","caduca":"2031-10-03"},"iban":"[[IBAN|ES02 2100 3921 3453 3554 5942]]","zona":"VLC-CENTRO"}}
2025-05-16T07:58:31.412Z warn  [apollo] RegistrarRepartidor: resolver path=input.iban error="IBAN_NO_VALIDO: ES76 2100 3921 0000 0000 0000 rechazado por el banco" (reintento con el IBAN corregido)
2025-05-16T07:58:44.901Z info  [apollo] operation=RegistrarRepartidor id=op_8kq3 result={"repartidor":{"id":"rep_30412","estado":"PENDIENTE_DOCUMENTACION"}} 371ms
2025-05-16T07:58:45.002Z info  [mailer] enviado "Bienvenido a Rapido" a [[EMAIL|alex.moreno.q@gmail.com]] (plantilla onboarding_v4)`],

  // JP: Rails production log of an HR portal where employees register their My Number
  ['log', 'ja', `I, [2025-05-16T10:12:03.441188 #3812]  INFO -- : [c2f1e0a4-7b1d-4e8e-9f02-5a6b3d1c8e77] Started POST "/mypage/my_number" for [[IP_ADDRESS|126.33.201.18]] at 2025-05-16 10:12:03 +0900
I, [2025-05-16T10:12:03.443902 #3812]  INFO -- : [c2f1e0a4-7b1d-4e8e-9f02-5a6b3d1c8e77] Processing by Mypage::MyNumbersController#create as HTML
I, [2025-05-16T10:12:03.444011 #3812]  INFO -- : [c2f1e0a4-7b1d-4e8e-9f02-5a6b3d1c8e77]   Parameters: {"authenticity_token"=>"[FILTERED]", "employee"=>{"employee_code"=>"E20-0417", "name_kanji"=>"[[NAME|佐藤 美咲]]", "name_kana"=>"[[NAME|サトウ ミサキ]]", "my_number"=>"[[PERSONAL_ID|4797 0853 2987]]", "birthday"=>"[[DATE_OF_BIRTH|1992-08-14]]", "tel"=>"[[PHONE|090-3318-7742]]", "email"=>"[[EMAIL|misaki.sato@kaisha-mail.jp]]", "address"=>"[[ADDRESS|東京都世田谷区三軒茶屋2丁目14-7 サンハイツ302]]", "dependents_attributes"=>{"0"=>{"name"=>"[[NAME|佐藤 健太]]", "relation"=>"配偶者", "my_number"=>"[[PERSONAL_ID|394605755419]]"}}}, "commit"=>"登録する"}
D, [2025-05-16T10:12:03.451277 #3812] DEBUG -- : [c2f1e0a4-7b1d-4e8e-9f02-5a6b3d1c8e77]   Employee Load (0.6ms)  SELECT "employees".* FROM "employees" WHERE "employees"."code" = $1 LIMIT $2
W, [2025-05-16T10:12:03.463510 #3812]  WARN -- : [c2f1e0a4-7b1d-4e8e-9f02-5a6b3d1c8e77] MyNumber::Validator: dependent 0 check digit ok, but my_number stored unencrypted because KMS key alias/mynumber-prod not found
I, [2025-05-16T10:12:03.470122 #3812]  INFO -- : [c2f1e0a4-7b1d-4e8e-9f02-5a6b3d1c8e77] Redirected to https://hr.kaisha-portal.jp/mypage/my_number/complete
I, [2025-05-16T10:12:03.470402 #3812]  INFO -- : [c2f1e0a4-7b1d-4e8e-9f02-5a6b3d1c8e77] Completed 302 Found in 26ms (ActiveRecord: 4.1ms | Allocations: 6122)`],

  // BR: PIX payment webhook from a payment provider, logged by a Node service (Portuguese field names)
  ['webhook', 'pt', `[webhook-pix] 2025-05-16T13:20:44.018-03:00 recebido POST /webhooks/pix de [[IP_ADDRESS|200.155.84.21]]
{
  "pix": [
    {
      "endToEndId": "E309280082025051652464qeUSIOvcsN",
      "txid": "LOJAVERDE2025051600418",
      "chave": "[[EMAIL|financeiro@lojaverde.com.br]]",
      "valor": "149.90",
      "horario": "2025-05-16T13:20:41.552-03:00",
      "infoPagador": "pedido 00418 - entregar p/ [[NAME|Jéssica]] no portão",
      "pagador": { "cpf": "[[PERSONAL_ID|25535062871]]", "nome": "[[NAME|Jéssica Aparecida dos Santos]]" }
    },
    {
      "endToEndId": "E36174696202505166433pCDTDWUe2x2",
      "txid": "LOJAVERDE2025051600421",
      "chave": "[[EMAIL|financeiro@lojaverde.com.br]]",
      "valor": "89.00",
      "horario": "2025-05-16T13:20:43.104-03:00",
      "pagador": { "cpf": "[[PERSONAL_ID|165.459.206-42]]", "nome": "[[NAME|Thiago Nakamura Ferreira]]" },
      "devolucoes": []
    }
  ]
}
[webhook-pix] pedido 00418 conciliado (cliente [[NAME|Jéssica Aparecida dos Santos]], CPF [[PERSONAL_ID|255.350.628-71]], WhatsApp [[PHONE|+55 11 98472-3310]])
[webhook-pix] pedido 00421 sem cadastro para o CPF — criado cliente provisório cli_tmp_88a1`],

  // SE: JSON lines from an e-commerce checkout service (invoice payment with Swedish personal identity number)
  ['json-log', 'sv', `{"ts":"2025-05-16T08:31:02.771Z","svc":"checkout","lvl":"info","order":"SE-1048831","event":"customer_lookup","pno":"[[PERSONAL_ID|19850412-8441]]","result":"found"}
{"ts":"2025-05-16T08:31:02.902Z","svc":"checkout","lvl":"debug","order":"SE-1048831","event":"address_prefill","name":"[[NAME|Elin Johansson Haddad]]","street":"[[ADDRESS|Götgatan 48 lgh 1102]]","zip":"118 26","city":"Stockholm","phone":"[[PHONE|070-412 38 90]]","email":"[[EMAIL|elin.j.haddad@telia.com]]"}
{"ts":"2025-05-16T08:31:05.118Z","svc":"checkout","lvl":"info","order":"SE-1048831","event":"payment_selected","method":"invoice_14d","amount_sek":1249.0}
{"ts":"2025-05-16T08:31:05.640Z","svc":"checkout","lvl":"warn","order":"SE-1048831","event":"credit_check","provider":"UC","decision":"approved","score":71,"client_ip":"[[IP_ADDRESS|81.229.104.66]]"}
{"ts":"2025-05-16T08:34:19.004Z","svc":"checkout","lvl":"info","order":"SE-1048840","event":"customer_lookup","pno":"[[PERSONAL_ID|196910306593]]","result":"not_found"}
{"ts":"2025-05-16T08:34:40.310Z","svc":"checkout","lvl":"debug","order":"SE-1048840","event":"manual_address","name":"[[NAME|Mikael Lindqvist]]","street":"[[ADDRESS|Södra Vägen 21B]]","zip":"412 54","city":"Göteborg","phone":"[[PHONE|+46 73 550 18 42]]"}
{"ts":"2025-05-16T08:34:41.002Z","svc":"checkout","lvl":"error","order":"SE-1048840","event":"credit_check","provider":"UC","decision":"error","err":"UC timeout after 8000 ms","client_ip":"[[IP_ADDRESS|2001:2002:51e2:1f00:8c4:2bff:fe6a:10d9]]"}`],

  // global: withdrawal and 2FA logs of a crypto exchange's API (JSON lines), attached to a compliance ticket
  ['api-log', 'en', `{"t":"2025-05-16T03:12:44Z","evt":"2fa.enroll","uid":"u_55102","email":"[[EMAIL|karan.mehta.trades@proton.me]]","totp_secret":"[[SECRET|ZHRHOQ7PVFB3FUKA5PQM5ECGKVSCRMBM]]","ip":"[[IP_ADDRESS|49.36.142.77]]"}
{"t":"2025-05-16T03:15:02Z","evt":"withdraw.request","uid":"u_55102","asset":"BTC","amount":"0.4150","to":"[[CRYPTO_WALLET|bc1qm5mg9y62tfg0tn7kgdttneyvtsman5n42z6vfy]]","network":"bitcoin","ip":"[[IP_ADDRESS|49.36.142.77]]"}
{"t":"2025-05-16T03:15:03Z","evt":"withdraw.risk","uid":"u_55102","score":88,"rules":["new_2fa_24h","address_first_use"],"hold":true}
{"t":"2025-05-16T03:40:18Z","evt":"withdraw.request","uid":"u_61877","asset":"USDT","amount":"25000","to":"[[CRYPTO_WALLET|0x2249Abc3FBD71048BF94751A7DB3616660Fed53f]]","network":"erc20","ip":"[[IP_ADDRESS|185.220.101.47]]"}
{"t":"2025-05-16T03:40:19Z","evt":"withdraw.risk","uid":"u_61877","score":97,"rules":["tor_exit","travel_rule_missing"],"hold":true,"note":"beneficiary declared as [[NAME|Olumide Bankole]]"}
{"t":"2025-05-16T04:02:51Z","evt":"withdraw.request","uid":"u_70231","asset":"BTC","amount":"1.0000","to":"[[CRYPTO_WALLET|bc1puyqu3k7epthv2t3e20mt7h49tevhfdy47s88l476hnwa67tjzm4sh28pgy]]","network":"bitcoin","ip":"[[IP_ADDRESS|2a0b:f4c2:2::1f]]"}
{"t":"2025-05-16T04:05:33Z","evt":"deposit.credit","uid":"u_70231","asset":"BTC","amount":"0.0250","from":["[[CRYPTO_WALLET|12b9vFeQcJ2ECA1x9Vi6MYdebNzdmSkJJx]]","[[CRYPTO_WALLET|33QftgEMqqHQqjPyA4XEysd23jk493Xk47]]"],"txid":"ec613ff5092c9507cba9598392196e10f9b1be82df444c188d134adf38a13de2","confirmations":3}
{"t":"2025-05-16T04:06:00Z","evt":"withdraw.whitelist","uid":"u_70231","asset":"ETH","address":"0x0000000000000000000000000000000000000000","label":"burn (test)","result":"rejected"}`],

  // no personal data: npm audit output in a CI job (advisory ids, versions, integrity hashes)
  ['ci-log', 'en', `$ npm ci --no-audit --fund=false
added 1184 packages in 38.412s
$ npm audit --omit=dev
# npm audit report

cross-spawn  7.0.0 - 7.0.4
Severity: high
Regular Expression Denial of Service (ReDoS) in cross-spawn - https://github.com/advisories/GHSA-3xgq-45jj-v275
fix available via \`npm audit fix\`
node_modules/cross-spawn

micromatch  <4.0.8
Severity: moderate
Regular Expression Denial of Service (ReDoS) in micromatch - https://github.com/advisories/GHSA-952p-6rrq-rcjv
fix available via \`npm audit fix\`
node_modules/micromatch

path-to-regexp  0.2.0 - 1.8.0
Severity: high
path-to-regexp outputs backtracking regular expressions - https://github.com/advisories/GHSA-9wv6-86v2-598j
fix available via \`npm audit fix --force\`
Will install express@4.21.2, which is outside the stated dependency range
node_modules/path-to-regexp

3 vulnerabilities (1 moderate, 2 high)

$ npm ls path-to-regexp
web-api@3.14.0 /builds/platform/web-api
└─┬ express@4.19.2
  └── path-to-regexp@0.1.7

$ grep -A3 '"node_modules/micromatch"' package-lock.json
    "node_modules/micromatch": {
      "version": "4.0.5",
      "resolved": "https://registry.npmjs.org/micromatch/-/micromatch-4.0.5.tgz",
      "integrity": "sha512-DMy+ERcEW2q8Z2Po+WNXuw3c5YaUSFjAO5GsJqfEl7UjvtIuFKO6ZrKvcItdy98dwFI2N1tg3zNIdKaQT+aNdA==",
Job #88412093 (runner gitlab-runner-7f9c 10.0.0.0/8 pool) finished with exit code 1 after 1m 12s
Pipeline 2207441 · commit 5e8a1c0d · ref main · node v20.12.2 · npm 10.5.0`],

  // no personal data: terraform plan output with network ranges, ARNs, placeholders and sensitive values hidden
  ['terraform', 'en', `Terraform used the selected providers to generate the following execution plan. Resource actions are
indicated with the following symbols:
  + create
  ~ update in-place

Terraform will perform the following actions:

  # aws_security_group_rule.office_vpn will be created
  + resource "aws_security_group_rule" "office_vpn" {
      + cidr_blocks       = [
          + "10.0.0.0/8",
          + "172.16.0.0/12",
        ]
      + from_port         = 443
      + protocol          = "tcp"
      + security_group_id = "sg-0b2e4f6a8c1d3e5f7"
      + to_port           = 443
      + type              = "ingress"
    }

  # aws_secretsmanager_secret_version.db will be updated in-place
  ~ resource "aws_secretsmanager_secret_version" "db" {
        id            = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf|terraform-20250516"
      ~ secret_string = (sensitive value)
        version_stages = [
            "AWSCURRENT",
        ]
    }

  # aws_ssm_parameter.api_key will be created
  + resource "aws_ssm_parameter" "api_key" {
      + arn       = (known after apply)
      + name      = "/prod/payments/api_key"
      + type      = "SecureString"
      + value     = (sensitive value)
      + tier      = "Standard"
    }

  # module.vpc.aws_subnet.private["eu-west-1b"] will be created
  + resource "aws_subnet" "private" {
      + availability_zone = "eu-west-1b"
      + cidr_block        = "10.42.16.0/20"
      + vpc_id            = "vpc-0a1b2c3d4e5f60718"
      + tags              = {
          + "Name"  = "prod-private-eu-west-1b"
          + "Owner" = "platform-team"
        }
    }

Plan: 3 to add, 1 to change, 0 to destroy.

Changes to Outputs:
  ~ api_endpoint = "https://api.example.internal/v1" -> "https://api.example.internal/v2"

Note: You didn't use the -out option to save this plan. Run "terraform apply" with TF_VAR_db_password=<from-vault> to apply.`],

  // no personal data: Alertmanager webhook payload (host names, fingerprints, runbook URLs)
  ['webhook', 'en', `{
  "receiver": "platform-pager",
  "status": "firing",
  "alerts": [
    {
      "status": "firing",
      "labels": {
        "alertname": "KubePodCrashLooping",
        "cluster": "prod-eu-2",
        "container": "payments-worker",
        "namespace": "payments",
        "pod": "payments-worker-6c9f8d7b5-x2k4q",
        "severity": "critical"
      },
      "annotations": {
        "description": "Pod payments/payments-worker-6c9f8d7b5-x2k4q (payments-worker) is in waiting state (reason: \\"CrashLoopBackOff\\").",
        "runbook_url": "https://runbooks.prometheus-operator.dev/runbooks/kubernetes/kubepodcrashlooping",
        "summary": "Pod is crash looping."
      },
      "startsAt": "2025-05-16T06:41:30.512Z",
      "endsAt": "0001-01-01T00:00:00Z",
      "generatorURL": "http://prometheus-k8s-0:9090/graph?g0.expr=max_over_time%28kube_pod_container_status_waiting_reason%5B5m%5D%29&g0.tab=1",
      "fingerprint": "3f2c9a8e71b0d4c5"
    },
    {
      "status": "firing",
      "labels": {
        "alertname": "NodeFilesystemSpaceFillingUp",
        "device": "/dev/nvme0n1p1",
        "instance": "ip-10-42-17-88.eu-west-1.compute.internal:9100",
        "mountpoint": "/",
        "severity": "warning"
      },
      "annotations": { "summary": "Filesystem is predicted to run out of space within the next 24 hours.", "value": "12.41%" },
      "startsAt": "2025-05-16T05:58:00Z",
      "fingerprint": "a81d0e44c2f9b367"
    }
  ],
  "groupLabels": { "alertname": "KubePodCrashLooping" },
  "externalURL": "http://alertmanager-main-0:9093",
  "version": "4",
  "groupKey": "{}/{severity=\\"critical\\"}:{alertname=\\"KubePodCrashLooping\\"}",
  "truncatedAlerts": 0
}`],

  // no personal data: docker-compose file with placeholders and example values from a project README
  ['config', 'en', `# docker-compose.yml — copy .env.example to .env and fill in your own values
services:
  db:
    image: postgres:16.3-alpine
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}
      POSTGRES_DB: app
    ports:
      - "127.0.0.1:5432:5432"
    volumes:
      - pgdata:/var/lib/postgresql/data

  api:
    build: ./api
    depends_on: [db]
    environment:
      DATABASE_URL: postgres://app:\${POSTGRES_PASSWORD}@db:5432/app
      JWT_SECRET: \${JWT_SECRET:-change-me-in-production}
      STRIPE_SECRET_KEY: sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
      SMTP_URL: smtp://user:password@mailpit:1025
      ADMIN_EMAIL: <your-email>
      SUPPORT_PHONE: "+1 (XXX) XXX-XXXX"
      TZ: Europe/Berlin
    ports:
      - "8080:8080"

  mailpit:
    image: axllent/mailpit:v1.18
    ports:
      - "8025:8025"
      - "1025:1025"

volumes:
  pgdata: {}

# Example request once it's up:
#   curl -H "Authorization: Bearer <token>" http://localhost:8080/v1/health
#   → {"status":"ok","version":"2.4.1","commit":"9f2c1ab","uptime_s":12}`],
]
