/**
 * Guards against false alarms: placeholder values, template variables, code references and
 * values too weak to be a credential.
 */
import { longestRun, shannonEntropy } from './rule.ts'

/** Whole values (lower case) that are words, not credentials. */
const PLACEHOLDER_WORDS = new Set([
  'changeme', 'change_me', 'change-me', 'changeit', 'password', 'passwd', 'pass', 'pwd', 'secret', 'token', 'apikey',
  'api_key', 'api-key', 'key', 'auth', 'example', 'sample', 'dummy', 'test', 'testing', 'placeholder', 'redacted', 'removed',
  'hidden', 'masked', 'null', 'nil', 'none', 'undefined', 'true', 'false', 'yes', 'no', 'on', 'off', 'empty', 'required',
  'optional', 'string', 'str', 'int', 'bool', 'todo', 'fixme', 'tbd', 'n/a', 'na', 'unknown', 'default', 'secret123',
  'password1', 'password123', 'mypassword', 'yourpassword', 'your_password', 'your-password', 'your_token', 'your-token',
  'your_api_key', 'your-api-key', 'yourapikey', 'your_secret', 'your-secret', 'foobar', 'foo', 'bar', 'baz', 'qwerty',
  '123456', '1234567', '12345678', '123456789', '1234567890', 'abc123', 'abcdef', 'letmein', 'admin', 'root', 'guest'
])

/** Markers of a template, variable reference, mask or elision anywhere in the value. */
const PLACEHOLDER_MARKERS = /\$\{|\{\{|\}\}|\{%|%\(|<[^>]{0,40}>|\*\*\*|•|xxxx|\.\.\.|…|process\.env|os\.environ|getenv|secretkeyref|vault:|your[_\- ]|insert[_\- ]|replace[_\- ]|_here\b|^\$[A-Za-z_]|^%[A-Za-z_]+%$|^<|^\[.*\]$|^\{.*\}$/i

/** The longest of PLACEHOLDER_WORDS: a longer value is none of them (no lower-cased copy needed). */
const LONGEST_WORD = Math.max(...[...PLACEHOLDER_WORDS].map((w) => w.length))

/** True when the value is an obvious placeholder rather than a credential. */
export function isPlaceholder (value: string): boolean {
  if (value.length <= LONGEST_WORD && PLACEHOLDER_WORDS.has(value.toLowerCase())) return true
  if (PLACEHOLDER_MARKERS.test(value)) return true
  return oneRepeatedCharacter(value)
}

/** /^(.)\1*$/: one character (no line break) repeated, read without a regex. */
function oneRepeatedCharacter (value: string): boolean {
  if (value.length === 0) return false
  const c = value.charCodeAt(0)
  if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) return false
  for (let i = 1; i < value.length; i++) if (value.charCodeAt(i) !== c) return false
  return true
}

/** Lenient check for passwords embedded in URLs and connection strings: only templates and masks are rejected. */
export function isTemplated (value: string): boolean {
  return /\$\{|\{\{|\}\}|%\(|^\$[A-Za-z_]|^<.*>$|^\*+$|^x+$|^\.+$|•|…|^%[A-Za-z_]+%$|^\[[^\]]*\]$/i.test(value)
}

/** Content hashes (lock files, SRI) and digests are not credentials. */
const HASH_PREFIX = /^(?:sha1|sha224|sha256|sha384|sha512|md5|blake2b?|xxh64)[-:]/i

/** A dotted member access or call (config.password, os.getenv(…), this.token). */
const CODE_REFERENCE = /^[A-Za-z_$][\w$]*(?:(?:\.|\?\.|::|->)[A-Za-z_$][\w$]*)+$|\(|^[A-Z]+(?:_[A-Z0-9]+)+$/

/** No credible secret value is shorter. */
export const MIN_SECRET_LENGTH = 6

/** What credibleSecretValue asks of a value's characters, read in one pass (valueShape). */
const HAS_LETTER = 1
const HAS_DIGIT = 2
/** Whitespace, as /\s/ knows it. */
const HAS_SPACE = 4
const HAS_BRACKET = 8
/** A character other than A-Z, a-z, _ and $ (the value is no bare identifier). */
const NOT_IDENTIFIER = 16

function valueShape (value: string): number {
  let shape = 0
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    const lower = c | 32
    if (lower >= 97 && lower <= 122) shape |= HAS_LETTER
    else if (c >= 48 && c <= 57) shape |= HAS_DIGIT | NOT_IDENTIFIER
    else if (c !== 95 && c !== 36) {
      shape |= NOT_IDENTIFIER
      if (c === 91) shape |= HAS_BRACKET
      else if (c <= 32 ? (c === 32 || (c >= 9 && c <= 13)) : c >= 128 && /\s/.test(value[i])) shape |= HAS_SPACE
    }
  }
  return shape
}

/** YAML tags, anchors, aliases and block scalars start so: ! & * | > @ %. */
function yamlMarkerFirst (value: string): boolean {
  const c = value.charCodeAt(0)
  return c === 33 || c === 38 || c === 42 || c === 124 || c === 62 || c === 64 || c === 37
}

/**
 * Whether a value assigned to a password/secret/token key looks like a real credential:
 * no whitespace, no placeholder or template, not a hash or code reference, and either
 * ≥ 8 characters mixing letters and digits or ≥ 12 characters of high entropy. A `literal` value
 * (quoted, or an environment variable's) cannot name a variable in code, so letters alone may be one.
 */
export function credibleSecretValue (value: string, quoted: boolean, literal = quoted): boolean {
  if (value.length < MIN_SECRET_LENGTH || value.length > 256) return false
  const shape = valueShape(value)
  if ((shape & HAS_SPACE) !== 0) return false
  if (yamlMarkerFirst(value)) return false
  if (isPlaceholder(value)) return false
  if (HASH_PREFIX.test(value)) return false
  // A string that starts with an escaped line break or is a link ("token:\nhttps://…") is prose.
  if (/^(?:\\[nrt]|https?:\/\/)/.test(value)) return false
  if (!quoted && ((shape & HAS_BRACKET) !== 0 || CODE_REFERENCE.test(value))) return false
  // A bare identifier (NonSharedBuffer) in code; only long random-looking letter strings pass.
  if (!literal && (shape & NOT_IDENTIFIER) === 0 && (value.length < 20 || shannonEntropy(value) < 4)) return false
  // Words joined by separators (SECRET_DO_NOT_SHARE, my-secret-value) are names, not keys.
  if ((shape & HAS_DIGIT) === 0 && /^[A-Za-z]+(?:[_\-.][A-Za-z]+)+$/.test(value)) return false
  if (longestRun(value) >= 6) return false
  if (value.length >= 8 && (shape & (HAS_LETTER | HAS_DIGIT)) === (HAS_LETTER | HAS_DIGIT)) return true
  return value.length >= 12 && shannonEntropy(value) >= 3.5
}
