import type { Detector, Match } from '../types.ts'
import { icaoCheckDigit } from './personal-id.ts'

/**
 * Passport numbers are short alphanumeric tokens that look like anything else, so only a passport
 * label makes them one: "Reisepass", "Passnummer", "Pass-Nr.", "passport no." … The number is the
 * first fitting token within 40 characters after the label.
 */
const LABEL = /(?<![\p{L}])(?:reisepass(?:nummer|-?nr\.?)?|pass(?:nummer|-?nr\.?|-?no\.?)|passport(?:[ -]?(?:number|no\.?|nr\.?|#))?|passeport|pasaporte|passaporto|paspoort|paszport)(?![\p{L}])/giu
const TOKEN = /(?<![\p{L}\p{N}_])[A-Z0-9]{6,10}(?![\p{L}\p{N}_])/gu
const WINDOW = 40
const MAX_TOKEN = 20

/** Machine-readable zone of a passport (ICAO 9303 TD3): line 1 with the name, line 2 with the number. */
const MRZ1 = /(?<![A-Z0-9<])P[A-Z<][A-Z<]{3}[A-Z<]{39}(?![A-Z0-9<])/g
const MRZ2 = /(?<![A-Z0-9<])([A-Z0-9<]{9})(\d)([A-Z<]{3})(\d{6})(\d)([MFX<])(\d{6})(\d)([A-Z0-9<]{14})([0-9<])(\d)(?![A-Z0-9<])/g

function classify (token: string): { confidence: number, ruleId: string } | null {
  const digits = token.replace(/\D/g, '').length
  if (digits === 0) return null
  if (token.length === 10 && /^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(token) && icaoCheckDigit(token.slice(0, 9)) === Number(token[9])) {
    return { confidence: 1, ruleId: 'passport-icao-check' }
  }
  if (/^\d{9}$/.test(token)) return { confidence: 0.9, ruleId: 'passport-us-uk' }
  if (token.length === 9 && /^[CFGHJKLMNPRTVWXYZ0-9]{9}$/.test(token)) return { confidence: 0.9, ruleId: 'passport-de' }
  if (/^[A-Z]\d{8}$/.test(token)) return { confidence: 0.9, ruleId: 'passport-us' }
  if (digits >= 3) return { confidence: 0.8, ruleId: 'passport-icao' }
  return null
}

function * findPassports (text: string): Generator<Match> {
  LABEL.lastIndex = 0
  let m: RegExpExecArray | null
  let covered = 0
  let scanned = 0
  while ((m = LABEL.exec(text)) !== null) {
    // Labels in a row ("passport passport …"): do not rescan what the previous window already saw,
    // except for a token that may have straddled its end.
    const from = Math.max(m.index + m[0].length, covered, scanned - MAX_TOKEN)
    const windowEnd = m.index + m[0].length + WINDOW
    if (from >= windowEnd) continue
    const window = text.slice(from, windowEnd)
    scanned = windowEnd
    TOKEN.lastIndex = 0
    let t: RegExpExecArray | null
    while ((t = TOKEN.exec(window)) !== null) {
      if (t.index === 0 && /[\p{L}\p{N}]/u.test(text[from - 1] ?? '')) continue
      // Cut off by the window: the real token is longer.
      if (t.index + t[0].length === window.length && /[\p{L}\p{N}]/u.test(text[windowEnd] ?? '')) continue
      const verdict = classify(t[0])
      if (verdict === null) continue
      const start = from + t.index
      covered = start + t[0].length
      yield { start, end: covered, ...verdict }
      break
    }
  }
  MRZ2.lastIndex = 0
  while ((m = MRZ2.exec(text)) !== null) {
    const ok = icaoCheckDigit(m[1]) === Number(m[2]) && icaoCheckDigit(m[4]) === Number(m[5]) && icaoCheckDigit(m[7]) === Number(m[8])
    if (ok) yield { start: m.index, end: m.index + m[0].length, confidence: 1, ruleId: 'passport-mrz' }
  }
  MRZ1.lastIndex = 0
  while ((m = MRZ1.exec(text)) !== null) {
    if (m[0].includes('<<')) yield { start: m.index, end: m.index + m[0].length, confidence: 0.9, ruleId: 'passport-mrz' }
  }
}

const passport: Detector = {
  name: 'PASSPORT',
  priority: 4,
  description: 'Passport numbers after a passport label (Reisepass, Passnummer, Pass-Nr., passport no., …): German 9-character numbers (with ICAO check digit when 10), US (9 digits or letter + 8 digits), UK (9 digits), other ICAO numbers of 6–10 characters; and ICAO 9303 passport MRZ lines (44 characters).',
  validation: 'Label required within 40 characters before the number; ICAO 9303 check digit (weights 7,3,1) gives 1.0; MRZ line 2 needs valid check digits for number, birth date and expiry.',
  example: 'Reisepass: C01X00T47',
  find: findPassports
}

export default passport
