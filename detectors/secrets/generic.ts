/**
 * Format-level credentials: JWTs, private key blocks, HTTP auth headers, credentials in URLs and
 * command lines, and generic password/secret/token assignments in code and config files.
 */
import { custom, decodeBase64, longestRun, shannonEntropy, type SecretRule } from './rule.ts'
import { credibleSecretValue, isPlaceholder, isTemplated, MIN_SECRET_LENGTH } from './placeholders.ts'
import { DATABASE_SCHEME_BEFORE } from './database.ts'

/** A JWT header decodes to a JSON object naming its algorithm or type. */
function jwtHeader (value: string): boolean {
  const header = decodeBase64(value.slice(0, value.indexOf('.')))
  return /^\s*\{[\s\S]*"(?:alg|typ|kid|enc)"\s*:/.test(header)
}

/** "Basic …" carries base64 of printable "user:password". */
function basicCredentials (value: string): boolean {
  const decoded = decodeBase64(value)
  const colon = decoded.indexOf(':')
  return colon > 0 && colon < decoded.length - 1 && /^[\x20-\x7e]+$/.test(decoded) && !isTemplated(decoded.slice(colon + 1))
}

/** A bearer token looks random: mixed character kinds, some entropy, not a word or template. */
function bearerValue (value: string): boolean {
  if (isPlaceholder(value)) return false
  const kinds = Number(/[a-z]/.test(value)) + Number(/[A-Z]/.test(value)) + Number(/\d/.test(value))
  return kinds >= 2 && /\d/.test(value) && shannonEntropy(value) >= 3
}

/** A URL password, unless the URL is a database URL: database.ts masks those whole. */
function urlPassword (value: string, text: string, start: number, end: number, match?: RegExpExecArray): boolean {
  const schemeEnd = match?.index ?? 0
  if (DATABASE_SCHEME_BEFORE.test(text.slice(Math.max(0, schemeEnd - 32), schemeEnd))) return false
  return !isTemplated(value) && longestRun(value) < 6
}

/** `user:password` from a command line: not a uid:gid pair, not a template. */
function userPassword (value: string): boolean {
  const password = value.slice(value.indexOf(':') + 1)
  return !/^\d+$/.test(password) && !isTemplated(password) && !isPlaceholder(password) && !password.startsWith('$')
}

function cliPassword (value: string): boolean {
  return !isTemplated(value) && !isPlaceholder(value) && !value.startsWith('$')
}

/** Words a key must end in (after splitting snake_case, kebab-case, dotted and camelCase names). */
const SECRET_LAST_WORDS = new Set([
  'password', 'passwd', 'pwd', 'pass', 'passphrase', 'passwort', 'secret', 'token', 'apikey', 'auth', 'credential',
  'credentials', 'secretkey', 'privatekey', 'accesskey', 'authtoken', 'accesstoken', 'apitoken', 'clientsecret',
  'apisecret', 'refreshtoken', 'sessiontoken', 'bearertoken', 'authkey', 'masterkey', 'dbpassword', 'dbpass'
])
/** `…_key` counts only with one of these qualifiers in front. */
const KEY_QUALIFIERS = new Set(['api', 'access', 'secret', 'private', 'auth', 'app', 'master', 'encryption', 'signing', 'client', 'account', 'service', 'subscription', 'license', 'consumer'])
/** Tokens that are not credentials: pagination cursors, counts, public halves. */
const NON_SECRET_QUALIFIERS = new Set(['page', 'next', 'prev', 'previous', 'continuation', 'cursor', 'max', 'min', 'num', 'count', 'public', 'sync', 'resume', 'csrf', 'xsrf'])

function isKeyChar (c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45
}

/** Extent of the identifier (key name) around the keyword the regex matched at `index`. */
function keyAround (text: string, index: number): { start: number, name: string } {
  let start = index
  while (start > 0 && index - start < 64 && isKeyChar(text.charCodeAt(start - 1))) start--
  let end = index
  while (end < text.length && end - index < 64 && isKeyChar(text.charCodeAt(end))) end++
  return { start, name: text.slice(start, end) }
}

/**
 * Whether a key name (DB_PASSWORD, clientSecret, x-api-key, auth.token) names a credential, from its
 * last two words (split at anything but ASCII letters and digits, and before a capital that follows a
 * lower-case letter or digit), read backwards from the end without splitting the whole name.
 */
export function isSecretKeyName (name: string): boolean {
  for (let i = 0; i < name.length; i++) if (name.charCodeAt(i) >= 128) return isSecretKeyNameUnicode(name)
  let lastEnd = wordEndBefore(name, name.length)
  if (lastEnd === 0) return false
  // A version after the name ("smtp_password_v4", "api_key_v2", "token-2") names the same credential.
  const versionStart = wordStartBefore(name, lastEnd)
  if (VERSION_WORD.test(name.slice(versionStart, lastEnd)) && versionStart > 0) lastEnd = wordEndBefore(name, versionStart)
  if (lastEnd === 0) return false
  const lastStart = wordStartBefore(name, lastEnd)
  const prevEnd = wordEndBefore(name, lastStart)
  const prev = prevEnd === 0 ? '' : name.slice(wordStartBefore(name, prevEnd), prevEnd).toLowerCase()
  if (NON_SECRET_QUALIFIERS.has(prev)) return false
  let end = lastEnd
  while (end > lastStart && isDigitCode(name.charCodeAt(end - 1))) end--
  const last = name.slice(lastStart, end).toLowerCase()
  if (SECRET_LAST_WORDS.has(last)) return true
  return last === 'key' && KEY_QUALIFIERS.has(prev)
}

/** The same for a name with non-ASCII characters (lower-casing 'İ' or the Kelvin sign gives ASCII letters). */
function isSecretKeyNameUnicode (name: string): boolean {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '')
  if (words.length > 1 && VERSION_WORD.test(words[words.length - 1])) words.pop()
  if (words.length === 0) return false
  const last = words[words.length - 1].replace(/\d+$/, '')
  const prev = words.length > 1 ? words[words.length - 2] : ''
  if (NON_SECRET_QUALIFIERS.has(prev)) return false
  if (SECRET_LAST_WORDS.has(last)) return true
  return last === 'key' && KEY_QUALIFIERS.has(prev)
}

