// Value generators and check-digit algorithms for the held-out corpus.
// Written from the public standards only; no project code is imported.
import crypto from 'node:crypto'

// ---------------------------------------------------------------- randomness
// Seeded PRNG for everything except secrets (secrets use crypto.randomBytes).
function mulberry32 (seed) {
  return function () {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
let R = mulberry32(0x5eed2024)
export const reseed = (s) => { R = mulberry32(s) }
export const rnd = () => R()
export const int = (a, b) => a + Math.floor(R() * (b - a + 1))
export const pick = (a) => a[Math.floor(R() * a.length)]
export const chance = (p) => R() < p
export const shuffle = (a) => { const b = a.slice(); for (let i = b.length - 1; i > 0; i--) { const j = Math.floor(R() * (i + 1)); [b[i], b[j]] = [b[j], b[i]] } return b }
export const digits = (n) => Array.from({ length: n }, () => int(0, 9)).join('')
export const nzdigits = (n) => String(int(1, 9)) + digits(n - 1)
const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const upper = (n) => Array.from({ length: n }, () => pick(UP)).join('')
export const lower = (n) => upper(n).toLowerCase()
export const hexr = (n) => Array.from({ length: n }, () => '0123456789abcdef'[int(0, 15)]).join('')
export const pad = (n, w = 2) => String(n).padStart(w, '0')

// cryptographically random (secrets only)
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export function srand (n, alphabet = ALNUM) {
  const b = crypto.randomBytes(n * 2); let s = ''
  for (let i = 0; i < n; i++) s += alphabet[((b[2 * i] << 8) | b[2 * i + 1]) % alphabet.length]
  return s
}
export const shex = (n) => crypto.randomBytes(Math.ceil(n / 2)).toString('hex').slice(0, n)
export const sb64url = (nbytes) => crypto.randomBytes(nbytes).toString('base64url')
export const sb64 = (nbytes) => crypto.randomBytes(nbytes).toString('base64')

// ---------------------------------------------------------------- check digits
export function luhnSum (s) { let sum = 0; let dbl = false; for (let i = s.length - 1; i >= 0; i--) { let d = +s[i]; if (dbl) { d *= 2; if (d > 9) d -= 9 } sum += d; dbl = !dbl } return sum }
export const luhnValid = (s) => luhnSum(s) % 10 === 0
export function luhnComplete (p) { for (let d = 0; d < 10; d++) if (luhnValid(p + d)) return p + d; throw new Error('luhn') }
export function mod97str (str) { let r = 0; for (const ch of str) r = (r * 10 + +ch) % 97; return r }
const alnumNum = (s) => s.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
export function mod1110 (digs) { let product = 10; for (const ch of digs) { let sum = (+ch + product) % 10; if (sum === 0) sum = 10; product = (sum * 2) % 11 } const c = 11 - product; return c === 10 ? 0 : c }
const icaoVal = (c) => (c === '<' ? 0 : /\d/.test(c) ? +c : c.charCodeAt(0) - 55)
export function icao (s) { const w = [7, 3, 1]; let sum = 0; [...s].forEach((c, i) => { sum += icaoVal(c) * w[i % 3] }); return String(sum % 10) }
const VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
const VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
export function verhoeffCheck (num) { let c = 0; const ds = [...num].reverse().map(Number); ds.forEach((d, i) => { c = VD[c][VP[(i + 1) % 8][d]] }); return String(VINV[c]) }
export function verhoeffValid (num) { let c = 0; [...num].reverse().map(Number).forEach((d, i) => { c = VD[c][VP[i % 8][d]] }); return c === 0 }
// Italian odd/even tables (codice fiscale and IBAN CIN)
const CF_ODD = { 0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23 }
const cfEven = (c) => (/\d/.test(c) ? +c : c.charCodeAt(0) - 65)
export function itCheckChar (s) { let sum = 0; [...s].forEach((c, i) => { sum += i % 2 === 0 ? CF_ODD[c] : cfEven(c) }); return UP[sum % 26] }

// ---------------------------------------------------------------- IBAN
export function ibanFromBban (cc, bban) { const n = alnumNum(bban + cc + '00'); return cc + pad(98 - mod97str(n)) + bban }
export const ibanValid = (iban) => { const s = iban.replace(/[\s-]/g, '').toUpperCase(); return mod97str(alnumNum(s.slice(4) + s.slice(0, 4))) === 1 }
const esDc = (s) => { const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; let sum = 0; for (let i = 0; i < 10; i++) sum += +s[i] * w[i]; let r = 11 - (sum % 11); if (r === 11) r = 0; if (r === 10) r = 1; return String(r) }
function elfproef10 () { for (;;) { const d = digits(9); let s = 0; for (let i = 0; i < 9; i++) s += +d[i] * (10 - i); const c = (11 - (s % 11)) % 11; if (c < 10 && d[0] !== '0') return d + c } }
function noBban () { for (;;) { const d = pick(['1503', '1506', '9710', '1254', '3000', '6011']) + digits(6); const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 10; i++) s += +d[i] * w[i]; let c = 11 - (s % 11); if (c === 11) c = 0; if (c !== 10) return d + c } }
const BBAN = {
  DE: () => pick(['10010010', '37040044', '50010517', '70150000', '12030000', '43060967', '20041133', '10020890', '50070010', '60050101', '76050101', '25050180', '30050110', '86055592']),
  AT: () => pick(['20111', '12000', '14000', '32000', '20815', '38000', '19043']) + digits(11),
  CH: () => pick(['00762', '09000', '00700', '00235', '00767', '08390']) + digits(12),
  GB: () => pick(['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL', 'MONZ', 'SRLG']) + digits(6) + digits(8),
  IE: () => pick(['AIBK', 'BOFI', 'IPBS']) + digits(6) + digits(8),
  FR: () => { const b = pick(['30004', '30003', '20041', '10278', '30002', '11306', '18206']); const g = digits(5); const c = digits(11); const k = 97 - ((89 * +b + 15 * +g + 3 * +c) % 97); return b + g + c + pad(k) },
  ES: () => { const b = pick(['2100', '0049', '0182', '0081', '2085', '0128', '1465']); const br = digits(4); const a = digits(10); return b + br + esDc('00' + b + br) + esDc(a) + a },
  IT: () => { const abi = pick(['03069', '02008', '05034', '01030', '03062', '05387']); const cab = digits(5); const c = digits(12); return itCheckChar(abi + cab + c) + abi + cab + c },
  NL: () => pick(['ABNA', 'INGB', 'RABO', 'SNSB', 'TRIO', 'ASNB', 'KNAB', 'BUNQ']) + elfproef10(),
  BE: () => { const d = pick(['001', '068', '310', '363', '734', '096']) + digits(7); let c = +d % 97; if (c === 0) c = 97; return d + pad(c) },
  LU: () => pick(['001', '019', '030', '141']) + digits(13),
  SE: () => pick(['500', '800', '600', '300', '957']) + digits(17),
  NO: () => noBban(),
  DK: () => pick(['3000', '5301', '2000', '1551', '6471']) + digits(10),
  FI: () => luhnComplete(pick(['1', '5', '8', '4']) + digits(12)),
  PL: () => { for (;;) { const s = pick(['102', '114', '105', '124', '116', '109']) + digits(4); const w = [3, 9, 7, 1, 3, 9, 7]; let sum = 0; for (let i = 0; i < 7; i++) sum += +s[i] * w[i]; return s + ((10 - (sum % 10)) % 10) + digits(16) } },
  PT: () => { const b = pick(['0035', '0033', '0007', '0010', '0036']) + digits(4) + digits(11); return b + pad(98 - mod97str(b + '00')) },
}
const deAcct = () => pick(['00', '0', '0', '', '000'])
export function ibanCompact (cc) {
  let bban
  if (cc === 'DE') { const blz = BBAN.DE(); const lead = deAcct(); bban = blz + lead + nzdigits(10 - lead.length) } else bban = BBAN[cc]()
  return ibanFromBban(cc, bban)
}
export const group4 = (s, sep = ' ') => s.replace(/(.{4})(?=.)/g, `$1${sep}`)
export function iban (cc, fmt) {
  const s = ibanCompact(cc)
  fmt = fmt || pick(['compact', 'group', 'group', 'group', 'dash'])
  if (fmt === 'compact') return s
  if (fmt === 'dash') return group4(s, '-')
  if (fmt === 'lower') return group4(s).toLowerCase()
  return group4(s)
}
export const IBAN_LEN = { DE: 22, AT: 20, CH: 21, GB: 22, IE: 22, FR: 27, ES: 24, IT: 27, NL: 18, BE: 16, LU: 20, SE: 24, NO: 15, DK: 18, FI: 18, PL: 28, PT: 25 }
export function badIban (cc = 'DE') { const s = ibanCompact(cc); const wrong = pad((+s.slice(2, 4) + int(1, 50)) % 97 + 2); const t = s.slice(0, 2) + wrong + s.slice(4); return ibanValid(t) ? badIban(cc) : group4(t) }

// ---------------------------------------------------------------- cards
export function cardNumber (issuer) {
  const specs = {
    visa: () => ['4' + digits(int(0, 9) < 9 ? 14 : 17), 0],
    visa13: () => ['4' + digits(11), 0],
    mc: () => [pick(['51', '52', '53', '54', '55']) + digits(13), 0],
    mc2: () => [String(int(2221, 2720)) + digits(11), 0],
    amex: () => [pick(['34', '37']) + digits(12), 0],
    discover: () => [pick(['6011', '65' + digits(2), String(int(644, 649)) + digits(1)]) + '', 16],
    jcb: () => [String(int(3528, 3589)) + digits(11), 0],
    diners: () => [pick(['36' + digits(1), '38' + digits(1), '30' + int(0, 5)]) + '', 14],
    unionpay: () => ['62' + String(int(1, 9)) + digits(2), pick([16, 19])],
    maestro: () => [pick(['6759', '5018', '5020', '6304', '6761']), pick([16, 19, 18])],
  }
  let [p, len] = specs[issuer]()
  if (len) p = p + digits(len - 1 - p.length) // pad to len-1
  return luhnComplete(p)
}
export function fmtCard (n, style) {
  style = style || pick(['space', 'space', 'space', 'dash', 'compact'])
  if (style === 'compact') return n
  const sep = style === 'dash' ? '-' : ' '
  let groups
  if (n.length === 15) groups = [4, 6, 5]
  else if (n.length === 14) groups = [4, 6, 4]
  else if (n.length === 13) groups = [4, 4, 5]
  else if (n.length === 19) groups = [4, 4, 4, 4, 3]
  else if (n.length === 18) groups = [4, 4, 4, 4, 2]
  else groups = [4, 4, 4, 4]
  const out = []; let i = 0; for (const g of groups) { out.push(n.slice(i, i + g)); i += g }
  return out.join(sep)
}
export const card = (issuer, style) => fmtCard(cardNumber(issuer || pick(['visa', 'visa', 'visa', 'mc', 'mc', 'mc2', 'amex', 'amex', 'discover', 'jcb', 'diners', 'unionpay', 'maestro'])), style)
export function badCard () { for (;;) { const n = '4' + digits(15); if (!luhnValid(n)) return fmtCard(n, 'space') } }

// ---------------------------------------------------------------- national ids
export function usSsn (style = 'dash') {
  let a; do { a = int(1, 899) } while (a === 666 || a === 78 || a === 219)
  const s = [pad(a, 3), pad(int(1, 99)), pad(int(1, 9999), 4)]
  return style === 'space' ? s.join(' ') : style === 'bare' ? s.join('') : s.join('-')
}
export function usItin (style = 'dash') { const g = pick([...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)]); const s = ['9' + digits(2), pad(g), pad(int(1, 9999), 4)]; return style === 'bare' ? s.join('') : style === 'space' ? s.join(' ') : s.join('-') }
export function range (a, b) { const r = []; for (let i = a; i <= b; i++) r.push(i); return r }
export function ukNino (style = 'space') {
  const L1 = 'ABCEGHJKLMNOPRSTWXYZ'; const L2 = 'ABCEGHJKLMNPRSTWXYZ'
  let p; do { p = pick([...L1]) + pick([...L2]) } while (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(p))
  const d = digits(6); const s = pick(['A', 'B', 'C', 'D'])
  if (style === 'compact') return p + d + s
  if (style === 'lower') return (p + ' ' + d.match(/../g).join(' ') + ' ' + s).toLowerCase()
  return p + ' ' + d.match(/../g).join(' ') + ' ' + s
}
export function ukNhs (style = 'space') {
  for (;;) {
    const d = String(int(4, 7)) + digits(8); let s = 0; for (let i = 0; i < 9; i++) s += +d[i] * (10 - i); let c = 11 - (s % 11); if (c === 11) c = 0; if (c === 10) continue; const n = d + c
    if (style === 'compact') return n; const sep = style === 'dash' ? '-' : ' '; return n.slice(0, 3) + sep + n.slice(3, 6) + sep + n.slice(6)
  }
}
export function caSin (style = 'dash') { const n = luhnComplete(pick(['1', '2', '3', '4', '5', '6', '7', '9']) + digits(7)); if (style === 'compact') return n; const sep = style === 'space' ? ' ' : '-'; return n.slice(0, 3) + sep + n.slice(3, 6) + sep + n.slice(6) }
export function auTfn (style = 'space') {
  for (;;) {
    const d = nzdigits(8); const w = [1, 4, 3, 7, 5, 8, 6, 9]; let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * w[i]; const c = s % 11; if (c === 10) continue; const n = d + c
    let t = 0; const w9 = [1, 4, 3, 7, 5, 8, 6, 9, 10]; for (let i = 0; i < 9; i++) t += +n[i] * w9[i]; if (t % 11) throw new Error('tfn')
    return style === 'compact' ? n : n.slice(0, 3) + ' ' + n.slice(3, 6) + ' ' + n.slice(6)
  }
}
export function atSsn (dob, style = 'space') {
  const dd = pad(dob.getUTCDate()) + pad(dob.getUTCMonth() + 1) + pad(dob.getUTCFullYear() % 100)
  for (;;) { const ser = nzdigits(3); const w = [3, 7, 9, 5, 8, 4, 2, 1, 6]; const ds = ser + dd; let s = 0; for (let i = 0; i < 9; i++) s += +ds[i] * w[i]; const c = s % 11; if (c === 10) continue; return style === 'compact' ? ser + c + dd : ser + c + ' ' + dd }
}
export function chAhv (style = 'dot') { const b = '756' + digits(9); let s = 0; for (let i = 0; i < 12; i++) s += +b[i] * (i % 2 ? 3 : 1); const n = b + ((10 - (s % 10)) % 10); return style === 'compact' ? n : `${n.slice(0, 3)}.${n.slice(3, 7)}.${n.slice(7, 11)}.${n.slice(11)}` }
const DNI_L = 'TRWAGMYFPDXBNJZSQVHLCKE'
export const esDni = () => { const n = digits(8); return n + DNI_L[+n % 23] }
export const esNie = () => { const p = pick(['X', 'Y', 'Z']); const n = digits(7); return p + n + DNI_L[+(String('XYZ'.indexOf(p)) + n) % 23] }
export function frNir (sex, dob, style = 'space') {
  const yy = pad(dob.getUTCFullYear() % 100); const mm = pad(dob.getUTCMonth() + 1)
  const dep = pick(['75', '69', '13', '33', '31', '59', '67', '44', '06', '2A', '2B', '92', '93', '94', '35', '34', '99'])
  const com = pad(int(1, 400), 3); const ord = pad(int(1, 999), 3)
  const s = String(sex === 'f' ? 2 : 1) + yy + mm + dep + com + ord
  const num = +s.replace('2A', '19').replace('2B', '18')
  const key = pad(97 - (num % 97))
  if (style === 'compact') return s + key
  return `${s[0]} ${yy} ${mm} ${dep} ${com} ${ord} ${key}`
}
const MONTH_CF = 'ABCDEHLMPRST'
const stripAcc = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
export function itCf (p, place) {
  const clean = (s) => stripAcc(s).toUpperCase().replace(/[^A-Z]/g, '')
  const cons = (s) => s.replace(/[AEIOU]/g, ''); const vow = (s) => s.replace(/[^AEIOU]/g, '')
  const sn = clean(p.last); const sc = (cons(sn) + vow(sn) + 'XXX').slice(0, 3)
  const fn = clean(p.first); const fcons = cons(fn); const fc = fcons.length >= 4 ? fcons[0] + fcons[2] + fcons[3] : (fcons + vow(fn) + 'XXX').slice(0, 3)
  const d = p.dob; const day = d.getUTCDate() + (p.sex === 'f' ? 40 : 0)
  const body = sc + fc + pad(d.getUTCFullYear() % 100) + MONTH_CF[d.getUTCMonth()] + pad(day) + (place || pick(['H501', 'F205', 'L219', 'F839', 'G273', 'D612', 'A944', 'L736', 'G224', 'A662', 'Z404', 'Z112']))
  return body + itCheckChar(body)
}
export function aadhaar (style = 'space') { const b = String(int(2, 9)) + digits(10); const n = b + verhoeffCheck(b); if (style === 'compact') return n; const sep = style === 'dash' ? '-' : ' '; return n.slice(0, 4) + sep + n.slice(4, 8) + sep + n.slice(8) }
export function inPan (p) { return upper(3) + pick(['P', 'P', 'P', 'C', 'H', 'F']) + stripAcc(p ? p.last : upper(1))[0].toUpperCase() + pad(int(1, 9999), 4) + upper(1) }
const letNum = (c) => pad(c.charCodeAt(0) - 64)
const qsum = (n) => Math.floor(n / 10) + (n % 10)
export function kvnr () { const L = upper(1); const d = nzdigits(8); const s = letNum(L) + d; let sum = 0; for (let i = 0; i < 10; i++) sum += qsum(+s[i] * (i % 2 ? 2 : 1)); return L + d + (sum % 10) }
export function deRvnr (p, style = 'space') {
  const area = pick(['12', '13', '15', '16', '17', '18', '19', '21', '23', '24', '25', '26', '28', '29', '38', '39', '40', '42', '43', '44', '45', '46', '47', '48', '49', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '61', '62', '63', '64', '65', '66', '68', '69', '70', '71', '72', '73', '74', '75', '76', '77', '78', '79', '80', '81', '82', '89'])
  const d = p.dob; const dd = pad(d.getUTCDate()) + pad(d.getUTCMonth() + 1) + pad(d.getUTCFullYear() % 100)
  const L = stripAcc(p.last).toUpperCase().replace(/[^A-Z]/g, '')[0] || 'M'
  const ser = pad(p.sex === 'f' ? int(50, 99) : int(0, 49))
  const s = area + dd + letNum(L) + ser; const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
  let sum = 0; for (let i = 0; i < 12; i++) sum += qsum(+s[i] * w[i])
  const c = sum % 10
  return style === 'compact' ? area + dd + L + ser + c : `${area} ${dd} ${L} ${ser}${c}`
}
export function steuerId (style) {
  for (;;) {
    const ds = shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 9); const dup = pick(ds); const arr = ds.slice(); arr.splice(int(0, 9), 0, dup)
    if (arr[0] === 0) continue; const s = arr.join(''); const n = s + mod1110(s)
    style = style || pick(['compact', 'group', 'group'])
    return style === 'compact' ? n : `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 8)} ${n.slice(8)}`
  }
}
export function badSteuerId () { const n = steuerId('compact'); const c = (+n[10] + int(1, 9)) % 10; return n.slice(0, 10) + c }
export function steuernummer () {
  return pick([
    () => `${int(101, 199)}/${digits(3)}/${digits(5)}`, // BY
    () => `${pad(int(11, 37))}/${digits(3)}/${digits(5)}`, // BE/HH
    () => `${int(101, 399)}/${digits(4)}/${digits(4)}`, // NW
    () => `${int(91, 99)}${digits(3)}/${digits(5)}`, // BW
    () => `0${pad(int(1, 99))} ${digits(3)} ${digits(5)}`, // HE
  ])()
}
export function nlBsn () { for (;;) { const d = nzdigits(8); let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * (9 - i); const c = s % 11; if (c < 10) return d + c } }
export function plPesel (p) {
  const d = p.dob; const y = d.getUTCFullYear(); let m = d.getUTCMonth() + 1; if (y >= 2000) m += 20
  const s = pad(y % 100) + pad(m) + pad(d.getUTCDate()) + digits(3) + String(p.sex === 'f' ? pick([0, 2, 4, 6, 8]) : pick([1, 3, 5, 7, 9]))
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]; let sum = 0; for (let i = 0; i < 10; i++) sum += +s[i] * w[i]
  return s + ((10 - (sum % 10)) % 10)
}
export function sgNric () { const pre = pick(['S', 'S', 'T', 'F', 'G']); const d = digits(7); const w = [2, 7, 6, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 7; i++) s += +d[i] * w[i]; if (pre === 'T' || pre === 'G') s += 4; const r = s % 11; return pre + d + ('ST'.includes(pre) ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK')[r] }
const PERSO = 'CFGHJKLMNPRTVWXYZ0123456789'
export function dePerso (withCheck = true) { for (;;) { const s = pick([...'LMNPRTVWXY']) + Array.from({ length: 8 }, () => pick([...PERSO])).join(''); if (!/\d/.test(s)) continue; return withCheck ? s + icao(s) : s } }
export function dePass (withCheck = false) { const s = pick([...'CFGHJK']) + Array.from({ length: 8 }, () => pick([...PERSO])).join(''); return withCheck ? s + icao(s) : s }
export function seId (p) { const d = p.dob; const b = pad(d.getUTCFullYear() % 100) + pad(d.getUTCMonth() + 1) + pad(d.getUTCDate()) + digits(2) + String(p.sex === 'f' ? pick([0, 2, 4, 6, 8]) : pick([1, 3, 5, 7, 9])); const n = luhnComplete(b); return n.slice(0, 6) + '-' + n.slice(6) }
export function noId (p) { const d = p.dob; for (;;) { const b = pad(d.getUTCDate()) + pad(d.getUTCMonth() + 1) + pad(d.getUTCFullYear() % 100) + pad(int(0, 499), 3); const w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]; const w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 9; i++) s += +b[i] * w1[i]; let k1 = 11 - (s % 11); if (k1 === 11) k1 = 0; if (k1 === 10) continue; const b2 = b + k1; s = 0; for (let i = 0; i < 10; i++) s += +b2[i] * w2[i]; let k2 = 11 - (s % 11); if (k2 === 11) k2 = 0; if (k2 === 10) continue; return b2 + k2 } }
export function dkCpr (p) { const d = p.dob; return pad(d.getUTCDate()) + pad(d.getUTCMonth() + 1) + pad(d.getUTCFullYear() % 100) + '-' + digits(3) + (p.sex === 'f' ? pick([0, 2, 4, 6, 8]) : pick([1, 3, 5, 7, 9])) }
export function fiHetu (p) { const d = p.dob; const dd = pad(d.getUTCDate()) + pad(d.getUTCMonth() + 1) + pad(d.getUTCFullYear() % 100); const nnn = pad(int(2, 899), 3); return dd + (d.getUTCFullYear() >= 2000 ? 'A' : '-') + nnn + '0123456789ABCDEFHJKLMNPRSTUVWXY'[+(dd + nnn) % 31] }
export function ptNif () { for (;;) { const d = pick(['1', '2', '2', '3']) + digits(7); let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * (9 - i); let c = 11 - (s % 11); if (c >= 10) c = 0; return d + c } }
export function beRrn (p) { const d = p.dob; const b = pad(d.getUTCFullYear() % 100) + pad(d.getUTCMonth() + 1) + pad(d.getUTCDate()) + pad(int(1, 997), 3); const base = d.getUTCFullYear() >= 2000 ? +('2' + b) : +b; const c = pad(97 - (base % 97)); return `${b.slice(0, 2)}.${b.slice(2, 4)}.${b.slice(4, 6)}-${b.slice(6)}.${c}` }

