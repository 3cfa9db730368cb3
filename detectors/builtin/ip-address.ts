import { isIPv6 } from 'node:net'
import type { Detector, Match } from '../types.ts'
import { contextWords, execAll, hasContextBefore } from '../context.ts'

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
// Not part of a longer dotted number (versions such as 1.2.3.4.5, OIDs).
const IPV4 = new RegExp(`(?<![\\d.])${OCTET}(?:\\.${OCTET}){3}(?!\\.?\\d)`, 'g')
// Hex groups with colons; bounded, then confirmed by node:net.
// The embedded-IPv4 tail is tried first, so that ::ffff:192.0.2.128 is not cut after "192".
const IPV6 = /(?<![0-9A-Fa-f:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{1,4})?(?![0-9A-Fa-f:]|\.\d)/g
const VERSION_WORDS = contextWords(['version*', 'ver', 'release*', 'build*'])

function * findIps (text: string): Generator<Match> {
  for (const m of execAll(text, IPV4)) {
    // "v1.2.3.4" or "version 10.0.0.1" is a version string, not an address.
    if (/[vV]/.test(text[m.index - 1] ?? '') || /(?:^|\s)[vV] $/.test(text.slice(Math.max(0, m.index - 3), m.index)) || hasContextBefore(text, m.index, VERSION_WORDS, 12)) continue
    yield { start: m.index, end: m.index + m[0].length, confidence: 0.95 }
  }
  // An IPv6 address has at least two colons; most texts have none, and then the regex need not run.
  const firstColon = text.indexOf(':')
  if (firstColon === -1 || text.indexOf(':', firstColon + 1) === -1) return
  for (const m of execAll(text, IPV6)) {
    const value = m[0]
    const groups = value.split(':').filter((g) => g !== '').length
    if (groups < 2 || !isIPv6(value)) continue
    yield { start: m.index, end: m.index + value.length, confidence: 0.95 }
  }
}

const ipAddress: Detector = {
  name: 'IP_ADDRESS',
  priority: 4,
  description: 'IPv4 addresses in dotted-decimal form and IPv6 addresses, compressed or full, with embedded IPv4.',
  validation: 'Octets 0–255, not part of a longer dotted number or a version string; IPv6 confirmed by node:net.',
  example: '192.168.1.23, 2001:db8::8a2e:370:7334',
  find: findIps
}

export default ipAddress
