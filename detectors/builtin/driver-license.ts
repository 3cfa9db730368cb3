import { Hit, type Detector, type Match } from '../types.ts'
import { answers, LabelPrefixes, labelledColumns, labelledRecords, labelledValues, overlapsAny, recorded, type Verdict } from './passport.ts'
import { anchorsOf, execAt, FIRST_UPPER, HAS_UNDERSCORE, HAS_UPPER, sticky, WordGate, type Anchors } from '../anchors.ts'
import { contextWords, hasContext } from '../context.ts'

/**
 * Driving licence numbers have no common format and look like any reference number, so they are
 * only reported after a licence label (also as a key name: drivers_license, DRIVERS_LICENSE=,
 * driversLicense, fuehrerscheinNr); the number is the token directly after the label, or else the
 * first fitting token in the rest of the label's field, never one past another key=value (see
 * labelledValues in passport.ts). The German Führerscheinnummer has 11 characters: issuing
 * authority and serial (9), check digit, issue counter.
 */
/**
 * Labels in other scripts: Russian, Greek (after a character that is no letter), and Japanese,
 * Chinese and Korean (also glued to the words before them, as those scripts write without spaces).
 */
const OTHER_SCRIPT_LABELS = '(?<![\\p{L}])(?:водительское удостоверение|вод\\. ?удост\\.|δίπλωμα οδήγησης|άδειας? οδήγησης)(?:[ \\t]{0,2}(?:№|номер|αριθμός|αρ\\.))?(?![\\p{L}])|' +
  '(?:運転免許証?|免許証)(?:番号)?|(?:驾驶证|驾照|駕照|駕駛執照|駕駛證)(?:号码?|號碼?)?|운전면허증?(?: ?번호)?'
// Every label in Latin letters starts with one of these letters: the lookahead fails fast at all other positions.
const LABEL = new RegExp('(?:(?=[abcdefhjkloprsřö])(?:(?<![\\p{L}])(?:' + [
  'f(?:ü|ue)hrerschein(?:[ _-]?nummer|[ _-]?(?:nr|no)\\.?)?',
  'fahrerlaubnis(?:[ _-]?nummer|[ _-]?nr\\.?)?',
  "(?:driver|operator)['’]?s?[ _-]?licen[cs]e(?:[ _-]?(?:number|no\\.?|nr\\.?|#))?",
  'driving[ _-]?licen[cs]e(?:[ _-]?(?:number|no\\.?|nr\\.?|#))?',
  'licen[cs]e[ _-]?(?:number|no\\.?|#|id)', 'lic\\.?[ _-]?(?:number|no\\.?|#)', 'd\\/l(?=[ \\t]{0,2}(?:no|nr|number|#|:))',
  'dl[ _-]?(?:number|no\\.?|nr\\.?)',
  'fs[ _-]?(?:nr|no|nummer)\\.?', 'dln',
  'permis de conduire', 'carnet de conducir', 'patente di guida', 'rijbewijs(?:nummer)?', 'k(?:ö|o)rkort(?:snummer)?', 'prawo jazdy',
  // Other languages, each optionally followed by a number word: "numéro de permis", "førerkortnummer".
  '(?:permis|permiso de conduc(?:ir|ci[oó]n)|licencia de (?:conduc(?:ir|ci[oó]n)|manejo)|brevete|jogos[ií]tv[aá]ny|carn[eé] de conducir|carta de condu[cç][aã]o|carteira de motorista|' +
    'patente|f(?:ø|o)rerkort|k(?:ø|o)rekort|ajokort(?:ti|in)|(?:ö|o)kusk(?:í|i)rteini|cdl|cnh|habilita(?:ç|c)(?:ã|a)o|ehliyet|s(?:ü|u)r(?:ü|u)c(?:ü|u) belgesi|' +
    '(?:ř|r)idi(?:č|c)sk(?:ý|y|ého|eho) pr(?:ů|u)kaz|driver id|driver[\'’]?s? lic\\.?)' +
    '(?:[ _-]?(?:number|nummer|numero|número|sz[aá]ma|nr\\.?|no\\.?|n[°º]|#))?'
].join('|') + ')(?![\\p{L}])|(?<![\\p{L}])dl ?#|(?<![\\p{L}])dl(?=[ \\t]{0,3}:|[ \\t]{1,2}[A-Z]?\\d{3}[- ]?\\d{3}))|' + OTHER_SCRIPT_LABELS + ')', 'giu')
const LABEL_STICKY = sticky(LABEL)
/**
 * The labels' first characters: Führerschein, Fahrerlaubnis, driver/driving, operator, licence/lic.,
 * DL, FS-Nr., permis, carnet/carta/carteira, CDL, patente, rijbewijs, körkort/korkort, prawo jazdy,
 * førerkort/forerkort, kørekort, ajokortti/ajokortin, ökuskírteini, CNH/habilitação, řidičský průkaz,
 * Turkish ehliyet/sürücü belgesi, Peruvian brevete, Hungarian jogosítvány (a
 * non-ASCII character stands for any).
 */
