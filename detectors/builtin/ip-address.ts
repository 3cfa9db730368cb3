import { isIPv6 } from 'node:net'
import { Hit, type Detector, type Match } from '../types.ts'
import { contextWords, hasContext, hasContextBefore } from '../context.ts'
import { ALL_POSITIONS, anchorsOf, execAt, isDense, isWordCode, type Anchors, type IntList } from '../anchors.ts'

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
// Not part of a longer dotted number (versions such as 1.2.3.4.5, OIDs); a CIDR prefix length belongs to it.
const IPV4 = new RegExp(`(?<![\\d.])${OCTET}(?:\\.${OCTET}){3}(?!\\.?\\d)(?:/(?:3[0-2]|[12]?\\d)(?!\\d))?`, 'y')
// Hex groups with colons; bounded, then confirmed by node:net. Not glued to an identifier ("std::cout").
// The embedded-IPv4 tail is tried first, so that ::ffff:192.0.2.128 is not cut after "192".
const IPV6 = /(?<![0-9A-Za-z_:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{1,4})?(?![0-9A-Za-z_:]|\.\d)(?:\/(?:12[0-8]|1[01]\d|[1-9]?\d)(?!\d))?/y
const VERSION_WORDS = contextWords(['version*', 'ver', 'release*', 'build*'])
/** Dotted numbers that name a section, an object identifier or a standard, not a host. */
const NOT_A_HOST = contextWords(['oid', 'section', 'sec', 'chapter', 'kapitel', 'abschnitt', 'rfc', 'iso', 'ecma', 'clause', 'paragraph', '§'])
const HOST_WORDS = contextWords(['ip', 'ipv4', 'host*', 'server*', 'address*', 'addr', 'adresse', 'client*', 'dns', 'gateway', 'router', 'from', 'von', 'src', 'dst', 'source', 'destination', 'ping', 'connect*', 'nameserver'])

/**
 * An IPv4 address that names a host: not a version ("v1.2.3.4", "version 10.0.0.1"), not a section
 * or OID ("sec-15.9.1.3", "OID 2.5.4.3"); four one-digit numbers (1.2.3.4) only next to a host word.
 */
function isHost (text: string, start: number, end: number, value: string): boolean {
  // "v1.2.3.4", "v 1.2.3.4" (the v alone at the text's start or after white space).
  const before = text.charCodeAt(start - 1)
  if (before === 86 || before === 118) return false
  const v = text.charCodeAt(start - 2)
  if (before === 32 && (v === 86 || v === 118) && (start === 2 || /\s/.test(text[start - 3]))) return false
  if (hasContextBefore(text, start, VERSION_WORDS, 12) || hasContextBefore(text, start, NOT_A_HOST, 12)) return false
  if (/^\d\.\d\.\d\.\d(?:\/|$)/.test(value)) return hasContext(text, start, end, HOST_WORDS, 30)
  return true
}

function isHex (code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102)
}

function isIdentifierChar (code: number): boolean {
  return isWordCode(code) || code === 58 || code === 46
}

/**
 * Where IPV6 (sticky) can start for the colon at `q`, or -1: at most four hex digits before it, with
 * nothing of an identifier, ':' or '.' before them (IPV6's look-behind), so one candidate per colon
 * at most; and at least two groups, so at most four hex digits after that ':' and then another ':'.
 * The starts of successive colons ascend (each lies after the colon before).
 */
function ipv6StartAt (text: string, q: number): number {
  let next = q + 1
  while (next < text.length && next - q <= 4 && isHex(text.charCodeAt(next))) next++
  if (text.charCodeAt(next) !== 58) return -1
  let p = q
  while (p > 0 && q - p < 5 && isHex(text.charCodeAt(p - 1))) p--
  return q - p <= 4 && (p === 0 || !isIdentifierChar(text.charCodeAt(p - 1))) ? p : -1
}

/**
 * Where IPV4 (sticky) can start: a run of one to three digits (an octet) followed by a dot and a
 * digit; the look-behind rules out a digit before it, so it is the start of a digit run.
 */
