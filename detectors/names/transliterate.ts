/**
 * Latin spellings of a lower-case Cyrillic or Greek word, so that NAME's lists (written in Latin
 * letters) know "Марија", "Дмитрий" and "Γεώργιος" as they know Marija, Dmitrij and Georgios. A name is
 * transliterated in several ways (Дмитрий: dmitrij, dmitriy, dmitry; Сергей: sergej, sergey); the
 * few spellings returned are the usual ones of the Serbian and Macedonian Latin alphabets without
 * diacritics, of English (BGN-like) and of German-style lists. Plain TypeScript, no dependencies.
 */

/**
 * Cyrillic letters: the letter, its Serbian-style plain spelling, its English-style spelling ("-" for
 * none). A letter missing here: the word is not transliterated.
 */
const CYRILLIC_TABLE = `
  а a a  б b b  в v v  г g g  д d d  ђ dj dj  е e e  ё e yo  є je ye  ж z zh  з z z  и i i  і i i  ї ji yi
  й j y  ј j j  к k k  л l l  љ lj lj  м m m  н n n  њ nj nj  о o o  п p p  р r r  с s s  т t t  ћ c c
  у u u  ф f f  х h kh  ц c ts  ч c ch  џ dz dzh  ш s sh  щ sc shch  ъ - -  ы y y  ь - -  э e e  ю ju yu
  я ja ya  ґ g g  ѓ gj gj  ќ kj kj  ѕ dz dz`
/** The rows of a table written as blank-separated cells, `width` cells a row. */
function rows (table: string, width: number): string[][] {
  const cells = table.trim().split(/\s+/)
  const out: string[][] = []
  for (let k = 0; k < cells.length; k += width) out.push(cells.slice(k, k + width).map((cell) => cell === '-' ? '' : cell))
  return out
}

const CYRILLIC = new Map(rows(CYRILLIC_TABLE, 3).map(([letter, serbian, english]) => [letter, [serbian, english] as const]))

/** Greek letters without accents, and the digraphs, which are read first. */
const GREEK = new Map(rows('α a β v γ g δ d ε e ζ z η i θ th ι i κ k λ l μ m ν n ξ x ο o π p ρ r σ s ς s τ t υ y φ f χ ch ψ ps ω o', 2).map(([letter, latin]) => [letter, latin]))
const GREEK_PAIRS = new Map(rows('ου ou αι ai ει ei οι oi αυ av ευ ev μπ b ντ nt γγ ng γκ gk', 2).map(([pair, latin]) => [pair, latin]))

const CYRILLIC_WORD = /^[\u0400-\u04ff]+$/
const GREEK_WORD = /^[\u0370-\u03ff]+$/

/** The Latin spellings of `lower` (distinct, at most three), or none when it is not a Cyrillic or Greek word. */
export function latinForms (lower: string): string[] {
  if (CYRILLIC_WORD.test(lower)) return cyrillicForms(lower)
  const plain = lower.normalize('NFD').replace(/\p{M}/gu, '')
  if (GREEK_WORD.test(plain)) return greekForms(plain)
  return []
}

function cyrillicForms (lower: string): string[] {
  let serbian = ''
  let english = ''
  for (const c of lower) {
    const pair = CYRILLIC.get(c)
    if (pair === undefined) return []
    serbian += pair[0]
    english += pair[1]
  }
  const forms = new Set([serbian, english])
  // Russian -ий/-ый/-ей endings as English lists write them: Dmitry, Sergei, Vasily.
  if (/[иы]й$/.test(lower)) forms.add(english.slice(0, -2) + 'y')
  else if (lower.endsWith('ей')) forms.add(english.slice(0, -1) + 'i')
  return [...forms]
}

function greekForms (plain: string): string[] {
  let latin = ''
  for (let k = 0; k < plain.length; k++) {
    const pair = GREEK_PAIRS.get(plain.slice(k, k + 2))
    if (pair !== undefined) {
      latin += pair
      k++
      continue
    }
    const letter = GREEK.get(plain[k])
    if (letter === undefined) return []
    latin += letter
  }
  // υ is i in modern names (Σταύρου → stavrou, but Κυριάκος → kiriakos / kyriakos).
  return latin.includes('y') ? [latin, latin.replace(/y/g, 'i')] : [latin]
}
