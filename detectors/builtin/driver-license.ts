import type { Detector, Match } from '../types.ts'

/**
 * Driving licence numbers have no common format and look like any reference number, so they are
 * only reported after a licence label; the number is the first fitting token within 40 characters.
 * The German Führerscheinnummer has 11 characters: issuing authority and serial (9), check digit,
 * issue counter.
 */
const LABEL = /(?<![\p{L}])(?:führerschein(?:nummer|-?nr\.?)?|fuehrerschein(?:nummer)?|fahrerlaubnis(?:nummer)?|driver'?s[ -]licen[cs]e|driving[ -]licen[cs]e|licen[cs]e[ -](?:number|no\.?|#)|dl[ -](?:number|no\.?|#))(?![\p{L}])/giu
const TOKEN = /(?<![\p{L}\p{N}_])[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){4,19}(?![\p{L}\p{N}_])/gu
const WINDOW = 40
const MAX_TOKEN = 20

function * findDriverLicenses (text: string): Generator<Match> {
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
      const token = t[0]
      const digits = token.replace(/\D/g, '').length
      if (digits < 3) continue
      const compact = token.replace(/-/g, '')
      const german = /^[A-Z0-9]{9}\d[A-Z0-9]$/.test(compact)
      const start = from + t.index
      covered = start + token.length
      yield { start, end: covered, confidence: german ? 0.95 : 0.85, ruleId: german ? 'de-fuehrerschein' : 'driver-license' }
      break
    }
  }
}

const driverLicense: Detector = {
  name: 'DRIVER_LICENSE',
  priority: 4,
  description: 'Driving licence numbers after a label (Führerschein, Führerscheinnummer, Fahrerlaubnis, driver\'s license, driving licence, license number): the German 11-character Führerscheinnummer and other 5–20 character licence numbers.',
  validation: 'Label required within 40 characters before the number; the number is an upper-case/digit token with at least 3 digits; the German 11-character layout gives 0.95, other forms 0.85.',
  example: 'Führerscheinnummer: B951204XY',
  find: findDriverLicenses
}

export default driverLicense
