import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hit, type Detector, type Match } from '../types.ts'
import { contextWords, hasContext } from '../context.ts'
import { anchorsOf, execAt, HAS_DIGIT, isDense, isWordCode, HAS_LOWER, HAS_UNDERSCORE, WordGate, type Anchors } from '../anchors.ts'
import { labelledValues, overlapsAny, type Verdict } from './passport.ts'

/** German district codes (Unterscheidungszeichen), loaded once: a known code raises confidence. */
const DISTRICTS: ReadonlySet<string> = new Set(
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'data', 'dach', 'district-codes.json'), 'utf8')) as string[]
)

/**
 * German plate: district (1–3 letters incl. ÄÖÜ), dash or space, 1–2 letters, optional space or
 * dash, 1–4 digits not starting with 0, optional E (electric) or H (historic) suffix.
 */
// Not glued to more of a code after a dash ("WG-A-1000-BLK", a product's number).
const PLATE = /(?<![\p{L}\p{N}_-])([A-ZÄÖÜ]{1,3})([- ])([A-Z]{1,2})([ -]?)([1-9]\d{0,3})([EH]?)(?![\p{L}\p{N}_]|[.,]\d|-[\p{L}\p{N}])/uy

/** Makes written in capitals, which are no district codes. */
const MAKES: ReadonlySet<string> = new Set(['BMW', 'VW', 'KIA', 'GMC', 'BYD', 'MG', 'DS', 'MAN', 'DAF'])

const CONTEXT = contextWords(['kennzeichen', 'autokennzeichen', 'kfz*', 'nummernschild*', 'license plate*', 'licence plate*', 'number plate*', 'plate', 'fahrzeug*', 'pkw*', 'auto*', 'wagen', 'dienstwagen', 'firmenwagen', 'vehicle*', 'zulassung*'])

function isUmlaut (code: number): boolean {
  return code === 0xC4 || code === 0xD6 || code === 0xDC
}

/** The characters isUmlaut accepts, for a native search. */
const UMLAUT = /[\u00C4\u00D6\u00DC]/
const NO_OTHERS = new Int32Array(0)

/**
 * Kinds of the first character of a word (ASCII): 1 a capital (a German district can start there),
 * 2 the first letter of a plate label's head (isLabelWord), 4 of a vehicle label's (isVehicleWord).
 * Most words of a text start with none of these, so they cost one table read.
 */
const FIRST_KIND = new Uint8Array(128)
for (let c = 65; c <= 90; c++) FIRST_KIND[c] |= 1
for (const h of ['pla', 'tar', 'vrn', 'ken', 'kfz', 'imm', 'rek', 'reg', 'ren', 'lic', 'num', 'veh', 'car', 'mat', 'ara', 'pat']) {
  FIRST_KIND[h.charCodeAt(0)] |= 2
  FIRST_KIND[h.charCodeAt(0) - 32] |= 2
}
/** The first two letters of a plate label's head as a ((c | 32) & 31) pair: most words with a head's first letter have no such pair. */
const HEAD_PAIRS = new Uint8Array(1 << 10)
for (const h of ['pla', 'tar', 'vrn', 'ken', 'kfz', 'imm', 'rek', 'reg', 'ren', 'lic', 'num', 'veh', 'car', 'mat', 'ara', 'pat']) HEAD_PAIRS[tripleOf(h, 0) >> 5] = 1
for (const c of ['v', 'f', 'c']) {
  FIRST_KIND[c.charCodeAt(0)] |= 4
  FIRST_KIND[c.charCodeAt(0) - 32] |= 4
}

/**
 * A prefilter of wordCandidates on a word's first two characters (first * 129 + second, the second
 * 128 when it is not ASCII or the text ends): 1 where some rule may take the word. Plates: a capital,
 * then a capital or no word character (a district is one to three capitals). Plate labels: the
 * first two letters of a head (HEAD_PAIRS). Vehicle labels: the second letters of VEHICLE_LABEL's
 * words (car, fahrzeug; vehicle, veicolo, voertuig, or a non-ASCII one: véhicule, veículo).
 * Most words of a text ("the", "and", "Thanks") fail it (MAY_START_WORDS: the anchor words' shared
 * sort, no walk of this detector's own); the rules' own tests follow for the rest.
 */
