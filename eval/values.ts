/**
 * Value generators for the evaluation corpus. Every check digit here is computed by code written
 * independently of detectors/checksums.ts, so the corpus cross-checks the detectors instead of
 * repeating their assumptions. Deterministic: all randomness comes from the seeded Rng passed in.
 * Secret-looking values are assembled from random characters at run time; none is a literal here.
 */
import { createHash } from 'node:crypto'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/** mulberry32: small, fast, deterministic. */
export class Rng {
  private state: number
  constructor (seed: number) { this.state = seed >>> 0 }
  next (): number {
    this.state = (this.state + 0x6D2B79F5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  int (min: number, max: number): number { return min + Math.floor(this.next() * (max - min + 1)) }
  pick<T> (list: readonly T[]): T { return list[Math.floor(this.next() * list.length)] }
  chance (p: number): boolean { return this.next() < p }
  digits (n: number): string { let s = ''; for (let i = 0; i < n; i++) s += String(this.int(0, 9)); return s }
  chars (n: number, alphabet: string): string { let s = ''; for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)]; return s }
}

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const LOWER = 'abcdefghijklmnopqrstuvwxyz'
export const DIGITS = '0123456789'
export const ALNUM = UPPER + LOWER + DIGITS
export const HEX = '0123456789abcdef'
export const B64URL = ALNUM + '-_'

function pad (n: number, width: number): string { return String(n).padStart(width, '0') }

/** Inserts `sep` every `size` characters (from the left). */
export function group (value: string, sizes: readonly number[], sep = ' '): string {
  const parts: string[] = []
  let at = 0
  for (const size of sizes) { if (at < value.length) parts.push(value.slice(at, at + size)); at += size }
  if (at < value.length) parts.push(value.slice(at))
  return parts.join(sep)
}

// ---------------------------------------------------------------------------------------------
// Banking

/** Remainder mod 97 of a long decimal string, computed in chunks (independent of checksums.ts). */
function bigMod97 (numeric: string): number {
  let rest = 0
  for (let i = 0; i < numeric.length; i += 7) rest = Number(String(rest) + numeric.slice(i, i + 7)) % 97
  return rest
}

function lettersToNumbers (s: string): string {
  return s.split('').map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c)).join('')
}

export function ibanCheckDigits (country: string, bban: string): string {
  const rem = bigMod97(lettersToNumbers(bban + country + '00'))
  return pad(98 - rem, 2)
}

function frRibKey (bank: string, branch: string, account: string): string {
  // Letters in the account map to digits (A,J→1 … ) per the French RIB convention.
  const map = (s: string): string => s.replace(/[A-Z]/g, (c) => String('12345678912345678923456789'.charAt(c.charCodeAt(0) - 65)))
  const n = 89 * Number(bank) + 15 * Number(branch) + 3 * Number(map(account))
  return pad(97 - (n % 97), 2)
}

