/**
 * PHONE skips a country before calling libphonenumber when the number's length cannot be valid there
 * (lengthPossible) or no national number parsing could leave fits that country's patterns
 * (patternPossible), and an international number when no calling code and national number fit
(internationalPossible); and it checks a parsed number's validity with patterns compiled once
(validParsed), which must answer as isValid(). That may only skip what libphonenumber would reject: checked here on random digit
 * strings and on every country's example numbers, national and with the prefixes parsing strips, also
 * read as a number of each country sharing its calling code. validUnparsed, which reads a national
 * number's validity without the parse, must answer as the parse wherever it answers.
 */
import t from 'tap'
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/examples.mobile.json'
import { internationalPossible, lengthPossible, patternPossible, validParsed, validUnparsed } from '../../detectors/builtin/phone.ts'

const countries = getCountries()
const valid = (digits: string, country: CountryCode) => parsePhoneNumberFromString(digits, country)?.isValid() === true

/** A seeded generator of numbers in [0, 1): each test draws the same strings on every run. */
function seededRandom (seed: number): () => number {
  return () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff }
}

/** A pre-filter's record: numbers libphonenumber accepts, numbers the filter skips, and those it skipped although accepted. */
class FilterRecord {
  accepted = 0
  skipped = 0
  readonly misses: string[] = []

  add (country: CountryCode, digits: string, possible: boolean): void {
    if (!possible) this.skipped++
    if (valid(digits, country)) {
      this.accepted++
      if (!possible) this.misses.push(`${country} ${digits}`)
    }
  }
}

t.test('no number libphonenumber accepts is skipped by its length (random digit strings)', async (t) => {
  const random = seededRandom(3)
  const record = new FilterRecord()
  for (let n = 0; n < 40_000; n++) {
    const length = 4 + Math.floor(random() * 17)
    let digits = random() < 0.6 ? '0' : ''
    while (digits.length < length) digits += String(Math.floor(random() * 10))
    const country = countries[Math.floor(random() * countries.length)]
    record.add(country, digits, lengthPossible(country, digits))
  }
  t.same(record.misses, [])
  // Not vacuous: many numbers are accepted, and most others are skipped without a parse.
  t.ok(record.accepted > 500, `${record.accepted} accepted`)
  t.ok(record.skipped > 10_000, `${record.skipped} skipped`)
})

t.test('every country\'s example number, national and with a trunk prefix, call prefix or its own calling code, is tried', async (t) => {
  const misses: string[] = []
  for (const [country, national] of Object.entries(examples as Record<string, string>)) {
    const code = getCountryCallingCode(country as CountryCode)
    // libphonenumber also reads a number that starts with the country's own calling code, with or
    // without a national prefix after it (US: 1 1 201 555 0123).
    for (const digits of [national, '0' + national, '00' + national, '180020' + national, code + national, code + '0' + national, code + '1' + national]) {
      if (valid(digits, country as CountryCode) && !lengthPossible(country as CountryCode, digits)) misses.push(`${country} ${digits}`)
    }
  }
  t.same(misses, [])
})

/** The example number's variants parsing reads: national, with a trunk or call prefix, with the calling code (and a prefix after it). */
const variants = (national: string, code: string) => [national, '0' + national, '00' + national, '180020' + national, code + national, code + '0' + national, code + '1' + national]

/**
 * Seeded national test numbers: the n-th draw, for even n, is a random digit string (`shortest` to
 * `shortest + spread - 1` digits, most with a leading 0) read in a random country; for odd n a number
 * near an example one (most of them valid; with `jitter` also a digit shorter or longer) in one of its
 * variants, read in a country sharing its calling code.
 */
function nationalNumbers (seed: number, shortest: number, spread: number, jitter: boolean): (n: number) => { country: CountryCode, digits: string } {
  const random = seededRandom(seed)
  const digit = () => String(Math.floor(random() * 10))
  const national = Object.entries(examples as Record<string, string>)
  return (n) => {
    if (n % 2 === 0) {
      const country = countries[Math.floor(random() * countries.length)]
      const length = shortest + Math.floor(random() * spread)
      let digits = random() < 0.6 ? '0' : ''
      while (digits.length < length) digits += digit()
      return { country, digits }
    }
    const [owner, example] = national[Math.floor(random() * national.length)]
    const code = getCountryCallingCode(owner as CountryCode)
    const sharing = countries.filter((c) => getCountryCallingCode(c) === code)
    const country = sharing[Math.floor(random() * sharing.length)]
    const keep = Math.max(1, example.length - 1 - Math.floor(random() * 5))
    let near = example.slice(0, keep)
    const length = jitter ? example.length + Math.floor(random() * 3) - 1 : example.length
    while (near.length < length) near += digit()
    const forms = variants(near, code)
    return { country, digits: forms[Math.floor(random() * forms.length)] }
  }
}

t.test('no number libphonenumber accepts is skipped by its patterns (random digit strings and example numbers with random last digits)', async (t) => {
  const draw = nationalNumbers(5, 4, 17, false)
  const record = new FilterRecord()
  for (let n = 0; n < 40_000; n++) {
    const { country, digits } = draw(n)
    record.add(country, digits, patternPossible(country, digits))
  }
  t.same(record.misses, [])
  // Not vacuous: many numbers are accepted, and most others are skipped without a parse.
  t.ok(record.accepted > 4_000, `${record.accepted} accepted`)
  t.ok(record.skipped > 15_000, `${record.skipped} skipped`)
})