function ipv4Starts (text: string, a: Anchors): IntList {
  const { runStart, runEnd, runChainDigits } = a
  // Hostile input ("1.1.1.…"): one native pass of the regex costs less than sorting the runs out.
  if (isDense(text, runStart.length)) return ALL_POSITIONS
  const starts: number[] = []
  for (let r = 0; r < runStart.length; r++) {
    if (runChainDigits[r] < 4) continue
    const end = runEnd[r]
    if (end - runStart[r] > 3 || text.charCodeAt(end) !== 46) continue
    const next = text.charCodeAt(end + 1)
    if (next >= 48 && next <= 57) starts.push(runStart[r])
  }
  return starts
}

/** The number of non-empty colon-separated groups of `value` (no split, no closure). */
function nonEmptyGroups (value: string): number {
  let groups = 0
  let length = 0
  for (let i = 0; i <= value.length; i++) {
    if (i === value.length || value.charCodeAt(i) === 58) {
      if (length > 0) groups++
      length = 0
    } else {
      length++
    }
  }
  return groups
}

/** "::1", "fe80::" count; hex words without a digit ("dead::beef", "A::B") do not. */
function isIpv6Address (value: string): boolean {
  const groups = nonEmptyGroups(value)
  return groups !== 0 && (groups !== 1 || value.includes('::')) && /\d/.test(value) && isIPv6(value)
}

/** Where the value of an IPV6 hit text[start, end) ends: before its CIDR prefix length, if any. */
function valueEnd (text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 47) return i
  return end
}

/**
 * A generator, not an array: hostile '::1 ::1 …' gives 250,000 hits per MB, and the engine copies
 * each hit into its columns as it comes, so they die young instead of all surviving into old space.
 */
function * findIps (text: string, anchors?: Anchors): Generator<Match> {
  // IPV4 starts with the first digit run of a chain of four digits or more.
  for (const m of execAt(text, IPV4, ipv4Starts(text, anchorsOf(text, anchors)))) {
    const end = m.index + m[0].length
    if (isHost(text, m.index, end, m[0])) yield new Hit(m.index, end, 0.95)
  }
  // An IPv6 address has at least two colons; most texts have none, and then the regex need not run.
  const firstColon = text.indexOf(':')
  if (firstColon === -1 || text.indexOf(':', firstColon + 1) === -1) return
  // IPV6 is tried at each colon's start as execAt would (none before the previous hit's end), with
  // test() instead of exec(): no match array per hit (hostile '::1 ::1 …' has 250,000 per MB).
  // The verdicts on the values of this text are kept, the last one at hand without a slice.
  let verdicts: Map<string, boolean> | undefined
  let lastValue = ''
  let lastValid = false
  let from = 0
  for (let q = firstColon; q !== -1; q = text.indexOf(':', q + 1)) {
    const start = ipv6StartAt(text, q)
    if (start < from) continue
    IPV6.lastIndex = start
    if (!IPV6.test(text)) continue
    const end = IPV6.lastIndex
    // The next start lies at or after the hit's end, so the colons inside it need no look.
    from = end
    q = end - 1
    const stop = valueEnd(text, start, end)
    if (stop - start !== lastValue.length || !text.startsWith(lastValue, start)) {
      lastValue = text.slice(start, stop)
      verdicts ??= new Map()
      let valid = verdicts.get(lastValue)
      if (valid === undefined) verdicts.set(lastValue, valid = isIpv6Address(lastValue))
      lastValid = valid
    }
    if (lastValid) yield new Hit(start, end, 0.95)
  }
}

const ipAddress: Detector = {
  name: 'IP_ADDRESS',
  priority: 4,
  anchors: ['digit'],
  maxSpan: 50,
  contextRadius: 30,
  description: 'IPv4 addresses in dotted-decimal form and IPv6 addresses, compressed or full (::1, fe80::), with embedded IPv4; a CIDR prefix length belongs to the address.',
  validation: 'Octets 0–255, not part of a longer dotted number, a version string, an OID or a section number (four one-digit numbers only next to a host word); IPv6 confirmed by node:net, with a digit, never glued to an identifier (std::cout).',
  example: '192.168.1.23, 2001:db8::8a2e:370:7334',
  find: findIps
}

export default ipAddress