// Odd-position values of the Italian check algorithm for 0–9 then A–Z.
const IT_ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
const IT_ODD: Record<string, number> = Object.fromEntries('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c, i) => [c, IT_ODD_VALUES[i]]))
function itEven (c: string): number { return c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 65 }

/** Italian check character (CIN of an IBAN, last letter of a codice fiscale): odd/even tables, mod 26. */
export function italianCheckChar (s: string): string {
  let sum = 0
  for (let i = 0; i < s.length; i++) sum += i % 2 === 0 ? IT_ODD[s[i]] : itEven(s[i])
  return UPPER[sum % 26]
}

function esCheck (digits: string): number {
  const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
  let sum = 0
  for (let i = 0; i < 10; i++) sum += Number(digits[i]) * w[i]
  const c = 11 - (sum % 11)
  return c === 11 ? 0 : c === 10 ? 1 : c
}

export function bban (r: Rng, country: string): string {
  switch (country) {
    case 'DE': return r.pick(['10010010', '37040044', '50010517', '20050550', '70150000', '12030000', '43060967', '76026000']) + r.digits(10)
    case 'AT': return r.pick(['12000', '20111', '14000', '32000', '19043']) + r.digits(11)
    case 'CH': return r.pick(['00762', '00230', '00700', '08390', '00767']) + r.digits(12)
    case 'FR': {
      const bank = r.pick(['30004', '20041', '30002', '10278', '30003'])
      const branch = r.digits(5)
      const account = r.digits(11)
      return bank + branch + account + frRibKey(bank, branch, account)
    }
    case 'GB': return r.pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + r.digits(6) + r.digits(8)
    case 'NL': return r.pick(['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB']) + r.digits(10)
    case 'ES': {
      const bank = r.pick(['2100', '0049', '0182', '0081', '2085'])
      const branch = r.digits(4)
      const account = r.digits(10)
      const d1 = esCheck('00' + bank + branch)
      const d2 = esCheck(account)
      return bank + branch + String(d1) + String(d2) + account
    }
    case 'IT': {
      const abi = r.pick(['03069', '02008', '05034', '03062', '01030'])
      const cab = r.digits(5)
      const account = r.digits(12)
      return italianCheckChar(abi + cab + account) + abi + cab + account
    }
  }
  throw new Error('unknown IBAN country')
}

export function iban (r: Rng, country = r.pick(['DE', 'DE', 'DE', 'AT', 'CH', 'FR', 'GB', 'NL', 'ES', 'IT'])): string {
  const b = bban(r, country)
  return country + ibanCheckDigits(country, b) + b
}

/** An IBAN whose check digits are wrong (hard negative). */
export function badIban (r: Rng): string {
  const country = r.pick(['DE', 'AT', 'FR', 'NL'])
  const b = bban(r, country)
  const good = Number(ibanCheckDigits(country, b))
  let bad = good
  while (bad === good) bad = r.int(2, 98)
  return country + pad(bad, 2) + b
}

export function formatIban (r: Rng, value: string): string {
  return r.chance(0.6) ? value.replace(/(.{4})(?=.)/g, '$1 ') : value
}

/** Luhn check digit for a digit string (appended at the end). */
export function luhnCheckDigit (payload: string): number {
  let sum = 0
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i])
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9 }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

export function creditCard (r: Rng): { digits: string, brand: string } {
  const brand = r.pick(['visa', 'visa', 'mc', 'mc2', 'amex'])
  let payload: string
  if (brand === 'visa') payload = '4' + r.digits(14)
  else if (brand === 'mc') payload = String(r.int(51, 55)) + r.digits(13)
  else if (brand === 'mc2') payload = String(r.int(2221, 2720)) + r.digits(11)
  else payload = r.pick(['34', '37']) + r.digits(12)
  return { digits: payload + String(luhnCheckDigit(payload)), brand }
}

export function formatCard (r: Rng, digits: string): string {
  const style = r.int(0, 2)
  if (style === 0) return digits
  const sep = style === 1 ? ' ' : '-'
  return digits.length === 15 ? group(digits, [4, 6, 5], sep) : group(digits, [4, 4, 4, 4], sep)
}

/** Card-like 16 digits that fail Luhn. */
export function badCard (r: Rng): string {
  const payload = '4' + r.digits(14)
  const good = luhnCheckDigit(payload)
  return group(payload + String((good + r.int(1, 9)) % 10), [4, 4, 4, 4], ' ')
}

export function bic (r: Rng): string {
  const country = r.pick(['DE', 'DE', 'AT', 'CH', 'FR', 'GB', 'NL', 'IT', 'ES'])
  const bank = r.chars(4, UPPER)
  const loc = r.chars(1, UPPER) + r.chars(1, UPPER + DIGITS)
  return bank + country + loc + (r.chance(0.5) ? r.pick(['XXX', r.chars(3, UPPER + DIGITS)]) : '')
}

// ---------------------------------------------------------------------------------------------
// Contact data