/** A version word at the end of a key name: v2, V4, 2. */
const VERSION_WORD = /^[vV]?\d{1,2}$/

function isDigitCode (c: number): boolean {
  return c >= 48 && c <= 57
}

function isLowerOrDigit (c: number): boolean {
  return (c >= 97 && c <= 122) || isDigitCode(c)
}

function isAlnumCode (c: number): boolean {
  return isLowerOrDigit(c) || (c >= 65 && c <= 90)
}

/** The end of the last word of an ASCII name that ends at or before `i` (0 when there is none). */
function wordEndBefore (name: string, i: number): number {
  while (i > 0 && !isAlnumCode(name.charCodeAt(i - 1))) i--
  return i
}

/** The start of the word of an ASCII name that ends at `end`: back to a separator or a camelCase capital. */
function wordStartBefore (name: string, end: number): number {
  let i = end - 1
  while (i > 0 && isAlnumCode(name.charCodeAt(i - 1)) && !(isLowerOrDigit(name.charCodeAt(i - 1)) && name.charCodeAt(i) >= 65 && name.charCodeAt(i) <= 90)) i--
  return i
}

/**
 * Key, then an optional string type (only before an `=`),
 * then an assignment operator: `=`, `:`, `=>`, `:=`, Makefile `::=` `:::=` `?=` `+=`, PHP `.=`.
 * The value never starts on the next line: `GITHUB_API_KEY=` followed by a line break is empty.
 * The string types a declaration may name: Go `token string =`, TypeScript `token: string =`, Rust `&str`.
 */