// ---------------------------------------------------------------- VAT
export function vat (cc, style) {
  const f = {
    DE: () => { const b = nzdigits(8); const n = b + mod1110(b); return style === 'space' ? `DE ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : 'DE' + n },
    AT: () => { const d = digits(7); let s = 0; for (let i = 0; i < 7; i++) s += i % 2 ? qsum(+d[i] * 2) : +d[i]; return 'ATU' + d + ((10 - ((s + 4) % 10)) % 10) },
    CH: () => { for (;;) { const d = nzdigits(8); const w = [5, 4, 3, 2, 7, 6, 5, 4]; let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * w[i]; let c = 11 - (s % 11); if (c === 11) c = 0; if (c === 10) continue; const n = d + c; return `CHE-${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)} ${pick(['MWST', 'MWST', 'TVA', 'IVA'])}` } },
    FR: () => { const siren = luhnComplete(nzdigits(8)); const key = pad((12 + 3 * (+siren % 97)) % 97); return style === 'space' ? `FR ${key} ${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}` : 'FR' + key + siren },
    IT: () => 'IT' + luhnComplete(nzdigits(7) + pad(int(1, 99), 3)),
    NL: () => { for (;;) { const d = nzdigits(8); let s = 0; for (let i = 0; i < 8; i++) s += +d[i] * (9 - i); const c = s % 11; if (c === 10) continue; return 'NL' + d + c + 'B' + pad(int(1, 3)) } },
    BE: () => { const d = '0' + String(int(2, 9)) + digits(6); const c = pad(97 - (+d % 97)); const n = d + c; return style === 'space' ? `BE ${n.slice(0, 4)}.${n.slice(4, 7)}.${n.slice(7)}` : 'BE' + n },
    GB: () => { for (;;) { const d = nzdigits(7); const w = [8, 7, 6, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 7; i++) s += +d[i] * w[i]; const c = (97 - (s % 97)) % 97; const n = d + pad(c); return style === 'space' ? `GB ${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}` : 'GB' + n } },
    DK: () => { for (;;) { const d = nzdigits(7); const w = [2, 7, 6, 5, 4, 3, 2]; let s = 0; for (let i = 0; i < 7; i++) s += +d[i] * w[i]; const c = (11 - (s % 11)) % 11; if (c === 10) continue; return 'DK' + d + c } },
    PL: () => { for (;;) { const d = nzdigits(9); const w = [6, 5, 7, 2, 3, 4, 5, 6, 7]; let s = 0; for (let i = 0; i < 9; i++) s += +d[i] * w[i]; const c = s % 11; if (c === 10) continue; return 'PL' + d + c } },
    ES: () => 'ES' + esDni(),
    SE: () => 'SE' + luhnComplete('5' + digits(8)) + '01',
  }[cc]
  return f()
}

// ---------------------------------------------------------------- passports, licences
export function passport (cc) {
  return ({
    DE: () => dePass(chance(0.2)),
    US: () => (chance(0.5) ? nzdigits(9) : pick(['A', 'E', 'N']) + digits(8)),
    GB: () => nzdigits(9),
    FR: () => pad(int(10, 24)) + upper(2) + digits(5),
    IT: () => upper(2) + digits(7),
    ES: () => upper(3) + digits(6),
    NL: () => pick(['N', 'B', 'S']) + pick([...'RSTUVW']) + Array.from({ length: 6 }, () => pick([...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'])) + digits(1),
    IN: () => pick([...'JKLMNPRSTUVZ']) + nzdigits(7),
    CA: () => upper(2) + digits(6),
    AU: () => pick(['PA', 'PB', 'N', 'E']) + digits(7),
    CN: () => 'E' + digits(8),
    JP: () => pick(['TK', 'TZ', 'MU', 'TR']) + digits(7),
    CH: () => pick(['X', 'S']) + digits(7),
    PL: () => upper(2) + digits(7),
    SE: () => digits(8),
    BR: () => upper(2) + digits(6),
    TR: () => 'U' + digits(8),
  }[cc])().replace(/,/g, '')
}
export function mrz (p, cc3, num) {
  const d = p.dob; const dob = pad(d.getUTCFullYear() % 100) + pad(d.getUTCMonth() + 1) + pad(d.getUTCDate())
  const exp = pad(int(26, 34)) + pad(int(1, 12)) + pad(int(1, 28))
  const n9 = num.padEnd(9, '<').slice(0, 9)
  const pers = '<'.repeat(14)
  const part = n9 + icao(n9) + cc3 + dob + icao(dob) + (p.sex === 'f' ? 'F' : 'M') + exp + icao(exp) + pers + icao(pers)
  const comp = n9 + icao(n9) + dob + icao(dob) + exp + icao(exp) + pers + icao(pers)
  const line2 = part + icao(comp)
  const nm = (s) => stripAcc(s).toUpperCase().replace(/[^A-Z ]/g, '').trim().replace(/ +/g, '<')
  const namePart = `${nm(p.last)}<<${nm(p.first)}`
  const line1 = `P<${cc3}${namePart}`.padEnd(44, '<')
  return { line1, line2, namePart }
}
export function driverLicense (cc, p) {
  return ({
    DE: () => pick([...'BFJKMNSHW']) + digits(3) + Array.from({ length: 5 }, () => pick([...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'])).join('') + digits(1) + int(1, 3),
    GB: () => { const s = stripAcc(p.last).toUpperCase().replace(/[^A-Z]/g, '').slice(0, 5).padEnd(5, '9'); const d = p.dob; const y = d.getUTCFullYear(); const mm = d.getUTCMonth() + 1 + (p.sex === 'f' ? 50 : 0); const ini = (stripAcc(p.first)[0] + (p.middle ? p.middle[0] : '9')).toUpperCase(); return s + String(Math.floor(y / 10) % 10) + pad(mm) + pad(d.getUTCDate()) + String(y % 10) + ini + '9' + upper(2) },
    CA: () => upper(1) + digits(7),
    NY: () => `${digits(3)} ${digits(3)} ${digits(3)}`,
    FL: () => `${upper(1)}${digits(3)}-${digits(3)}-${digits(2)}-${digits(3)}-${digits(1)}`,
    TX: () => nzdigits(8),
    IL: () => `${upper(1)}${digits(3)}-${digits(4)}-${digits(4)}`,
    PA: () => nzdigits(8),
    WA: () => 'WDL' + Array.from({ length: 9 }, () => pick([...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'])).join(''),
    FR: () => digits(12),
    IT: () => upper(2) + digits(7) + upper(1),
    NL: () => nzdigits(10),
    AT: () => nzdigits(8),
    CH: () => 'FA' + digits(6) + pick(['', '01']),
  }[cc])()
}

// ---------------------------------------------------------------- network & crypto
export const ipv4Public = () => pick([() => `${pick([81, 85, 87, 91, 93, 95, 176, 178, 185, 188, 212, 217, 62, 79, 84, 89, 92])}.${int(1, 254)}.${int(0, 255)}.${int(1, 254)}`, () => `${pick([23, 34, 35, 44, 52, 54, 66, 73, 98, 104, 108, 142, 151, 172, 198, 203])}.${int(1, 254)}.${int(0, 255)}.${int(1, 254)}`])()
export const ipv4Private = () => pick([() => `192.168.${int(0, 20)}.${int(2, 254)}`, () => `10.${int(0, 255)}.${int(0, 255)}.${int(2, 254)}`, () => `172.${int(16, 31)}.${int(0, 255)}.${int(2, 254)}`])()
export const ipv4 = () => (chance(0.7) ? ipv4Public() : ipv4Private())
export const ipv6 = () => pick([
  () => `2001:db8:${hexr(int(1, 4))}:${hexr(4)}::${hexr(int(1, 4))}:${hexr(4)}`,
  () => `2a02:${hexr(4)}:${hexr(4)}:${hexr(3)}:${hexr(4)}:${hexr(4)}:${hexr(4)}:${hexr(4)}`,
  () => `fe80::${hexr(4)}:${hexr(2)}ff:fe${hexr(2)}:${hexr(4)}`,
  () => `2a01:4f8:${hexr(3)}:${hexr(4)}::${int(1, 9)}`,
  () => `2600:1f18:${hexr(4)}:${hexr(4)}:${hexr(4)}:${hexr(4)}:${hexr(4)}:${hexr(4)}`,
  () => `::ffff:${ipv4Public()}`,
])()
export function mac (style) {
  const b = Array.from({ length: 6 }, (_, i) => (i === 0 ? (int(0, 63) * 4) : int(0, 255)).toString(16).padStart(2, '0'))
  style = style || pick(['colonU', 'colonL', 'dash', 'cisco'])
  if (style === 'colonU') return b.join(':').toUpperCase()
  if (style === 'colonL') return b.join(':')
  if (style === 'dash') return b.join('-').toUpperCase()
  const h = b.join(''); return `${h.slice(0, 4)}.${h.slice(4, 8)}.${h.slice(8)}`
}
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
function b58 (buf) { let x = BigInt('0x' + buf.toString('hex')); let s = ''; while (x > 0n) { s = B58[Number(x % 58n)] + s; x /= 58n } for (const b of buf) { if (b === 0) s = '1' + s; else break } return s }
const sha256 = (b) => crypto.createHash('sha256').update(b).digest()
function rbytes (n) { return Buffer.from(Array.from({ length: n }, () => int(0, 255))) }
export function btcLegacy (ver = 0) { const payload = Buffer.concat([Buffer.from([ver]), rbytes(20)]); const chk = sha256(sha256(payload)).subarray(0, 4); return b58(Buffer.concat([payload, chk])) }
const B32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
function polymod (values) { const G = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]; let chk = 1; for (const v of values) { const top = chk >>> 25; chk = ((chk & 0x1ffffff) << 5) ^ v; for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= G[i] } return chk >>> 0 }
const hrpExp = (h) => [...[...h].map((c) => c.charCodeAt(0) >> 5), 0, ...[...h].map((c) => c.charCodeAt(0) & 31)]
function convertbits (data, from, to) { let acc = 0; let bits = 0; const out = []; const maxv = (1 << to) - 1; for (const v of data) { acc = (acc << from) | v; bits += from; while (bits >= to) { bits -= to; out.push((acc >> bits) & maxv) } } if (bits > 0) out.push((acc << (to - bits)) & maxv); return out }
export function bech32Addr (witver = 0) {
  const prog = rbytes(witver === 0 ? 20 : 32); const data = [witver, ...convertbits(prog, 8, 5)]; const C = witver === 0 ? 1 : 0x2bc830a3
  const pm = polymod([...hrpExp('bc'), ...data, 0, 0, 0, 0, 0, 0]) ^ C; const chk = []; for (let i = 0; i < 6; i++) chk.push((pm >>> (5 * (5 - i))) & 31)
  return 'bc1' + [...data, ...chk].map((v) => B32[v]).join('')
}
export function bech32Valid (addr) { const data = [...addr.slice(3)].map((c) => B32.indexOf(c)); const pm = polymod([...hrpExp('bc'), ...data]); return pm === 1 || pm === 0x2bc830a3 }
// Keccak-256 (original padding, as used by Ethereum)
const RC = [0x1n, 0x8082n, 0x800000000000808an, 0x8000000080008000n, 0x808bn, 0x80000001n, 0x8000000080008081n, 0x8000000000008009n, 0x8an, 0x88n, 0x80008009n, 0x8000000an, 0x8000808bn, 0x800000000000008bn, 0x8000000000008089n, 0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x800an, 0x800000008000000an, 0x8000000080008081n, 0x8000000000008080n, 0x80000001n, 0x8000000080008008n]
const ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
const M64 = (1n << 64n) - 1n
const rotl = (v, n) => (n === 0 ? v : ((v << BigInt(n)) | (v >> BigInt(64 - n))) & M64)
function keccakF (A) {
  for (let r = 0; r < 24; r++) {
    const C = [0, 1, 2, 3, 4].map((x) => A[x] ^ A[x + 5] ^ A[x + 10] ^ A[x + 15] ^ A[x + 20])
    const D = [0, 1, 2, 3, 4].map((x) => C[(x + 4) % 5] ^ rotl(C[(x + 1) % 5], 1))
    for (let i = 0; i < 25; i++) A[i] ^= D[i % 5]
    const B = new Array(25)
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(A[x + 5 * y], ROT[x][y])
    for (let x = 0; x < 5; x++) for (let y = 0; y < 5; y++) A[x + 5 * y] = B[x + 5 * y] ^ (~B[((x + 1) % 5) + 5 * y] & M64 & B[((x + 2) % 5) + 5 * y])
    A[0] ^= RC[r]
  }
}
export function keccak256 (msg) {
  const rate = 136; const m = Buffer.from(msg); const padLen = rate - (m.length % rate); const p = Buffer.alloc(m.length + padLen); m.copy(p); p[m.length] ^= 0x01; p[p.length - 1] ^= 0x80
  const A = new Array(25).fill(0n)
  for (let off = 0; off < p.length; off += rate) { for (let i = 0; i < rate / 8; i++) A[i] ^= p.readBigUInt64LE(off + 8 * i); keccakF(A) }
  const out = Buffer.alloc(32); for (let i = 0; i < 4; i++) out.writeBigUInt64LE(A[i], 8 * i); return out.toString('hex')
}
export function eip55 (addrHex) { const a = addrHex.toLowerCase(); const h = keccak256(a); return '0x' + [...a].map((c, i) => (/[a-f]/.test(c) && parseInt(h[i], 16) >= 8 ? c.toUpperCase() : c)).join('') }
export const ethAddr = (checksum = true) => { const a = rbytes(20).toString('hex'); return checksum ? eip55(a) : '0x' + a }

// ---------------------------------------------------------------- misc ids
export const BICS = { DE: ['COBADEFFXXX', 'DEUTDEFF', 'INGDDEFFXXX', 'BYLADEM1001', 'SOLADEST600', 'GENODEM1GLS', 'HYVEDEMMXXX', 'PBNKDEFF', 'DRESDEFF', 'BELADEBEXXX', 'MARKDEF1100'], AT: ['GIBAATWWXXX', 'BKAUATWW', 'RLNWATWW', 'OPSKATWW'], CH: ['UBSWCHZH80A', 'POFICHBEXXX', 'ZKBKCHZZ80A', 'CRESCHZZ80A'], GB: ['NWBKGB2L', 'BARCGB22', 'HBUKGB4B', 'LOYDGB2L', 'MIDLGB22'], FR: ['BNPAFRPP', 'SOGEFRPP', 'CRLYFRPP', 'PSSTFRPPPAR', 'AGRIFRPP882'], ES: ['CAIXESBBXXX', 'BSCHESMM', 'BBVAESMMXXX', 'BSABESBB'], IT: ['UNCRITMM', 'BCITITMM', 'BAPPIT21A40', 'PASCITMMXXX'], NL: ['INGBNL2A', 'RABONL2U', 'ABNANL2A', 'SNSBNL2A', 'BUNQNL2A'], BE: ['GEBABEBB', 'KREDBEBB', 'BBRUBEBB'], SE: ['NDEASESS', 'HANDSESS', 'ESSESESS', 'SWEDSESS'], NO: ['DNBANOKK', 'NDEANOKK'], DK: ['DABADKKK', 'NDEADKKK'], FI: ['OKOYFIHH', 'NDEAFIHH'], PL: ['PKOPPLPW', 'BREXPLPW', 'INGBPLPW'], PT: ['CGDIPTPL', 'BCOMPTPL'], LU: ['BCEELULL', 'BILLLULL'], IE: ['AIBKIE2D', 'BOFIIE2D'] }
export const bic = (cc) => pick(BICS[cc] || BICS.DE)
const PLATE_DIST = ['B', 'M', 'HH', 'K', 'S', 'F', 'D', 'DO', 'E', 'HB', 'L', 'DD', 'H', 'N', 'KA', 'MZ', 'WI', 'BN', 'AC', 'MS', 'HD', 'FR', 'GÖ', 'MÜ', 'OF', 'LB', 'ES', 'RT', 'TÜ', 'BI', 'HRO', 'PB', 'OS', 'GI', 'KI', 'LU', 'AB', 'UL', 'RV', 'FFB']
export function plate () { const d = pick(PLATE_DIST); const l = upper(int(1, 2)); const n = String(int(1, d.length === 1 ? 9999 : 999)); return `${d}-${l} ${n}${chance(0.08) ? pick(['E', 'H']) : ''}` }
export const uuid = () => `${hexr(8)}-${hexr(4)}-4${hexr(3)}-${pick(['8', '9', 'a', 'b'])}${hexr(3)}-${hexr(12)}`
export const sha1 = () => hexr(40)
export const sha256hex = () => hexr(64)
export const version = () => pick([`${int(0, 4)}.${int(0, 30)}.${int(0, 20)}`, `v${int(1, 12)}.${int(0, 30)}.${int(0, 9)}`, `${int(1, 3)}.${int(0, 9)}.${int(0, 9)}-rc.${int(1, 4)}`, `${int(10, 24)}.${int(1, 12)}.${int(0, 4)}.${int(100, 9999)}`])
export const orderNo = () => pick([`#${nzdigits(7)}`, `ORD-${int(2019, 2025)}-${digits(6)}`, `${digits(3)}-${digits(7)}-${digits(7)}`, `SO${digits(8)}`, `A${digits(9)}`])
export const invoiceNo = () => pick([`RE-${int(2021, 2025)}-${pad(int(1, 9999), 5)}`, `INV-${digits(6)}`, `${int(2022, 2025)}/${pad(int(1, 999), 4)}`, `F${int(2022, 2025)}${digits(5)}`, `R${digits(8)}`])
export const tracking = () => pick([`1Z${upper(3)}${digits(3)}${upper(2)}${digits(8)}`, `00340434${digits(12)}`, `JJD${digits(18)}`, `${digits(4)} ${digits(4)} ${digits(4)}`, `RR${digits(9)}DE`, `9400${digits(18)}`])
export const isoDate = (y1 = 2019, y2 = 2025) => `${int(y1, y2)}-${pad(int(1, 12))}-${pad(int(1, 28))}`
export const isoTs = () => `${isoDate(2023, 2025)}T${pad(int(0, 23))}:${pad(int(0, 59))}:${pad(int(0, 59))}.${pad(int(0, 999), 3)}Z`
export const logTs = () => `${isoDate(2023, 2025)} ${pad(int(0, 23))}:${pad(int(0, 59))}:${pad(int(0, 59))},${pad(int(0, 999), 3)}`
export const hhmm = () => `${pad(int(7, 19))}:${pad(int(0, 59))}`
export const epoch = () => String(int(1672531200, 1735689600))