export function phone (r: Rng): string {
  for (let tries = 0; tries < 200; tries++) {
    const kind = r.int(0, 11)
    let shown: string
    let e164: string
    let region: 'DE' | undefined
    if (kind <= 1) {
      const pre = r.pick(['151', '152', '157', '160', '162', '170', '171', '172', '173', '175', '176', '177', '178', '179'])
      const sub = pre.startsWith('15') ? r.digits(8) : r.digits(7)
      e164 = '+49' + pre + sub
      shown = r.pick([`+49 ${pre} ${sub}`, `0${pre} ${sub}`, `0${pre}/${sub}`, `0${pre}-${sub}`, `+49 (0)${pre} ${sub}`])
      if (shown.includes('(0)')) shown = `+49 ${pre} ${sub}`
    } else if (kind <= 3) {
      const area = r.pick(['30', '89', '40', '221', '69', '711', '211', '341'])
      const sub = String(r.int(2, 9)) + r.digits(area.length === 2 ? 7 : 6)
      e164 = '+49' + area + sub
      shown = r.pick([`0${area} ${sub}`, `+49 ${area} ${sub}`, `0${area}/${sub}`, `0049 ${area} ${sub}`, `(0${area}) ${sub}`])
    } else if (kind === 4) {
      const pre = r.pick(['664', '676', '699', '650'])
      const sub = r.digits(7)
      e164 = '+43' + pre + sub
      shown = `+43 ${pre} ${sub}`
    } else if (kind === 5) {
      const sub = String(r.int(2, 9)) + r.digits(6)
      e164 = '+431' + sub
      shown = `+43 1 ${sub}`
    } else if (kind === 6) {
      const pre = r.pick(['76', '77', '78', '79', '44', '31', '61'])
      const sub = String(r.int(2, 9)) + r.digits(6)
      e164 = '+41' + pre + sub
      shown = `+41 ${pre} ${group(sub, [3, 2, 2])}`
    } else if (kind <= 8) {
      const area = r.pick(['212', '415', '312', '617', '206', '303', '512', '646', '718', '919'])
      const ex = String(r.int(2, 9)) + r.digits(2)
      if (ex === '555') continue
      const line = r.digits(4)
      e164 = '+1' + area + ex + line
      shown = r.pick([`+1 (${area}) ${ex}-${line}`, `+1 ${area}-${ex}-${line}`, `+1 ${area} ${ex} ${line}`])
    } else if (kind <= 10) {
      if (r.chance(0.5)) {
        const sub = r.digits(6)
        const pre = '7' + r.pick(['400', '500', '700', '800', '900']).slice(0, 1) + r.digits(2)
        e164 = '+44' + pre + sub
        shown = `+44 ${pre} ${sub}`
      } else {
        const sub = String(r.int(3, 8)) + r.digits(3) + ' ' + r.digits(4)
        e164 = '+4420' + sub.replace(' ', '')
        shown = `+44 20 ${sub}`
      }
    } else {
      const mob = r.chance(0.5)
      const first = mob ? r.pick(['6', '7']) : r.pick(['1', '2', '3', '4', '5'])
      const rest = r.digits(8)
      e164 = '+33' + first + rest
      shown = `+33 ${first} ${group(rest, [2, 2, 2, 2])}`
    }
    const parsed = parsePhoneNumberFromString(e164, region)
    if (parsed?.isValid()) return shown
  }
  throw new Error('could not generate a valid phone number')
}

export function ipv4 (r: Rng): string {
  // Public-looking addresses, not in 0/8, 127/8, multicast.
  return [r.pick([31, 46, 62, 80, 85, 91, 93, 109, 134, 141, 176, 178, 185, 188, 193, 195, 203, 212, 217]), r.int(0, 255), r.int(0, 255), r.int(1, 254)].join('.')
}

export function ipv6 (r: Rng): string {
  const groups = Array.from({ length: 8 }, () => r.int(0, 0xffff).toString(16))
  groups[0] = r.pick(['2001', '2a02', '2a01', '2003', 'fe80', '2600'])
  if (r.chance(0.5)) {
    // Compress a run of zeros in the middle.
    return `${groups[0]}:${groups[1]}:${groups[2]}::${groups[6]}:${groups[7]}`
  }
  return groups.join(':')
}

export function mac (r: Rng): string {
  const bytes = Array.from({ length: 6 }, () => r.chars(2, HEX))
  const sep = r.pick([':', ':', '-'])
  const s = bytes.join(sep)
  return r.chance(0.4) ? s.toUpperCase() : s
}

// ---------------------------------------------------------------------------------------------
// German identifiers

