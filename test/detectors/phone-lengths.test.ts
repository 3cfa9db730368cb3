/**
 * PHONE skips a country before calling libphonenumber when the number's length cannot be valid there
 * (lengthPossible). That may only skip what libphonenumber would reject: checked here on random digit
 * strings and on every country's example numbers, national and with the prefixes parsing strips.
 */
import t from 'tap'
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/examples.mobile.json'
import { lengthPossible } from '../../detectors/builtin/phone.ts'

const countries = getCountries()
const valid = (digits: string, country: CountryCode) => parsePhoneNumberFromString(digits, country)?.isValid() === true

t.test('no number libphonenumber accepts is skipped by its length (random digit strings)', async (t) => {
  let seed = 3
  const random = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff }
  let accepted = 0
  let skipped = 0
  const misses: string[] = []
  for (let n = 0; n < 40_000; n++) {
    const length = 4 + Math.floor(random() * 17)
    let digits = random() < 0.6 ? '0' : ''
    while (digits.length < length) digits += String(Math.floor(random() * 10))
    const country = countries[Math.floor(random() * countries.length)]
    const possible = lengthPossible(country, digits)
    if (!possible) skipped++
    if (valid(digits, country)) {
      accepted++
      if (!possible) misses.push(`${country} ${digits}`)
    }
  }
  t.same(misses, [])
  // Not vacuous: many numbers are accepted, and most others are skipped without a parse.
  t.ok(accepted > 500, `${accepted} accepted`)
  t.ok(skipped > 10_000, `${skipped} skipped`)
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