const LABEL_PREFIXES = new LabelPrefixes(['во', 'δί', 'άδ', '運', '免', '驾', '駕', '운', 'fü', 'fueh', 'fahr', 'dri', 'oper', 'lic', 'dl', 'fs', 'perm', 'carn', 'cart', 'cdl', 'pate', 'rijb', 'kö', 'kork', 'kore', 'praw', 'fø', 'fore', 'kø', 'ajok', 'ök', 'okus', 'cnh', 'habi', 'ři', 'ridi', 'd/', 'ehl', 'sü', 'suru', 'brev', 'jogo'])
/**
 * A UK (DVLA) licence number has a structure of its own, distinctive enough without a label:
 * surname (5, padded with 9), decade digit, month (+50 for women), day, year digit, initials
 * (2, padded with 9), a digit, two check characters: MORGA607054SM9IJ.
 */
const UK_DVLA = /(?<![A-Za-z0-9])[A-Z][A-Z9]{4} ?\d(?:0[1-9]|1[0-2]|5[1-9]|6[0-2])(?:0[1-9]|[12]\d|3[01])\d ?[A-Z][A-Z9]\d[A-Z0-9]{2}(?![A-Za-z0-9])/y

function isUpperOr9 (c: number): boolean {
  return (c >= 65 && c <= 90) || c === 57
}

/** Whether UK_DVLA's head fits at `p`: a capital, four capitals or 9s, maybe a space, a digit. */
function dvlaHead (text: string, p: number): boolean {
  const c = text.charCodeAt(p)
  if (!(c >= 65 && c <= 90)) return false
  for (let i = p + 1; i < p + 5; i++) if (!isUpperOr9(text.charCodeAt(i))) return false
  const d = text.charCodeAt(text.charCodeAt(p + 5) === 32 ? p + 6 : p + 5)
  return d >= 48 && d <= 57
}

/** The words with a capital: UK_DVLA starts at the first capital of one. */
const UPPER_WORDS = new WordGate({ withFlags: HAS_UPPER })

/**
 * Where UK_DVLA can match, ascending: capitals not preceded by a letter or digit, so an ASCII word
 * start or a capital after `_` inside a word, with the head dvlaHead checks.
 */