/** ISO 7064 MOD 11,10 check digit (own implementation). */
export function mod1110 (digits: string): number {
  let p = 10
  for (const ch of digits) {
    let s = (Number(ch) + p) % 10
    if (s === 0) s = 10
    p = (2 * s) % 11
  }
  return (11 - p) % 10
}

/** Steuer-ID: 11 digits, no leading 0; among the first 10 exactly one digit occurs twice or three times. */
export function taxId (r: Rng): string {
  for (;;) {
    const pool = DIGITS.split('')
    const dupDigit = r.pick(pool)
    const times = r.chance(0.7) ? 2 : 3
    const others = pool.filter((d) => d !== dupDigit)
    // shuffle others and take 10 - times of them
    for (let i = others.length - 1; i > 0; i--) { const j = r.int(0, i); [others[i], others[j]] = [others[j], others[i]] }
    const chosen = [...others.slice(0, 10 - times), ...Array(times).fill(dupDigit)]
    for (let i = chosen.length - 1; i > 0; i--) { const j = r.int(0, i); [chosen[i], chosen[j]] = [chosen[j], chosen[i]] }
    const ten = chosen.join('')
    if (ten[0] === '0') continue
    if (times === 3 && ten.includes(dupDigit.repeat(3))) continue
    return ten + String(mod1110(ten))
  }
}

/** Cross sum of a (small) number. */
function qs (n: number): number { return n >= 10 ? Math.floor(n / 10) + (n % 10) : n }

/** Krankenversichertennummer: letter + 8 digits + check digit (letter as 01–26, weights 1,2 alternating, cross sums). */
export function kvnr (r: Rng): string {
  const letter = r.chars(1, UPPER)
  const eight = String(r.int(1, 9)) + r.digits(7)
  const nums = pad(letter.charCodeAt(0) - 64, 2) + eight
  let sum = 0
  for (let i = 0; i < 10; i++) sum += qs(Number(nums[i]) * (i % 2 === 0 ? 1 : 2))
  return letter + eight + String(sum % 10)
}

/** Rentenversicherungsnummer: area(2) DDMMYY letter serial(2) check. */
export function rvnr (r: Rng): { compact: string, spaced: string } {
  const area = r.pick(['12', '13', '15', '16', '17', '18', '19', '24', '25', '28', '29', '38', '39', '40', '42', '43', '44', '45', '46', '48', '49', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '62', '63', '64', '65', '66', '67', '68', '69', '70', '71', '72', '73', '74', '75', '76', '77', '78', '79', '80', '81', '82', '89'])
  const birth = pad(r.int(1, 28), 2) + pad(r.int(1, 12), 2) + pad(r.int(40, 99), 2)
  const letter = r.chars(1, UPPER)
  const serial = pad(r.int(0, 99), 2)
  const nums = area + birth + pad(letter.charCodeAt(0) - 64, 2) + serial
  const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
  let sum = 0
  for (let i = 0; i < 12; i++) sum += qs(Number(nums[i]) * w[i])
  const check = String(sum % 10)
  return { compact: area + birth + letter + serial + check, spaced: `${area} ${birth} ${letter} ${serial}${check}` }
}

const ID_ALPHABET = 'CFGHJKLMNPRTVWXYZ0123456789'

function icaoCheck (s: string): number {
  const w = [7, 3, 1]
  let sum = 0
  for (let i = 0; i < s.length; i++) {
    const c = s[i]
    const v = c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 55
    sum += v * w[i % 3]
  }
  return sum % 10
}

/** German ID card number (Personalausweis), 9 characters plus the ICAO check digit. */
export function personalId (r: Rng): string {
  const first = r.pick(['L', 'M', 'N', 'P', 'R', 'T', 'V', 'W', 'X', 'Y'])
  const body = first + r.chars(8, ID_ALPHABET)
  return body + String(icaoCheck(body))
}

/** German passport number: C/F/G/H/J/K + 8 characters of the ID alphabet. */
export function passport (r: Rng): string {
  return r.pick(['C', 'F', 'G', 'H', 'J', 'K']) + r.chars(8, ID_ALPHABET)
}

