/** Check-digit algorithms shared by detectors. Inputs are digit strings unless stated otherwise. */

/** Luhn (mod 10) over the whole string, check digit last: cards, CA_SIN, IMEI. */
export function luhnValid (digits: string): boolean {
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48
    if (d < 0 || d > 9) return false
    if (double) { d *= 2; if (d > 9) d -= 9 }
    sum += d
    double = !double
  }
  return digits.length > 1 && sum % 10 === 0
}

/** ISO 7064 MOD 97-10 over an alphanumeric string (letters count A=10 … Z=35): IBAN, after rotation. */
export function mod97 (alnum: string): number {
  let rest = 0
  for (let i = 0; i < alnum.length; i++) {
    rest = mod97Step(rest, alnum.charCodeAt(i))
    if (rest < 0) return -1
  }
  return rest
}

/**
 * mod97 continued from `rest` over text[from, to) without copying it: digits and capitals count,
 * anything else (the spaces or dashes between an IBAN's groups) is skipped.
 */
export function mod97Over (text: string, from: number, to: number, rest: number): number {
  for (let i = from; i < to; i++) {
    const next = mod97Step(rest, text.charCodeAt(i))
    if (next >= 0) rest = next
  }
  return rest
}

/** One character of MOD 97-10: the new remainder, or -1 when the character is no digit or capital. */
function mod97Step (rest: number, code: number): number {
  if (code >= 48 && code <= 57) return (rest * 10 + code - 48) % 97
  if (code >= 65 && code <= 90) return (rest * 100 + code - 55) % 97
  return -1
}

/** ISO 7064 MOD 11,10: the check digit for a digit string (German Steuer-ID, Croatian OIB). */
export function iso7064Mod1110CheckDigit (digits: string): number {
  let product = 10
  for (let i = 0; i < digits.length; i++) {
    let sum = (digits.charCodeAt(i) - 48 + product) % 10
    if (sum === 0) sum = 10
    product = (sum * 2) % 11
  }
  const check = 11 - product
  return check === 10 ? 0 : check
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]
]
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]
]

/** Verhoeff over the whole string, check digit last: Indian Aadhaar. */
export function verhoeffValid (digits: string): boolean {
  let c = 0
  const reversed = digits.split('').reverse()
  for (let i = 0; i < reversed.length; i++) {
    const d = reversed[i].charCodeAt(0) - 48
    if (d < 0 || d > 9) return false
    c = VERHOEFF_D[c][VERHOEFF_P[i % 8][d]]
  }
  return c === 0
}

/** Sum of digit × weight, for the many national "weighted sum mod N" schemes. */
export function weightedSum (digits: string, weights: readonly number[]): number {
  let sum = 0
  for (let i = 0; i < weights.length && i < digits.length; i++) {
    sum += (digits.charCodeAt(i) - 48) * weights[i]
  }
  return sum
}

/** True when every character is the same digit (000000000, 111111111): test values, not identifiers. */
export function allSameDigit (digits: string): boolean {
  return /^(\d)\1*$/.test(digits)
}
