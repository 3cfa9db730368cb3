import type { Detector, Match } from '../types.ts'

const MAX_LOCAL = 64
const MAX_DOMAIN = 253
const MIN_DOMAIN = 4

const LOCAL_CHAR = /[A-Za-z0-9._%+\p{L}-]/u
const DOMAIN_CHAR = /[A-Za-z0-9.\-\p{L}]/u
const DOMAIN_SHAPE = /^(?:[A-Za-z0-9\p{L}](?:[A-Za-z0-9\-\p{L}]{0,61}[A-Za-z0-9\p{L}])?\.){1,20}[A-Za-z\p{L}]{2,24}$/u

/**
 * True when the local part starts right after "scheme://user:" — the password of URL credentials,
 * which SECRET reports; "pass@host" there is not an address. "mailto:jane@x.de" still is one.
 */
function isUrlUserinfo (text: string, localStart: number): boolean {
  if (text[localStart - 1] !== ':') return false
  const before = text.slice(Math.max(0, localStart - 200), localStart - 1)
  const scheme = before.lastIndexOf('://')
  return scheme !== -1 && !/[\s"'<>]/.test(before.slice(scheme))
}

/**
 * Scans outward from each '@' instead of running one regex over the text: a regex that starts
 * with an unbounded character class re-scans the text from every position and turns quadratic.
 */
/** LOCAL_CHAR and DOMAIN_CHAR at text[i]: ASCII by code, the rest (letters of any script) by regex. */
function isLocalChar (text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45 || c === 39
  return LOCAL_CHAR.test(text[i])
}

function isDomainChar (text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 46 || c === 45
  return DOMAIN_CHAR.test(text[i])
}

function findEmails (text: string): Match[] {
  const found: Match[] = []
  if (text.includes('@')) addEmails(text, '@', found)
  // An address URL-encoded in a query string or a log line: lena.hoffmann%40gmx.de.
  if (text.includes('%40')) {
    addEmails(text, '%40', found)
    found.sort((a, b) => a.start - b.start)
  }
  return found
}

/** Encoded : / = ? & # */
const ENCODED_URL_SYNTAX = /%(?:3a|2f|3d|3f|26|23)/i

/** The addresses around every `at` ('@' or its URL encoding '%40'). */
function addEmails (text: string, sign: '@' | '%40', found: Match[]): void {
  let at = text.indexOf(sign)
  while (at !== -1) {
    const domainStart = at + sign.length
    let start = at
    while (start > 0 && at - start < MAX_LOCAL + 1 && isLocalChar(text, start - 1)) start--
    let end = domainStart
    while (end < text.length && end - domainStart < MAX_DOMAIN && isDomainChar(text, end)) end++
    // Trailing punctuation belongs to the sentence, not the address.
    while (end > domainStart && (text.charCodeAt(end - 1) === 46 || text.charCodeAt(end - 1) === 45)) end--
    // An apostrophe only inside the local part ("j.o'reilly@"), never the quote around it ('jane@…').
    while (start < at && (text.charCodeAt(start) === 46 || text.charCodeAt(start) === 39)) start++
    // The shortest domain DOMAIN_SHAPE takes is "a.bc", and the local part is never empty ("a@a@a@…").
    if (end - domainStart < MIN_DOMAIN || start === at) {
      at = text.indexOf(sign, at + 1)
      continue
    }
    const local = text.slice(start, at)
    // Encoded, the local part holds no encoded URL syntax (smp%3A%2F%2Fkey%3D%40host is a server URL).
    const inUrl = sign === '@' ? isUrlUserinfo(text, start) : ENCODED_URL_SYNTAX.test(local)
    const domain = text.slice(domainStart, end)
    const localOk = local.length > 0 && local.length <= MAX_LOCAL && !local.includes('..') && !(start > 0 && text[start - 1] !== "'" && isLocalChar(text, start - 1))
    if (localOk && !inUrl && domain.length <= MAX_DOMAIN && DOMAIN_SHAPE.test(domain)) {
      found.push({ start, end, confidence: sign === '@' ? 1 : 0.9 })
    }
    at = text.indexOf(sign, at + 1)
  }
}

const email: Detector = {
  name: 'EMAIL',
  priority: 4,
  // Not 'at' alone: an address may be URL-encoded (%40); findEmails looks for both signs natively.
  anchors: ['letter'],
  maxSpan: 320,
  contextRadius: 200,
  description: 'E-mail addresses, including internationalised domains and addresses URL-encoded in query strings (jane.doe%40example.com).',
  validation: 'RFC 5321 shape: local part ≤ 64 characters, dotted domain with a 2–24 letter top-level label.',
  example: 'jane.doe@example.com',
  find: findEmails
}

export default email