/** German driving licence number: authority(4) serial(5) check(1, weights 9..1 mod 11, 10 = X) copy(1). */
export function driverLicense (r: Rng): string {
  const authority = r.pick(['B072', 'J010', 'F101', 'K123', 'M045', 'H254', 'A011'])
  const serial = r.chars(5, DIGITS + 'ABCDEFGHJKLMNPRSTUVWXYZ')
  const first9 = authority + serial
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const c = first9[i]
    const v = c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 55
    sum += v * (9 - i)
  }
  const m = sum % 11
  return first9 + (m === 10 ? 'X' : String(m)) + String(r.int(1, 9))
}

const PLATE_AREAS = ['B', 'M', 'HH', 'K', 'F', 'S', 'KA', 'HD', 'MA', 'DO', 'E', 'D', 'BN', 'HB', 'L', 'DD', 'N', 'A', 'FR', 'GÖ', 'MÜ', 'OF', 'WI', 'MZ', 'AC', 'BI', 'HN', 'LB', 'ES', 'TÜ', 'RV', 'UL']

export function licensePlate (r: Rng): string {
  const area = r.pick(PLATE_AREAS)
  const letters = r.chars(r.int(1, 2), 'ABCDEFGHJKLMNPRSTUVWXYZ')
  const num = String(r.int(1, 9999))
  const suffix = r.chance(0.08) ? 'E' : ''
  const sep = r.pick(['-', '-', ' '])
  return `${area}${sep}${letters} ${num}${suffix}`
}

/** USt-IdNr.: DE + 8 digits + MOD 11,10 check; AT/FR/NL/IT/BE with their own checks. */
export function vatId (r: Rng): string {
  const country = r.pick(['DE', 'DE', 'DE', 'AT', 'FR', 'NL', 'IT', 'BE'])
  if (country === 'DE') {
    const eight = String(r.int(1, 9)) + r.digits(7)
    return 'DE' + eight + String(mod1110(eight))
  }
  if (country === 'AT') {
    const seven = r.digits(7)
    let sum = 0
    for (let i = 0; i < 7; i++) {
      const d = Number(seven[i])
      sum += i % 2 === 0 ? d : qs(d * 2)
    }
    return 'ATU' + seven + String((96 - sum) % 10 < 0 ? ((96 - sum) % 10 + 10) % 10 : (96 - sum) % 10)
  }
  if (country === 'FR') {
    const eight = String(r.int(1, 9)) + r.digits(7)
    const siren = eight + String(luhnCheckDigit(eight))
    const key = (12 + 3 * (Number(siren) % 97)) % 97
    return 'FR' + pad(key, 2) + siren
  }
  if (country === 'NL') {
    for (;;) {
      const eight = String(r.int(1, 9)) + r.digits(7)
      let sum = 0
      for (let i = 0; i < 8; i++) sum += Number(eight[i]) * (9 - i)
      const c = sum % 11
      if (c === 10) continue
      return 'NL' + eight + String(c) + 'B' + pad(r.int(1, 19), 2)
    }
  }
  if (country === 'IT') {
    const ten = String(r.int(0, 9)) + r.digits(6) + r.pick(['001', '015', '058', '096', '036'])
    return 'IT' + ten + String(luhnCheckDigit(ten))
  }
  const eight = String(r.int(2, 9)) + r.digits(7)
  return 'BE0' + eight.slice(0, 7) + pad(97 - (Number('0' + eight.slice(0, 7)) % 97), 2)
}

// ---------------------------------------------------------------------------------------------
// Other national identifiers

export function usSsn (r: Rng): string {
  let area = r.int(1, 899)
  if (area === 666) area = 667
  return `${pad(area, 3)}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}`
}

export function usItin (r: Rng): string {
  const g = r.pick([...Array.from({ length: 16 }, (_, i) => 50 + i), ...Array.from({ length: 19 }, (_, i) => 70 + i), 90, 91, 92, 94, 95, 96, 97, 98, 99])
  return `9${r.digits(2)}-${g}-${r.digits(4)}`
}

export function ukNino (r: Rng): string {
  const first = 'ABCEGHJKLMNOPRSTWXYZ'
  const second = 'ABCEGHJKLMNPRSTWXYZ'
  let prefix: string
  do { prefix = r.chars(1, first) + r.chars(1, second) } while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(prefix))
  const six = r.digits(6)
  const suffix = r.chars(1, 'ABCD')
  return r.chance(0.5) ? `${prefix} ${six.slice(0, 2)} ${six.slice(2, 4)} ${six.slice(4)} ${suffix}` : prefix + six + suffix
}