t.test('every country\'s example number is tried as a number of each country sharing its calling code', async (t) => {
  const misses: string[] = []
  for (const [owner, national] of Object.entries(examples as Record<string, string>)) {
    const code = getCountryCallingCode(owner as CountryCode)
    for (const country of countries.filter((c) => getCountryCallingCode(c) === code)) {
      for (const digits of variants(national, code)) {
        if (valid(digits, country) && !patternPossible(country, digits)) misses.push(`${country} ${digits}`)
      }
    }
  }
  t.same(misses, [])
})

t.test('no international number libphonenumber calls valid or possible is skipped (random digits and numbers near every example number)', async (t) => {
  const random = seededRandom(9)
  const digit = () => String(Math.floor(random() * 10))
  const national = Object.entries(examples as Record<string, string>)
  let accepted = 0
  let possible = 0
  let skipped = 0
  const misses: string[] = []
  const check = (digits: string) => {
    const number = parsePhoneNumberFromString('+' + digits)
    const mayBeValid = internationalPossible(digits, false)
    const mayBePossible = internationalPossible(digits, true)
    if (!mayBeValid && !mayBePossible) skipped++
    if (number?.isValid() === true) {
      accepted++
      if (!mayBeValid) misses.push(`valid +${digits}`)
    }
    if (number?.isPossible() === true) {
      possible++
      if (!mayBePossible) misses.push(`possible +${digits}`)
    }
  }
  for (let n = 0; n < 30_000; n++) {
    if (n % 2 === 0) {
      const length = 2 + Math.floor(random() * 17)
      let digits = ''
      while (digits.length < length) digits += digit()
      check(digits)
    } else {
      // A number near an example one, with its calling code, maybe a trunk prefix, a digit more or less.
      const [owner, example] = national[Math.floor(random() * national.length)]
      const keep = Math.max(1, example.length - 1 - Math.floor(random() * 5))
      let near = example.slice(0, keep)
      const length = example.length + Math.floor(random() * 3) - 1
      while (near.length < length) near += digit()
      check(getCountryCallingCode(owner as CountryCode) + (random() < 0.2 ? '0' : '') + near)
    }
  }
  for (const [owner, example] of national) check(getCountryCallingCode(owner as CountryCode) + example)
  t.same(misses, [])
  t.ok(accepted > 5_000, `${accepted} valid`)
  t.ok(possible > accepted, `${possible} possible`)
  t.ok(skipped > 5_000, `${skipped} skipped`)
})

t.test('validParsed answers as isValid() (random digit strings, numbers near every example number, national and international)', async (t) => {
  const random = seededRandom(13)
  const digit = () => String(Math.floor(random() * 10))
  const national = Object.entries(examples as Record<string, string>)
  let valid = 0
  const differences: string[] = []
  const check = (text: string, country?: CountryCode) => {
    const number = parsePhoneNumberFromString(text, country)
    const expected = number?.isValid() === true
    if (expected) valid++
    if (validParsed(number) !== expected) differences.push(`${country ?? ''} ${text}`)
  }
  for (let n = 0; n < 30_000; n++) {
    const [owner, example] = national[Math.floor(random() * national.length)]
    const keep = Math.max(1, example.length - 1 - Math.floor(random() * 5))
    let near = example.slice(0, keep)
    const length = example.length + Math.floor(random() * 3) - 1
    while (near.length < length) near += digit()
    const code = getCountryCallingCode(owner as CountryCode)
    if (n % 3 === 0) check('+' + code + near)
    else if (n % 3 === 1) check(random() < 0.5 ? '0' + near : near, owner as CountryCode)
    else {
      let digits = random() < 0.6 ? '0' : ''
      const length = 4 + Math.floor(random() * 14)
      while (digits.length < length) digits += digit()
      check(digits, countries[Math.floor(random() * countries.length)])
    }
  }
  t.same(differences, [])
  t.ok(valid > 5_000, `${valid} valid`)
})

t.test('validUnparsed answers as the parse wherever it answers (random digit strings, numbers near every example number in its variants, read in each country sharing its code)', async (t) => {
  const draw = nationalNumbers(17, 3, 18, true)
  let answered = 0
  let valid = 0
  const differences: string[] = []
  const check = (country: CountryCode, digits: string) => {
    const answer = validUnparsed(country, digits)
    if (answer === undefined) return
    answered++
    const expected = validParsed(parsePhoneNumberFromString(digits, country))
    if (expected) valid++
    if (answer !== expected) differences.push(`${country} ${digits}`)
  }
  for (let n = 0; n < 40_000; n++) {
    const { country, digits } = draw(n)
    check(country, digits)
  }
  // Every example number in its variants, read in each country sharing its calling code (+1: US with a Canadian number).
  for (const [owner, example] of Object.entries(examples as Record<string, string>)) {
    const code = getCountryCallingCode(owner as CountryCode)
    for (const country of countries.filter((c) => getCountryCallingCode(c) === code)) for (const digits of variants(example, code)) check(country, digits)
  }
  t.same(differences, [])
  // Not vacuous: most numbers are answered, thousands of them valid.
  t.ok(answered > 20_000, `${answered} answered`)
  t.ok(valid > 1_500, `${valid} valid`)
})