function dvlaStarts (text: string, a: Anchors): number[] {
  // The decade, month, day and year digits stand in a row: a text without a run of six digits has
  // no such number (most chat messages), and its words need no look.
  if (a.maxChainDigits < 6) return []
  const { wordStart, wordEnd, wordFlags } = a
  const starts: number[] = []
  const words = UPPER_WORDS.words(a)
  for (let k = 0; k < words.length; k++) {
    const w = words[k]
    const flags = wordFlags[w]
    const ws = wordStart[w]
    const length = wordEnd[w] - ws
    // Its first word ends at the space after the name (5) or the date (11), or after all 16, or runs on with `_`.
    const underscore = (flags & HAS_UNDERSCORE) !== 0
    if ((flags & FIRST_UPPER) !== 0 && (length === 5 || length === 11 || length === 16 || underscore) && dvlaHead(text, ws)) starts.push(ws)
    if (!underscore) continue
    for (let i = ws + 1; i < wordEnd[w]; i++) if (text.charCodeAt(i - 1) === 95 && dvlaHead(text, i)) starts.push(i)
  }
  return starts
}
// Groups joined by dashes, digit groups by single spaces (NY "123 456 789", NJ "A1234 56789 01234") or
// slashes (Poland "01234/19/1234"), a check digit after a space (Portugal "L-1234567 8"); a letter and
// four groups of three (Michigan "M 123 456 789 012"); Russia's series and number ("77 12 345678"); or the Indian layout: state, office, year, serial ("MH12 20110012345",
// "MH-14 2011 0062821").
const TOKEN = /(?:[A-Z]{2}[- ]?\d{2}[- ]?(?:\d{11}|\d{4}[- ]\d{7})(?![\p{L}\p{N}])|\d{2} ?\d{2} \d{6}(?![\p{L}\p{N}])|[A-Z](?: \d{3}){4}|[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])|(?<=\d)\/(?=\d)|(?<=\d) (?=\d{3,5}(?!\d)|\d(?![\p{L}\p{N}_./-]))){4,19})(?![\p{L}\p{N}_])/uy
/** A date ("2027-03-12", "12/03/2027") is an expiry or issue date, not the number. */
const DATE = /^(?:\d{4}[-/]\d{1,2}[-/]\d{1,2}|\d{1,2}[-/]\d{1,2}[-/](?:\d{4}|\d{2}))$/

/** The German Führerscheinnummer: 11 characters, the tenth a check digit. */
const GERMAN = /^[A-Z0-9]{9}\d[A-Z0-9]$/

function classify (token: string): Verdict {
  let digits = 0
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    if (c >= 48 && c <= 57) digits++
  }
  if (digits < 3 || DATE.test(token)) return null
  const german = GERMAN.test(token.includes('-') ? token.replace(/-/g, '') : token)
  return { confidence: german ? 0.95 : 0.85, ruleId: german ? 'de-fuehrerschein' : 'driver-license' }
}

const LABELLED_PRIORITY = 5

/**
 * A bare "Licence:", "License #" or "Licencia:" names software and trade licences too, so it is a licence label
 * only with a word of driving within BARE_REACH characters ("Driver: Tom Baker, Licence: 4471 2290 1183 (NSW)").
 * So is "licence" after a licence class or an Australian state ("G2 licence O3020-…", "NSW licence 14982377").
 */