export function ukNhs (r: Rng): string {
  for (;;) {
    const nine = String(r.int(4, 6)) + r.digits(8)
    let sum = 0
    for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i)
    let c = 11 - (sum % 11)
    if (c === 11) c = 0
    if (c === 10) continue
    const all = nine + String(c)
    return r.chance(0.7) ? group(all, [3, 3, 4]) : all
  }
}

export function frNir (r: Rng): string {
  const sex = String(r.int(1, 2))
  const yy = pad(r.int(40, 99), 2)
  const mm = pad(r.int(1, 12), 2)
  const dept = pad(r.pick([1, 6, 13, 31, 33, 35, 44, 59, 67, 69, 75, 78, 92, 93, 94]), 2)
  const commune = pad(r.int(1, 990), 3)
  const order = pad(r.int(1, 999), 3)
  const thirteen = sex + yy + mm + dept + commune + order
  const key = pad(97 - bigMod97(thirteen), 2)
  return r.chance(0.6) ? `${sex} ${yy} ${mm} ${dept} ${commune} ${order} ${key}` : thirteen + key
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'

export function esDni (r: Rng): string {
  if (r.chance(0.25)) {
    const prefix = r.pick(['X', 'Y', 'Z'])
    const seven = r.digits(7)
    const n = Number(String('XYZ'.indexOf(prefix)) + seven)
    return prefix + seven + DNI_LETTERS[n % 23]
  }
  const eight = pad(r.int(1000000, 99999999), 8)
  const letter = DNI_LETTERS[Number(eight) % 23]
  return r.chance(0.2) ? `${eight}-${letter}` : eight + letter
}

const IT_MONTHS = 'ABCDEHLMPRST'

function consonants (s: string): string { return s.toUpperCase().replace(/[^A-Z]/g, '').replace(/[AEIOU]/g, '') }
function vowels (s: string): string { return s.toUpperCase().replace(/[^AEIOU]/g, '') }

export function itFiscalCode (r: Rng): string {
  const surname = r.pick(['Rossi', 'Bianchi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano'])
  const first = r.pick(['Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo', 'Sara', 'Lorenzo', 'Elena', 'Davide', 'Martina'])
  const female = /a$/.test(first)
  const sc = (consonants(surname) + vowels(surname) + 'XXX').slice(0, 3)
  const fcons = consonants(first)
  const fc = fcons.length >= 4 ? fcons[0] + fcons[2] + fcons[3] : (fcons + vowels(first) + 'XXX').slice(0, 3)
  const yy = pad(r.int(40, 99), 2)
  const month = IT_MONTHS[r.int(0, 11)]
  const day = pad(r.int(1, 28) + (female ? 40 : 0), 2)
  const place = r.pick(['H501', 'F205', 'F839', 'L219', 'G273', 'A944', 'D612', 'L736'])
  const fifteen = sc + fc + yy + month + day + place
  return fifteen + italianCheckChar(fifteen)
}

export function nlBsn (r: Rng): string {
  for (;;) {
    const eight = String(r.int(1, 6)) + r.digits(7)
    let sum = 0
    for (let i = 0; i < 8; i++) sum += Number(eight[i]) * (9 - i)
    const c = sum % 11
    if (c === 10) continue
    return eight + String(c)
  }
}

export function plPesel (r: Rng): string {
  const year = r.int(1945, 2010)
  const mm = r.int(1, 12) + (year >= 2000 ? 20 : 0)
  const ten = pad(year % 100, 2) + pad(mm, 2) + pad(r.int(1, 28), 2) + r.digits(4)
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
  let sum = 0
  for (let i = 0; i < 10; i++) sum += Number(ten[i]) * w[i]
  return ten + String((10 - (sum % 10)) % 10)
}

export function atSsn (r: Rng): string {
  for (;;) {
    const serial = String(r.int(1, 9)) + r.digits(2)
    const birth = pad(r.int(1, 28), 2) + pad(r.int(1, 12), 2) + pad(r.int(40, 99), 2)
    const d = serial + '0' + birth
    const w = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]
    let sum = 0
    for (let i = 0; i < 10; i++) sum += Number(d[i]) * w[i]
    const c = sum % 11
    if (c === 10) continue
    return r.chance(0.7) ? `${serial}${c} ${birth}` : `${serial}${c}${birth}`
  }
}

