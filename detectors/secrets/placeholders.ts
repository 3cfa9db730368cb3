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

/** True when the value is an obvious placeholder rather than a credential. */
export function isPlaceholder (value: string): boolean {
  const lower = value.toLowerCase()
  if (PLACEHOLDER_WORDS.has(lower)) return true
  if (PLACEHOLDER_MARKERS.test(value)) return true
  if (/^(.)\1*$/.test(value)) return true
  return false
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

/**
 * Whether a value assigned to a password/secret/token key looks like a real credential:
 * no whitespace, no placeholder or template, not a hash or code reference, and either
 * ≥ 8 characters mixing letters and digits or ≥ 12 characters of high entropy.
 */
export function credibleSecretValue (value: string, quoted: boolean): boolean {
  if (value.length < MIN_SECRET_LENGTH || value.length > 256) return false
  if (/\s/.test(value)) return false
  if (isPlaceholder(value)) return false
  if (HASH_PREFIX.test(value)) return false
  // A string that starts with an escaped line break or is a link ("token:\nhttps://…") is prose.
  if (/^(?:\\[nrt]|https?:\/\/)/.test(value)) return false
  if (/^[!&*|>@%]/.test(value)) return false // YAML tags, anchors, aliases, block scalars
  if (!quoted && (CODE_REFERENCE.test(value) || value.includes('['))) return false
  // A bare identifier (NonSharedBuffer) in code; only long random-looking letter strings pass.
  if (!quoted && /^[A-Za-z_$]+$/.test(value) && (value.length < 20 || shannonEntropy(value) < 4)) return false
  // Words joined by separators (SECRET_DO_NOT_SHARE, my-secret-value) are names, not keys.
  if (/^[A-Za-z]+(?:[_\-.][A-Za-z]+)+$/.test(value)) return false
  if (longestRun(value) >= 6) return false
  const letters = /[A-Za-z]/.test(value)
  const digits = /\d/.test(value)
  if (value.length >= 8 && letters && digits) return true
  return value.length >= 12 && shannonEntropy(value) >= 3.5
}