const MAY_START = new Uint8Array(128 * 129)
for (let first = 0; first < 128; first++) {
  for (let second = 0; second <= 128; second++) {
    const capital = first >= 65 && first <= 90
    const plate = capital && (second === 128 || (second >= 65 && second <= 90) || !isWordCode(second))
    const label = (FIRST_KIND[first] & 2) !== 0 && (second === 128 || HEAD_PAIRS[(((first | 32) & 31) << 5) | ((second | 32) & 31)] !== 0)
    const lowerFirst = first | 32
    const secondLower = second < 128 ? second | 32 : -1
    const vehicle = (FIRST_KIND[first] & 4) !== 0 && (lowerFirst === 118 ? second === 128 || secondLower === 101 || secondLower === 111 : secondLower === 97)
    if (plate || label || vehicle) MAY_START[first * 129 + second] = 1
  }
}

/** The words whose first two characters pass MAY_START. */
const MAY_START_WORDS = new WordGate({ firstPair: (first, second) => MAY_START[first * 129 + second] === 1 })

/** The word starts each rule of this detector tries, ascending (wordCandidates). */
interface Candidates {
  plates: number[]
  labels: number[]
  vehicles: number[]
}

/**
 * One walk over the words for the three rules (German plates, plate labels, vehicle labels), instead
 * of one walk (or a walk of per-length lists) each. Plates (PLATE, sticky) start at an ASCII word of
 * one to three capitals (the district, or its ASCII head before Ä, Ö or Ü) followed by Ä, Ö or Ü, or
 * by a dash or space and a capital (the letters), or at an Ä, Ö or Ü not glued to an ASCII word.
 */
function wordCandidates (text: string, a: Anchors): Candidates {
  const { wordStart, wordEnd, wordFlags } = a
  // Where non-ASCII starts are dense ('é é …'), one native search tells whether any is an Ä, Ö or Ü
  // before each of them is tested.
  const otherStarts = !isDense(text, a.otherStarts.length) || UMLAUT.test(text) ? a.otherStarts : NO_OTHERS
  const plates: number[] = []
  const labels: number[] = []
  const vehicles: number[] = []
  let o = 0
  const words = MAY_START_WORDS.words(a)
  for (let k = 0; k < words.length; k++) {
    const w = words[k]
    const start = wordStart[w]
    const kind = FIRST_KIND[text.charCodeAt(start)]
    const length = wordEnd[w] - start
    const flags = wordFlags[w]
    if ((kind & 1) !== 0 && length <= 3 && (flags & (HAS_LOWER | HAS_DIGIT | HAS_UNDERSCORE)) === 0 && startsPlate(text, start + length)) {
      for (; o < otherStarts.length && otherStarts[o] < start; o++) if (isUmlaut(text.charCodeAt(otherStarts[o]))) plates.push(otherStarts[o])
      plates.push(start)
    }
    if ((kind & 2) !== 0 && HEAD_PAIRS[(((text.charCodeAt(start) | 32) & 31) << 5) | ((text.charCodeAt(start + 1) | 32) & 31)] !== 0 &&
      length < 32 && (PLATE_LABEL_LENGTHS & (1 << length)) !== 0 && isLabelWord(text, start, flags)) labels.push(start)
    if ((kind & 4) !== 0 && (length <= 3 || length === 7 || length === 8) && isVehicleWord(text, start, length)) vehicles.push(start)
  }
  for (; o < otherStarts.length; o++) if (isUmlaut(text.charCodeAt(otherStarts[o]))) plates.push(otherStarts[o])
  return { plates, labels, vehicles }
}

/** After a district's word at `end`: Ä, Ö or Ü, or a dash or space and a capital. */
function startsPlate (text: string, end: number): boolean {
  const after = text.charCodeAt(end)
  if (after === 45 || after === 32) {
    const letter = text.charCodeAt(end + 1)
    return letter >= 65 && letter <= 90
  }
  return isUmlaut(after)
}