export function chSsn (r: Rng): string {
  const twelve = '756' + r.digits(9)
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3)
  const all = twelve + String((10 - (sum % 10)) % 10)
  return r.chance(0.85) ? `${all.slice(0, 3)}.${all.slice(3, 7)}.${all.slice(7, 11)}.${all.slice(11)}` : all
}

// Verhoeff tables, written out here independently.
const VD = [
  '0123456789', '1234067895', '2340178956', '3401289567', '4012395678',
  '5987604321', '6598710432', '7659821043', '8765932104', '9876543210'
].map((row) => row.split('').map(Number))
const VP = [
  '0123456789', '1576283094', '5803796142', '8916043527', '9453126870', '4286573901', '2793806415', '7046913258'
].map((row) => row.split('').map(Number))
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]

export function verhoeffCheckDigit (payload: string): number {
  let c = 0
  const rev = payload.split('').reverse()
  for (let i = 0; i < rev.length; i++) c = VD[c][VP[(i + 1) % 8][Number(rev[i])]]
  return VINV[c]
}

export function aadhaar (r: Rng): string {
  const eleven = String(r.int(2, 9)) + r.digits(10)
  const all = eleven + String(verhoeffCheckDigit(eleven))
  return r.chance(0.8) ? group(all, [4, 4, 4]) : all
}

export function inPan (r: Rng, surnameInitial = r.chars(1, UPPER)): string {
  return r.chars(3, UPPER) + r.pick(['P', 'P', 'P', 'C', 'H', 'F']) + surnameInitial + r.digits(4) + r.chars(1, UPPER)
}

export function sgNric (r: Rng): string {
  const prefix = r.pick(['S', 'T', 'F', 'G'])
  const seven = r.digits(7)
  const w = [2, 7, 6, 5, 4, 3, 2]
  let sum = 0
  for (let i = 0; i < 7; i++) sum += Number(seven[i]) * w[i]
  if (prefix === 'T' || prefix === 'G') sum += 4
  const idx = sum % 11
  const letter = prefix === 'S' || prefix === 'T' ? 'JZIHGFEDCBA'[idx] : 'XWUTRQPNMLK'[idx]
  return prefix + seven + letter
}

export function auTfn (r: Rng): string {
  const w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
  for (;;) {
    const eight = String(r.int(1, 9)) + r.digits(7)
    let sum = 0
    for (let i = 0; i < 8; i++) sum += Number(eight[i]) * w[i]
    // need (sum + 10*c) % 11 === 0  → 10c ≡ -sum (mod 11) → c ≡ sum (mod 11) since 10 ≡ -1
    const c = sum % 11
    if (c === 10) continue
    const all = eight + String(c)
    return r.chance(0.7) ? group(all, [3, 3, 3]) : all
  }
}

export function caSin (r: Rng): string {
  const eight = String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(7)
  const all = eight + String(luhnCheckDigit(eight))
  return r.chance(0.8) ? group(all, [3, 3, 3], r.pick([' ', '-'])) : all
}

// ---------------------------------------------------------------------------------------------
// Crypto wallets

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function base58 (bytes: Buffer): string {
  let n = BigInt('0x' + (bytes.toString('hex') || '0'))
  let s = ''
  while (n > 0n) { s = B58[Number(n % 58n)] + s; n /= 58n }
  for (const b of bytes) { if (b === 0) s = '1' + s; else break }
  return s
}

function sha256 (b: Buffer): Buffer { return createHash('sha256').update(b).digest() }

export function btcAddress (r: Rng): string {
  if (r.chance(0.3)) return btcBech32(r)
  const version = r.chance(0.7) ? 0x00 : 0x05
  const payload = Buffer.from([version, ...Array.from({ length: 20 }, () => r.int(0, 255))])
  const check = sha256(sha256(payload)).subarray(0, 4)
  return base58(Buffer.concat([payload, check]))
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

function bech32Polymod (values: number[]): number {
  const gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
  let chk = 1
  for (const v of values) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ v
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= gen[i]
  }
  return chk >>> 0
}

