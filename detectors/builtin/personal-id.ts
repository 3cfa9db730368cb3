import type { Detector, Match } from '../types.ts'
import { anchorsOf, execAt, HAS_DIGIT, HAS_LOWER, HAS_UNDERSCORE, WordGate, wordStarts, type Anchors, type IntList } from '../anchors.ts'
import { contextWords, hasContext, hasContextNowhere } from '../context.ts'
import { findNationalIds } from '../intl/national-ids.ts'
import { findLabelledIds } from '../intl/labelled-ids.ts'
import { isDigitCode } from '../intl/shared.ts'

/** The words a candidate starts: 9 or 10 characters with a digit, no lower-case letter or `_`. */
const CANDIDATE_WORDS = new WordGate({ lengths: [9, 10], withFlags: HAS_DIGIT, withoutFlags: HAS_LOWER | HAS_UNDERSCORE })

/** ICAO 9303 check digit: digits as themselves, A–Z as 10–35, '<' as 0; weights 7,3,1 repeating. */
export function icaoCheckDigit (value: string): number {
  const weights = [7, 3, 1]
  let sum = 0
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    let v = 0
    if (code >= 48 && code <= 57) v = code - 48
    else if (code >= 65 && code <= 90) v = code - 55
    sum += v * weights[i % 3]
  }
  return sum % 10
}

/**
 * German identity card (Personalausweis, since 2010): 9 characters from the alphabet without vowels
 * and the letters B, D, Q, S, optionally followed by the ICAO check digit. The pre-2010 card had ten
 * digits (nine plus check digit).
 */
const CANDIDATE = /(?<![\p{L}\p{N}_])([CFGHJKLMNPRTVWXYZ0-9]{9})(\d?)(?![\p{L}\p{N}_])/uy

/**
 * Labels: "ausweis*" covers Ausweis, Ausweisnummer, Ausweis-Nr.; "personalausweis*" the compounds;
 * the electronic residence permit (elektronischer Aufenthaltstitel, eAT) has the card's number form;
 * key spellings (id_card_number, idCardNumber) are words too.
 */
const CONTEXT = contextWords(['personalausweis*', 'ausweis*', 'aufenthaltstitel*', 'aufenthaltserlaubnis*', 'aufenthaltskarte*', 'eat', 'perso', 'pa', 'pa nr', 'ausw', 'ausw. nr', 'dokumentennummer', 'document number', 'document no', 'id card*', 'id number', 'id nummer', 'id nr', 'identity card*', 'identitätskarte', 'carte d\'identité', 'idkarte', 'id karte'])

function findPersonalIds (text: string, anchors?: Anchors): Match[] {
  const a = anchorsOf(text, anchors)
  const found: Match[] = []
  // Without letters ('1 1 1 …', '12.03.…') no ID card: an all-digit number counts only next to a
  // label, every other one holds letters; the per-length word lists would be built for nothing.
  if (a.hasLetter) {
    const starts = serialStarts(text, wordStarts(a, CANDIDATE_WORDS))
    // Many candidates (hostile 'CFGH12345 …' has 111k): one search may tell that no label is anywhere.
    if (starts.length > 0) findIdCards(text, starts, starts.length > 64 && hasContextNowhere(text, !a.nonAscii, CONTEXT), found)
  }
  findNationalIds(text, a, found)
  return findLabelledIds(text, 'personal', a, found)
}

/** 1 for the characters of a card number's serial, CANDIDATE's [CFGHJKLMNPRTVWXYZ0-9]. */
const SERIAL_CHARS = new Uint8Array(128)
for (const c of 'CFGHJKLMNPRTVWXYZ0123456789') SERIAL_CHARS[c.charCodeAt(0)] = 1

/** CANDIDATE's nine serial characters at `s`. */
function serialAt (text: string, s: number): boolean {
  for (let i = s; i < s + 9; i++) {
    const c = text.charCodeAt(i)
    if (!(c < 128 && SERIAL_CHARS[c] === 1)) return false
  }
  return true
}

/**
 * The word starts of `starts` at which CANDIDATE's nine serial characters stand: of hostile
 * 'K3BX72QP9 …' tokens of nine or ten characters about one in six, as most hold a vowel, B, D, Q or
 * S. Short lists (messages) are returned as they are.
 */
