import t from 'tap'
import { findSecrets, secretRules } from '../../detectors/secrets/index.ts'
import { ruleAnchors } from '../../detectors/secrets/anchoring.ts'

/** The values the SECRET rules report in a text. */
function found (text: string): string[] {
  return findSecrets(text).map((m) => text.slice(m.start, m.end))
}

// A Backblaze-shaped key assembled at run time, so the repository holds no string that looks live.
const B2_BODY = ['mZ8vQx4', 'Lt7Rw2N', 'p9Ks3Yb', '6Hc1Fd'].join('')
const B2_KEY = 'K00' + '2' + B2_BODY

t.test('passwords in URLs are masked whole, also with # ! @ in them; database URLs are masked whole', async (t) => {
  const cases: Array<[string, string]> = [
    ['database:\n  url: postgresql://orderhub_app:Vq7!mZ2rLx9#tK4p@db-prod-01.internal:5432/orderhub\n', 'postgresql://orderhub_app:Vq7!mZ2rLx9#tK4p@db-prod-01.internal:5432/orderhub'],
    ['MYSQL_URL=mysql://app:p#ss@w0rd!x@10.0.0.5:3306/shop, then restart', 'mysql://app:p#ss@w0rd!x@10.0.0.5:3306/shop'],
    ['DATABASE_URL=mongodb+srv://lukas:Hx92kLmQ7vTz@cluster0.x8f2k.mongodb.net/prod', 'mongodb+srv://lukas:Hx92kLmQ7vTz@cluster0.x8f2k.mongodb.net/prod'],
    ['Replica set: mongodb://ops:R3pl!ca77@h1.internal:27017,h2.internal:27017/app?replicaSet=rs0.', 'mongodb://ops:R3pl!ca77@h1.internal:27017,h2.internal:27017/app?replicaSet=rs0'],
    ['(cache at redis://:C4che#Pw9@10.1.2.3:6379)', 'redis://:C4che#Pw9@10.1.2.3:6379'],
    ['Broker: amqp://svc:Q!ueue88x@rabbit.local.', 'amqp://svc:Q!ueue88x@rabbit.local'],
    ['upload to ftp://bob:S3cr#t!9@ftp.example.org/pub/', 'S3cr#t!9'],
    ['ldaps://cn=admin:Ld4p#Pw77@ldap.example.com:636', 'Ld4p#Pw77'],
    ['smb://CORP;jdoe:Fil3r#Sh4re@fs01.corp.local/share', 'Fil3r#Sh4re']
  ]
  for (const [text, value] of cases) t.same(found(text), [value], text)
})

t.test('URL look-alikes are not credentials', async (t) => {
  for (const text of [
    'see https://example.com/page?x=1#a:b@c',
    'https://host/docs#frag:x@y.com',
    'https://host:8080?a=b@c.com',
    'postgres://user:$' + '{DB_PASSWORD}@db:5432/app',
    'mysql://root:<password>@localhost/db'
  ]) t.same(found(text), [], text)
})

t.test('Backblaze B2 application key', async (t) => {
  t.same(found(`[b2]\ntype = b2\naccount = 0024829173650000000001\nkey = ${B2_KEY}\n`), [B2_KEY])
  // Digits only, one case only, or glued to more characters: not a key.
  t.same(found('K00' + '2' + '1'.repeat(5) + '234567890123456789012'), [])
  t.same(found('K00' + '2' + B2_BODY.toUpperCase()), [])
  t.same(found('X' + B2_KEY), [])
})

t.test('passwords told in a sentence, in several languages', async (t) => {
  const cases: Array<[string, string]> = [
    ['Ihr Initialpasswort lautet: Ulm#4417-Winter Bitte ändern Sie es.', 'Ulm#4417-Winter'],
    ['Le mot de passe est Tr0ub4dor&3.', 'Tr0ub4dor&3'],
    ['Identifiant : jdupont, mot de passe : Bl3u-Ciel#77', 'Bl3u-Ciel#77'],
    ['Hola, la contraseña es Gato!Negro42 para el wifi', 'Gato!Negro42'],
    ['Usuario: mlopez / Contraseña: Gato!Negro42', 'Gato!Negro42'],
    ['Oi! A senha é Praia2026x, não compartilhe.', 'Praia2026x'],
    ['Senha: Praia2026x', 'Praia2026x'],
    ['Hoi, het wachtwoord is Fiets#8812 voor de printer', 'Fiets#8812'],
    ['la password è Roma2026x per ora', 'Roma2026x'],
    ['vpn user jdoe pw: Kx9#mQ2vLp', 'Kx9#mQ2vLp'],
    ['the pw is Kx9#mQ2vLp7 btw', 'Kx9#mQ2vLp7'],
    ['Benutzer: jdoe\nKennwort: Sommer#2026x', 'Sommer#2026x'],
    ['Brukernavn: kari\nPassord: Fjord#2026x', 'Fjord#2026x'],
    ['Adgangskode: Hygge!2026', 'Hygge!2026'],
    ['Käyttäjä: matti, salasana: Sauna#2026', 'Sauna#2026'],
    ['ユーザー: tanaka / senha：Ab12#cdef9', 'Ab12#cdef9']
  ]
  for (const [text, value] of cases) t.same(found(text), [value], text)
})