const BARE_LABEL = /(?<![\p{L}])(?:licen[cs]e|licencia|licença)(?=[ \t]{0,2}[:#])/iuy
/** "licence" after a licence class or an Australian state in capitals (case-sensitive: "a licence" is none). */
const CLASS_LABEL = /(?<=(?<![\p{L}\p{N}])(?:[A-Z]\d?|[A-Z]{2}\d?|NSW|VIC|QLD|TAS|ACT) )[Ll]icen[cs]e(?=[ \t]{1,2}[A-Z0-9])/uy
const DRIVING = contextWords(['driver*', 'driving', 'vehicle*', 'car', 'cars', 'motor*', 'rental', 'renter', 'hire', 'insured', 'policyholder', 'chauffeur', 'dob', 'date of birth',
  'vehículo', 'vehiculo', 'veículo', 'conductor', 'conductora', 'motorista', 'coche', 'carro', 'auto', 'arrendatario', 'fecha de nacimiento'])
const BARE_REACH = 80

/** Both kinds of bare label near a word of driving, in text order (labelledValues reads labels in order). */
function bareLabels (text: string, starts: readonly number[]): RegExpExecArray[] {
  const labels: RegExpExecArray[] = []
  for (const regex of [BARE_LABEL, CLASS_LABEL]) {
    for (const m of execAt(text, regex, starts)) if (hasContext(text, m.index, m.index + m[0].length, DRIVING, BARE_REACH)) labels.push(m)
  }
  return labels.sort((a, b) => a.index - b.index)
}

function findDriverLicenses (text: string, anchors?: Anchors): Match[] {
  const a = anchorsOf(text, anchors)
  // The DVLA structure first: a label's token search would stop at a space inside "MORGA 607054 SM9IJ".
  const dvla: Match[] = []
  for (const m of execAt(text, UK_DVLA, dvlaStarts(text, a))) dvla.push(new Hit(m.index, m.index + m[0].length, 0.85, 'uk-dvla'))
  // Everything else hangs on a label: most texts (a chat message) have no word a label can start with.
  const starts = LABEL_PREFIXES.starts(text, a)
  if (starts.length === 0) return dvla
  const found: Match[] = dvla.slice()
  const labels: number[] = []
  const labelled: Match[] = []
  // A number right after its licence label is the licence's even when it also passes another
  // identifier's check (Spain's licence number is the holder's DNI; a CNH number can pass PESEL's):
  // it ranks with the checksummed identifiers (5), and wins their tie as the earlier detector.
  for (const l of labelledValues(text, recorded(execAt(text, LABEL_STICKY, starts), labels), TOKEN, classify, undefined, LABELLED_PRIORITY)) {
    if (overlapsAny(dvla, l.start, l.end)) continue
    labelled.push(l)
    found.push(l)
  }
  for (const l of labelledValues(text, bareLabels(text, starts), TOKEN, classify)) if (!overlapsAny(dvla, l.start, l.end) && !overlapsAny(labelled, l.start, l.end)) found.push(l)
  for (const l of labelledColumns(text, labels, TOKEN, classify)) if (!overlapsAny(dvla, l.start, l.end) && !overlapsAny(labelled, l.start, l.end)) found.push(l)
  // A record whose kind is a driving licence ("type": "driving_licence", "number": …), and the answer
  // to a licence question on the next chat line (see passport.ts).
  for (const l of labelledRecords(text, labels, TOKEN, classify)) if (!overlapsAny(dvla, l.start, l.end) && !overlapsAny(labelled, l.start, l.end)) found.push(l)
  for (const l of answers(text, labels, classify, TOKEN)) if (!overlapsAny(dvla, l.start, l.end) && !overlapsAny(labelled, l.start, l.end)) found.push(l)
  return found
}

const driverLicense: Detector = {
  name: 'DRIVER_LICENSE',
  priority: 4,
  // Labels and DVLA numbers hold letters: a text without any (hostile digit groups) holds no licence.
  anchors: ['letter'],
  description: 'Driving licence numbers after a label (Führerschein, Führerscheinnummer, FS-Nr., Fahrerlaubnis, driver\'s license, driving licence, license number, permis de conduire …): the German 11-character Führerscheinnummer and other 5–20 character licence numbers (groups joined by dashes, slashes or spaces: S530-4601-8765, 01234/19/1234, A1234 56789 01234, MH12 20110012345, L-1234567 8); labels of many languages (DL#, DLN, License No., Driver’s License, Permis de conduire, Patente, Rijbewijsnummer, Körkort, Førerkort, Ajokortin numero, CNH, Carta de condução, Řidičský průkaz …), as key names, as JSON objects or XML elements holding the number, and as the header of a table column (CSV, semicolon, tab, pipe); UK (DVLA) numbers also without a label, by their structure (MORGA607054SM9IJ).',
  validation: 'Label required (Führerschein/Fuehrerschein[nummer|Nr], Fahrerlaubnis, driver\'s license, driving licence, license no., licence number, Lic. No., DL number, DL#, DL right before a number of six digits or more, also as key names); the number is the token directly after it or else the first fitting token in the rest of the label\'s field, never past another key=value; the number is an upper-case/digit token with at least 3 digits and no date (2027-03-12, 12/03/2027); a value in a table column whose header cell holds a label counts when the whole cell is such a token; the German 11-character layout gives 0.95, other forms 0.85.',
  example: 'Führerscheinnummer: B951204XY',
  find: findDriverLicenses
}

export default driverLicense
