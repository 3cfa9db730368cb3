import type { Detector, Match } from '../types.ts'
import { labelledValues, type Verdict } from './passport.ts'

/**
 * Driving licence numbers have no common format and look like any reference number, so they are
 * only reported after a licence label (also as a key name: drivers_license, DRIVERS_LICENSE=,
 * driversLicense, fuehrerscheinNr); the number is the token directly after the label, or else the
 * first fitting token in the rest of the label's field, never one past another key=value (see
 * labelledValues in passport.ts). The German Führerscheinnummer has 11 characters: issuing
 * authority and serial (9), check digit, issue counter.
 */
const LABEL = new RegExp('(?<![\\p{L}])(?:' + [
  'f(?:ü|ue)hrerschein(?:nummer|[ _-]?(?:nr|no)\\.?)?',
  'fahrerlaubnis(?:nummer|[ _-]?nr\\.?)?',
  "driver'?s?[ _-]?licen[cs]e(?:[ _-]?(?:number|no\\.?|nr\\.?|#))?",
  'driving[ _-]?licen[cs]e(?:[ _-]?(?:number|no\\.?|nr\\.?|#))?',
  'licen[cs]e[ _-]?(?:number|no\\.?|#)',
  'dl[ _-]?(?:number|no\\.?|nr\\.?)'
].join('|') + ')(?![\\p{L}])|(?<![\\p{L}])dl ?#', 'giu')
const TOKEN = /[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){4,19}(?![\p{L}\p{N}_])/uy

function classify (token: string): Verdict {
  const digits = token.replace(/\D/g, '').length
  if (digits < 3) return null
  const german = /^[A-Z0-9]{9}\d[A-Z0-9]$/.test(token.replace(/-/g, ''))
  return { confidence: german ? 0.95 : 0.85, ruleId: german ? 'de-fuehrerschein' : 'driver-license' }
}

function findDriverLicenses (text: string): Iterable<Match> {
  return labelledValues(text, LABEL, TOKEN, classify)
}

const driverLicense: Detector = {
  name: 'DRIVER_LICENSE',
  priority: 4,
  description: 'Driving licence numbers after a label (Führerschein, Führerscheinnummer, Fahrerlaubnis, driver\'s license, driving licence, license number): the German 11-character Führerscheinnummer and other 5–20 character licence numbers.',
  validation: 'Label required (Führerschein/Fuehrerschein[nummer|Nr], Fahrerlaubnis, driver\'s license, driving licence, license no., licence number, DL number, DL#, also as key names); the number is the token directly after it or else the first fitting token in the rest of the label\'s field, never past another key=value; the number is an upper-case/digit token with at least 3 digits; the German 11-character layout gives 0.95, other forms 0.85.',
  example: 'Führerscheinnummer: B951204XY',
  find: findDriverLicenses
}

export default driverLicense
