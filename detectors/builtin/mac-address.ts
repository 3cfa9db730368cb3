import type { Detector, Match } from '../types.ts'
import { contextWords, hasContext } from '../context.ts'
import { ALL_POSITIONS, execAt, isDense, type IntList } from '../anchors.ts'

const H = '[0-9A-Fa-f]'
// Six hex pairs with ':' or '-' (the same separator throughout), not part of a longer hex/colon run;
// or after "01:", the hardware type of a DHCP client id (dnsmasq leases: "01:d8:3a:dd:41:7c:09").
const PAIRS = new RegExp(`(?:(?<![0-9A-Za-z:-])|(?<=(?<![0-9A-Za-z:-])01:))${H}{2}([:-])${H}{2}(?:\\1${H}{2}){4}(?![0-9A-Za-z]|[:-]${H})`, 'y')
// Cisco notation 0011.2233.4455, not part of a longer dotted run.
const CISCO = new RegExp(`(?<![0-9A-Za-z.])${H}{4}\\.${H}{4}\\.${H}{4}(?![0-9A-Za-z]|\\.${H})`, 'y')
const CONTEXT = contextWords(['mac', 'mac address', 'mac-adresse', 'hwaddr', 'ether', 'ethernet', 'wlan', 'wifi', 'bssid', 'hardware address', 'physical address', 'physische adresse'])

function isNullOrBroadcast (value: string): boolean {
  const hex = value.replace(/[^0-9A-Fa-f]/g, '').toLowerCase()
  return hex === '000000000000' || hex === 'ffffffffffff'
}

/**
 * Separators seen so far that make the rest of the search cheaper as one native pass of the regex:
 * at least DENSE_SEPARATORS of them, one per 8 characters or more (hostile "1-1-1 …", "1.1.1 …"
 * have half a million, and each costs an indexOf call).
 */
const DENSE_SEPARATORS = 4096

function separatorsDense (seen: number, at: number): boolean {
  return seen > DENSE_SEPARATORS && seen * 8 > at
}

/** PAIRS starts two characters before a ':' or '-' that recurs three characters later. */
function pairStarts (text: string): IntList {
  const starts: number[] = []
  let colon = text.indexOf(':')
  let dash = text.indexOf('-')
  let seen = 0
  while (colon !== -1 || dash !== -1) {
    let q: number
    if (dash === -1 || (colon !== -1 && colon < dash)) {
      q = colon
      colon = text.indexOf(':', q + 1)
    } else {
      q = dash
      dash = text.indexOf('-', q + 1)
    }
    if (separatorsDense(++seen, q)) return ALL_POSITIONS
    if (q >= 2 && text.charCodeAt(q + 3) === text.charCodeAt(q)) {
      starts.push(q - 2)
      // Hostile input ("- - - …"): one native pass of the regex is cheaper than the list.
      if (isDense(text, starts.length)) return ALL_POSITIONS
    }
  }
  return starts
}

/** CISCO starts four characters before a '.' that recurs five characters later. */
function ciscoStarts (text: string): IntList {
  const starts: number[] = []
  let seen = 0
  for (let q = text.indexOf('.'); q !== -1; q = text.indexOf('.', q + 1)) {
    if (separatorsDense(++seen, q)) return ALL_POSITIONS
    if (q >= 4 && text.charCodeAt(q + 5) === 46) {
      starts.push(q - 4)
      if (isDense(text, starts.length)) return ALL_POSITIONS
    }
  }
  return starts
}

/** An array, not a generator: most texts hold no candidate, and resuming a generator costs more than the search. */
function findMacs (text: string): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, PAIRS, pairStarts(text))) {
    if (isNullOrBroadcast(m[0])) continue
    const start = m.index
    const end = start + m[0].length
    found.push({ start, end, confidence: hasContext(text, start, end, CONTEXT) ? 1 : 0.9, ruleId: 'mac-colon' })
  }
  for (const m of execAt(text, CISCO, ciscoStarts(text))) {
    if (isNullOrBroadcast(m[0])) continue
    const start = m.index
    const end = start + m[0].length
    const context = hasContext(text, start, end, CONTEXT)
    // "2024.0101.1234" is a build or reference number; digits-only dotted triples need a label.
    if (!context && !/[A-Fa-f]/.test(m[0])) continue
    found.push({ start, end, confidence: context ? 0.95 : 0.8, ruleId: 'mac-cisco' })
  }
  return found
}

const macAddress: Detector = {
  name: 'MAC_ADDRESS',
  priority: 3,
  description: 'Ethernet/Wi-Fi MAC addresses: 00:1A:2B:3C:4D:5E, 00-1A-2B-3C-4D-5E or Cisco 001a.2b3c.4d5e.',
  validation: 'Six hex pairs with one consistent separator or three dotted quads; all-zero and broadcast addresses and digit-only dotted triples without context rejected.',
  example: '00:1A:2B:3C:4D:5E',
  find: findMacs
}

export default macAddress