const TYPE = String.raw`(?:string|String|str|&str|&'static str|\[\]byte|SecretStr|CharSequence|char\[\]|text)`
const ASSIGN = String.raw`(?:[ \t]{1,3}${TYPE}[ \t]{0,3}(?=[:.?+]?=)|[ \t]{0,3}:[ \t]{0,3}${TYPE}[ \t]{0,3}(?==))?[ \t]{0,5}(?:=>|:::=|::=|:=|\?=|\+=|\.=|=|:)[ \t]{0,5}`
const VALUE = String.raw`(?:"([^"\r\n]{1,256})"|'([^'\r\n]{1,256})'|\`([^\`\r\n]{1,256})\`|([^\s"'\`,;)}\]]{1,256}))`
const GENERIC = new RegExp(String.raw`(?:pass|pwd|secret|token|key|auth|credential)[A-Za-z0-9_.-]{0,30}["'\]]{0,2}` + ASSIGN + VALUE, 'gi')
/** A key and a value as two string arguments: `System.setProperty("API_TOKEN", "…")`, `headers.put('X-Auth-Token', '…')`. */
const KEY_NAME = '[A-Za-z0-9_.-]{0,40}(?:pass|pwd|secret|token|key|auth|credential)[A-Za-z0-9_.-]{0,30}'
const ARGUMENTS = new RegExp(String.raw`(?:"${KEY_NAME}"|'${KEY_NAME}')[ \t]{0,3},[ \t]{0,3}(?:"([^"\r\n]{1,256})"|'([^'\r\n]{1,256})')`, 'gi')
/** An element whose name names a credential: `<apiToken>…</apiToken>`, `<password>…</password>`, `<d:password>` (with a namespace prefix). */
const XML_ELEMENT = new RegExp(String.raw`<(?:[A-Za-z][\w-]{0,20}:)?${KEY_NAME}>([^<\s]{3,256})<\/`, 'gi')
/** Authorization headers with another scheme than Basic and Bearer: `Authorization: Token …`, `ApiKey …`. */
const AUTH_HEADER = /authorization["']?[ \t]{0,3}[:=][ \t]{0,3}["']?(?:token|apikey|api-key|key|sso-key|ssws|genieKey|splunk|dsn)[ \t]{1,5}["']?([A-Za-z0-9_\-.~+/:=]{12,4096})/gi
/** A private key block whose END line is missing (pasted in part): the header and the base64 lines after it. */
// The lines are taken atomically (lookahead + backreference), so a complete block never yields a shorter partial one.
const PEM_OPEN = /(-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----(?=((?:\r?\n[ \t]{0,16}(?:[A-Za-z0-9+/=]{16,100}|[A-Za-z-]{2,20}: [^\r\n]{1,100})){2,400}))\2)(?![ \t\r\n]{0,20}-----END)/g