function findPlates (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  const a = anchorsOf(text, anchors)
  const candidates = wordCandidates(text, a)
  for (const m of execAt(text, PLATE, candidates.plates)) {
    const hit = germanPlate(text, m)
    if (hit !== null) found.push(hit)
  }
  labelledPlates(text, candidates.labels, found)
  vehiclePlates(text, candidates.vehicles, found)
  return found
}

/** A German plate from PLATE's match, or null when its form needs a known district or a vehicle word it lacks. */
function germanPlate (text: string, m: RegExpExecArray): Match | null {
  const [, district, sep, letters, numSep, number] = m
  // At most eight characters without separators and the E/H suffix.
  if (district.length + letters.length + number.length > 8) return null
  const end = m.index + m[0].length
  const known = DISTRICTS.has(district)
  // "BMW X5", "VW T6": a make and its model, not a district code.
  if (!known && MAKES.has(district)) return null
  const context = hasContext(text, m.index, end, CONTEXT)
  let confidence: number
  if (sep === '-' && numSep === ' ') {
    // The usual written form "B-AB 1234".
    confidence = known ? 0.9 : 0.75
  } else if (known || context) {
    // "B AB 1234", "B-AB1234": looser forms need a real district code or a vehicle word.
    if (!known) confidence = 0.7
    else confidence = context ? 0.85 : 0.75
    // Letters and number run together ("KS-PR2" a printer, "H-CO2" a zone): only next to a vehicle word.
    if (numSep === '' && !context) return null
  } else {
    return null
  }
  if (context) confidence = Math.min(1, confidence + 0.05)
  return new Hit(m.index, end, confidence)
}

/**
 * Plates of other countries have formats of their own, so they count after a plate label: plate,
 * license/licence/number plate, plate number, VRN, Kennzeichen, immatriculation, targa, placa,
 * kenteken, rekisterinumero, registreringsnummer, rendszám, vehicle/car registration, rego (Australia),
 * nummerplaat, plaka/araç plakası, matrícula, patente (Chile, Argentina; an Italian "patente" is a
 * driving licence, whose number DRIVER_LICENSE reports with a higher priority) (also as key names: "plate":);
 * French "immatriculé(e)" and "plaque"; "registration" and "reg" only before a plate of the British
 * current form (AB12 CDE), since firms' registration numbers follow them too.
 */
