/**
 * URL_SECRET: values of secret-bearing query parameters (?token=…, &api_key=…, &sig=…).
 * The parameter name must match exactly after '?' or '&'; a URL by itself is never a secret.
 */
import type { Match } from '../types.ts'
import { ALL_POSITIONS, execAt, isDenseIn, type IntList } from '../anchors.ts'
import { longestRun } from './rule.ts'
import { isPlaceholder } from './placeholders.ts'

/** Parameters whose value is a credential by definition. */
const STRONG = [
  'token', 'access_token', 'accesstoken', 'refresh_token', 'id_token', 'auth_token', 'authtoken', 'private_token',
  'api_key', 'apikey', 'api-key', 'secret', 'client_secret', 'password', 'passwd', 'pwd', 'pass', 'sig', 'signature',
  'auth', 'jwt', 'x-amz-signature', 'x-amz-security-token', 'x-goog-signature', 'sas', 'hash_token', 'session_token'
]
/** Parameters that often but not always carry a credential: the value must look random. */
const WEAK = ['key', 'session', 'sessionid', 'session_id', 'sid', 'code', 'access_key', 'ticket', 'credential']

const KIND = new Map<string, 'strong' | 'weak'>([
  ...STRONG.map((n) => [n, 'strong'] as const),
  ...WEAK.map((n) => [n, 'weak'] as const)
])

const NAMES = [...KIND.keys()].sort((a, b) => b.length - a.length).map((n) => n.replace(/[-]/g, '\\-')).join('|')
// "&amp;" is how '&' looks inside HTML attributes.
// Values end at ',' and ';' too: CSV cells and lists, never part of a token.
// Sticky: tried only where a '?' or '&' is (separatorStarts).
const PARAM = new RegExp(`(?:[?&]|&amp;)(${NAMES})=([^&#?\\s"'<>\\\\,;]{1,2048})`, 'iyd')

export const MIN_VALUE_LENGTH = 8

/** Rule ids are `url-query-` + the parameter name in kebab case. */
export function urlRuleId (name: string): string {
  return 'url-query-' + name.toLowerCase().replace(/_/g, '-')
}

/** The rule id of every known parameter name (lower case), built once. */
const RULE_IDS = new Map([...KIND.keys()].map((n) => [n, urlRuleId(n)]))

/**
 * The value ends before a closing bracket it did not open (a Markdown link "(…?token=abc)", "[…]")
 * and before sentence punctuation at its end ("…?token=abc123def456.").
 */
function trimValue (value: string): string {
  const close = value.search(/[)\]]/)
  if (close !== -1 && !/[([]/.test(value.slice(0, close))) value = value.slice(0, close)
  return value.replace(/[.,;:!]+$/, '')
}

/**
 * The positions of '?' and '&', ascending: where PARAM can start. Two native searches instead of
 * PARAM tried at every character of the text (1-2 ms per 512 KB, in text with a few hundred of them).
 */
function separatorStarts (text: string): IntList {
  const starts: number[] = []
  let question = text.indexOf('?')
  let ampersand = text.indexOf('&')
  while (question !== -1 || ampersand !== -1) {
    if (ampersand === -1 || (question !== -1 && question < ampersand)) {
      starts.push(question)
      question = text.indexOf('?', question + 1)
    } else {
      starts.push(ampersand)
      ampersand = text.indexOf('&', ampersand + 1)
    }
    // As dense so far as execAt's cut-off for a whole text ('x=1&x=1&…'): PARAM runs over the text
    // instead (the same hits), and no list of a quarter million starts is built first.
    if (isDenseIn(starts[starts.length - 1] + 1, starts.length)) return ALL_POSITIONS
  }
  return starts
}

export function * findUrlSecrets (text: string): Generator<Match> {
  if (!text.includes('=')) return
  for (const m of execAt(text, PARAM, separatorStarts(text))) {
    const name = m[1].toLowerCase()
    const value = trimValue(m[2])
    const kind = KIND.get(name)
    if (kind === undefined || value.length < MIN_VALUE_LENGTH) continue
    if (isPlaceholder(value) || /^[{[%$<]/.test(value) || longestRun(value) >= 8) continue
    const mixed = /[A-Za-z]/.test(value) && /\d/.test(value)
    if (kind === 'weak' && !mixed) continue
    if (kind === 'strong' && !mixed && value.length < 16) continue
    const start = ((m.indices as RegExpIndicesArray)[2] as [number, number])[0]
    const end = start + value.length
    yield { start, end, confidence: kind === 'strong' ? 0.9 : 0.75, ruleId: RULE_IDS.get(name) ?? urlRuleId(name) }
  }
}