function serialStarts (text: string, starts: IntList): IntList {
  if (starts.length <= 64) return starts
  const kept: number[] = []
  for (let k = 0; k < starts.length; k++) if (serialAt(text, starts[k])) kept.push(starts[k])
  return kept
}

/** The digits among the characters of `s`. */
function digitCount (s: string): number {
  let count = 0
  for (let i = 0; i < s.length; i++) {
    if (isDigitCode(s.charCodeAt(i))) count++
  }
  return count
}

/** A card label near text[start, end), not looked for when `unlabelled` (none in the whole text). */
function labelled (text: string, start: number, end: number, unlabelled: boolean): boolean {
  return !unlabelled && hasContext(text, start, end, CONTEXT)
}

/** German identity card numbers at the word starts `starts`, appended to `out`; `unlabelled`: no label anywhere in the text. */
function findIdCards (text: string, starts: IntList, unlabelled: boolean, out: Match[]): void {
  for (const m of execAt(text, CANDIDATE, starts)) {
    const serial = m[1]
    const digits = digitCount(serial)
    const end = m.index + m[0].length
    // A capitalised word is not an ID card number; nine letters are one only with a label and a valid
    // check digit ("ausweisnummer = WHJYCLJVF0").
    if (digits === 0 && (m[2] === '' || icaoCheckDigit(serial) !== Number(m[2]) || !labelled(text, m.index, end, unlabelled))) continue
    const allDigits = digits === 9
    // The label is looked up only where the verdict depends on it.
    if (m[2] !== '') {
      if (icaoCheckDigit(serial) !== Number(m[2])) continue
      const context = labelled(text, m.index, end, unlabelled)
      // Ten digits with a matching check digit is one in ten of all ten-digit numbers: label required.
      if (allDigits) {
        if (context) out.push({ start: m.index, end, confidence: 0.9, ruleId: 'de-id-card-old' })
        continue
      }
      // Mixed letters and digits plus a valid check digit: a real card number even without a label.
      if (digits < 2 && !context) continue
      out.push({ start: m.index, end, confidence: context ? 1 : 0.85, ruleId: 'de-id-card' })
    } else if (!allDigits && labelled(text, m.index, end, unlabelled)) {
      // The printed number (no check digit) needs a label.
      out.push({ start: m.index, end, confidence: 0.8, ruleId: 'de-id-card' })
    }
  }
}

const personalId: Detector = {
  name: 'PERSONAL_ID',
  priority: 4,
  anchors: ['digit'],
  maxSpan: 24,
  contextRadius: 100,
  description: 'German identity card numbers (Personalausweis, and the electronic residence permit of the same form): nine characters from [CFGHJKLMNPRTVWXYZ0-9] with or without the ICAO check digit, and the old ten-digit card number next to a label; national identity numbers of Sweden (personnummer), Norway (fødselsnummer), Denmark (CPR), Finland (HETU), Iceland (kennitala), Belgium (rijksregisternummer), Czechia and Slovakia (rodné číslo 780412/1545) and Brazil (CPF written 123.456.789-09); identity numbers of other countries after their label or in a column named for them (CPF, RG, CURP, NIN, BVN, CNIC, Emirates ID, T.C. Kimlik No, PPSN, AMKA, MyNumber, isikukood, HKID, MyKad, NIDA, Ghana Card, C.I., 身份证 …).',
  validation: 'At least one digit (never a plain capitalised word); with a 10th character the ICAO 9303 check digit (weights 7,3,1) must match; without one, or for all-digit numbers, a label such as "Personalausweis", "Ausweisnummer", "ID card" must be near. Nordic and Belgian numbers: real birth date and the national check (SE Luhn, NO two mod-11 digits, FI mod-31 character, IS mod 11, BE mod 97, CZ/SK ten digits divisible by 11, BR CPF two mod-11 digits); compact digit runs, Danish CPR numbers (no check digit) and nine-digit rodné čísla (before 1954) need a label such as personnummer, CPR, national number. Other countries: five digits or more, at most 24 characters, right after the label (fillers such as "No." or "n°" between) or in a table column whose header names it; dates are not reported.',
  example: 'Personalausweis L01X00T47, L01X00T471',
  find: findPersonalIds
}

export default personalId
