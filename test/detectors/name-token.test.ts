import t from 'tap'
import { FIELD_VALUE, TOKEN, fieldValueMayMatch, tokenEnd } from '../../detectors/builtin/name.ts'

// tokenEnd reads TOKEN's match on char codes for Latin, Greek and Cyrillic text; it must agree with the regex wherever it
// decides (UNDECIDED, -2, leaves the position to the regex). Random strings of capitals, small letters,
// Latin-1 and Latin Extended letters (titlecase too), IPA, Greek and Cyrillic letters and their marks,
// other scripts, quotes, hyphens and digits.
const PIECES = ['A', 'B', 'M', 'c', 'a', 'O', 'D', 'x', 'n', 'e', 's', 't', 'Z', 'ß', 'Ä', 'ö', 'é', 'Ø', '×', '÷', 'ª', 'º', 'µ', 'ǅ', 'ĸ', 'Ł', 'ł',
  '0', '7', '_', "'", '’', '-', '.', ' ', '\n', '\u0301', 'ễ', 'Ω', '😀', '“', '–', ',', '²', 'Mc', 'Mac', "O'", 'D’', "'s", '-Peter', 'aaaaaaaaaaaaaaaa',
  'ɐ', 'ʰ', 'Α', 'α', 'ς', 'Ά', 'ώ', '\u0345', 'Ͱ', 'ϗ', 'Ж', 'ж', 'Ё', 'ѣ', 'Ӏ', 'ӏ', '\u0483', '\u0488', 'Ա', 'ա', '-Иван', 'жжжжжжжжжжжжжжжж']

t.test('tokenEnd agrees with TOKEN wherever it decides', async (t) => {
  let seed = 20261123
  const random = (): number => { seed = (seed * 1664525 + 1013904223) >>> 0; return seed / 2 ** 32 }
  let decided = 0
  const wrong: string[] = []
  for (let n = 0; n < 20000; n++) {
    let text = ''
    const length = 1 + Math.floor(random() * 12)
    for (let i = 0; i < length; i++) {
      const r = random()
      text += r < 0.4 ? 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)] : r < 0.5 ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(random() * 26)] : PIECES[Math.floor(random() * PIECES.length)]
    }
    for (let s = 0; s < text.length; s++) {
      const end = tokenEnd(text, s)
      if (end === -2) continue
      decided++
      TOKEN.lastIndex = s
      const m = TOKEN.exec(text)
      const expected = m === null ? -1 : s + m[0].length
      if (end !== expected && wrong.length < 5) wrong.push(`${JSON.stringify(text)} at ${s}: ${end}, regex ${expected}`)
    }
  }
  t.same(wrong, [])
  t.ok(decided > 100000, `decided ${decided} positions`)
})

// fieldValueMayMatch rules values out before FIELD_VALUE runs: it must never rule out a position where the regex matches.
// Random strings of names, particles, small words, runs of words, blanks, the characters the regex's look-ahead needs and others.
const VALUE_PIECES = ['Anna', 'O’Neil', "D'Arcy", 'Müller-Lüdenscheidt', 'J.', 'de', 'van', 'della', 'dell', 'e', 'y', 'i', 'bint', 'the', 'string',
  'x', 'ÉLODIE', '王小明', 'ễ', '\u0301', 'Ω', ' ', ' ', '  ', '\t', '\n', '\r\n', ';', '|', '"', ']', '}', '(', '<', ',', '.', "'", '’', '-', '0',
  '7', ':', '/', '@', '_', '=', '\u00a0', '😀', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
  // Runs of words: four blanks fill a match, a fifth ends it.
  'Ana de la Cruz ', 'Mary Ann Smith-Jones ', ' Jean, Luc ', 'der Termin morgen fällt aus, wir ', 'A B C D ', 'e Y i ']

t.test('fieldValueMayMatch rules out no FIELD_VALUE match', async (t) => {
  let seed = 20261124
  const random = (): number => { seed = (seed * 1664525 + 1013904223) >>> 0; return seed / 2 ** 32 }
  let ruledOut = 0
  let matched = 0
  const wrong: string[] = []
  for (let n = 0; n < 20000; n++) {
    let text = ''
    const length = 1 + Math.floor(random() * 14)
    for (let i = 0; i < length; i++) {
      const r = random()
      text += r < 0.2 ? 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)] : r < 0.3 ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(random() * 26)] : VALUE_PIECES[Math.floor(random() * VALUE_PIECES.length)]
    }
    for (let s = 0; s < text.length; s++) {
      FIELD_VALUE.lastIndex = s
      const match = FIELD_VALUE.test(text)
      if (match) matched++
      if (fieldValueMayMatch(text, s)) continue
      ruledOut++
      if (match && wrong.length < 5) wrong.push(`${JSON.stringify(text)} at ${s}`)
    }
  }
  t.same(wrong, [])
  t.ok(ruledOut > 50000 && matched > 20000, `ruled out ${ruledOut} positions, ${matched} matches`)
})
