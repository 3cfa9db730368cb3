/** The configuration files of the ops tests: two keys, and a broken file with a secret planted in it. */
import { createHash } from 'node:crypto'

export const SECRET = 'planted-secret-5f0c1d'
export const hash = (key: string): string => createHash('sha256').update(key).digest('hex')
export const KEY_A = 'pgk_' + 'a7'.repeat(24)
export const KEY_B = 'pgk_' + 'b8'.repeat(24)

/** A file with a trailing comma in a list (line 4, column 40) and a secret in it. */
export const BROKEN = `{
  "api_keys": [{"hash": "${hash(KEY_A)}"}],
  "default_whitelist": ["${SECRET}"],
  "cors_origins": ["https://a.example",]
}`
