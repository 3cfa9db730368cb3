import type { Detector, Match } from '../types.ts'
import { anchorsOf, digitRunStartsOfLength, execAt, type Anchors } from '../anchors.ts'
import { TOKEN_END, TOKEN_START, isDigitCode } from '../intl/shared.ts'
import { contextWords, hasContext } from '../context.ts'

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
// DNI/NIF: 8 digits + letter. NIE: X/Y/Z + 7 digits + letter. An optional dash or space before the letter.
const CANDIDATE = new RegExp(`${TOKEN_START}(?:([XYZ])-?(\\d{7})|(\\d{8}))[- ]?([A-Z])${TOKEN_END}`, 'y')
const CONTEXT = contextWords(['dni', 'nif', 'nie', 'documento', 'identidad', 'extranjero', 'd.n.i', 'n.i.f', 'n.i.e'])

/** The mod-23 control letter of a DNI number (NIE: X=0, Y=1, Z=2 prefixed). */
export function dniLetter (number: string): string {
  return LETTERS[Number(number) % 23]
}

/**
 * Where CANDIDATE can start: at a run of exactly eight digits (DNI), or one or two characters
 * before a run of exactly seven (NIE: X, Y or Z and maybe a dash).
 */
/** Where CANDIDATE can start: runs of eight digits, and the X, Y or Z (maybe with a dash) before a run of seven. */
function dniStarts (text: string, a: Anchors): number[] {
  // From the anchors' per-length run lists: hostile "A1 A1 …" has a million runs, none of seven or eight digits.
  const runs = digitRunStartsOfLength(a, 7, [7, 8])
  const starts: number[] = []
  for (let k = 0; k < runs.length; k++) {
    const s = runs[k]
    if (isDigitCode(text.charCodeAt(s + 7))) starts.push(s)
    else if (s > 0) {
      const before = text.charCodeAt(s - 1)
      if (before >= 88 && before <= 90) starts.push(s - 1)
      else if (before === 45 && s > 1 && text.charCodeAt(s - 2) >= 88 && text.charCodeAt(s - 2) <= 90) starts.push(s - 2)
    }
  }
  return starts
}

function findDnis (text: string, anchors?: Anchors): Match[] {
  const found: Match[] = []
  for (const m of execAt(text, CANDIDATE, dniStarts(text, anchorsOf(text, anchors)))) {
    const nie = m[1] !== undefined
    const number = nie ? String('XYZ'.indexOf(m[1])) + m[2] : m[3]
    if (dniLetter(number) !== m[4]) continue
    if (!nie && /^0{8}$/.test(number)) continue
    const start = m.index
    const end = start + m[0].length
    found.push({ start, end, confidence: hasContext(text, start, end, CONTEXT) ? 1 : 0.95, ruleId: nie ? 'es-nie' : 'es-dni' })
  }
  return found
}

const esDni: Detector = {
  name: 'ES_DNI',
  priority: 5,
  // A capital check letter: a text without capitals (hostile digit groups) holds none.
  anchors: ['digit', 'upper'],
  maxSpan: 11,
  contextRadius: 60,
  description: 'Spanish identity numbers: DNI/NIF (8 digits + letter) and NIE for foreigners (X/Y/Z + 7 digits + letter).',
  validation: 'Control letter = TRWAGMYFPDXBNJZSQVHLCKE[number mod 23], NIE prefix X/Y/Z read as 0/1/2.',
  example: '12345678Z, X1234567L',
  find: findDnis
}

export default esDni
