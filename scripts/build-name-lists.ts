/**
 * Regenerates the data files of the NAME detector in detectors/names/:
 *   first-names.json   { names, ambiguous, core } first names, lower case; ambiguous ones are also
 *                      words (Mark, Will, Rose); core ones are common in German and English text
 *   surnames.json      [...] surnames, lower case
 *   common-words.json  [...] capitalised German words and common English words that are not names
 *   proper-nouns.json  [...] capitalised German entries that the English list also has only capitalised
 *                      (Fitzgerald, Picasso, Nairobi): proper nouns, so not dictionary words; the
 *                      detector treats them as unknown words that are a little less name-like
 *   name-words.json    [...] first names and surnames that are also dictionary words (Young, Major, Koch)
 *
 * Sources: the person name lists of @faker-js/faker (dev dependency) for Latin-script locales, a short
 * list of frequent English-speaking surnames below, and the system word lists of Debian's
 * wngerman and wamerican packages (apt-get install wngerman wamerican) for the dictionary words.
 * Run: npx tsx scripts/build-name-lists.ts
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import * as faker from '@faker-js/faker'
import { STOPWORDS, TITLES, SALUTATIONS, PARTICLES, LABELS, CLEAR_FIRST_NAMES, NOUN_FIRST_NAMES, NATIONALITIES } from '../detectors/names/curated.ts'

const OUT = join(import.meta.dirname, '..', 'detectors', 'names')
const LOCALES = ['de', 'de_AT', 'de_CH', 'en', 'en_AU', 'en_IN', 'en_ZA', 'fr', 'fr_CH', 'it', 'es', 'nl', 'pl', 'tr',
  'pt_BR', 'pt_PT', 'sv', 'da', 'nb_NO', 'fi', 'cs_CZ', 'sk', 'hr', 'hu', 'ro', 'sl_SI']
const DICT_DE = '/usr/share/dict/ngerman'
const DICT_EN = '/usr/share/dict/american-english'

/** Frequent surnames in the US, UK and Ireland; faker's English list is made-up-looking. */
const EXTRA_SURNAMES = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez
  Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis
  Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera
  Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart
  Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox
  Ward Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders
  Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes
  Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace West
  Cole Hayes Bryant Gibson Ellis Stevens Murray Ford Marshall Owens McDonald Harrison Ruiz Kennedy Wells Alvarez
  Woods Mendoza Castillo Olson Webb Washington Tucker Freeman Burns Henry Vasquez Snyder Simpson Crawford Jimenez
  Porter Mason Shaw Gordon Wagner Hunter Romero Hicks Dixon Hunt Palmer Robertson Black Holmes Stone Meyer Boyd
  Mills Warren Fox Rose Rice Moreno Schmidt Patel Ferguson Nichols Herrera Medina Ryan Fernandez Weaver Daniels
  Stephens Gardner Payne Kelley Dunn Pierce Arnold Tran Spencer Peters Hawkins Grant Hansen Castro Hoffman Hart
  Elliott Cunningham Knight Bradley Davies Evans Wilkinson Wright Thomson Walsh Byrne Ryan OBrien O'Brien O'Connor
  O'Sullivan O'Neill O'Reilly Doyle McCarthy Gallagher Doherty Kennedy Lynch Murray Quinn Moore McLaughlin Carroll
  Connolly Daly Connell Wilkins Sutton Dawson Chapman Hughes Lloyd Morgan Harvey Barker Holland Lambert Marsh Lawson
  Fletcher Pearson Hudson Hopkins Armstrong Fraser Reid Stewart Macdonald MacDonald Campbell Anderson Paterson
  Duncan Watt Beethoven Mozart Goethe Schiller Einstein Zuckerberg Musk Gates Jobs Obama Biden Trump Merkel Scholz
  Weiß Weiss Groß Gross Klein Lang Kurz Braun Schwarz Wolf Fuchs Berg Stein Winter Sommer Koch Bauer Jung
  Leyen Tolkien Rowling Shakespeare Dickens Lovelace Turing Newton Darwin Curie`

/** Common German and English first names of older generations, which faker's lists lack. */
const EXTRA_FIRST_NAMES = `Jürgen Günther Günter Uwe Dieter Klaus Horst Helmut Manfred Wolfgang Gerhard Werner Rainer Reiner Heinz
  Karl-Heinz Hans-Jürgen Hans-Peter Hans-Joachim Joachim Detlef Detlev Dirk Bernd Rolf Ralf Ralph Frank Holger Jörg Jörn
  Volker Norbert Siegfried Herbert Hermann Egon Erwin Ewald Kurt Walter Winfried Wilfried Gottfried Gerd Gert Hartmut
  Lothar Ulrich Ulf Udo Eckhard Eckart Reinhard Reinhold Rüdiger Harald Helge Hubert Ingo Kai Knut Lutz Olaf Otto
  Thorsten Torsten Sven Sönke Steffen Thilo Tilo Till Uli Veit Wilhelm Willi Wolf-Dieter Armin Arnd Arne Axel Björn
  Burkhard Christoph Dietmar Dietrich Edgar Eberhard Emil Erhard Erich Ernst Friedhelm Friedrich Fritz Georg Gregor
  Guido Hagen Heiko Heiner Heinrich Helmuth Henning Jens Jochen Josef Joseph Karsten Carsten Konrad Lars Ludger
  Marco Markus Marcus Mathias Matthias Michael Nils Oliver Patrick Ronald Sebastian Stefan Stephan Tobias Ulrich
  Ursula Renate Brigitte Gabriele Sabine Monika Petra Karin Birgit Heike Andrea Angelika Susanne Claudia Martina
  Stefanie Silke Anke Antje Katrin Kathrin Kerstin Nicole Sandra Tanja Daniela Bettina Doris Elke Gisela Gudrun
  Hannelore Helga Hildegard Ilse Ingeborg Ingrid Irmgard Jutta Karola Christa Christel Dagmar Edith Elfriede Erika
  Gerda Gertrud Hedwig Heidi Heidrun Herta Inge Irene Iris Marianne Margarete Margot Marlies Rita Rosemarie Roswitha
  Sigrid Sieglinde Ulrike Ute Uta Waltraud Wiebke Annegret Annette Beate Britta Cornelia Dorothea Dörte Frauke
  Friederike Gesine Gundula Heidemarie Henrike Imke Ines Inka Kirsten Manuela Marion Meike Mareike Nadine Regina
  Rebekka Simone Sonja Svenja Tatjana Ulla Vera Verena Yvonne Anja Anke Birte Melanie Miriam Nina Silvia Sylvia
  Gary Larry Barry Jerry Terry Harold Howard Walter Eugene Ralph Roy Russell Wayne Dennis Douglas Keith Kenneth
  Steven Stephen Timothy Gregory Raymond Lawrence Jeffrey Donald Ronald Brian Kevin Jason Justin Brandon Ryan Tyler
  Karen Susan Linda Patricia Barbara Nancy Betty Dorothy Sandra Donna Carol Sharon Deborah Cynthia Kathleen Pamela
  Shirley Janet Judith Cheryl Gloria Joan Evelyn Jean Marilyn Beverly Diane Frances Wendy Tracy Kimberly Jennifer`

const flat = (v: unknown): string[] =>
  v == null ? [] : Array.isArray(v) ? v.flatMap(flat) : typeof v === 'object' ? Object.values(v).flatMap(flat) : [String(v)]

/** One name token: capitalised letters, optional hyphenated parts; "Ana Luisa" gives two tokens. */
const NAME_SHAPE = /^(?:Mc|Mac|O'|D')?\p{Lu}[\p{Ll}\p{M}']{1,30}(?:-\p{Lu}[\p{Ll}\p{M}']{1,30}){0,2}$/u

function tokens (raw: string[]): Set<string> {
  const out = new Set<string>()
  for (const entry of raw) {
    for (const t of entry.normalize('NFC').replace(/’/g, "'").split(/\s+/)) {
      if (NAME_SHAPE.test(t)) out.add(t.toLowerCase())
    }
  }
  return out
}

const locales = faker as unknown as Record<string, { person?: Record<string, unknown> }>
const firstRaw: string[] = EXTRA_FIRST_NAMES.split(/\s+/)
const coreRaw: string[] = EXTRA_FIRST_NAMES.split(/\s+/)
const CORE = new Set(['de', 'de_AT', 'de_CH', 'en', 'en_AU', 'en_ZA'])
const lastRaw: string[] = EXTRA_SURNAMES.split(/\s+/)
for (const code of LOCALES) {
  const person = locales[code]?.person
  if (!person) throw new Error(`faker locale ${code} has no person data`)
  firstRaw.push(...flat(person.first_name), ...flat(person.middle_name))
  if (CORE.has(code)) coreRaw.push(...flat(person.first_name))
  lastRaw.push(...flat(person.last_name))
}
const first = tokens(firstRaw)
const core = tokens(coreRaw)
const last = tokens(lastRaw)

for (const d of [DICT_DE, DICT_EN]) {
  if (!existsSync(d)) throw new Error(`${d} is missing: apt-get install wngerman wamerican`)
}
const readLines = (file: string): string[] => readFileSync(file, 'utf8').split('\n').map((l) => l.trim().normalize('NFC')).filter(Boolean)
const deLines = readLines(DICT_DE)
const enLines = readLines(DICT_EN)
// Lower-case dictionary entries: adjectives, verbs, adverbs ("ernst", "klein", "will", "mark").
const lowerWords = new Set<string>()
for (const w of [...deLines, ...enLines]) if (/^\p{Ll}+$/u.test(w) && w.length > 2) lowerWords.add(w)
// Capitalised German entries are nouns, places and some names; the name lists win over them.
const deNouns = new Set<string>()
for (const w of deLines) if (/^\p{Lu}\p{Ll}{2,}$/u.test(w)) deNouns.add(w.toLowerCase())

const neverNames = new Set([...TITLES, ...SALUTATIONS, ...PARTICLES, ...LABELS, ...NATIONALITIES])
const ambiguous = new Set<string>()
const names = new Set<string>()
for (const n of first) {
  if (neverNames.has(n)) continue
  if (STOPWORDS.has(n) || NOUN_FIRST_NAMES.has(n) || (lowerWords.has(n) && !CLEAR_FIRST_NAMES.has(n)) || n.length < 3) ambiguous.add(n)
  else names.add(n)
}
const surnames = new Set<string>()
for (const n of last) {
  // Surnames that are also stop words (West, Swift, Will) stay: the detector accepts them only after a first name.
  if (neverNames.has(n) || n.length < 2) continue
  surnames.add(n)
}

/** Endings of inflected forms; the detector strips the same ones at lookup (see name.ts). */
const ENDINGS = ['s', 'es', 'n', 'en', 'e', 'er', 'ern', 'ns', 'ed', 'd', 'ing', 'ly', 'est']
/** Longer German nouns are mostly compounds; the detector recognises them by their endings instead. */
const MAX_WORD = 11
const allNames = new Set([...first, ...last])
const enLower = new Set<string>()
for (const w of enLines) if (/^\p{Ll}{3,}$/u.test(w)) enLower.add(w)
// Proper nouns: capitalised in the German list and only capitalised in the English one.
const enCapitalised = new Set<string>()
for (const w of enLines) if (/^\p{Lu}\p{Ll}{2,}$/u.test(w)) enCapitalised.add(w.toLowerCase())
const proper = new Set<string>()
for (const w of deNouns) if (enCapitalised.has(w) && !enLower.has(w) && !allNames.has(w) && !STOPWORDS.has(w)) proper.add(w)
const isProper = (w: string): boolean => proper.has(w) || ENDINGS.some((e) => w.endsWith(e) && proper.has(w.slice(0, -e.length)))
const common = new Set<string>()
for (const w of deNouns) {
  if (allNames.has(w) || w.length > MAX_WORD || isProper(w)) continue
  common.add(w)
}
// English rarely compounds, so long English words are listed too ("availability").
for (const w of enLower) if (!allNames.has(w)) common.add(w)
// Drop inflected forms whose stem is in the set: the detector finds them by stripping endings.
const compactCommon: string[] = []
for (const w of common) {
  let reachable = false
  for (const e of ENDINGS) {
    if (w.length > e.length + 2 && w.endsWith(e) && common.has(w.slice(0, -e.length))) { reachable = true; break }
  }
  if (!reachable) compactCommon.push(w)
}

const sorted = (s: Iterable<string>): string[] => [...s].sort()
writeFileSync(join(OUT, 'first-names.json'), JSON.stringify({ names: sorted(names), ambiguous: sorted(ambiguous), core: sorted([...core].filter((n) => names.has(n))) }) + '\n')
writeFileSync(join(OUT, 'surnames.json'), JSON.stringify(sorted(surnames)) + '\n')
writeFileSync(join(OUT, 'common-words.json'), JSON.stringify(sorted(compactCommon)) + '\n')
writeFileSync(join(OUT, 'proper-nouns.json'), JSON.stringify(sorted(proper)) + '\n')
// Names that are also dictionary words (Young, Green, Koch, Major): weaker evidence in Title Case text.
const nameWords = [...allNames].filter((n) => lowerWords.has(n) || deNouns.has(n) || enLower.has(n))
writeFileSync(join(OUT, 'name-words.json'), JSON.stringify(sorted(nameWords)) + '\n')
console.log(`first names ${names.size} (+${ambiguous.size} ambiguous), surnames ${surnames.size}, common words ${compactCommon.length}, proper nouns ${proper.size}`)