// The value may not end in sentence punctuation ("… is Xk9#mQ2vLp7." keeps the dot outside).
// The labels of other languages (French, Spanish, Portuguese, Dutch, German Kennwort, Norwegian, Danish, Finnish) and "pw"
// may also be followed by a colon alone (or a full-width one); "pw" and Spanish "clave" also
// right before a value with a digit ("la clave Gracia2025!verdi", "guest wifi pw porchlight2025")
// (an English "password:" is generic-secret's, which knows code and config files).
const PROSE_PASSWORD = /(?:(?:password|passwort|kennwort|passphrase|passcode|mot de passe|contrase(?=[ñn]a)\Sa|clave|senha|wachtwoord|pw)\s{1,3}(?:is|was|lautet|ist|war|heißt|est|es|é|è|era|sera|será)\s{0,3}:?|(?:mot de passe|contrase(?=[ñn]a)\Sa|clave|senha|wachtwoord|kennwort|passord|adgangskode|salasana|pw|has(?=[łl]o)\So|heslo|jelsz(?=[óo])\S|l(?=[öo]senord)\Ssenord|(?=[şs]ifre)\Sifre|parola)\s{0,2}[:：]|(?:pw|clave)(?=[ \t]{1,2}["'`«“]?[^\s"'`»”]{0,127}\d))\s{0,5}["'`«“]?([^\s"'`»”]{5,127}[^\s"'`»”.,;:!?)])/gi

/** "pw" and "clave" only as words of their own (not "cpw:", "autoclave"); the value looks like a credential. */
function prosePassword (value: string, text: string, _start: number, _end: number, m?: RegExpExecArray): boolean {
  if (m !== undefined && /^(?:pw|clave)/i.test(m[0]) && /[A-Za-z]/.test(text[m.index - 1] ?? '')) return false
  return credibleSecretValue(value, false)
}

/** The key is the first quoted string of the match. */
function credentialArgument (value: string, _text: string, _start: number, _end: number, m?: RegExpExecArray): boolean {
  if (m === undefined) return false
  const key = m[0].slice(1, m[0].indexOf(m[0][0], 1))
  return isSecretKeyName(key) && credibleSecretValue(value, true)
}

/** The element name, which the closing tag must repeat. */
function credentialElement (value: string, text: string, _start: number, end: number, m?: RegExpExecArray): boolean {
  if (m === undefined) return false
  const name = m[0].slice(1, m[0].indexOf('>'))
  return text.startsWith(name + '>', end + 2) && isSecretKeyName(name) && credibleSecretValue(value, true)
}

/** Capital letters and at least five digits, 6–10 characters: the shape of a passport or ID card number. */
const DOCUMENT_NUMBER = /^(?=(?:[A-Z]*\d){5})[A-Z0-9]{6,10}$/

/** Too short to be credible: genericAssignment rejects it either way ("key: key: …" matches "key: key:"). */
function tooShort (value: string): boolean {
  return value.length < MIN_SECRET_LENGTH
}

function genericAssignment (value: string, text: string, start: number, _end: number, m?: RegExpExecArray): boolean {
  if (m === undefined) return false
  const quoted = text[start - 1] === '"' || text[start - 1] === '\'' || text[start - 1] === '`'
  // "DB_PASSWORD= duration_ms=45": an empty value, then the next key.
  if (!quoted && /^[A-Za-z_][\w.-]{0,40}=(?!=|$)/.test(value)) return false
  // The key first: its checks cost less than the value's and reject about as many.
  const key = keyAround(text, m.index)
  // Query parameters belong to URL_SECRET.
  const before = text[key.start - 1]
  if (before === '?' || before === '&') return false
  if (!isSecretKeyName(key.name)) return false
  // German "Pass:" is a passport: an upper-case document number after it is PASSPORT's.
  if (key.name.toLowerCase() === 'pass' && DOCUMENT_NUMBER.test(value)) return false
  return credibleSecretValue(value, quoted, quoted || envPassword(text, key))
}

/** The last word of an environment variable that holds a password or secret itself (not AUTH_MODE, not API_KEY_ID). */
const ENV_PASSWORD_WORD = /(?:^|_)(?:PASSWORD|PASSWD|PWD|PASSPHRASE|PASSWORT|SECRET|TOKEN)(?:_?V?\d{1,2})?$/

/**
 * `GF_SECURITY_ADMIN_PASSWORD=KWAecQpDsZQvwX` in a .env file, a shell or a compose file: an
 * environment variable's value is a literal, never a name in code, so a value of letters only is the
 * password itself (in code, `password=userPassword` names a variable).
 */
function envPassword (text: string, key: { start: number, name: string }): boolean {
  if (text.charCodeAt(key.start + key.name.length) !== 61 || !ENV_PASSWORD_WORD.test(key.name)) return false
  for (let k = 0; k < key.name.length; k++) {
    const c = key.name.charCodeAt(k)
    if (!((c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95)) return false
  }
  return true
}

/**
 * A session cookie or session id: a name holding "sess" (sessionid, PHPSESSID, JSESSIONID,
 * laravel_session, ASP.NET_SessionId) or the word "sid" (connect.sid), "=", and its value. The regex
 * starts at the name's "sess"/"sid"; sessionCookie checks the whole name.
 */
const SESSION_COOKIE = /(?:sess|sid)[A-Za-z0-9_.-]{0,20}[ \t]{0,2}=[ \t]{0,2}["']?([A-Za-z0-9%._~+/:-]{16,512}={0,2})(?![A-Za-z0-9%._~+/:=-])/gi

const CODE_REFERENCE = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/

/**
 * The name is a whole token not in a URL query (URL_SECRET's); "sid" is a word of its own
 * (connect.sid, not ssid or tsid); the value mixes letters and three digits or more, and neither a
 * Windows SID (S-1-5-21-…) nor a dotted name in code (Events.SessionRunner = SessionRunner_1.SessionRunner)
 * is a session.
 */
function sessionCookie (value: string, text: string, _start: number, _end: number, m?: RegExpExecArray): boolean {
  if (m === undefined) return false
  let nameStart = m.index
  while (nameStart > 0 && m.index - nameStart < 40 && isKeyChar(text.charCodeAt(nameStart - 1))) nameStart--
  if (nameStart > 0 && isKeyChar(text.charCodeAt(nameStart - 1))) return false
  const before = text.charCodeAt(nameStart - 1)
  if (before === 63 || before === 38) return false
  if (/^sid/i.test(m[0]) && nameStart < m.index && isAlnumCode(text.charCodeAt(m.index - 1))) return false
  if (/^S-1-\d/.test(value) || CODE_REFERENCE.test(value)) return false
  return /[A-Za-z]/.test(value) && value.replace(/\D/g, '').length >= 3 && !isPlaceholder(value)
}

/** Body of an armored block: base64 lines, armor headers, escaped newlines; never "-----". */
const PEM_BODY = '(?:[A-Za-z0-9+/=\\s:,.()\\\\]|-(?!----)){64,16384}'
const PEM_LABEL = '(?:RSA |EC |DSA |OPENSSH |ENCRYPTED |SSH2 ENCRYPTED )?PRIVATE KEY'

export const genericRules: SecretRule[] = [
  custom('private-key-pem', 'PEM private key block (RSA, EC, DSA, OPENSSH, PKCS#8, encrypted), whole block.', ['private key-----'],
    new RegExp(`-----BEGIN ${PEM_LABEL}-----${PEM_BODY}-----END ${PEM_LABEL}-----`, 'g'), { confidence: 1 }),
  custom('pgp-private-key-block', 'PGP / GPG armored private key block, whole block.', ['begin pgp private key block'],
    new RegExp(`-----BEGIN PGP PRIVATE KEY BLOCK-----${PEM_BODY}-----END PGP PRIVATE KEY BLOCK-----`, 'g'), { confidence: 1 }),
  custom('putty-private-key', 'PuTTY private key file (PuTTY-User-Key-File), whole key.', ['putty-user-key-file-'],
    /PuTTY-User-Key-File-[23]: [A-Za-z0-9-]{1,40}\r?\n(?:(?!PuTTY-User-Key-File-)[^\n]{0,200}\n){2,80}?Private-MAC: [0-9a-f]{40,64}/g, { confidence: 1 }),
  custom('kubeconfig-client-key', 'Base64 client private key in a kubeconfig (client-key-data).', ['client-key-data'],
    /client-key-data:\s{0,5}["']?([A-Za-z0-9+/]{100,16000}={0,2})/g, { confidence: 0.95 }),
  custom('jwt', 'JSON Web Token (header.payload.signature, base64url JSON header).', ['eyj'],
    /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{10,2000}\.[A-Za-z0-9_-]{2,8000}\.[A-Za-z0-9_-]{0,1000}(?![A-Za-z0-9_-])/g,
    { validate: jwtHeader, confidence: 0.95, entropy: 0 }),
  custom('basic-auth-header', 'HTTP Basic credentials (Authorization: Basic base64(user:password)).', ['basic'],
    /(?<![A-Za-z0-9])basic\s{1,5}([A-Za-z0-9+/]{6,1024}={0,2})(?![A-Za-z0-9+/=])/gi, { validate: basicCredentials, entropy: 0 }),
  custom('bearer-token', 'HTTP bearer token (Authorization: Bearer …).', ['bearer'],
    /(?<![A-Za-z0-9])bearer\s{1,5}([A-Za-z0-9_\-.~+/]{16,4096}={0,2})(?![A-Za-z0-9_\-.~+/=])/gi, { validate: bearerValue, entropy: 0, confidence: 0.85 }),
  custom('url-credentials', 'Password of user:password@ credentials embedded in a URL (https, ftp, ssh …).', ['://'],
    /:\/\/(?<=[A-Za-z0-9+.-]:\/\/)[^\s:@/?#"'<>]{1,128}:([^\s/?"'<>]{1,256})@(?=[A-Za-z0-9[])/g, { validate: urlPassword, entropy: 0, confidence: 0.9 }),
  custom('netrc-password', 'Password in a .netrc / _netrc machine entry.', ['machine'],
    /machine\s{1,5}\S{1,253}\s{1,5}login\s{1,5}\S{1,128}\s{1,5}password\s{1,5}(\S{1,128})/g, { validate: cliPassword, entropy: 0 }),
  custom('curl-user-password', 'user:password given to curl with -u / --user.', ['curl'],
    /(?<![A-Za-z0-9-])(?:-u|--user)[\s=]{1,5}(?:["']?([^\s:"']{1,64}:[^\s"']{3,128})|[^\s:"']{1,64}:(?:'([^'\r\n]{3,128})'|"([^"\r\n]{3,128})"))/g, { validate: userPassword, entropy: 0, confidence: 0.85 }),
  custom('sshpass-password', 'Password given to sshpass -p.', ['sshpass'],
    /sshpass\s{1,5}-p\s{0,5}["']?([^\s"']{3,128})/g, { validate: cliPassword, entropy: 0, confidence: 0.85 }),
  custom('docker-login-password', 'Password given to docker login -p / --password.', ['docker login'],
    /docker\s{1,5}login\b[^\n]{0,200}?\s(?:-p|--password)[\s=]{1,5}["']?([^\s"']{3,128})/g, { validate: cliPassword, entropy: 0, confidence: 0.85 }),
  custom('xml-password', 'Password, secret, token or key element in XML (Maven settings.xml, NuGet.config, <apiToken> …).',
    ['pass', 'pwd', 'secret', 'token', 'key', 'auth', 'credential'], XML_ELEMENT,
    { validate: credentialElement, entropy: 0, confidence: 0.85 }),
  custom('private-key-pem-partial', 'PEM private key block without its END line (pasted in part): header and key lines.', ['private key-----'],
    PEM_OPEN, { confidence: 0.9, entropy: 0, allowRuns: true }),
  custom('authorization-header', 'Authorization header with a Token, ApiKey, SSWS or similar scheme (Basic and Bearer have their own rules).', ['authorization'],
    AUTH_HEADER, { validate: bearerValue, entropy: 0, confidence: 0.85 }),
  custom('session-cookie', 'A session cookie or session id and its value (sessionid=…, PHPSESSID=…, JSESSIONID=…, connect.sid=…, laravel_session=…) in Cookie headers, HAR files, logs and code.',
    ['sess', 'sid'], SESSION_COOKIE, { validate: sessionCookie, confidence: 0.8 }),
  custom('php-define-secret', 'Password, key, salt or token constant in PHP define() (wp-config.php).', ['define('],
    /define\(\s{0,5}['"][A-Z0-9_]{0,40}(?:PASSWORD|PASS|SECRET|KEY|TOKEN|SALT)['"]\s{0,5},\s{0,5}['"]([^'"\r\n]{4,256})['"]/g,
    { validate: (v) => credibleSecretValue(v, true), entropy: 0, confidence: 0.85 }),
  custom('prose-password', 'A password told in a sentence or after its word in many languages: "the password is …", "das Passwort lautet …", "Kennwort ist …", "heslo: …", "lösenord: …", "şifre: …".',
    ['password', 'passwort', 'kennwort', 'passphrase', 'passcode', 'mot de passe', 'contrase', 'clave', 'senha', 'wachtwoord', 'passord', 'adgangskode', 'salasana', 'pw',
      // Keywords are ASCII: the Czech, Hungarian, Swedish, Turkish and Italian words by an ASCII part, Polish only without ł.
      'heslo', 'jelsz', 'senord', 'ifre', 'parola', 'haslo'], PROSE_PASSWORD, { validate: prosePassword, entropy: 0, confidence: 0.8 }),
  custom('credential-argument', 'A credential name and its value as two string arguments: System.setProperty("API_TOKEN", "…"), headers.put("X-Auth-Token", "…").',
    ['pass', 'pwd', 'secret', 'token', 'key', 'auth', 'credential'], ARGUMENTS, { validate: credentialArgument, entropy: 0, confidence: 0.8 }),
  custom('generic-secret', 'Generic password / secret / token / API key assignment in code, .env, YAML, JSON, INI or headers.',
    ['pass', 'pwd', 'secret', 'token', 'key', 'auth', 'credential'], GENERIC, { validate: genericAssignment, rejects: tooShort, entropy: 0, confidence: 0.75 })
]
