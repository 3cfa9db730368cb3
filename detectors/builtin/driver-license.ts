import type { Detector, Match } from '../types.ts'
import { labelledValues, type Verdict } from './passport.ts'
import { execAll } from '../context.ts'

/**
 * Driving licence numbers have no common format and look like any reference number, so they are
 * only reported after a licence label (also as a key name: drivers_license, DRIVERS_LICENSE=,
 * driversLicense, fuehrerscheinNr); the number is the token directly after the label, or else the
 * first fitting token in the rest of the label's field, never one past another key=value (see
 * labelledValues in passport.ts). The German Führerscheinnummer has 11 characters: issuing
 * authority and serial (9), check digit, issue counter.
 */
// Every label starts with one of these letters: the lookahead fails fast at all other positions.
const LABEL = new RegExp('(?=[acdfkloprö])(?:(?<![\\p{L}])(?:' + [
  'f(?:ü|ue)hrerschein(?:[ _-]?nummer|[ _-]?(?:nr|no)\\.?)?',
  'fahrerlaubnis(?:[ _-]?nummer|[ _-]?nr\\.?)?',
  "(?:driver|operator)'?s?[ _-]?licen[cs]e(?:[ _-]?(?:number|no\\.?|nr\\.?|#))?",
  'driving[ _-]?licen[cs]e(?:[ _-]?(?:number|no\\.?|nr\\.?|#))?',
  'licen[cs]e[ _-]?(?:number|no\\.?|#)', 'lic\\.?[ _-]?(?:number|no\\.?|#)',
  'dl[ _-]?(?:number|no\\.?|nr\\.?)',
  'fs[ _-]?(?:nr|no)\\.?',
  'permis de conduire', 'carnet de conducir', 'patente di guida', 'rijbewijs(?:nummer)?', 'k(?:ö|o)rkort(?:snummer)?', 'prawo jazdy',
  // Other languages, each optionally followed by a number word: "numéro de permis", "førerkortnummer".
  '(?:permis|permiso de conducir|licencia de conducir|carn[eé] de conducir|carta de condu[cç][aã]o|carteira de motorista|' +
    'patente|f(?:ø|o)rerkort|k(?:ø|o)rekort|ajokortti|(?:ö|o)kusk(?:í|i)rteini|cdl|driver id|driver\'?s? lic\\.?)' +
    '(?:[ _-]?(?:number|nummer|numero|número|nr\\.?|no\\.?|n[°º]|#))?'
].join('|') + ')(?![\\p{L}])|(?<![\\p{L}])dl ?#|(?<![\\p{L}])dl(?=[ \\t]{0,3}:|[ \\t]{1,2}[A-Z]?\\d{3}[- ]?\\d{3}))', 'giu')
/**
 * A UK (DVLA) licence number has a structure of its own, distinctive enough without a label:
 * surname (5, padded with 9), decade digit, month (+50 for women), day, year digit, initials
 * (2, padded with 9), a digit, two check characters: MORGA607054SM9IJ.
 */
const UK_DVLA = /(?<![A-Za-z0-9])[A-Z][A-Z9]{4} ?\d(?:0[1-9]|1[0-2]|5[1-9]|6[0-2])(?:0[1-9]|[12]\d|3[01])\d ?[A-Z][A-Z9]\d[A-Z0-9]{2}(?![A-Za-z0-9])/g
// Groups joined by dashes, or digit groups by single spaces (NY "123 456 789").
const TOKEN = /[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])|(?<=\d) (?=\d{3}(?!\d))){4,19}(?![\p{L}\p{N}_])/uy

function classify (token: string): Verdict {
  const digits = token.replace(/\D/g, '').length
  if (digits < 3) return null
  const german = /^[A-Z0-9]{9}\d[A-Z0-9]$/.test(token.replace(/-/g, ''))
  return { confidence: german ? 0.95 : 0.85, ruleId: german ? 'de-fuehrerschein' : 'driver-license' }
}

function * findDriverLicenses (text: string): Generator<Match> {
  // The DVLA structure first: a label's token search would stop at a space inside "MORGA 607054 SM9IJ".
  const dvla: Match[] = []
  for (const m of execAll(text, UK_DVLA)) dvla.push({ start: m.index, end: m.index + m[0].length, confidence: 0.85, ruleId: 'uk-dvla' })
  yield * dvla
  for (const l of labelledValues(text, LABEL, TOKEN, classify)) {
    if (!dvla.some((d) => l.start < d.end && l.end > d.start)) yield l
  }
}

const driverLicense: Detector = {
  name: 'DRIVER_LICENSE',
  priority: 4,
  description: 'Driving licence numbers after a label (Führerschein, Führerscheinnummer, FS-Nr., Fahrerlaubnis, driver\'s license, driving licence, license number, permis de conduire …): the German 11-character Führerscheinnummer and other 5–20 character licence numbers; UK (DVLA) numbers also without a label, by their structure (MORGA607054SM9IJ).',
  validation: 'Label required (Führerschein/Fuehrerschein[nummer|Nr], Fahrerlaubnis, driver\'s license, driving licence, license no., licence number, Lic. No., DL number, DL#, DL right before a number of six digits or more, also as key names); the number is the token directly after it or else the first fitting token in the rest of the label\'s field, never past another key=value; the number is an upper-case/digit token with at least 3 digits; the German 11-character layout gives 0.95, other forms 0.85.',
  example: 'Führerscheinnummer: B951204XY',
  find: findDriverLicenses
}

export default driverLicense