/** Native SegWit v0 (P2WPKH) address, BIP-173 bech32 checksum. */
export function btcBech32 (r: Rng): string {
  const program = Array.from({ length: 20 }, () => r.int(0, 255))
  const data = [0]
  let acc = 0
  let bits = 0
  for (const b of program) {
    acc = (acc << 8) | b
    bits += 8
    while (bits >= 5) { bits -= 5; data.push((acc >>> bits) & 31) }
    acc &= 0xff
  }
  if (bits > 0) data.push((acc << (5 - bits)) & 31)
  const hrp = 'bc'
  const expanded = [...hrp].map((c) => c.charCodeAt(0) >> 5).concat([0], [...hrp].map((c) => c.charCodeAt(0) & 31))
  const mod = bech32Polymod([...expanded, ...data, 0, 0, 0, 0, 0, 0]) ^ 1
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31)
  return hrp + '1' + [...data, ...checksum].map((v) => BECH32[v]).join('')
}

export function ethAddress (r: Rng): string {
  return '0x' + r.chars(40, HEX)
}

// ---------------------------------------------------------------------------------------------
// Secrets (assembled at run time from random characters)

const UPPER_B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function b64url (s: string): string { return Buffer.from(s).toString('base64url') }

export function secret (r: Rng, kind: string): string {
  switch (kind) {
    case 'aws': return ['AK', 'IA'].join('') + r.chars(16, UPPER_B32)
    case 'github': return ['gh', 'p_'].join('') + r.chars(36, ALNUM)
    case 'stripe': return ['sk', 'live', ''].join('_') + r.chars(r.pick([24, 32, 99]), ALNUM)
    case 'slack': return ['xo', 'xb'].join('') + '-' + r.digits(11) + '-' + r.digits(12) + '-' + r.chars(24, ALNUM)
    case 'openai': return ['sk', 'proj'].join('-') + '-' + r.chars(58, B64URL) + ['T3Blbk', 'FJ'].join('') + r.chars(58, B64URL)
    case 'anthropic': return ['sk', 'ant', 'api03'].join('-') + '-' + r.chars(93, B64URL) + 'AA'
    case 'jwt': {
      const header = b64url(JSON.stringify({ alg: r.pick(['HS256', 'RS256']), typ: 'JWT' }))
      const payload = b64url(JSON.stringify({ sub: r.digits(10), iat: 1700000000 + r.int(0, 9999999), scope: r.pick(['read', 'admin', 'api']) }))
      return `${header}.${payload}.${r.chars(43, B64URL)}`
    }
    case 'password': return r.chars(r.int(3, 5), UPPER + LOWER) + r.chars(1, '!$%&*+?') + r.chars(r.int(4, 8), ALNUM) + r.chars(1, '!$%&*+?') + r.chars(2, DIGITS)
    case 'urlpassword': return r.chars(r.int(3, 5), UPPER + LOWER) + r.chars(1, '!*-_.~') + r.chars(r.int(4, 8), ALNUM) + r.chars(1, '!*-_.~') + r.chars(2, DIGITS)
    case 'token': return r.chars(r.int(24, 40), ALNUM)
  }
  throw new Error('unknown secret kind')
}

// ---------------------------------------------------------------------------------------------
// Dates

export function birthDate (r: Rng, lang: string): string {
  const y = r.int(1940, 2005)
  const m = r.int(1, 12)
  const d = r.int(1, 28)
  const monthsDe = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
  const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  const style = r.int(0, 3)
  if (style === 0) return `${pad(d, 2)}.${pad(m, 2)}.${y}`
  if (style === 1) return `${y}-${pad(m, 2)}-${pad(d, 2)}`
  if (style === 2) return lang === 'de' ? `${d}. ${monthsDe[m - 1]} ${y}` : `${d} ${monthsEn[m - 1]} ${y}`
  return lang === 'de' ? `${d}.${m}.${y}` : `${pad(m, 2)}/${pad(d, 2)}/${y}`
}
