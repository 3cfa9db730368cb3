/**
 * The shape of one credential rule and the builders the rule families use.
 *
 * A rule runs only when one of its `keywords` (lower-case ASCII literals) occurs in the text; the
 * keyword prefilter (keywords.ts) finds them all in one pass. When the regex has capture groups,
 * the finding is the first group that took part in the match (the secret value only); otherwise
 * it is the whole match.
 */

export interface SecretRule {
  /** Stable kebab-case id, reported as `rule_id`. */
  id: string
  description: string
  /** Lower-case literals; at least one must occur (case-insensitively) for the regex to run. */
  keywords: readonly string[]
  /**
   * Lower-case literals of which one must occur in the text as well as a keyword: what `validate`
   * looks for near a match (a connection string's Server=), so that without them the regex is not run.
   */
  context?: readonly string[]
  /** Global regex. Capture groups: the first participating one is the secret value. */
  regex: RegExp
  /** Minimum Shannon entropy (bits per character) of the value; default 3 for values of 16+ characters. */
  entropy?: number
  /** Known placeholder values (compared lower-case) that never fire. */
  allow?: readonly string[]
  /** Default 0.95 for fixed-prefix formats. */
  confidence?: number
  /** Allows long runs of one character (formats that contain them by design). */
  allowRuns?: boolean
  /** Extra check on the value; `start`/`end` are its offsets in `text`, `match` the regex hit. */
  validate?: (value: string, text: string, start: number, end: number, match?: RegExpExecArray) => boolean
  /**
   * A cheap test on the value alone that `validate` would fail too, run before the value's offsets
   * are looked up (which costs a second regex run): for rules whose regex matches often in vain.
   */
  rejects?: (value: string) => boolean
}

export type RuleOptions = Partial<Pick<SecretRule, 'entropy' | 'allow' | 'confidence' | 'allowRuns' | 'validate' | 'rejects' | 'context'>>

/**
 * Characters a token is made of; a fixed-format token must not be glued to more of them. Nor is it
 * part of a file name: after an extension ("video_box.ico-7a38….png") or before one (…-7a38….png).
 */
const TOKEN_BEFORE = '(?<![A-Za-z0-9_\\-]|\\.[A-Za-z]{2,4})'
const TOKEN_AFTER = '(?![A-Za-z0-9_\\-]|\\.(?:png|jpe?g|gif|svg|ico|webp|css|js|mjs|map|woff2?|ttf|html?|json|txt|pdf|zip|gz)(?![A-Za-z0-9]))'

/**
 * A token with a recognisable shape (usually a fixed prefix), matched as a whole token.
 * `body` is regex source; it is case-sensitive. `gluedAfter` (regex source) is text the token may
 * follow directly although it would glue to it otherwise ("/bot" before a Telegram token in a URL).
 */
export function token (id: string, description: string, keywords: readonly string[], body: string, options: RuleOptions & { gluedAfter?: string } = {}): SecretRule {
  const { gluedAfter, ...rule } = options
  const before = gluedAfter === undefined ? TOKEN_BEFORE : `(?:(?<=${gluedAfter})|${TOKEN_BEFORE})`
  return {
    id,
    description,
    keywords,
    regex: new RegExp(`${before}(?:${body})${TOKEN_AFTER}`, 'g'),
    confidence: 0.95,
    ...rule
  }
}

/**
 * A value without a distinctive prefix, accepted only in an assignment whose key names the service:
 * `HEROKU_API_KEY=…`, `"datadog_api_key": "…"`, `DD-API-KEY: …`. `key` is regex source matched
 * case-insensitively (so is `value`); the finding is the value only.
 */
export function assigned (id: string, description: string, keywords: readonly string[], key: string, value: string, options: RuleOptions = {}): SecretRule {
  const source = `(?:${key})[\\w.\\-]{0,24}[\\s'"]{0,3}(?:=>|:=|=|:|,)[\\s'"\`]{0,5}(${value})${TOKEN_AFTER}`
  return {
    id,
    description,
    keywords,
    regex: new RegExp(source, 'gi'),
    confidence: 0.85,
    ...options
  }
}

/** A rule with a hand-written regex (flags must include g). */
export function custom (id: string, description: string, keywords: readonly string[], regex: RegExp, options: RuleOptions = {}): SecretRule {
  return { id, description, keywords, regex, confidence: 0.9, ...options }
}

export const HEX32 = '[a-f0-9]{32}'
export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** Counts by char code (all zero between calls) and the codes seen, in order of first occurrence. */
const entropyCounts = new Int32Array(65536)
const entropyCodes = new Uint16Array(65536)

/**
 * Shannon entropy in bits per character. The terms are summed in order of each character's first
 * occurrence (as a Map's iteration order would), so the floating-point result is always the same.
 */
export function shannonEntropy (value: string): number {
  if (value.length === 0) return 0
  let distinct = 0
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (entropyCounts[c]++ === 0) entropyCodes[distinct++] = c
  }
  let h = 0
  for (let k = 0; k < distinct; k++) {
    const c = entropyCodes[k]
    const p = entropyCounts[c] / value.length
    entropyCounts[c] = 0
    h -= p * Math.log2(p)
  }
  return h
}

/** Length of the longest run of one repeated character. */
export function longestRun (value: string): number {
  let best = 0
  let run = 0
  for (let i = 0; i < value.length; i++) {
    run = i > 0 && value.charCodeAt(i) === value.charCodeAt(i - 1) ? run + 1 : 1
    if (run > best) best = run
  }
  return best
}

/** Decodes standard or URL-safe base64 into a latin1 string; '' when it is not base64. */
export function decodeBase64 (value: string): string {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return ''
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1')
}
