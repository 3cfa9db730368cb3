import t from 'tap'
import { TOKEN, tokenEnd } from '../../detectors/builtin/name.ts'

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