const PLATE_LABEL = /(?<![\p{L}])(?:(?:licen[cs]e|number|registration|reg\.?|vehicle)[ _-]?plates?|(?:vehicle|car)[ _-]?(?:registration|rego|reg\.)(?:[ _-]?(?:number|no\.?|nr\.?|#))?|rego|nummerplaat|patente|(?:araç[ _-]?)?plaka(?:sı|si)?|matr[ií]cula|plates?(?:[ _-]?(?:number|no\.?|nr\.?|#))?|vrn|(?:kfz|amtliches)[ _-]?kennzeichen|kennzeichen|immatricul(?:ation|ée?)|plaque(?: d['’]immatriculation)?|(?:registration|reg\.?)(?=[ :]{1,3}[A-Z]{2}\d{2} ?[A-Z]{3}(?![\p{L}\p{N}]))|targa(?:t[ao])?|placa|kenteken|rekisterinumero|registreringsnummer|registreringsnr|rendszám)(?![\p{L}])/iuy
/**
 * Lengths of the words (anchors.ts: [A-Za-z0-9_] runs) a label starts with: vrn, car, ara(ç); rego,
 * matr(ícula); plate, targa, placa, plaka; plates, number, plakas(ı); vehicle, patente, targata; kenteken; matricula;
 * rendsz(ám); immatricul(é); kennzeichen, nummerplaat; plate_number; license_plate, number_plate; immatriculation,
 * rekisterinumero, registration; registreringsnummer. Words of other lengths (license before a space) cannot start
 * a label whose own word is one of these, and "plate" after them is one. Only
 * words of these lengths with a label's first two letters are tried (a bit mask of lengths).
 */
const LABEL_LENGTHS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 19]
const PLATE_LABEL_LENGTHS = LABEL_LENGTHS.reduce((mask, n) => mask | (1 << n), 0)
/**
 * Lower-case first three letters of those words: pla(te), tar(ga), vrn, ken(nzeichen), kfz, imm(atriculation),
 * rek(isterinumero), reg(istreringsnummer), ren(dszám); and of key names joined by `_` (license_plate,
 * number_plate, vehicle_plate): lic, num, veh, reg only with an underscore in the word.
 */
const HEADS = new Map<number, boolean>([['pla', false], ['tar', false], ['vrn', false], ['ken', false], ['kfz', false], ['imm', false], ['rek', false],
  ['reg', false], ['ren', false], ['lic', true], ['num', false], ['veh', false], ['car', false], ['mat', false], ['ara', false], ['pat', false]].map(([h, joined]) => [pack(h as string, 0), joined as boolean]))

/**
 * The first three letters of those heads as ((c | 32) & 31) triples: a word whose first three
 * characters are no such triple cannot pack to a head, so it costs no Map lookup (most words).
 */
const HEAD_TRIPLES = new Uint8Array(1 << 15)
for (const h of ['pla', 'tar', 'vrn', 'ken', 'kfz', 'imm', 'rek', 'reg', 'ren', 'lic', 'num', 'veh', 'car', 'mat', 'ara', 'pat']) HEAD_TRIPLES[tripleOf(h, 0)] = 1

function tripleOf (s: string, p: number): number {
  return (((s.charCodeAt(p) | 32) & 31) << 10) | (((s.charCodeAt(p + 1) | 32) & 31) << 5) | ((s.charCodeAt(p + 2) | 32) & 31)
}

function pack (s: string, p: number): number {
  return ((s.charCodeAt(p) | 32) << 16) | ((s.charCodeAt(p + 1) | 32) << 8) | (s.charCodeAt(p + 2) | 32)
}

/** One to four capitals or digits, then up to three more groups after a space, dash or dot (51H-482.91, KDA 417X, AB12 CDE). */
const PLATE_TOKEN = /[A-Z0-9]{1,4}(?:[ .-]?[A-Z0-9]{1,4}){1,3}(?![\p{L}\p{N}]|[.-][A-Z0-9])/uy

function plateVerdict (token: string): Verdict {
  let letters = 0
  let digits = 0
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    if (c >= 48 && c <= 57) digits++
    else if (c >= 65 && c <= 90) letters++
  }
  // Letters and at least two digits, four to ten in all: no year, no word.
  return letters > 0 && digits >= 2 && letters + digits >= 4 && letters + digits <= 10 ? { confidence: 0.8, ruleId: 'plate-labelled' } : null
}

function labelledPlates (text: string, starts: number[], found: Match[]): void {
  if (starts.length === 0) return
  const labelled = [...labelledValues(text, execAt(text, PLATE_LABEL, starts), PLATE_TOKEN, plateVerdict, 30)]
  for (const m of labelled) if (!overlapsAny(found, m.start, m.end)) found.push(m)
}

/** Whether the word at `start` (with `flags`) can start a plate label: its head and, for key names, a `_`. */
function isLabelWord (text: string, start: number, flags: number): boolean {
  if (HEAD_TRIPLES[tripleOf(text, start)] === 0) return false
  const joined = HEADS.get(pack(text, start))
  return joined !== undefined && (!joined || (flags & HAS_UNDERSCORE) !== 0)
}

/**
 * A vehicle field ("Vehicle: Toyota Fielder KDA 417X", "Fahrzeug: Seat Ibiza 4821 KLM") names make
 * and model, then often the plate. Model names hold letters and digits too ("GLE 450", "X5", "A4
 * 2.0"), so in such a field a token counts only in a plate's shape that model names lack: letters,
 * digits, letters (KDA 417X, AB12 CDE, AT-48-RL) or digits, letters, digits, or two groups of seven
 * characters or more (1234 ABC, WA 12345; not "CX-9 9999"); and it must end the field (a line end, comma, semicolon,
 * bar, bracket or a second space after it), not run on into more model words.
 */
const VEHICLE_LABEL = /(?<![\p{L}])(?:vehicle|veh[ií]culo|ve[ií]culo|v[ée]hicule|veicolo|fahrzeug|voertuig|car)(?:[ _-]?(?:details|info|description))?(?![\p{L}])/iuy

function vehicleVerdict (token: string): Verdict {
  let runs = 0
  let kind = 0
  let chars = 0
  let letters = 0
  let digits = 0
  let groups = 1
  let firstRun = 0
  // A group that holds letters and digits ("RAV4" of "RAV4 2024"): a model's name.
  let mixed = false
  let groupKind = 0
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    const k = c >= 48 && c <= 57 ? 1 : c >= 65 && c <= 90 ? 2 : 0
    if (k === 0) { groups++; groupKind = 0; continue }
    if (groupKind !== 0 && groupKind !== k) mixed = true
    groupKind = k
    chars++
    if (k === 1) digits++
    else letters++
    if (k !== kind) { runs++; kind = k }
    if (runs === 1) firstRun++
  }
  if (letters === 0 || digits < 2 || chars > 10 || runs > 3) return null
  // "A4 2.0 TDI": a one-character head is a model's.
  return (runs === 3 && firstRun >= 2) || (runs === 2 && groups === 2 && !mixed && chars >= 7) ? { confidence: 0.75, ruleId: 'plate-vehicle' } : null
}