t.test('sentences about passwords without one are not reported', async (t) => {
  for (const text of [
    'the password is incorrect',
    'Le mot de passe est incorrect.',
    'la contraseña es obligatoria',
    'a senha é inválida',
    'het wachtwoord is verlopen',
    'password is <password>',
    // "changeme" and its kin are known placeholders: never reported (placeholders.ts).
    'the password is changeme',
    'pw: changeme',
    'mot de passe : $' + '{ADMIN_PASSWORD}',
    'the password is: reset-password.html',
    'pwd: /home/user/projects',
    'cpw: Kx9#mQ2vLp',
    'Kennwort: ändern',
    'Passord: glemt?'
  ]) t.same(found(text), [], text)
})

t.test('a password given in a chat reply after talk of a password', async (t) => {
  const chat = '[2026-11-20 16:01] <rohit> can someone reset the admin pw on the wiki?\n' +
    "[2026-11-20 16:03] <svenja> done, it's Wiki!Adm1n#2026 for now\n[2026-11-20 16:03] <rohit> ty"
  t.same(found(chat), ['Wiki!Adm1n#2026'])
  t.same(found("Which password did you set? — it's Tr0ub4dor&3."), ['Tr0ub4dor&3'])
  t.same(found("Mot de passe du wifi ? c'est Caf3!Noir22"), ['Caf3!Noir22'])
  // Without talk of a password before it, or a value that is no password: nothing.
  for (const text of [
    "done, it's Wiki!Adm1n#2026 for now",
    'password? it is Mon-12:30 ok',
    "reset your password: it's Node20.x now",
    "password reset page: it's https://x.example.com/Ab1! now",
    "password policy: it's ISO-27001 compliant",
    "forgot my password, it's okay though",
    "password: it's alice@Example1.com"
  ]) t.same(found(text), [], text)
})

t.test('the rules of this file run only where their literals occur', async (t) => {
  // A non-ASCII literal ("contraseña") once made prose-password run over every text.
  for (const id of ['prose-password', 'chat-password-reply', 'backblaze-b2-application-key', 'postgres-url', 'url-credentials']) {
    const rule = secretRules.find((r) => r.id === id)
    t.ok(rule !== undefined && ruleAnchors(rule.regex) !== null, `${id} is anchored`)
  }
})

t.test('session cookies and session ids are credentials; Wi-Fi SSIDs, Windows SIDs, query parameters and code are not', async (t) => {
  const cases: Array<[string, string[]]> = [
    ['{"name": "Cookie", "value": "ZP_SESSION=c5b12c58021f183147f0244c0ba3ff4d; cookie_consent=functional"}', ['c5b12c58021f183147f0244c0ba3ff4d']],
    ["HTTP_COOKIE = 'sessionid=k2v9q7xw1m4ht8ze0r5cjy3ub6ansdlp'", ['k2v9q7xw1m4ht8ze0r5cjy3ub6ansdlp']],
    ['Set-Cookie: connect.sid=s%3AaB3dE5fG7hJ9kL1mN3pQ5.Zy8Xw6Vu4Ts2Rq0Po9Nm8Lk7; Path=/; HttpOnly', ['s%3AaB3dE5fG7hJ9kL1mN3pQ5.Zy8Xw6Vu4Ts2Rq0Po9Nm8Lk7']],
    ['curl -b "PHPSESSID=9t2kq8m4v1c7x3z5b6n0p2r4s8" https://shop.example/cart', ['9t2kq8m4v1c7x3z5b6n0p2r4s8']],
    ['2025-03-01 12:00:01 INFO login ok JSESSIONID=8F3A2B1C9D4E5F6A7B8C9D0E1F2A3B4C user=42', ['8F3A2B1C9D4E5F6A7B8C9D0E1F2A3B4C']],
    ['wpa_supplicant: ssid=HomeNetwork5G2024abcd, tsid=abcdefgh12345678ab', []],
    ['Event 4624: user sid=S-1-5-21-3623811015-3361044348-30300820-1013', []],
    ['Events.SessionToolRunner = SessionToolRunner_1.SessionToolRunner;', []],
    ['session_timeout=3600 session_cookie_name=laravel_session_cookie', []],
    // A query parameter is URL_SECRET's.
    ['GET /account?sessionid=k2v9q7xw1m4ht8ze0r5cjy3ub6ansdlp HTTP/1.1', []]
  ]
  for (const [text, values] of cases) t.same(found(text), values, text)
})

t.test('a password after its word in Czech, Hungarian, Swedish, Turkish and Italian', async (t) => {
  const cases: Array<[string, string[]]> = [
    ['Přihlášení: uživatel novak, heslo: Tr0ub4dor&3x', ['Tr0ub4dor&3x']],
    ['Felhasználó: kiss.anna, jelszó: Bud4pest!x', ['Bud4pest!x']],
    ['Wi-Fi: Gästnät, lösenord: Gr0nSk0g!77', ['Gr0nSk0g!77']],
    ['Kullanıcı: ayse, şifre: Kedi1234!x', ['Kedi1234!x']],
    ['utente: rossi, parola: Vesuvio#2024', ['Vesuvio#2024']],
    // The words in prose, without a value after a colon.
    ['Heslo zapomenuto? Klikněte sem. The parola is Italian for word.', []]
  ]
  for (const [text, values] of cases) t.same(found(text), values, text)
})