/** A line end, tab, `,` `;` `|` `)` or a quote. */
function isFieldEnd (c: number): boolean {
  return c === 10 || c === 13 || c === 9 || c === 44 || c === 59 || c === 124 || c === 41 || c === 34 || c === 39
}

/** True when the field ends at `end`: end of text, a field end (isFieldEnd), maybe after a space, or two spaces. */
function endsField (text: string, end: number): boolean {
  if (end >= text.length) return true
  const c = text.charCodeAt(end)
  if (isFieldEnd(c)) return true
  if (c !== 32) return false
  const next = text.charCodeAt(end + 1)
  return end + 1 >= text.length || next === 32 || isFieldEnd(next)
}

/** Whether the word at `start` of `length` characters can start a vehicle label (first letters only: VEHICLE_LABEL decides). */
function isVehicleWord (text: string, start: number, length: number): boolean {
  const c = text.charCodeAt(start) | 32
  if (length === 8) return c === 102 || c === 118
  if (c === 99) return length === 3 && (text.charCodeAt(start + 1) | 32) === 97
  if (c !== 118) return false
  // "v" of véhicule, "ve" of veículo, "veh" of vehículo: a non-ASCII letter follows.
  return length >= 7 || text.charCodeAt(start + length) >= 128
}

function vehiclePlates (text: string, starts: number[], found: Match[]): void {
  if (starts.length === 0) return
  const plates = [...labelledValues(text, execAt(text, VEHICLE_LABEL, starts), PLATE_TOKEN, vehicleVerdict, 40)]
  if (plates.length === 0) return
  found.sort((x, y) => x.start - y.start)
  for (const m of plates) if (endsField(text, m.end) && !overlapsAny(found, m.start, m.end)) found.push(m)
}

const licensePlate: Detector = {
  name: 'LICENSE_PLATE',
  priority: 3,
  // Plates and their labels hold letters: a text without any (hostile digit groups) holds no plate.
  anchors: ['digit', 'letter'],
  maxSpan: 13,
  contextRadius: 60,
  description: 'German vehicle registration plates (Kfz-Kennzeichen): district code, letters, number, optional E/H suffix.',
  validation: 'District 1–3 letters (ÄÖÜ allowed), 1–2 letters, 1–4 digits not starting with 0, at most 8 characters; a known district code (list of Unterscheidungszeichen) raises confidence; forms without the "X-XX 123" separators need a known code or a vehicle word.',
  example: 'B-AB 1234, MÜN-XY 99, HH-AB 1234E',
  find: findPlates
}

export default licensePlate
